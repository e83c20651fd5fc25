package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"unicode/utf8"

	"github.com/clarigraph/clarigraph/internal/groundtruth"
)

// The diff commands prepare an adjudication: they compare two annotators'
// raw files (the files they wrote, line + phrase) document by document and
// print, as Markdown for the adjudicator, what the two gave differently.
// Positions are placed as Import places them, so the adjudicator sees the
// differences labelkit import and agree will see.

const diffUsage = "usage: labelkit diff requirements A1DIR A2DIR | ambiguities A1DIR A2DIR DRAFTDIR | decisions A1DIR A2DIR"

// diffCmd runs "labelkit diff SET …": the report goes to w, the totals to
// summary.
func diffCmd(w, summary io.Writer, args []string) error {
	if len(args) < 3 {
		return errors.New(diffUsage)
	}
	corpus, err := groundtruth.FindCorpus(".")
	if err != nil {
		return err
	}
	open := corpusDocs(corpus)
	switch {
	case args[0] == groundtruth.SetRequirements && len(args) == 3:
		return diffRequirementsCmd(w, summary, open, args[1], args[2])
	case args[0] == groundtruth.SetAmbiguities && len(args) == 4:
		return diffAmbiguitiesCmd(w, summary, open, args[1], args[2], args[3])
	case args[0] == groundtruth.SetDecisions && len(args) == 3:
		return diffDecisionsCmd(w, summary, open, args[1], args[2])
	}
	return errors.New(diffUsage)
}

// docOpener reads a document by its name in the label files.
type docOpener func(name string) (*groundtruth.Doc, error)

// corpusDocs reads documents from the corpus folder.
func corpusDocs(corpus string) docOpener {
	return func(name string) (*groundtruth.Doc, error) {
		data, err := os.ReadFile(filepath.Join(corpus, filepath.FromSlash(name)))
		if err != nil {
			return nil, err
		}
		return groundtruth.NewDoc(name, string(data)), nil
	}
}

// rawPair is one document's files from the two annotators (either may be
// missing) with the document.
type rawPair struct {
	doc    *groundtruth.Doc
	r1, r2 *groundtruth.Raw
}

// rawPairs reads every *.json of the two folders and pairs them by
// document, in document order. Two files of one folder naming one
// document are an error.
func rawPairs(dir1, dir2 string, open docOpener) ([]rawPair, error) {
	byDoc := map[string]*rawPair{}
	for who, dir := range []string{dir1, dir2} {
		paths, err := filepath.Glob(filepath.Join(dir, "*.json"))
		if err != nil {
			return nil, err
		}
		if len(paths) == 0 {
			return nil, fmt.Errorf("no *.json in %s", dir)
		}
		sort.Strings(paths)
		for _, p := range paths {
			r, err := groundtruth.ReadRaw(p)
			if err != nil {
				return nil, err
			}
			if r.Document == "" {
				return nil, fmt.Errorf("%s: no document", p)
			}
			rp := byDoc[r.Document]
			if rp == nil {
				rp = &rawPair{}
				byDoc[r.Document] = rp
			}
			slot := &rp.r1
			if who == 1 {
				slot = &rp.r2
			}
			if *slot != nil {
				return nil, fmt.Errorf("%s: a second file for %s in %s", p, r.Document, dir)
			}
			*slot = r
		}
	}
	names := make([]string, 0, len(byDoc))
	for n := range byDoc {
		names = append(names, n)
	}
	sort.Strings(names)
	out := make([]rawPair, 0, len(names))
	for _, n := range names {
		d, err := open(n)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", n, err)
		}
		rp := byDoc[n]
		rp.doc = d
		out = append(out, *rp)
	}
	return out, nil
}

// importRaw imports r (nil: an empty file) for d, naming the annotator in
// an error.
func importRaw(kind, who string, r *groundtruth.Raw, d *groundtruth.Doc) (*groundtruth.File, error) {
	if r == nil {
		r = &groundtruth.Raw{Document: d.Name}
	}
	f, err := groundtruth.Import(kind, r, d, "")
	if err != nil {
		return nil, fmt.Errorf("%s: %w", who, err)
	}
	return f, nil
}

// importBoth imports the two annotators' files of d, a1's and a2's, naming
// the annotator whose file fails.
func importBoth(kind string, d *groundtruth.Doc, r1, r2 *groundtruth.Raw) (f1, f2 *groundtruth.File, err error) {
	if f1, err = importRaw(kind, "a1", r1, d); err != nil {
		return nil, nil, err
	}
	if f2, err = importRaw(kind, "a2", r2, d); err != nil {
		return nil, nil, err
	}
	return f1, f2, nil
}

