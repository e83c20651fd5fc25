//go:build learnexp

// Reader generation 87's experiment (BENCHMARKS.md, "Reader generation 87"):
// with the tuning part twice what generation 34 had, does a learned
// decision to drop (and perhaps add) units, trained on the reader's own
// output on arrival, cut the non-requirements it reads on unseen rounds
// without losing requirements? It reuses learnexp_test.go's units,
// features, model, scoring and the time split's documents and text scores
// (roundDocs, textScores); the steps are in that file's header.
//
// For each round R of 41–60 the models are trained on every tuning document
// of the rounds before R, with the units and decisions of the reader on
// arrival of R, and score R's documents: the text model and the stacked
// model of generation 34, a removal model trained on the units the reader
// reads only (their text, neighbours and how they stand against the rest of
// what the reader reads in the document), and, as a variant, the same
// trained on what each earlier round's reader on arrival read in its own
// round. DEV (41–50) chose devChosen; TEST (51–60) ran once with it. The
// answer was no: nothing met the bar on TEST (nor on DEV), and nothing of
// this is part of the reader.

package spec_test

import (
	"fmt"
	"os"
	"sort"
	"strings"
	"testing"

	"regexp"
)

// arrivalRow is a held-back round's first measurement as
// testdata/groundtruth/README.md ("Generations measured on a held-back
// part") gives it: read / labelled, non-requirements read / labelled.
var arrivalRow = map[int][4]int{
	36: {200, 233, 19, 178}, 37: {189, 218, 7, 136}, 38: {216, 227, 19, 143},
	39: {526, 547, 50, 389}, 40: {420, 476, 39, 248}, 41: {383, 421, 50, 312},
	42: {353, 357, 44, 375}, 43: {247, 255, 24, 173}, 44: {96, 103, 9, 175},
	45: {455, 463, 47, 305}, 46: {150, 217, 20, 201}, 47: {272, 362, 13, 288},
	48: {372, 377, 64, 344}, 49: {312, 337, 34, 233}, 50: {306, 308, 26, 258},
	51: {430, 435, 42, 312}, 52: {556, 574, 54, 355}, 53: {266, 276, 5, 175},
	54: {380, 387, 0, 196}, 55: {470, 483, 18, 382}, 56: {623, 632, 66, 475},
	57: {447, 447, 4, 314}, 58: {383, 384, 16, 249}, 59: {596, 612, 34, 375},
	60: {268, 268, 44, 265},
}

// TestLearnexpArrival: each dump of the reader on arrival of round R,
// scored on round R's documents, against the README's row for R.
func TestLearnexpArrival(t *testing.T) {
	set := learnexpSet(t)
	from, to := roundRange(36, 60)
	bad := 0
	for R := from; R <= to; R++ {
		arr, err := arrivalReqs(R)
		if err != nil {
			t.Fatal(err)
		}
		var tl tally
		for _, f := range set.Files {
			if roundOf(f.Document) != R {
				continue
			}
			us := units(set.Docs[f.Document], f, arr[f.Document])
			tl.addT(score(f, us, readOnly(us)))
		}
		w := arrivalRow[R]
		same := tl.read == w[0] && tl.req == w[1] && tl.nonRead == w[2] && tl.non == w[3]
		if !same {
			bad++
		}
		fmt.Printf("| %d | %d/%d, %d/%d | README %d/%d, %d/%d | %v |\n", R, tl.read, tl.req, tl.nonRead, tl.non, w[0], w[1], w[2], w[3], same)
	}
	fmt.Printf("rounds %d-%d: %d differ from the README\n", from, to, bad)
}

