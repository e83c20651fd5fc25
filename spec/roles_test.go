package spec

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestProjectListsNotRequirements(t *testing.T) {
	runShapes(t, []shapeCase{
		{"a list of open decisions: the project's actions, not the system's", "o.md", lines(
			"# Kayak club", "",
			"## 3. Lending", "",
			"- The system shall record each loan.", "",
			"## 8. Open decisions", "",
			"- Confirm the insurer's terms before the season opens.",
			"- Select the payment provider.", "",
			"## 9. Pending items", "",
			"- Agree the opening hours with the council.",
		), []got{
			{"R-001", "functional", "The system shall record each loan."},
		}},
		{"a backlog's list of what the team is not doing", "n.md", lines(
			"# Backlog", "",
			"## Now", "",
			"- The site shall show each paddler's loans.", "",
			"## Not doing", "",
			"- Paid accounts: a club site for friends.",
			"- Running our own booking system: the council's does that.", "",
			"## Won't do", "",
			"- A mobile app.",
		), []got{
			{"R-001", "functional", "The site shall show each paddler's loans."},
		}},
		{"a legend of a backlog's effort sizes", "k.md", lines(
			"# Backlog", "",
			"## Effort key", "",
			"S = an afternoon, M = a session, L = several sessions.", "",
			"## Now", "",
			"- The site shall show each paddler's loans.",
		), []got{
			{"R-001", "functional", "The site shall show each paddler's loans."},
		}},
	})
}

func TestProjectPhasesNotRequirements(t *testing.T) {
	runShapes(t, []shapeCase{
		{"a phase of the project's plan: its goal, its gate and what it delivers are the project's", "p.md", lines(
			"# Kayak club", "",
			"## 2. Lending", "",
			"- The system shall record each loan.", "",
			"## 9. Delivery", "",
			"### Phase 0 — Prototype (pre-alpha)", "",
			"**Goal:** Show the loan screen to the committee.", "",
			"**Gate:** The committee signs the prototype off.", "",
			"### Phase 1: Core lending (weeks 1-4)", "",
			"- Loans and returns",
			"- Damage reports",
		), []got{
			{"R-001", "functional", "The system shall record each loan."},
		}},
		{"a phase's requirements stay requirements", "r.md", lines(
			"# Kayak club", "",
			"## Phase 1 Requirements", "",
			"- The system shall record each loan.",
		), []got{
			{"R-001", "functional", "The system shall record each loan."},
		}},
	})
}

func TestOpenItemsTitleOverTheSystemsBehaviour(t *testing.T) {
	runShapes(t, []shapeCase{
		{"a product's section of pending items that states what the system does is read", "p.md", lines(
			"# Expense claims", "",
			"## Submitting", "",
			"- The system shall let an employee submit a claim.", "",
			"## Pending items", "",
			"The approver sees every pending item in a queue, oldest first.", "",
			"The approver opens a pending item to see its receipts.", "",
			"The system reminds the approver of an item pending for two days.",
		), []got{
			{"R-001", "functional", "The system shall let an employee submit a claim."},
			{"R-002", "functional", "The approver sees every pending item in a queue, oldest first."},
			{"R-003", "functional", "The approver opens a pending item to see its receipts."},
			{"R-004", "functional", "The system reminds the approver of an item pending for two days."},
		}},
		{"the project's remaining open items, named and not stated, are notes", "o.md", lines(
			"# Kayak club", "",
			"## 3. Lending", "",
			"- The system shall record each loan.", "",
			"## 8. Remaining open items", "",
			"1. Insurance terms for guest paddlers.",
			"2. Opening hours in the winter season.",
			"3. Whether the council's booking data may be reused.",
		), []got{
			{"R-001", "functional", "The system shall record each loan."},
		}},
	})
}

func TestExcludesTitleWholeWords(t *testing.T) {
	for _, c := range []struct {
		title string
		want  bool
	}{
		{"won't do", true},
		{"what we won't do", true},
		{"won't do (this release)", true},
		{"not doing", true},
		{"out of scope", true},
		{"features out of scope", true},
		{"reminders that won't double-send", false},
		{"files we won't download twice", false},
		{"a wont doubled", false},
		{"knot doing", false},
	} {
		assert.Equal(t, c.want, excludesTitle(c.title), c.title)
	}
}

