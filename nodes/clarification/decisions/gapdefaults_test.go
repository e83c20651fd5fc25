package decisions_test

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/fcs"
)

// TestTextsOwnStatementDecides (trial 4 D1, issue 27): where the
// requirement states the very property a question asks — it negates an
// option ("not saved", "no screen-reader support"), states a time or an
// extent ("at any time", "only for the current session") or a lock
// ("locked once the match starts") — the question is not asked, or its
// default is the option that agrees with the text.
func TestTextsOwnStatementDecides(t *testing.T) {
	const persist = "what is kept after a close or a restart"
	for _, tc := range []struct {
		name, md, topic string
		// want is the default the text agrees with ("" where the
		// question must not be asked); never the default it rules out.
		want, never string
	}{
		{"not saved when the browser is closed",
			"# Notes\n\n- R-1: Unsent notes are not saved when the browser is closed.\n- R-2: The user writes notes.\n",
			persist, "Lost when it closes", "Kept on this device"},
		{"kept only for the session",
			"# Garden\n\n- R-1: The chosen filter shall be kept only for the current session.\n- R-2: The user picks plants.\n",
			persist, "Lost when it closes", "Kept on this device"},
		{"kept for the session states how long it is kept",
			"# Garden\n\n- R-1: The chosen filter shall be kept only for the current session.\n- R-2: The user picks plants.\n",
			"how long records and their history are kept (retention)", "", ""},
		{"edited at any time",
			"# Club\n\n- R-1: A member can edit the profile at any time.\n- R-2: A member can join events.\n",
			"until when a profile can be edited, by whom", "At any time, history kept", "Until it is submitted or used"},
		{"cancelled at any time",
			"# Gym\n\n- R-1: A member can cancel a booking at any time.\n- R-2: A member can book classes.\n",
			"until when a booking can be cancelled, and what follows", "At any time", "Until a stated deadline"},
		{"a stated lock decides until when it can be changed",
			"# Quiz\n\n- R-1: A player can change the guess, and guesses are locked once the match starts.\n- R-2: Players see the scores.\n",
			"until when a guess can be changed, by whom", "", ""},
		{"a lock of a thing is no account lock",
			"# Quiz\n\n- R-1: User guesses are locked once the match starts.\n- R-2: Players see the scores.\n",
			"how long a lock lasts and how it is lifted", "", ""},
		{"no screen-reader support decides the testing",
			"# Game\n\n- R-1: Accessibility: basic; no screen reader support in the first release.\n- R-2: Text keeps a strong colour contrast for people with disabilities.\n- R-3: Players move with the keyboard.\n",
			"screen readers and test coverage", "", ""},
		{"basic accessibility is not AA everywhere",
			"# Game\n\n- R-1: Accessibility: basic; no screen reader support in the first release.\n- R-2: Text keeps a strong colour contrast for people with disabilities.\n- R-3: Players move with the keyboard.\n",
			"accessibility standard, level and scope", "", "WCAG 2.2 AA for every part"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, qs := questions(t, analyzer(t), parse(t, tc.md))
			i := slices.IndexFunc(qs, func(q fcs.Question) bool { return q.Topic == tc.topic })
			if tc.want == "" && tc.never == "" {
				assert.Less(t, i, 0, "asked")
				return
			}
			if i < 0 {
				if tc.want == "" {
					return // not asked: the text decides it
				}
				require.GreaterOrEqual(t, i, 0, "not asked")
			}
			if tc.want != "" {
				assert.Equal(t, tc.want, qs[i].Recommended, qs[i].Question)
			}
			assert.NotEqual(t, tc.never, qs[i].Recommended, qs[i].Question)
		})
	}
}
