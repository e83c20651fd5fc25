package spec

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"unicode/utf8"

	"github.com/clarigraph/clarigraph/fcs"
	"gopkg.in/yaml.v3"
)

// ReadFile reads and parses the specification at path. It reads at most
// MaxSize+1 bytes, so a huge file is refused without being loaded.
func ReadFile(path string) (*fcs.Specification, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, &Error{File: path, Reason: "cannot read: " + unwrapPathError(err).Error(), Err: err}
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, MaxSize+1))
	if err != nil {
		return nil, &Error{File: path, Reason: "cannot read: " + unwrapPathError(err).Error(), Err: err}
	}
	return Parse(path, data)
}

func unwrapPathError(err error) error {
	var pe *os.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}

// Parse parses a specification. name is used for messages, to choose the
// format by its extension and as the title when the document has none; it
// may be empty. See the package documentation for the formats.
func Parse(name string, data []byte) (*fcs.Specification, error) {
	if err := check(data); err != nil {
		err.File = name
		return nil, err
	}
	content := string(data)
	var (
		s   *fcs.Specification
		err *Error
	)
	switch format := detect(name, content); format {
	case fcs.FormatYAML, fcs.FormatJSON:
		s, err = parseStructured(format, content)
	default:
		s, err = parseText(format, content)
	}
	if err != nil {
		err.File = name
		return nil, err
	}
	if len(s.Requirements) == 0 {
		return nil, &Error{File: name, Reason: "no requirements found", Err: ErrNoRequirements}
	}
	seen := make(map[string]bool, len(s.Requirements))
	for _, r := range s.Requirements {
		if seen[r.ID] {
			return nil, &Error{File: name, Reason: "requirement " + r.ID + " is defined more than once", Err: ErrDuplicateID}
		}
		seen[r.ID] = true
	}
	if s.Title == "" && name != "" {
		base := filepath.Base(name)
		s.Title = strings.TrimSuffix(base, filepath.Ext(base))
	}
	return s, nil
}

// check refuses input that is too large, empty, UTF-16, binary or not
// UTF-8, in that order.
func check(data []byte) *Error {
	if len(data) > MaxSize {
		return &Error{Reason: fmt.Sprintf("larger than %d bytes (5 MiB)", MaxSize), Err: ErrTooLarge}
	}
	if len(bytes.TrimSpace(data)) == 0 {
		return &Error{Reason: "empty specification", Err: ErrEmpty}
	}
	if bytes.HasPrefix(data, []byte{0xff, 0xfe}) || bytes.HasPrefix(data, []byte{0xfe, 0xff}) {
		return &Error{Reason: "UTF-16 text (byte order mark at byte 0); save it as UTF-8", Err: ErrNotUTF8}
	}
	if i := bytes.IndexByte(data, 0); i >= 0 {
		return &Error{Reason: fmt.Sprintf("binary content (NUL byte at byte %d)", i), Err: ErrBinary}
	}
	controls := 0
	for _, c := range data {
		if c < 0x20 && c != '\t' && c != '\n' && c != '\r' && c != '\f' || c == 0x7f {
			controls++
		}
	}
	if controls*100 > len(data) {
		return &Error{Reason: fmt.Sprintf("binary content (%d control bytes in %d)", controls, len(data)), Err: ErrBinary}
	}
	if !utf8.Valid(data) {
		i := 0
		for i < len(data) {
			r, size := utf8.DecodeRune(data[i:])
			if r == utf8.RuneError && size <= 1 {
				break
			}
			i += size
		}
		return &Error{Reason: fmt.Sprintf("not valid UTF-8 at byte %d", i), Err: ErrNotUTF8}
	}
	return nil
}

// detect chooses the format by extension and, for an unknown or missing
// extension, by content.
func detect(name, content string) fcs.Format {
	switch strings.ToLower(filepath.Ext(name)) {
	case ".md", ".markdown", ".mdown", ".mkd":
		return fcs.FormatMarkdown
	case ".txt", ".text":
		return fcs.FormatText
	case ".yaml", ".yml":
		return fcs.FormatYAML
	case ".json":
		return fcs.FormatJSON
	}
	return sniff(content)
}

// sniff guesses the format of content: a JSON object, a YAML mapping with a
// requirements key, Markdown (ATX headings, fenced code, bold or links), or
// else plain text.
func sniff(content string) fcs.Format {
	trimmed := strings.TrimLeft(strings.TrimPrefix(content, bom), " \t\r\n")
	if strings.HasPrefix(trimmed, "{") && json.Valid([]byte(trimmed)) {
		return fcs.FormatJSON
	}
	if looksLikeYAML(trimmed) {
		return fcs.FormatYAML
	}
	for _, l := range strings.Split(trimmed, "\n") {
		t := strings.TrimLeft(l, " ")
		if headingRe.MatchString(l) || strings.HasPrefix(t, "```") || strings.HasPrefix(t, "~~~") ||
			strings.Contains(l, "**") || strings.Contains(l, "](") {
			return fcs.FormatMarkdown
		}
	}
	return fcs.FormatText
}

// looksLikeYAML reports whether content parses as a YAML mapping with a
// requirements key.
func looksLikeYAML(content string) bool {
	if !strings.Contains(content, "requirements:") {
		return false
	}
	var probe map[string]any
	if err := yaml.Unmarshal([]byte(content), &probe); err != nil {
		return false
	}
	_, ok := probe["requirements"]
	return ok
}
