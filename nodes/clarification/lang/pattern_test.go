package lang

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestPattern(t *testing.T) {
	tests := []struct {
		pat, text string
		want      bool
	}{
		{"order", "Customers place orders.", true},
		{"cancel ... order", "They cancelled the pending order", true},
		{"cancel ... order", "cancel one two three four five order", false},
		{"#num #time", "within 15 minutes", true},
		{"#num #time", "within fifteen minutes", true},
		{"#num #size", "files up to 10MB", true},
		{"#num #percent", "99.9% of requests", true},
		{"#money #num", "costs $5", true},
		{"log|sign in", "users signed in", true},
		{"?not allow", "allow", true},
		{"not allow", "allow", false},
		// A function word matches only itself; capitals are not lemmatized.
		{"etc", "The ETCS on-board unit", false},
		{"etc", "ETC. and so on", true},
		{"a", "as listed", false},
		{"this", "these records", false},
		{"little", "less time", false},
		{"gp", "GPS receivers", false},
		{"receiver", "GPS receivers", true},
	}
	for _, tc := range tests {
		p, err := Compile(tc.pat)
		require.NoError(t, err, tc.pat)
		_, _, ok := p.Find(Tokenize(tc.text))
		assert.Equal(t, tc.want, ok, "%s on %q", tc.pat, tc.text)
	}
	for _, bad := range []string{"", "... order", "order ...", "#nope", "a||b"} {
		_, err := Compile(bad)
		assert.Error(t, err, bad)
	}
}

func mustWith(t *testing.T, src string, env Env) Pattern {
	t.Helper()
	p, err := CompileWith(src, env)
	require.NoError(t, err, src)
	return p
}

func TestPatternWith(t *testing.T) {
	env := Env{Vocab: func(name string) ([]string, bool) {
		if name == "soon" {
			return []string{"soon", "as soon as possible"}, true
		}
		return nil, false
	}}
	tests := []struct {
		pat, text, span string // span "" means no match
	}{
		{"[ @soon ]", "Reply as soon as possible.", "as soon as possible"},
		{"be [ fast ] !than", "It shall be fast today.", "fast"},
		{"be [ fast ] !than", "It shall be fast than that.", ""},
		{"[ and or ]", "CSV and/or PDF", "and/or"},
		{"#time|#size", "10 MB", "MB"},
		{"[ may:modal ]", "Users may export.", "may"},
		{"[ may:modal ]", "It opens in May.", ""},
		{":modal [ support :noun ]", "It shall support retries.", "support retries"},
		{"[ other :adj|noun systems ]", "It links other payroll systems.", "other payroll systems"},
		{"[ other :adj|noun systems ]", "It links other old systems.", "other old systems"},
		{"[ other :adj|noun systems ]", "It links other of systems.", ""},
	}
	for _, tc := range tests {
		p, err := CompileWith(tc.pat, env)
		require.NoError(t, err, tc.pat)
		toks := Tokenize(tc.text)
		if p.NeedsTags() {
			Tag(tc.text, toks)
		}
		got := ""
		for i := range toks {
			if _, from, to, ok := p.Match(toks, i); ok {
				got = tc.text[toks[from].Start():toks[to-1].End()]
				break
			}
		}
		assert.Equal(t, tc.span, got, "%s on %q", tc.pat, tc.text)
	}
	for _, bad := range []string{"@nope", "[ a", "a ]", ":nope", ":adj|nope", "!@soon"} {
		_, err := CompileWith(bad, env)
		assert.Error(t, err, bad)
	}
	p := MustCompile("fast")
	u := p.Untagged()
	assert.Equal(t, p.Anchors(), u.Anchors())
	assert.Equal(t, []string{"encrypt"}, MustCompile("to ?really encrypt").Anchors())
	assert.Equal(t, []string{"soon", "as"}, mustWith(t, "a @soon", env).Anchors())
	assert.Nil(t, MustCompile("#num ?hours").Anchors())
}

// A pattern whose span opens it ("[ … ]", nothing before "[") is tried at
// every token of a requirement: where it does not match, trying it
// allocates nothing; a head before "[" still decides where the span starts.
func TestMatchSpanAtStart(t *testing.T) {
	toks := Tokenize("The gauge shall change significantly when the tank fills.")
	tests := []struct {
		pat        string
		at         int
		ok         bool
		from, to   int
		zeroAllocs bool
	}{
		{"[ significantly ]", 4, true, 4, 5, false},
		{"[ significantly ]", 3, false, 0, 0, true},
		{"[ change significantly ]", 3, true, 3, 5, false},
		{"[ change significantly ]", 5, false, 0, 0, true},
		{"shall [ change ]", 2, true, 3, 4, false},
		{"shall [ change ]", 3, false, 0, 0, false},
	}
	for _, tt := range tests {
		p, err := CompileWith(tt.pat, Env{})
		require.NoError(t, err)
		_, from, to, ok := p.Match(toks, tt.at)
		require.Equal(t, tt.ok, ok, "%s at %d", tt.pat, tt.at)
		if ok {
			assert.Equal(t, [2]int{tt.from, tt.to}, [2]int{from, to}, tt.pat)
		}
		if tt.zeroAllocs {
			assert.Zero(t, testing.AllocsPerRun(100, func() { p.Match(toks, tt.at) }), tt.pat)
		}
	}
}
