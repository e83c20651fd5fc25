package fcs

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestEscape: "<" is escaped outside code spans only, following
// CommonMark: inside a code span a backslash is literal, so escaping
// there would show a stray "\". A backquote run no run of the same
// length closes is literal text; it is escaped so that it cannot pair
// with a backquote in the text around it.
func TestEscape(t *testing.T) {
	tests := []struct {
		name, in, want string
	}{
		{"plain text", "Users shall log in.", "Users shall log in."},
		{"HTML-like text outside a span", "scanned <always>", `scanned \<always>`},
		{"a tag outside a span", "one <h1> per page", `one \<h1> per page`},
		{"a tag inside a span", "one `<h1>` per page", "one `<h1>` per page"},
		{"a path inside a span", "pages under `/<locale>/...`.", "pages under `/<locale>/...`."},
		{"inside and outside", "`<a>` and <b>", "`<a>` and \\<b>"},
		{"two spans", "`<a>` or `<b>`", "`<a>` or `<b>`"},
		{"doubled backquotes hold a single one", "``a ` <b>`` then <c>", "``a ` <b>`` then \\<c>"},
		{"a doubled run is not closed by a single one", "``x` <y>", "\\`\\`x\\` \\<y>"},
		{"a single run is not closed by a doubled one", "`x`` <y>", "\\`x\\`\\` \\<y>"},
		{"an unmatched backquote is literal", "it's `odd <x>", "it's \\`odd \\<x>"},
		{"an unmatched run before a span", "``` then `<x>`", "\\`\\`\\` then `<x>`"},
		{"an escaped backquote opens no span", "\\`<x>`", "\\`\\<x>\\`"},
		{"a backslash escape is kept as written", `a \< b`, `a \< b`},
		{"an escaped backslash before <", `a \\<b>`, `a \\\<b>`},
		{"a backslash inside a span is literal", "`a\\` <b>", "`a\\` \\<b>"},
		{"a span over a line break", "`a\n<b>` <c>", "`a\n<b>` \\<c>"},
		{"a blank line ends a paragraph: no span across it", "`a\n\n<b>` <c>", "\\`a\n\n\\<b>\\` \\<c>"},
		{"empty", "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, escape(tt.in))
		})
	}
}

// TestDemoteCodeSpans: a carried-over section body keeps its code spans
// as written, also across the lines of a paragraph, and escapes "<"
// around them.
func TestDemoteCodeSpans(t *testing.T) {
	tests := []struct {
		name, in, want string
	}{
		{"a span in a paragraph", "Routes under `/<locale>/`.", "Routes under `/<locale>/`."},
		{"a span over two lines", "Use `<a\nhref>` and <b>.", "Use `<a\nhref>` and \\<b>."},
		{"a heading with a span", "# The `<h1>` rule <x>", "### The `<h1>` rule \\<x>"},
		{"a heading ends a span's paragraph", "`a\n# b`\nc`", "\\`a\n### b\\`\nc\\`"},
		{"fenced code is kept", "```\n`<x>\n```\n<y>", "```\n`<x>\n```\n\\<y>"},
		{"a code span at a line's start opens no fence",
			"```None``` is the default.\n<script>alert(1)</script> <always>",
			"```None``` is the default.\n\\<script>alert(1)\\</script> \\<always>"},
		{"a fence no fence closes is text", "```go\n<x>", "\\`\\`\\`go\n\\<x>"},
		{"a tilde fence no fence closes is text", "~~~\n<x>", "\\~~~\n\\<x>"},
		{"a closing fence has nothing after its run",
			"```\n<x>\n``` y\n````\n<z>", "```\n<x>\n``` y\n````\n\\<z>"},
		// Unclosed, both lines are text, their first backquote escaped; the
		// runs of three after it make a code span, as a renderer reads them.
		{"a shorter run closes nothing", "````\n<x>\n```\n<y>", "\\````\n<x>\n\\```\n\\<y>"},
		{"backquotes do not close tildes", "~~~\n<x>\n```\n~~~\n<y>", "~~~\n<x>\n```\n~~~\n\\<y>"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, demote(tt.in, 2))
		})
	}
}

