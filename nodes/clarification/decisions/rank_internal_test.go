package decisions

import (
	"context"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/fcs"
	"github.com/clarigraph/clarigraph/spec"
)

// TestStatesCondition: a use-case "exception" that states a condition is
// a precondition, not a failure with its response missing.
func TestStatesCondition(t *testing.T) {
	for s, want := range map[string]bool{
		"the member must be signed in":            true,
		"only when the parcel has been weighed":   true,
		"the parcel is heavier than the limit":    false,
		"the courier rejects the parcel":          false,
		"the label printer does not respond":      false,
		"labels shall be printed before dispatch": true,
	} {
		assert.Equal(t, want, statesCondition(s), "%q", s)
	}
	a, err := New(nil)
	require.NoError(t, err)
	failure := fcs.Ambiguity{Rule: "exception_response", Type: fcs.UnderspecifiedFeature, Excerpt: "the courier rejects the parcel"}
	precondition := fcs.Ambiguity{Rule: "exception_response", Type: fcs.UnderspecifiedFeature, Excerpt: "the member must be signed in"}
	assert.Greater(t, a.Score(failure, nil), a.Score(precondition, nil))
}

// TestRepeated: the same word rule on the same words in another
// requirement, or a gap found again on the same words ("the upper limit"
// in two steps), ranks after every other question.
func TestRepeated(t *testing.T) {
	a, err := New(nil)
	require.NoError(t, err)
	for _, tt := range []struct {
		rule     string
		severity fcs.Severity
		first    string
		again    string
	}{
		{"subjective_quality", fcs.Critical, "Build passes", "build passes"},
		{"gap_limit", fcs.Important, "upper limit", "upper limit"},
	} {
		t.Run(tt.rule, func(t *testing.T) {
			spec := &fcs.Specification{Content: "x"}
			ambs := []fcs.Ambiguity{
				{ID: "A-1", Rule: tt.rule, Type: fcs.UnderspecifiedFeature, Severity: tt.severity, Excerpt: tt.first, Location: "R-1", Offset: 1},
				{ID: "A-2", Rule: tt.rule, Type: fcs.UnderspecifiedFeature, Severity: tt.severity, Excerpt: tt.again, Location: "R-2", Offset: 2},
				{ID: "A-3", Rule: "vague_quality", Type: fcs.AmbiguousTerminology, Severity: fcs.Minor, Excerpt: "quickly", Location: "R-3", Offset: 3},
			}
			qs := []fcs.Question{{ID: "Q-1", AmbiguityIDs: []string{"A-1"}}, {ID: "Q-2", AmbiguityIDs: []string{"A-2"}}, {ID: "Q-3", AmbiguityIDs: []string{"A-3"}}}
			got, _ := a.rank(spec, qs, ambs, nil)
			assert.Equal(t, []string{"Q-1", "Q-3", "Q-2"}, []string{got[0].ID, got[1].ID, got[2].ID})
		})
	}
}

// TestGenericTemplateYields: a generic template the text does not raise
// itself ranks one impact lower than the same entry raised by a word
// beside its subject or stated in part.
func TestGenericTemplateYields(t *testing.T) {
	c, err := Default()
	require.NoError(t, err)
	e := c.Entry("IAM-PASSWORD-POLICY")
	require.NotNil(t, e)
	require.Equal(t, "security and privacy", e.Category)
	bare := Match{Entry: e, Occurrences: 2}
	assert.Equal(t, e.Impact-1, bare.Impact())
	assert.Equal(t, e.Impact, Match{Entry: e, Occurrences: 2, Required: true}.Impact())
	assert.Equal(t, e.Impact, Match{Entry: e, Occurrences: 2, Partly: true}.Impact())
}

// TestOperationsTemplateYields: an operations entry (deployment,
// configuration, environments) not raised by the text yields like the
// generic templates.
func TestOperationsTemplateYields(t *testing.T) {
	c, err := Default()
	require.NoError(t, err)
	e := c.Entry("DEP-ENVIRONMENTS")
	require.NotNil(t, e)
	require.Equal(t, "operations", e.Category)
	assert.Equal(t, e.Impact-1, Match{Entry: e, Occurrences: 2}.Impact())
	assert.Equal(t, e.Impact, Match{Entry: e, Occurrences: 2, Partly: true}.Impact())
}

