package groundtruth

import (
	"encoding/json"
	"fmt"
	"os"
	"strings"
)

// Raw is a label file as an annotator writes it: positions as a line and a
// phrase on it (see testdata/groundtruth/README.md), turned into character
// offsets by Import.
type Raw struct {
	Document  string        `json:"document"`
	Segments  []RawSegment  `json:"segments,omitempty"`
	Labels    []RawLabel    `json:"labels,omitempty"`
	Decisions []RawDecision `json:"decisions,omitempty"`
	Notes     []RawNote     `json:"notes,omitempty"`
}

// RawPos is a phrase on a line: the nth (1-based) occurrence there.
type RawPos struct {
	Line   int    `json:"line"`
	Phrase string `json:"phrase"`
	Nth    int    `json:"nth,omitempty"`
}

// RawSegment starts at its first words on a line.
type RawSegment struct {
	Line     int    `json:"line"`
	Start    string `json:"start"`
	Req      bool   `json:"req"`
	ID       string `json:"id,omitempty"`
	Kind     string `json:"kind,omitempty"`
	Category string `json:"category,omitempty"`
}

// RawLabel is one ambiguity.
type RawLabel struct {
	RawPos
	Type          string  `json:"type"`
	Severity      string  `json:"severity"`
	Why           string  `json:"why,omitempty"`
	ConflictsWith *RawPos `json:"conflicts_with,omitempty"`
}

// RawDecision is one decision.
type RawDecision struct {
	Topic      string   `json:"topic"`
	Category   string   `json:"category"`
	Question   string   `json:"question"`
	Options    []string `json:"options"`
	Where      []RawPos `json:"where"`
	Keywords   []string `json:"keywords"`
	Importance string   `json:"importance,omitempty"`
	RaisedBy   []string `json:"raised_by,omitempty"`
}

// RawNote is an adjudication note.
type RawNote struct {
	Line     int    `json:"line"`
	A1       string `json:"a1"`
	A2       string `json:"a2"`
	Decision string `json:"decision"`
	Why      string `json:"why"`
}

// ReadRaw decodes an annotator's file.
func ReadRaw(path string) (*Raw, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("groundtruth: %w", err)
	}
	return ParseRaw(path, data)
}

// ParseRaw decodes an annotator's file read from name, refusing unknown
// members.
func ParseRaw(name string, data []byte) (*Raw, error) {
	var r Raw
	dec := json.NewDecoder(strings.NewReader(string(data)))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&r); err != nil {
		return nil, fmt.Errorf("groundtruth: %s: %w", name, err)
	}
	if !ValidDocument(r.Document) {
		return nil, fmt.Errorf("%w: %s: %q", ErrBadDocument, name, r.Document)
	}
	return &r, nil
}

// Import turns an annotator's file into a label file of set kind for d:
// segments run from their start to the next one's (trailing white space
// left out); every phrase must be found on its line (or two lines either
// side). raisedBy, when not empty, is recorded on every decision that
// names no annotator.
func Import(kind string, r *Raw, d *Doc, raisedBy string) (*File, error) {
	f := &File{Set: kind, Document: r.Document, SHA256: d.SHA256()}
	pos := func(p RawPos) (Span, error) {
		s, e, err := d.Locate(p.Line, p.Phrase, p.Nth)
		return Span{s, e, p.Phrase}, err
	}
	switch kind {
	case SetRequirements:
		from := 0
		for _, sg := range r.Segments {
			s, _, err := d.LocateFrom(sg.Line, sg.Start, from)
			if err != nil {
				return nil, err
			}
			from = s + 1
			f.Segments = append(f.Segments, Segment{Start: s, Req: sg.Req, ID: sg.ID, Kind: sg.Kind, Category: sg.Category})
		}
		for i := range f.Segments {
			end := d.Len()
			if i+1 < len(f.Segments) {
				end = f.Segments[i+1].Start
			}
			sg := &f.Segments[i]
			sg.End = d.trimEnd(sg.Start, end)
			if sg.End <= sg.Start {
				return nil, fmt.Errorf("groundtruth: %s: segment %q at line %d is empty (two segments start at one place?)", r.Document, r.Segments[i].Start, r.Segments[i].Line)
			}
			sg.Words = FirstWords(d.Slice(sg.Start, sg.End), 6)
		}
	case SetAmbiguities:
		for _, l := range r.Labels {
			sp, err := pos(l.RawPos)
			if err != nil {
				return nil, err
			}
			lb := Label{Span: sp, Type: l.Type, Severity: l.Severity, Why: l.Why}
			if l.ConflictsWith != nil {
				o, err := pos(*l.ConflictsWith)
				if err != nil {
					return nil, err
				}
				lb.ConflictsWith = &o
			}
			f.Labels = append(f.Labels, lb)
		}
	case SetDecisions:
		for _, dc := range r.Decisions {
			out := Decision{Topic: dc.Topic, Category: dc.Category, Question: dc.Question, Options: dc.Options,
				Keywords: dc.Keywords, Importance: dc.Importance, RaisedBy: dc.RaisedBy}
			for _, w := range dc.Where {
				sp, err := pos(w)
				if err != nil {
					return nil, err
				}
				out.Where = append(out.Where, sp)
			}
			if len(out.RaisedBy) == 0 && raisedBy != "" {
				out.RaisedBy = []string{raisedBy}
			}
			f.Decisions = append(f.Decisions, out)
		}
	default:
		return nil, fmt.Errorf("groundtruth: unknown set %q", kind)
	}
	for _, n := range r.Notes {
		at := 0
		if n.Line >= 1 && n.Line <= len(d.lineAt) {
			at = d.Char(d.lineAt[n.Line-1])
		}
		f.Notes = append(f.Notes, Note{At: at, A1: n.A1, A2: n.A2, Decision: n.Decision, Why: n.Why})
	}
	return f, nil
}

// ItemsFrom returns the requirement segments of a requirements file as the
// items of an ambiguity file.
func ItemsFrom(req *File) []Item {
	var out []Item
	for _, sg := range req.Segments {
		if sg.Req {
			out = append(out, Item{ID: sg.ID, Kind: sg.Kind, Start: sg.Start, End: sg.End})
		}
	}
	return out
}
