package main

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestAnalyzeOffsetsOfRebuiltText: a use case table whose steps run over
// continuation rows is read as text joined from cells (its requirements'
// offsets -1); analyze gives each excerpt that is in the file as written
// its byte offset there, and -1 only to one that spans joined cells, as
// clarify help analyze says.
func TestAnalyzeOffsetsOfRebuiltText(t *testing.T) {
	e := newEnv(t)
	content := "# Kiosk\n\n## Use cases\n\n| **Use Case #1** | **Pay** |\n|:--|:--|\n| Actors | Customer |\n" +
		"| Flow of events | 1\\. Customer picks a drink |\n| | 2\\. Customer pays quickly at the |\n| | kiosk screen |\n" +
		"| Alternative flows and exceptions | The kiosk rejects the card. The customer will |\n| | be notified soon |\n"
	path := e.write("kiosk.md", []byte(content))
	r := e.run("", "analyze", path)
	requireOK(t, r)
	var out struct {
		Ambiguities []finding `json:"ambiguities"`
	}
	require.NoError(t, json.Unmarshal([]byte(r.stdout), &out))
	tests := []struct {
		excerpt string
		placed  bool
	}{
		{"quickly", true},
		{"soon", true},
		{"The customer will be notified soon", false},
	}
	for _, tt := range tests {
		t.Run(tt.excerpt, func(t *testing.T) {
			n := 0
			for _, x := range out.Ambiguities {
				if x.Excerpt != tt.excerpt {
					continue
				}
				n++
				if !tt.placed {
					assert.Equal(t, -1, x.Offset, "not in the file as written")
					continue
				}
				require.GreaterOrEqual(t, x.Offset, 0)
				require.LessOrEqual(t, x.Offset+len(x.Excerpt), len(content))
				assert.Equal(t, x.Excerpt, content[x.Offset:x.Offset+len(x.Excerpt)], "excerpt at its byte offset in the file")
			}
			assert.Positive(t, n, "a finding with this excerpt")
		})
	}
	help := e.run("", "help", "analyze")
	requireOK(t, help)
	assert.Contains(t, help.stdout, "-1 when the reader rebuilt")
}
