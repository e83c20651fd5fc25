package decisions

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/clarigraph/clarigraph/fcs"
	"github.com/clarigraph/clarigraph/nodes/clarification/lang"
)

// text is a specification cut into words once, for every finder of the
// package: the tokens of its content and its units (the requirements,
// then the paragraphs outside them; see splitUnits).
type text struct {
	spec  *fcs.Specification
	all   []lang.Token
	units []unit
	reqs  int // the first reqs units are the requirements
	// content and reqsCopy are the specification as it was cut, to tell
	// whether it changed since.
	content  string
	reqsCopy []reqKey
	// scopedOut are the spans of the content put out of scope (see
	// outOfScope), in order.
	scopedOut []span
	// later are the requirements put off to a later version
	// (deferredRequirements), read once here for every reader of the
	// text: outOfScope, requirementPositions and rank each read them
	// again before (three walks up to maxListLead lines back per
	// requirement; issue 26, BENCHMARKS.md "Performance generation 1").
	// Read only.
	later map[string]bool
}

func newText(spec *fcs.Specification) *text {
	all := lang.Tokenize(spec.Content)
	units := splitUnits(spec, all)
	n := 0
	for n < len(units) && units[n].req != "" {
		n++
	}
	later := deferredRequirements(spec)
	blocks, scoped := outOfScope(spec, all, later)
	for i := range units {
		u := &units[i]
		if u.req != "" && u.base < 0 {
			u.out = later[u.req]
		} else if len(u.toks) > 0 && u.base >= 0 {
			u.out = inSpans(blocks, int(u.base)+u.toks[0].Start())
		}
	}
	return &text{spec: spec, all: all, units: units, reqs: n, content: spec.Content, reqsCopy: reqKeys(spec.Requirements), scopedOut: scoped, later: later}
}

// requirementUnits returns the units of the requirements.
func (t *text) requirementUnits() []unit { return t.units[:t.reqs] }

// unitText is the text of a unit's tokens.
func (u unit) String() string {
	if len(u.toks) == 0 {
		return ""
	}
	return u.text[u.toks[0].Start():u.toks[len(u.toks)-1].End()]
}

// quoteEdges returns the stretch [start, end) of text that a question
// quotes for [start, end): a quote never starts or ends inside a code
// span ("`en`", "`UNDER_REVIEW`") or inside a word. An edge inside a code
// span takes the whole span, its backticks included, when that adds at
// most codeReach bytes; else it drops the span (when something is left).
// An edge inside a word takes the whole word. Code spans are read as
// Markdown writes them: a backtick opens one and the next closes it; a
// last backtick with no partner opens none.
func quoteEdges(text string, start, end int) (int, int) {
	if start < 0 || end > len(text) || start >= end {
		return start, end
	}
	start, end = codeEdges(text, start, end)
	for start > 0 && wordBefore(text, start) && wordAfter(text, start) {
		_, n := utf8.DecodeLastRuneInString(text[:start])
		start -= n
	}
	for end < len(text) && wordBefore(text, end) && wordAfter(text, end) {
		_, n := utf8.DecodeRuneInString(text[end:])
		end += n
	}
	return start, end
}

// codeEdges moves the edges of [start, end) out of the code spans of
// text (see quoteEdges), spaces at the edges trimmed. A span opens with
// a run of backticks and closes with the next run of the same length
// ("`x`", "```go … ```"); a stretch that lies inside one span holds no
// backtick and is left as it is.
//
// A term in the text's own straight quotation marks ("delivering") is
// such a span too: a quote that cut it would leave a mark unpaired
// (issue 27, generation 41).
func codeEdges(text string, start, end int) (int, int) {
	if start < 0 || end > len(text) || start >= end || !strings.ContainsAny(text, "`\"") {
		return start, end
	}
	spans := codeSpans(text)
	if q := quotedTerms(text); len(q) > 0 {
		spans = append(spans, q...)
		slices.SortFunc(spans, func(a, b [2]int) int { return a[0] - b[0] })
	}
	for _, sp := range spans {
		open, closing := sp[0], sp[1] // the span is text[open:closing]
		if open >= end {
			break
		}
		if open < start && end < closing {
			return start, end // inside one span
		}
		if open < start && start < closing {
			if start-open <= codeReach || closing >= end {
				start = open
			} else {
				start = closing
			}
		}
		if open < end && end < closing {
			if closing-end <= codeReach || open <= start {
				end = closing
			} else {
				end = open
			}
		}
	}
	for start < end && text[start] == ' ' {
		start++
	}
	for end > start && text[end-1] == ' ' {
		end--
	}
	return start, end
}

// codeSpans returns the byte spans [open, close) of the code spans of
// text, backticks included; a run of backticks with no run of its length
// after it opens none.
func codeSpans(text string) [][2]int {
	var out [][2]int
	run := func(i int) int { // the length of the backtick run at i
		n := 0
		for i+n < len(text) && text[i+n] == '`' {
			n++
		}
		return n
	}
	for i := 0; i < len(text); {
		k := strings.IndexByte(text[i:], '`')
		if k < 0 {
			break
		}
		open := i + k
		n := run(open)
		i = open + n
		for j := i; j < len(text); {
			m := strings.IndexByte(text[j:], '`')
			if m < 0 {
				break
			}
			c := j + m
			if l := run(c); l == n {
				out = append(out, [2]int{open, c + n})
				i = c + n
				break
			} else {
				j = c + l
			}
		}
	}
	return out
}

// quotedTerms returns the byte spans [open, close) of the terms of text
// in straight double quotation marks, the marks included: a mark that
// opens one stands at the start or after a space or a bracket, before a
// word; the next mark on its line closes it when no letter or digit
// follows ("15\" screens" opens nothing). Spans that overlap a code span
// are left to it.
func quotedTerms(text string) [][2]int {
	var out [][2]int
	for i := 0; i < len(text); {
		k := strings.IndexByte(text[i:], '"')
		if k < 0 {
			break
		}
		open := i + k
		i = open + 1
		if open > 0 && !strings.ContainsRune(" \t\n([{", rune(text[open-1])) || open+1 >= len(text) || text[open+1] == ' ' || text[open+1] == '\n' {
			continue
		}
		line := text[open+1:]
		if nl := strings.IndexByte(line, '\n'); nl >= 0 {
			line = line[:nl]
		}
		c := strings.IndexByte(line, '"')
		if c < 0 || strings.Contains(line[:c], "`") {
			continue
		}
		closing := open + 1 + c + 1
		if closing < len(text) && wordAfter(text, closing) {
			continue
		}
		out = append(out, [2]int{open, closing})
		i = closing
	}
	return out
}

// codeReach is how many bytes a quote grows at most to hold a code span
// it would cut.
const codeReach = 40

// wordBefore and wordAfter report whether the character before or at
// byte i of text is part of a word: a letter, a digit or an "_" joining
// them.
// An "_" is part of a word only between letters or digits
// ("category_id"), not as a mark of emphasis ("_As a user_").
func wordBefore(text string, i int) bool {
	r, n := utf8.DecodeLastRuneInString(text[:i])
	if r == '_' {
		r, _ = utf8.DecodeLastRuneInString(text[:i-n])
	}
	return isWordRune(r)
}

func wordAfter(text string, i int) bool {
	r, n := utf8.DecodeRuneInString(text[i:])
	if r == '_' {
		r, _ = utf8.DecodeRuneInString(text[i+n:])
	}
	return isWordRune(r)
}

func isWordRune(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }
