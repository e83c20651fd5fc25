package spec

import "slices"

// InputFormat is a format Parse reads: the name a caller chooses it by
// (the format of clarify serve's POST /api/runs), a title for people, and
// the file extensions that select its reader (see # Formats in the package
// documentation).
type InputFormat struct {
	// Name: markdown, text, rst, asciidoc, gherkin, yaml or json.
	Name string
	// Title: Markdown, plain text, reStructuredText, AsciiDoc, Gherkin,
	// YAML or JSON.
	Title string
	// Extensions select the reader, with their dot; the first is the one
	// a file of the format is named with (Parse's name).
	Extensions []string
}

// inputFormats is the table of InputFormats; detect and dialectOf choose
// the readers by the same extensions (TestInputFormatsAreWhatParseReads
// holds them together).
var inputFormats = []InputFormat{
	{Name: "markdown", Title: "Markdown", Extensions: []string{".md", ".markdown", ".mdown", ".mkd"}},
	{Name: "text", Title: "plain text", Extensions: []string{".txt", ".text"}},
	{Name: "rst", Title: "reStructuredText", Extensions: []string{".rst", ".rest"}},
	{Name: "asciidoc", Title: "AsciiDoc", Extensions: []string{".adoc", ".asciidoc", ".asc"}},
	{Name: "gherkin", Title: "Gherkin", Extensions: []string{".feature"}},
	{Name: "yaml", Title: "YAML", Extensions: []string{".yaml", ".yml"}},
	{Name: "json", Title: "JSON", Extensions: []string{".json"}},
}

// InputFormats returns the formats Parse reads, in the order of the
// package documentation: a copy, that the caller may change.
func InputFormats() []InputFormat {
	out := make([]InputFormat, len(inputFormats))
	for i, f := range inputFormats {
		f.Extensions = slices.Clone(f.Extensions)
		out[i] = f
	}
	return out
}
