//go:build cueprobe

// A probe (BENCHMARKS.md, rules generation 39): is there a structural
// property — of the requirement within its document, not of its words — that
// separates the requirements reviewers label underspecified_feature (a
// feature or action named with no behaviour given) from the clear ones, on
// the older documents of the ambiguity tuning part and on the recent ones
// alike? Behind the build tag cueprobe, beside the cue probe of generation
// 38; it reads the labelled documents through CLARIGRAPH_CORPUS and prints
// counts and candidate names only, never labelled text.
//
//	CLARIGRAPH_CORPUS=<corpus> go test -tags cueprobe ./nodes/clarification/rules -run 'TestStructuralCandidates/old' -v
//	CLARIGRAPH_CORPUS=<corpus> STRUCT_RECENT=1 go test -tags cueprobe ./nodes/clarification/rules -run 'TestStructuralCandidates/recent' -v
//
// The protocol, fixed before the first run:
//   - RECENT is ambiguity rounds 27 to 33 of the tuning part (the label
//     files' names say the round); OLD is every other tuning document. No
//     document of a later round may be read (the probe stops on one).
//   - Every requirement (item) of every document is a unit, the eval's --all
//     set. A requirement is UF when an underspecified_feature label lies in
//     it, clear when no label does, other when only labels of other types do.
//   - An action is a base-form verb (VB, VBP; not be, have, do) after a modal
//     in its sentence, at a place of normative text (not informative, code,
//     negated or restated; the analyzer's own reading), whose object follows
//     it in its clause: a run of determiners, possessives, adjectives,
//     participles and nouns; the object's head is the last noun of its
//     first noun run. The action's span is the verb to the object's end. A
//     requirement's actions are read in order; "elsewhere" is any word of the
//     document's text outside the requirement's own span (other
//     requirements, criteria, tables, fields, definitions, headings), by
//     untagged lemma (lang.Lemma).
//   - The candidates, each making at most one finding per requirement (the
//     span of the first action that meets it):
//     S1 orphan-head: the object's head lemma occurs nowhere else.
//     S2 orphan-object: no noun lemma of the object occurs elsewhere.
//     S3 bare-among-detailed: the requirement has no detail (no number or
//     figure, no condition, one sentence, no colon), and at least half of
//     the document's other requirements (and at least three) have detail;
//     the span is its first action's.
//     S4 low-share(t): of the requirement's content lemmas (nouns, verbs,
//     adjectives; not be, have, do, function words), the share occurring
//     elsewhere is below t; the span is its first action's. t is chosen on
//     OLD alone: the largest of 0.2, 0.3, 0.4, 0.5, 0.6 whose OLD finding
//     precision over every requirement is at least 0.70 with at least 15
//     true findings; when none is, 0.3 is reported and fails.
//     S5 = S1 and S3.
//   - A finding is true when it answers a label of the document (any type;
//     the eval's rule: overlapping it and not much longer). Findings that
//     overlap a finding of the rules are not counted as added. Figures per
//     candidate and part: requirement level (fired UF / clear / other;
//     precision UF/(UF+clear); recall of UF requirements) and finding level
//     over every requirement (findings added, true, precision; labels of
//     underspecified_feature answered, and labels the rules miss answered).
//   - Ship test: finding precision over every requirement ≥ 0.70 on OLD and
//     on RECENT, and at least 15 true added findings on RECENT.
//   - RECENT is scored once (STRUCT_RECENT=1), after this protocol is
//     committed and OLD is measured.
package rules

import (
	"context"
	"fmt"
	"os"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/clarigraph/clarigraph/internal/groundtruth"
	"github.com/clarigraph/clarigraph/nodes/clarification/lang"
)

var stRound = regexp.MustCompile(`^round(\d+)$`)

// stPart says whether a document is RECENT; ok is false for a round the
// probe must not read.
func stPart(document string) (recent, ok bool) {
	part, _, _ := strings.Cut(document, "/")
	m := stRound.FindStringSubmatch(part)
	if m == nil {
		return false, true
	}
	n, _ := strconv.Atoi(m[1])
	if n > 33 {
		return false, false
	}
	return n >= 27, true
}

// stAction is an action of a requirement: its span in tokens and its
// object's noun lemmas (head last).
type stAction struct {
	from, to int
	nouns    []string
	head     string
}

