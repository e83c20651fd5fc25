package groundtruth

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/fcs"
)

const sample = "1 Intro\nThe café system helps staff.\n2.1 The system shall respond quickly.\n2.2 The system shall log every order, etc.\n"

func TestDocOffsets(t *testing.T) {
	d := NewDoc("own/x.md", sample)
	s, e, err := d.Locate(2, "café system", 1)
	require.NoError(t, err)
	assert.Equal(t, "café system", d.Slice(s, e))
	line, col := d.Position(s)
	assert.Equal(t, [2]int{2, 5}, [2]int{line, col})
	assert.Equal(t, s, d.Char(d.Byte(s)))
	// A phrase a line off is still found; one three lines off is not.
	_, _, err = d.Locate(1, "respond quickly", 1)
	require.NoError(t, err)
	_, _, err = d.Locate(1, "etc.", 1)
	require.Error(t, err)
	// nth and LocateFrom pick later occurrences.
	s1, _, _ := d.Locate(3, "The system", 1)
	s2, _, err := d.LocateFrom(3, "The system", s1+1)
	require.NoError(t, err)
	assert.Greater(t, s2, s1)
}

func TestImportRequirements(t *testing.T) {
	d := NewDoc("own/x.md", sample)
	r := &Raw{Document: "own/x.md", Segments: []RawSegment{
		{Line: 1, Start: "1 Intro", Category: "heading"},
		{Line: 2, Start: "The café system", Category: "explanation"},
		{Line: 3, Start: "2.1 The system", Req: true, ID: "2.1", Kind: "non_functional"},
		{Line: 4, Start: "2.2 The system", Req: true, ID: "2.2", Kind: "functional"},
	}}
	f, err := Import(SetRequirements, r, d, "")
	require.NoError(t, err)
	require.Len(t, f.Segments, 4)
	assert.Equal(t, "2.1 The system shall respond quickly.", d.Slice(f.Segments[2].Start, f.Segments[2].End))
	assert.Equal(t, "2.1 The system shall respond quickly.", f.Segments[2].Words)
	assert.Equal(t, d.SHA256(), f.SHA256)
	require.NoError(t, f.check(d))
	// Two segments at one place are refused.
	r.Segments = append(r.Segments[:1], RawSegment{Line: 1, Start: "1 Intro"})
	_, err = Import(SetRequirements, r, d, "")
	require.Error(t, err)
}

// fakeAnalyzer returns fixed findings at byte offsets of the content.
type fakeAnalyzer []string

func (f fakeAnalyzer) Analyze(_ context.Context, s *fcs.Specification) ([]fcs.Ambiguity, error) {
	var out []fcs.Ambiguity
	for _, ex := range f {
		for _, r := range s.Requirements {
			if i := indexOf(r.Text, ex); i >= 0 {
				out = append(out, fcs.Ambiguity{Type: fcs.UnclearSpecification, Location: r.ID, Excerpt: ex, Offset: r.Offset + i})
			}
		}
	}
	return out, nil
}

func indexOf(s, sub string) int {
	for i := 0; i+len(sub) <= len(s); i++ {
		if s[i:i+len(sub)] == sub {
			return i
		}
	}
	return -1
}

func ambSet(t *testing.T) *Set {
	d := NewDoc("own/x.md", sample)
	req, err := Import(SetRequirements, &Raw{Document: "own/x.md", Segments: []RawSegment{
		{Line: 1, Start: "1 Intro", Category: "heading"},
		{Line: 2, Start: "The café", Category: "explanation"},
		{Line: 3, Start: "2.1 The", Req: true, ID: "2.1"},
		{Line: 4, Start: "2.2 The", Req: true, ID: "2.2"},
	}}, d, "")
	require.NoError(t, err)
	f, err := Import(SetAmbiguities, &Raw{Document: "own/x.md", Labels: []RawLabel{
		{RawPos: RawPos{Line: 3, Phrase: "respond quickly"}, Type: "missing_constraint", Severity: "major"},
	}}, d, "")
	require.NoError(t, err)
	f.Items = ItemsFrom(req)
	return &Set{Kind: SetAmbiguities, Files: []*File{f}, Docs: map[string]*Doc{f.Document: d}}
}

