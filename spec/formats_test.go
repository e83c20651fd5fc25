package spec

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/fcs"
)

// TestInputFormatsAreWhatParseReads holds the table of InputFormats to the
// readers: every extension listed selects its format's reader, and every
// extension a reader is chosen by is listed.
func TestInputFormatsAreWhatParseReads(t *testing.T) {
	const gherkin = "Feature: Chores\n\n  Scenario: Add a chore\n    Given a list\n    When I add a chore\n    Then the list shows it\n"
	seen := map[string]string{}
	for _, f := range InputFormats() {
		require.NotEmpty(t, f.Extensions, f.Name)
		for _, ext := range f.Extensions {
			require.NotContains(t, seen, ext, "%s listed twice", ext)
			seen[ext] = f.Name
			name := "x" + ext
			switch f.Name {
			case "markdown":
				assert.Equal(t, fcs.FormatMarkdown, detect(name, "plain words"), ext)
			case "text":
				assert.Equal(t, fcs.FormatText, detect(name, "# a heading"), ext)
			case "yaml":
				assert.Equal(t, fcs.FormatYAML, detect(name, "{}"), ext)
			case "json":
				assert.Equal(t, fcs.FormatJSON, detect(name, "a: b"), ext)
			case "rst":
				assert.Equal(t, dialectRST, dialectOf(name), ext)
			case "asciidoc":
				assert.Equal(t, dialectAsciiDoc, dialectOf(name), ext)
			case "gherkin":
				s, err := Parse(name, []byte(gherkin))
				require.NoError(t, err, ext)
				require.Len(t, s.Requirements, 1, ext)
				assert.Contains(t, s.Requirements[0].Text, "Scenario: Add a chore", ext)
			default:
				t.Errorf("format %q: no reader known to this test", f.Name)
			}
		}
	}
	// The extensions the readers are chosen by, all listed.
	for _, ext := range []string{".md", ".markdown", ".mdown", ".mkd", ".txt", ".text", ".feature", ".yaml", ".yml", ".json",
		".rst", ".rest", ".adoc", ".asciidoc", ".asc"} {
		assert.Contains(t, seen, ext)
	}
	names := make([]string, 0, len(InputFormats()))
	for _, f := range InputFormats() {
		names = append(names, f.Name)
	}
	assert.Equal(t, []string{"markdown", "text", "rst", "asciidoc", "gherkin", "yaml", "json"}, names)
}

// TestInputFormatsCopy: the table a caller gets cannot change the
// package's.
func TestInputFormatsCopy(t *testing.T) {
	f := InputFormats()
	f[0].Name = "changed"
	f[0].Extensions[0] = ".changed"
	assert.Equal(t, "markdown", InputFormats()[0].Name)
	assert.Equal(t, ".md", InputFormats()[0].Extensions[0])
}