// TestRankAskedFloor: a question is asked when its ranked score reaches
// MinScore and, for a word-level question or an open feature that ranks
// as one, its word rule is one whose questions proved worth asking; the
// others rank after the questions asked, in rank order.
func TestRankAskedFloor(t *testing.T) {
	a, err := New(nil)
	require.NoError(t, err)
	for _, tt := range []struct {
		name     string
		rule     string
		typ      fcs.AmbiguityType
		severity fcs.Severity
		excerpt  string
		asked    bool
	}{
		{"a gap", RuleLimit, fcs.UnderspecifiedFeature, fcs.Important, "upload limit", true},
		{"a conflict", "conflicting_values", fcs.ConflictingRequirements, fcs.Important, "10 MB", true},
		{"a word rule that proved worth asking", "unbounded_load", fcs.MissingConstraint, fcs.Important, "support 500 users", true},
		{"the same rule, a minor finding below the floor", "unbounded_load", fcs.MissingConstraint, fcs.Minor, "many users", false},
		{"a word rule that did not", "vague_quality", fcs.AmbiguousTerminology, fcs.Important, "user-friendly", false},
		{"an open feature of a rule that proved worth asking", "vague_action", fcs.UnderspecifiedFeature, fcs.Important, "check the stock", true},
		{"an open feature of a rule that did not", "capability", fcs.UnderspecifiedFeature, fcs.Important, "manage posts", false},
		{"a critical open feature", "capability", fcs.UnderspecifiedFeature, fcs.Critical, "manage posts", true},
		{"a use-case exception with no response", "exception_response", fcs.UnderspecifiedFeature, fcs.Important, "the card is rejected", true},
		{"a question the text asks itself", RuleOpenQuestion, fcs.UnderspecifiedFeature, fcs.Important, "daily or weekly?", true},
		{"a question the text asks itself about a name with special characters", RuleOpenQuestion, fcs.UnderspecifiedFeature, fcs.Important, "What if a pet's name holds special characters?", false},
		{"… about a photo too large", RuleOpenQuestion, fcs.UnderspecifiedFeature, fcs.Important, "How are photos that are too large handled?", false},
		{"… about a form left incomplete", RuleOpenQuestion, fcs.UnderspecifiedFeature, fcs.Important, "What happens when a booking form is incomplete?", false},
		{"… about a rule the builder cannot settle alone", RuleOpenQuestion, fcs.UnderspecifiedFeature, fcs.Important, "What if a member's card expires during a loan?", true},
		{"a placeholder the text leaves", "tbd", fcs.MissingConstraint, fcs.Important, "TBD", true},
		{"a marker the authors left", "needs_clarification_marker", fcs.UnclearSpecification, fcs.Important, "[NEEDS CLARIFICATION: which roles?]", true},
		{"a language model's own finding", RuleModel, fcs.AmbiguousTerminology, fcs.Important, "user-friendly", true},
		{"a language model's minor finding, below the floor", RuleModel, fcs.AmbiguousTerminology, fcs.Minor, "user-friendly", false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			spec := &fcs.Specification{Content: "x"}
			ambs := []fcs.Ambiguity{
				{ID: "A-1", Rule: "vague_time", Type: fcs.AmbiguousTerminology, Severity: fcs.Critical, Excerpt: "soon", Location: "R-1", Offset: 1},
				{ID: "A-2", Rule: tt.rule, Type: tt.typ, Severity: tt.severity, Excerpt: tt.excerpt, Location: "R-2", Offset: 2, Description: "“" + tt.excerpt + "” in R-2 contradicts “5 MB” in R-3"},
			}
			qs := []fcs.Question{{ID: "Q-1", AmbiguityIDs: []string{"A-1"}}, {ID: "Q-2", AmbiguityIDs: []string{"A-2"}}}
			got, n := a.RankAsked(spec, qs, ambs)
			require.Len(t, got, 2)
			if tt.asked {
				assert.Equal(t, 1, n)
				assert.Equal(t, []string{"Q-2", "Q-1"}, []string{got[0].ID, got[1].ID}, "asked first")
			} else {
				assert.Equal(t, 0, n)
			}
			assert.Equal(t, got, a.Rank(spec, qs, ambs), "Rank orders as RankAsked")
		})
	}
}

