package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/internal/groundtruth"
)

// A made-up document of a labelling round (our own words): a title, a
// numbered section whose line holds two sentences, a bullet, a note.
const roundDoc = "# Lamp\n" + // 1
	"\n" + // 2
	"## 1 Light\n" + // 3
	"The lamp shall glow soon. The lamp shall dim.\n" + // 4
	"- It `blinks` when low.\n" + // 5
	"Note: colours vary.\n" // 6

const roundName = "r9/lamp/spec.md"

// docs opens made-up documents by name.
func docs(m map[string]string) docOpener {
	return func(name string) (*groundtruth.Doc, error) {
		t, ok := m[name]
		if !ok {
			return nil, fs.ErrNotExist
		}
		return groundtruth.NewDoc(name, t), nil
	}
}

func seg(line int, start string, req bool, id, kindOrCat string) groundtruth.RawSegment {
	s := groundtruth.RawSegment{Line: line, Start: start, Req: req, ID: id}
	if req {
		s.Kind = kindOrCat
	} else {
		s.Category = kindOrCat
	}
	return s
}

// base segments both annotators agree on.
func lampSegs(extra ...groundtruth.RawSegment) []groundtruth.RawSegment {
	out := []groundtruth.RawSegment{seg(1, "# Lamp", false, "", "title"), seg(3, "## 1 Light", false, "", "heading")}
	return append(out, extra...)
}

func TestDiffRequirements(t *testing.T) {
	d := groundtruth.NewDoc(roundName, roundDoc)
	for _, tc := range []struct {
		name   string
		a1, a2 []groundtruth.RawSegment
		nilA2  bool
		want   []reqRow
		n1, n2 int
		err    string
	}{{
		name: "alike",
		a1:   lampSegs(seg(4, "The lamp", true, "1", "functional")),
		a2:   lampSegs(seg(4, "The lamp", true, "1", "functional")),
		n1:   3, n2: 3,
	}, {
		name: "an ID and a kind differ",
		a1:   lampSegs(seg(4, "The lamp shall glow", true, "1", "functional"), seg(6, "Note:", false, "", "note")),
		a2:   lampSegs(seg(4, "The lamp", true, "", "functional"), seg(6, "Note", false, "", "explanation")),
		n1:   4, n2: 4,
		want: []reqRow{
			{Line: 4, Text: "The lamp shall glow soon. The lamp shall dim.", A1: "REQ id='1' kind=functional", A2: "REQ id='' kind=functional"},
			{Line: 6, Text: "Note: colours vary.", A1: "non-req note", A2: "non-req explanation"},
		},
	}, {
		name: "a second sentence on a line, started with a phrase the first one holds too",
		a1:   lampSegs(seg(4, "The lamp", true, "1", "functional")),
		a2:   lampSegs(seg(4, "The lamp", true, "1", "functional"), seg(4, "The lamp", true, "", "functional")),
		n1:   3, n2: 4,
		want: []reqRow{{Line: 4, Text: "The lamp shall glow soon. The lamp shall dim.", A1: noSegment, A2: "REQ id='' kind=functional"}},
	}, {
		name: "a line miscounted by one is placed where Import places it; backquotes become '",
		a1:   lampSegs(seg(4, "The lamp", true, "1", "functional"), seg(5, "- It", true, "1/a", "functional")),
		a2:   lampSegs(seg(4, "The lamp", true, "1", "functional"), seg(4, "- It", true, "1/a", "functional")),
		n1:   4, n2: 4,
	}, {
		name: "one starts a bullet, the other does not",
		a1:   lampSegs(seg(4, "The lamp", true, "1", "functional"), seg(5, "- It", true, "it's", "functional")),
		a2:   lampSegs(seg(4, "The lamp", true, "1", "functional")),
		n1:   4, n2: 3,
		want: []reqRow{{Line: 5, Text: "- It 'blinks' when low.", A1: `REQ id="it's" kind=functional`, A2: noSegment}},
	}, {
		name:  "a document only one annotator labelled",
		a1:    lampSegs(),
		nilA2: true,
		n1:    2,
		want: []reqRow{
			{Line: 1, Text: "# Lamp", A1: "non-req title", A2: noSegment},
			{Line: 3, Text: "## 1 Light", A1: "non-req heading", A2: noSegment},
		},
	}, {
		name: "a start not on its line",
		a1:   lampSegs(seg(4, "The lamp", true, "1", "functional")),
		a2:   lampSegs(seg(4, "The bulb", true, "1", "functional")),
		err:  `a2: r9/lamp/spec.md: "The bulb"`,
	}} {
		t.Run(tc.name, func(t *testing.T) {
			r1 := &groundtruth.Raw{Document: roundName, Segments: tc.a1}
			r2 := &groundtruth.Raw{Document: roundName, Segments: tc.a2}
			if tc.nilA2 {
				r2 = nil
			}
			got, err := diffRequirements(d, r1, r2)
			if tc.err != "" {
				require.Error(t, err)
				assert.Contains(t, err.Error(), tc.err)
				return
			}
			require.NoError(t, err)
			assert.Equal(t, tc.want, got.Rows)
			assert.Equal(t, [2]int{tc.n1, tc.n2}, [2]int{got.N1, got.N2})
		})
	}
}

