package spec_test

import (
	"crypto/sha256"
	"encoding/binary"
	"flag"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/internal/golden"
	"github.com/clarigraph/clarigraph/internal/groundtruth"
	"github.com/clarigraph/clarigraph/spec"
)

// TestSplitWeightsAreTrained trains the split's model (split.go) on the
// tuning documents of the requirements ground truth up to round
// splitTrainedThrough and compares the
// result byte for byte with the embedded split.bin; with -update (go
// generate ./spec) it writes split.bin. It needs the labelled corpus
// (CLARIGRAPH_CORPUS) and is skipped without it, but under -update, where
// it fails.
//
// Training is deterministic: the documents in the order of their label
// files' paths, their units in document order, one fixed shuffle, no
// fused multiply-add. The figures it reaches are in BENCHMARKS.md (reader
// generation 35).
func TestSplitWeightsAreTrained(t *testing.T) {
	corpus := os.Getenv("CLARIGRAPH_CORPUS")
	if corpus == "" {
		if f := flag.Lookup("update"); f != nil && f.Value.String() == "true" {
			t.Fatal("CLARIGRAPH_CORPUS is not set: split.bin cannot be trained without the labelled corpus")
		}
		t.Skip("CLARIGRAPH_CORPUS is not set: the split's weights are trained on the labelled corpus")
	}
	set, err := groundtruth.Load("../testdata/groundtruth/requirements/tuning", corpus)
	require.NoError(t, err)
	var xs [][]uint32
	var ys []bool
	for _, f := range set.Files {
		if n, ok := strings.CutPrefix(f.Part, "round"); ok {
			if r, err := strconv.Atoi(n); err == nil && r > splitTrainedThrough {
				continue
			}
		}
		x, y := splitExamples(set.Docs[f.Document], f)
		xs, ys = append(xs, x...), append(ys, y...)
	}
	require.NotEmpty(t, xs)
	w := trainSplit(xs, ys, spec.SplitBits)
	golden.Assert(t, "split.bin", spec.EncodeSplitModel(w, spec.SplitBits))
}

// TestSplitFitsFeatures checks, without the corpus, that split.bin still
// fits the feature code: over the package's own test documents
// (testdata/*.md, *.txt), a hash of every splitter unit's span and hashed
// features and one of where split.bin says a requirement starts, against
// split.sum beside split.bin. A change to the features or the splitter
// that TestSplitWeightsAreTrained would catch with the corpus fails here
// too; go generate ./spec rewrites both files (this test runs after the
// training and reads split.bin from the disk, not the embedded copy).
func TestSplitFitsFeatures(t *testing.T) {
	bin, err := os.ReadFile("split.bin")
	require.NoError(t, err)
	var docs []string
	for _, pat := range []string{"testdata/*.md", "testdata/*.txt"} {
		m, err := filepath.Glob(pat)
		require.NoError(t, err)
		docs = append(docs, m...)
	}
	slices.Sort(docs)
	require.NotEmpty(t, docs)
	var b strings.Builder
	b.WriteString("# split.sum: per test document, SHA-256 (first 16 hex digits) of the splitter's\n# units and their features, and of where split.bin says requirements start;\n# checked by TestSplitFitsFeatures, rewritten by go generate ./spec\n")
	for _, doc := range docs {
		text, err := os.ReadFile(doc)
		require.NoError(t, err)
		spans, fs := spec.SplitUnits(string(text))
		starts := spec.SplitStarts(bin, string(text))
		require.Len(t, starts, len(spans), "split.bin cannot be read")
		feat, start := sha256.New(), sha256.New()
		for k, s := range spans {
			buf := binary.LittleEndian.AppendUint32(binary.LittleEndian.AppendUint32(nil, uint32(s[0])), uint32(s[1]))
			buf = binary.LittleEndian.AppendUint32(buf, uint32(len(fs[k])))
			for _, f := range fs[k] {
				buf = binary.LittleEndian.AppendUint32(buf, f)
			}
			feat.Write(buf)
			if starts[k] {
				start.Write([]byte{1})
			} else {
				start.Write([]byte{0})
			}
		}
		fmt.Fprintf(&b, "%s units %d features %x starts %x\n", filepath.ToSlash(doc), len(spans), feat.Sum(nil)[:8], start.Sum(nil)[:8])
	}
	golden.Assert(t, "split.sum", []byte(b.String()))
}

// splitTrainedThrough is the last round whose documents train split.bin:
// the weights are those a held-back round measures (round 36 judged the
// model trained through round 35; reader generation 36 trains through
// round 36, judged by the time split and by the next held-back round). A
// round folded into tuning later does not change them by itself; training
// on it is a new reader generation, measured on a round it has not seen.
const splitTrainedThrough = 36

// splitExamples gives a document's units' features and labels: a unit
// starts a requirement when the labelled segment holding most of it is a
// requirement and no unit before it went to that segment; a unit no
// segment holds is left out.
func splitExamples(d *groundtruth.Doc, f *groundtruth.File) (xs [][]uint32, ys []bool) {
	spans, fs := spec.SplitUnits(d.Text)
	first := make(map[int]bool)
	for k, p := range spans {
		a, b := d.Char(p[0]), d.Char(p[1]-1)+1
		best, most := -1, 0
		for j, sg := range f.Segments {
			if o := min(b, sg.End) - max(a, sg.Start); o > most {
				best, most = j, o
			}
		}
		if best >= 0 {
			xs = append(xs, fs[k])
			ys = append(ys, f.Segments[best].Req && !first[best])
			first[best] = true
		}
	}
	return xs, ys
}

// trainSplit is logistic regression by stochastic gradient descent, six
// epochs in one fixed shuffle's orders, the weights averaged.
func trainSplit(xs [][]uint32, ys []bool, bits uint) []float64 {
	w := make([]float64, 1<<bits)
	acc := make([]float64, 1<<bits)
	order := make([]int, len(xs))
	for i := range order {
		order[i] = i
	}
	r := rand.New(rand.NewPCG(34, 34))
	c := 1.0
	for ep := 0; ep < 6; ep++ {
		r.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
		lr := 0.2 / (1 + float64(ep))
		for _, i := range order {
			z := 0.0
			for _, f := range xs[i] {
				z += w[f]
			}
			y := 0.0
			if ys[i] {
				y = 1
			}
			g := float64(y-1/(1+math.Exp(-z))) * lr
			for _, f := range xs[i] {
				w[f] += g
				acc[f] += float64(g * c) // float64(…): no fused multiply-add, the same weights on every machine
			}
			c++
		}
	}
	for i := range w {
		w[i] -= acc[i] / c
	}
	return w
}
