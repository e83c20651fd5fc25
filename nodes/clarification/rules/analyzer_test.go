package rules

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/fcs"
)

// checkInvariants asserts what every result must satisfy: exact excerpts
// at their offsets, sorted order, one finding per span and type, IDs.
func checkInvariants(t testing.TB, spec *fcs.Specification, got []fcs.Ambiguity) {
	t.Helper()
	type span struct {
		off, n int
		typ    fcs.AmbiguityType
	}
	seen := map[span]bool{}
	for i, f := range got {
		require.GreaterOrEqual(t, f.Offset, 0)
		require.LessOrEqual(t, f.Offset+len(f.Excerpt), len(spec.Content))
		require.Equal(t, f.Excerpt, spec.Content[f.Offset:f.Offset+len(f.Excerpt)], "finding %d", i)
		require.NotEmpty(t, f.Excerpt)
		require.NotEmpty(t, f.Description)
		require.NotContains(t, f.Description, "\n")
		require.Regexp(t, `^A-[0-9a-f]{16}$`, f.ID)
		k := span{f.Offset, len(f.Excerpt), f.Type}
		require.False(t, seen[k], "duplicate span %v", k)
		seen[k] = true
		if i > 0 {
			p := got[i-1]
			require.True(t, p.Offset < f.Offset || (p.Offset == f.Offset && (p.Type < f.Type || (p.Type == f.Type && p.Rule <= f.Rule))),
				"not sorted at %d: %v then %v", i, p, f)
		}
		var req *fcs.Requirement
		for j := range spec.Requirements {
			if spec.Requirements[j].ID == f.Location {
				req = &spec.Requirements[j]
			}
		}
		require.NotNil(t, req, "location %s", f.Location)
		require.GreaterOrEqual(t, f.Offset, req.Offset)
		require.LessOrEqual(t, f.Offset+len(f.Excerpt), req.Offset+len(req.Text))
	}
}

func rulesOf(got []fcs.Ambiguity) []string {
	var out []string
	for _, f := range got {
		out = append(out, f.Rule+":"+f.Excerpt)
	}
	return out
}

// TestFalsePositiveGuards pins the context guards named in the design.
func TestFalsePositiveGuards(t *testing.T) {
	tests := []struct {
		name string
		reqs []string
		not  string // rule that must not fire
	}{
		{"shall not is no option", []string{"The system shall not store data that can identify a patient."}, "option"},
		{"must not is no option", []string{"Operators must not delete audit records; they may archive them after review."}, "option"},
		{"bounded all: table", []string{"All fields listed in Table 2 shall be mandatory."}, "totality_all"},
		{"bounded all: count", []string{"All three reviewers shall sign the release."}, "totality_all"},
		{"bounded all: following", []string{"The upload shall satisfy all of the following: a PNG or JPEG file, at most 5 MB."}, "totality_all"},
		{"one antecedent", []string{"When the import finishes, it shall be logged."}, "pronoun"},
		{"quoted UI text", []string{"The checkout page shall show a button labelled 'Fast checkout'."}, "vague_performance"},
		{"quoted UI text, double quotes", []string{"The menu shall contain an entry \"Easy setup\" that opens the wizard."}, "vague_usability"},
		{"plans do not conflict", []string{"On the Free plan, uploads shall be limited to 10 MB.", "On the Pro plan, uploads shall be limited to 25 MB."}, "numeric_conflict"},
		{"modes do not conflict", []string{"In offline mode, the cache shall be limited to 50 MB.", "In online mode, the cache shall be limited to 500 MB."}, "numeric_conflict"},
		{"requirement IDs are not acronyms", []string{"This requirement refines FR-3 and UPL-7."}, "undefined_acronym"},
		{"defined acronym, long form first", []string{"Users shall sign in with single sign-on (SSO).", "SSO sessions shall last 8 hours."}, "undefined_acronym"},
		{"defined acronym, short form first", []string{"SSO (single sign-on) shall be offered.", "SSO sessions shall last 8 hours."}, "undefined_acronym"},
		{"comparative with baseline", []string{"Search shall be faster than in release 1.4."}, "comparative"},
		{"vague term quantified", []string{"The API shall be fast: p95 latency at most 150 ms."}, "vague_performance"},
		{"headings are not analysed", []string{"The service shall return results within 2 seconds."}, "vague_performance"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			spec := layout(tt.reqs...)
			if tt.name == "headings are not analysed" {
				spec.Content = "# A fast, user-friendly and robust service\n\n" + spec.Content
				for i := range spec.Requirements {
					spec.Requirements[i].Offset += len("# A fast, user-friendly and robust service\n\n")
				}
			}
			got, err := New().Analyze(context.Background(), spec)
			require.NoError(t, err)
			checkInvariants(t, spec, got)
			for _, f := range got {
				assert.NotEqual(t, tt.not, f.Rule, "unexpected %s", f.Excerpt)
			}
		})
	}
}

