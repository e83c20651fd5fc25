package decisions

import (
	"fmt"
	"regexp"
	"strings"
	"unicode"

	"github.com/clarigraph/clarigraph/fcs"
	"github.com/clarigraph/clarigraph/nodes/clarification/lang"
)

// RuleOpenQuestion is the Rule of a finding for a question the
// specification asks itself ("What happens when a provider becomes
// unavailable?" in a list of edge cases): the authors say the point is
// open.
const RuleOpenQuestion = "open_question"

// interrogatives start a sentence that asks something.
var interrogatives = set("what which how when who whom whose where why should shall can could is are does do did will would must may")

// openQuestions finds the questions a specification asks itself: the
// sentences of its requirements — and, in Markdown and text
// specifications, of its paragraphs outside them — that start with an
// interrogative word and end with a question mark — and the points it
// lists as open (openItems). Each is a finding of type
// underspecified_feature, its excerpt the question or point as written.
func openQuestions(spec *fcs.Specification, tx *text) []fcs.Ambiguity {
	items := openItems(spec.Content)
	if !strings.Contains(spec.Content, "?") && len(items) == 0 {
		return nil
	}
	var out []fcs.Ambiguity
	seen := map[int]bool{}
	var ans *answers
	add := func(loc, text string, base int) {
		for _, q := range questionSentences(text) {
			off := -1
			if base >= 0 {
				off = base + q[0]
				if seen[off] {
					continue
				}
				seen[off] = true
			}
			excerpt := text[q[0]:q[1]]
			if answeredOnItsLine(text, q[1]) || answeredInBrackets(excerpt) {
				continue
			}
			if ans == nil {
				ans = newAnswers(tx)
			}
			if ans.answered(excerpt, loc) {
				continue
			}
			out = append(out, fcs.Ambiguity{
				Type: fcs.UnderspecifiedFeature, Location: loc, Excerpt: excerpt, Offset: off,
				Description: "The specification asks this itself and does not answer it.",
				Severity:    fcs.Important, Rule: RuleOpenQuestion,
			})
		}
	}
	type span struct{ from, to int }
	var covered []span
	for _, r := range spec.Requirements {
		base := -1
		if r.Offset >= 0 && r.Offset+len(r.Text) <= len(spec.Content) && spec.Content[r.Offset:r.Offset+len(r.Text)] == r.Text {
			base = r.Offset
			covered = append(covered, span{r.Offset, r.Offset + len(r.Text)})
		}
		add(r.ID, r.Text, base)
	}
	if spec.Format == fcs.FormatYAML || spec.Format == fcs.FormatJSON {
		return out
	}
	for _, it := range items {
		if seen[it[0]] {
			continue
		}
		seen[it[0]] = true
		loc := ""
		for _, r := range spec.Requirements {
			if r.Offset >= 0 && r.Offset <= it[0] && it[1] <= r.Offset+len(r.Text) {
				loc = r.ID
				break
			}
		}
		excerpt := spec.Content[it[0]:it[1]]
		if ans == nil {
			ans = newAnswers(tx)
		}
		if ans.answered(excerpt, loc) {
			continue
		}
		out = append(out, fcs.Ambiguity{
			Type: fcs.UnderspecifiedFeature, Location: loc, Excerpt: excerpt, Offset: it[0],
			Description: "The specification lists this as open and does not settle it.",
			Severity:    fcs.Important, Rule: RuleOpenQuestion,
		})
	}
	// Lines outside the requirements.
	for start := 0; start < len(spec.Content); {
		end := strings.IndexByte(spec.Content[start:], '\n')
		if end < 0 {
			end = len(spec.Content)
		} else {
			end += start
		}
		inside := false
		for _, c := range covered {
			if start < c.to && end > c.from {
				inside = true
				break
			}
		}
		if !inside && strings.Contains(spec.Content[start:end], "?") {
			add("", spec.Content[start:end], start)
		}
		start = end + 1
	}
	return out
}

