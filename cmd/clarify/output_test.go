package main

import (
	"bytes"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/fcs"
)

func TestWriteAtomic(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "out.json")
	require.NoError(t, writeAtomic(path, text("first")))
	require.NoError(t, writeAtomic(path, text("second, longer")))
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.Equal(t, "second, longer", string(data))
	fi, err := os.Stat(path)
	require.NoError(t, err)
	assert.Equal(t, os.FileMode(0o644), fi.Mode().Perm())
	entries, err := os.ReadDir(dir)
	require.NoError(t, err)
	assert.Len(t, entries, 1, "no temporary file left")

	// A path whose directory is missing: an error, nothing written.
	err = writeAtomic(filepath.Join(dir, "missing", "out.json"), text("x"))
	require.Error(t, err)
	// A path that is a directory: the rename fails and the temporary file
	// is removed.
	sub := filepath.Join(dir, "sub")
	require.NoError(t, os.Mkdir(sub, 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(sub, "keep"), nil, 0o644))
	require.Error(t, writeAtomic(sub, text("x")))
	entries, err = os.ReadDir(dir)
	require.NoError(t, err)
	assert.Len(t, entries, 2)
}

// text writes s.
func text(s string) func(io.Writer) error {
	return func(w io.Writer) error { _, err := io.WriteString(w, s); return err }
}

func TestWriteAtomicFailedWrite(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "out.json")
	require.NoError(t, writeAtomic(path, text("kept")))
	boom := errors.New("boom")
	err := writeAtomic(path, func(w io.Writer) error {
		if _, err := io.WriteString(w, strings.Repeat("x", 200<<10)); err != nil {
			return err
		}
		return boom
	})
	require.ErrorIs(t, err, boom)
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.Equal(t, "kept", string(data), "a failed write leaves the old file")
	entries, err := os.ReadDir(dir)
	require.NoError(t, err)
	assert.Len(t, entries, 1, "no temporary file left")
}

// TestWriteAtomicPanic: a panic in the writer leaves no temporary file
// and the old file as it was.
func TestWriteAtomicPanic(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "out.json")
	require.NoError(t, writeAtomic(path, text("kept")))
	require.Panics(t, func() {
		_ = writeAtomic(path, func(w io.Writer) error {
			_, _ = io.WriteString(w, "part")
			panic("writer")
		})
	})
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.Equal(t, "kept", string(data))
	entries, err := os.ReadDir(dir)
	require.NoError(t, err)
	assert.Len(t, entries, 1, "no temporary file left")
}

// TestWriteFCS: what writeFCS streams is what MarshalIndent and Markdown
// return, byte for byte.
func TestWriteFCS(t *testing.T) {
	e := newEnv(t)
	spec := e.write("spec.md", []byte("# Shop <b> & co\n\n"+
		"- FR-1: The system shall export each order as a CSV file within 5 minutes & notify the <admin>.\n"+
		"- FR-2: The system should be fast.\n"))
	r := e.run("", "run", "--auto", "--store", "memory:", "--format", "json", spec)
	requireOK(t, r)
	f, err := fcs.Decode([]byte(r.stdout))
	require.NoError(t, err)
	js, err := f.MarshalIndent()
	require.NoError(t, err)
	require.Equal(t, string(js), r.stdout, "the command prints MarshalIndent's bytes")
	require.Contains(t, r.stdout, "<admin>", "HTML is not escaped")
	require.NoError(t, err)
	for _, tc := range []struct {
		format string
		want   []byte
	}{
		{"json", js},
		{"", js},
		{"markdown", f.Markdown()},
	} {
		t.Run(tc.format, func(t *testing.T) {
			var b bytes.Buffer
			require.NoError(t, writeFCS(&b, f, tc.format))
			assert.Equal(t, string(tc.want), b.String())
		})
	}
}

func TestWriteAtomicRelative(t *testing.T) {
	t.Chdir(t.TempDir())
	require.NoError(t, writeAtomic("rel.json", text("x")))
	data, err := os.ReadFile("rel.json")
	require.NoError(t, err)
	assert.Equal(t, "x", string(data))
}

func TestCheckOut(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "file")
	require.NoError(t, os.WriteFile(file, nil, 0o644))
	assert.NoError(t, checkOut(""))
	assert.NoError(t, checkOut(filepath.Join(dir, "new.json")))
	assert.NoError(t, checkOut(file), "an existing file is replaced")
	assert.EqualError(t, checkOut(dir), "--out "+dir+": is a directory")
	assert.EqualError(t, checkOut(filepath.Join(file, "x.json")), "--out "+filepath.Join(file, "x.json")+": "+file+" is not a directory")
	err := checkOut(filepath.Join(dir, "no", "x.json"))
	require.Error(t, err)
	assert.Contains(t, err.Error(), "no such file or directory")
}

func TestOutFormat(t *testing.T) {
	for _, tt := range []struct{ path, want string }{
		{"fcs.md", "markdown"},
		{"dir/FCS.Markdown", "markdown"},
		{"fcs.mdown", "markdown"},
		{"fcs.mkd", "markdown"},
		{"fcs.json", "json"},
		{"fcs.fcs", "json"},
		{"fcs", "json"},
		{"notes.md.json", "json"},
		{"dir.md/fcs", "json"},
	} {
		assert.Equal(t, tt.want, outFormat(tt.path), tt.path)
	}
}

func TestMarkdownFCS(t *testing.T) {
	for _, tt := range []struct {
		data string
		want bool
	}{
		{"# Snapshot — Photo Sharing App — Final Clarified Specification\n\n- ID: x\n", true},
		{"\ufeff# Notes — Final Clarified Specification\r\n", true},
		{"# Final Clarified Specification", true},
		{"{\"schema_version\": \"1.0\"}", false},
		{"# Notes\n\nFinal Clarified Specification\n", false},
		{"", false},
	} {
		assert.Equal(t, tt.want, markdownFCS([]byte(tt.data)), tt.data)
	}
}

func TestPrintWaiting(t *testing.T) {
	var out bytes.Buffer
	a := &app{stdout: &out}
	require.NoError(t, a.printWaiting("r1", nil, "json"))
	assert.JSONEq(t, `{"run_id":"r1","status":"interrupted","questions":[]}`, out.String())

	out.Reset()
	q := question("Q-1", fcs.Single, fcs.Low, "B")
	require.NoError(t, a.printWaiting("r1", []fcs.Question{q}, "markdown"))
	assert.True(t, strings.HasPrefix(out.String(), "run r1 is waiting for answers to 1 question\n"))
	assert.NotContains(t, out.String(), "\x1b[", "no terminal styling on stdout")
}

func FuzzParseArgs(f *testing.F) {
	f.Add("run\x00--auto\x00spec.md\x00--out\x00x")
	f.Add("--\x00-\x00--rounds=2")
	f.Fuzz(func(t *testing.T, joined string) {
		args := strings.Split(joined, "\x00")
		fs := newFlagSet("fuzz")
		fs.Bool("auto", false, "")
		fs.String("out", "", "")
		fs.Int("rounds", 1, "")
		pos, err := parseArgs(fs, args)
		if err != nil {
			return
		}
		require.LessOrEqual(t, len(pos), len(args))
		for _, p := range pos {
			require.Contains(t, args, p, "positionals come from the arguments")
		}
	})
}
