// Package rules is the rule-based ambiguity analyzer of the clarification
// workflow: deterministic, offline, and fast enough to run on every edit.
// It finds what a careful reviewer would flag in a specification's
// requirements (per ../shared/ANNOTATION.md), lists undefined acronyms for
// the glossary, turns findings into questions, and scores clarity.
//
//	a := rules.New()
//	rep, err := a.Report(ctx, spec)             // ambiguities and glossary
//	ambs, err := a.Analyze(ctx, spec)           // the ambiguities alone
//	qs, err := a.Questions(ctx, spec, ambs)     // []fcs.Question
//	score := rules.Assess(spec, ambs)           // clarity 1–5
//	score = rules.AssessOpen(spec, wording, open) // the same, open decisions counted apart
//
// # Rules are data
//
// Each rule is one YAML file in rules/ (embedded; DefaultRules, LoadRules):
// its name, finding type and severity, a description template, the
// guidance it comes from, its scope, its patterns, what cancels a match,
// its question template, and its examples, which run as tests through the
// whole analyzer (TestRuleExamples). Adding a rule touches one file.
// Patterns are package lang token patterns over words, lemmas ("order"
// matches "ordered"), vocabularies ("@vague-time"), parts of speech
// (":adj", "may:modal"), negations ("!than") and the span to report
// ("[ … ]"). A rule's Unless lists patterns that cancel a match right
// before or after it or anywhere in its clause, sentence or requirement
// ("configurable": a setting its users set, not a bound left open), and
// Bounded: the requirement, or its acceptance criteria (requirements whose
// parent it is, or whose ID extends its own: "US2/AC1"), give a number
// with a unit, or a parenthesis right after the match gives a number
// ("appropriate precision (2 decimal places)"). A rule may name a Check
// the match must also pass ("object": a capability verb whose object
// nothing specifies; "slash"; "list": examples left open; "column";
// "unnamed"; "unlisted"), told in full in checks.go and match.go, or a
// Detector that looks beyond a run of tokens: "ellipsis", "exception" (a
// use-case exception with no response), "conflict" and "glossary" (below).
//
// Shared vocabularies are named lists in vocab/*.txt, an entry a line:
// general lists of the language taken from the public catalogues of
// requirement smells (ISO/IEC/IEEE 29148 §5.2.7; INCOSE R7–R9; the ARM
// weak phrases; Wiegers's ambiguous terms; ISO/IEC 25010), never the
// words of one document. The guideline's exceptions are data beside them:
// a figure with a unit bounds a vague word (Unless.Bounded), "the" or a
// possessive makes a selective adjective refer to what the context fixes,
// a list or a definition after a term closes it, and "for" before a
// quality word makes it a purpose ("a flag for easy filtering"). A test
// removes each entry in turn and requires some rule example to fail: an
// entry no example needs is removed. How the rules are judged on real
// text, and what each generation scored, is in
// testdata/groundtruth/README.md and BENCHMARKS.md.
//
// # Where rules look
//
// Findings are made only in normative text. A requirement is cut into
// sentences and clauses (periods, semicolons and list lines; commas,
// colons and parentheses); a sentence that is a note, a rationale, an
// example ("e.g.", "for example"), a definition ("X means …"), a question,
// a scope left to the future, a wish (a user story's "As a clerk, I want
// …": its acceptance criteria oblige) or a purpose ("so that …", "in
// order to …", "To …,") is informative, and so is the text after "e.g."
// to its clause's end ("i.e." restates what is required: it stays
// normative). A rule sees informative text and parentheses only if its
// scope says so, and likewise text a negation governs ("no trends or
// percentages": what is excluded is not required). Text in backquotes is
// code: no rule and no conflict slot reads it. Scope can also name
// requirement kinds (the reader's fcs kinds; a requirement of unknown kind
// is in every scope) and positions: "main" or "condition" (a clause opened
// by if, when, unless, once …, or a fronted phrase closed by a comma that
// sets the scope: "On the free plan, …"), or "obligation" (outside a
// condition and after a modal verb of the sentence). A sentence said word
// for word in an earlier requirement (its section number aside) is
// skipped: a trigger is reported once. A rule marked Once reports a
// trigger only where its head word (the lemma of its last word) first
// occurs in the specification. Where findings overlap in a requirement,
// the longest is kept.
//
// # Conflicts
//
// The conflict detector reads property slots: each figure with a unit of
// time, data size, percentage or money in a normative clause, its
// relation (at most, at least, exactly) and the content words of its
// clause. Two requirements conflict when their clauses share at least two
// content words and half of all of them, the figures have one dimension,
// and the values cannot both hold. Two limits under disjoint, explicit
// conditions do not conflict (per the guideline); a figure in a condition,
// a rate, two clauses carrying different other figures, or a sentence
// that states a precedence, an exception, a default or a target, take part
// in none, nor do values whose subjects are set apart ("other costs", a
// capitalised name before plan, tier or edition: "the Beta plan", trial 4
// D9). Pairs come from an index of the slots' rarest words: near linear.
//
// # The glossary
//
// An acronym (two or more capitals) a requirement uses that the document
// does not define ("Long Form (LF)", "LF (Long Form)", "LF: …", "LF means
// …", the reader's Definitions) and that is no standard term is a glossary
// finding (Term): reported apart (Report.Glossary, clarify analyze's
// "glossary"), never a question. Standard terms come from maintained
// sources, generated by go generate into standard/*.txt, each header
// naming source and version (internal/genstandard): mimetype's file
// formats ("JPEG"), x/text's currency codes and region groups ("USD",
// "EU"), net/http's methods ("GET"); what no source names is
// vocab/standard-terms.txt ("GPU", "CRUD", "JWT": each entry pinned by an
// example) or WithKnownAcronyms. Not acronyms: a unit after a figure ("10
// MB"), an identifier ("FR-3", "CHECKED_IN"), code, a function word, and
// an English word (lang.Word) in capitals: a status or a role ("BOOKED",
// "OWNER"), and so a coined acronym that spells a word ("MOTIVE").
//
// # Questions and the answer guesser
//
// Questions come from each rule's template ("{excerpt}", "{location}" and
// "{unit}", the first excerpt's last word, are filled in): the findings of
// one rule in one requirement make one question, the two sides of a
// conflict one. A vague time word is asked in its own scale, a rule per
// class (speed, frequency, repetition, recency, a unit: "many days" is 3
// days, "how many days" a setting; duration). The guess is kept simple:
// the option the rule's file recommends, with its confidence. Findings of
// other analyzers get a generic question.
//
// An option either decides (a value, a behaviour: "Within 2 seconds") or
// defers, naming a way to decide later ("List the operations"), marked
// `defers: true`: an answer choosing only such options leaves the question
// open in the FCS. A deferring option is recommended only when every
// deciding one goes against the quoted text (`against:`, by index); New
// refuses a rule that breaks this.
//
// # Language processing
//
// Tokens, lemmas and parts of speech come from package lang; tagging, the
// costly step, runs only where a pattern with a part of speech could match
// (lang.Pattern.Untagged). Sentences are cut by this package.
//
// # Quality
//
// The rules are tuned, precision first, on the tuning part of
// testdata/groundtruth (clarify eval), the held-back part measured once per
// generation. TestCodeSize bounds the Go code of rules/ and lang/ (every
// line of the non-test, non-generated .go files) to 4,000 lines (issue 26).
package rules