func TestNumericConflictExample(t *testing.T) {
	spec := layoutIDs([]string{"FR-3", "NFR-2"}, []string{
		"The maximum upload size shall be 10 MB.",
		"The system shall accept files up to 25 MB from any signed-in user.",
	})
	got, err := New().Analyze(context.Background(), spec)
	require.NoError(t, err)
	checkInvariants(t, spec, got)
	var conflicts []fcs.Ambiguity
	for _, f := range got {
		if f.Type == fcs.ConflictingRequirements {
			conflicts = append(conflicts, f)
		}
	}
	require.Len(t, conflicts, 2, "%v", rulesOf(got))
	assert.Equal(t, "10 MB", conflicts[0].Excerpt)
	assert.Equal(t, "FR-3", conflicts[0].Location)
	assert.Equal(t, fcs.Critical, conflicts[0].Severity)
	assert.Equal(t, "limit 10 MB contradicts 25 MB in NFR-2", conflicts[0].Description)
	assert.Equal(t, "up to 25 MB", conflicts[1].Excerpt)
	assert.Equal(t, "NFR-2", conflicts[1].Location)

	qs, err := New().Questions(context.Background(), spec, conflicts)
	require.NoError(t, err)
	require.Len(t, qs, 1, "both sides merge into one question")
	q := qs[0]
	assert.Equal(t, []string{"FR-3", "NFR-2"}, q.RequirementIDs)
	var labels []string
	for _, o := range q.Options {
		labels = append(labels, o.Label)
	}
	assert.Equal(t, []string{"Use 10 MB (FR-3)", "Use 25 MB (NFR-2)", "Different limits per context"}, labels)
	assert.Equal(t, "Use 10 MB (FR-3)", q.Recommended, "the stricter maximum is the guess")
	assert.Equal(t, fcs.High, q.Complexity)
}

func TestSynonymAndAcronymAcrossRequirements(t *testing.T) {
	got := findingsOf(t,
		"Customers shall be able to download invoices as PDF.",
		"The client shall receive an email when an invoice is overdue by 7 days.",
		"Payments shall be processed through the PSP.",
	)
	assert.Contains(t, rulesOf(got), "synonym:client")
	assert.Contains(t, rulesOf(got), "undefined_acronym:PSP")
	assert.NotContains(t, rulesOf(got), "undefined_acronym:PDF")
}

func TestAnalyzeErrors(t *testing.T) {
	a := New()
	_, err := a.Analyze(context.Background(), nil)
	require.ErrorIs(t, err, ErrNilSpec)

	spec := layout("The system shall be fast.")
	spec.Requirements[0].Offset++
	_, err = a.Analyze(context.Background(), spec)
	require.ErrorIs(t, err, ErrBadOffset)
	var oe *OffsetError
	require.ErrorAs(t, err, &oe)
	assert.Equal(t, "FR-001", oe.RequirementID)

	spec.Requirements[0].Offset = len(spec.Content)
	_, err = a.Analyze(context.Background(), spec)
	require.ErrorIs(t, err, ErrBadOffset)
}

func TestAnalyzeCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, err := New().Analyze(ctx, generateSpec(500, 1))
	require.ErrorIs(t, err, context.Canceled)
	_, err = New().Questions(ctx, generateSpec(500, 1), nil)
	require.ErrorIs(t, err, context.Canceled)
}

func TestAnalyzeDeterministic(t *testing.T) {
	spec := generateSpec(300, 7)
	first, err := New().Analyze(context.Background(), spec)
	require.NoError(t, err)
	checkInvariants(t, spec, first)
	require.NotEmpty(t, first)
	for range 3 {
		again, err := New().Analyze(context.Background(), spec)
		require.NoError(t, err)
		require.Equal(t, first, again)
	}
	// IDs are pinned: a change in the ID recipe or the rules shows here.
	got := findingsOf(t, "The search page shall be fast.")
	require.Len(t, got, 1)
	assert.Equal(t, fcs.AmbiguityID("FR-001", fcs.AmbiguousTerminology, "fast", 0), got[0].ID)
}

