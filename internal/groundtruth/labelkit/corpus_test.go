package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/internal/groundtruth"
)

// A fake README: two table rows (one marked CRLF), a row of another table
// that is not a source, and a PURE bullet naming two documents.
const fakeReadme = "# Ground truth\n\n" +
	"### Documents to add to the shared corpus\n\n" +
	"- `pure/alpha.txt`, `pure/beta.txt`: the PURE documents of the same redistribution\n" +
	"  (repository someone/pure-mirror, folder `data/`, files `1999 - alpha.xml`,\n" +
	"  `2000 - beta.xml`, commit ABCDEF012345), converted as the corpus README says.\n" +
	"- The rounds:\n\n" +
	"| document | repository | path | commit |\n" +
	"| --- | --- | --- | --- |\n" +
	"| `r1/shop/spec.md` | ann/shop | `docs/spec.md` | 0123456789ab |\n" +
	"| `r1/dos/SRS.txt` (CRLF) | bob/dos-app | `SRS.txt` | fedcba987654 |\n" +
	"| `r1/space/a b.md` | cy/space | `docs/a b.md` | 111122223333 |\n\n" +
	"| set | parts | size |\n| --- | --- | --- |\n| `requirements/` | tuning | 3 |\n"

func TestParseSources(t *testing.T) {
	got, err := parseSources(fakeReadme)
	require.NoError(t, err)
	want := map[string]source{
		"r1/shop/spec.md": {Repo: "ann/shop", Path: "docs/spec.md", Commit: "0123456789ab"},
		"r1/dos/SRS.txt":  {Repo: "bob/dos-app", Path: "SRS.txt", Commit: "fedcba987654", CRLF: true},
		"r1/space/a b.md": {Repo: "cy/space", Path: "docs/a b.md", Commit: "111122223333"},
		"pure/alpha.txt":  {Repo: "someone/pure-mirror", Path: "data/1999 - alpha.xml", Commit: "abcdef012345", Convert: ConvertPURE},
		"pure/beta.txt":   {Repo: "someone/pure-mirror", Path: "data/2000 - beta.xml", Commit: "abcdef012345", Convert: ConvertPURE},
	}
	assert.Equal(t, want, got)

	for name, readme := range map[string]string{
		"two different rows": "| `a.md` | x/y | `a.md` | 0123456789ab |\n| `a.md` | x/z | `a.md` | 0123456789ab |\n",
		"files miscounted":   "- `pure/a.txt`, `pure/b.txt`: PURE documents (repository x/y, folder `d/`, files `a.xml`, commit 0123456789ab)\n",
		"no commit":          "- `pure/a.txt`: PURE documents (repository x/y, folder `d/`, files `a.xml`)\n",
	} {
		_, err := parseSources(readme)
		assert.Error(t, err, name)
	}
	same, err := parseSources("| `a.md` | x/y | `a.md` | 0123456789ab |\n| `a.md` | x/y | `a.md` | 0123456789AB |\n")
	require.NoError(t, err, "a row repeated alike is one source")
	assert.Len(t, same, 1)
}

// gtFile writes a label file under gt.
func gtFile(t *testing.T, gt, rel string, f groundtruth.File) {
	t.Helper()
	data, err := json.Marshal(f)
	require.NoError(t, err)
	p := filepath.Join(gt, filepath.FromSlash(rel))
	require.NoError(t, os.MkdirAll(filepath.Dir(p), 0o755))
	require.NoError(t, os.WriteFile(p, data, 0o644))
}

// The fake documents (made up, a few words each).
var (
	shopText  = "# Shop\n\nThe cart keeps items.\n- It shows a total.\n"
	dosText   = "Title\r\n\r\n1. Save on exit.\r\n"
	spaceText = "A b c.\n"
)

// segs cuts text at the given character offsets into segments.
func segs(text string, starts ...int) []groundtruth.Segment {
	d := groundtruth.NewDoc("x", text)
	var out []groundtruth.Segment
	for i, s := range starts {
		e := d.Len()
		if i+1 < len(starts) {
			e = starts[i+1]
		}
		w := groundtruth.FirstWords(d.Slice(s, e), 6)
		for e > s && strings.TrimSpace(d.Slice(e-1, e)) == "" {
			e--
		}
		out = append(out, groundtruth.Segment{Start: s, End: e, Words: w, Req: i > 0, Kind: "functional"})
	}
	return out
}

// fakeGT makes a ground-truth folder labelling three documents of the
// README's table, one own text and one PURE document.
func fakeGT(t *testing.T) string {
	gt := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(gt, "README.md"), []byte(fakeReadme), 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(gt, "splits.json"), []byte(`{"r1/shop/spec.md":{"part":"tuning"}}`), 0o644))
	gtFile(t, gt, "requirements/tuning/r1-shop-spec.md.json", groundtruth.File{Set: "requirements", Document: "r1/shop/spec.md",
		SHA256: sha([]byte(shopText)), Part: "tuning", Segments: segs(shopText, 0, 8, strings.Index(shopText, "- It"))})
	gtFile(t, gt, "requirements/annotators/a1/r1-shop-spec.md.json", groundtruth.File{Set: "requirements", Document: "r1/shop/spec.md",
		SHA256: sha([]byte(shopText)), Part: "tuning", Segments: segs(shopText, 0, 8)})
	gtFile(t, gt, "ambiguities/heldback/r1-shop-spec.md.json", groundtruth.File{Set: "ambiguities", Document: "r1/shop/spec.md",
		SHA256: sha([]byte(shopText)), Part: "heldback", Labels: []groundtruth.Label{{Span: groundtruth.Span{Start: strings.Index(shopText, "total"), End: strings.Index(shopText, "total") + 5, Phrase: "total"}, Type: "vague", Severity: "minor"}}})
	gtFile(t, gt, "requirements/tuning/r1-dos-SRS.txt.json", groundtruth.File{Set: "requirements", Document: "r1/dos/SRS.txt",
		SHA256: sha([]byte(dosText)), Part: "tuning", Segments: segs(dosText, 0, 9)})
	gtFile(t, gt, "decisions/round9/r1-space-a b.md.json", groundtruth.File{Set: "decisions", Document: "r1/space/a b.md",
		SHA256: sha([]byte(spaceText)), Part: "round9", Decisions: []groundtruth.Decision{{Topic: "b", Where: []groundtruth.Span{{Start: 2, End: 3, Phrase: "b"}}}}})
	gtFile(t, gt, "requirements/tuning/pure-alpha.txt.json", groundtruth.File{Set: "requirements", Document: "pure/alpha.txt",
		SHA256: sha([]byte("Alpha & Co\n\nThe tool prints.\n")), Part: "tuning", Segments: segs("Alpha & Co\n\nThe tool prints.\n", 0, 12)})
	own := "| a | b |\n"
	require.NoError(t, os.MkdirAll(filepath.Join(gt, "own"), 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(gt, "own", "t.md"), []byte(own), 0o644))
	gtFile(t, gt, "requirements/tuning/own-t.md.json", groundtruth.File{Set: "requirements", Document: "own/t.md",
		SHA256: sha([]byte(own)), Part: "tuning", Segments: segs(own, 0)})
	return gt
}

func writeDoc(t *testing.T, root, doc, text string) {
	t.Helper()
	p := filepath.Join(root, filepath.FromSlash(doc))
	require.NoError(t, os.MkdirAll(filepath.Dir(p), 0o755))
	require.NoError(t, os.WriteFile(p, []byte(text), 0o644))
}

func TestManifest(t *testing.T) {
	gt := fakeGT(t)
	corpus := t.TempDir()
	writeDoc(t, corpus, "r1/dos/SRS.txt", dosText)               // in the corpus: left out
	writeDoc(t, corpus, "r1/shop/spec.md", shopText+"changed\n") // a wrong copy: listed

	tests := []struct {
		name   string
		corpus string
		docs   []string
	}{
		{"no corpus", "", []string{"pure/alpha.txt", "r1/dos/SRS.txt", "r1/shop/spec.md", "r1/space/a b.md"}},
		{"a corpus holding one", corpus, []string{"pure/alpha.txt", "r1/shop/spec.md", "r1/space/a b.md"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			m, err := buildManifest(gt, tc.corpus)
			require.NoError(t, err)
			var docs []string
			for _, e := range m {
				docs = append(docs, e.Doc)
			}
			assert.Equal(t, tc.docs, docs)
		})
	}

	m, err := buildManifest(gt, "")
	require.NoError(t, err)
	byDoc := map[string]manifestEntry{}
	for _, e := range m {
		byDoc[e.Doc] = e
	}
	assert.Equal(t, manifestEntry{Doc: "r1/shop/spec.md", SHA256: sha([]byte(shopText)), Repo: "ann/shop", Path: "docs/spec.md",
		Commit: "0123456789ab", Parts: []string{"ambiguities/heldback", "requirements/tuning"}, Chars: utf8Len(shopText) - 1}, byDoc["r1/shop/spec.md"])
	assert.True(t, byDoc["r1/dos/SRS.txt"].CRLF)
	assert.Equal(t, ConvertPURE, byDoc["pure/alpha.txt"].Convert)
	assert.Equal(t, "data/1999 - alpha.xml", byDoc["pure/alpha.txt"].Path)
	assert.Equal(t, []string{"decisions/round9"}, byDoc["r1/space/a b.md"].Parts)
	assert.Equal(t, 3, byDoc["r1/space/a b.md"].Chars)

	gtFile(t, gt, "requirements/tuning/r2-x.md.json", groundtruth.File{Set: "requirements", Document: "r2/unlisted.md",
		SHA256: sha([]byte("x\n")), Part: "tuning", Segments: segs("x\n", 0)})
	_, err = buildManifest(gt, "")
	require.Error(t, err)
	assert.Contains(t, err.Error(), "r2/unlisted.md")

	gtFile(t, gt, "requirements/heldback/r1-shop-spec.md.json", groundtruth.File{Set: "requirements", Document: "r1/shop/spec.md",
		SHA256: sha([]byte("other")), Part: "heldback", Segments: segs("other", 0)})
	_, err = readLabels(gt)
	assert.ErrorContains(t, err, "sha256", "two label files disagree on a document's SHA-256")
}

