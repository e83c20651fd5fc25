package clarification_test

import (
	"context"
	"encoding/json"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/checkpoint/memstore"
	"github.com/clarigraph/clarigraph/fcs"
	"github.com/clarigraph/clarigraph/graph"
	"github.com/clarigraph/clarigraph/nodes/clarification"
	"github.com/clarigraph/clarigraph/spec"
)

// vagueCustom answers every other question with custom text full of the
// words the analyzer flags, so that analysing the inserted text again
// would produce findings.
func vagueCustom(qs []fcs.Question) map[string]fcs.Answer {
	out := map[string]fcs.Answer{}
	for i, q := range qs {
		if i%2 == 0 {
			out[q.ID] = fcs.Answer{Custom: "fast and user-friendly, etc., if possible, TBD", Source: fcs.SourceUser}
		}
	}
	return out
}

// checkOffsets asserts that every requirement and section of s is where
// its offset says.
func checkOffsets(t *testing.T, s *fcs.Specification) {
	t.Helper()
	for _, r := range s.Requirements {
		if r.Offset < 0 {
			continue
		}
		require.LessOrEqual(t, r.Offset+len(r.Text), len(s.Content), r.ID)
		assert.Equal(t, r.Text, s.Content[r.Offset:r.Offset+len(r.Text)], r.ID)
	}
	for _, sec := range s.Sections {
		if sec.Offset < 0 {
			continue
		}
		require.LessOrEqual(t, sec.Offset+len(sec.Body), len(s.Content), sec.Title)
		assert.Equal(t, sec.Body, s.Content[sec.Offset:sec.Offset+len(sec.Body)], sec.Title)
	}
}

