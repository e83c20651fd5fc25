// Package spec reads software specifications — Markdown, plain text,
// reStructuredText, AsciiDoc, Gherkin feature files, YAML or JSON — into an fcs.Specification: the raw content, the requirements
// (each with the document's own ID, its position, section path, kind and
// attributes), the definitions and the sections.
//
// It reads the shapes real documents use: numbered sections, bullet and
// numbered lists, tables, requirement records, use cases with labelled
// fields, user stories and Given/When/Then scenarios (the spec-kit layout
// among them), prose, and structured YAML and JSON layouts. Reading wins
// when in doubt: only a text in which nothing states a behaviour,
// capability or constraint is refused, and a source file is one.
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
//	spec.go           entry: checks, format, settling IDs, kinds and positions, refusal
//	formats.go        InputFormats: the formats read, by name, with their extensions
//	sourcecode.go     first of the reader's steps: a text whose lines are mostly code is refused
//	residue.go        first: the markers a converter leaves ("[cite_start]", "[cite: 12]") blanked,
//	                  offsets kept; a requirement's text stays the document's
//	lines.go          splits text into lines and classifies their syntax (fences, display math …)
//	outline.go        headings: ATX, setext, numbered ("3.2 Title"), use cases, labels;
//	                  a numbered line is a heading or a numbered statement
//	contents.go       tables of contents under their title (the lines a converter
//	                  writes, "2.1<TAB>[Purpose]()<TAB>1\", "1.1 Purpose<br>"), and a
//	                  section's name as a reader sees it (link text, no page number)
//	roles.go          the header vocabulary: what a section's title says it holds
//	narrative.go      chapters on the setting that narrate behaviour, and records' fields
//	text.go           walks the outline and hands each block to its shape
//	numbered.go       numbered statements and the bodies of numbered headings
//	fields.go         labelled fields anywhere ("Includes – None."): label, value, empty values
//	lists.go          bullet and numbered lists, nested items, step IDs
//	restate.go        after the walk: summary items and feature descriptions that
//	                  later requirements restate (an overview, not a requirement)
//	tables.go         Markdown tables: ID and requirement columns, attributes, legends
//	htmltables.go     HTML tables in Markdown ("<table>", "<tr>", "<td>"), read as Markdown tables
//	paragraph.go      a paragraph: which shape it is
//	records.go        "Req ID: … Name: … Description: …" records
//	templates.go      lists of a template's fields: "1. Description: …", "2. Criticality: …";
//	                  after the walk, units that are only an unfilled template ("Given ** When **")
//	usecases.go       use cases with labelled fields (lines, items, sub-sections) and numbered steps;
//	                  what a field and a step are (labels, flows, step numbers), whatever holds them
//	usecasetables.go  use cases written as tables of fields, wherever they stand
//	pairs.go          stimulus/response pairs
//	stories.go        user stories, Given/When/Then scenarios
//	prose.go          sentences, and what a sentence is: requirement or not
//	aboutdoc.go       sentences in which the document speaks of itself: what it or a part of
//	                  it holds ("This module defines the requirements for …"), "It …" after one
//	around.go         what documents carry around requirements: struck lines,
//	                  keyword legends, quotations, notes, questions, code spans;
//	                  after the walk, what the document's own way of stating its
//	                  requirements (IDs, modal verbs) says a plain sentence is
//	definitions.go    glossaries, "X means Y", acronyms spelled out
//	ids.go            requirement IDs (FR-003, PINES-017) and section numbers
//	scheme.go         last, before IDs are settled: the document's own ID scheme learned from the
//	                  document (a label shape, "F.R. 1.1", "PET_FR001", that opens three or more
//	                  of its lines, two numbered in sequence; not a standard's name, a version,
//	                  a word numbered); a requirement left without an ID whose line opens with
//	                  such a label, or that stands right under a heading that does, takes it
//	kinds.go          functional, non-functional, constraint …
//	words.go          word lists: modal verbs, verbs, titles
//	structured.go     YAML and JSON: top-level keys, entries, criteria, nesting
//	structkeys.go     their vocabulary: what a key holds, ID, text and criteria fields
//	structtree.go     the node tree: JSON with positions, offsets of scalars
//	gherkin.go        Gherkin feature files: scenarios with their tags, rules, stories
//	rst.go            reStructuredText's own syntax: adorned titles, explicit markup, field lists
//	asciidoc.go       AsciiDoc's own syntax: "=" titles, list levels, "|===" tables, what is not read
//	guard.go          regular expressions that run only on texts holding their words and, when
//	                  anchored, starting with a byte that can start a match: compile with
//	                  mustGuard, not regexp.MustCompile
//	split.go          after the readers of Markdown and text: a unit read whole is cut where a
//	                  learned model says requirements start; its weights are split.bin, trained
//	                  and checked by split_weights_test.go (split.sum: the check without the corpus)
//
// Beside them, behind build tags (learnexp, splitgen) and run by no
// ordinary test, are the experiments that measure the reader against the
// labelled corpus: learnexp_*_test.go and splitexp_*_test.go. Each
// file's header says what it counts and how to re-run it; the pieces they
// share (the dumps of the readers on arrival, the rounds asked for, the
// segment a span is given to, the count table) are in
// learnexp_util_test.go, and the *_export_test.go files open the reader's
// internals to them. Their figures, generation by generation, are in
// BENCHMARKS.md.
//
// # Formats
//
// InputFormats lists the formats below by the names a caller chooses them
// by — markdown, text, rst, asciidoc, gherkin, yaml, json — with their
// extensions (clarify serve's format parameter takes those names).
//
// The format comes from the file extension: .md, .markdown, .mdown and .mkd
// are Markdown; .txt and .text are plain text; .yaml and .yml are YAML;
// .json is JSON; .feature is Gherkin. A text of any other extension but
// those of Markdown, YAML and JSON, or none, is Gherkin when its first line
// that is not a comment or a tag is "Feature:" and a "Scenario:" with a
// step follows. For any other extension, or none, the content decides: a
// valid JSON object is JSON, a YAML mapping with a key the structured
// reader knows (requirements, scenarios, success_criteria …) is YAML, a
// text with ATX headings, fenced code, bold, links or table rows is
// Markdown, anything else is plain text. Display math ("$$" over a
// formula's lines and "$$", or "\[" … "\]") is one block, not read, as
// fenced code is; a formula opened and closed on one line is text.
// Markdown and plain text are read
// by the same reader; a .feature file that is not Gherkin is plain text, and
// a Gherkin specification's Format is text. Before Markdown or plain text
// is read, the markers a converter or a chat assistant leaves in it
// ("[cite_start]", "[cite: 12, 14]", ":contentReference[oaicite:3]{index=3}",
// "【4†source】") are blanked, offsets kept: the text around them is read as
// if they were not there, and a requirement's text is still the
// document's own. A heading whose "#" a converter
// escaped ("\## 1. Orders", "\#\## Refunds") is a heading of as many
// levels as it has "#", unless it ends a sentence with a period; so is
// one whose section number is glued to its "#" ("###2.1. User groups"),
// and one whose title is glued to two "#" or more ("##Tickets",
// "###Refunds:"; not "#include").
//
// A .rst or .rest file is reStructuredText, read by that reader too
// (its Format is Markdown or text as the content says): a section title
// is a line underlined, or over- and underlined, with one punctuation
// character repeated ("=", "-", "~", "^" …), its level the rank of that
// style among those met so far; a numbered line is never a heading
// there. Explicit markup (".. a comment", ".. glossary::" and the lines
// indented under it), literal blocks after a line ending with "::" and
// field lists (":Author: …") are not read, but for an admonition (".. note::",
// ".. important::", ".. warning::" …, and the generic ".. admonition::
// Title", whose title is not read), whose text, on its line or indented
// under it, is read as a paragraph of its own without the directive (".. note:: Users
// shall be able to export." is "Users shall be able to export."; a body
// indented under ".. warning::" right after a list is not the last item's
// text), and a directive that
// describes an object of an API (".. py:function:: parse_usage(…)", "..
// http:get:: /users/(int:id)"): with the lines indented under it it is one
// requirement named after the object ("parse_usage", "GET
// /users/(int:id)"). A directive that states a requirement, of any name
// of its family (".. requirement:: D_FPGA_01", ".. req::", ".. spec::",
// ".. need::", ".. story::" …), is one requirement with its options and
// body, under its ":id:" option, else its argument when that is an ID;
// its other options (":derivedfrom: U_1") are its attributes. Line ends
// may be CRLF.
//
// A .adoc, .asciidoc or .asc file is AsciiDoc, read by that reader too
// (its Format as the content says): a section title is a line opening
// with one to six "=" and a space ("= Title", "== Section"), never a
// numbered line; list items are marked by depth without an indent ("*",
// "**", "***"; ".", ".." numbered); a table lies between "|===" lines,
// its first row the header when a blank line follows it, a row a line or
// a cell a line until the columns (from "[cols=…]" or the first line)
// are filled, a line without "|" running on its cell's text. Block titles
// (".MoSCoW Method"), block attributes and anchors ("[cols="1,3"]",
// "[[sec:intro]]"), document attributes (":toc: left"), block macros
// ("include::meta.adoc[]"), comments ("//", "////" blocks) and listing,
// literal and passthrough blocks ("----", "....", "++++") are not read; a
// paragraph admonition ("NOTE: …", "TIP:", "IMPORTANT:", "WARNING:",
// "CAUTION:") is read as a paragraph without its label, and so is the
// content of a block admonition ("[WARNING]" over "====" … "====") and
// of the other compound blocks (sidebars "****", quotes "____", open
// blocks "--"), their delimiters no part of it.
//
// In Gherkin each Scenario, Scenario Outline or Example is one requirement
// of kind scenario, from the tag lines before it to its last step, doc
// string or Examples row (the tags of its Examples included); its ID is
// the tags that read as requirement IDs ("@PEC-FR-40 @PEC-FR-41" is
// "PEC-FR-40 PEC-FR-41"; "@smoke" is no ID), else a generated one, and
// scenarios that share a tag are no mistake (no warning). The Feature line
// and its description explain, but for a story written a clause a line
// ("In order to …" / "As a …" / "I want …"), one requirement; a
// Background's steps and comments are not read; a Rule is a section.
//
// # What one requirement is
//
// One requirement per unit the document itself delimits:
//
//   - A numbered statement ("3.2.1 The controller shall …", "4.1.1.3a …",
//     "4.2.3.6.d …", "**5.1.2.** …", "#### 2.1.1 The gate shall …"), with
//     the lines that continue it and a bullet list right under it, however
//     many sentences it has; a numbered list under it is read item by item.
//     A labelled field after a number ("3.1.1 Objective – The purpose …",
//     "3.1.5.2 Alternative flow- At step 4, …") is a statement under that
//     number. A numbered line without a statement ("3.1 Boot Menu", "3.1.5
//     Flow of events-") is a heading, and so is one with numbered
//     sub-sections and no modal verb, however long ("4.5 Functions required
//     in the event of incidents"), or a title over a list numbered again
//     from 1 ("2. Functional Requirements" over "1. The system shall …"),
//     or over sub-sections numbered off by one ("6. System Models" over
//     "5.1 …"); a sub-section may be written as a bullet ("* 3.1.1
//     Description and Priority"), and a bullet whose emphasis opens
//     with a section number, alone or with a title ("- **3.1.1
//     Screens**: …", "- **3.1.1** Screens …"), is that section's
//     statement. A
//     line alone right under such a heading that has no subject ("Rotates
//     pages of documents.", "Browsing areas and objects.") summarises its
//     sub-sections and is not read, and so is a description without a
//     subject over a label of requirements ("**Description:** Ensures
//     that only staff sign in." over "**Functional Requirements:**" and
//     its list). A bullet that opens a numbered section's body with the
//     field naming its statement ("- **Description**: Owners book a
//     berth." over "- **API Endpoints**:" and its items) is that
//     section's statement, under its number; the items after it keep
//     generated IDs. A numbered heading without sub-sections
//     whose body is one statement, or up to five when its title is a
//     template's field that several headings share ("Input", "Processing",
//     "Output"), is one requirement under the heading's number; a longer
//     body, or one that runs on after the title on its line ("3.1.2
//     Stimulus/Response Sequences In the initial window …"), or one with an
//     item that is a note ("- No certification is required."), is read
//     statement by statement. The sections the IEEE 830 template gives
//     every feature ("Description and Priority", "Stimulus/Response
//     Sequences", a "Description" that is the feature's only
//     sub-section) and a title that names requirements ("4.1.3 Functional
//     Requirements") are prose, read statement by statement however often
//     they repeat, and so is a title that names what the system does or
//     keeps to, whatever it calls it ("7. Timeout Rules", "4.3 Onboard
//     Functions", "Search Capabilities"), not under an explanation
//     ("1.3 Helper Functions" under "1. Introduction", "Typographical
//     Rules" under "Document Conventions" explain); a feature's rating alone ("High Priority, Benefit: 9,
//     Cost: 7.") is not read. A leaf without a body is a statement even
//     without a verb ("5.11.1. Asset report by location"), but not in an
//     explanation, where a numbered line that only names something ("1.4.1
//     Acme Reef Controller" under "1.4 Competitor products" in an
//     introduction) is no statement. "Intentionally
//     deleted" entries (also misspelt) are left out, numbered sections and
//     numbered list items alike ("3. Intentionally deleted").
//   - A heading that is itself a requirement sentence, without a number:
//     a subject, then shall or must, in sentence case ("## The kiosk must
//     print a receipt."), not in a background or another description of the
//     surroundings; a title with a modal verb in title case ("### Core
//     Screens Must Load Offline") or a MoSCoW label ("### Must have") stays
//     a title.
//   - A list item, with or without final punctuation, with its continuation
//     lines; the items written inside it ("Split options: … − Burst: … −
//     Split every n pages: …") are requirements of their own. Bullets are
//     the Markdown ones, typographic bullets and dashes, check marks and
//     arrows ("✅", "→"), the symbol-font bullets of text taken from PDF
//     (U+F000–U+F0FF), the "o" of a second level and a star glued to its
//     text when no star closes it as an emphasis ("*The system shall …"),
//     with or without a task box ("- [ ] …"); numbers are "1.", "1)", "(a)", and "1:" on lines
//     numbered so in order ("1: …", "2: …"), as "1.As a …", "2.As an …"
//     are, numbered without a space and counting from 1 in a section. A
//     list that only names requirements read before ("- US 1.01 (Sign
//     up)" under "Must have") refers to them and is not read. An item of
//     an overview's summary of what the product does ("2.2 Product
//     Functions", "Product Features", "Key Features" over "- Online
//     booking of berths") is not read when a later requirement of the
//     document states it again ("The system shall let owners book a
//     berth online."): after the learned split, one later requirement
//     must hold 0.4 of the item's content words (stemmed, each weighed
//     by how rare it is among the later requirements), or the term it
//     opens with ("- **Online Booking**: …", "- Online Booking: …") must
//     have the content words of a later section's title ("3.2 Booking
//     Online"), a section that states it in its requirements; an item
//     that nothing later states again, or that writes an ID of its own,
//     is read. So is a feature's opening description: the first sentence
//     of a section titled "Description" (or "Description and
//     Priority", "Overview", "Summary") that obliges the product ("The
//     system shall provide billing …") is not read when a later
//     section of requirements under the same parent ("3.1.2 Functional
//     Requirements" after "3.1.1 Description") holds, together, 0.4 of
//     its content words: it sums up the statements that follow. A
//     description over steps only, one the statements do not restate,
//     a sentence after another in the section, or one whose subject is
//     not the product, is read. A list of
//     user stories is read whatever the title over it says ("## Tasks" over
//     "1. As a user, I want …"), but in a description of the users. Lines without a bullet that
//     only name terms, right after a line ending with a colon
//     ("Validate:" over "Berth number", "Owner phone present"), are that
//     line's, as bullet items naming terms are; elsewhere, under a heading
//     of requirements, qualities or constraints, each is one, as a bullet
//     item naming a term is there ("6.3 Security" over "Password hashing",
//     "Role checks"), but for one word alone or a title ("Features"). A nested item with its own ID
//     (in the weak form "R2.1.3 Export …" when the document trusts it, see
//     the IDs below) is a requirement of its own that names its parent
//     (Requirement.Parent); nested items without an ID fold into an item
//     that has one, but for one that states its own rule with shall, must
//     or should ("- **FR-6**: … three views" over "- The first view MUST
//     show …": a requirement whose parent is FR-6), and into any item when
//     they only name terms (an instruction is no term: "Verify the queue";
//     nor is a label over items that state something: "- **Acceptance
//     Criteria:**" over "- Cards animate." nested in a story, each read
//     apart, its bookkeeping fields not read). Bullet items that only
//     name terms after a sentence ending with a colon fold into that
//     sentence, a nested item's lead-in with a verb among them ("- Columns
//     include:" over "- Ticket number", "- Requester": one requirement,
//     when the lead-in is neither a rule nor an explanation); a
//     Given/When/Then item whose outcome ends with a colon ("**Then** it
//     should:" over "- Mark the ticket closed", "- Notify the requester")
//     keeps every nested item as the rest of its sentence, one scenario,
//     whatever they state; numbered items do only right under a short label without
//     a verb ("Main pages:" over "1. Home page", "2. Search page": one
//     requirement, not read in an explanation), and otherwise a numbered
//     item is read however short it is, but for a numbered title: an
//     item alone in its list, without an ID or nested items, its words
//     capitalised with no verb and no stop or colon, right over a
//     paragraph, a table or numbered lines ("1. Roles" over a paragraph,
//     "2. Privacy" over "2.1 Passwords are …") is a numbered heading and
//     is not read. An item whose title is marked as put off until
//     later ("- **S2.4** Gift cards (future enhancement):" over its items)
//     or whose label's value says so ("- **Printing**: Deferred in
//     v1", "Out of MVP scope") is not read, nor are its items. A bullet item that only names a
//     term ("- Data minimisation", "- Offline mode") under a heading that
//     says it holds requirements, qualities or constraints is a
//     requirement, the heading giving it its verb, also when the heading
//     is numbered and has no sub-sections ("6.1 Frontend" over "-
//     Flutter", "- Offline cache (Hive)": one an item, not one body); a bold label over the
//     items after it ("- **Performance:**") is not. An item that names
//     the technology chosen for a part of the system ("- **Database**:
//     PostgreSQL 16", "- **Frontend**: Svelte", or a heading: "###
//     Frontend: React") is a constraint of its own wherever it stands, as a "| Component | Technology |" row is,
//     but under what is left out or the world around the product (the
//     product's own perspective is not that world: its architecture's
//     items are choices), and under a numbered heading each such item is
//     one. In a list two of whose items are such choices, another item
//     of the same form names the technology of a part the vocabulary
//     does not know ("- **Search Service**: Go + Bleve"): a choice too. A technology stack
//     ("Tech Stack (as built)", "Technologies", "Frontend", "Backend") is a
//     heading of constraints: "- TypeScript" under it is one. A sentence
//     that says what the system or a part of it is built with, runs on or
//     operates as ("The frontend is built on React 18", "The site will
//     be built using React", "The system
//     operates as a standalone web application") is a constraint, even in
//     an explanation (a product's perspective, an overview), and so is the
//     one sentence that goes on from it with "It" ("It needs no database
//     server"). Under a heading that names an
//     overview, a goal or an objective, a numbered list of clauses right
//     under a line ending with a colon states what the product is to do,
//     an item each ("Build a service that:" over "1. Predicts delays.",
//     "The product supports:" over "1. Crews publish sailings."). An item
//     that only labels the items under it ("Load testing:") is not read;
//     they are.
//   - A table row. The header names the ID column ("Req #", "ID", "No.",
//     "Ref" …; of several, one naming the requirements' own IDs, "SRS ID",
//     "Req ID", wins over another ID, and that over a row's number, "S/N",
//     "#", and a source's ID, "PS ID", is none) and the requirement column ("Requirement", "Description",
//     "Text", "Statement", "User story" …); without a usable header the
//     first column of IDs (none repeated, and not a column of values such
//     as Priority, Status or Count; of two, the one with more cells filled,
//     since a column left empty on some rows groups them under a parent:
//     "| HL-1 | LL-1.1 |" over "| | LL-1.2 |" is LL-1.1 and LL-1.2) and the
//     column of the longest cells are taken. The other columns become attributes named after their headers,
//     but for a column of acceptance criteria ("Acceptance Criteria",
//     "Criteria of satisfaction") beside the text column, in a row
//     with an ID of its own: each line of that cell ("- The door opens.<br>-
//     A receipt is sent.", a cell of one line one criterion) is a criterion
//     of the row, "<ID>/AC<n>", or "<ID>/<n>" when the lines are numbered,
//     and a line that only points elsewhere ("See [lockers](lockers.md)")
//     is none; and for a "User Story" (or "Story", "User Stories", a gloss
//     in parentheses after it aside) column beside it, in such a row whose
//     text states a modal sentence: a story in that cell is the row's
//     story, "<ID>/US" ("| FR-1 | The kiosk shall print a pass. | As a
//     passenger, I want … |"), in emphasis or after an ID of its own too
//     ("**As a** passenger, …", "ST-4: As a …", the ID no part of it);
//     several, a line each ("<br>"), are "<ID>/US1", "<ID>/US2" …; a story
//     wrapped onto the rows below (their ID cells empty) is joined as the
//     text is; an ID a unit read before has is counted on ("<ID>/US1" …).
//     A story column that is the text, or that only refers to stories
//     ("US1, US2"), is not. A
//     table of two columns whose header names a technology ("| Component
//     | Technology |") gives a constraint a row, one whose header names a
//     metric and a target ("| Metric | Target |") a non-functional
//     requirement a row, and one whose first column names a data model's
//     fields beside their types or notes ("| Field | Type | Notes |",
//     "| Field | Notes |") a constraint a row, each row read whole, in any
//     section (a data model's row when any cell after the field's name
//     says something, up to the last that does: "| owner | TEXT | N/A |"
//     is "owner | TEXT"); so is a table whose rows each name an API endpoint, an HTTP
//     method and a path in one cell or two ("| GET | /api/orders | List
//     orders |"), a functional requirement a row, and a table of the
//     interfaces each party reaches the system through ("| Actor | Logical
//     Interface | Physical Interface |"), a constraint a row. A row of a
//     register, an index or a ranking ("## Gap register", "## INVEST
//     Rankings", "## Retained Backlog") whose ID a requirement before it
//     holds refers to that requirement and is not read again (a summary
//     table's row is no such requirement: the story under "## Product
//     Backlog" after an overview table of the same IDs is read). A row whose
//     one cell is a bold title ("| **STORE:** | |") titles the rows after
//     it and is not read; in a table without an ID column, a number that
//     opens a row's text ("| 15) As a pet owner, I want … |") is its ID;
//     a row whose ID cell is "N/A" is not read. A row whose ID cell is
//     empty, with no ID in another cell, whose text opens without a
//     capital under a text that does not end its sentence, is that text
//     wrapped onto the row below ("| FR-1 | The system shall let a driver
//     reserve a spot for a chosen | High |" over "| | time window. | |"):
//     one requirement, the cells joined by a space, its offset -1 as for
//     a use-case table's continued cell; a row without an ID under a full
//     sentence, or opening one, is a requirement of its own. An HTML table ("<table>",
//     "<tr>", "<td>" or "<th>", as word processors export them) is read
//     as a Markdown table, its first row the header, the tags around a
//     cell's text left out, a cell after "</tr>" or "<tbody>" without a
//     "<tr>", or one beyond the header's width, opening a row of its own;
//     but when it has an "Acceptance criteria" column (and three columns
//     or more) that is not its text column, a row is its text under its
//     ID and each item of the criteria's lists ("<li>", or the cell as
//     one) "<ID>/AC<n>", and
//     a "User Story" column beside another text column ("Description") is
//     split off as "<ID>/US"; the text column is the one the header names
//     but for the criteria ("| ID | User Story | Acceptance Criteria |" is
//     the story under its ID, a Priority column an attribute), else the
//     longest of the others, unless it holds values, then the story.
//   - An item that names an API endpoint ("- POST /v1/events", "-
//     `GET /orders/{id}`"), with the items nested in it (its request and
//     response), however like code its path reads.
//   - A fenced block that draws trees, a name over its branches
//     ("ingredients" over "├── id (PK)", "└── name"; "PENDING" over "├──
//     ACCEPTED"): a data model or a lifecycle, one constraint a tree, in a
//     section that does not explain, define or note; a tree of folders
//     ("src/") or a block with other lines is code, not read, and so is a
//     drawing of boxes ("┌────┐", "│ Menu │", "├────┤": a wireframe is
//     an example): a branch names something after "├──" or "└──" and
//     draws nothing after it.
//   - A fenced block in a language that defines data ("```sql" over
//     "CREATE TABLE …", "```prisma" over "model User {", "```dbml") with a
//     definition in it, in the same sections: the schema the system keeps,
//     one constraint; a query ("SELECT …") or another language is code.
//   - A record: "Req ID: 6512 Name: … Description: … Priority: …" on one
//     line or several; its text is the Description (or Text, Statement,
//     Requirement, else Name) and the other fields are attributes.
//   - A list of a template's fields, three or more, two of them fields
//     that describe: a requirement template ("### FR-01 Sign-in" over "1.
//     Description: The system shall …", "2. Criticality: High.", "3.
//     Technical issues: …", "4. Cost and schedule: …", "5. Risks: …", "6.
//     Dependencies: …") is one requirement, its Description under the
//     heading's ID, the other fields its attributes; a class description
//     ("Abstract or Concrete", "Purpose", "Collaborations", "Attributes",
//     "Operations") explains, but for its Constraints field
//     ("<section>/Constraints").
//   - A use case opened by a title line of its own rather than a heading:
//     "Use case 4: …" or "USE CASE 4: …" at the margin, a title all in bold
//     ("**Use Case 4: …**"), and, after a blank line, one of more than ten
//     words (twenty at most) when it gives a number or a code and ends
//     without a sentence's punctuation (a template's section name run into
//     the title). Its
//     fields are read as under a heading: a label with its value beside it
//     (after a colon, a tab or spaces), or alone on its line over it; a
//     flow's label alone ("MAIN SUCCESS SCENARIO") over one-line paragraphs
//     without numbers reads each paragraph as a step under the field's ID
//     ("<use case>/MAIN SUCCESS SCENARIO", then "#2"), up to a title in
//     capitals alone on its line, which the flow does not hold.
//   - A use-case field ("Preconditions The waiter is logged in",
//     "**Trigger:** …", a "3.1.2.5 Postconditions" sub-section, an item of
//     a list of fields under a numbered section, "• Actors : Members", with
//     the items after it that are not fields), and each numbered step of a
//     flow, with the bullets nested in it, however it opens ("1. **Find
//     the copy**" or "2. Lend - …" over "- System records the loan"). A heading over numbered steps right under a heading that names
//     flows ("## User Flows", "## Key Workflows", "## User Journeys") is a
//     flow named by its title ("### Sign Up" over "1. …": Sign Up/1).
//     A heading whose body holds numbered steps and a field only use
//     cases have ("#### Add Device" over "Precondition: …" and "1. …"), or
//     two such fields ("**Entry Condition:**", "**Exit Condition:**",
//     "**Participating Actor(s):**", "**Event Flow:**"), is a use case
//     named by its title without a "Name:" label ("## **Name:** LogIn" is
//     LogIn); inside a use case any short label in bold with its colon is
//     a field too ("**Relates to/Dependencies:** …", "**Note:** …": "<use
//     case>/Note"); a flow written as bullets is a step a bullet, "<use
//     case>/<field>", and so is a condition field (preconditions,
//     postconditions, guarantees) a condition a bullet, and any other
//     field's list of bullets at one indent ("**Special Requirements:**",
//     "### Harbour Compliance", "### Users" over "- …", "- …") a field a
//     bullet, each under the field's ID ("<use case>/Preconditions", then
//     "#2" without a warning), also when a blank line stands between its
//     label alone on its line and the list, and under a field's heading
//     ("### Preconditions", "#### 4. Postconditions" over "- …", "- …";
//     not labels over nested conditions); only an actors' or stakeholders'
//     field keeps its bullets as one field (partyWords). A line
//     or a bullet that only names a flow, in bold ("- **A1: Kayak taken**",
//     "_**The printer is out of paper**_ <br>"; not a label with its colon,
//     which opens a field), states nothing and is not read: the numbered
//     steps nested in it are the flow's, "<use case>/A1/1" (its code before
//     a colon, else its name, as in a table's cell), and steps with codes
//     of their own after it ("2A1.", "3B2.") are "<use case>/2A1". Under
//     an alternate or exception flow's field ("### Alternate Flow") such a
//     name may be a numbered item itself ("2. **Card declined**" over
//     "1. …"): the number only counts the flows, and the steps are
//     "<use case>/Card declined/1", the name copied as written. A line
//     in any emphasis (italics, bold, both) that names a flow with its
//     code first, its colon inside the emphasis or after it ("*A1 — Card
//     declined (at step 4):*", "**E1: Hull damaged**:"), right under a
//     field that holds flows ("**Alternate Flows**", "### Exceptions") or
//     after another such line, is that flow's heading one level under the
//     field (flowHead, outline.go), not read: the bullets under it are the
//     flow's steps, each under "<use case>/A1" (then "#2"), its numbered
//     steps "<use case>/A1/1". So is a sibling heading over
//     numbered steps when two others are. A field item of a use case's
//     field list whose bullets each open with a code of their own ("-
//     Alternative process:" over "- A1) …", "- E2. …", "- AF-3 – …", or
//     an extension's label, "- 6a. …", "- **3b.** …", "- *a. …") holds
//     entries of the use case: each is "<use case>/A1" or "<use case>/6a",
//     one or several, the codes numbered afresh in each use case
//     (codedEntries, entryCode); so is a bullet of a field of the use
//     case's conditions or rules that opens with a code of the use case's
//     own ("**Preconditions:**" over "- PRE-1. …", "**Business rules:**"
//     over "- RB-01: …": "<use case>/PRE-1", the code left out of its
//     text; fieldCode, ownFieldCode), as a table's cell is; a requirement
//     ID under any other field ("- NFR-3: …" under "**Special
//     Requirements:**"), a use case's code ("- UC-1: …" among another's
//     preconditions) and a code whose letters the document gives
//     requirements outside its use cases ("BR-01" under "## Business
//     Rules") keep their IDs. A use case's name field ("|
//     **Use Case Name** | Lend a kayak |", "| Name | … |", a value under a
//     "Use case name" label or heading) names the use case as its heading
//     does and is not read, whatever holds it (dropNameFields, usecases.go);
//     so is its ID field, with its name or without ("| **Use Case ID** |
//     UC-01 |", "| UC ID | UC-01 |", "**ID and Name:** UC-01 Lend a kayak",
//     a number: idField, onlyAnID); one that says more than a name (a
//     comma, a colon, a modal verb, more than twelve words) is a field like
//     the others. A field line whose label only says what it points to
//     ("**Related requirements:** FR-01, FR-02", "- Traces to: US-3":
//     pointerWords) and whose value is only IDs states nothing of the use
//     case and is not read (dropPointerFields, usecases.go); a row of a
//     use case's table is read as its field, whatever it holds; the first paragraph right under a
//     use case's heading that states something is its Description (not one
//     that says what its actor wants, "A user wants to …": the scene). An
//     item that is a field's label alone over nested bullets names them,
//     "<use case>/<label>": a label with a qualifier in parentheses
//     ("**Alternate Flow (Kayak Broken)**:", qualifiedField), and labels
//     under a field's heading that group fields of their own ("###
//     Postconditions" over "- **Success End Condition:**": subFieldList,
//     text.go). A
//     flow's bullet with its own ID in bold is "<use case>/AF-4a", even
//     when it is its field's only one; a numbered flow, a heading or a
//     field of a list ("Alternate Flow 1 — Taken", "- *Scenario 2*:"),
//     names its steps, "<use case>/Alternate Flow 1/2", "<use
//     case>/Scenario 2/1", whatever the flow's word: a flow with a number
//     of its own is one of several, the first too; a heading under a
//     field that holds flows names the flow its steps are ("### Scenario"
//     over "#### Storm warning" and "1. …": "<use case>/Storm warning/1"),
//     but for the main flow's ("#### Basic Flow" keeps "<use case>/1");
//     such a heading that opens with the flow's code ("#### A1: Card
//     declined" under "### Alternative Flows") owns what lies under it as
//     a use case does: its labelled fields and steps are "<use
//     case>/A1/Trigger", "<use case>/A1/2". A sub-heading that only says
//     what kind of text it holds ("### Use Case Information", "Use Case
//     Details") groups the enclosing use case's fields, each read under
//     its own label, and a "Notes" heading among its field headings is a
//     note, not a field; outside a use case a
//     heading "Scenario 2: Refund" names its steps "Scenario 2/1", and
//     under a requirement's ID ("### FR-2: Logout" over "#### Scenario
//     1") "FR-2/Scenario 1/1", FR-2 their parent. A table whose header names a scenario and
//     its fields ("| SCENARIO ID: Sc1 | Corresponds to UC: Buy |") over
//     numbered steps is "Sc1/<field>", "Sc1/<step>"; one headed by the
//     scenario's number alone ("| Scenario 2.1 | Corresponds to UC2 |") is
//     the use case's: "UC2/Scenario 2.1/<field>", "UC2/Scenario 2.1/<step>".
//     A use case titled by its number and then its code ("Use case 2,
//     UC2 - Pay") is the code, UC2. A table
//     whose first column names use-case fields ("| Actors | Client |", "|
//     Flow of events | 1\. … |"; its header too when the header is a field,
//     "| Actors Involved | User |", not a name row; a row of a step's
//     number alone, "| 1 | … |", is a step, no label) is a use case wherever it stands: a row
//     whose first cell is empty continues the field above it (or the step
//     above, when it opens with no number: a cell wrapped onto the next
//     row), the cells joined by a space into one requirement whose text is
//     not the document's verbatim — its offset is -1, its line and column
//     its first cell's: "| Exceptions | The card is refused. The |" over
//     "| | kiosk keeps the fine open |" is "The card is refused. The kiosk
//     keeps the fine open", without the table's "|" between; a field name
//     with a slip of one letter ("Flow of enents") is still that field, and
//     the use case is the one the header names ("| **Use Case #1** |
//     **Order Process** |", or a header that is the name row: "| Use case
//     name | Pay Online |", then no field; a header whose value is a
//     placeholder, "| Use case Number | x |", names none: the name row
//     does); among the rows, those that give
//     the use case's ID and name ("| **Use Case ID** | UC-01 |", "|
//     **Use Case Name** | Pay Online |") give the use case its ID and name
//     and are not read (above). A cell that opens with the word Step ("|
//     | Step2 Customer checks the amount. |", "**Step2.1** …") is a step of
//     its own, and a lettered cell under it ("a.Customer pays …") the step
//     "2.1a". Items of their own numbers joined by "<br>" (or "</br>", as
//     some editors write it) in one cell
//     ("PRE-1 …<br>PRE-2 …", "1. …<br>2. …", also a step that opens with
//     a code span or a link: "2. `f()` runs") are one requirement each,
//     "<use case>/PRE-1", and so is a cell's only item when its number is
//     an ID ("**PRE-1:** …"), and a row "| | 1.1 … |" under a flow (a
//     flow's numbered title in bold, "| **Normal Flow** | **1.0 Order one
//     drug** |", is no step); a lettered item under a numbered one in a
//     cell ("2. …<br>a. …") is "<use case>/2a", and a cell of flows titled
//     in bold, each over its numbered steps ("**A1: Duplicate**<br>1.
//     …<br>2. …<br><br>**A2: …**<br>1. …"), gives "<use case>/A1/1": the
//     flow's code before a colon, else its name, its title not read; a
//     field whose value is a placeholder ("NaN", "N/A", "-", "/", "x") says
//     nothing and is not read. A cell that holds an HTML list
//     ("<ol><li>Logs in</li>…</ol>", in a table of "<td>" cells) is a step
//     an item, numbered in order: "<use case>/2" in the main flow, "<use
//     case>/Exceptions/2" in another field; a "<ul>"'s items are the
//     field's, one each, and so are the bullets of a condition, flow or
//     exception cell joined by "<br>" ("• The renter is signed in<br>• A
//     kayak is free": "<use case>/Preconditions", then "#2"). A
//     field's label alone on its line, its
//     value on the next ("Use case name:" over "Sign Up", "Input:" over
//     "Rider picks a sailing."), is that field, also between thematic
//     breaks ("---"); "Use case name:" so is a field, not a use case's
//     title; a field's body ends where another field's label opens a
//     paragraph ("Special requirements:" over "N/A", then
//     "Postconditions:"); a value in bold alone under a field's heading
//     ("### Primary Actor" over "**Renter**") is the field's value, not a
//     title. A flow's step on a line of its own indented
//     under another is nested in it ("2. …" over "  1. If …" is 2.1), and
//     a number alone ("4." over "1. If …") only numbers the steps under it
//     (4.1, 4.2). A plain line right under a heading that repeats its
//     title ("### 4. Navigate" over "4. Navigate") is not read. Once
//     a use case has started, what has the form of a labelled field is
//     its field, the label as the document writes it (the vocabulary
//     decides that a use case has started, not which labels count once
//     it has): under a use case whose sub-headings at one level, one
//     level down or more, name two fields of the vocabulary, the other
//     label-shaped sub-headings there ("## UseCase01. Sign up" over
//     "#### Users", "#### Goal/Result"; a number glued to "UseCase" is
//     the use case's), and there a sub-heading that titles a numbered
//     label before a dash ("#### Alternative2 (later) - the day is
//     full": the field Alternative2, its steps "02/Alternative2/1"); a run of headings that are fields with their
//     values on their lines ("#### Name: `Log in`" over "#### Actors:
//     `User`": three or more, two of the vocabulary, the first the name
//     or ID), read as labelled lines, the name line opening the use case
//     when it opens its paragraph over a field only use cases have; and
//     a fenced block right under a label alone ("#### Main flow:" over
//     "```" and its steps, "**Endpoint:**" over "```" and "POST
//     /api/loans") is that field, whole, but for a sample of data, a
//     block in JSON or one that opens an object or an array
//     ("**Response:**" over "```json" and "{"): an example, not read. A line that opens with
//     three backticks and holds another ("```None```") is a code span,
//     not a fence (CommonMark). Under a heading that names a use case ("Use Case: Data
//     collection", "Use Case Log In"), the sub-headings right under it
//     that name its fields ("Actors", "Priority", "Preconditions", "Basic
//     Course", "Alternate Course" …) are its fields, and so are, under
//     such a heading, a plain line or any use case's numbered heading
//     ("3.1 Borrow a Book"), a field's name alone on a line after a blank
//     one ("Actors" over "Member", "**Preconditions**" over its
//     paragraph; under a numbered heading two of them, one a field only
//     use cases have, make it a use case, and so do three field lines or
//     items in its body, two of them not weak — "Description", "Scope",
//     "Summary", "Priority" … alone never open one, but a label that
//     repeats counts at each line), a field's heading numbered
//     ("#### 2. Preconditions" is Preconditions) or at the use case's own
//     level ("### Use Case 5 - Close" over "### Actors"), and a flow
//     named by a code ("Alternative Flow A2: …"); a numbered use case
//     ("### 2.3 Use Case 3: Lend") owns its unnumbered field headings
//     ("#### Actors" is 2.3/Actors); a pictograph before the title is
//     decoration ("### ✅ Use Case 1: Book" is use case 1), and a
//     field's label may leave its plural open ("Actor(s):"): each body is one
//     requirement, "<use case>/<field>", however many paragraphs it has,
//     with a list of short names in it ("1. learning rate"); a body of
//     numbered steps is read step by step, and a numbered item with
//     bullets under it that state something is a step however short its
//     title ("1. Take the copy:", "2. **Shelve**" over "- Clerk puts the
//     copy back"). A table under a flow's heading in such a use
//     case's section ("#### Basic Flow", "#### Alternative Flows" under
//     "### UC-01: Process Sale") holds its steps, a row each ("| 3 |
//     System shows the total |" is UC-01/3), or its conditions ("|
//     Payment declined | System asks for another card |" is
//     UC-01/Payment declined); a bold label over one of its tables
//     ("**For a return trip:**") names that table and is not read. An item
//     that is an ID and a title over nested use-case fields ("- F1.
//     **Monthly refresh**" over "**Trigger:** …", "**Steps:**" and its
//     numbered steps, "**Outcome:** …") is a use case the same way:
//     "F1/Trigger", "F1/2", other fields' items "F1/<field>/<n>". A use
//     case that is the document's title ("# UC 16 - Pick Up") owns the
//     fields at any depth under it, headings or bold labels ("###
//     Full Format" over "#### Main Actor" names no use case of its own),
//     right under the title too when the title has a code, alone or with
//     a name of any letters, digits or quotes ("# UC-01: Register" over
//     "**Primary Actor**: User" is UC-01/Primary Actor, as under "# UC-01"
//     or "# UC-01: 2FA Login"; a title that only names, "# Use Case
//     Reference - Parking", or names a version, "# Use Case 2.0
//     Template", heads a document about use cases); a main flow's bullets that name their
//     step ("### Main Success Scenario" over "* **Step 1**: …") are
//     "UC-01/1", "UC-01/2"; a
//     flow's extensions ("*a. …", "2a. …" with the quoted lines under
//     them, "> The use case ends.", or the items nested under them; after
//     any of Markdown's bullets, "* 2a: …" as "- 2a. …"; as
//     bullets with the label in bold, "- **2a.** …", or the label and
//     the extension's name in bold, "- **2a. No kayak**:" over its
//     sub-bullets, up to a thematic break or the labelled field bullets
//     after them, "- **Postconditions**: …", which are the use case's
//     own, "UC 16/Postconditions", or, under a heading, a paragraph that
//     is no extension after a blank line, "Related Information", read as
//     the use case's own text) are one requirement each, "UC 16/2a", and so
//     is each step of an extension numbered after it, nested under it or
//     not ("- **2a. No kayak:**" over "    - 2a1. …" is UC 16/2a and
//     UC 16/2a1; what is nested under such a step, "2a1a. …", stays in
//     it),
//     under a heading that joins flow fields by a slash too ("###
//     Extensions / Alternate Flows"), numbered as written
//     ("2b1.", "2b.1:", "4.a", "4.a.1"), under a flow's label or heading
//     with a code of its own too ("**Exception Flow A:**" over "4.a …" is
//     "UC2/4.a", "#### Alternate Flow 2a" over "- **2a.1:** …" is
//     "UC2/2a.1"); the numbered items of a field that holds no flow
//     ("**Special Requirements:**" over "1. …", "2. …") are "<use
//     case>/Special Requirements/1", as in a table, not the main flow's
//     numbers again. A heading with an ID whose sub-headings name two of a use
//     case's fields, one a field only use cases have ("## US-01: Register"
//     over "### Overview", "### Main Success Scenario", "### Extensions"), is
//     that use case and no requirement itself: "US-01/1", "US-01/2a"
//     (after a section number too: "## 1. `UC-01`: Register", the code
//     plain, in a code span or in bold, is UC-01, not the whole title),
//     and
//     inside a use case a list of two fields or more and nothing else,
//     one of them a field only use cases have, not one any feature may
//     have (Description, Summary, Scope, Priority, Notes …): "- **Primary
//     Actor:** …", "- **Preconditions:** …" is its fields,
//     "US-01/Preconditions".
//   - A stimulus/response pair ("Stimulus: 3 The user selects …" /
//     "Response: The system …"), from the stimulus to the end of its
//     response, under the number after "Stimulus:".
//   - A user story (its first sentence: "Users want … . The system should
//     …" is two requirements; under a story's heading, the sentences that
//     go on telling it without shall, must or should are the story's: "A
//     clerk selects a patient. The system checks the slot is free." is one,
//     up to a sentence with one of them or another story; after a label,
//     "**User Story:** As a …", "User Story 3: As a …" (User Story 3); or a
//     clause a line, as Gherkin features write it: "In order to …" / "As a
//     …" / "I want …"; or a heading that is itself the story, "### As a
//     guest, I want …", the list under it read as under any heading, not
//     in a background or another description of the surroundings), a Given/When/Then scenario (in a paragraph, an
//     item, a Gherkin block, or a step an item, however marked: "-
//     **WHEN** …" / "- **THEN** …", "* **Given** - …", "* Given: …", a Then
//     nested under When with the items under it; a list holds one scenario
//     from each Given to the next, and items beside them are read as
//     items), an acceptance criterion, an edge case, a spec-kit FR-### or
//     SC-### item. Gherkin written in Markdown — a "Scenario:" line and its
//     steps in a paragraph, an item or a fenced block ("```gherkin", or a
//     fence without a language whose first line opens a scenario, closed
//     on its own line or at the end of the last step) — is a scenario per
//     "Scenario:", "<story>/AS<n>" in a story, also under a heading with
//     a story's own ID ("### US1: Play a Song" gives US1/AS1); an item that is only an ID
//     and a title in bold ("**US‑CUST‑001 — Register**") over a story,
//     nested or on the lines after it, names that story; a label of
//     criteria right under a story with its own ID ("1. As a …" over
//     "**Acceptance Criteria:**") gives them that ID ("1/AC1"), up to the
//     next item less indented than the label ("2. As a …"), and so does
//     a paragraph at the margin right after such a story that opens with
//     the label and its criterion ("Acceptance criteria: Given …", "CoS:
//     …"); a story
//     split into lettered sub-stories ("9a. As a …", "9b. As a …" under
//     "9. As a …", lettered with the parent's number) is read as stories
//     of their own under those numbers ("9a", and "9b/AC1" for criteria
//     under "9b"), and a backlog's tag in brackets before a story ("9.
//     [TOO BIG] As a …") does not hide it; a
//     Given bullet nested under a story item ("* Given that …, when …, I
//     should …", with or without its Then) is its scenario ("1/AS1"). A
//     spec-kit "**Independent Test**:" that names a checkable outcome
//     after its action — a verb or a state of what is tested ("… then
//     verifying the berth is marked taken", "… and it is shown as taken",
//     "the skipper sees …", an outcome verb's "-ing" form after "and"
//     or "then": "… and displaying them in a list"), a check written as a step ("verify the buoy
//     number") or "that" something holds, or what a user can do ("A
//     skipper can book a berth") — is the story's criterion
//     "US1/Independent Test"; one that says only how to test or what is
//     looked at ("Can be fully tested by using the page", "… by verifying
//     the buoy list and its layout") is a note.
//   - In prose, each sentence that states something; an ID at the start of
//     a sentence ("REQ-1: …") starts a requirement that takes the sentences
//     after it, and so does an item written inside a paragraph ("… are: -
//     secure deletion …", "… ways: 1) By …"), and each of three clauses
//     or more that a short label lists, separated by semicolons ("Rules:
//     least privilege by role; no personal data in URLs; …").
//
// An item that is only an ID and a title ending with a colon ("-
// **AC001: Sign In:**") over nested items without IDs is not read in
// acceptance criteria or under a story: they are its criteria,
// "AC001/AC1". Elsewhere such an item over bullets (nested at any depth,
// none numbered, ticked or with an ID of its own) is one requirement
// under its ID, its bullets its text ("- **R7.1** Booking window:" over
// "- The system shall …": R7.1), as one ID-led item is one requirement;
// so is a lead-in with a modal verb ending with a colon alone under a
// heading with an ID ("### R3: Doors" over "- Doors shall:" and its
// items: R3). So is an ID with a lead-in that has a verb ("- **S3.1**
// Organisers can:") over items that all carry such IDs in the weak form
// ("- S3.1.1 Open swap days"): each is a requirement under its own ID. A requirements title under an acceptance chapter ("### 3.1
// Core Features" under "## 3. Acceptance Criteria") holds acceptance
// criteria.
//
// A heading with an ID over fields that only describe the requirement
// ("**ID:** SR-01", "**Source:** UC-01", "**Assumptions:** …", no
// Description or Text) and a list of statements is not read itself: the
// fields are not read, and the items are its requirements, the first
// under the heading's ID and the others under it again with "#k" ("SR-01",
// "SR-01#2": the document numbers none of them). A heading with an ID over items that are its parts, each
// with its own ID ("### REQ-1: Sign-in" over "- REQ-1.1: …", "- REQ-1.2:
// …"), is a heading too, and so is one whose title only names it, a few
// words without a verb ("### FR1 — Public browsing (Guest)"; in title
// case a noun such as "Reports" is no verb: "### FR-8: Weekly Sales
// Reports"), over a
// list: the items are its requirements ("FR1", "FR1#2"), whatever
// their verbs; over a paragraph that states something, that paragraph is
// the requirement under the heading's ID (as anywhere else), a line of short
// values kept apart by middle dots over it, opening with a bold one, being
// its books and not read ("**Must** · R1 · M1.8 · **Not Started**");
// a paragraph right under it made only of planning fields, one or
// several joined by bars, commas or semicolons ("**Epic**: Intake |
// **Sprint**: 1 | **Story Points**: 3", "Priority: High"), files the
// requirement and is not read, and the paragraph after it is the
// statement ("### US-7 — Export" over that line over "**As a** …": the
// story is US-7, the title is not read);
// a paragraph right under it that opens with a note's label ("**Context**:
// …", "**Background**: …") is a note, and the paragraph after it is the
// statement, a story's label left out ("**Story**: As a …"); a note with
// no paragraph after it is the statement itself. A line that
// only lists IDs under an ID's label ("**IDs**: US-ADM-02, US-ADM-03",
// "**ID**: NFR-7 (cross-cutting)") names the requirement elsewhere and is
// not read; under a spec-kit story the paragraph after it is the story. A
// table whose rows' IDs each head a section below it ("| REQ-1 | Sign-in |
// Must |" over "### REQ-1 — Sign-in") is their index and is not read;
// over a lead-in that
// ends on its modal verb or is a short label ("Backend must:", "Format:")
// the lines after it are its requirements, the lead-in not read. In a heading an ID may be in the weak form
// ("### FR-01 Sign-in") when another line starts with an ID of the same
// letters. An ID and a title on a plain line of their own, in title case,
// with a line of text right under it that opens with no ID ("FR-1: Ride
// Request SMS Processing" over "Backend must:"), is such a heading too.
// A heading's ID may follow the word that says what it heads and a dash
// ("### User Story — US-01: Lend a book", "### Requirement - FR-3:
// Export"): the heading is read as one that opens with the ID. A heading
// with an ID and nothing under it but a sub-heading that only labels its
// statement ("### US-01: Lend a book" over "#### User Story", "## FR-4:
// Search" over "### Description") and a paragraph under that hands its ID
// to the paragraph: neither title is read, and the sections beside the
// sub-heading keep the ID ("#### Acceptance Criteria": "US-01/AC1").
//
// Once a story heading has been found, its parts are read wherever the
// document's levels put them: a story heading one level deeper than the
// story before it, at the level where that story's parts stand ("###
// Story 3" after "## Story 2" over "### Acceptance Criteria"), is that
// story's sibling, and its parts are its own; a bullet under a story's
// "Acceptance Criteria" is numbered as a criterion ("Story 2/AC1") even
// when it is written as a scenario ("- Given …, when …, then …"), as are
// Given/When/Then paragraphs under a criteria label ("Acceptance
// Criteria:" over "Given …" paragraphs: "Story 2/AC1"); and a
// note written as a label heading under the story ("### Technical
// Notes:", "### Design Notes:", its colon kept) is the story's part, read
// as its body says, where a heading of the document's notes ("## Notes",
// "### Notes" without the colon) is not read.
//
// A short numbered item at the margin that states nothing and heads a
// block of its own parts is the block's heading (titleItemHead,
// outline.go): "1. Sign up page" (ten words at most, no ID, colon,
// semicolon, final stop or modal verb, not itself a story) right over a
// story's label ("User Story:"), a story ("As a …, I want …") or a
// criteria label ("Acceptance Criteria:") is not read, and its number is
// the story's ID, its criteria "1/AC1" … (but an item right after
// another, no blank line between, is the last of a list, a story's
// "Tasks:", and heads nothing: the criteria under the story's heading
// take the story's ID, "1.1/AC1", a second criteria list of the story,
// "Definition of Done:", counts them on, and a short bold label, "**Test
// Cases:**", is a label, not read); right over a use case's title
// line with its own ID ("UC-01: Book a service") it only titles that use
// case and is not read as a step of the use case before it.
//
// An item that is only a short title ("1. **Sign up:**", "- Checkout")
// over nested items that are a story's fields (a story field, "* **Story:**
// As a …", and a criteria label over its criteria, whatever their bullets
// and nesting) is the story's heading (storyTitleItem, stories.go), not
// read: the story takes the item's number ("1"), its criteria "1/AC1" …;
// under a bulleted title the fields are named after it as under a heading
// ("Checkout/Story", "Checkout/AC1"). A story may set a clause off by
// commas between its role and its want ("As a voter, after I pick, I want
// …").
//
// Left out: titles, a template's gaps ("[Fill in…]", "[TBD]"), a template
// left unfilled, whatever reads it: slots left empty (emphasis with nothing
// inside, a placeholder in angle or square brackets, "x") with nothing besides them
// but a label and the words a template writes around them ("Given ** \
// When ** \ Then **", "| FR4 | <Requirement 4> |", "**Basic flow**: x",
// "As a [type of user], I [want/need] to [do something]":
// unfilled, templates.go; one that names a requirement by an ID the
// document writes, a placeholder row, is reported as a warning at its
// line: "FR4 holds only a template's placeholder ("<Requirement 4>"): not
// read as a requirement"), headings
// without a statement (a bold line alone that reads as a title is one:
// "**Search & View**"), captions ("Figure 3: The
// booking screen"), lines of markup alone (HTML tags, images, links: "[Back
// to top](#top)", also by reference, "![views][editor]", and the link
// definitions they point to, "[editor]: img/editor.png"; under a label
// shaped as an ID only when the target is surely an address, with a
// scheme, "./", "../", "#" or a file's extension: "[FR-1]: Logout." and
// "[FR-6]: /api/v1/orders "Lists the orders"" are requirements; a bare
// address: "https://…/diagram.png"), block quotes
// (but one that opens on a story, a scenario or an ID-led statement, "> As
// an admin, I want …" with its criteria, is read as its content; one that
// opens with an ID is that one requirement, its lists and tables with it;
// a GitHub alert, "> [!NOTE]", "> [!TIP]", "> [!IMPORTANT]", "> [!WARNING]"
// or "> [!CAUTION]" over its body, is read as the rST and AsciiDoc
// admonitions are: its body a paragraph of its own, its marker not read),
// front matter (also in labelled lines:
// "**Document ID:** …", "**Status:** Draft", and a short value without a
// verb under a label ending with who owns, leads, develops, tests or took
// part, or when: "Scrum Master: Dana", "Tester: Kim Lee", "Sprint 3 Review
// Date/Time: 4/05 - 4/06", and a paragraph of field lines that opens with
// one, "**Document Owner:** klee" over "**Last Updated:** May 2025";
// lines of planning values only, whatever list they stand in: planning
// fields joined by commas, semicolons or bars, "Priority: High, Estimates:
// 3 days", "Status: Open | Sprint: 4", and after a planning field any short
// field whose value is a word or two, "Priority: P1 | Size: M | Value
// score: 120" (not one with a modal or finite verb, "Gate: must close",
// nor a number with a unit, "Uptime: 99.5 percent": those state), a
// priority field whose value is the
// levels of the scale, each glossed in parentheses at most, "Priority:
// Must / Should / Could (first release)", "Priority legend: Must (MVP),
// Should (soon), Future", and a field that counts the plan's stories,
// "Total Stories: 18", "Checkout: 3 stories", as a line or opening a
// paragraph of such fields, also as an item nested under a story or
// standing in a list of requirements ("- Priority: High" under "- As a
// rider, I want …": no term the list requires); and
// a team's definition under a short label, "Definition of Ready: …"), code (a line
// ending with ";" is code unless it reads as a clause of words: a list item,
// "- encrypt data at rest;", "- if the level is low, the pump shall stop;",
// or a sentence with a modal verb, "The pump shall stop;"; "total =
// sum(coins);" and "int count;" stay code), tables of contents,
// revision histories (also "Change Record", "Recent Updates", "Schema
// Changes"), traceability tables that only refer to requirements
// read before, "intentionally deleted" entries, labelled fields that say
// nothing ("3.1.6 Includes – None.", "• Exceptions : none", "Safety
// Requirements-None.") or are notes ("Notes/Issues – …"), labelled notes
// ("**Why this priority**:", "**Independent Test**:", "Note:", a label
// that asks what the text above is about or means, an aside, unless
// shall or must follows: "**What this is really about:** …", a trace
// to other requirements: "**Traceability:** BR-2 → FR-4 → US-1", a
// label whose value reports how far the work is, whatever the label
// says: "Delivery: Phase 2 (implemented).", "**Progress:** shipped"
// (workStates, or "Phase" and a number), and a
// story's justification, under a label or a heading: "#### Source
// Justification"), paragraphs that open with a pointer's label — words
// that map the text to something else, "Maps to:", "Related completed
// issues:", "Traces to:", "Implements:" (pointingWords, with what they
// name, pointedWords) — unless shall or must follows, fields
// that explain, by one list wherever a label stands (an item, a line, a
// bold label): the labels of a decision record but its Decision
// ("**Status**: Accepted", "**Context**: …", "**Rationale**:" with the
// items under it, "**Consequences**: …"; a "Status:" without a value over
// a list names a record's states and is read), Background, Motivation,
// notes, and, unless shall or must follows, the fields of a project plan
// ("Time: 1 sprint", "Estimate: 3 days", "Owner: …") and the titles that frame a
// document (Overview, Purpose, Out of scope, Future enhancements …; a
// use case's fields, "Scope" or "Summary", are no explanation; under such
// a title a table is read only when its ID column holds an ID: a column
// headed "Item" or "Key" that holds names, "| Seat maps | Phase 3 |" under
// "Non-Goals", numbers nothing, and not when a column names its rows as
// goals, objectives or artifacts, "| ID | Goal |", "| # | Goal | Measure
// |": numbered goals explain, but for a row that states shall or must; a
// goal column beside a requirement or description column, "| ID |
// Requirement | Goal |", makes no goal table), asides (a
// paragraph all in italics, a link's address aside, or in parentheses, but
// in a document that sets its body in italics, half its paragraphs or more;
// a legend of the MoSCoW priorities is no "must"), clarification sessions
// and sections of items requiring clarification ("Items Requiring
// Clarification": questions and the assumptions made meanwhile; questions
// named by their state, "Resolved Functional Questions", "Answered
// Questions", are such a session), before
// or after the requirements, whatever their answers say (spec-kit
// writes each answer into the requirements too; an item that asks and
// answers elsewhere, "- **Q: How many portions?** → **A: Four**", states
// its answer), open questions (also rows of a table of
// them), glossaries and legends (a
// "Legend" or "Prioritization" list, or a list right under a table that defines its values: "-
// **M (Must)** - Essential feature." under a Priority column of M, S, C;
// three bold terms or more whose meanings are noun phrases, wherever they
// stand: "- **Ticket** (pl. _bilet_) - the right to travel …"), and what
// says there is none ("There are no business rules").
//
// So is what documents carry around their requirements, whatever section it
// stands in:
//
//   - the document's own machinery: a template's guidance to its author
//     ("Quick Guidelines", "For AI Generation", "Execution Flow", a
//     placeholder in brackets: "[Describe the main user journey]"), its
//     checklists and status ("Review & Acceptance Checklist", "Execution
//     Status", "Implementation Validation", with every section under them whatever its title: "###
//     Requirement Completeness"; a title where "checklist" only qualifies
//     what it names, "Checklist Editor", is a part of the product),
//     task boxes outside a requirements heading
//     unless they say with a modal verb what the system or its users can
//     do ("- [x] Requirements are testable" is not read, "- [ ] Riders can
//     pay by card" is; among open questions or decisions to take, "Open
//     questions / To decide", a box ticked off is a decision and is read:
//     "- [x] Booking window — thirty days ahead"), prompts for the next agent ("Architect Prompt"),
//     approvals and meeting notes, examples ("*Example of marking unclear
//     requirements:*", a section titled "Example Request"; but stories,
//     criteria, scenarios and requirements given as examples are read as
//     what they are: "Example User Stories & Acceptance Criteria",
//     "Examples of Requirements"), a list of what is to be determined;
//   - text withdrawn: a line, an item, a heading or a table row's text
//     struck out ("<s>…</s>", "~~…~~", also with a remark after it:
//     "~~…~~ (dropped in May)"; a word struck in a sentence is read);
//   - legends of the keywords a document uses ("must - This designates …",
//     "MUST: …") and of the levels of its priority scale, whatever
//     section holds them: a level alone before a separator and a short
//     meaning with no subject of its own ("- **P0** — needed for the first
//     release", "* Mandatory: Must be built first", "Nice-to-have – later";
//     "P0: The app shall show the tides." files a requirement under its
//     level and is read), a vocabulary, an appendix named as a glossary, what a
//     role or an actor is responsible for ("## Manager" over "Responsible
//     for:" and its list: definitions);
//   - someone's words quoted whole ("Original request: "I want …""), the
//     source the numbered requirements restate;
//   - the project around the product: plans and processes ("Change
//     Management Plan", "Release Process", "Sprint Plan", "Verification
//     Plan", a chapter "4. Verification" of its own as IEEE 29148 places it,
//     and the introduction under them), milestones and change
//     management (skipped whole: their "must" binds the team, not the
//     product: "Pull requests must …"), schedules, task lists, team
//     members, installation and usage, decisions, conclusions, goals and
//     visions ("User Interface Design Goals"), a TL;DR, the problem;
//   - tables and lists that refer to requirements rather than state them:
//     traceability and verification matrices (a column that traces or
//     verifies: "Verified By", "Use Case", or that lists IDs: "FR11, FR12",
//     "FR6-10"), a row or an item that only names a requirement the
//     document states elsewhere ("| FR-1 | Login |", "| UC-01 | Process
//     Sale |" after UC-01's fields; a list that counts from 1 states
//     no row "| 1 | …": both are kept, the item as "1#2"), items naming an epic
//     ("Epic 2: …"), items that list IDs after a label ("Safety
//     Requirements: SR-04, SR-08"), test cases (a table whose ID column names tests,
//     "Test Case ID", or holds tests' IDs only, "TC-001", outside
//     acceptance criteria); but a matrix whose column of requirement IDs
//     ("Requirement ID") holds IDs the document has not stated before, nor
//     their parts (FR-1.1 states FR-1), and whose "Description" describes
//     each states those requirements, however it traces them;
//   - diagrams' source (fenced, PlantUML without a fence, boxes drawn in
//     text), a paragraph that is one code span, a link alone ("1.
//     [Introduction](#introduction)");
//   - notes and questions: a note under an item ("[Note: …]"), behind an
//     emoji ("⚠️ Note: …"), an open question ("Should refunds be
//     partial?") outside edge cases, which spec-kit writes as questions.
//
// A block indented four columns or more after a blank line, which
// Markdown renders as code, is read as the text it holds when it is prose
// (lines.go, proseBlock): it follows a heading, a thematic break or a
// paragraph at the margin (not an item, whose indented lines continue
// it), no line of it looks like code (brackets, an operator, a tag, a
// backtick, a comment), and a line of it has three words or more. A use
// case's flow indented so ("    Main Flow" over "    1. The clerk …") is
// then its flow, its steps its own.
//
// A short line ending with a colon without a verb ("API surface (versioned
// v1):", "Behaviour:") labels what follows and is not read, nor is an item
// ending with a colon right over a fenced block ("- Create an event:" over
// a command), an example's caption.
//
// A section's title says what it holds (roles.go), with or without an
// article ("The Background", "Our Team"): nothing is read in a section on
// the code's classes ("Class Diagram", "Inheritance Tree"), the
// team ("Team Members and Roles"), personae, known limitations or open
// gaps. A section that appraises the product or the idea (a SWOT analysis
// and its parts: "Strengths", "Weaknesses", "Opportunities", "Threats";
// "Benefits", "Advantages", the "Research" behind it, a project
// template's "4W's and 1'H") or says how a spec follows its project's
// constitution ("Constitution Check") is an explanation, and a spec-kit's
// clarifications under another title ("Clarifications Resolved") are
// notes: only a sentence with shall or must is read there.
//
// Sentences are left out when they read as explanations ("This section
// describes …", the document or one of its parts saying what it holds or
// is for, whatever its name: "This module defines the functional
// requirements for …", "This Software Requirements Specification serves
// as …", unless a modal verb of the sentence's own clause follows what it
// is for, "This module serves as the only path to the terminal and must
// log every payment", and after a sentence whose subject is the document, "It …"
// without a modal verb going on about it: "It lists what the kiosk
// must do", "In this chapter …", "It is recognised that …", "X is a …
// application", "The primary use of …", "The waiter usually knows …", a
// sentence left open for the items after it: "users are able to:", how
// things stand today: "The current implementation uses …", who uses the
// product or who its users are: "The library system is used by students",
// "Users include …", what someone aims to do with it: "The college aims to
// use …", and after an explanation what something is: "Functional
// requirements are the features …"), reasons ("This will ensure that …",
// "Because …" without shall or must), examples ("For example, …", and the
// sentences after it that go on supposing: "If the user then …"), notes
// ("Please refer to …", "You could …", what bounds the work rather than
// requires: what is left out, "… is not included in this release", "…
// is out of scope", what the document's own work puts off to a later
// version, release or phase without shall or must, "Planned: a courier
// service", "Future barcode scanner support", "For a future version of
// the app, it is planned to …", "… are deferred to a future phase", "…
// are outside the current scope" (not a time in the product's behaviour:
// "Future appointments are listed …", "… deferred to the next business
// day", "In the next phase of checkout …", "Requests that are outside the
// current scope are rejected …" are read; a phase of development, of the
// project, of the product or of a product named is the work's: "In the
// next phase of development, users will be able to …"), a dependency on
// another story or requirement by its ID, stated without a modal verb:
// "Depends on US-4 and US-7", "This story depends on US-2" (not "… shall
// not depend on FR-2", nor "the tickets that depend on the zone"; what a
// thing depends on otherwise is read: "The fare depends on the distance
// travelled", "The app depends on a running fare server"), what is under "Not doing" or "Won't do" (as words:
// not "Won't double-send"), the project's open decisions or items, "Open
// decisions", "Remaining open items" (what the team has still to confirm
// or select; a section so titled most of whose lines state what someone
// or the system does, "The approver sees every pending item …", is the
// product's and read), a legend of values, "Effort key", a story or
// requirement that a later section cut from the scope repeats by its ID
// ("## Cut stories" over "| US-15 | Rate the date | Needs accounts |": the
// story where it is written in full, and its criteria), a phase of the
// project's plan by its number, "Phase 0 — Engine validation", "Phase 1:
// Core MVP" (its goal, gate and deliveries; not "Phase 1 Requirements",
// nor a phase at least half of whose lines state what the product does), a
// bullet list most of whose items name what is left
// out, under a title that does not say it holds requirements ("- No user
// accounts.", "- No ratings (later)": those items), what the product assumes, "The system assumes …", and
// under an "Assumptions" heading what its users or the people of one of
// its roles do, have or expect, "- Users mostly access it from phones",
// "- Staff use desktop computers", "- Shop owners have admin rights",
// without shall or must (not what the product sets for them when they
// arrive: "- All users start with an empty list", "- New users are
// assigned the viewer role"; nor a rule over one person, each of them,
// a number of them or only them: "- A member may hold three loans", "-
// Each owner has one shop", "- Only admins can delete a post"); under a
// "Dependencies" heading a service, story or part named without a modal
// verb, a version or package path it pins ("v2.1+", "2024a or later",
// "acme/plantdb" opening the item, "golang.org/x/sync", one in a code
// span; not "and/or") or a bold name, "- Push notification service for
// reminders", "- Story #3: Plant list", "- Existing photo picker
// (`pickPhoto`)"; what
// its users already know, "Users have basic computer knowledge", what is
// not needed at all, "No public API is required", "Not applicable to a
// kiosk" (not "A guest is not required to sign in", a behaviour), what
// something existing can be made to do, without shall or must ("The
// existing sync queue can be extended for drafts": the present design's
// possibility, not an obligation), under an
// "Assumptions" heading (or one that names assumptions among other
// things: "Dependencies / Assumptions", "Risks & Assumptions") what is
// given around the product, "- Meter counters are available", "- The
// catalogue remains accessible", "- Data is sourced from …", "- Devices are
// connected to one network", "- Hosting provides sufficient memory", "-
// The sampling interval is appropriate", "- The data accurately
// represents a week", what is in working order or good enough as it is,
// "- The scanners are properly calibrated", "- The network is stable
// and reliable", "- The reader is functioning correctly", "- A delay of
// a few seconds is acceptable", and what is there before the feature, as the
// feature finds it, "- The orders table already exists", "- The plant
// list already has a zone column" (not "- The export job is already
// implemented and will be reused", which builds on it),
// item, numbered item or item with its own ID ("- **A-002**: Users access
// it from a browser"), what is left to a later step of
// the project: "… will be defined during technical planning", "… will be
// detailed in the project plan", "There is
// no requirement to …", "… has no responsiveness requirement", "Need to
// discuss …"), references ("…
// are to be found in the annex"), what the document says of its own
// requirements ("Each requirement is testable", "All requirements are
// stated in plain language", "Update this section as …"), what its parts
// say or where they are ("The requirements in this section specify …",
// "Each test reflects …", "A description of each test is given …", "The
// following procedures are defined") and of its
// authors' work or its marks ("we have identified the top three use
// cases", "Below is the list of …", "Those marked with [D] are …"),
// definitions or front matter ("Version 1.2", and the short lines
// without a verb after it in a title block: "Prepared by …" over "Acme",
// "2024-09-18"); a sentence that goes on
// from an explanation with a connective or a pronoun ("In addition, it …",
// "It allows …") is one too.
//
// In an introduction, overview, background, scope, architecture, plan,
// test, user classes, similar products or other explanatory section
// ("Technical approach *(overview)*", "Testing strategy", "Performance
// tests"), in a glossary, and in the text between a Markdown document's
// title and its first heading (no preamble when that title names
// requirements and another level-1 heading follows: "# User Stories" …
// "# Misuse Cases" are chapters), only sentences with shall or must are read — and, in an
// introduction, scope or overview (not a purpose, which says what the
// product or the document is for), those that say what the product
// will do or its users can do ("The system will allow a home owner to …",
// "the homeowner can add devices"; not "This document will describe …", "…
// will be described in section 3", nor in a paragraph that opens on what
// the document does — "This document outlines the requirements for …
// The application will provide …" sums up —, or on what the product aims
// to do — "Acme aims to provide …" —, nor in a summary, which sums
// up too, nor in a document that gives its requirements headings of
// their own — "### Requirement 1", "### User Story 2" —, whose
// introduction (the parts before the first of them, or one titled
// "Introduction") sums them up, nor in a background, context or
// perspective, an out-of-scope or future section, nor under a plan of the
// project, nor in an overview, purpose, scope or product perspective that
// states nothing of its own: a section under such a title none of whose
// lines up to the next heading carries a requirement ID, shall or must,
// a list item or a table row, which previews what the requirement
// sections state). Such a section inside a chapter of requirements ("3.1
// System Architecture" under "3 Specific Requirements", "4.2.3
// Installation" under "4. Requirements") reads too a sentence or an item
// that obliges the product with should or will, its subject the product
// or a part of it ("The system should keep to …", "- The backend will be
// deployed as …"); may, can, could, might and would there only allow or
// suppose, and another subject ("Owners should read …") stays an
// explanation. A chapter on the setting ("Context", "Background") that
// narrates behaviour, with at least three sentences opening on a trigger
// and its clause ("When a visitor taps the screen, …", "If …", "Once
// …"), is read as any prose; a "Context" heading beside a decision
// record's other fields ("Decision", "Consequences") is the record's
// field and explains, as the label "**Context**:" does. So it is in the prose of an epic ("## Epic 2: Sharing", "### EPIC-001: Foundation", "##
// Epic List"), which sums up the stories under it, while its lists are read
// as anywhere. A list under a label that says it is in scope ("Activities
// which are “In Scope”:") is read as requirements when it names
// activities, not when it names the features in an explanatory chapter
// ("**In Scope**" over "- Rule-based anomaly detection."), and the tests of
// an "Acceptance Criteria", "Testing Requirements" or "Verification Tests"
// chapter ("6.2 Event Management Tests") are its requirements. A sentence ending with a colon
// right over sub-sections announces them and is not read. A lead-in that
// only says what something is made of or holds, without a modal verb
// ("It provides:", "Key entities include:", "The kit consists of:"; the
// verbs are data, inventoryVerbs in lists.go), over a list that names
// things ("- Login page", "- Search page") is not read, nor are its nouns,
// but under a title that names requirements ("Security Requirements"),
// where the nouns are what is required. Emoji before a
// title do not hide its role ("✅ Success Criteria"); an appendix has the
// role its name gives ("Appendix A: Glossary"), and the parts of an
// appendix explain whatever their titles ("12.2 Collected Material",
// "Technologies" under "Appendices"), but for a glossary, notes or what is
// left out, and but for a list naming the product's parts with what each
// does in the present tense ("- Home Page: Displays …", "- Search Page:
// Allows …", as in any explanation; not "- Order: Represents …", a term
// defined), read an item each; two titles of one role
// joined make a title of that role ("Target Users & Personas"); a hyphen
// is a hyphen however written ("In‑Scope"); a title that says what it
// holds is left out explains wherever those words stand in it ("Features
// Out of Scope", "Excluded from MVP", "Scope Exclusions"); a title that names
// the system's behaviours ("Cross-Cutting Behaviours", "System Behavior")
// holds requirements, as one that names requirements does; a future section ("Future
// Enhancements") and an overview ("Data Model Overview", "Scope
// Definition") explain, and a section in scope under one of them is read
// as a label in scope is.
//
// A table of contents holds only its list: the heading after it is its
// sibling whatever their levels ("Table of Contents" underlined with "="
// over "## 1. Introduction"), and a chapter numbered on its own ("## 2.
// Requirements") is never part of a skipped section (a revision history)
// above it, while what else a skipped section holds stays skipped. Under a
// title naming a table of contents ("Table of Contents", "Contents",
// "TOC", alone on its line or a heading; not "Index"), three or more lines
// up to the next Markdown heading that are all entries are its list, not
// read, however they are numbered: a title, with its number, its link
// written out or not, a page number, a "<br>" or a final backslash
// ("2.1<TAB>[Product Perspective]()<TAB>1\", "<TAB><TAB>1.1 Purpose<br>",
// "* 2 [Overview](#2-overview)"); an entry has at most twelve words, no modal
// verb and no final period or colon. A line that is not one, or no
// heading after them, leaves them as they are. So a table of contents
// exported from a word processor no longer gives the document's section
// numbers to its lines.
//
// A section is named by its heading's text as a reader sees it, in the
// sections and in every requirement's section path: a link is its text
// ("## [Booking](#booking)" is "Booking"), a page number after a link or a
// tab is dropped ("### 2.1 [Refunds]() 4" is "2.1 Refunds"; "## Phase 2"
// keeps its number), and so is a final backslash, a Markdown hard break,
// or a final HTML break ("- 5.4.1 Quick login<br>" is "5.4.1 Quick
// login"). A requirement's text does not end with a hard break's
// backslash either: one at a line's end after a sentence's final
// punctuation ("… only.\"), or one whose paragraph goes on on the next
// line. A backslash ending a block is literal, as CommonMark reads it, and
// stays ("- FR-1: … to the folder C:\Backups\").
//
// The "Product Functions" or "Product Features" of an "Overall
// Description" (or of a "Product Overview") are read as requirements, as most documents' readers list
// them ("- Booking: Riders reserve a seat."), but for the names of features
// alone, which sum up the chapters after it: a list mostly of terms, or a
// line of up to five words without a modal verb or a stop ("Booking &
// payment"). In a section on the users
// ("User Classes and Characteristics", "Stakeholders"), a sentence with
// "will" is read only when the product is its subject ("The product will
// also offer …"), not a class of users ("They will donate blood"); what a
// class of users can do is read ("Members of the receiver class can
// respond …", "They are also able to see …"), in a sentence or a list
// item ("- **Rider** – Can reserve a bike"), but not a "can" of purpose
// ("Gets a bike so they can reach work"; "Members who wish to do so can
// export …" has no subject before its "can" and is read). A class's own sub-section that
// explains ("#### 2.2.1 Riders", "### Primary — The Commuter" under
// "Personas") is in the section on the users. An "Actors" section is one of
// them (the title's words are whole words: "Human Factors" is none; nor
// is a title that names requirements: "Stakeholders Requirements"), and
// there an item's or a row's own code of a letter or two and a number, or
// a number ("- A1. **Rider**: A person who …", "| 1 | Teacher | … |"
// under "Personas"), names the user it describes, when it describes one
// without a modal verb or what the user can do: it makes no requirement
// of it. An item or a row that promises something is read under any ID
// ("- A3. **Cook**: Can mark a dish ready.", "- FR-1: The app shall …").
//
// A line in capitals alone ("FUNCTIONAL REQUIREMENTS") is a heading, with
// the role its title gives, and so is a chapter numbered on its own in
// capitals among numbered sections ("9. ASSUMPTIONS"), however few
// sub-sections it has, or between blank lines when its title has a role
// ("1. USER STORIES"), or one whose title has a role ("1. System
// Overview") in a document whose chapters are written as list items ("3.
// Functional Requirements" over "3.1 …"). A plain text's first line is its
// title when a blank line or a header of short labelled fields follows it,
// or a subtitle (a short line shaped as a title over a blank line or a
// heading: "Cinema Web Application" over "1. Introduction"), not read;
// that header ("Project: CabLite", "Component: Backend System", a label
// of up to three words and a value of up to eight that states nothing) is
// not read, after any title. A label that names what follows ("**Acceptance
// Criteria:**", "Acceptance criteria:", "**Search & View**") heads the list
// or table under it; a paragraph after that list is its section's again.
// At the margin, a label that names criteria by a short name alone, the
// first word of "Acceptance criteria" ("**Acceptance**") or the
// abbreviation of "Conditions of Satisfaction" ("**CoS:**"), heads the
// criteria of the story or requirement above it (US1/AC1, REQ-7/AC1);
// indented in a list item it is one of the item's fields, read with it.
// A bullet nested under a numbered story that opens with such a label or
// "Acceptance criteria:" ("3. As a rider, …" over "- CoS: Booking should
// …") is the story's criterion "3/AC1", also when its modal verb makes it
// a rule of its own. A line of an item's own text that opens with such a
// label or with "AC" (alone, numbered or "AC shared"; "AC input:" is
// power) and a criterion after it ("- **FR-3** Login" over "  **AC**: 401
// on a bad password", a story over an unindented "CoS: …") is the item's
// criterion too, read on its own ("FR-3/AC1"), the item's first line its
// requirement.
//
// A statement need not have a modal verb: "Ability for the user to …", "X
// is to be …", the present tense ("The system sends …", "Users upload
// files"), imperatives in a requirements section, stories and scenarios and
// any statement carrying a requirement ID are requirements.
//
// But a document says how it states its requirements, and the reader
// learns it from the document before it settles what a plain sentence is
// (dropPlainSentences, around.go): when most of what a document reads
// carries IDs of its own (half of its units or more, three at least; a
// numbered list's numbers and the IDs derived from a story's or a use
// case's count too) and those state with modal verbs (three in five or more: "- **FR-2**: The
// kiosk shall …"), a sentence of a paragraph with neither an ID nor a
// modal verb ("These rules back FR-2 and FR-5.", "The current layout uses
// two guides.") describes, and is not read; when shall or must state four
// in five of them, so does a sentence whose only modal verb is a weaker
// one ("Staff can manage the stock.", "The system will allow:"). What
// keeps its reading whatever the document's style: a user story, a
// constraint or a quality (the technology it is built with, a bound), a
// sentence that continues a requirement, and a line of a list, a table or
// a labelled field ("**Owner:** Ana"). A document that names few of its
// requirements, or states them in the present tense, reads such a
// sentence as a requirement.
//
// After the readers of Markdown and plain text (reStructuredText and
// AsciiDoc too), a unit they read whole is cut where a learned model says
// requirements start in it (split.go): a plain splitter cuts the text into
// headings, table rows, list items with their continuation lines, lines of
// code and a paragraph's lines, each goes to the unit holding most of it,
// and a unit holding two or more of which two or more start a requirement
// (p ≥ 0.5) is cut at each of them, what stands before the first going
// with it, so that no text is lost ("As a rider, I want …" over "**Acceptance
// Criteria:**" and its indented items: the story and each criterion). The
// model is a logistic regression over hashed features of a unit (its
// lower-cased words, first words, length, container, ID or number, its
// section's words), trained on the tuning part of the requirements ground
// truth up to the round it was measured with (split.bin, regenerated by go
// generate with the corpus at hand; see split_weights_test.go; split.sum
// checks without the corpus that it still fits the features). A
// cut falls only where a line starts a unit: never between the sentences of
// one line or the lines of one paragraph, nor under a statement that
// announces the items after it ("The kiosk shall accept these cards:" over
// "- Visa"; a label alone, "**Acceptance Criteria:**", announces nothing),
// and a scenario is never cut. A unit that names itself on its first line
// ("- **FR-2**: …", a directive's name, or the number that ends its ID: a
// use case's step "2. **Shelve**" of "3/2", an extension's or its step's
// label, "- 2a1. …" of "UC-1/2a1") is one requirement, however
// much is nested under it: it is cut only where a piece carries a code or
// a section number of its own ("AC-7: …"). A note or a pointer ("Note: …",
// "See …") starts no requirement, and the items of one list at one indent
// are cut alike, by the mean of what the model says of each, so that a
// model hesitating over one item does not cut the list at some items and
// not at others; the items of an overview's summary of what the product
// does ("2.2 Product Functions") are cut at every item whatever the model
// says, for each is then read or left out on its own (above). A label
// alone between two groups of items ("**More Criteria:**" after the first
// criteria) goes with the group it heads, not with the piece before it;
// the label of the first group stays with the unit's first piece. A table's row and a unit of one line are never cut;
// an explanation is not cut because the model finds no two starts in it,
// its judgement, not a rule. A piece keeps the unit's section, kind,
// parent and attributes.
//
// # IDs
//
// Every requirement keeps the document's own identifier as its ID:
// requirement IDs (FR-003, NFR-2, PINES-017, REQ_12, R1, SYS-FR-3, REQ-3-1,
// FR-002a; a hyphen may be U+2010 or the non-breaking U+2011, kept as
// written) at the start of an item, line, sentence, heading or table cell,
// in the forms "FR-1:", "FR-1.", "FR-1)", "FR-1 -", "**FR-1**", "**FR-1
// Title** —", "**FR-1: Title:**", "**FR_1 (Must)** Title" (a priority in
// parentheses or brackets inside the bold, only levels of a priority
// scale, is left out), "FR-1 (Offline mode): …" and "FR-1 (Must) – …" (a
// title of at most six words in parentheses between the ID and its colon,
// or a dash with a space before it; the text begins after them), "_FR-1:_",
// "[FR-1]", "(FR-1)", "`FR-1`", a word that qualifies it before
// it ("Future FR1:" is the ID Future FR1), a space before the number or
// letters in title case before a colon or a dash ("FR 1.1:", "Req-01:"; not
// "ISO 9001:", "Phase 2:"), or "FR-1 The …" when the document starts
// another line with an ID of the same letters; IDs of capitalised words
// joined by dots ("Create.Link.Assign The tool shall …"), in that weak form
// only, when another starts with the same word; section numbers (3.2.1,
// 4.1.1.3a); the numbers of numbered list items outside a use case or flow
// ("1", "2") and of stimulus/response pairs; table cells; record IDs.
// Where lists numbered afresh under each numbered section use a number in
// two sections ("1." under "3.1 Routing" and under "3.2 Layout"), every
// such number right under a numbered section is qualified by the
// section's number, the separator a use case's steps use: "3.1/1",
// "3.2/1" ("## 2. Board" numbers its lists too: "2/1"), without a
// warning, the document not being at fault; a document that repeats no
// list number across sections, and lists under groups without a number
// ("### Must have", "### Should have"), keep the bare numbers. So are
// requirement IDs a document numbers afresh in each numbered section
// ("REQ-1", "REQ-2" under "4.1.3 Functional Requirements" and again
// under "4.2.3 …"): when the first ID of a family (its letters, "REQ-")
// is written again in another section and none is written twice in one
// section, every ID of the family under a numbered heading is
// "<section>/<ID>" ("4.1.3/REQ-1", "4.2.3/REQ-1"), without a warning; an
// ID written twice in one section, or under a heading without a number,
// stays "REQ-1#2" with its warning. IDs
// are derived from the document where it gives a unit without one:
//
//	<use case>/<field>      3.1.2/Postconditions, Log In/Primary Actor
//	<section>/<step>        3.1.1.2.1/4, Log In/2 (numbered steps of a use case or flow, also inline "2) …")
//	<section>/<n>           3.2/1 (a list numbered afresh under each numbered section, see above)
//	<section>/<ID>          4.2.3/REQ-1 (requirement IDs numbered afresh under each numbered section, see above)
//	<use case>/<field>/<n>  7/Precondition/1 (numbered items of a field other than the main flow, in a table)
//	<use case>/<item>       UC-01/PRE-2, UC-01/2.1 (items of their own numbers in a table's cell or rows)
//	<use case>/<condition>  UC-01/Payment declined (a row of a table of alternative flows)
//	<section>/Constraints   8.2.1/Constraints (a class description's constraints)
//	<story>/AS<n>           US1/AS2 (acceptance scenarios of "User Story 1")
//	AS<n>                   AS2 (numbered acceptance scenarios of a story without a number)
//	<story or ID>/<n>       1.3/2 (numbered acceptance criteria of "Story 1.3")
//	<story or ID>/AC<n>     US2/AC3, FR-003/AC1 (unnumbered acceptance criteria)
//	<title>/<field>         Walk Log/User Story, Walk Log/2, Walk Log/AC1 (a list of a feature's fields
//	                        under a heading without an ID: "- **Description:** …", "- **User Story:**
//	                        As a …", "- **Acceptance Criteria:**" over its items; a "/" of the title is
//	                        "-": "### Import/Export" gives Import-Export/User Story)
//	<number>, <number>/AC<n> 3, 3/AC1 (the same list under a heading that opens with a number and has
//	                        no sub-sections: "### 3. Homepage" over "- **User Story:**" and
//	                        "- **Acceptance Criteria:** Given …", each criteria field without items
//	                        being one, 3/AC1, 3/AC2; not when the list's items have IDs of their
//	                        own; two chapters that number their headings from 1 each give 1 and 1#2)
//	<key>/AC<n>             success_criteria/AC2 (YAML and JSON)
//	<ID>, <ID>#<n>          SR-01, SR-01#2 (the items under "### SR-01: Title" when they are its
//	                        requirements: the first under the heading's ID, the others under it again)
//	<ID>/AC<n>              AC001/AC2 (the same in acceptance criteria)
//	<key>/<setting>         build_config/target_os
//
// A story is named as its document writes it: spec-kit's story, "User
// Story" and its number followed by a hyphen and a title ("User Story 2 -
// Export (Priority: P2)"), or by any dash and a title with spec-kit's
// "(Priority: …)", is "US" and its number (US2), and in a document with
// one such story so is a story over an en or em dash (decided once per
// document); any other story
// label keeps its words ("User Story 2: Export" and "User Story 2 —
// Export", an en or em dash and no priority in a document with no
// spec-kit story, are User Story 2, "Story
// #4: Water" and "Story #4 - Water" are Story #4); a criteria heading at
// the level of the story heading right above it, with only the story
// between ("### User Story 2 — Export", the story, then "### Acceptance
// Criteria") and its list, or the list's introduction, first under it,
// gives its items that story's ID (User Story 2/AC1) — not one after the
// last of several stories when no other story has one (the document's);
// a dotted number is the number as written ("Story
// 1.3", an epic's third story, is 1.3), but "User Story 1.1: Lend" keeps
// its words, User Story 1.1, whatever the separator ("User Story 1.2 -
// Return" is User Story 1.2). A story's "**Test Cases:**" items go on
// counting its criteria (User Story 1.1/AC6 after AC5), and a Given/When/
// Then paragraph under a heading "Scenario 2: …" in a story is
// "<story>/2". Its heading is a Markdown heading
// or, in plain text, a line of its own over its story ("User Story 1 -
// Plan a Bed", "Story 2: Water"; a label of criteria under it,
// "Acceptance Criteria" with or without a colon, or the same under another
// name ("Criteria of Satisfaction", "Conditions of Satisfaction",
// "Confirmation Criteria"), gives them its ID: US1/AC1, Story 2/1, each
// criterion a list item or a paragraph of one statement); a heading
// that numbers a requirement in words is its word and number as written
// ("### Requirement 3" is Requirement 3, its numbered criteria
// Requirement 3/1, Requirement 3/2; "## Feature 1 - Sign-in" is Feature 1,
// the criteria under "### Feature 1 Acceptance Criteria" Feature 1/AC1).
// One item over nested ones alone under a heading with an ID ("### R2:
// States" over "- Each car shall:") is that ID's requirement. A use case is named by its code
// (UC-3, also under a section number: "2.1 UC1: Add Customer" is UC1, whose
// list of labelled fields, two of them a use case's own, are its fields
// whatever the others' labels), its number as written ("Use case 3", "Use
// Case #3" are 3; a code of hyphenated words after UC, "UC-AUTH-sign-in:
// Sign in", and one numbered with a Latin ordinal, "UC-7 bis  Undo", are
// UC-AUTH-sign-in and UC-7 bis, as an ID field's value in a code span is,
// "**UC ID and Name:** `UC-AUTH-sign-in`: Sign in", which is not read),
// its section number, the number opening its heading ("## 1. Register Item"
// over "### Preconditions" and "### Main Flow" is 1: 1/Preconditions,
// 1/2), or its name ("Use Case Log In" is Log In, "Use Case Narrative:
// Place Order" is Place Order: a word for its text before a colon is no
// part of the name, nor are the words after it that say it is a use case,
// "Place Order - use case scenario", nor HTML tags around it). A code
// before or after the name names it wherever the name stands — a
// heading, a table's name row, a flow's title ("Use Case Specification:
// UC-01 Place Order" and "Place Order (UC2.001)" are UC-01 and UC2.001;
// in parentheses, only a code that opens with UC or holds a dash or a
// dot: "Pay by Card (PSD2)" keeps its name).
// A title that only names the kind of text ("# Use case narrative", "#
// Use-Case Flow Description") names no use case: the use cases are the
// headings under it. The body of a numbered leaf heading read statement by
// statement (see "What one requirement is") opens with a requirement
// under the heading's number: its first sentence of prose, without an ID
// of its own, takes it ("#### 3.1.2 Search" over "The user can enter a
// title. The user can press Search …" gives 3.1.2, then generated IDs),
// unless another requirement writes that number as its ID; a list item,
// a table row, a code block or a term alone on its line without a final
// period ("Add a bed") takes none, its siblings being requirements of
// their own alike. Elsewhere a
// requirement gets a generated ID, R-001, R-002 … in document order, never
// one the document uses. A document that uses one of its own IDs twice
// keeps both requirements, the second as "4.1.1.3#2", and Parse reports a
// Warning (see WithWarnings; not for the numbers of lists that start again
// at 1: "1#2" under groups without a number, "3.1/1#2" for a second list
// in one section); IDs never repeat in the result. A requirement's Parent is its
// parent's ID as settled: the criteria of a second "### Search" have
// Search/User Story#2 as their parent, the items nested under a second
// FR-2 have FR-2#2.
//
// A piece of a unit cut by the split (see "What one requirement is") is
// named by its own requirement ID or section number when it starts with
// one ("AC-7: …", "3.1.2 …"), else by its list item's number under the
// unit's ID ("US3/2"; the number alone under a generated ID), under the
// unit's ID and the label of its group when a label alone heads a later
// group ("US3/More Criteria/1", as a use case's field names its items),
// else by the unit's ID, settled as the unit's ID for the first (with the
// unit's warning when the document used that ID before) and "US3#2",
// "US3#3" for the others, without a warning. The pieces after a user
// story are its acceptance criteria, as the story readers make them: kind
// acceptance_criterion (unless a code of their own says otherwise), the
// story as parent, a numbered one "US3/2" without its number in the text,
// an unnumbered one "US3/AC1", "US3/AC2". A piece's own ID is left out
// of its text, as everywhere; another list item keeps its number, and a
// piece that a label heads keeps the label.
//
// In a list of a feature's fields the story is the parent of every other
// field and criterion, wherever it stands in the list; the fields that
// keep the books ("Priority", "Status", "Story Points", "Owner": those a
// template's or a table's reader does not read either) are the story's
// attributes, not requirements, and a "Description" or "Notes" is read
// only when it states something (a verb: "Log rides and see totals.",
// not "Ride history."). A "/" of a title is "-" only there: a use case's
// name and a field's label keep theirs ("Accept/Reject Item/1").
//
// # Title
//
// Specification.Title is the document's title: its first level-1 heading
// without a section number ("# Kiosk Ordering"; AsciiDoc's "= Title", a
// reStructuredText title), else, in a text without one, a first line
// that stands alone and does not end like a sentence, with a subtitle
// right under it. A generic title names no document: one that only names
// a section — a title of the header vocabulary (roles.go) whole: "#
// Overview", "# 1. Introduction", "# Functional Requirements", "# User
// Stories", "# Revision History" — or only the kind of document ("#
// Software Requirements Specification (SRS)", "# Requirements
// Document", "# PRD"). The document is then named after the specific
// heading right under it, only blank lines between ("# Functional
// Requirements" over "## Harbour Berth Booking" is "Harbour Berth
// Booking"; a heading without a section number, an ID, a role, a use case
// or a story, not ending like a sentence), or a line in bold alone that
// opens the document after it, past blank lines ("# Software Requirements
// Specification" over "**KayakDesk**"; "**For KayakDesk**" is "KayakDesk";
// six words at most, no role, not itself generic), or the plain text's
// subtitle line, else after its file ("money-app" for money-app.md), as one
// without a title is; a title that says more ("# Kiosk Requirements",
// "# Software Requirements Specification for Kiosk Ordering") is kept.
// Either way that heading is read as the title's: not among the section
// paths, its text not read as a requirement; the subtitle heading keeps
// its place. YAML and JSON take it from a title-like key, Gherkin from
// the Feature line.
//
// # Requirement fields
//
// Requirement.Text is the requirement's text exactly as it appears in the
// content (continuation lines keep their line breaks and indentation) and
// Offset its byte offset: Content[Offset:Offset+len(Text)] == Text. An
// HTML character reference in the text ("&quot;", "&amp;", "&#39;", with
// its ";") is written as its character, and such a text, no longer the
// content's bytes, has Offset -1, as table cells joined have; the ";" of
// a reference parts no clauses. A table cell's backquotes are stripped
// only around one code span ("`a.py`, `b.py`" keeps all four). Line
// and Column (in characters) are where it starts, both from 1. Section is
// the innermost section's title and SectionPath all of them, outermost
// first (the document's title is not among them). Kind is the one its shape
// or section gives (a scenario, an acceptance criterion, a use-case field;
// a requirement under "Non-functional requirements", "Constraints" or
// "Assumptions"), else the one its ID's letters give (NFR-, SC-, C-), else
// functional under "Functional requirements", else non-functional when the
// text names a quality (response time, 99.9% of the time), else functional.
// Attributes hold a table row's other columns and a record's other fields,
// with lower-case names.
//
// # Definitions
//
// Glossary entries ("- Term: meaning", "**Term** – meaning", a line "Term:
// meaning" in a glossary section, a table of terms, a table of the
// parties around the system — its first column names actors, personas,
// roles or user classes, the others who they are and what they want ("|
// Actor | Who they are | What matters to them |"), none what they may do
// ("Permissions") —, a spec-kit "Key Entities" list), sentences that define a term ("\"Patron\" means a
// registered library user.", "Let x be …") and acronyms spelled out in the
// text ("Final Clarified Specification (FCS)", the initials making the
// acronym) become Specification.Definitions, the first of each term, in
// line order.
//
// # YAML and JSON
//
// The top-level keys are read by what they hold (see structkeys.go for the
// whole vocabulary), whatever their spelling ("userStories", "user-stories"
// and "user_stories" are one key): requirements, user stories (the story is
// the text), scenarios (title, description and given/when/then in one
// text), success criteria, non-functional requirements, constraints and
// settings (build_config: one requirement per setting), API contracts,
// entities and glossaries (definitions), sections and architecture. Any
// other key holding a list of entries is a list of requirements, and a
// mapping that wraps a layout is read in turn; under a requirements
// mapping, keys that name a kind ("functional", "nonFunctional",
// "constraints") give their lists that kind. An entry is a string or a
// mapping: its ID is its id-like field (id, key, ref, story_id …), its text
// the first text-like one (text, description, statement, requirement,
// criterion, story, title, name …), or a story written as fields ("as",
// "iWant", "soThat": "As a shopper, I want …, so that …"); its other short
// fields are attributes. A list of strings or entries under a criteria-like
// key of an entry (acceptanceCriteria, criteria, tests, scenarios,
// definition_of_done …) holds its acceptance criteria, "<id>/AC<n>"; a list
// of entries, or of sentences under a requirements key, under another key
// holds entries of its own (an epic's stories), and an entry that only
// names them is not a requirement. A top-level list is a list of
// requirements. Keys not read are reported as warnings. JSON is read with
// encoding/json (its escapes differ from YAML's), YAML with
// gopkg.in/yaml.v3. A text's Offset is -1 when it does not appear verbatim
// in the file (an escaped JSON string, a folded YAML scalar, a scenario's
// composed text); Line and Column are then the entry's.
//
// # Errors
//
// Every error is an *Error naming the file, e.g.
//
//	spec: examples/x.md: not valid UTF-8 at byte 12
//
// and wraps one of ErrTooLarge (more than MaxSize, 5 MiB; ReadFile stops
// reading there), ErrEmpty (nothing but white space), ErrBinary (a NUL
// byte, or control characters other than tab, line feed, carriage return
// and form feed in more than 1 byte in 100), ErrNotUTF8 (also for UTF-16
// text, recognised by its byte order mark), ErrSyntax (YAML or JSON that
// does not parse, with the line) and ErrNoRequirements (nothing states a
// behaviour, capability or constraint: a greeting, a code file, a shopping
// list; the message says what was looked for), or, when a file cannot be
// read, the file system's error (errors.Is(err, fs.ErrNotExist) works). The
// checks run in that order. A source file is refused with
// ErrNoRequirements before it is read, whatever its name (a ".go" file, or
// one copied as "spec.txt"): of its lines of text, list items and
// quotations, comments ("//", "/*") aside, 45% or more, and five at
// least, are code syntax — only brackets and separators ("}", "})"), a
// line ending with "{", or with ";" after a bracket or an assignment, a
// string literal alone ("\"context\""), an operator of code (":=", "==",
// "!=", "&&", "||"), a declaration or statement keyword that opens the
// line ("package main", "func main() {", "var x = …", "return nil").
// A file too small for five is code when one line settles it and code
// lines are still 45% or more: a shebang ("#!/bin/sh") on the first line
// (that alone), or a line of text, not a list item, that is a package
// clause ("package main", "package shop.orders;"), a Python definition
// ("def total():"), an import ("import os", "from pathlib import Path",
// `import "fmt"`) or an #include. The message leads with what the text is:
// "this is source code, not a specification: 69 of its 85 lines that are
// not comments are code (…)" (or "a script (its first line is …)"), then
// says what was looked for. The code a specification shows
// in the blocks the reader knows as code (fenced in Markdown, an AsciiDoc
// listing, front matter) is not weighed, nor are headings and table rows:
// a spec with code blocks or JSON examples is read (on the tuning
// documents, the highest share of code lines is 7%). ErrDuplicateID is kept for callers that branch
// on it; Parse no longer returns it.
//
// # Speed
//
// Reading is linear in the size of the input; a Markdown specification at
// the size limit reads in well under a second (BenchmarkParseMarkdown,
// TestParseIsLinear; figures in BENCHMARKS.md), and so do many short
// numbered lists under headings and a long heading over thousands of
// numbered items, in a second or two (BenchmarkParseLists). One long line of units
// read one by one (inline steps, the tags of an HTML cell) reads at a
// speed that does not fall with its length (BenchmarkParseLongLine).
// The titles and labels the reader compares with its vocabularies are
// lower-cased on the stack when they are short ASCII text, and section
// numbers are read without an expression, so that neither allocates.
// Every shape of the linearity checks (shapes_test.go: hand-made shapes,
// one per pass that looks past a unit at the units after it, and the
// repository's example specifications repeated) is read at two sizes 16
// times apart: TestParseIsLinear counts the allocations per byte,
// BenchmarkParseGrowth times each byte, and CI fails when the larger
// size's time per byte is more than 5 times the smaller's
// (internal/growthcheck).
package spec
