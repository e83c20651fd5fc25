package main

// The corpus commands restore the labelled documents that are not in the
// repository (testdata/groundtruth/README.md, "Restoring the documents"):
// which to fetch (manifest), how to join the pages the read_file tool gives
// back into the file as stored (assemble), whether a folder holds every
// document byte for byte (check), and whether the repository quotes them
// (quotes, in quotes.go).

import (
	"bufio"
	"cmp"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"html"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/clarigraph/clarigraph/internal/groundtruth"
)

// ConvertPURE names the conversion of a PURE XML file into the text the
// corpus holds (the corpus README's: tags stripped, entities decoded, runs
// of spaces collapsed, lines of spaces emptied, trimmed, one final newline).
const ConvertPURE = "pure-xml"

// source is where one labelled document comes from: a row of the README's
// table "Documents to add to the shared corpus", or one of the PURE
// documents its prose names.
type source struct {
	Repo    string
	Path    string
	Commit  string // a prefix, as the README writes it
	CRLF    bool   // the row is marked (CRLF): stored with CRLF line ends
	Convert string // "" or ConvertPURE
}

// manifestEntry is one document to restore.
type manifestEntry struct {
	Doc     string   `json:"doc"`
	SHA256  string   `json:"sha256"`
	Repo    string   `json:"repo"`
	Path    string   `json:"path"`
	Commit  string   `json:"commit"`
	CRLF    bool     `json:"crlf,omitempty"`
	Convert string   `json:"convert,omitempty"`
	Parts   []string `json:"parts"`
	Chars   int      `json:"chars"`
}

var (
	// | `doc` [(CRLF)] | repo | `path` | commit |
	rowRE  = regexp.MustCompile("^\\|\\s*`([^`]+)`\\s*(\\(CRLF\\))?\\s*\\|\\s*([^|`]+?)\\s*\\|\\s*`([^`]+)`\\s*\\|\\s*([0-9a-fA-F]{7,40})\\s*\\|\\s*$")
	tickRE = regexp.MustCompile("`([^`]+)`")
	repoRE = regexp.MustCompile(`repository ([\w.-]+/[\w.-]+)`)
	dirRE  = regexp.MustCompile("folder `([^`]*)`")
	hashRE = regexp.MustCompile(`commit ([0-9a-fA-F]{7,40})`)
)

// parseSources reads the README's sources: the table rows and the bullet
// naming the PURE documents (docs in backticks before the colon; repository,
// folder, files in backticks in the same order, and commit after it).
func parseSources(readme string) (map[string]source, error) {
	out := map[string]source{}
	add := func(doc string, s source) error {
		if old, ok := out[doc]; ok && old != s {
			return fmt.Errorf("README: %s has two different rows", doc)
		}
		out[doc] = s
		return nil
	}
	lines := strings.Split(strings.ReplaceAll(readme, "\r\n", "\n"), "\n")
	for i := 0; i < len(lines); i++ {
		l := lines[i]
		if m := rowRE.FindStringSubmatch(l); m != nil {
			if err := add(m[1], source{Repo: m[3], Path: m[4], Commit: strings.ToLower(m[5]), CRLF: m[2] != ""}); err != nil {
				return nil, err
			}
			continue
		}
		if !strings.HasPrefix(l, "- `pure/") {
			continue
		}
		para := l
		for i+1 < len(lines) && strings.HasPrefix(lines[i+1], "  ") && strings.TrimSpace(lines[i+1]) != "" {
			i++
			para += " " + strings.TrimSpace(lines[i])
		}
		if !strings.Contains(para, "PURE") {
			continue
		}
		colon := strings.Index(para, "`:")
		if colon < 0 {
			return nil, fmt.Errorf("README: the PURE bullet names its documents before a colon: %.60s…", para)
		}
		var docs []string
		for _, m := range tickRE.FindAllStringSubmatch(para[:colon+1], -1) {
			docs = append(docs, m[1])
		}
		rest := para[colon+1:]
		repo, dir, commit := repoRE.FindStringSubmatch(rest), dirRE.FindStringSubmatch(rest), hashRE.FindStringSubmatch(rest)
		fi := strings.Index(rest, "files ")
		if repo == nil || dir == nil || commit == nil || fi < 0 {
			return nil, fmt.Errorf("README: the PURE bullet gives no repository, folder `…`, files `…` or commit")
		}
		var files []string
		for _, m := range tickRE.FindAllStringSubmatch(rest[fi:], -1) {
			files = append(files, m[1])
		}
		if len(files) != len(docs) {
			return nil, fmt.Errorf("README: the PURE bullet names %d documents and %d files", len(docs), len(files))
		}
		for k, d := range docs {
			s := source{Repo: repo[1], Path: strings.TrimSuffix(dir[1], "/") + "/" + files[k], Commit: strings.ToLower(commit[1]), Convert: ConvertPURE}
			if err := add(d, s); err != nil {
				return nil, err
			}
		}
	}
	return out, nil
}

