package table

import (
	"bytes"
	"errors"
	"flag"
	"math"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

func TestParseGathersSamples(t *testing.T) {
	in := `goos: linux
BenchmarkRun/chain_10/clarigraph-2   	 100	 300 ns/op	 10.00 nodes	 30.00 ns/node	 50 B/op	 2 allocs/op
BenchmarkRun/chain_10/clarigraph-2   	 100	 100 ns/op	 10.00 nodes	 10.00 ns/node	 70 B/op	 2 allocs/op
BenchmarkRun/chain_10/clarigraph-8   	 100	 200 ns/op	 10.00 nodes	 20.00 ns/node	 60 B/op	 3 allocs/op
BenchmarkRun/chain_10/per_level
BenchmarkRun/chain_10/per_level-2   	 100	 400 ns/op	 10.00 nodes	 40.00 ns/node	 80 B/op	 4 allocs/op
BenchmarkRun/chain_10/per_level-2   	 100	 500 ns/op	 10.00 nodes	 50.00 ns/node	 90 B/op	 4 allocs/op
Benchmarks are done
PASS
`
	s, err := Parse(strings.NewReader(in))
	require.NoError(t, err)
	require.Len(t, s.Results(), 2)
	assert.Equal(t, "Run/chain_10/clarigraph", s.Results()[0].Name)
	assert.Equal(t, "Run/chain_10/per_level", s.Results()[1].Name)

	r := s.Get("Run/chain_10/clarigraph")
	require.NotNil(t, r)
	assert.Equal(t, 3, r.Count())
	assert.Equal(t, []float64{300, 100, 200}, r.Samples["ns/op"])
	assert.InDelta(t, 200, r.Median("ns/op"), 1e-9)
	assert.InDelta(t, 60, r.Median("B/op"), 1e-9)
	assert.InDelta(t, 45, s.Get("Run/chain_10/per_level").Median("ns/node"), 1e-9, "even count: mean of the middle two")
	assert.True(t, math.IsNaN(r.Median("ns/batch")))
	assert.Nil(t, s.Get("Run/chain_10/inline"))
}

func TestParseErrors(t *testing.T) {
	tests := []struct {
		name string
		in   string
		want error
		line int
	}{
		{"empty", "", ErrNoBenchmarks, 0},
		{"no results", "goos: linux\nPASS\n", ErrNoBenchmarks, 0},
		{"odd fields", "BenchmarkX-2 10 100 ns/op 5\n", ErrMalformed, 1},
		{"no metric", "\nBenchmarkX-2 10\n", ErrMalformed, 2},
		{"bad value", "PASS\nBenchmarkX-2 10 1e ns/op\n", ErrMalformed, 2},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Parse(strings.NewReader(tt.in))
			require.ErrorIs(t, err, tt.want)
			var le *LineError
			if tt.line == 0 {
				assert.False(t, errors.As(err, &le))
				return
			}
			require.True(t, errors.As(err, &le))
			assert.Equal(t, tt.line, le.Line)
			assert.Contains(t, le.Error(), "table: line")
		})
	}
}

func TestMedian(t *testing.T) {
	tests := []struct {
		in   []float64
		want float64
	}{
		{[]float64{5}, 5},
		{[]float64{3, 1, 2}, 2},
		{[]float64{4, 1, 3, 2}, 2.5},
		{[]float64{9, 1, 5, 7, 3}, 5},
	}
	for _, tt := range tests {
		assert.InDelta(t, tt.want, median(tt.in), 1e-12, "%v", tt.in)
	}
	in := []float64{3, 1, 2}
	median(in)
	assert.Equal(t, []float64{3, 1, 2}, in, "median leaves its input alone")
}

// sampleLine builds one result line of a Run benchmark.
func sampleLine(workload, engine string, nsPerNode, nodes, batches float64) string {
	op := nsPerNode * nodes
	line := "BenchmarkRun/" + workload + "/" + engine + "-2 10 " + ftoa(op) + " ns/op " + ftoa(nodes) + " nodes " + ftoa(nsPerNode) + " ns/node"
	if batches > 0 {
		line += " " + ftoa(op/batches) + " ns/batch"
	}
	return line + " 100 B/op 1 allocs/op\n"
}

func ftoa(v float64) string { return strconv.FormatFloat(v, 'f', -1, 64) }