func TestScoreAmbiguities(t *testing.T) {
	tests := []struct {
		name                      string
		findings                  fakeAnalyzer
		found, true_, flagged, fs int
	}{
		{"nothing", nil, 0, 0, 0, 0},
		{"the label", fakeAnalyzer{"quickly"}, 1, 1, 0, 1},
		{"a clear requirement flagged", fakeAnalyzer{"etc."}, 0, 0, 1, 1},
		{"a finding far longer than the label answers nothing", fakeAnalyzer{"2.1 The system shall respond quickly."}, 0, 0, 0, 1},
		{"both", fakeAnalyzer{"respond", "log every order"}, 1, 1, 1, 2},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			docs, err := ScoreAmbiguities(context.Background(), ambSet(t), tc.findings, Options{All: true})
			require.NoError(t, err)
			require.Len(t, docs, 1)
			d := docs[0]
			assert.Equal(t, 2, d.Items)
			assert.Equal(t, 1, d.Clear)
			assert.Equal(t, tc.found, d.Found)
			assert.Equal(t, tc.true_, d.True)
			assert.Equal(t, tc.flagged, d.ClearFlagged)
			assert.Equal(t, tc.fs, d.Findings)
			assert.Len(t, d.Misses, 1-tc.found)
		})
	}
}

func TestScoreReader(t *testing.T) {
	d := NewDoc("own/x.md", sample)
	f, err := Import(SetRequirements, &Raw{Document: "own/x.md", Segments: []RawSegment{
		{Line: 1, Start: "1 Intro", Category: "heading"},
		{Line: 2, Start: "The café", Category: "explanation"},
		{Line: 3, Start: "2.1 The", Req: true, ID: "2.1"},
		{Line: 4, Start: "2.2 The", Req: true, ID: "2.2"},
	}}, d, "")
	require.NoError(t, err)
	docs := ScoreReader(&Set{Kind: SetRequirements, Files: []*File{f}, Docs: map[string]*Doc{f.Document: d}})
	require.Len(t, docs, 1)
	r := docs[0]
	assert.Equal(t, 2, r.Labelled)
	assert.Equal(t, 2, r.NonReqs)
	assert.Equal(t, r.Labelled, r.Read+len(r.Misses))
	assert.Equal(t, r.NonReqRead, len(r.Wrong))
	assert.LessOrEqual(t, r.Read, r.Parsed)
}

func TestQualifiedID(t *testing.T) {
	tests := []struct {
		got, want string
		apart     bool
	}{
		{"4.1.1.3#2", "4.1.1.3", true},
		{"FR-2#3", "fr-2", true},
		{"4.1.1.3", "4.1.1.3", false}, // kept, not apart
		{"4.1.1.3#", "4.1.1.3", false},
		{"4.1.1.3#b", "4.1.1.3", false},
		{"4.1.1.4#2", "4.1.1.3", false},
		{"R-001", "4.1.1.3", false},
		// a list number qualified by its section's number (a list
		// numbered afresh under each numbered section)
		{"3.2/1", "1", true},
		{"3/12", "12", true},
		{"3.2./1", "1", true},
		{"3.2/1#2", "1", true}, // two such lists in one section
		{"3.2/2", "1", false},
		{"3.2/1", "3.2/1", false}, // kept
		{"UC-1/1", "1", false},    // a use case's step: not a section
		{"Log In/2", "2", false},
		{"/1", "1", false},
		{"3.2/", "", false},
	}
	for _, tc := range tests {
		assert.Equal(t, tc.apart, qualifiedID(tc.got, tc.want), "%s for %s", tc.got, tc.want)
	}
}

func TestCovers(t *testing.T) {
	dc := Decision{Keywords: []string{"order", "change", "kitchen", "cancel"}}
	tests := []struct {
		q    string
		want bool
	}{
		{"Can an order be changed after the kitchen has it?", true},
		{"May orders be cancelled or changed?", true},
		{"Which orders are shown?", false},
		{"What does 'quickly' mean?", false},
		{"Can an “order” be changed once the “kitchen” has it?", true},
	}
	for _, tc := range tests {
		assert.Equal(t, tc.want, Covers(fcs.Question{Question: tc.q}, dc), tc.q)
	}
	assert.False(t, Covers(fcs.Question{Question: "anything"}, Decision{}))
}

