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
	texts = append(texts, perf3Numbered...)
	for _, l := range append(perf3Lines, perf3Numbered...) {
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
		lineTests(t, s)
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

// perf3Numbered are hand-written lines of numbers, headings and bullets.
var perf3Numbered = []string{
	"#", "# T", "#\tT", "###### T", "####### T", "#T", "   # T", "    # T", " \t# T", "\\# T", "##", "## ",
	"1. x", "1.", "1) x", "123. x", "1234. x", "1.1.1 The", "1.1 T", "12:00", "1 x", "1\tx", "1.\tx", "(a) x",
	"a) x", "1.2.3 x", "1.2.3. x", "1.2.x", "1..2 x", "1.2) x", "2a. x", "2a) x", "123b. x", "1234b. x", "2ab. x", "1.As a user", "12.As a", "123.As a", "1.AS", "1.A b",
	"- x", "-x", "-", "* x", "+\tx", "+\fx", "[ ] x", "[x] x", "\u2022 x", "\u25aa x", "-\n", "\n- x", "\f1. x",
}

// lineTests proves the tests of a line's first bytes on s: each answers
// as the expression it stands before or in place of.
func lineTests(t *testing.T, s string) {
	t.Helper()
	// scanLines: atxAt in place of atxRe
	var am [4]int
	want := atxRe.Regexp.FindStringSubmatchIndex(s)
	require.Equal(t, want != nil, atxAt(s, &am), "atxAt on %q", s)
	if want != nil {
		require.Equal(t, want, am[:], "atxAt on %q", s)
	}
	if tr := strings.TrimLeft(s, " \t"); tr != "" {
		if orderedRe.Regexp.MatchString(s) {
			require.True(t, mayBeOrdered(tr), "orderedRe matches %q", s)
		}
		if letteredItemRe.Regexp.MatchString(s) {
			require.True(t, mayBeLettered(tr), "letteredItemRe matches %q", s)
		}
		if gluedItemRe.Regexp.MatchString(s) {
			d := leadDigits(tr)
			require.True(t, d <= 2 && d+2 < len(tr) && tr[d] == '.' && tr[d+1] >= 'A' && tr[d+1] <= 'Z' && tr[d+2] >= 'a' && tr[d+2] <= 'z', "gluedItemRe matches %q", s)
		}
	}
	// spClassify: a marker told by its first bytes is the expression's
	line := strings.TrimRight(s, "\r")
	r := strings.TrimLeft(line, " \t\n\f\r")
	if r == "" {
		return
	}
	if c := r[0]; c == '-' || c == '*' || c == '+' {
		require.Equal(t, spBulletRe.Regexp.MatchString(line), spMarkerBlank(r, 1) || spBulletRe.Regexp.MatchString(line), "spBulletRe on %q", line)
	}
	if spNumFirst(r) {
		require.True(t, spNumRe.Regexp.MatchString(line), "spNumFirst on %q", line)
	}
	if r[0] == '#' && len(line)-len(r) <= 3 {
		require.True(t, spAtxRe.Regexp.MatchString(line), "spAtxRe on %q", line)
	}
}

// TestFirstBytesTell: the common markers are told without the
// expression; the others are left to it.
func TestFirstBytesTell(t *testing.T) {
	for _, tc := range []struct {
		r          string
		bullet, nm bool
	}{
		{"- x", true, false}, {"*\tx", true, false}, {"-x", false, false}, {"• x", false, false},
		{"3. x", false, true}, {"12) x", false, true}, {"4 x", false, true}, {"2.1.3 x", false, true},
		{"2.1.3. x", false, true}, {"1.2.x", false, false}, {"a. x", false, false}, {"(a) x", false, false},
	} {
		require.Equal(t, tc.bullet, tc.r[0] != '1' && spMarkerBlank(tc.r, 1) && strings.IndexByte("-*+", tc.r[0]) >= 0, "bullet %q", tc.r)
		require.Equal(t, tc.nm, spNumFirst(tc.r), "number %q", tc.r)
	}
	for _, s := range []string{"# T", "   ### T", "######", "#T", "####### T", "    # T"} {
		var am [4]int
		require.Equal(t, atxRe.Regexp.MatchString(s), atxAt(s, &am), "%q", s)
	}
}