func TestEvaluate(t *testing.T) {
	// chain: 1000 nodes and batches; wide: 1002 nodes, 3 batches.
	in := sampleLine("chain_1000", "clarigraph", 140, 1000, 1000) +
		sampleLine("chain_1000", "per_level", 600, 1000, 1000) +
		sampleLine("chain_1000", "inline", 100, 1000, 1000) +
		sampleLine("chain_1000", "eino_pregel", 2000, 1000, 0) +
		sampleLine("chain_1000", "eino_dag", 1000, 1000, 0) +
		sampleLine("chain_1000", "clarigraph_memstore", 1640, 1000, 1000) +
		sampleLine("chain_1000", "clarigraph_sqlite", 800, 1000, 1000) +
		sampleLine("wide_1000", "clarigraph", 700, 1000, 3) +
		sampleLine("wide_1000", "per_level", 500, 1000, 3) +
		sampleLine("wide_1000", "eino_dag", 6000, 1000, 0) +
		sampleLine("wide_1000", "clarigraph_memstore", 1500, 1000, 3) +
		sampleLine("io_wide_64", "clarigraph", 105, 1000, 3) +
		sampleLine("io_wide_64", "per_level", 100, 1000, 3) +
		sampleLine("chain_1000", "clarigraph_dataflow", 150, 1000, 1000) +
		sampleLine("wide_1000", "clarigraph_dataflow", 1100, 1000, 3) +
		sampleLine("pipelines_16x4", "clarigraph", 680000, 64, 4) +
		sampleLine("pipelines_16x4", "clarigraph_dataflow", 510000, 64, 4) +
		sampleLine("pipelines_16x4", "eager", 500000, 64, 0)
	s, err := Parse(strings.NewReader(in))
	require.NoError(t, err)
	got := map[string]Target{}
	var names []string
	for _, tg := range Evaluate(s) {
		got[tg.Name] = tg
		names = append(names, tg.Name)
	}
	assert.Equal(t, []string{
		"chain_1000: clarigraph ÷ inline",
		"wide_1000: clarigraph ÷ per_level",
		"io_wide_64: clarigraph ÷ per_level",
		"chain_1000: eino_dag (eino's best) ÷ clarigraph",
		"wide_1000: eino_dag (eino's best) ÷ clarigraph",
		"wide_1000: memstore ÷ without checkpoints",
		"chain_1000: memstore, added per checkpoint",
		"chain_1000: sqlite, per batch",
		"wide_1000: sqlite, per batch",
		"pipelines_16x4: clarigraph_dataflow ÷ eager",
		"pipelines_16x4: clarigraph ÷ clarigraph_dataflow",
		"chain_1000: clarigraph_dataflow ÷ clarigraph",
		"wide_1000: clarigraph_dataflow ÷ clarigraph",
	}, names, "no layered workload: its targets are left out")

	tests := []struct {
		name    string
		value   float64
		verdict string
	}{
		{"chain_1000: clarigraph ÷ inline", 1.4, "PASS"},
		{"wide_1000: clarigraph ÷ per_level", 1.4, "MISS"},
		{"io_wide_64: clarigraph ÷ per_level", 1.05, "PASS"},
		{"chain_1000: eino_dag (eino's best) ÷ clarigraph", 1000.0 / 140, "MISS"},
		{"wide_1000: eino_dag (eino's best) ÷ clarigraph", 6000.0 / 700, "MISS"},
		{"wide_1000: memstore ÷ without checkpoints", 1500.0 / 700, "MISS"},
		{"chain_1000: memstore, added per checkpoint", 1500, "PASS"},
		{"chain_1000: sqlite, per batch", 800, "PASS"},
		{"wide_1000: sqlite, per batch", math.NaN(), "n/a"},
		{"pipelines_16x4: clarigraph_dataflow ÷ eager", 1.02, "PASS"},
		{"pipelines_16x4: clarigraph ÷ clarigraph_dataflow", 680000.0 / 510000, "PASS"},
		{"chain_1000: clarigraph_dataflow ÷ clarigraph", 150.0 / 140, "PASS"},
		{"wide_1000: clarigraph_dataflow ÷ clarigraph", 1100.0 / 700, "MISS"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tg := got[tt.name]
			if math.IsNaN(tt.value) {
				assert.True(t, math.IsNaN(tg.Value))
			} else {
				assert.InDelta(t, tt.value, tg.Value, 1e-6)
			}
			assert.Equal(t, tt.verdict, tg.Verdict())
		})
	}
}

func TestVerdictBounds(t *testing.T) {
	tests := []struct {
		t    Target
		want string
	}{
		{Target{Value: 1.5, Limit: 1.5}, "PASS"},
		{Target{Value: 1.51, Limit: 1.5}, "MISS"},
		{Target{Value: 10, Limit: 10, AtLeast: true}, "PASS"},
		{Target{Value: 9.9, Limit: 10, AtLeast: true}, "MISS"},
		{Target{Value: math.Inf(1), Limit: 10, AtLeast: true}, "n/a"},
		{Target{Value: math.NaN(), Limit: 10}, "n/a"},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, tt.t.Verdict(), "%+v", tt.t)
	}
}

// TestRenderGolden renders a real run (testdata/sample.txt) and compares it
// with testdata/sample.md; go test -update rewrites the golden file.
func TestRenderGolden(t *testing.T) {
	in, err := os.Open(filepath.Join("testdata", "sample.txt"))
	require.NoError(t, err)
	defer in.Close()
	s, err := Parse(in)
	require.NoError(t, err)
	var out bytes.Buffer
	require.NoError(t, Render(&out, s))
	golden := filepath.Join("testdata", "sample.md")
	if *update {
		require.NoError(t, os.WriteFile(golden, out.Bytes(), 0o644))
	}
	want, err := os.ReadFile(golden)
	require.NoError(t, err)
	assert.Equal(t, string(want), out.String())
}

func FuzzParse(f *testing.F) {
	f.Add("BenchmarkRun/a/b-2 10 100 ns/op 5 nodes\n")
	f.Add("BenchmarkX 1 2\nBenchmarkY-8 3 NaN ns/op\n")
	f.Add("goos: linux\nPASS\n")
	f.Fuzz(func(t *testing.T, in string) {
		s, err := Parse(strings.NewReader(in))
		if err != nil {
			return
		}
		require.NotEmpty(t, s.Results())
		var out bytes.Buffer
		require.NoError(t, Render(&out, s))
	})
}
