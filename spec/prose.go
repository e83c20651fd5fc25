package spec

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/clarigraph/clarigraph/fcs"
)

// This file reads prose: it splits paragraphs into sentences and tells a
// sentence that states a requirement from an explanation, a note, an
// example, a definition or a document's front matter. Reading wins when
// in doubt: a sentence is a requirement unless it reads as one of those.

// verdict is what a sentence is.
type verdict uint8

const (
	vReq        verdict = iota // states a requirement
	vExplain                   // context, purpose, a description of the document
	vNote                      // a note, advice, a reference to elsewhere
	vExample                   // an example
	vDefinition                // defines a term
	vFront                     // front matter: version, status, author
	vOther                     // "None.", "There are no preconditions for this use case."
)

// rating is one part of a feature's rating: a priority, a benefit, a cost
// or a risk.
const rating = `(?:(?:very\s+)?(?:high|medium|low|normal|moderate)\s+priority|priority\s*[:=–—-]?\s*(?:high|medium|low|normal|[0-9]+)|(?:benefit|cost|risk|penalty|effort)\s*[:=]?\s*[0-9]+(?:\s*/\s*[0-9]+)?)`

var (
	explainStarts = phrases(
		"the purpose of", "the aim of", "the goal of this", "the objective of this", "the scope of",
		"in this chapter", "in this section", "in this document", "in this way", "in this specification",
		"in this subsection", "through this set of", "through this feature", "with this feature", "by this feature", "hence",
		"thus,", "this makes", "this is ", "that is ", "these are ", "this was ", "why this", "the following section",
		"the following chapter", "the rest of this", "the remainder of this", "as mentioned", "as described",
		"as stated", "as shown", "it is expected that", "this allows", "this helps", "this gives", "this way",
		"it is recognised", "it is recognized", "it is understood", "it is acknowledged", "here you have", "here you can see",
		"the primary use of", "the main use of", "the primary purpose", "the main purpose", "the primary goal", "the main goal",
		"below is ", "below are ", "above is ", "above are ", "those marked ", "items marked ", "rows marked ", "entries marked ",
	)
	// reasonStarts open a sentence that gives a reason; without shall or
	// must it explains ("Because riders queue, …"; not "Because cards
	// fail, the app shall retry").
	reasonStarts = phrases(
		"the reason ", "the reasons ", "the rationale", "this is because", "because ", "the idea is", "the idea behind",
		"the intent is", "the intention is", "the motivation",
	)
	// statusQuoStarts open a sentence on how things stand today; without a
	// modal verb it describes, it does not require ("The current
	// implementation uses …"; not "The existing system must stay up").
	statusQuoStarts = phrases(
		"currently,", "at present,", "at the moment,", "as of today", "to date,", "today,",
		"the current implementation", "the current version", "the current system", "the current design",
		"the current solution", "the current process", "the current prototype", "the current release",
		"the current codebase", "the existing implementation", "the existing system", "the existing process",
	)
	// existingCanRe matches a sentence that says what something existing
	// can be made to do: a possibility of the present design, which the
	// team assumes, not an obligation ("The existing sync queue can be
	// extended for drafts", "Retry patterns from existing services can be
	// reused").
	existingCanRe = mustGuard(`\bexisting\b[^.;:]{0,80}\bcan\s+be\s+(?:extended|applied|reused|re-used|leveraged|adapted|built\s+upon)\b`)
	// connectives open a sentence that goes on from the one before it;
	// without a modal verb it is what that one was ("In addition, it
	// offers an overview …" after an explanation).
	connectives = phrases("in addition,", "moreover,", "furthermore,", "more specifically,", "in other words,", "besides,", "also,")
	// habitual words describe how things usually are, not what the system
	// must do ("The waiter usually knows …"); in prose only, as list items
	// state qualities with them ("Pages typically load in 2 s").
	habitual      = map[string]bool{"usually": true, "typically": true, "normally": true, "generally": true, "often": true, "occasionally": true, "traditionally": true, "customarily": true}
	exampleStarts = phrases("for example", "an example of", "an example", "for instance", "e.g.", "example:", "examples:", "in this screenshot", "as an example", "eg.")
	noteStarts    = phrases(
		"note:", "notes:", "note that", "(note", "nb:", "n.b.", "please refer", "please note", "please ", "bear in mind", "keep in mind", "so ",
		"tip:", "hint:", "see ", "refer to", "for more information", "for more details", "for details",
		"there is a comprehensive guide", "remark:", "comment:", "todo:", "there is no requirement", "there are no requirements",
		"you could ", "you might ", "need to discuss", "need to decide", "need to confirm", "need to check", "needs to be discussed",
		"to be discussed", "to be decided", "tbd:", "open question",
	)
	frontStarts = phrases(
		"version ", "version:", "revision ", "revision:", "draft ", "draft,", "status:", "author:", "authors:",
		"author ", "created:", "created ", "last updated", "last modified", "updated:", "prepared by", "prepared for",
		"copyright", "©", "(c) ", "confidential", "document id", "document number", "date:", "owner:",
		"feature branch", "input:", "branch:", "reviewed by", "approved by", "project:", "team:", "course:",
	)
	greetings = phrases("hello", "hi ", "hi,", "hey", "dear ", "thanks", "thank you", "greetings", "welcome", "good morning", "cheers", "regards", "lorem ipsum")
	// instructionVerbs open a template's instruction to its author ("List
	// the basic functional requirements …").
	instructionVerbs = map[string]bool{
		"list": true, "describe": true, "identify": true, "specify": true, "enumerate": true,
		"provide": true, "explain": true, "summarize": true, "summarise": true, "state": true, "insert": true,
		"include": true, "define": true, "outline": true, "detail": true, "indicate": true,
	}
	// instructionReach is how many words of an instruction may name the
	// document's parts.
	instructionReach = 7
	documentWords    = []string{"requirement", "section", "document", "capabilit", "feature", "this template", "srs"}

	// otherRe matches a value that says nothing: "None", "N/A", "TBD", a
	// placeholder left in a template ("NaN", "x", "-", "…").
	otherRe = mustGuard(`(?i)^(?:none|n/?a|not applicable|nil|nan|null|x|[-–—/]+|tbd|tbc|tba|to be (?:defined|determined|decided)|no\.?|\.\.\.|…|\?+)\.?$`)
	// noneRe matches "There are no preconditions for this use case.",
	// "No special requirements." and "No post condition."
	noneRe = mustGuard(`(?i)^(?:there\s+(?:is|are)\s+no(?:t)?\b.*\b(?:for|in|of)\s+this\s+(?:use\s*case|section|feature|function|document|requirement|scenario|flow)\b|no\s+(?:special\s+requirements?|pre[\s-]?conditions?|post[\s-]?conditions?|extension\s+points?|alternat(?:iv)?e\s+(?:flows?|paths?|courses?)|exceptions?|triggers?|includes|extends|business\s+rules?)\b)`)
	// diagramSaysRe matches a sentence whose subject is a diagram, which
	// it describes: "A use case diagram will illustrate …", "Sequence
	// diagrams will show the flow …", "The ER diagram depicts …".
	diagramSaysRe = mustGuard(`^(?:the\s+|an?\s+|this\s+|these\s+)?(?:[a-z-]+\s+){0,3}diagrams?\s+(?:will\s+|would\s+|below\s+|above\s+)?(?:show|illustrate|depict|describe|present|represent|outline|give|summari[sz]e)s?\b`)
	// figureRefRe matches a reference to a figure or screenshot.
	figureRefRe = mustGuard(`\b(?:in|on)\s+the\s+(?:last|following|above|below|previous|next|preceding)\s+(?:screenshot|figure|picture|image|diagram|table)\b`)
	// rationaleRe matches a sentence that gives the reason for the one
	// before it: "This will ensure that …", "That way …", "These help …".
	rationaleRe = mustGuard(`^(?:this|that|these|doing\s+so)\s+(?:will\s+|would\s+|should\s+|is\s+to\s+)?(?:ensures?|allows?|helps?|makes?|means?|enables?|guarantees?|prevents?|avoids?|reduces?|improves?|gives?|lets?|keeps?|way)\b`)
	// noRequirementRe matches a sentence that says there is no
	// requirement, rule or constraint: "There are no business rules.",
	// "there are not any specific performance requirements", "There are
	// currently no requirements.", "No performance requirements at this
	// time.".
	noRequirementRe = mustGuard(`\b(?:has|have|is|are|there\s+(?:is|are))\s+(?:currently\s+|presently\s+|yet\s+)?(?:no|not\s+any)\s+(?:[a-z-]+\s+){0,2}(?:requirements?|rules?|constraints?)\b|^no\s+(?:[a-z-]+\s+){0,2}requirements?(?:\s+(?:at\s+this\s+time|yet|so\s+far|for\s+now|currently|identified|defined)\b|[\s._]*$)`)
	// documentDoesRe matches a sentence in which the document itself is
	// the subject of a modal verb: "this SRS shall cover the full scope of
	// the game", "This document will describe …".
	documentDoesRe = mustGuard(`\bthis\s+(?:document|srs|specification|section|chapter|report)\s+(?:shall|will|should|must|is\s+to)\s+(?:also\s+)?(?:describe|cover|define|present|outline|contain|list|explain|detail|specify|introduce|give|document|address|focus)`)
	// notRequiredRe matches a sentence that says a thing is not needed,
	// bounding the work rather than requiring: "No public API is
	// required", "A CLI is not needed", "Not applicable for this product".
	notRequiredRe = mustGuard(`^no\s+(?:[\w/-]+\s+){0,5}(?:is|are)\s+(?:required|needed|necessary)` + notNeededEnd + `|\b(?:is|are)\s+not\s+(?:required|needed|necessary)` + notNeededEnd + `|\b(?:is|are)\s+not\s+applicable\b|^not\s+applicable\b`)
	// notNeededEnd closes "… is not required": the sentence, or what the
	// need is for; not "… is not required to sign in", a behaviour.
	notNeededEnd = `(?:\s*(?:[.;,:)\-–—]|$)|\s+(?:for|in|at|by|as|because|since|within|during|yet|initially|now|here|and|but|unless|until|beyond|outside|on|with)\b)`
	// captionRe matches the caption of a figure or a table: "Figure 3:",
	// "Table 2 -", "Fig. 4.1".
	captionRe = mustGuard(`^(?:figure|fig\.?|table|diagram|image|screenshot|chart|illustration)\s*[0-9]+(?:\.[0-9]+)*\s*(?:[:.\-–—]|$)`)
	// parenRe matches a parenthesised remark.
	parenRe = mustGuard(`\([^()]*\)`)
	// selfRe matches a sentence about the document or the part it is
	// in: "This use case provides …", "This section describes …".
	selfRe = mustGuard(`(?i)^(?:this|the\s+present|the\s+following)\s+(?:(?:particular|specific|whole|entire|new|additional|last|next|previous|above|first|second)\s+)?(?:use\s*case|section|document|chapter|feature|specification|srs|prd|epic|subsection|part|paragraph|requirement|appendix|table|figure|list)s?\s+(?:provides?|describes?|covers?|is|are|explains?|presents?|defines?|specif(?:y|ies)|contains?|includes?|lists?|outlines?|gives?|establish(?:es)?|allows?|enables?|lets|documents?|summari[sz]es?|details?|shows?|introduces?|focus(?:es)?|deals?|addresses|identif(?:y|ies)|captures?|offers?|helps?|makes?)\b`)
	// partsRe matches a sentence about the document's own parts, what its
	// requirements, tests or descriptions say or where they are: "The
	// requirements in this section specify …", "Each test reflects …", "A
	// description of each test is given …", "The following procedures are
	// defined".
	partsRe = mustGuard(`(?i)^(?:(?:the|these|this|each|every|all|a|an)\s+(?:(?:functional|non-functional|nonfunctional|following|above|listed|specific)\s+)?(?:requirements?|tests?|test\s+cases?|descriptions?\s+of\s+(?:each|every|the)\s+[\w-]+)(?:\s+(?:in|of|below|above)\s+(?:this|the\s+following|the\s+next)\s+(?:section|chapter|document|table|part|list))?|the\s+following\s+(?:[\w-]+\s+){1,3}(?:is|are)\s+(?:defined|listed|described|given|shown|presented))\b\s*(?:provides?|describes?|specif(?:y|ies)|reflects?|covers?|lists?|defines?|explains?|presents?|outlines?|captures?|summari[sz]es?|documents?|(?:is|are)\s+(?:given|listed|described|shown|presented|provided|included|found|grouped|organi[sz]ed|numbered)\b|,|$)`)
	// introRe matches a sentence that introduces a list of requirements:
	// "The only functional requirements are:".
	introRe = mustGuard(`(?i)\b(?:requirements?|the\s+following|as\s+follows)\b[^.]*:$`)
	// definitionRe matches a sentence that defines a term.
	definitionRe = mustGuard(`(?i)^(?:["“']?[\w][\w'’/-]*(?:\s+[\w'’/-]+){0,4}["”']?\s+(?:means|stands\s+for|is\s+defined\s+as|are\s+defined\s+as|refers\s+to|denotes|(?:is|are)\s+nothing\s+but|(?:is|are)\s+(?:also\s+)?(?:called|known\s+as))\s|let\s+\S+\s+be\s)`)
	// documentRefRe matches a sentence about where things are described.
	documentRefRe = mustGuard(`(?i)\b(?:are|is)\s+(?:presented|explicated|described|explained|listed|detailed|outlined|given|summari[sz]ed)\s+(?:below|above|in\s+(?:the\s+)?(?:following|next|this|section|chapter|appendix))|\b(?:are|is)\s+(?:to\s+be\s+|can\s+be\s+)?(?:found|defined)\s+in\s+(?:the|this|an?|section|chapter|appendix|annex)\b|\b(?:are|is)\s+(?:recorded|documented)\s+in\s+\[|\brequirements\b[^.]{0,60}\bare\s+(?:presented|described|listed|detailed|outlined|given)\s*\.?$`)
	// productRe matches a sentence that says what the product is: "PeaZip
	// is a file and archive manager application …".
	productRe = mustGuard(`(?i)^[A-Z][\w.-]*(?:\s+[A-Z][\w.-]*){0,2}\s+is\s+an?\s+(?:[\w/-]+\s+){0,6}(?:application|system|tool|software|program|product|platform|library|service|utility|package)\b`)
	// introducesRe matches a sentence that introduces the product or why
	// it is wanted rather than what it must do: who uses it ("The library
	// system is used by students"; not "The API is used by the app to …"), what someone aims to do with it ("The college aims to
	// use …"), the description that follows ("the following system is
	// required to …").
	// aboutRequirementsRe matches a sentence about the document's own
	// requirements, how they are written or kept ("Each requirement is
	// testable", "All requirements are stated in plain language").
	aboutRequirementsRe = mustGuard(`^(?:(?:all|each|every|the|these|those|our|such)\s+)?(?:(?:functional|non-functional|nonfunctional|software|system|listed|above|following|other)\s+)?requirements?\s+(?:is|are|were|was|have\s+been|has\s+been|shall\s+be|should\s+be|must\s+be|will\s+be|can\s+be|may\s+be)\s`)
	// authorsWorkRe matches a sentence about what the document's authors
	// did: "we have identified …", "we chose …".
	authorsWorkRe = mustGuard(`(?:^|,\s*|\bthen\s+)we\s+(?:have\s+|had\s+)?(?:identified|decided|chosen|chose|selected|listed|described|documented|prioriti[sz]ed|focused|elaborated|analy[sz]ed|gathered|collected|captured|reviewed|interviewed|surveyed|derived|grouped|organi[sz]ed)\b`)
	// selfCareRe matches an instruction to keep the document itself.
	selfCareRe   = mustGuard(`^(?:update|revise|maintain|keep|amend|extend)\s+this\s+(?:section|document|list|table|file|page|specification|srs)\b`)
	introducesRe = mustGuard(`^(?:the\s+)?(?:[\w-]+\s+){0,3}(?:system|application|app|software|platform|tool|product|website|site|portal|service)\s+(?:is|are|will\s+be)\s+(?:mainly\s+|mostly\s+|primarily\s+|generally\s+)?used\s+by\b|^(?:the\s+|our\s+|this\s+)?[\w-]+(?:\s+[\w-]+){0,4}\s+(?:aims?|intends?|hopes?|plans?)\s+to\b|\bthe\s+following\s+(?:system|application|software|program|tool|product|platform)\s+(?:is|will|was|has|must)\b`)
	// usersRe matches a sentence that says who the users are: "Users
	// include riders, crew.", "The actors of the system are …".
	usersRe = mustGuard(`^(?:the\s+)?(?:users?|actors?|stakeholders?|user\s+classes|roles)(?:\s+of\s+(?:the|this)\s+\w+)?\s+(?:includes?|consists?\s+of|comprises?|are\s+(?:the\s+following|as\s+follows))\b`)
	// storyCountRe matches a field that counts a plan's stories: "Total
	// stories: 18", "Checkout (P1): 3 stories".
	storyCountRe = mustGuard(`^(?:[\w&/ -]{1,30}(?:\([\w ]{1,10}\))?:\s*\d+\s+(?:user\s+)?stor(?:y|ies)|(?:total\s+)?(?:number\s+of\s+)?(?:user\s+)?stor(?:y|ies)(?:\s+count)?\s*:\s*\d+)\s*\.?$`)
	// shortFieldRe matches a short field of any label whose value is a
	// word or two ("Size: M", "Value score: 120", "Team: harbour crew"):
	// after a planning field on the same line ("Priority: P1 | Size: M"),
	// more of the plan's values, not a statement (shortField).
	shortFieldRe = mustGuard(`^[a-z][a-z ]{0,19}:\s*[\w/&.+-]+(?:\s+[\w/&.+-]+)?$`)
	// measureRe matches a value that is a number with a unit ("99.5
	// percent", "30 seconds"): a quantity a requirement states, not a
	// plan's value.
	measureRe = mustGuard(`^[0-9]+(?:[.,][0-9]+)?\s*[a-z]`)
	// bookkeepingRe matches a short field that files a requirement rather
	// than states one: "Priority: High.", "Risk – low", "Story points: 3".
	bookkeepingRe = mustGuard(`^(?:priority(?:\s+(?:legend|levels?|scale))?|priorities|risk|status|effort|estimates?|complexity|severity|moscow|story\s+points|points|release|sprint|epic|owner)\s*(?::|=|–|—|-)\s*[\w/& -]{1,24}\.?$`)
	// scopeRe matches a sentence that bounds the work rather than requires:
	// what is left out ("X is not included in this release", "X is out of
	// scope"), what the product assumes ("The system assumes …"), what its
	// users already know ("Users have basic computer knowledge", "The user
	// is trained to …").
	scopeRe = mustGuard(`\b(?:is|are)\s+(?:not|never)\s+(?:included|in\s+scope|covered|part\s+of\s+(?:this|the)\s+(?:release|scope|project|version|mvp|phase|semester|iteration))\b|\b(?:is|are)\s+(?:out\s+of|outside(?:\s+of)?)\s+(?:the\s+)?scope\b|^(?:the\s+)?(?:[\w-]+\s+){0,2}(?:system|application|app|platform|product|software|design|team|we)\s+assumes?\b|^(?:the\s+|all\s+)?(?:end[\s-])?users?\s+(?:has|have|will\s+have|possess)\s+(?:a\s+)?(?:basic|some|sufficient|adequate|prior|general)\s+(?:[\w-]+\s+){0,2}(?:knowledge|literacy|skills?|familiarity|experience|understanding)\b|^(?:the\s+|all\s+)?users?\s+(?:is|are)\s+(?:trained|familiar)\b`)
	// putOffRe matches a sentence or an item that puts a thing off to a
	// later version of the document's own work rather than requiring it
	// now: marked as such ("Planned: a courier service", "Future: …"),
	// left to a later version, release or phase ("For a future version of
	// the app, it is planned to …", "In a later release, …"), deferred to
	// one ("… are deferred to a future phase", "Deferred to a later
	// release."), or outside the scope of now ("… are outside the current
	// scope", "… are explicitly out of scope"). The put-off's noun is one
	// of the work (workNoun); a time in the product's behaviour ("deferred
	// to the next business day", "postponed until the next login") is
	// none. putsOff checks what the expression leaves open: the groups
	// name the words it checks. With shall or must it still requires
	// ("Future fare changes shall be logged"); see classify.
	putOffRe = mustGuard(`^(?:planned|future|later|deferred|post-mvp)\s*:|^deferred\s+(?:to|until)\b` +
		`|^(?:for|in)\s+(?:a\s+|the\s+)?(?:future|later|next|subsequent)\s+(?P<when>` + workNoun + `)\b(?P<of>\s+of\b)?` +
		`|\b(?:is|are)\s+(?:(?:explicitly|currently|also)\s+)?(?:deferred|postponed)\s+(?:to|until)\s+(?:a\s+|the\s+)?(?:future|later|next|subsequent)\s+(?:` + workNoun + `)\b` +
		`|(?:\b(?P<rel>\w+)\s+)?\b(?:is|are)\s+(?:(?:explicitly|currently|also|still)\s+)?(?:out\s+of|outside(?:\s+of)?)\s+(?:the\s+|this\s+)?(?:current|present|initial)?\s*scope\b`)
	// futureWorkRe matches an item headed by "Future" that names a thing
	// of the work ("Future barcode scanner support", "Future versions
	// will add …"), for putsOff.
	futureWorkRe = mustGuard(`^future\s+(?:` + workNoun + `|enhancements?|improvements?|extensions?|features?|work)\b`)
	// deferredRe matches a sentence that leaves a matter to a later step of
	// the project: "… will be defined during technical planning", "… is to
	// be decided later", "… will be detailed in the project plan".
	deferredRe = mustGuard(`\b(?:will|to|shall)\s+be\s+(?:further\s+)?(?:defined|determined|decided|specified|finali[sz]ed|clarified|agreed|worked\s+out)\b[^.]*\b(?:during|later|in\s+a\s+later|at\s+a\s+later|after|in\s+the\s+(?:design|planning|next))\b` + `|\b(?:will|to|shall)\s+be\s+(?:further\s+)?(?:detailed|documented|described|covered)\s+in\s+(?:the\s+|a\s+)?(?:separate\s+)?(?:[\w-]+\s+){0,2}(?:plan|budget)\b`)
	// ratingRe matches a feature's rating alone, as the IEEE 830 template
	// asks for it: "High Priority, Benefit: 9, Cost: 7.", "Priority: Low;
	// Risk: 3".
	ratingRe = mustGuard(`^` + rating + `(?:\s*[,;]\s*` + rating + `)*\.?$`)
	// ratingWhyRe matches a rating with the reason for it after a dash:
	// "Priority: High - initiates the game, required to set it up".
	ratingWhyRe = mustGuard(`^` + rating + `\s*[-–—]\s*[^.;:]*[._*]*$`)
	// changeEntryRe matches an entry of a change log: a version or a date
	// first ("v1.2 – Added export", "2024-03-01: First draft").
	changeEntryRe = mustGuard(`^(?:v[0-9]+(?:\.[0-9]+)+|[0-9]{4}-[0-9]{2}-[0-9]{2})\b`)
	// openEndRe matches a sentence left open for the items after it:
	// "In Settings Interface, users are able to:", "The release is done
	// when:".
	openEndRe = mustGuard(`(?i)\s(?:to|of|for|by|with|from|in|on|and|or|the|a|an|when|if|once|where|that)\s*:$`)
)