// The second review's findings (reader generation 110's section rules and
// the merge of its cut stories with the first mends), as short texts.
func TestPhasesAndCutsKeepTheProductsSections(t *testing.T) {
	runShapes(t, []shapeCase{
		{"a phase whose items state what the product does is the product's", "p.md", lines(
			"# Photo app", "",
			"## Phase 1: Sharing", "",
			"- Users can share an album with a link.",
			"- Shared links expire after 7 days.", "",
			"## Gallery", "",
			"- The gallery shows photos by date.",
		), []got{
			{"R-001", "functional", "Users can share an album with a link."},
			{"R-002", "functional", "Shared links expire after 7 days."},
			{"R-003", "functional", "The gallery shows photos by date."},
		}},
		{"a product's rejected items are no scope cut", "m.md", lines(
			"# Moderation queue", "",
			"## Rejected items", "",
			"- Rejected items are listed with their reason.",
			"- Submitters get an e-mail when an item is rejected.", "",
			"## Queue", "",
			"- The queue shows items oldest first.",
		), []got{
			{"R-001", "functional", "Rejected items are listed with their reason."},
			{"R-002", "functional", "Submitters get an e-mail when an item is rejected."},
			{"R-003", "functional", "The queue shows items oldest first."},
		}},
		{"a cut table's own row numbers cut nothing else", "n.md", lines(
			"# Dates", "",
			"## Backlog", "",
			"| # | Story |",
			"| --- | --- |",
			"| 1 | As a user, I want to save a date idea so that I remember it. |",
			"| 2 | As a user, I want to invite my partner so that we plan together. |",
			"| 3 | As a user, I want to rate a date so that we learn what we like. |", "",
			"## Cut stories", "",
			"| # | Story | Why |",
			"| --- | --- | --- |",
			"| 1 | Share dates on social media | No time |",
			"| 2 | Import calendar | Needs OAuth |",
		), []got{
			{"1", "functional", "As a user, I want to save a date idea so that I remember it."},
			{"2", "functional", "As a user, I want to invite my partner so that we plan together."},
			{"3", "functional", "As a user, I want to rate a date so that we learn what we like."},
		}},
		{"a cut row before any requirement holds its ID cuts nothing after it", "c.md", lines(
			"# Dates", "",
			"## Cut stories", "",
			"| ID | Story | Why |",
			"| --- | --- | --- |",
			"| US-2 | Import calendar | Needs OAuth |", "",
			"## Backlog", "",
			"- US-1: As a user, I want to save a date idea so that I remember it.",
			"- US-2: As a user, I want to import my calendar so that I see busy days.",
			"- US-3: As a user, I want to rate a date so that we learn what we like.",
		), []got{
			{"US-1", "functional", "As a user, I want to save a date idea so that I remember it."},
			{"US-2", "functional", "As a user, I want to import my calendar so that I see busy days."},
			{"US-3", "functional", "As a user, I want to rate a date so that we learn what we like."},
		}},
	})
}

// normTitleRef is normTitle as strings.ToLower reads every title: lower
// case first, then the ends trimmed. normTitle lower-cases a short ASCII
// title itself, after the trimming, so that its lower case may stay on the
// caller's stack.
func normTitleRef(title string) string {
	t := stripNum(strings.TrimLeftFunc(normSpace(title), notWordStart))
	if i := strings.Index(t, "("); i > 0 {
		t = t[:i]
	}
	if containsAnyOf(t, "\"", "“”") {
		t = quotes.Replace(t)
	}
	if containsAnyOf(t, "", "\u2011\u2010") {
		t = hyphens.Replace(t)
	}
	t = strings.ToLower(strings.Trim(t, " *_#:.-–—\t"))
	t = strings.TrimSuffix(t, " *")
	return strings.TrimSpace(strings.Trim(t, "*_ "))
}

