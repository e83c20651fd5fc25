package decisions

import (
	"iter"
	"slices"
	"sort"
	"strings"

	"github.com/clarigraph/clarigraph/fcs"
	"github.com/clarigraph/clarigraph/nodes/clarification/lang"
)

// What a specification puts out of scope (issue 27, generation 41).
//
// A section headed "Out of scope", "Non-goals", "Exclusions" or "Future
// work" (a Markdown heading, to the next heading of its level or above),
// a list under such a lead line ("**Out of scope**", "Non-goals:"), a
// requirement put off to a later version (deferredRequirements) and a
// sentence that puts what it names off or out of scope ("Online payment
// is out of scope"; deferredAt) state what the system is not. A
// statement there counts as what it is:
//
//   - the things it names are out of scope: a decision whose subject it
//     names, and no requirement in scope does, is not asked
//     (Catalogue.Match: the occurrence is no mention);
//   - it decides nothing of what is in scope: a decided pattern or an
//     option's excluded_by phrasing found only there settles no entry and
//     excludes no option ("Out of scope: a sign-up page" does not rule out
//     invitations; "Non-goals: invitation links sent by e-mail" does not
//     settle who creates accounts), and a subject a requirement in scope
//     names is asked as if the non-goal were not written ("SSO will be
//     used, and RBAC will be implemented in future releases" puts off
//     no question of sign-on).

// scopeTitles are the words of a heading or a lead line that puts what
// stands under it out of scope (matched in its lower-case text).
// A roadmap or a list of phases is not one: it lists what is done and
// under way too.
var scopeTitles = []string{"out of scope", "out-of-scope", "not in scope", "non-goal", "non goal", "nongoal", "exclusions", "excluded", "won't have", "won’t have", "post-mvp", "post mvp", "future work", "future scope", "future enhancement", "future release", "future version", "future feature", "later phase", "later release", "deferred"}

// scopeTitle reports whether a heading's or a lead line's text puts
// what stands under it out of scope.
func scopeTitle(line string) bool {
	low := strings.ToLower(line)
	return slices.ContainsFunc(scopeTitles, func(w string) bool { return strings.Contains(low, w) })
}

// outOfScope returns the byte spans of the content a specification puts
// out of scope, in order and apart (see the comment above): Markdown
// sections under a scope title, the lists under a scope lead line, the
// requirements put off to a later version and the sentences that put
// what they name off or out of scope. all are the content's tokens. Each
// is found in one pass over the content, its tokens or its requirements.
// blocks are the sections, lists and requirements (a unit that starts in
// one is out of scope as a whole), sentences the sentences, all of them
// together scoped.
func outOfScope(spec *fcs.Specification, all []lang.Token, later map[string]bool) (blocks, scoped []span) {
	var out []span
	content := spec.Content
	// Sections under a heading.
	level := 0 // the open scope section's heading level, 0 for none
	from := 0
	for at, end := range lineSpans(content) {
		line := strings.TrimSpace(content[at:end])
		if n := headingLevel(line); n > 0 {
			if level > 0 && n <= level {
				out = append(out, span{from, at})
				level = 0
			}
			if level == 0 && scopeTitle(line[n:]) {
				level, from = n, at
			}
		}
	}
	if level > 0 {
		out = append(out, span{from, len(content)})
	}
	// Requirements put off to a later version (by their ID, section or
	// priority; deferredRequirements' reading of a list's lead line also
	// takes a line that is no item, so the lists are leadLists'); later
	// is deferredRequirements(spec), read once by newText.
	for _, r := range spec.Requirements {
		if verbatim(spec, r) && later[r.ID] && (!outOfScopeList(content, r.Offset) || itemAt(content, r.Offset)) {
			out = append(out, span{r.Offset, r.Offset + len(r.Text)})
		}
	}
	out = append(out, leadLists(content)...)
	blocks = mergeSpans(out)
	// Sentences that put something off, a line break ending one too (an
	// item of a list).
	var sentences []span
	for lo := 0; lo < len(all); {
		hi := lo + 1
		for hi < len(all) && !strings.ContainsAny(all[hi].Punct(), ".;!?") && !strings.Contains(content[all[hi-1].End():all[hi].Start()], "\n") {
			hi++
		}
		if deferredAt(all[lo:hi], 0, hi-lo) {
			sentences = append(sentences, span{all[lo].Start(), all[hi-1].End()})
		}
		lo = hi
	}
	if len(sentences) == 0 {
		return blocks, blocks
	}
	return blocks, mergeSpans(append(slices.Clone(blocks), sentences...))
}