// pageJSON is a read_file answer as the tool gives it.
func pageJSON(commit string, offset int, text string, total int, next int) string {
	a := map[string]any{"repo": "ann/shop", "path": "docs/spec.md", "commit": commit, "id": "42", "offset": offset, "text": text, "total_chars": total}
	if next > 0 {
		a["next_offset"] = next
	}
	b, _ := json.Marshal(a)
	return string(b)
}

const c1 = "0123456789abcdef0123456789abcdef01234567"

func TestAssemblePages(t *testing.T) {
	tests := []struct {
		name  string
		pages map[string]string // file name -> content
		want  string            // the bytes written, when no error
		crlf  bool
		err   string
	}{
		{name: "one page", pages: map[string]string{"0.json": pageJSON(c1, 0, "a\nb\n", 4, 0)}, want: "a\nb\n"},
		{name: "two pages, characters not bytes", pages: map[string]string{
			"0.json": pageJSON(c1, 0, "héé\n", 7, 4), "4.json": pageJSON(c1, 4, "ünd", 7, 0)}, want: "héé\nünd"},
		{name: "CRLF: total_chars counts the CRs read_file leaves out", pages: map[string]string{
			"0.json": pageJSON(c1, 0, "a\nb\n", 6, 0)}, want: "a\r\nb\r\n", crlf: true},
		{name: "CRLF over two pages, offsets with CRs", pages: map[string]string{
			"0.json": pageJSON(c1, 0, "ab\n", 9, 4), "4.json": pageJSON(c1, 4, "cd\ne", 9, 0)}, want: "ab\r\ncd\r\ne", crlf: true},
		{name: "a gap", pages: map[string]string{
			"0.json": pageJSON(c1, 0, "abcd", 12, 4), "8.json": pageJSON(c1, 8, "ijkl", 12, 0)}, err: "a gap"},
		{name: "an overlap", pages: map[string]string{
			"0.json": pageJSON(c1, 0, "abcd", 6, 4), "2.json": pageJSON(c1, 2, "cdef", 6, 0)}, err: "an overlap"},
		{name: "two commits", pages: map[string]string{
			"0.json": pageJSON(c1, 0, "abcd", 8, 4), "4.json": pageJSON("feedbeef", 4, "efgh", 8, 0)}, err: "two commits"},
		{name: "the last page saved points on", pages: map[string]string{
			"0.json": pageJSON(c1, 0, "abcd", 8, 4)}, err: "incomplete"},
		{name: "short, and not by the newlines", pages: map[string]string{
			"0.json": pageJSON(c1, 0, "a\nb", 9, 0)}, err: "incomplete"},
		{name: "longer than the file", pages: map[string]string{
			"0.json": pageJSON(c1, 0, "abcdef", 3, 0)}, err: "more than"},
		{name: "saved under another offset", pages: map[string]string{
			"0.json": pageJSON(c1, 0, "ab", 4, 2), "3.json": pageJSON(c1, 2, "cd", 4, 0)}, err: "<offset>.json"},
		{name: "a page from elsewhere, at an offset as if CRs were counted", pages: map[string]string{
			"0.json": pageJSON(c1, 0, "a\n", 4, 2), "3.json": pageJSON(c1, 3, "b", 4, 0)}, err: "next_offset 2"},
		{name: "a page after the last", pages: map[string]string{
			"0.json": pageJSON(c1, 0, "ab", 4, 0), "2.json": pageJSON(c1, 2, "cd", 4, 0)}, err: "next_offset null"},
		{name: "not the whole answer", pages: map[string]string{"0.json": `{"text":"ab","offset":0,"total_chars":2}`}, err: "no commit"},
		{name: "not JSON", pages: map[string]string{"0.json": `The file reads`}, err: "not a read_file answer"},
		{name: "no pages", pages: map[string]string{}, err: "no pages"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			for n, c := range tc.pages {
				require.NoError(t, os.WriteFile(filepath.Join(dir, n), []byte(c), 0o644))
			}
			a, err := assemblePages(dir, nil)
			if tc.err != "" {
				require.Error(t, err)
				assert.Contains(t, err.Error(), tc.err)
				return
			}
			require.NoError(t, err)
			assert.Equal(t, tc.want, string(a.Data))
			assert.Equal(t, tc.crlf, a.ends() == "CRLF line ends")
			assert.Equal(t, c1, a.Commit)
		})
	}
}