// inputCases are the words of an edge case of the input itself — a
// value malformed, oversized or unusual in form ("What if a name holds
// special characters?", "… a photo that is too large?", "… a field left
// incomplete?") — which every builder settles alike by validating it.
// A question the specification asks itself about one is recorded as an
// assumption, not asked (Score): on the tuning part, none of these
// questions covered a decision either reviewer raised.
var inputCases = regexp.MustCompile(`(?i)\b(?:non-?numeric|special characters?|too (?:large|long|big)|(?:extremely|very) (?:large|long|big)|unsupported (?:file )?formats?|malformed|incomplete)\b`)

// asksInputCase reports whether a question the specification asks
// itself is about an edge case of the input (inputCases).
func asksInputCase(question string) bool {
	return inputCases.MatchString(question)
}

// failureCases are the words of a question about something going wrong —
// a service unavailable, an operation failing or timing out, a value not
// found, missing or invalid, a connection slow or dropped, a limit
// exhausted, something that cannot be done, a person without the right
// to do it, an edge case of the input (inputCases) ("What happens when
// the provider is unavailable?", "What if no listings are found?",
// "… without being authenticated?", "… a disconnection mid-transfer?")
// — the only questions. The broad words hold only where they say the
// system or an operation went wrong (review of text generation 27):
// "down" after a form of "be" or "go" (not "drop-down", "down
// payment", "a bike breaks down"), "slow" of a thing that responds or a
// state ("slow network", "is too slow"; not "slow-moving stock"),
// "partial" of a transfer or result ("partial upload"; not "partial
// refunds"), "cannot" and "unable to" before a passive or a verb of an
// operation ("cannot be reached", "unable to connect"; not "cannot
// agree", "unable to attend").
// the generic options of a question the specification asks itself
// answer: "Fail safely and report" and "Handle it automatically" name a
// behaviour for a failure. For any other question ("How should prices be
// validated?", "How are agreements across the legal boundary handled?",
// "Should we build our own engine?") they decide nothing (Option.Defers).
var failureCases = regexp.MustCompile(`(?i)\b(?:unavailable|not available|unreachable|(?:is|are|was|were|be|being|goes|go|went|gone) down|offline|fails?|failed|failing|failures?|errors?|times? out|timed out|timeouts?|not found|no (?:\w+ ){1,3}(?:is|are|was|were) (?:found|configured|assigned|set)|no (?:\w+ ){1,3}exists?|disconnect(?:s|ed|ions?)?|(?:is|are|be|becomes?|gets?|runs?|too) slow|slow (?:network|networks|connection|connections|response|responses|server|servers|api|apis|provider|providers|loading|load|loads|internet|link|links)|partial(?:ly)? (?:failures?|loads?|loaded|uploads?|uploaded|downloads?|writes?|saves?|saved|content|imports?|imported|syncs?|transfers?|outages?|results?)|exhaust(?:ed|ion)?|rate limits?|(?:cannot|can't|unable to) (?:be \w+ed|be \w+en|connect|reach|load|access|log in|sign in|open|save|send|sync|upload|download|process|complete|authenticate|retrieve|fetch|read|parse|start)|expired|unauthori[sz]ed|without (?:being )?(?:authenticated|signed in|logged in)|without (?:the )?(?:appropriate|required|right|necessary) (?:roles?|permissions?|rights?)|belongs? to another|invalid|malformed|corrupt(?:ed)?|missing|lost|crash(?:es|ed)?|interrupted|rejected|declined|incomplete|unsupported|non-?numeric|too (?:large|long|big)|exceeds?|exceeded)\b`)

// asksFailure reports whether a question the specification asks itself
// is about something going wrong (failureCases).
func asksFailure(question string) bool {
	return failureCases.MatchString(question) || asksInputCase(question)
}

// openHeadings are the words of a Markdown heading over the points its
// authors say are still open: "Open questions", "Open issues / To
// decide", "To be determined", "Unresolved", "Pending decisions".
var openHeadings = []string{"open question", "open issue", "open point", "open item", "to decide", "to be decided", "to be determined", "undecided", "unresolved", "pending decision", "decisions needed", "questions to resolve"}