// writeRaw writes an annotator's file.
func writeRaw(t *testing.T, dir, name string, r groundtruth.Raw) {
	t.Helper()
	data, err := json.MarshalIndent(r, "", " ")
	require.NoError(t, err)
	require.NoError(t, os.MkdirAll(dir, 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(dir, name), data, 0o644))
}

func TestDiffRequirementsCmd(t *testing.T) {
	a1, a2 := filepath.Join(t.TempDir(), "a1"), filepath.Join(t.TempDir(), "a2")
	other := "r9/fan/spec.md"
	open := docs(map[string]string{roundName: roundDoc, other: "Fan\nThe fan shall spin.\n"})
	writeRaw(t, a1, "lamp.json", groundtruth.Raw{Document: roundName, Segments: lampSegs(seg(4, "The lamp", true, "1", "functional"))})
	writeRaw(t, a2, "lamp.json", groundtruth.Raw{Document: roundName, Segments: lampSegs(seg(4, "The lamp", true, "1", "constraint"))})
	writeRaw(t, a1, "fan.json", groundtruth.Raw{Document: other, Segments: []groundtruth.RawSegment{seg(1, "Fan", false, "", "title")}})
	writeRaw(t, a2, "fan.json", groundtruth.Raw{Document: other, Segments: []groundtruth.RawSegment{seg(1, "Fan", false, "", "title")}})
	var out, sum bytes.Buffer
	require.NoError(t, diffRequirementsCmd(&out, &sum, open, a1, a2))
	assert.Equal(t, "## r9/fan/spec.md (0 differences; a1 1 segments, a2 1)\n\n\n\n"+
		"## r9/lamp/spec.md (1 differences; a1 3 segments, a2 3)\n\n"+
		"- line 4 `The lamp shall glow soon. The lamp shall dim.`\n  - a1: REQ id='1' kind=functional\n  - a2: REQ id='1' kind=constraint\n\n", out.String())
	assert.Equal(t, "TOTAL 1 differences\n", sum.String())

	// Two files of one folder for one document, an unknown member, a
	// document not in the corpus, an empty folder: errors.
	writeRaw(t, a1, "lamp2.json", groundtruth.Raw{Document: roundName})
	assert.ErrorContains(t, diffRequirementsCmd(&out, &sum, open, a1, a2), "a second file")
	require.NoError(t, os.Remove(filepath.Join(a1, "lamp2.json")))
	require.NoError(t, os.WriteFile(filepath.Join(a2, "x.json"), []byte(`{"document":"r9/x.md","segs":[]}`), 0o644))
	assert.ErrorContains(t, diffRequirementsCmd(&out, &sum, open, a1, a2), "unknown field")
	require.NoError(t, os.WriteFile(filepath.Join(a2, "x.json"), []byte(`{"document":"r9/x.md"}`), 0o644))
	assert.ErrorContains(t, diffRequirementsCmd(&out, &sum, open, a1, a2), "r9/x.md")
	assert.ErrorContains(t, diffRequirementsCmd(&out, &sum, open, a1, t.TempDir()), "no *.json")
}

func lab(line int, phrase, typ, sev string) groundtruth.RawLabel {
	return groundtruth.RawLabel{RawPos: groundtruth.RawPos{Line: line, Phrase: phrase}, Type: typ, Severity: sev, Why: "made up"}
}

