package groundtruth

import (
	"context"
	"fmt"
	"sort"
	"strings"
	"unicode"

	"github.com/clarigraph/clarigraph/fcs"
	"github.com/clarigraph/clarigraph/spec"
)

// Analyzer finds ambiguities (clarification.Analyzer).
type Analyzer interface {
	Analyze(ctx context.Context, s *fcs.Specification) ([]fcs.Ambiguity, error)
}

// QuestionGenerator turns ambiguities into questions
// (clarification.QuestionGenerator).
type QuestionGenerator interface {
	Questions(ctx context.Context, s *fcs.Specification, ambs []fcs.Ambiguity) ([]fcs.Question, error)
}

// placed is a parsed requirement or a finding placed in the document:
// character span [start, end).
type placed struct {
	start, end int
	id, text   string
}

// placeRequirements returns the character spans of a parsed spec's
// requirements in d. A requirement whose offset is -1 (a YAML or JSON
// string not verbatim in the file) is looked for by its first words, after
// the previous one — in the document the spec was read from, first where
// its line and column say (a text the reader rewrote: an HTML entity
// written as its character, cells joined); one not found is left out and
// counted in unplaced.
func placeRequirements(d *Doc, s *fcs.Specification) (out []placed, unplaced int) {
	sameText := s.Content == d.Text
	from := 0
	for _, r := range s.Requirements {
		if sameText && r.Offset >= 0 && r.Offset+len(r.Text) <= len(d.Text) {
			st := d.Char(r.Offset)
			out = append(out, placed{st, d.Char(r.Offset+len(r.Text)-1) + 1, r.ID, r.Text})
			from = r.Offset
			continue
		}
		b := -1
		if sameText && r.Line > 0 && r.Column > 0 {
			b = d.lineColumn(r.Line, r.Column)
		}
		if b < 0 {
			b = FindLoose(d.Text, r.Text, from)
		}
		if b < 0 {
			b = FindLoose(d.Text, r.Text, 0)
		}
		if b < 0 {
			unplaced++
			continue
		}
		st := d.Char(b)
		out = append(out, placed{st, st + len([]rune(r.Text)), r.ID, r.Text})
		from = b
	}
	return out, unplaced
}

// FindLoose finds text in doc from byte from: verbatim, else its first 40,
// then 20 bytes (a folded YAML scalar differs in its line breaks).
func FindLoose(doc, text string, from int) int {
	for _, n := range []int{len(text), 40, 20} {
		p := strings.TrimSpace(text[:min(n, len(text))])
		if i := strings.Index(p, "\n"); i > 0 {
			p = p[:i]
		}
		if p == "" {
			return -1
		}
		if i := strings.Index(doc[from:], p); i >= 0 {
			return from + i
		}
	}
	return -1
}

func overlap(a0, a1, b0, b1 int) int { return max(0, min(a1, b1)-max(a0, b0)) }

// ReaderDoc is the spec reader's score on one document of the
// requirements set.
type ReaderDoc struct {
	Document   string   `json:"document"`
	Shape      string   `json:"shape,omitempty"`
	Labelled   int      `json:"labelled"`        // requirements labelled
	Read       int      `json:"read"`            // of those, read as a requirement
	WithID     int      `json:"with_id"`         // labelled requirements the document numbers
	IDKept     int      `json:"id_kept"`         // of those read, read under the document's ID
	IDTwice    int      `json:"id_twice"`        // of those read, under the document's ID qualified: a "#k", a section's number (see qualifiedID); not in IDKept
	NonReqs    int      `json:"non_reqs"`        // non-requirement segments labelled
	NonReqRead int      `json:"non_req_read"`    // of those, read as requirements
	Parsed     int      `json:"parsed"`          // requirements the reader returned
	Fragments  int      `json:"fragments"`       // parsed beyond the first inside one labelled requirement
	Unplaced   int      `json:"unplaced"`        // parsed requirements not found in the text
	Error      string   `json:"error,omitempty"` // the reader refused the document
	Misses     []string `json:"misses,omitempty"`
	Wrong      []string `json:"non_requirements_read,omitempty"`
}