// openMarkers are the words by which an item says it is still open.
var openMarkers = regexp.MustCompile(`(?i)\b(?:tbd|tbc|tba|unclear|unknown|undecided|unresolved|(?:still|remains?|left) open|pending|not (?:yet )?(?:decided|known|clear|confirmed|settled)|to be (?:decided|determined|confirmed|defined|agreed|clarified|discussed)|needs? (?:to be )?(?:decided|confirmed|clarified|discussed|a decision)|whether)\b`)

// minOpenItemWords is the shortest open point, in words, taken as a
// decision ("Zones" alone is a note, not a point).
const minOpenItemWords = 4

// openItems returns the byte spans of the list items under a Markdown
// heading that names open points (openHeadings), up to the next heading:
// each item's text without its list mark or unticked box. A ticked item
// ("- [x] …") is settled; an item ending in "?" is a question the
// specification asks, found as such.
//
// Under a heading that names assumptions beside open points
// ("Assumptions & Open Issues") an item is open only where it says so
// (openMarkers: "TBD", "unclear", "to be confirmed", "whether …"): the
// rest state what is assumed ("Exports: done by the nightly job"),
// a decision made, not one to ask (issue 27, trial 4 D2).
func openItems(content string) [][2]int {
	var out [][2]int
	in, stated := false, false
	for start := 0; start < len(content); {
		end := strings.IndexByte(content[start:], '\n')
		if end < 0 {
			end = len(content)
		} else {
			end += start
		}
		line := content[start:end]
		trimmed := strings.TrimSpace(line)
		if strings.HasPrefix(trimmed, "#") {
			h := strings.ToLower(trimmed)
			in = false
			for _, w := range openHeadings {
				if strings.Contains(h, w) {
					in = true
					break
				}
			}
			stated = in && strings.Contains(h, "assum")
		} else if in {
			if from, ok := listItemText(line); ok {
				item := strings.TrimRight(line[from:], " \t\r")
				if !strings.HasSuffix(item, "?") && len(strings.Fields(item)) >= minOpenItemWords && (!stated || openMarkers.MatchString(item)) {
					out = append(out, [2]int{start + from, start + from + len(item)})
				}
			}
		}
		start = end + 1
	}
	return out
}

// listItemText returns where the text of a Markdown list item begins,
// past its mark ("- ", "* ", "1. ") and an unticked box ("[ ] "); an item
// with a ticked box, or a line that is no list item, gives false.
func listItemText(line string) (int, bool) {
	i := 0
	for i < len(line) && (line[i] == ' ' || line[i] == '\t') {
		i++
	}
	switch {
	case i < len(line) && (line[i] == '-' || line[i] == '*' || line[i] == '+'):
		i++
	default:
		j := i
		for j < len(line) && line[j] >= '0' && line[j] <= '9' {
			j++
		}
		if j == i || j >= len(line) || line[j] != '.' && line[j] != ')' {
			return 0, false
		}
		i = j + 1
	}
	if i >= len(line) || line[i] != ' ' {
		return 0, false
	}
	for i < len(line) && line[i] == ' ' {
		i++
	}
	if strings.HasPrefix(line[i:], "[ ]") {
		i += 3
	} else if strings.HasPrefix(strings.ToLower(line[i:]), "[x]") {
		return 0, false
	}
	for i < len(line) && line[i] == ' ' {
		i++
	}
	return i, i < len(line)
}

// minQuestionWords is the shortest question, in words, taken as an open
// point ("Is this a heading?" is not one).
const minQuestionWords = 6