func TestDiffAmbiguities(t *testing.T) {
	d := groundtruth.NewDoc(roundName, roundDoc)
	soon := lab(4, "soon", "vague_term", "minor")
	glowSoon := lab(4, "glow soon", "vague_term", "major")
	low := lab(5, "when low", "underspecified_feature", "minor")
	lowVague := lab(5, "low", "vague_term", "minor")
	dim := lab(4, "The lamp shall dim", "underspecified_feature", "critical")
	for _, tc := range []struct {
		name     string
		a1, a2   []groundtruth.RawLabel
		agreed   []groundtruth.RawLabel
		disputes []string // who: phrase (other types overlapping)
	}{{
		name: "one type on overlapping spans: the shorter span, the higher severity",
		a1:   []groundtruth.RawLabel{soon}, a2: []groundtruth.RawLabel{glowSoon},
		agreed: []groundtruth.RawLabel{lab(4, "soon", "vague_term", "major")},
	}, {
		name: "equal spans keep a1's entry",
		a1:   []groundtruth.RawLabel{low}, a2: []groundtruth.RawLabel{lab(5, "when low", "underspecified_feature", "minor")},
		agreed: []groundtruth.RawLabel{low},
	}, {
		name: "overlapping spans of two types are two disputes, each noting the other",
		a1:   []groundtruth.RawLabel{low}, a2: []groundtruth.RawLabel{lowVague},
		disputes: []string{"a1: when low (vague_term low)", "a2: low (underspecified_feature when low)"},
	}, {
		name: "each a2 label agrees once; disputes in text order",
		a1:   []groundtruth.RawLabel{low, soon, glowSoon}, a2: []groundtruth.RawLabel{dim, glowSoon},
		agreed:   []groundtruth.RawLabel{lab(4, "soon", "vague_term", "major")},
		disputes: []string{"a1: glow soon (vague_term glow soon)", "a2: The lamp shall dim", "a1: when low"},
	}, {
		name:     "a document only one annotator labelled",
		a1:       []groundtruth.RawLabel{soon},
		disputes: []string{"a1: soon"},
	}} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := diffAmbiguities(d, &groundtruth.Raw{Document: roundName, Labels: tc.a1}, &groundtruth.Raw{Document: roundName, Labels: tc.a2})
			require.NoError(t, err)
			assert.Equal(t, tc.agreed, got.Agreed)
			var dis []string
			for _, dp := range got.Disputes {
				s := dp.Who + ": " + dp.Raw.Phrase
				var o []string
				for _, l := range dp.Other {
					o = append(o, l.Type+" "+l.Phrase)
				}
				if len(o) > 0 {
					s += " (" + strings.Join(o, ", ") + ")"
				}
				dis = append(dis, s)
			}
			assert.Equal(t, tc.disputes, dis)
		})
	}
	_, err := diffAmbiguities(d, &groundtruth.Raw{Document: roundName, Labels: []groundtruth.RawLabel{lab(1, "dark", "vague_term", "minor")}}, nil)
	assert.ErrorContains(t, err, "a1:")
}

func TestDiffAmbiguitiesCmd(t *testing.T) {
	a1, a2, draft := filepath.Join(t.TempDir(), "a1"), filepath.Join(t.TempDir(), "a2"), filepath.Join(t.TempDir(), "draft")
	open := docs(map[string]string{roundName: roundDoc, "r9/fan/spec.md": "Fan\nThe fan shall spin.\n"})
	writeRaw(t, a1, "lamp.json", groundtruth.Raw{Document: roundName, Labels: []groundtruth.RawLabel{lab(4, "glow soon", "vague_term", "minor"), lab(5, "when low", "underspecified_feature", "minor")}})
	writeRaw(t, a2, "lamp.json", groundtruth.Raw{Document: roundName, Labels: []groundtruth.RawLabel{lab(4, "soon", "vague_term", "major"), lab(5, "low", "vague_term", "minor")}})
	writeRaw(t, a2, "fan.json", groundtruth.Raw{Document: "r9/fan/spec.md"})
	var out, sum bytes.Buffer
	require.NoError(t, diffAmbiguitiesCmd(&out, &sum, open, a1, a2, draft))
	assert.Equal(t, "## r9/fan/spec.md — 0 agreed (in the draft), 0 disputed\n\n\n"+
		"## r9/lamp/spec.md — 1 agreed (in the draft), 2 disputed\n\n"+
		`- only a1: {"line":5,"phrase":"when low","type":"underspecified_feature","severity":"minor","why":"made up"}`+"\n"+
		`  - (the other annotator has an overlapping label of type vague_term: "low")`+"\n"+
		`- only a2: {"line":5,"phrase":"low","type":"vague_term","severity":"minor","why":"made up"}`+"\n"+
		`  - (the other annotator has an overlapping label of type underspecified_feature: "when low")`+"\n\n", out.String())
	assert.Equal(t, "agreed 1, disputed 2\n", sum.String())

	r, err := groundtruth.ReadRaw(filepath.Join(draft, "lamp.json"))
	require.NoError(t, err)
	assert.Equal(t, &groundtruth.Raw{Document: roundName, Labels: []groundtruth.RawLabel{lab(4, "soon", "vague_term", "major")}}, r)
	data, err := os.ReadFile(filepath.Join(draft, "fan.json"))
	require.NoError(t, err)
	assert.JSONEq(t, `{"document":"r9/fan/spec.md","labels":[]}`, string(data), "a document without agreed labels has an empty draft")
}

