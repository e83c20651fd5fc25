package decisions_test

import (
	"context"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/fcs"
	"github.com/clarigraph/clarigraph/nodes/clarification/decisions"
	"github.com/clarigraph/clarigraph/nodes/clarification/rules"
	"github.com/clarigraph/clarigraph/spec"
)

func parse(t *testing.T, md string) *fcs.Specification {
	t.Helper()
	s, err := spec.Parse("spec.md", []byte(md))
	require.NoError(t, err)
	return s
}

func analyzer(t *testing.T) *decisions.Analyzer {
	t.Helper()
	a, err := decisions.New(rules.New())
	require.NoError(t, err)
	return a
}

func questions(t *testing.T, a *decisions.Analyzer, s *fcs.Specification) ([]fcs.Ambiguity, []fcs.Question) {
	t.Helper()
	ctx := context.Background()
	ambs, err := a.Analyze(ctx, s)
	require.NoError(t, err)
	qs, err := a.Questions(ctx, s, ambs)
	require.NoError(t, err)
	return ambs, qs
}

func byRule(ambs []fcs.Ambiguity, rule string) (fcs.Ambiguity, bool) {
	i := slices.IndexFunc(ambs, func(a fcs.Ambiguity) bool { return a.Rule == rule })
	if i < 0 {
		return fcs.Ambiguity{}, false
	}
	return ambs[i], true
}

// TestDecisionFinding: an open decision is a finding on the first
// requirement it concerns, its excerpt the subject as written at its
// exact offset; a decided one is not.
func TestDecisionFinding(t *testing.T) {
	s := parse(t, "# Shop\n\n- FR-001: Customers can modify their order from the order history page.\n- FR-002: Orders are shipped daily.\n")
	ambs, _ := questions(t, analyzer(t), s)
	d, ok := byRule(ambs, "ORD-AMEND-AFTER-SUBMIT")
	require.True(t, ok)
	assert.Equal(t, "FR-001", d.Location)
	assert.Equal(t, d.Excerpt, s.Content[d.Offset:d.Offset+len(d.Excerpt)])
	assert.Equal(t, "order", strings.ToLower(d.Excerpt))
	assert.Equal(t, fcs.UnderspecifiedFeature, d.Type)
	assert.Equal(t, fcs.AmbiguityID(d.Location, d.Type, d.Excerpt, 0), d.ID)

	decided := parse(t, "# Shop\n\n- FR-001: Customers can modify their order from the order history page.\n- FR-002: An order cannot be changed or cancelled once the kitchen has started preparing it.\n")
	ambs, _ = questions(t, analyzer(t), decided)
	_, ok = byRule(ambs, "ORD-AMEND-AFTER-SUBMIT")
	assert.False(t, ok, "decided by FR-002")
}

// TestDecisionQuestion: the entry's question with the subject put in, its
// options and recommendation, and every requirement it concerns.
func TestDecisionQuestion(t *testing.T) {
	a := analyzer(t)
	s := parse(t, "# Shop\n\n- FR-001: Customers can modify their order from the order history page.\n- FR-002: Customers can cancel an order by phone.\n")
	_, qs := questions(t, a, s)
	i := slices.IndexFunc(qs, func(q fcs.Question) bool { return strings.Contains(q.Topic, "cancel an order") })
	require.GreaterOrEqual(t, i, 0)
	q := qs[i]
	e := a.Catalogue().Entry("ORD-AMEND-AFTER-SUBMIT")
	// The question says where the specification raises it: the short
	// requirement with the subject, quoted.
	assert.Equal(t, "FR-001 says “Customers can modify their order from the order history page”: "+
		strings.ReplaceAll(strings.Replace(e.Question, "Can", "can", 1), "{subject}", "order"), q.Question)
	assert.Equal(t, e.Recommended, q.Recommended)
	assert.Len(t, q.Options, len(e.Options))
	assert.Equal(t, []string{"FR-001", "FR-002"}, q.RequirementIDs)
	assert.Equal(t, fcs.High, q.Complexity)
	assert.Equal(t, fcs.QuestionID(q.AmbiguityIDs), q.ID)
	assert.Contains(t, q.Context, "FR-001: “Customers can modify their order")
}

