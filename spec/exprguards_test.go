package spec

import (
	"encoding/json"
	"errors"
	"io/fs"
	"math/rand/v2"
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
	err := filepath.WalkDir("testdata", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		addDoc(string(b))
		return nil
	})
	require.NoError(t, err)
	if dir := os.Getenv("CLARIGRAPH_CORPUS"); dir != "" {
		for _, doc := range tuningDocuments(t) {
			b, err := os.ReadFile(filepath.Join(dir, filepath.FromSlash(doc)))
			if errors.Is(err, fs.ErrNotExist) {
				continue // the project's own texts (own/…) are not in the corpus
			}
			require.NoError(t, err)
			addDoc(string(b))
		}
		corpus = true
	}
	return texts, corpus
}

// tuningDocuments names the documents of the requirements set's tuning
// part, as its label files name them: the held-back part and the rounds
// in reserve are never read, whichever rounds they are.
func tuningDocuments(t *testing.T) []string {
	t.Helper()
	files, err := filepath.Glob(filepath.Join("..", "testdata", "groundtruth", "requirements", "tuning", "*.json"))
	require.NoError(t, err)
	require.NotEmpty(t, files, "no label files under testdata/groundtruth/requirements/tuning")
	docs := make([]string, 0, len(files))
	for _, f := range files {
		b, err := os.ReadFile(f)
		require.NoError(t, err)
		var label struct {
			Document string `json:"document"`
		}
		require.NoError(t, json.Unmarshal(b, &label), f)
		require.NotEmpty(t, label.Document, "%s names no document", f)
		docs = append(docs, label.Document)
	}
	return docs
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
			idIndexAgrees(t, s)
			if i := strings.IndexAny(s, ":*_"); i >= 0 {
				idIndexAgrees(t, strings.TrimLeft(s[i+1:], " \t*_")) // refAfterLabel's, pointers' value
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

// idIndexAgrees requires idIndex(s) to be idRe's FindStringSubmatchIndex.
func idIndexAgrees(t *testing.T, s string) {
	t.Helper()
	want := idRe.Regexp.FindStringSubmatchIndex(s)
	got, ok := idIndex(s)
	require.Equal(t, want != nil, ok, "idIndex on %q", s)
	if ok {
		require.Equal(t, want, got[:], "idIndex on %q", s)
	}
}

// TestIDIndexIsIDRe: the hand-written matcher that stands in for idRe
// (performance generation 4) ends where the expression ends, on
// hand-written IDs, on every string of up to four of the symbols the
// expression tells apart (all("", 4)), and on random strings of them;
// TestPerfGuardsKeepEveryMatch proves it on the benchmark spec, the test
// data and, with CLARIGRAPH_CORPUS, the tuning documents.
func TestIDIndexIsIDRe(t *testing.T) {
	for _, s := range []string{
		"", "F", "FR", "FR-", "FR-1", "FR1", "FR12", "FR-12-3: The system", "**FR-1** x", "**FR-1:** x", "__FR-1__",
		"*FR-1*", "_REQ-1:_ x", "[FR-1]", "(FR-1)", "`FR-1`", "** FR-1", "***FR-1", "SYS-FR-3", "A-B-C-1", "A-B-C-D-1",
		"ABCDEFGHIJ1", "ABCDEFGHIJK1", "ABCDEFGHIJ12345678", "A1234567", "FR-1.2.3.4.5.6", "FR-1-2-3-4-5", "FR-1a", "FR-1A",
		"FR-1.a", "FR-1.", "FR_1", "FR.1", "FR..1", "FR-_1", "US\u2011CUST\u2011001", "US\u2010A\u20101", "FR\u20111\u20112",
		"FR-1234567", "FR-1.12345", "FR-1\u20102a", "4.1.1.3a", "R1", "X-1", "UTF-8", "A1B2C3D4E5F6", "A-1B", "AB_CD_EF_1",
		"FR-A1", "FR-A", "Q\u2010", "FR\xe2\x80", "FR-1\xe2\x80\x90", "\xe2\x80\x90", "FR-1-A",
	} {
		idIndexAgrees(t, s)
	}
	alphabet := []string{"A", "Z", "a", "0", "9", "-", "_", ".", "*", "[", "`", " ", "\u2010", "\u2011", "\xe2"}
	var all func(prefix string, n int)
	all = func(prefix string, n int) {
		idIndexAgrees(t, prefix)
		if n == 0 {
			return
		}
		for _, a := range alphabet {
			all(prefix+a, n-1)
		}
	}
	all("", 4)
	rng := rand.New(rand.NewPCG(25, 4))
	for range 200000 {
		var b strings.Builder
		if rng.IntN(2) == 0 {
			b.WriteString("A") // most strings then open as an ID does
		}
		for range rng.IntN(30) {
			b.WriteString(alphabet[rng.IntN(len(alphabet))])
		}
		idIndexAgrees(t, b.String())
	}
}

// TestNumberIndexIsNumberRe: numberIndex ends the number and the match
// where numberRe does, on hand-written section numbers (each bound: three
// digits and four, seven dotted parts and eight, the letter with and
// without its period, a capital, the blanks, a no-break space and a
// broken one, the end), every string of up to five of the characters the
// expression tells apart, and 200,000 random ones.
func TestNumberIndexIsNumberRe(t *testing.T) {
	agrees := func(s string) {
		t.Helper()
		num, end, ok := numberIndex(s)
		m := numberRe.FindStringSubmatchIndex(s)
		if ok != (m != nil) || ok && (num != m[3] || end != m[1] || m[2] != 0) {
			t.Fatalf("numberIndex(%q) = %d, %d, %v; numberRe %v", s, num, end, ok, m)
		}
	}
	for _, s := range []string{
		"", "1", "1.", "1.2", "1.2 ", "1.2.", "1.2. Title", "3.2.1 Title", "4.1.1.3a", "4.2.3.6.d", "5.1.2.", "5.1.2. ",
		"123.456 x", "1234.5 x", "1.2345 x", "1.234 x", "1.2.3.4.5.6.7.8 x", "1.2.3.4.5.6.7.8.9 x", "1.2.3.4.5.6.7.8a",
		"1.2a", "1.2.a", "1.2.A", "1.2A", "1.2ab", "1.2a.", "1.2a. x", "1.2..", "1.2.\tx", "1.2\u00a0x", "1.2\xc2",
		"1.2\xc2\xa1", "1.2 \t\u00a0 x", "1.2x", "1.2-3", "1.2,3", ".1.2", "a1.2", "1.2.3\n", "10.20.30 Scope",
	} {
		agrees(s)
	}
	alphabet := []string{"1", "0", ".", "a", "z", "A", " ", "\t", "\u00a0", "\xc2", "x", "-"}
	var all func(prefix string, n int)
	all = func(prefix string, n int) {
		agrees(prefix)
		if n == 0 {
			return
		}
		for _, a := range alphabet {
			all(prefix+a, n-1)
		}
	}
	all("", 5)
	rng := rand.New(rand.NewPCG(25, 6))
	for range 200000 {
		var b strings.Builder
		b.WriteString("1") // most strings then open as a number does
		for range rng.IntN(24) {
			b.WriteString(alphabet[rng.IntN(len(alphabet))])
		}
		agrees(b.String())
	}
}