// labelled is what the label files say about one document.
type labelled struct {
	Doc    string
	SHA256 string
	Parts  []string // set/part folders of its label files, annotators left out
	Chars  int      // the largest labelled offset
	// Spans are the labelled stretches to compare a wrong copy with.
	Spans []labelSpan
}

// labelSpan is a labelled stretch: Exact is the text there (a phrase) or,
// for a segment, Words its first words (whitespace collapsed).
type labelSpan struct {
	Start, End int
	Text       string
	Words      bool
}

// readLabels reads every label file under gt (annotators' too, for the
// text they label) by document.
func readLabels(gt string) (map[string]*labelled, error) {
	out := map[string]*labelled{}
	err := filepath.WalkDir(gt, func(p string, e fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if e.IsDir() || !strings.HasSuffix(p, ".json") {
			return nil
		}
		rel, _ := filepath.Rel(gt, p)
		dir := filepath.ToSlash(filepath.Dir(rel))
		if dir == "." || dir == "own" || strings.HasPrefix(dir, "own/") {
			return nil // splits.json and the like
		}
		f, err := groundtruth.ReadFile(p)
		if err != nil {
			return err
		}
		l := out[f.Document]
		if l == nil {
			l = &labelled{Doc: f.Document, SHA256: f.SHA256, Parts: []string{}}
			out[f.Document] = l
		}
		if l.SHA256 != f.SHA256 {
			return fmt.Errorf("%s: %s records sha256 %s, another label file %s", p, f.Document, f.SHA256, l.SHA256)
		}
		if !strings.Contains("/"+dir+"/", "/annotators/") && !slices.Contains(l.Parts, dir) {
			l.Parts = append(l.Parts, dir)
		}
		var bad error
		span := func(s, e int, text string, words bool) {
			if s < 0 || e < s {
				// An annotator's file is not checked against the document
				// (groundtruth.Load checks the others): a stretch like this
				// would make firstDifference slice out of range.
				bad = cmp.Or(bad, fmt.Errorf("%s: the stretch %d–%d of %q is not a stretch of text", p, s, e, clip(text)))
				return
			}
			l.Chars = max(l.Chars, e)
			if text != "" {
				l.Spans = append(l.Spans, labelSpan{s, e, text, words})
			}
		}
		for _, s := range f.Segments {
			span(s.Start, s.End, s.Words, true)
		}
		for _, it := range f.Items {
			span(it.Start, it.End, "", false)
		}
		for _, lb := range f.Labels {
			span(lb.Start, lb.End, lb.Phrase, false)
			if lb.ConflictsWith != nil {
				span(lb.ConflictsWith.Start, lb.ConflictsWith.End, lb.ConflictsWith.Phrase, false)
			}
		}
		for _, d := range f.Decisions {
			for _, w := range d.Where {
				span(w.Start, w.End, w.Phrase, false)
			}
		}
		return bad
	})
	if err != nil {
		return nil, err
	}
	for _, l := range out {
		sort.Strings(l.Parts)
		sort.SliceStable(l.Spans, func(i, j int) bool { return l.Spans[i].Start < l.Spans[j].Start })
	}
	return out, nil
}

func sha(b []byte) string {
	s := sha256.Sum256(b)
	return hex.EncodeToString(s[:])
}

