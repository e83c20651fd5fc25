package fcs

import (
	"errors"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/internal/golden"
)

func TestBuild(t *testing.T) {
	f := sampleFCS(t)
	qs := sampleQuestions()

	assert.Regexp(t, regexp.MustCompile(`^FCS-[0-9a-f]{12}$`), f.ID)
	assert.Equal(t, SchemaVersion, f.SchemaVersion)
	assert.Equal(t, sha256Hex([]byte(sampleSpec().Content)), f.SpecSHA256)
	assert.Equal(t, sampleSpec(), f.Specification, "the original specification is kept as parsed")

	require.Len(t, f.Clarifications, 2)
	c0, c1 := f.Clarifications[0], f.Clarifications[1]
	assert.Equal(t, "Clarified ("+qs[0].ID+"): Performance — Within 1 s: p95 under 1 second", c0.Statement)
	assert.Equal(t, []string{"FR-1"}, c0.RequirementIDs)
	assert.Equal(t, Answer{QuestionID: qs[0].ID, Selected: []string{"Within 1 s"}, Source: SourceUser}, c0.Answer)
	assert.Equal(t, "Clarified ("+qs[1].ID+"): Security — Malware: antivirus scan; PII: personal data detection", c1.Statement)
	assert.Equal(t, []string{"FR-2"}, c1.RequirementIDs, "taken from the ambiguities when the question lists none")
	assert.Equal(t, []string{"Malware", "PII"}, c1.Answer.Selected, "labels in option order")

	require.Len(t, f.Requirements, 2)
	assert.Equal(t, "FR-1", f.Requirements[0].ID)
	assert.Equal(t, "Users shall upload files quickly. "+c0.Statement, f.Requirements[0].Text)
	assert.Equal(t, []string{qs[0].ID}, f.Requirements[0].Clarifications)
	assert.Equal(t, sampleSpec().Requirements[0].Offset, f.Requirements[0].Offset)
	assert.Equal(t, []string{qs[1].ID}, f.Requirements[1].Clarifications)

	assert.Equal(t, []Question{qs[2]}, f.OpenQuestions)
	assert.Empty(t, f.OpenAmbiguities)
	require.Len(t, f.Architecture, 1, "the nested Storage section is inside Architecture's body")
	assert.Equal(t, "Architecture", f.Architecture[0].Title)
	assert.Contains(t, f.Architecture[0].Body, "Objects go to S3.")
	require.Len(t, f.Constraints, 1)
	assert.Equal(t, "Runs on Linux.", f.Constraints[0].Body)
	assert.Equal(t, 3, f.Assessment.Clarity)
	assert.Equal(t, "run-1", f.Metadata["run_id"])
}

func TestBuildDoesNotAliasInput(t *testing.T) {
	spec := sampleSpec()
	qs := sampleQuestions()
	f, err := Build(BuildInput{Spec: spec, Questions: qs, Answers: map[string]Answer{qs[0].ID: {Custom: "in 2 s"}}})
	require.NoError(t, err)
	assert.Equal(t, sampleSpec(), spec)
	f.Requirements[0].Clarifications[0] = "changed"
	f.Specification.Requirements[0].Text = "changed"
	assert.Equal(t, sampleSpec(), spec)
	assert.Equal(t, "Clarified ("+qs[0].ID+"): Performance — in 2 s", f.Clarifications[0].Statement)
}

func TestBuildWithoutQuestionsListsFindingsAsOpen(t *testing.T) {
	f, err := Build(BuildInput{Spec: sampleSpec(), Ambiguities: sampleAmbiguities(), Assessment: Assessment{Clarity: 4}})
	require.NoError(t, err)
	assert.Equal(t, sampleAmbiguities(), f.OpenAmbiguities)
	assert.Empty(t, f.Clarifications)
	assert.NotNil(t, f.Clarifications)
	assert.Equal(t, sampleSpec().Requirements, f.Requirements)
	doc, err := f.MarshalIndent()
	require.NoError(t, err)
	require.NoError(t, Verify(doc))
}

