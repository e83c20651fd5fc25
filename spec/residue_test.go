package spec

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestConverterResidue(t *testing.T) {
	runShapes(t, []shapeCase{
		{"citation markers around an ID in bold", "a.md", lines(
			"## Functional Requirements",
			"",
			"- [cite_start]**REQ-1:** The clerk must log each parcel [cite: 12]",
			"- [cite_start]**REQ-2:** The clerk must print a label [cite: 13, 14]",
		), []got{
			{"REQ-1", "functional", "The clerk must log each parcel"},
			{"REQ-2", "functional", "The clerk must print a label"},
		}},
		{"an assistant's reference marker", "a.md", lines(
			"## Requirements",
			"",
			"- **REQ-7:** The clerk must log each parcel.:contentReference[oaicite:2]{index=2}",
		), []got{
			{"REQ-7", "functional", "The clerk must log each parcel."},
		}},
	})
}

func TestBlankResidue(t *testing.T) {
	for _, tc := range []struct{ name, in, want string }{
		{"none", "The clerk logs a parcel.", "The clerk logs a parcel."},
		{"start and end", "[cite_start]Text.[cite: 3]", "            Text.         "},
		{"a range and a list", "A [cite: 3-5, 9] B", "A                B"},
		{"a source marker", "A 【4†source】 B", "A " + strings.Repeat(" ", len("【4†source】")) + " B"},
		{"a bracket that is no marker", "A [cite] B [4]", "A [cite] B [4]"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := blankResidue(tc.in)
			assert.Equal(t, tc.want, got)
			assert.Len(t, got, len(tc.in))
		})
	}
}
