package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/clarigraph/clarigraph/nodes/clarification"
	"github.com/clarigraph/clarigraph/spec"
)

// ErrBadSource reports a source that is neither a file nor gen:N.
var ErrBadSource = errors.New("clarify: bad source")

// Measurement is what one process measured on one specification.
type Measurement struct {
	Source       string  `json:"source"`
	Requirements int     `json:"requirements"`
	Ambiguities  int     `json:"ambiguities"`
	Questions    int     `json:"questions"`
	Hash         string  `json:"hash"`
	Runs         int     `json:"runs"`
	FirstNS      int64   `json:"first_ns"`    // the first run, cold
	MedianNS     int64   `json:"median_ns"`   // median of the runs after the first
	AllocBytes   uint64  `json:"alloc_bytes"` // bytes allocated per run (median)
	RSSBeforeKiB int64   `json:"rss_before_kib"`
	PeakRSSKiB   int64   `json:"peak_rss_kib"`
	HeapPeakMiB  float64 `json:"heap_peak_mib"` // the largest live heap seen after a run, before GC
}

// load reads a specification: a Markdown file, or gen:N for a generated
// one of N requirements.
func load(source string) (name string, data []byte, err error) {
	if n, ok := strings.CutPrefix(source, "gen:"); ok {
		count, err := strconv.Atoi(n)
		if err != nil || count <= 0 {
			return "", nil, fmt.Errorf("%w: %q", ErrBadSource, source)
		}
		return fmt.Sprintf("generated-%d.md", count), generateSpec(count), nil
	}
	data, err = os.ReadFile(source)
	if err != nil {
		return "", nil, fmt.Errorf("clarify: %w", err)
	}
	return filepath.Base(source), data, nil
}

func maxRSS() int64 {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return -1
	}
	return ru.Maxrss // KiB on Linux
}

// measure parses the specification and runs the whole workflow on it
// (rule-based analyzer, non-interactive, recommended answers) runs+1
// times: once cold, then runs times for the median.
func measure(ctx context.Context, source string, runs int) (*Measurement, error) {
	name, data, err := load(source)
	if err != nil {
		return nil, err
	}
	runtime.GC()
	m := &Measurement{Source: name, Runs: runs, RSSBeforeKiB: maxRSS()}
	var times []int64
	var allocs []uint64
	var ms runtime.MemStats
	for i := range runs + 1 {
		runtime.ReadMemStats(&ms)
		before := ms.TotalAlloc
		start := time.Now()
		s, err := spec.Parse(name, data)
		if err != nil {
			return nil, fmt.Errorf("clarify: %s: %w", name, err)
		}
		plan, err := clarification.New(clarification.Config{})
		if err != nil {
			return nil, fmt.Errorf("clarify: %w", err)
		}
		res, err := plan.Run(ctx, clarification.Input(s, clarification.WithDefaults()))
		if err != nil {
			return nil, fmt.Errorf("clarify: %s: %w", name, err)
		}
		elapsed := time.Since(start).Nanoseconds()
		runtime.ReadMemStats(&ms)
		m.HeapPeakMiB = max(m.HeapPeakMiB, float64(ms.HeapAlloc)/(1<<20))
		if res.State.FCS == nil || !res.State.WorkflowCompleted {
			return nil, fmt.Errorf("clarify: %s: the workflow did not complete (status %s)", name, res.Status)
		}
		if i == 0 {
			m.FirstNS = elapsed
			m.Requirements = len(s.Requirements)
			m.Ambiguities = len(res.State.Ambiguities)
			m.Questions = len(res.State.Questions)
			m.Hash = res.State.FCS.Hash
			continue
		}
		if res.State.FCS.Hash != m.Hash {
			return nil, fmt.Errorf("clarify: %s: run %d gave hash %s, the first %s", name, i, res.State.FCS.Hash, m.Hash)
		}
		times = append(times, elapsed)
		allocs = append(allocs, ms.TotalAlloc-before)
	}
	slices.Sort(times)
	slices.Sort(allocs)
	if runs > 0 {
		m.MedianNS, m.AllocBytes = times[runs/2], allocs[runs/2]
	}
	m.PeakRSSKiB = maxRSS()
	return m, nil
}