func TestBuildErrors(t *testing.T) {
	qs := sampleQuestions()
	tests := []struct {
		name   string
		mutate func(in *BuildInput)
		want   error
	}{
		{"unknown requirement", func(in *BuildInput) { in.Questions[0].RequirementIDs = []string{"FR-9"} }, ErrInvalidInput},
		{"duplicate question", func(in *BuildInput) { in.Questions = append(in.Questions, in.Questions[0]) }, ErrInvalidInput},
		{"duplicate requirement", func(in *BuildInput) {
			in.Spec.Requirements = append(in.Spec.Requirements, in.Spec.Requirements[0])
		}, ErrInvalidInput},
		{"unknown question answered", func(in *BuildInput) { in.Answers = map[string]Answer{"Q-x": {Custom: "y"}} }, ErrInvalidAnswers},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			in := BuildInput{Spec: sampleSpec(), Ambiguities: sampleAmbiguities(), Questions: sampleQuestions()}
			in.Answers = map[string]Answer{qs[0].ID: {Selected: []string{"Within 1 s"}}}
			tt.mutate(&in)
			f, err := Build(in)
			require.ErrorIs(t, err, tt.want)
			assert.Nil(t, f)
			if tt.want == ErrInvalidInput {
				var be *BuildError
				require.ErrorAs(t, err, &be)
			}
		})
	}
}

func TestMarkdownGolden(t *testing.T) {
	f := sampleFCS(t)
	md := f.Markdown()
	assert.Equal(t, md, sampleFCS(t).Markdown(), "deterministic")
	golden.Assert(t, filepath.Join("testdata", "sample.fcs.md"), md)

	open, err := Build(BuildInput{Spec: sampleSpec(), Ambiguities: sampleAmbiguities(), Assessment: Assessment{Clarity: 4, Reason: "clear enough"}})
	require.NoError(t, err)
	golden.Assert(t, filepath.Join("testdata", "open.fcs.md"), open.Markdown())
}

// failAfter accepts n bytes, then fails every write.
type failAfter struct{ n int }

func (w *failAfter) Write(p []byte) (int, error) {
	if len(p) > w.n {
		k := w.n
		w.n = 0
		return k, errors.New("disk full")
	}
	w.n -= len(p)
	return len(p), nil
}

func TestWriteMarkdown(t *testing.T) {
	f := sampleFCS(t)
	var b strings.Builder
	require.NoError(t, f.WriteMarkdown(&b))
	assert.Equal(t, string(f.Markdown()), b.String())

	// A large FCS outgrows the buffer; a writer's failure is returned.
	big := &FCS{SchemaVersion: SchemaVersion}
	for i := range 5000 {
		big.Requirements = append(big.Requirements, Requirement{ID: "R-" + strconv.Itoa(i), Text: "The system shall keep the record."})
	}
	require.EqualError(t, big.WriteMarkdown(&failAfter{n: 100 << 10}), "disk full")
}

func TestDemote(t *testing.T) {
	in := "# A\n#tag\n```\n# code\n```\n    # indented code\n## B\n###### C"
	assert.Equal(t, "### A\n#tag\n```\n# code\n```\n    # indented code\n#### B\n###### C", demote(in, 2))
	assert.Equal(t, in, demote(in, -1))
}

func TestMarkdownUnsealed(t *testing.T) {
	f := &FCS{SchemaVersion: SchemaVersion}
	assert.Contains(t, string(f.Markdown()), "- Hash: not sealed\n")
}

func TestBuildMultiLineRequirement(t *testing.T) {
	spec := sampleSpec()
	spec.Requirements[0].Text = "Users shall upload files\n  - quickly"
	qs := sampleQuestions()
	f, err := Build(BuildInput{Spec: spec, Questions: qs, Answers: map[string]Answer{qs[0].ID: {Custom: "in 2 s"}}})
	require.NoError(t, err)
	assert.Equal(t, "Users shall upload files\n  - quickly. "+f.Clarifications[0].Statement, f.Requirements[0].Text)
	base, decided := splitStatements(f.Requirements[0], f.Clarifications, spec.Requirements[0].Text, true)
	assert.Equal(t, "Users shall upload files\n  - quickly", base)
	assert.Equal(t, []Clarification{f.Clarifications[0]}, decided)
}