func TestFollowUpRounds(t *testing.T) {
	ctx := context.Background()
	s := loadSpec(t, "vague.md")
	// Every question is asked, so that two rounds of answers settle every
	// finding (TestFollowUpAsksWhatWasAssumed covers the limit).
	plan := newPlan(t, clarification.Config{MaxQuestions: -1})
	rec := &recorder{}
	runner := graph.NewRunner(plan, graph.WithStore(memstore.New()), graph.WithObserver(rec))

	first0, err := plan.Run(ctx, clarification.Input(s))
	require.NoError(t, err)
	first := first0.State
	answers1 := vagueCustom(first.Questions)
	require.NotEmpty(t, answers1)
	res1, err := runner.Run(ctx, clarification.Input(s, clarification.WithAnswers(answers1)), graph.WithRunID("round-1"))
	require.NoError(t, err)
	prev := res1.State.FCS
	require.Len(t, prev.Clarifications, len(answers1))

	spec2, err := clarification.FollowUp(prev)
	require.NoError(t, err)
	checkOffsets(t, spec2)
	assert.Equal(t, s.Title, spec2.Title)
	assert.Equal(t, s.Format, spec2.Format)
	for _, c := range prev.Clarifications {
		assert.Contains(t, spec2.Content, c.Statement)
	}
	for i, r := range spec2.Requirements {
		assert.Equal(t, prev.Requirements[i].Text, r.Text, r.ID)
		assert.Equal(t, prev.Requirements[i].Clarifications, r.Clarifications, r.ID)
	}
	reqSection := spec2.Sections[slicesIndex(spec2.Sections, "Requirements")]
	assert.Contains(t, reqSection.Body, "Clarified (", "a section's body follows the inserted text")

	n, parent := clarification.RoundOf(prev)
	require.Equal(t, 1, n)
	require.Equal(t, "round-1", parent)
	rec.events = nil
	res2, err := runner.Run(ctx, clarification.Input(spec2, clarification.WithRound(n+1, parent)), graph.WithRunID("round-2"))
	require.NoError(t, err)
	st2 := res2.State
	assert.Equal(t, 2, st2.Round)
	assert.Equal(t, "round-1", st2.ParentRunID)

	// Nothing is found in the inserted text, and what round 1 answered is
	// not asked again: round 2 asks exactly what round 1 left open.
	for _, a := range st2.Ambiguities {
		if a.Location == "" {
			// A decision raised outside the requirements: never in a statement.
			assert.NotContains(t, lineAt(spec2.Content, a.Offset), "Clarified (", "finding %s %q lies in inserted text", a.ID, a.Excerpt)
			continue
		}
		r := requirement(t, spec2, a.Location)
		end := r.Offset + len(r.Text)
		if len(r.Clarifications) > 0 {
			end = r.Offset + strings.Index(r.Text, " Clarified (")
		}
		assert.True(t, a.Offset >= r.Offset && a.Offset+len(a.Excerpt) <= end,
			"finding %s %q lies in inserted text", a.ID, a.Excerpt)
	}
	var open1, asked2 []string
	for _, q := range prev.OpenQuestions {
		open1 = append(open1, q.ID)
	}
	for _, q := range st2.Questions {
		asked2 = append(asked2, q.ID)
	}
	assert.ElementsMatch(t, open1, asked2)
	found := rec.events[1].Data.(clarification.AmbiguitiesFound)
	assert.Equal(t, len(first.Ambiguities)-len(st2.Ambiguities), found.Resolved)
	assert.Positive(t, found.Resolved)
	started := rec.events[0].Data.(clarification.Started)
	assert.Equal(t, clarification.Started{Round: 2, ParentRunID: "round-1", Title: s.Title, Requirements: len(s.Requirements)}, started)

	f2 := st2.FCS
	assert.Equal(t, 2, f2.Metadata["round"])
	assert.Equal(t, "round-1", f2.Metadata["parent_run_id"])
	assert.Empty(t, f2.Clarifications, "round 2 had no answers")
	require.Len(t, f2.Requirements, len(prev.Requirements))
	for i, r := range f2.Requirements {
		// Offsets differ: they point into the follow-up content.
		assert.Equal(t, prev.Requirements[i].Text, r.Text, "round 1's statements are carried over")
		assert.Equal(t, prev.Requirements[i].Clarifications, r.Clarifications, r.ID)
	}

	// Round 2 with the defaults, then round 3; a fourth is refused.
	res2d, err := runner.Run(ctx, clarification.Input(spec2, clarification.WithRound(2, "round-1"), clarification.WithDefaults()), graph.WithRunID("round-2d"))
	require.NoError(t, err)
	f2d := res2d.State.FCS
	assert.Empty(t, unanswered(f2d), "the defaults answer every question (some decide nothing)")
	for i, r := range f2d.Requirements {
		assert.True(t, strings.HasPrefix(r.Text, prev.Requirements[i].Text), "cumulative text of %s", r.ID)
		assert.True(t, slices.Equal(prev.Requirements[i].Clarifications, r.Clarifications[:len(prev.Requirements[i].Clarifications)]), r.ID)
	}
	spec3, err := clarification.FollowUp(f2d)
	require.NoError(t, err)
	checkOffsets(t, spec3)
	n, parent = clarification.RoundOf(f2d)
	require.Equal(t, 2, n)
	res3, err := runner.Run(ctx, clarification.Input(spec3, clarification.WithRound(n+1, parent)), graph.WithRunID("round-3"))
	require.NoError(t, err)
	// An answer that decided nothing leaves its finding to be found again.
	left := deferredRules(f2d, res2d.State.Ambiguities)
	for _, a := range res3.State.Ambiguities {
		assert.True(t, a.Rule == "undefined_acronym" || left[a.Rule], "every finding but the glossary's (never a question) and those whose answer decided nothing was answered in rounds 1 and 2: %s", a.Rule)
	}
	check, _ := res3.Node(clarification.NodeCheckAmbiguities)
	assert.False(t, *check.Outcome)

	_, err = clarification.FollowUp(res3.State.FCS)
	var re *clarification.RoundError
	require.ErrorAs(t, err, &re)
	assert.Equal(t, 4, re.Round)
	require.ErrorIs(t, err, clarification.ErrInvalidRound)
}

