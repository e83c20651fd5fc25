package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/clarigraph/clarigraph/fcs"
	"github.com/clarigraph/clarigraph/internal/jsonstream"
	"github.com/clarigraph/clarigraph/spec"
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

// writeAtomic writes what write writes (through a buffer) to path,
// through a temporary file in the same directory, synced and renamed over
// path, then syncs the directory: path holds either its old content or all
// of what write wrote, never part of it; when write fails, path is left as
// it was.
func writeAtomic(path string, write func(io.Writer) error) (err error) {
	dir, base := filepath.Split(path)
	if dir == "" {
		dir = "."
	}
	f, err := os.CreateTemp(dir, "."+base+".tmp-*")
	if err != nil {
		return err
	}
	tmp := f.Name()
	renamed := false
	defer func() {
		if !renamed { // an error, or a panic in write
			f.Close()
			os.Remove(tmp)
		}
	}()
	bw := bufio.NewWriterSize(f, 64<<10)
	if err = write(bw); err != nil {
		return err
	}
	if err = bw.Flush(); err != nil {
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
	renamed = true
	if d, derr := os.Open(dir); derr == nil {
		d.Sync() // best effort: the rename is durable once the directory is
		d.Close()
	}
	return nil
}

// writeFCS writes an FCS as JSON (its canonical file form, what
// fcs.FCS.MarshalIndent returns) or Markdown, piece by piece: an FCS of a
// specification at the size limit is some hundred megabytes of either,
// never whole in memory.
func writeFCS(w io.Writer, f *fcs.FCS, format string) error {
	if format == "markdown" {
		return f.WriteMarkdown(w)
	}
	enc := jsonstream.NewEncoder(w)
	enc.SetEscapeHTML(false)
	enc.SetIndent("  ")
	if err := enc.Encode(f); err != nil {
		return err
	}
	_, err := io.WriteString(w, "\n")
	return err
}

// outFormat is the format of an FCS written to --out when --format does not
// say: Markdown for a file named as the reader names Markdown (.md,
// .markdown, .mdown, .mkd: spec.InputFormats), what its name promises;
// JSON, the form clarify verify checks, for any other name.
func outFormat(path string) string {
	ext := strings.ToLower(filepath.Ext(path))
	for _, f := range spec.InputFormats() {
		if f.Name == "markdown" && slices.Contains(f.Extensions, ext) {
			return "markdown"
		}
	}
	return "json"
}

// emitFCS writes the FCS: to --out, atomically, with the hash as the last
// line of stdout, in the format asked or else the one the file's name
// gives (outFormat); or to stdout — on a terminal, without --format, as
// Markdown followed by its hash (people read it), otherwise in the format
// asked, JSON by default.
func (a *app) emitFCS(f *fcs.FCS, format, out string) error {
	if out != "" && format == "" {
		format = outFormat(out)
	}
	if out == "" && format == "" && a.stdoutTTY {
		lw := &lastByte{w: a.stdout}
		if err := writeFCS(lw, f, "markdown"); err != nil {
			return err
		}
		end := "\n"
		if lw.last != '\n' {
			end = "\n\n"
		}
		if _, err := fmt.Fprintf(a.stdout, "%s%s\n", end, f.Hash); err != nil {
			return err
		}
		a.warnf("the FCS as Markdown, its hash last; --format json prints its JSON, --out FILE writes it to a file")
		return nil
	}
	if out == "" {
		bw := bufio.NewWriterSize(a.stdout, 64<<10)
		err := writeFCS(bw, f, format)
		if err == nil {
			err = bw.Flush()
		}
		if err != nil {
			return failf(exitError, err, "write FCS: %v", err)
		}
		return nil
	}
	if err := writeAtomic(out, func(w io.Writer) error { return writeFCS(w, f, format) }); err != nil {
		return failf(exitError, err, "--out %s: %v", out, pathReason(err))
	}
	a.warnf("wrote %s", out)
	_, err := fmt.Fprintln(a.stdout, f.Hash)
	return err
}

// lastByte passes writes through, noting the last byte written.
type lastByte struct {
	w    io.Writer
	last byte
}

func (l *lastByte) Write(p []byte) (int, error) {
	n, err := l.w.Write(p)
	if n > 0 {
		l.last = p[n-1]
	}
	return n, err
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
	// How to answer from where the list is read (not the terminal's keys).
	fmt.Fprintf(&b, "\nAnswer with clarify resume %s --answers FILE: a JSON object mapping each question ID to an option's number or label, or {\"custom\": \"text\"}.\n", runID)
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
