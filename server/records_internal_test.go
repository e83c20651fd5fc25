package server

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestSpecTitle(t *testing.T) {
	tests := []struct {
		name, state, want string
	}{
		{"first", `{"spec":{"title":"Portal","content":"# Portal"},"questions":[]}`, "Portal"},
		{"after other members", `{"interactive":true,"answers":{"Q-1":{"labels":["a"]}},"spec":{"format":"markdown","requirements":[{"id":"FR-1"}],"title":"Late"}}`, "Late"},
		{"escaped", `{"spec":{"title":"A \"quoted\" \u00e9 title"}}`, `A "quoted" é title`},
		{"no title", `{"spec":{"content":"x"}}`, ""},
		{"no spec", `{"questions":[{"title":"not this"}]}`, ""},
		{"title outside spec", `{"title":"not this","spec":{}}`, ""},
		{"null spec", `{"spec":null}`, ""},
		{"not an object", `[1]`, ""},
		{"broken", `{"spec":{"title":`, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, specTitle([]byte(tt.state)))
		})
	}
}
