// Command growthcheck reads the output of spec's BenchmarkParseGrowth
// (go test -bench) and fails when reading grows faster than the input:
// per shape it takes the median time per byte ("ns/B") at each of the two
// sizes, 16 times apart, and fails, naming the shape and both figures,
// when the large size's figure exceeds the small's by more than a factor
// (-factor, default 5).
//
//	go test -run '^$' -bench BenchmarkParseGrowth -benchtime 1x -count 3 ./spec -growth.large 1048576 \
//	  | go run ./internal/growthcheck
//
// Time is compared as a ratio of two figures measured in one run,
// medians of several runs (the house rule: speed is proved by
// benchmarks, never by timed assertions). Linear reading gives a ratio
// of about 1, quadratic reading about 16 at sizes 16 times apart. On a
// shared 2-core machine under a load of 10, linear shapes measured up
// to 3 (a larger heap costs more per byte to collect, and the medians
// of three one-shot runs still carry the neighbours' noise); 5 leaves
// that noise a margin of 1.7 and still fails a quadratic walk whose
// extra work at the large size is 6 times the linear work or more
// (BENCHMARKS.md, "Growth check (2026-11-29, seventeenth session)").
//
// It prints what it read on standard input as it reads it, then a table
// of the shapes, and exits 1 when a shape grew too fast, when a shape
// lacks one of the sizes, or when the input held no figure at all.
package main

import (
	"bufio"
	"errors"
	"flag"
	"fmt"
	"io"
	"maps"
	"os"
	"regexp"
	"slices"
	"strconv"
	"strings"
)

// defaultFactor is the largest ratio of the large size's time per byte
// to the small's that passes (see the package doc for why 5).
const defaultFactor = 5.0

// figures are the ns/B figures of one shape, per size ("small", "large").
type figures map[string][]float64

// sizeSuffix is the GOMAXPROCS suffix go test adds to a benchmark's name.
var sizeSuffix = regexp.MustCompile(`-\d+$`)

// parse reads go test -bench output and returns, per shape, the ns/B
// figures of BenchmarkParseGrowth at each size. Lines of other
// benchmarks, and other lines, are skipped; each line read is copied to
// echo when it is not nil.
func parse(r io.Reader, echo io.Writer) (map[string]figures, error) {
	out := map[string]figures{}
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64<<10), 1<<20)
	for sc.Scan() {
		line := sc.Text()
		if echo != nil {
			fmt.Fprintln(echo, line)
		}
		f := strings.Fields(line)
		if len(f) < 4 || !strings.HasPrefix(f[0], "BenchmarkParseGrowth/") {
			continue
		}
		parts := strings.Split(sizeSuffix.ReplaceAllString(f[0], ""), "/")
		if len(parts) != 3 {
			continue
		}
		shape, size := parts[1], parts[2]
		for i := 2; i+1 < len(f); i += 2 {
			if f[i+1] != "ns/B" {
				continue
			}
			v, err := strconv.ParseFloat(f[i], 64)
			if err != nil {
				return nil, fmt.Errorf("growthcheck: %s: ns/B %q: %w", f[0], f[i], err)
			}
			if out[shape] == nil {
				out[shape] = figures{}
			}
			out[shape][size] = append(out[shape][size], v)
		}
	}
	return out, sc.Err()
}

// median returns the median of xs (the mean of the middle two for an
// even count); xs is not changed.
func median(xs []float64) float64 {
	s := slices.Clone(xs)
	slices.Sort(s)
	n := len(s)
	if n%2 == 1 {
		return s[n/2]
	}
	return (s[n/2-1] + s[n/2]) / 2
}

// result is one shape's verdict.
type result struct {
	shape        string
	small, large float64 // median ns/B
	ratio        float64
	ok           bool
	problem      string // why it failed
}

// verdict returns a result per shape, in the order of their names.
func verdict(data map[string]figures, factor float64) []result {
	var out []result
	for _, shape := range slices.Sorted(maps.Keys(data)) {
		f := data[shape]
		r := result{shape: shape}
		if len(f["small"]) == 0 || len(f["large"]) == 0 {
			r.problem = "both sizes, small and large, are needed"
			out = append(out, r)
			continue
		}
		r.small, r.large = median(f["small"]), median(f["large"])
		r.ratio = r.large / r.small
		r.ok = r.ratio <= factor
		if !r.ok {
			r.problem = fmt.Sprintf("%.1f ns/B at the large size is %.1f times the %.1f ns/B at the small size, more than %g: reading grows faster than the input",
				r.large, r.ratio, r.small, factor)
		}
		out = append(out, r)
	}
	return out
}

// errGrowth is returned when a shape fails or nothing was measured.
var errGrowth = errors.New("growthcheck: reading grows faster than the input")

// report writes the table and returns errGrowth when a shape failed or
// there was no figure.
func report(w io.Writer, results []result, factor float64) error {
	if len(results) == 0 {
		fmt.Fprintln(w, "growthcheck: no BenchmarkParseGrowth figure (ns/B) in the input")
		return errGrowth
	}
	fmt.Fprintf(w, "\ngrowth check: median ns/B per shape, large (16×) over small, at most %g\n", factor)
	fmt.Fprintf(w, "%-32s %10s %10s %7s\n", "shape", "small", "large", "ratio")
	failed := 0
	for _, r := range results {
		mark := ""
		if !r.ok {
			mark = "  FAIL"
			failed++
		}
		fmt.Fprintf(w, "%-32s %10.1f %10.1f %7.2f%s\n", r.shape, r.small, r.large, r.ratio, mark)
	}
	for _, r := range results {
		if !r.ok {
			fmt.Fprintf(w, "FAIL %s: %s\n", r.shape, r.problem)
		}
	}
	if failed > 0 {
		return fmt.Errorf("%w: %d of %d shapes", errGrowth, failed, len(results))
	}
	fmt.Fprintf(w, "growth check: %d shapes, all within %g\n", len(results), factor)
	return nil
}

func run(args []string, stdin io.Reader, stdout io.Writer) error {
	fs := flag.NewFlagSet("growthcheck", flag.ContinueOnError)
	fs.SetOutput(stdout)
	factor := fs.Float64("factor", defaultFactor, "largest ratio of the large size's ns/B to the small's that passes")
	quiet := fs.Bool("q", false, "do not copy the input to the output")
	if err := fs.Parse(args); err != nil {
		return err
	}
	var echo io.Writer
	if !*quiet {
		echo = stdout
	}
	data, err := parse(stdin, echo)
	if err != nil {
		return err
	}
	return report(stdout, verdict(data, *factor), *factor)
}

func main() {
	if err := run(os.Args[1:], os.Stdin, os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}