// classify says what a sentence is. The regular expressions run only on
// sentences a cheap test lets through: classify runs on every sentence
// and item of the document.
func classify(s string) verdict {
	t := strings.TrimSpace(normSpace(s))
	t = strings.TrimLeft(t, "*_•-–—> \t")
	if t != "" && t[0] >= 0xe2 {
		t = strings.TrimLeftFunc(t, emojiLike) // "⚠️ Note: …", "💡 Tip: …"
	}
	t = strings.TrimSpace(t)
	if (strings.HasSuffix(t, ":**") || strings.HasSuffix(t, ":__")) && strings.Count(t, " ") < 3 {
		// "**Test Cases:**": a short bold label, its colon inside the
		// bold, is a label as "Test Cases:" is (its first word no
		// imperative); a longer one ("**Monolithic application with
		// modular components:**") may state a decision.
		t = t[:len(t)-2]
	}
	if t == "" {
		return vOther
	}
	low := strings.ToLower(t)
	head := low[:min(len(low), 64)]
	squashed := strings.ReplaceAll(head, " ", "")
	nwords := strings.Count(strings.TrimSpace(t), " ") + 1
	fieldSep := containsAnyOf(t, ":-", "–—") // a field's separator, for emptyField and explainingField
	var (
		v    verbInfo
		have bool
	)
	verbs := func() verbInfo {
		if !have {
			v, have = verbsOf(t), true
		}
		return v
	}
	switch {
	case len(low) <= 40 && otherRe.MatchString(low) || len(t) <= 40 && deletedRe.matchLow(t, low):
		return vOther
	case placeholder(t):
		return vOther // "[Fill in…]", "[TBD]": a template's gap
	case strings.HasSuffix(t, ":") && nwords <= 3:
		return vOther // "More specifically:"
	case strings.HasSuffix(t, ":") && nwords <= 6 && !verbs().modal && !verbs().finite && !verbs().imperative:
		return vOther // a label over what follows: "API surface (versioned v1):"
	case nwords <= 2 && !strings.ContainsAny(t[len(t)-1:], ".!?") && !verbs().finite && !verbs().imperative:
		return vOther // a label: "Category", "Exceptions"
	case (strings.HasPrefix(low, "there") || strings.HasPrefix(low, "no ")) && noneRe.matchLow(t, low):
		return vOther
	case startsWithAny(low, squashed, greetings):
		return vOther
	case mayDefineKeyword(low) && keywordLegend(t):
		return vDefinition // "must - This designates that a requirement is of high priority."
	case mayRank(low) && priorityLegend(t):
		return vDefinition // "P1 – nice to have", "Mandatory: must be implemented for the first release"
	case startsWithAny(low, squashed, frontStarts) || changeEntryRe.MatchString(low) || nwords <= 5 && bookkeepingRe.MatchString(low) || nwords <= 16 && bookkeepingFields(low) || nwords <= 12 && mayRate(low) && ratingRe.MatchString(low) || nwords <= 20 && mayRate(low) && ratingWhyRe.MatchString(low) && !verbs().strong:
		return vFront
	case fieldSep && nwords <= 14 && metaField(t):
		return vFront // "Scrum Master: Dana", "Sprint 3 Review Date/Time: 4/05 - 4/06"
	case fieldSep && nwords <= 8 && storyCount(low):
		return vFront // "Total stories: 18", "Checkout: 3 stories"
	case strings.HasPrefix(low, "definition of ") && fieldSep && termLabel(t) && !verbs().strong:
		return vDefinition // "Definition of Ready: a story has a test and an owner."
	case startsWithAny(low, squashed, exampleStarts):
		return vExample
	case startsWithAny(low, squashed, noteStarts):
		return vNote
	case fieldSep && emptyField(t):
		return vOther // "Exceptions: none", "Special requirements – N/A", "Notes/Issues – …"
	case startsWithAny(low, squashed, explainStarts):
		return vExplain
	case fieldSep && explainingField(t, func() bool { return verbs().strong }):
		return vExplain // "**Context**: …", "Rationale – …", "Status: Accepted"
	case (strings.HasPrefix(low, "the ") || strings.Contains(head, ",")) && startsWithAny(low, squashed, statusQuoStarts) && !verbs().modal:
		return vExplain
	case strings.Contains(low, "existing") && strings.Contains(low, "can be") && existingCanRe.MatchString(low) && !verbs().strong:
		return vExplain // "The existing sync queue can be extended for drafts."
	case (strings.HasPrefix(low, "the ") || strings.HasPrefix(low, "this ") || strings.HasPrefix(low, "because ")) && startsWithAny(low, squashed, reasonStarts) && !verbs().strong:
		return vExplain
	case (strings.HasPrefix(low, "this") || strings.HasPrefix(low, "the present") || strings.HasPrefix(low, "the following")) && selfSentence(t):
		return vExplain
	case namesOwnRequirements(low):
		return vExplain // "This module defines the functional requirements for …" (aboutdoc.go)
	case (strings.Contains(head, "requirement") || strings.Contains(head, "test") || strings.Contains(head, "description") || strings.HasPrefix(low, "the following")) && partsRe.matchLow(t, low) && !verbs().strong:
		return vExplain // "The requirements in this section specify …", "Each test reflects …"
	case mayDefine(low) && definitionRe.matchLow(t, low) && !meansNoun(low):
		return vDefinition
	case mayReferToDocument(low) && documentRefRe.MatchString(parenRe.ReplaceAllString(t, "")) && (!verbs().strong || strings.Contains(low, "to be found")):
		return vExplain
	case strings.Contains(low, " is a") && productRe.matchLow(t, low) && !verbs().modal:
		return vExplain
	case mayIntroduce(low) && introducesRe.MatchString(low) && !verbs().strong:
		return vExplain // "The library system is used by students.", "The college aims to use …"
	case strings.Contains(low, "we ") && authorsWorkRe.MatchString(low) && !verbs().strong:
		return vExplain // "Based on the 10% rule, we have identified the top three use cases."
	case strings.Contains(low, " be ") && mayDefer(low) && deferredRe.MatchString(low) && !verbs().strong:
		return vNote // "Payment details will be defined during technical planning."
	case mayScope(low) && scopeRe.MatchString(low) && !verbs().strong:
		return vExplain // "Payment is not included in this release.", "The system assumes users have e-mail."
	case mayPutOff(low) && putsOff(t, low, func() bool { return verbs().finite }) && !verbs().strong:
		return vExplain // "Planned: a courier service.", "Season passes are deferred to a future phase."
	case strings.Contains(low, "depend") && statesDependency(low) && !verbs().modal:
		return vExplain // "The app depends on a running fare server.", "Depends on KS-4."
	case strings.Contains(head, " this ") && selfCareRe.MatchString(low):
		return vNote // "Update this section as requirements evolve."
	case strings.Contains(head, "requirement") && aboutRequirementsRe.MatchString(low):
		return vExplain // "Each requirement is traceable to a use case.", "Requirements are atomic."
	case mayListUsers(low) && usersRe.MatchString(low):
		return vDefinition // "Users include riders and crew."
	case strings.HasSuffix(t, ":") && openEndRe.matchLow(t, low) && !verbs().modal:
		return vExplain
	case strings.HasSuffix(t, ":") && introRe.matchLow(t, low) && !verbs().strong:
		return vExplain
	}
	if (strings.HasPrefix(low, "how ") || strings.HasPrefix(low, "why ")) && !strings.HasSuffix(low, "?") {
		return vExplain
	}
	if captionRe.MatchString(low) && !verbs().finite {
		return vOther // "Figure 3: The booking screen"
	}
	if (strings.HasPrefix(low, "th") || strings.HasPrefix(low, "doing so")) && rationaleRe.MatchString(low) && !verbs().strong {
		return vExplain // "This will ensure that …", "Doing so keeps …"
	}
	if strings.Contains(low, "this ") && documentDoesRe.MatchString(low) {
		return vExplain // "… and this SRS shall cover the full scope of the game."
	}
	if (strings.Contains(low, "requirement") || strings.Contains(low, "rule") || strings.Contains(low, "constraint")) && noRequirementRe.MatchString(low) && !verbs().strong {
		return vNote // "… and therefore has no responsiveness requirement."
	}
	if (strings.Contains(low, "requir") || strings.Contains(low, "need") || strings.Contains(low, "applicable") || strings.Contains(low, "necessary")) && notRequiredRe.MatchString(low) && !verbs().strong {
		return vNote // "No public API is required.", "Not applicable for this product."
	}
	if (strings.Contains(low, "for example") || strings.Contains(low, "forexample")) && !verbs().strong && !asideExample(low) {
		return vExample
	}
	if (strings.Contains(low, "please refer") || strings.Contains(low, "pleasereferto") || mayReferToFigure(low) && (figureRefRe.MatchString(low) || figureRefRe.MatchString(spaced(low)))) && !verbs().strong {
		return vNote
	}
	if strings.Contains(low, "diagram") && diagramSaysRe.MatchString(low) && !verbs().strong {
		return vExplain // "A use case diagram will illustrate the interactions …"
	}

	if first, _, _ := strings.Cut(low, " "); instructionVerbs[first] {
		// "List the basic functional requirements …": the document's words
		// close to the verb, as its object.
		near := low
		if ws := strings.Fields(low); len(ws) > instructionReach {
			near = strings.Join(ws[:instructionReach], " ")
		}
		for _, w := range documentWords {
			if strings.Contains(near, w) {
				return vExplain
			}
		}
	}
	return vReq
}

