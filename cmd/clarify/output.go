package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/clarigraph/clarigraph/fcs"
)

// checkOut checks, before any work, that --out names a file that can be
// written: its directory exists and it is not itself a directory.
func checkOut(path string) error {
	if path == "" {
		return nil
	}
	if fi, err := os.Stat(path); err == nil && fi.IsDir() {
		return failf(exitError, nil, "--out %s: is a directory", path)
	}
	dir := filepath.Dir(path)
	fi, err := os.Stat(dir)
	switch {
	case err != nil:
		return failf(exitError, err, "--out %s: directory %s: %v", path, dir, pathReason(err))
	case !fi.IsDir():
		return failf(exitError, nil, "--out %s: %s is not a directory", path, dir)
	}
	return nil
}

// writeAtomic writes data to path through a temporary file in the same
// directory, synced and renamed over path, then syncs the directory: path
// holds either its old content or all of data, never part of it.
func writeAtomic(path string, data []byte) (err error) {
	dir, base := filepath.Split(path)
	if dir == "" {
		dir = "."
	}
	f, err := os.CreateTemp(dir, "."+base+".tmp-*")
	if err != nil {
		return err
	}
	tmp := f.Name()
	defer func() {
		if err != nil {
			f.Close()
			os.Remove(tmp)
		}
	}()
	if _, err = f.Write(data); err != nil {
		return err
	}
	if err = f.Chmod(0o644); err != nil {
		return err
	}
	if err = f.Sync(); err != nil {
		return err
	}
	if err = f.Close(); err != nil {
		return err
	}
	if err = os.Rename(tmp, path); err != nil {
		return err
	}
	if d, derr := os.Open(dir); derr == nil {
		d.Sync() // best effort: the rename is durable once the directory is
		d.Close()
	}
	return nil
}

// renderFCS renders an FCS as JSON (its canonical file form) or Markdown.
func renderFCS(f *fcs.FCS, format string) ([]byte, error) {
	if format == "markdown" {
		return f.Markdown(), nil
	}
	return f.MarshalIndent()
}

// emitFCS writes the FCS: to --out, atomically, with the hash as the last
// line of stdout; or to stdout — on a terminal, without --format, as
// Markdown followed by its hash (people read it), otherwise in the format
// asked, JSON by default.
func (a *app) emitFCS(f *fcs.FCS, format, out string) error {
	if out == "" && format == "" && a.stdoutTTY {
		var b bytes.Buffer
		b.Write(f.Markdown())
		if !bytes.HasSuffix(b.Bytes(), []byte("\n")) {
			b.WriteByte('\n')
		}
		fmt.Fprintf(&b, "\n%s\n", f.Hash)
		if _, err := a.stdout.Write(b.Bytes()); err != nil {
			return err
		}
		a.warnf("the FCS as Markdown, its hash last; --format json prints its JSON, --out FILE writes it to a file")
		return nil
	}
	data, err := renderFCS(f, format)
	if err != nil {
		return failf(exitError, err, "render FCS: %v", err)
	}
	if out == "" {
		_, err := a.stdout.Write(data)
		return err
	}
	if err := writeAtomic(out, data); err != nil {
		return failf(exitError, err, "--out %s: %v", out, pathReason(err))
	}
	a.warnf("wrote %s", out)
	_, err = fmt.Fprintln(a.stdout, f.Hash)
	return err
}

// waiting is what a run waiting for answers prints on stdout with
// --format json: exactly one JSON object.
type waiting struct {
	RunID     string         `json:"run_id"`
	Status    string         `json:"status"`
	Questions []fcs.Question `json:"questions"`
}

// printWaiting prints the questions of a run waiting for answers.
func (a *app) printWaiting(runID string, questions []fcs.Question, format string) error {
	if questions == nil {
		questions = []fcs.Question{}
	}
	if format != "markdown" {
		return writeJSON(a.stdout, waiting{RunID: runID, Status: "interrupted", Questions: questions})
	}
	var b bytes.Buffer
	fmt.Fprintf(&b, "run %s is waiting for answers to %s\n", runID, count(len(questions), "question"))
	for i, q := range questions {
		b.WriteString(renderQuestion(q, i+1, len(questions), false))
	}
	_, err := a.stdout.Write(b.Bytes())
	return err
}

// writeJSON writes v as indented JSON without HTML escaping.
func writeJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	return enc.Encode(v)
}

// pathReason returns the reason of a file system error without the path
// (the message names the file already).
func pathReason(err error) error {
	var pe *os.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	var le *os.LinkError
	if errors.As(err, &le) {
		return le.Err
	}
	return err
}
