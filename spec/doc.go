// Package spec reads software specifications — Markdown, plain text, YAML
// or JSON — into an fcs.Specification: the raw content, the requirements
// (each with the document's own ID, its position, section path, kind and
// attributes), the definitions and the sections.
//
// It reads the shapes real documents use: numbered sections, bullet and
// numbered lists, tables, requirement records, use cases with labelled
// fields, user stories and Given/When/Then scenarios (the spec-kit layout
// among them), prose, and structured YAML and JSON layouts. Reading wins
// when in doubt: only a text in which nothing states a behaviour,
// capability or constraint is refused.
//
// It lives outside package fcs because fcs uses only the standard library
// and the RFC 8785 library, while reading YAML needs gopkg.in/yaml.v3.
//
// # Where things are
//
// One file per step and per shape, in the order a document goes through
// them. A new shape goes in a file of its own, called from the step that
// meets it (text.go for blocks, paragraph.go for paragraphs).
//
//	spec.go        entry: checks, format, settling IDs, kinds and positions, refusal
//	lines.go       splits text into lines and classifies their syntax
//	outline.go     headings: ATX, setext, numbered ("3.2 Title"), use cases, labels;
//	               a numbered line is a heading or a numbered statement
//	roles.go       the header vocabulary: what a section's title says it holds
//	text.go        walks the outline and hands each block to its shape
//	numbered.go    numbered statements and the bodies of numbered headings
//	fields.go      labelled fields anywhere ("Includes – None."): label, value, empty values
//	lists.go       bullet and numbered lists, nested items, step IDs
//	tables.go      Markdown tables: ID and requirement columns, attributes
//	paragraph.go   a paragraph: which shape it is
//	records.go     "Req ID: … Name: … Description: …" records
//	usecases.go    use cases with labelled fields (lines, items, sub-sections) and numbered steps
//	pairs.go       stimulus/response pairs
//	stories.go     user stories, Given/When/Then scenarios
//	prose.go       sentences, and what a sentence is: requirement or not
//	definitions.go glossaries, "X means Y", acronyms spelled out
//	ids.go         requirement IDs (FR-003, PINES-017) and section numbers
//	kinds.go       functional, non-functional, constraint …
//	words.go       word lists: modal verbs, verbs, titles
//	structured.go  YAML and JSON
//
// # Formats
//
// The format comes from the file extension: .md, .markdown, .mdown and .mkd
// are Markdown; .txt and .text are plain text; .yaml and .yml are YAML;
// .json is JSON. For any other extension, or none, the content decides: a
// valid JSON object is JSON, a YAML mapping with a key the structured
// reader knows (requirements, scenarios, success_criteria …) is YAML, a
// text with ATX headings, fenced code, bold, links or table rows is
// Markdown, anything else is plain text. Markdown and plain text are read
// by the same reader.
//
// # What one requirement is
//
// One requirement per unit the document itself delimits:
//
//   - A numbered statement ("3.2.1 The controller shall …", "4.1.1.3a …",
//     "4.2.3.6.d …", "**5.1.2.** …", "#### 2.1.1 The gate shall …"), with
//     the lines that continue it and a bullet list right under it, however
//     many sentences it has; a numbered list under it is read item by
//     item. A labelled field after a number ("3.1.1 Objective – The
//     purpose …", "3.1.5.2 Alternative flow- At step 4, …") is a statement
//     under that number. A numbered line without a statement ("3.1 Boot
//     Menu", "3.1.5 Flow of events-") is a heading, and so is one with
//     numbered sub-sections and no modal verb, however long ("4.5
//     Functions required in the event of incidents"). A line alone right
//     under such a heading that has no subject ("Rotates pages of
//     documents.", "Browsing areas and objects.") summarises its
//     sub-sections and is not read. A numbered heading without
//     sub-sections whose body is one statement, or up to five when its
//     title is a template's field that several headings share ("Input",
//     "Processing", "Output"), is one requirement under the heading's
//     number; a longer body, or one that runs on after the title on its
//     line ("3.1.2 Stimulus/Response Sequences In the initial window …"),
//     is read statement by statement. A leaf without a body is a
//     statement even without a verb ("5.11.1. Asset report by location").
//     "Intentionally deleted" entries (also misspelt) are left out.
//   - A list item, with or without final punctuation, with its
//     continuation lines; the items written inside it ("Split options:
//     … − Burst: … − Split every n pages: …") are requirements of their
//     own. Bullets are the Markdown ones, typographic bullets and dashes,
//     the symbol-font bullets of text taken from PDF (U+F000–U+F0FF) and
//     the "o" of a second level. A nested item with its own ID is a
//     requirement of its own that names its parent (Requirement.Parent);
//     nested items without an ID fold into an item that has one, and into
//     any item when they only name terms. Bullet items that only name terms
//     after a sentence ending with a colon fold into that sentence;
//     numbered items never do.
//   - A table row. The header names the ID column ("Req #", "ID", "No.",
//     "Ref" …) and the requirement column ("Requirement", "Description",
//     "Text", "Statement", "User story" …); without a usable header the
//     first column of IDs and the column of the longest cells are taken.
//     The other columns become attributes named after their headers; an
//     "Acceptance criteria" column becomes a criterion of its own.
//   - A record: "Req ID: 6512 Name: … Description: … Priority: …" on one
//     line or several; its text is the Description (or Text, Statement,
//     Requirement, else Name) and the other fields are attributes.
//   - A use-case field ("Preconditions The waiter is logged in",
//     "**Trigger:** …", a "3.1.2.5 Postconditions" sub-section, a row of a
//     field table, an item of a list of fields under a numbered section,
//     "• Actors : Members", with the items after it that are not fields),
//     and each numbered step of a flow.
//   - A stimulus/response pair ("Stimulus: 3 The user selects …" /
//     "Response: The system …"), from the stimulus to the end of its
//     response, under the number after "Stimulus:".
//   - A user story (its first sentence: "Users want … . The system should
//     …" is two requirements), a Given/When/Then scenario, an acceptance
//     criterion, an edge case, a spec-kit FR-### or SC-### item.
//   - In prose, each sentence that states something; an ID at the start of
//     a sentence ("REQ-1: …") starts a requirement that takes the sentences
//     after it, and so does an item written inside a paragraph ("… are: -
//     secure deletion …", "… ways: 1) By …").
//
// Left out: titles, headings without a statement, block quotes, front
// matter, code, tables of contents, revision histories, traceability
// tables that only refer to requirements read before, "intentionally
// deleted" entries, labelled fields that say nothing ("3.1.6 Includes –
// None.", "• Exceptions : none", "Safety Requirements-None.") or are
// notes ("Notes/Issues – …"), labelled notes ("**Why this priority**:",
// "**Independent Test**:", "Note:"), glossaries, and sentences that read as
// explanations ("This section describes …", "In this chapter …", "It is
// recognised that …", "X is a … application", "The waiter usually knows
// …", a sentence left open for the items after it: "users are able
// to:"), examples ("For example, …"), notes ("Please refer to …", "You
// could …", "There is no requirement to …"), references ("… are to be
// found in the annex"), definitions or front matter ("Version 1.2"); a
// sentence that goes on from an explanation with a connective or a
// pronoun ("In addition, it …", "It allows …") is one too. In an
// introduction, overview, scope, architecture, plan, test or other
// explanatory section ("Technical approach *(overview)*", "Testing
// strategy", "Performance tests"), in a glossary, and in the text between
// a Markdown document's title and its first heading, only sentences with
// shall or must are read.
//
// A statement need not have a modal verb: "Ability for the user to …",
// "X is to be …", the present tense ("The system sends …", "Users upload
// files"), imperatives in a requirements section, stories and scenarios
// and any statement carrying a requirement ID are requirements.
//
// # IDs
//
// Every requirement keeps the document's own identifier as its ID:
// requirement IDs (FR-003, NFR-2, PINES-017, REQ_12, R1, SYS-FR-3, REQ-3-1,
// FR-002a) at the start of an item, line, sentence, heading or table cell,
// in the forms "FR-1:", "FR-1.", "FR-1)", "FR-1 -", "**FR-1**", "[FR-1]",
// "(FR-1)", "`FR-1`", or "FR-1 The …" when the document starts another
// line with an ID of the same letters; IDs of capitalised words joined by
// dots ("Create.Link.Assign The tool shall …"), in that weak form only,
// when another starts with the same word; section numbers (3.2.1,
// 4.1.1.3a); the numbers of numbered list items outside a use case or
// flow ("1", "2") and of stimulus/response pairs; table cells; record
// IDs. IDs are derived from the document where it gives a unit without
// one:
//
//	<use case>/<field>      3.1.2/Postconditions, Log In/Primary Actor
//	<section>/<step>        3.1.1.2.1/4, Log In/2 (numbered steps of a use case or flow, also inline "2) …")
//	<story>/AS<n>           US1/AS2 (acceptance scenarios of "User Story 1")
//	<story or ID>/AC<n>     US2/AC3, FR-003/AC1 (unnumbered acceptance criteria)
//	<key>/AC<n>             success_criteria/AC2 (YAML and JSON)
//	<key>/<setting>         build_config/target_os
//
// A use case is named by its code (UC-3), "UC-" and its number ("Use case
// 3"), its section number, or its name ("Use Case Log In" is Log In).
// Elsewhere a requirement gets a generated ID, R-001, R-002 … in document
// order, never one the document uses. A document that uses one of its own
// IDs twice keeps both requirements, the second as "4.1.1.3#2", and Parse
// reports a Warning (see WithWarnings; not for the numbers of lists that
// start again at 1); IDs never repeat in the result.
//
// # Requirement fields
//
// Requirement.Text is the requirement's text exactly as it appears in the
// content (continuation lines keep their line breaks and indentation) and
// Offset its byte offset: Content[Offset:Offset+len(Text)] == Text. Line
// and Column (in characters) are where it starts, both from 1. Section is
// the innermost section's title and SectionPath all of them, outermost
// first (the document's title is not among them). Kind is the one its
// shape or section gives (a scenario, an acceptance criterion, a use-case
// field; a requirement under "Non-functional requirements", "Constraints"
// or "Assumptions"), else the one its ID's letters give (NFR-, SC-, C-),
// else functional under "Functional requirements", else non-functional
// when the text names a quality (response time, 99.9% of the time), else
// functional. Attributes hold a table row's other columns and a record's
// other fields, with lower-case names.
//
// # Definitions
//
// Glossary entries ("- Term: meaning", "**Term** – meaning", a table of
// terms, a spec-kit "Key Entities" list), sentences that define a term
// ("\"Patron\" means a registered library user.", "Let x be …") and
// acronyms spelled out in the text ("Final Clarified Specification (FCS)",
// the initials making the acronym) become Specification.Definitions, the
// first of each term, in line order.
//
// # YAML and JSON
//
// The top-level keys are read by what they hold (see structured.go for
// the whole vocabulary): requirements, scenarios or user stories (title,
// description and given/when/then in one text; their acceptance criteria
// one each), success criteria, non-functional requirements, constraints
// and settings (build_config: one requirement per setting), API contracts,
// entities and glossaries (definitions), sections and architecture. An
// entry is a string or a mapping: its ID is its id field, its text the
// first of text, description, statement, requirement, criterion, story,
// title, name; its other short fields are attributes. A top-level list is
// a list of requirements. Keys not read are reported as warnings. JSON is
// read with encoding/json (its escapes differ from YAML's), YAML with
// gopkg.in/yaml.v3. A text's Offset is -1 when it does not appear
// verbatim in the file (an escaped JSON string, a folded YAML scalar, a
// scenario's composed text); Line and Column are then the entry's.
//
// # Errors
//
// Every error is an *Error naming the file, e.g.
//
//	spec: examples/x.md: not valid UTF-8 at byte 12
//
// and wraps one of ErrTooLarge (more than MaxSize, 5 MiB; ReadFile stops
// reading there), ErrEmpty (nothing but white space), ErrBinary (a NUL byte,
// or control characters other than tab, line feed, carriage return and
// form feed in more than 1 byte in 100), ErrNotUTF8 (also for UTF-16 text,
// recognised by its byte order mark), ErrSyntax (YAML or JSON that does
// not parse, with the line) and ErrNoRequirements (nothing states a
// behaviour, capability or constraint: a greeting, a code file, a shopping
// list; the message says what was looked for), or, when a file cannot be
// read, the file system's error (errors.Is(err, fs.ErrNotExist) works).
// The checks run in that order. ErrDuplicateID is kept for callers that
// branch on it; Parse no longer returns it.
//
// # Speed
//
// Reading is linear in the size of the input; a Markdown specification at
// the size limit reads in well under a second (BenchmarkParseMarkdown,
// TestParseIsLinear; figures in BENCHMARKS.md).
package spec