// questionSentences returns the byte spans of the sentences of text that
// start with an interrogative word, end with "?" and have at least
// minQuestionWords words, list markers and quotes left out.
func questionSentences(text string) [][2]int {
	var out [][2]int
	start := 0
	for i := 0; i < len(text); i++ {
		c := text[i]
		if c != '.' && c != '!' && c != '?' && c != '\n' {
			continue
		}
		if c == '?' {
			from := start
			for from < i && !unicode.IsLetter(rune(text[from])) {
				from++
			}
			first := from
			for first < i && (unicode.IsLetter(rune(text[first])) || text[first] == '\'') {
				first++
			}
			if w := strings.ToLower(text[from:first]); interrogatives[w] && first-from > 1 && len(strings.Fields(text[from:i])) >= minQuestionWords {
				out = append(out, [2]int{from, i + 1})
			}
		}
		start = i + 1
	}
	return out
}

// openQuestionQuestion asks the specification's own question.
func openQuestionQuestion(docs *specDocs, x fcs.Ambiguity) fcs.Question {
	where := "the specification"
	reqs := []string{}
	if x.Location != "" {
		where, reqs = x.Location, []string{x.Location}
	}
	ids := []string{x.ID}
	// own is the question built of the excerpt: every kind below differs
	// only in its topic, context, options and default.
	own := func(topic, context string, opts []fcs.Option, rec string) fcs.Question {
		return fcs.Question{
			ID:             fcs.QuestionID(ids),
			AmbiguityIDs:   ids,
			RequirementIDs: reqs,
			Topic:          topic,
			Context:        context,
			Question:       ownQuestion(x.Excerpt),
			Options:        opts,
			Kind:           fcs.Single,
			Complexity:     fcs.High,
			Recommended:    rec,
			Confidence:     40,
		}
	}
	if alts := ownAlternatives(x.Excerpt); len(alts) > 1 {
		opts, rec := alternativesOptions(alts)
		return own("a choice the specification leaves open between its own alternatives", fmt.Sprintf("%s names the alternatives itself and does not choose.", where), opts, rec)
	}
	if !strings.HasSuffix(strings.TrimSpace(x.Excerpt), "?") {
		// Every option but "Later release" defers, and that one drops
		// what the text lists as open: the deferring one stands, and an
		// answer choosing it leaves the question open.
		opts := []fcs.Option{
			{Label: "Decide now and state it", Description: "The authors settle the point and write the answer into the requirements before it is built.",
				Implications: "What is built and tested is known; someone must make the call now.", Defers: true},
			{Label: "The builder proposes, the authors confirm", Description: "The builder chooses a reasonable answer, states it as an assumption and the authors confirm or change it at the first review.",
				Implications: "Work starts at once; a rejected assumption costs rework.", Defers: true},
			{Label: "Later release", Description: "The point is left out of this release and stays listed as open.",
				Implications: "Less to build now; whatever depends on it waits."},
		}
		return own("a point the specification lists as still open", fmt.Sprintf("%s lists this among its open points and does not settle it.", where), opts, opts[0].Label)
	}
	if yesNoQuestion(x.Excerpt) {
		opts, rec := yesNoOptions()
		return own("a yes-or-no question the specification leaves open", fmt.Sprintf("%s asks this itself and does not answer it.", where), opts, rec)
	}
	if !asksFailure(x.Excerpt) {
		topic, opts, rec := "a question the specification leaves open", ownOpenOptions(), ownAuthors
		if ownClash(x.Excerpt) {
			// The default is the first of the clash's options (see
			// ownClashOptions), taken from them, not written twice.
			opts = ownClashOptions()
			topic, rec = "a clash the specification asks about and leaves open", opts[0].Label
		}
		return own(topic, fmt.Sprintf("%s asks this itself and does not answer it.", where), opts, rec)
	}
	opts := []fcs.Option{
		{
			Label:        "Fail safely and report",
			Description:  "The operation stops without partial effects; the user or the operator is told clearly what happened, and it is logged.",
			Implications: "Predictable and testable; the case needs a message and a test, and someone handles it by hand.",
		},
		{
			Label:        "Handle it automatically",
			Description:  "The system recovers on its own — it retries, falls back or uses a default — and records what it did.",
			Implications: "Smoother for users; the recovery rule must be stated and tested, and can hide problems.",
		},
		ownOutOfScope(),
	}
	return own("a question the specification leaves open", fmt.Sprintf("%s asks this itself and does not answer it.", where), opts, opts[0].Label)
}

