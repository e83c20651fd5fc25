package spec

import (
	"strings"

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

// roleTitles maps normalised titles (lower case, no number, no
// punctuation at the ends) to roles. A title matches when it equals one
// of them or, for those marked with a final "*", starts with one.
var roleTitles = []struct {
	title string
	role  role
}{
	{"table of contents", roleSkip}, {"contents", roleSkip}, {"revision history", roleSkip},
	{"revisions", roleSkip}, {"document history", roleSkip}, {"version history", roleSkip},
	{"change log", roleSkip}, {"changelog", roleSkip}, {"change history", roleSkip},
	{"record of changes", roleSkip}, {"approvals", roleSkip}, {"approval", roleSkip}, {"sign-off", roleSkip},
	{"distribution list", roleSkip}, {"document control", roleSkip}, {"index", roleSkip},

	{"glossary*", roleGlossary}, {"definitions*", roleGlossary}, {"definition of terms", roleGlossary},
	{"acronyms*", roleGlossary}, {"abbreviations*", roleGlossary}, {"terms*", roleGlossary},
	{"terminology", roleGlossary}, {"key entities", roleGlossary}, {"entities", roleGlossary},
	{"data dictionary", roleGlossary}, {"key concepts", roleGlossary}, {"domain model", roleGlossary},
	{"legend*", roleGlossary}, {"key", roleGlossary}, {"priority levels", roleGlossary},

	{"introduction", roleExplain}, {"purpose*", roleExplain}, {"scope", roleExplain},
	{"epic*", roleGroup},
	{"document scope", roleExplain}, {"overview", roleExplain}, {"product overview", roleExplain},
	{"system overview", roleExplain}, {"background*", roleExplain}, {"context", roleExplain},
	{"motivation", roleExplain}, {"about*", roleExplain}, {"document conventions", roleExplain},
	{"conventions", roleExplain}, {"intended audience*", roleExplain}, {"audience", roleExplain},
	{"references", roleExplain}, {"acknowledgements", roleExplain}, {"acknowledgments", roleExplain},
	{"executive summary", roleExplain}, {"brief description", roleExplain}, {"problem statement", roleExplain},
	{"goals", roleExplain}, {"objectives", roleExplain}, {"vision", roleExplain}, {"summary", roleExplain},
	{"product perspective", roleExplain}, {"how to read this document", roleExplain},
	{"user classes*", roleExplain}, {"user characteristics", roleExplain}, {"user class*", roleExplain},
	{"stakeholders*", roleExplain}, {"personas", roleExplain}, {"user personas", roleExplain}, {"target users", roleExplain},
	{"risks*", roleExplain}, {"risk assessment", roleExplain}, {"risk analysis", roleExplain}, {"known issues", roleExplain},
	{"next steps", roleExplain},
	{"alternatives considered", roleExplain}, {"competitive analysis", roleExplain}, {"faq", roleExplain},
	{"frequently asked questions", roleExplain}, {"team", roleExplain}, {"budget", roleExplain},
	{"out of scope", roleExplain}, {"non-goals", roleExplain}, {"won't have*", roleExplain},
	{"wont have*", roleExplain}, {"not in scope", roleExplain}, {"future work", roleExplain}, {"open questions", roleExplain},
	{"technical approach*", roleExplain}, {"implementation plan*", roleExplain}, {"migration", roleExplain},
	{"migration strategy", roleExplain}, {"migration plan", roleExplain}, {"rollout", roleExplain},
	{"rollout plan", roleExplain}, {"rollout strategy", roleExplain}, {"roadmap", roleExplain},
	{"timeline", roleExplain}, {"milestones", roleExplain},
	{"testing strategy", roleExplain}, {"test strategy", roleExplain}, {"test plan*", roleExplain},
	{"testing", roleExplain},
	{"informative*", roleExplain}, {"non-normative*", roleExplain},
	{"appendix*", roleExplain}, {"architecture*", roleExplain}, {"system architecture", roleExplain},
	{"design overview", roleExplain}, {"technical design", roleExplain}, {"implementation notes", roleExplain},
	{"solution overview", roleExplain}, {"document overview", roleExplain}, {"preface", roleExplain},

	{"why this priority", roleNote}, {"independent test", roleNote}, {"rationale", roleNote},
	{"notes", roleNote}, {"note", roleNote}, {"comments", roleNote}, {"example", roleNote},
	{"examples", roleNote}, {"discussion", roleNote}, {"clarifications", roleNote}, {"open issues", roleNote},
	{"questions", roleNote},

	{"acceptance scenarios", roleScenario}, {"scenarios", roleScenario}, {"edge cases", roleScenario},
	{"test scenarios", roleScenario}, {"user scenarios*", roleScenario}, {"scenario*", roleScenario},

	{"acceptance criteria", roleAcceptance}, {"acceptance criterion", roleAcceptance},
	{"success criteria*", roleAcceptance}, {"measurable outcomes", roleAcceptance},
	{"definition of done", roleAcceptance}, {"acceptance tests", roleAcceptance},
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

	{"requirements", roleReq}, {"functional requirements", roleReq}, {"specific requirements", roleReq},
	{"system requirements", roleReq}, {"features", roleReq}, {"system features", roleReq},
	{"functions", roleReq}, {"capabilities", roleReq}, {"functionality", roleReq},
	{"user stories", roleReq}, {"use cases", roleReq}, {"stories", roleReq},
	{"user requirements", roleReq}, {"business requirements", roleReq}, {"key features", roleReq},
	{"basic functional requirements", roleReq}, {"extended functional requirements", roleReq},
}

// roleOf returns the role of a section by its title, or by a remark in
// parentheses when the title has none ("Technical Approach *(overview)*").
func roleOf(title string) role {
	ro := roleOfTitle(normTitle(title))
	if ro != roleNone {
		return ro
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
	if testTitle(t) && !strings.HasPrefix(t, "acceptance") {
		return roleExplain // a test plan: "Performance Tests", "Integration Testing"
	}
	for _, rt := range roleTitles {
		if p, ok := strings.CutSuffix(rt.title, "*"); ok {
			if strings.HasPrefix(t, p) {
				return rt.role
			}
			continue
		}
		if t == rt.title {
			return rt.role
		}
	}
	switch {
	case strings.HasSuffix(t, "in scope") && !strings.HasSuffix(t, "not in scope"):
		return roleReq // "Activities which are \"In Scope\"", "Features in scope"
	case strings.Contains(t, "non-functional") || strings.Contains(t, "nonfunctional") || strings.Contains(t, "quality attribute"):
		return roleNFR
	case strings.HasSuffix(t, "requirements") || strings.HasSuffix(t, "features"):
		return roleReq
	case strings.HasSuffix(t, "constraints") || strings.HasSuffix(t, "assumptions"):
		return roleConstraint
	case strings.HasSuffix(t, "glossary") || strings.HasSuffix(t, "definitions"):
		return roleGlossary
	}
	return roleNone
}

// testTitle reports whether a normalised title names tests: "Performance
// Tests", "Integration Testing".
func testTitle(t string) bool {
	return strings.HasSuffix(t, " tests") || strings.HasSuffix(t, " testing")
}

// normTitle lower-cases a title and drops its number, emphasis, a
// parenthesised remark ("Requirements *(mandatory)*") and punctuation at
// the ends.
func normTitle(title string) string {
	t := stripNum(strings.TrimSpace(normSpace(title)))
	if i := strings.Index(t, "("); i > 0 {
		t = t[:i]
	}
	if strings.ContainsAny(t, "\"“”") {
		t = quotes.Replace(t) // 'Activities which are "In Scope"'
	}
	t = strings.ToLower(strings.Trim(t, " *_#:.-–—\t"))
	t = strings.TrimSuffix(t, " *")
	return strings.TrimSpace(strings.Trim(t, "*_ "))
}

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
