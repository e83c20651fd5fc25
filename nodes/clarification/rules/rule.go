package rules

import (
	"fmt"
	"slices"
	"strings"

	"github.com/clarigraph/clarigraph/fcs"
)

// Family groups rules that ask the same kind of question.
type Family string

// Rule families. Each maps to a quality indicator of NASA's Automated
// Requirement Measurement tool (ARM) or a characteristic of ISO/IEC/IEEE
// 29148 §5.2.7 (see the package documentation).
const (
	FamilyVague       Family = "vague"
	FamilySuperlative Family = "superlative"
	FamilyComparative Family = "comparative"
	FamilyOpenList    Family = "open_list"
	FamilyLoophole    Family = "loophole"
	FamilyTBD         Family = "tbd"
	FamilyQuantity    Family = "quantity"
	FamilyAndOr       Family = "and_or"
	FamilyOption      Family = "option"
	FamilyPronoun     Family = "pronoun"
	FamilyTotality    Family = "totality"
	FamilyConflict    Family = "conflict"
	FamilySynonym     Family = "synonym"
	FamilyAcronym     Family = "acronym"
	FamilyFeature     Family = "feature"
)

// Detector names the matching procedure that applies a rule's patterns.
type Detector string

// Detectors. Lexical detectors look at one requirement; the last three
// look across all requirements of a specification.
const (
	// DetectPhrase finds any pattern phrase, subject to the exceptions.
	DetectPhrase Detector = "phrase"
	// DetectBareNumber finds a pattern (a bounding phrase such as "within")
	// followed by a number that has no unit; Context lists the words that
	// do not count as a unit ("of", "and", …).
	DetectBareNumber Detector = "bare_number"
	// DetectRate finds a number followed by a pattern noun ("requests")
	// in a sentence without any Context word giving a time window.
	DetectRate Detector = "rate"
	// DetectCount finds a count after a pattern verb of throughput
	// ("check up to 50 tickets", "process 200 orders") in a sentence
	// without a time window; Context lists the bound phrases allowed
	// between verb and number ("up to", "at most").
	DetectCount Detector = "count"
	// DetectTrigger finds a pattern inside a clause opened by a Context
	// phrase with no obligation or number in between: a degree predicate
	// ("is high", "grows") in a condition ("when", "if") with no
	// threshold, or a document kind ("policy") after "in accordance with"
	// with no name.
	DetectTrigger Detector = "trigger"
	// DetectSlot finds the word in a grammatical slot after a pattern
	// (a linking verb: "shall be", "remain"): the next word, past one or
	// two adverbs, is a finding unless it is a function word, a number, a
	// participle, a capability adjective ("-able", "-ible"), a name, or
	// one of the Context words, the testable adjectives ("unique",
	// "mandatory", "visible"). The lexicon of vague words is open; the
	// class of testable words in this slot is much closer to closed.
	DetectSlot Detector = "slot"
	// DetectAttributive finds a pattern adjective in attributive position:
	// after a determiner, a preposition or a verb of the obligation, or
	// opening its sentence, and before the noun it qualifies ("flag
	// unlikely sightings", "the locations of rare species"). It is a
	// finding unless the next word is not a noun (a function word, a
	// number, a name, an adverb), the adjective is capitalised, or it is
	// one of the Context words, the testable classifiers ("electronic",
	// "personal"). The excerpt runs to the head noun: "sensitive personal
	// data".
	DetectAttributive Detector = "attributive"
	// DetectPronoun finds a pattern pronoun with two or more candidate
	// antecedent nouns of matching number earlier in its sentence.
	DetectPronoun Detector = "pronoun"
	// DetectFeature finds a one-sentence requirement that only names a
	// feature: an obligation, a pattern verb ("support") and a short noun
	// phrase with none of the Context words that introduce behaviour,
	// conditions or measures.
	DetectFeature Detector = "feature"
	// DetectConflict compares bounded numeric limits across requirements:
	// Patterns are upper-bound phrases, Context lower-bound phrases.
	DetectConflict Detector = "conflict"
	// DetectSynonym finds one concept under two names: each pattern is a
	// group of names separated by "|".
	DetectSynonym Detector = "synonym"
	// DetectAcronym finds all-caps tokens of 2–6 letters that the
	// specification never expands; Patterns is the whitelist of universal
	// acronyms.
	DetectAcronym Detector = "acronym"
)

func (d Detector) valid() bool {
	switch d {
	case DetectPhrase, DetectBareNumber, DetectRate, DetectCount, DetectTrigger, DetectSlot, DetectAttributive, DetectPronoun,
		DetectFeature,
		DetectConflict, DetectSynonym, DetectAcronym:
		return true
	}
	return false
}