// A file with CRLF line ends in part and LF in the rest: each page's span
// counts the CRs read_file leaves out of its text. A page whose CRs are
// neither none nor all of its line breaks is decided by the labels'
// sha256 (CRs before its first k line breaks, or before its last k), and
// refused without it.
func TestAssembleMixedLineEnds(t *testing.T) {
	// pages of the document doc as the tool gives them: CRs dropped from
	// the text, counted in the offsets and total_chars.
	pagesOf := func(doc string, cuts ...int) map[string]string {
		r := []rune(doc)
		total := len(r)
		bounds := append(append([]int{0}, cuts...), total)
		out := map[string]string{}
		for i := 0; i+1 < len(bounds); i++ {
			next := 0
			if i+2 < len(bounds) {
				next = bounds[i+1]
			}
			out[strconv.Itoa(bounds[i])+".json"] = pageJSON(c1, bounds[i], strings.ReplaceAll(string(r[bounds[i]:bounds[i+1]]), "\r", ""), total, next)
		}
		return out
	}
	tests := []struct {
		name  string
		doc   string // the file as stored
		cuts  []int  // where its pages begin, after the first
		hash  bool   // the labels' sha256 is known (--doc --gt)
		other string // a sha256 of another file is given instead
		ends  string
		err   *MixedLineEndsError
	}{
		{name: "all LF", doc: "One.\nTwo.\nThree.\n", cuts: []int{5}, ends: "LF line ends"},
		{name: "all CRLF", doc: "One.\r\nTwo.\r\nThree.\r\n", cuts: []int{6}, ends: "CRLF line ends"},
		{name: "mixed prefix: CRLF first, LF after", doc: "One.\r\nTwo.\r\nThree.\nFour.\n", hash: true,
			ends: "mixed line ends (CRLF on 2 of 4 line breaks)"},
		{name: "mixed suffix: LF first, CRLF after", doc: "One.\nTwo.\nThree.\r\nFour.\r\n", hash: true,
			ends: "mixed line ends (CRLF on 2 of 4 line breaks)"},
		{name: "mixed on the second page, the first all CRLF", doc: "One.\r\nTwo.\r\nThree.\r\nFour.\nFive.\n", cuts: []int{12}, hash: true,
			ends: "mixed line ends (CRLF on 3 of 5 line breaks)"},
		{name: "mixed on the first page, the last all LF", doc: "A\r\nB\r\nC\nD\nE\nF\n", cuts: []int{10}, hash: true,
			ends: "mixed line ends (CRLF on 2 of 6 line breaks)"},
		{name: "mixed, no hash", doc: "One.\nTwo.\nThree.\r\nFour.\n", cuts: []int{5},
			err: &MixedLineEndsError{Offset: 5, CRs: 1, LineBreaks: 3}},
		{name: "mixed, CRs neither first nor last", doc: "One.\nTwo.\r\nThree.\nFour.\n", hash: true,
			err: &MixedLineEndsError{Offset: 0, CRs: 1, LineBreaks: 4, Hashed: true}},
		{name: "mixed, the sha256 of another file", doc: "One.\r\nTwo.\nThree.\n", other: "Other.\n",
			err: &MixedLineEndsError{Offset: 0, CRs: 1, LineBreaks: 3, Hashed: true}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			for n, c := range pagesOf(tc.doc, tc.cuts...) {
				require.NoError(t, os.WriteFile(filepath.Join(dir, n), []byte(c), 0o644))
			}
			var match func([]byte) bool
			switch {
			case tc.hash:
				match = func(b []byte) bool { return sha(b) == sha([]byte(tc.doc)) }
			case tc.other != "":
				match = func(b []byte) bool { return sha(b) == sha([]byte(tc.other)) }
			}
			a, err := assemblePages(dir, match)
			if tc.err != nil {
				var me *MixedLineEndsError
				require.ErrorAs(t, err, &me)
				assert.Equal(t, tc.err, me)
				assert.Contains(t, err.Error(), "mixed line ends")
				assert.Contains(t, err.Error(), "offset "+strconv.Itoa(tc.err.Offset))
				if !tc.err.Hashed {
					assert.Contains(t, err.Error(), "--doc DOC --gt GTDIR")
				}
				return
			}
			require.NoError(t, err)
			assert.Equal(t, tc.doc, string(a.Data))
			assert.Equal(t, tc.ends, a.ends())
			assert.Equal(t, len([]rune(strings.ReplaceAll(tc.doc, "\r", ""))), a.Chars)
		})
	}

	// CRs counted on a page beyond its own line breaks are not CRs left out.
	dir := t.TempDir()
	savePages(t, dir, pageJSON(c1, 0, "ab\n", 12, 5), pageJSON(c1, 5, "cd\n", 12, 0))
	_, err := assemblePages(dir, func([]byte) bool { return true })
	assert.ErrorContains(t, err, "a gap")
}

