package groundtruth

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestSharedKeywords(t *testing.T) {
	for _, tc := range []struct {
		name string
		a, b []string
		want []string
	}{
		{"inflections", []string{"booked", "room", "policies"}, []string{"booking", "policy"}, []string{"booked", "policies"}},
		{"a word of a phrase", []string{"battery level"}, []string{"low battery"}, []string{"battery level"}},
		{"case and punctuation", []string{"Check-in"}, []string{"CHECK"}, []string{"Check-in"}},
		{"short and function words are not compared", []string{"to the end", "id"}, []string{"the id", "to"}, nil},
		{"nothing shared", []string{"lamp"}, []string{"fan"}, nil},
		{"empty", nil, []string{"fan"}, nil},
	} {
		assert.Equal(t, tc.want, SharedKeywords(tc.a, tc.b), tc.name)
	}
}
