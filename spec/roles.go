package spec

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/clarigraph/clarigraph/fcs"
)

// This file is the header vocabulary: what a section's title says about
// the text under it — requirements, explanations to leave out, a glossary,
// acceptance criteria, a table of contents to skip.

// role is what a section holds, by its title.
type role uint8

const (
	roleNone       role = iota
	roleReq             // requirements, features, functions
	roleNFR             // non-functional requirements, qualities
	roleConstraint      // constraints, assumptions, dependencies
	roleAcceptance      // acceptance and success criteria
	roleScenario        // acceptance scenarios, edge cases
	roleExplain         // introduction, purpose, scope, overview …: explanations
	roleGlossary        // glossary, definitions, acronyms, key entities
	roleSkip            // table of contents, revision history: never read
	roleUseCase         // a use case
	roleStory           // a user story
	roleNote            // notes, rationale, why this priority, independent test
	roleGroup           // an epic: its prose sums up the stories under it
)

// statementTitles are the normalised titles of a sub-heading that only
// labels the statement of the requirement whose heading stands right above
// it: "### US-01: Export" over "#### User Story" over the story,
// "### FR-2: Login" over "#### Description" over what it requires. The
// statement under it takes the heading's ID (see reader.carryID).
var statementTitles = map[string]bool{
	"user story": true, "story": true, "the story": true, "story statement": true,
	"description": true, "requirement": true, "statement": true, "requirement statement": true,
}