// TestFoldPlaceholder: a placeholder next to a decision's partial
// statement folds into the decision; the decision then ranks as raised
// explicitly.
func TestFoldPlaceholder(t *testing.T) {
	s := parse(t, "# Portal\n\n- FR-1: Session timeout shall be TBD.\n")
	ambs, qs := questions(t, analyzer(t), s)
	require.NotEmpty(t, qs)
	assert.Equal(t, "session timeout", qs[0].Topic)
	require.Len(t, qs[0].AmbiguityIDs, 2)
	for _, id := range qs[0].AmbiguityIDs {
		i := slices.IndexFunc(ambs, func(a fcs.Ambiguity) bool { return a.ID == id })
		require.GreaterOrEqual(t, i, 0)
		assert.Contains(t, []string{"IAM-SESSION-TIMEOUT", ambs[i].Rule}, ambs[i].Rule)
	}
	for _, q := range qs[1:] {
		assert.NotContains(t, q.Question, "TBD", "the placeholder is asked once, in the decision")
	}
}

// TestNoFoldAcrossTopics: a missing value is not folded into a decision
// that no value settles, even right next to its subject.
func TestNoFoldAcrossTopics(t *testing.T) {
	s := parse(t, "# Files\n\n- FR-1: Users shall upload files of up to 10 MB.\n- FR-2: Uploads shall be kept for TBD days.\n")
	ambs, qs := questions(t, analyzer(t), s)
	var tbd fcs.Ambiguity
	for _, a := range ambs {
		if a.Excerpt == "TBD" {
			tbd = a
		}
	}
	require.NotEmpty(t, tbd.ID)
	for _, q := range qs {
		if slices.Contains(q.AmbiguityIDs, tbd.ID) {
			assert.Contains(t, q.Topic, "kept", "the placeholder belongs to how long uploads are kept, not to %q", q.Topic)
		}
	}
}

// TestAcronymIsNeverAQuestion: a finding about an undefined acronym (the
// word rules list acronyms in their glossary; another analyzer may report
// one) is a glossary finding, never a question.
func TestAcronymIsNeverAQuestion(t *testing.T) {
	a := analyzer(t)
	s := parse(t, "# Photos\n\n- FR-1: Members shall upload JPEG and HEIC photos.\n")
	ctx := context.Background()
	ambs, err := a.Analyze(ctx, s)
	require.NoError(t, err)
	off := strings.Index(s.Content, "HEIC")
	acr := fcs.Ambiguity{Type: fcs.AmbiguousTerminology, Location: "FR-1", Excerpt: "HEIC", Offset: off,
		Description: "acronym HEIC is never defined", Severity: fcs.Minor, Rule: "undefined_acronym"}
	acr.ID = fcs.AmbiguityID(acr.Location, acr.Type, acr.Excerpt, 0)
	qs, err := a.Questions(ctx, s, append(ambs, acr))
	require.NoError(t, err)
	require.NotEmpty(t, qs)
	for _, q := range qs {
		assert.NotContains(t, q.AmbiguityIDs, acr.ID)
		assert.NotContains(t, q.Question, "stand for")
	}
}

// TestException: a rule stated for everything and a requirement that
// leaves some out become one question naming both, with an option for
// each precedence.
func TestException(t *testing.T) {
	s := parse(t, "# Portal\n\n- FR-1: All users must sign in with a password.\n- FR-2: Guest users can browse the catalogue without a password.\n")
	ambs, qs := questions(t, analyzer(t), s)
	var ids []string
	for _, a := range ambs {
		if a.Rule == decisions.RuleException {
			assert.Equal(t, fcs.ConflictingRequirements, a.Type)
			assert.Equal(t, a.Excerpt, s.Content[a.Offset:a.Offset+len(a.Excerpt)])
			ids = append(ids, a.ID)
		}
	}
	require.Len(t, ids, 2)
	i := slices.IndexFunc(qs, func(q fcs.Question) bool { return slices.Contains(q.AmbiguityIDs, ids[0]) })
	require.GreaterOrEqual(t, i, 0)
	q := qs[i]
	assert.ElementsMatch(t, ids, q.AmbiguityIDs)
	assert.Equal(t, []string{"FR-1", "FR-2"}, q.RequirementIDs)
	assert.Contains(t, q.Question, "FR-1")
	assert.Contains(t, q.Question, "FR-2")
	assert.Contains(t, q.Question, "every user")
	require.Len(t, q.Options, 2)
	assert.Equal(t, "FR-2 is an exception to FR-1", q.Options[0].Label)
	assert.Equal(t, "FR-1 holds without exception", q.Options[1].Label)

	// A rule that names its exceptions is left alone.
	s = parse(t, "# Portal\n\n- FR-1: All users must sign in with a password, except guests.\n- FR-2: Guest users can browse the catalogue without a password.\n")
	ambs, _ = questions(t, analyzer(t), s)
	_, ok := byRule(ambs, decisions.RuleException)
	assert.False(t, ok)
}