// crossRequirement reports whether the detector looks across requirements.
func (d Detector) crossRequirement() bool {
	return d == DetectConflict || d == DetectSynonym || d == DetectAcronym
}

// Exceptions are the context guards that keep a rule's false positives
// down. Phrases are matched case-insensitively on whole tokens.
type Exceptions struct {
	// Before suppresses a match immediately preceded by one of these phrases.
	Before []string `json:"before,omitempty"`
	// After suppresses a match immediately followed by one of these phrases.
	After []string `json:"after,omitempty"`
	// Earlier suppresses a match preceded anywhere in its sentence by one of these.
	Earlier []string `json:"earlier,omitempty"`
	// EarlierInClause limits Earlier to the match's own clause: a phrase
	// before the last comma ahead of the match ("When a volunteer records
	// damage, the system shall withdraw the tool and may notify …") belongs
	// to a preposed clause and does not suppress it.
	EarlierInClause bool `json:"earlier_in_clause,omitempty"`
	// Later suppresses a match followed anywhere in its sentence by one of these.
	Later []string `json:"later,omitempty"`
	// Sentence suppresses every match in a sentence containing one of these.
	Sentence []string `json:"sentence,omitempty"`
	// NumberWithin suppresses a match followed by a number within this many
	// tokens of its sentence: the term is already quantified.
	NumberWithin int `json:"number_within,omitempty"`
	// NumberBefore suppresses a match preceded by a number within this
	// many tokens of its sentence ("15 minutes long"). A figure's unit
	// counts with it ("20 years or older", "110 °C or higher" are as near
	// as "18 or older"), except at 1, which means right after the figure
	// (a designation: "WCAG 2.1 AA").
	NumberBefore int `json:"number_before,omitempty"`
	// NumberUnits limits NumberWithin and NumberBefore to figures that can
	// measure the term: a bare number, a number with a unit the analyzer
	// does not know, or one whose unit is of one of these dimensions
	// ("metres", "grams", "litres", "seconds", "bytes", "percent"). A
	// clock time ("by 07:30") or a figure of another known dimension ("for
	// 2 hours") does not bound it.
	NumberUnits []string `json:"number_units,omitempty"`
	// Window suppresses a match in a sentence that gives a time window its
	// length: a figure of time after "last", "past", "previous",
	// "preceding", "rolling", "next", "coming" or "first" ("for the last
	// 12 months", "over the past 24 hours"), or a figure with its unit of
	// time written onto it before "period", "window", "span", "interval"
	// or "cycle" ("in any rolling 6-month period"), or a range of clock
	// times ("from 22:00 to 07:00").
	Window bool `json:"window,omitempty"`
	// Named suppresses a match whose first word is capitalised inside its
	// sentence: a defined level, mode or label ("Critical", "Away mode").
	Named bool `json:"named,omitempty"`
	// Words suppresses a match that is exactly one of these words: the
	// concrete members of a wildcard pattern ("high-level" for "high-*");
	// a word may itself be a wildcard ("*-only").
	Words []string `json:"words,omitempty"`
}

// Case is one test case of a rule: a requirement text and, for positive
// cases, the excerpt the rule must report.
type Case struct {
	Text    string `json:"text"`
	Excerpt string `json:"excerpt,omitempty"`
}

// Rule is one row of the rule table: data, not code. The detector says how
// the patterns are applied; everything else is vocabulary and context.
type Rule struct {
	Name     string            `json:"name"`
	Family   Family            `json:"family"`
	Type     fcs.AmbiguityType `json:"type"`
	Severity fcs.Severity      `json:"severity"`
	Detector Detector          `json:"detector"`
	// Patterns are the phrases the detector looks for. A token "*" matches
	// any word ("in a * manner"); a token with a leading or trailing "*"
	// matches any longer word with that ending or beginning ("*-friendly",
	// "high-*").
	Patterns []string `json:"patterns"`
	// Context is the detector's second vocabulary (see each Detector).
	Context []string `json:"context,omitempty"`
	// Requires limits matches to sentences containing one of these phrases
	// (for options: an obligation such as "shall").
	Requires []string `json:"requires,omitempty"`
	// FollowedBy limits matches to those immediately followed by one of
	// these phrases (for totality words: the open-ended sets they range over).
	FollowedBy []string `json:"followed_by,omitempty"`
	// PrecededBy limits matches to those immediately preceded by one of
	// these phrases, or by one of them and a single adverb ("shall be
	// hot", "shall remain fully operable"): for adjectives, the linking
	// verbs that put them in predicate position.
	PrecededBy []string `json:"preceded_by,omitempty"`
	// Fallback rules report a span only when no other rule reports an
	// overlapping one: they find by position or shape what the named
	// families may not list, and the named family asks the sharper
	// question ("fast" is a performance term, "faster" a comparative).
	Fallback   bool       `json:"fallback,omitempty"`
	Exceptions Exceptions `json:"exceptions"`
	// Description is a one-line template: {excerpt} is replaced by the
	// excerpt, {other} by what the finding is compared with.
	Description string `json:"description"`
	// Standard names the source of the rule.
	Standard string `json:"standard"`
	// Positive cases must produce a finding of this rule with the given
	// excerpt; Negative cases must not produce any finding of this rule.
	// Cross-requirement rules use "\n" to separate requirements.
	Positive []Case `json:"positive"`
	Negative []Case `json:"negative"`
}

