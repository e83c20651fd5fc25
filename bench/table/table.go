package table

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"math"
	"regexp"
	"slices"
	"strconv"
	"strings"
)

// ErrNoBenchmarks reports an input without a single benchmark result line.
var ErrNoBenchmarks = errors.New("table: no benchmark results in the input")

// LineError reports a result line that cannot be read.
type LineError struct {
	Line int    // 1-based line number in the input
	Text string // the line
	Err  error
}

func (e *LineError) Error() string {
	return fmt.Sprintf("table: line %d: %v: %q", e.Line, e.Err, e.Text)
}

func (e *LineError) Unwrap() error { return e.Err }

// ErrMalformed is wrapped by a *LineError for a result line that does not
// follow go test's format.
var ErrMalformed = errors.New("malformed benchmark line")

// Result holds every sample of one benchmark: name without the Benchmark
// prefix's GOMAXPROCS suffix ("Run/chain_1000/clarigraph"), and per unit
// ("ns/op", "B/op", "ns/node", …) the values of each run, in input order.
type Result struct {
	Name    string
	Samples map[string][]float64
}

// Median is the median of the unit's samples, NaN when there are none.
func (r *Result) Median(unit string) float64 { return median(r.Samples[unit]) }

// Count is the number of runs (samples of ns/op).
func (r *Result) Count() int { return len(r.Samples["ns/op"]) }

// Set is the parsed output of go test -bench, benchmarks in the order of
// their first appearance.
type Set struct {
	results []*Result
	byName  map[string]*Result
}

// Results returns the benchmarks in the order they first appeared.
func (s *Set) Results() []*Result { return s.results }

// Get returns the named benchmark, nil when it is absent.
func (s *Set) Get(name string) *Result { return s.byName[name] }

var procSuffix = regexp.MustCompile(`-\d+$`)

// Parse reads go test -bench output (any number of -count runs, other
// lines ignored) and gathers the samples of each benchmark.
func Parse(r io.Reader) (*Set, error) {
	s := &Set{byName: map[string]*Result{}}
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 64*1024), 1024*1024)
	line := 0
	for sc.Scan() {
		line++
		text := sc.Text()
		if !strings.HasPrefix(text, "Benchmark") {
			continue
		}
		f := strings.Fields(text)
		if len(f) < 2 {
			continue // a benchmark's name printed alone, before its result
		}
		if _, err := strconv.Atoi(f[1]); err != nil {
			continue // not a result line (a log line that starts with Benchmark)
		}
		if len(f) < 4 || len(f)%2 != 0 {
			return nil, &LineError{Line: line, Text: text, Err: ErrMalformed}
		}
		name := procSuffix.ReplaceAllString(strings.TrimPrefix(f[0], "Benchmark"), "")
		res := s.byName[name]
		if res == nil {
			res = &Result{Name: name, Samples: map[string][]float64{}}
			s.byName[name] = res
			s.results = append(s.results, res)
		}
		for i := 2; i < len(f); i += 2 {
			v, err := strconv.ParseFloat(f[i], 64)
			if err != nil {
				return nil, &LineError{Line: line, Text: text, Err: fmt.Errorf("%w: %w", ErrMalformed, err)}
			}
			res.Samples[f[i+1]] = append(res.Samples[f[i+1]], v)
		}
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("table: read: %w", err)
	}
	if len(s.results) == 0 {
		return nil, ErrNoBenchmarks
	}
	return s, nil
}

func median(v []float64) float64 {
	if len(v) == 0 {
		return math.NaN()
	}
	s := slices.Clone(v)
	slices.Sort(s)
	n := len(s)
	if n%2 == 1 {
		return s[n/2]
	}
	return (s[n/2-1] + s[n/2]) / 2
}
