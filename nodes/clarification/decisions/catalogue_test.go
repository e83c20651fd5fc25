package decisions

import (
	"encoding/csv"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/nodes/clarification/lang"
)

func load(t *testing.T) *Catalogue {
	t.Helper()
	c, err := Load()
	require.NoError(t, err)
	return c
}

// TestEntryExamples runs every entry's examples: each raising sentence
// makes the entry relevant and leaves it open, each deciding sentence
// makes it relevant and settles it.
func TestEntryExamples(t *testing.T) {
	for _, e := range load(t).Entries {
		t.Run(e.ID, func(t *testing.T) {
			for _, s := range e.Examples.Raises {
				toks := lang.Tokenize(s)
				_, rel := e.Relevant(toks, s)
				assert.True(t, rel, "raises but not relevant: %q", s)
				assert.True(t, e.Presumed(toks), "raises but does not hold what the question presumes: %q", s)
				assert.False(t, e.Decides(toks), "raises but decided: %q", s)
			}
			for _, s := range e.Examples.Decided {
				toks := lang.Tokenize(s)
				_, rel := e.Relevant(toks, s)
				assert.True(t, rel, "decides but not relevant: %q", s)
				assert.True(t, e.Decides(toks), "not decided: %q", s)
			}
			for _, s := range e.Examples.Excludes {
				toks := lang.Tokenize(s)
				assert.False(t, e.Decides(toks), "excludes but decided: %q", s)
				assert.NotEqual(t, e.Recommended, e.Recommend(toks), "does not exclude the recommended option: %q", s)
			}
		})
	}
}

// TestCatalogueBreadth holds the catalogue to its promised size.
func TestCatalogueBreadth(t *testing.T) {
	c := load(t)
	assert.GreaterOrEqual(t, len(c.Domains), 25, "domains")
	assert.GreaterOrEqual(t, len(c.Entries), 200, "entries")
	cats := map[string]int{}
	for _, e := range c.Entries {
		cats[e.Category]++
	}
	for _, k := range Categories {
		assert.Positive(t, cats[k], "no entry in category %q", k)
	}
}

// TestASVSSourcesExist checks every ASVS ID against the standard, when
// the shared reference copy is beside the project.
func TestASVSSourcesExist(t *testing.T) {
	path := findReference(t)
	f, err := os.Open(path)
	require.NoError(t, err)
	defer f.Close()
	rows, err := csv.NewReader(f).ReadAll()
	require.NoError(t, err)
	ids := map[string]bool{}
	for _, r := range rows[1:] {
		ids[r[4]] = true
	}
	for _, e := range load(t).Entries {
		for _, s := range e.Sources {
			if id, ok := strings.CutPrefix(s, "ASVS "); ok {
				assert.True(t, ids[id], "%s cites %s, which ASVS 5.0.0 does not have", e.ID, s)
			}
		}
	}
}

func findReference(t *testing.T) string {
	dir, err := filepath.Abs(".")
	require.NoError(t, err)
	for d := dir; filepath.Dir(d) != d; d = filepath.Dir(d) {
		p := filepath.Join(d, "shared", "reference", "owasp-asvs-5.0.0.csv")
		if _, err := os.Stat(p); err == nil {
			return p
		}
	}
	t.Skip("../shared/reference/owasp-asvs-5.0.0.csv not found beside the project: ASVS IDs not checked")
	return ""
}

func TestValidateReportsEveryProblem(t *testing.T) {
	e := Entry{ID: "bad id", Category: "nope", Options: []Option{{Label: "a"}}, Recommended: "b", Impact: 9, Sources: []string{"Wikipedia"}}
	p := e.validate()
	for _, want := range []string{"id must", "no topic", "category", "no subjects", "no decided", "question", "1 options", "recommended", "why", "impact", "source", "example"} {
		assert.True(t, strings.Contains(strings.Join(p, "\n"), want), "no problem mentions %q in %v", want, p)
	}
}