// TestMarkdownCodeSpans: the fields of the FCS keep their code spans; a
// table cell's "|" is escaped even inside one, as GFM tables require.
func TestMarkdownCodeSpans(t *testing.T) {
	f := &FCS{
		SchemaVersion: SchemaVersion,
		Requirements: []Requirement{
			{ID: "FR-1", Text: "Pages shall be served under `/<locale>/...`."},
			{ID: "FR-2", Text: "Pages shall use one `<h1>` per page, never <blink>."},
		},
		Clarifications: []Clarification{{QuestionID: "Q-1", Question: "Is `a|b` or <c> meant?", Answer: Answer{Custom: "`<a>`", Source: SourceUser}, RequirementIDs: []string{"FR-1"}}},
	}
	md := string(f.Markdown())
	assert.Contains(t, md, "- **FR-1**: Pages shall be served under `/<locale>/...`.\n")
	assert.Contains(t, md, "- **FR-2**: Pages shall use one `<h1>` per page, never \\<blink>.\n")
	assert.Contains(t, md, "| Q-1: Is `a\\|b` or \\<c> meant? | `<a>` | user | FR-1 |\n")
}

// TestMarkdownDefinitions: the specification's definitions are rendered
// in a Definitions section before the requirements, sorted by term (case
// folded, then by line), each with its meaning and line; none, no
// section.
func TestMarkdownDefinitions(t *testing.T) {
	f := &FCS{
		SchemaVersion: SchemaVersion,
		Specification: Specification{Definitions: []Definition{
			{Term: "widget", Meaning: "a part <b>shown</b> in `<w>`", Line: 9},
			{Term: "Album", Meaning: "a named set of photos", Line: 4},
			{Term: "API", Meaning: "application programming interface"},
			{Term: "album", Meaning: "(again, later)", Line: 2},
		}},
		Requirements: []Requirement{{ID: "FR-1", Text: "Albums shall be shared."}},
	}
	md := string(f.Markdown())
	assert.Contains(t, md, "\n## Definitions\n\n"+
		"- **album** (line 2): (again, later)\n"+
		"- **Album** (line 4): a named set of photos\n"+
		"- **API**: application programming interface\n"+
		"- **widget** (line 9): a part \\<b>shown\\</b> in `<w>`\n"+
		"\n## Requirements\n")
	assert.Equal(t, "widget", f.Specification.Definitions[0].Term, "the FCS is not reordered")

	f.Specification.Definitions = nil
	assert.NotContains(t, string(f.Markdown()), "## Definitions")
}

// TestMarkdownAttributes: what a table row or record says about a
// requirement besides its text (priority, source) is rendered under it,
// keys sorted.
func TestMarkdownAttributes(t *testing.T) {
	f := &FCS{
		SchemaVersion: SchemaVersion,
		Requirements: []Requirement{
			{ID: "FR-1", Text: "Users shall log in.", Attributes: map[string]string{"source": "Interview <3>", "priority": "High", "software used": "a | b"}},
			{ID: "FR-2", Text: "Users shall log out."},
		},
	}
	md := string(f.Markdown())
	assert.Contains(t, md, "- **FR-1**: Users shall log in.\n  - Priority: High · Software used: a | b · Source: Interview \\<3>\n- **FR-2**: Users shall log out.\n")
}

