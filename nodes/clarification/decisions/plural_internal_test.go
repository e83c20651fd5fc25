package decisions

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestPluralPhrase: a filled-in noun phrase is plural when its last word
// is a plural the lemmatizer knows, or an unknown word written as a plural
// is; names and initialisms the tagger may call plural are not, nor are
// mass nouns.
func TestPluralPhrase(t *testing.T) {
	for _, tt := range []struct {
		phrase string
		want   bool
	}{
		{"systems", true},
		{"the payment endpoints", true},
		{"timestamps", true},
		{"data", false},
		{"Kubernetes", false},
		{"SMS", false},
		{"the system", false},
	} {
		t.Run(tt.phrase, func(t *testing.T) {
			assert.Equal(t, tt.want, pluralPhrase(tt.phrase))
		})
	}
}