func TestFollowUpRefusesBadFCS(t *testing.T) {
	f := run(t, clarification.Input(loadSpec(t, "vague.md"), clarification.WithDefaults())).State.FCS
	_, err := clarification.FollowUp(nil)
	require.ErrorIs(t, err, clarification.ErrInvalidFCS)

	tampered := *f
	tampered.Requirements = append([]fcs.Requirement(nil), f.Requirements...)
	tampered.Requirements[0].Text += " (edited)"
	_, err = clarification.FollowUp(&tampered)
	require.ErrorIs(t, err, clarification.ErrInvalidFCS)
	require.ErrorIs(t, err, fcs.ErrHashMismatch)

	// A round recorded in metadata as JSON decodes it (float64) counts too.
	doc, err := f.MarshalIndent()
	require.NoError(t, err)
	var decoded fcs.FCS
	require.NoError(t, json.Unmarshal(doc, &decoded))
	decoded.Metadata["round"] = float64(3)
	_, err = clarification.FollowUp(&decoded)
	require.ErrorIs(t, err, clarification.ErrInvalidRound)
}

func requirement(t *testing.T, s *fcs.Specification, id string) fcs.Requirement {
	t.Helper()
	for _, r := range s.Requirements {
		if r.ID == id {
			return r
		}
	}
	t.Fatalf("no requirement %s", id)
	return fcs.Requirement{}
}

func slicesIndex(sections []fcs.Section, title string) int {
	for i, s := range sections {
		if s.Title == title {
			return i
		}
	}
	return -1
}

// Structured specifications have requirements whose text is not verbatim
// in the content (Offset -1): they take part in every round too.
func TestFollowUpStructuredSpecs(t *testing.T) {
	for _, name := range []string{"upload.yaml", "upload.json"} {
		t.Run(name, func(t *testing.T) {
			s, err := spec.ReadFile(filepath.Join("testdata", "specs", name))
			require.NoError(t, err)
			require.True(t, slices.ContainsFunc(s.Requirements, func(r fcs.Requirement) bool { return r.Offset < 0 }),
				"the fixture needs a requirement that is not verbatim in the content")
			// Every question is asked (no limit), so that round 1 answers
			// every finding.
			plan := newPlan(t, clarification.Config{MaxQuestions: -1})
			res1, err := plan.Run(context.Background(), clarification.Input(s, clarification.WithDefaults()), graph.WithRunID("r1"))
			require.NoError(t, err)
			f1 := res1.State.FCS
			require.NotEmpty(t, f1.Clarifications)
			require.Empty(t, unanswered(f1))

			s2, err := clarification.FollowUp(f1)
			require.NoError(t, err)
			checkOffsets(t, s2)
			for i, r := range s2.Requirements {
				assert.Equal(t, f1.Requirements[i].Text, r.Text)
				assert.Equal(t, s.Requirements[i].Offset < 0, r.Offset < 0, r.ID)
			}
			res2, err := plan.Run(context.Background(), clarification.Input(s2, clarification.WithRound(2, "r1"), clarification.WithDefaults()))
			require.NoError(t, err)
			left := deferredRules(f1, res1.State.Ambiguities)
			for _, a := range res2.State.Ambiguities {
				assert.True(t, left[a.Rule], "every finding was answered in round 1, unless its answer decided nothing: %s", a.Rule)
			}
			assert.Equal(t, f1.Requirements[0].Text, res2.State.FCS.Requirements[0].Text)
		})
	}
}

func TestSkippedRunIgnoresAnswers(t *testing.T) {
	s := loadSpec(t, "clear.md")
	res := run(t, clarification.Input(s, clarification.WithAnswers(map[string]fcs.Answer{"Q-00000000": {Custom: "x"}})))
	assert.Empty(t, res.State.FCS.Clarifications)
	assert.Empty(t, res.State.Questions)
}

// The content of a follow-up specification is a specification in its own
// right: parsed again, it gives the same requirements, statements included.
func TestFollowUpContentParsesToTheSameRequirements(t *testing.T) {
	for _, p := range exampleSpecs(t) {
		t.Run(filepath.Base(p), func(t *testing.T) {
			s, err := spec.ReadFile(p)
			require.NoError(t, err)
			f := run(t, clarification.Input(s, clarification.WithDefaults())).State.FCS
			next, err := clarification.FollowUp(f)
			require.NoError(t, err)
			again, err := spec.Parse(filepath.Base(p), []byte(next.Content))
			require.NoError(t, err)
			require.Len(t, again.Requirements, len(next.Requirements))
			for i, r := range again.Requirements {
				assert.Equal(t, next.Requirements[i].ID, r.ID)
				assert.Equal(t, next.Requirements[i].Text, r.Text)
				assert.Equal(t, next.Requirements[i].Offset, r.Offset)
			}
			assert.Equal(t, next.Sections, again.Sections)
		})
	}
}