func TestSplitStatements(t *testing.T) {
	cs := []Clarification{{QuestionID: "Q-1", Statement: "S1"}, {QuestionID: "Q-2", Statement: "S2"}}
	tests := []struct {
		name  string
		req   Requirement
		base  string
		stmts []string
	}{
		{"none", Requirement{Text: "T"}, "T", []string{}},
		{"two", Requirement{Text: "T S1. S2", Clarifications: []string{"Q-1", "Q-2"}}, "T", []string{"S1", "S2"}},
		{"a period the text may have had", Requirement{Text: "T. S1", Clarifications: []string{"Q-1"}}, "T.", []string{"S1"}},
		{"multi-line text", Requirement{Text: "T\nx S1", Clarifications: []string{"Q-1"}}, "T\nx", []string{"S1"}},
		{"edited", Requirement{Text: "T S1 edited", Clarifications: []string{"Q-1"}}, "T S1 edited", nil},
		{"unknown question", Requirement{Text: "T S1", Clarifications: []string{"Q-9"}}, "T S1", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			base, decided := splitStatements(tt.req, cs, "", false)
			assert.Equal(t, tt.base, base)
			var stmts []string
			if decided != nil {
				stmts = []string{}
			}
			for _, c := range decided {
				stmts = append(stmts, c.Statement)
			}
			assert.Equal(t, tt.stmts, stmts)
		})
	}
}

// TestIDsAreWideEnough would have caught the 32-bit IDs: 300,000 findings
// (the order of a spec at the size limit) collide at 8 hex digits, and
// must not at IDHexDigits.
func TestIDsAreWideEnough(t *testing.T) {
	const n = 300_000
	full := make(map[string]bool, n)
	short := make(map[string]bool, n)
	collisions8 := 0
	for i := range n {
		id := AmbiguityID("FR-"+strconv.Itoa(i/7), UnclearSpecification, "etc", i%7)
		require.False(t, full[id], "collision at %d: %s", i, id)
		full[id] = true
		if short[id[:10]] {
			collisions8++
		}
		short[id[:10]] = true
	}
	assert.Positive(t, collisions8, "8 hex digits should collide at this size (the test would not catch them otherwise)")
	assert.Len(t, QuestionID([]string{"A-1"}), 2+IDHexDigits)
}

func TestCheckIDs(t *testing.T) {
	a := []Ambiguity{{ID: "A-1"}, {ID: "A-2"}}
	require.NoError(t, CheckIDs(a, []Question{{ID: "Q-1"}}))
	err := CheckIDs(append(a, Ambiguity{ID: "A-2"}), nil)
	require.ErrorIs(t, err, ErrDuplicateID)
	var ie *IDError
	require.ErrorAs(t, err, &ie)
	assert.Equal(t, "A-2", ie.ID)
	require.ErrorIs(t, CheckIDs(nil, []Question{{ID: "Q-1"}, {ID: "Q-1"}}), ErrDuplicateID)
}

// TestMarkdownEscapesSpecFields: every field taken from the spec is shown,
// never rendered as HTML, in the Markdown rendering.
func TestMarkdownEscapesSpecFields(t *testing.T) {
	f := &FCS{
		SchemaVersion: SchemaVersion,
		Specification: Specification{Title: "<script>alert(1)</script>", Format: FormatMarkdown},
		Requirements:  []Requirement{{ID: "FR-<b>1</b>", Section: "<img src=x onerror=alert(1)>", Text: "Users shall <blink>log in</blink>."}},
		Architecture:  []Section{{Title: "<i>Arch</i>", Level: 2, Body: "# <h1>Head</h1>\n\nText <script>x</script>\n\n```html\n<kept-in-code>\n```\n"}},
	}
	md := string(f.Markdown())
	inFence := false
	for _, l := range strings.Split(md, "\n") {
		if strings.HasPrefix(strings.TrimSpace(l), "```") {
			inFence = !inFence
			continue
		}
		if inFence {
			continue
		}
		for i := range len(l) {
			if l[i] == '<' {
				require.True(t, i > 0 && l[i-1] == '\\', "unescaped < in %q", l)
			}
		}
	}
	assert.Contains(t, md, "# \\<script>alert(1)\\</script> — Final Clarified Specification")
	assert.Contains(t, md, "<kept-in-code>", "fenced code is shown as written")
}

