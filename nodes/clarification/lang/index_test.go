package lang

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestStartWordsAndMatchAt(t *testing.T) {
	assert.Equal(t, []string{"order", "purchase"}, MustCompile("order|purchase ... cancel").StartWords())
	assert.Nil(t, MustCompile("#num #time").StartWords())
	assert.Nil(t, MustCompile("?not allow").StartWords())
	assert.Nil(t, MustCompile("* order").StartWords())

	toks := Tokenize("Customers cancel the pending order today")
	p := MustCompile("cancel ... order")
	to, ok := p.MatchAt(toks, 1)
	assert.True(t, ok)
	assert.Equal(t, 5, to)
	_, ok = p.MatchAt(toks, 0)
	assert.False(t, ok)
	_, ok = p.MatchAt(toks, 99)
	assert.False(t, ok)
	// Find agrees with MatchAt at the first start.
	from, to2, ok := p.Find(toks)
	assert.True(t, ok)
	assert.Equal(t, 1, from)
	assert.Equal(t, to, to2)
}

func TestRequired(t *testing.T) {
	assert.Equal(t, [][]string{{"order"}, {"cancel", "change"}}, MustCompile("order ... cancel|change ?not #num").Required())
	assert.Nil(t, MustCompile("#num #time").Required())
}

func TestTail(t *testing.T) {
	assert.Equal(t, 2, MustCompile("user ... personal data").Tail())
	assert.Equal(t, 3, MustCompile("order status change").Tail())
}

func TestMeasures(t *testing.T) {
	assert.True(t, MustCompile("timeout ... #num #time").Measures())
	assert.False(t, MustCompile("scan ... upload").Measures())
}
