package spec_test

import (
	"bytes"
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

	"github.com/stretchr/testify/assert"
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
// The weights are a function of the label files of those rounds as they
// stand: revising one (a segment's start, whether it is a requirement)
// makes split.bin stale, and this test fails saying so; retraining is a
// new reader generation (BENCHMARKS.md, reader generation 90).
//
// Training is deterministic: the documents in the order of their label
// files' paths, their units in document order, six shuffles from one
// seed, no fused multiply-add, a portable exponential (trainSplit). The figures it reaches are in BENCHMARKS.md (reader
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
	got := spec.EncodeSplitModel(w, spec.SplitBits)
	if f := flag.Lookup("update"); f != nil && f.Value.String() == "true" {
		golden.Assert(t, "split.bin", got)
		return
	}
	want, err := os.ReadFile("split.bin")
	require.NoError(t, err)
	if !bytes.Equal(want, got) {
		t.Fatalf("split.bin is stale: training on the tuning labels of rounds up to %d as they are now (%d units) gives other weights "+
			"(%d bytes, the embedded file %d). When the feature code is unchanged (TestSplitFitsFeatures passes), a label file of "+
			"those rounds was revised after split.bin was written (git log -- testdata/groundtruth/requirements/tuning). Retrain with\n"+
			"\tCLARIGRAPH_CORPUS=%s go generate ./spec\n"+
			"which rewrites split.bin and split.sum; a retraining is a new reader generation: look at every test and golden "+
			"file it changes, measure it on a held-back round and record it in BENCHMARKS.md (reader generation 90 did so)",
			splitTrainedThrough, len(xs), len(got), len(want), corpus)
	}
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

// trainSplit is split.bin's training: sgdLogistic over 2^bits buckets,
// six epochs, with portableExp. Every step is IEEE 754 arithmetic rounded
// as written (no fused multiply-add, the exponential portableExp, not
// math.Exp, which is assembly on amd64 and arm64 and may differ in the
// last bit), so that the same documents give the same weights on every
// machine; reading split.bin is integer sums.
func trainSplit(xs [][]uint32, ys []bool, bits uint) []float64 {
	return sgdLogistic(xs, ys, 1<<bits, 6, portableExp)
}

// sgdLogistic is logistic regression by stochastic gradient descent over
// hashed features (xs, in size buckets) and their labels: epochs passes,
// each in an order of its own drawn from one seeded generator (PCG 34,
// 34), at the rate 0.2/(1+epoch), the weights averaged over every step.
// exp is the exponential: portableExp for split.bin, math.Exp in
// generation 34's experiment (learnexp_test.go), as it was measured.
func sgdLogistic(xs [][]uint32, ys []bool, size, epochs int, exp func(float64) float64) []float64 {
	w := make([]float64, size)
	acc := make([]float64, size)
	order := make([]int, len(xs))
	for i := range order {
		order[i] = i
	}
	r := rand.New(rand.NewPCG(34, 34))
	c := 1.0
	for ep := 0; ep < epochs; ep++ {
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
			g := float64(y-1/(1+exp(-z))) * lr
			for _, f := range xs[i] {
				w[f] += g
				acc[f] += float64(g * c) // float64(…): no fused multiply-add
			}
			c++
		}
	}
	for i := range w {
		w[i] -= acc[i] / c
	}
	return w
}

// portableExp is e**x by the algorithm of Go's pure-Go math.exp (FreeBSD's
// e_exp.c: x reduced by multiples of ln 2, a polynomial on the rest), each
// product rounded on its own (float64(…): no fused multiply-add), so that
// it gives the same bits on every machine; math.Exp is assembly on amd64
// and arm64, where it may differ from this in the last bit.
func portableExp(x float64) float64 {
	const (
		ln2Hi     = 6.93147180369123816490e-01
		ln2Lo     = 1.90821492927058770002e-10
		log2e     = 1.44269504088896338700e+00
		overflow  = 7.09782712893383973096e+02
		underflow = -7.45133219101941108420e+02
		nearZero  = 1.0 / (1 << 28)

		p1 = 1.66666666666666657415e-01
		p2 = -2.77777777770155933842e-03
		p3 = 6.61375632143793436117e-05
		p4 = -1.65339022054652515390e-06
		p5 = 4.13813679705723846039e-08
	)
	switch {
	case math.IsNaN(x):
		return x
	case x > overflow:
		return math.Inf(1)
	case x < underflow:
		return 0
	case -nearZero < x && x < nearZero:
		return 1 + x
	}
	var k int
	switch {
	case x < 0:
		k = int(float64(log2e*x) - 0.5)
	case x > 0:
		k = int(float64(log2e*x) + 0.5)
	}
	hi := x - float64(float64(k)*ln2Hi)
	lo := float64(float64(k) * ln2Lo)
	r := hi - lo
	t := float64(r * r)
	c := r - float64(t*(p1+float64(t*(p2+float64(t*(p3+float64(t*(p4+float64(t*p5)))))))))
	y := 1 - ((lo - float64(r*c)/(2-c)) - hi)
	return math.Ldexp(y, k)
}

// TestPortableExp: portableExp is e**x within one unit in the last place
// of math.Exp (equal to it where math.Exp is pure Go), with math.Exp's
// special cases; its bits at a few points are pinned, as computed by the
// pure-Go math.Exp (GOARCH=386).
func TestPortableExp(t *testing.T) {
	for x := -40.0; x <= 40; x += 0.0137 {
		e, p := math.Exp(x), portableExp(x)
		assert.LessOrEqual(t, math.Abs(p-e), math.Nextafter(e, math.Inf(1))-e, "x=%v", x)
	}
	for _, c := range []struct {
		x    float64
		bits uint64
	}{
		{-1, 0x3fd78b56362cef38}, {0.5, 0x3ffa61298e1e069c}, {-3.3, 0x3fa2e259bb85be85}, {12.25, 0x410982aa4f9aec90}, {-0.001, 0x3feff7cfe56f1a9e},
	} {
		assert.Equal(t, c.bits, math.Float64bits(portableExp(c.x)), "x=%v", c.x)
	}
	assert.True(t, math.IsNaN(portableExp(math.NaN())))
	assert.Equal(t, math.Inf(1), portableExp(1000))
	assert.Equal(t, 0.0, portableExp(-1000))
	assert.Equal(t, 1.0, portableExp(0))
}