// TestBuildAssumptions: questions beyond the limit are recorded with
// their recommended answer (source default), not applied to the text; an
// answered one becomes a clarification; the hash covers them.
func TestBuildAssumptions(t *testing.T) {
	qs := sampleQuestions()
	in := BuildInput{Spec: sampleSpec(), Ambiguities: sampleAmbiguities(), Questions: qs[:1], Assumptions: qs[1:]}
	f, err := Build(in)
	require.NoError(t, err)
	assert.Empty(t, f.Clarifications)
	assert.Equal(t, []Question{qs[0]}, f.OpenQuestions)
	require.Len(t, f.Assumptions, 2)
	a0 := f.Assumptions[0]
	assert.Equal(t, Answer{QuestionID: qs[1].ID, Selected: []string{"Malware"}, Source: SourceDefault}, a0.Answer)
	assert.Equal(t, "Security", a0.Topic)
	assert.Equal(t, []string{"FR-2"}, a0.RequirementIDs)
	assert.Equal(t, "Assumed ("+qs[1].ID+"): Security — Malware: antivirus scan", a0.Statement)
	assert.Equal(t, sampleSpec().Requirements, f.Requirements, "assumptions are not applied to the text")
	assert.Empty(t, f.OpenAmbiguities, "an assumption covers its findings")

	md := string(f.Markdown())
	assert.Contains(t, md, "## Assumptions")
	assert.Contains(t, md, "  - Assumed ("+qs[1].ID+", not asked): Security — Malware\n")
	assert.Contains(t, md, "| "+qs[2].ID+": Does the 10 MB limit apply per file or per upload? | Per file | FR-2 |")

	// Answering an assumption applies it like a question.
	in.Answers = map[string]Answer{qs[2].ID: {Selected: []string{"Per upload"}}}
	g, err := Build(in)
	require.NoError(t, err)
	require.Len(t, g.Clarifications, 1)
	assert.Equal(t, qs[2].ID, g.Clarifications[0].QuestionID)
	assert.Contains(t, g.Requirements[1].Text, "Clarified ("+qs[2].ID+"): Limits — Per upload")
	require.Len(t, g.Assumptions, 1)
	assert.NotEqual(t, f.Hash, g.Hash)

	// An unknown option for an assumption is refused like any other.
	in.Answers = map[string]Answer{qs[2].ID: {Selected: []string{"Per day"}}}
	_, err = Build(in)
	require.ErrorIs(t, err, ErrInvalidAnswers)

	doc, err := f.MarshalIndent()
	require.NoError(t, err)
	require.NoError(t, Verify(doc))
	assert.Contains(t, string(doc), `"assumptions"`)
}

func TestBuildShareSpec(t *testing.T) {
	spec := sampleSpec()
	spec.Requirements[0].Attributes = map[string]string{"priority": "high"}
	qs := sampleQuestions()
	in := BuildInput{Spec: spec, Questions: qs, Answers: map[string]Answer{qs[0].ID: {Custom: "in 2 s"}}}
	own, err := Build(in)
	require.NoError(t, err)
	in.ShareSpec = true
	shared, err := Build(in)
	require.NoError(t, err)
	assert.Equal(t, own, shared, "the same document")
	a, err := own.MarshalIndent()
	require.NoError(t, err)
	b, err := shared.MarshalIndent()
	require.NoError(t, err)
	assert.Equal(t, string(a), string(b))

	want := sampleSpec()
	want.Requirements[0].Attributes = map[string]string{"priority": "high"}
	assert.Equal(t, want, spec, "Build changes nothing of the input")
	assert.Same(t, &spec.Requirements[0], &shared.Specification.Requirements[0], "the specification's requirements are the input's")
	assert.Same(t, &spec.Sections[0], &shared.Specification.Sections[0])
	assert.NotSame(t, &spec.Requirements[0], &shared.Requirements[0], "the FCS's requirements are its own list")
	assert.NotSame(t, &spec.Requirements[0], &own.Specification.Requirements[0], "without ShareSpec, nothing is shared")
	shared.Requirements[0].Attributes["priority"] = "low"
	assert.Equal(t, "low", spec.Requirements[0].Attributes["priority"], "attributes shared")
	own.Requirements[0].Attributes["priority"] = "mid"
	assert.Equal(t, "low", spec.Requirements[0].Attributes["priority"], "not without ShareSpec")
}

