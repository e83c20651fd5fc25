package fcs

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestLocateExcerpt: an excerpt of a requirement the reader rebuilt (its
// offset -1) is located where it occurs once in the requirement's stretch
// of the content; one it joined, or one that occurs twice there, is not.
func TestLocateExcerpt(t *testing.T) {
	content := "| ID | Text |\n| --- | --- |\n| R-1 | The clerk sees the status | of the order |\n- R-2: The clerk prints the status.\n| R-3 | The status shows | the status twice |\n"
	spec := Specification{Content: content, Requirements: []Requirement{
		{ID: "R-1", Text: "The clerk sees the status of the order", Offset: -1},
		{ID: "R-2", Text: "The clerk prints the status.", Offset: strings.Index(content, "The clerk prints")},
		{ID: "R-3", Text: "The status shows the status twice", Offset: -1},
	}}
	tests := []struct {
		name     string
		location string
		excerpt  string
		want     int
	}{
		{"in one cell, once in its stretch", "R-1", "the status", strings.Index(content, "the status")},
		{"also after the requirement, outside its stretch", "R-1", "The clerk", strings.Index(content, "The clerk sees")},
		{"across joined cells", "R-1", "status of the order", -1},
		{"twice in its stretch", "R-3", "status", -1},
		{"once in its stretch", "R-3", "shows", strings.Index(content, "shows")},
		{"not a requirement: the whole content, once", "", "prints", strings.Index(content, "prints")},
		{"not a requirement: the whole content, twice", "", "clerk", -1},
		{"empty", "R-1", "", -1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, spec.LocateExcerpt(tt.location, tt.excerpt))
		})
	}
}
