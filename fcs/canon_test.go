package fcs

import (
	"bufio"
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gowebpki/jcs"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// canonical is writeCanonical into a buffer.
func canonical(raw []byte, omit ...string) ([]byte, error) {
	var b bytes.Buffer
	err := writeCanonical(&b, raw, omit...)
	return b.Bytes(), err
}

func TestCanonicalMatchesJCS(t *testing.T) {
	sample, err := os.ReadFile(filepath.Join("testdata", "sample.fcs.json"))
	require.NoError(t, err)
	for _, tc := range []struct{ name, in string }{
		{"sample FCS", string(sample)},
		{"members sorted by UTF-16 code units", `{"b":1,"a":2,"€":3,"😀":4,"ﬀ":5,"A":6,"":7}`},
		{"nested", `{"z":{"y":[3,{"b":true,"a":null}],"x":"q"},"a":[]}`},
		{"escapes", `{"s":"\u0041\n\t\"\\\/\u00e9\ud83d\ude00\u001f\u007f<>&\u2028"}`},
		{"numbers", `[0,-0,1.5,1e3,1E-7,123456789012345678901234,0.1,-2.50,1e21,1e-6]`},
		{"whitespace", " \t\n{ \"a\" : [ 1 , 2 ] }\r\n"},
		{"scalar", `"x"`},
		{"empty", `{"a":{},"b":[],"c":""}`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			want, err := jcs.Transform([]byte(tc.in))
			require.NoError(t, err)
			got, err := canonical([]byte(tc.in))
			require.NoError(t, err)
			assert.Equal(t, string(want), string(got))
		})
	}
}

func TestCanonicalRefuses(t *testing.T) {
	deep := strings.Repeat("[", maxCanonicalDepth+1) + strings.Repeat("]", maxCanonicalDepth+1)
	for _, tc := range []struct{ name, in, want string }{
		{"duplicate member", `{"a":1,"a":2}`, `duplicate member "a"`},
		{"unpaired surrogate", `"\ud800"`, "unpaired surrogate"},
		{"low surrogate first", `"\udc00\ud800"`, "unpaired surrogate"},
		{"invalid UTF-8", "\"\xff\"", "invalid UTF-8"},
		{"control character", "\"a\x01\"", "control character"},
		{"leading zero", `01`, "invalid number"},
		{"bare minus", `-`, "invalid number"},
		{"trailing data", `{} {}`, "data after the value"},
		{"unterminated", `{"a":"b`, "unterminated string"},
		{"missing colon", `{"a" 1}`, "expected ':'"},
		{"trailing comma", `[1,]`, "invalid number"},
		{"too deep", deep, "nesting deeper than"},
		{"bad literal", `tru`, "invalid literal"},
		{"bad escape", `"\x"`, "invalid escape"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := canonical([]byte(tc.in))
			require.ErrorIs(t, err, errCanonical)
			assert.Contains(t, err.Error(), tc.want)
		})
	}
}

func TestCanonicalOmitsTopLevelMembersOnly(t *testing.T) {
	got, err := canonical([]byte(`{"hash":"h","b":{"hash":1},"metadata":{}}`), "hash", "metadata")
	require.NoError(t, err)
	assert.Equal(t, `{"b":{"hash":1}}`, string(got))
}

// FuzzCanonicalMatchesJCS: whatever jcs.Transform accepts, writeCanonical
// writes the same bytes for; what it refuses, writeCanonical refuses.
func FuzzCanonicalMatchesJCS(f *testing.F) {
	sample, err := os.ReadFile(filepath.Join("testdata", "sample.fcs.json"))
	require.NoError(f, err)
	for _, s := range []string{string(sample), `{"b":1,"a":[1.5e3,"\u00e9"]}`, `"\ud83d\ude00"`, `{"a":1,"a":2}`, `[01]`, `1E400`, `"\ud800"`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, in []byte) {
		want, jerr := jcs.Transform(in)
		got, err := canonical(in)
		if jerr != nil {
			if err == nil && len(bytes.TrimSpace(in)) > 0 {
				t.Fatalf("jcs refuses %q (%v), writeCanonical gives %q", in, jerr, got)
			}
			return
		}
		require.NoError(t, err, "input %q", in)
		require.Equal(t, string(want), string(got))
	})
}

// stringValueCases are strings whose JSON json.Marshal escapes in every way
// it has: quotes, backslashes, control characters, HTML characters, U+2028
// and U+2029, bytes that are not UTF-8 (each becomes U+FFFD), a surrogate
// written in UTF-8, and U+FFFD itself.
var stringValueCases = []string{
	"", "plain", "a \"quoted\" \\ path/", "line\nfeed\r\ttab\b\f\x00\x01\x1f\x7f",
	"<b> & </b>", "\u2028 and \u2029", "é 😀 \uE000 \uFFFD",
	"\xff", "a\xffb\xfe", "\xe2\x82", "\xed\xa0\x80", "é\xc3", "\xc3\xa9\xc3",
	strings.Repeat("long <text> é\u2028\"\n", 5000) + "\xff",
}

// stringViaJSON is what the hash writes of a string before writeStringValue:
// the canonical form of json.Marshal's JSON of it.
func stringViaJSON(t testing.TB, s string) string {
	doc, err := json.Marshal(s)
	require.NoError(t, err)
	got, err := canonical(doc)
	require.NoError(t, err)
	return string(got)
}

// stringValue is writeStringValue into a string.
func stringValue(s string) string {
	var b bytes.Buffer
	bw := bufio.NewWriter(&b)
	writeStringValue(bw, s)
	bw.Flush()
	return b.String()
}

// TestWriteStringValue: the canonical form of a string written from the
// string is the one written from its JSON.
func TestWriteStringValue(t *testing.T) {
	for _, s := range stringValueCases {
		assert.Equal(t, stringViaJSON(t, s), stringValue(s), "%q", s)
	}
	// A member written by writeStringMember, to a writer of its own too.
	var b bytes.Buffer
	require.NoError(t, writeStringMember(&b, "a\xff\n"))
	assert.Equal(t, "\"a\uFFFD\\n\"", b.String())
}

func FuzzWriteStringValue(f *testing.F) {
	for _, s := range stringValueCases {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		require.Equal(t, stringViaJSON(t, s), stringValue(s), "%q", s)
	})
}
