//go:build splitgen

// Reader generation 35's measure of the learned split ported to package
// spec's form (splitexp_internal_test.go). Behind the build tag splitgen:
// it needs the labelled corpus and the readers on arrival.
//
// TestSplitTimeSplit measures the split on rounds the model had not seen:
// for each round R it trains on the tuning documents of the rounds before R
// and splits the spans of the reader on arrival of R (dumped as
// learnexp_test.go says, in $LEARNEXP_DIR), for each model variant in
// SPLITGEN_VARIANTS ("bits/quantised/prune", e.g. "20/0/0 16/1/0.02";
// "16/1/0/s" is the split as split.go integrates it: the model of where a
// requirement starts, the cuts of splitCuts, a scenario kept whole). Each
// line counts fragments too: requirements read beyond the first inside one
// labelled requirement, as clarify eval counts them.
//
//	LEARNEXP_DIR=$D LEARNEXP_ROUNDS="22 28" go test -tags splitgen -run TestSplitTimeSplit -v ./spec
//	LEARNEXP_DIR=$D SPLITGEN_VARIANTS="16/1/0 16/1/0/s" LEARNEXP_ROUNDS="29 35" go test -tags splitgen -run TestSplitTimeSplit -v ./spec
//
// Reader generation 36 added: IDs kept (and under "#k") on every line, as
// clarify eval counts them; SPLITGEN_THS, the thresholds (default 0.5 …
// 0.95); SPLITGEN_ADDS, thresholds at which a unit the hand readers drop
// is read when the start model says so ("s" variants; 0: none); the
// reader as integrated beside the hand readers when $D holds
// reqs-<R>g35.json; "changed:" lines, a document whose figures a variant
// changes. TestSplitModelsByRound writes the model trained on the rounds
// before each R, and SPLITGEN_MODEL=$D/model-R.bin runs the package's
// tests with it (splitexp_model_internal_test.go): the stability study.
//
//	LEARNEXP_DIR=$D SPLITGEN_VARIANTS=16/1/0/s SPLITGEN_THS=0.5 SPLITGEN_ADDS="0 0.98" LEARNEXP_ROUNDS="29 36" go test -tags splitgen -run TestSplitTimeSplit -v ./spec
//	LEARNEXP_DIR=$D LEARNEXP_ROUNDS="29 37" go test -tags splitgen -run TestSplitModelsByRound ./spec
//	SPLITGEN_MODEL=$D/model-29.bin go test -tags splitgen ./spec

package spec_test

import (
	"encoding/json"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/internal/groundtruth"
	"github.com/clarigraph/clarigraph/spec"
)

func sgSet(t *testing.T) *groundtruth.Set {
	t.Helper()
	if os.Getenv("CLARIGRAPH_CORPUS") == "" {
		t.Skip("CLARIGRAPH_CORPUS not set")
	}
	set, err := groundtruth.Load("../testdata/groundtruth/requirements/tuning", os.Getenv("CLARIGRAPH_CORPUS"))
	require.NoError(t, err)
	return set
}

// sgExamples gives a document's pieces' features and labels: a piece is a
// requirement when the labelled segment holding most of it is one; a
// piece no segment holds is left out.
//
// With starts, a piece is labelled a requirement only when it is the first
// piece of a requirement's segment: the model of split.go, which says
// where a requirement starts.
func sgExamples(d *groundtruth.Doc, f *groundtruth.File, bits uint, starts bool) (xs [][]uint32, ys []bool) {
	ps := spec.SplitPieces(d.Text)
	fs := spec.SplitFeatures(d.Text, bits)
	first := map[int]bool{}
	for k, p := range ps {
		if seg := sgSegment(f, d.Char(p[0]), d.Char(p[1]-1)+1); seg >= 0 {
			y := f.Segments[seg].Req
			if starts {
				y = y && !first[seg]
				first[seg] = true
			}
			xs = append(xs, fs[k])
			ys = append(ys, y)
		}
	}
	return
}

func sgSegment(f *groundtruth.File, a, b int) int {
	best, most := -1, 0
	for j, sg := range f.Segments {
		if o := min(b, sg.End) - max(a, sg.Start); o > most {
			best, most = j, o
		}
	}
	return best
}