// TestDiscounts: from the second question of one kind on, a catalogue
// domain's decisions and a word rule's raised questions (the exceptions
// of a use-case document: many variants of one question) lose one impact
// per question ranked above; the gaps of one kind lose one for every two.
func TestDiscounts(t *testing.T) {
	for _, tt := range []struct {
		domain string
		want   []int // effective score of the first, second, third and fourth question
	}{
		{"identity-and-access", []int{15, 12, 9, 6}},
		{"rule:exception_response", []int{15, 12, 9, 6}},
		{"gap:gap_removal", []int{15, 12, 12, 9}},
	} {
		c := candidate{domain: tt.domain, impact: 5, unc: UncertaintyMissing, score: 5 * UncertaintyMissing}
		var got []int
		for seen := range 4 {
			got = append(got, c.effective(seen, 0))
		}
		assert.Equal(t, tt.want, got, tt.domain)
	}
}

// TestRaisedOnlyDomains: a decision of a domain marked raised_only is
// asked only where the text raises it — a partial statement, a required
// word beside its subject, a word finding folded in — and is otherwise
// ranked among the assumptions; the other domains are asked as before.
func TestRaisedOnlyDomains(t *testing.T) {
	a, err := New(nil)
	require.NoError(t, err)
	require.NotNil(t, a.cat.Entry("DEV-LLM-PROVIDER")) // builds the index
	require.True(t, a.cat.domainOf["DEV-LLM-PROVIDER"].RaisedOnly, "developer tooling is raised only")
	require.True(t, a.cat.domainOf["PERF-RESPONSE-TIME"].RaisedOnly, "performance and capacity is raised only")
	require.False(t, a.cat.domainOf["SRCH-MATCH-MODE"].RaisedOnly, "search is not")
	require.True(t, a.cat.Entry("SRCH-SCOPE-FIELDS").RaisedOnly, "one entry of search is")
	for _, tt := range []struct {
		name            string
		entry           string
		partly, require bool
		folded          bool
		asked           bool
	}{
		{"a template of a raised-only domain the text does not raise", "DEV-LLM-PROVIDER", false, false, false, false},
		{"the same, stated in part", "DEV-LLM-PROVIDER", true, false, false, true},
		{"the same, a required word beside its subject", "DEV-LLM-PROVIDER", false, true, false, true},
		{"the same, a word finding folded in", "DEV-LLM-PROVIDER", false, false, true, true},
		{"a decision of another domain, not raised", "SRCH-MATCH-MODE", false, false, false, true},
		{"a performance template the text does not raise", "PERF-RESPONSE-TIME", false, false, false, false},
		{"a performance target stated in part", "PERF-RESPONSE-TIME", true, false, false, true},
		{"a raised-only entry of another domain, not raised", "SRCH-SCOPE-FIELDS", false, false, false, false},
		{"the same, stated in part", "SRCH-SCOPE-FIELDS", true, false, false, true},
		{"the same, a required word beside its subject", "SRCH-SCOPE-FIELDS", false, true, false, false},
		{"the same, a word finding folded in", "SRCH-SCOPE-FIELDS", false, false, true, true},
	} {
		t.Run(tt.name, func(t *testing.T) {
			e := a.cat.Entry(tt.entry)
			require.NotNil(t, e)
			spec := &fcs.Specification{Content: "x"}
			ambs := []fcs.Ambiguity{{ID: "A-1", Rule: e.ID, Type: fcs.UnderspecifiedFeature, Severity: fcs.Important, Excerpt: "model", Location: "R-1", Offset: 1}}
			q := fcs.Question{ID: "Q-1", AmbiguityIDs: []string{"A-1"}}
			if tt.folded {
				ambs = append(ambs, fcs.Ambiguity{ID: "A-2", Rule: "tbd", Type: fcs.MissingConstraint, Severity: fcs.Minor, Excerpt: "TBD", Location: "R-1", Offset: 2})
				q.AmbiguityIDs = append(q.AmbiguityIDs, "A-2")
			}
			matches := map[string]Match{e.ID: {Entry: e, Location: "R-1", Subject: "model", Mentions: 3, Occurrences: 3, Words: 1, Partly: tt.partly, Required: tt.require}}
			got, n := a.rank(spec, []fcs.Question{q}, ambs, matches)
			require.Len(t, got, 1)
			assert.Equal(t, boolInt(tt.asked), n)
		})
	}
}

