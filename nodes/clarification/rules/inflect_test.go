package rules

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestVerbForms(t *testing.T) {
	tests := []struct {
		name string
		in   []string
		want []string
	}{
		{"copula", []string{"is high"}, []string{"is high", "are high"}},
		{"plural copula", []string{"are busy"}, []string{"are busy", "is busy"}},
		{"third person with particle", []string{"runs low"}, []string{"runs low", "run low", "is running low", "are running low"}},
		{"sibilant", []string{"approaches"}, []string{"approaches", "approach", "is approaching", "are approaching"}},
		{"final e", []string{"rises"}, []string{"rises", "rise", "is rising", "are rising"}},
		{"consonant y", []string{"empties"}, []string{"empties", "empty", "is emptying", "are emptying"}},
		{"base form kept", []string{"grow"}, []string{"grow"}},
		{"no duplicates", []string{"grows", "grow", "is growing"}, []string{"grows", "grow", "is growing", "are growing"}},
		{"not a verb form", []string{"status", "access", "was high", "*s low"}, []string{"status", "access", "was high", "*s low"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, verbForms(tt.in))
		})
	}
}

func TestProgressive(t *testing.T) {
	tests := []struct{ base, want string }{
		{"run", "running"}, {"get", "getting"}, {"grow", "growing"}, {"fix", "fixing"}, {"rise", "rising"},
		{"free", "freeing"}, {"fill", "filling"}, {"spike", "spiking"}, {"peak", "peaking"},
	}
	for _, tt := range tests {
		t.Run(tt.base, func(t *testing.T) {
			assert.Equal(t, tt.want, progressive(tt.base))
		})
	}
}

func TestPlural(t *testing.T) {
	tests := []struct{ noun, want string }{
		{"driver", "drivers"}, {"battery", "batteries"}, {"day", "days"}, {"box", "boxes"}, {"bus", "buses"},
		{"coach", "coaches"}, {"staff member", "staff members"},
	}
	for _, tt := range tests {
		t.Run(tt.noun, func(t *testing.T) {
			assert.Equal(t, tt.want, plural(tt.noun))
		})
	}
	assert.Equal(t, []string{"vans", "lorries"}, pluralsOf([]string{"van", "lorry"}))
}