// roleTitles maps normalised titles (lower case, no number, no
// punctuation at the ends) to roles. A title matches when it equals one
// of them or, for those marked with a final "*", starts with one.
var roleTitles = []struct {
	title string
	role  role
}{
	{"table of contents", roleSkip}, {"contents", roleSkip}, {"revision history", roleSkip},
	{"revisions", roleSkip}, {"document history", roleSkip}, {"version history", roleSkip},
	{"change log", roleSkip}, {"changelog", roleSkip}, {"change history", roleSkip}, {"change record*", roleSkip},
	{"recent updates", roleSkip}, {"recent changes", roleSkip}, {"latest updates", roleSkip}, {"updates", roleSkip},
	{"what's new", roleSkip}, {"schema changes", roleSkip}, {"changes", roleSkip},
	{"record of changes", roleSkip}, {"approvals", roleSkip}, {"approval", roleSkip}, {"sign-off", roleSkip},
	{"distribution list", roleSkip}, {"document control", roleSkip}, {"index", roleSkip},
	{"document information", roleSkip}, {"document metadata", roleSkip}, {"metadata", roleSkip},
	// A template's guidance to the author, and the document's own review
	// and progress: about the document, never about the system.
	{"guidelines", roleSkip}, {"quick guidelines", roleSkip}, {"general guidelines", roleSkip},
	{"writing guidelines", roleSkip}, {"authoring guidelines", roleSkip}, {"guidelines for *", roleSkip},
	{"for ai generation", roleSkip}, {"how to use this*", roleSkip}, {"instructions for*", roleSkip},
	{"execution flow*", roleSkip}, {"execution status", roleSkip}, {"document status", roleSkip},
	{"review status", roleSkip}, {"project status", roleSkip}, {"implementation status", roleSkip},
	{"implementation validation", roleSkip}, {"validation results", roleSkip},
	// Examples illustrate.
	{"example*", roleSkip},

	{"glossary*", roleGlossary}, {"definitions*", roleGlossary}, {"definition of terms", roleGlossary},
	{"acronyms*", roleGlossary}, {"abbreviations*", roleGlossary}, {"terms*", roleGlossary},
	{"terminology", roleGlossary}, {"key entities", roleGlossary}, {"entities", roleGlossary},
	{"data dictionary", roleGlossary}, {"key concepts", roleGlossary}, {"domain model", roleGlossary},
	{"legend*", roleGlossary}, {"key", roleGlossary}, {"priority levels", roleGlossary}, {"priority scale", roleGlossary},
	{"prioritization", roleGlossary}, {"prioritisation", roleGlossary}, {"priority definitions", roleGlossary},
	{"defining *", roleGlossary}, {"keywords", roleGlossary}, {"key words", roleGlossary},
	{"vocabulary", roleGlossary}, {"nomenclature", roleGlossary}, {"lexicon", roleGlossary}, {"dictionary", roleGlossary},
	// What a role or an actor is responsible for describes who they are
	// ("## Manager" over "Responsible for:" and a list).
	{"responsible for", roleGlossary}, {"responsibilities", roleGlossary}, {"key responsibilities", roleGlossary},
	{"requirement keywords", roleGlossary}, {"requirements keywords", roleGlossary}, {"notation", roleGlossary},

	{"introduction", roleExplain}, {"purpose*", roleExplain}, {"scope", roleExplain},
	{"epic*", roleGroup},
	{"document scope", roleExplain}, {"overview", roleExplain}, {"product overview", roleExplain},
	{"system overview", roleExplain}, {"background*", roleExplain}, {"context", roleExplain},
	{"motivation", roleExplain}, {"about*", roleExplain}, {"document conventions", roleExplain},
	{"conventions", roleExplain}, {"intended audience*", roleExplain}, {"audience", roleExplain},
	{"references", roleExplain}, {"acknowledgements", roleExplain}, {"acknowledgments", roleExplain},
	{"executive summary", roleExplain}, {"brief description", roleExplain}, {"problem statement", roleExplain},
	{"goals", roleExplain}, {"objectives", roleExplain}, {"vision", roleExplain}, {"summary", roleExplain},
	{"goal", roleExplain}, {"objective", roleExplain}, {"mission*", roleExplain}, {"project objective*", roleExplain},
	{"tl;dr", roleExplain}, {"tldr", roleExplain}, {"problem", roleExplain}, {"problems", roleExplain}, {"the problem", roleExplain},
	{"pain points", roleExplain}, {"opportunity", roleExplain}, {"why", roleExplain}, {"why now", roleExplain}, {"hypothesis", roleExplain},
	{"reference", roleExplain}, {"bibliography", roleExplain}, {"sources", roleExplain}, {"citations", roleExplain},
	{"artifacts", roleExplain}, {"software artifacts", roleExplain}, {"artefacts", roleExplain}, {"links", roleExplain},
	{"useful links", roleExplain}, {"resources", roleExplain}, {"attachments", roleExplain}, {"related documents", roleExplain},
	{"change management*", roleSkip}, {"process", roleExplain}, {"development process", roleExplain},
	{"schedule", roleExplain}, {"project schedule", roleExplain}, {"gantt*", roleExplain}, {"work breakdown*", roleExplain},
	{"tasks", roleExplain}, {"task list", roleExplain}, {"implementation tasks", roleExplain}, {"team members", roleExplain},
	{"meeting notes", roleSkip}, {"meeting minutes", roleSkip}, {"minutes*", roleSkip}, {"meetings", roleSkip},
	// What a repository's documents carry besides: how to build and run
	// it, the decisions behind it, who wrote it.
	{"installation", roleExplain}, {"getting started", roleExplain}, {"setup", roleExplain}, {"set up", roleExplain},
	{"usage", roleExplain}, {"how to run*", roleExplain}, {"running the*", roleExplain}, {"build instructions", roleExplain},
	{"development setup", roleExplain}, {"local development", roleExplain}, {"contributing", roleExplain},
	{"design decisions", roleExplain}, {"decisions", roleExplain}, {"key decisions", roleExplain},
	{"trade-offs", roleExplain}, {"tradeoffs", roleExplain}, {"alternatives*", roleExplain},
	{"conclusion*", roleExplain}, {"lessons learned", roleExplain}, {"retrospective", roleExplain},
	{"license", roleSkip}, {"licence", roleSkip}, {"authors", roleSkip}, {"contributors", roleSkip},
	{"credits", roleSkip}, {"contact", roleSkip}, {"contacts", roleSkip},
	{"methodology", roleExplain}, {"development methodology", roleExplain}, {"roles and responsibilities", roleExplain},
	{"product perspective", roleExplain}, {"how to read this document", roleExplain},
	{"user classes*", roleExplain}, {"user characteristics", roleExplain}, {"user class*", roleExplain},
	{"stakeholders*", roleExplain}, {"personas", roleExplain}, {"actors", roleExplain}, {"user personas", roleExplain}, {"target users", roleExplain},
	{"personae", roleExplain}, {"persona", roleExplain},
	{"risks*", roleExplain}, {"risk assessment", roleExplain}, {"risk analysis", roleExplain}, {"known issues", roleExplain},
	{"known limitations*", roleNote}, {"open gaps*", roleNote},
	// The code's design: its classes and how they inherit, not what the
	// system does.
	{"class diagram*", roleExplain}, {"inheritance*", roleExplain}, {"class hierarchy", roleExplain},
	{"team members and roles", roleExplain}, {"team roles", roleExplain}, {"project team", roleExplain},
	{"next steps", roleExplain},
	{"alternatives considered", roleExplain}, {"competitive analysis", roleExplain}, {"faq", roleExplain},
	// What exists already, elsewhere: products and projects to learn from.
	{"similar products", roleExplain}, {"similar apps", roleExplain}, {"similar systems", roleExplain},
	{"similar projects", roleExplain}, {"related products", roleExplain}, {"related projects", roleExplain},
	{"related work", roleExplain}, {"existing solutions", roleExplain}, {"existing systems", roleExplain},
	{"existing products", roleExplain}, {"competitors", roleExplain}, {"competition", roleExplain},
	{"competitor *", roleExplain}, {"competing *", roleExplain},
	// An appraisal of the product or the idea, not what it must do: a
	// SWOT analysis and its parts, advantages and drawbacks, benefits, the
	// research behind it, the "4W's and 1H" (what, when, where, why, how)
	// of a project template.
	{"swot*", roleExplain}, {"strengths", roleExplain}, {"strength", roleExplain},
	{"weaknesses", roleExplain}, {"weakness", roleExplain}, {"opportunities", roleExplain},
	{"threats", roleExplain}, {"advantages", roleExplain}, {"disadvantages", roleExplain},
	{"advantages and disadvantages", roleExplain}, {"pros and cons", roleExplain}, {"drawbacks", roleExplain},
	{"benefits", roleExplain}, {"key benefits", roleExplain}, {"research", roleExplain}, {"user research", roleExplain},
	{"4w's and 1'h", roleExplain}, {"5w's and 1'h", roleExplain}, {"4w's and 1h", roleExplain}, {"5w's and 1h", roleExplain},
	{"4ws and 1h", roleExplain}, {"5ws and 1h", roleExplain}, {"5w1h", roleExplain}, {"4w1h", roleExplain},
	{"prior art", roleExplain}, {"open-source projects", roleExplain}, {"open source projects", roleExplain},
	{"inspiration", roleExplain}, {"market research", roleExplain},
	{"outstanding questions", roleNote},
	{"frequently asked questions", roleExplain}, {"team", roleExplain}, {"budget", roleExplain},
	{"out of scope", roleExplain}, {"out-of-scope", roleExplain}, {"future *", roleExplain}, {"scope definition", roleExplain},
	{"product scope", roleExplain}, {"project scope", roleExplain}, {"non-goals", roleExplain}, {"won't have*", roleExplain},
	{"wont have*", roleExplain}, {"not in scope", roleExplain}, {"future work", roleExplain}, {"open questions", roleExplain},
	{"technical approach*", roleExplain}, {"implementation plan*", roleExplain}, {"migration", roleExplain},
	{"migration strategy", roleExplain}, {"migration plan", roleExplain}, {"rollout", roleExplain},
	{"rollout plan", roleExplain}, {"rollout strategy", roleExplain}, {"roadmap", roleExplain},
	{"timeline", roleExplain}, {"milestone*", roleSkip}, {"planning", roleExplain}, {"project planning", roleExplain},
	{"testing strategy", roleExplain}, {"test strategy", roleExplain}, {"test plan*", roleExplain},
	{"testing", roleExplain},
	{"informative*", roleExplain}, {"non-normative*", roleExplain},
	{"appendix*", roleExplain}, {"appendices*", roleExplain}, {"architecture*", roleExplain}, {"system architecture", roleExplain},
	{"design overview", roleExplain}, {"technical design", roleExplain}, {"implementation notes", roleExplain},
	{"solution overview", roleExplain}, {"document overview", roleExplain}, {"preface", roleExplain},

	{"why this priority", roleNote}, {"independent test", roleNote}, {"rationale", roleNote},
	{"notes", roleNote}, {"note", roleNote}, {"comments", roleNote}, {"example", roleNote},
	{"examples", roleNote}, {"discussion", roleNote}, {"clarifications", roleNote}, {"open issues", roleNote},
	{"questions", roleNote}, {"open points", roleNote},
	// Spec-kit's clarification sessions under another title ("Clarifications
	// Resolved", "Resolved Clarifications"): questions and their answers.
	{"clarifications *", roleNote}, {"resolved clarifications", roleNote}, {"items requiring clarification", roleNote},
	// How the spec follows a project's constitution ("Constitution Check",
	// "Constitution Alignment"): the principles it answers to, not what the
	// system does.
	{"constitution*", roleExplain}, {"unresolved issues", roleNote}, {"parking lot", roleNote},
	{"to do", roleNote}, {"todo", roleNote},
	{"to be determined*", roleSkip}, {"tbd*", roleSkip},

	{"acceptance scenarios", roleScenario}, {"scenarios", roleScenario}, {"edge case*", roleScenario},
	{"corner case*", roleScenario}, {"error scenarios", roleScenario},
	{"test scenarios", roleScenario}, {"user scenarios*", roleScenario}, {"scenario*", roleScenario},

	{"acceptance criteria", roleAcceptance}, {"acceptance criterion", roleAcceptance},
	{"success criteria*", roleAcceptance}, {"measurable outcomes", roleAcceptance},
	{"definition of done", roleAcceptance}, {"acceptance tests", roleAcceptance}, {"acceptance testing", roleAcceptance},
	// The criteria of a story under another name:
	// "Criteria of Satisfaction (CoS)", "Conditions of Satisfaction",
	// "Confirmation Criteria".
	{"criteria of satisfaction*", roleAcceptance}, {"conditions of satisfaction*", roleAcceptance},
	{"satisfaction criteria", roleAcceptance}, {"confirmation criteria", roleAcceptance},
	{"verification*", roleAcceptance},

	{"non-functional*", roleNFR}, {"nonfunctional*", roleNFR}, {"non functional*", roleNFR},
	{"quality*", roleNFR}, {"performance*", roleNFR}, {"security*", roleNFR}, {"usability*", roleNFR},
	{"reliability*", roleNFR}, {"availability*", roleNFR}, {"maintainability*", roleNFR},
	{"portability*", roleNFR}, {"scalability*", roleNFR}, {"safety*", roleNFR}, {"privacy*", roleNFR},
	{"accessibility*", roleNFR}, {"other nonfunctional*", roleNFR}, {"software quality*", roleNFR},
	{"capacity*", roleNFR}, {"response time*", roleNFR},

	{"constraints", roleConstraint}, {"design constraints", roleConstraint},
	{"assumptions*", roleConstraint}, {"dependencies", roleConstraint}, {"limitations", roleConstraint},
	{"implementation constraints", roleConstraint}, {"regulatory*", roleConstraint},
	{"legal*", roleConstraint}, {"standards compliance", roleConstraint}, {"environment*", roleConstraint},
	{"operating environment", roleConstraint}, {"technical constraints", roleConstraint},
	{"business rules", roleConstraint}, {"data requirements", roleConstraint},
	// The technology chosen for the system or one of its parts: each item
	// names a constraint ("- TypeScript", "* Supabase PostgreSQL database").
	{"tech stack*", roleConstraint}, {"technology stack*", roleConstraint}, {"technical stack*", roleConstraint},
	{"technologies*", roleConstraint}, {"technologies used", roleConstraint}, {"tools and technologies", roleConstraint},
	{"technology choices", roleConstraint}, {"frontend", roleConstraint}, {"backend", roleConstraint},
	{"front-end", roleConstraint}, {"back-end", roleConstraint}, {"front end", roleConstraint}, {"back end", roleConstraint},

	{"requirements", roleReq}, {"functional requirements", roleReq}, {"specific requirements", roleReq},
	{"system requirements", roleReq}, {"features", roleReq}, {"system features", roleReq},
	{"functions", roleReq}, {"capabilities", roleReq}, {"functionality", roleReq},
	{"user stories", roleReq}, {"use cases", roleReq}, {"stories", roleReq},
	{"user requirements", roleReq}, {"business requirements", roleReq}, {"key features", roleReq},
	{"basic functional requirements", roleReq}, {"extended functional requirements", roleReq},
	// Requirements by priority (MoSCoW) and a product's first release.
	{"must have*", roleReq}, {"must-have*", roleReq}, {"should have*", roleReq}, {"should-have*", roleReq},
	{"could have*", roleReq}, {"could-have*", roleReq}, {"nice to have*", roleReq}, {"nice-to-have*", roleReq},
	{"mvp", roleReq}, {"mvp features", roleReq}, {"mvp scope", roleReq}, {"core features", roleReq},
}