// metaNouns end the labels of fields that file a document or a plan
// rather than state anything: who owns, leads, develops, tests or took
// part, and when ("Document Owner", "Scrum Master", "Sprint Planning
// Participants", "Tester", "Lead / Architects", "Review Date/Time").
var metaNouns = map[string]bool{
	"owner": true, "owners": true, "master": true, "participants": true, "attendees": true, "members": true,
	"maintainer": true, "maintainers": true, "reviewer": true, "reviewers": true, "date": true, "dates": true,
	"developer": true, "developers": true, "tester": true, "testers": true, "manager": true, "managers": true,
	"architect": true, "architects": true, "lead": true, "leads": true,
}

// metaField reports whether t is a field that files the document or its
// plan: a label of up to five words ending with one of metaNouns, a colon,
// and a value of up to eight words without a verb (names, a date).
func metaField(t string) bool {
	label, value, ok := strings.Cut(t, ":")
	if !ok || strings.Contains(label, "http") {
		return false
	}
	label = strings.TrimSpace(strings.Trim(label, "*_ "))
	if n := fieldCount(label); n == 0 || n > 5 {
		return false
	}
	last := label[strings.LastIndexAny(label, " \t")+1:]
	last, _, _ = strings.Cut(last, "/") // "Date/Time"
	var buf [16]byte
	if low, ascii := lowerASCII(buf[:0], strings.Trim(last, "*_")); !ascii || !metaNouns[string(low)] {
		return false
	}
	value = strings.TrimSpace(strings.Trim(value, "*_ "))
	if value == "" || fieldCount(value) > 8 {
		return false
	}
	v := verbsOf(value)
	return !v.modal && !v.finite && !v.imperative
}

// storyCount reports whether a line is a field that counts the plan's
// stories ("**Total Stories:** 18", "Checkout: 3 stories"): a planning
// value, not a requirement.
func storyCount(t string) bool {
	if !strings.Contains(t, "tor") || !strings.Contains(t, ":") {
		return false
	}
	low := strings.ToLower(strings.TrimSpace(noEmphasis.Replace(t)))
	return storyCountRe.MatchString(low)
}

// termLabel reports whether the text before t's first colon is a short
// label (up to six words): "Definition of Ready: …".
func termLabel(t string) bool {
	label, _, ok := strings.Cut(t, ":")
	return ok && fieldCount(label) <= 6
}

// placeholder reports whether t is a template's gap left unfilled: a
// short text in brackets that trails off or names the work left ("[Fill
// in…]", "[TBD]", "[To be added]").
func placeholder(t string) bool {
	if len(t) < 3 || len(t) > 60 || t[0] != '[' || t[len(t)-1] != ']' || strings.Count(t, "[") != 1 {
		return false
	}
	in := strings.ToLower(strings.TrimSpace(t[1 : len(t)-1]))
	return strings.HasSuffix(in, "…") || strings.HasSuffix(in, "...") || otherRe.MatchString(in) ||
		anyPrefixFold(in, []string{"fill in", "to be ", "todo", "insert ", "add ", "tbd"}) != ""
}

// emojiLike reports whether r is a pictograph or a symbol that opens a
// line for show ("⚠️", "💡", "📌"), or white space after it.
func emojiLike(r rune) bool {
	return unicode.Is(unicode.So, r) || r == 0xfe0f || r == 0x200d || r == ' '
}

// meansNoun reports whether "means" in a lower-case sentence is the noun
// ("… must provide a means so that …"), not the verb that defines a term:
// a determiner or a modal verb comes before it.
func meansNoun(low string) bool {
	i := strings.Index(low, " means ")
	if i < 0 {
		return false
	}
	ws := words(low[:i])
	if len(ws) == 0 {
		return false
	}
	if determiners[ws[len(ws)-1]] {
		return true
	}
	for _, w := range ws {
		if modals[w] {
			return true
		}
	}
	return false
}

