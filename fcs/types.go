package fcs

// SchemaVersion is the version of the FCS document written by this package.
const SchemaVersion = "1.0"

// Format is the source format of a specification.
type Format string

// Specification formats.
const (
	FormatMarkdown Format = "markdown"
	FormatText     Format = "text"
	FormatYAML     Format = "yaml"
	FormatJSON     Format = "json"
)

// Specification is a parsed software specification: its raw content and
// the requirements, definitions and sections found in it.
type Specification struct {
	Title        string        `json:"title"`
	Format       Format        `json:"format"`
	Content      string        `json:"content"`
	Requirements []Requirement `json:"requirements"`
	// Definitions are the terms the specification defines: glossary
	// entries, "X means Y" sentences, acronyms spelled out in the text
	// ("Final Clarified Specification (FCS)"), key entities.
	Definitions []Definition `json:"definitions,omitempty"`
	Sections    []Section    `json:"sections,omitempty"`
}

// RequirementKind says what sort of statement a requirement is.
type RequirementKind string

// Requirement kinds.
const (
	// KindFunctional: a behaviour or capability (the default).
	KindFunctional RequirementKind = "functional"
	// KindNonFunctional: a quality — performance, usability, reliability,
	// security, availability.
	KindNonFunctional RequirementKind = "non_functional"
	// KindConstraint: a design, technology, legal, environment or data
	// rule, an assumption.
	KindConstraint RequirementKind = "constraint"
	// KindAcceptanceCriterion: an acceptance or success criterion.
	KindAcceptanceCriterion RequirementKind = "acceptance_criterion"
	// KindScenario: a Given/When/Then scenario, an edge case.
	KindScenario RequirementKind = "scenario"
	// KindUseCaseField: a field or a numbered step of a use case.
	KindUseCaseField RequirementKind = "use_case_field"
)

// Requirement is one requirement. Its ID is the document's own identifier
// (FR-003, 4.2.1.1, PINES-017, US2/AC3 for the third unnumbered acceptance
// criterion of story US2) or, where the document gives none, a generated
// one (R-001, R-002, … in document order).
type Requirement struct {
	ID string `json:"id"`
	// Text is the requirement text exactly as it appears in the spec.
	Text string `json:"text"`
	// Section is the title of the section the requirement belongs to.
	Section string `json:"section,omitempty"`
	// Offset is the byte offset of Text in Specification.Content, or -1
	// when the text does not appear verbatim there (a YAML or JSON spec
	// whose text is escaped or folded). In an FCS requirement it keeps
	// pointing at the original text, before the clarifications.
	Offset int `json:"offset"`
	// Line and Column give the position where the requirement starts in
	// the content, both counted from 1 (Column in characters); 0 when
	// unknown.
	Line   int `json:"line,omitempty"`
	Column int `json:"column,omitempty"`
	// Kind says what sort of requirement this is.
	Kind RequirementKind `json:"kind,omitempty"`
	// SectionPath lists the titles of the sections the requirement is in,
	// outermost first; its last element is Section.
	SectionPath []string `json:"section_path,omitempty"`
	// Parent is the ID of the requirement (or use case or story) this one
	// belongs to: a nested list item's parent item, an acceptance
	// criterion's story, a use-case field's use case.
	Parent string `json:"parent,omitempty"`
	// Attributes are what the document says about the requirement besides
	// its text: the other columns of its table row (category, priority),
	// the other fields of its record. Keys are lower case.
	Attributes map[string]string `json:"attributes,omitempty"`
	// Clarifications lists the IDs of the questions whose answers were
	// applied to this requirement (FCS only).
	Clarifications []string `json:"clarifications,omitempty"`
}

// Definition is a term the specification defines.
type Definition struct {
	Term    string `json:"term"`
	Meaning string `json:"meaning"`
	// Line is where the definition is, counted from 1; 0 when unknown.
	Line int `json:"line"`
}

// Section is a titled part of a specification (e.g. Architecture, Constraints).
type Section struct {
	Title string `json:"title"`
	Level int    `json:"level"`
	Body  string `json:"body"`
	// Offset is the byte offset of Body in Specification.Content, or -1
	// when the body does not appear verbatim there (YAML or JSON specs).
	Offset int `json:"offset"`
}

