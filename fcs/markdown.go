package fcs

import (
	"bufio"
	"bytes"
	"cmp"
	"fmt"
	"io"
	"maps"
	"regexp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Markdown renders the FCS as a readable Markdown document: title, ID and
// hash, assessment, the specification's definitions (when it has any),
// the requirements — each followed by its attributes and its decisions, one
// plain line each ("Decided (Q-…, user): <topic> — <answer>", or "Assumed
// (Q-…): …" for an assumption) —, the clarifications and the assumptions
// (question, answer, source, requirements), open questions with their
// options, findings no question covered (where they are: a requirement,
// or the specification as a whole), then the architecture and
// constraints sections. The output is deterministic and ends in a newline.
//
// WriteMarkdown writes the same bytes to w as it renders them, for a large
// FCS that need not be held in memory twice (a server's response, a file).
func (f *FCS) Markdown() []byte {
	var b bytes.Buffer
	_ = f.WriteMarkdown(&b) // a bytes.Buffer does not fail
	return b.Bytes()
}

// WriteMarkdown writes what Markdown returns to w, buffered, and returns
// the first write error.
func (f *FCS) WriteMarkdown(w io.Writer) error {
	b := bufio.NewWriterSize(w, 64<<10)
	title := f.Specification.Title
	if title == "" {
		title = "Specification"
	}
	fmt.Fprintf(b, "# %s — Final Clarified Specification\n\n", text(title))
	fmt.Fprintf(b, "- ID: `%s`\n", f.ID)
	if f.Hash == "" {
		b.WriteString("- Hash: not sealed\n")
	} else {
		fmt.Fprintf(b, "- Hash: `%s`\n", f.Hash)
	}
	fmt.Fprintf(b, "- Schema version: %s\n", f.SchemaVersion)
	fmt.Fprintf(b, "- Source: %s, SHA-256 `%s`\n", orDash(string(f.Specification.Format)), f.SpecSHA256)

	a := f.Assessment
	b.WriteString("\n## Assessment\n\n")
	fmt.Fprintf(b, "Clarity: %d/5", a.Clarity)
	if a.Reason != "" {
		fmt.Fprintf(b, " — %s", text(a.Reason))
	}
	// The counts are of all findings: the ambiguities in the wording and
	// the decisions the specification leaves open, which the reason
	// counts apart (see rules.AssessOpen); the line says so, so that its
	// number is not read as the reason's first.
	fmt.Fprintf(b, "\n\nFindings in all (ambiguities and open decisions): %d — critical %d, important %d, minor %d\n", a.AmbiguityCount, a.Critical, a.Important, a.Minor)

	writeDefinitions(b, f.Specification.Definitions)

	b.WriteString("\n## Requirements\n\n")
	if len(f.Requirements) == 0 {
		b.WriteString("None.\n")
	}
	assumed := map[string][]Clarification{}
	for _, c := range f.Assumptions {
		for _, id := range c.RequirementIDs {
			assumed[id] = append(assumed[id], c)
		}
	}
	for i, r := range f.Requirements {
		fmt.Fprintf(b, "- **%s**", text(r.ID))
		if r.Section != "" {
			fmt.Fprintf(b, " (%s)", text(r.Section))
		}
		// The specification's text of the requirement (Build keeps the
		// order), for splitStatements to tell the period Build added.
		var orig string
		known := i < len(f.Specification.Requirements) && f.Specification.Requirements[i].ID == r.ID
		if known {
			orig = f.Specification.Requirements[i].Text
		}
		base, decided := splitStatements(r, f.Clarifications, orig, known)
		fmt.Fprintf(b, ":%s\n", requirementBody(base))
		if len(r.Attributes) > 0 {
			fmt.Fprintf(b, "  - %s\n", attributes(r.Attributes))
		}
		for _, c := range decided {
			fmt.Fprintf(b, "  - %s\n", DecisionLine(c, false))
		}
		for _, c := range assumed[r.ID] {
			fmt.Fprintf(b, "  - %s\n", DecisionLine(c, true))
		}
	}

	b.WriteString("\n## Clarifications\n\n")
	decisionTable(b, f.Clarifications, "Answer", true)
	if len(f.Assumptions) > 0 {
		b.WriteString("\n## Assumptions\n\n")
		b.WriteString("Not asked: ranked below the questions asked. The recommended answer is assumed; answer the question to change it.\n\n")
		decisionTable(b, f.Assumptions, "Assumed answer", false)
	}

	b.WriteString("\n## Open questions\n\n")
	if len(f.OpenQuestions) == 0 {
		b.WriteString("None.\n")
	}
	for i, q := range f.OpenQuestions {
		if i > 0 {
			b.WriteString("\n")
		}
		fmt.Fprintf(b, "### %s: %s\n\n", q.ID, text(q.Question))
		var facts []string
		if q.Topic != "" {
			facts = append(facts, "Topic: "+text(q.Topic))
		}
		if len(q.RequirementIDs) > 0 {
			facts = append(facts, "Requirements: "+text(strings.Join(q.RequirementIDs, ", ")))
		}
		facts = append(facts, "Kind: "+string(q.Kind), "Complexity: "+string(q.Complexity))
		fmt.Fprintf(b, "%s\n\n", strings.Join(facts, " · "))
		if q.Context != "" {
			fmt.Fprintf(b, "%s\n\n", text(q.Context))
		}
		if line := deferredLine(q); line != "" {
			fmt.Fprintf(b, "%s\n\n", line)
		}
		for n, o := range q.Options {
			fmt.Fprintf(b, "%d. **%s**", n+1, text(o.Label))
			if o.Label == q.Recommended {
				fmt.Fprintf(b, " (recommended, %d%% confidence)", q.Confidence)
			}
			if o.Description != "" {
				fmt.Fprintf(b, " — %s", text(o.Description))
			}
			if o.Implications != "" {
				fmt.Fprintf(b, "\n   Implications: %s", text(o.Implications))
			}
			b.WriteString("\n")
		}
	}

	if len(f.OpenAmbiguities) > 0 {
		b.WriteString("\n## Open findings\n\n")
		for _, a := range f.OpenAmbiguities {
			fmt.Fprintf(b, "- %s (%s, %s)%s: “%s” — %s\n", a.ID, a.Severity, a.Type, findingPlace(a, f.Specification.Content), text(a.Excerpt), text(a.Description))
		}
	}

	writeSections(b, "Architecture", f.Architecture)
	writeSections(b, "Constraints", f.Constraints)
	return b.Flush()
}

// writeDefinitions writes the terms the specification defines, a
// Definitions section before the requirements, so that a reader of the
// Markdown has the glossary the JSON holds: "- **term** (line N):
// meaning", sorted by term case folded, then by term, line and meaning, so the
// order does not depend on the reader that found them. No definitions, no
// section.
func writeDefinitions(b *bufio.Writer, defs []Definition) {
	if len(defs) == 0 {
		return
	}
	sorted := slices.Clone(defs)
	slices.SortStableFunc(sorted, func(x, y Definition) int {
		return cmp.Or(
			cmp.Compare(strings.ToLower(x.Term), strings.ToLower(y.Term)),
			cmp.Compare(x.Line, y.Line),
			cmp.Compare(x.Term, y.Term),
			cmp.Compare(x.Meaning, y.Meaning))
	})
	b.WriteString("\n## Definitions\n\n")
	for _, d := range sorted {
		fmt.Fprintf(b, "- **%s**", text(d.Term))
		if d.Line > 0 {
			fmt.Fprintf(b, " (line %d)", d.Line)
		}
		fmt.Fprintf(b, ": %s\n", text(d.Meaning))
	}
}

// attributes is what a table row or record says about a requirement
// besides its text, on one line: "Priority: High · Source: …", keys
// sorted, each with its first letter in upper case.
func attributes(attrs map[string]string) string {
	keys := slices.Sorted(maps.Keys(attrs))
	parts := make([]string, len(keys))
	for i, k := range keys {
		key := k
		if r, n := utf8.DecodeRuneInString(k); n > 0 {
			key = string(unicode.ToUpper(r)) + k[n:]
		}
		parts[i] = text(key) + ": " + text(attrs[k])
	}
	return strings.Join(parts, " · ")
}

// findingPlace says where an open finding is: " in FR-3" for a finding
// in a requirement; for one about no single requirement (a decision the
// specification leaves open as a whole) ", about the specification as a
// whole", with the line of its excerpt when its offset points at it in
// content.
func findingPlace(a Ambiguity, content string) string {
	if loc := strings.TrimSpace(a.Location); loc != "" {
		return " in " + text(loc)
	}
	place := ", about the specification as a whole"
	if a.Excerpt != "" && a.Offset >= 0 && a.Offset <= len(content) && strings.HasPrefix(content[a.Offset:], a.Excerpt) {
		place += fmt.Sprintf(", at line %d", 1+strings.Count(content[:a.Offset], "\n"))
	}
	return place
}

// DecisionLine is a decision in one plain line of Markdown, as shown
// under each requirement it applies to: "Decided (Q-…, user): <topic> —
// <chosen labels or custom text>", or for an assumption "Assumed (Q-…,
// not asked): …". The question stands in for a missing topic.
func DecisionLine(c Clarification, assumption bool) string {
	what := c.Topic
	if strings.TrimSpace(what) == "" {
		what = c.Question
	}
	head := fmt.Sprintf("Decided (%s, %s)", c.QuestionID, c.Answer.Source)
	if assumption {
		head = fmt.Sprintf("Assumed (%s, not asked)", c.QuestionID)
	}
	return head + ": " + text(what) + " — " + text(answerText(c.Answer))
}

func answerText(a Answer) string {
	if len(a.Selected) > 0 {
		return strings.Join(a.Selected, "; ")
	}
	return a.Custom
}

// decisionTable writes clarifications or assumptions as a table; a
// Round column first when they record their rounds (the FCS of a
// follow-up round).
func decisionTable(b *bufio.Writer, cs []Clarification, answerHeading string, source bool) {
	if len(cs) == 0 {
		b.WriteString("None.\n")
		return
	}
	rounds := slices.ContainsFunc(cs, func(c Clarification) bool { return c.Round > 0 })
	heads := []string{"Question", answerHeading, "Requirements"}
	if source {
		heads = slices.Insert(heads, 2, "Source")
	}
	if rounds {
		heads = slices.Insert(heads, 0, "Round")
	}
	fmt.Fprintf(b, "| %s |\n|%s\n", strings.Join(heads, " | "), strings.Repeat(" --- |", len(heads)))
	for _, c := range cs {
		if rounds {
			fmt.Fprintf(b, "| %d ", c.Round)
		}
		fmt.Fprintf(b, "| %s: %s | %s |", c.QuestionID, cell(c.Question), cell(answerText(c.Answer)))
		if source {
			fmt.Fprintf(b, " %s |", c.Answer.Source)
		}
		fmt.Fprintf(b, " %s |\n", orDash(cell(strings.Join(c.RequirementIDs, ", "))))
	}
}

// splitStatements separates a requirement's original text from the
// clarification statements Build appended to it, returning the
// clarifications in the order they were applied, so they can be shown as
// a list. A text that does not end with its statements is returned whole.
// Each statement is cut with its joint (see joint): the period Build put
// before a statement is cut with it when the text before — the statement
// before it, or, for the first, orig, the requirement's text in the
// specification (known) — does not end a sentence. Without orig the
// first statement's period stays: "done." and "done" clarified read the
// same, and the text may have been the first.
func splitStatements(r Requirement, clarifications []Clarification, orig string, known bool) (string, []Clarification) {
	byID := make(map[string]Clarification, len(clarifications))
	for _, c := range clarifications {
		byID[c.QuestionID] = c
	}
	base := r.Text
	decided := make([]Clarification, len(r.Clarifications))
	for i := len(r.Clarifications) - 1; i >= 0; i-- {
		c, ok := byID[r.Clarifications[i]]
		if !ok {
			return r.Text, nil
		}
		sep := " "
		if i > 0 {
			if p, ok := byID[r.Clarifications[i-1]]; ok {
				sep = joint(p.Statement)
			}
		} else if known {
			sep = joint(orig)
		}
		if !strings.HasSuffix(base, sep+c.Statement) {
			return r.Text, nil
		}
		base = strings.TrimSuffix(base, sep+c.Statement)
		decided[i] = c
	}
	return base, decided
}

func writeSections(b *bufio.Writer, heading string, sections []Section) {
	fmt.Fprintf(b, "\n## %s\n", heading)
	if len(sections) == 0 {
		b.WriteString("\nNone.\n")
	}
	for _, s := range sections {
		// A section named as the heading above it ("Architecture" under
		// "## Architecture", a YAML spec's architecture key) gets no
		// heading of its own.
		level := 3 // the level the section's own heading takes
		if len(sections) > 1 || !strings.EqualFold(strings.TrimSpace(s.Title), heading) {
			fmt.Fprintf(b, "\n### %s\n", text(s.Title))
		} else {
			level = 2
		}
		if body := strings.TrimSpace(s.Body); body != "" {
			fmt.Fprintf(b, "\n%s\n", demote(body, level-s.Level))
		}
	}
}

// demote shifts the ATX headings of a carried-over body by shift levels
// (at most to level 6), outside fenced code, so that they nest under the
// heading the body is rendered under ("### Section", or the "## …" above
// it); outside fenced code it also escapes "<" (see escape), so that HTML
// in the spec is shown, never rendered. A run of lines between headings
// and fences is escaped as one, so that a code span over a line break
// keeps its "<" as written. Fenced code is as CommonMark has it, and
// closed (see fences): a line opening with "```None```" is text with a
// code span, and a fence no fence closes is text, its first backquote or
// tilde escaped. Indented code (see indentedCode) is kept as written too:
// a requirement's text or a section body may hold a block indented four
// columns past its margin after a blank line ("    curl <url>"), which a
// renderer shows as code, where an escape would show a stray "\".
func demote(body string, shift int) string {
	shift = max(shift, 0)
	lines := strings.Split(body, "\n")
	fc := newFences(lines)
	code := indentedCode(lines, fc)
	from := -1 // the first line of the run of text lines not yet escaped
	flush := func(to int) {
		if from >= 0 {
			copy(lines[from:to], strings.Split(escape(strings.Join(lines[from:to], "\n")), "\n"))
			from = -1
		}
	}
	for i := 0; i < len(lines); i++ {
		l := lines[i]
		t := strings.TrimLeft(l, " ")
		if end := fc.end(i); end >= 0 {
			flush(i)
			i = end
			continue
		}
		if code[i] {
			flush(i)
			continue
		}
		if fc.opener(i) {
			// No fence closes it: text, its first fence character
			// escaped so that no renderer opens code to the end.
			lines[i] = l[:len(l)-len(t)] + "\\" + t
		} else if strings.HasPrefix(t, "#") && len(l)-len(t) < 4 {
			level := len(t) - len(strings.TrimLeft(t, "#"))
			if level <= 6 && (level == len(t) || t[level] == ' ' || t[level] == '\t') {
				flush(i)
				lines[i] = strings.Repeat("#", min(level+shift, 6)) + escape(t[level:])
				continue
			}
		}
		if from < 0 {
			from = i
		}
	}
	flush(len(lines))
	return strings.Join(lines, "\n")
}

// indentedCode marks the lines of lines that are indented code as
// CommonMark reads it: a line indented four columns or more (a tab to the
// next multiple of four) past the content of the list item it is in (the
// margin outside any list), after a blank line or another such line — an
// indented line cannot interrupt a paragraph, and a list item's
// continuation indented to its content is text. Fenced code (fc) is no
// indented code. The margin of lines is where the requirement's text
// starts after its label (requirementBody indents every line under the
// label's item) or a section body's.
func indentedCode(lines []string, fc *fences) []bool {
	code := make([]bool, len(lines))
	var items []int // the content columns of the list items open
	blank, inCode := true, false
	for i := 0; i < len(lines); i++ {
		if end := fc.end(i); end >= 0 {
			i, blank, inCode = end, false, false
			continue
		}
		l := lines[i]
		if strings.TrimSpace(l) == "" {
			blank = true
			continue
		}
		col, rest := columns(l)
		if blank {
			// After a blank line a line less indented than an item's
			// content ends that item.
			for len(items) > 0 && col < items[len(items)-1] {
				items = items[:len(items)-1]
			}
		}
		margin := 0
		if len(items) > 0 {
			margin = items[len(items)-1]
		}
		if col >= margin+4 && (blank || inCode) {
			code[i], blank, inCode = true, false, true
			continue
		}
		blank, inCode = false, false
		if n := listMarker(rest); n > 0 && col < margin+4 {
			for len(items) > 0 && col < items[len(items)-1] {
				items = items[:len(items)-1]
			}
			items = append(items, col+n)
		}
	}
	return code
}

// columns is the indentation of line l in columns (a tab to the next
// multiple of four) and the rest of the line.
func columns(l string) (int, string) {
	col := 0
	for i := 0; i < len(l); i++ {
		switch l[i] {
		case ' ':
			col++
		case '\t':
			col += 4 - col%4
		default:
			return col, l[i:]
		}
	}
	return col, ""
}

// listMarker is the width of the list marker that starts s with the
// space after it ("- ", "* ", "+ ", "1. ", "12) "), or 0.
func listMarker(s string) int {
	n := 0
	switch {
	case s == "":
		return 0
	case s[0] == '-' || s[0] == '*' || s[0] == '+':
		n = 1
	default:
		for n < len(s) && n < 9 && s[n] >= '0' && s[n] <= '9' {
			n++
		}
		if n == 0 || n >= len(s) || (s[n] != '.' && s[n] != ')') {
			return 0
		}
		n++
	}
	if n < len(s) && (s[n] == ' ' || s[n] == '\t') {
		return n + 1
	}
	return 0
}

// fences finds the fenced code of a text's lines as CommonMark does: a
// line opens it with a run of three or more backquotes or tildes (a
// backquote run's info string holding no backquote: "```None``` is the
// default" opens an inline code span, not a block), and a later line
// holding only a run of the same character at least as long closes it.
// Here a line opens fenced code only when such a line closes it: an
// unclosed fence, which a renderer would run to the end of the document,
// is text, escaped as text is.
type fences struct {
	lines []string
	// longest[k][j] is the longest closing run of backquotes (k 0) or
	// tildes (k 1) on lines j and after, so that an opening run no
	// closing run follows is found at once (a text of many unclosed
	// fences takes linear time, not quadratic).
	longest [2][]int
}

func newFences(lines []string) *fences {
	f := &fences{lines: lines}
	for j := len(lines) - 1; j >= 0; j-- {
		if c, n, info := fenceRun(lines[j]); c != 0 && strings.TrimSpace(info) == "" {
			if f.longest[0] == nil {
				f.longest = [2][]int{make([]int, len(lines)+1), make([]int, len(lines)+1)}
			}
			k := fenceKind(c)
			f.longest[k][j] = max(n, f.longest[k][j+1])
			f.longest[1-k][j] = f.longest[1-k][j+1]
		} else if f.longest[0] != nil {
			f.longest[0][j], f.longest[1][j] = f.longest[0][j+1], f.longest[1][j+1]
		}
	}
	return f
}

// opener reports whether line i is a fence's opening line, closed or not.
func (f *fences) opener(i int) bool {
	c, _, info := fenceRun(f.lines[i])
	return c != 0 && (c == '~' || !strings.Contains(info, "`"))
}

// end is the index of the line closing the fenced code line i opens, or
// -1 when it opens none.
func (f *fences) end(i int) int {
	if !f.opener(i) || f.longest[0] == nil {
		return -1
	}
	c, n, _ := fenceRun(f.lines[i])
	if f.longest[fenceKind(c)][i+1] < n {
		return -1
	}
	for j := i + 1; j < len(f.lines); j++ {
		if d, m, info := fenceRun(f.lines[j]); d == c && m >= n && strings.TrimSpace(info) == "" {
			return j
		}
	}
	return -1
}

// fenceRun is the run of three or more backquotes or tildes line l
// starts with after its spaces (c 0 when none), its length and the rest
// of the line.
func fenceRun(l string) (c byte, n int, rest string) {
	t := strings.TrimLeft(l, " ")
	if len(t) < 3 || t[0] != '`' && t[0] != '~' {
		return 0, 0, ""
	}
	n = len(t) - len(strings.TrimLeft(t, t[:1]))
	if n < 3 {
		return 0, 0, ""
	}
	return t[0], n, t[n:]
}

func fenceKind(c byte) int {
	if c == '~' {
		return 1
	}
	return 0
}

func oneLine(s string) string { return strings.Join(strings.Fields(s), " ") }

// cell is s as a table cell: on one line, "<" and "|" escaped, each
// HTML line break of the spec (see breakParts) the "<br>" a GFM table
// renders as one — a cell's Markdown cannot hold a line break.
func cell(s string) string {
	parts := breakParts(s)
	for i, p := range parts {
		parts[i] = strings.ReplaceAll(text(p), "|", `\|`)
	}
	return strings.Join(parts, "<br>")
}

// htmlBreak is an HTML line break as specifications write it: <br>,
// <br/>, <br />, </br>, in any case, with the spaces around it.
var htmlBreak = regexp.MustCompile(`(?i)[ \t]*<\s*/?\s*br\s*/?\s*>[ \t]*`)

// breakParts cuts s at its HTML line breaks outside code (a code span or
// a fenced block, where "<br>" is the code's own text): a specification
// in Markdown that breaks a table cell's text with one means a line
// break, which the FCS renders as one rather than as the tag's text.
func breakParts(s string) []string {
	if !strings.Contains(s, "<") {
		return []string{s}
	}
	var parts []string
	last := 0
	for _, m := range htmlBreak.FindAllStringIndex(s, -1) {
		if inCode(s, m[0]) {
			continue
		}
		parts = append(parts, s[last:m[0]])
		last = m[1]
	}
	return append(parts, s[last:])
}

// inCode reports whether byte i of s lies in code: after an odd number of
// backquote runs in its paragraph, or inside a fenced block.
func inCode(s string, i int) bool {
	lines := strings.Split(s, "\n")
	fc := newFences(lines)
	line := strings.Count(s[:i], "\n")
	for j := 0; j <= line; j++ {
		if end := fc.end(j); end >= 0 {
			if line <= end {
				return true
			}
			j = end
		}
	}
	para := s[:i]
	if k := strings.LastIndex(para, "\n\n"); k >= 0 {
		para = para[k:]
	}
	runs := 0
	for j := 0; j < len(para); {
		if para[j] == '`' {
			j += backquotes(para, j)
			runs++
			continue
		}
		j++
	}
	return runs%2 == 1
}

// hardBreak is the Markdown of an HTML line break in a requirement's text:
// a bare line end would render as a space (CommonMark), two spaces before
// it as a line break. Unlike a backslash, the spaces show nothing where no
// break can be (at a paragraph's end, after a closing fence).
const hardBreak = "  \n"

// requirementBody is a requirement's text as it follows its label
// ("- **FR-1**:"): its HTML line breaks hard line breaks (breakParts,
// hardBreak), its text
// escaped and its fenced and indented code kept as written (demote,
// shifting no heading), continuation lines indented under the list item. Fenced code
// at the start opens on a line of its own, so that it stays a block and
// is not read as an inline code span after the label; a code span at the
// start ("```None``` is …") stays after it.
func requirementBody(base string) string {
	body := strings.TrimSpace(demote(strings.Join(breakParts(base), hardBreak), 0))
	lines := strings.Split(body, "\n")
	if newFences(lines).end(0) >= 0 {
		return "\n  " + indent(body, "  ")
	}
	return " " + indent(body, "  ")
}

// text is s on one line with "<" escaped outside code spans (see escape),
// so that Markdown renderers do not take words such as <always> (or a
// title such as <script>) for HTML. Every
// field taken from the spec goes through it (or, for carried-over section
// bodies, through demote).
func text(s string) string { return escape(oneLine(s)) }

// escape makes s, Markdown inline text, show as written: outside code
// spans it escapes "<", so that a renderer does not take "<always>" for
// HTML. It follows CommonMark: a code span is a run of backquotes closed
// by the next run of the same length in the same paragraph (a blank line
// ends it), and inside it a backslash is literal — escaping there would
// show a stray "\" (`/<locale>/` stays as written). A run no run of the
// same length closes is literal text; its backquotes are escaped, so that
// they cannot pair with a backquote in the text around s (an excerpt
// cut inside a span, a description after it). A backslash escape outside
// code spans ("\<", "\`") is kept as written: its character is already
// literal. It does not model code blocks: the one-line fields (text) hold
// none, and demote, which escapes multi-line text (a requirement's text
// with its newlines, a section body), passes it only the lines outside
// fenced and indented code (indentedCode), which it keeps as written.
func escape(s string) string {
	if !strings.ContainsAny(s, "<`") {
		return s
	}
	var b strings.Builder
	b.Grow(len(s) + 8)
	var closes *spanCloser
	for i := 0; i < len(s); {
		switch c := s[i]; {
		case c == '\\' && i+1 < len(s) && isASCIIPunct(s[i+1]):
			b.WriteString(s[i : i+2])
			i += 2
		case c == '`':
			n := backquotes(s, i)
			if closes == nil {
				closes = newSpanCloser(s)
			}
			if end := closes.close(i+n, n); end >= 0 {
				b.WriteString(s[i:end])
				i = end
				continue
			}
			for range n {
				b.WriteString("\\`")
			}
			i += n
		case c == '<':
			b.WriteString(`\<`)
			i++
		default:
			b.WriteByte(c)
			i++
		}
	}
	return b.String()
}

// backquotes is the length of the run of backquotes at s[i].
func backquotes(s string, i int) int {
	n := 0
	for i+n < len(s) && s[i+n] == '`' {
		n++
	}
	return n
}

// spanCloser finds where code spans close in one string, in linear time
// over all the spans of the string: the runs of backquotes are listed once
// by length, with the blank lines that end a paragraph, and each look-up
// moves forward through those lists (escape asks in increasing order). A
// search that scanned ahead for each opening run would be quadratic on a
// paragraph of many unmatched runs of different lengths.
type spanCloser struct {
	n      int           // len of the string
	byLen  map[int][]int // start of each run of backquotes, by its length
	next   map[int]int   // per length, the first run not yet passed
	breaks []int         // each '\n' that starts a blank line or ends the text in blanks
	nb     int           // the first break not yet passed
}

func newSpanCloser(s string) *spanCloser {
	c := &spanCloser{n: len(s), byLen: map[int][]int{}, next: map[int]int{}}
	for i := 0; i < len(s); {
		switch s[i] {
		case '`':
			m := backquotes(s, i)
			c.byLen[m] = append(c.byLen[m], i)
			i += m
		case '\n':
			j := i + 1
			for j < len(s) && (s[j] == ' ' || s[j] == '\t' || s[j] == '\r') {
				j++
			}
			if j == len(s) || s[j] == '\n' {
				c.breaks = append(c.breaks, i)
			}
			i++
		default:
			i++
		}
	}
	return c
}

// close returns the end of the code span whose content starts at from and
// whose opening run is n backquotes long: the index after the next run of
// exactly n backquotes, or -1 when the paragraph ends (at a blank line or
// the end of the string) before one. Calls must come with from never
// decreasing.
func (c *spanCloser) close(from, n int) int {
	for c.nb < len(c.breaks) && c.breaks[c.nb] < from {
		c.nb++
	}
	limit := c.n
	if c.nb < len(c.breaks) {
		limit = c.breaks[c.nb]
	}
	runs := c.byLen[n]
	k := c.next[n]
	for k < len(runs) && runs[k] < from {
		k++
	}
	c.next[n] = k
	if k < len(runs) && runs[k] < limit {
		return runs[k] + n
	}
	return -1
}

// isASCIIPunct reports whether c is one of the characters a backslash
// escapes in CommonMark.
func isASCIIPunct(c byte) bool {
	return strings.IndexByte("!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~", c) >= 0
}

func indent(s, prefix string) string {
	return strings.ReplaceAll(strings.TrimSpace(s), "\n", "\n"+prefix)
}

func orDash(s string) string {
	if s == "" {
		return "—"
	}
	return s
}

// deferredLine is what the Markdown says of an open question's answer
// that decides nothing (Question.Deferred), from what happened to the
// question: asked and answered with a deferring option, by the user, by
// default or at a timeout, "Answered <labels> (<source>), which decides
// nothing: still open."; never asked (Question.NotAsked: ranked below the
// limit or the floor, its recommended option deferring), "Not asked
// (ranked below the limit or the floor): the recommended answer,
// <label>, decides nothing; still open." — no one answered it. "" for an
// open question without such an answer.
func deferredLine(q Question) string {
	d := q.Deferred
	if d == nil {
		return ""
	}
	chosen := text(strings.Join(d.Selected, "; "))
	if q.NotAsked {
		return "Not asked (ranked below the limit or the floor): the recommended answer, " + chosen + ", decides nothing; still open."
	}
	return "Answered " + chosen + " (" + string(d.Source) + "), which decides nothing: still open."
}