// mayIntroduce and mayListUsers let a sentence through to the regular
// expression that tells.
func mayIntroduce(low string) bool {
	if anyPrefixFold(low, []string{"if ", "when ", "once ", "where ", "unless ", "whenever "}) != "" {
		return false // "If the user plans to …" is a condition
	}
	return strings.Contains(low, "used by") || strings.Contains(low, " to ") && (strings.Contains(low, "aim") || strings.Contains(low, "intend") ||
		strings.Contains(low, "hope") || strings.Contains(low, "plan")) || strings.Contains(low, "the following ")
}

func mayListUsers(low string) bool {
	return strings.HasPrefix(low, "user") || strings.HasPrefix(low, "the ") || strings.HasPrefix(low, "actor") ||
		strings.HasPrefix(low, "stakeholder") || strings.HasPrefix(low, "roles")
}

// mayDefineKeyword lets a line that may define a keyword through to
// keywordLegend.
func mayDefineKeyword(low string) bool {
	for _, w := range []string{"designat", "indicat", "denot", "signif", "represent", "mean", "stands for", "used to", "used for"} {
		if strings.Contains(low, w) {
			return true
		}
	}
	w, _, _ := strings.Cut(low, " ")
	return rfcKeywords[strings.Trim(w, "*_\"“”':-–—=")]
}

// mayDefine, mayReferToDocument and mayReferToFigure let a sentence
// through to the regular expression that tells.
func mayDefine(low string) bool {
	return strings.HasPrefix(low, "let ") || strings.Contains(low, " means ") || strings.Contains(low, " stands for ") ||
		strings.Contains(low, " nothing but ") || strings.Contains(low, " known as ") || strings.Contains(low, " called ") ||
		strings.Contains(low, " defined as ") || strings.Contains(low, " refers to ") || strings.Contains(low, " denotes ")
}

// spaced puts back the spaces text extracted from PDF lost around the
// words of a reference to a figure ("inthe lastscreenshot").
func spaced(low string) string {
	r := strings.NewReplacer("inthe", "in the ", "onthe", "on the ", "lastscreenshot", "last screenshot",
		"followingscreenshot", "following screenshot", "abovescreenshot", "above screenshot")
	return strings.Join(strings.Fields(r.Replace(low)), " ")
}

func mayReferToDocument(low string) bool {
	for _, w := range []string{"presented", "explicated", "described", "explained", "listed", "detailed", "outlined", "given", "summari", "found in", "defined in", "recorded in", "documented in"} {
		if strings.Contains(low, w) {
			return true
		}
	}
	return false
}

func mayReferToFigure(low string) bool {
	for _, w := range []string{"screenshot", "figure", "picture", "image", "diagram", "table"} {
		if strings.Contains(low, w) {
			return true
		}
	}
	return false
}

// asideExample reports whether the only "for example" of the lower-case
// sentence low is in parentheses, an aside of a sentence that states
// something ("The system checks the scooters (for example, their charge)
// and assigns one").
func asideExample(low string) bool {
	return strings.Contains(low, "(for example") && !strings.Contains(parenRe.ReplaceAllString(low, ""), "for example")
}

// saysNothing reports whether a field's value says there is nothing:
// "None.", "N/A", "There are no preconditions for this use case."
func saysNothing(s string) bool {
	t := strings.TrimSpace(normSpace(s))
	if len(t) <= 4 && strings.HasPrefix(t, "\\") {
		t = t[1:] // "\-": a dash escaped in Markdown
	}
	return otherRe.MatchString(strings.ToLower(t)) || noneRe.MatchString(t) || deletedRe.MatchString(t)
}

// startsWithAny reports whether the lower-case sentence s starts with one
// of the phrases; a phrase of several words also matches with the spaces
// left out ("inthis screenshot", as text extracted from PDF often reads).
func startsWithAny(s, squashed string, phrases *phraseList) bool {
	if phrases.empty {
		return true
	}
	if s != "" {
		for _, p := range phrases.plainBy[s[0]] {
			if strings.HasPrefix(s, p) {
				return true
			}
		}
	}
	if squashed != "" {
		for _, p := range phrases.squashedBy[squashed[0]] {
			if strings.HasPrefix(squashed, p) {
				return true
			}
		}
	}
	return false
}

// phraseList is a list of phrases with their spaces left out, for those
// of several words; both by their first byte, as startsWithAny looks for
// them.
type phraseList struct {
	plain, squashed     []string
	plainBy, squashedBy [256][]string
	empty               bool // an empty phrase: every sentence starts with it
}

func phrases(ps ...string) *phraseList {
	l := &phraseList{plain: ps, squashed: make([]string, len(ps))}
	for i, p := range ps {
		if p == "" {
			l.empty = true
			continue
		}
		l.plainBy[p[0]] = append(l.plainBy[p[0]], p)
		if strings.Contains(strings.TrimSpace(p), " ") {
			l.squashed[i] = strings.ReplaceAll(p, " ", "")
			if q := l.squashed[i]; q != "" {
				l.squashedBy[q[0]] = append(l.squashedBy[q[0]], q)
			}
		}
	}
	return l
}

// sentences splits content[from:to] into sentences: at a full stop,
// question or exclamation mark followed by white space and a capital
// letter (not after an abbreviation or a single initial), at a line break
// that ends a line without final punctuation when the next line does not
// continue it, before an inline list marker ("… languages. -define the
// path …", "ways: 1) By selecting …") and before a requirement ID after a
// colon ("… requirement is: REQ-1: …").
func sentences(c string, from, to int) [][2]int {
	var out [][2]int
	start := from
	cut := func(at int) {
		a, b := trimRange(c, start, at)
		if a < b && c[a] == '>' && a > 0 && strings.TrimLeft(c[strings.LastIndexByte(c[:a], '\n')+1:a], " \t") == "" {
			// A sentence on a line of a block quote read as its content:
			// the quote's markers are not its text.
			a, b = trimRange(c, a+quoteMarker(c[a:b]), b)
		}
		if a < b {
			out = append(out, [2]int{a, b})
		}
		start = at
	}
	for i := from; i < to; {
		ch, size := utf8.DecodeRuneInString(c[i:to])
		switch ch {
		case '\n':
			if lineBreakEnds(c, start, i, to) {
				cut(i + 1)
			}
		case '.', '!', '?':
			j := i + size
			for j < to {
				if strings.IndexByte(")\"'*]", c[j]) >= 0 {
					j++
				} else if strings.HasPrefix(c[j:to], "”") || strings.HasPrefix(c[j:to], "’") {
					j += len("”")
				} else {
					break
				}
			}
			if j < to && (ch != '.' || !abbreviation(c, start, i)) {
				k := skipBlank(c, j, to)
				if k > j && k < to && sentenceStart(c[k:to]) || k == j && ch == '.' && gluedSentence(c, start, i, to) {
					cut(k)
					i = k
					continue
				}
			}
		case ':', ' ', '\t':
			// An inline list marker or an ID after a colon or a stop.
			k := skipBlank(c, i+size, to)
			if k >= to {
				break
			}
			after := ch == ':' || precededByStop(c, start, i)
			if n := c[k]; (n >= '0' && n <= '9') || after && (n == '-' || n >= 'A' && n <= 'Z' || n >= 0x80) {
				if inlineItem(c[k:min(to, k+64)], after) {
					cut(k)
					i = k
					continue
				}
			}
			if ch == ' ' && c[k] >= 'A' && c[k] <= 'Z' && lostStop(c, start, i, k, to) {
				cut(k)
				i = k
				continue
			}
		}
		i += size
	}
	cut(to)
	return out
}

// gluedSentence reports whether the full stop at i ends a sentence
// although no space follows it, as text taken from PDF sometimes has it
// ("… give discounts.The system keeps …"): a lower-case word of three
// letters or more before it, a word that opens sentences after it.
func gluedSentence(c string, start, i, to int) bool {
	j := i
	for j > start && c[j-1] >= 'a' && c[j-1] <= 'z' {
		j--
	}
	if i-j < 3 || j > start && c[j-1] != ' ' && c[j-1] != '\n' {
		return false
	}
	k := i + 1
	e := k
	for e < to && (c[e] >= 'a' && c[e] <= 'z' || e == k && c[e] >= 'A' && c[e] <= 'Z') {
		e++
	}
	if e == k || c[k] < 'A' || c[k] > 'Z' || e >= to || c[e] != ' ' {
		return false
	}
	return openers[strings.ToLower(c[k:e])]
}

// lostStop reports whether a sentence ends at the space at i although no
// stop marks it, as text taken from PDF sometimes has it ("… displayed
// content This particular feature allows …"): a lower-case word of three
// letters or more before it, and "This" or "These" after it followed by a
// lower-case word.
func lostStop(c string, start, i, k, to int) bool {
	j := i
	for j > start && c[j-1] >= 'a' && c[j-1] <= 'z' {
		j--
	}
	if i-j < 3 || j > start && c[j-1] != ' ' || functionWords[c[j:i]] || determiners[c[j:i]] {
		return false
	}
	var w string
	switch {
	case strings.HasPrefix(c[k:to], "This "):
		w = "This "
	case strings.HasPrefix(c[k:to], "These "):
		w = "These "
	default:
		// "… current reservations Passenger can drop …": a capitalised
		// noun and a modal verb start a sentence.
		e := k + 1
		for e < to && c[e] >= 'a' && c[e] <= 'z' {
			e++
		}
		if e == k+1 || e >= to || c[e] != ' ' {
			return false
		}
		m := e + 1
		for m < to && c[m] >= 'a' && c[m] <= 'z' {
			m++
		}
		return strongModals[c[e+1:m]] || c[e+1:m] == "can" || c[e+1:m] == "should" || c[e+1:m] == "will"
	}
	n := k + len(w)
	return n < to && c[n] >= 'a' && c[n] <= 'z'
}

// precededByStop reports whether the text before i ends with a stop or a
// colon (so a dash after it starts an inline item).
func precededByStop(c string, start, i int) bool {
	t := strings.TrimRight(c[start:i], " \t\u00a0")
	return t != "" && strings.ContainsAny(t[len(t)-1:], ".:;")
}

// inlineItem reports whether s starts an item written inside a paragraph:
// a dash or bullet glued to a word after a stop ("-define"), a numbered
// step "2) The …", or a requirement ID ("REQ-1: …").
func inlineItem(s string, afterStop bool) bool {
	if afterStop && inlineBullet(s) > 0 {
		return true
	}
	if m := inlineStepRe.FindString(s); m != "" {
		return true
	}
	if afterStop {
		if _, rest, weak, ok := idPrefix(s); ok && !weak && rest > 0 && rest < len(s) {
			return true
		}
	}
	return false
}

// inlineStepRe matches a numbered step inside a paragraph: "2) The …".
var inlineStepRe = mustGuard(`^([0-9]{1,2})\)\s+["“‘'(]?[A-Z]`)

func skipBlank(c string, i, to int) int {
	for i < to {
		r, size := utf8.DecodeRuneInString(c[i:to])
		if !unicode.IsSpace(r) {
			break
		}
		i += size
	}
	return i
}

// sentenceStart reports whether s can start a sentence: a capital letter,
// a digit, an opening quote or bracket, a bullet or emphasis.
func sentenceStart(s string) bool {
	r, _ := utf8.DecodeRuneInString(s)
	return unicode.IsUpper(r) || unicode.IsDigit(r) || strings.ContainsRune("\"“‘'([*_-•–", r)
}

// abbreviations end with a full stop that does not end a sentence.
var abbreviations = map[string]bool{
	"e.g": true, "i.e": true, "etc": false, "mr": true, "mrs": true, "ms": true, "dr": true, "st": true,
	"no": true, "nos": true, "fig": true, "figs": true, "vs": true, "approx": true, "inc": true, "ltd": true,
	"co": true, "cf": true, "al": true, "ref": true, "sec": true, "ch": true, "p": true, "pp": true,
	"vol": true, "viz": true, "resp": true, "max": true, "min": true, "ca": true, "eq": true, "tel": true,
	"u.s": true, "a.m": true, "p.m": true, "jr": true, "sr": true, "prof": true, "dept": true, "est": true,
}