// TestTextRaisedFirst: a decision the text raises itself (a gap its
// structure shows, a question it asks itself, a decision with a word
// finding folded in) ranks before a decision inferred from a subject
// alone, even one of a higher score; a word rule's open feature, a
// raised decision put off to a later version, and a gap that repeats
// one already taken do not.
func TestTextRaisedFirst(t *testing.T) {
	a, err := New(nil)
	require.NoError(t, err)
	e := a.cat.Entry("AVL-RTO")
	require.NotNil(t, e)
	require.Equal(t, 5, e.Impact)
	inferred := fcs.Ambiguity{ID: "A-E", Rule: e.ID, Type: fcs.MissingConstraint, Severity: fcs.Important, Excerpt: "restore", Location: "R-1", Offset: 1}
	for _, tt := range []struct {
		name   string
		raised fcs.Ambiguity
		later  bool // the raised finding's requirement is put off
		want   []string
	}{
		{"an open gap scoring below the inferred decision", fcs.Ambiguity{ID: "A-R", Rule: RuleOpen, Type: fcs.UnderspecifiedFeature, Severity: fcs.Important, Excerpt: "edit orders", Location: "R-2", Offset: 20}, false, []string{"Q-R", "Q-E"}},
		{"a rights gap", fcs.Ambiguity{ID: "A-R", Rule: RuleRights, Type: fcs.UnderspecifiedFeature, Severity: fcs.Important, Excerpt: "edit records", Location: "R-2", Offset: 20}, false, []string{"Q-R", "Q-E"}},
		{"the text's own question", fcs.Ambiguity{ID: "A-R", Rule: RuleOpenQuestion, Type: fcs.UnderspecifiedFeature, Severity: fcs.Important, Excerpt: "What happens when a payment is late?", Location: "R-2", Offset: 20}, false, []string{"Q-R", "Q-E"}},
		{"a word rule's open feature", fcs.Ambiguity{ID: "A-R", Rule: "vague_action", Type: fcs.UnderspecifiedFeature, Severity: fcs.Critical, Excerpt: "handle orders", Location: "R-2", Offset: 20}, false, []string{"Q-E", "Q-R"}},
		{"an open gap put off to a later version", fcs.Ambiguity{ID: "A-R", Rule: RuleOpen, Type: fcs.UnderspecifiedFeature, Severity: fcs.Important, Excerpt: "edit orders", Location: "R-2", Offset: 20}, true, []string{"Q-E", "Q-R"}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			spec := &fcs.Specification{Content: strings.Repeat("x", 40), Requirements: []fcs.Requirement{
				{ID: "R-1", Text: "x", Offset: 1},
				{ID: "R-2", Text: "x", Offset: 20},
			}}
			if tt.later {
				spec.Requirements[1].SectionPath = []string{"Future work"}
			}
			ambs := []fcs.Ambiguity{inferred, tt.raised}
			qs := []fcs.Question{
				{ID: "Q-E", AmbiguityIDs: []string{"A-E"}, RequirementIDs: []string{"R-1"}},
				{ID: "Q-R", AmbiguityIDs: []string{"A-R"}, RequirementIDs: []string{"R-2"}},
			}
			got, _ := a.rank(spec, qs, ambs, nil)
			assert.Equal(t, tt.want, []string{got[0].ID, got[1].ID})
		})
	}
	t.Run("a gap that repeats one taken", func(t *testing.T) {
		spec := &fcs.Specification{Content: strings.Repeat("x", 40)}
		ambs := []fcs.Ambiguity{
			inferred,
			{ID: "A-1", Rule: RuleLimit, Type: fcs.UnderspecifiedFeature, Severity: fcs.Important, Excerpt: "upper limit", Location: "R-2", Offset: 20},
			{ID: "A-2", Rule: RuleLimit, Type: fcs.UnderspecifiedFeature, Severity: fcs.Important, Excerpt: "upper limit", Location: "R-3", Offset: 30},
		}
		qs := []fcs.Question{{ID: "Q-E", AmbiguityIDs: []string{"A-E"}}, {ID: "Q-1", AmbiguityIDs: []string{"A-1"}}, {ID: "Q-2", AmbiguityIDs: []string{"A-2"}}}
		got, _ := a.rank(spec, qs, ambs, nil)
		assert.Equal(t, []string{"Q-1", "Q-E", "Q-2"}, []string{got[0].ID, got[1].ID, got[2].ID})
	})
}