// AmbiguityType classifies a finding.
type AmbiguityType string

// Ambiguity types.
const (
	MissingConstraint       AmbiguityType = "missing_constraint"
	ConflictingRequirements AmbiguityType = "conflicting_requirements"
	UnclearSpecification    AmbiguityType = "unclear_specification"
	AmbiguousTerminology    AmbiguityType = "ambiguous_terminology"
	UnderspecifiedFeature   AmbiguityType = "underspecified_feature"
)

// Severity of a finding.
type Severity string

// Severities, most severe first.
const (
	Critical  Severity = "critical"
	Important Severity = "important"
	Minor     Severity = "minor"
)

// Ambiguity is one finding in a specification.
type Ambiguity struct {
	ID   string        `json:"id"`
	Type AmbiguityType `json:"type"`
	// Location is the ID of the requirement the excerpt belongs to.
	Location string `json:"location"`
	// Excerpt is the text found: a substring of Specification.Content,
	// or, for a requirement whose text the reader rebuilt (table cells or
	// YAML and JSON values joined, markup dropped), of that text.
	Excerpt string `json:"excerpt"`
	// Offset is the byte offset of Excerpt in Specification.Content, or
	// -1 when the excerpt was taken from text the reader rebuilt (see
	// Specification.LocateExcerpt, which places such an excerpt where it
	// occurs as written).
	Offset      int      `json:"offset"`
	Description string   `json:"description"`
	Severity    Severity `json:"severity"`
	// Rule names the analyzer rule that produced the finding, if any.
	Rule string `json:"rule,omitempty"`
}

// QuestionKind says how a question is answered.
type QuestionKind string

// Question kinds.
const (
	Single   QuestionKind = "single"
	Multiple QuestionKind = "multiple"
	FreeText QuestionKind = "free_text"
)

// Complexity of a question; it sets the default-answer countdown
// (low 8 s, medium 15 s, high 25 s).
type Complexity string

// Complexities.
const (
	Low    Complexity = "low"
	Medium Complexity = "medium"
	High   Complexity = "high"
)

// Option is one proposed answer to a question.
type Option struct {
	Label        string `json:"label"`
	Description  string `json:"description"`
	Implications string `json:"implications"`
	// Defers is true for an option that decides nothing: it names a way
	// to decide later ("State the figure and its unit", "Decide now and
	// state it") instead of a value or a behaviour. An answer whose every
	// chosen option defers leaves its question open (see Build).
	Defers bool `json:"defers,omitempty" yaml:"defers,omitempty"`
}

// Question asks the user to resolve one or more ambiguities.
type Question struct {
	ID             string       `json:"id"`
	AmbiguityIDs   []string     `json:"ambiguity_ids"`
	RequirementIDs []string     `json:"requirement_ids"`
	Topic          string       `json:"topic"`
	Context        string       `json:"context"`
	Question       string       `json:"question"`
	Options        []Option     `json:"options"`
	Kind           QuestionKind `json:"kind"`
	Complexity     Complexity   `json:"complexity"`
	// Recommended is the label of the recommended option.
	Recommended string `json:"recommended"`
	// Confidence in the recommendation, a whole percent 0–100.
	Confidence int `json:"confidence"`
	// Deferred is set only on an open question (FCS.OpenQuestions): the
	// answer given to it — by the user, by default or at a timeout —
	// whose every chosen option defers (Option.Defers), which decides
	// nothing and so left the question open.
	Deferred *Answer `json:"deferred,omitempty"`
	// NotAsked is set only beside Deferred, on a question that was never
	// asked: an assumption (ranked below the question limit or the floor)
	// whose recommended option, taken by default, defers. Without it a
	// Deferred of source default cannot tell that question from one asked
	// and answered by default (--auto, "Recommended answers for the
	// rest"), and the Markdown would call it answered. Left out when false,
	// so documents without such a question hash as before; it is in the
	// hash, as the assumptions are.
	NotAsked bool `json:"not_asked,omitempty"`
}