// assemble with --doc on a file of mixed line ends: the labels' sha256
// places its CRs; without --doc it is refused saying so; pages of another
// version are named as such, not as CRs placed nowhere.
func TestAssembleCmdMixed(t *testing.T) {
	const doc = "r2/mixed/notes.md"
	text := "Notes\r\n\r\n1. Save.\n2. Quit.\n"
	gt := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(gt, "README.md"),
		[]byte("| `"+doc+"` | dee/notes | `notes.md` | 0123456789ab |\n"), 0o644))
	gtFile(t, gt, "requirements/tuning/r2-mixed-notes.md.json", groundtruth.File{Set: "requirements", Document: doc,
		SHA256: sha([]byte(text)), Part: "tuning", Segments: segs(text, 0, 7)})
	commit := "0123456789ab" + strings.Repeat("0", 28)
	lf := strings.ReplaceAll(text, "\r", "")
	tests := []struct {
		name   string
		commit string
		args   func(pages, out string) []string
		want   string
		err    []string
	}{
		{name: "checked: the labels' sha256 places the CRs", commit: commit,
			args: func(p, o string) []string { return []string{"--doc", doc, "--gt", gt, p, o} },
			want: "mixed line ends (CRLF on 2 of 4 line breaks)"},
		{name: "not checked: refused", commit: commit,
			args: func(p, o string) []string { return []string{p, o} },
			err:  []string{"mixed line ends", "offset 0", "--doc DOC --gt GTDIR"}},
		{name: "another version", commit: "99999",
			args: func(p, o string) []string { return []string{"--doc", doc, "--gt", gt, p, o} },
			err:  []string{"wrong version"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			pages := filepath.Join(dir, "pages")
			savePages(t, pages, pageJSON(tc.commit, 0, lf[:16], utf8Len(text), 18), pageJSON(tc.commit, 18, lf[16:], utf8Len(text), 0))
			out := filepath.Join(dir, "notes.md")
			var buf bytes.Buffer
			err := assembleCmd(&buf, tc.args(pages, out))
			if len(tc.err) > 0 {
				require.Error(t, err)
				for _, e := range tc.err {
					assert.Contains(t, err.Error(), e)
				}
				assert.NoFileExists(t, out)
				return
			}
			require.NoError(t, err)
			got, err := os.ReadFile(out)
			require.NoError(t, err)
			assert.Equal(t, text, string(got))
			assert.Contains(t, buf.String(), tc.want)
		})
	}
}