func TestSameWord(t *testing.T) {
	for _, p := range [][2]string{{"order", "orders"}, {"order", "ordered"}, {"change", "changing"}, {"policy", "policies"}, {"log", "log"}} {
		assert.True(t, sameWord(p[0], p[1]), p)
	}
	for _, p := range [][2]string{{"user", "username"}, {"log", "login"}, {"case", "cash"}} {
		assert.False(t, sameWord(p[0], p[1]), p)
	}
}

func TestKappa(t *testing.T) {
	assert.InDelta(t, 1.0, kappa([2][2]int{{5, 0}, {0, 5}}), 1e-9)
	assert.InDelta(t, 0.0, kappa([2][2]int{{25, 25}, {25, 25}}), 1e-9)
	// The textbook example: 20 yes-yes, 5 yes-no, 10 no-yes, 15 no-no -> 0.4.
	assert.InDelta(t, 0.4, kappa([2][2]int{{15, 10}, {5, 20}}), 1e-9)
	assert.InDelta(t, 0.8, f1(4, 5, 5), 1e-9)
}

func TestAgreeAmbiguities(t *testing.T) {
	ref := ambSet(t)
	a1 := ambSet(t)
	a2 := ambSet(t)
	a2.Files[0] = &File{Set: SetAmbiguities, Document: "own/x.md", Items: a2.Files[0].Items}
	ag, err := AgreeAmbiguities(ref, a1, a2)
	require.NoError(t, err)
	assert.Equal(t, [2]int{1, 0}, ag.Labels)
	assert.Equal(t, 0.0, ag.SpanF1)
	ag, err = AgreeAmbiguities(ref, a1, a1)
	require.NoError(t, err)
	assert.InDelta(t, 1.0, ag.SpanF1, 1e-9)
	assert.InDelta(t, 1.0, ag.Kappa, 1e-9)
}

func TestLoadChecksPhrases(t *testing.T) {
	dir := t.TempDir()
	require.NoError(t, os.MkdirAll(filepath.Join(dir, "own"), 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "own", "x.md"), []byte(sample), 0o644))
	f := ambSet(t).Files[0]
	f.Part = PartTuning
	require.NoError(t, WriteFile(filepath.Join(dir, "set", "x.json"), f))
	s, err := Load(filepath.Join(dir, "set"), "")
	require.NoError(t, err)
	assert.Equal(t, SetAmbiguities, s.Kind)
	f.Labels[0].Phrase = "respond slowly"
	require.NoError(t, WriteFile(filepath.Join(dir, "set", "x.json"), f))
	_, err = Load(filepath.Join(dir, "set"), "")
	require.ErrorContains(t, err, "respond slowly")
	_, err = Load(filepath.Join(dir, "set"), filepath.Join(dir, "nowhere"))
	require.Error(t, err)
	f.Document = "pure/absent.txt"
	require.NoError(t, WriteFile(filepath.Join(dir, "set", "x.json"), f))
	_, err = Load(filepath.Join(dir, "set"), filepath.Join(dir, "nowhere"))
	require.ErrorIs(t, err, ErrNoCorpus)
}

func TestSelect(t *testing.T) {
	s := ambSet(t)
	n, err := Select(s, 1)
	require.NoError(t, err)
	assert.Equal(t, 1, n, "one clear requirement per ambiguous one")
	items := s.Files[0].Items
	assert.False(t, items[0].Selected, "the ambiguous requirement needs no mark")
	assert.True(t, items[1].Selected, "the clear one holds a cue (etc.)")
	_, err = Select(s, 5)
	require.Error(t, err, "more clear requirements wanted than hold a cue")
	docs, err := ScoreAmbiguities(context.Background(), s, fakeAnalyzer{"etc."}, Options{})
	require.NoError(t, err)
	assert.Equal(t, 2, docs[0].Items)
	assert.Equal(t, 1, docs[0].ClearFlagged)
}

// fixedQuestions asks the same questions of every document.
type fixedQuestions []string

func (f fixedQuestions) Analyze(context.Context, *fcs.Specification) ([]fcs.Ambiguity, error) {
	return nil, nil
}

func (f fixedQuestions) Questions(context.Context, *fcs.Specification, []fcs.Ambiguity) ([]fcs.Question, error) {
	qs := make([]fcs.Question, len(f))
	for i, q := range f {
		qs[i] = fcs.Question{Question: q}
	}
	return qs, nil
}