// buildManifest lists the labelled documents that corpus (may be "") does
// not hold with the recorded SHA-256, with where to fetch each.
func buildManifest(gt, corpus string) ([]manifestEntry, error) {
	labels, err := readLabels(gt)
	if err != nil {
		return nil, err
	}
	readme, err := os.ReadFile(filepath.Join(gt, "README.md"))
	if err != nil {
		return nil, err
	}
	srcs, err := parseSources(string(readme))
	if err != nil {
		return nil, err
	}
	var out []manifestEntry
	var norow []string
	for doc, l := range labels {
		if strings.HasPrefix(doc, "own/") {
			continue
		}
		if corpus != "" {
			if b, err := os.ReadFile(filepath.Join(corpus, filepath.FromSlash(doc))); err == nil && sha(b) == l.SHA256 {
				continue
			}
		}
		s, ok := srcs[doc]
		if !ok {
			norow = append(norow, doc)
			continue
		}
		out = append(out, manifestEntry{Doc: doc, SHA256: l.SHA256, Repo: s.Repo, Path: s.Path, Commit: s.Commit,
			CRLF: s.CRLF, Convert: s.Convert, Parts: l.Parts, Chars: l.Chars})
	}
	if len(norow) > 0 {
		sort.Strings(norow)
		return nil, fmt.Errorf("not in the shared corpus and no row in %s (\"Documents to add to the shared corpus\"): %s",
			filepath.Join(gt, "README.md"), strings.Join(norow, ", "))
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Doc < out[j].Doc })
	return out, nil
}

// page is one read_file answer, saved whole.
type page struct {
	Commit     string `json:"commit"`
	Offset     int    `json:"offset"`
	Text       string `json:"text"`
	TotalChars int    `json:"total_chars"`
	NextOffset *int   `json:"next_offset"`
}

// parsePage decodes a saved read_file answer: commit, offset, text and
// total_chars must be there (other members of the answer are ignored).
func parsePage(data []byte) (page, error) {
	var raw struct {
		Commit     *string `json:"commit"`
		Offset     *int    `json:"offset"`
		Text       *string `json:"text"`
		TotalChars *int    `json:"total_chars"`
		NextOffset *int    `json:"next_offset"`
	}
	if err := json.Unmarshal(data, &raw); err != nil {
		return page{}, fmt.Errorf("not a read_file answer: %w", err)
	}
	switch {
	case raw.Commit == nil || *raw.Commit == "":
		return page{}, errors.New("no commit (save the whole answer)")
	case raw.Offset == nil || *raw.Offset < 0:
		return page{}, errors.New("no offset")
	case raw.Text == nil:
		return page{}, errors.New("no text")
	case raw.TotalChars == nil || *raw.TotalChars < 0:
		return page{}, errors.New("no total_chars")
	}
	return page{Commit: *raw.Commit, Offset: *raw.Offset, Text: *raw.Text, TotalChars: *raw.TotalChars, NextOffset: raw.NextOffset}, nil
}

// assembled is a document joined from its pages.
type assembled struct {
	Data       []byte
	Chars      int // characters read (the pages' text, CRs left out)
	CRs        int // carriage returns restored before line breaks
	LineBreaks int
	Commit     string
}

// ends names the line ends written: LF, CRLF, or mixed with how many.
func (a *assembled) ends() string {
	switch a.CRs {
	case 0:
		return "LF line ends"
	case a.LineBreaks:
		return "CRLF line ends"
	}
	return fmt.Sprintf("mixed line ends (CRLF on %d of %d line breaks)", a.CRs, a.LineBreaks)
}

// joinedPage is one page in its place: CRs is how many characters its
// span (to the next page's offset, or to total_chars for the last) counts
// beyond its text, the carriage returns read_file left out before that
// many of its line breaks.
type joinedPage struct {
	page
	CRs, LineBreaks int
}

// open says the page alone does not tell which of its line breaks had a CR.
func (p joinedPage) open() bool { return p.CRs > 0 && p.CRs < p.LineBreaks }

// joined is a file's pages, contiguous and of one commit, before the CRs
// are put back.
type joined struct {
	Pages  []joinedPage
	Chars  int
	Commit string
}

// maxOpenPages bounds the pages of mixed line ends whose CRs' places are
// tried together (two places each).
const maxOpenPages = 10

// MixedLineEndsError is a file with CRLF line ends in part and LF in the
// rest whose CRs' places the pages do not give: the page at Offset counts
// CRs characters beyond its text, fewer than its LineBreaks. Without the
// labels' sha256 (Hashed false) they are not tried; with it, no place
// tried (CRs before the page's first CRs line breaks, or before its last)
// gives it. Open is how many pages are so, when more than one.
type MixedLineEndsError struct {
	Offset, CRs, LineBreaks int
	Open                    int
	Hashed                  bool
}