func sgModel(t *testing.T, set *groundtruth.Set, bits uint, starts bool, keep func(doc string) bool) []float64 {
	t.Helper()
	var xs [][]uint32
	var ys []bool
	for _, f := range set.Files {
		if !keep(f.Document) {
			continue
		}
		x, y := sgExamples(set.Docs[f.Document], f, bits, starts)
		xs, ys = append(xs, x...), append(ys, y...)
	}
	return trainSplit(xs, ys, bits) // split_weights_test.go's
}

func sgRound(doc string) int {
	p, _, _ := strings.Cut(doc, "/")
	if n, err := strconv.Atoi(strings.TrimPrefix(p, "round")); err == nil && strings.HasPrefix(p, "round") {
		return n
	}
	return 0
}

type sgTally struct{ req, read, non, nonRead, docs, low, frag, withID, idKept, idTwice int }

// add counts a document's spans read, ids theirs (as clarify eval counts
// IDs kept: the labelled ID, or it with "#k").
func (t *sgTally) add(f *groundtruth.File, spans [][2]int, ids []string) {
	got := make([]bool, len(f.Segments))
	kept := make([]bool, len(f.Segments))
	twice := make([]bool, len(f.Segments))
	frag := 0
	for n, s := range spans {
		if j := sgSegment(f, s[0], s[1]); j >= 0 {
			if got[j] && f.Segments[j].Req {
				frag++
			}
			got[j] = true
			if want := f.Segments[j].ID; want != "" && n < len(ids) {
				kept[j] = kept[j] || sgSameID(ids[n], want)
				if base, k, ok := strings.Cut(ids[n], "#"); ok && k != "" && strings.Trim(k, "0123456789") == "" {
					twice[j] = twice[j] || sgSameID(base, want)
				}
			}
		}
	}
	var o sgTally
	for i, sg := range f.Segments {
		if sg.Req {
			o.req++
			if sg.ID != "" {
				o.withID++
			}
			if got[i] {
				o.read++
				switch {
				case sg.ID != "" && kept[i]:
					o.idKept++
				case sg.ID != "" && twice[i]:
					o.idTwice++
				}
			}
		} else {
			o.non++
			if got[i] {
				o.nonRead++
			}
		}
	}
	t.req, t.read, t.non, t.nonRead, t.docs, t.frag = t.req+o.req, t.read+o.read, t.non+o.non, t.nonRead+o.nonRead, t.docs+1, t.frag+frag
	t.withID, t.idKept, t.idTwice = t.withID+o.withID, t.idKept+o.idKept, t.idTwice+o.idTwice
	if o.req > 0 && float64(o.read) < 0.9*float64(o.req) {
		t.low++
	}
}

func (t sgTally) String() string {
	return fmt.Sprintf("%d/%d (%.3f) | %d/%d (%.4f) | %d/%d | fragments %d | IDs %d/%d +%d", t.read, t.req, float64(t.read)/float64(max(1, t.req)),
		t.nonRead, t.non, float64(t.nonRead)/float64(max(1, t.non)), t.low, t.docs, t.frag, t.idKept, t.withID, t.idTwice)
}

// plus adds o's counts to t.
func (t *sgTally) plus(o sgTally) {
	t.req, t.read, t.non, t.nonRead, t.docs, t.low, t.frag = t.req+o.req, t.read+o.read, t.non+o.non, t.nonRead+o.nonRead, t.docs+o.docs, t.low+o.low, t.frag+o.frag
	t.withID, t.idKept, t.idTwice = t.withID+o.withID, t.idKept+o.idKept, t.idTwice+o.idTwice
}

// sgSameID is clarify eval's comparison of a parsed ID with a labelled one.
func sgSameID(got, want string) bool {
	norm := func(s string) string {
		s = strings.ToLower(strings.TrimSpace(s))
		s = strings.TrimSuffix(s, ".")
		return strings.ReplaceAll(s, " ", "")
	}
	return norm(got) == norm(want)
}

// sgSpans places the reader's requirements in byte spans: at their offset,
// else where their first words stand.
func sgSpans(text string, rs []sgReq) (out [][2]int, scenario []bool, ids []string) {
	from := 0
	for _, r := range rs {
		if r.Off >= 0 && r.Off+len(r.Text) <= len(text) && r.Text != "" {
			out = append(out, [2]int{r.Off, r.Off + len(r.Text)})
			scenario = append(scenario, r.Kind == "scenario")
			ids = append(ids, r.ID)
			from = r.Off
			continue
		}
		b := -1
		for _, n := range []int{len(r.Text), 40, 20} {
			p := strings.TrimSpace(r.Text[:min(n, len(r.Text))])
			if i := strings.Index(p, "\n"); i > 0 {
				p = p[:i]
			}
			if p == "" {
				break
			}
			if i := strings.Index(text[from:], p); i >= 0 {
				b = from + i
				break
			}
			if i := strings.Index(text, p); i >= 0 {
				b = i
				break
			}
		}
		if b >= 0 {
			out = append(out, [2]int{b, min(len(text), b+len(r.Text))})
			scenario = append(scenario, r.Kind == "scenario")
			ids = append(ids, r.ID)
			from = b
		}
	}
	return out, scenario, ids
}

