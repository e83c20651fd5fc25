package decisions

import (
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/clarigraph/clarigraph/fcs"

	"github.com/clarigraph/clarigraph/nodes/clarification/lang"
)

// TestQuoteEdges: a quote never starts or ends inside a code span or a
// word (issue 27, questions generation 38).
func TestQuoteEdges(t *testing.T) {
	for _, tc := range []struct {
		name, text, cut, want string
	}{
		{"end inside a code span", "The app shall offer locales `en`, `fr` and `de`.", "The app shall offer locales `en", "The app shall offer locales `en`"},
		{"start inside a code span", "Statuses move from `OPEN` to `CLOSED` only.", "OPEN` to `CLOSED", "`OPEN` to `CLOSED`"},
		{"a whole span stays", "Call `GET /items` to list.", "`GET /items`", "`GET /items`"},
		{"a long span cut is dropped", "Run it with `a very long command line that goes on and on and on for ever` at night.", "Run it with `a very", "Run it with"},
		{"end inside a word", "The owner archives old photos.", "The owner arch", "The owner archives"},
		{"start inside a word", "The owner archives old photos.", "wner archives", "owner archives"},
		{"no code, whole words", "Guests may book rooms.", "may book", "may book"},
		{"an unpaired backtick opens nothing", "Use the ` key to open it.", "open it", "open it"},
		{"an identifier is one word", "Each row holds a category_id and a name.", "id and a name", "category_id and a name"},
		{"emphasis is no word", "_As a clerk I file notes_ daily.", "As a clerk", "As a clerk"},
		{"inside one span, left as it is", "Run ```sh make all && make test``` nightly.", "make all", "make all"},
		{"a triple-backtick span is one", "Run ```sh make all``` then `go test` nightly.", "make all``` then", "```sh make all``` then"},
		// The text's own quotation marks pair like code spans
		// (generation 41): a quote cut inside "…" takes it whole.
		{"end inside a quoted term", `An order can't be cancelled once it has status "delivering" or later.`, `once it has status "delivering`, `once it has status "delivering"`},
		{"start inside a quoted term", `Steps such as "Sending welcome email" follow.`, `welcome email" follow`, `"Sending welcome email" follow`},
		{"a whole quoted term stays", `Labels read "Done" today.`, `read "Done" today`, `read "Done" today`},
		{"inch marks pair no quote", `A 15" screen and a 17" one.`, `A 15" screen`, `A 15" screen`},
	} {
		start := strings.Index(tc.text, tc.cut)
		s, e := quoteEdges(tc.text, start, start+len(tc.cut))
		assert.Equal(t, tc.want, tc.text[s:e], tc.name)
	}
}

// TestQuotesKeepCodeSpans: the quotes of a decision's and a gap's
// question, and a context's clipped requirement, hold whole code spans.
func TestQuotesKeepCodeSpans(t *testing.T) {
	for _, tc := range []struct {
		name, text, at string
	}{
		{"a bracket's content", "The portal shall email the owner when the status changes (for example `OPEN_CASE` -> `CLOSED_CASE`).", "closed"},
		{"a long clause", "The portal shall store every uploaded file of every member in the region chosen by the member as `EU_WEST` and never copy it elsewhere at all.", "west"},
	} {
		toks := lang.Tokenize(tc.text)
		i := slices.IndexFunc(toks, func(t lang.Token) bool { return t.Lower() == tc.at })
		q, ok := clauseQuote(tc.text, toks, i, i+1)
		assert.True(t, ok, tc.name)
		assert.Equal(t, 0, strings.Count(q, "`")%2, "%s: %s", tc.name, q)
		u := unit{text: tc.text, toks: toks}
		g := gapQuote(u, i, i+1, 3)
		assert.Equal(t, 0, strings.Count(g, "`")%2, "%s: %s", tc.name, g)
	}
	long := "Members shall pick one of the plans " + strings.Repeat("x", 180) + " `PLAN_BASIC` or `PLAN_PRO` here."
	c := clip(long, 200)
	assert.Equal(t, 0, strings.Count(c, "`")%2, c)
}

// TestQuotePunct: punctuation after a closing quote is not doubled: the
// quote's own full stop, question or exclamation mark ends the sentence,
// and a clause that goes on after the quote drops the quote's full stop.
func TestQuotePunct(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"FR-1: “The app shall log in users.”.", "FR-1: “The app shall log in users.”"},
		{"FR-1: “Is it fast?”.", "FR-1: “Is it fast?”"},
		{"FR-1: “Users shall sign in.”; the lock is never lifted.", "FR-1: “Users shall sign in”; the lock is never lifted."},
		{"FR-1: “Users shall sign in.”. The specification states this decision only in part.", "FR-1: “Users shall sign in.” The specification states this decision only in part."},
		{"FR-1: “Users shall sign in”.", "FR-1: “Users shall sign in”."},
		{"FR-1: “Is it fast?”; nothing says.", "FR-1: “Is it fast?”; nothing says."},
		{"a “v1.2” version.", "a “v1.2” version."},
	} {
		assert.Equal(t, tc.want, quotePunct(tc.in), tc.in)
	}
}