// abbreviation reports whether the full stop at i ends an abbreviation or
// an initial.
func abbreviation(c string, start, i int) bool {
	j := i
	for j > start && (isAlnum(c[j-1]) || c[j-1] == '.') {
		j--
	}
	w := strings.ToLower(c[j:i])
	if abbreviations[w] {
		return true
	}
	if len(w) == 1 && w[0] >= 'a' && w[0] <= 'z' && j > start && c[j-1] == ' ' && c[j] >= 'A' && c[j] <= 'Z' {
		return true // an initial: "J. Smith"
	}
	return false
}

// lineBreakEnds reports whether the line break at i (in a paragraph that
// started at start) ends a sentence: the line has no final punctuation,
// does not end with a word that needs a continuation, and the next line
// starts with a capital letter. A line ending with a full stop is left to
// the sentence rule.
func lineBreakEnds(c string, start, i, to int) bool {
	prev := strings.TrimRight(c[start:i], " \t\r\u00a0")
	if prev == "" {
		return false
	}
	k := skipBlank(c, i+1, to)
	if k >= to {
		return false
	}
	next := c[k:to]
	if strings.ContainsAny(prev[len(prev)-1:], ".!?") {
		// A line that ends a sentence ends it, whatever the next starts with.
		return !abbreviation(c, start, start+len(prev)-1)
	}
	if strings.ContainsAny(prev[len(prev)-1:], ",;(&/-") || strings.HasSuffix(prev, "–") {
		return false
	}
	if strings.HasSuffix(prev, ":") {
		return inlineItem(next, true) || strings.HasPrefix(next, "-") || strings.HasPrefix(next, "–") || strings.HasPrefix(next, "•")
	}
	r, _ := utf8.DecodeRuneInString(next)
	if next[0] == '[' || next[0] == '`' {
		// "[FR-2]: v2.0 (draft)" over "[NFR-3]: 99.9%": a line that opens
		// with an ID in brackets or a code span starts a requirement; a
		// link ("[ADR-3](../adr/3.md)") goes on with the sentence.
		_, rest, weak, ok := idPrefix(next)
		if !ok || weak || rest == 0 {
			return false
		}
		if end := strings.IndexByte(next, ']'); next[0] == '[' && end > 0 && end+1 < len(next) && (next[end+1] == '(' || next[end+1] == '[') {
			return false
		}
	} else if !unicode.IsUpper(r) && !strings.ContainsRune("\"“", r) {
		return false
	}
	last := prev
	if k := strings.LastIndexAny(prev, " \t"); k >= 0 {
		last = prev[k+1:]
	}
	last = strings.ToLower(last)
	return !(functionWords[last] || determiners[last] || last == "that" || last == "which" || last == "who" || last == "is" || last == "are" || modals[last])
}

// readSentences reads the sentences of content[from:to] as prose in
// context x: an ID at the start of a sentence starts a requirement that
// runs to the next ID; other sentences are requirements unless they read
// as explanations, notes, examples, definitions or front matter. Where
// explanations are expected (an introduction, a document's preamble) only
// sentences with shall or must are read. It returns the units added.
func (r *reader) readSentences(x ctx, from, to int) []int {
	var added []int
	strict := x.strictProse()
	// cur is the unit that takes the requirement sentences after it: that
	// of an ID or of an item written inside the paragraph, up to the next.
	cur := -1
	start := func(u unit) {
		r.add(u)
		cur = len(r.units) - 1
		added = append(added, cur)
	}
	pending := "" // an ID alone on its line, whose text follows
	prev := vReq  // what the sentence before was
	// summary: the paragraph opens on what the document itself does ("This
	// document outlines the requirements for …"); what it goes on to say
	// the product will do sums up the requirements the document lists.
	summary := false
	colon := -1      // the unit read last when it ends with a colon: the terms on the lines after it are its own
	built := false   // the sentence before said what the system is built with or runs as
	prevDoc := false // the sentence before had the document for its subject
	for k, s := range labelledClauses(r.c, sentences(r.c, from, to)) {
		text := r.c[s[0]:s[1]]
		if colon >= 0 && r.termLine(s[0], s[1]) {
			// "Validate:" over "RideID format" / "Phone number present"
			// on lines of their own: one requirement.
			r.units[colon].to = s[1]
			continue
		}
		colon = -1
		wasBuilt := built
		built = false
		wasDoc := prevDoc
		prevDoc = false
		if k == 0 && strict && (selfSentence(text) || aims(text)) {
			summary = true
		}
		if id, rest, weak, ok := idPrefix(text); ok && (!weak || r.trusted(id)) {
			if rest >= len(text) {
				pending, cur = id, -1
				continue
			}
			u := r.newUnit(x, s[0]+rest, s[1])
			u.id, u.own, u.states = id, true, true
			start(u)
			pending = ""
			continue
		}
		if pending != "" {
			u := r.newUnit(x, s[0], s[1])
			u.id, u.own, u.states = pending, true, true
			start(u)
			pending = ""
			continue
		}
		if strings.HasPrefix(text, "Clarified (Q-") && len(added) > 0 {
			// A statement an earlier round added belongs to the requirement
			// before it.
			r.units[added[len(added)-1]].to = s[1]
			continue
		}
		if x.role == roleExplain && !x.preamble && limitList(text) {
			// "No web UI, minimal CLI, hardcoded config.": in an
			// introduction, what the product is limited to.
			u := r.newUnit(x, s[0], s[1])
			u.kind, u.states = fcs.KindConstraint, true
			r.add(u)
			added = append(added, len(r.units)-1)
			prev, cur = vReq, -1
			continue
		}
		v := classify(text)
		if v == vOther && r.requiredTerm(x, s[0], s[1]) {
			v = vReq // "Password hashing" on a line of its own under "Security": the heading gives it its verb
		}
		if v == vReq && describesHabit(text) {
			v = vExplain // "The waiter usually knows …"
		}
		if v == vReq && (prev == vExplain || prev == vNote || prev == vExample) && continues(text) {
			v = prev // "This feature is important. It allows users to …"
		}
		if v == vReq && wasDoc && goesOnAboutDocument(text) {
			v = vExplain // "This document specifies … . It defines what the kiosk must do." (aboutdoc.go)
		}
		prevDoc = documentIsSubject(text)
		if v == vReq && prev == vExplain && describesWhatIs(text) {
			v = vExplain // "This section lists the requirements. Functional requirements are the …"
		}
		if v == vReq && prev == vFront && fieldCount(text) <= 6 {
			if vf := verbsOf(text); !vf.finite && !vf.modal {
				v = vFront // "Version 0.1" / "Prepared by …" over "Acme" / "2024-09-18": the title block's lines
			}
		}
		if v == vReq && prev == vExample && supposes(text) {
			v = vExample // "For example, … . If the user then …, the system may …"
		}
		prev = v
		if m := inlineStepRe.FindStringSubmatchIndex(text); m != nil && v == vReq {
			u := r.newUnit(x, s[0]+m[3]+1, s[1])
			r.stepID(x, text[m[2]:m[3]], &u)
			u.states = true
			start(u)
			continue
		}
		if n := inlineBullet(text); n > 0 && v == vReq {
			u := r.newUnit(x, s[0]+n, s[1])
			u.states = true
			start(u)
			continue
		}
		if cur >= 0 && v == vReq && (r.units[cur].own || !strings.HasSuffix(text, ":") && !verbsOf(text).modal && !strings.Contains(r.c[r.units[cur].to:s[0]], "\n")) {
			// An ID's requirement runs to the next; an item written inside
			// the paragraph takes the sentences that go on describing it on
			// its line.
			r.units[cur].to = s[1]
			continue
		}
		cur = -1
		if v == vDefinition {
			r.definitionSentence(text, s[0])
		}
		if v != vReq || question(text) && x.role != roleScenario {
			continue // an open question, outside edge cases
		}
		vi := verbsOf(text)
		if strict && x.role == roleExplain && !x.preamble && (builtWith(text) || wasBuilt && strings.HasPrefix(text, "It ")) {
			// "The frontend is built on React 18": the technology chosen is a
			// constraint, even in a product's perspective or overview, and
			// so is what goes on from it ("It needs no database server").
			u := r.newUnit(x, s[0], s[1])
			u.kind, u.states = fcs.KindConstraint, true
			r.add(u)
			added = append(added, len(r.units)-1)
			built = builtWith(text) // one sentence goes on from it, not all after
			continue
		}
		if strict && !vi.strong && !(x.inRequirements && obliges(text)) && r.plainPart(x) {
			continue // an overview or a scope that states nothing: it previews the requirements
		}
		if strict && !vi.strong && !(x.inRequirements && obliges(text)) && (r.summedUp(x) || !(x.promising() && !summary && promises(text) && (!x.aboutUsers() || productSubject(text))) &&
			!x.userCan(text)) {
			continue // in a document of requirement headings, the introduction sums them up
		}
		if codeLike(text) {
			continue
		}
		if x.scopeList && r.featureName(s[0], s[1], vi) {
			continue // "Booking & payment" on a line in "Product Functions": a feature named
		}
		u := r.newUnit(x, s[0], s[1])
		u.states = vi.finite || vi.modal || vi.imperative && x.role != roleNone
		u.sentence = true
		r.add(u)
		added = append(added, len(r.units)-1)
		if strings.HasSuffix(text, ":") || strings.Contains(text, ":\n") && r.termLine(s[0]+strings.LastIndex(text, "\n")+1, s[1]) {
			colon = len(r.units) - 1 // "Validate:" or "Validate:\nBerth number"
		}
	}
	return added
}

// aims reports whether a sentence says what the product or its makers
// aim to do ("Acme aims to provide a platform for …"): a paragraph that
// opens on it sums up what the product will do.
func aims(s string) bool {
	low := strings.ToLower(s)
	return (strings.Contains(low, "aim") || strings.Contains(low, "intend")) && mayIntroduce(low) && introducesRe.MatchString(low) && !verbsOf(s).strong
}

// builtWithRe matches a sentence that says what the system or a part of
// it is built with, runs on or is deployed on ("The frontend is built on
// React 18", "… an application deployed on a central server", "The system
// operates as a monolithic … application").
var builtWithRe = mustGuard(`(?i)\b(?:is|are|be)\s+(?:[\w-]+\s+){0,6}?(?:built|developed|implemented|written|deployed|hosted)\s+(?:on|with|in|using)\b|\boperates\s+as\s+an?\s+(?:[\w*().-]+\s+){0,5}?\**(?:application|system|service|server|api)\b|^the\s+(?:system|application|app|product|software)\s+is\s+an?\s+\**(?:standalone|stand-alone|desktop|native|offline|monolithic|single-page|on-premises)\b(?:[\s*]+[\w.-]+){0,3}?[\s*]+(?:application|app|client|service|program|executable)\b|\b(?:is|are)\s+(?:persisted|stored|saved|kept)\s+locally\b`)

// builtWith reports whether a sentence names the technology the system or
// a part of it is built with (see builtWithRe), not the document's.
func builtWith(text string) bool {
	low := strings.ToLower(text)
	return builtWithRe.MatchString(text) && !strings.HasPrefix(low, "this document") && !selfSentence(text) && !strings.Contains(low, "written using")
}

// featureName reports whether content[from:to], whose verbs are vi, is a
// line of its own that names a feature of the product ("Booking & payment",
// "Admin dashboard & controls"): up to five words without a modal verb or
// a final stop, or a term (see termLine). A tagger may take a noun there
// for a verb ("controls").
func (r *reader) featureName(from, to int, vi verbInfo) bool {
	if r.termLine(from, to) {
		return true
	}
	if from > 0 && r.c[from-1] != '\n' || to < len(r.c) && r.c[to] != '\n' && r.c[to] != '\r' {
		return false
	}
	t := r.c[from:to]
	return t != "" && !vi.modal && !strings.ContainsAny(t[len(t)-1:], ":?.!;") && wordCount(t) <= 5
}