// ownAuthors is the deferring default of a question the specification
// asks itself that no generic behaviour answers.
const ownAuthors = "The authors answer before it is built"

// ownOutOfScope is the option that leaves the case of a question the
// specification asks itself out of this release.
func ownOutOfScope() fcs.Option {
	return fcs.Option{
		Label:        "Out of scope for this release",
		Description:  "The case is documented as not handled yet.",
		Implications: "Less to build now; the gap is explicit and must be revisited.",
	}
}

// ownOpenOptions are the options of a question the specification asks
// itself about anything but a failure or a clash ("What happens when a
// resident has several cars?", "Which pricing plans will appeal?"): who
// answers it. A behaviour for something going wrong ("Fail safely and
// report") answers none of them (text generation 27); no default answers
// the authors' question for them, so the recommended one defers and the
// question stays open.
func ownOpenOptions() []fcs.Option {
	return []fcs.Option{
		{Label: ownAuthors, Description: "The question stays open until the authors answer it and write the answer into the requirements.",
			Implications: "Nothing is guessed; whatever depends on it waits for the answer.", Defers: true},
		{Label: "The builder proposes, the authors confirm", Description: "The builder chooses a reasonable answer, states it as an assumption and the authors confirm or change it at the first review.",
			Implications: "Work starts at once; a rejected assumption costs rework.", Defers: true},
		ownOutOfScope(),
	}
}

// ownClashWords are the words of a question about two sides that meet at
// once ("concurrent orders", "book simultaneously"). A clash is two
// sides that set the same thing differently: a word of conflict
// (ownConflictWords) beside a word for the two sides (ownClashSides), a
// verb of setting right before "different" ("the kiosk and the web page
// set different opening hours", ownSetDifferent), or both sides setting
// it ("both managers change the shift", ownBothSet). "Different" alone
// is no clash, whatever the sides: "users and admins see different
// dashboards", "the same tune in different keys" are cases (review of
// text generation 27).
var (
	ownClashWords    = regexp.MustCompile(`(?i)\b(?:at the same time|simultaneous(?:ly)?|concurrent(?:ly)?|both at once)\b`)
	ownConflictWords = regexp.MustCompile(`(?i)\b(?:disagree|disagrees|conflict|conflicts|conflicting|contradict|contradicts|contradictory|inconsistent|mismatch|mismatched)\b`)
	ownClashSides    = regexp.MustCompile(`(?i)\b(?:two|both|multiple|several|more than one|and)\b`)
	ownSetDifferent  = regexp.MustCompile(`(?i)\b(?:set|sets|enter|enters|give|gives|assign|assigns|change|changes|edit|edits|update|updates|record|records)\s+(?:\w+\s+){0,2}different\b`)
	ownBothSet       = regexp.MustCompile(`(?i)\bboth\s+(?:\w+\s+){0,4}(?:set|sets|enter|enters|assign|assigns|change|changes|edit|edits|update|updates|record|records)\b`)
)

// ownClash reports whether a question the specification asks itself is
// about a clash (see ownClashWords).
func ownClash(question string) bool {
	return ownClashWords.MatchString(question) || ownBothSet.MatchString(question) ||
		ownClashSides.MatchString(question) && (ownConflictWords.MatchString(question) || ownSetDifferent.MatchString(question))
}

// ownClashOptions are the options of a clash the specification asks
// about itself (ownClash): which side prevails, each deciding. The first
// one standing, the later refused with a message, is the default: it
// drops nothing already accepted and tells the later side at once (text
// generation 26 left the clash question with options that all defer).
func ownClashOptions() []fcs.Option {
	return []fcs.Option{
		{Label: "The first one stands", Description: "What was accepted first holds; the later one is refused with a message naming what it clashes with.",
			Implications: "Nothing accepted is undone; the later side must retry or change its request."},
		{Label: "The later one replaces it", Description: "The most recent one holds and replaces the earlier; the side that made the earlier one is told.",
			Implications: "The latest intent wins; an earlier acceptance can be undone without its author acting."},
		{Label: "Both kept, flagged for a person", Description: "Both are kept and marked as in conflict until someone with the right settles it.",
			Implications: "Nothing is lost; the clash needs a person, a view of open clashes and a rule for what holds meanwhile."},
	}
}

