package main

import (
	"bytes"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestParse(t *testing.T) {
	tests := []struct {
		name string
		in   string
		want map[string]figures
	}{
		{"growth lines, GOMAXPROCS suffix and dashes in the shape", `goos: linux
BenchmarkParseGrowth/ids-md/small-2   	       1	  35000000 ns/op	   7.49 MB/s	       133.5 ns/B
BenchmarkParseGrowth/ids-md/large-2   	       1	 300000000 ns/op	   3.50 MB/s	       286.1 ns/B
BenchmarkParseGrowth/ids-md/small-2   	       1	  36000000 ns/op	   7.28 MB/s	       137.0 ns/B
PASS
`, map[string]figures{"ids-md": {"small": {133.5, 137.0}, "large": {286.1}}}},
		{"no GOMAXPROCS suffix (one CPU)", "BenchmarkParseGrowth/mixed/large \t 1\t 10 ns/op\t 250 ns/B\n",
			map[string]figures{"mixed": {"large": {250}}}},
		{"the metric among others, in any place", "BenchmarkParseGrowth/mixed/small-8 1 10 ns/op 12.5 ns/B 3 allocs/op\n",
			map[string]figures{"mixed": {"small": {12.5}}}},
		{"other benchmarks and lines are skipped", `BenchmarkParseMarkdown/bytes=65536-2 	 1	 10 ns/op
BenchmarkParseGrowth/mixed-2 1 10 ns/op 5 ns/B
--- FAIL: BenchmarkParseGrowth/x/small
ok  	github.com/clarigraph/clarigraph/spec	4.8s
`, map[string]figures{}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := parse(strings.NewReader(tt.in), nil)
			require.NoError(t, err)
			assert.Equal(t, tt.want, got)
		})
	}
}

func TestParseEchoes(t *testing.T) {
	var echo bytes.Buffer
	_, err := parse(strings.NewReader("a\nb\n"), &echo)
	require.NoError(t, err)
	assert.Equal(t, "a\nb\n", echo.String())
}

func TestParseBadFigure(t *testing.T) {
	_, err := parse(strings.NewReader("BenchmarkParseGrowth/mixed/small-2 1 10 ns/op x ns/B\n"), nil)
	assert.ErrorContains(t, err, "mixed/small")
}

func TestMedian(t *testing.T) {
	tests := []struct {
		in   []float64
		want float64
	}{
		{[]float64{3}, 3},
		{[]float64{5, 1, 3}, 3},
		{[]float64{4, 1, 3, 2}, 2.5},
		{[]float64{100, 1, 2}, 2}, // one noisy run does not move it
	}
	for _, tt := range tests {
		assert.InDelta(t, tt.want, median(tt.in), 1e-9, "%v", tt.in)
	}
}

func TestVerdict(t *testing.T) {
	tests := []struct {
		name    string
		data    map[string]figures
		factor  float64
		ok      []bool
		ratios  []float64
		problem string
	}{
		{"linear passes", map[string]figures{"mixed": {"small": {200, 210, 190}, "large": {220, 400, 230}}},
			5, []bool{true}, []float64{230.0 / 200}, ""},
		{"at the factor passes", map[string]figures{"a": {"small": {100}, "large": {500}}},
			5, []bool{true}, []float64{5}, ""},
		{"quadratic fails, naming both figures", map[string]figures{"features": {"small": {1446, 1330, 2320}, "large": {36543, 29213, 46866}}},
			5, []bool{false}, []float64{36543.0 / 1446}, "36543.0 ns/B at the large size is 25.3 times the 1446.0 ns/B"},
		{"a missing size fails", map[string]figures{"a": {"small": {100}}},
			5, []bool{false}, []float64{0}, "both sizes"},
		{"shapes in name order", map[string]figures{"b": {"small": {1}, "large": {1}}, "a": {"small": {1}, "large": {9}}},
			5, []bool{false, true}, []float64{9, 1}, "9.0 ns/B"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := verdict(tt.data, tt.factor)
			require.Len(t, got, len(tt.ok))
			for i, r := range got {
				assert.Equal(t, tt.ok[i], r.ok, r.shape)
				assert.InDelta(t, tt.ratios[i], r.ratio, 1e-9, r.shape)
			}
			if tt.problem != "" {
				assert.Contains(t, got[0].problem, tt.problem)
			}
		})
	}
}

func TestRun(t *testing.T) {
	pass := "BenchmarkParseGrowth/mixed/small-2 1 10 ns/op 200 ns/B\nBenchmarkParseGrowth/mixed/large-2 1 10 ns/op 300 ns/B\n"
	fail := "BenchmarkParseGrowth/features/small-2 1 10 ns/op 1446 ns/B\nBenchmarkParseGrowth/features/large-2 1 10 ns/op 36543 ns/B\n"
	tests := []struct {
		name    string
		args    []string
		in      string
		wantErr bool
		out     []string
	}{
		{"passes", []string{"-q"}, pass, false, []string{"mixed", "1.50", "1 shapes, all within 5"}},
		{"echoes its input", nil, pass, false, []string{"BenchmarkParseGrowth/mixed/small-2"}},
		{"fails on growth", []string{"-q"}, fail, true, []string{"FAIL features: 36543.0 ns/B", "1446.0 ns/B"}},
		{"a larger factor passes it", []string{"-q", "-factor", "30"}, fail, false, []string{"within 30"}},
		{"no figure fails", []string{"-q"}, "PASS\n", true, []string{"no BenchmarkParseGrowth figure"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var out bytes.Buffer
			err := run(tt.args, strings.NewReader(tt.in), &out)
			if tt.wantErr {
				require.ErrorIs(t, err, errGrowth)
			} else {
				require.NoError(t, err)
			}
			for _, s := range tt.out {
				assert.Contains(t, out.String(), s)
			}
		})
	}
}
