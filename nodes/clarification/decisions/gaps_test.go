package decisions

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/spec"
)

// gapsIn parses a Markdown specification and returns its gaps of one rule.
func gapsIn(t *testing.T, md, rule string) []gap {
	t.Helper()
	s, err := spec.Parse("spec.md", []byte(md))
	require.NoError(t, err)
	var out []gap
	for _, g := range findGaps(newText(s)) {
		if g.rule == rule {
			out = append(out, g)
		}
	}
	return out
}

// oneGap asserts that gs is one gap whose question holds every word of
// want, or no gap when want is empty, and returns the gap (nil for none).
func oneGap(t *testing.T, gs []gap, want []string) *gap {
	t.Helper()
	if len(want) == 0 {
		assert.Empty(t, gs)
		return nil
	}
	require.Len(t, gs, 1)
	for _, w := range want {
		assert.Contains(t, gs[0].question, w)
	}
	return &gs[0]
}

func TestGaps(t *testing.T) {
	for _, tc := range []struct {
		name, rule, md string
		// want are words the question must hold; none: no gap.
		want []string
	}{
		{
			name: "removal with things in it", rule: RuleRemoval,
			md:   "# Warehouse\n\n- F0: Users can define new storage locations.\n- F1: Users can add items to a storage location.\n- F2: Users can move items in a storage location.\n- F3: Users can remove existing storage locations.\n",
			want: []string{"F3", "“remove existing storage locations”", "items", "storage location"},
		},
		{
			name: "removal of a person's records", rule: RuleRemoval,
			md:   "# Shop\n\n- R1: A user can create orders.\n- R2: A user can create wish lists.\n- R3: The admin can delete a user.\n",
			want: []string{"R3", "orders", "user"},
		},
		{
			name: "removal of a person with what they made, in a relative clause", rule: RuleRemoval,
			md:   "# Archive\n\n- R1: The administrator can create a user.\n- R2: Reports are created by editors.\n- R3: A user sees the reports that he has previously written.\n- R4: The administrator can delete a user.\n",
			want: []string{"R4", "report", "user"},
		},
		{
			name: "a relative clause about something else", rule: RuleRemoval,
			md: "# Archive\n\n- R1: The administrator can create a user.\n- R2: Reports are created by editors.\n- R3: A user opens the reports page that shows the menu.\n- R4: The administrator can delete a user.\n",
		},
		{
			name: "removal with its consequence", rule: RuleRemoval,
			md: "# Budget\n\n- R1: Users can add expenses to a category.\n- R2: Users can move expenses in a category.\n- R3: Users can delete a category; its expenses are then moved to Other.\n",
		},
		{
			name: "removal forbidden", rule: RuleRemoval,
			md: "# Records\n\n- R1: Staff add notes to a case.\n- R2: Staff read notes in a case.\n- R3: A case shall never be deleted.\n",
		},
		{
			name: "drag and drop is no removal", rule: RuleRemoval,
			md: "# Planner\n\n- R1: Coaches add drills to a plan.\n- R2: Coaches reorder drills in a plan.\n- R3: Coaches can drag and drop a plan card.\n",
		},
		{
			name: "removal from a view", rule: RuleRemoval,
			md: "# Kitchen\n\n- R1: The chef adds items to an order.\n- R2: The chef sees items of an order.\n- R3: A rejected item is removed from the kitchen display.\n",
		},
		{
			name: "statuses left open", rule: RuleOpenSet,
			md:   "# Repairs\n\n- R1: Each repair job has a status: booked, diagnosed, waiting for parts, etc.\n- R2: Technicians add notes to a repair job.\n",
			want: []string{"R1", "statuses", "moves", "“etc”"},
		},
		{
			name: "categories left open", rule: RuleOpenSet,
			md:   "# Recipes\n\n- R1: Cooks can file a recipe under a recipe category (soups, salads, desserts, and so on).\n",
			want: []string{"recipe category", "categories", "fixed"},
		},
		{
			name: "a closed list of statuses", rule: RuleOpenSet,
			md: "# Repairs\n\n- R1: Each repair job has a status: booked, diagnosed or closed.\n",
		},
		{
			name: "a set noun inside an open list is one of its members", rule: RuleOpenSet,
			md: "# Shelter\n\n- R1: Visitors can search by town, animal type, age, etc.\n",
		},
		{
			name: "statuses with no transitions", rule: RuleStates,
			md:   "# Repairs\n\n- R1: A repair job's status is booked, diagnosed, repaired or returned.\n- R2: Technicians add notes to a repair job.\n",
			want: []string{"R1", "statuses of a job", "“A repair job's status is booked, diagnosed, repaired or returned”", "transitions", "who or what makes each", "cancelled"},
		},
		{
			name: "states named by the sentence's subject", rule: RuleStates,
			md:   "# Club\n\n- R1: A member can be in several states - applicant, active, suspended or lapsed.\n",
			want: []string{"statuses of a member", "cancelled"},
		},
		{
			name: "statuses written in capitals", rule: RuleStates,
			md:   "# Clinic\n\n- R1: The system must hide visits with status `BOOKED`, `ARRIVED` or `SEEN` from other clinics.\n",
			want: []string{"BOOKED", "transitions"},
		},
		{
			name: "statuses with their moves", rule: RuleStates,
			md: "# Repairs\n\n- R1: A repair job's status is booked, diagnosed, repaired or returned.\n- R2: Only a technician can move a job from booked to diagnosed.\n",
		},
		{
			name: "statuses in a state machine", rule: RuleStates,
			md: "# Repairs\n\n- R1: A repair job's status is booked, diagnosed, repaired or returned.\n- R2: Jobs follow the state machine booked → diagnosed → repaired → returned.\n",
		},
		{
			name: "two statuses are no lifecycle", rule: RuleStates,
			md: "# Tasks\n\n- R1: A task's status is open or done.\n",
		},
		{
			name: "an open list is an open-set gap", rule: RuleStates,
			md: "# Repairs\n\n- R1: Each repair job has a status: booked, diagnosed, waiting for parts, etc.\n",
		},
		{
			name: "a status of several words is no list", rule: RuleStates,
			md: "# Repairs\n\n- R1: The status is shown to the customer on the tracking page of the shop, with the date, the price and the technician.\n",
		},
		{
			name: "a mark with no meaning", rule: RuleMarked,
			md:   "# Chores\n\n- R1: A parent can mark a chore as approved.\n- R2: Children see their chores for the week.\n",
			want: []string{"R1", "“approved”", "mark a chore", "undone", "chore reopened"},
		},
		{
			name: "a noun after a preposition is not the thing marked", rule: RuleMarked,
			md:   "# Queue\n\n- R1: The worker moves the job to the DLQ or marks as stalled.\n",
			want: []string{"“stalled”", "mark a record so"},
		},
		{
			name: "a flag set by a participle", rule: RuleMarked,
			md:   "# Register\n\n- R1: The export leaves out entries flagged obsolete.\n",
			want: []string{"“obsolete”", "an entry"},
		},
		{
			name: "the things marked are no state", rule: RuleMarked,
			md: "# Atlas\n\n- R1: The player sees a map of the city with marked locations.\n- R2: A rejection re-drafts the flagged sections only.\n",
		},
		{
			name: "a mark whose meaning is given", rule: RuleMarked,
			md: "# Chores\n\n- R1: A parent can mark a chore as approved.\n- R2: An approved chore means the child's points are added and it can no longer be edited.\n",
		},
		{
			name: "a mark that can be undone", rule: RuleMarked,
			md: "# Todo\n\n- R1: A user can mark a task as done.\n- R2: A done task can be reopened by its owner.\n",
		},
		{
			name: "a mark for a purpose is no state", rule: RuleMarked,
			md: "# Forum\n\n- R1: Moderators can flag a post for review.\n",
		},
		{
			name: "messages marked as read", rule: RuleMarked,
			md: "# Inbox\n\n- R1: Users can mark messages as read.\n",
		},
		{
			name: "a role that edits a shared record", rule: RuleRights,
			md:   "# Club\n\n- R1: Coaches can edit and delete training sessions.\n- R2: Players see the training sessions of their team.\n",
			want: []string{"R1", "“Coaches can edit and delete training sessions”", "a coach edit or delete any session", "only the sessions they created", "(player)"},
		},
		{
			name: "a role allowed to edit", rule: RuleRights,
			md:   "# Kitchen\n\n- R1: The system shall allow waiters to modify kitchen tickets.\n- R2: Chefs mark a ticket as served.\n",
			want: []string{"a waiter modify any kitchen ticket", "only the kitchen tickets", "(chef)"},
		},
		{
			name: "a right over one's own records", rule: RuleRights,
			md: "# Club\n\n- R1: Coaches can edit and delete the training sessions they created.\n- R2: Players see the training sessions of their team.\n",
		},
		{
			name: "records whose owner the text names", rule: RuleRights,
			md: "# Club\n\n- R1: Coaches can edit training sessions.\n- R2: A training session's creator is shown to players.\n",
		},
		{
			name: "one's own profile", rule: RuleRights,
			md: "# Club\n\n- R1: Players can update the email address in their profile.\n- R2: Coaches see the players of their team.\n",
		},
		{
			name: "a noun after a possessive is no granted verb", rule: RuleRights,
			md: "# Rooms\n\n- R1: As a member, I want to choose whether my edit applies to one occurrence or all of them.\n- R2: Coaches see the bookings of their team.\n",
		},
		{
			name: "administrators edit by their office", rule: RuleRights,
			md: "# Club\n\n- R1: Administrators can delete training sessions.\n- R2: Players see the training sessions of their team.\n",
		},
		{
			name: "a single role", rule: RuleRights,
			md: "# Notes\n\n- R1: Students can edit and delete notes.\n- R2: Notes are listed by date.\n",
		},
		{
			name: "a lock with no end", rule: RuleLock,
			md:   "# Portal\n\n- R1: Members log in with a password.\n- R2: After five failed login attempts the member's account is locked.\n",
			want: []string{"R2", "how long", "unlock", "account is locked"},
		},
		{
			name: "a lock with its length", rule: RuleLock,
			md: "# Portal\n\n- R1: After five failed login attempts the account is locked for 20 minutes.\n",
		},
		{
			name: "a lock an administrator lifts", rule: RuleLock,
			md: "# Portal\n\n- R1: After five failed login attempts the account is locked.\n- R2: An administrator can unlock an account.\n",
		},
		{
			name: "a lock to avoid is none the system imposes", rule: RuleLock,
			md: "# Sync\n\n- R1: The client shall pace its calls to avoid suspension of the account at the provider.\n",
		},
		{
			name: "a lock screen is no lock of an account", rule: RuleLock,
			md: "# Quiz\n\n- R1: A member answers from the lock screen after too many login attempts.\n",
		},
		{
			name: "a blocked transfer is no lock of an account", rule: RuleLock,
			md: "# Share\n\n- R1: If a user attempts to send a file over the size cap, the app blocks the transfer.\n",
		},
		{
			name: "a verb that locks an account", rule: RuleLock,
			md:   "# Portal\n\n- R1: After five failed login attempts the system shall lock the member account.\n",
			want: []string{"R1", "how long", "lock the member account"},
		},
		{
			name: "a user blocking another is no lock", rule: RuleLock,
			md: "# Chat\n\n- R1: A user can block other users from messaging them.\n",
		},
		{
			name: "a limit with no value", rule: RuleLimit,
			md:   "# Tools\n\n- R1: A member may not rent more tools once they reach the rental limit.\n",
			want: []string{"R1", "rental limit", "no value", "exactly the limit"},
		},
		{
			name: "a limit with its value", rule: RuleLimit,
			md: "# Tools\n\n- R1: A member may rent at most three tools; the rental limit is checked at checkout.\n",
		},
		{
			name: "a limit verb is no bound", rule: RuleLimit,
			md: "# Tools\n\n- R1: The system shall limit access to the tool register to staff.\n",
		},
		{
			name: "an outside limit the system keeps within", rule: RuleLimit,
			md: "# Sync\n\n- R1: The client shall stay within the rate limits of the mapping service.\n",
		},
		{
			name: "attempts that run out", rule: RuleExhausted,
			md:   "# Broker\n\n- R1: The system reconnects automatically with exponential backoff (max 5 attempts).\n",
			want: []string{"max 5 attempts", "last failure"},
		},
		{
			name: "attempts with their end", rule: RuleExhausted,
			md: "# Tool\n\n- R1: The tool permits three attempts at authentication before locking the account.\n",
		},
		{
			name: "a verb, not a count", rule: RuleExhausted,
			md: "# Tool\n\n- R1: 4 The user attempts to archive a value.\n",
		},
		{
			name: "a daily limit", rule: RuleCycle,
			md:   "# Trading\n\n- R1: The daily loss limit is enforced across all trades.\n",
			want: []string{"“daily loss limit”", "by the day", "time zone"},
		},
		{
			name: "a monthly amount", rule: RuleCycle,
			md:   "# Budget\n\n- R1: Users can create recurring monthly expenses with amounts.\n",
			want: []string{"“recurring monthly expenses”", "calendar month"},
		},
		{
			name: "a period placed in a time zone", rule: RuleCycle,
			md: "# Trading\n\n- R1: The daily loss limit resets at midnight UTC.\n",
		},
		{
			name: "a period ruled out", rule: RuleCycle,
			md: "# Budget\n\n- R1: There is no support for weekly or annual recurring expenses.\n",
		},
		{
			name: "definitions read from files", rule: RuleReload,
			md:   "# Bot\n\n- R1: The system shall load trade plans from YAML files.\n",
			want: []string{"“The system shall load trade plans from YAML files”", "trade plan", "reloaded"},
		},
		{
			name: "reloading stated", rule: RuleReload,
			md: "# Bot\n\n- R1: The system shall load trade plans from YAML files.\n- R2: Changed plans take effect at the next start.\n",
		},
		{
			name: "login asks for what sign-up never collects", rule: RuleCollected,
			md:   "# Food\n\n## Login\n\n1. The user enters an email.\n2. The user enters a password.\n3. The user presses the login button.\n\n## Sign up\n\n1. The client enters a name.\n2. The client enters a phone number.\n3. The client enters a password.\n",
			want: []string{"email address", "phone number", "log in"},
		},
		{
			name: "sign-up collects the login identifier", rule: RuleCollected,
			md: "# Food\n\n## Login\n\n1. The user enters an email.\n2. The user enters a password.\n\n## Sign up\n\n1. The client enters an email.\n2. The client enters a password.\n",
		},
		{
			name: "stories told by a role never granted", rule: RuleRoles,
			md:   "# Drills\n\n- US-1: As a coach, I want to browse drills so that I can plan.\n- US-2: As a coach, I want to create drills so that I can reuse them.\n- R1: Team owners and admins shall be able to create, edit and delete custom drills.\n",
			want: []string{"coach", "US-1", "roles", "permissions"},
		},
		{
			name: "stories told by a granted role", rule: RuleRoles,
			md: "# Drills\n\n- US-1: As a coach, I want to browse drills so that I can plan.\n- US-2: As a coach, I want to create drills so that I can reuse them.\n- R1: Coaches and admins shall be able to create custom drills.\n",
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			gs := gapsIn(t, tc.md, tc.rule)
			if len(tc.want) == 0 {
				assert.Empty(t, gs)
				return
			}
			require.NotEmpty(t, gs)
			for _, w := range tc.want {
				assert.Contains(t, gs[0].question, w)
			}
			assert.True(t, strings.HasSuffix(gs[0].question, "?"), gs[0].question)
			assert.Len(t, gs[0].options, 3)
		})
	}
}

