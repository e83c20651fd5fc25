package spec

import (
	"errors"
	"strings"
	"testing"

	"github.com/clarigraph/clarigraph/fcs"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestSourceCodeIsRefused(t *testing.T) {
	goFile := lines(
		"package kiosk",
		"",
		"import (",
		"\t\"errors\"",
		"\t\"time\"",
		")",
		"",
		"// Receipt is what the kiosk prints. The kiosk must print one for",
		"// every paid order, with the entries for other orders left out.",
		"type Receipt struct {",
		"\tTotal int",
		"\tAt    time.Time",
		"}",
		"",
		"var errEmpty = errors.New(\"the order is empty\")",
		"",
		"// Print prints r; it shall fail on an empty order.",
		"func Print(r Receipt) error {",
		"\tif r.Total == 0 {",
		"\t\treturn errEmpty",
		"\t}",
		"\treturn nil",
		"}",
	)
	tests := []struct {
		name, file, in string
	}{
		{"a Go file", "main.go", goFile},
		{"a Go file named as a text", "spec.txt", goFile},
		{"a Go file named as Markdown", "spec.md", goFile},
		{"a C file", "gate.c", lines(
			"#include <stdio.h>",
			"",
			"/* The gate shall open when a ticket is read. */",
			"static int open_gate(int ticket) {",
			"    if (ticket <= 0) {",
			"        return -1;",
			"    }",
			"    printf(\"open %d\\n\", ticket);",
			"    return 0;",
			"}",
		)},
		{"a JavaScript file", "app.js", lines(
			"import { render } from './view.js';",
			"",
			"// The page must show the cart.",
			"export function showCart(cart) {",
			"  const items = cart.items || [];",
			"  if (items.length === 0) {",
			"    return render('empty');",
			"  }",
			"  return render('cart', items);",
			"}",
		)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Parse(tt.file, []byte(tt.in))
			require.Error(t, err)
			assert.True(t, errors.Is(err, ErrNoRequirements), "%v", err)
			var e *Error
			require.True(t, errors.As(err, &e))
			assert.Equal(t, tt.file, e.File)
			assert.Contains(t, err.Error(), "looked for numbered or identified requirements", "the message says what was looked for")
			assert.Contains(t, err.Error(), "source code")
		})
	}
}

func TestSpecsWithCodeAreRead(t *testing.T) {
	tests := []struct {
		name, file, in string
		n              int
	}{
		{"fenced code in Markdown", "a.md", lines(
			"# Kiosk", "",
			"## Requirements", "",
			"- The kiosk shall print a receipt for every paid order.",
			"- The kiosk shall refuse an empty order.", "",
			"```go",
			"func Print(r Receipt) error {",
			"\tif r.Total == 0 {",
			"\t\treturn errEmpty",
			"\t}",
			"\treturn nil",
			"}",
			"```",
		), 2},
		{"an API spec with JSON examples", "api.md", lines(
			"# Orders API", "",
			"## Endpoints", "",
			"- POST /v1/orders creates an order.",
			"- GET /v1/orders/{id} returns one order.", "",
			"The service shall answer within 200 ms.", "",
			"Request:", "",
			"```json",
			"{",
			"  \"items\": [",
			"    {\"sku\": \"A1\", \"qty\": 2}",
			"  ]",
			"}",
			"```", "",
			"Response:", "",
			"    {",
			"      \"id\": \"o-1\",",
			"      \"status\": \"open\"",
			"    }",
		), 3},
		{"an AsciiDoc listing", "a.adoc", lines(
			"= Kiosk", "",
			"== Requirements", "",
			"* The kiosk shall print a receipt for every paid order.", "",
			"[source,go]",
			"----",
			"func Print(r Receipt) error {",
			"\treturn nil",
			"}",
			"----",
		), 1},
		{"a few lines of code among statements", "a.txt", lines(
			"The kiosk shall print a receipt for every paid order.",
			"The kiosk shall refuse an empty order.",
			"The kiosk shall log each refusal as:",
			"log.Printf(\"refused %s\", id);",
			"The kiosk shall keep the log for a week.",
		), 3},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, err := Parse(tt.file, []byte(tt.in))
			require.NoError(t, err)
			assert.Len(t, s.Requirements, tt.n)
		})
	}
}