// roleTitleIndex is roleTitles made quick to look up: a title is looked
// up on every heading, label and field of a document.
var roleTitleIndex = newTitleIndex()

// titleIndex finds the first of roleTitles a title matches, as a walk
// through the list in its order would: the titles to equal in a map, the
// prefixes (those marked "*") by their first byte, each with its place in
// the list.
type titleIndex struct {
	exact    map[string]titleEntry
	prefixes [256][]titleEntry
}

type titleEntry struct {
	title string
	role  role
	at    int
}

func newTitleIndex() *titleIndex {
	x := &titleIndex{exact: make(map[string]titleEntry, len(roleTitles))}
	for i, rt := range roleTitles {
		if p, ok := strings.CutSuffix(rt.title, "*"); ok {
			if p == "" {
				panic("spec: a role title of only \"*\"")
			}
			x.prefixes[p[0]] = append(x.prefixes[p[0]], titleEntry{p, rt.role, i})
			continue
		}
		if _, dup := x.exact[rt.title]; !dup {
			x.exact[rt.title] = titleEntry{rt.title, rt.role, i}
		}
	}
	return x
}

// lookup returns the role of the first entry of roleTitles that t
// matches, and whether one does.
func (x *titleIndex) lookup(t string) (role, bool) {
	best, found := x.exact[t]
	if t == "" {
		return best.role, found
	}
	for _, e := range x.prefixes[t[0]] {
		if found && e.at > best.at {
			break
		}
		if strings.HasPrefix(t, e.title) {
			return e.role, true
		}
	}
	return best.role, found
}

