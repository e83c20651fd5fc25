package decisions

import (
	"fmt"
	"strings"
	"unicode"

	"github.com/clarigraph/clarigraph/fcs"
)

// RuleOpenQuestion is the Rule of a finding for a question the
// specification asks itself ("What happens when a provider becomes
// unavailable?" in a list of edge cases): the authors say the point is
// open.
const RuleOpenQuestion = "open_question"

// interrogatives start a sentence that asks something.
var interrogatives = set("what which how when who whom whose where why should shall can could is are does do did will would must may")

// openQuestions finds the questions a specification asks itself: the
// sentences of its requirements — and, in Markdown and text
// specifications, of its paragraphs outside them — that start with an
// interrogative word and end with a question mark. Each is a finding of
// type underspecified_feature, its excerpt the question as written.
func openQuestions(spec *fcs.Specification, tx *text) []fcs.Ambiguity {
	if !strings.Contains(spec.Content, "?") {
		return nil
	}
	var out []fcs.Ambiguity
	seen := map[int]bool{}
	var ans *answers
	add := func(loc, text string, base int) {
		for _, q := range questionSentences(text) {
			off := -1
			if base >= 0 {
				off = base + q[0]
				if seen[off] {
					continue
				}
				seen[off] = true
			}
			excerpt := text[q[0]:q[1]]
			if answeredOnItsLine(text, q[1]) {
				continue
			}
			if ans == nil {
				ans = newAnswers(tx)
			}
			if ans.answered(excerpt, loc) {
				continue
			}
			out = append(out, fcs.Ambiguity{
				Type: fcs.UnderspecifiedFeature, Location: loc, Excerpt: excerpt, Offset: off,
				Description: "The specification asks this itself and does not answer it.",
				Severity:    fcs.Important, Rule: RuleOpenQuestion,
			})
		}
	}
	type span struct{ from, to int }
	var covered []span
	for _, r := range spec.Requirements {
		base := -1
		if r.Offset >= 0 && r.Offset+len(r.Text) <= len(spec.Content) && spec.Content[r.Offset:r.Offset+len(r.Text)] == r.Text {
			base = r.Offset
			covered = append(covered, span{r.Offset, r.Offset + len(r.Text)})
		}
		add(r.ID, r.Text, base)
	}
	if spec.Format == fcs.FormatYAML || spec.Format == fcs.FormatJSON {
		return out
	}
	// Lines outside the requirements.
	for start := 0; start < len(spec.Content); {
		end := strings.IndexByte(spec.Content[start:], '\n')
		if end < 0 {
			end = len(spec.Content)
		} else {
			end += start
		}
		inside := false
		for _, c := range covered {
			if start < c.to && end > c.from {
				inside = true
				break
			}
		}
		if !inside && strings.Contains(spec.Content[start:end], "?") {
			add("", spec.Content[start:end], start)
		}
		start = end + 1
	}
	return out
}

// minQuestionWords is the shortest question, in words, taken as an open
// point ("Is this a heading?" is not one).
const minQuestionWords = 6

// questionSentences returns the byte spans of the sentences of text that
// start with an interrogative word, end with "?" and have at least
// minQuestionWords words, list markers and quotes left out.
func questionSentences(text string) [][2]int {
	var out [][2]int
	start := 0
	for i := 0; i < len(text); i++ {
		c := text[i]
		if c != '.' && c != '!' && c != '?' && c != '\n' {
			continue
		}
		if c == '?' {
			from := start
			for from < i && !unicode.IsLetter(rune(text[from])) {
				from++
			}
			first := from
			for first < i && (unicode.IsLetter(rune(text[first])) || text[first] == '\'') {
				first++
			}
			if w := strings.ToLower(text[from:first]); interrogatives[w] && first-from > 1 && len(strings.Fields(text[from:i])) >= minQuestionWords {
				out = append(out, [2]int{from, i + 1})
			}
		}
		start = i + 1
	}
	return out
}

// openQuestionQuestion asks the specification's own question.
func openQuestionQuestion(docs *specDocs, x fcs.Ambiguity) fcs.Question {
	where := "the specification"
	reqs := []string{}
	if x.Location != "" {
		where, reqs = x.Location, []string{x.Location}
	}
	ids := []string{x.ID}
	return fcs.Question{
		ID:             fcs.QuestionID(ids),
		AmbiguityIDs:   ids,
		RequirementIDs: reqs,
		Topic:          "a question the specification leaves open",
		Context:        fmt.Sprintf("%s asks this itself and does not answer it.", where),
		Question:       fmt.Sprintf("The specification asks “%s” — what is the answer?", oneLine(strings.TrimSpace(x.Excerpt))),
		Options: []fcs.Option{
			{
				Label:        "Fail safely and report",
				Description:  "The operation stops without partial effects; the user or the operator is told clearly what happened, and it is logged.",
				Implications: "Predictable and testable; the case needs a message and a test, and someone handles it by hand.",
			},
			{
				Label:        "Handle it automatically",
				Description:  "The system recovers on its own — it retries, falls back or uses a default — and records what it did.",
				Implications: "Smoother for users; the recovery rule must be stated and tested, and can hide problems.",
			},
			{
				Label:        "Out of scope for this release",
				Description:  "The case is documented as not handled yet.",
				Implications: "Less to build now; the gap is explicit and must be revisited.",
			},
		},
		Kind:        fcs.Single,
		Complexity:  fcs.High,
		Recommended: "Fail safely and report",
		Confidence:  40,
	}
}