func (e *MixedLineEndsError) Error() string {
	msg := fmt.Sprintf("mixed line ends: the page at offset %d counts %d characters beyond its text, the carriage returns of %d of its %d line breaks, and does not say which (the file has CRLF line ends in part, LF in the rest)",
		e.Offset, e.CRs, e.CRs, e.LineBreaks)
	if e.Open > 1 {
		msg += fmt.Sprintf("; %d pages are so", e.Open)
	}
	switch {
	case !e.Hashed:
		return msg + fmt.Sprintf("; run assemble with --doc DOC --gt GTDIR: the labels' sha256 decides between CRs before its first %d line breaks and before its last %d", e.CRs, e.CRs)
	case e.Open > maxOpenPages:
		return msg + fmt.Sprintf(": too many to try each page's two places (at most %d pages)", maxOpenPages)
	}
	return msg + fmt.Sprintf("; neither CRs before its first %d line breaks nor before its last %d gives the labels' sha256", e.CRs, e.CRs)
}

// assemblePages joins the pages in dir (<offset>.json each) exactly and
// puts back the CRs read_file leaves out: match, when not nil, is the
// labels' check of a whole file (see place).
func assemblePages(dir string, match func([]byte) bool) (*assembled, error) {
	j, err := joinPages(dir)
	if err != nil {
		return nil, err
	}
	return j.place(match)
}

// joinPages reads the pages in dir (<offset>.json each) and checks that
// they are one file's: one commit and size, each at the next_offset the
// one before gave, together its total_chars. read_file gives a file's
// text without its CRs but counts them in offsets and total_chars, so a
// page's span may exceed its text by at most its line breaks.
func joinPages(dir string) (*joined, error) {
	paths, err := filepath.Glob(filepath.Join(dir, "*.json"))
	if err != nil {
		return nil, err
	}
	if len(paths) == 0 {
		return nil, fmt.Errorf("no pages (<offset>.json) in %s", dir)
	}
	var pages []page
	for _, p := range paths {
		data, err := os.ReadFile(p)
		if err != nil {
			return nil, err
		}
		pg, err := parsePage(data)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", p, err)
		}
		if n, err := strconv.Atoi(strings.TrimSuffix(filepath.Base(p), ".json")); err == nil && n != pg.Offset {
			return nil, fmt.Errorf("%s holds the page at offset %d: save each answer as <offset>.json", p, pg.Offset)
		}
		pages = append(pages, pg)
	}
	sort.Slice(pages, func(i, j int) bool { return pages[i].Offset < pages[j].Offset })
	first := pages[0]
	j := &joined{Commit: first.Commit}
	// place checks where the page at offset begins: after the pages
	// before, whose last may count CRs before its line breaks.
	place := func(offset int) error {
		var prev joinedPage
		start := 0
		if n := len(j.Pages); n > 0 {
			prev = j.Pages[n-1]
			start = prev.Offset + utf8.RuneCountInString(prev.Text)
		}
		if offset >= start && offset <= start+prev.LineBreaks {
			if n := len(j.Pages); n > 0 {
				j.Pages[n-1].CRs = offset - start
			}
			return nil
		}
		what := "a gap"
		if offset < start {
			what = "an overlap"
		}
		return fmt.Errorf("%s: the page at offset %d follows %d characters (read the page at the next_offset the one before gave)", what, offset, j.Chars)
	}
	for k, pg := range pages {
		if pg.Commit != first.Commit {
			return nil, fmt.Errorf("pages of two commits, %s and %s: read every page with one commit", first.Commit, pg.Commit)
		}
		if pg.TotalChars != first.TotalChars {
			return nil, fmt.Errorf("pages of two sizes, total_chars %d and %d", first.TotalChars, pg.TotalChars)
		}
		if err := place(pg.Offset); err != nil {
			return nil, err
		}
		if k > 0 {
			// How many CRs the page before counts is the tool's to say:
			// a page saved from elsewhere could otherwise pass for the
			// next one.
			prev := pages[k-1]
			if prev.NextOffset == nil || *prev.NextOffset != pg.Offset {
				return nil, fmt.Errorf("the page at offset %d is not the one the page at offset %d points to (next_offset %s): read the page at its next_offset",
					pg.Offset, prev.Offset, nextOffset(prev))
			}
		}
		j.Pages = append(j.Pages, joinedPage{page: pg, LineBreaks: strings.Count(pg.Text, "\n")})
		j.Chars += utf8.RuneCountInString(pg.Text)
	}
	last := pages[len(pages)-1]
	if last.NextOffset != nil {
		return nil, fmt.Errorf("incomplete: the last page saved points to the next at offset %d: read it", *last.NextOffset)
	}
	lp := &j.Pages[len(j.Pages)-1]
	switch extra := first.TotalChars - lp.Offset - utf8.RuneCountInString(lp.Text); {
	case extra < 0:
		return nil, fmt.Errorf("the pages hold %d characters, more than the file's %d", j.Chars, first.TotalChars)
	case extra > lp.LineBreaks:
		return nil, fmt.Errorf("incomplete: %d of %d characters saved, and not CRs left out (total_chars exceeds the last page's text by %d, more than its %d line breaks)",
			j.Chars, first.TotalChars, extra, lp.LineBreaks)
	default:
		lp.CRs = extra
	}
	for _, p := range j.Pages {
		if p.CRs > 0 && strings.Contains(p.Text, "\r") {
			return nil, fmt.Errorf("the page at offset %d counts %d characters beyond its text, which holds carriage returns: not CRs read_file left out", p.Offset, p.CRs)
		}
	}
	return j, nil
}

