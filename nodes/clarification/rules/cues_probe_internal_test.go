//go:build cueprobe

// A probe (BENCHMARKS.md, rules generation 38): is there a family of cues —
// lemmas and tagged word patterns, learned as data from the older labels of
// the ambiguity tuning part against its clear requirements — that flags the
// recent rounds' labels at a precision of at least 0.75 and adds at least 15
// true findings there? Behind the build tag cueprobe; it reads the labelled
// documents through CLARIGRAPH_CORPUS and prints counts and cue names (lemmas
// and tags) only, never labelled text.
//
//	CLARIGRAPH_CORPUS=<corpus> go test -tags cueprobe ./nodes/clarification/rules -run 'TestLearnedCues/old' -v
//	CLARIGRAPH_CORPUS=<corpus> CUES_RECENT=1 go test -tags cueprobe ./nodes/clarification/rules -run 'TestLearnedCues/recent' -v
//
// The protocol, fixed before the first run:
//   - RECENT is rounds 26 to 32 of the tuning part (the part holds rounds 3
//     to 32 and the pure, fresh and gocreator documents: no round 60–70 is an
//     ambiguity round, so RECENT is generation 37's rounds 26–31 and round 32,
//     folded since); OLD is every other tuning document. The folds of the
//     leave-one-round-out are OLD's rounds, and pure, fresh and gocreator.
//   - A cue is a template over the package's tokens, lemmas and tags
//     (cueTemplates) with its words filled in; its candidates are every cue
//     that has a firing on a labelled span of OLD. A cue fires at a place of
//     normative text (not informative, code, negated or restated), within
//     one sentence, overlapping no finding of the rules; in a requirement it
//     makes one finding, its first firing there.
//   - A cue's precision is the requirements whose finding answers a label
//     (the eval's rule) over every requirement it fires in (every labelled
//     requirement, clear or not). In fold p a cue is kept when, on OLD but p,
//     its precision is at least 0.75 and it fires in at least 3 documents;
//     its leave-one-round-out precision is that of its firings in the folds
//     that kept it. A cue is kept for RECENT when that precision is at least
//     0.75, its out-of-fold firings are in at least 3 documents, and on the
//     whole of OLD it passes the fold's test too.
//   - A finding's type is the type most of its cue's true OLD findings carry;
//     overlapping findings of cues, the longest is kept.
//   - RECENT is scored once (CUES_RECENT=1), with the cues kept on OLD.
package rules

import (
	"context"
	"fmt"
	"os"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/clarigraph/clarigraph/fcs"
	"github.com/clarigraph/clarigraph/internal/groundtruth"
	"github.com/clarigraph/clarigraph/nodes/clarification/lang"
)

const (
	cueMinPrecision = 0.75
	cueMinDocs      = 3
)

var cueRound = regexp.MustCompile(`^round(\d+)$`)

// cuePart is the fold of a document and whether it is RECENT; ok is false
// for a round the probe must not read.
func cuePart(document string) (part string, recent, ok bool) {
	part, _, _ = strings.Cut(document, "/")
	m := cueRound.FindStringSubmatch(part)
	if m == nil {
		return part, false, true
	}
	n, _ := strconv.Atoi(m[1])
	if n > 32 {
		return part, false, false
	}
	return part, n >= 26, true
}

// cueFiring is a cue's finding in one requirement.
type cueFiring struct {
	doc, req int // document, and requirement within it
	b0, b1   int // bytes of the content
	gold     bool
	typ      string // the type of a label it answers
}

type cueDoc struct {
	file   *groundtruth.File
	d      *groundtruth.Doc
	part   string
	recent bool
	base   []fcs.Ambiguity
	ids    []string // requirement IDs
	sel    []bool   // per requirement: in the eval's selection (labelled, or a clear one selected)
}

// cueSet is every cue's firings, per requirement.
type cueSet struct {
	docs    []*cueDoc
	firings map[string][]cueFiring
	onLabel map[string]bool // cues with a firing on a labelled span of OLD
}

func cueCoarse(tag string) string {
	switch {
	case strings.HasPrefix(tag, "JJ"):
		return "J"
	case strings.HasPrefix(tag, "RB"):
		return "R"
	case strings.HasPrefix(tag, "NN"):
		return "N"
	case strings.HasPrefix(tag, "VB"):
		return "V"
	}
	return tag
}

