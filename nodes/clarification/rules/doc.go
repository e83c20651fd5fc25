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
// before or after it or anywhere in its clause or sentence, and Bounded:
// the requirement, or its acceptance criteria (requirements whose parent
// it is, or whose ID extends its own: "US2/AC1"), give a number with a
// unit. A few rules name a Check on the match — "object" (a capability
// verb whose object nothing after it specifies: "handle concurrent access
// correctly", not "support retries with backoff"), "pronoun" (an object
// pronoun with two or more candidate antecedents that agree with it),
// "comparative" (no "than"), "slash" ("and/or"), "list" (a list of
// examples left open: "such as PST, NSF files") — or a Detector that
// looks beyond a run of tokens: "exception" (a use-case exception that
// names a condition and no response), "conflict" and "glossary" (below).
//
// Shared vocabularies are named lists in vocab/*.txt, an entry a line. A
// test removes each entry in turn and requires some rule example to fail:
// an entry no example needs is removed. Every example of every rule runs
// as a test through the whole analyzer (TestRuleExamples).
//
// # Where rules look
//
// Findings are made only in normative text. A requirement is cut into
// sentences and clauses (periods, semicolons and list lines; commas,
// colons and parentheses); a sentence that is a note, a rationale, an
// example ("e.g.", "for example"), a definition ("X means …") or a
// question is informative, and so is a purpose ("so that …", "in order
// to …", a sentence opening "To …,") and the text after "e.g." to its clause's end ("i.e." restates
// what is required: it stays normative). A rule
// sees informative text and parentheses only if its scope says so. Scope
// can also name requirement kinds (the reader's fcs kinds: functional,
// non_functional, constraint, acceptance_criterion, scenario,
// use_case_field; a requirement of unknown kind is in every scope) and
// positions: "main" or "condition" (a clause opened by if, when, unless,
// once …). A sentence said word for word in an earlier requirement is
// skipped: a trigger is reported once. Where findings overlap in a
// requirement, the longest is kept.
//
// # Conflicts
//
// The conflict detector reads property slots: each figure with a unit of
// time, data size, percentage or money in a normative clause, its
// relation (at most, at least, exactly) and the content words of its
// clause. Two requirements conflict when their clauses share at least two
// content words and half of all of them, the figures have one dimension,
// and the values cannot both hold; a clause in a condition, or a sentence
// that states a precedence, an exception, a default or a target, takes
// part in no conflict.
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
// MB") and an identifier ("FR-3") are not acronyms.
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
// github.com/aaaton/golem); parts of speech from github.com/jdkato/prose's
// averaged-perceptron tagger, loaded once per process (about 250 ms) and
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
// generated regression set (testdata/corpus/README.md).
package rules