// ownAlternativePatterns find the alternatives a question the
// specification asks itself, or a point it lists as open, names itself:
// two or three in a bracket or around "vs"/"versus" ("(daily vs weekly
// vs monthly)", "OpenStreetMap versus Mapbox"; each a group of up to
// three words, never holding "vs" itself), two single words around "or"
// after a form of "be" ("be opt-in or opt-out by default") or ending a
// yes-no question ("Is the export CSV or JSON?"). Two plurals ending a
// yes-no question name cases, not a choice ("Can users upload photos or
// videos?": either, or both; not "Does a shop only have limited sizes or
// colours?"), nor does a question opening with another word ("What if a
// shop only has limited sizes or colours?"). The limit: two singular
// words ending a yes-no question are taken for a choice whatever they
// name ("Can users pay by card or cash?" offers one of them). Two longer
// phrases ("build our own scheduler or use an existing library") and
// four alternatives or more (five options with the authors', more than
// a question offers) are left to a person: which words each side holds
// is not read here.
var ownAlternativePatterns = []*regexp.Regexp{
	regexp.MustCompile(`\(\s*(` + altGroup + `(?:\s+(?:vs\.?|versus)\s+` + altGroup + `)+)\s*\)`),
	regexp.MustCompile(`(?i:^|\s)(` + altWord + `(?:\s+(?i:vs\.?|versus)\s+` + altWord + `)+)`),
	regexp.MustCompile(`\b(?i:be|is|are|was|were)\s+(` + altWord + `)\s+or\s+(` + altWord + `)(?:\s+(?i:by|for|in|at|on|when|if|per)\b|\s*[?,.;)]|\s*$)`),
	yesNoPair,
}

const (
	altWord  = `[\pL\d][\pL\d-]*`
	altGroup = altWord + `(?: ` + altWord + `){0,2}`
)

// yesNoPair is the pattern of two words around "or" ending a yes-no
// question.
var yesNoPair = regexp.MustCompile(`^(?i:should|shall|is|are|will|would|does|do|must|can)\s.*\s(` + altWord + `)\s+or\s+(` + altWord + `)\s*\?\s*$`)

// altSeparator is "vs" or "versus" between alternatives.
var altSeparator = regexp.MustCompile(`\s+(?i:vs\.?|versus)\s+`)

// ownAlternativeDescription begins the description of an option that is
// one of the alternatives the specification's own question names.
const ownAlternativeDescription = "One of the alternatives the specification itself names;"

// ownAlternatives returns the alternatives the question or point names
// (ownAlternativePatterns), or nil. A question about something going
// wrong ("missing or invalid") names the failures, not a choice.
func ownAlternatives(excerpt string) []string {
	if asksFailure(excerpt) {
		return nil
	}
	for _, re := range ownAlternativePatterns {
		m := re.FindStringSubmatch(excerpt)
		if m == nil {
			continue
		}
		alts := m[1:]
		if len(alts) == 1 { // a chain around "vs"
			alts = altSeparator.Split(alts[0], -1)
		}
		if len(alts) > 3 {
			return nil
		}
		if re == yesNoPair && pluralWord(alts[0]) && pluralWord(alts[1]) {
			continue
		}
		if !distinctAlternatives(alts) {
			continue
		}
		return alts
	}
	return nil
}

// distinctAlternatives reports whether no two of alts are the same word
// and none is a function word or a count.
func distinctAlternatives(alts []string) bool {
	for i, a := range alts {
		if ownAltStopWords[strings.ToLower(a)] {
			return false
		}
		for _, b := range alts[:i] {
			if strings.EqualFold(a, b) {
				return false
			}
		}
	}
	return true
}

