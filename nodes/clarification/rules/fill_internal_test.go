package rules

import (
	"strings"
	"testing"
	"unsafe"

	"github.com/stretchr/testify/assert"
)

// byReplacer is what Questions did before fill: a replacer per question.
func byReplacer(s, excerpt, location string) string {
	return strings.NewReplacer("{excerpt}", excerpt, "{location}", location, "{unit}", "u").Replace(s)
}

func TestFill(t *testing.T) {
	tests := []struct {
		name, s, excerpt, location string
		want                       string
	}{
		{"no placeholder", "Keep as written", "“fast”", "FR-1", "Keep as written"},
		{"empty", "", "x", "y", ""},
		{"excerpt", "What does {excerpt} mean?", "“fast”", "FR-1", "What does “fast” mean?"},
		{"location", "In {location}", "“fast”", "FR-1, FR-2", "In FR-1, FR-2"},
		{"both, twice", "{excerpt} in {location}; {excerpt}{location}", "e", "l", "e in l; el"},
		{"at both ends", "{location}{excerpt}", "e", "l", "le"},
		{"put in, not filled again", "{excerpt} and {location}", "{location}", "{excerpt}", "{location} and {excerpt}"},
		{"braces that are no placeholder", "{ {x} {excerpt {location {{excerpt}}", "e", "l", "{ {x} {excerpt {location {e}"},
		{"cut placeholder at the end", "see {excerp", "e", "l", "see {excerp"},
		{"not UTF-8", "\xff{excerpt}\xfe", "\xc3", "l", "\xff\xc3\xfe"},
		{"empty values", "[{excerpt}|{location}]", "", "", "[|]"},
		{"unit", "3 {unit}: {excerpt}", "e", "l", "3 u: e"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := fill(tt.s, tt.excerpt, tt.location, "u")
			assert.Equal(t, tt.want, got)
			assert.Equal(t, byReplacer(tt.s, tt.excerpt, tt.location), got)
		})
	}
}

// A text without a placeholder is the template's own string, not a copy.
func TestFillSharesTextWithoutPlaceholder(t *testing.T) {
	s := strings.Repeat("Rewrite the requirement ", 4)
	got := fill(s, "e", "l", "u")
	assert.Equal(t, unsafe.StringData(s), unsafe.StringData(got))
}

func FuzzFill(f *testing.F) {
	f.Add("{excerpt} in {location}", "“a”", "FR-1")
	f.Add("{{excerpt}}{location", "{location}", "{excerpt}")
	f.Add("\xff{", "", "")
	f.Fuzz(func(t *testing.T, s, excerpt, location string) {
		if got, want := fill(s, excerpt, location, "u"), byReplacer(s, excerpt, location); got != want {
			t.Fatalf("fill(%q, %q, %q) = %q, want %q", s, excerpt, location, got, want)
		}
	})
}