// cueTemplates names the templates: what a cue of each is.
var cueTemplates = []string{
	"word: a lemma with its coarse tag",
	"nonum: a lemma with no number or figure in its clause",
	"bigram: two lemmas in a row",
	"then-noun: a lemma followed by a noun",
	"adj-noun: an adjective (lemma) before a noun run, the span the run",
	"verb-bare: a verb (lemma) after a modal whose object, a run of determiners, adjectives and nouns, ends its clause",
	"list-open: a lemma that opens or closes a list of examples (such as, including, etc., like), with the list's head noun's tag",
}

func cueAlpha(t lang.Token) bool {
	s := t.Lower()
	if s == "" || t.Punct() != "" || t.Number() {
		return false
	}
	for _, c := range s {
		if c >= 'a' && c <= 'z' {
			return true
		}
	}
	return false
}

// cueFire lists the cues firing at token i of r, with their spans.
func cueFire(r *req, i int, emit func(cue string, from, to int)) {
	t := r.toks[i]
	if !cueAlpha(t) {
		return
	}
	tag := func(k int) string {
		if k < 0 || k >= len(r.toks) {
			return "_"
		}
		return r.toks[k].Tag()
	}
	lem := t.Lemma()
	emit("word:"+lem+"/"+cueCoarse(t.Tag()), i, i+1)
	cl := r.clause[i]
	num := false
	for k := cl[0]; k < cl[1]; k++ {
		num = num || r.toks[k].Number() || r.figure[k]
	}
	if !num {
		emit("nonum:"+lem, i, i+1)
	}
	if i+1 < len(r.toks) && cueAlpha(r.toks[i+1]) {
		emit("bigram:"+lem+" "+r.toks[i+1].Lemma(), i, i+2)
		if strings.HasPrefix(tag(i+1), "NN") {
			emit("then-noun:"+lem, i, i+2)
		}
	}
	if strings.HasPrefix(t.Tag(), "JJ") {
		j := i + 1
		for j < len(r.toks) && j < i+3 && (strings.HasPrefix(tag(j), "JJ") || tag(j) == "VBN") && r.toks[j].Punct() == "" {
			j++
		}
		k := j
		for k < len(r.toks) && k < j+3 && strings.HasPrefix(tag(k), "NN") && (k == j || r.toks[k].Punct() == "" || r.toks[k].Punct() == "-") {
			k++
		}
		if k > j {
			emit("adj-noun:"+lem, i, k)
		}
	}
	if tg := t.Tag(); (tg == "VB" || tg == "VBP") && r.obliged(i) && lem != "be" && lem != "have" {
		k := i + 1
		for k < len(r.toks) && k < i+5 && k < cl[1] && !r.toks[k].Number() && r.toks[k].Punct() == "" &&
			(tag(k) == "DT" || tag(k) == "PRP$" || strings.HasPrefix(tag(k), "JJ") || strings.HasPrefix(tag(k), "NN")) {
			k++
		}
		if k > i+1 && (k >= cl[1] || r.toks[k].Punct() != "" || k >= len(r.toks)) {
			emit("verb-bare:"+lem, i, k)
		}
	}
	lo := t.Lower()
	if lo == "etc" || lo == "including" || lo == "like" || lo == "such" && i+1 < len(r.toks) && r.toks[i+1].Lower() == "as" {
		emit("list-open:"+lo+"/"+cueCoarse(tag(i-1)), i, min(i+2, len(r.toks)))
	}
}

func cueAnswers(f0, f1 int, l groundtruth.Span) bool {
	n := l.End - l.Start
	return min(f1, l.End)-max(f0, l.Start) > 0 && f1-f0 <= max(2*n, n+groundtruth.MaxLonger)
}

func cueOverlaps(f0, f1 int, l groundtruth.Span) bool { return min(f1, l.End)-max(f0, l.Start) > 0 }

