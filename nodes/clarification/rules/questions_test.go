package rules

import (
	"context"
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/fcs"
)

// questionsFor generates the questions for ambs and checks what every
// question must satisfy.
func questionsFor(t testing.TB, a *Analyzer, spec *fcs.Specification, ambs []fcs.Ambiguity) []fcs.Question {
	t.Helper()
	qs, err := a.Questions(context.Background(), spec, ambs)
	require.NoError(t, err)
	checkQuestions(t, ambs, qs)
	return qs
}

// checkQuestions asserts what every question must satisfy.
func checkQuestions(t testing.TB, ambs []fcs.Ambiguity, qs []fcs.Question) {
	t.Helper()
	covered := map[string]int{}
	for _, q := range qs {
		require.Regexp(t, `^Q-[0-9a-f]{16}$`, q.ID)
		require.Equal(t, fcs.QuestionID(q.AmbiguityIDs), q.ID)
		require.GreaterOrEqual(t, len(q.Options), 2, q.Question)
		require.LessOrEqual(t, len(q.Options), 4, q.Question)
		labels := map[string]bool{}
		for _, o := range q.Options {
			require.NotEmpty(t, o.Label)
			require.NotEmpty(t, o.Description)
			require.NotEmpty(t, o.Implications)
			require.False(t, labels[o.Label], "duplicate label %q", o.Label)
			labels[o.Label] = true
		}
		require.True(t, labels[q.Recommended], "recommended %q not an option", q.Recommended)
		require.True(t, q.Confidence > 0 && q.Confidence <= 100)
		require.Contains(t, []fcs.QuestionKind{fcs.Single, fcs.Multiple}, q.Kind)
		require.Contains(t, []fcs.Complexity{fcs.Low, fcs.Medium, fcs.High}, q.Complexity)
		require.NotEmpty(t, q.RequirementIDs)
		require.NotEmpty(t, q.Topic)
		require.NotEmpty(t, q.Context)
		require.NotEmpty(t, q.Question)
		for _, id := range q.AmbiguityIDs {
			covered[id]++
		}
	}
	for _, a := range ambs {
		require.Equal(t, 1, covered[a.ID], "ambiguity %s (%s) answered by %d questions", a.ID, a.Rule, covered[a.ID])
	}
}

func TestQuestionsEveryRule(t *testing.T) {
	a := New()
	for _, r := range DefaultRules() {
		t.Run(r.Name, func(t *testing.T) {
			for _, c := range r.Positive {
				spec := layout(splitLines(c.Text)...)
				ambs, err := a.Analyze(context.Background(), spec)
				require.NoError(t, err)
				questionsFor(t, a, spec, ambs)
			}
		})
	}
}

func TestQuestionsMergeAndStability(t *testing.T) {
	spec := layout(
		"The app shall be fast and responsive.",
		"Reports shall be generated quickly.",
	)
	a := New()
	ambs, err := a.Analyze(context.Background(), spec)
	require.NoError(t, err)
	require.Len(t, ambs, 3)
	qs := questionsFor(t, a, spec, ambs)
	require.Len(t, qs, 2, "two findings of one rule on FR-001 merge")
	assert.Equal(t, []string{"FR-001"}, qs[0].RequirementIDs)
	assert.Len(t, qs[0].AmbiguityIDs, 2)
	assert.Equal(t, "What measurable performance target does “fast”, “responsive” in FR-001 mean?", qs[0].Question)
	assert.Equal(t, "FR-001: “fast”, “responsive” in “The app shall be fast and responsive.”", qs[0].Context)
	assert.Equal(t, "p95 ≤ 1 s", qs[1].Recommended)
	assert.Equal(t, 55, qs[1].Confidence)

	// Same input, new analyzer, shuffled findings: same questions.
	rev := make([]fcs.Ambiguity, len(ambs))
	for i := range ambs {
		rev[i] = ambs[len(ambs)-1-i]
	}
	again, err := New().Questions(context.Background(), spec, rev)
	require.NoError(t, err)
	assert.Equal(t, qs, again)
}

