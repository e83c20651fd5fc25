package rules

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/fcs"
)

// corpusDoc is one labelled document of testdata/corpus.
type corpusDoc struct {
	Name         string `json:"name"`
	Split        string `json:"split"`
	Requirements []struct {
		ID    string `json:"id"`
		Text  string `json:"text"`
		Clear bool   `json:"clear"`
		Spans []struct {
			Excerpt string            `json:"excerpt"`
			Type    fcs.AmbiguityType `json:"type"`
		} `json:"spans"`
	} `json:"requirements"`
}

// compatible reports whether a finding's type answers a label's type:
// equal types, or one of four neighbouring pairs where reviewers
// disagree — unclear specification and ambiguous terminology (wording),
// missing constraint and underspecified feature (completeness), ambiguous
// terminology and missing constraint (a degree word such as "slow" is a
// vague term and a missing bound), unclear specification and
// underspecified feature (an open list such as "etc."). Conflicts match
// only conflicts.
func compatible(label, found fcs.AmbiguityType) bool {
	if label == found {
		return true
	}
	pair := func(a, b fcs.AmbiguityType) bool {
		return (label == a && found == b) || (label == b && found == a)
	}
	return pair(fcs.UnclearSpecification, fcs.AmbiguousTerminology) ||
		pair(fcs.MissingConstraint, fcs.UnderspecifiedFeature) ||
		pair(fcs.AmbiguousTerminology, fcs.MissingConstraint) ||
		pair(fcs.UnclearSpecification, fcs.UnderspecifiedFeature)
}

// score holds the corpus counts of one split.
type score struct {
	requirements, clear, clearFlagged int
	labels, labelsFound               int
	findings, findingsOnLabel         int
	misses, falsePositives            []string
	// The same counts with any type: a finding overlapping a label
	// answers it whatever the two types (a sensitivity figure, logged
	// beside the typed one, which the targets apply to).
	labelsFoundAny, findingsOnLabelAny int
}

func (s *score) recall() float64    { return ratio(s.labelsFound, s.labels) }
func (s *score) precision() float64 { return ratio(s.findingsOnLabel, s.findings) }
func (s *score) clearRate() float64 { return ratio(s.clearFlagged, s.clear) }

func ratio(a, b int) float64 {
	if b == 0 {
		return 0
	}
	return float64(a) / float64(b)
}

func (s *score) add(o *score) {
	s.requirements += o.requirements
	s.clear += o.clear
	s.clearFlagged += o.clearFlagged
	s.labels += o.labels
	s.labelsFound += o.labelsFound
	s.findings += o.findings
	s.findingsOnLabel += o.findingsOnLabel
	s.labelsFoundAny += o.labelsFoundAny
	s.findingsOnLabelAny += o.findingsOnLabelAny
	s.misses = append(s.misses, o.misses...)
	s.falsePositives = append(s.falsePositives, o.falsePositives...)
}

// scoreDoc analyses one document and compares the findings with its labels.
func scoreDoc(t *testing.T, a *Analyzer, doc corpusDoc) *score {
	ids := make([]string, len(doc.Requirements))
	texts := make([]string, len(doc.Requirements))
	for i, r := range doc.Requirements {
		ids[i], texts[i] = r.ID, r.Text
	}
	spec := layoutIDs(ids, texts)
	got, err := a.Analyze(context.Background(), spec)
	require.NoError(t, err)
	checkInvariants(t, spec, got)
	s := &score{}
	type span struct {
		from, to int
		typ      fcs.AmbiguityType
	}
	for i, r := range doc.Requirements {
		s.requirements++
		base := spec.Requirements[i].Offset
		var labels []span
		for _, l := range r.Spans {
			k := wordIndex(r.Text, l.Excerpt)
			require.GreaterOrEqual(t, k, 0, "%s: label %q not in text", r.ID, l.Excerpt)
			labels = append(labels, span{base + k, base + k + len(l.Excerpt), l.Type})
		}
		require.True(t, r.Clear != (len(labels) > 0), "%s: a requirement is clear or has labels", r.ID)
		var mine []fcs.Ambiguity
		for _, f := range got {
			if f.Location == r.ID {
				mine = append(mine, f)
			}
		}
		overlapsAny := func(f fcs.Ambiguity, l span) bool {
			return f.Offset < l.to && l.from < f.Offset+len(f.Excerpt)
		}
		overlaps := func(f fcs.Ambiguity, l span) bool {
			return overlapsAny(f, l) && compatible(l.typ, f.Type)
		}
		if r.Clear {
			s.clear++
			if len(mine) > 0 {
				s.clearFlagged++
			}
		}
		for li, l := range labels {
			s.labels++
			if slices.ContainsFunc(mine, func(f fcs.Ambiguity) bool { return overlapsAny(f, l) }) {
				s.labelsFoundAny++
			}
			if slices.ContainsFunc(mine, func(f fcs.Ambiguity) bool { return overlaps(f, l) }) {
				s.labelsFound++
			} else {
				s.misses = append(s.misses, r.ID+": "+r.Spans[li].Excerpt+" ("+string(l.typ)+")")
			}
		}
		for _, f := range mine {
			s.findings++
			if slices.ContainsFunc(labels, func(l span) bool { return overlapsAny(f, l) }) {
				s.findingsOnLabelAny++
			}
			if slices.ContainsFunc(labels, func(l span) bool { return overlaps(f, l) }) {
				s.findingsOnLabel++
			} else {
				s.falsePositives = append(s.falsePositives, r.ID+": "+f.Excerpt+" ("+f.Rule+")")
			}
		}
	}
	return s
}