// roleOf returns the role of a section by its title, or by a remark in
// parentheses when the title has none ("Technical Approach *(overview)*").
func roleOf(title string) role {
	t := normTitle(title)
	if rest, ok := appendixTitle(t); ok {
		// "Appendix A: Glossary" is a glossary; "Appendix B: Analysis
		// Models" explains.
		if ro := roleOfTitle(rest); ro == roleSkip || ro == roleGlossary || ro == roleNote {
			return ro
		}
		return roleExplain
	}
	ro := roleOfTitle(t)
	if ro != roleNone {
		return ro
	}
	for _, a := range []string{"the ", "our "} {
		if rest, ok := strings.CutPrefix(t, a); ok {
			// "The Background", "Our Team": the title without its article.
			if ro := roleOfTitle(rest); ro != roleNone {
				return ro
			}
		}
	}
	if i := strings.Index(title, "("); i > 0 {
		if j := strings.Index(title[i:], ")"); j > 0 {
			if remark := roleOfTitle(normTitle(title[i+1 : i+j])); remark == roleExplain || remark == roleNote {
				return remark
			}
		}
	}
	return roleNone
}

// roleOfTitle returns the role of a normalised title.
func roleOfTitle(t string) role {
	if t == "" {
		return roleNone
	}
	if testTitle(t) && !strings.HasPrefix(t, "acceptance") && !strings.HasPrefix(t, "verification") {
		// A test plan: "Performance Tests", "Integration Testing"; not the
		// tests that verify each requirement ("Verification Tests").
		return roleExplain
	}
	if aboutDocument(t) {
		return roleSkip
	}
	if strings.Contains(t, "traceab") || strings.HasSuffix(t, " matrix") || t == "matrix" {
		// A traceability or verification matrix refers to requirements (see
		// referenceTable); one that states a requirement states it with
		// shall or must.
		return roleExplain
	}
	if processTitle(t) {
		return roleExplain
	}
	if rest, ok := exampleTitle(t); ok && namesRequirements(rest) {
		// "Example User Stories", "Examples of Acceptance Criteria": stories
		// and criteria given as examples are stories and criteria all the
		// same; other examples illustrate ("example*" below).
		return roleOfTitle(rest)
	}
	if ro, ok := roleTitleIndex.lookup(t); ok {
		return ro
	}
	switch {
	case strings.HasSuffix(t, " goals") || strings.HasSuffix(t, " vision") || strings.HasSuffix(t, " objectives") || strings.HasSuffix(t, " background") || strings.HasSuffix(t, " overview"):
		return roleExplain // "User Interface Design Goals", "Overall UX Vision", "Data Model Overview"
	case strings.HasSuffix(t, " approach") || strings.HasSuffix(t, " methodology") || strings.HasSuffix(t, " rationale"):
		return roleExplain // "Implementation Approach", "Design Rationale"
	case strings.HasSuffix(t, " notes"):
		return roleNote // "Release Notes", "Design Notes"
	case t == "justification" || strings.HasSuffix(t, " justification"):
		return roleNote // "Source Justification": why a story exists, what it implements
	case strings.HasSuffix(t, " clarification") || strings.HasSuffix(t, " clarifications"):
		return roleNote // "Items Requiring Clarification", "Open Clarifications"
	case questionsTitle(t):
		return roleNote // "Resolved Functional Questions": questions and their answers, as a clarification session
	case legendTitle(t):
		return roleGlossary // "Effort key", "Priority key": what a backlog's values stand for
	case strings.Contains(t, "legend"):
		return roleGlossary // "Priority legend"
	case phaseTitle(t):
		return roleExplain // "Phase 0 — Engine validation", "Phase 1: Core MVP": a step of the project's plan
	case excludesTitle(t):
		return roleExplain // "Features Out of Scope", "Excluded from MVP", "Scope Exclusions"
	case inScopeTitle(t):
		return roleReq // "Activities which are \"In Scope\"", "Features in scope"
	case strings.Contains(t, "non-functional") || strings.Contains(t, "nonfunctional") || strings.Contains(t, "quality attribute"):
		return roleNFR
	case strings.HasSuffix(t, "requirements") || strings.HasSuffix(t, "features") || behaviourTitle(t):
		return roleReq
	case doesTitle(t):
		// What the system does or keeps to, whatever names it: "Timeout &
		// Expiry Rules", "Validation Rules", "Onboard Functions".
		return roleReq
	case strings.HasSuffix(t, "constraints") || strings.HasSuffix(t, "assumptions") || strings.HasSuffix(t, " tech stack") || strings.HasSuffix(t, " technology stack"):
		return roleConstraint
	case strings.HasSuffix(t, "glossary") || strings.HasSuffix(t, "definitions"):
		return roleGlossary
	}
	if ro := joinedRole(t); ro != roleNone {
		return ro
	}
	return misspeltRole(t)
}