// sgReq is a requirement as the reader on arrival read it (learnexp_dump_test.go).
type sgReq struct {
	Off  int    `json:"off"`
	Text string `json:"text"`
	Kind string `json:"kind"`
	ID   string `json:"id"`
}

// TestSplitTimeSplit: the reader on arrival against it with its spans
// split, by round, for each model variant and threshold.
func TestSplitTimeSplit(t *testing.T) {
	dir := os.Getenv("LEARNEXP_DIR")
	if dir == "" {
		t.Skip("LEARNEXP_DIR not set")
	}
	set := sgSet(t)
	rounds := strings.Fields(os.Getenv("LEARNEXP_ROUNDS"))
	if len(rounds) != 2 {
		rounds = []string{"22", "28"}
	}
	from, _ := strconv.Atoi(rounds[0])
	to, _ := strconv.Atoi(rounds[1])
	variants := strings.Fields(os.Getenv("SPLITGEN_VARIANTS"))
	if len(variants) == 0 {
		variants = []string{"20/0/0"}
	}
	ths := sgFloats(os.Getenv("SPLITGEN_THS"), []float64{0.5, 0.7, 0.8, 0.9, 0.95})
	// adds (SPLITGEN_ADDS, "s" variants only): also read a unit the hand
	// readers drop when the model says p ≥ the threshold (0: none)
	adds := sgFloats(os.Getenv("SPLITGEN_ADDS"), []float64{0})
	type key struct {
		v       string
		th, add float64
	}
	total := map[key]*sgTally{}
	var arrival sgTally
	for R := from; R <= to; R++ {
		b, err := os.ReadFile(filepath.Join(dir, fmt.Sprintf("reqs-%d.json", R)))
		require.NoError(t, err)
		var arr map[string][]sgReq
		require.NoError(t, json.Unmarshal(b, &arr))
		// the reader as it was integrated, when dumped apart (reqs-<R>g35.json)
		var asIs map[string][]sgReq
		if b, err := os.ReadFile(filepath.Join(dir, fmt.Sprintf("reqs-%dg35.json", R))); err == nil {
			require.NoError(t, json.Unmarshal(b, &asIs))
		}
		var roundArr, roundAsIs sgTally
		for _, v := range variants {
			parts := strings.Split(v, "/")
			bits64, _ := strconv.Atoi(parts[0])
			bits := uint(bits64)
			quant := parts[1] == "1"
			prune, _ := strconv.ParseFloat(parts[2], 64)
			// a fourth part "s": the model of where requirements start and
			// split.go's cuts (no text left out), as integrated
			starts := len(parts) > 3 && parts[3] == "s"
			w := sgModel(t, set, bits, starts, func(doc string) bool { r := sgRound(doc); return r < R })
			if prune > 0 {
				big := 0.0
				for _, x := range w {
					big = max(big, math.Abs(x))
				}
				for i, x := range w {
					if math.Abs(x) < prune*big {
						w[i] = 0
					}
				}
			}
			size := 0
			if quant {
				enc := spec.EncodeSplitModel(w, bits)
				size = len(enc)
				w = spec.DecodedSplitWeights(enc)
			}
			vadds := []float64{0}
			if starts {
				vadds = adds
			}
			res := map[key]*sgTally{}
			for _, th := range ths {
				for _, a := range vadds {
					res[key{v, th, a}] = &sgTally{}
				}
			}
			for _, f := range set.Files {
				if sgRound(f.Document) != R {
					continue
				}
				d := set.Docs[f.Document]
				spans, scenario, ids := sgSpans(d.Text, arr[f.Document])
				var docArr sgTally
				docArr.add(f, sgChars(d, spans), ids)
				if v == variants[0] {
					roundArr.plus(docArr)
					if asIs != nil {
						sp, _, is := sgSpans(d.Text, asIs[f.Document])
						roundAsIs.add(f, sgChars(d, sp), is)
					}
				}
				fs := spec.SplitFeatures(d.Text, bits)
				probs := make([]float64, len(fs))
				for k, x := range fs {
					z := 0.0
					for _, h := range x {
						z += w[h]
					}
					probs[k] = 1 / (1 + math.Exp(-z))
				}
				for _, th := range ths {
					if starts {
						out, outIDs := spec.SplitCuts(d.Text, spans, scenario, ids, probs, th)
						for _, a := range vadds {
							o, oi := out, outIDs
							if a > 0 {
								more, moreIDs := spec.SplitAdds(d.Text, spans, probs, a)
								o, oi = append(append([][2]int{}, out...), more...), append(append([]string{}, outIDs...), moreIDs...)
							}
							var doc sgTally
							doc.add(f, sgChars(d, o), oi)
							res[key{v, th, a}].plus(doc)
							if doc.read != docArr.read || doc.nonRead != docArr.nonRead || doc.frag != docArr.frag || doc.idKept != docArr.idKept {
								fmt.Printf("changed: %d | %s p>=%.2f adds %.2f | %s | %s -> %s\n", R, v, th, a, f.Document, docArr, doc)
							}
						}
						continue
					}
					plan := spec.SplitPlan(d.Text, spans, probs, th)
					var out [][2]int
					for j, s := range spans {
						if plan[j] == nil {
							out = append(out, s)
						} else {
							out = append(out, plan[j]...)
						}
					}
					res[key{v, th, 0}].add(f, sgChars(d, out), nil)
				}
			}
			for _, th := range ths {
				for _, a := range vadds {
					k := key{v, th, a}
					fmt.Printf("| %d | %s | split p>=%.2f adds %.2f | %s | size %d |\n", R, v, th, a, res[k], size)
					if total[k] == nil {
						total[k] = &sgTally{}
					}
					total[k].plus(*res[k])
				}
			}
		}
		fmt.Printf("| %d | reader on arrival | | %s |\n", R, roundArr)
		if asIs != nil {
			fmt.Printf("| %d | reader as integrated (dumped) | | %s |\n", R, roundAsIs)
		}
		arrival.plus(roundArr)
	}
	fmt.Printf("| %d-%d | reader on arrival | | %s |\n", from, to, arrival)
	for _, v := range variants {
		for _, th := range ths {
			for _, a := range adds {
				if tt := total[key{v, th, a}]; tt != nil {
					fmt.Printf("| %d-%d | %s | split p>=%.2f adds %.2f | %s |\n", from, to, v, th, a, tt)
				}
			}
		}
	}
}