// TestContextPunct: a decision's context that quotes a whole requirement
// ends on the requirement's own full stop.
func TestContextPunct(t *testing.T) {
	content := "FR-1: The portal shall keep a history of every booking.\n"
	spec := &fcs.Specification{Format: fcs.FormatMarkdown, Content: content, Requirements: []fcs.Requirement{
		{ID: "FR-1", Text: "The portal shall keep a history of every booking.", Offset: 6},
	}}
	docs := newSpecDocs(spec)
	got := decisionContext(docs, fcs.Ambiguity{Location: "FR-1", Excerpt: "history", Offset: 27}, []string{"FR-1"}, nil, true)
	assert.NotContains(t, got, "”.")
	assert.True(t, strings.HasSuffix(got, "."), got)
}

// TestFillSubjectAgrees: a template's verb agrees with the number of the
// noun filled in (the tagger's plural nouns), before or after it; a
// quoted subject is a term and keeps the template's verb, and so does a
// subject that modifies a noun after it.
func TestFillSubjectAgrees(t *testing.T) {
	for _, tc := range []struct{ template, subject, want string }{
		{"What must happen when {subject} is slow or unavailable?", "partner services", "What must happen when partner services are slow or unavailable?"},
		{"What must happen when {subject} is slow or unavailable?", "the payment service", "What must happen when the payment service is slow or unavailable?"},
		{"What does the {subject} report, and who may call it?", "probes", "What do the probes report, and who may call it?"},
		{"How long does {subject} stay published?", "news posts", "How long do news posts stay published?"},
		{"How long does {subject} stay published?", "the notice", "How long does the notice stay published?"},
		{"Is the {subject} confirmed at once?", "reservations", "Are the reservations confirmed at once?"},
		{"Does “{subject}” mean a title or a copy?", "books", "Does “books” mean a title or a copy?"},
		{"Is the {subject} data a special category?", "health records", "Is the health records data a special category?"},
		{"Where the spec says {subject}, what was decided?", "invoices", "Where the spec says invoices, what was decided?"},
	} {
		assert.Equal(t, tc.want, fillSubject(tc.template, tc.subject), tc.template+" / "+tc.subject)
	}
}

// TestFillSubjectNoEcho: a template that names its thing and then quotes
// the specification's word for it ("the AI where the spec says “{subject}”")
// drops the quote when the word is the template's own: the phrase filled
// in must read as one noun phrase.
func TestFillSubjectNoEcho(t *testing.T) {
	for _, tc := range []struct{ template, subject, want string }{
		{"Does the AI where the spec says “{subject}” change records by itself?", "AI", "Does the AI change records by itself?"},
		{"Does the AI where the spec says “{subject}” change records by itself?", "ai", "Does the AI change records by itself?"},
		{"Does the AI where the spec says “{subject}” change records by itself?", "smart assistant", "Does the AI where the spec says “smart assistant” change records by itself?"},
		{"Which algorithms are used where the spec says “{subject}”?", "used", "Which algorithms are used where the spec says “used”?"},
	} {
		assert.Equal(t, tc.want, fillSubject(tc.template, tc.subject), tc.template+" / "+tc.subject)
	}
}

// TestCodeQuotes: another generator's question, and its options, quote
// whole code spans.
func TestCodeQuotes(t *testing.T) {
	text := "The app shall offer locales `en`, `fr` and `de`."
	spec := &fcs.Specification{Format: fcs.FormatMarkdown, Content: "R1: " + text + "\n", Requirements: []fcs.Requirement{{ID: "R1", Text: text, Offset: 4}}}
	docs := newSpecDocs(spec)
	q := fcs.Question{RequirementIDs: []string{"R1"},
		Question: "What must the system do to provide “offer locales `en” in R1?",
		Options:  []fcs.Option{{Label: "List them", Description: "Name what makes up “offer locales `en”"}, {Label: "Keep", Description: "As written"}}}
	got := codeQuotes(docs, q)
	assert.Equal(t, "What must the system do to provide “offer locales `en`” in R1?", got.Question)
	assert.Equal(t, "Name what makes up “offer locales `en`”", got.Options[0].Description)
	assert.Equal(t, "As written", got.Options[1].Description)
	assert.Equal(t, "Name what makes up “offer locales `en”", q.Options[0].Description, "the question given is not changed")

	// A straight-quoted term cut alike (generation 41).
	text = `Steps such as "Sending welcome email" run after sign-up.`
	spec = &fcs.Specification{Format: fcs.FormatMarkdown, Content: "R2: " + text + "\n", Requirements: []fcs.Requirement{{ID: "R2", Text: text, Offset: 4}}}
	q = fcs.Question{RequirementIDs: []string{"R2"}, Question: `Are the items after “such as "Sending welcome email” in R2 the whole list?`}
	got = codeQuotes(newSpecDocs(spec), q)
	assert.Equal(t, `Are the items after “such as "Sending welcome email"” in R2 the whole list?`, got.Question)
}
