package spec

import (
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// The tests of the guards of performance generations 2b and 3
// (BENCHMARKS.md): each cheap test that spares the reader a regular
// expression, or a copy, is proved to give what the work it spares gave,
// on hand-written lines, on the lines of the benchmark's own
// specification and of the package's test data, and on every line of the
// tuning documents when CLARIGRAPH_CORPUS names them.

// perfLines are hand-written lines of the shapes the guards still in
// place tell apart: rules, underlines and table delimiters (a line's
// marks, TestLineMarksGuards), list items and numbered lines (bulletLen,
// letterMarker), IDs with ranges and lists of IDs (mayListRefs before
// refListRe, re-applied in 8f0c22ef), dotted IDs after a word
// (dottedAfterWord) and text beyond ASCII.
var perfLines = []string{
	"", " ", "\t", "-", "--", "---", " - - -", "   ---", "    ---", "***", "* * *", "___", "_ _ _ ", "---\r", "--- x",
	"===", "= = =", "==", "=", "~~~", "^^^", "--=", "-\u00a0-\u00a0-", "\u2014\u2014\u2014", "|---|---|", "| --- | :-: |",
	"|:--|--:|", "|---|---| x", "| a | b |", "+---+---+", "- item", "* item", "- [ ] task", "1. one", "1) one",
	"a. one", "a) one", "A. One", "b.one", "(a) one", "(iv) four", "(12) twelve", "1.2.3 Title", "12 Title",
	"for at least 99% of requests.", "  for at least 99% of requests.", "The system shall log in.", "x",
	"FR-1", "FR-1 to FR-4", "FR-1, FR-2", "FR-1 and FR-3", "FR-1–FR-3", "FR-1—FR-3", "FR-1-FR-3", "FR-1 - FR-3",
	"FR-1 (login)", "FR-1 (", "FR-1(x)", "FR-0-1: The system", "FR-1-", "FR-1- x", "FR-1.2.3 to FR-1.2.9",
	"REQ_12,REQ_13", "A1 to B2", "AB12 and CD3", "FR-12: Login", "FR-1: see FR-2 to FR-3", "Q1\t(", "Q1\t,R2",
	"Stra\u00dfe", "caf\u00e9 ---", "NONE", "N/A", "n/a", "\u2013", "TBD.",
	"Story: 3", "priority: high", "US-12", "FR-12", "12", "3.0", "Scenario ID: S1",
}

// perfTexts returns the texts the tests read: perfLines, every line of
// the benchmark's specification and of the package's test data, and of
// the tuning documents when CLARIGRAPH_CORPUS names them (corpus reports
// whether it did), each line also without its leading blanks and
// with its line ending; and each document's paragraphs whole.
func perfTexts(t *testing.T) (texts []string, corpus bool) {
	t.Helper()
	seen := map[string]bool{}
	addLine := func(l string) {
		for _, v := range []string{l, strings.TrimLeft(l, " \t"), strings.TrimSpace(l), l + "\r"} {
			if !seen[v] {
				seen[v] = true
				texts = append(texts, v)
			}
		}
	}
	addDoc := func(doc string) {
		for l := range strings.SplitSeq(doc, "\n") {
			addLine(l)
		}
		for p := range strings.SplitSeq(doc, "\n\n") {
			if !seen[p] {
				seen[p] = true
				texts = append(texts, p)
			}
		}
	}
	for _, l := range perfLines {
		addLine(l)
	}
	addDoc(string(bigSpec(64 << 10)))
	var walk func(root string, skipDirs map[string]bool)
	walk = func(root string, skipDirs map[string]bool) {
		err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if d.IsDir() && skipDirs[d.Name()] {
				return filepath.SkipDir
			}
			if d.IsDir() {
				return nil
			}
			if d.Type()&fs.ModeSymlink != 0 {
				if fi, err := os.Stat(path); err == nil && fi.IsDir() {
					if !skipDirs[d.Name()] {
						walk(path+string(filepath.Separator), skipDirs) // a folder linked in (the separator: WalkDir follows it)
					}
					return nil
				}
			}
			b, err := os.ReadFile(path)
			if err != nil {
				return err
			}
			addDoc(string(b))
			return nil
		})
		require.NoError(t, err)
	}
	walk("testdata", nil)
	if dir := os.Getenv("CLARIGRAPH_CORPUS"); dir != "" {
		// round69 and round70 are held back, not tuning documents.
		walk(dir, map[string]bool{"round69": true, "round70": true})
		corpus = true
	}
	return texts, corpus
}