func TestScoreDecisionsCountsQuestionsCoveringNothing(t *testing.T) {
	const doc = "own/shop.md"
	set := &Set{
		Files: []*File{{Document: doc, Decisions: []Decision{
			{Topic: "order changes", Keywords: []string{"order", "cancel", "kitchen"}, RaisedBy: []string{"a1", "a2"}},
			{Topic: "tax in prices", Keywords: []string{"price", "tax"}, RaisedBy: []string{"a1"}},
			{Topic: "receipts", Keywords: []string{"receipt", "email"}, RaisedBy: []string{"a2"}},
		}}},
		Docs: map[string]*Doc{doc: NewDoc(doc, "# Shop\n\n- FR-1: Customers can order food.\n")},
	}
	cases := []struct {
		name      string
		qs        fixedQuestions
		asked     int
		idle      []int
		allCov    int
		agreedCov int
	}{
		{"one agreed, one of a single annotator, one nothing",
			fixedQuestions{"Can an order be cancelled once the kitchen has it?", "Which colour is the logo?", "Are prices shown with tax?"},
			3, []int{2}, 2, 1},
		{"two questions covering one decision both count as covering",
			fixedQuestions{"Can an order be cancelled in the kitchen?", "Once the kitchen starts an order, can it still cancel?"},
			2, nil, 1, 1},
		{"nothing covered",
			fixedQuestions{"Which colour is the logo?"},
			1, []int{1}, 0, 0},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			docs, err := ScoreDecisions(context.Background(), set, tc.qs, tc.qs)
			require.NoError(t, err)
			require.Len(t, docs, 1)
			d := docs[0]
			assert.Equal(t, tc.asked, d.Asked)
			assert.Equal(t, len(tc.idle), d.Idle)
			assert.Equal(t, tc.idle, d.IdleAt)
			assert.Equal(t, tc.allCov, d.AllCov)
			assert.Equal(t, tc.agreedCov, d.Covered)
			tot := DecisionTotals(docs)
			assert.Equal(t, d.Asked, tot.Asked)
			assert.Equal(t, d.Idle, tot.Idle)
		})
	}
}

// flooredQuestions asks its questions, only the first asked of them worth
// asking (a generator with a floor).
type flooredQuestions struct {
	fixedQuestions
	asked int
}

func (f flooredQuestions) QuestionsAsked(ctx context.Context, s *fcs.Specification, ambs []fcs.Ambiguity) ([]fcs.Question, int, error) {
	qs, err := f.Questions(ctx, s, ambs)
	return qs, f.asked, err
}

func TestScoreDecisionsCountsDecisionsCoveredLater(t *testing.T) {
	const doc = "own/shop.md"
	set := &Set{
		Files: []*File{{Document: doc, Decisions: []Decision{
			{Topic: "order changes", Keywords: []string{"order", "cancel", "kitchen"}, RaisedBy: []string{"a1", "a2"}},
			{Topic: "tax in prices", Keywords: []string{"price", "tax"}, RaisedBy: []string{"a1", "a2"}},
			{Topic: "receipts", Keywords: []string{"receipt", "email"}, RaisedBy: []string{"a2"}},
		}}},
		Docs: map[string]*Doc{doc: NewDoc(doc, "# Shop\n\n- FR-1: Customers can order food.\n")},
	}
	logo := "Which colour is the logo?"
	eleven := fixedQuestions{"Can an order be cancelled once the kitchen has it?"}
	for range FirstQuestions - 1 {
		eleven = append(eleven, logo)
	}
	eleven = append(eleven, "Are prices shown with tax?", "Is the receipt sent by email?")
	cases := []struct {
		name    string
		qg      QuestionGenerator
		covered int
		later   []string
	}{
		{"a question after the tenth", eleven, 1, []string{"tax in prices ← Q11"}},
		{"a question below the floor", flooredQuestions{fixedQuestions{logo, "Are prices shown with tax?", "Can an order be cancelled in the kitchen?"}, 1}, 0,
			[]string{"order changes ← Q3, below the floor", "tax in prices ← Q2, below the floor"}},
		{"a question asked first counts as covered, not later", fixedQuestions{"Are prices shown with tax?"}, 1, nil},
		{"a decision of one annotator is never counted", fixedQuestions{logo, "Is the receipt sent by email?"}, 0, nil},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			az := fixedQuestions(nil)
			docs, err := ScoreDecisions(context.Background(), set, az, tc.qg)
			require.NoError(t, err)
			require.Len(t, docs, 1)
			d := docs[0]
			assert.Equal(t, tc.covered, d.Covered)
			assert.Equal(t, len(tc.later), d.Later)
			assert.Equal(t, tc.later, d.LaterHits)
			assert.LessOrEqual(t, d.Asked, FirstQuestions)
			assert.Equal(t, d.Later, DecisionTotals(docs).Later)
			var b strings.Builder
			require.NoError(t, WriteDecisions(&b, docs))
			for _, l := range tc.later {
				assert.Contains(t, b.String(), "later:   "+l)
			}
		})
	}
}