// requiredTerm reports whether content[from:to] is a line of its own that
// only names a term under a heading that gives it its verb (see
// termsRequired): "Password hashing" under "Security", "MySQL database"
// under "Operating Environment", as the item "- Password hashing" is; not
// one word alone, nor a title ("Features", "Functional Requirements").
func (r *reader) requiredTerm(x ctx, from, to int) bool {
	t := r.c[from:to]
	if !termsRequired(x) || !r.termLine(from, to) || wordCount(t) < 2 || roleOf(t) != roleNone {
		return false
	}
	u := strings.TrimRight(t, "*_ ")
	return u != "" && !strings.ContainsAny(u[len(u)-1:], ".:?!") && !saysNothing(t) // "_No other requirements._"
}

// termLine reports whether content[from:to] is a line of its own that
// only names a term ("RideID format", "Password hashing"): a few words
// opening with a capital, without a verb, not a label over what follows.
func (r *reader) termLine(from, to int) bool {
	if from > 0 && r.c[from-1] != '\n' || to < len(r.c) && r.c[to] != '\n' && r.c[to] != '\r' {
		return false
	}
	t := r.c[from:to]
	if t == "" || strings.ContainsAny(t[len(t)-1:], ":?.") || strings.HasPrefix(t, "**") || wordCount(t) > 8 {
		return false
	}
	v := verbsOf(t)
	return !v.modal && !v.finite && !v.imperative
}

// labelledClauses splits a sentence that lists clauses after a short
// label, three or more separated by semicolons ("Rules: least privilege
// by role; no personal data in URLs; report cards are private."), into its
// clauses: they are items written inside the sentence. Other sentences stay whole; ss is returned as it is when none
// is split.
func labelledClauses(c string, ss [][2]int) [][2]int {
	var out [][2]int
	for k, s := range ss {
		text := c[s[0]:s[1]]
		colon := strings.Index(text, ": ")
		semis := clauseSemicolons(text) // an entity's ";" ("&quot;") parts no clauses
		if colon <= 0 || colon > 30 || len(semis) < 2 || strings.Count(text[:colon], " ") > 2 || !startsUpper(text) {
			if out != nil {
				out = append(out, s)
			}
			continue
		}
		if out == nil {
			out = append(out, ss[:k]...)
		}
		at := s[0]
		for _, i := range semis {
			out = append(out, [2]int{at, s[0] + i}) // a clause ending with ";" reads as code
			at = s[0] + i + 2
		}
		out = append(out, [2]int{at, s[1]})
	}
	if out == nil {
		return ss
	}
	return out
}

// promises reports whether a sentence says what the product will do or
// be, or what its users can do, as IEEE-style introductions and scopes
// state requirements ("The system will allow a home owner to …", "the
// homeowner can add devices"): "will" or "can" with a verb, the subject
// not the document or its readers ("This document will describe …", "We
// will …", "You can …"), and not what a part of the document does or
// holds ("… will be described in section 3", "… can be found in the
// annex").
func promises(s string) bool {
	if !strings.Contains(s, "will") && !strings.Contains(s, "can") {
		return false
	}
	ws := words(s)
	at := slices.Index(ws, "will")
	if at < 0 {
		at = slices.Index(ws, "can") // "… the homeowner can add devices"
	}
	if at < 1 || at+1 >= len(ws) || ws[at+1] == "not" && at+2 >= len(ws) {
		return false
	}
	for _, w := range ws[:at] {
		if documentSubjects[w] {
			return false
		}
	}
	// "… will be described in section 3", "… can refer to the annex" are
	// about the document.
	return !(ws[at+1] == "be" && at+2 < len(ws) && documentVerbs[ws[at+2]] || ws[at+1] == "refer")
}

// mayScope lets through to scopeRe the sentences with one of its words.
func mayScope(low string) bool {
	return strings.Contains(low, "scope") || strings.Contains(low, "not included") || strings.Contains(low, "never included") ||
		strings.Contains(low, "not covered") || strings.Contains(low, "not part of") || strings.Contains(low, "assume") ||
		strings.HasPrefix(low, "user") || strings.HasPrefix(low, "the user") || strings.HasPrefix(low, "all user") || strings.HasPrefix(low, "end")
}

// statesDependency reports whether a sentence states, as its main
// statement, that something depends on another story or requirement by
// its ID (dependsOnID): "Depends on KS-4 and KS-7.", "This story depends
// on US-2.", "There is a dependency on FR-3." Such a sentence orders the
// plan; classify reads it as a requirement still when a modal verb obliges.
// What else a thing depends on is left to the other rules: a value that
// depends on inputs is a business rule ("The fare depends on the distance
// travelled"), and a list of nouns that tells an outside thing (a server,
// a vendor's release) from an input (a delivery option, an account type)
// was tried in the twenty-seventh session and dropped ordinary
// requirements twice for five non-requirements of the tuning part. A
// dependency in a relative clause ("the tickets that depend on the
// zone"), negated ("does not depend on"), under a condition ("When a fare
// depends on …") or in a scenario's step ("Then the fare depends on …")
// is part of some other statement and is not taken.
func statesDependency(low string) bool {
	ws := strings.Fields(strings.TrimRight(low, ".!;:"))
	if len(ws) < 2 {
		return false
	}
	switch strings.Trim(ws[0], "*_") {
	case "if", "when", "whenever", "while", "given", "unless", "once", "where", "then", "and", "but":
		return false // a condition, or a step of a scenario ("Then the fare depends on …")
	}
	for i := 0; i+1 < len(ws); i++ {
		w, next := ws[i], ws[i+1]
		var prev string
		if i > 0 {
			prev = ws[i-1]
		}
		switch {
		case (w == "depends" || w == "depend") && (next == "on" || next == "upon"):
			if w == "depend" && i == 0 {
				return false // "Depend on …": an instruction
			}
			switch prev {
			case "that", "which", "who", "not", "never", "to", "does", "do", "did":
				return false
			}
			return dependsOnID(ws[i+2:])
		case w == "dependent" && (next == "on" || next == "upon"):
			return (prev == "is" || prev == "are" || i >= 2 && (ws[i-2] == "is" || ws[i-2] == "are") && strings.HasSuffix(prev, "ly")) &&
				dependsOnID(ws[i+2:])
		case (w == "dependency" || w == "dependencies") && (next == "on" || next == "upon"):
			for _, x := range ws[max(0, i-5):i] {
				if x == "there" {
					return dependsOnID(ws[i+2:])
				}
			}
			return false
		}
	}
	return false
}

// dependsOnID reports whether the object of a dependency names another
// story or requirement by its ID within its first words, before a comma
// or a clause's word ends the phrase ("on US-4", "upon story ks-7").
func dependsOnID(obj []string) bool {
	for n, w := range obj {
		if n == 4 {
			break
		}
		end := strings.HasSuffix(w, ",")
		if storyRef(strings.Trim(w, ",()*_`\"'")) {
			return true
		}
		if end {
			break
		}
	}
	return false
}

// storyRef reports whether w is an ID of a story or a requirement:
// letters, a hyphen or a dot at most, and digits ("us-4", "ks-7", "fr12").
func storyRef(w string) bool {
	i := 0
	for i < len(w) && w[i] >= 'a' && w[i] <= 'z' {
		i++
	}
	if i == 0 || i > 6 || i == len(w) {
		return false
	}
	if w[i] == '-' || w[i] == '.' || w[i] == '_' {
		i++
	}
	if i == len(w) {
		return false
	}
	for ; i < len(w); i++ {
		if (w[i] < '0' || w[i] > '9') && w[i] != '.' && w[i] != '-' {
			return false
		}
	}
	return true
}

// workNoun is a noun of the document's own work, to which a thing is put
// off: a version, a release, a phase of the product.
const workNoun = `versions?|releases?|iterations?|phases?|sprints?|milestones?|increments?|mvp`

// putsOff reports whether a sentence puts a thing off to a later version
// of the work (putOffRe): a put-off is about the document's own work, not
// a time in the product's behaviour. "Future" heads the item itself, a
// noun phrase with no finite verb ("Future barcode scanner support"), or a
// noun of the work ("Future versions will add …"); a sentence whose
// subject "Future" qualifies says what the product does ("Future
// appointments are listed in the calendar view", "Future Bank customers
// can log in"). A phase of something ("In the next phase of checkout the
// user enters …") is a step of the product's behaviour unless of the
// product's work (laterWorkOf: "of development", "of the project", "of
// TicketApp"). A scope in a relative clause
// ("Requests that are outside the current scope are rejected") is part of
// a statement of what the product does.
func putsOff(t, low string, finite func() bool) bool {
	if strings.HasPrefix(low, "future ") && !strings.HasPrefix(strings.TrimLeft(low[len("future"):], " "), ":") {
		return futureWorkRe.MatchString(low) || !finite()
	}
	m := putOffRe.FindStringSubmatchIndex(low)
	if m == nil {
		return false
	}
	group := func(name string) (string, bool) {
		i := putOffRe.SubexpIndex(name)
		if m[2*i] < 0 {
			return "", false
		}
		return low[m[2*i]:m[2*i+1]], true
	}
	if _, ok := group("of"); ok {
		when, _ := group("when")
		i := putOffRe.SubexpIndex("of")
		ws := strings.Fields(t) // low is t lowered: the same words
		if !laterWorkOf(when, ws[min(len(ws), len(strings.Fields(low[:m[2*i+1]]))):]) {
			return false // "In the next phase of checkout …"
		}
	}
	if rel, _ := group("rel"); rel == "that" || rel == "which" || rel == "who" {
		return false // "Requests that are outside the current scope are rejected …"
	}
	return true
}

// laterWorkOf reports whether a put-off's noun (when: "phase", "version",
// …) followed by "of" and the words obj is of the product's work rather
// than a step of a flow the product runs. A version, a release, a sprint,
// a milestone, an increment or an MVP is the work's whatever it is of
// ("a later version of the kiosk"). A phase or an iteration is the work's
// when the noun after "of" (past a determiner, a possessive's "'s" cut)
// is a name, capitalised in the text ("of TicketApp"), or one of
// laterWorkNouns ("of development", "of the project", "of the app", "of
// the system's development"); "the next phase of checkout", "the next
// iteration of the import" are steps of the product's behaviour. The
// article decides nothing.
func laterWorkOf(when string, obj []string) bool {
	if !strings.HasPrefix(when, "phase") && !strings.HasPrefix(when, "iteration") {
		return true
	}
	for _, w := range obj {
		w = strings.Trim(w, ",;:()*_`\"“”")
		switch strings.ToLower(w) {
		case "the", "this", "our", "its", "their", "a", "an":
			continue
		}
		if w == "" {
			return false
		}
		if r, _ := utf8.DecodeRuneInString(w); unicode.IsUpper(r) {
			return true // a name: "of TicketApp"
		}
		w = strings.TrimSuffix(strings.TrimSuffix(strings.TrimSuffix(w, "'s"), "’s"), "'")
		return laterWorkNouns[w]
	}
	return false
}

// laterWorkNouns are the nouns after "a phase of" that name the product's
// own work: its development, the project, the product itself.
var laterWorkNouns = map[string]bool{
	"development": true, "project": true, "programme": true, "program": true, "rollout": true, "roadmap": true,
	"implementation": true, "work": true, "product": true, "app": true, "application": true, "system": true,
	"platform": true, "software": true, "solution": true, "tool": true, "website": true, "site": true, "portal": true,
}

// mayPutOff lets through to putsOff the sentences with one of its words.
func mayPutOff(low string) bool {
	return strings.HasPrefix(low, "planned") || strings.HasPrefix(low, "future") || strings.HasPrefix(low, "later") ||
		strings.HasPrefix(low, "post-mvp") || strings.Contains(low, "defer") || strings.Contains(low, "postpone") ||
		strings.Contains(low, "future") || strings.Contains(low, "later") || strings.Contains(low, "next ") || strings.Contains(low, "scope")
}

// mayDefer lets through to deferredRe the sentences with one of its
// verbs.
func mayDefer(low string) bool {
	for _, w := range []string{"defined", "determined", "decided", "specified", "finali", "clarified", "agreed", "worked out", "detailed", "documented", "described", "covered"} {
		if strings.Contains(low, w) {
			return true
		}
	}
	return false
}