// TestLearnexpCount: which categories of non-requirement the readers on
// arrival read in their own round, against the categories the same readers
// read in the rounds before (what a model trained there sees).
func TestLearnexpCount(t *testing.T) {
	set := learnexpSet(t)
	from, to := roundRange(41, 50)
	own, before, all, kinds := map[string]int{}, map[string]int{}, map[string]int{}, map[string]int{}
	ownN, beforeN, beforeReadReq, ownReadReq := 0, 0, 0, 0
	perRound := map[int]map[string]int{}
	for R := from; R <= to; R++ {
		arr, err := arrivalReqs(R)
		if err != nil {
			t.Fatal(err)
		}
		perRound[R] = map[string]int{}
		for _, f := range set.Files {
			r := roundOf(f.Document)
			if r > R {
				continue
			}
			us := units(set.Docs[f.Document], f, arr[f.Document])
			got := map[int]string{}
			for _, u := range us {
				if u.read && u.seg >= 0 {
					got[u.seg] = u.kind
					if r == R && f.Segments[u.seg].Req {
						ownReadReq++
					}
					if r < R && f.Segments[u.seg].Req {
						beforeReadReq++
					}
				}
			}
			for j, sg := range f.Segments {
				if sg.Req {
					continue
				}
				c := sg.Category
				if c == "" {
					c = "(none)"
				}
				if r == R {
					all[c]++
				}
				k, ok := got[j]
				if !ok {
					continue
				}
				if r == R {
					own[c]++
					ownN++
					perRound[R][c]++
					kinds[k]++
				} else {
					before[c]++
					beforeN++
				}
			}
		}
	}
	var cs []string
	for c := range all {
		cs = append(cs, c)
	}
	for c := range before {
		if all[c] == 0 {
			cs = append(cs, c)
		}
	}
	sort.Slice(cs, func(i, j int) bool { return own[cs[i]] > own[cs[j]] || own[cs[i]] == own[cs[j]] && cs[i] < cs[j] })
	fmt.Printf("rounds %d-%d, each read by its reader on arrival: %d non-requirements read (of %d), %d requirements read; the same readers on the rounds before each: %d non-requirements read, %d requirements read\n",
		from, to, ownN, sumMap(all), ownReadReq, beforeN, beforeReadReq)
	fmt.Println("| category | read on arrival | labelled in these rounds | share read | by round | read by the same readers in the rounds before (share of all they read wrongly) |")
	for _, c := range cs {
		var br []string
		for R := from; R <= to; R++ {
			if n := perRound[R][c]; n > 0 {
				br = append(br, fmt.Sprintf("%d:%d", R, n))
			}
		}
		fmt.Printf("| %s | %d | %d | %.3f | %s | %d (%.3f) |\n", c, own[c], all[c], float64(own[c])/float64(max(1, all[c])), strings.Join(br, " "), before[c], float64(before[c])/float64(max(1, beforeN)))
	}
	fmt.Println("kinds of the units that read them:", kinds)
}

func sumMap(m map[string]int) (n int) {
	for _, v := range m {
		n += v
	}
	return n
}

// keepSys is one system of generation 87: which of a document's units it
// reads.
type keepSys struct {
	name string
	pick func(d *keepDoc, i int) bool
}

type keepDoc struct {
	*docU
	p3    []float64 // the removal model: trained on the units the reader reads only
	p4    []float64 // the same, trained on what each earlier round's reader on arrival read in its round
	p5    []float64 // the same, trained on both
	arr   tally     // the reader on arrival
	st    *docStats
	cache map[string][]float64 // guarded scores, by model
}

var labelLead = regexp.MustCompile(`^[\s*#>|_-]*(?:\d+[.)]\s*)?\**([A-Za-z][A-Za-z /&-]{0,30}?)\**\s*:`)

// docStats counts what the reader reads in a document: its read units by
// kind and by first word, and those with a modal or an ID.
type docStats struct {
	n, modal, id int
	kind, first  map[string]int
}

func has(fs []string, x string) bool {
	for _, f := range fs {
		if f == x {
			return true
		}
	}
	return false
}

func firstWord(fs []string) string {
	for _, f := range fs {
		if strings.HasPrefix(f, "f=") {
			return f
		}
	}
	return ""
}

