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
					in[tok.Start()]++
				}
			}
			for _, tok := range all {
				require.Equal(t, 1, in[tok.Start()], "token %q at %d", tok.Text(), tok.Start())
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

// TestRequirementText: the tokens the exception finder takes from the
// text (a requirement's unit) are those of the requirement's text alone,
// token for token (but the punctuation before the first, which it never
// reads), with the same excerpts and offsets; where a word of the
// content runs across an end of the requirement, the requirement is cut
// on its own. The exceptions found are the same either way.
func TestRequirementText(t *testing.T) {
	for _, tc := range []struct {
		name    string
		content string
		reqs    [][2]string // ID and text, placed at the first occurrence
		clean   []bool      // whether each requirement's unit is taken
	}{
		{
			name:    "lines of requirements",
			content: "# Rules\n\n- R1: All users must sign in with a password.\n- R2: Guest users can browse without a password.\n- R3 (draft): Each order's total shall be shown.\n",
			reqs:    [][2]string{{"R1", "All users must sign in with a password."}, {"R2", "Guest users can browse without a password."}, {"R3", "Each order's total shall be shown."}},
			clean:   []bool{true, true, true},
		},
		{
			name:    "words across the ends",
			content: "Note: re-sign every user's e-mail at 1.5 km, 2,000 times.",
			reqs:    [][2]string{{"A", "sign every user"}, {"B", "mail at 1"}, {"C", "5 km, 2"}, {"D", "000 times."}},
			clean:   []bool{false, false, false, false},
		},
		{
			name:    "joiners outside that join nothing",
			content: "x - All files shall be kept- 'Each file must be signed'. (Any page can load,) 3.",
			reqs:    [][2]string{{"A", "All files shall be kept"}, {"B", "Each file must be signed"}, {"C", "Any page can load"}},
			clean:   []bool{true, false, true},
		},
		{
			name:    "not verbatim",
			content: "R1: All reports must be signed.\n",
			reqs:    [][2]string{{"R1", "All reports must be signed by a manager."}},
			clean:   []bool{true},
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := &fcs.Specification{Format: fcs.FormatMarkdown, Content: tc.content}
			for _, r := range tc.reqs {
				s.Requirements = append(s.Requirements, fcs.Requirement{ID: r[0], Text: r[1], Offset: strings.Index(tc.content, r[1])})
			}
			tx := newText(s)
			for i, r := range s.Requirements {
				base := -1
				if verbatim(s, r) {
					base = r.Offset
				}
				blank := reqText{id: r.ID, text: r.Text, src: r.Text, base: base}
				got, alone := requirementText(s, tx, i, blank), requirementText(s, nil, i, blank)
				require.Equal(t, tc.clean[i], len(got.toks) > 0 && len(tx.units[i].toks) > 0 && &got.toks[0] == &tx.units[i].toks[0], "%s: the unit's tokens taken", r.ID)
				require.Len(t, got.toks, len(alone.toks), r.ID)
				for k := range alone.toks {
					g, a := viewOf(got.toks[k]), viewOf(alone.toks[k])
					if k == 0 {
						g.Punct, a.Punct = "", ""
					}
					g.Start, g.End, a.Start, a.End = 0, 0, 0, 0
					require.Equal(t, a, g, "%s token %d", r.ID, k)
					for m := k + 1; m <= len(alone.toks); m++ {
						ge, goff := got.excerpt(k, m)
						ae, aoff := alone.excerpt(k, m)
						require.Equal(t, ae, ge, "%s excerpt %d:%d", r.ID, k, m)
						require.Equal(t, aoff, goff, "%s offset %d:%d", r.ID, k, m)
					}
				}
			}
			require.Equal(t, exceptionFindings(findExceptions(s, nil)), exceptionFindings(findExceptions(s, tx)))
		})
	}
}

// TestExceptionsFromText: the exception finder finds the same exceptions
// on the text of a specification as on its requirements cut one by one.
func TestExceptionsFromText(t *testing.T) {
	md := "# Access\n\n- A1: All users must sign in with a password.\n- A2: Guest users can browse the catalogue without a password.\n- A3: No file shall be deleted.\n- A4: Admins may delete a file after review.\n"
	s, err := spec.Parse("spec.md", []byte(md))
	require.NoError(t, err)
	require.Len(t, s.Requirements, 4)
	want := exceptionFindings(findExceptions(s, nil))
	require.Len(t, want, 4, "two exceptions, two findings each")
	require.Equal(t, want, exceptionFindings(findExceptions(s, newText(s))))
}

// tokenView is what a token's methods return, to compare the tokens of
// two texts (a token's own fields point into the text it was cut from).
type tokenView struct {
	Text, Lower, Lemma, Punct, Tag string
	Start, End                     int
	Number                         bool
}

func viewOf(t lang.Token) tokenView {
	return tokenView{Text: t.Text(), Lower: t.Lower(), Lemma: t.Lemma(), Punct: t.Punct(), Tag: t.Tag(), Start: t.Start(), End: t.End(), Number: t.Number()}
}