// lineText returns line n of d (1-based) without its line break, at most
// max characters, with backquotes as ' so that it can be quoted in
// Markdown code.
func lineText(d *groundtruth.Doc, n, max int) string {
	lines := strings.Split(d.Text, "\n")
	if n < 1 || n > len(lines) {
		return ""
	}
	s := strings.TrimSuffix(lines[n-1], "\r")
	if utf8.RuneCountInString(s) > max {
		s = string([]rune(s)[:max])
	}
	return strings.ReplaceAll(s, "`", "'")
}

// --- requirements

// reqRow is one place where the annotators' segments differ: a segment
// only one starts there, or two that differ in req, ID, kind or category.
type reqRow struct {
	Line   int
	Text   string // the line, cut
	A1, A2 string // what each gave (segDesc)
}

// reqDiff is one document's differences.
type reqDiff struct {
	Document string
	N1, N2   int // segments of each
	Rows     []reqRow
}

const noSegment = "—(no segment starts here)"

// segDesc describes a segment as the adjudicator compares it.
func segDesc(s *groundtruth.Segment) string {
	if s == nil {
		return noSegment
	}
	if s.Req {
		return fmt.Sprintf("REQ id=%s kind=%s", pyQuote(s.ID), s.Kind)
	}
	return "non-req " + s.Category
}

// pyQuote quotes s in single quotes (double when it holds a single quote
// and no double one), as the diffs of earlier rounds printed IDs.
func pyQuote(s string) string {
	if strings.Contains(s, "'") && !strings.Contains(s, `"`) {
		return `"` + s + `"`
	}
	return "'" + strings.ReplaceAll(s, "'", `\'`) + "'"
}

// diffRequirements compares two annotators' requirement files for d
// (either may be nil): segments are matched by where Import places their
// start.
func diffRequirements(d *groundtruth.Doc, r1, r2 *groundtruth.Raw) (reqDiff, error) {
	out := reqDiff{Document: d.Name}
	f1, f2, err := importBoth(groundtruth.SetRequirements, d, r1, r2)
	if err != nil {
		return out, err
	}
	out.N1, out.N2 = len(f1.Segments), len(f2.Segments)
	at := map[int][2]*groundtruth.Segment{}
	for i, f := range []*groundtruth.File{f1, f2} {
		for j := range f.Segments {
			s := &f.Segments[j]
			p := at[s.Start]
			p[i] = s
			at[s.Start] = p
		}
	}
	starts := make([]int, 0, len(at))
	for s := range at {
		starts = append(starts, s)
	}
	sort.Ints(starts)
	for _, s := range starts {
		p := at[s]
		a1, a2 := segDesc(p[0]), segDesc(p[1])
		if a1 == a2 {
			continue
		}
		line, _ := d.Position(s)
		out.Rows = append(out.Rows, reqRow{Line: line, Text: lineText(d, line, 90), A1: a1, A2: a2})
	}
	return out, nil
}

func (r reqDiff) markdown(w io.Writer) {
	fmt.Fprintf(w, "## %s (%d differences; a1 %d segments, a2 %d)\n\n", r.Document, len(r.Rows), r.N1, r.N2)
	for _, row := range r.Rows {
		fmt.Fprintf(w, "- line %d `%s`\n  - a1: %s\n  - a2: %s\n", row.Line, row.Text, row.A1, row.A2)
	}
	if len(r.Rows) == 0 {
		fmt.Fprintln(w)
	}
	fmt.Fprintln(w)
}

func diffRequirementsCmd(w, summary io.Writer, open docOpener, dir1, dir2 string) error {
	pairs, err := rawPairs(dir1, dir2, open)
	if err != nil {
		return err
	}
	total := 0
	for _, p := range pairs {
		r, err := diffRequirements(p.doc, p.r1, p.r2)
		if err != nil {
			return err
		}
		r.markdown(w)
		total += len(r.Rows)
	}
	fmt.Fprintf(summary, "TOTAL %d differences\n", total)
	return nil
}

// --- ambiguities

// severityRank orders the severities of ANNOTATION.md.
var severityRank = map[string]int{"minor": 0, "major": 1, "critical": 2}

// ambDispute is a label only one annotator gave (no label of the other on
// an overlapping span with its type).
type ambDispute struct {
	Who   string // "a1" or "a2"
	Raw   groundtruth.RawLabel
	Start int
	// Other lists the other annotator's labels overlapping this one (of
	// another type, or of its type but agreed with another label).
	Other []groundtruth.Label
}

// ambDiff is one document's agreed labels (raw entries, for the draft)
// and disputes, these in text order.
type ambDiff struct {
	Document string
	Agreed   []groundtruth.RawLabel
	Disputes []ambDispute
}