// questionStates are the words that open a title of questions by where
// they stand: asked and answered, or still open.
var questionStates = map[string]bool{
	"resolved": true, "answered": true, "open": true, "outstanding": true, "pending": true,
	"unresolved": true, "remaining": true, "closed": true,
}

// questionsTitle reports whether a normalised title names questions by
// their state, with a word at most between ("resolved functional
// questions", "answered questions"): a clarification session under
// another name, read as one (roleNote: not read, whatever the answers
// say; the requirements state them). A title that names what the
// product does with questions ("Manage Questions", "Quiz Questions") is
// none.
//
// So is a title that names the project's open decisions or items by their
// state ("Open decisions", "Pending items", "Outstanding action points"):
// what the team has still to confirm, select or agree, tasks of the
// project, not what the system does.
func questionsTitle(t string) bool {
	sp := strings.LastIndexByte(t, ' ')
	if sp < 0 || !openThings[t[sp+1:]] {
		return false // most titles: no allocation
	}
	first, mid, _ := strings.Cut(t[:sp], " ")
	return questionStates[first] && !strings.Contains(mid, " ")
}

// openItemsTitle reports whether a normalised title names the project's
// open work by its state, not questions ("Pending items", "Open
// decisions", "Remaining open items"): such a title also heads, in a
// product that queues things, the product's own items ("Pending items"
// of an approval queue), so the reader looks at what the section says
// before it reads it as notes (reader.statedOpenItems).
func openItemsTitle(t string) bool {
	return questionsTitle(t) && !strings.HasSuffix(t, " questions")
}

// openThings are the nouns a title of questions or of the project's open
// work ends with, after its state ("Open decisions", "Pending items"). Not
// "tasks" or "issues": a product that tracks them has sections so named.
var openThings = map[string]bool{
	"questions": true, "decisions": true, "items": true, "points": true, "actions": true, "topics": true,
}

// phaseTitle reports whether a normalised title names a phase of the
// project's plan by its number ("Phase 0 — Engine validation", "Phase 1:
// Core MVP", "Phase 2"): what the team delivers when, its goal and its
// gate, not what the system does. A phase's title that names requirements
// or features ("Phase 1 Requirements", "Phase 2 — Core features", "Phase
// 1: MVP") is read for what it names.
func phaseTitle(t string) bool {
	rest, ok := strings.CutPrefix(t, "phase ")
	if !ok {
		return false
	}
	n := 0
	for n < len(rest) && (rest[n] >= '0' && rest[n] <= '9' || n == 0 && rest[n] >= 'a' && rest[n] <= 'z' && (len(rest) == 1 || rest[1] == ' ' || rest[1] == ':')) {
		n++
	}
	if n == 0 {
		return false // "Phase out of legacy accounts"
	}
	rest = strings.TrimSpace(strings.TrimLeft(rest[n:], " :.-–—"))
	if rest == "" {
		return true
	}
	if rest[0] >= '0' && rest[0] <= '9' {
		return false
	}
	if strings.HasSuffix(rest, "requirements") || strings.HasSuffix(rest, "features") || strings.HasSuffix(rest, "stories") {
		return false
	}
	// Looked up, not read as a title again: a heading of "phase 1 phase
	// 1 …" stays linear.
	switch ro, _ := roleTitleIndex.lookup(rest); ro {
	case roleReq, roleNFR, roleAcceptance, roleScenario:
		return false
	}
	return true
}

// legendTitle reports whether a normalised title names the legend of a
// backlog's or a table's values: a column of values and "key" ("Effort
// key", "Priority key", "Status key"); not a key of the product ("API key").
func legendTitle(t string) bool {
	v, ok := strings.CutSuffix(t, " key")
	return ok && valueHeaders[v]
}

// exampleTitle returns what a normalised title says its examples are
// ("example user stories" → "user stories", "examples of use cases" →
// "use cases", "sample requirements" → "requirements"), and whether it
// opens with such a word.
func exampleTitle(t string) (string, bool) {
	for _, w := range [...]string{"examples of ", "example of ", "examples ", "example ", "samples of ", "sample "} {
		if rest, ok := strings.CutPrefix(t, w); ok && rest != "" {
			return rest, true
		}
	}
	return "", false
}

// namesRequirements reports whether a normalised title, or the first of
// two it joins ("user stories & acceptance criteria"), names what holds
// requirements: requirements, stories, use cases, criteria or scenarios.
func namesRequirements(t string) bool {
	switch roleOfTitle(t) {
	case roleReq, roleAcceptance, roleScenario:
		return true
	}
	for _, sep := range [...]string{" & ", " and "} {
		if a, _, ok := strings.Cut(t, sep); ok {
			switch roleOfTitle(strings.TrimSpace(a)) {
			case roleReq, roleAcceptance, roleScenario:
				return true
			}
		}
	}
	return false
}

// doesTitle reports whether a normalised title names what something does
// or keeps to by a word of its own ("Validation Rules", "Onboard
// Functions", "Core Capabilities"): requirements, except under an
// explanation, where they are what the document uses or explains
// ("Typographical Rules" under "Document Conventions", "Helper
// Functions" under "Introduction"; see reader.context).
func doesTitle(t string) bool {
	return strings.HasSuffix(t, " rules") || t == "rules" || strings.HasSuffix(t, " functions") || strings.HasSuffix(t, " capabilities")
}

// misspeltRole returns the role of a title of twelve letters or more
// written one letter off ("Acceptence Criteria", "Non-Fuctional
// Requirements"), or roleNone.
func misspeltRole(t string) role {
	if len(t) < 12 {
		return roleNone
	}
	for n := len(t) - 1; n <= len(t)+1; n++ {
		for _, k := range roleTitlesByLength[n] {
			if rt := roleTitles[k]; oneEditApart(t, rt.title) {
				return rt.role
			}
		}
	}
	return roleNone
}