// The document labelled in round 67 with CRLF on its first 166 lines and
// LF on the rest, restored from its pages as the tool gave them when they
// are at hand (they are not in the repository): the assembled file has
// the sha256 its label file records, the corpus file's.
func TestAssembleMixedRound67(t *testing.T) {
	const raw = "/tmp/mixedcrlf/raw"
	const doc = "round67/police-case-database-numbered-srs/project_documents-requirements_specification.md"
	if _, err := os.Stat(filepath.Join(raw, "0.json")); err != nil {
		t.Skipf("the pages of %s are not at hand (%v): the corpus and its pages are not in the repository", doc, err)
	}
	// The label file is in whichever part round 67 is now (reserve,
	// held back, tuning).
	found, err := filepath.Glob(filepath.Join("..", "..", "..", "testdata", "groundtruth", "requirements", "*",
		"round67-police-case-database-numbered-srs-project_documents-requirements_specification.md.json"))
	require.NoError(t, err)
	require.Len(t, found, 1, "the label file of %s, in one part", doc)
	label, err := os.ReadFile(found[0])
	require.NoError(t, err)
	readme, err := os.ReadFile(filepath.Join("..", "..", "..", "testdata", "groundtruth", "README.md"))
	require.NoError(t, err)
	gt := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(gt, "README.md"), readme, 0o644))
	p := filepath.Join(gt, "requirements", "round67", "police.json")
	require.NoError(t, os.MkdirAll(filepath.Dir(p), 0o755))
	require.NoError(t, os.WriteFile(p, label, 0o644))
	var f struct{ SHA256 string }
	require.NoError(t, json.Unmarshal(label, &f))

	out := filepath.Join(t.TempDir(), "doc.md")
	err = assembleCmd(&bytes.Buffer{}, []string{raw, out})
	var me *MixedLineEndsError
	require.ErrorAs(t, err, &me, "without the labels' sha256 the CRs' places are open")
	assert.Equal(t, MixedLineEndsError{Offset: 0, CRs: 166, LineBreaks: 224}, *me)

	var buf bytes.Buffer
	require.NoError(t, assembleCmd(&buf, []string{"--doc", doc, "--gt", gt, raw, out}))
	got, err := os.ReadFile(out)
	require.NoError(t, err)
	assert.Equal(t, f.SHA256, sha(got))
	assert.Equal(t, 166, bytes.Count(got, []byte("\r\n")))
	assert.Contains(t, buf.String(), "mixed line ends (CRLF on 166 of 327 line breaks)")
}

func TestConvertPURE(t *testing.T) {
	tests := []struct{ in, want string }{
		{"<req id=\"1\">The  tool &amp; its   parts</req>\n", "The tool & its parts\n"},
		{"\n  <a>\n   \n<b>x &lt;y&gt;</b>\n\n", "x <y>\n"},
		{"<t>A</t>\n    \n<t>B &#233;</t>", "A\n\nB é\n"},
	}
	for _, tc := range tests {
		assert.Equal(t, tc.want, convertPURE(tc.in), tc.in)
	}
}

func savePages(t *testing.T, dir string, pages ...string) {
	t.Helper()
	require.NoError(t, os.MkdirAll(dir, 0o755))
	for _, p := range pages {
		pg, err := parsePage([]byte(p))
		require.NoError(t, err)
		require.NoError(t, os.WriteFile(filepath.Join(dir, strconv.Itoa(pg.Offset)+".json"), []byte(p), 0o644))
	}
}

