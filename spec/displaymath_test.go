package spec

import "testing"

func TestDisplayMath(t *testing.T) {
	runShapes(t, []shapeCase{
		{"a $$ block is one block of code: not read, and the paragraph after it is its own (read or not as a sentence is)", "a.md", lines(
			"# Ice", "", "## Coverage", "",
			"Each pixel's ice area shall be computed as:", "",
			"$$",
			"A_\\mathrm{ice}",
			"=",
			"625 \\cdot c",
			"$$", "",
			"where c is the concentration from 0 to 1.", "",
			"The system shall store the areas.",
		), []got{
			{"R-001", "functional", "Each pixel's ice area shall be computed as:"},
			{"R-002", "functional", "where c is the concentration from 0 to 1."},
			{"R-003", "functional", "The system shall store the areas."},
		}},
		{"a \\[ … \\] block too; $$ on one line is text", "a.md", lines(
			"# Fees", "", "## Rules", "",
			"The fee shall be:", "",
			"\\[",
			"f = 2 + 0.1 d",
			"\\]", "",
			"The fee shall be shown as $$f$$ on the bill.",
		), []got{
			{"R-001", "functional", "The fee shall be:"},
			{"R-002", "functional", "The fee shall be shown as $$f$$ on the bill."},
		}},
	})
}