// stReq is what the probe knows of one requirement.
type stReq struct {
	class   string // "uf", "clear", "other"
	actions []stAction
	b0s     []int // per action: byte span in the document
	b1s     []int
	detail  bool
	share   float64 // content lemmas occurring elsewhere, over content lemmas
	content int
	r       *req
	elseOf  func(string) bool
}

type stDoc struct {
	recent bool
	file   *groundtruth.File
	d      *groundtruth.Doc
	reqs   []*stReq
	base   [][2]int // the rules' findings, bytes
}

func stNoun(tag string) bool { return strings.HasPrefix(tag, "NN") }

func stContent(t lang.Token) (string, bool) {
	tg := t.Tag()
	if !(stNoun(tg) || strings.HasPrefix(tg, "VB") || strings.HasPrefix(tg, "JJ")) || t.Punct() != "" || t.Number() {
		return "", false
	}
	lo := t.Lower()
	if lang.FunctionWord(lo) || !cueAlpha(t) {
		return "", false
	}
	l := lang.Lemma(lo)
	switch l {
	case "be", "have", "do":
		return "", false
	}
	return l, true
}

// stActions reads a requirement's actions.
func stActions(r *req, ok func(int) bool) []stAction {
	var out []stAction
	for i, t := range r.toks {
		tg := t.Tag()
		if tg != "VB" && tg != "VBP" || !ok(i) || !r.obliged(i) || modals[t.Lower()] {
			continue
		}
		switch lang.Lemma(t.Lower()) {
		case "be", "have", "do":
			continue
		}
		cl := r.clause[i]
		k := i + 1
		var nouns []string
		inNouns, done := false, false
		for k < len(r.toks) && k < cl[1] && r.sentOf[k] == r.sentOf[i] && ok(k) && (r.toks[k].Punct() == "" || r.toks[k].Punct() == "-") {
			tk := r.toks[k]
			x := tk.Tag()
			switch {
			case stNoun(x) && !done && !tk.Number():
				nouns = append(nouns, lang.Lemma(tk.Lower()))
				inNouns = true
			case x == "DT" || x == "PRP$" || strings.HasPrefix(x, "JJ") || x == "VBN" || x == "VBG" || tk.Punct() == "-":
				if inNouns {
					done = true
				}
			default:
				done = true
			}
			if done {
				break
			}
			k++
		}
		if len(nouns) == 0 {
			continue
		}
		out = append(out, stAction{from: i, to: k, nouns: nouns, head: nouns[len(nouns)-1]})
	}
	return out
}

func stLoad(t *testing.T) (*groundtruth.Set, []*stDoc) {
	set := probeTuning(t)
	a := New()
	ctx := context.Background()
	var docs []*stDoc
	for _, f := range set.Files {
		recent, ok := stPart(f.Document)
		if !ok {
			t.Fatalf("a document of a held-back round: %s", f.Document)
		}
		d := set.Docs[f.Document]
		sp := groundtruth.ItemsSpec(f, d)
		base, err := a.Analyze(ctx, sp)
		if err != nil {
			t.Fatal(err)
		}
		doc := &stDoc{recent: recent, file: f, d: d, reqs: make([]*stReq, len(sp.Requirements))}
		for _, bf := range base {
			if bf.Offset >= 0 {
				doc.base = append(doc.base, [2]int{bf.Offset, bf.Offset + len(bf.Excerpt)})
			}
		}
		// Where each lemma of the document occurs, by byte.
		where := map[string][]int{}
		for _, tk := range lang.Tokenize(d.Text) {
			if tk.Punct() != "" || tk.Number() {
				continue
			}
			l := lang.Lemma(tk.Lower())
			where[l] = append(where[l], tk.Start())
		}
		for k, it := range f.Items {
			class := "clear"
			for _, l := range f.Labels {
				if l.Start < it.End && it.Start < l.End {
					if l.Type == "underspecified_feature" {
						class = "uf"
					} else if class == "clear" {
						class = "other"
					}
				}
			}
			doc.reqs[k] = &stReq{class: class, r: &req{offset: -1}}
		}
		err = a.read(ctx, sp, nil, func(k int, r *req) {
			r.tag()
			q := doc.reqs[k]
			q.r = r
			if r.offset < 0 {
				return
			}
			lo, hi := r.offset, r.offset+len(r.text)
			q.elseOf = func(l string) bool {
				for _, b := range where[l] {
					if b < lo || b >= hi {
						return true
					}
				}
				return false
			}
			okAt := func(i int) bool {
				return i >= 0 && i < len(r.toks) && !r.info[i] && !r.code[i] && !r.neg[i] && !r.restated[r.sentOf[i]]
			}
			q.actions = stActions(r, okAt)
			for _, ac := range q.actions {
				q.b0s = append(q.b0s, r.offset+r.toks[ac.from].Start())
				q.b1s = append(q.b1s, r.offset+r.toks[ac.to-1].End())
			}
			for i, tk := range r.toks {
				q.detail = q.detail || tk.Number() || r.figure[i] || r.cond[i] || strings.Contains(tk.Punct(), ":")
			}
			q.detail = q.detail || len(r.sents) > 1
			seen := map[string]bool{}
			n, in := 0, 0
			for i, tk := range r.toks {
				if !okAt(i) {
					continue
				}
				l, c := stContent(tk)
				if !c || seen[l] {
					continue
				}
				seen[l] = true
				n++
				if q.elseOf(l) {
					in++
				}
			}
			q.content = n
			if n > 0 {
				q.share = float64(in) / float64(n)
			}
		})
		if err != nil {
			t.Fatal(err)
		}
		docs = append(docs, doc)
	}
	return set, docs
}