// TestRank: decisions before word-level questions, missing before partly
// stated, ranking ranked questions changes nothing, and an LLM's
// questions are ranked by their findings' severity.
func TestRank(t *testing.T) {
	a := analyzer(t)
	s := parse(t, "# Portal\n\n- FR-1: The portal shall be fast and user-friendly.\n- FR-2: Session timeout shall be TBD.\n- FR-3: Customers can modify their order.\n")
	ambs, qs := questions(t, a, s)
	assert.Equal(t, qs, a.Rank(s, qs, ambs), "idempotent")
	reversed := slices.Clone(qs)
	slices.Reverse(reversed)
	assert.Equal(t, qs, a.Rank(s, reversed, ambs), "the order given does not matter")
	byID := map[string]fcs.Ambiguity{}
	for _, x := range ambs {
		byID[x.ID] = x
	}
	first := false
	for _, id := range qs[0].AmbiguityIDs {
		first = first || a.Catalogue().Entry(byID[id].Rule) != nil
	}
	assert.True(t, first, "a decision comes first here: %s", qs[0].Topic)

	// Findings without a rule (a model's) rank by severity and type.
	llm := []fcs.Ambiguity{
		{ID: "A-1", Type: fcs.UnclearSpecification, Severity: fcs.Minor},
		{ID: "A-2", Type: fcs.MissingConstraint, Severity: fcs.Critical},
	}
	q1 := fcs.Question{ID: "Q-1", AmbiguityIDs: []string{"A-1"}}
	q2 := fcs.Question{ID: "Q-2", AmbiguityIDs: []string{"A-2"}}
	got := a.Rank(s, []fcs.Question{q1, q2}, llm)
	assert.Equal(t, []string{"Q-2", "Q-1"}, []string{got[0].ID, got[1].ID})

	// Two requirements that contradict each other outrank every decision.
	conflict := fcs.Ambiguity{ID: "A-3", Rule: "numeric_conflict", Type: fcs.ConflictingRequirements, Severity: fcs.Critical, Location: "FR-1", Description: "“5 MB” contradicts “10 MB” in FR-3."}
	assert.Greater(t, a.Score(conflict, nil), 5*decisions.UncertaintyMissing)
}

// TestSubjectNamedInWords: every question names its subject outside its
// quotes, so that it reads on its own.
func TestSubjectNamedInWords(t *testing.T) {
	s := parse(t, "# Portal\n\n- FR-1: The system shall support a large number of users.\n- FR-2: Pages shall refresh quickly.\n")
	_, qs := questions(t, analyzer(t), s)
	for _, q := range qs {
		outside := q.Question
		for {
			i := strings.Index(outside, "“")
			j := strings.Index(outside, "”")
			if i < 0 || j < i {
				break
			}
			outside = outside[:i] + outside[j+len("”"):]
		}
		assert.Regexp(t, `(?i)(users|pages|refresh|system|number)`, outside, "the question names its subject in words: %q", q.Question)
	}
}

// TestOpenQuestion: a question the specification asks itself, or a point
// it lists as still to decide, is asked back, quoted, and ranks among the
// first; a short question or a ticked point is not.
func TestOpenQuestion(t *testing.T) {
	for _, tc := range []struct {
		name, spec, excerpt, why string
		question                 func(t *testing.T, q string)
		recommended              string
	}{
		{
			name:    "an edge case the text asks",
			spec:    "# Providers\n\n## Requirements\n\n- FR-001: The system shall call the configured model provider.\n\n## Edge cases\n\n- What happens when the provider is unavailable during a run?\n- Is this a heading?\n",
			excerpt: "What happens when the provider is unavailable during a run?",
			why:     "a short question is no edge case",
			question: func(t *testing.T, q string) {
				assert.Contains(t, q, "“What happens when the provider is unavailable during a run?”")
			},
			recommended: "Fail safely and report",
		},
		{
			name:    "a point listed as still to decide",
			spec:    "# Kiosk\n\n## Requirements\n\n- FR-001: The kiosk shall print a ticket for each visitor.\n\n## Open questions / to decide\n\n- [ ] Paper width of the ticket printer at the entrance\n- [x] Ticket language: English only\n",
			excerpt: "Paper width of the ticket printer at the entrance",
			why:     "a ticked point is settled",
			question: func(t *testing.T, q string) {
				assert.Equal(t, "The specification lists “Paper width of the ticket printer at the entrance” as still to decide — what is decided?", q)
			},
			recommended: "Decide now and state it",
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := parse(t, tc.spec)
			ambs, qs := questions(t, analyzer(t), s)
			var own []fcs.Ambiguity
			for _, a := range ambs {
				if a.Rule == decisions.RuleOpenQuestion {
					own = append(own, a)
				}
			}
			require.Len(t, own, 1, "%s: %v", tc.why, own)
			x := own[0]
			assert.Equal(t, tc.excerpt, x.Excerpt)
			assert.Equal(t, x.Excerpt, s.Content[x.Offset:x.Offset+len(x.Excerpt)])
			i := slices.IndexFunc(qs, func(q fcs.Question) bool { return slices.Contains(q.AmbiguityIDs, x.ID) })
			require.GreaterOrEqual(t, i, 0)
			assert.Less(t, i, 3, "open by its authors' own words: among the first")
			tc.question(t, qs[i].Question)
			assert.Equal(t, tc.recommended, qs[i].Recommended)
		})
	}
}