// ScoreReader runs the spec reader over each document of a requirements
// set. Every parsed requirement is given to the labelled segment holding
// most of its text: a labelled requirement given one or more is read (the
// extra ones are fragments), a non-requirement given one was read wrongly.
func ScoreReader(s *Set) []ReaderDoc {
	var out []ReaderDoc
	for _, f := range s.Files {
		d := s.Docs[f.Document]
		r := ReaderDoc{Document: f.Document, Shape: f.Shape}
		got := make([][]placed, len(f.Segments))
		sp, err := spec.Parse(f.Document, []byte(d.Text))
		if err != nil {
			r.Error = err.Error()
		} else {
			ps, unplaced := placeRequirements(d, sp)
			r.Parsed, r.Unplaced = len(sp.Requirements), unplaced
			for _, p := range ps {
				best, most := -1, 0
				for i, sg := range f.Segments {
					if o := overlap(p.start, p.end, sg.Start, sg.End); o > most {
						best, most = i, o
					}
				}
				if best >= 0 {
					got[best] = append(got[best], p)
				}
			}
		}
		for i, sg := range f.Segments {
			line, col := d.Position(sg.Start)
			where := fmt.Sprintf("%d:%d %s %q", line, col, sg.ID, sg.Words)
			if !sg.Req {
				r.NonReqs++
				if len(got[i]) > 0 {
					r.NonReqRead++
					r.Wrong = append(r.Wrong, fmt.Sprintf("%d:%d %s %q read as %s", line, col, sg.Category, sg.Words, got[i][0].id))
				}
				continue
			}
			r.Labelled++
			if sg.ID != "" {
				r.WithID++
			}
			if len(got[i]) == 0 {
				r.Misses = append(r.Misses, where)
				continue
			}
			r.Read++
			r.Fragments += len(got[i]) - 1
			if sg.ID != "" {
				kept, qualified := false, false
				for _, p := range got[i] {
					kept = kept || sameID(p.id, sg.ID)
					qualified = qualified || qualifiedID(p.id, sg.ID)
				}
				switch {
				case kept:
					r.IDKept++
				case qualified:
					r.IDTwice++
				}
			}
		}
		out = append(out, r)
	}
	return out
}

// sameID compares a parsed ID with a labelled one, ignoring case, a
// trailing period and spaces around a slash.
func sameID(got, want string) bool {
	norm := func(s string) string {
		s = strings.ToLower(strings.TrimSpace(s))
		s = strings.TrimSuffix(s, ".")
		return strings.ReplaceAll(s, " ", "")
	}
	return norm(got) == norm(want)
}

// qualifiedID reports whether a parsed ID is the labelled one qualified:
// with the "#k" the reader gives the k-th requirement under a number the
// document uses more than once ("4.1.1.3#2"; issue 25 asks for it, since
// IDs must stay unique), or under the number of the section it stands in,
// as the reader names the items of lists numbered afresh under each
// numbered section ("3.2/1" for the item "1." under "3.2 …", "3.2/1#2" for
// a second such list in 3.2). Annotators label both with the document's
// number (the guide: lists numbered afresh keep their bare numbers), so
// such a requirement is counted apart: the document's ID is kept,
// qualified.
func qualifiedID(got, want string) bool {
	if want == "" {
		return false
	}
	if base, k, ok := strings.Cut(got, "#"); ok {
		if k == "" || strings.Trim(k, "0123456789") != "" {
			return false
		}
		if sameID(base, want) {
			return true
		}
		got = base
	}
	sec, n, ok := strings.Cut(got, "/")
	return ok && sectionNumber(sec) && sameID(n, want)
}

// sectionNumber reports whether s is a section number: digits, with dots
// between them and maybe after them ("3", "3.2", "3.2.").
func sectionNumber(s string) bool {
	s = strings.TrimSuffix(s, ".")
	if s == "" {
		return false
	}
	for _, part := range strings.Split(s, ".") {
		if part == "" || strings.Trim(part, "0123456789") != "" {
			return false
		}
	}
	return true
}

// MaxLonger bounds how much longer than a label a finding may be and still
// answer it: at most twice the label's length, or this many characters
// longer for a short label. A finding that covers a whole sentence to flag
// one word answers nothing.
const MaxLonger = 15

// answers reports whether a finding [f0, f1) answers a label span: they
// overlap and the finding is not much longer.
func answers(f0, f1 int, l Span) bool {
	n := l.End - l.Start
	return overlap(f0, f1, l.Start, l.End) > 0 && f1-f0 <= max(2*n, n+MaxLonger)
}