// TestBuildTextOfSeveralStatements: a requirement several questions concern
// gets their statements in question order (then the answered assumptions),
// after the clarifications of an earlier round, each after a space, as
// appending them one by one gave; unanswered questions and assumptions add
// nothing.
func TestBuildTextOfSeveralStatements(t *testing.T) {
	spec := Specification{Content: "a\nb\nc\n", Requirements: []Requirement{
		{ID: "FR-1", Text: "a Clarified (Q-0): earlier — x", Offset: 0, Clarifications: []string{"Q-0"}},
		{ID: "FR-2", Text: "b", Offset: 2},
		{ID: "FR-3", Text: "c", Offset: 4},
	}}
	q := func(id, topic string, reqs ...string) Question {
		return Question{ID: id, Topic: topic, Question: topic + "?", RequirementIDs: reqs, Kind: Single,
			Options: []Option{{Label: "yes", Description: "d <" + id + ">"}, {Label: "no"}}, Recommended: "yes"}
	}
	in := BuildInput{
		Spec:        spec,
		Questions:   []Question{q("Q-3", "third", "FR-3", "FR-1"), q("Q-1", "first", "FR-1", "FR-2"), q("Q-2", "open", "FR-1")},
		Assumptions: []Question{q("Q-5", "assumed", "FR-1"), q("Q-4", "answered", "FR-2", "FR-1")},
		Answers:     map[string]Answer{"Q-3": {Selected: []string{"yes"}}, "Q-1": {Custom: "custom"}, "Q-4": {Selected: []string{"no"}}},
	}
	f, err := Build(in)
	require.NoError(t, err)
	// The texts as appending each statement to its requirements gives.
	want := []string{spec.Requirements[0].Text, "b", "c"}
	ids := [][]string{{"Q-0"}, nil, nil}
	for _, c := range f.Clarifications {
		for _, id := range c.RequirementIDs {
			k := slices.IndexFunc(spec.Requirements, func(r Requirement) bool { return r.ID == id })
			want[k] += joint(want[k]) + c.Statement
			ids[k] = append(ids[k], c.QuestionID)
		}
	}
	var asked []string
	for _, c := range f.Clarifications {
		asked = append(asked, c.QuestionID)
	}
	require.Equal(t, []string{"Q-3", "Q-1", "Q-4"}, asked)
	for k, r := range f.Requirements {
		assert.Equal(t, want[k], r.Text, r.ID)
		assert.Equal(t, ids[k], r.Clarifications, r.ID)
	}
	assert.Equal(t, "a Clarified (Q-0): earlier — x. "+f.Clarifications[0].Statement+". "+f.Clarifications[1].Statement+". "+f.Clarifications[2].Statement, f.Requirements[0].Text)
}