// template is a rule's Description split at its {excerpt} and {other}
// slots, compiled at New: filling it is one concatenation per finding.
type template []templatePart

// templatePart is literal text or a slot.
type templatePart struct {
	text string
	slot byte // 0 for literal text, 'e' for {excerpt}, 'o' for {other}
}

// compileTemplate splits a description at its slots, left to right.
func compileTemplate(s string) template {
	var t template
	lit := 0
	for i := 0; i < len(s); {
		var slot byte
		n := 0
		switch {
		case strings.HasPrefix(s[i:], "{excerpt}"):
			slot, n = 'e', len("{excerpt}")
		case strings.HasPrefix(s[i:], "{other}"):
			slot, n = 'o', len("{other}")
		default:
			i++
			continue
		}
		if lit < i {
			t = append(t, templatePart{text: s[lit:i]})
		}
		t = append(t, templatePart{slot: slot})
		i += n
		lit = i
	}
	if lit < len(s) {
		t = append(t, templatePart{text: s[lit:]})
	}
	return t
}

// fill replaces the slots; the values are not scanned for slots again.
func (t template) fill(excerpt, other string) string {
	var b strings.Builder
	for _, p := range t {
		switch p.slot {
		case 'e':
			b.WriteString(excerpt)
		case 'o':
			b.WriteString(other)
		default:
			b.WriteString(p.text)
		}
	}
	return b.String()
}

// validate checks a rule's data.
func (r *Rule) validate() error {
	bad := func(reason string) error { return &RuleError{Rule: r.Name, Reason: reason} }
	switch {
	case strings.TrimSpace(r.Name) == "":
		return bad("name is empty")
	case r.Family == "":
		return bad("family is empty")
	case !r.Detector.valid():
		return bad(fmt.Sprintf("unknown detector %q", r.Detector))
	case len(r.Patterns) == 0:
		return bad("no patterns")
	case r.Description == "":
		return bad("description is empty")
	}
	switch r.Type {
	case fcs.MissingConstraint, fcs.ConflictingRequirements, fcs.UnclearSpecification,
		fcs.AmbiguousTerminology, fcs.UnderspecifiedFeature:
	default:
		return bad(fmt.Sprintf("unknown type %q", r.Type))
	}
	switch r.Severity {
	case fcs.Critical, fcs.Important, fcs.Minor:
	default:
		return bad(fmt.Sprintf("unknown severity %q", r.Severity))
	}
	for _, p := range r.Patterns {
		if len(parsePhrase(strings.ReplaceAll(p, "|", " "))) == 0 {
			return bad(fmt.Sprintf("empty pattern %q", p))
		}
	}
	return nil
}

// clone returns a copy of r that shares no slice with it, so that what
// Analyzer.Rules returns cannot change a (shared) analyzer.
func (r Rule) clone() Rule {
	r.Patterns = slices.Clone(r.Patterns)
	r.Context = slices.Clone(r.Context)
	r.Requires = slices.Clone(r.Requires)
	r.FollowedBy = slices.Clone(r.FollowedBy)
	r.PrecededBy = slices.Clone(r.PrecededBy)
	r.Positive = slices.Clone(r.Positive)
	r.Negative = slices.Clone(r.Negative)
	e := &r.Exceptions
	e.Before = slices.Clone(e.Before)
	e.After = slices.Clone(e.After)
	e.Earlier = slices.Clone(e.Earlier)
	e.Later = slices.Clone(e.Later)
	e.Sentence = slices.Clone(e.Sentence)
	e.Words = slices.Clone(e.Words)
	e.NumberUnits = slices.Clone(e.NumberUnits)
	return r
}
