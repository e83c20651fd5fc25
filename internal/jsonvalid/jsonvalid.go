// Package jsonvalid reports whether bytes are valid JSON, as
// encoding/json.Valid does, several times faster and without allocating for
// nesting up to 64 levels.
//
// It accepts exactly what encoding/json accepts (a differential fuzz test
// holds it to that): RFC 8259 syntax, any byte from 0x20 up inside strings
// (encoding/json does not check UTF-8 there), and nesting up to 10,000
// levels. The checkpoint stores use it on every raw JSON field of a record
// they are given, where encoding/json's byte-at-a-time scanner was the
// largest cost of a save to the memory store.
package jsonvalid

// maxDepth is encoding/json's nesting limit (maxNestingDepth in its scanner).
const maxDepth = 10000

// Valid reports whether b is one valid JSON value, surrounded by nothing
// but whitespace.
func Valid(b []byte) bool {
	var buf [64]byte
	stack := buf[:0] // '{' or '[' per open container
	i := skipSpace(b, 0)
	for {
		// A value starts at i.
		if i >= len(b) {
			return false
		}
		switch c := b[i]; c {
		case '{', '[':
			if len(stack) >= maxDepth {
				return false
			}
			closing := byte('}')
			if c == '[' {
				closing = ']'
			}
			i = skipSpace(b, i+1)
			if i < len(b) && b[i] == closing {
				i++
				break // an empty container is a complete value
			}
			stack = append(stack, c)
			if c == '{' {
				var ok bool
				if i, ok = key(b, i); !ok {
					return false
				}
			}
			continue // its first value
		case '"':
			var ok bool
			if i, ok = str(b, i); !ok {
				return false
			}
		case 't':
			if !literal(b, i, "true") {
				return false
			}
			i += 4
		case 'f':
			if !literal(b, i, "false") {
				return false
			}
			i += 5
		case 'n':
			if !literal(b, i, "null") {
				return false
			}
			i += 4
		default:
			var ok bool
			if i, ok = number(b, i); !ok {
				return false
			}
		}
		// A value ended at i: close containers until one takes another value.
		for {
			i = skipSpace(b, i)
			if len(stack) == 0 {
				return i == len(b)
			}
			if i >= len(b) {
				return false
			}
			top := stack[len(stack)-1]
			c := b[i]
			if c == ',' {
				i = skipSpace(b, i+1)
				if top == '{' {
					var ok bool
					if i, ok = key(b, i); !ok {
						return false
					}
				}
				break
			}
			if (top == '{' && c != '}') || (top == '[' && c != ']') {
				return false
			}
			stack = stack[:len(stack)-1]
			i++
		}
	}
}

func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' }

func skipSpace(b []byte, i int) int {
	for i < len(b) && isSpace(b[i]) {
		i++
	}
	return i
}

// key reads an object key and its colon at i and returns where its value
// starts.
func key(b []byte, i int) (int, bool) {
	if i >= len(b) || b[i] != '"' {
		return i, false
	}
	i, ok := str(b, i)
	if !ok {
		return i, false
	}
	i = skipSpace(b, i)
	if i >= len(b) || b[i] != ':' {
		return i, false
	}
	return skipSpace(b, i+1), true
}

// str reads the string whose opening quote is at i and returns the index
// after its closing quote.
func str(b []byte, i int) (int, bool) {
	i++
	for i < len(b) {
		c := b[i]
		switch {
		case c == '"':
			return i + 1, true
		case c < 0x20:
			return i, false
		case c == '\\':
			i++
			if i >= len(b) {
				return i, false
			}
			switch b[i] {
			case '"', '\\', '/', 'b', 'f', 'n', 'r', 't':
				i++
			case 'u':
				if i+4 >= len(b) {
					return i, false
				}
				for _, h := range b[i+1 : i+5] {
					if !isHex(h) {
						return i, false
					}
				}
				i += 5
			default:
				return i, false
			}
		default:
			i++
		}
	}
	return i, false
}

func isHex(c byte) bool {
	return '0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F'
}

func isDigit(c byte) bool { return '0' <= c && c <= '9' }

// number reads the number at i: -?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?
func number(b []byte, i int) (int, bool) {
	if i < len(b) && b[i] == '-' {
		i++
	}
	switch {
	case i >= len(b) || !isDigit(b[i]):
		return i, false
	case b[i] == '0':
		i++
	default:
		for i < len(b) && isDigit(b[i]) {
			i++
		}
	}
	if i < len(b) && b[i] == '.' {
		i++
		if i >= len(b) || !isDigit(b[i]) {
			return i, false
		}
		for i < len(b) && isDigit(b[i]) {
			i++
		}
	}
	if i < len(b) && (b[i] == 'e' || b[i] == 'E') {
		i++
		if i < len(b) && (b[i] == '+' || b[i] == '-') {
			i++
		}
		if i >= len(b) || !isDigit(b[i]) {
			return i, false
		}
		for i < len(b) && isDigit(b[i]) {
			i++
		}
	}
	return i, true
}

func literal(b []byte, i int, lit string) bool {
	return len(b)-i >= len(lit) && string(b[i:i+len(lit)]) == lit
}