// TestBuildListsOfTheirOwn: the clarifications of the requirements are cut
// from one array and the clarified texts from one string, but no list
// shares room with another or with the input: appending to one
// requirement's clarifications leaves the next requirement's and the
// specification's as they were, and Build writes into no question's IDs.
// The requirements a question concerns are listed once each, in
// specification order.
func TestBuildListsOfTheirOwn(t *testing.T) {
	spec := Specification{Content: "a\nb\nc\n", Requirements: []Requirement{
		{ID: "FR-1", Text: "a Clarified (Q-0): earlier — x", Offset: 0, Clarifications: []string{"Q-0"}},
		{ID: "FR-2", Text: "b", Offset: 2},
		{ID: "FR-3", Text: "c", Offset: 4},
	}}
	amb := []Ambiguity{{ID: "A-1", Location: "FR-3"}, {ID: "A-2", Location: "FR-2"}, {ID: "A-3", Location: "FR-3"}}
	q := func(id string, reqs []string, ambs ...string) Question {
		return Question{ID: id, Topic: id, RequirementIDs: reqs, AmbiguityIDs: ambs, Kind: Single,
			Options: []Option{{Label: "yes"}, {Label: "no"}}, Recommended: "yes"}
	}
	// byAmbiguities has no requirement IDs but room for them: Build must
	// not write the locations of its findings there.
	byAmbiguities := q("Q-2", make([]string, 0, 4), "A-1", "A-2", "A-3")
	in := BuildInput{
		Spec: spec, Ambiguities: amb,
		Questions: []Question{q("Q-1", []string{"FR-2", "FR-1", "FR-2"}), byAmbiguities},
		Answers:   map[string]Answer{"Q-1": {Selected: []string{"yes"}}, "Q-2": {Selected: []string{"no"}}},
		ShareSpec: true,
	}
	f, err := Build(in)
	require.NoError(t, err)
	require.Len(t, f.Clarifications, 2)

	tests := []struct {
		name  string
		check func(t *testing.T)
	}{
		{"requirements listed once, in specification order", func(t *testing.T) {
			assert.Equal(t, []string{"FR-1", "FR-2"}, f.Clarifications[0].RequirementIDs)
			assert.Equal(t, []string{"FR-2", "FR-3"}, f.Clarifications[1].RequirementIDs)
		}},
		{"clarifications in order, after the earlier round's", func(t *testing.T) {
			assert.Equal(t, []string{"Q-0", "Q-1"}, f.Requirements[0].Clarifications)
			assert.Equal(t, []string{"Q-1", "Q-2"}, f.Requirements[1].Clarifications)
			assert.Equal(t, []string{"Q-2"}, f.Requirements[2].Clarifications)
		}},
		{"texts as appended one by one", func(t *testing.T) {
			// None of the texts ends a sentence: each statement follows ". ".
			s1, s2 := ". "+f.Clarifications[0].Statement, ". "+f.Clarifications[1].Statement
			assert.Equal(t, []string{spec.Requirements[0].Text + s1, "b" + s1 + s2, "c" + s2},
				[]string{f.Requirements[0].Text, f.Requirements[1].Text, f.Requirements[2].Text})
		}},
		{"no room after a list", func(t *testing.T) {
			for _, r := range f.Requirements {
				assert.Equal(t, len(r.Clarifications), cap(r.Clarifications), r.ID)
			}
		}},
		{"an append to one list leaves the next as it was", func(t *testing.T) {
			g, err := Build(in)
			require.NoError(t, err)
			g.Requirements[0].Clarifications = append(g.Requirements[0].Clarifications, "Q-9")
			g.Requirements[1].Clarifications = append(g.Requirements[1].Clarifications, "Q-9")
			assert.Equal(t, []string{"Q-1", "Q-2"}, g.Requirements[1].Clarifications[:2])
			assert.Equal(t, []string{"Q-2"}, g.Requirements[2].Clarifications)
		}},
		{"the specification keeps its lists", func(t *testing.T) {
			assert.Equal(t, []string{"Q-0"}, spec.Requirements[0].Clarifications)
			assert.Nil(t, spec.Requirements[1].Clarifications)
			assert.Equal(t, "b", spec.Requirements[1].Text)
			f.Requirements[0].Clarifications[0] = "changed"
			assert.Equal(t, "Q-0", spec.Requirements[0].Clarifications[0])
			f.Requirements[0].Clarifications[0] = "Q-0"
		}},
		{"no question's IDs written", func(t *testing.T) {
			assert.Empty(t, byAmbiguities.RequirementIDs)
			assert.Equal(t, []string{"", ""}, byAmbiguities.RequirementIDs[:2])
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, tt.check)
	}
}

// TestBuildAssumptionsListedOnlyWhenRecorded: an assumption without an
// answer and without a recommended option of its own is an open question,
// and the FCS has no list of assumptions, not an empty one.
func TestBuildAssumptionsListedOnlyWhenRecorded(t *testing.T) {
	spec := Specification{Content: "a\n", Requirements: []Requirement{{ID: "FR-1", Text: "a"}}}
	tests := []struct {
		name        string
		recommended string
		want        int
	}{
		{"recommended option", "yes", 1},
		{"no recommended option", "", 0},
		{"recommended option not its own", "maybe", 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			q := Question{ID: "Q-1", Topic: "t", RequirementIDs: []string{"FR-1"}, Kind: Single,
				Options: []Option{{Label: "yes"}, {Label: "no"}}, Recommended: tt.recommended}
			f, err := Build(BuildInput{Spec: spec, Assumptions: []Question{q}})
			require.NoError(t, err)
			assert.Len(t, f.Assumptions, tt.want)
			assert.Len(t, f.OpenQuestions, 1-tt.want)
			if tt.want == 0 {
				assert.Nil(t, f.Assumptions)
			}
		})
	}
}

// clonedSpec is a specification of n requirements, each with a section
// path, attributes and the clarification of an earlier round, and one
// question concerning every second of them (FR-1, FR-3 …): the others gain
// nothing.
func clonedSpec(n int) (Specification, Question) {
	var content strings.Builder
	spec := Specification{}
	q := Question{ID: "Q-1", Topic: "t", Question: "t?", Kind: Single, Options: []Option{{Label: "yes"}, {Label: "no"}}, Recommended: "yes"}
	for i := range n {
		id := "FR-" + strconv.Itoa(i+1)
		spec.Requirements = append(spec.Requirements, Requirement{
			ID: id, Text: "r", Offset: content.Len(), Clarifications: []string{"Q-0"},
			SectionPath: []string{"Requirements"}, Attributes: map[string]string{"priority": "high"},
		})
		content.WriteString("r\n")
		if i%2 == 0 {
			q.RequirementIDs = append(q.RequirementIDs, id)
		}
	}
	spec.Content = content.String()
	return spec, q
}

