package spec

import (
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// The tests of performance generation 3 (BENCHMARKS.md): each line's
// marks are told once (marksOf), and each expression of a line made of
// marks only runs on a line whose marks it is made of. Each guarded
// expression is proved to answer as the unguarded one on hand-written
// lines, on every line and paragraph of the benchmark's specification
// and of the package's test data, and on every line of the tuning
// documents when CLARIGRAPH_CORPUS names them (perfTexts).

// perf3Lines are hand-written lines of marks: rules, underlines,
// delimiter rows, and lines that hold one other byte among marks.
var perf3Lines = []string{
	"---", " ---", "   - - -", "    ---", "***", "* * *", "___", "_\t_\t_", "-_-", "===", "=", "= =", "==x",
	"|---|", "| --- | :-: |", ":--", "|:-|", "|-|-|x", "| - |\f", "|\r-|", "--\v", "-\u00a0-\u00a0-",
	"\u2014\u2014\u2014", "+---+", "~~~", "^^^", "--- |", "- x", "* item", "-- 1", "|a|", ":", "|", "\t", "",
}

func TestLineMarksGuards(t *testing.T) {
	texts, corpus := perfTexts(t)
	if !corpus {
		t.Log("CLARIGRAPH_CORPUS not set: the tuning documents' lines are not read, only the hand-written lines and the package's test data")
	}
	texts = append(texts, perf3Lines...)
	for _, l := range perf3Lines {
		texts = append(texts, l+"\n", "\n"+l, l+"\r")
	}
	guards := []struct {
		name string
		re   *guardedRe
		set  lineMarks
	}{
		{"breakRe", breakRe, breakMarks},
		{"setextRe", setextRe, setextMarks},
		{"delimRe", delimRe, delimMarks},
		{"spSepRe", spSepRe, sepMarks},
	}
	for _, s := range texts {
		for _, v := range []string{s, strings.TrimLeft(s, " \t*_")} {
			// refAfterLabel's test before idRe
			require.Equal(t, idRe.MatchString(v), mayStartWithID(v) && idRe.MatchString(v), "idRe on %q", v)
		}
		m := marksOf(s)
		for _, g := range guards {
			want := g.re.MatchString(s)
			require.Equal(t, want, m.only(g.set) && g.re.MatchString(s), "%s on %q (marks %b)", g.name, s, m)
		}
	}
}

// TestLineMarksCorpus is TestLineMarksGuards' reading of the tuning
// documents, skipped with the reason when they are not named.
func TestLineMarksCorpus(t *testing.T) {
	if os.Getenv("CLARIGRAPH_CORPUS") == "" {
		t.Skip("CLARIGRAPH_CORPUS not set: the tuning documents are read by TestLineMarksGuards only when it names them")
	}
	TestLineMarksGuards(t)
}

// TestScanLinesMarks: each line's marks are its text's, after a block
// quote's marker is cut ("> ---" is a rule in the quote).
func TestScanLinesMarks(t *testing.T) {
	for _, tc := range []struct {
		text string
		want []lineMarks
	}{
		{"a\n---\n", []lineMarks{mOther, mDash, 0}},
		{"| a |\n|---|\n", []lineMarks{mPipe | mBlank | mOther, mPipe | mDash, 0}},
		{"> FR-1 x\n> ---\n", nil},
	} {
		ls := scanLines(tc.text, dialectMarkdown)
		for i, l := range ls {
			require.Equal(t, marksOf(tc.text[l.start:l.end]), l.marks, "line %d of %q", i, tc.text)
			if tc.want != nil {
				require.Equal(t, tc.want[i], l.marks, "line %d of %q", i, tc.text)
			}
		}
	}
}
