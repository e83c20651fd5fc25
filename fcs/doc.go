// Package fcs defines the Final Clarified Specification (FCS) and the
// domain types of the clarification workflow — Specification, Requirement,
// Ambiguity, Question, Answer, Clarification, Assessment — with their
// canonical encoding, hash, verification, answers handling and Markdown
// rendering.
//
// The package uses only the standard library and github.com/gowebpki/jcs
// (RFC 8785 number formatting, and the reference its canonical form is
// tested against). Parsing specification files needs YAML, so it
// lives in the sibling package spec.
//
// # Specifications
//
// A [Specification] holds the raw content and what the reader (package
// spec) read from it: the requirements, the definitions and the sections.
// A [Requirement] keeps the document's own ID (FR-003, 4.2.1.1, US2/AC3;
// R-001 … only where the document gives none), its text exactly as in the
// content with its byte offset, its line and column, its section and
// section path, its [RequirementKind] (functional, non_functional,
// constraint, acceptance_criterion, scenario, use_case_field), the ID of
// the requirement it belongs to (Parent) and the attributes a table row or
// record gave it. A [Definition] is a term the specification defines
// (glossary entries, "X means Y", acronyms spelled out); analyzers can use
// them. [RequirementListSchema] is the JSON Schema of the requirements and
// definitions as clarify parse prints them. The new fields are omitted
// when empty, so an FCS written before them keeps its hash.
//
// # Hash
//
// The hash of an FCS is the lowercase hex SHA-256 of the RFC 8785 (JCS)
// canonical JSON of the document without its top-level hash and metadata
// members. Member order, whitespace and string escapes do not change it;
// every other change does, including a member someone added. Volatile
// data about the execution (timestamps, run IDs, durations, token usage,
// model names) belongs in Metadata, which is outside the hash. Answers and
// their source (user, default, timeout) are hashed content. Numbers in
// hashed content are integers (confidence is a whole percent).
//
// The canonical form streams into SHA-256 as it is made, without a tree
// of the document: hashing costs little memory beyond the document
// itself however large it is (BenchmarkSeal). [FCS.Seal] does not even
// hold the document: it canonicalises the long lists (the requirements,
// the specification's requirements and sections) element by element, the
// specification's content and the bodies of those sections from the
// strings themselves (not from their JSON), and the rest from the JSON of
// the FCS without them. Nesting deeper than 64
// levels is refused; an FCS nests a handful.
//
// [FCS.Seal] computes and stores the hash; [Hash] hashes raw JSON; [Verify]
// checks a document as read, not a decoded struct, and reports a
// *HashMismatchError with the recorded and the actual hash. [Decode] verifies
// and decodes. A document that is not UTF-8 JSON, not an object, has a
// member twice (at any depth) or lacks a string hash or schema_version is a
// *DocumentError wrapping ErrNotFCS. The recorded hash is compared as is:
// it must be the lowercase hex written by Seal.
//
// # Canonical files
//
// [FCS.MarshalIndent] writes the file form: members in declaration order,
// two-space indentation, no HTML escaping (so "<" stays "<"), a final
// newline. Build and Seal replace nil top-level lists by empty ones, so the
// same content always gives the same bytes. The hash does not depend on the
// layout, only on content.
//
// # IDs
//
// IDs are derived from content, never random. An ambiguity's ID is "A-" and
// the first 16 hex digits (64 bits, [IDHexDigits]) of SHA-256 over its
// requirement ID, type, excerpt and occurrence ([AmbiguityID]); a
// question's is "Q-" and the first 16 hex digits over its sorted ambiguity
// IDs ([QuestionID]). Eight digits collided on a spec under the size limit;
// at sixteen a collision needs billions of findings. The generators check
// what they return with [CheckIDs]: a duplicate is an error
// ([ErrDuplicateID]), never a silent merge. An FCS ID is "FCS-"
// and the first 12 hex digits of SHA-256 over the canonical JSON of the
// spec's SHA-256 and the normalised answers sorted by question ID (see
// [Build]).
//
// # Answers
//
// [ParseAnswers] reads an answers file, [ValidateAnswers] checks answers
// against the questions and [DefaultAnswers] fills in recommended options
// with source default. [ParseAnswersFor] does the first two at once and
// also takes an option by its number (a JSON integer from 1, in the order
// of the options; a string is always a label). Errors list every bad
// entry, sorted by question ID, in one *AnswersError; nothing is
// half-applied. No question is mandatory:
// an unanswered (or skipped, null) question is listed in FCS.OpenQuestions,
// and so is one whose answer decides nothing (every option chosen
// defers, Option.Defers), with that answer (Question.Deferred); an
// assumption whose recommended option defers is listed there too, marked
// as never asked (Question.NotAsked).
// A single label answers a multiple-choice question, and every question
// accepts custom text instead of options.
//
// # Building
//
// [Build] applies the answers to the requirements they concern (each
// requirement's text gains a "Clarified (Q-…): <topic> — <answer>"
// sentence), carries the Architecture and Constraints sections over, lists
// open questions and the findings no question covers (OpenAmbiguities: all
// findings when the questions were skipped), derives the ID and seals the
// document. Every finding is accounted for once: a clarification and an
// assumption record the findings their question was asked about
// (Clarification.AmbiguityIDs, the findings folded into the question
// included, as an open question's AmbiguityIDs do), and a finding no
// question names is an open finding. The member is left out when empty,
// so documents written before it verify and hash as before.
// The FCS shares nothing with its input but strings, unless the caller sets
// BuildInput.ShareSpec: then its specification shares the input's lists
// instead of copying them (for a caller that keeps both unchanged, as the
// clarification workflow does; at the size limit it saves a copy of the
// requirements). The clarified texts are cut from one string, and the
// requirements' clarifications from one array with each list at its
// capacity (an append to one copies it, never writes into the next): one
// allocation each, not one per requirement; a text kept alone keeps the
// others' alive with it.
//
// # Rounds
//
// A clarification may go through follow-up rounds, each asking what the
// rounds before it left open. The FCS of a follow-up round is built on the
// original specification (BuildInput.Spec) with the earlier rounds'
// clarifications (BuildInput.Earlier) and the round (BuildInput.Round):
// it is the deliverable of every round. Its Specification and SpecSHA256
// are the original document's; its Clarifications are every round's,
// earlier rounds' first, each naming its round in Clarification.Round
// ("round" in JSON); each requirement's text carries every round's
// statements in that order and its Clarifications every round's
// questions; the FCS ID is derived from all the answers. The round is
// hashed content, so the same specification and answers, round by round,
// give the same hash, and a clarification moved to another round changes
// it. A first round's FCS records no round (the member is omitted when
// zero), so documents written before it existed verify and hash as
// before; the change is additive and the schema version stays 1.0. The
// Markdown's clarifications table then starts with a Round column.
//
// # Assumptions
//
// A workflow asks at most a limited number of questions, the highest
// ranked; the others are passed to Build as BuildInput.Assumptions. Each
// one left unanswered is recorded in FCS.Assumptions — a Clarification
// with the recommended answer, source default, and the requirements it
// concerns — and is not applied to the requirements' text, so a follow-up
// round can still ask it. Answers may name an assumption's question too:
// it is then applied like any question. The member is left out of the
// document when there are none, so documents written before it existed
// verify and hash as before. The same
// input gives identical bytes; only Metadata, outside the hash, may differ
// between runs, so a caller that wants byte-identical files across runs
// leaves volatile data out of Metadata or strips it before writing.
//
// # Markdown
//
// [FCS.Markdown] renders a readable document: title, ID and hash,
// assessment, the specification's definitions (a Definitions section,
// "- **term** (line N): meaning", sorted by term; left out when there are
// none), requirements each followed by its attributes (a table row's or
// record's other columns: "Priority: High · Source: …", keys sorted) and
// its decisions in one plain line each ([DecisionLine]: "Decided (Q-…, user): <topic> — <answer>",
// "Assumed (Q-…, not asked): …"), tables of the clarifications and the
// assumptions with answers, sources and requirements, open
// questions with their options (the recommended one marked with its
// confidence) and what became of an answer that decided nothing — asked,
// "Answered <labels> (user|default|timeout), which decides nothing: still
// open."; never asked (Question.NotAsked), "Not asked (ranked below the
// limit or the floor): the recommended answer, <label>, decides nothing;
// still open." —, open findings (each "in FR-3", or, for a finding about no
// single requirement such as a decision the specification leaves open as
// a whole, "about the specification as a whole, at line N" — the line of
// its excerpt), then the Architecture and Constraints
// sections, whose headings are shifted to nest under the document's. A "<"
// in requirement or question text is escaped so renderers do not take it
// for HTML — outside code spans only: inside one a backslash is literal
// (CommonMark), so `/<locale>/` and `<h1>` are kept as written. A run of
// backquotes that no run of the same length closes is shown as literal
// backquotes. A requirement's fenced code stays a block, opening on a
// line of its own under the label, its text as written; fenced code is a
// fence a later fence closes, as CommonMark has it ("```None``` is the
// default" opens a code span, not a block, and the text after it is
// escaped), and a fence nothing closes is text, escaped. Indented code in
// a requirement's text or a section body (a line indented four columns
// past its margin or its list item's content, after a blank line) is kept
// as written too, nothing escaped. A requirement's text is shown without
// its clarification statements, and without the period Build put before
// the first when the text ends no sentence (see Build). An HTML line
// break in the spec's text (<br>, <br/>, </br>) outside code is a hard
// line break (two spaces before the line's end: a bare line end renders
// as a space), in a table cell the "<br>" GFM renders as one. Character
// entities ("&quot;") are left to the renderer, which shows their
// characters. Rendering changes no hash: the hash is over the canonical
// JSON. [FCS.WriteMarkdown] writes the same bytes to an io.Writer as
// it renders them (a server's response, a file), so a large FCS is not
// held in memory a second time.
//
// # Schemas
//
// [AmbiguityListSchema] and [QuestionListSchema] are JSON Schema (draft
// 2020-12) documents for the replies of LLM analyzers: an object root
// ({"ambiguities": […]} and {"questions": […]}, as structured-output APIs
// require), enums for the closed vocabularies, 2–4 options and an integer
// confidence 0–100. IDs are not part of them: they are derived from
// content.
package fcs