// leadLists returns the spans of the list items that stand under a
// scope lead line — a short line that is no item and no heading ("**Out
// of scope**", "Non-goals:") — up to the first line that is neither an
// item nor blank.
func leadLists(content string) []span {
	var out []span
	open := false // under a scope lead line
	for at, end := range lineSpans(content) {
		line := strings.TrimSpace(content[at:end])
		switch {
		case line == "":
		case listItem(line):
			if open {
				out = append(out, span{at, end})
			}
		default:
			open = headingLevel(line) == 0 && len(line) < 60 && scopeTitle(line)
		}
	}
	return out
}

// lineSpans yields the start and end (before its line break) of each
// line of content.
func lineSpans(content string) iter.Seq2[int, int] {
	return func(yield func(int, int) bool) {
		for at := 0; at < len(content); {
			end := strings.IndexByte(content[at:], '\n')
			if end < 0 {
				end = len(content)
			} else {
				end += at
			}
			if !yield(at, end) {
				return
			}
			at = end + 1
		}
	}
}

// itemAt reports whether the line that holds byte offset at of content
// is an item of a list.
func itemAt(content string, at int) bool {
	start := strings.LastIndexByte(content[:at], '\n') + 1
	end := strings.IndexByte(content[start:], '\n')
	if end < 0 {
		end = len(content) - start
	}
	line := strings.TrimSpace(content[start : start+end])
	return line != "" && listItem(line)
}

// headingLevel returns the level of a Markdown heading line ("## Out of
// scope": 2), 0 for any other line.
func headingLevel(line string) int {
	n := 0
	for n < len(line) && line[n] == '#' {
		n++
	}
	if n == 0 || n > 6 || n < len(line) && line[n] != ' ' {
		return 0
	}
	return n
}

// mergeSpans sorts spans and joins those that overlap or touch.
func mergeSpans(ss []span) []span {
	if len(ss) < 2 {
		return ss
	}
	slices.SortFunc(ss, func(a, b span) int { return a.from - b.from })
	out := ss[:1]
	for _, s := range ss[1:] {
		if l := &out[len(out)-1]; s.from <= l.to {
			l.to = max(l.to, s.to)
			continue
		}
		out = append(out, s)
	}
	return out
}

// inSpans reports whether byte offset at lies in one of spans (sorted,
// apart).
func inSpans(spans []span, at int) bool {
	i := sort.Search(len(spans), func(i int) bool { return spans[i].to > at })
	return i < len(spans) && spans[i].from <= at
}

// inScope is the test positions.anyWhere takes to keep only the matches
// that end in scope (tokens of the content).
func (t *text) inScope(toks []lang.Token, end int) bool {
	return end == 0 || !inSpans(t.scopedOut, toks[end-1].Start())
}

// recommend returns the option to recommend of entry e for the text
// (Entry.Recommend), reading the options' excluded_by phrasings in
// scope only: pos holds the content's tokens.
func (t *text) recommend(e *Entry, pos *positions) string {
	return e.recommendWith(func(ps []Pattern) bool { return pos.anyWhere(ps, 0, t.inScope) })
}

// decided reports whether one of e's decided patterns matches in scope.
func (t *text) decided(e *Entry, pos *positions) bool {
	return pos.anyWhere(e.decided, 0, t.inScope)
}