func dec(topic string, line int, phrase string, kw ...string) groundtruth.RawDecision {
	return groundtruth.RawDecision{Topic: topic, Category: "behaviour", Question: topic + "?", Options: []string{"a", "b"},
		Where: []groundtruth.RawPos{{Line: line, Phrase: phrase}}, Keywords: kw, Importance: "high"}
}

func TestDiffDecisions(t *testing.T) {
	d := groundtruth.NewDoc(roundName, roundDoc)
	a1 := []groundtruth.RawDecision{
		dec("how soon it glows", 4, "glow soon", "glow", "delay"),
		dec("low battery", 5, "when low", "battery level", "blinking"),
		dec("colours", 6, "colours vary", "colour"),
	}
	a2 := []groundtruth.RawDecision{
		dec("glow delay", 3, "The lamp shall glow", "glowing", "delays", "lamp"), // two shared, near (line miscounted)
		dec("dimming", 4, "dim", "dim", "blink"),                                 // one shared, near
		dec("blink rate", 1, "Lamp", "blinks"),                                   // one shared, far
		dec("colour range", 1, "# Lamp", "colours", "range"),                     // one shared, far
	}
	got, err := diffDecisions(d, &groundtruth.Raw{Document: roundName, Decisions: a1}, &groundtruth.Raw{Document: roundName, Decisions: a2})
	require.NoError(t, err)
	assert.Equal(t, []decCandidate{
		{A1: 0, A2: 0, Shared: []string{"glow", "delay"}, Near: true},
		{A1: 1, A2: 1, Shared: []string{"blinking"}, Near: true},
	}, got.Candidates)
	assert.Equal(t, []int{4}, got.A2[0].Lines, "a miscounted line is placed as Import places it")
	assert.Equal(t, []int{1}, got.A2[3].Lines, "# Lamp is placed on line 1")

	var out bytes.Buffer
	got.markdown(&out)
	md := out.String()
	assert.Contains(t, md, "## r9/lamp/spec.md (a1 3 decisions, a2 4; 2 candidate pairs)")
	assert.Contains(t, md, "| 1 | how soon it glows | how soon it glows? | 4 | glow, delay | high |")
	assert.Contains(t, md, "| 1 how soon it glows | 1 glow delay | glow, delay | 4 / 4 (near) |")
	assert.Contains(t, md, "Without a candidate: a1 3, a2 3, a2 4.")

	// Side by side with nothing on one side.
	got, err = diffDecisions(d, &groundtruth.Raw{Document: roundName, Decisions: a1[:1]}, nil)
	require.NoError(t, err)
	out.Reset()
	got.markdown(&out)
	assert.Contains(t, out.String(), "### a2\n\n(no decisions)\n")
	assert.Empty(t, got.Candidates)

	_, err = diffDecisions(d, nil, &groundtruth.Raw{Document: roundName, Decisions: []groundtruth.RawDecision{dec("x", 2, "nowhere")}})
	assert.ErrorContains(t, err, "a2:")
}

func TestDiffDecisionsCmd(t *testing.T) {
	a1, a2 := filepath.Join(t.TempDir(), "a1"), filepath.Join(t.TempDir(), "a2")
	writeRaw(t, a1, "lamp.json", groundtruth.Raw{Document: roundName, Decisions: []groundtruth.RawDecision{dec("glow", 4, "soon", "glow", "soon")}})
	writeRaw(t, a2, "lamp.json", groundtruth.Raw{Document: roundName, Decisions: []groundtruth.RawDecision{dec("glow time", 4, "glow soon", "glows", "time")}})
	var out, sum bytes.Buffer
	require.NoError(t, diffDecisionsCmd(&out, &sum, docs(map[string]string{roundName: roundDoc}), a1, a2))
	assert.Equal(t, "a1 1 decisions, a2 1, 1 candidate pairs\n", sum.String())
	assert.Contains(t, out.String(), "| 1 glow | 1 glow time | glow | 4 / 4 (near) |")
}

func TestDiffUsage(t *testing.T) {
	t.Setenv("CLARIGRAPH_CORPUS", t.TempDir())
	for _, args := range [][]string{{}, {"requirements", "a"}, {"ambiguities", "a", "b"}, {"decisions", "a", "b", "c"}, {"rules", "a", "b"}} {
		assert.ErrorContains(t, diffCmd(&bytes.Buffer{}, &bytes.Buffer{}, args), "usage", "%v", args)
	}
}

