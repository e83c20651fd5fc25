package decisions

import "testing"

// TestPersistGaps: a requirement that keeps something only within a bound
// (a session, a page refresh) or says it is not saved raises what becomes
// of it after a close or a restart; one that says what is kept across
// restarts or sessions already decides it (questions generation 47).
func TestPersistGaps(t *testing.T) {
	for _, tc := range []struct {
		name, md string
		// want are words the question must hold; none: no gap.
		want []string
	}{
		{
			name: "kept for the session",
			md:   "# Mixer\n\n- R1: The mixer shall persist the chosen track volumes within a session.\n",
			want: []string{"R1", "“The mixer shall persist the chosen track volumes within a session”", "closed", "restarted", "kept"},
		},
		{
			name: "kept between page refreshes",
			md:   "# Kiln\n\n- N2: Temperature charts should persist between page refreshes.\n",
			want: []string{"N2", "Temperature charts should persist between page refreshes", "restarted"},
		},
		{
			name: "not saved",
			md:   "# Drills\n\n- R1: Drill progress is not saved when the app closes.\n",
			want: []string{"R1", "Drill progress is not saved", "history"},
		},
		{
			name: "kept across restarts decides it",
			md:   "# Mixer\n\n- R1: The mixer shall persist the chosen track volumes within a session.\n- R2: Track volumes are saved across restarts.\n",
		},
		{
			name: "kept across sessions in the same sentence",
			md:   "# Mixer\n\n- R1: The chosen track volumes persist during the session and are restored across sessions.\n",
		},
		{
			name: "a sign-in session that persists is no state of the user's",
			md:   "# Portal\n\n- R1: The login session persists across browser refresh.\n",
		},
		{
			name: "a password not stored in plain text is no state",
			md:   "# Portal\n\n- R1: Passwords are not stored in plain text.\n",
		},
		{
			name: "nothing kept decides it",
			md:   "# Feedback\n\n- R1: All browser data is session-scoped; nothing persists after the tab closes.\n",
		},
		{
			name: "not saved under a condition is no statement",
			md:   "# Puzzle\n\n- R1: If the game is not saved, a dialog asks the player to save it.\n",
		},
		{
			name: "a browser store named keeps it across closes",
			md:   "# Cards\n\n- R1: Collection state persists across browser reloads.\n- R2: The state of each card is written to LocalStorage.\n",
		},
		{
			name: "kept with no bound says nothing of one",
			md:   "# Garden\n\n- R1: The system shall persist every plant to the database.\n",
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			oneGap(t, gapsIn(t, tc.md, RulePersist), tc.want)
		})
	}
}
