package decisions

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/fcs"
	"github.com/clarigraph/clarigraph/nodes/clarification/lang"
	"github.com/clarigraph/clarigraph/spec"
	"github.com/clarigraph/clarigraph/spec/spectest"
)

// TestSplitUnits: the units of a short specification are its
// requirements, in order, then the paragraphs outside them, cut at blank
// lines; every token of the content is in exactly one unit (but in a
// structured specification, whose text outside the requirements is not
// read), a requirement not verbatim in the content is cut on its own,
// and the list is made at its size.
func TestSplitUnits(t *testing.T) {
	// req places a requirement at the first occurrence of its text.
	req := func(content, id, text string) fcs.Requirement {
		return fcs.Requirement{ID: id, Text: text, Offset: strings.Index(content, text)}
	}
	type want struct{ req, text string }
	md1 := "# Shop\n\nThe shop sells tea.\nIt ships twice a week.\n\n- R1: The cart shall keep items.\n- R2: Orders shall be paid by card.\n\n  \nReturns are free.\n"
	md2 := "Intro words.\nR1: The app shall log in users.\nMiddle words.\n\nR2: Users shall reset passwords.\nClosing words."
	yml := "requirements:\n  - id: R1\n    text: The API shall answer in JSON.\n"
	for _, tc := range []struct {
		name string
		spec *fcs.Specification
		want []want
		all  bool // every token of the content in one unit
	}{
		{
			name: "requirements then paragraphs cut at blank lines",
			spec: &fcs.Specification{Format: fcs.FormatMarkdown, Content: md1, Requirements: []fcs.Requirement{
				req(md1, "R1", "The cart shall keep items."), req(md1, "R2", "Orders shall be paid by card."),
			}},
			want: []want{
				{"R1", "The cart shall keep items"}, {"R2", "Orders shall be paid by card"},
				{"", "Shop"}, {"", "The shop sells tea.\nIt ships twice a week"}, {"", "R1"}, {"", "R2"}, {"", "Returns are free"},
			},
			all: true,
		},
		{
			name: "a requirement not verbatim is cut on its own",
			spec: &fcs.Specification{Format: fcs.FormatText, Content: md2, Requirements: []fcs.Requirement{
				req(md2, "R1", "The app shall log in users."),
				{ID: "R2", Text: "Users shall reset their passwords.", Offset: strings.Index(md2, "Users shall")},
			}},
			want: []want{
				{"R1", "The app shall log in users"}, {"R2", "Users shall reset their passwords"},
				{"", "Intro words.\nR1"}, {"", "Middle words"}, {"", "R2: Users shall reset passwords.\nClosing words"},
			},
			all: true,
		},
		{
			name: "a structured specification has its requirements only",
			spec: &fcs.Specification{Format: fcs.FormatYAML, Content: yml, Requirements: []fcs.Requirement{
				req(yml, "R1", "The API shall answer in JSON."),
			}},
			want: []want{{"R1", "The API shall answer in JSON"}},
		},
		{
			name: "no requirements",
			spec: &fcs.Specification{Format: fcs.FormatMarkdown, Content: "One paragraph.\n\nTwo\nlines."},
			want: []want{{"", "One paragraph"}, {"", "Two\nlines"}},
			all:  true,
		},
		{
			name: "empty",
			spec: &fcs.Specification{Format: fcs.FormatMarkdown},
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			all := lang.Tokenize(tc.spec.Content)
			units := splitUnits(tc.spec, all)
			require.Equal(t, len(units), cap(units), "the list is made at its size")
			var got []want
			for _, u := range units {
				got = append(got, want{u.req, u.String()})
			}
			require.Equal(t, tc.want, got)
			if !tc.all {
				return
			}
			// Each token of the content is in one unit (by its offset),
			// and no unit holds a token twice.
			in := make(map[int]int, len(all))
			for _, u := range units {
				if u.base < 0 {
					continue
				}
				for _, tok := range u.toks {
					in[tok.Start]++
				}
			}
			for _, tok := range all {
				require.Equal(t, 1, in[tok.Start], "token %q at %d", tok.Text, tok.Start)
			}
			require.Len(t, in, len(all))
		})
	}
}

// TestBlankLineBetween: a blank line is a line of spaces only between two
// line breaks.
func TestBlankLineBetween(t *testing.T) {
	for _, tc := range []struct {
		gap  string
		want bool
	}{
		{"", false},
		{" ", false},
		{"\n", false},
		{"\n\n", true},
		{".\n \t\n- ", true},
		{"\n x\n", false},
		{"\n x\n\n", true},
		{"\n x\n y\n", false},
		{":\r\n\r\n", true},
		{"\n\u00a0\n", true},
	} {
		s := "a" + tc.gap + "b"
		require.Equal(t, tc.want, blankLineBetween(s, 1, 1+len(tc.gap)), "%q", tc.gap)
	}
}

// BenchmarkSplitUnits cuts the generated 5,000-requirement specification
// into its units (its tokens cut once, outside the loop).
func BenchmarkSplitUnits(b *testing.B) {
	s, err := spec.Parse("generated.md", spectest.Generate(5000))
	require.NoError(b, err)
	all := lang.Tokenize(s.Content)
	b.ReportAllocs()
	for b.Loop() {
		splitUnits(s, all)
	}
}