// bookkeepingFields reports whether a line states only planning values
// (a priority, an estimate, a status, a sprint): fields that file a
// requirement, two or more joined by commas, semicolons or bars ("Priority:
// High, Estimate: 3 days", "Status: Open | Sprint: 4"; after the first,
// a field of any label whose value is a word or two, "Priority: P1 |
// Size: M | Value score: 120"), or a priority
// field whose value is the levels of the document's scale, each with a
// short gloss in parentheses at most ("Priority: Must / Should / Could
// (first release)", "Priority legend: Must (MVP), Should (soon), Future").
// A line of that kind states no behaviour, whatever list it stands in.
func bookkeepingFields(low string) bool {
	if !strings.ContainsAny(low, ",;|(") || !mayBookkeep(low) {
		return false
	}
	line, glossed, ok := dropGlosses(low)
	if !ok {
		return false
	}
	parts := strings.FieldsFunc(line, func(r rune) bool { return r == ',' || r == ';' || r == '|' })
	if len(parts) == 0 {
		return false
	}
	first := strings.Trim(parts[0], " *_.")
	if !bookkeepingRe.MatchString(first) {
		return false
	}
	scale := priorityLabelRe.MatchString(first)
	if len(parts) == 1 {
		// One field: a line the glosses hid is a scale only when its
		// value names levels ("Priority: Must / Should").
		sep := strings.IndexAny(first, ":=–—-")
		_, size := utf8.DecodeRuneInString(first[sep:])
		return glossed && scale && scaleLevels(first[sep+size:])
	}
	for _, p := range parts[1:] {
		p = strings.Trim(p, " *_.")
		if !bookkeepingRe.MatchString(p) && !(scale && scaleLevels(p)) && !shortField(p) {
			return false
		}
	}
	return true
}

// shortField reports whether p, a field after a planning field on the
// same line, is one more of the plan's values: a short field of any label
// (shortFieldRe) whose value states nothing — no modal or finite verb
// ("Boarding: must close", "Gate: opens early") — and measures nothing —
// no number with a unit ("Uptime: 99.5 percent"); a bare number or a
// word is a plan's value ("Value score: 120", "Size: M").
func shortField(p string) bool {
	if !shortFieldRe.MatchString(p) {
		return false
	}
	v := strings.TrimSpace(p[strings.IndexByte(p, ':')+1:])
	if measureRe.MatchString(v) {
		return false
	}
	vi := verbsOf(v)
	return !vi.modal && !vi.finite
}

// planningLine reports whether an item's text states only planning
// values: one short bookkeeping field ("Priority: High", "Status: Done",
// "Story Points: 3") or several (bookkeepingFields). Nested under a story
// or a requirement, or standing in a list of requirements, it files the
// item rather than names a term the system must have.
func planningLine(text string) bool {
	t := strings.Trim(text, "*_ ")
	if !mayBookkeep(strings.ToLower(t)) {
		return false
	}
	low := strings.ToLower(noEmphasis.Replace(t))
	return len(strings.Fields(low)) <= 5 && bookkeepingRe.MatchString(low) || bookkeepingFields(low)
}

// bookkeepingLabels are the labels bookkeepingRe knows, for a quick look
// before it runs.
var bookkeepingLabels = []string{"priorit", "risk", "status", "effort", "estimate", "complexity", "severity", "moscow", "story", "points", "release", "sprint", "epic", "owner"}

// mayBookkeep lets through to bookkeepingFields the lines that open with
// a label of bookkeepingLabels.
func mayBookkeep(low string) bool {
	low = strings.TrimLeft(low, "*_ ")
	for _, l := range bookkeepingLabels {
		if strings.HasPrefix(low, l) {
			return true
		}
	}
	return false
}

// noEmphasis drops the emphasis marks of a line.
var noEmphasis = strings.NewReplacer("*", "", "_", "")

// priorityLabelRe matches a field whose label names the priority scale:
// "priority: …", "priority legend: …", "priorities: …", "moscow: …".
var priorityLabelRe = mustGuard(`^(?:priority|priorities|moscow)\b`)

// dropGlosses removes the short glosses in parentheses of a line ("Must
// (MVP)", "Could (ship later)") with the emphasis around its words; ok is
// false when a parenthesis holds more than a gloss (a clause with a modal
// verb, over six words) or is not closed, and glossed says whether one
// was removed.
func dropGlosses(low string) (line string, glossed, ok bool) {
	var b strings.Builder
	for {
		i := strings.IndexByte(low, '(')
		if i < 0 {
			break
		}
		j := strings.IndexByte(low[i:], ')')
		if j < 0 {
			return "", false, false
		}
		gloss := strings.Fields(low[i+1 : i+j])
		if len(gloss) > 6 {
			return "", false, false
		}
		if modal, _ := modalWords(low[i+1 : i+j]); modal {
			return "", false, false
		}
		b.WriteString(low[:i])
		low, glossed = low[i+j+1:], true
	}
	b.WriteString(low)
	return noEmphasis.Replace(b.String()), glossed, true
}

// scaleLevelWords are the levels of a priority scale.
var scaleLevelWords = map[string]bool{
	"must": true, "should": true, "could": true, "won't": true, "wont": true, "will": true, "have": true, "not": true,
	"high": true, "medium": true, "low": true, "critical": true, "major": true, "minor": true,
	"future": true, "later": true, "optional": true, "mandatory": true, "nice": true, "to": true, "stretch": true,
	"p0": true, "p1": true, "p2": true, "p3": true, "p4": true,
}

// scaleLevels reports whether a value is only levels of a priority scale,
// one or several joined by slashes: "must / should / could", "high".
func scaleLevels(v string) bool {
	words := strings.FieldsFunc(v, func(r rune) bool { return r == ' ' || r == '/' || r == '-' })
	if len(words) == 0 || len(words) > 8 {
		return false
	}
	for _, w := range words {
		if !scaleLevelWords[strings.Trim(w, "*_.")] {
			return false
		}
	}
	return true
}

// mayRate lets through to ratingRe the sentences that open with a
// priority, a benefit, a cost or a risk.
func mayRate(low string) bool {
	for _, w := range []string{"high", "medium", "low", "normal", "moderate", "very", "priority", "benefit", "cost", "risk", "penalty", "effort"} {
		if strings.HasPrefix(low, w) {
			return true
		}
	}
	return false
}

// userCanRe matches what a class of users can do with the product, in a
// section on its users: "Members of the receiver class can respond …",
// "They are also able to see …", "Users in the sender class have the
// capability to choose …"; not what they will do ("They will donate").
//
// A list item says it as a sentence does ("- **Rider** – Can reserve a
// bike" under "User Classes and Characteristics"): see userCan.
var userCanRe = mustGuard(`^[^.]*?\b(?:can|(?:is|are)\s+(?:also\s+)?able\s+to|(?:has|have)\s+the\s+(?:capability|ability|option|right)\s+to)\s+[a-z]`)

// userCan reports whether a sentence or a list item, in a section on the
// product's users that says what the product will be, says what a class
// of users can do with it: a requirement without shall or must.
//
// A "can" in a clause of purpose is what the class wants, not what the
// product lets it do ("Gets a receipt so they can claim costs"): the
// sentence is judged before its "so".
func (x ctx) userCan(text string) bool {
	if !x.promising() || !x.aboutUsers() {
		return false
	}
	low := strings.ToLower(text)
	if loc := purposeCanRe.FindStringIndex(low); loc != nil {
		low = low[:loc[0]]
	}
	return userCanRe.MatchString(low)
}

// purposeCanRe matches a clause of purpose that holds a "can": "so they
// can", "so that AI tools (…) can". A subject stands between the "so
// (that)" and the "can": "who wish to do so can export" is no purpose.
var purposeCanRe = mustGuard(`\bso\s+(?:that\s+)?\w[^.;]*?\s(?:can|could)\s`)

// summedUp reports whether the region is the introduction of a document
// that gives its requirements headings of their own ("### Requirement
// 1", "### User Story 2"): a part before the first of them or one whose
// title names an introduction, whose promises sum those requirements up.
// The explanations after them ("## Scope") promise as anywhere.
func (r *reader) summedUp(x ctx) bool {
	if r.firstStory < 0 {
		return false
	}
	if x.head == nil || x.head.line < r.firstStory {
		return true
	}
	for _, t := range x.path {
		if strings.Contains(normTitle(t), "introduction") {
			return true
		}
	}
	return false
}

// plainPart reports whether the region is a part that sums up or previews
// the product (an overview, a purpose, a scope, a product perspective:
// explanatory, under a heading of its own) and states
// nothing of its own: no line of its section, up to the next heading,
// carries a requirement ID or shall or must, and none is a list item or
// a table row (a list of capabilities). Its sentences explain, whatever
// they promise ("The app will let riders book a berth").
func (r *reader) plainPart(x ctx) bool {
	if x.role != roleExplain || x.preamble || x.head == nil || !previewTitle(normTitle(stripNum(x.head.title))) {
		return false
	}
	h := x.head.line
	if plain, ok := r.plainParts[h]; ok {
		return plain
	}
	plain := true
	for i := h + 1; i < len(r.lines) && r.headOn(i) == nil && plain; i++ {
		l := r.lines[i]
		switch l.kind {
		case lItem, lTable, lQuote:
			plain = false
		case lText:
			t := r.c[l.text:l.end]
			if _, _, weak, ok := idPrefix(t); ok && !weak {
				plain = false
			} else if _, strong := modalWords(t); strong {
				plain = false
			}
		}
	}
	if r.plainParts == nil {
		r.plainParts = map[int]bool{}
	}
	r.plainParts[h] = plain
	return plain
}

// previewWords name the parts of a document that sum up or preview what
// its requirement sections state.
var previewWords = []string{"overview", "purpose", "scope", "perspective"}

// previewTitle reports whether a section's title names such a part ("1.2
// Scope", "Product Overview"), not what is left out of it ("Out of
// Scope").
func previewTitle(t string) bool {
	if strings.Contains(t, "out of scope") || strings.Contains(t, "not in scope") || strings.Contains(t, "out-of-scope") {
		return false
	}
	for _, w := range previewWords {
		if strings.Contains(t, w) {
			return true
		}
	}
	return false
}

// productSubject reports whether a sentence's subject, before its "will"
// or "can", names the product ("This product will …", "The system can …").
func productSubject(s string) bool {
	ws := words(s)
	at := slices.Index(ws, "will")
	if at < 0 {
		at = slices.Index(ws, "can")
	}
	for _, w := range ws[:max(at, 0)] {
		if productWords[w] {
			return true
		}
	}
	return false
}

// obliges reports whether a sentence puts an obligation on the product
// with a modal verb other than shall or must: its subject, the words
// before its first modal (six at most), names the product or one of its
// parts ("The system should always keep to …", "The backend will be
// deployed as …"); may, can (cannot), could, might and would only allow
// or suppose.
func obliges(s string) bool {
	ws := words(s)
	for i, w := range ws {
		if !modals[w] {
			continue
		}
		if i == 0 || i > 6 || w == "may" || w == "might" || w == "could" || w == "would" || w == "can" || w == "cannot" || w == "can't" {
			return false
		}
		for _, v := range ws[:i] {
			if productWords[v] || productParts[v] {
				return true
			}
		}
		return false
	}
	return false
}

// productParts name a part of the product as a sentence's subject.
var productParts = map[string]bool{
	"backend": true, "back-end": true, "frontend": true, "front-end": true, "server": true, "database": true,
	"interface": true, "ui": true, "api": true, "client": true,
}

// productWords name the product as a sentence's subject.
var productWords = map[string]bool{
	"system": true, "product": true, "application": true, "app": true, "software": true, "platform": true,
	"tool": true, "website": true, "site": true, "portal": true, "service": true, "it": true,
}

// documentSubjects and documentVerbs are what a sentence about the
// document itself is made of: "This section will describe …" (its
// subject), "The interfaces will be detailed in section 3" (a verb of
// the document's in the passive).
var (
	documentSubjects = map[string]bool{
		"document": true, "section": true, "chapter": true, "subsection": true, "specification": true,
		"documents": true, "sections": true, "chapters": true, "subsections": true, "appendices": true, "figures": true,
		"srs": true, "prd": true, "report": true, "paper": true, "appendix": true, "project": true, "figure": true,
		"table": true, "diagram": true, "we": true, "i": true, "you": true, "reader": true, "readers": true,
	}
	documentVerbs = map[string]bool{
		"describe": true, "described": true, "discuss": true, "discussed": true, "present": true, "presented": true,
		"explain": true, "explained": true, "cover": true, "covered": true, "outline": true, "outlined": true,
		"detail": true, "detailed": true, "list": true, "listed": true, "introduce": true, "introduced": true,
		"define": true, "defined": true, "address": true, "addressed": true, "specify": true, "specified": true,
		"give": true, "given": true, "show": true, "shown": true, "summarize": true, "summarized": true, "summarise": true, "summarised": true,
		"found": true, "seen": true, "read": true, "consulted": true, "obtained": true,
	}
)

