package main

import (
	"bytes"
	"context"
	"errors"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/spec"
)

func TestGenerateSpec(t *testing.T) {
	for _, n := range []int{1, 50, 1000} {
		data := generateSpec(n)
		assert.Equal(t, data, generateSpec(n), "the same n gives the same bytes")
		s, err := spec.Parse("g.md", data)
		require.NoError(t, err)
		assert.Len(t, s.Requirements, n+1, "n requirements and the constraint of the Constraints section")
	}
}

func TestLoadErrors(t *testing.T) {
	tests := []struct {
		source string
		want   error
	}{
		{"gen:0", ErrBadSource},
		{"gen:x", ErrBadSource},
		{"gen:-3", ErrBadSource},
		{filepath.Join(t.TempDir(), "missing.md"), fs.ErrNotExist},
	}
	for _, tt := range tests {
		_, _, err := load(tt.source)
		require.ErrorIs(t, err, tt.want, tt.source)
	}
}

func TestMeasure(t *testing.T) {
	ctx := context.Background()
	tests := []struct {
		source       string
		requirements int
		questions    bool
	}{
		// The reader reads the constraints as requirements too.
		{"../../../examples/specs/clear.md", 15, false},
		{"../../../examples/specs/vague.md", 21, true},
		{"gen:40", 41, true},
	}
	for _, tt := range tests {
		t.Run(tt.source, func(t *testing.T) {
			m, err := measure(ctx, tt.source, 3)
			require.NoError(t, err)
			assert.Equal(t, tt.requirements, m.Requirements)
			assert.Equal(t, tt.questions, m.Questions > 0)
			assert.Len(t, m.Hash, 64)
			assert.Positive(t, m.FirstNS)
			assert.Positive(t, m.MedianNS)
			assert.Positive(t, m.AllocBytes)
			assert.GreaterOrEqual(t, m.PeakRSSKiB, m.RSSBeforeKiB)
			assert.Positive(t, m.RSSBeforeKiB)
		})
	}
}

// TestMeasureInChildProcess builds the command and measures through the
// -one protocol, as the report does.
func TestMeasureInChildProcess(t *testing.T) {
	exe := filepath.Join(t.TempDir(), "clarify")
	build := exec.Command("go", "build", "-o", exe, ".")
	build.Stderr = os.Stderr
	require.NoError(t, build.Run())
	ctx := context.Background()
	m, err := measureIn(ctx, exe, "gen:25", 1)
	require.NoError(t, err)
	assert.Equal(t, "generated-25.md", m.Source)
	assert.Equal(t, 26, m.Requirements)
	assert.Equal(t, 1, m.Runs)
	assert.Positive(t, m.PeakRSSKiB)

	_, err = measureIn(ctx, exe, "gen:0", 1)
	require.Error(t, err, "the child's failure is the parent's error")
}

func TestSourcesOf(t *testing.T) {
	got, err := sourcesOf("../../../examples/specs", 1000)
	require.NoError(t, err)
	require.GreaterOrEqual(t, len(got), 2)
	assert.True(t, filepath.IsAbs(got[0]) || filepath.Ext(got[0]) == ".md")
	assert.IsNonDecreasing(t, got[:len(got)-1])
	assert.Equal(t, "gen:1000", got[len(got)-1])

	_, err = sourcesOf(t.TempDir(), 0)
	require.ErrorIs(t, err, ErrBadSource)
}

func TestReport(t *testing.T) {
	spawn := func(src string) (*Measurement, error) {
		if src == "bad" {
			return nil, errors.New("boom")
		}
		return &Measurement{Source: src, Requirements: 3, Ambiguities: 2, Questions: 1, FirstNS: 2_500_000,
			MedianNS: 1_250_000, AllocBytes: 3 << 20, HeapPeakMiB: 1.5, PeakRSSKiB: 10 * 1024, RSSBeforeKiB: 5 * 1024}, nil
	}
	var out bytes.Buffer
	require.NoError(t, report(&out, []string{"a.md"}, spawn))
	assert.Contains(t, out.String(), "| a.md | 3 | 2 | 1 | 2.50 ms | 1.25 ms | 3.0 MiB | 1.5 MiB | 10.0 MiB (5.0 MiB) |")
	require.Error(t, report(&out, []string{"a.md", "bad"}, spawn))
}
