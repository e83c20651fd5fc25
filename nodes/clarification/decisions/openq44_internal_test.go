package decisions

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/clarigraph/clarigraph/fcs"
)

// TestOwnQuestionAlternatives: a question the specification asks itself,
// or a point it lists as open, that names its own alternatives ("opt-in
// or opt-out", "(daily vs weekly)") offers them as options, each
// deciding, beside one that leaves the point to the authors (the
// default: no default picks one of the text's alternatives for it);
// one that names none keeps the generic options (issue 27, trial 3 N12).
func TestOwnQuestionAlternatives(t *testing.T) {
	spec := &fcs.Specification{Content: "- FR-1: x\n", Requirements: []fcs.Requirement{{ID: "FR-1", Text: "x", Offset: 2}}}
	docs := newSpecDocs(spec)
	for _, tc := range []struct {
		excerpt string
		want    []string // the alternatives offered; nil: the generic options
	}{
		{"Should reminders be opt-in or opt-out by default?", []string{"opt-in", "opt-out"}},
		{"Is the export format CSV or JSON?", []string{"CSV", "JSON"}},
		{"How often are prices refreshed (hourly vs daily)?", []string{"hourly", "daily"}},
		{"Exact polling interval (daily vs weekly)", []string{"daily", "weekly"}},
		{"Which map provider: OpenStreetMap versus Mapbox?", []string{"OpenStreetMap", "Mapbox"}},
		{"Should we build our own scheduler or use an existing library?", nil},
		{"What happens when the payment provider is unavailable?", nil},
		{"What happens if the sensor reading is missing or invalid?", nil},
		{"How are refunds handled for one or more cancelled seats?", nil},
		{"What if a rental shop only has limited frame sizes or colours?", nil},
		// three alternatives are each offered; a word group never holds "vs"
		{"Report frequency (daily vs weekly vs monthly)", []string{"daily", "weekly", "monthly"}},
		{"Which store: Postgres vs MySQL vs SQLite?", []string{"Postgres", "MySQL", "SQLite"}},
		{"Sync mode (full export versus delta feed vs webhook push)", []string{"full export", "delta feed", "webhook push"}},
		// four would make five options with the authors': a person reads them
		{"Report frequency (hourly vs daily vs weekly vs monthly)", nil},
		// a pair of plurals ending a yes-no question names cases, whatever
		// the first word
		{"Can users upload photos or videos?", nil},
		{"Does a shop only have limited sizes or colours?", nil},
		{"Should we use Postgres or MySQL?", []string{"Postgres", "MySQL"}},
	} {
		t.Run(tc.excerpt, func(t *testing.T) {
			q := openQuestionQuestion(docs, fcs.Ambiguity{ID: "A-1", Location: "FR-1", Excerpt: tc.excerpt, Rule: RuleOpenQuestion})
			if tc.want == nil {
				for _, o := range q.Options {
					assert.False(t, strings.HasPrefix(o.Description, ownAlternativeDescription), o.Label)
				}
				return
			}
			var got []string
			for _, o := range q.Options {
				if !o.Defers && strings.HasPrefix(o.Description, ownAlternativeDescription) {
					got = append(got, o.Label)
				}
			}
			assert.Equal(t, tc.want, got)
			rec := q.Options[0]
			for _, o := range q.Options {
				if o.Label == q.Recommended {
					rec = o
				}
			}
			assert.True(t, rec.Defers, "the default leaves the choice to the authors")
			assert.LessOrEqual(t, len(q.Options), 4)
		})
	}
}