// AnswerSource records who chose an answer.
type AnswerSource string

// Answer sources.
const (
	SourceUser    AnswerSource = "user"
	SourceDefault AnswerSource = "default"
	SourceTimeout AnswerSource = "timeout"
)

// Answer answers one question with option labels or custom text.
type Answer struct {
	QuestionID string       `json:"question_id"`
	Selected   []string     `json:"selected,omitempty"`
	Custom     string       `json:"custom,omitempty"`
	Source     AnswerSource `json:"source"`
}

// Clarification is a decision: an answered question and the requirements
// it applies to. In FCS.Assumptions it is a question that was not asked
// (beyond the question limit) with its recommended answer, source
// default.
type Clarification struct {
	QuestionID string `json:"question_id"`
	// Topic is the question's topic, the decision in a few words ("order
	// changes after submission"); empty when the question has none.
	Topic          string   `json:"topic,omitempty"`
	Question       string   `json:"question"`
	Answer         Answer   `json:"answer"`
	RequirementIDs []string `json:"requirement_ids"`
	// AmbiguityIDs are the findings the question was asked about (its
	// Question.AmbiguityIDs, the findings folded into it included): with
	// the open questions' and the open findings, every finding of the
	// analysis is in the FCS once. Left out when empty (a clarification
	// recorded before the member existed), so those documents verify and
	// hash as before.
	AmbiguityIDs []string `json:"ambiguity_ids,omitempty"`
	// Statement is the sentence applied to the requirements (for an
	// assumption, the sentence it would add; it is not applied).
	Statement string `json:"statement"`
	// Round is the clarification round whose answer this is, from 1. It
	// is recorded in the FCS of a follow-up round (round 2 or later),
	// which carries every round's clarifications, and left out of a first
	// round's FCS (all of whose clarifications are round 1's) and of
	// assumptions (the FCS's round's), so that documents written before
	// it existed verify and hash as before.
	Round int `json:"round,omitempty"`
}

// Assessment is the clarity assessment of a specification.
type Assessment struct {
	// Clarity is a score from 1 (unusable) to 5 (clear).
	Clarity        int    `json:"clarity"`
	Reason         string `json:"reason"`
	AmbiguityCount int    `json:"ambiguity_count"`
	Critical       int    `json:"critical"`
	Important      int    `json:"important"`
	Minor          int    `json:"minor"`
}

// FCS is the Final Clarified Specification.
type FCS struct {
	SchemaVersion string `json:"schema_version"`
	ID            string `json:"id"`
	// Specification is the original specification as parsed.
	Specification Specification `json:"specification"`
	// SpecSHA256 is the hex SHA-256 of Specification.Content.
	SpecSHA256     string          `json:"spec_sha256"`
	Clarifications []Clarification `json:"clarifications"`
	// Assumptions are the questions not asked because the run asks at most
	// a limited number (the lower-ranked ones), each with its recommended
	// answer (source default). They are not applied to the requirements'
	// text; an answer given to one of them makes it a clarification.
	Assumptions []Clarification `json:"assumptions,omitempty"`
	// Requirements are the requirements with the clarifications applied.
	Requirements  []Requirement `json:"requirements"`
	Architecture  []Section     `json:"architecture"`
	Constraints   []Section     `json:"constraints"`
	OpenQuestions []Question    `json:"open_questions"`
	// OpenAmbiguities are the findings no recorded question names (in
	// its AmbiguityIDs), for example all of them when the clarity
	// assessment reached the threshold and no questions were asked.
	// Every finding of the analysis is in the FCS once: named by a
	// clarification, an assumption or an open question, or here.
	OpenAmbiguities []Ambiguity `json:"open_ambiguities,omitempty"`
	Assessment      Assessment  `json:"assessment"`
	// Metadata holds volatile data outside the hash: timestamps, run IDs,
	// durations, token usage, model names.
	Metadata map[string]any `json:"metadata,omitempty"`
	// Hash is the hex SHA-256 of the RFC 8785 canonical JSON of the
	// document without its hash and metadata members.
	Hash string `json:"hash"`
}