func TestGuesser(t *testing.T) {
	tests := []struct {
		name, text, rule, recommended string
		confidence                    int
	}{
		{"interactive latency", "The search page shall be fast.", "vague_performance", "p95 ≤ 200 ms", 60},
		{"acronym spelled in spec", "Users shall sign in once with their single sign-on account; SSO tokens shall expire after 8 hours.", "undefined_acronym", "single sign-on", 80},
		{"acronym from dictionary", "Users shall sign in through MFA.", "undefined_acronym", "Multi-Factor Authentication", 60},
		{"unknown acronym", "Payments shall go through the ZQX.", "undefined_acronym", "Define in the glossary", 50},
		{"pronoun it skips persons", "The system shall send the report to the manager when it is ready.", "pronoun", "The report", 45},
		{"login window", "The account shall be locked after 5 failed login attempts.", "rate_window", "Within 15 minutes", 55},
		{"minimum conflict takes the highest", "Passwords shall have at least 8 characters.\nPasswords shall have at least 12 characters.", "numeric_conflict", "Use 12 characters (FR-002)", 55},
		{"exact values take the lowest", "The session timeout shall be 30 minutes.\nThe session timeout shall be 15 minutes.", "numeric_conflict", "Use 15 minutes (FR-002)", 55},
		{"exact value below a minimum takes the minimum", "Passwords shall have at least 12 characters.\nPasswords shall be 8 characters.", "numeric_conflict", "Use 12 characters (FR-001)", 55},
		{"bare timeout in minutes", "The session timeout shall be 30.", "bare_measure", "Minutes", 45},
		{"bare temperature in Celsius", "The dispenser shall keep drinks at a temperature of 4.", "bare_measure", "Degrees Celsius", 55},
		{"plural unit of time", "Refunds shall reach the customer within days.", "vague_duration", "3 days", 40},
		{"exact value above a maximum takes the maximum", "The maximum upload size shall be 10 MB.\nThe upload size shall be 25 MB.", "numeric_conflict", "Use 10 MB (FR-001)", 55},
		{"open mapping takes a table of bands", "The gritter shall spread brine at 15 to 30 ml/m² depending on the forecast dew point.", "open_mapping", "A table of values by condition band", 50},
		{"advance time asks a lead time", "The depot shall order spare parts ahead of time.", "advance_time", "24 hours ahead", 50},
		{"undefined due asks the due time", "As a harbour master, I want to see which boats are overdue.", "undefined_due", "A due date or time recorded per item", 50},
		{"lead receipt asks a lead time", "Delegates shall be sent the agenda before the meeting starts.", "lead_receipt", "24 hours ahead", 50},
		{"comparative form asks a baseline", "The router shall prefer shadier streets for cyclists.", "comparative_form", "An absolute target", 55},
		{"detecting every case asks for a listed set", "The controller shall detect every valve fault and report it to the head grower.", "totality_detect", "A listed set of cases", 55},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			spec := layout(splitLines(tt.text)...)
			a := New()
			ambs, err := a.Analyze(context.Background(), spec)
			require.NoError(t, err)
			var mine []fcs.Ambiguity
			for _, f := range ambs {
				if f.Rule == tt.rule {
					mine = append(mine, f)
				}
			}
			require.NotEmpty(t, mine, "%v", rulesOf(ambs))
			qs := questionsFor(t, a, spec, mine)
			require.Len(t, qs, 1)
			assert.Equal(t, tt.recommended, qs[0].Recommended)
			assert.Equal(t, tt.confidence, qs[0].Confidence)
		})
	}
}