// lineAt returns the line of s holding byte offset off.
func lineAt(s string, off int) string {
	if off < 0 || off > len(s) {
		return ""
	}
	start := strings.LastIndexByte(s[:off], '\n') + 1
	end := strings.IndexByte(s[off:], '\n')
	if end < 0 {
		return s[start:]
	}
	return s[start : off+end]
}

// TestFollowUpAsksWhatWasAssumed: with the question limit, round 2 asks
// what round 1 left open first, then what it assumed, and never what it
// answered.
func TestFollowUpAsksWhatWasAssumed(t *testing.T) {
	ctx := context.Background()
	s := loadSpec(t, "vague.md")
	plan := newPlan(t, clarification.Config{MaxQuestions: 4})
	res1, err := plan.Run(ctx, clarification.Input(s))
	require.NoError(t, err)
	first := res1.State
	require.Len(t, first.Questions, 4)
	require.NotEmpty(t, first.Assumptions)
	answers := map[string]fcs.Answer{first.Questions[0].ID: {Selected: []string{first.Questions[0].Recommended}}}
	res1, err = plan.Run(ctx, clarification.Input(s, clarification.WithAnswers(answers)), graph.WithRunID("r1"))
	require.NoError(t, err)
	prev := res1.State.FCS
	require.Len(t, prev.Clarifications, 1)
	require.Len(t, prev.Assumptions, len(first.Assumptions)-(len(prev.OpenQuestions)-len(unanswered(prev))),
		"an assumption whose default decides nothing stays open")

	spec2, err := clarification.FollowUp(prev)
	require.NoError(t, err)
	res2, err := plan.Run(ctx, clarification.Input(spec2, clarification.WithRound(2, "r1")))
	require.NoError(t, err)
	var asked2 []string
	for _, q := range append(slices.Clone(res2.State.Questions), res2.State.Assumptions...) {
		asked2 = append(asked2, q.ID)
	}
	assert.NotContains(t, asked2, first.Questions[0].ID)
	for _, q := range first.Questions[1:] {
		assert.Contains(t, asked2[:3], q.ID, "left open in round 1: among the first asked in round 2")
	}
	for _, q := range first.Assumptions {
		assert.Contains(t, asked2, q.ID, "assumed in round 1: still to decide")
	}
}

// A statement added to a requirement in a YAML flow list shares its line
// with the requirements after it: round 2 blanks the statement, not the
// rest of the line (it blanked "No cgo" and failed on its offset).
func TestFollowUpStatementInsideAFlowList(t *testing.T) {
	s, err := spec.Parse("u.yaml", []byte("title: U\nrequirements:\n  - id: FR-1\n    text: Users shall upload files.\nconstraints: [Must load quickly, No cgo]\n"))
	require.NoError(t, err)
	plan := newPlan(t, clarification.Config{MaxQuestions: -1})
	res1, err := plan.Run(context.Background(), clarification.Input(s, clarification.WithDefaults()), graph.WithRunID("r1"))
	require.NoError(t, err)
	s2, err := clarification.FollowUp(res1.State.FCS)
	require.NoError(t, err)
	last := s2.Requirements[len(s2.Requirements)-1]
	require.Equal(t, "No cgo", last.Text)
	require.Contains(t, s2.Requirements[len(s2.Requirements)-2].Text, "Clarified (Q-", "the flow list item carries its statements")
	res2, err := plan.Run(context.Background(), clarification.Input(s2, clarification.WithRound(2, "r1"), clarification.WithDefaults()))
	require.NoError(t, err)
	assert.Equal(t, "No cgo", res2.State.FCS.Requirements[len(s2.Requirements)-1].Text)
}