// TestOpenQuestionAnswered: a question the document asks itself is asked
// back only when nothing in the document answers it.
func TestOpenQuestionAnswered(t *testing.T) {
	for _, tc := range []struct {
		name, md string
		open     bool
	}{
		{"answered on its line", "# S\n\n## Edge cases\n\n- What if two receptionists book the same slot? Booking is atomic and the second one is rejected.\n", false},
		{"answered by a requirement", "# S\n\n## Edge cases\n\n- What happens when the checking account balance is negative?\n\n## Requirements\n\n- FR-1: The system must allow a negative checking account balance.\n", false},
		{"answered in its own bracket", "# S\n\n## Edge cases\n\n- What happens when a member adds a bike without a frame size (frame size should be optional)?\n", false},
		{"a required field named in its bracket", "# S\n\n## Edge cases\n\n- What happens when a member adds a bike without a name (required field)?\n", false},
		{"a bracket that answers nothing", "# S\n\n## Edge cases\n\n- What happens when a member adds a bike (a tandem) that is already listed?\n", true},
		{"a bracket that asks its options", "# S\n\n## Edge cases\n\n- What happens to a bike left after the season ends (should it be archived or deleted)?\n", true},
		{"a bracket that offers choices", "# S\n\n## Edge cases\n\n- What happens to a bike left after the season ends (archived, or kept as required)?\n", true},
		{"a bracket that asks in its turn", "# S\n\n## Edge cases\n\n- What happens when a member adds a bike without a name (is a name required?)\n", true},
		{"left open", "# S\n\n## Edge cases\n\n- What happens when a recurring expense is changed after the month has started?\n\n## Requirements\n\n- FR-1: Users can create recurring expenses.\n", true},
		{"a point listed as open", "# S\n\n## Requirements\n\n- FR-1: The kiosk prints a ticket for each visitor.\n\n## Open points / to decide\n\n- [ ] Paper width of the ticket printer at the entrance\n", true},
		{"a numbered open point", "# S\n\n## Requirements\n\n- FR-1: The kiosk prints a ticket for each visitor.\n\n## Unresolved\n\n1. Languages offered on the kiosk screen at launch\n", true},
		{"a point ticked as decided", "# S\n\n## Requirements\n\n- FR-1: The kiosk prints a ticket for each visitor.\n\n## Open points / to decide\n\n- [x] Paper width of the ticket printer: 80 mm\n", false},
		{"a short note", "# S\n\n## Requirements\n\n- FR-1: The kiosk prints a ticket for each visitor.\n\n## Open questions\n\n- Printer width\n", false},
		{"a list under another heading", "# S\n\n## Requirements\n\n- FR-1: The kiosk prints a ticket for each visitor.\n\n## Hardware\n\n- Paper width of the ticket printer at the entrance\n", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s, err := spec.Parse("spec.md", []byte(tc.md))
			require.NoError(t, err)
			got := openQuestions(s, newText(s))
			assert.Equal(t, tc.open, len(got) > 0, "%v", got)
			for _, x := range got {
				assert.Equal(t, x.Excerpt, s.Content[x.Offset:x.Offset+len(x.Excerpt)])
			}
		})
	}
}

// FuzzGaps: no text makes the gap finders or the whole analyzer panic.
func FuzzGaps(f *testing.F) {
	f.Add("# S\n\n- R1: The admin can delete a user.\n- R2: A user can create orders.\n")
	f.Add("- As a coach, I want x so that y\n- Coaches shall be able to\n")
	f.Add("## Login\n1. enter email\n## Sign up\n1. enter name\n")
	f.Add("- daily (max 5 attempts\n- load x from yaml\n- What if? ok ok ok\n")
	f.Add("- status: a, b or\n- state `X`, `Y`, from a to\n")
	f.Add("- mark as\n- flagged\n- mark a b c d e as\n")
	f.Add("## Open questions\n- [ ]\n1.\n- [x] a b c d\n-  [ ] a b c d\n")
	a, err := New(nil)
	require.NoError(f, err)
	f.Fuzz(func(t *testing.T, md string) {
		s, err := spec.Parse("spec.md", []byte(md))
		if err != nil {
			return
		}
		ambs, err := a.Analyze(t.Context(), s)
		require.NoError(t, err)
		_, err = a.Questions(t.Context(), s, ambs)
		require.NoError(t, err)
	})
}
