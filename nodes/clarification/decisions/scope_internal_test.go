package decisions

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/spec"
)

// TestOutOfScopeList: the items of a list under a lead line that puts it
// out of scope are put off like those under an "Out of scope" heading;
// the items of a list in scope are not.
func TestOutOfScopeList(t *testing.T) {
	md := "# Kiosk\n\n## Scope\n\n**In scope**\n\n- R1: The kiosk shall print tickets.\n\n**Out of scope**\n\n- R2: The kiosk shall accept card payments.\n- R3: The kiosk shall be monitored in production.\n\n## Behaviour\n\n- R4: The kiosk shall show the next departure.\n"
	s, err := spec.Parse("kiosk.md", []byte(md))
	require.NoError(t, err)
	later := deferredRequirements(s)
	assert.False(t, later["R1"])
	assert.True(t, later["R2"])
	assert.True(t, later["R3"])
	assert.False(t, later["R4"])
}