// stCandidate picks, for a requirement of a document, the action whose span
// is the finding (-1: none).
type stCandidate struct {
	name string
	pick func(doc *stDoc, k int) int
}

func stOrphanHead(doc *stDoc, k int) int {
	q := doc.reqs[k]
	for j, ac := range q.actions {
		if !q.elseOf(ac.head) {
			return j
		}
	}
	return -1
}

func stOrphanObject(doc *stDoc, k int) int {
	q := doc.reqs[k]
	for j, ac := range q.actions {
		orphan := true
		for _, n := range ac.nouns {
			orphan = orphan && !q.elseOf(n)
		}
		if orphan {
			return j
		}
	}
	return -1
}

func stBare(doc *stDoc, k int) int {
	q := doc.reqs[k]
	if len(q.actions) == 0 || q.detail || q.r.offset < 0 {
		return -1
	}
	other, det := 0, 0
	for m, o := range doc.reqs {
		if m == k || o.r.offset < 0 {
			continue
		}
		other++
		if o.detail {
			det++
		}
	}
	if det < 3 || 2*det < other {
		return -1
	}
	return 0
}

func stLowShare(t float64) func(*stDoc, int) int {
	return func(doc *stDoc, k int) int {
		q := doc.reqs[k]
		if len(q.actions) == 0 || q.content == 0 || q.share >= t {
			return -1
		}
		return 0
	}
}

func stBoth(doc *stDoc, k int) int {
	if stBare(doc, k) < 0 {
		return -1
	}
	return stOrphanHead(doc, k)
}

// stFigures are a candidate's figures on a part.
type stFigures struct {
	uf, clear, other, ufAll int // requirement level
	findings, trues         int // added findings over every requirement
	ufLabels, ufAnswered    int // underspecified_feature labels, answered by a finding
	missedAnswered          int // labels the rules miss, answered by a finding
}

func (s stFigures) String() string {
	r := func(a, b int) float64 {
		if b == 0 {
			return 0
		}
		return float64(a) / float64(b)
	}
	return fmt.Sprintf("reqs fired uf %4d clear %4d other %4d: precision %.3f, recall of UF reqs %.3f (%d/%d) | findings %4d true %4d precision %.3f | UF labels answered %d/%d (%.3f), missed labels answered %d",
		s.uf, s.clear, s.other, r(s.uf, s.uf+s.clear), r(s.uf, s.ufAll), s.uf, s.ufAll,
		s.findings, s.trues, r(s.trues, s.findings), s.ufAnswered, s.ufLabels, r(s.ufAnswered, s.ufLabels), s.missedAnswered)
}

func (s stFigures) precision() float64 {
	if s.findings == 0 {
		return 0
	}
	return float64(s.trues) / float64(s.findings)
}

