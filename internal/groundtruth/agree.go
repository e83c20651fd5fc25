package groundtruth

import (
	"fmt"
	"sort"
)

// Agreement is how far two annotators' labels of one set agree.
type Agreement struct {
	Set       string `json:"set"`
	Documents int    `json:"documents"`
	// Requirements set: requirement segments starting at the same place
	// (F1 over starts, within StartSlack characters), Cohen's kappa on
	// requirement-or-not over every non-space character, and the share of
	// matched requirements given the same ID.
	StartF1  float64 `json:"start_f1,omitempty"`
	CharKapp float64 `json:"char_kappa,omitempty"`
	SameID   float64 `json:"same_id,omitempty"`
	// Ambiguity set: Cohen's kappa on clear-or-ambiguous over the items,
	// span-overlap F1 over the labels (one-to-one, overlapping spans), and
	// the share of matched labels of the same type.
	Items     int     `json:"items,omitempty"`
	Kappa     float64 `json:"kappa,omitempty"`
	SpanF1    float64 `json:"span_f1,omitempty"`
	SameType  float64 `json:"same_type,omitempty"`
	Labels    [2]int  `json:"labels"`
	Ambiguous [2]int  `json:"ambiguous,omitempty"`
	// Decision set: decisions both raised over decisions either raised.
	BothRaised float64 `json:"both_raised,omitempty"`
}

// StartSlack is how far apart two annotators' starts of one requirement may
// be (one includes a bullet, the other not).
const StartSlack = 3

// AgreeRequirements compares two annotators' requirement segmentations of
// the same documents (paired by document name).
func AgreeRequirements(a1, a2 *Set) (Agreement, error) {
	ag := Agreement{Set: SetRequirements}
	var tp, n1, n2, same int
	var conf [2][2]int
	for _, f1 := range a1.Files {
		f2 := find(a2, f1.Document)
		if f2 == nil {
			return ag, fmt.Errorf("groundtruth: %s is labelled by one annotator only", f1.Document)
		}
		ag.Documents++
		d := a1.Docs[f1.Document]
		s1, s2 := reqStarts(f1), reqStarts(f2)
		n1 += len(s1)
		n2 += len(s2)
		ag.Labels[0] += len(s1)
		ag.Labels[1] += len(s2)
		used := map[int]bool{}
		for _, x := range s1 {
			for j, y := range s2 {
				if !used[j] && abs(x.Start-y.Start) <= StartSlack {
					used[j] = true
					tp++
					if sameID(x.ID, y.ID) {
						same++
					}
					break
				}
			}
		}
		m1, m2 := reqMask(f1, d), reqMask(f2, d)
		for c, r := range []rune(d.Text) {
			if isSpace(r) {
				continue
			}
			conf[b2i(m1[c])][b2i(m2[c])]++
		}
	}
	ag.StartF1 = f1(tp, n1, n2)
	ag.CharKapp = kappa(conf)
	if tp > 0 {
		ag.SameID = float64(same) / float64(tp)
	}
	return ag, nil
}

// AgreeAmbiguities compares two annotators' ambiguity labels over the items
// of the adjudicated set ref (paired by document name).
func AgreeAmbiguities(ref, a1, a2 *Set) (Agreement, error) {
	ag := Agreement{Set: SetAmbiguities}
	var conf [2][2]int
	var tp, sameType int
	for _, f := range ref.Files {
		f1, f2 := find(a1, f.Document), find(a2, f.Document)
		if f1 == nil || f2 == nil {
			return ag, fmt.Errorf("groundtruth: %s is not labelled by both annotators", f.Document)
		}
		ag.Documents++
		ag.Items += len(f.Items)
		ag.Labels[0] += len(f1.Labels)
		ag.Labels[1] += len(f2.Labels)
		amb1, amb2 := ambiguousItems(f.Items, f1.Labels), ambiguousItems(f.Items, f2.Labels)
		for i := range f.Items {
			conf[b2i(amb1[i])][b2i(amb2[i])]++
			ag.Ambiguous[0] += b2i(amb1[i])
			ag.Ambiguous[1] += b2i(amb2[i])
		}
		used := map[int]bool{}
		for _, x := range f1.Labels {
			best, most := -1, 0
			for j, y := range f2.Labels {
				if o := overlap(x.Start, x.End, y.Start, y.End); !used[j] && o > most {
					best, most = j, o
				}
			}
			if best >= 0 {
				used[best] = true
				tp++
				if x.Type == f2.Labels[best].Type {
					sameType++
				}
			}
		}
	}
	ag.Kappa = kappa(conf)
	ag.SpanF1 = f1(tp, ag.Labels[0], ag.Labels[1])
	if tp > 0 {
		ag.SameType = float64(sameType) / float64(tp)
	}
	return ag, nil
}

// AgreeDecisions reads the adjudicated decision set: the share of
// decisions that both annotators raised among those either raised (the
// ones the adjudicator dropped, recorded in the notes, included).
func AgreeDecisions(ref *Set) Agreement {
	ag := Agreement{Set: SetDecisions}
	both, all := 0, 0
	for _, f := range ref.Files {
		ag.Documents++
		for _, n := range f.Notes {
			if n.Decision == "dropped" {
				all++
			}
		}
		for _, dc := range f.Decisions {
			all++
			if dc.Agreed() {
				both++
			}
			for _, who := range dc.RaisedBy {
				switch who {
				case "a1":
					ag.Labels[0]++
				case "a2":
					ag.Labels[1]++
				}
			}
		}
	}
	if all > 0 {
		ag.BothRaised = float64(both) / float64(all)
	}
	return ag
}

func find(s *Set, doc string) *File {
	for _, f := range s.Files {
		if f.Document == doc {
			return f
		}
	}
	return nil
}

func reqStarts(f *File) []Segment {
	var out []Segment
	for _, sg := range f.Segments {
		if sg.Req {
			out = append(out, sg)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Start < out[j].Start })
	return out
}

func reqMask(f *File, d *Doc) []bool {
	m := make([]bool, d.Len())
	for _, sg := range f.Segments {
		if sg.Req {
			for c := max(sg.Start, 0); c < min(sg.End, len(m)); c++ {
				m[c] = true
			}
		}
	}
	return m
}

// ambiguousItems marks the items a label (or a conflict's other side)
// starts in.
func ambiguousItems(items []Item, labels []Label) []bool {
	out := make([]bool, len(items))
	for _, l := range labels {
		for _, sp := range l.spans() {
			for i, it := range items {
				if sp.Start >= it.Start && sp.Start < it.End {
					out[i] = true
				}
			}
		}
	}
	return out
}

// kappa is Cohen's kappa of a 2×2 confusion table.
func kappa(c [2][2]int) float64 {
	n := float64(c[0][0] + c[0][1] + c[1][0] + c[1][1])
	if n == 0 {
		return 0
	}
	po := float64(c[0][0]+c[1][1]) / n
	p1 := float64(c[1][0]+c[1][1]) / n // annotator 1 says yes
	p2 := float64(c[0][1]+c[1][1]) / n
	pe := p1*p2 + (1-p1)*(1-p2)
	if pe == 1 {
		return 1
	}
	return (po - pe) / (1 - pe)
}

func f1(tp, n1, n2 int) float64 {
	if n1+n2 == 0 {
		return 0
	}
	return 2 * float64(tp) / float64(n1+n2)
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