func TestAssembleCmd(t *testing.T) {
	gt := fakeGT(t)
	shopCommit := "0123456789ab" + strings.Repeat("0", 28)
	alphaXML := "<d><t>Alpha &amp;  Co</t>\n  \n<r>The tool prints.</r></d>\n"
	tests := []struct {
		name  string
		pages []string
		args  func(pages, out string) []string
		want  string // OUT's content
		err   []string
	}{
		{name: "plain, no check", pages: []string{pageJSON("abc", 0, "x\n", 2, 0)},
			args: func(p, o string) []string { return []string{p, o} }, want: "x\n"},
		{name: "checked, flags after the folders", pages: []string{pageJSON(shopCommit, 0, shopText[:20], utf8Len(shopText), 20), pageJSON(shopCommit, 20, shopText[20:], utf8Len(shopText), 0)},
			args: func(p, o string) []string { return []string{p, o, "--doc", "r1/shop/spec.md", "--gt=" + gt} }, want: shopText},
		{name: "checked CRLF document", pages: []string{pageJSON("fedcba987654ffff", 0, strings.ReplaceAll(dosText, "\r", ""), utf8Len(dosText), 0)},
			args: func(p, o string) []string { return []string{"--doc", "r1/dos/SRS.txt", "--gt", gt, p, o} }, want: dosText},
		{name: "PURE XML converted", pages: []string{pageJSON("abcdef012345aaaa", 0, alphaXML, utf8Len(alphaXML), 0)},
			args: func(p, o string) []string { return []string{"--doc", "pure/alpha.txt", "--gt", gt, p, o} }, want: "Alpha & Co\n\nThe tool prints.\n"},
		{name: "a mismatch says where, writes nothing", pages: []string{pageJSON(shopCommit, 0, strings.Replace(shopText, "keeps", "holds", 1), utf8Len(shopText), 0)},
			args: func(p, o string) []string { return []string{"--doc", "r1/shop/spec.md", "--gt", gt, p, o} },
			err:  []string{"line 3 col 1", "The cart keeps items.", "The cart holds items.", "not written"}},
		{name: "a line-end mismatch is named", pages: []string{pageJSON(shopCommit, 0, shopText, utf8Len(shopText)+4, 0)},
			args: func(p, o string) []string { return []string{"--doc", "r1/shop/spec.md", "--gt", gt, p, o} },
			err:  []string{"would match with LF line ends"}},
		{name: "another version", pages: []string{pageJSON("99999", 0, shopText, utf8Len(shopText), 0)},
			args: func(p, o string) []string { return []string{"--doc", "r1/shop/spec.md", "--gt", gt, p, o} },
			err:  []string{"wrong version", "find_files", "ann/shop", "docs/spec.md"}},
		{name: "a document labelled nowhere", pages: []string{pageJSON("abc", 0, "x", 1, 0)},
			args: func(p, o string) []string { return []string{"--doc", "r9/none.md", "--gt", gt, p, o} }, err: []string{"labelled nowhere"}},
		{name: "--doc without --gt", pages: []string{pageJSON("abc", 0, "x", 1, 0)},
			args: func(p, o string) []string { return []string{"--doc", "r1/shop/spec.md", p, o} }, err: []string{"usage"}},
		{name: "an unknown flag", pages: []string{pageJSON("abc", 0, "x", 1, 0)},
			args: func(p, o string) []string { return []string{"--force", p, o} }, err: []string{"unknown flag"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			pages := filepath.Join(dir, "pages")
			savePages(t, pages, tc.pages...)
			out := filepath.Join(dir, "corpus", "doc.txt")
			require.NoError(t, os.MkdirAll(filepath.Dir(out), 0o755)) // so that a temporary file left behind would show
			var buf bytes.Buffer
			err := assembleCmd(&buf, tc.args(pages, out))
			if len(tc.err) > 0 {
				require.Error(t, err)
				for _, e := range tc.err {
					assert.Contains(t, err.Error(), e)
				}
				_, statErr := os.Stat(out)
				assert.True(t, os.IsNotExist(statErr), "a failed assemble leaves no OUT")
				entries, _ := os.ReadDir(filepath.Dir(out))
				assert.Empty(t, entries, "nor a temporary file")
				return
			}
			require.NoError(t, err, buf.String())
			got, err := os.ReadFile(out)
			require.NoError(t, err)
			assert.Equal(t, tc.want, string(got))
			assert.Contains(t, buf.String(), sha(got))
			st, err := os.Stat(out)
			require.NoError(t, err)
			assert.Equal(t, os.FileMode(0o644), st.Mode().Perm(), "readable as a corpus file is, not private as a temporary file")
		})
	}

	// A failed check leaves an earlier OUT as it was.
	dir := t.TempDir()
	out := filepath.Join(dir, "spec.md")
	require.NoError(t, os.WriteFile(out, []byte("earlier"), 0o644))
	savePages(t, filepath.Join(dir, "p"), pageJSON(shopCommit, 0, "wrong\n", 6, 0))
	require.Error(t, assembleCmd(&bytes.Buffer{}, []string{"--doc", "r1/shop/spec.md", "--gt", gt, filepath.Join(dir, "p"), out}))
	got, _ := os.ReadFile(out)
	assert.Equal(t, "earlier", string(got))
}

func utf8Len(s string) int { return len([]rune(s)) }