// roleTitlesByLength indexes the exact role titles of twelve letters or
// more by their length, for misspeltRole.
var roleTitlesByLength = func() map[int][]int {
	m := map[int][]int{}
	for k, rt := range roleTitles {
		if len(rt.title) >= 12 && !strings.HasSuffix(rt.title, "*") {
			m[len(rt.title)] = append(m[len(rt.title)], k)
		}
	}
	return m
}()

// behaviourTitle reports whether a normalised title names behaviours the
// system shows ("Cross-Cutting Behaviours", "Validation & behaviors
// implemented", "System Behavior"): what it holds is required.
func behaviourTitle(t string) bool {
	for _, w := range []string{"behaviours", "behaviors", "behaviour", "behavior"} {
		if strings.HasSuffix(t, w) || strings.Contains(t, w+" implemented") {
			return true
		}
	}
	return false
}

// excludesTitle reports whether a normalised title says that what it
// holds is left out of the work, wherever the words stand in it, as whole
// words: "Won't do" and "What we won't do (yet)" exclude, "Reminders that
// won't double-send" and "Files we won't download twice" name what the
// product does ("do" inside "double", "download"), "Knot doing" is no
// "not doing". A word is letters, digits, hyphens and apostrophes (hasWords);
// the plurals and forms ("exclusions", "non-goals") are words of their
// own below.
func excludesTitle(t string) bool {
	for _, w := range excludesPhrases {
		if hasWords(t, w) {
			return true
		}
	}
	return cutTitle(t)
}

// cutTitle reports whether a normalised title names what the project took
// out of its scope by a past participle before what it took out ("Cut
// stories (bottom 4 by score)", "Removed features", "Dropped
// requirements", "Descoped items").
func cutTitle(t string) bool {
	first, rest, ok := strings.Cut(t, " ")
	if !ok || !cutWords[first] {
		return false
	}
	noun, _, _ := strings.Cut(rest, " ")
	return cutThings[noun] || strings.HasPrefix(rest, "use cases") || strings.HasPrefix(rest, "user stories")
}

// cutWords open a title of what was taken out of scope; cutThings are
// what they take out. Not "items": "Rejected items", "Removed items" are
// also what a moderation queue or a trash holds, the product's own.
var (
	cutWords  = map[string]bool{"cut": true, "removed": true, "dropped": true, "descoped": true, "de-scoped": true, "discarded": true, "rejected": true}
	cutThings = map[string]bool{"stories": true, "features": true, "requirements": true, "ideas": true, "scope": true}
)

// excludesPhrases are the words a title that leaves its content out of
// the work holds (excludesTitle).
var excludesPhrases = []string{"out of scope", "out-of-scope", "not in scope", "excluded", "exclusion", "exclusions",
	"non-goal", "non-goals", "not included", "won't have", "wont have", "not doing", "won't do", "wont do", "will not do"}

// hasWords reports whether phrase occurs in t as whole words: neither
// character beside it is a letter, a digit, a hyphen or an apostrophe (a dash or a
// quotation mark beyond ASCII is no part of a word).
func hasWords(t, phrase string) bool {
	for from := 0; ; {
		i := strings.Index(t[from:], phrase)
		if i < 0 {
			return false
		}
		i += from
		before, _ := utf8.DecodeLastRuneInString(t[:i])
		after, _ := utf8.DecodeRuneInString(t[i+len(phrase):])
		if !wordRune(before) && !wordRune(after) {
			return true
		}
		from = i + 1
	}
}

// wordRune reports whether c may stand inside a word (hasWords); the
// absent character (utf8.RuneError, at either end of the text) may not.
func wordRune(c rune) bool {
	return c != utf8.RuneError && (unicode.IsLetter(c) || unicode.IsDigit(c) || c == '-' || c == '\'')
}

// inScopeTitle reports whether a normalised title says what it holds is
// in scope ("In Scope", "In-Scope", "Features in scope").
func inScopeTitle(t string) bool {
	return (strings.HasSuffix(t, "in scope") || strings.HasSuffix(t, "in-scope")) && !strings.HasSuffix(t, "not in scope")
}

// joinedRole returns the role of a title that joins two titles of one
// role ("Target Users & Personas"), or of stories with an explanation's
// title ("Stories and Personas"), or roleNone.
func joinedRole(t string) role {
	a, b, ok := strings.Cut(t, " & ")
	if !ok {
		a, b, ok = strings.Cut(t, " and ")
	}
	if !ok || strings.Contains(b, " & ") || strings.Contains(b, " and ") {
		return roleNone
	}
	a, b = strings.TrimSpace(a), strings.TrimSpace(b)
	ra, rb := roleOfTitle(a), roleOfTitle(b)
	if ra == roleExplain && b == "stories" || rb == roleExplain && a == "stories" {
		return roleExplain // "Stories and Personas": the personas' stories, told
	}
	if ra != rb {
		return roleNone
	}
	return ra
}

// appendixHead reports whether a heading's title, numbered or not, names
// an appendix or the appendices ("12 Appendices", "Appendix B: Mockups").
func appendixHead(title string) bool {
	if !strings.Contains(title, "ppendi") && !strings.Contains(title, "PPENDI") {
		return false // most titles, without a copy
	}
	t := normTitle(stripNum(title))
	_, ok := appendixTitle(t)
	return ok || strings.HasPrefix(t, "appendices")
}

// appendixTitle returns what an appendix's title names after its label
// ("appendix a: glossary" names "glossary").
func appendixTitle(t string) (string, bool) {
	rest, ok := strings.CutPrefix(t, "appendix")
	if !ok {
		return "", false
	}
	if i := strings.IndexAny(rest, ":–—-."); i >= 0 && i <= 4 {
		return strings.TrimSpace(strings.Trim(rest[i:], ":–—-. ")), true
	}
	return "", true
}