// TestMarkdownOpenFindingWithoutRequirement: a finding about no single
// requirement (a decision the specification leaves open as a whole) says
// so, with the line of its excerpt when the offset points at it, instead
// of "in —".
func TestMarkdownOpenFindingWithoutRequirement(t *testing.T) {
	content := "# Shop\n\n- FR-1: Prices are shown.\n- FR-2: Pay by card.\n"
	at := strings.Index(content, "Pay")
	amb := func(loc string, offset int) Ambiguity {
		return Ambiguity{ID: "A-1", Type: UnderspecifiedFeature, Location: loc, Excerpt: "Pay", Offset: offset, Description: "currencies are not decided", Severity: Minor}
	}
	tests := []struct {
		name string
		amb  Ambiguity
		want string
	}{
		{"in a requirement", amb("FR-2", at), "- A-1 (minor, underspecified_feature) in FR-2: “Pay” — currencies are not decided\n"},
		{"no requirement, excerpt at its offset", amb("", at), "- A-1 (minor, underspecified_feature), about the specification as a whole, at line 4: “Pay” — currencies are not decided\n"},
		{"no requirement, offset elsewhere", amb("", 3), "- A-1 (minor, underspecified_feature), about the specification as a whole: “Pay” — currencies are not decided\n"},
		{"no requirement, offset out of range", amb("", 400), "- A-1 (minor, underspecified_feature), about the specification as a whole: “Pay” — currencies are not decided\n"},
		{"no requirement, negative offset", amb("", -1), "- A-1 (minor, underspecified_feature), about the specification as a whole: “Pay” — currencies are not decided\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := &FCS{SchemaVersion: SchemaVersion, Specification: Specification{Content: content}, OpenAmbiguities: []Ambiguity{tt.amb}}
			md := string(f.Markdown())
			assert.Contains(t, md, tt.want)
			assert.NotContains(t, md, "in —")
		})
	}
}

// TestMarkdownAssessment: the assessment's counts are of all findings —
// the ambiguities in the wording and the open decisions together — and
// the line says so, after the reason that names each.
func TestMarkdownAssessment(t *testing.T) {
	f := &FCS{SchemaVersion: SchemaVersion, Assessment: Assessment{
		Clarity: 3, Reason: "18 findings: 4 ambiguities in the wording (…); 14 open decisions (…)",
		AmbiguityCount: 18, Important: 8, Minor: 10,
	}}
	assert.Contains(t, string(f.Markdown()), "## Assessment\n\n"+
		"Clarity: 3/5 — 18 findings: 4 ambiguities in the wording (…); 14 open decisions (…)\n\n"+
		"Findings in all (ambiguities and open decisions): 18 — critical 0, important 8, minor 10\n")
}

// scanClose is the definition spanCloser.close follows, scanning ahead
// from each opening run: the index after the next run of exactly n
// backquotes from from on, or -1 when a blank line or the end comes first.
func scanClose(s string, from, n int) int {
	for i := from; i < len(s); {
		switch s[i] {
		case '`':
			m := backquotes(s, i)
			if m == n {
				return i + m
			}
			i += m
		case '\n':
			j := i + 1
			for j < len(s) && (s[j] == ' ' || s[j] == '\t' || s[j] == '\r') {
				j++
			}
			if j == len(s) || s[j] == '\n' {
				return -1
			}
			i = j
		default:
			i++
		}
	}
	return -1
}

// TestSpanCloserMatchesScan: the indexed look-up gives the scan's answer
// for every opening run, asked in order as escape asks, on texts of
// backquote runs, blank lines, CRs, tabs and backslashes.
func TestSpanCloserMatchesScan(t *testing.T) {
	const alphabet = "``` a\n\n\r\t\\<x"
	seed := uint64(1)
	rnd := func(n int) int {
		seed = seed*6364136223846793005 + 1442695040888963407
		return int(seed>>33) % n
	}
	for range 3000 {
		var b strings.Builder
		for range rnd(60) {
			b.WriteByte(alphabet[rnd(len(alphabet))])
		}
		s := b.String()
		c := newSpanCloser(s)
		for i := 0; i < len(s); {
			if s[i] != '`' {
				i++
				continue
			}
			n := backquotes(s, i)
			if !assert.Equal(t, scanClose(s, i+n, n), c.close(i+n, n), "%q at %d", s, i) {
				return
			}
			i += n
		}
	}
}