func TestCheckCorpus(t *testing.T) {
	gt := fakeGT(t)
	good := func(root string) {
		writeDoc(t, root, "r1/shop/spec.md", shopText)
		writeDoc(t, root, "r1/dos/SRS.txt", dosText)
		writeDoc(t, root, "r1/space/a b.md", spaceText)
		writeDoc(t, root, "pure/alpha.txt", "Alpha & Co\n\nThe tool prints.\n")
	}
	tests := []struct {
		name  string
		setup func(root string)
		bad   int
		lines []string
	}{
		{"every document", good, 0, []string{"OK        own/t.md", "OK        r1/dos/SRS.txt", "5 of 5 documents OK"}},
		{"one missing", func(r string) { good(r); os.Remove(filepath.Join(r, "r1", "space", "a b.md")) }, 1,
			[]string{"missing   r1/space/a b.md", "4 of 5"}},
		{"one changed in a labelled segment", func(r string) {
			good(r)
			writeDoc(t, r, "r1/shop/spec.md", strings.Replace(shopText, "total", "sum", 1))
		}, 1,
			[]string{"mismatch  r1/shop/spec.md: at line 4 col 1", `labels expect "- It shows a total."`}},
		{"CRLF lost", func(r string) { good(r); writeDoc(t, r, "r1/dos/SRS.txt", strings.ReplaceAll(dosText, "\r", "")) }, 1,
			[]string{"mismatch  r1/dos/SRS.txt: it would match with CRLF line ends"}},
		{"a difference outside the labels", func(r string) { good(r); writeDoc(t, r, "r1/space/a b.md", spaceText+"more\n") }, 1,
			[]string{"difference is outside them"}},
		{"the file cut short", func(r string) { good(r); writeDoc(t, r, "r1/shop/spec.md", shopText[:30]) }, 1,
			[]string{"the file ends at line"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			root := t.TempDir()
			tc.setup(root)
			var buf bytes.Buffer
			bad, err := checkCorpus(&buf, gt, root)
			require.NoError(t, err)
			assert.Equal(t, tc.bad, bad, buf.String())
			for _, l := range tc.lines {
				assert.Contains(t, buf.String(), l)
			}
			err = corpusCmd(&bytes.Buffer{}, []string{"check", gt, root})
			assert.Equal(t, tc.bad > 0, err != nil, "exit 1 exactly when a document is not OK")
		})
	}
}

func TestCorpusUsage(t *testing.T) {
	for _, args := range [][]string{{}, {"manifest"}, {"check", "x"}, {"assemble", "x"}, {"fetch"}} {
		assert.Error(t, corpusCmd(&bytes.Buffer{}, args), "%v", args)
	}
}

func FuzzParsePage(f *testing.F) {
	f.Add([]byte(pageJSON(c1, 0, "a\nb", 4, 0)))
	f.Add([]byte(pageJSON(c1, 16000, "x", 16001, 0)))
	f.Add([]byte(`{"commit":"a","offset":-1,"text":"","total_chars":0}`))
	f.Add([]byte(`{"commit":"a","offset":0,"text":null,"total_chars":0,"next_offset":null}`))
	f.Add([]byte(`[1,2]`))
	f.Fuzz(func(t *testing.T, data []byte) {
		p, err := parsePage(data)
		if err != nil {
			return
		}
		if p.Commit == "" || p.Offset < 0 || p.TotalChars < 0 {
			t.Fatalf("accepted a page without commit or with a negative offset or size: %+v", p)
		}
		// What was accepted survives a round trip.
		again, err := json.Marshal(map[string]any{"commit": p.Commit, "offset": p.Offset, "text": p.Text, "total_chars": p.TotalChars})
		if err != nil {
			t.Fatal(err)
		}
		q, err := parsePage(again)
		if err != nil || q.Commit != p.Commit || q.Offset != p.Offset || q.TotalChars != p.TotalChars {
			t.Fatalf("round trip: %+v, %v", q, err)
		}
	})
}

// An annotator's file is read for the text it labels but never checked
// against the document as a label file is: a stretch that ends before it
// begins, or begins before the text, is an error naming the file, not a
// panic when a wrong copy is compared with it.
func TestMalformedStretches(t *testing.T) {
	for name, span := range map[string]groundtruth.Span{
		"ends before it begins":  {Start: 12, End: 3, Phrase: "cart"},
		"begins before the text": {Start: -4, End: 3, Phrase: "cart"},
	} {
		t.Run(name, func(t *testing.T) {
			gt := fakeGT(t)
			gtFile(t, gt, "ambiguities/annotators/a2/r1-shop-spec.md.json", groundtruth.File{Set: "ambiguities", Document: "r1/shop/spec.md",
				SHA256: sha([]byte(shopText)), Part: "tuning", Labels: []groundtruth.Label{{Span: span, Type: "vague", Severity: "minor"}}})
			_, err := readLabels(gt)
			require.Error(t, err)
			assert.Contains(t, err.Error(), "r1-shop-spec.md.json")

			root := t.TempDir()
			writeDoc(t, root, "r1/shop/spec.md", strings.Replace(shopText, "total", "sum", 1))
			assert.NotPanics(t, func() { _, err = checkCorpus(&bytes.Buffer{}, gt, root) })
			assert.Error(t, err)
		})
	}
}
