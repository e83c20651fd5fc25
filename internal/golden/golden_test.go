package golden

import (
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// recorder is a testing.TB that records failures instead of failing the
// real test. Fatalf ends the calling goroutine, as the real one does.
type recorder struct {
	testing.TB
	errors []string
	fatal  []string
}

func (r *recorder) Helper() {}

func (r *recorder) Errorf(format string, args ...any) {
	r.errors = append(r.errors, fmt.Sprintf(format, args...))
}

func (r *recorder) Fatalf(format string, args ...any) {
	r.fatal = append(r.fatal, fmt.Sprintf(format, args...))
	runtime.Goexit()
}

// run calls check in its own goroutine, so a Fatalf ends only that one.
func run(t *testing.T, path string, got []byte, write bool) *recorder {
	t.Helper()
	r := &recorder{TB: t}
	done := make(chan struct{})
	go func() {
		defer close(done)
		check(r, path, got, write)
	}()
	<-done
	return r
}

func TestAssert(t *testing.T) {
	Assert(t, filepath.Join("testdata", "greeting.golden"), []byte("hello, golden\nsecond line\n"))
}

func TestCheck(t *testing.T) {
	dir := t.TempDir()
	existing := filepath.Join(dir, "out.txt")
	require.NoError(t, os.WriteFile(existing, []byte("a\nb\nc\n"), 0o644))

	tests := []struct {
		name      string
		path      string
		got       string
		errorHas  []string
		fatalHas  []string
		unchanged bool
	}{
		{name: "equal", path: existing, got: "a\nb\nc\n"},
		{
			name:     "differs",
			path:     existing,
			got:      "a\nB\nc\n",
			errorHas: []string{"golden: " + existing + " differs", "from line 2 on", "go test -update", "-b", "+B"},
		},
		{
			name:     "longer",
			path:     existing,
			got:      "a\nb\nc\nd\n",
			errorHas: []string{"from line 4 on"},
		},
		{
			name:     "missing",
			path:     filepath.Join(dir, "none.txt"),
			got:      "x",
			fatalHas: []string{"golden: ", "none.txt", "go test -update to create it"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := run(t, tt.path, []byte(tt.got), false)
			require.Len(t, r.errors, min(len(tt.errorHas), 1), "errors: %q", r.errors)
			require.Len(t, r.fatal, min(len(tt.fatalHas), 1), "fatal: %q", r.fatal)
			for _, s := range tt.errorHas {
				assert.Contains(t, r.errors[0], s)
			}
			for _, s := range tt.fatalHas {
				assert.Contains(t, r.fatal[0], s)
			}
		})
	}
	b, err := os.ReadFile(existing)
	require.NoError(t, err)
	assert.Equal(t, "a\nb\nc\n", string(b), "comparing never writes")
}

func TestCheckWrite(t *testing.T) {
	dir := t.TempDir()

	t.Run("creates directories", func(t *testing.T) {
		path := filepath.Join(dir, "testdata", "deep", "out.golden")
		r := run(t, path, []byte("new\n"), true)
		require.Empty(t, r.errors)
		require.Empty(t, r.fatal)
		b, err := os.ReadFile(path)
		require.NoError(t, err)
		assert.Equal(t, "new\n", string(b))

		r = run(t, path, []byte("new\n"), false)
		assert.Empty(t, r.errors, "what was written compares equal")
	})

	t.Run("overwrites without comparing", func(t *testing.T) {
		path := filepath.Join(dir, "old.golden")
		require.NoError(t, os.WriteFile(path, []byte("old\n"), 0o644))
		r := run(t, path, []byte("new\n"), true)
		require.Empty(t, r.errors)
		require.Empty(t, r.fatal)
		b, err := os.ReadFile(path)
		require.NoError(t, err)
		assert.Equal(t, "new\n", string(b))
	})

	t.Run("parent is a file", func(t *testing.T) {
		file := filepath.Join(dir, "file")
		require.NoError(t, os.WriteFile(file, nil, 0o644))
		r := run(t, filepath.Join(file, "out.golden"), []byte("x"), true)
		require.Len(t, r.fatal, 1)
		assert.Contains(t, r.fatal[0], "golden: ")
	})
}

func TestFirstDiff(t *testing.T) {
	tests := []struct {
		want, got string
		line      int
		w, g      string
		differ    bool
	}{
		{"a\nb\n", "a\nb\n", 0, "", "", false},
		{"", "", 0, "", "", false},
		{"a\nb\n", "a\nc\n", 2, "b", "c", true},
		{"a\n", "a\nb\n", 2, "", "b", true},
		{"a\nb\n", "a\nb", 3, "", "<end of file>", true},
		{"x", "", 1, "x", "", true},
	}
	for _, tt := range tests {
		t.Run(fmt.Sprintf("%q/%q", tt.want, tt.got), func(t *testing.T) {
			line, w, g, differ := firstDiff(tt.want, tt.got)
			assert.Equal(t, tt.differ, differ)
			assert.Equal(t, tt.line, line)
			assert.Equal(t, tt.w, w)
			assert.Equal(t, tt.g, g)
		})
	}
}