// TestConflictQuestion: requirements that give one measure values that
// cannot all hold are one question that quotes each, offers each value
// and answers every finding of the conflict, recommending that each value
// hold in a case of its own (no requirement dropped where the text states
// no precedence); findings of other measures,
// even with the same value in one requirement, are questions of their
// own.
func TestConflictQuestion(t *testing.T) {
	type want struct {
		reqs        []string
		says        []string // in the question
		recommended string
	}
	for _, tc := range []struct {
		name, spec string
		want       []want // one conflict question each
	}{
		{
			name: "two caps on one measure",
			spec: "# Plans\n\n- FR-1: The maximum upload size shall be 10 MB.\n- FR-2: Coaches view the plans of their team.\n- FR-3: Uploads shall be limited to a file size of up to 25 MB.\n",
			want: []want{{
				reqs:        []string{"FR-1", "FR-3"},
				says:        []string{"FR-1 says “The maximum upload size shall be 10 MB”", "FR-3 says", "up to 25 MB", "which value applies"},
				recommended: "Each in a case of its own",
			}},
		},
		{
			name: "three values for one measure",
			spec: "# Plans\n\n- FR-1: The maximum upload size shall be 10 MB.\n- FR-2: The maximum upload size shall be 50 MB.\n- FR-3: Uploads shall be limited to a file size of up to 25 MB.\n",
			want: []want{{
				reqs: []string{"FR-1", "FR-2", "FR-3"},
				says: []string{"FR-1 says “The maximum upload size shall be 10 MB”, FR-2 says “The maximum upload size shall be 50 MB” and FR-3 says",
					"which value applies — 10 MB, 50 MB or up to 25 MB —"},
				recommended: "Each in a case of its own",
			}},
		},
		{
			// The later requirement gives two measures one excerpt: each
			// earlier one must meet the finding of its own measure.
			name: "one value twice in a requirement",
			spec: "# Plans\n\n- FR-1: The maximum upload size shall be 50 MB.\n- FR-2: The maximum attachment size shall be 25 MB.\n- FR-3: The maximum upload size shall be 10 MB. The maximum attachment size shall be 10 MB.\n",
			want: []want{
				{
					reqs:        []string{"FR-1", "FR-3"},
					says:        []string{"FR-1 says “The maximum upload size shall be 50 MB” and FR-3 says “The maximum upload size shall be 10 MB”"},
					recommended: "Each in a case of its own",
				},
				{
					reqs:        []string{"FR-2", "FR-3"},
					says:        []string{"FR-2 says “The maximum attachment size shall be 25 MB” and FR-3 says “The maximum attachment size shall be 10 MB”"},
					recommended: "Each in a case of its own",
				},
			},
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ambs, qs := questions(t, analyzer(t), parse(t, tc.spec))
			conflicts := map[string]fcs.Ambiguity{}
			for _, x := range ambs {
				if x.Type == fcs.ConflictingRequirements {
					conflicts[x.ID] = x
				}
			}
			asked := map[string]fcs.Question{} // by requirements
			answered := map[string]int{}
			var texts []string
			for _, q := range qs {
				if !slices.ContainsFunc(q.AmbiguityIDs, func(id string) bool { _, ok := conflicts[id]; return ok }) {
					continue
				}
				asked[strings.Join(q.RequirementIDs, " ")] = q
				texts = append(texts, q.Question)
				for _, id := range q.AmbiguityIDs {
					answered[id]++
				}
			}
			require.Len(t, asked, len(tc.want), "one question per conflict: %q", texts)
			for id, x := range conflicts {
				assert.Equal(t, 1, answered[id], "every finding in one question: %s", x.Description)
			}
			for _, w := range tc.want {
				q, ok := asked[strings.Join(w.reqs, " ")]
				require.True(t, ok, "a question on %v", w.reqs)
				for _, s := range w.says {
					assert.Contains(t, q.Question, s)
				}
				for _, id := range q.AmbiguityIDs {
					assert.Contains(t, w.reqs, conflicts[id].Location)
				}
				assert.Len(t, q.AmbiguityIDs, len(w.reqs), "one finding per requirement")
				assert.Len(t, q.Options, len(w.reqs)+1, "each value and a case for each")
				assert.Equal(t, w.recommended, q.Recommended)
				assert.Equal(t, 50, q.Confidence)
			}
			assert.Contains(t, asked, strings.Join(qs[0].RequirementIDs, " "), "a conflict ranks first")
		})
	}
}