func stMeasure(docs []*stDoc, keep func(*stDoc) bool, pick func(*stDoc, int) int) stFigures {
	var s stFigures
	for _, doc := range docs {
		if !keep(doc) {
			continue
		}
		var spans [][2]int
		for k, q := range doc.reqs {
			if q.class == "uf" {
				s.ufAll++
			}
			if q.r.offset < 0 {
				continue
			}
			j := pick(doc, k)
			if j < 0 {
				continue
			}
			b0, b1 := q.b0s[j], q.b1s[j]
			overlapsBase := false
			for _, bf := range doc.base {
				overlapsBase = overlapsBase || bf[0] < b1 && b0 < bf[1]
			}
			switch q.class {
			case "uf":
				s.uf++
			case "clear":
				s.clear++
			default:
				s.other++
			}
			if overlapsBase {
				continue
			}
			s.findings++
			c0, c1 := doc.d.Char(b0), doc.d.Char(b1)
			gold := false
			for _, l := range doc.file.Labels {
				gold = gold || cueAnswers(c0, c1, l.Span) || l.ConflictsWith != nil && cueAnswers(c0, c1, *l.ConflictsWith)
			}
			if gold {
				s.trues++
			}
			spans = append(spans, [2]int{c0, c1})
		}
		for _, l := range doc.file.Labels {
			byRules := false
			for _, bf := range doc.base {
				c0, c1 := doc.d.Char(bf[0]), doc.d.Char(bf[1])
				byRules = byRules || cueAnswers(c0, c1, l.Span) || l.ConflictsWith != nil && cueAnswers(c0, c1, *l.ConflictsWith)
			}
			answered := false
			for _, sp := range spans {
				answered = answered || cueAnswers(sp[0], sp[1], l.Span) || l.ConflictsWith != nil && cueAnswers(sp[0], sp[1], *l.ConflictsWith)
			}
			if l.Type == "underspecified_feature" {
				s.ufLabels++
				if answered {
					s.ufAnswered++
				}
			}
			if answered && !byRules {
				s.missedAnswered++
			}
		}
	}
	return s
}

func stOld(d *stDoc) bool    { return !d.recent }
func stRecent(d *stDoc) bool { return d.recent }

// stCandidates are the protocol's candidates, S4's threshold chosen on OLD.
func stCandidates(t *testing.T, docs []*stDoc) []stCandidate {
	th := 0.3
	for _, x := range []float64{0.6, 0.5, 0.4, 0.3, 0.2} {
		s := stMeasure(docs, stOld, stLowShare(x))
		t.Logf("S4 threshold %.1f on OLD: %s", x, s)
		if s.precision() >= 0.70 && s.trues >= 15 {
			th = x
			break
		}
	}
	return []stCandidate{
		{"S1 orphan-head", stOrphanHead},
		{"S2 orphan-object", stOrphanObject},
		{"S3 bare-among-detailed", stBare},
		{fmt.Sprintf("S4 low-share(%.1f)", th), stLowShare(th)},
		{"S5 orphan-head and bare", stBoth},
	}
}

func TestStructuralCandidates(t *testing.T) {
	_, docs := stLoad(t)
	var ufOld, clearOld, reqsOld, actOld int
	for _, d := range docs {
		if d.recent {
			continue
		}
		for _, q := range d.reqs {
			reqsOld++
			if len(q.actions) > 0 {
				actOld++
			}
			switch q.class {
			case "uf":
				ufOld++
			case "clear":
				clearOld++
			}
		}
	}
	t.Logf("OLD: %d requirements, %d with an action, %d UF, %d clear", reqsOld, actOld, ufOld, clearOld)
	cands := stCandidates(t, docs)
	t.Run("old", func(t *testing.T) {
		t.Logf("%-26s %s", "any action", stMeasure(docs, stOld, func(d *stDoc, k int) int {
			if len(d.reqs[k].actions) == 0 {
				return -1
			}
			return 0
		}))
		for _, c := range cands {
			t.Logf("OLD %-26s %s", c.name, stMeasure(docs, stOld, c.pick))
		}
	})
	t.Run("recent", func(t *testing.T) {
		if os.Getenv("STRUCT_RECENT") == "" {
			t.Skip("RECENT is scored once: set STRUCT_RECENT=1")
		}
		t.Logf("%-26s %s", "any action", stMeasure(docs, stRecent, func(d *stDoc, k int) int {
			if len(d.reqs[k].actions) == 0 {
				return -1
			}
			return 0
		}))
		for _, c := range cands {
			old, rec := stMeasure(docs, stOld, c.pick), stMeasure(docs, stRecent, c.pick)
			t.Logf("RECENT %-26s %s", c.name, rec)
			t.Logf("ship %-26s %v (OLD precision %.3f, RECENT precision %.3f, RECENT true %d)", c.name,
				old.precision() >= 0.70 && rec.precision() >= 0.70 && rec.trues >= 15, old.precision(), rec.precision(), rec.trues)
		}
	})
}

