package rules

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestDerive(t *testing.T) {
	tests := []struct{ word, want string }{
		{"storage", "stor"}, {"store", "stor"}, {"payment", "pay"}, {"disposal", "dispos"}, {"dispose", "dispos"},
		{"removal", "remov"}, {"renewal", "renew"}, {"usage", "usag"}, {"total", "total"}, {"signal", "signal"},
		{"file", "file"}, {"bag", "bag"},
	}
	for _, tt := range tests {
		t.Run(tt.word, func(t *testing.T) {
			assert.Equal(t, tt.want, derive(tt.word))
		})
	}
}

func TestLabelEndAndPurpose(t *testing.T) {
	tests := []struct {
		name, text  string
		label, stop string // the first topic token and the token the topic stops at ("" for the end)
	}{
		{"no label", "The store shall hold up to 40 crates.", "The", ""},
		{"word label", "Description: The store shall hold up to 40 crates.", "The", ""},
		{"two-word label", "Fit criterion: the store shall hold up to 40 crates.", "the", ""},
		{"bracket label", "[M] The store shall hold up to 40 crates.", "The", ""},
		{"bracket and word label", "[D] Note: the store shall hold up to 40 crates.", "the", ""},
		{"purpose infinitive", "The store shall hold up to 40 crates to cover the harvest.", "The", "to"},
		{"purpose so that", "The store shall hold up to 40 crates so that pickers never wait.", "The", "so"},
		{"direction is not purpose", "The store shall send up to 40 crates to the packing line.", "The", ""},
		{"a colon late in the sentence is no label", "The store shall hold these: up to 40 crates.", "The", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d := tokenize(tt.text)
			num := -1
			for i, tok := range d.tokens {
				if tok.kind == tokNumber {
					num = i
				}
			}
			from, to := d.sentenceRange(num)
			assert.Equal(t, tt.label, d.tokens[labelEnd(d, from, num)].text)
			stop := purposeStart(d, num+2, to)
			if tt.stop == "" {
				assert.Equal(t, to, stop)
			} else {
				assert.Equal(t, tt.stop, d.tokens[stop].text)
			}
		})
	}
}
