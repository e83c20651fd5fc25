package decisions

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestAlternativesAssigned (trial 4 D8): "which is it, A or B" is not
// asked where the sentence already says who or what picks — the user, a
// condition, a setting — or where the alternatives are the cases the
// requirement covers; a choice the sentence leaves open still is.
func TestAlternativesAssigned(t *testing.T) {
	for _, tc := range []struct {
		name, req string
		asked     bool
	}{
		{"the user's choice in a bracket", "The app shall show the weight in kg or lbs (user's choice).", false},
		{"chosen by the user", "The app shall show the weight in kg or lbs, as selected by the user.", false},
		{"based on a condition", "The service shall call the large model or the small model based on the risk level.", false},
		{"depending on a condition", "The service shall call the large model or the small model depending on the load.", false},
		{"a condition after them says when, not which", "The queue shall apply the purge or overflow policy when full.", true},
		{"the other case in a bracket", "The app shall open (or bring to the front if it is already running) the editor window.", false},
		{"a bracketed counterpart", "The editor shall apply the undo step (or the redo step) to the document.", false},
		{"the places it is used from", "The portal shall be used from a desktop computer or laptop.", false},
		{"a choice left open", "The service shall call the large model or the small model.", true},
		{"a store left open", "Usage metrics shall be stored in flat files or a local database.", true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			gs := gapsIn(t, "# Spec\n\n- R1: "+tc.req+"\n", RuleAlternatives)
			if tc.asked {
				require.Len(t, gs, 1)
				return
			}
			assert.Empty(t, gs)
		})
	}
}