// stAUC is the chance that a UF requirement scores above a clear one (ties
// count half).
func stAUC(uf, clear []float64) float64 {
	if len(uf) == 0 || len(clear) == 0 {
		return 0
	}
	type v struct {
		x  float64
		uf bool
	}
	var all []v
	for _, x := range uf {
		all = append(all, v{x, true})
	}
	for _, x := range clear {
		all = append(all, v{x, false})
	}
	sort.Slice(all, func(i, j int) bool { return all[i].x < all[j].x })
	var sum float64
	for i := 0; i < len(all); {
		j := i
		for j < len(all) && all[j].x == all[i].x {
			j++
		}
		rank := float64(i+j+1) / 2 // mean 1-based rank of the tie group
		for k := i; k < j; k++ {
			if all[k].uf {
				sum += rank
			}
		}
		i = j
	}
	n1, n0 := float64(len(uf)), float64(len(clear))
	return (sum - n1*(n1+1)/2) / (n1 * n0)
}

// TestStructuralSeparation describes, on OLD alone and after RECENT was
// scored, how far each structural property separates UF requirements from
// clear ones over every requirement with content words (not only those with
// an action): the rate of each yes-no property in either class and the AUC
// of each graded one, beside the requirement's length as a baseline that is
// no structure.
func TestStructuralSeparation(t *testing.T) {
	_, docs := stLoad(t)
	type prop struct {
		name  string
		value func(d *stDoc, k int) float64
	}
	orphanNoun := func(d *stDoc, k int) float64 {
		q := d.reqs[k]
		for _, tk := range q.r.toks {
			if stNoun(tk.Tag()) && cueAlpha(tk) && !tk.Number() && !q.elseOf(lang.Lemma(tk.Lower())) {
				return 1
			}
		}
		return 0
	}
	docDetail := func(d *stDoc, k int) float64 {
		n, det := 0, 0
		for m, o := range d.reqs {
			if m != k && o.r.offset >= 0 {
				n++
				if o.detail {
					det++
				}
			}
		}
		if n == 0 {
			return 0
		}
		return float64(det) / float64(n)
	}
	b := func(x bool) float64 {
		if x {
			return 1
		}
		return 0
	}
	props := []prop{
		{"has an action", func(d *stDoc, k int) float64 { return b(len(d.reqs[k].actions) > 0) }},
		{"S1 (an orphan action head)", func(d *stDoc, k int) float64 { return b(len(d.reqs[k].actions) > 0 && stOrphanHead(d, k) >= 0) }},
		{"a noun found nowhere else", orphanNoun},
		{"no detail", func(d *stDoc, k int) float64 { return b(!d.reqs[k].detail) }},
		{"S3 (bare among detailed)", func(d *stDoc, k int) float64 { return b(len(d.reqs[k].actions) > 0 && stBare(d, k) >= 0) }},
		{"1 - share elsewhere (graded)", func(d *stDoc, k int) float64 { return 1 - d.reqs[k].share }},
		{"others' detail share (graded)", docDetail},
		{"content words (graded, no structure)", func(d *stDoc, k int) float64 { return float64(d.reqs[k].content) }},
	}
	for _, p := range props {
		var uf, clear []float64
		for _, d := range docs {
			if d.recent {
				continue
			}
			for k, q := range d.reqs {
				if q.r.offset < 0 || q.content == 0 || q.class == "other" {
					continue
				}
				v := p.value(d, k)
				if q.class == "uf" {
					uf = append(uf, v)
				} else {
					clear = append(clear, v)
				}
			}
		}
		mean := func(xs []float64) float64 {
			s := 0.0
			for _, x := range xs {
				s += x
			}
			return s / float64(len(xs))
		}
		t.Logf("OLD %-38s UF mean %.3f (n %d), clear mean %.3f (n %d), AUC %.3f", p.name, mean(uf), len(uf), mean(clear), len(clear), stAUC(uf, clear))
	}
}