// place puts the CRs back. A page whose CRs are none or all of its line
// breaks is decided by itself (LF, CRLF). A page with fewer (a file with
// CRLF line ends in part and LF in the rest) does not say where they go:
// without match that is a *MixedLineEndsError saying --doc resolves it;
// with it, each such page's CRs are tried before its first line breaks,
// then before its last, and the file match accepts (the labels' sha256)
// is the one returned.
func (j *joined) place(match func([]byte) bool) (*assembled, error) {
	a := &assembled{Chars: j.Chars, Commit: j.Commit}
	var open []int
	for k, p := range j.Pages {
		a.CRs += p.CRs
		a.LineBreaks += p.LineBreaks
		if p.open() {
			open = append(open, k)
		}
	}
	// build writes the file with the CRs of the k-th open page last in
	// its line breaks when bit k of last is set, first otherwise.
	build := func(last int) []byte {
		var b strings.Builder
		o := 0
		for _, p := range j.Pages {
			skip := 0 // line breaks without a CR before the first with one
			if p.open() {
				if last&(1<<o) != 0 {
					skip = p.LineBreaks - p.CRs
				}
				o++
			}
			n := 0 // line breaks seen
			for _, r := range p.Text {
				if r == '\n' {
					if n >= skip && n < skip+p.CRs {
						b.WriteByte('\r')
					}
					n++
				}
				b.WriteRune(r)
			}
		}
		return []byte(b.String())
	}
	if len(open) == 0 {
		a.Data = build(0)
		return a, nil
	}
	p := j.Pages[open[0]]
	e := &MixedLineEndsError{Offset: p.Offset, CRs: p.CRs, LineBreaks: p.LineBreaks, Hashed: match != nil}
	if len(open) > 1 {
		e.Open = len(open)
	}
	if match == nil || len(open) > maxOpenPages {
		return nil, e
	}
	for last := 0; last < 1<<len(open); last++ {
		if data := build(last); match(data) {
			a.Data = data
			return a, nil
		}
	}
	return nil, e
}

// nextOffset is p's next_offset as read_file gives it: a number, or null
// on a file's last page.
func nextOffset(p page) string {
	if p.NextOffset == nil {
		return "null"
	}
	return strconv.Itoa(*p.NextOffset)
}

var (
	tagRE    = regexp.MustCompile(`<[^>]+>`)
	spacesRE = regexp.MustCompile(` +`)
)

// convertPURE turns a PURE XML file into the corpus text.
func convertPURE(xml string) string {
	t := tagRE.ReplaceAllString(xml, "")
	t = html.UnescapeString(t)
	t = spacesRE.ReplaceAllString(t, " ")
	lines := strings.Split(t, "\n")
	for i, l := range lines {
		if strings.Trim(l, " ") == "" {
			lines[i] = ""
		}
	}
	return strings.TrimSpace(strings.Join(lines, "\n")) + "\n"
}

