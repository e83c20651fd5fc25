package decisions

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/fcs"
)

// TestTooLarge: content longer than the indexes address is refused by
// Analyze and Questions with ErrTooLarge naming the specification; at the
// limit it is analyzed.
func TestTooLarge(t *testing.T) {
	old := maxContent
	t.Cleanup(func() { maxContent = old })
	a, err := New(nil)
	require.NoError(t, err)
	sp := &fcs.Specification{Title: "Shop", Content: "- R1: The shop shall send receipts.\n",
		Requirements: []fcs.Requirement{{ID: "R1", Text: "The shop shall send receipts."}}}
	ctx := context.Background()

	maxContent = len(sp.Content)
	_, err = a.Analyze(ctx, sp)
	require.NoError(t, err, "at the limit")

	maxContent = len(sp.Content) - 1
	_, err = a.Analyze(ctx, sp)
	require.ErrorIs(t, err, ErrTooLarge)
	assert.Contains(t, err.Error(), `"Shop"`)
	_, err = a.Questions(ctx, sp, []fcs.Ambiguity{{ID: "A-1", Location: "R1"}})
	require.ErrorIs(t, err, ErrTooLarge)
	_, err = a.Analyze(ctx, nil)
	require.ErrorIs(t, err, ErrNilSpec)
}