func TestPerfGuardsKeepEveryMatch(t *testing.T) {
	texts, corpus := perfTexts(t)
	if !corpus {
		t.Log("CLARIGRAPH_CORPUS not set: the tuning documents' lines are not read, only the hand-written lines and the package's test data")
	}
	t.Run("tests in place of an expression", func(t *testing.T) {
		for _, s := range texts {
			if s != "" && s[0] >= 'A' && s[0] <= 'Z' && refListRe.Regexp.MatchString(s) {
				require.True(t, mayListRefs(s), "refListRe matches %q", s)
			}
			if len(s) >= 6 && s[0] >= 'A' && s[0] <= 'Z' && dottedRe.Regexp.MatchString(s) {
				require.True(t, dottedAfterWord(s), "dottedRe matches %q", s)
			}
			// spClassify's line, without its blanks (tt) and its first byte
			// after the expressions' \s (c)
			line := strings.TrimRight(s, "\r")
			tt := strings.TrimSpace(line)
			c := byte(0)
			if r := strings.TrimLeft(line, " \t\n\f\r"); r != "" {
				c = r[0]
			}
			if c|0x20 >= 'a' && c|0x20 <= 'z' && spNumRe.Regexp.MatchString(line) {
				require.True(t, letterMarker(tt), "spNumRe matches %q", line)
			}
			if spSetextRe.Regexp.MatchString(line) && len(tt) >= 2 {
				require.Equal(t, len(tt), strings.Count(tt, tt[:1]), "spSetextRe matches %q", line)
			}
			var m []string
			n := -1
			ok := bulletLen(s, &m, &n)
			want := bulletRe.Regexp.FindString(s)
			require.Equal(t, bulletRe.Regexp.MatchString(s), ok, "bulletLen on %q", s)
			if ok {
				require.Equal(t, len(want), n, "bulletLen on %q", s)
			}
		}
	})
}

// TestPerfGuardsCorpus is TestPerfGuardsKeepEveryMatch's reading of the
// tuning documents, skipped with the reason when they are not named.
func TestPerfGuardsCorpus(t *testing.T) {
	if os.Getenv("CLARIGRAPH_CORPUS") == "" {
		t.Skip("CLARIGRAPH_CORPUS not set: the tuning documents are read by TestPerfGuardsKeepEveryMatch only when it names them")
	}
	TestPerfGuardsKeepEveryMatch(t)
}

// namesQualityRef is namesQuality as it was before generation 2b: the
// cue's window handed to the expression as bytes.
func namesQualityRef(text string) bool {
	low := []byte(strings.ToLower(text))
	for _, w := range qualityWordsB {
		if strings.Contains(string(low), string(w)) {
			return true
		}
	}
	for _, c := range qualityCues {
		for from := 0; ; {
			i := strings.Index(string(low[from:]), string(c.word))
			if i < 0 {
				break
			}
			i += from
			if c.re.Regexp.Match(low[i:min(len(low), i+48)]) {
				return true
			}
			from = i + len(c.word)
		}
	}
	return false
}

func TestNamesQualityAsBefore(t *testing.T) {
	texts, _ := perfTexts(t)
	texts = append(texts, "Pages load within 2 seconds.", "WITHIN 200 MS", "99% of the time", "available 99.9%",
		"within reach", "% of", strings.Repeat("within 3 s ", 60), "availability 99", "The app is availab")
	for _, s := range texts {
		require.Equal(t, namesQualityRef(s), namesQuality(s), "%q", s)
	}
}