func TestSlug(t *testing.T) {
	for doc, want := range map[string]string{
		"round29/lamp/spec.md":   "lamp",
		"round29/lamp/docs/a.md": "lamp",
		"pure/alpha.txt":         "pure-alpha.txt",
		"own/t.md":               "own-t.md",
	} {
		assert.Equal(t, want, slug(doc), doc)
	}
}

// FuzzDiffRaw feeds the diffs annotators' files as they might write them:
// whatever ParseRaw accepts is diffed or refused with an error, never a
// panic, and the counts add up.
func FuzzDiffRaw(f *testing.F) {
	raw := func(r groundtruth.Raw) []byte {
		data, _ := json.Marshal(r)
		return data
	}
	f.Add(raw(groundtruth.Raw{Document: roundName, Segments: lampSegs(seg(4, "The lamp", true, "1", "functional"))}),
		raw(groundtruth.Raw{Document: roundName, Segments: lampSegs(seg(4, "The lamp", true, "", "functional"), seg(4, "The lamp", true, "", "functional"))}))
	f.Add(raw(groundtruth.Raw{Document: roundName, Labels: []groundtruth.RawLabel{lab(4, "soon", "vague_term", "minor")}}),
		raw(groundtruth.Raw{Document: roundName, Labels: []groundtruth.RawLabel{lab(4, "glow soon", "vague_term", "critical"), lab(9, "x", "y", "z")}}))
	f.Add(raw(groundtruth.Raw{Document: roundName, Decisions: []groundtruth.RawDecision{dec("a", 4, "soon", "glow")}}),
		raw(groundtruth.Raw{Document: roundName, Decisions: []groundtruth.RawDecision{dec("b", 5, "low", "glows", "low")}}))
	f.Add([]byte(`{"document":"x","segments":[{"line":-3,"start":"é","req":true}]}`), []byte(`{"labels":[{"line":0,"phrase":"","nth":-1}]}`))
	f.Add([]byte(`{"decisions":[{"where":null,"keywords":["", "  "]}]}`), []byte(`null`))
	d := groundtruth.NewDoc(roundName, roundDoc)
	f.Fuzz(func(t *testing.T, b1, b2 []byte) {
		r1, err1 := groundtruth.ParseRaw("a1", b1)
		r2, err2 := groundtruth.ParseRaw("a2", b2)
		if err1 != nil || err2 != nil {
			return
		}
		if rd, err := diffRequirements(d, r1, r2); err == nil {
			for _, row := range rd.Rows {
				if row.A1 == row.A2 || row.Line < 1 {
					t.Fatalf("row %+v", row)
				}
			}
		}
		if ad, err := diffAmbiguities(d, r1, r2); err == nil {
			if 2*len(ad.Agreed)+len(ad.Disputes) != len(r1.Labels)+len(r2.Labels) {
				t.Fatalf("%d agreed, %d disputed of %d + %d labels", len(ad.Agreed), len(ad.Disputes), len(r1.Labels), len(r2.Labels))
			}
			if err := ad.markdown(&bytes.Buffer{}); err != nil {
				t.Fatal(err)
			}
		}
		if dd, err := diffDecisions(d, r1, r2); err == nil {
			dd.markdown(&bytes.Buffer{})
			if len(dd.A1) != len(r1.Decisions) || len(dd.A2) != len(r2.Decisions) {
				t.Fatal(fmt.Sprint("decisions lost: ", len(dd.A1), len(dd.A2)))
			}
		}
	})
}

// TestImportBothNamesTheAnnotator: a file whose start cannot be placed
// fails the diff with the name of the annotator who wrote it.
func TestImportBothNamesTheAnnotator(t *testing.T) {
	d := groundtruth.NewDoc(roundName, roundDoc)
	good := &groundtruth.Raw{Document: roundName, Segments: lampSegs()}
	bad := &groundtruth.Raw{Document: roundName, Segments: lampSegs(seg(4, "words on no line", true, "", "functional"))}
	for _, tc := range []struct {
		name   string
		r1, r2 *groundtruth.Raw
		who    string
	}{
		{"a1's file", bad, good, "a1: "},
		{"a2's file", good, bad, "a2: "},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := diffRequirements(d, tc.r1, tc.r2)
			require.Error(t, err)
			assert.True(t, strings.HasPrefix(err.Error(), tc.who), err.Error())
		})
	}
}