// Finding is a finding placed in the document, as the scores list it.
type Finding struct {
	Line    int    `json:"line"`
	Column  int    `json:"column"`
	Type    string `json:"type"`
	Rule    string `json:"rule,omitempty"`
	Excerpt string `json:"excerpt"`
	Item    string `json:"item,omitempty"`  // the requirement it is in; empty outside every one
	Clear   bool   `json:"clear,omitempty"` // the requirement is labelled clear
	Matched bool   `json:"-"`
	start   int
	end     int
	itemIdx int
}

// Miss is a label no finding answered.
type Miss struct {
	Line   int    `json:"line"`
	Column int    `json:"column"`
	Type   string `json:"type"`
	Phrase string `json:"phrase"`
	Item   string `json:"item,omitempty"`
}

// AmbiguityDoc is the analyzer's score on one document.
type AmbiguityDoc struct {
	Document     string    `json:"document"`
	Items        int       `json:"items"`
	Clear        int       `json:"clear"`
	Labels       int       `json:"labels"`
	Found        int       `json:"found"`         // labels answered
	Findings     int       `json:"findings"`      // findings in all
	True         int       `json:"true_findings"` // findings answering a label
	Outside      int       `json:"outside"`       // findings outside every requirement
	ClearFlagged int       `json:"clear_flagged"` // clear requirements with a finding
	Error        string    `json:"error,omitempty"`
	Misses       []Miss    `json:"misses,omitempty"`
	False        []Finding `json:"false_findings,omitempty"`
}

// Options choose what the analyzer is given and what is scored.
type Options struct {
	// Read gives the analyzer what the spec reader reads (reader and
	// analyzer together, as a user runs them). By default it is given the
	// labelled requirements (the document as content, each labelled
	// requirement as a requirement): the analyzer alone is measured.
	Read bool
	// All scores every labelled requirement. By default only the
	// evaluation selection is scored: every ambiguous requirement and the
	// clear ones marked Selected (chosen for the surface cues that word
	// lists fire on, so that about a third of the selection is clear, as
	// ../shared/ANNOTATION.md asks of a development set). The analyzer is
	// given every requirement either way; findings on requirements outside
	// the selection are not scored.
	All bool
}

// ItemsSpec builds the specification the analyzer gets in Items mode.
func ItemsSpec(f *File, d *Doc) *fcs.Specification {
	s := &fcs.Specification{Title: f.Document, Format: fcs.FormatText, Content: d.Text}
	if strings.HasSuffix(f.Document, ".md") {
		s.Format = fcs.FormatMarkdown
	}
	seen := map[string]int{}
	for i, it := range f.Items {
		id := it.ID
		if id == "" {
			id = fmt.Sprintf("item-%d", i+1)
		}
		if n := seen[id]; n > 0 {
			id = fmt.Sprintf("%s#%d", id, n+1)
		}
		seen[it.ID]++
		b0, b1 := d.Byte(it.Start), d.Byte(it.End)
		s.Requirements = append(s.Requirements, fcs.Requirement{ID: id, Text: d.Text[b0:b1], Offset: b0})
	}
	return s
}