// TestCorpus measures span recall, precision and the share of clear
// requirements flagged over testdata/corpus, per split and overall.
func TestCorpus(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "corpus", "*.json"))
	require.NoError(t, err)
	require.NotEmpty(t, files)
	a := New()
	splits := map[string]*score{"tune": {}, "holdout": {}}
	for _, f := range files {
		raw, err := os.ReadFile(f)
		require.NoError(t, err)
		var doc corpusDoc
		require.NoError(t, json.Unmarshal(raw, &doc), f)
		s, ok := splits[doc.Split]
		require.True(t, ok, "%s: unknown split %q", f, doc.Split)
		s.add(scoreDoc(t, a, doc))
	}
	all := &score{}
	for _, name := range []string{"tune", "holdout"} {
		s := splits[name]
		all.add(s)
		t.Logf("%-7s requirements=%d clear=%d labels=%d findings=%d recall=%.3f precision=%.3f clear-flagged=%.3f",
			name, s.requirements, s.clear, s.labels, s.findings, s.recall(), s.precision(), s.clearRate())
		t.Logf("%-7s any type: recall=%.3f (%d/%d) precision=%.3f (%d/%d)", name,
			ratio(s.labelsFoundAny, s.labels), s.labelsFoundAny, s.labels, ratio(s.findingsOnLabelAny, s.findings), s.findingsOnLabelAny, s.findings)
		for _, m := range s.misses {
			t.Logf("  %s miss: %s", name, m)
		}
		for _, fp := range s.falsePositives {
			t.Logf("  %s false positive: %s", name, fp)
		}
	}
	t.Logf("all     requirements=%d clear=%d labels=%d findings=%d recall=%.3f precision=%.3f clear-flagged=%.3f",
		all.requirements, all.clear, all.labels, all.findings, all.recall(), all.precision(), all.clearRate())
	// The generated corpus is a regression set, not a target (the targets
	// are measured on real text: clarify eval testdata/groundtruth/...).
	// These floors say what the third generation of the rules keeps
	// finding on it; they sit below its figures of 2026-11-28 (recall
	// 0.436, precision 0.985, no clear requirement flagged; see
	// testdata/corpus/README.md) by a margin for rule changes made for
	// real text. Generation 7 reads a user story's wish ("As a clerk, I
	// want …") as informative, as reviewers of real text do; this corpus
	// labels six wishes, so the precision floor is 0.90 (was 0.92).
	require.GreaterOrEqual(t, all.requirements, 400)
	assert.GreaterOrEqual(t, all.recall(), 0.38, "span recall")
	assert.GreaterOrEqual(t, all.precision(), 0.90, "precision")
	assert.LessOrEqual(t, all.clearRate(), 0.03, "clear requirements flagged")
}

// wordIndex finds excerpt in text at word boundaries.
func wordIndex(text, excerpt string) int {
	isWord := func(b byte) bool {
		return b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' || b >= '0' && b <= '9'
	}
	for from := 0; ; {
		k := strings.Index(text[from:], excerpt)
		if k < 0 {
			return -1
		}
		k += from
		end := k + len(excerpt)
		if (k == 0 || !isWord(text[k-1]) || !isWord(excerpt[0])) && (end == len(text) || !isWord(text[end]) || !isWord(excerpt[len(excerpt)-1])) {
			return k
		}
		from = k + 1
	}
}