// A label or annotator's file whose document would lead outside the
// corpus is refused when it is read, before any tool joins the name to a
// folder.
func TestDocumentNamesStayInsideTheCorpus(t *testing.T) {
	dir := t.TempDir()
	for _, doc := range []string{"../secret.md", "pure/../../secret.md", "/etc/passwd", "pure/./lms.txt", `pure\lms.txt`, "pure/", "."} {
		f := &File{Set: SetRequirements, Document: doc, Part: PartTuning}
		p := filepath.Join(dir, "x.json")
		require.NoError(t, WriteFile(p, f))
		_, err := ReadFile(p)
		assert.ErrorIs(t, err, ErrBadDocument, "label file naming %q", doc)
		require.NoError(t, os.WriteFile(p, []byte(`{"document":`+strconv.Quote(doc)+`}`), 0o644))
		_, err = ReadRaw(p)
		assert.ErrorIs(t, err, ErrBadDocument, "annotator's file naming %q", doc)
	}
	for _, doc := range []string{"pure/lms.txt", "own/t.md", "round35/a b/x&y.md"} {
		assert.True(t, ValidDocument(doc), doc)
	}
}

// TestWriteFileConcurrent writes one label file from many goroutines at
// once: every write succeeds, the folder then holds that file alone, whole
// (one writer's content, not a mix), readable by all. A fixed temporary
// name shared by the writers failed this: one writer's rename took the
// file another was still writing, or found it gone.
func TestWriteFileConcurrent(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "set", "x.json")
	base := ambSet(t).Files[0]
	var wg sync.WaitGroup
	errs := make([]error, 16)
	for i := range errs {
		wg.Go(func() {
			f := *base
			f.Document = "own/" + strconv.Itoa(i) + ".md"
			errs[i] = WriteFile(p, &f)
		})
	}
	wg.Wait()
	for i, err := range errs {
		require.NoError(t, err, "writer %d", i)
	}
	entries, err := os.ReadDir(filepath.Dir(p))
	require.NoError(t, err)
	require.Len(t, entries, 1)
	data, err := os.ReadFile(p)
	require.NoError(t, err)
	var got File
	require.NoError(t, json.Unmarshal(data, &got))
	assert.Regexp(t, `^own/\d+\.md$`, got.Document)
	st, err := os.Stat(p)
	require.NoError(t, err)
	assert.Equal(t, os.FileMode(0o644), st.Mode().Perm())
}

// TestPlaceByPosition: a requirement without an offset whose text is not
// the document's bytes (an HTML entity written as its character) is placed
// where its line and column say; one found by its first words still is.
func TestPlaceByPosition(t *testing.T) {
	d := NewDoc("a.md", "# Doc\n\nFR-1: It&#39;s on.\nFR-2: Stop.\n")
	for _, tc := range []struct {
		name     string
		r        fcs.Requirement
		start    int
		unplaced int
	}{
		{"decoded, by position", fcs.Requirement{ID: "FR-1", Text: "It's on.", Offset: -1, Line: 3, Column: 7}, 13, 0},
		{"verbatim first words", fcs.Requirement{ID: "FR-2", Text: "Stop.", Offset: -1, Line: 4, Column: 7}, 32, 0},
		{"no position, not found", fcs.Requirement{ID: "FR-3", Text: "Go away.", Offset: -1}, -1, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			out, unplaced := placeRequirements(d, &fcs.Specification{Content: d.Text, Requirements: []fcs.Requirement{tc.r}})
			assert.Equal(t, tc.unplaced, unplaced)
			if tc.start >= 0 && assert.Len(t, out, 1) {
				assert.Equal(t, tc.start, out[0].start)
			}
		})
	}
}