// TestRecommendNotExcluded: an option whose own phrasings the text holds
// (Option.ExcludedBy) is never recommended; the first option the text
// does not exclude is, and with nothing excluded the entry's own
// recommendation stands (issue 27: a sign-up page and "Invitation by an
// administrator").
func TestRecommendNotExcluded(t *testing.T) {
	e := load(t).Entry("ACCT-REGISTRATION-MODE")
	require.NotNil(t, e)
	for _, tc := range []struct{ text, want string }{
		{"New users shall have an account before they can submit a request.", "Invitation by an administrator"},
		{"The sign-in page shall link to a 'Sign Up' page. New users shall have an account before they can submit a request.", "Open self-registration"},
		{"Members shall have an account. The home page shows a registration form.", "Open self-registration"},
	} {
		t.Run(tc.text, func(t *testing.T) {
			assert.Equal(t, tc.want, e.Recommend(lang.Tokenize(tc.text)))
		})
	}
}

// TestExcludedByValidated: an excluded_by pattern that does not compile
// is reported with its option, and so is a recommended option that can
// be excluded with no example sentence that excludes it.
func TestExcludedByValidated(t *testing.T) {
	e := Entry{ID: "X-Y", Topic: "t", Category: "scope and behaviour", Subjects: []string{"order"}, Decided: []string{"order ... cancel"},
		Question: "Q?", Options: []Option{{Label: "a", Description: "d", Implications: "i", ExcludedBy: []string{"a|"}}, {Label: "b", Description: "d", Implications: "i"}},
		Recommended: "a", Why: "w", Impact: 3, Sources: []string{"EARS"}, Examples: Examples{Raises: []string{"order"}, Decided: []string{"order cancel"}}}
	p := strings.Join(e.validate(), "\n")
	assert.Contains(t, p, `option "a" excluded_by`)
	assert.Contains(t, p, "no example that excludes")
}

// TestDeferringOptions: an option that decides nothing (Option.Defers)
// is never the entry's recommendation while another option decides —
// Load reports it —, and where the text excludes the recommended option
// the first option it does not exclude that decides is recommended, a
// deferring one only when none decides.
func TestDeferringOptions(t *testing.T) {
	entry := func(opts ...Option) Entry {
		return Entry{ID: "X-Y", Topic: "t", Category: "scope and behaviour", Subjects: []string{"order"}, Decided: []string{"order ... cancel"},
			Question: "Q?", Options: opts, Recommended: opts[0].Label, Why: "w", Impact: 3, Sources: []string{"EARS"},
			Examples: Examples{Raises: []string{"order"}, Decided: []string{"order cancel"}, Excludes: []string{"a sign-up page"}}}
	}
	later := Option{Label: "later", Description: "d", Implications: "i", Defers: true}
	decide := Option{Label: "decide", Description: "d", Implications: "i"}
	excluded := Option{Label: "excluded", Description: "d", Implications: "i", ExcludedBy: []string{"sign-up page"}}
	tests := []struct {
		name    string
		opts    []Option
		problem string // in Load's report, or ""
		text    string
		want    string // Recommend on text
	}{
		{"recommended defers, another decides", []Option{later, decide}, "defers (decides nothing) though", "", ""},
		{"every option defers", []Option{later, {Label: "later2", Description: "d", Implications: "i", Defers: true}}, "", "an order", "later"},
		{"excluded, a deferring option skipped", []Option{excluded, later, decide}, "", "a sign-up page", "decide"},
		{"excluded, only a deferring option left", []Option{excluded, later}, "", "a sign-up page", "later"},
		{"not excluded", []Option{excluded, later, decide}, "", "an order", "excluded"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e := entry(tt.opts...)
			p := strings.Join(e.validate(), "\n")
			if tt.problem != "" {
				assert.Contains(t, p, tt.problem)
				return
			}
			require.Empty(t, p)
			assert.Equal(t, tt.want, e.Recommend(lang.Tokenize(tt.text)))
		})
	}
}