// aboutDocument reports whether a normalised title names a part that is
// about the document rather than the system: a checklist ("Review &
// Acceptance Checklist", and "Requirement Completeness" under it, skipped
// with it).
func aboutDocument(t string) bool {
	if strings.Contains(t, "checklist") && checklistHead(strings.Clone(t)) {
		// A copy: checklistHead's words escape, and t, on most titles,
		// should not (see normTitle).
		return true
	}
	// A prompt for the next agent or author: "Architect Prompt", "UX
	// Expert Prompt".
	if rest, ok := strings.CutSuffix(t, " prompt"); ok {
		// strings.Fields' words, one at a time: the list, or an iterator's
		// yield, would let t escape (see normTitle).
		for rest = strings.TrimLeftFunc(rest, unicode.IsSpace); rest != ""; rest = strings.TrimLeftFunc(rest, unicode.IsSpace) {
			i := strings.IndexFunc(rest, unicode.IsSpace)
			if i < 0 {
				i = len(rest)
			}
			if promptWords[rest[:i]] {
				return true
			}
			rest = rest[i:]
		}
	}
	return false
}

// checklistHead reports whether "checklist" is what a normalised title
// names, its head ("Review & Acceptance Checklist", "Checklist: Content
// Quality", "Checklist for Release"), rather than a word that qualifies a
// part of the product the title names ("Checklist Editor", "Packing
// Checklist Sharing": a feature that keeps checklists).
func checklistHead(t string) bool {
	w := strings.FieldsFunc(t, func(r rune) bool { return r == ' ' || r == '\t' || r == '/' })
	for i, x := range w {
		x = strings.TrimRight(x, ":;,.")
		if x != "checklist" && x != "checklists" {
			continue
		}
		if i == len(w)-1 || x != w[i] || !startsWord(w[i+1]) || checklistLinks[w[i+1]] {
			return true
		}
	}
	return false
}

// checklistLinks are the words that may follow a checklist's name in a
// title without making it a qualifier ("Checklist for Release").
var checklistLinks = map[string]bool{"for": true, "of": true, "and": true, "to": true, "before": true}

// startsWord reports whether w opens with a letter.
func startsWord(w string) bool {
	for _, r := range w {
		return unicode.IsLetter(r)
	}
	return false
}

// promptWords name who a prompt in a document is for.
var promptWords = map[string]bool{
	"architect": true, "expert": true, "agent": true, "ai": true, "llm": true, "developer": true,
	"design": true, "ux": true, "pm": true, "qa": true, "scrum": true, "dev": true, "engineer": true,
}

// processTitle reports whether a normalised title names a plan or a
// process of the project rather than the system: "Change Management Plan",
// "Deployment Plan", "Release Process".
func processTitle(t string) bool {
	for _, p := range []string{" plan", " process", " procedure", " procedures"} {
		if strings.HasSuffix(t, p) {
			last := lastField(strings.TrimSuffix(t, p))
			if last == "" {
				return false
			}
			// A product may have a review or support process of its own;
			// a release or development process is the project's.
			return projectWords[last] && (p == " plan" || !productProcesses[last])
		}
	}
	return false
}

// lastField returns the last of strings.Fields(s), or "" when s has none,
// without making the list: a title read by roleOfTitle then stays where
// its caller keeps it (on the stack, see normTitle).
func lastField(s string) string {
	s = strings.TrimRightFunc(s, unicode.IsSpace)
	i := strings.LastIndexFunc(s, unicode.IsSpace)
	if i < 0 {
		return s
	}
	_, n := utf8.DecodeRuneInString(s[i:])
	return s[i+n:]
}

// productProcesses are processes a product may run for its users: the
// word before "process" in a feature's title ("Review Process").
var productProcesses = map[string]bool{
	"review": true, "support": true, "integration": true, "action": true, "resource": true, "risk": true,
	"backup": true, "training": true, "maintenance": true, "communication": true, "communications": true,
}

// projectWords name the project's work: the word before "plan" or
// "process" in the title of a plan of the project ("Deployment Plan").
var projectWords = map[string]bool{
	"management": true, "project": true, "communication": true, "communications": true, "deployment": true,
	"training": true, "maintenance": true, "release": true, "support": true, "transition": true,
	"rollout": true, "migration": true, "test": true, "testing": true, "qa": true, "assurance": true,
	"risk": true, "staffing": true, "resource": true, "action": true, "development": true,
	"review": true, "change": true, "documentation": true, "integration": true, "verification": true, "validation": true,
	"sprint": true, "iteration": true, "work": true, "implementation": true, "delivery": true,
}

// testTitle reports whether a normalised title names tests: "Performance
// Tests", "Integration Testing".
func testTitle(t string) bool {
	return strings.HasSuffix(t, " tests") || strings.HasSuffix(t, " testing")
}

// normTitle lower-cases a title and drops its number, emphasis, a
// parenthesised remark ("Requirements *(mandatory)*") and punctuation at
// the ends.
//
// It is small enough to be inlined, so that a short ASCII title's lower
// case ("FR-0-0" → "fr-0-0", "Area 3" → "area 3"), which most callers
// only compare or look up, stays on the caller's stack when it goes no
// further (a string conversion of up to 32 bytes that does not escape);
// a title the caller keeps is allocated once, as before. titleForm does
// the work.
func normTitle(title string) string {
	var f titleForm
	if low := f.read(title); low != nil {
		return string(low)
	}
	return f.t
}

// lowerOnStack is the longest title whose lower case titleForm writes to
// its own buffer: the runtime's buffer for a string conversion that does
// not escape.
const lowerOnStack = 32

// titleForm reads a title for normTitle, on its caller's stack.
type titleForm struct {
	t   string             // the title normalised, when read returns nil
	buf [lowerOnStack]byte // the lower case read returns
}