// firstDifference says where text first differs from what the labels
// record, or "" when every labelled stretch matches. A text that differs
// inside a stretch is named before one that only ends too soon.
func firstDifference(l *labelled, text string) string {
	d := groundtruth.NewDoc(l.Doc, text)
	short := ""
	for _, s := range l.Spans {
		if s.Start >= d.Len() {
			if short == "" {
				short = fmt.Sprintf("the file ends (%d characters) before the labelled stretch %d–%d that begins %q", d.Len(), s.Start, s.End, clip(s.Text))
			}
			continue
		}
		got := d.Slice(s.Start, min(s.End, d.Len()))
		n := len(strings.Fields(s.Text))
		if s.Words {
			got = groundtruth.FirstWords(got, n)
		}
		ok := got == s.Text || (s.End > d.Len() && strings.HasPrefix(s.Text, got))
		if !ok {
			line, col := d.Position(s.Start)
			if !s.Words {
				got = groundtruth.FirstWords(got, max(1, n))
			}
			return fmt.Sprintf("at line %d col %d (character %d), the labelled stretch %d–%d: labels expect %q, the file has %q",
				line, col, s.Start, s.Start, s.End, clip(s.Text), clip(got))
		}
		if s.End > d.Len() && short == "" {
			line, col := d.Position(d.Len())
			short = fmt.Sprintf("the file ends at line %d col %d (%d characters) inside the labelled stretch %d–%d that begins %q",
				line, col, d.Len(), s.Start, s.End, clip(s.Text))
		}
	}
	return short
}

func clip(s string) string {
	if utf8.RuneCountInString(s) <= 60 {
		return s
	}
	r := []rune(s)
	return string(r[:60]) + "…"
}

// mismatch explains why data is not the labelled document: the first
// labelled stretch that differs, or a line-end or final-newline variant
// that would match.
func mismatch(l *labelled, data []byte) string {
	if !utf8.Valid(data) {
		return "not UTF-8"
	}
	lf := strings.ReplaceAll(string(data), "\r\n", "\n")
	trimmed := strings.TrimRight(lf, "\n")
	variants := []struct{ name, text string }{
		{"with LF line ends", lf},
		{"with CRLF line ends", strings.ReplaceAll(lf, "\n", "\r\n")},
		{"with one final newline", trimmed + "\n"},
		{"with no final newline", trimmed},
		{"with CRLF line ends and one final CRLF", strings.ReplaceAll(trimmed, "\n", "\r\n") + "\r\n"},
	}
	for _, v := range variants {
		if v.text != string(data) && sha([]byte(v.text)) == l.SHA256 {
			return "it would match " + v.name
		}
	}
	if diff := firstDifference(l, string(data)); diff != "" {
		return diff
	}
	return fmt.Sprintf("every labelled stretch matches: the difference is outside them (the file has %d characters, the labels reach %d)",
		utf8.RuneCount(data), l.Chars)
}

// assembleCmd is `labelkit corpus assemble [--doc DOC --gt GTDIR] PAGEDIR OUT`.
func assembleCmd(w io.Writer, args []string) error {
	var doc, gt string
	var pos []string
	for i := 0; i < len(args); i++ {
		a := args[i]
		name, val, hasVal := strings.Cut(strings.TrimLeft(a, "-"), "=")
		if !strings.HasPrefix(a, "-") || (name != "doc" && name != "gt") {
			if strings.HasPrefix(a, "-") {
				return fmt.Errorf("unknown flag %s", a)
			}
			pos = append(pos, a)
			continue
		}
		if !hasVal {
			if i+1 >= len(args) {
				return fmt.Errorf("%s needs a value", a)
			}
			i++
			val = args[i]
		}
		if name == "doc" {
			doc = val
		} else {
			gt = val
		}
	}
	if len(pos) != 2 || (doc == "") != (gt == "") {
		return errors.New("usage: labelkit corpus assemble [--doc DOC --gt GTDIR] PAGEDIR OUT")
	}
	j, err := joinPages(pos[0])
	if err != nil {
		return err
	}
	// With --doc, the labels' sha256 of the file as written (converted
	// when the document is PURE XML) decides, and decides where a file of
	// mixed line ends had its CRs.
	var match func([]byte) bool
	var l *labelled
	var convert func([]byte) []byte
	note := ""
	if doc != "" {
		labels, err := readLabels(gt)
		if err != nil {
			return err
		}
		l = labels[doc]
		if l == nil {
			return fmt.Errorf("%s is labelled nowhere under %s", doc, gt)
		}
		readme, err := os.ReadFile(filepath.Join(gt, "README.md"))
		if err != nil {
			return err
		}
		srcs, err := parseSources(string(readme))
		if err != nil {
			return err
		}
		if s, ok := srcs[doc]; ok {
			if !strings.HasPrefix(strings.ToLower(j.Commit), s.Commit) {
				return fmt.Errorf("wrong version: the pages are of commit %s, the README names %s…: find the full commit with find_files(repo %s, path %s) and read every page with it",
					j.Commit, s.Commit, s.Repo, s.Path)
			}
			if s.Convert == ConvertPURE {
				convert = func(b []byte) []byte { return []byte(convertPURE(string(b))) }
				note = ", PURE XML converted"
			}
		}
		match = func(b []byte) bool {
			if convert != nil {
				b = convert(b)
			}
			return sha(b) == l.SHA256
		}
	}
	a, err := j.place(match)
	if err != nil {
		var me *MixedLineEndsError
		if doc != "" && errors.As(err, &me) {
			return fmt.Errorf("%s: %w; %s not written", doc, err, pos[1])
		}
		return err
	}
	data := a.Data
	if convert != nil {
		data = convert(data)
	}
	if doc != "" {
		if got := sha(data); got != l.SHA256 {
			return fmt.Errorf("%s: sha256 %s, the labels record %s; %s; %s not written", doc, got, l.SHA256, mismatch(l, data), pos[1])
		}
		note += ", sha256 matches the labels of " + doc
	}
	if err := groundtruth.WriteAtomic(pos[1], data); err != nil {
		return err
	}
	fmt.Fprintf(w, "wrote %s: %d characters read, %s, commit %s, sha256 %s%s\n", pos[1], a.Chars, a.ends(), a.Commit, sha(data), note)
	return nil
}

