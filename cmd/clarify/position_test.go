package main

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestPositions(t *testing.T) {
	p := newPositions("ab\n≤ x\n\nend")
	for offset, want := range map[int]string{
		// ≤ is three bytes and one character.
		0: "1:1", 1: "1:2", 2: "1:3", 3: "2:1", 6: "2:2", 7: "2:3", 8: "2:4", 9: "3:1", 10: "4:1", 13: "4:4", 14: "?", -1: "?",
	} {
		assert.Equal(t, want, p.at(offset), "offset %d", offset)
	}
	assert.Equal(t, "1:1", newPositions("").at(0))
}

func TestPlural(t *testing.T) {
	assert.Equal(t, "1 question", count(1, "question"))
	assert.Equal(t, "0 questions", count(0, "question"))
	assert.Equal(t, "2 ambiguities", count(2, "ambiguity", "ambiguities"))
	assert.Equal(t, "it stays", plural(1, "it stays", "they stay"))
	assert.Equal(t, "they stay", plural(3, "it stays", "they stay"))
}
