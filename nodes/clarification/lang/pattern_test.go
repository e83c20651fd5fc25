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
