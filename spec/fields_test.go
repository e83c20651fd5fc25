package spec

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestLabelledPluralMark(t *testing.T) {
	for _, tc := range []struct {
		in    string
		label string
		ok    bool
	}{
		{"Actor(s): Member", "Actor(s)", true},
		{"User(s) – Clerk", "User(s)", true},
		{"Actor (s): Member", "", false}, // "(s)" after a space closes no word
		{"Step 2(s): Member", "", false}, // nor after a digit
	} {
		t.Run(tc.in, func(t *testing.T) {
			label, _, ok := labelled(tc.in)
			assert.Equal(t, tc.ok, ok)
			assert.Equal(t, tc.label, label)
		})
	}
}