func TestProseIsNoCode(t *testing.T) {
	tests := []struct{ name, in string }{
		{"items ending with semicolons", lines(
			"## Requirements", "",
			"- The tool must not crash;",
			"- The tool must leave no tank half empty;",
			"- The blend must be precise;",
			"- The steps must be few;",
			"- The result must come fast;",
		)},
		{"routes and arrows", lines(
			"3. The system shall map routes by role:",
			"   - OFFICER -> `/admin`",
			"   - CLERK -> `/admin/desk`",
			"   - GUEST -> `/`",
			"4. Officers shall see every route.",
		)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, weighed, is := newReader(fcs.FormatMarkdown, tt.in, dialectMarkdown).sourceCode()
			assert.False(t, is, "%d of %d lines read as code", code, weighed)
		})
	}
}

func TestCodeLine(t *testing.T) {
	tests := []struct {
		line string
		code bool
	}{
		{"}", true},
		{"})", true},
		{"func main() {", true},
		{"x = f(y);", true},
		{"package main", true},
		{"return nil", true},
		{"import (", true},
		{"\"context\"", true},
		{"if err != nil {", true},
		{"var errEmpty = errors.New(\"x\")", true},
		{"No crash;", false},
		{"for the user (see 3.2).", false},
		{"The system shall return the book.", false},
		{"type of user and their role", false},
		{"Import the CSV file.", false},
		{"OFFICER -> `/admin`", false},
		{"\"The kiosk prints a receipt\"", false},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.code, codeLine(tt.line), tt.line)
	}
}

// TestSmallSourceFilesAreRefused: a file too small for the share of code
// lines to tell is still code when a line only code has settles it — a
// shebang on the first line, "package x", "def f():", an import — and
// its code lines are the share; the refusal leads with what the text is.
func TestSmallSourceFilesAreRefused(t *testing.T) {
	tests := []struct{ name, file, in string }{
		{"a tiny Go file", "tiny.go", lines("package main", "", "func main() {", "\t// The tool shall print hello.", "}")},
		{"a tiny Python file", "mod.py", lines("def total():", "    \"\"\"The function shall return the total.\"\"\"", "    return 1")},
		{"a shell script", "run.sh", lines("#!/bin/sh", "# The script shall back up the files nightly.", "cp -r data backup")},
		{"Python imports", "main.py", lines("import os", "from pathlib import Path", "", "print(Path.home())")},
		{"a Java class", "A.java", lines("package shop.orders;", "", "public class A {", "}")},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Parse(tt.file, []byte(tt.in))
			require.ErrorIs(t, err, ErrNoRequirements)
			var e *Error
			require.ErrorAs(t, err, &e)
			assert.True(t, strings.HasPrefix(e.Reason, "this is source code, not a specification"), e.Reason)
		})
	}
}

// TestCodeRefusalLeads: the refusal of a large source file leads with what
// the text is too, then says what was looked for.
func TestCodeRefusalLeads(t *testing.T) {
	assert.Equal(t, `this is source code, not a specification: a script (its first line is "#!/bin/sh"); `+whatWeRead, codeReason("#!/bin/sh\necho hi\n", 0, 1))
	reason := codeReason("package main\n", 13, 17)
	assert.True(t, strings.HasPrefix(reason, "this is source code, not a specification: 13 of its 17 lines"), reason)
	assert.Contains(t, reason, "looked for numbered or identified requirements")
}

// TestSmallProseIsNoCode: lines of a specification that only look like a
// code marker (a list item "import contacts", "Import the CSV file.") do
// not make a small text code.
func TestSmallProseIsNoCode(t *testing.T) {
	tests := []struct{ name, in string }{
		{"list items of verbs", lines("The app shall:", "- import contacts", "- export contacts")},
		{"a sentence that starts with import", lines("Import the CSV file.", "The tool shall check each row.")},
		{"a package as a word", lines("The package shall be delivered in two days.")},
		{"a definition as a word", lines("def: the definition of a term.", "The glossary shall list every term.")},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, weighed, is := newReader(fcs.FormatMarkdown, tt.in, dialectMarkdown).sourceCode()
			assert.False(t, is, "%d of %d lines read as code", code, weighed)
		})
	}
}
