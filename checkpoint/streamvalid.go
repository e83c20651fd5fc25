package checkpoint

// jsonScanner checks JSON given a piece at a time, as encoding/json.Valid
// checks it whole (RFC 8259; any byte from 0x20 up inside strings, as
// encoding/json does not check UTF-8 there; nesting up to 10,000 levels),
// and notes whitespace outside strings. Its zero value expects a value.
type jsonScanner struct {
	state   scanState
	stack   []byte // '{' or '[' per open container
	key     bool   // the string being read is an object's key
	lit     string // the rest of the literal being read
	hex     int    // the hex digits left of a \u escape
	spaced  bool   // whitespace outside strings
	invalid bool
}

type scanState uint8

const (
	scanValue       scanState = iota // a value is expected
	scanArrayFirst                   // after '[': a value or ']'
	scanObjectFirst                  // after '{': a key or '}'
	scanKey                          // after ',' in an object: a key
	scanColon                        // after a key
	scanAfter                        // after a value in a container: ',' or its end
	scanEnd                          // after the top-level value
	scanString
	scanEscape
	scanUnicode
	scanLiteral
	scanMinus    // after '-'
	scanZero     // an integer part of "0"
	scanInt      // in the integer part's digits
	scanDot      // after '.'
	scanFrac     // in the fraction's digits
	scanExp      // after 'e' or 'E'
	scanExpSign  // after the exponent's sign
	scanExpDigit // in the exponent's digits
)

// maxScanDepth is encoding/json's nesting limit.
const maxScanDepth = 10000

// write scans p, the next bytes of the JSON.
func (s *jsonScanner) write(p []byte) {
	for i := 0; i < len(p) && !s.invalid; i++ {
		c := p[i]
		switch s.state {
		case scanString:
			// The common case: a run of plain bytes.
			j := i
			for j < len(p) && p[j] != '"' && p[j] != '\\' && p[j] >= 0x20 {
				j++
			}
			if j == len(p) {
				return
			}
			i = j
			switch p[i] {
			case '"':
				s.endString()
			case '\\':
				s.state = scanEscape
			default:
				s.invalid = true
			}
		case scanEscape:
			switch c {
			case '"', '\\', '/', 'b', 'f', 'n', 'r', 't':
				s.state = scanString
			case 'u':
				s.state, s.hex = scanUnicode, 4
			default:
				s.invalid = true
			}
		case scanUnicode:
			if !isHex(c) {
				s.invalid = true
			} else if s.hex--; s.hex == 0 {
				s.state = scanString
			}
		case scanLiteral:
			if c != s.lit[0] {
				s.invalid = true
			} else if s.lit = s.lit[1:]; s.lit == "" {
				s.endValue()
			}
		case scanMinus:
			s.digitAfter(c, scanInt)
			if c == '0' {
				s.state = scanZero
			}
		case scanDot:
			s.digitAfter(c, scanFrac)
		case scanExpSign:
			s.digitAfter(c, scanExpDigit)
		case scanExp:
			if c == '+' || c == '-' {
				s.state = scanExpSign
			} else {
				s.digitAfter(c, scanExpDigit)
			}
		case scanZero, scanInt, scanFrac, scanExpDigit:
			switch {
			case c >= '0' && c <= '9' && s.state != scanZero:
			case c == '.' && (s.state == scanZero || s.state == scanInt):
				s.state = scanDot
			case (c == 'e' || c == 'E') && s.state != scanExpDigit:
				s.state = scanExp
			default:
				// The number ended before c, which is read again.
				s.endValue()
				i--
			}
		default:
			s.punct(c)
		}
	}
}

// digitAfter reads the digit a number needs next, going to next.
func (s *jsonScanner) digitAfter(c byte, next scanState) {
	if c < '0' || c > '9' {
		s.invalid = true
		return
	}
	s.state = next
}

// punct reads c where a value, a key or punctuation is expected.
func (s *jsonScanner) punct(c byte) {
	if c == ' ' || c == '\t' || c == '\n' || c == '\r' {
		s.spaced = true
		return
	}
	switch s.state {
	case scanEnd:
		s.invalid = true
	case scanColon:
		if c != ':' {
			s.invalid = true
			return
		}
		s.state = scanValue
	case scanAfter:
		top := s.stack[len(s.stack)-1]
		switch {
		case c == ',' && top == '{':
			s.state = scanKey
		case c == ',':
			s.state = scanValue
		case c == '}' && top == '{', c == ']' && top == '[':
			s.stack = s.stack[:len(s.stack)-1]
			s.endValue()
		default:
			s.invalid = true
		}
	case scanKey, scanObjectFirst:
		switch {
		case c == '"':
			s.state, s.key = scanString, true
		case c == '}' && s.state == scanObjectFirst:
			s.stack = s.stack[:len(s.stack)-1]
			s.endValue()
		default:
			s.invalid = true
		}
	default: // scanValue, scanArrayFirst
		if c == ']' && s.state == scanArrayFirst {
			s.stack = s.stack[:len(s.stack)-1]
			s.endValue()
			return
		}
		s.value(c)
	}
}

// value reads c, the first byte of a value.
func (s *jsonScanner) value(c byte) {
	switch c {
	case '{', '[':
		if len(s.stack) >= maxScanDepth {
			s.invalid = true
			return
		}
		s.stack = append(s.stack, c)
		s.state = scanObjectFirst
		if c == '[' {
			s.state = scanArrayFirst
		}
	case '"':
		s.state, s.key = scanString, false
	case 't':
		s.state, s.lit = scanLiteral, "rue"
	case 'f':
		s.state, s.lit = scanLiteral, "alse"
	case 'n':
		s.state, s.lit = scanLiteral, "ull"
	case '-':
		s.state = scanMinus
	case '0':
		s.state = scanZero
	default:
		if c >= '1' && c <= '9' {
			s.state = scanInt
			return
		}
		s.invalid = true
	}
}

// endString closes the string being read.
func (s *jsonScanner) endString() {
	if s.key {
		s.key = false
		s.state = scanColon
		return
	}
	s.endValue()
}

// endValue closes a value: in a container, punctuation follows.
func (s *jsonScanner) endValue() {
	if len(s.stack) == 0 {
		s.state = scanEnd
		return
	}
	s.state = scanAfter
}

// valid reports whether the bytes scanned are one valid JSON value.
func (s *jsonScanner) valid() bool {
	if s.invalid {
		return false
	}
	switch s.state {
	case scanEnd:
		return true
	case scanZero, scanInt, scanFrac, scanExpDigit:
		return len(s.stack) == 0
	}
	return false
}

func isHex(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F'
}
