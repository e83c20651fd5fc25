package decisions

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// TestLimitName: a limit gap names its bound in the singular its
// question speaks of ("gives the loss limit no value: what is it"), not
// the plural the requirement wrote ("the loss limits … what is it").
func TestLimitName(t *testing.T) {
	for _, tc := range []struct{ name, md, want string }{
		{"a plural limit", "# Trading\n\n- R1: The bot shall check the daily loss limits before every trade.\n", "gives the loss limit no value: what is it"},
		{"a plural threshold", "# Greenhouse\n\n- R1: The controller shall compare each reading with the alarm thresholds.\n", "gives the alarm threshold no value: what is it"},
		{"a singular limit", "# Tools\n\n- R1: A member may not rent more tools once they reach the rental limit.\n", "gives the rental limit no value: what is it"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := oneGap(t, gapsIn(t, tc.md, RuleLimit), []string{tc.want})
			require.NotNil(t, g)
		})
	}
}
