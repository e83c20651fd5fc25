package decisions

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// "only" anywhere from the keeping verb's group to the end of the bound
// makes the bound the whole of it: "Lost when it closes" (review of the
// twenty-fifth session, item 3).
func TestPersistOnlyAnywhereInBound(t *testing.T) {
	for _, tc := range []struct {
		name, req, want string
	}{
		{"only before the preposition", "The chosen sort order shall be kept only for the current session.", "Lost when it closes"},
		{"only after the bound", "The chosen sort order shall be kept for the current session only.", "Lost when it closes"},
		{"only before the verb", "The chosen sort order shall only be kept during the session.", "Lost when it closes"},
		{"no only", "The chosen sort order shall persist within a session.", "Kept on this device"},
		{"only elsewhere in the sentence", "Only admins set the sort order, which shall persist within a session.", "Kept on this device"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			md := "# Notes\n\n## Requirements\n\n- FR-1: " + tc.req + "\n"
			assert.Equal(t, tc.want, persistRecommended(t, md))
		})
	}
}