// read sets f.t to normTitle(title) and returns nil, except for a title of
// ASCII characters only, at most lowerOnStack bytes long once trimmed,
// that holds a capital letter: it returns that title's lower case, written
// to f.buf. The lower case of an ASCII text changes its letters only, so
// the ends are trimmed first there; any other text is lower-cased before
// it is trimmed, as strings.ToLower reads it ("ſ", the Kelvin sign, "İ").
func (f *titleForm) read(title string) []byte {
	t := stripNum(strings.TrimLeftFunc(normSpace(title), notWordStart))
	if i := strings.Index(t, "("); i > 0 {
		t = t[:i]
	}
	if containsAnyOf(t, "\"", "“”") {
		t = quotes.Replace(t) // 'Activities which are "In Scope"'
	}
	if containsAnyOf(t, "", "\u2011\u2010") {
		t = hyphens.Replace(t)
	}
	t = strings.Trim(t, " *_#:.-–—\t")
	ascii, upper := true, false
	for i := 0; ascii && i < len(t); i++ {
		ascii = t[i] < utf8.RuneSelf
		upper = upper || 'A' <= t[i] && t[i] <= 'Z'
	}
	if !ascii {
		t = strings.ToLower(t)
	}
	t = strings.TrimSuffix(t, " *")
	t = strings.TrimSpace(strings.Trim(t, "*_ "))
	if !ascii || !upper {
		f.t = t // lower-cased above, or without a capital
		return nil
	}
	if len(t) > lowerOnStack {
		f.t = strings.ToLower(t)
		return nil
	}
	low := f.buf[:len(t)]
	for i := 0; i < len(t); i++ {
		c := t[i]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		low[i] = c
	}
	return low
}

// notWordStart reports whether r cannot open a title's first word: white
// space, an emoji or a symbol ("🎯 Mission Objective", "✅ Success
// Criteria"), not a letter, a digit or emphasis.
func notWordStart(r rune) bool {
	return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '*' && r != '_' && r != '(' && r != '"' && r != '“'
}

// hyphens writes the hyphens of a title as "-" ("In‑Scope", with a
// non-breaking hyphen, is "in-scope").
var hyphens = strings.NewReplacer("\u2011", "-", "\u2010", "-")

// quotes drops the quotation marks of a title.
var quotes = strings.NewReplacer("\"", "", "“", "", "”", "")

// kindOfRole is the kind of the requirements of a section with the role.
func kindOfRole(ro role) fcs.RequirementKind {
	switch ro {
	case roleNFR:
		return fcs.KindNonFunctional
	case roleConstraint:
		return fcs.KindConstraint
	case roleAcceptance:
		return fcs.KindAcceptanceCriterion
	case roleScenario:
		return fcs.KindScenario
	case roleReq:
		return fcs.KindFunctional
	}
	return ""
}

// explainingLabels are the labels of fields that explain a decision or a
// requirement rather than state one, besides the titles of sections that
// explain: an architecture decision record's "Status", "Context" and
// "Consequences" (only its "Decision" states something).
var explainingLabels = map[string]bool{
	"status": true, "context": true, "background": true, "motivation": true, "rationale": true,
	"consequences": true, "consequence": true, "decision drivers": true, "considered options": true,
	"pros": true, "cons": true, "pros and cons": true, "trade-offs": true, "tradeoffs": true,
	"reasoning": true, "justification": true, "why": true, "implications": true,
}

// planLabels are the labels of a project plan's fields: what an item of
// work costs, when it is due and who does it ("Time: 1 sprint",
// "Estimate: 3 days") — the work, not the system.
var planLabels = map[string]bool{
	"time": true, "effort": true, "estimate": true, "estimated effort": true, "estimated time": true,
	"time estimate": true, "duration": true, "story points": true, "points": true, "sprint": true,
	"sprints": true, "assignee": true, "assigned to": true, "owner": true, "due": true, "due date": true,
	"deadline": true, "target date": true, "iteration": true,
}

// explainingTitle reports whether a field's label, a bold label or a
// section's title says that what follows explains: the explaining
// labels always, the titles of sections that explain (Overview, Purpose,
// Out of scope, Future work …) or annotate (Notes) unless what follows
// requires with shall or must (strong). A use case's fields ("Scope",
// "Summary", "Goal") state what the use case does and are no
// explanation.
// It takes the label normalised (normTitle).
func explainingTitle(t string, strong func() bool) bool {
	if t == "" || useCaseFieldSet[t] {
		return false
	}
	if explainingLabels[t] || planLabels[t] && !strong() {
		return true
	}
	switch roleOfTitle(t) {
	case roleNote, roleSkip:
		return true
	case roleExplain:
		return framingLabels[t] && !strong()
	}
	return false
}

// framingLabels are the titles of sections that frame a document (what it
// is for, what it leaves out, what comes later): as a field's label they
// explain too, while a label such as "Architecture" or "Testing" over a
// value may state a constraint.
var framingLabels = map[string]bool{
	"overview": true, "introduction": true, "purpose": true, "out of scope": true, "out-of-scope": true,
	"not in scope": true, "non-goals": true, "future work": true, "problem": true, "problem statement": true,
	"the problem": true, "pain points": true, "hypothesis": true, "alternatives considered": true,
	"lessons learned": true, "executive summary": true, "tl;dr": true, "tldr": true, "vision": true,
	"future enhancements": true, "future improvements": true, "future scope": true, "future plans": true,
	"future releases": true, "future features": true, "future considerations": true,
}

// explainingField reports whether s is a labelled field ("**Context**:
// …", "Rationale – …", "* **Status**: Accepted") whose label explains
// (see explainingTitle).
func explainingField(s string, strong func() bool) bool {
	label, v, ok := labelledIf(s, func(label string) bool {
		return explainingTitle(normTitle(label), strong)
	})
	// The label is normalised again, not kept from the test: a variable
	// the test sets would move every label's lower case to the heap.
	return ok && !(v >= len(strings.TrimRight(s, " \t*_")) && normTitle(label) == "status") // "* **Status**:" over the states of a record: a field of the data
}