// describesHabit reports whether a sentence of prose describes how things
// usually are rather than what must be: a habitual word ("usually",
// "typically") without shall or must.
func describesHabit(s string) bool {
	if !strings.Contains(s, "ually") && !strings.Contains(s, "ypically") && !strings.Contains(s, "ormally") &&
		!strings.Contains(s, "ften") && !strings.Contains(s, "sionally") && !strings.Contains(s, "tionally") &&
		!strings.Contains(s, "omarily") {
		return false
	}
	for _, w := range words(s) {
		if habitual[w] {
			return !verbsOf(s).strong
		}
	}
	return false
}

// copulaRe matches a sentence that says what something is: a subject of
// a few words, "is" or "are", then a determiner or "nothing but"
// ("Functional requirements are the features …", "Artifacts are nothing
// but …").
var copulaRe = mustGuard(`(?i)^[\pL\pN][\pL\pN'’/-]*(?:\s+[\pL\pN'’/-]+){0,5}\s+(?:is|are)\s+(?:(?:also\s+)?(?:nothing\s+but|simply|just|basically|essentially)\s+)?(?:the|a|an|one|any|those|what)\s`)

// describesWhatIs reports whether a sentence says what something is,
// without a modal verb: after an explanation, it goes on explaining.
func describesWhatIs(s string) bool {
	t := strings.TrimSpace(s)
	return (strings.Contains(t, " is ") || strings.Contains(t, " are ")) && copulaRe.MatchString(t) && !verbsOf(t).modal
}

// continues reports whether a sentence goes on from the one before it
// rather than stating something new: it opens with a connective ("In
// addition, …") or a pronoun that refers back ("It allows …", "They …"),
// without shall or must.
func continues(s string) bool {
	t := strings.TrimSpace(s)
	if anyPrefixFold(t, connectives.plain) == "" && anyPrefixFold(t, []string{"it ", "they ", "this ", "these "}) == "" {
		return false
	}
	return !verbsOf(s).strong
}

// supposes reports whether a sentence after an example goes on with it:
// it supposes ("If …", "Suppose …", "Then …") or speaks of what might be
// ("could", "might", "would"), without shall or must.
func supposes(s string) bool {
	t := strings.TrimSpace(s)
	if anyPrefixFold(t, []string{"if ", "suppose ", "then ", "say ", "imagine "}) == "" {
		hypothetical := false
		for _, w := range words(t) {
			if w == "might" || w == "could" || w == "would" {
				hypothetical = true
				break
			}
		}
		if !hypothetical {
			return false
		}
	}
	return !verbsOf(s).strong
}

// inlineBullet returns the length of a bullet that opens an item written
// inside a paragraph ("-define the path", "• Departure"), or 0.
func inlineBullet(s string) int {
	for _, b := range []string{"-", "•", "–", "−", "·", ""} {
		if b == "" {
			r, size := utf8.DecodeRuneInString(s)
			if !symbolBullet(r) {
				continue
			}
			b = s[:size]
		}
		if !strings.HasPrefix(s, b) {
			continue
		}
		n := len(b)
		for n < len(s) && (s[n] == ' ' || s[n] == '\t') {
			n++
		}
		r, _ := utf8.DecodeRuneInString(s[n:])
		if unicode.IsLetter(r) || n > len(b) && strings.ContainsRune("“\"‘'([", r) {
			return n
		}
	}
	return 0
}

// codeLike reports whether a line reads as source code rather than text.
// A line ending with ";" is code unless it reads as a clause of words
// (semicolonClause) with a modal verb: "The pump shall stop;" is a
// statement, "total = sum(coins);" and "int count;" are code. A list
// item needs no modal verb (readItemText): "- encrypt data at rest;"
// is an item of a list written as one sentence.
func codeLike(s string) bool {
	t := strings.TrimSpace(s)
	if t == "" {
		return false
	}
	last := t[len(t)-1]
	if last == '}' && proseBeforeBrace(t) {
		return false // "THE System SHALL provide GET /health returning {"status": "ok"}"
	}
	if last == ';' && semicolonClause(t) && verbsOf(t[strings.LastIndex(t, ". ")+1:]).modal {
		// the modal verb in the sentence the ";" ends, not in one before it
		return false
	}
	if last == '{' || last == '}' || last == ';' || strings.HasPrefix(t, "//") || strings.HasPrefix(t, "#include") ||
		strings.HasPrefix(t, "import ") || strings.HasPrefix(t, "package ") || strings.HasPrefix(t, "func ") ||
		strings.HasPrefix(t, "def ") || strings.HasPrefix(t, "return ") || strings.HasPrefix(t, "} ") {
		return true
	}
	return strings.Contains(t, ":=") || strings.Contains(t, "();") || strings.Contains(t, "==")
}

// callRe finds code's calls and member access: a name glued to "(",
// ")" glued to "." ("f(x)", "a.b(c).d").
var callRe = mustGuard(`[\p{L}\p{N}_\]]\(|\)\.`)

// semicolonClause reports whether t, ending with ";", reads as a clause of
// words: two words at least, two in three of them words of letters
// (markup, quotes, brackets and a final comma or period around them left
// out), no assignment, brace, angle bracket or call, and, of two words,
// the first no keyword of code ("int count;"). "The kiosk must not
// freeze;", "refuse torn banknotes; and" (that one ends with "and").
func semicolonClause(t string) bool {
	s := strings.TrimSuffix(t, ";")
	if strings.ContainsAny(s, "={}<>") || callRe.MatchString(s) {
		return false
	}
	fs := strings.Fields(s)
	if len(fs) < 2 || len(fs) == 2 && slices.Contains(codeKeywords, fs[0]) {
		return false
	}
	letters := 0
	for _, f := range fs {
		w := strings.Trim(f, "*_`\"'“”‘’()[],.:!?")
		if w != "" && strings.IndexFunc(w, func(r rune) bool { return !unicode.IsLetter(r) && r != '-' && r != '\'' && r != '’' }) < 0 {
			letters++
		}
	}
	return 3*letters >= 2*len(fs)
}

// proseBeforeBrace reports whether t, ending with "}", opens with prose:
// five words at least before its first "{", without an assignment.
func proseBeforeBrace(t string) bool {
	i := strings.IndexByte(t, '{')
	if i < 0 {
		return false
	}
	head := t[:i]
	return !strings.ContainsAny(head, "=;(") && len(strings.Fields(head)) >= 5
}

// limitWords open or close a limit set on the product ("no web UI",
// "minimal CLI", "local storage only").
var limitWords = map[string]bool{
	"no": true, "without": true, "minimal": true, "single": true, "only": true, "local": true, "hardcoded": true,
	"hard-coded": true, "manual": true, "basic": true, "offline": true, "read-only": true, "fixed": true, "static": true,
}

// limitList reports whether the sentence t lists limits without a verb,
// opening with "No" or "Without": "No web UI, minimal CLI, hardcoded
// config.", "No cloud sync, single user, local storage only." Every part
// opens or ends with a word of limitWords and has four words at most.
func limitList(t string) bool {
	t = strings.TrimSpace(t)
	if !(hasPrefixFold(t, "no ") || hasPrefixFold(t, "without ")) || strings.Count(t, ",") == 0 || strings.Count(t, ",") > 6 {
		return false
	}
	t = strings.TrimSuffix(t, ".")
	for _, part := range strings.Split(t, ",") {
		part = strings.TrimPrefix(strings.TrimSpace(part), "and ")
		w := strings.Fields(strings.ToLower(part))
		if len(w) == 0 || len(w) > 4 || !limitWords[w[0]] && !limitWords[w[len(w)-1]] {
			return false
		}
	}
	v := verbsOf(t)
	return !v.finite && !v.modal
}

// selfSentence is selfRe.MatchString(s), read by hand where s is ASCII:
// classify asks it of every sentence opening with "this", "the present"
// or "the following", and the expression's set-up cost more than the
// reading. Beyond ASCII the expression judges, as its case folding does
// more there ("ſ" is an "s", the Kelvin sign a "k"). The parts are the
// expression's, in its order: the opening words, an optional adjective,
// a noun with an optional plural "s", a verb form ending at a word's end
// (\b: the next byte is no letter, digit or "_"); TestSelfSentenceIsSelfRe
// holds the two to the same answers.
func selfSentence(s string) bool {
	if !isASCII(s) {
		return selfRe.MatchString(s)
	}
	w, i := asciiWord(s, 0)
	switch {
	case w == "this":
	case w == "the":
		if i = blanks(s, i); i < 0 {
			return false
		}
		if w, i = asciiWord(s, i); w != "present" && w != "following" {
			return false
		}
	default:
		return false
	}
	if i = blanks(s, i); i < 0 {
		return false
	}
	if w, j := asciiWord(s, i); selfAdjectives[w] {
		if k := blanks(s, j); k >= 0 {
			i = k // an adjective is no noun: no other way to try
		} else {
			return false
		}
	}
	w, i = asciiWord(s, i)
	if w == "use" { // "use\s*case"
		for i < len(s) && isRESpace(s[i]) {
			i++
		}
		var c string
		c, i = asciiWord(s, i)
		w += c
	}
	if !selfNouns[w] && !(strings.HasSuffix(w, "s") && selfNouns[w[:len(w)-1]]) {
		return false
	}
	if i = blanks(s, i); i < 0 {
		return false
	}
	j := i
	for j < len(s) && (isLetter(s[j]) || s[j] >= '0' && s[j] <= '9' || s[j] == '_') {
		j++
	}
	var buf [16]byte
	v, ok := lowerASCII(buf[:0], s[i:j])
	return ok && selfVerbs[string(v)]
}

// asciiWord returns the ASCII letters of s from i on, in lower case
// (empty when there are none, or too many to be one of selfSentence's
// words), and where they end.
func asciiWord(s string, i int) (string, int) {
	j := i
	for j < len(s) && isLetter(s[j]) {
		j++
	}
	var buf [16]byte
	w, ok := lowerASCII(buf[:0], s[i:j])
	if !ok {
		return "", j
	}
	return selfWord(w), j
}

// selfWord returns w as the string of selfSentence's vocabulary it
// spells, or "" (no allocation for a word read).
func selfWord(w []byte) string {
	if k, ok := selfVocabulary[string(w)]; ok {
		return k
	}
	return ""
}

// blanks returns the end of the run of \s (blank, tab, line ends, form
// feed) at i, or -1 when there is none.
func blanks(s string, i int) int {
	j := i
	for j < len(s) && isRESpace(s[j]) {
		j++
	}
	if j == i {
		return -1
	}
	return j
}

// isRESpace reports whether c is a regular expression's \s.
func isRESpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\f' || c == '\r'
}

var (
	selfAdjectives = setOf("particular specific whole entire new additional last next previous above first second")
	selfNouns      = setOf("usecase section document chapter feature specification srs prd epic subsection part paragraph requirement appendix table figure list")
	selfVerbs      = setOf("provide provides describe describes cover covers is are explain explains present presents define defines specify specifies " +
		"contain contains include includes list lists outline outlines give gives establish establishes allow allows enable enables lets " +
		"document documents summarise summarises summarize summarizes detail details show shows introduce introduces focus focuses " +
		"deal deals addresses identify identifies capture captures offer offers help helps make makes")
	// selfVocabulary: every word selfSentence compares, by itself
	selfVocabulary = func() map[string]string {
		m := map[string]string{"this": "this", "the": "the", "present": "present", "following": "following", "use": "use", "case": "case", "cases": "cases"}
		for _, set := range []map[string]bool{selfAdjectives, selfNouns} {
			for w := range set {
				m[w], m[w+"s"] = w, w+"s"
			}
		}
		return m
	}()
)

func setOf(words string) map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(words) {
		m[w] = true
	}
	return m
}
