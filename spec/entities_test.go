package spec

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestEntitiesAndCellCode: an HTML entity in a requirement's text is its
// character (the third trial's N10), and its ";" cuts no clause; a table
// cell's inline code keeps both backticks of each span.
func TestEntitiesAndCellCode(t *testing.T) {
	runShapes(t, []shapeCase{
		{"entities in a sentence after an ID", "a.md", lines(
			"# Doc", "", "FR-3: The kiosk shall print &quot;Done&quot; &amp; beep.",
		), []got{
			{"FR-3", "functional", `The kiosk shall print "Done" & beep.`},
		}},
		{"entities in a table cell", "a.md", lines(
			"# Doc", "", "| ID | Requirement |", "|---|---|", "| FR-1 | The kiosk shall show &lt;Stop&gt; &#39;now&#39;. |",
		), []got{
			{"FR-1", "functional", "The kiosk shall show <Stop> 'now'."},
		}},
		{"a word with & and no entity stays", "a.md", lines(
			"# Doc", "", "FR-4: The R&D team shall sign AT&T contracts; &amp is no entity.",
		), []got{
			{"FR-4", "functional", "The R&D team shall sign AT&T contracts; &amp is no entity."},
		}},
		{"clauses after a label still split", "a.md", lines(
			"# Doc", "", "Rules: least privilege by role; no personal data in URLs; report cards are private.",
		), []got{
			{"R-001", "functional", "Rules: least privilege by role"},
			{"R-002", "functional", "no personal data in URLs"},
			{"R-003", "functional", "report cards are private."},
		}},
	})
}

func TestCellCodeSpansKept(t *testing.T) {
	for _, tc := range []struct{ name, cell, want string }{
		{"one code span", "`tests/a.py`", "tests/a.py"},
		{"two code spans", "`tests/a.py`, `tests/b.py`", "`tests/a.py`, `tests/b.py`"},
		{"bold code", "**`FR-1`**", "FR-1"},
		{"bold around two spans", "**`a` and `b`**", "`a` and `b`"},
		{"bold", "**FR-2**", "FR-2"},
		{"brackets", "[FR-3]", "FR-3"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.want, cleanCell(tc.cell))
		})
	}
	sp, err := Parse("a.md", []byte(lines("# Doc", "", "| ID | Requirement | Proof |", "|---|---|---|",
		"| FR-1 | The kiosk shall beep. | `tests/a.py`, `tests/b.py` |")))
	require.NoError(t, err)
	require.Len(t, sp.Requirements, 1)
	assert.Equal(t, "`tests/a.py`, `tests/b.py`", sp.Requirements[0].Attributes["proof"])
}