// checkCorpus reports, for every labelled document, whether dir (own/…
// documents: gt/own) holds it byte for byte; it returns how many do not.
func checkCorpus(w io.Writer, gt, dir string) (int, error) {
	labels, err := readLabels(gt)
	if err != nil {
		return 0, err
	}
	docs := make([]string, 0, len(labels))
	for d := range labels {
		docs = append(docs, d)
	}
	sort.Strings(docs)
	bw := bufio.NewWriter(w)
	defer bw.Flush()
	bad := 0
	for _, doc := range docs {
		l := labels[doc]
		root := dir
		if strings.HasPrefix(doc, "own/") {
			root = gt
		}
		data, err := os.ReadFile(filepath.Join(root, filepath.FromSlash(doc)))
		switch {
		case errors.Is(err, fs.ErrNotExist):
			bad++
			fmt.Fprintf(bw, "missing   %s\n", doc)
		case err != nil:
			return bad, err
		case sha(data) == l.SHA256:
			fmt.Fprintf(bw, "OK        %s\n", doc)
		default:
			bad++
			fmt.Fprintf(bw, "mismatch  %s: %s\n", doc, mismatch(l, data))
		}
	}
	fmt.Fprintf(bw, "%d of %d documents OK in %s\n", len(docs)-bad, len(docs), dir)
	return bad, nil
}

// corpusCmd runs `labelkit corpus manifest|assemble|check|quotes …`.
func corpusCmd(w io.Writer, args []string) error {
	if len(args) == 0 {
		return errors.New("usage: labelkit corpus manifest GTDIR | assemble [--doc DOC --gt GTDIR] PAGEDIR OUT | check GTDIR DIR | quotes [--words N] [--base REV] REPO CORPUS")
	}
	switch args[0] {
	case "manifest":
		if len(args) != 2 {
			return errors.New("usage: labelkit corpus manifest GTDIR")
		}
		corpus, err := groundtruth.FindCorpus(".")
		if err != nil {
			fmt.Fprintln(os.Stderr, "labelkit: no shared corpus (", err, "): every labelled document is listed")
			corpus = ""
		}
		m, err := buildManifest(args[1], corpus)
		if err != nil {
			return err
		}
		out, err := json.MarshalIndent(m, "", "  ")
		if err != nil {
			return err
		}
		_, err = fmt.Fprintln(w, string(out))
		return err
	case "assemble":
		return assembleCmd(w, args[1:])
	case "quotes":
		return quotesCmd(w, os.Stderr, args[1:])
	case "check":
		if len(args) != 3 {
			return errors.New("usage: labelkit corpus check GTDIR DIR")
		}
		bad, err := checkCorpus(w, args[1], args[2])
		if err != nil {
			return err
		}
		if bad > 0 {
			return fmt.Errorf("%d documents not OK", bad)
		}
		return nil
	}
	return fmt.Errorf("unknown corpus command %q", args[0])
}