// BenchmarkEscapeUnmatchedRuns: one paragraph of unmatched backquote runs
// of many lengths (1, 2, 3 … backquotes, each once) — the input on which
// scanning ahead from each run took time growing as the 1.5th power of the
// size. ns/B stays flat from the small size to the large one.
func BenchmarkEscapeUnmatchedRuns(b *testing.B) {
	for _, size := range []int{1 << 16, 1 << 20} {
		var sb strings.Builder
		for n := 1; sb.Len() < size; n++ {
			sb.WriteString(strings.Repeat("`", n))
			sb.WriteString(" x ")
		}
		s := sb.String()
		b.Run(fmt.Sprintf("bytes=%d", len(s)), func(b *testing.B) {
			b.SetBytes(int64(len(s)))
			for b.Loop() {
				escape(s)
			}
		})
	}
}

// TestMarkdownRendersWhatTheSpecWrote: a requirement's fenced code stays
// a block on lines of its own under the label, never an inline span
// after "**ID**: " nor escaped backquotes; an HTML line break (<br>,
// <br/>, </br>) is a hard line break, two spaces before the line's end (a
// bare line end renders as a space; in a table cell, where a Markdown line
// cannot break, the "<br>" GFM renders as one); a character entity is
// the renderer's to show; inline code stays balanced (issue 25, text
// generation 24).
func TestMarkdownRendersWhatTheSpecWrote(t *testing.T) {
	tests := []struct{ name, text, want string }{
		{"code after the label",
			"```json\n{\"id\": 1}\n```",
			"- **R-1**:\n  ```json\n  {\"id\": 1}\n  ```\n"},
		{"code after a sentence",
			"Send this:\n```\nGET /a<b>\n```\nThen wait.",
			"- **R-1**: Send this:\n  ```\n  GET /a<b>\n  ```\n  Then wait.\n"},
		{"html line breaks",
			"Pick a seat </br>Pay<br/>Leave<BR>",
			"- **R-1**: Pick a seat  \n  Pay  \n  Leave\n"},
		{"a line break before code, after code and in a span",
			"Send:<br>```\nGET\n```<br>Then `a<br>b`<br>wait",
			"- **R-1**: Send:  \n  ```\n  GET\n  ```  \n  Then `a<br>b`  \n  wait\n"},
		{"entity", "Say &quot;hi&quot; &amp; go", "- **R-1**: Say &quot;hi&quot; &amp; go\n"},
		{"inline code balanced", "Run `a.py`, `b.py` now", "- **R-1**: Run `a.py`, `b.py` now\n"},
		{"a code span first is no fence",
			"```None``` means <always>; <script>alert(1)</script>",
			"- **R-1**: ```None``` means \\<always>; \\<script>alert(1)\\</script>\n"},
		{"a code span first, HTML on the next line",
			"```None```\n<script>alert(1)</script>",
			"- **R-1**: ```None```\n  \\<script>alert(1)\\</script>\n"},
		{"an unclosed fence first is text",
			"```go\n<always>",
			"- **R-1**: \\`\\`\\`go\n  \\<always>\n"},
		{"indented code after a blank line, as written",
			"Send a request such as:\n\n    curl -X POST <url> `x`\n\tgo <b>\n\nThen <wait>.",
			"- **R-1**: Send a request such as:\n  \n      curl -X POST <url> `x`\n  \tgo <b>\n  \n  Then \\<wait>.\n"},
		{"an indented line inside a paragraph is text",
			"Send:\n    <url>",
			"- **R-1**: Send:\n      \\<url>\n"},
		{"a list item's continuation is text",
			"Steps:\n\n- pay <now>\n\n  then <leave>\n\n      code <x>",
			"- **R-1**: Steps:\n  \n  - pay \\<now>\n  \n    then \\<leave>\n  \n        code <x>\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := &FCS{SchemaVersion: SchemaVersion, Requirements: []Requirement{{ID: "R-1", Text: tt.text}}}
			assert.Contains(t, string(f.Markdown()), tt.want)
		})
	}
	f := &FCS{SchemaVersion: SchemaVersion, Clarifications: []Clarification{{QuestionID: "Q-1", Question: "Is step 1 </br>2 meant?", Answer: Answer{Custom: "yes", Source: SourceUser}, RequirementIDs: []string{"R-1"}}}}
	assert.Contains(t, string(f.Markdown()), "| Q-1: Is step 1<br>2 meant? | yes | user | R-1 |\n")
}