// TestNormTitleIsNormTitleRef: normTitle reads every title as
// strings.ToLower does, on hand-written titles (capitals, the ends'
// marks, a remark, quotes, hyphens, letters beyond ASCII that fold to
// ASCII ones — "ſ", the Kelvin sign, "İ" —, invalid UTF-8, titles about
// the 32 bytes normTitle lowers itself), on random strings of the
// characters it tells apart, and on every line, paragraph and label of the
// benchmark spec, the package's test data and, with CLARIGRAPH_CORPUS, the
// tuning documents.
func TestNormTitleIsNormTitleRef(t *testing.T) {
	hand := []string{
		"", " ", "FR-0-0", "fr-0-0", "Area 3", "## 2 Area 1", "3.1.2 Functional Requirements", "**Context**",
		"Requirements *(mandatory)*", `Activities which are "In Scope"`, "“Quoted” Title", "In\u2011Scope", "Non\u2010Functional",
		"User Story 12 - Export (Priority: P1)", "🎯 Mission Objective", "✅ Success Criteria", "_Notes_ *", "Notes *", "**Notes:**  ",
		"Misſion", "ſ", "\u212aelvin", "\u212a", "İstanbul", "İ", "ÉCOLE", "Straße", "\xffBAD\xfe", "Bad\xff", "Bad\x80Byte",
		"ABCDEFGHIJKLMNOPQRSTUVWXYZABCDEF", "ABCDEFGHIJKLMNOPQRSTUVWXYZABCDEFG", "abcdefghijklmnopqrstuvwxyzabcdefg",
		"A Title Of Exactly Thirty-Two By", "A Title Of Exactly Thirty-Two By.", "  ** A Title Of Thirty-Three Bytes ** ",
		"Title\u00a0With No-Break", "Soft\u00adHyphen", "Tab\tTitle:", "–— Dashes —–", "Chapter 4: Scope", "Appendix B: Mockups",
	}
	texts, corpus := perfTexts(t)
	if !corpus {
		t.Log("CLARIGRAPH_CORPUS not set: the tuning documents' lines are not read, only the hand-written titles and the package's test data")
	}
	check := func(s string) {
		t.Helper()
		if got, want := normTitle(s), normTitleRef(s); got != want {
			t.Fatalf("normTitle(%q) = %q, strings.ToLower's reading %q", s, got, want)
		}
	}
	for _, s := range append(hand, texts...) {
		check(s)
		if label, _, ok := labelled(s); ok {
			check(label)
		}
		if i := strings.IndexAny(s, ":\n"); i > 0 {
			check(s[:i])
		}
	}
	alphabet := []string{"a", "Z", "q", "M", "1", "2", ".", " ", "\t", "*", "_", "#", ":", "-", "–", "(", "\"", "“", "\u2011",
		"ſ", "\u212a", "İ", "É", "\u00a0", "\u00ad", "\xff", "\x80", "🎯"}
	rng := rand.New(rand.NewPCG(25, 6))
	for range 200_000 {
		var b strings.Builder
		for n := rng.IntN(40); n > 0; n-- {
			b.WriteString(alphabet[rng.IntN(len(alphabet))])
		}
		check(b.String())
	}
}

// TestNormTitleOnTheStack: a short ASCII title's lower case, only looked
// up, is not allocated (normTitle is inlined; roleOfTitle and the
// vocabularies do not keep it).
func TestNormTitleOnTheStack(t *testing.T) {
	for _, c := range []struct {
		name string
		f    func() bool
	}{
		{"roleOf", func() bool { return roleOf("FR-0-0") == roleNone && roleOf("Functional Requirements") == roleReq }},
		{"explainingField", func() bool {
			return !explainingField("FR-0-0: The system shall export.", func() bool { return true }) &&
				explainingField("Rationale: Staff asked for it.", func() bool { return false })
		}},
		{"useCaseField", func() bool { return useCaseField("Actors") == "actors" && useCaseField("Area 3") == "" }},
		{"tableField", func() bool { return tableField("Actors") == "actors" && tableField("Performance") == "" }},
		{"summaryTitle", func() bool { return !summaryTitle("User Story 3 - Export") }},
	} {
		ok := false
		n := testing.AllocsPerRun(100, func() { ok = c.f() })
		require.True(t, ok, c.name)
		require.Zero(t, n, "%s allocates", c.name)
	}
}

// TestLastFieldIsFieldsLast: processTitle's last word, read without
// strings.Fields' list, and aboutDocument's words of a prompt's title.
func TestLastFieldIsFieldsLast(t *testing.T) {
	aboutRef := func(t string) bool {
		if strings.Contains(t, "checklist") && checklistHead(t) {
			return true
		}
		if rest, ok := strings.CutSuffix(t, " prompt"); ok {
			for _, w := range strings.Fields(rest) {
				if promptWords[w] {
					return true
				}
			}
		}
		return false
	}
	hand := []string{"", " ", "release", "release ", " release", "change management", "a\u00a0b", "a\u3000b", "a\u0085b", "a\xffb c\xff",
		"ux expert prompt", "ux\u00a0expert prompt", "  architect   prompt", "prompt", " prompt", "review checklist", "checklist editor"}
	texts, _ := perfTexts(t)
	alphabet := []string{"a", "b", " ", "\t", "\u00a0", "\u3000", "\u0085", "\xff", "ux", "qa", "expert", " prompt", "checklist", "/"}
	rng := rand.New(rand.NewPCG(25, 7))
	var random []string
	for range 50_000 {
		var b strings.Builder
		for n := rng.IntN(8); n > 0; n-- {
			b.WriteString(alphabet[rng.IntN(len(alphabet))])
		}
		random = append(random, b.String())
	}
	for _, s := range slices.Concat(hand, texts, random) {
		w := strings.Fields(s)
		want := ""
		if len(w) > 0 {
			want = w[len(w)-1]
		}
		require.Equal(t, want, lastField(s), "last field of %q", s)
		low := strings.ToLower(s)
		require.Equal(t, aboutRef(low), aboutDocument(low), "aboutDocument(%q)", low)
	}
}