func overlaps(a, b groundtruth.Span) bool { return a.Start < b.End && b.Start < a.End }

// diffAmbiguities pairs the two annotators' labels of d: each a1 label, in
// order, is agreed with the first a2 label not yet taken whose span
// overlaps it with the same type. An agreed label keeps the raw entry of
// the shorter span (a1's when equal) and the higher severity; every other
// label is a dispute.
func diffAmbiguities(d *groundtruth.Doc, r1, r2 *groundtruth.Raw) (ambDiff, error) {
	out := ambDiff{Document: d.Name}
	f1, f2, err := importBoth(groundtruth.SetAmbiguities, d, r1, r2)
	if err != nil {
		return out, err
	}
	var raw1, raw2 []groundtruth.RawLabel
	if r1 != nil {
		raw1 = r1.Labels
	}
	if r2 != nil {
		raw2 = r2.Labels
	}
	l1, l2 := f1.Labels, f2.Labels
	used := make([]bool, len(l2))
	for i, a := range l1 {
		m := -1
		for j, b := range l2 {
			if !used[j] && overlaps(a.Span, b.Span) && a.Type == b.Type {
				m = j
				break
			}
		}
		if m < 0 {
			out.Disputes = append(out.Disputes, ambDispute{Who: "a1", Raw: raw1[i], Start: a.Start, Other: overlapping(a.Span, l2)})
			continue
		}
		used[m] = true
		b := l2[m]
		keep := raw1[i]
		if a.End-a.Start > b.End-b.Start {
			keep = raw2[m]
		}
		if severityRank[b.Severity] > severityRank[a.Severity] {
			keep.Severity = b.Severity
		} else {
			keep.Severity = a.Severity
		}
		out.Agreed = append(out.Agreed, keep)
	}
	for j, b := range l2 {
		if !used[j] {
			out.Disputes = append(out.Disputes, ambDispute{Who: "a2", Raw: raw2[j], Start: b.Start, Other: overlapping(b.Span, l1)})
		}
	}
	sort.SliceStable(out.Disputes, func(i, j int) bool { return out.Disputes[i].Start < out.Disputes[j].Start })
	return out, nil
}

func overlapping(sp groundtruth.Span, ls []groundtruth.Label) []groundtruth.Label {
	var out []groundtruth.Label
	for _, l := range ls {
		if overlaps(sp, l.Span) {
			out = append(out, l)
		}
	}
	return out
}

func (a ambDiff) markdown(w io.Writer) error {
	fmt.Fprintf(w, "## %s — %d agreed (in the draft), %d disputed\n\n", a.Document, len(a.Agreed), len(a.Disputes))
	for _, dp := range a.Disputes {
		raw, err := json.Marshal(dp.Raw)
		if err != nil {
			return err
		}
		fmt.Fprintf(w, "- only %s: %s\n", dp.Who, raw)
		for _, o := range dp.Other {
			fmt.Fprintf(w, "  - (the other annotator has an overlapping label of type %s: \"%s\")\n", o.Type, o.Phrase)
		}
	}
	fmt.Fprintln(w)
	return nil
}

// slug names a round's file for document "roundN/<slug>/<file>": the
// slug, as annotators' files and adjudicators' lists are named; other
// names give their label-file base without .json.
func slug(doc string) string {
	if p := strings.Split(doc, "/"); len(p) >= 3 && p[1] != "" {
		return p[1]
	}
	return strings.TrimSuffix(base(doc), ".json")
}

func diffAmbiguitiesCmd(w, summary io.Writer, open docOpener, dir1, dir2, draft string) error {
	pairs, err := rawPairs(dir1, dir2, open)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(draft, 0o755); err != nil {
		return err
	}
	agreed, disputed := 0, 0
	for _, p := range pairs {
		a, err := diffAmbiguities(p.doc, p.r1, p.r2)
		if err != nil {
			return err
		}
		labels := a.Agreed
		if labels == nil {
			labels = []groundtruth.RawLabel{}
		}
		data, err := json.MarshalIndent(struct {
			Document string                 `json:"document"`
			Labels   []groundtruth.RawLabel `json:"labels"`
		}{a.Document, labels}, "", " ")
		if err != nil {
			return err
		}
		if err := os.WriteFile(filepath.Join(draft, slug(a.Document)+".json"), append(data, '\n'), 0o644); err != nil {
			return err
		}
		if err := a.markdown(w); err != nil {
			return err
		}
		agreed += len(a.Agreed)
		disputed += len(a.Disputes)
	}
	fmt.Fprintf(summary, "agreed %d, disputed %d\n", agreed, disputed)
	return nil
}