// TestSpreadPerRequirement: of the questions asked, the catalogue
// decisions inferred from one requirement take at most PerRequirement
// places before the others; the rest follow the other questions asked,
// in rank order (one upload requirement no longer takes four places).
// Gaps and decisions found outside the requirements are not spread.
func TestSpreadPerRequirement(t *testing.T) {
	a, err := New(nil)
	require.NoError(t, err)
	spec := &fcs.Specification{Content: "x"}
	type find struct{ rule, req string }
	for _, tt := range []struct {
		name   string
		finds  []find
		spread int // how many go last
	}{
		{"one requirement, three decisions", []find{{"FILE-ACCESS-RULES", "R-1"}, {"RPT-ACCESS", "R-1"}, {"ORD-STATES", "R-2"}, {"PAY-METHODS", "R-1"}}, 2},
		{"each its own requirement", []find{{"FILE-ACCESS-RULES", "R-1"}, {"RPT-ACCESS", "R-2"}, {"ORD-STATES", "R-3"}}, 0},
		{"gaps are not spread", []find{{"gap_limit", "R-1"}, {"gap_removal", "R-1"}, {"ORD-STATES", "R-2"}}, 0},
		{"outside the requirements", []find{{"FILE-ACCESS-RULES", ""}, {"RPT-ACCESS", ""}, {"ORD-STATES", "R-2"}}, 0},
	} {
		t.Run(tt.name, func(t *testing.T) {
			var ambs []fcs.Ambiguity
			var qs []fcs.Question
			req := map[string]string{}
			for i, f := range tt.finds {
				id := "A-" + string(rune('1'+i))
				ambs = append(ambs, fcs.Ambiguity{ID: id, Rule: f.rule, Type: fcs.UnderspecifiedFeature, Severity: fcs.Important, Excerpt: "w", Location: f.req, Offset: i})
				qs = append(qs, fcs.Question{ID: "Q-" + string(rune('1'+i)), AmbiguityIDs: []string{id}})
				if a.cat.Entry(f.rule) != nil && f.req != "" {
					req["Q-"+string(rune('1'+i))] = f.req
				}
			}
			got, n := a.rank(spec, qs, ambs, nil)
			require.Equal(t, len(tt.finds), n)
			seen := map[string]int{}
			excess := 0
			for i, q := range got[:n] {
				r := req[q.ID]
				if r != "" {
					seen[r]++
				}
				if over := r != "" && seen[r] > PerRequirement; over {
					excess++
				} else {
					assert.Zero(t, excess, "%s (place %d) ranks after a question spread out", q.ID, i+1)
				}
			}
			assert.Equal(t, tt.spread, excess)
		})
	}
}

// A requirement put off after a first ranking — its priority made
// "won't", or its section retitled "Future" — ranks as a fresh analyzer
// ranks it: the cache of the text is not fresh for a changed priority or
// section path (review of the twenty-fifth session, item 1).
func TestRankCacheSeesPutOff(t *testing.T) {
	md := "# Shop\n\n## Requirements\n\n- FR-1: The web portal shall be accessible to users with disabilities.\n- FR-2: Users can cancel an order.\n- FR-3: The system shall export reports.\n"
	for _, tc := range []struct {
		name   string
		change func(r *fcs.Requirement)
	}{
		{"priority won't", func(r *fcs.Requirement) { r.Attributes = map[string]string{"priority": "W"} }},
		{"section put off in place", func(r *fcs.Requirement) { r.SectionPath[len(r.SectionPath)-1] = "Future work" }},
		{"section path replaced", func(r *fcs.Requirement) { r.SectionPath = []string{"Shop", "Post-MVP"} }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s, err := spec.Parse("shop.md", []byte(md))
			require.NoError(t, err)
			ctx := context.Background()
			a, _ := New(nil)
			ambs, err := a.Analyze(ctx, s)
			require.NoError(t, err)
			qs, err := a.Questions(ctx, s, ambs)
			require.NoError(t, err)
			b, _ := New(nil)
			first, _ := b.RankAsked(s, qs, ambs)
			require.NotEmpty(t, first)
			for i := range s.Requirements {
				r := &s.Requirements[i]
				if r.ID != first[0].RequirementIDs[0] {
					continue
				}
				require.NotEmpty(t, r.SectionPath)
				tc.change(r)
			}
			again, nAgain := b.RankAsked(s, qs, ambs)
			c, _ := New(nil)
			fresh, nFresh := c.RankAsked(s, qs, ambs)
			require.Equal(t, fresh, again)
			require.Equal(t, nFresh, nAgain)
		})
	}
}