// TestRecommendedNotExcludedByText: a catalogue question whose
// recommended option the text rules out (a registration form beside
// accounts created by invitation) recommends the first option the text
// leaves possible (issue 27).
func TestRecommendedNotExcludedByText(t *testing.T) {
	for _, tc := range []struct{ name, md, want string }{
		{"nothing excluded", "# Club\n\n- FR-1: New members shall have an account before they can book a court.\n- FR-2: Members sign in with a password.\n- FR-3: Members book courts and pay fees online.\n", "Invitation by an administrator"},
		{"a registration form", "# Club\n\n- FR-1: New members shall have an account before they can book a court.\n- FR-2: Members sign in with a password.\n- FR-3: The home page shows a registration form.\n", "Open self-registration"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, qs := questions(t, analyzer(t), parse(t, tc.md))
			i := slices.IndexFunc(qs, func(q fcs.Question) bool { return q.Topic == "how accounts are created" })
			require.GreaterOrEqual(t, i, 0, "not asked")
			assert.Equal(t, tc.want, qs[i].Recommended)
		})
	}
}

// A decision whose domain the text does not establish (see
// TestCompanions) is ranked but not asked: an assumption with its
// recommended answer, never a question a run answers with its default.
func TestUnestablishedNotAsked(t *testing.T) {
	s := parse(t, "# Life cover\n\n- UC-1: The agent generates a life insurance quote for the customer.\n- UC-2: The system returns policy details to the customer.\n- UC-3: The customer accepts the quote; its premium price is stored.\n- UC-4: The customer gets the returns policy for cancelled cover.\n")
	a := analyzer(t)
	ctx := context.Background()
	ambs, err := a.Analyze(ctx, s)
	require.NoError(t, err)
	qs, asked, err := a.QuestionsAsked(ctx, s, ambs)
	require.NoError(t, err)
	rules := map[string]string{}
	for _, x := range ambs {
		rules[x.ID] = x.Rule
	}
	found := 0
	for i, q := range qs {
		for _, id := range q.AmbiguityIDs {
			if r := rules[id]; r == "ORD-RETURNS" || r == "ORD-PRICE-LOCK" {
				found++
				assert.GreaterOrEqual(t, i, asked, "%s asked: %s", r, q.Question)
			}
		}
	}
	assert.Equal(t, 2, found)
}

// TestFoldQualityWord: a quality word folds into the decision whose own
// subject it is ("fast" is the response-time decision's: one question,
// not a decision and a word question about one word). (That it never
// folds into a decision merely beside it is TestQualityWordDistance.)
func TestFoldQualityWord(t *testing.T) {
	for _, tt := range []struct {
		name, md, word string
		into           string // the entry it folds into
	}{
		{"the decision's own subject", "# Shop\n\n- FR-1: The shop shall be fast and easy to use.\n- FR-2: Pages shall load within 3.\n", "fast", "PERF-RESPONSE-TIME"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			ambs, qs := questions(t, analyzer(t), parse(t, tt.md))
			i := slices.IndexFunc(ambs, func(a fcs.Ambiguity) bool { return a.Excerpt == tt.word && a.Rule == "vague_quality" })
			require.GreaterOrEqual(t, i, 0, "the word finding")
			w := ambs[i]
			n := 0
			for _, q := range qs {
				if !slices.Contains(q.AmbiguityIDs, w.ID) {
					continue
				}
				n++
				var rules []string
				for _, id := range q.AmbiguityIDs {
					if j := slices.IndexFunc(ambs, func(a fcs.Ambiguity) bool { return a.ID == id }); j >= 0 && ambs[j].ID != w.ID {
						rules = append(rules, ambs[j].Rule)
					}
				}
				assert.Contains(t, rules, tt.into, "folded into %s: %s", tt.into, q.Question)
			}
			assert.Equal(t, 1, n, "asked once")
		})
	}
}