// ScoreAmbiguities runs az over each document of an ambiguity set.
func ScoreAmbiguities(ctx context.Context, s *Set, az Analyzer, opt Options) ([]AmbiguityDoc, error) {
	var out []AmbiguityDoc
	for _, f := range s.Files {
		d := s.Docs[f.Document]
		r := AmbiguityDoc{Document: f.Document, Labels: len(f.Labels)}
		var sp *fcs.Specification
		if !opt.Read {
			sp = ItemsSpec(f, d)
		} else {
			var err error
			if sp, err = spec.Parse(f.Document, []byte(d.Text)); err != nil {
				r.Error = err.Error()
			}
		}
		var ambs []fcs.Ambiguity
		if sp != nil {
			var err error
			if ambs, err = az.Analyze(ctx, sp); err != nil {
				if ctx.Err() != nil {
					return nil, err
				}
				r.Error = err.Error()
			}
		}
		items := f.Items
		labelled := make([]bool, len(items))
		itemOf := func(c int) int {
			i := sort.Search(len(items), func(i int) bool { return items[i].End > c })
			if i < len(items) && items[i].Start <= c {
				return i
			}
			return -1
		}
		for _, l := range f.Labels {
			for _, sp := range l.spans() {
				if i := itemOf(sp.Start); i >= 0 {
					labelled[i] = true
				}
			}
		}
		scored := make([]bool, len(items))
		for i, x := range labelled {
			scored[i] = opt.All || x || items[i].Selected
			if scored[i] {
				r.Items++
				if !x {
					r.Clear++
				}
			}
		}
		fs := make([]Finding, 0, len(ambs))
		for _, a := range ambs {
			b := a.Offset
			if b < 0 || b+len(a.Excerpt) > len(d.Text) || d.Text[b:b+len(a.Excerpt)] != a.Excerpt {
				b = strings.Index(d.Text, a.Excerpt)
			}
			if b < 0 || a.Excerpt == "" {
				continue
			}
			st := d.Char(b)
			fd := Finding{Type: string(a.Type), Rule: a.Rule, Excerpt: a.Excerpt, start: st, end: st + len([]rune(a.Excerpt))}
			fd.Line, fd.Column = d.Position(st)
			fd.itemIdx = itemOf(st)
			if fd.itemIdx >= 0 && !scored[fd.itemIdx] {
				continue
			}
			if fd.itemIdx >= 0 {
				fd.Item = items[fd.itemIdx].ID
				fd.Clear = !labelled[fd.itemIdx]
			}
			fs = append(fs, fd)
		}
		r.Findings = len(fs)
		flagged := make([]bool, len(items))
		for _, l := range f.Labels {
			hit := false
			for i := range fs {
				for _, sp := range l.spans() {
					if answers(fs[i].start, fs[i].end, sp) {
						fs[i].Matched, hit = true, true
					}
				}
			}
			if hit {
				r.Found++
				continue
			}
			m := Miss{Type: l.Type, Phrase: l.Phrase}
			m.Line, m.Column = d.Position(l.Start)
			if i := itemOf(l.Start); i >= 0 {
				m.Item = items[i].ID
			}
			r.Misses = append(r.Misses, m)
		}
		for _, fd := range fs {
			if fd.itemIdx < 0 {
				r.Outside++
			} else {
				flagged[fd.itemIdx] = true
			}
			if fd.Matched {
				r.True++
			} else {
				r.False = append(r.False, fd)
			}
		}
		for i := range items {
			if flagged[i] && !labelled[i] && scored[i] {
				r.ClearFlagged++
			}
		}
		out = append(out, r)
	}
	return out, nil
}

// spans returns the label's span and, for a conflict, its other side.
func (l Label) spans() []Span {
	if l.ConflictsWith != nil {
		return []Span{l.Span, *l.ConflictsWith}
	}
	return []Span{l.Span}
}

// FirstQuestions is how many questions the decision score looks at: the
// workflow asks at most this many by default.
const FirstQuestions = 10

// DecisionDoc is the question generator's score on one document.
type DecisionDoc struct {
	Document  string   `json:"document"`
	Agreed    int      `json:"agreed"`  // decisions both annotators raised
	Covered   int      `json:"covered"` // of those, covered by one of the first questions
	All       int      `json:"all"`     // decisions either raised
	AllCov    int      `json:"all_covered"`
	Asked     int      `json:"asked"`                  // questions scored: at most FirstQuestions
	Idle      int      `json:"uncovered"`              // of those, covering no decision of either annotator
	IdleAt    []int    `json:"uncovered_at,omitempty"` // their places, from 1
	Questions []string `json:"questions"`              // the first questions, for a reviewer to judge
	Missed    []string `json:"missed,omitempty"`
	Hits      []string `json:"hits,omitempty"`
	// Later counts the agreed decisions missed by the first questions that
	// a question ranked after them covers (one beyond the first
	// FirstQuestions, or one the generator ranks below its floor of
	// questions worth asking): missed by the ranking, not by the
	// generator. LaterHits name each with the first such question's
	// place, from 1 in the whole ranking.
	Later     int      `json:"covered_later"`
	LaterHits []string `json:"later,omitempty"`
	Error     string   `json:"error,omitempty"`
}

// worthAsking is a QuestionGenerator that says how many of its first
// questions are worth asking (the decision analyzer's floor): only those
// are asked, so only those are scored.
type worthAsking interface {
	QuestionsAsked(ctx context.Context, s *fcs.Specification, ambs []fcs.Ambiguity) ([]fcs.Question, int, error)
}