// sameArray says whether two lists share their first element's room.
func sameArray(a, b []string) bool {
	return cap(a) > 0 && cap(b) > 0 && &a[:1][0] == &b[:1][0]
}

// TestBuildSharesNothing: without ShareSpec the FCS's requirements, and
// those of its specification, share no list or map with the input's nor
// with each other, whether a requirement gained a clarification or not;
// with it, the FCS's requirements still have clarifications of their own.
func TestBuildSharesNothing(t *testing.T) {
	for _, share := range []bool{false, true} {
		t.Run("ShareSpec="+strconv.FormatBool(share), func(t *testing.T) {
			spec, q := clonedSpec(4)
			f, err := Build(BuildInput{Spec: spec, Questions: []Question{q}, Answers: map[string]Answer{"Q-1": {Selected: []string{"yes"}}}, ShareSpec: share})
			require.NoError(t, err)
			for k, in := range spec.Requirements {
				out := f.Requirements[k]
				assert.Equal(t, k%2 == 0, len(out.Clarifications) == 2, "%s gained Q-1", in.ID)
				assert.False(t, sameArray(in.Clarifications, out.Clarifications), "%s: clarifications", in.ID)
				if share {
					continue
				}
				doc := f.Specification.Requirements[k]
				assert.False(t, sameArray(in.SectionPath, out.SectionPath), "%s: section path", in.ID)
				for _, own := range [][]string{doc.Clarifications, doc.SectionPath} {
					assert.False(t, sameArray(own, in.Clarifications) || sameArray(own, in.SectionPath), in.ID)
					assert.False(t, sameArray(own, out.Clarifications) || sameArray(own, out.SectionPath), in.ID)
				}
				out.Attributes["priority"] = "low"
				doc.Attributes["priority"] = "mid"
				assert.Equal(t, "high", in.Attributes["priority"], in.ID)
				assert.Equal(t, "low", out.Attributes["priority"], in.ID)
			}
		})
	}
}

// TestBuildDeferringAnswerStaysOpen: an answer that decides nothing —
// every option chosen defers (Option.Defers), by the user, by default or
// at a timeout — is no clarification and no assumption: the question
// stays open with the answer given, the text is not changed, and the
// Markdown says what was chosen. Custom text, or a deciding option
// beside a deferring one, decides.
func TestBuildDeferringAnswerStaysOpen(t *testing.T) {
	defers := func(q Question) Question {
		q = cloneQuestion(q)
		q.Options[0].Defers = true
		return q
	}
	base := sampleQuestions()
	q0, q1 := defers(base[0]), defers(base[1])
	q1.Recommended = q1.Options[0].Label
	tests := []struct {
		name        string
		questions   []Question
		assumptions []Question
		answers     map[string]Answer
		open        int    // open questions
		deferred    string // the label recorded on the first open question
		clarified   int
		assumed     int
		notAsked    bool   // the first open question was never asked (Question.NotAsked)
		said        string // what the Markdown says of the first open question's answer
	}{
		{"chosen by the user", []Question{q0}, nil, map[string]Answer{q0.ID: {Selected: []string{q0.Options[0].Label}}}, 1, q0.Options[0].Label, 0, 0,
			false, "Answered " + q0.Options[0].Label + " (user), which decides nothing: still open."},
		{"chosen at a timeout", []Question{q0}, nil, map[string]Answer{q0.ID: {Selected: []string{q0.Options[0].Label}, Source: SourceTimeout}}, 1, q0.Options[0].Label, 0, 0,
			false, "Answered " + q0.Options[0].Label + " (timeout), which decides nothing: still open."},
		{"asked, recommended answer taken by default", []Question{q0}, nil, map[string]Answer{q0.ID: {Selected: []string{q0.Options[0].Label}, Source: SourceDefault}}, 1, q0.Options[0].Label, 0, 0,
			false, "Answered " + q0.Options[0].Label + " (default), which decides nothing: still open."},
		{"recommended to an assumption", nil, []Question{q1}, nil, 1, q1.Options[0].Label, 0, 0,
			true, "Not asked (ranked below the limit or the floor): the recommended answer, " + q1.Options[0].Label + ", decides nothing; still open."},
		{"an assumption answered by the user", nil, []Question{q1}, map[string]Answer{q1.ID: {Selected: []string{q1.Options[0].Label}}}, 1, q1.Options[0].Label, 0, 0,
			false, "Answered " + q1.Options[0].Label + " (user), which decides nothing: still open."},
		{"a deciding option", []Question{q0}, nil, map[string]Answer{q0.ID: {Selected: []string{q0.Options[1].Label}}}, 0, "", 1, 0, false, ""},
		{"custom text", []Question{q0}, nil, map[string]Answer{q0.ID: {Custom: "25 MB"}}, 0, "", 1, 0, false, ""},
		{"no answer", []Question{q0}, nil, nil, 1, "", 0, 0, false, ""},
		{"a deciding assumption", nil, []Question{base[1]}, nil, 0, "", 0, 1, false, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f, err := Build(BuildInput{Spec: sampleSpec(), Ambiguities: sampleAmbiguities(), Questions: tt.questions, Assumptions: tt.assumptions, Answers: tt.answers})
			require.NoError(t, err)
			assert.Len(t, f.Clarifications, tt.clarified)
			assert.Len(t, f.Assumptions, tt.assumed)
			require.Len(t, f.OpenQuestions, tt.open)
			if tt.open == 0 {
				return
			}
			got := f.OpenQuestions[0]
			if tt.deferred == "" {
				assert.Nil(t, got.Deferred)
				return
			}
			require.NotNil(t, got.Deferred)
			assert.Equal(t, []string{tt.deferred}, got.Deferred.Selected)
			assert.Equal(t, got.ID, got.Deferred.QuestionID)
			assert.Equal(t, sampleSpec().Requirements, f.Requirements, "a deferring answer changes no requirement")
			assert.Equal(t, tt.notAsked, got.NotAsked)
			md := string(f.Markdown())
			assert.Contains(t, md, "\n"+tt.said+"\n")
			if tt.notAsked {
				assert.NotContains(t, md, "Answered ", "a question never asked is not said to be answered")
			} else {
				assert.NotContains(t, md, "Not asked (")
			}
			doc, err := f.MarshalIndent()
			require.NoError(t, err)
			require.NoError(t, Verify(doc))
			assert.Contains(t, string(doc), `"deferred"`)
			assert.Equal(t, tt.notAsked, strings.Contains(string(doc), `"not_asked": true`))
		})
	}
}