func TestQuestionsForeignFindings(t *testing.T) {
	spec := layout("The system shall archive records.", "Records shall be deleted after 30 days.")
	ambs := []fcs.Ambiguity{
		{ID: "A-00000001", Type: fcs.ConflictingRequirements, Location: "FR-001", Excerpt: "archive records", Offset: spec.Requirements[0].Offset + 16, Severity: fcs.Critical},
		{ID: "A-00000002", Type: fcs.MissingConstraint, Location: "FR-002", Excerpt: "30 days", Offset: spec.Requirements[1].Offset + 30, Severity: fcs.Minor},
	}
	qs := questionsFor(t, New(), spec, ambs)
	require.Len(t, qs, 2)
	assert.Equal(t, fcs.High, qs[0].Complexity)
	assert.Equal(t, fcs.Low, qs[1].Complexity)
}

func TestQuestionsErrors(t *testing.T) {
	_, err := New().Questions(context.Background(), nil, nil)
	require.ErrorIs(t, err, ErrNilSpec)
	spec := layout("x")
	spec.Requirements[0].Offset = -2
	_, err = New().Questions(context.Background(), spec, nil)
	require.ErrorIs(t, err, ErrBadOffset)
	bad := DefaultRules()[0]
	bad.Detector = "nope"
	_, err = New(WithRules([]Rule{bad})).Questions(context.Background(), layout("x"), nil)
	require.ErrorIs(t, err, ErrInvalidRule)
}

func TestManyLimitsOnOneQuantity(t *testing.T) {
	texts := make([]string, 3000)
	for i := range texts {
		texts[i] = fmt.Sprintf("Uploads shall be limited to %d MB.", 10+i%20)
	}
	spec := layout(texts...)
	a := New()
	ambs, err := a.Analyze(context.Background(), spec)
	require.NoError(t, err)
	require.Len(t, ambs, 3000, "every limit conflicts with another value")
	qs := questionsFor(t, a, spec, ambs)
	require.Len(t, qs, 1, "one quantity, one question")
	assert.Equal(t, "Use 10 MB (FR-001, FR-021, FR-041 and 147 more)", qs[0].Options[0].Label)
	assert.Equal(t, "Which limit applies: “limited to 10 MB”, “limited to 11 MB”, “limited to 12 MB”, “limited to 13 MB”, “limited to 14 MB” and 15 more? (FR-001, FR-002, FR-003, FR-004, FR-005 and 2995 more)", qs[0].Question)
}

// TestQuestionsOddFindings feeds Questions findings it did not make, as
// another analyzer or a hand-edited file might: empty excerpts and types,
// unknown requirements, names of this package's rules on spans they would
// never report. Each gets a well-formed question; nothing panics.
func TestQuestionsOddFindings(t *testing.T) {
	spec := layout("The SSO login shall be fast.", "Customers shall retry within days.")
	odd := []fcs.Ambiguity{
		{Rule: "undefined_acronym", Excerpt: "S", Location: "FR-001", Type: fcs.AmbiguousTerminology},
		{Rule: "undefined_acronym", Excerpt: "", Location: "FR-001", Type: fcs.AmbiguousTerminology},
		{Rule: "", Excerpt: "fast", Location: "FR-001"},
		{Rule: "", Excerpt: "", Location: "NOPE", Type: fcs.ConflictingRequirements},
		{Rule: "vague_duration", Excerpt: "", Location: "FR-002", Type: fcs.MissingConstraint},
		{Rule: "pronoun", Excerpt: "", Location: "NOPE", Type: fcs.UnclearSpecification},
		{Rule: "numeric_conflict", Excerpt: "days", Location: "FR-002", Offset: -7, Type: fcs.ConflictingRequirements},
		{Rule: "synonym", Excerpt: "zzz", Location: "FR-002", Type: fcs.AmbiguousTerminology},
		{Rule: "bare_number", Excerpt: "", Location: "FR-002", Type: fcs.MissingConstraint},
		{Rule: "rate_window", Excerpt: "", Location: "FR-002", Type: fcs.MissingConstraint},
	}
	for i, amb := range odd {
		t.Run(fmt.Sprintf("%d-%s", i, amb.Rule), func(t *testing.T) {
			amb.ID = fmt.Sprintf("A-%08x", i)
			questionsFor(t, New(), spec, []fcs.Ambiguity{amb})
		})
	}
}