func cueLoad(t *testing.T) (*groundtruth.Set, *cueSet) {
	set := probeTuning(t)
	a := New()
	ctx := context.Background()
	cs := &cueSet{firings: map[string][]cueFiring{}, onLabel: map[string]bool{}}
	for di, f := range set.Files {
		part, recent, ok := cuePart(f.Document)
		if !ok {
			t.Fatalf("a document of a held-back round: %s", f.Document)
		}
		d := set.Docs[f.Document]
		sp := groundtruth.ItemsSpec(f, d)
		base, err := a.Analyze(ctx, sp)
		if err != nil {
			t.Fatal(err)
		}
		doc := &cueDoc{file: f, d: d, part: part, recent: recent, base: base}
		for k, rq := range sp.Requirements {
			doc.ids = append(doc.ids, rq.ID)
			it := f.Items[k]
			sel := it.Selected
			for _, l := range f.Labels {
				sel = sel || l.Start < it.End && it.Start < l.End
			}
			doc.sel = append(doc.sel, sel)
		}
		cs.docs = append(cs.docs, doc)
		idx := map[string]int{}
		for k, id := range doc.ids {
			idx[id] = k
		}
		var spans []groundtruth.Span
		var types []string
		for _, l := range f.Labels {
			spans, types = append(spans, l.Span), append(types, l.Type)
			if l.ConflictsWith != nil {
				spans, types = append(spans, *l.ConflictsWith), append(types, l.Type)
			}
		}
		err = a.read(ctx, sp, nil, func(_ int, r *req) {
			r.tag()
			if r.offset < 0 {
				return
			}
			ok := func(i int) bool {
				return i >= 0 && i < len(r.toks) && !r.info[i] && !r.code[i] && !r.neg[i] && !r.restated[r.sentOf[i]]
			}
			first := map[string]bool{}
			for i := range r.toks {
				if !ok(i) {
					continue
				}
				cueFire(r, i, func(cue string, from, to int) {
					for k := from; k < to; k++ {
						if !ok(k) {
							return
						}
					}
					if r.sentOf[from] != r.sentOf[to-1] {
						return
					}
					b0, b1 := r.offset+r.toks[from].Start(), r.offset+r.toks[to-1].End()
					for _, bf := range base {
						if bf.Offset >= 0 && bf.Offset < b1 && b0 < bf.Offset+len(bf.Excerpt) {
							return
						}
					}
					c0, c1 := d.Char(b0), d.Char(b1)
					fi := cueFiring{doc: di, req: idx[r.id], b0: b0, b1: b1}
					onLabel := false
					for k, s := range spans {
						if cueAnswers(c0, c1, s) && !fi.gold {
							fi.gold, fi.typ = true, types[k]
						}
						onLabel = onLabel || cueOverlaps(c0, c1, s)
					}
					if onLabel && !recent {
						cs.onLabel[cue] = true
					}
					if !first[cue] {
						first[cue] = true
						cs.firings[cue] = append(cs.firings[cue], fi)
					}
				})
			}
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	return set, cs
}

// cueStat is a cue's requirements fired, true, and documents.
type cueStat struct {
	fired, trues int
	docs         map[int]bool
}

func (s cueStat) precision() float64 {
	if s.fired == 0 {
		return 0
	}
	return float64(s.trues) / float64(s.fired)
}

func (cs *cueSet) stat(cue string, keep func(*cueDoc) bool) cueStat {
	return cs.statIn(cue, keep, false)
}

// statIn is stat, counting only requirements of the eval's selection when
// sel is set.
func (cs *cueSet) statIn(cue string, keep func(*cueDoc) bool, sel bool) cueStat {
	s := cueStat{docs: map[int]bool{}}
	for _, f := range cs.firings[cue] {
		if !keep(cs.docs[f.doc]) || sel && !cs.docs[f.doc].sel[f.req] {
			continue
		}
		s.fired++
		if f.gold {
			s.trues++
		}
		s.docs[f.doc] = true
	}
	return s
}

func cuePasses(s cueStat) bool { return cueRule{cueMinPrecision, cueMinDocs, false}.passes(s) }

// cueRule is what keeps a cue: its precision, its documents, and whether
// the precision is counted in the eval's selection rather than over every
// requirement. The protocol's is {0.75, 3, false}; the others are variants
// measured on OLD only, after RECENT was scored.
type cueRule struct {
	precision float64
	docs      int
	selection bool
}

func (r cueRule) passes(s cueStat) bool { return s.precision() >= r.precision && len(s.docs) >= r.docs }

// cueChoice is the outcome of the leave-one-round-out on OLD.
type cueChoice struct {
	keptIn map[string][]string // per fold, the cues kept on the other folds
	oof    map[string]cueStat  // per cue, its firings in the folds that kept it
	kept   []string            // kept for RECENT
}

func (cs *cueSet) choose() cueChoice { return cs.chooseBy(cueRule{cueMinPrecision, cueMinDocs, false}) }

func (cs *cueSet) chooseBy(rule cueRule) cueChoice {
	folds := map[string]bool{}
	for _, d := range cs.docs {
		if !d.recent {
			folds[d.part] = true
		}
	}
	var cands []string
	for c := range cs.onLabel {
		cands = append(cands, c)
	}
	sort.Strings(cands)
	ch := cueChoice{keptIn: map[string][]string{}, oof: map[string]cueStat{}}
	for p := range folds {
		for _, c := range cands {
			if rule.passes(cs.statIn(c, func(d *cueDoc) bool { return !d.recent && d.part != p }, rule.selection)) {
				ch.keptIn[p] = append(ch.keptIn[p], c)
				s := ch.oof[c]
				if s.docs == nil {
					s.docs = map[int]bool{}
				}
				in := cs.statIn(c, func(d *cueDoc) bool { return !d.recent && d.part == p }, rule.selection)
				s.fired += in.fired
				s.trues += in.trues
				for k := range in.docs {
					s.docs[k] = true
				}
				ch.oof[c] = s
			}
		}
	}
	for _, c := range cands {
		if s, ok := ch.oof[c]; ok && rule.passes(s) && rule.passes(cs.statIn(c, cueOld, rule.selection)) {
			ch.kept = append(ch.kept, c)
		}
	}
	return ch
}

// cueType is the type most of the cue's true OLD findings carry.
func (cs *cueSet) cueType(c string) string {
	n := map[string]int{}
	for _, f := range cs.firings[c] {
		if f.gold && !cs.docs[f.doc].recent {
			n[f.typ]++
		}
	}
	best := string(fcs.UnderspecifiedFeature)
	for t, v := range n {
		if v > n[best] || v == n[best] && t < best {
			best = t
		}
	}
	return best
}

// findings adds to the rules' findings those of the cues each document is
// given; the longest of overlapping cue findings is kept.
func (cs *cueSet) findings(cuesOf func(*cueDoc) []string) map[string][]fcs.Ambiguity {
	type f struct {
		b0, b1 int
		req    int
		cue    string
	}
	out := map[string][]fcs.Ambiguity{}
	per := make([][]f, len(cs.docs))
	for di, d := range cs.docs {
		out[d.file.Document] = slices.Clone(d.base)
		for _, c := range cuesOf(d) {
			for _, x := range cs.firings[c] {
				if x.doc == di {
					per[di] = append(per[di], f{x.b0, x.b1, x.req, c})
				}
			}
		}
	}
	for di, d := range cs.docs {
		fs := per[di]
		sort.SliceStable(fs, func(i, j int) bool {
			if fs[i].b1-fs[i].b0 != fs[j].b1-fs[j].b0 {
				return fs[i].b1-fs[i].b0 > fs[j].b1-fs[j].b0
			}
			return fs[i].b0 < fs[j].b0
		})
		var keep []f
		for _, x := range fs {
			if slices.ContainsFunc(keep, func(k f) bool { return x.b0 < k.b1 && k.b0 < x.b1 }) {
				continue
			}
			keep = append(keep, x)
		}
		for _, x := range keep {
			out[d.file.Document] = append(out[d.file.Document], fcs.Ambiguity{Type: fcs.AmbiguityType(cs.cueType(x.cue)),
				Location: d.ids[x.req], Excerpt: d.d.Text[x.b0:x.b1], Offset: x.b0, Rule: "cue", Severity: fcs.Minor})
		}
	}
	return out
}

type cueFixed map[string][]fcs.Ambiguity

func (f cueFixed) Analyze(_ context.Context, s *fcs.Specification) ([]fcs.Ambiguity, error) {
	return f[s.Title], nil
}

type cueSum struct{ labels, found, findings, trues, clear, clearFlagged int }

func (s cueSum) String() string {
	r := func(a, b int) float64 {
		if b == 0 {
			return 0
		}
		return float64(a) / float64(b)
	}
	return fmt.Sprintf("recall %.3f (%d/%d) precision %.3f (%d/%d) clear %.3f (%d/%d)", r(s.found, s.labels), s.found, s.labels,
		r(s.trues, s.findings), s.trues, s.findings, r(s.clearFlagged, s.clear), s.clearFlagged, s.clear)
}

func (cs *cueSet) score(t *testing.T, set *groundtruth.Set, finds map[string][]fcs.Ambiguity, all bool, keep func(*cueDoc) bool) cueSum {
	res, err := groundtruth.ScoreAmbiguities(context.Background(), set, cueFixed(finds), groundtruth.Options{All: all})
	if err != nil {
		t.Fatal(err)
	}
	var s cueSum
	for i, r := range res {
		if !keep(cs.docs[i]) {
			continue
		}
		if r.Error != "" {
			t.Fatal(r.Error)
		}
		s.labels += r.Labels
		s.found += r.Found
		s.findings += r.Findings
		s.trues += r.True
		s.clear += r.Clear
		s.clearFlagged += r.ClearFlagged
	}
	return s
}

func cueOld(d *cueDoc) bool    { return !d.recent }
func cueRecent(d *cueDoc) bool { return d.recent }
func cueAny(*cueDoc) bool      { return true }

func cueNone(*cueDoc) []string { return nil }

func cueTemplate(c string) string { t, _, _ := strings.Cut(c, ":"); return t }

func TestLearnedCues(t *testing.T) {
	set, cs := cueLoad(t)
	base := cs.findings(cueNone)
	for _, p := range []struct {
		name string
		keep func(*cueDoc) bool
	}{{"OLD", cueOld}, {"RECENT", cueRecent}, {"all", cueAny}} {
		t.Logf("base %-6s selection %s | every requirement %s", p.name, cs.score(t, set, base, false, p.keep), cs.score(t, set, base, true, p.keep))
	}
	ch := cs.choose()
	t.Run("old", func(t *testing.T) {
		byT := map[string][2]int{}
		for c := range cs.onLabel {
			s := cs.stat(c, cueOld)
			x := byT[cueTemplate(c)]
			x[0]++
			if cuePasses(s) {
				x[1]++
			}
			byT[cueTemplate(c)] = x
		}
		for _, tp := range cueTemplates {
			name, _, _ := strings.Cut(tp, ":")
			t.Logf("template %-10s candidates %6d, pass on all of OLD (in sample) %4d", name, byT[name][0], byT[name][1])
		}
		var oofCues []string
		for c := range ch.oof {
			oofCues = append(oofCues, c)
		}
		sort.Slice(oofCues, func(i, j int) bool {
			a, b := ch.oof[oofCues[i]], ch.oof[oofCues[j]]
			if a.trues != b.trues {
				return a.trues > b.trues
			}
			return oofCues[i] < oofCues[j]
		})
		for _, c := range oofCues {
			s, in := ch.oof[c], cs.stat(c, cueOld)
			t.Logf("cue %-40s kept in %2d folds; out of fold %3d/%3d (%.2f) in %2d docs; all OLD %3d/%3d (%.2f) in %2d docs; kept %v; type %s",
				c, cs.foldsKeeping(ch, c), s.trues, s.fired, s.precision(), len(s.docs), in.trues, in.fired, in.precision(), len(in.docs),
				slices.Contains(ch.kept, c), cs.cueType(c))
		}
		t.Logf("cues kept for RECENT: %d %v", len(ch.kept), ch.kept)
		oof := cs.findings(func(d *cueDoc) []string {
			if d.recent {
				return nil
			}
			return ch.keptIn[d.part]
		})
		t.Logf("OLD out of fold: selection %s | every requirement %s", cs.score(t, set, oof, false, cueOld), cs.score(t, set, oof, true, cueOld))
		in := cs.findings(func(d *cueDoc) []string {
			if d.recent {
				return nil
			}
			return ch.kept
		})
		t.Logf("OLD in sample (the kept cues): selection %s | every requirement %s", cs.score(t, set, in, false, cueOld), cs.score(t, set, in, true, cueOld))
	})
	t.Run("recent", func(t *testing.T) {
		if os.Getenv("CUES_RECENT") == "" {
			t.Skip("RECENT is scored once: set CUES_RECENT=1")
		}
		finds := cs.findings(func(*cueDoc) []string { return ch.kept })
		for _, p := range []struct {
			name string
			keep func(*cueDoc) bool
		}{{"OLD", cueOld}, {"RECENT", cueRecent}, {"all", cueAny}} {
			t.Logf("kept cues %-6s selection %s | every requirement %s", p.name, cs.score(t, set, finds, false, p.keep), cs.score(t, set, finds, true, p.keep))
		}
		for _, c := range ch.kept {
			s := cs.stat(c, cueRecent)
			t.Logf("RECENT cue %-40s %3d/%3d in %2d docs", c, s.trues, s.fired, len(s.docs))
		}
	})
}

// TestLearnedCuesFamily describes the family on OLD alone: how precise the
// candidates are, which labels the rules miss some candidate reaches, and
// what looser keeping rules give out of fold.
func TestLearnedCuesFamily(t *testing.T) {
	set, cs := cueLoad(t)
	// Candidates with at least three true findings on OLD, by precision.
	buckets := []float64{0.1, 0.25, 0.5, 0.75, 1.01}
	for _, sel := range []bool{false, true} {
		n := make([]int, len(buckets))
		tot := 0
		for c := range cs.onLabel {
			s := cs.statIn(c, cueOld, sel)
			if s.trues < 3 {
				continue
			}
			tot++
			for k, b := range buckets {
				if s.precision() < b {
					n[k]++
					break
				}
			}
		}
		t.Logf("candidates with >= 3 true findings on OLD (selection only %v): %d; precision < 0.1: %d, 0.1-0.25: %d, 0.25-0.5: %d, 0.5-0.75: %d, >= 0.75: %d",
			sel, tot, n[0], n[1], n[2], n[3], n[4])
	}
	// The ceiling: labels the rules miss that a candidate's finding answers.
	for _, p := range []struct {
		name string
		keep func(*cueDoc) bool
	}{{"OLD", cueOld}, {"RECENT", cueRecent}} {
		type key struct{ doc, label int }
		reached := map[key]bool{}
		for c := range cs.onLabel {
			for _, f := range cs.firings[c] {
				d := cs.docs[f.doc]
				if !p.keep(d) || !f.gold {
					continue
				}
				c0, c1 := d.d.Char(f.b0), d.d.Char(f.b1)
				for k, l := range d.file.Labels {
					if cueAnswers(c0, c1, l.Span) || l.ConflictsWith != nil && cueAnswers(c0, c1, *l.ConflictsWith) {
						reached[key{f.doc, k}] = true
					}
				}
			}
		}
		byType := map[string][3]int{}
		for di, d := range cs.docs {
			if !p.keep(d) {
				continue
			}
			for k, l := range d.file.Labels {
				byRules := false
				for _, bf := range d.base {
					if bf.Offset < 0 {
						continue
					}
					c0 := d.d.Char(bf.Offset)
					c1 := d.d.Char(bf.Offset + len(bf.Excerpt))
					byRules = byRules || cueAnswers(c0, c1, l.Span) || l.ConflictsWith != nil && cueAnswers(c0, c1, *l.ConflictsWith)
				}
				for _, ty := range []string{l.Type, "all"} {
					x := byType[ty]
					x[0]++
					if !byRules {
						x[1]++
						if reached[key{di, k}] {
							x[2]++
						}
					}
					byType[ty] = x
				}
			}
		}
		var types []string
		for ty := range byType {
			types = append(types, ty)
		}
		sort.Strings(types)
		for _, ty := range types {
			x := byType[ty]
			t.Logf("ceiling %-6s %-26s labels %4d, missed by the rules %4d, of those a candidate answers %4d", p.name, ty, x[0], x[1], x[2])
		}
	}
	// Looser keeping rules, out of fold on OLD.
	base := cs.findings(cueNone)
	t.Logf("base OLD selection %s | every requirement %s", cs.score(t, set, base, false, cueOld), cs.score(t, set, base, true, cueOld))
	for _, rule := range []cueRule{{0.75, 3, false}, {0.75, 2, false}, {0.6, 3, false}, {0.5, 3, false}, {0.75, 3, true}, {0.6, 3, true}, {0.5, 3, true}} {
		ch := cs.chooseBy(rule)
		per := 0
		for _, cues := range ch.keptIn {
			per += len(cues)
		}
		oof := cs.findings(func(d *cueDoc) []string {
			if d.recent {
				return nil
			}
			return ch.keptIn[d.part]
		})
		t.Logf("rule precision >= %.2f, docs >= %d, selection %v: cues per fold %.1f, kept on OLD %d; OLD out of fold: selection %s | every requirement %s",
			rule.precision, rule.docs, rule.selection, float64(per)/float64(len(ch.keptIn)), len(ch.kept),
			cs.score(t, set, oof, false, cueOld), cs.score(t, set, oof, true, cueOld))
	}
}

func (cs *cueSet) foldsKeeping(ch cueChoice, c string) int {
	n := 0
	for _, cues := range ch.keptIn {
		if slices.Contains(cues, c) {
			n++
		}
	}
	return n
}
