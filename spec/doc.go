// Package spec reads software specifications — Markdown, plain text, YAML
// or JSON — into an fcs.Specification: the raw content, the requirements
// with stable IDs and the sections.
//
// It lives outside package fcs because fcs uses only the standard library
// and the RFC 8785 library, while reading YAML needs gopkg.in/yaml.v3.
//
// # Formats
//
// The format comes from the file extension: .md, .markdown, .mdown and .mkd
// are Markdown; .txt and .text are plain text; .yaml and .yml are YAML;
// .json is JSON. For any other extension, or none, the content decides: a
// valid JSON object is JSON, a YAML mapping with a requirements key is
// YAML, a text with ATX headings, fenced code, bold or links is Markdown,
// anything else is plain text.
//
// # Markdown and plain text
//
// Both are read with the same line rules. Headings (ATX "#" headings, and
// setext headings underlined with "=" or "-") become Sections: title,
// level, and the body up to the next heading of the same or a higher
// level, trimmed, with its byte offset. Fenced code blocks and a YAML front
// matter block are skipped. The title is the first level-1 heading; without
// one, a first line that stands alone and does not end like a sentence;
// otherwise the file name without its extension.
//
// A requirement ID is 2–5 capital letters, a dash and digits, optionally
// with dotted parts: FR-003, NFR-2, UPL-7, FR-1.2. A line carries an ID when
// its content (after a list marker, if any) starts with one of
//
//	FR-1: text      FR-1. text      FR-1) text      FR-1 - text (or – or —)
//	**FR-1** text   **FR-1:** text  __FR-1__ text
//	[FR-1] text     (FR-1) text     `FR-1` text
//	FR-1 Text       (a capital letter after the space)
//
// so that "SHA-256 hashes…" or "UTF-8x" are not taken for IDs. The last
// form counts only when the document has a second ID with the same letters,
// so that a lone "ISO-9001 Certified…" item is not taken for one. When any line
// carries an ID, the requirements are exactly the lines with IDs: list
// items with their continuation lines and nested items (up to a nested item
// with its own ID), paragraph lines with the lines and list that follow
// them up to a blank line, headings with an ID (the text is the body under
// the heading, or the rest of the title when the body is empty or holds
// IDs), and table rows whose first cell is an ID (the text is the next
// non-empty cell). List items without an ID are then not requirements.
//
// When no line carries an ID, every top-level list item (with its
// continuation lines and nested items) is a requirement, and when there
// are no list items, every paragraph is. Such requirements get generated
// IDs "R-001", "R-002", … in document order (three digits at least), so
// the same document always gets the same IDs. An ID defined twice is an
// error (ErrDuplicateID).
//
// Requirement.Text is the requirement's text, trimmed, exactly as it
// appears in the content (continuation lines keep their line breaks and
// indentation), and Requirement.Offset is its byte offset:
// Content[Offset:Offset+len(Text)] == Text. Section bodies follow the same
// rule. Requirement.Section is the title of the heading the requirement is
// under.
//
// # YAML and JSON
//
// Structured specifications have this shape (JSON alike):
//
//	title: Upload service
//	requirements:
//	  - id: FR-1                    # optional; default "R-" and the position, R-002…
//	    text: Users shall upload files of up to 10 MB.
//	    section: Functional         # optional
//	  - The system shall scan uploads.   # a plain string is a requirement too
//	sections:                       # optional
//	  - title: Overview
//	    body: A small service.
//	    level: 2                    # optional, 1–6, default 2
//	architecture: A Go service.     # optional: a string or a list of strings
//	constraints: [Runs on Linux, No cgo]
//
// Other keys are refused (so a misspelt key is not silently ignored), as
// are duplicate keys; a null value counts as an absent key. JSON is read
// with encoding/json (its escapes differ from YAML's), YAML with
// gopkg.in/yaml.v3, into the same shape. Content is the raw file. Text and bodies are trimmed;
// their Offset points into the file where the text appears verbatim — a
// plain, quoted or one-line block scalar without escapes — and is -1
// otherwise (an escaped JSON string, a YAML scalar folded over several
// lines, a list of architecture or constraint items, which becomes a
// Markdown list). Users of offsets must check for -1 with these formats.
//
// # Errors
//
// Every error is an *Error naming the file, e.g.
//
//	spec: examples/x.md: not valid UTF-8 at byte 12
//
// and wraps one of ErrTooLarge (more than MaxSize, 5 MiB; ReadFile stops
// reading there), ErrEmpty (nothing but white space), ErrBinary (a NUL byte,
// or control characters other than tab, line feed, carriage return and
// form feed in more than 1 byte in 100), ErrNotUTF8 (also for UTF-16 text,
// recognised by its byte order mark), ErrSyntax (YAML or JSON
// that does not parse or lacks the documented shape, with the line),
// ErrDuplicateID and ErrNoRequirements, or, when a file cannot be read, the
// file system's error (errors.Is(err, fs.ErrNotExist) works). The checks run
// in that order.
package spec
