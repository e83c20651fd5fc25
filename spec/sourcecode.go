package spec

import (
	"fmt"
	"regexp"
	"strings"
)

// A source file given as a specification ("answers.go" copied as
// "spec.txt") is code, not a text that states a behaviour: its comments
// and declarations would be read as requirements and questioned. It is
// refused as a text with nothing in it is (ErrNoRequirements), before it
// is read, by a property of its lines rather than its name: a large share
// of the lines that are not comments are code syntax. A file too small for
// that count (fewer than codeLeast code lines) is code when a line only
// code has settles it: a shebang ("#!/bin/sh") on its first line, or a
// line of text (not a list item) that is a package clause ("package
// main", "package shop.orders;"), a Python definition ("def total():") or
// an import ("import os", "from pathlib import Path", `import "fmt"`,
// "#include <stdio.h>"), with its code lines still codeShare of those
// weighed. The refusal then leads with what the text is: "this is source
// code, not a specification: …".

// codeShare and codeLeast decide: a text is code when code lines are at
// least codeShare of the lines weighed, and at least codeLeast of them.
// Measured (BENCHMARKS, "Reader generation 99"): of the 400 tuning
// documents read as Markdown or text, the highest share is 0.067 (5 of
// 75 lines); two Go files of the project, 0.63 and 0.81.
const (
	codeShare = 0.45
	codeLeast = 5
)

// codeKeywords open a declaration or statement in the common languages
// (Go, C and its kin, Java, Python, JavaScript, Rust). A line that opens
// with one is code only with code punctuation on it or with few words
// ("package main", "return nil"): prose may wrap onto "type of user …".
var codeKeywords = []string{
	"package", "import", "func", "var", "const", "type", "return", "if", "for", "switch", "case",
	"default:", "defer", "go", "else", "struct", "interface", "#include", "#define", "def", "class",
	"public", "private", "protected", "static", "using", "namespace", "fn", "let", "export",
	"from", "async", "await", "try", "catch", "throw", "while", "elif", "int", "void", "impl", "pub",
}

// sourceCode reports whether the text is source code: of its lines of
// text, list items and quotations, but for comments ("//", "/*", "*/",
// "#!"), at least codeShare, and codeLeast or more, are code (codeLine).
// The blocks the reader knows as code are not weighed (a fenced block, an
// AsciiDoc listing, front matter: a specification's own examples, API
// requests and responses in JSON among them), nor are headings or the
// rows of a table. It returns the count of code lines and of lines
// weighed. One pass over the lines.
func (r *reader) sourceCode() (code, weighed int, is bool) {
	// certain: a line settles it (see codeMarker).
	certain := strings.HasPrefix(r.c, "#!/")
	for i := range r.lines {
		l := &r.lines[i]
		switch l.kind {
		case lText, lItem, lQuote:
		default:
			continue
		}
		t := strings.TrimSpace(r.c[l.text:l.end])
		if l.kind != lItem {
			t = strings.TrimSpace(r.c[l.body:l.end])
		}
		if t == "" || strings.HasPrefix(t, "//") || strings.HasPrefix(t, "/*") || strings.HasPrefix(t, "*/") || strings.HasPrefix(t, "#!") {
			continue
		}
		weighed++
		marker := l.kind == lText && codeMarker.MatchString(t)
		if marker || codeLine(t) {
			code++
		}
		certain = certain || marker
	}
	if strings.HasPrefix(r.c, "#!/") {
		return code, weighed, true
	}
	least := codeLeast
	if certain {
		least = 1
	}
	return code, weighed, code >= least && float64(code) >= codeShare*float64(weighed)
}

// codeMarker matches a trimmed line of text that only source code has: a
// package clause, a Python definition, an import or an #include. A list
// item is never one ("- import contacts" is a task), nor is a sentence
// ("Import the CSV file.").
var codeMarker = regexp.MustCompile(`^(?:` +
	`package [a-z_][a-z0-9_]*(?:\.[a-z_][a-z0-9_]*)*;?` +
	`|(?:async )?def [A-Za-z_]\w*\(.*\)(?: -> .+)?:` +
	`|import (?:\(|"[^" ]+"|'[^' ]+'|[A-Za-z_][\w.]*(?:\.\*)?(?: as \w+)?;?)` +
	`|from [\w.]+ import [\w, *()]+` +
	`|#include [<"][\w./]+[>"]` +
	`)$`)

// codeLine reports whether a trimmed line is code syntax: only brackets
// and separators ("}", "})", "];"); a line ending with "{", or with ";"
// after a bracket or an assignment; a
// string literal alone ("\"context\"", an import); an operator of code
// (":=", "==", "!=", "&&", "||"); or a keyword of codeKeywords that opens
// it, ending with a bracket or separator, with an assignment, or of at
// most three words without a final period ("package main", "return
// nil"; not "for the user (see 3.2).").
func codeLine(t string) bool {
	if strings.Trim(t, "{}()[];,") == "" {
		return true
	}
	if strings.HasSuffix(t, "{") || strings.HasSuffix(t, ";") && strings.ContainsAny(t, "()[]=") {
		return true // "func main() {", "x = f(y);"; not an item of prose ending "… empty;"
	}
	if s := strings.TrimSuffix(t, ","); len(s) >= 2 && (s[0] == '"' && s[len(s)-1] == '"' || s[0] == '`' && s[len(s)-1] == '`') &&
		!strings.Contains(s[1:len(s)-1], " ") {
		return true
	}
	for _, op := range [...]string{":=", "==", "!=", "&&", "||"} {
		if strings.Contains(t, op) {
			return true
		}
	}
	word, after, _ := strings.Cut(t, " ")
	word = strings.TrimRight(word, "(")
	for _, k := range codeKeywords {
		if word == k {
			last := t[len(t)-1]
			return strings.IndexByte("{}()[]:;,", last) >= 0 || strings.Contains(after, " = ") ||
				last != '.' && len(strings.Fields(t)) <= 3
		}
	}
	return false
}

// codeReason is the refusal's reason for source code (content): what the
// text is, first — a script by its shebang, else by its code lines —
// then what the reader looks for.
func codeReason(content string, code, weighed int) string {
	if first, _, _ := strings.Cut(content, "\n"); strings.HasPrefix(first, "#!/") {
		return fmt.Sprintf("this is source code, not a specification: a script (its first line is %q); %s", strings.TrimSpace(first), whatWeRead)
	}
	return fmt.Sprintf("this is source code, not a specification: %d of its %d lines that are not comments are code (braces, declarations, statements); %s", code, weighed, whatWeRead)
}