// pluralWord reports whether w is a plural noun's form: ending in "s",
// its lemma without the "s" ("videos", "colours"; not "status", "CSV").
func pluralWord(w string) bool {
	l := strings.ToLower(w)
	lem := lang.Lemma(l)
	return strings.HasSuffix(l, "s") && lem != l && !strings.HasSuffix(lem, "s")
}

// ownAltStopWords are function words and counts that are no alternative of
// their own ("one or more", "it or not").
var ownAltStopWords = set("a an the it this that these those one more less not no any all some each both either other others we they you he she")

// alternativesOptions are the options of a question or point that names
// its own alternatives: each of them, deciding, then a way to leave it
// to the authors — recommended, so that the default picks none of the
// text's alternatives for it and the question stays open (Defers).
func alternativesOptions(alts []string) ([]fcs.Option, string) {
	var opts []fcs.Option
	dropped := " the other is dropped."
	if len(alts) > 2 {
		dropped = " the others are dropped."
	}
	for _, a := range alts {
		opts = append(opts, fcs.Option{Label: a, Description: ownAlternativeDescription + dropped,
			Implications: "The point is settled as the specification's authors framed it."})
	}
	const authors = "The authors choose before it is built"
	opts = append(opts, fcs.Option{Label: authors, Description: "The point stays open until the authors choose one of the alternatives and write it into the requirements.",
		Implications: "Nothing is guessed; whatever depends on it waits for the choice.", Defers: true})
	return opts, authors
}

// ownQuestion words a question the specification asks itself, or a point
// it lists as open.
func ownQuestion(excerpt string) string {
	q := oneLine(strings.TrimSpace(excerpt))
	if strings.HasSuffix(q, "?") {
		return fmt.Sprintf("The specification asks “%s” — what is the answer?", q)
	}
	return fmt.Sprintf("The specification lists “%s” as still to decide — what is decided?", q)
}

// yesNoOpeners are the words that open a yes-or-no question: an
// auxiliary or a modal verb ("Should the app …?", "Is the export …?").
var yesNoOpeners = set("should shall can could is are was were does do did will would must may has have")

// yesNoQuestion reports whether a question the specification asks itself
// is answered by yes or no: it opens with an auxiliary or a modal verb
// (yesNoOpeners) and offers no alternatives of its own ("… or use an
// existing library?" asks which, not whether). Such a question is
// offered "Yes" and "No" (yesNoOptions): the generic behaviours for
// something going wrong ("Fail safely and report") answer no "Should the
// controller support more than one site?" (issue 27, trial 4 D2).
func yesNoQuestion(excerpt string) bool {
	q := strings.TrimSpace(excerpt)
	if !strings.HasSuffix(q, "?") {
		return false
	}
	f := strings.Fields(q)
	if len(f) == 0 || !yesNoOpeners[strings.ToLower(f[0])] {
		return false
	}
	for _, w := range f {
		if strings.EqualFold(strings.Trim(w, ",;:?"), "or") {
			return false
		}
	}
	return true
}

// yesNoOptions are the options of a yes-or-no question the specification
// asks itself: yes and no, each deciding, then a way to leave it to the
// authors — recommended, as for the text's own alternatives
// (alternativesOptions): no default answers the authors' question for
// them, and the question stays open.
func yesNoOptions() ([]fcs.Option, string) {
	const authors = "The authors answer before it is built"
	return []fcs.Option{
		{Label: "Yes", Description: "The answer to the specification's question is yes; it is written into the requirements.",
			Implications: "The point is settled as the question put it; what it adds is built and tested."},
		{Label: "No", Description: "The answer to the specification's question is no; it is written into the requirements.",
			Implications: "The point is settled; what the question proposed is not built."},
		{Label: authors, Description: "The question stays open until the authors answer it and write the answer into the requirements.",
			Implications: "Nothing is guessed; whatever depends on it waits for the answer.", Defers: true},
	}, authors
}
