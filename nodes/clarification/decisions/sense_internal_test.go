package decisions

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/clarigraph/clarigraph/nodes/clarification/lang"
)

// A system concept used of a person or a physical thing, or as a
// person's act, is another sense; the system's own is not.
func TestOwnerOther(t *testing.T) {
	for _, tc := range []struct {
		text, word string
		quality    bool
		want       bool
	}{
		{"Coaches shall review player performance after each match.", "performance", true, true},
		{"The coach shall rate the performance of each student.", "performance", true, true},
		{"The app shows the team's performance.", "performance", true, true},
		{"The fleet manager shall schedule vehicle maintenance.", "maintenance", true, true},
		{"The system records the readiness of the fleet.", "readiness", true, true},
		{"Managers monitor deadlines of each task.", "monitor", true, true},
		{"A coach can duplicate a drill.", "duplicate", false, true},
		{"The page shall keep its performance under load.", "performance", true, false},
		{"Scheduled maintenance shall happen on Sundays.", "maintenance", true, false},
		{"The system shall monitor disk usage.", "monitor", true, false},
		{"The system shall reject duplicate entries.", "duplicate", false, false},
		{"Players, performance and load are shown.", "performance", true, false},
		// Only the system's qualities have owners: a member's profile is
		// the entry's profile.
		{"The member profile shows a photo.", "profile", false, false},
		// A person acting is another sense only for the acts of the list.
		{"Members can book a room.", "book", false, false},
	} {
		t.Run(tc.text, func(t *testing.T) {
			toks := lang.Tokenize(tc.text)
			at := -1
			for i, tok := range toks {
				if strings.EqualFold(tok.Lower(), tc.word) {
					at = i
				}
			}
			assert.GreaterOrEqual(t, at, 0)
			assert.Equal(t, tc.want, ownerOther(toks, at, tc.quality))
		})
	}
}