// ScoreDecisions reads each document, analyses it and generates its
// questions; a decision is covered when one of the first FirstQuestions
// questions names enough of its keywords (see Covers).
func ScoreDecisions(ctx context.Context, s *Set, az Analyzer, qg QuestionGenerator) ([]DecisionDoc, error) {
	var out []DecisionDoc
	for _, f := range s.Files {
		d := s.Docs[f.Document]
		r := DecisionDoc{Document: f.Document}
		// ranked is every question in rank order, the first asked of
		// them (all of them for a generator with no floor).
		var ranked []fcs.Question
		asked := 0
		sp, err := spec.Parse(f.Document, []byte(d.Text))
		if err == nil {
			var ambs []fcs.Ambiguity
			if ambs, err = az.Analyze(ctx, sp); err == nil {
				if wq, ok := qg.(worthAsking); ok {
					ranked, asked, err = wq.QuestionsAsked(ctx, sp, ambs)
				} else {
					ranked, err = qg.Questions(ctx, sp, ambs)
					asked = len(ranked)
				}
			}
		}
		if err != nil {
			if ctx.Err() != nil {
				return nil, err
			}
			r.Error = err.Error()
			ranked, asked = nil, 0
		}
		qs := ranked[:min(asked, FirstQuestions, len(ranked))]
		for _, q := range qs {
			r.Questions = append(r.Questions, q.Question)
		}
		r.Asked = len(qs)
		used := make([]bool, len(qs))
		for _, dc := range f.Decisions {
			at := -1
			for i, q := range qs {
				if Covers(q, dc) {
					used[i] = true
					if at < 0 {
						at = i
					}
				}
			}
			r.All++
			if at >= 0 {
				r.AllCov++
			}
			if !dc.Agreed() {
				continue
			}
			r.Agreed++
			if at >= 0 {
				r.Covered++
				r.Hits = append(r.Hits, fmt.Sprintf("%s ← Q%d", dc.Topic, at+1))
			} else {
				r.Missed = append(r.Missed, dc.Topic)
				if i, ok := coveredLater(ranked, len(qs), dc); ok {
					r.Later++
					floor := ""
					if i >= asked {
						floor = ", below the floor"
					}
					r.LaterHits = append(r.LaterHits, fmt.Sprintf("%s ← Q%d%s", dc.Topic, i+1, floor))
				}
			}
		}
		for i, u := range used {
			if !u {
				r.Idle++
				r.IdleAt = append(r.IdleAt, i+1)
			}
		}
		out = append(out, r)
	}
	return out, nil
}

// coveredLater returns the place in ranked, from skip on, of the first
// question that covers dc.
func coveredLater(ranked []fcs.Question, skip int, dc Decision) (int, bool) {
	for i := skip; i < len(ranked); i++ {
		if Covers(ranked[i], dc) {
			return i, true
		}
	}
	return 0, false
}

// Covers reports whether question q asks about decision dc: its topic and
// question text name at least half of the decision's keywords (at least
// two, or the only one). Words are compared loosely (see sameWord), since
// a keyword's inflection is the annotator's choice.
func Covers(q fcs.Question, dc Decision) bool {
	if len(dc.Keywords) == 0 {
		return false
	}
	have := words(q.Topic + " " + q.Question)
	hits := 0
	for _, k := range dc.Keywords {
		all := true
		for _, w := range words(k) {
			found := false
			for _, h := range have {
				if sameWord(w, h) {
					found = true
					break
				}
			}
			all = all && found
		}
		if all {
			hits++
		}
	}
	need := max((len(dc.Keywords)+1)/2, min(2, len(dc.Keywords)))
	return hits >= need
}

func words(s string) []string {
	return strings.FieldsFunc(strings.ToLower(s), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r)
	})
}

// sameWord compares two lower-case words as inflections of one: equal
// after a crude stem (plural, -ing and -ed endings and a final e dropped:
// "order", "orders", "ordered"; "change", "changing"; "policy",
// "policies").
func sameWord(a, b string) bool { return stem(a) == stem(b) }

func stem(w string) string {
	switch {
	case len(w) > 4 && (strings.HasSuffix(w, "ies") || strings.HasSuffix(w, "ied")):
		w = w[:len(w)-3] + "y"
	case len(w) > 5 && strings.HasSuffix(w, "ing"):
		w = w[:len(w)-3]
	case len(w) > 4 && strings.HasSuffix(w, "ed"):
		w = w[:len(w)-2]
	case len(w) > 4 && (strings.HasSuffix(w, "ches") || strings.HasSuffix(w, "shes") || strings.HasSuffix(w, "sses") || strings.HasSuffix(w, "xes")):
		w = w[:len(w)-2]
	case len(w) > 3 && strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss"):
		w = w[:len(w)-1]
	}
	return strings.TrimSuffix(w, "e")
}