func statsOf(us []unit, tf [][]string) *docStats {
	st := &docStats{kind: map[string]int{}, first: map[string]int{}}
	for j := range us {
		if !us[j].read {
			continue
		}
		st.n++
		st.kind[us[j].kind]++
		st.first[firstWord(tf[j])]++
		if has(tf[j], "modal=true") {
			st.modal++
		}
		if has(tf[j], "id") {
			st.id++
		}
	}
	return st
}

// docFeatures: the unit against the rest of what the reader reads in its
// document — how many read units share its kind, its first word, a modal,
// an ID, and where in the document it stands.
func docFeatures(us []unit, tf [][]string, st *docStats, i int) []string {
	b := func(a int) int { return bucket(float64(a) / float64(max(1, st.n)) * 0.999) }
	fw := 0
	if f := firstWord(tf[i]); f != "" {
		fw = st.first[f]
	}
	fs := []string{
		fmt.Sprintf("dk=%d", b(st.kind[us[i].kind])),
		fmt.Sprintf("dk=%d|%s", b(st.kind[us[i].kind]), us[i].kind),
		fmt.Sprintf("dfw=%d", b(fw)),
		fmt.Sprintf("dm=%d|%v", b(st.modal), has(tf[i], "modal=true")),
		fmt.Sprintf("did=%d|%v", b(st.id), has(tf[i], "id")),
		fmt.Sprintf("pos=%d", bucket(float64(i)/float64(max(1, len(us)))*0.999)),
	}
	if m := labelLead.FindStringSubmatch(us[i].text); m != nil {
		for _, w := range words(m[1]) {
			fs = append(fs, "lab="+w)
		}
		fs = append(fs, "lab")
	}
	return fs
}

// keepSystems: the reader on arrival; removes only (a unit the reader reads
// is dropped when a model scores it below lo); adds + removes (a unit it
// drops is read at hi or above, by the text model); the stacked model alone.
func keepSystems() []keepSys {
	type scorer struct {
		name string
		p    func(d *keepDoc) []float64
	}
	text := scorer{"text model", func(d *keepDoc) []float64 { return d.p1 }}
	removers := []scorer{text,
		{"stacked model", func(d *keepDoc) []float64 { return d.p2 }},
		{"removal model", func(d *keepDoc) []float64 { return d.p3 }},
		{"arrival removal model", func(d *keepDoc) []float64 { return d.p4 }},
		{"both removal models", func(d *keepDoc) []float64 { return d.p5 }},
	}
	// guarded: a unit that opens with an ID or says shall or must is never dropped
	for _, r := range removers[:3] {
		removers = append(removers, scorer{r.name + ", guarded", func(d *keepDoc) []float64 {
			if q, ok := d.cache[r.name]; ok {
				return q
			}
			q := append([]float64(nil), r.p(d)...)
			for i := range d.us {
				if has(d.tf[i], "id") || has(d.tf[i], "w=shall") || has(d.tf[i], "w=must") {
					q[i] = 1
				}
			}
			if d.cache == nil {
				d.cache = map[string][]float64{}
			}
			d.cache[r.name] = q
			return q
		}})
	}
	los := []float64{0.02, 0.05, 0.1, 0.2, 0.3, 0.5, 0.7, 0.8, 0.9}
	systems := []keepSys{{"reader on arrival", func(d *keepDoc, i int) bool { return d.us[i].read }}}
	for _, r := range removers {
		for _, lo := range los {
			systems = append(systems, keepSys{fmt.Sprintf("removes only, %s p<%.2f", r.name, lo), func(d *keepDoc, i int) bool { return d.us[i].read && r.p(d)[i] >= lo }})
		}
	}
	adders := []scorer{text, {"stacked model", func(d *keepDoc) []float64 { return d.p2 }}}
	for _, ad := range adders {
		for _, hi := range []float64{0.8, 0.9, 0.95} {
			systems = append(systems, keepSys{fmt.Sprintf("adds only, %s p>=%.2f", ad.name, hi), func(d *keepDoc, i int) bool { return d.us[i].read || ad.p(d)[i] >= hi }})
			for _, r := range removers {
				for _, lo := range los {
					systems = append(systems, keepSys{fmt.Sprintf("adds + removes, adds %s p>=%.2f, removes %s p<%.2f", ad.name, hi, r.name, lo), func(d *keepDoc, i int) bool {
						if d.us[i].read {
							return r.p(d)[i] >= lo
						}
						return ad.p(d)[i] >= hi
					}})
				}
			}
		}
	}
	for _, th := range []float64{0.5, 0.7, 0.8, 0.9} {
		systems = append(systems, keepSys{fmt.Sprintf("stacked model alone p>=%.1f", th), func(d *keepDoc, i int) bool { return d.p2[i] >= th }})
	}
	if f := os.Getenv("LEARNEXP_ONLY"); f != "" { // the systems chosen on DEV, by name
		if f == "dev" {
			f = devChosen
		}
		var keep []keepSys
		for _, s := range systems {
			if s.name == "reader on arrival" || strings.Contains(f, "["+s.name+"]") {
				keep = append(keep, s)
			}
		}
		systems = keep
	}
	return systems
}

