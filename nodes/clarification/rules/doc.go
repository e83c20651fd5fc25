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
//
// # Rules are data
//
// Each rule is one YAML file in rules/ (embedded; DefaultRules, LoadRules):
// its name, finding type and severity, a description template, the
// guidance it comes from, its scope, its patterns, what cancels a match,
// its question template, and its examples. Adding a rule touches one file.
// Patterns are package lang token patterns over words, lemmas ("order"
// matches "ordered"), vocabularies ("@vague-time"), parts of speech
// (":adj", "may:modal"), negations ("!than") and the span to report
// ("[ … ]"). A rule's Unless lists patterns that cancel a match right
// before or after it or anywhere in its clause, sentence or requirement
// ("configurable": a setting its users set, not a bound left open), and Bounded:
// the requirement, or its acceptance criteria (requirements whose parent
// it is, or whose ID extends its own: "US2/AC1"), give a number with a
// unit, or a parenthesis right after the match gives a number
// ("appropriate precision (2 decimal places)"). A few rules name a Check on the match — "object" (a capability
// verb whose object nothing after it specifies: "handle concurrent access
// correctly", not "support retries with backoff" nor "allow editing and
// deletion of records", an action named by its noun with its object, nor
// "validate all settings", a set the document fixes, nor "clean up old
// files to protect disk space", the purpose of an action stated before it,
// unless its verb's object takes the infinitive, "allow users to handle",
// or the noun before "to" does, "provide a way to handle"),
// "slash" ("and/or"), "list" (a list of
// examples left open: "such as PST, NSF files", "such as A, B and C",
// not "such as a power cut"), "column" (not a cell
// of its own beside a cell that states the requirement: "| FR7 | The
// reader shall beep | TBD |" is a test-case column, not a value left
// open), "unnamed" (no word of
// its clause up to it is capitalised where no sentence starts: "safety
// standards", not "OWASP guidelines"), "unlisted" (no list or
// definition opens right after it — "required fields: name, email" —
// and it is no item of a list of three or more joined by "and" or "or":
// "totals, averages and percentage changes" name what a view holds, not
// a figure to define; a list is a run of at least two items separated by
// commas and closed by "and" or "or", found once per sentence, and "…, and
// it shall log" closes none) — or a Detector that
// looks beyond a run of tokens: "ellipsis" (a list left open by "…",
// beside the rule's own patterns), "exception" (a use-case exception that
// names a condition and no response, or only a name: "- CardDeclined"),
// "conflict" and "glossary" (below).
//
// Shared vocabularies are named lists in vocab/*.txt, an entry a line:
// general lists of the language taken from the public catalogues of
// requirement smells (ISO/IEC/IEEE 29148 §5.2.7 subjective language,
// superlatives, loopholes, open-ended and incomplete terms; INCOSE R7–R9
// vague terms, escape clauses, open-ended clauses; the ARM weak phrases;
// Wiegers's ambiguous terms; ISO/IEC 25010 quality attributes), never the
// words of one document. The guideline's exceptions are data beside them:
// a figure with a unit bounds a vague word (Unless.Bounded), "the" or a
// possessive makes a selective adjective refer to what the context fixes,
// a list or a definition after a term closes it, and "for" before a
// quality word makes it a purpose ("a flag for easy filtering"). A test removes each
// entry in turn and requires some rule example to fail: an entry no
// example needs is removed. Every example of every rule runs as a test
// through the whole analyzer (TestRuleExamples).
//
// Rules are kept only when they generalise: a rule is written while
// looking at one part of the tuning documents (DEV) and kept only if it
// does not cost precision on another part (VAL), split by round; each
// commit that adds a rule gives both parts' figures. A rule or a pattern
// word whose findings are mostly false on the rounds folded into tuning
// after being held back is narrowed or removed when, on those rounds, it
// removes false findings in two rounds or more and, over the tuning part,
// costs fewer labels than the false findings it saves. The rules name what a
// reviewer asks of a feature: a figure the system computes with no
// formula (undefined_metric), a limit, coverage or operating range with
// no value, or a concurrent load with no size (unbounded_property), an action with nothing on how
// (vague_action), two responses joined by "or" (alternative_response), a
// degree word with no measure, "changes significantly" (vague_degree, the
// vocabulary vague-degree), a safeguard with no mechanism
// (passive_safeguard), search left unlisted (searchable_list), browsers named
// without versions, "Chrome, Firefox" (unversioned_platform), a definition
// pointed to without saying where (incomplete_reference), standards,
// regulations or requirements to meet not named (unnamed_standard) and
// required fields no list names (required_fields). How each generation of
// rules was developed, and what it scored on a held-back part, is in
// BENCHMARKS.md ("How the rules were developed") and testdata/groundtruth/README.md.
//
// # Where rules look
//
// Findings are made only in normative text. A requirement is cut into
// sentences and clauses (periods, semicolons and list lines; commas,
// colons and parentheses); a sentence that is a note, a rationale, an
// example ("e.g.", "for example"), a definition ("X means …") or a
// question is informative, and so is a scope left to the future ("portable
// to other platforms in future releases"), and a wish — a user story's ("As a
// clerk, I want …": its acceptance criteria oblige) or any sentence whose
// first verb is "want", "wish" or "would like" ("Clerks want an easy way
// to …"), not after a modal, a condition or "who" —, a purpose ("so that …", "in order
// to …", a sentence opening "To …,") and the text after "e.g." to its clause's end ("i.e." restates
// what is required: it stays normative). A rule
// sees informative text and parentheses only if its scope says so, and
// likewise text a negation governs ("no trends or percentages", "doesn't
// send alerts": what is excluded is not required; from "no", "not",
// "never", "nor", "without" or "-n't" to the sentence's end, a modal,
// "but", "except", "only", a condition, or "and"/"or" opening a clause of
// its own: "…, and the family is notified"). Text in backquotes is code
// (a path, a field, an expression: "`GET /stores/:id/statistics`", "`now +
// 24 hours`"): no rule and no conflict slot reads it. Scope
// can also name requirement kinds (the reader's fcs kinds: functional,
// non_functional, constraint, acceptance_criterion, scenario,
// use_case_field; a requirement of unknown kind is in every scope) and
// positions: "main" or "condition" (a clause opened by if, when, unless,
// once …, or a fronted phrase closed by a comma that sets the scope: "On
// the free plan, …"), or "obligation" (outside a condition and after a
// modal verb of the sentence: "shall", "must", "can" …). A sentence said
// word for word in an earlier requirement (its section number aside) is
// skipped: a trigger is reported once. A rule marked Once reports a
// trigger only where its head word (the lemma of its last word) first
// occurs in the specification: a figure left undefined is
// undefined everywhere, and reviewers flag it once ("player statistics",
// then "game statistics": one finding). Where findings overlap in a requirement, the
// longest is kept.
//
// # Conflicts
//
// The conflict detector reads property slots: each figure with a unit of
// time, data size, percentage or money in a normative clause, its
// relation (at most, at least, exactly) and the content words of its
// clause. Two requirements conflict when their clauses share at least two
// content words and half of all of them, the figures have one dimension,
// and the values cannot both hold. Two limits under disjoint, explicit
// conditions do not conflict (per the guideline): a limit under a
// condition meets an unconditional one (a special case with no stated
// precedence), not one under another condition; a figure in a condition,
// a rate ("5 s for every 30 words"), two clauses carrying different other
// figures ("for module 2" / "for module 5"), or a sentence that states a
// precedence, an exception, a default or a target, take part in none.
// Candidate pairs come from an index of each slot's rarest words (prefix
// filtering), so the pass stays near linear. A count with no unit, an
// action affirmed in one requirement and denied in another, two lists
// with different members and an out-of-scope list are not read: measured
// on the tuning documents, each raised more false findings than it
// answered labels (BENCHMARKS.md, rules generation 17).
//
// # The glossary
//
// An acronym (two or more capitals) that a requirement uses, that the
// specification does not define — "Long Form (LF)", "LF (Long Form)", a
// glossary line "LF: …", "LF means …", or the reader's Definitions — and
// that is no standard term of the field (vocab/standard-terms.txt,
// WithKnownAcronyms) is a glossary finding (Term): reported apart from
// the ambiguities (Report.Glossary, the "glossary" member of clarify
// analyze --format json), never a question. A unit after a figure ("10
// MB") and an identifier ("FR-3") are not acronyms. Glossary runs the
// glossary rule alone. A word in capitals is never read as an inflection
// of a common word (package lang: "ETCS" is no plural of "etc").
//
// # Questions and the answer guesser
//
// Questions come from each rule's template ("{excerpt}" and "{location}"
// are filled in): the findings of one rule in one requirement make one
// question, the two sides of a conflict one. The guess is kept simple:
// the option the rule's file recommends, with its confidence. Findings of
// other analyzers get a generic question.
//
// # Language processing
//
// Tokens and lemmas come from package lang (lemmas from
// github.com/aaaton/golem; a word in capitals, a function word and an
// irregular comparison are their own lemma, and a pattern word that is a
// function word matches only itself); parts of speech from github.com/jdkato/prose's
// averaged-perceptron tagger, its model embedded and read once per process
// (about 10 ms) and
// run only on the requirements a pattern with a part of speech could
// match once tagged (lang.Pattern.Untagged), so a 1,000-requirement
// specification takes some 40 ms. Sentences are cut by this package:
// prose's segmenter costs about 10 ms a call.
//
// # Quality
//
// The rules are tuned, precision first, on the tuning part of the real
// documents of testdata/groundtruth (clarify eval); the held-back part is
// measured once per generation of the rules. TestCorpus keeps a floor on a
// generated regression set (testdata/corpus/README.md). The analyzer's
// Go code is bounded to 4,000 lines (issue 26; TestCodeSize): every line,
// comments and blank ones too, of the non-test .go files directly in rules/
// and lang/ that carry no "Code generated … DO NOT EDIT." line; not
// lang/internal/tagmodel, which go generate runs to write the tagger's
// model and the analyzer does not link.
package rules