// sgFloats reads a list of numbers, else gives def.
func sgFloats(s string, def []float64) []float64 {
	var out []float64
	for _, f := range strings.Fields(s) {
		x, err := strconv.ParseFloat(f, 64)
		if err != nil {
			return def
		}
		out = append(out, x)
	}
	if len(out) == 0 {
		return def
	}
	return out
}

func sgChars(d *groundtruth.Doc, spans [][2]int) [][2]int {
	out := make([][2]int, len(spans))
	for i, s := range spans {
		out[i] = [2]int{d.Char(s[0]), d.Char(s[1]-1) + 1}
	}
	return out
}

// TestSplitModelsByRound writes, for each round R in LEARNEXP_ROUNDS,
// the model of where requirements start trained on the rounds before R,
// encoded as split.bin is, to $LEARNEXP_DIR/model-R.bin: the models the
// stability study runs the package's tests with (SPLITGEN_MODEL).
func TestSplitModelsByRound(t *testing.T) {
	dir := os.Getenv("LEARNEXP_DIR")
	if dir == "" {
		t.Skip("LEARNEXP_DIR not set")
	}
	set := sgSet(t)
	rounds := strings.Fields(os.Getenv("LEARNEXP_ROUNDS"))
	require.Len(t, rounds, 2)
	from, _ := strconv.Atoi(rounds[0])
	to, _ := strconv.Atoi(rounds[1])
	for R := from; R <= to; R++ {
		w := sgModel(t, set, spec.SplitBits, true, func(doc string) bool { return sgRound(doc) < R })
		require.NoError(t, os.WriteFile(filepath.Join(dir, fmt.Sprintf("model-%d.bin", R)), spec.EncodeSplitModel(w, spec.SplitBits), 0o644))
	}
}
