package checkpoint

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// scanCases are JSON texts valid and not, for jsonScanner against
// encoding/json.Valid.
var scanCases = []string{
	`{}`, `[]`, `""`, `0`, `-0`, `1`, `-12.5e+3`, `1E9`, `0.0`, `true`, `false`, `null`,
	`{"a":1,"b":[true,false,null,{"c":"d\"\\\/\b\f\n\r\t\u00e9"}],"e":-0.5}`,
	`[1,[2,[3,[]]],{}]`, `"\ud83d\ude00"`, "\"é and \x7f\"", ` {"a" : [ 1 , 2 ] } `,
	``, ` `, `{`, `}`, `[`, `]`, `[1,]`, `[,1]`, `{"a"}`, `{"a":}`, `{"a":1,}`, `{,}`, `{1:2}`,
	`01`, `-`, `-a`, `1.`, `.5`, `1e`, `1e+`, `+1`, `1.5.5`, `00`, `tru`, `truex`, `nul`, `True`,
	`"abc`, `"\x"`, `"\u12"`, `"\u12g4"`, "\"a\x01b\"", `[1 2]`, `{"a":1 "b":2}`, `1 2`, `{}{}`,
	`[}`, `{]`, `"a":1`, `[1]]`, `{"a":[}`, `[-]`, `[0x1]`, `[1e5,2E-3,-0.0e0]`,
	strings.Repeat("[", 10001) + strings.Repeat("]", 10001),
	strings.Repeat("[", 100) + strings.Repeat("]", 100),
}

// TestJSONScanner: jsonScanner accepts what json.Valid accepts, whatever
// the pieces it is given, and notes whitespace outside strings.
func TestJSONScanner(t *testing.T) {
	for _, c := range scanCases {
		want := json.Valid([]byte(c))
		spaced := strings.ContainsAny(stripStrings(c), " \t\n\r")
		for _, size := range []int{len(c) + 1, 1, 2, 3, 7} {
			var s jsonScanner
			for p := []byte(c); len(p) > 0; {
				k := min(len(p), size)
				s.write(p[:k])
				p = p[k:]
			}
			name := c
			if len(name) > 40 {
				name = name[:40]
			}
			assert.Equal(t, want, s.valid(), "%q in pieces of %d", name, size)
			if want {
				assert.Equal(t, spaced, s.spaced, "%q in pieces of %d", name, size)
			}
		}
	}
}

// stripStrings returns the valid JSON c without its strings.
func stripStrings(c string) string {
	var b strings.Builder
	in, esc := false, false
	for i := 0; i < len(c); i++ {
		switch ch := c[i]; {
		case esc:
			esc = false
		case in && ch == '\\':
			esc = true
		case ch == '"':
			in = !in
		case !in:
			b.WriteByte(ch)
		}
	}
	return b.String()
}

// FuzzJSONScanner holds jsonScanner to json.Valid, the input in two
// pieces.
func FuzzJSONScanner(f *testing.F) {
	for _, c := range scanCases[:len(scanCases)-2] {
		f.Add(c, 1)
	}
	f.Fuzz(func(t *testing.T, c string, cut int) {
		var s jsonScanner
		cut = min(max(cut, 0), len(c))
		s.write([]byte(c[:cut]))
		s.write([]byte(c[cut:]))
		if want := json.Valid([]byte(c)); s.valid() != want {
			t.Fatalf("%q: scanner %v, json.Valid %v", c, s.valid(), want)
		}
	})
}

// BenchmarkJSONScanner scans 16 MB of JSON shaped as a large state (long
// strings in objects), in pieces of 4 KB, against json.Valid on the whole.
func BenchmarkJSONScanner(b *testing.B) {
	var sb strings.Builder
	sb.WriteString(`{"items":[`)
	for i := range 20000 {
		if i > 0 {
			sb.WriteByte(',')
		}
		sb.WriteString(`{"id":"R-` + strings.Repeat("7", 5) + `","text":"` + strings.Repeat(`word \"quoted\" `, 50) + `","n":12345,"ok":true}`)
	}
	sb.WriteString(`]}`)
	data := []byte(sb.String())
	b.Run("scanner", func(b *testing.B) {
		b.SetBytes(int64(len(data)))
		for b.Loop() {
			var s jsonScanner
			for p := data; len(p) > 0; p = p[min(len(p), 4096):] {
				s.write(p[:min(len(p), 4096)])
			}
			if !s.valid() {
				b.Fatal("invalid")
			}
		}
	})
	b.Run("json.Valid", func(b *testing.B) {
		b.SetBytes(int64(len(data)))
		for b.Loop() {
			if !json.Valid(data) {
				b.Fatal("invalid")
			}
		}
	})
}
