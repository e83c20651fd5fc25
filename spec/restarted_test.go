package spec

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestPrefixedIDsRestartedPerSection(t *testing.T) {
	tests := []struct {
		name, file, in string
		ids            []string
		warns          int
	}{
		{"REQ-1… again under each numbered section: the section's number qualifies each, no warning", "a.md", lines(
			"# Shop", "",
			"## 4 Features", "",
			"### 4.1 Orders", "",
			"#### 4.1.3 Functional Requirements", "",
			"REQ-1: The shop shall list orders.",
			"REQ-2: The shop shall cancel orders.", "",
			"### 4.2 Payments", "",
			"#### 4.2.3 Functional Requirements", "",
			"REQ-1: The shop shall accept cards.",
			"REQ-2: The shop shall refund payments.",
			"REQ-3: The shop shall send receipts.",
		), []string{"4.1.3/REQ-1", "4.1.3/REQ-2", "4.2.3/REQ-1", "4.2.3/REQ-2", "4.2.3/REQ-3"}, 0},
		{"in plain text, numbered lines as sections", "a.txt", lines(
			"3.1 Splitting", "",
			"REQ-1: The user can split one document at a time.",
			"REQ-2: The tool shall keep the page order.", "",
			"3.2 Merging", "",
			"REQ-1: The user can merge up to ten files.",
		), []string{"3.1/REQ-1", "3.1/REQ-2", "3.2/REQ-1"}, 0},
		{"one ID written twice in one section stays the document's fault", "a.md", lines(
			"### 4.1 Orders", "",
			"- REQ-1: The shop shall list orders.",
			"- REQ-1: The shop shall cancel orders.", "",
			"### 4.2 Payments", "",
			"- REQ-1: The shop shall accept cards.",
		), []string{"REQ-1", "REQ-1#2", "REQ-1#3"}, 2},
		{"IDs that go on across sections stay as written", "a.md", lines(
			"### 4.1 Orders", "",
			"- FR-1: The shop shall list orders.",
			"- FR-2: The shop shall cancel orders.", "",
			"### 4.2 Payments", "",
			"- FR-3: The shop shall accept cards.",
		), []string{"FR-1", "FR-2", "FR-3"}, 0},
		{"restarted under headings without a number: nothing to qualify with", "a.md", lines(
			"### Orders", "",
			"- REQ-1: The shop shall list orders.", "",
			"### Payments", "",
			"- REQ-1: The shop shall accept cards.",
		), []string{"REQ-1", "REQ-1#2"}, 1},
		{"a later ID of the family written twice across sections, the first not: no restart", "a.md", lines(
			"### 4.1 Orders", "",
			"- FR-1: The shop shall list orders.",
			"- FR-2: The shop shall cancel orders.", "",
			"### 4.2 Payments", "",
			"- FR-2: The shop shall accept cards.",
		), []string{"FR-1", "FR-2", "FR-2#2"}, 1},
		{"a child names its qualified parent", "a.md", lines(
			"### 4.1 Orders", "",
			"- REQ-1: The shop shall list orders.",
			"  - REQ-1.1: The list shall show dates.", "",
			"### 4.2 Payments", "",
			"- REQ-1: The shop shall accept cards.",
			"  - REQ-1.1: The shop shall accept debit cards.",
		), []string{"4.1/REQ-1", "4.1/REQ-1.1", "4.2/REQ-1", "4.2/REQ-1.1"}, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var warns []Warning
			s, err := Parse(tt.file, []byte(tt.in), WithWarnings(func(w Warning) { warns = append(warns, w) }))
			require.NoError(t, err)
			assert.Equal(t, tt.ids, idsOf(s))
			assert.Len(t, warns, tt.warns)
			checkOffsets(t, s)
			for _, r := range s.Requirements {
				if r.Parent != "" {
					assert.Contains(t, idsOf(s), r.Parent, "a parent is a requirement's ID")
				}
			}
		})
	}
}