// TestBuildRecordsEveryFinding: every finding is in the FCS once — with
// the clarification, assumption or open question asked about it (a
// question raising two findings records both), or among the open
// findings when no question names it.
func TestBuildRecordsEveryFinding(t *testing.T) {
	ambs := sampleAmbiguities()
	qs := sampleQuestions()
	// The scan question raises the size limit's finding too.
	both := qs[1]
	both.AmbiguityIDs = []string{ambs[1].ID, ambs[2].ID}
	slices.Sort(both.AmbiguityIDs)
	both.ID = QuestionID(both.AmbiguityIDs)
	for _, tc := range []struct {
		name        string
		questions   []Question
		assumptions []Question
		answers     map[string]Answer
	}{
		{name: "answered", questions: []Question{qs[0], both}, answers: map[string]Answer{qs[0].ID: {Selected: []string{"Within 1 s"}}, both.ID: {Selected: []string{"PII"}}}},
		{name: "assumed", questions: []Question{qs[0]}, assumptions: []Question{both}},
		{name: "open", questions: []Question{qs[0], both}},
		{name: "a finding no question names", questions: []Question{qs[0]}, answers: map[string]Answer{qs[0].ID: {Selected: []string{"Within 1 s"}}}},
		{name: "no questions"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f, err := Build(BuildInput{Spec: sampleSpec(), Ambiguities: ambs, Questions: tc.questions, Assumptions: tc.assumptions, Answers: tc.answers})
			require.NoError(t, err)
			seen := map[string]int{}
			for _, c := range append(slices.Clone(f.Clarifications), f.Assumptions...) {
				for _, id := range c.AmbiguityIDs {
					seen[id]++
				}
			}
			for _, q := range f.OpenQuestions {
				for _, id := range q.AmbiguityIDs {
					seen[id]++
				}
			}
			for _, a := range f.OpenAmbiguities {
				seen[a.ID]++
			}
			for _, a := range ambs {
				assert.Equal(t, 1, seen[a.ID], "finding %s (%q) is in the FCS once", a.ID, a.Excerpt)
			}
			doc, err := f.MarshalIndent()
			require.NoError(t, err)
			for _, a := range ambs {
				assert.Contains(t, string(doc), a.ID)
			}
		})
	}
}
