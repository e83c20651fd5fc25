package clarification_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/fcs"
	"github.com/clarigraph/clarigraph/nodes/clarification"
	"github.com/clarigraph/clarigraph/spec"
)

// findingEntries counts, for every finding ID, the entries of the FCS
// that record it: a clarification, an assumption or an open question
// naming it, or the finding itself among the open findings.
func findingEntries(f *fcs.FCS) map[string][]string {
	out := map[string][]string{}
	for _, c := range f.Clarifications {
		for _, id := range c.AmbiguityIDs {
			out[id] = append(out[id], "clarification "+c.QuestionID)
		}
	}
	for _, c := range f.Assumptions {
		for _, id := range c.AmbiguityIDs {
			out[id] = append(out[id], "assumption "+c.QuestionID)
		}
	}
	for _, q := range f.OpenQuestions {
		for _, id := range q.AmbiguityIDs {
			out[id] = append(out[id], "open question "+q.ID)
		}
	}
	for _, a := range f.OpenAmbiguities {
		out[a.ID] = append(out[a.ID], "open finding")
	}
	return out
}

// TestEveryFindingInTheFCS: every finding of the analysis is recorded in
// the FCS exactly once — with the decision, assumption or open question
// asked about it, or among the open findings — whatever the answers: the
// recommended ones, none, or a run that asks nothing.
func TestEveryFindingInTheFCS(t *testing.T) {
	type tc struct {
		name string
		file string
		doc  string
	}
	cases := []tc{
		// A quality word next to a decision's subject: the quality word's
		// finding is raised with the decision's question.
		{name: "quality word beside a decision", file: "store.md", doc: "# Store\n\n## Requirements\n\n- **NFR-1**: Records shall be kept securely and backed up every night.\n- **FR-1**: The page shall be fast.\n"},
		// More findings than the question limit asks.
		{name: "beyond the question limit", file: "many.md", doc: "# Many\n\n## Requirements\n\n- **FR-1**: The app shall be fast.\n- **FR-2**: The app shall be robust.\n- **FR-3**: The app shall be scalable.\n- **FR-4**: Reports shall be easy to read.\n- **FR-5**: Logins shall be secure.\n- **FR-6**: Timeouts shall be TBD.\n- **FR-7**: Exports shall support PDF, CSV, etc.\n- **FR-8**: Users shall get notifications if possible.\n- **FR-9**: Search shall be user-friendly.\n- **FR-10**: The API shall handle many requests.\n- **FR-11**: Pages shall be appropriate.\n- **FR-12**: Uploads shall be checked and/or scanned.\n"},
		{name: "marker", file: "marker.md", doc: "## Requirements\n\n- **FR-001**: System MUST keep ticked items for [NEEDS CLARIFICATION: how long?]\n"},
	}
	for _, p := range exampleSpecs(t) {
		cases = append(cases, tc{name: filepath.Base(p), file: p})
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			doc := []byte(c.doc)
			if c.doc == "" {
				var err error
				doc, err = os.ReadFile(c.file)
				require.NoError(t, err)
			}
			s, err := spec.Parse(filepath.Base(c.file), doc)
			require.NoError(t, err)
			for _, mode := range []struct {
				name string
				opts []clarification.InputOption
			}{
				{"defaults", []clarification.InputOption{clarification.WithDefaults()}},
				{"no answers", nil},
			} {
				res := run(t, clarification.Input(s, mode.opts...))
				entries := findingEntries(res.State.FCS)
				for _, a := range res.State.Ambiguities {
					assert.Len(t, entries[a.ID], 1, "%s: finding %s (%s %q in %s) is recorded once in the FCS: %v", mode.name, a.ID, a.Type, a.Excerpt, a.Location, entries[a.ID])
				}
			}
		})
	}
}