// TestLearnexpKeep: generation 87's time split. For each round R, the
// models are trained on every tuning document of the rounds before R with
// the units and decisions of the reader on arrival of R, and score R.
func TestLearnexpKeep(t *testing.T) {
	set := learnexpSet(t)
	from, to := roundRange(41, 50)
	systems := keepSystems()
	total := make([]tally, len(systems))
	fell := make([]int, len(systems))
	var lines []string
	for R := from; R <= to; R++ {
		arr, err := arrivalReqs(R)
		if err != nil {
			t.Fatal(err)
		}
		tr, te := roundDocs(set, R, arr)
		folds := textScores(tr, te) // out-of-fold text scores on the training documents
		foldOf := map[string]int{}
		for j, d := range tr {
			foldOf[d.f.Document] = j % 5
		}
		trainD, testD := keepDocs(tr), keepDocs(te)
		removalX := func(d *keepDoc, i int) []uint32 {
			if d.st == nil {
				d.st = statsOf(d.us, d.tf)
			}
			x := stackFeatures(d.us, d.tf, d.p1, i, false)
			return append(x, hashAll(docFeatures(d.us, d.tf, d.st, i))...)
		}
		var xs, xr [][]uint32
		var ys, yr []bool
		for _, d := range trainD {
			for i, u := range d.us {
				if u.seg < 0 {
					continue
				}
				xs = append(xs, stackFeatures(d.us, d.tf, d.p1, i, false))
				ys = append(ys, u.req)
				if u.read {
					xr = append(xr, removalX(d, i))
					yr = append(yr, u.req)
				}
			}
		}
		// the arrival removal model: round r's documents as the reader on
		// arrival of r read them, for every dumped r before R; the text
		// scores out of fold, as above
		var xa [][]uint32
		var ya []bool
		for r := 36; r < R; r++ {
			ar, err := arrivalReqs(r)
			if err != nil {
				t.Fatal(err)
			}
			for _, f := range set.Files {
				if roundOf(f.Document) != r {
					continue
				}
				d := &keepDoc{docU: &docU{f: f, us: units(set.Docs[f.Document], f, ar[f.Document])}}
				m := folds[foldOf[f.Document]]
				for _, u := range d.us {
					fs := textFeatures(u)
					d.tf = append(d.tf, fs)
					d.p1 = append(d.p1, m.score(hashAll(fs)))
				}
				for i, u := range d.us {
					if u.read && u.seg >= 0 {
						xa = append(xa, removalX(d, i))
						ya = append(ya, u.req)
					}
				}
			}
		}
		m2, m3, m4 := train(xs, ys, 6), train(xr, yr, 6), train(xa, ya, 6)
		m5 := train(append(append([][]uint32(nil), xr...), xa...), append(append([]bool(nil), yr...), ya...), 6)
		res := make([]tally, len(systems))
		resFell := make([]int, len(systems))
		for _, d := range testD {
			d.p2 = make([]float64, len(d.us))
			d.p3 = make([]float64, len(d.us))
			d.p4 = make([]float64, len(d.us))
			d.p5 = make([]float64, len(d.us))
			for i := range d.us {
				d.p2[i] = m2.score(stackFeatures(d.us, d.tf, d.p1, i, false))
				x := removalX(d, i)
				d.p3[i], d.p4[i], d.p5[i] = m3.score(x), m4.score(x), m5.score(x)
			}
			d.arr = score(d.f, d.us, readOnly(d.us))
			var per []string
			for k, s := range systems {
				tk := score(d.f, d.us, func(i int) bool { return s.pick(d, i) })
				res[k].addT(tk)
				if d.arr.req > 0 && d.arr.docsLow == 0 && tk.docsLow == 1 {
					resFell[k]++
				}
				per = append(per, fmt.Sprintf("%d/%d,%d/%d", tk.read, tk.req, tk.nonRead, tk.non))
			}
			lines = append(lines, fmt.Sprintf("doc %d %s | %s", R, d.f.Document, strings.Join(per, " | ")))
		}
		fmt.Printf("\n## round %d (train %d documents, test %d)\n", R, len(trainD), len(testD))
		for k, s := range systems {
			fmt.Printf("| %d | %s | %s | fell below 0.90: %d |\n", R, s.name, res[k], resFell[k])
			total[k].addT(res[k])
			fell[k] += resFell[k]
		}
	}
	fmt.Printf("\n## rounds %d-%d pooled\n", from, to)
	a := total[0]
	for k, s := range systems {
		tk := total[k]
		dr := float64(a.read)/float64(a.req) - float64(tk.read)/float64(tk.req)
		rel := 1 - float64(tk.nonRead)/float64(max(1, a.nonRead))
		pass := rel >= 0.30 && dr <= 0.005 && fell[k] == 0
		fmt.Printf("| all | %s | %s | fell below 0.90: %d | read −%.4f, non-req. read −%.1f %% | bar: %v |\n", s.name, tk, fell[k], dr, 100*rel, pass)
	}
	if os.Getenv("LEARNEXP_DOCS") == "1" {
		fmt.Println(strings.Join(lines, "\n"))
	}
}

