package decisions

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestControlGaps: one thing acted on by two controls — two control
// surfaces joined by "and" or "or", or a person's manual control of a
// device the system also controls automatically — raises which control
// wins and whether each shows the other's change (trial 4 D7, questions
// generation 49). Only a thing that is operated — a device or a
// physical quantity — is such a thing: two screens of ordinary software
// are not two controls (review of generation 49).
func TestControlGaps(t *testing.T) {
	for _, tc := range []struct {
		name, md string
		// want are words the question must hold; none: no gap.
		want []string
		// not are words it must not hold.
		not []string
	}{
		{
			name: "wall switch and phone app",
			md:   "# Lights\n\n- R1: A user can change the brightness from the wall switch and from the phone app.\n",
			want: []string{"R1", "the wall switch and the phone app", "precedence", "show the other's change"},
			// Nothing automatic in the text: the question asks of none.
			not: []string{"automatic"},
		},
		{
			name: "two surfaces beside an automatic control",
			md:   "# Lights\n\n- R1: A user can dim the lights from the wall switch or the phone app.\n- R2: Lights turn on automatically at dusk.\n",
			want: []string{"the wall switch and the phone app", "against the automatic control"},
		},
		{
			name: "two surfaces in ordinary software: no device",
			md:   "# Account\n\n- R1: Users shall be able to change their password from the web app or the admin panel.\n",
		},
		{
			name: "a surface word as a modifier",
			md:   "# Profile\n\n- R1: Users can change the phone number or the address in the app.\n",
		},
		{
			name: "a surface word as a modifier beside a device",
			md:   "# Fleet\n\n- R1: Drivers can change the phone number of a vehicle or its app settings.\n",
		},
		{
			name: "remote or touch screen",
			md:   "# Heating\n\n- R1: The temperature can be set on the remote or on the touch screen.\n",
			want: []string{"the remote and the touch screen"},
		},
		{
			name: "manual beside automatic",
			md:   "# Garden\n\n- R1: Users can control the irrigation zones manually.\n- R2: Zones are watered automatically every morning.\n",
			want: []string{"manual control and the system's automatic one", "override"},
		},
		{
			name: "one control only",
			md:   "# Lights\n\n- R1: A user can change the brightness from the phone app.\n",
		},
		{
			name: "two surfaces, no control verb",
			md:   "# Shop\n\n- R1: The receipt is shown on the panel and on the phone.\n",
		},
		{
			name: "manual data entry",
			md:   "# Garden\n\n- R1: Users can manually enter sensor readings.\n- R2: Zones are watered automatically every morning.\n",
		},
		{
			name: "an override of a policy, no device",
			md:   "# Queue\n\n- R1: Staff can override the FIFO order manually.\n- R2: Tickets are called automatically.\n",
		},
		{
			name: "manual control and nothing automatic",
			md:   "# Garden\n\n- R1: Users can control the irrigation pumps manually.\n",
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := oneGap(t, gapsIn(t, tc.md, RuleControl), tc.want)
			for _, w := range tc.not {
				if g != nil {
					assert.NotContains(t, g.question, w)
				}
			}
			if g != nil {
				assert.Equal(t, "The latest command wins, and each shows it", g.recommended)
				assert.Len(t, g.options, 4)
			}
		})
	}
}