func TestRepeatedExcerptsGetDistinctIDs(t *testing.T) {
	got := findingsOf(t, "The list shall be fast to open and fast to sort.")
	require.Len(t, got, 2)
	assert.Equal(t, fcs.AmbiguityID("FR-001", fcs.AmbiguousTerminology, "fast", 0), got[0].ID)
	assert.Equal(t, fcs.AmbiguityID("FR-001", fcs.AmbiguousTerminology, "fast", 1), got[1].ID)
}

func TestContainedFindingsPruned(t *testing.T) {
	got := findingsOf(t, "Logs shall be archived as appropriate.")
	assert.Equal(t, []string{"loophole:as appropriate"}, rulesOf(got))
}

func TestOptions(t *testing.T) {
	text := "The portal shall be fast and all pages shall be user-friendly."
	got, err := New(WithoutRules("vague_performance", "totality_all", "predicate_slot")).Analyze(context.Background(), layout(text))
	require.NoError(t, err)
	assert.Equal(t, []string{"vague_usability:user-friendly"}, rulesOf(got))

	got, err = New(WithKnownAcronyms("PSP")).Analyze(context.Background(), layout("Payments shall go through the PSP."))
	require.NoError(t, err)
	assert.Empty(t, got)

	got, err = New(WithSynonyms("shipment|consignment")).Analyze(context.Background(),
		layout("Each shipment shall have a tracking number.", "A consignment shall be weighed before pickup."))
	require.NoError(t, err)
	assert.Equal(t, []string{"synonym:consignment"}, rulesOf(got))

	custom := Rule{
		Name: "house_word", Family: FamilyVague, Type: fcs.AmbiguousTerminology, Severity: fcs.Minor,
		Detector: DetectPhrase, Patterns: []string{"blazing"}, Description: "{excerpt} is marketing",
	}
	a := New(WithRules(append(DefaultRules(), custom)))
	got, err = a.Analyze(context.Background(), layout("Exports shall be blazing."))
	require.NoError(t, err)
	assert.Equal(t, []string{"house_word:blazing"}, rulesOf(got))
	assert.Len(t, a.Rules(), len(DefaultRules())+1)
}

func TestConcurrentUse(t *testing.T) {
	a := New()
	spec := generateSpec(200, 3)
	want, err := a.Analyze(context.Background(), spec)
	require.NoError(t, err)
	errs := make(chan error, 8)
	for range 8 {
		go func() {
			got, err := a.Analyze(context.Background(), spec)
			if err == nil && !slices.EqualFunc(got, want, func(x, y fcs.Ambiguity) bool { return x == y }) {
				err = fmt.Errorf("different result")
			}
			errs <- err
		}()
	}
	for range 8 {
		require.NoError(t, <-errs)
	}
}

func TestTokenizer(t *testing.T) {
	d := tokenize(`Files up to 10MB, e.g. "Quick scan" 5-minute windows; it's 2.5 s. Next`)
	var texts []string
	for _, tok := range d.tokens {
		texts = append(texts, tok.text)
	}
	assert.Equal(t, strings.Fields(`Files up to 10MB , e . g . " Quick scan " 5-minute windows ; it's 2.5 s . Next`), texts)
	assert.Equal(t, "mb", d.tokens[3].unit)
	assert.InDelta(t, 2.5, d.tokens[17].value, 1e-9)
	assert.True(t, d.tokens[10].quoted)
	assert.Len(t, d.sentences, 3)
}

func TestNonVerbatimRequirements(t *testing.T) {
	spec := layout("The search page shall be fast.", "Exports shall be robust.")
	spec.Requirements[1].Offset = -1
	spec.Requirements[1].Text = "Exports shall be robust and fast."
	got, err := New().Analyze(context.Background(), spec)
	require.NoError(t, err)
	require.Len(t, got, 3)
	var unplaced int
	for _, f := range got {
		if f.Offset == -1 {
			unplaced++
			assert.Equal(t, "FR-002", f.Location)
			continue
		}
		assert.Equal(t, f.Excerpt, spec.Content[f.Offset:f.Offset+len(f.Excerpt)])
	}
	assert.Equal(t, 2, unplaced)
	questionsFor(t, New(), spec, got)
}

// New without options shares one compiled analyzer; what Rules returns is a
// copy that cannot change it.
func TestNewSharesDefaultAnalyzer(t *testing.T) {
	a, b := New(), New()
	require.Same(t, a, b)
	require.NotSame(t, a, New(WithoutRules("tbd")))
	rs := a.Rules()
	require.NotEmpty(t, rs[0].Patterns)
	orig := rs[0].Patterns[0]
	rs[0].Patterns[0] = "mutated"
	rs[0].Positive = nil
	assert.Equal(t, orig, New().Rules()[0].Patterns[0])
	assert.NotEmpty(t, New().Rules()[0].Positive)
}