// keepDocs are ds as generation 87's documents.
func keepDocs(ds []*docU) []*keepDoc {
	out := make([]*keepDoc, len(ds))
	for j, d := range ds {
		out[j] = &keepDoc{docU: d}
	}
	return out
}

// devChosen are the systems rounds 41–50 (DEV) chose for rounds 51–60
// (TEST), fixed before TEST was run: for each kind, the fewest
// non-requirements read with read down by at most 0.005, and the same with
// no document falling below 0.90 read. None met the whole bar on DEV; the
// fourth is the one the verdict is given on — the only kind whose pooled
// figures met the bar's first two parts there (non-requirements read 331 →
// 207, −37 %; read 2946 → 2938), with 6 documents falling below 0.90. The
// last is the variant that also learns from earlier rounds as their
// readers on arrival read them.
// LEARNEXP_ONLY=dev runs these alone.
const devChosen = "[removes only, text model p<0.10]" +
	"[removes only, text model p<0.02]" +
	"[adds only, stacked model p>=0.95]" +
	"[adds + removes, adds text model p>=0.90, removes stacked model p<0.70]" +
	"[adds + removes, adds stacked model p>=0.95, removes text model p<0.02]" +
	"[stacked model alone p>=0.5]" +
	"[adds + removes, adds text model p>=0.90, removes both removal models p<0.90]"
