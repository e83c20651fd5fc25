// Package decisions asks about the decisions a specification leaves open,
// not about its words. It holds a catalogue of decision points — data,
// one YAML file per domain, each entry with its subjects, the patterns
// that show it decided, a question, 2–4 options with their implications,
// a recommended option and why, an impact from 1 to 5, sources by ID and
// examples run as tests — and an Analyzer that matches the catalogue
// against a specification, finds the exceptions it makes to its own
// rules, folds the findings of a word-level analyzer into the decisions
// they concern, and ranks every candidate question.
//
//	a, err := decisions.New(rules.New())
//	ambs, err := a.Analyze(ctx, spec)       // word findings + decisions + exceptions
//	qs, err := a.Questions(ctx, spec, ambs) // ranked, most worth asking first
//
// The clarification workflow uses it by default: it asks at most
// Config.MaxQuestions (10) of the questions worth asking
// (QuestionsAsked: those that reach the floor MinScore, see "The floor")
// and records the rest in the FCS as assumptions with their recommended
// answers.
//
// # Decisions are findings
//
// A decision the specification leaves open is an fcs.Ambiguity like any
// other, so that IDs, questions, answers and the FCS keep working: Rule is
// the entry's ID, Location the first requirement the entry concerns (or ""
// when it concerns only text outside the requirements), Excerpt the
// subject as the specification words it there and Offset its exact byte
// offset in the content. Its type follows the entry's category (quality
// attributes are missing constraints, terminology is ambiguous
// terminology, the rest underspecified features); its severity is
// important for a score of 12 or more and minor below — never critical,
// which is kept for contradictions. Its ID is fcs.AmbiguityID over
// requirement, type, excerpt and occurrence, the occurrence counting the
// findings of the same triple already found (word findings first, then
// decisions in catalogue order).
//
// # Matching
//
// An entry concerns a requirement when one of its subject patterns
// matches there and, if it has required words, one of them too. The
// units matched are the requirements and, in Markdown and text
// specifications, the paragraphs outside them (a weak reader leaves much
// of a document outside its requirements, and reviewers read all of it);
// a decision found only outside the requirements is located nowhere ("")
// and its answer, concerning no requirement, is carried to a follow-up
// round as a quoted statement at the end of the content. An entry is
// decided when one of its decided patterns matches anywhere in the
// specification, and partly stated when one of its partly patterns does.
// Words in set phrases ("two decimal places", "each calendar month", "in
// the order given", "by means of") name no subject.
//
// A subject counts only in the entry's sense: an entry's other_senses are
// patterns that, found within five words of the subject's word, show it
// used in another sense ("room availability" is not uptime, a "responsive
// layout" not speed, a "power spike" not request load, "hosts and other
// staff" not hosting, a "read-only flag" on a book not a read-only mode).
// One rule covers every concept of a system quality (an entry of quality
// attributes, operations or failure handling): its word right after a
// person's or a physical thing's noun, its possessive, or before "of" one
// ("player performance", "vehicle maintenance", "readiness of the
// fleet") is that person's or thing's; and the catalogue's acts a person
// can do (monitor, duplicate, copy, maintain, …) done by a person right
// before them ("managers monitor deadlines") are that person's act.
// An occurrence in another sense does not count, and an entry whose
// subject the specification uses in another sense at least as often as in
// its own is not asked.
// Where a word has several senses and the entry's is known by what stands
// beside it, the entry names the companions its sense needs in the
// requirement itself (`near`, Entry.Near; questions generation 45): the
// rows, records, a spreadsheet or a list of a data import (not a movie
// "imported" into a library with its subtitles), the other party of a
// chat (not an assistant's chat panel), the data or database a backup
// keeps (not a loader that "backs up" to its defaults), the job a batch
// or an overnight run does (not a medicine batch, not overnight stays),
// the interface or the people a language is for (not the respective
// programming language of coding conventions), the changes a
// synchronisation merges (not a broker's connection drops). An
// occurrence in a requirement without any of them is no mention of the
// entry; it is no sign of another sense either, and weighs nothing
// against the mentions that have them. The word's role in its clause is
// data on the entry's subjects too: a list "ordered by" or "listed by"
// is sorted only by a key after it (a date, a name, a priority), not by
// a person ("dishes ordered by the guest"); "paid" is a payment's only
// beside a payment, an order, a card or an invoice ("no paid services"
// is a price); an "alert level", an alert's colour or icon, is no
// notification.
// An entry about what the system does behind its interface
// (Entry.NotAScreen: usage analytics, health and readiness checks) does
// not count its word where the word names a part of the interface — a
// tab, page, view, panel, dashboard, section or menu right after it, or
// a list of names such a noun introduces ("tabs for Overview, Analytics
// and Weather", "a readiness dashboard"): that screen shows the domain's
// data to its users (questions generation 46).
// The words right beside a subject's word are data on the entry too
// (Entry.Compounds, compound.go; questions generation 49): a compound
// names the nouns the word may modify, the nouns that may modify it, or
// that it must be a noun. A noun right before the word that the entry
// does not list makes a compound naming another thing ("Hyper Text
// Markup Language" is no interface language, "coverage metrics" no
// system of units, "status updates" no software update, "product
// availability" no uptime); a noun right after it that the entry does not
// list makes the word that noun's modifier ("maintenance history" is no
// planned maintenance, "legacy Word" no legacy system, a "hash index" no
// hash function, "historical dates" no history kept, "API keys" no API);
// a word that must be a noun is a verb before an object ("meeting a
// stranger") or where the tagger reads one ("drivers file claims"). The
// lists keep the entry's sense, not the other senses: any other noun
// beside the word is another thing, and the occurrence is no mention
// (like one without the companions of Near). The tagger reads the
// word's sentence only where a content word stands beside it outside
// the lists, or where a noun's word has no determiner before it and an
// object could follow.
// A word of an address — a URL ("published on https://…") or one of the
// system's routes ("`/admin/welfare/health`") — or one whose object is
// an address begun within three words after it, names that place, not a
// subject: it raises no entry, except in the domains whose subjects are
// endpoints of their own (Domain.Routes: APIs and integrations, whose
// versions stand in paths, and observability, whose health and metrics
// endpoints are what it asks about).
//
// An entry settled by a value (a decided pattern holds a number or a
// unit) is settled too where a requirement gives its subject a quantity
// with its unit within ten words, in the same sentence ("response time
// shall not exceed 150 ms", "uploads are restricted to 5 MB"); a value
// after "per" or "every" is a rate and settles only an entry settled by a
// rate. An entry settled by a list (`listed`: which reports, which file
// formats, which payment methods, which roles) is settled too where a
// requirement gives its subject a closed list right after it — a
// parenthesis or a colon opened within four words, holding two items or
// more ("match statistics (goals, assists, cards)", "accepted formats:
// PDF and PNG"); a list of examples ("such as", "e.g.", "for example")
// or one left open ("etc") settles nothing. An entry about what becomes
// of a duplicate or a clash (`outcome`: uniqueness, imported duplicates,
// double submissions, a resource booked twice) is settled where a
// requirement that names its subject speaks, in the same sentence, of a
// second one ("duplicate", "already", "same", "overlapping") and states
// its outcome within ten words: an HTTP error status beside "returns" or
// "status", a refusal, an exclusion or a merge, a record not created, an
// error or a notice shown ("a duplicate submission returns 409
// Conflict"; a manager who may "reject" a submitted request settles
// nothing). An entry about where an API's version goes (`path_version`)
// is settled where a requirement that names its subject holds a version
// in one of the system's own paths ("/api/v1/orders"; not another
// service's URL with a host).
// A statement the specification puts off or out of scope counts as what
// it is (scope.go): a sentence that puts what it names off ("Paying fees
// online is out of scope", "out of MVP scope", "out of v1 scope",
// "planned for a later phase", "future work", "will not support"), a
// section under a heading of non-goals ("Out of scope", "Non-goals",
// "Exclusions", "Future work"; not a roadmap, which lists what is done
// too) to the next heading of its level, a list under such a lead line
// ("**Out of scope**") and a requirement put off to a later version. A
// subject named there is no mention: an entry no requirement in scope
// names is not asked; one a requirement in scope names is, whatever a
// non-goal says of it. A decided pattern or an option's excluded_by
// phrasing found only there settles nothing and excludes nothing ("Out
// of scope: a sign-up page" rules out no invitation).
//
// An entry settled by a value whose partial statement (a value: "within
// 5 seconds", "maximum allowed time … is 3 seconds") stands in two
// requirements or more is settled as well: the specification gives its
// targets as values, if not in the form the question asks for.
//
// # What a specification is about
//
// A generic question asked of the wrong system is the commonest bad
// question (no-shows asked of a train controller, session timeouts of a
// command-line tool), so an entry is asked only where the specification
// is about its domain and of a kind of system the entry fits
// (Catalogue.Profile):
//
//   - each domain file has a gate: terms (patterns) of which at least
//     `min` distinct ones must occur in the requirements, and, when it
//     names any, one of its `core` terms ("approve" or "approval" for
//     approval workflows, not only "request" and "reject"; a word of
//     accessibility — accessible, a disability, a screen reader — for
//     accessibility, not only colours, fonts and a keyboard). With fewer
//     than ten requirements (a reader that read little), the whole text
//     counts;
//   - Kinds are the kinds of system a specification can describe, each
//     known by a gate of its own: accounts (people sign in), online (a
//     web site, service or API), shared (several roles on the same
//     records), device (hardware it runs on or controls), cli, personal
//     (data about identifiable people) and money. An entry, or its whole
//     domain, names the kinds it fits (`kinds:`, any of them);
//   - the money and personal kinds count only the requirement sentences
//     that state something — a modal or a verb of ability ("shall",
//     "can", "allows", "wants") —, so that a payment or a customer named
//     in a description or a background note makes no system that takes
//     payments or keeps data about people (for devices and accounts the
//     same test cost more agreed decisions than it saved: their
//     requirements often describe without a modal);
//   - a gate may name statements that deny it (Gate.Unless): "shall be
//     accessible without authentication" closes the accounts kind
//     whatever words of sign-in the text holds;
//   - what a specification puts off or out of scope (a requirement under
//     an "Out of scope" heading or lead line, a later version) passes no
//     gate and no presumption;
//   - a decision about a system run for real users over years (an
//     entry's `lasting`: upgrades, growth, retention, hosting, service
//     levels), and any security and privacy or compliance entry, is not
//     asked — unless the text states it in part — of a specification
//     that says it is an academic demonstration, a course or term
//     project, a prototype or a proof of concept: sign-in policies,
//     consent and audits are duties of a system run for real users;
//   - an entry's presumptions name the feature its question takes for
//     granted, not a word of it: API versioning presumes third-party
//     clients, not an endpoint; security monitoring presumes attacks or
//     incidents; usage analytics presume product usage; stale views
//     presume views served apart from the writes (a cache, an index, a
//     sync); content ownership presumes content others see; the local
//     data file presumes data kept on the user's machine;
//   - Facts are what a question takes for granted about the system and
//     a specification can deny in so many words, read once per
//     specification over its whole text (Profile.Denied): several users
//     ("a single-user tool", "for personal use"), accounts ("no user
//     accounts", "accessible without authentication"), data kept on a
//     server of its own ("runs entirely in the browser", "stores
//     nothing", "no backend required"), an API offered to other
//     programs ("offers no public API"; denied too where several users
//     or a server are) and money paid through it ("does not process
//     payments", "priced by quotation"). A denial narrowed by a scope
//     right after it ("no login is required to browse", "stored in plain
//     text", "longer than 30 days", "during outages") denies nothing,
//     nor does any denial of a fact the text affirms ("the server shall
//     store", "customers shall sign in", "shall pay"). An entry, or its
//     whole domain, names the facts it presumes (`facts:`); one the text
//     denies is not asked (storage quotas and malware scans of a tool
//     that runs in the browser, API versions of a single-user app).
//     A lone denial (Fact.Lone: "guests get online without an account")
//     denies its fact only where nothing else in the text shows it
//     (Fact.Signs: "an account", "sign in", "users register"): a text
//     where nobody has an account anywhere is asked no question whose
//     every option presumes one, and --auto writes none of their
//     defaults ("optional account afterwards", "with an email address")
//     into a requirement that says the opposite (issue 27, questions
//     generation 42). Silence denies nothing: the facts close
//     questions, never open them;
//   - a domain file or an entry may name its companions (`companions:`,
//     terms and a min, Domain.Companions, Entry.Companions): the concepts
//     that establish the domain beyond the word that raised the entry.
//     At least `min` distinct ones must stand in the requirements, a
//     term the subject's own words hold not counted — commerce needs one
//     of orders, carts, shipping, purchases, menus, so that a life
//     insurance "quote" or a policy's "returns" raise no cart prices and
//     no right of withdrawal; personal data needs two of personal data,
//     privacy, consent, sensitive data, contact details, a person's age
//     or birth, patients or employees, so that a service level's
//     "breach" raises no data breach notice. The gate and the kinds keep
//     a domain's entries out of a text about something else; a match
//     whose companions are missing (Match.Unestablished) has no impact
//     (0): it ranks below the floor and is recorded as an assumption
//     with its recommended answer, never asked, so that a run with
//     `--auto` never writes its off-domain default as decided. It is
//     left an assumption, not open: the word is there and the reviewer
//     sees the default marked as assumed; an open question would ask
//     every reader about a domain the text gave no sign of. A decision
//     the text raises itself (a partial statement beside its subject) is
//     established whatever its companions. (Asked with `--max-questions
//     0`, every question is asked, these too.)
//   - a decision found only outside the requirements of a specification
//     that has ten or more is a word of its overview, not a subject it
//     sets requirements about: it is not asked;
//   - a decision the text raises itself (a partial statement in a
//     requirement or passage where the entry's subject stands too) is
//     asked whatever the gates say; a partial statement elsewhere only
//     states the decision in part ("authenticate" in one requirement and
//     "integration" in another raise nothing about how calling systems
//     authenticate).
//
// Generic security entries (lockout, second factor, session timeout,
// sign-in tokens, search permissions) also require a word beside their
// subject that raises them: a failed attempt, inactivity or expiry (a
// session that is kept or ended at logout raises no timeout), signing in,
// a session, a user or a request (a JWT named as a file format asks
// nothing of sign-in), something restricted.
//
// A generic entry (security and privacy, quality attributes: questions
// any system could be asked) needs two independent cues: a one-word
// subject with no required word beside it and no partial statement must
// occur in two requirements or passages ("password" once in a
// precondition raises no password policy).
//
// A match must carry enough evidence (Match.Evidence, at least
// MinEvidence 2): the subject's occurrences in the specification (at most
// 3), one more for required words found beside it, one more for a subject
// of several words, two more for a partial statement. A one-word subject
// met once with nothing beside it is not asked about. A subject match
// spanning more than four words is named by the words after the pattern's
// last gap.
//
// Patterns are compiled once per process (Default); subject patterns are
// filed under the words they start with and decided patterns are tried
// only where their first word occurs and only when every word they
// require is in the text. The analyzer keeps the last specification's
// matches for its questions, so a workflow run matches once.
//
// # Gaps the structure shows
//
// Besides the catalogue, finders read the specification's own structure
// for the decisions it leaves open, and ask them in its own words: a
// removal that leaves referring records undecided, a value used and never
// collected, roles without permissions, attempts that run out with no
// response, a period counted by and never bounded, definitions read from
// files with no word on changes, a list of statuses, categories, types or
// roles ending in "etc" (gap_openset: which exist exactly, and for states
// which moves are allowed), an account locked, blocked or suspended with
// no length and no way to lift it (gap_lock), a limit, threshold, cap,
// quota or maximum enforced with no value (gap_limit; named in the
// singular its question asks of: "the loss limit", not "the loss
// limits … what is it"), a closed list of
// three or more statuses with no arrow, state machine, word of
// transitions or "from … to …" between them anywhere in the text
// (gap_states: which transitions are allowed, who makes each, from which
// status a thing may still be cancelled or moved back), and a thing
// marked or flagged with a state no sentence describes — no meaning, no
// undoing — ("mark a chore as approved", "data flagged obsolete";
// gap_marked: who may set it, what it blocks, whether it can be undone;
// a mark for a purpose, "flag for review", or a message "marked as read"
// is no state; the states one thing is marked with — "done", then
// "incomplete" of a task — are one question naming them all; the thing
// is a word the tagger reads as a noun, with a noun before it that makes
// a compound — "a meter number" —, else "a record": not "who may mark a
// verify so"), and a role a requirement lets edit or delete a kind of
// record ("Coaches can edit and delete training sessions", "allow waiters
// to modify kitchen tickets", a story's teller) in a specification whose
// requirements name two roles or more, with no word of whose records the
// right covers — their own, only what they created, records assigned to
// them, a creator or author named beside that record anywhere
// (gap_rights: any record or only one's own, and may the other roles
// change what someone else created; an administrator's, owner's or
// manager's right, and one's own profile, password or settings, raise
// none; a plural before the record's noun is a possessive written
// without its apostrophe, left out: "whose orders", not "whose customers
// orders"), and a requirement that obliges the system to one of
// alternatives it names itself (gap_alternatives: "metrics shall be
// stored in flat files or a local database", an edge case's answer "the
// system defaults to grey or shows a warning", "(e.g., X, Y, or
// similar)", "daily or weekly (TBD)"), asked as which of them, with the
// text's alternatives as the options — read with the tagger in that
// sentence only: the words on each side of "or" of one part of speech,
// a list's items before them, a bracket before "or" a gloss. Alternatives
// all allowed at once raise none: no modal of obligation (or the
// system's own verb; not a word after a possessive, "the system's
// postings") before them, a person or a role as its subject ("the user
// shall enter a name or a phone number", "staff shall assign or
// accept"), an embedded question ("explain why a user qualifies or
// fails"), a condition, quantifier,
// negation, permission, refusal or check between ("if … missing or
// corrupt", "allow members to edit or delete", "reject empty or negative
// amounts", "checks for expired or revoked keys"), a denial after ("… or
// a receipt is not required"), persons as the alternatives (each may
// act), a field's values in a bracket ("kind (pawn, rook or bishop)"), a
// count or a comparison ("one or more", "or even"), pairs fixed by
// convention ("yes or no"), the words of a message or a label the text
// quotes ("shows “unknown badge or PIN”"), the form of a control on a
// screen ("a dropdown or checkboxes": the builder's design) and an "or"
// inside an item of a list flattened into the sentence ("events such
// as - low water - pump failure or a leak"): the modal before a list
// obliges none of its items' alternatives, and no alternative runs
// across an item's mark. An enumeration is a set, not a choice left
// open: the allowed values of a property after a copula ("Transaction
// type must be either EXPENSE or REVENUE"), the items after "one of" or
// "any of", the kinds of a noun in a bracket right after it ("an end
// condition (end date or number of occurrences)"), the kinds of thing
// a noun's modifier names ("the languages present in an imported movie
// or episode file"), what each item of a subject quantified over all of
// them has ("All images shall have alt text or a caption") and a
// comparison ("meet or exceed"). Else the coordinator and the verb decide, not the
// count: "either" before the list makes it one of them, "or both" after
// it any of them together; the verb that governs it is data
// (listVerbs): where a thing is stored, kept, hosted or built, it is
// one of them however many ("stored in MySQL, PostgreSQL or SQLite":
// asked), where a person exports, sorts or filters by them, each is
// offered however few ("export reports as CSV or PDF": not asked), a
// verb of ability ("supports A, B or C") offers them all; under a verb
// that says neither, a list of three items or more ("search, filter or
// sort requests") is a set unless it lists examples ("e.g.", "such
// as"). Nor is a choice asked whose pick the sentence already assigns
// (trial 4 D8, choiceAssigned): a bracket the "or" opens names the other
// case covered ("open (or foreground if already running)", "undo (or
// redo)"); alternatives after "from" or "across" are the cases covered
// ("used from a desktop computer or laptop"); within six words after
// them the sentence names who or what picks ("kg or lbs (user's
// choice)", "as selected by the user", "based on risk level",
// "depending on", "as configured"). A condition after them says when,
// not which ("the purge or overflow policy when full": asked). Where a
// choice is asked, its recommended option is the text as
// it stands, its "or" read as "or" — "Any one of them, as written": any
// one meets it, the builder's choice —, never the first alternative (a
// default must not narrow what the requirement states) nor all of them
// (nor widen it); "All of them" is offered beside two alternatives.
// That default leaves the pick to the builder: it decides nothing and
// is marked `defers`, so that chosen, by default too, the question
// stays open in the FCS with it as the answer. The alternatives are
// the coordinated phrases of one part of speech, split at the "or": a
// word the tagger reads as a verb alone after "or" and a noun is a noun
// ("suggest using let or const": "let" | "const"), a head shared after
// a participle is distributed ("the configured retention or
// backpressure policy": "retention policy" | "backpressure policy"),
// and so is the object of a verb phrase after a bare verb ("display or
// be compatible with information": "display information" | "be
// compatible with information"). Only the first such
// choice of a specification is asked: the later ones are most often a
// technology or a form the builder picks. And a requirement whose own
// action leaves open what such an action usually does (gap_open: what
// it leaves open is read from the class of its verb — cancel, change,
// delete, approve, notify, import or export, pay, book, and a status
// updated or set ("update the order status": which statuses, which
// transitions by whom) — in a table of data beside the catalogue,
// open.yaml), asked with its own object
// and verb ("until when can a camp booking be cancelled, by whom, and
// what happens to its payment?"): the verb is the requirement's action
// after a modal, "to" or a form of "be" (an adverb in -ly between, one
// the tagger reads as an adverb: "can quickly cancel", not "can apply
// changes"), its object the nouns after it
// (or, for a passive, before it) read with the tagger in that sentence
// only — a noun phrase with no punctuation inside it or between it and
// the verb, else none is asked ("approve, decline with a note" has no
// object "decline"; a bold "**When**" ends one) —, and the sentence does not state what the class asks (a
// deadline or a number, a channel, a format, a version kept). A class
// of a person's acts (cancel, change, delete, approve) raises none
// where the system does it (a system word within five words before
// the verb, "it" as the verb's own subject — "it shall delete", not "if
// it rains, users can cancel" —, the EARS form "THE <system name> SHALL <verb>" with no
// person named before "SHALL", or a passive with no person named after
// "by": "the list element will be removed"), nor where the action is
// denied in its own verb group or by a negative subject ("cannot edit",
// "no member can book"; a negative word elsewhere in the sentence, "if
// no seat is free", denies nothing) or a word shows another sense ("reject
// invalid entries" is validation; a password, a setting or a mistake
// changed, a status, a state or a stage changed — the status class's —,
// a sign-in or a game move cancelled); "to be notified" has
// its subject elsewhere. A class may name the only heads its object
// may have (the status class: a status, a state or a stage, its owner
// read before it or after "of": "the status of an order" asks of an
// order; the system's own state asks nothing). One question per
// class, four at most, the classes tried in the table's order so that a
// class met often cannot take the places of those before it, each with
// its own budget of twelve sentences tried (one met often with no
// object, "cancel at any time", leaves the others theirs), and one
// question per requirement. Each requirement is read sentence by
// sentence, what a class needs of a sentence checked and its words
// tagged once, so that the work stays linear in a run-on requirement.
// open.yaml is checked when first read, every problem reported (an
// *Error naming the file and the class): names, families and option
// labels, lower-case verbs with their participles, the placeholders
// ({obj}, {verb}, {where}, {quote}) and no verb in two classes of the
// same kind (both with objects, or both without). And a measured
// quantity a person enters, records or logs — an amount, a quantity, a
// weight, a dose, a distance, a volume, a temperature — that two
// requirements or more name, with two or more of its four aspects left
// open anywhere in the text: its unit, its bounds, its sign (zero or
// negative) and its precision (gap_quantity: "parents record the
// deposit amount", asked as which values the deposit amount may take,
// about the open aspects only). An aspect is settled where a sentence
// names the quantity with a word of it within six words ("in kg",
// "maximum", "positive", "two decimal places") or, for its bounds, a
// number that is not an example's ("for example 12.50") nor an ID's
// ("FR-12"). The entry verb is read with the tagger in that sentence
// only ("a record holding an amount" has none; "allow logging", a
// gerund, has one), and raises none where the system is its doer ("the
// system shall record the amount"); a quantity "of" something ("amount
// of time") or in a sound's sentence (a track's volume) is another
// sense. One question per specification, at most twelve sentences
// tagged to find it. And a requirement that keeps something only within
// a bound narrower than a restart — a keeping verb (persist, kept,
// saved, remembered, …) with "session", "refresh" or "reload" within
// eight words after it, the bound opened by "within", "during", "for",
// "throughout", "until", "between", "across" or "on" at most four words
// before that "session" or "refresh" ("persist environmental settings
// across selections within a session", "graph displays should persist
// between page refreshes") — or says a thing is not saved or persisted
// ("workout progress is not saved"; not under a condition, "if the game
// is not saved"; "nothing persists" decides it) (gap_persist: what is
// kept once the app or browser is closed or the system restarted, where
// and for how long). Its default is "Kept on this device", but where the
// sentence says the thing is not saved, or bounds it with "only" or
// "solely" anywhere from the verb's group to just after the bound ("kept
// only for the current session", "kept for the current session only",
// "shall only be kept during the session"), it is "Lost when it closes":
// the text's own answer (trial 4 D1). It asks none where the kept thing is a sign-in
// session, a token or a password, nor where the text keeps anything
// beyond the session (a keeping or restoring word, not negated, before
// "across sessions", "after a restart", "on the next launch", devices;
// "drafts are not saved across restarts" keeps nothing) or names
// a browser store that outlives a tab (localStorage, IndexedDB). One
// question per specification. And one thing acted on by two controls
// (gap_control; trial 4 D7, questions generation 49): a sentence with a
// verb of control that names two control surfaces — an app, a panel, a
// switch, a remote, a touch screen, a keypad, a phone — joined by "and"
// or "or" within eight words ("change the brightness from the wall
// switch and from the phone app") beside a thing that is operated, a
// device or a physical quantity (not two screens that change a
// password; a surface word that modifies a noun, "phone number", is no
// surface), or a person's manual control or
// override within four words of a verb of control, a device within ten
// words, in a text that also controls something automatically or on a
// schedule ("control the irrigation zones manually or automatically";
// not a manual entry of data, not a queue's "FIFO override"): which
// control wins when they disagree or act at once, how long a manual
// change holds (only where the text controls something automatically),
// and whether each shows the other's change, "The latest
// command wins, and each shows it" by default. One question per
// specification. And a record people create that no sentence lets
// anyone change or end (gap_fixed; questions generation 51): the object
// of a person's verb of creation — create, add, register, enter,
// record, book, reserve, submit, post, log (not "log in" or "log out";
// not where the system, "it" or an app is the doer within five words
// before) —, its noun cut of the words the tagger reads as an adverb,
// an adjective or a particle at its end ("log milk readings daily"),
// named in two requirements or more, that no word of change, removal
// or fixity acts on anywhere in the text (edit, update, change, adjust,
// reschedule, delete, remove, cancel, close, revoke, archive, manage,
// CRUD, the nouns cancellation, removal, amendment, …, immutable,
// permanent, …) — as its object or what that object is "of" or "to",
// the subject of its passive, or the noun right before a noun of
// change, not a word merely near it ("edit the welcome text on the
// missions page" settles no missions): "Operators can create missions" with
// missions only viewed after, asked as whether a mission can still be
// edited, cancelled or deleted once created, by whom and until when, or
// is fixed and corrected by a new entry, "Its creator may edit or
// delete it" by default. A pronoun ("adds the ones they want"), money
// handed over, a person and a vague word are no record, but "data" or
// "information" after a noun is ("milk production data", without an
// article). One question per specification: of the records of the
// first 24 creation sites (each tags its sentence to find its noun),
// the one named in the most requirements; later sites are not read.
// And a value the system works out with no rule (gap_computed;
// questions generation 52): the object of a verb of computing —
// calculate, compute, derive, estimate, recalculate (an imperative
// bullet too: "Calculate the interest") —, the subject of its passive
// ("the singing score is computed from pitch"), the noun of a noun of
// computing ("distance calculation", "calculation of the fee") or a
// value named as worked out ("average speed", "overall rating score",
// "weighted score"), whose head is a value whose rule a reader asks for
// (a score, a rating, a rank, a fee, a price, a cost, a tax, interest, a
// mean, a percentage, a rate, a ratio, a distance, a duration, a streak,
// …; points only as a score, plural or after loyalty, reward or bonus —
// not "the meeting point"; not a route, a date or a metric, and not a
// total or a sum, nor a value with a total before it, "the total cost of
// the order", which names its rule), where no sentence of the text that
// names it states a formula (a word of arithmetic: sum, multiplied,
// divided, subtracted, formula; "equal to" or "equals to" before a value;
// "plus" or "minus" between two numbers or values, "the fee plus tax";
// "weighted by", "weights of"; or an arithmetic sign standing alone
// between two words, "fee = hours × rate") and its own sentence gives no
// number after the verb (a rate: "at 8 percent"): asked as how exactly
// the value, named by its whole noun phrase ("the remaining balance"), is
// computed — from which inputs, by which formula, rounded how — and
// whether it is kept as first computed or computed again when an input
// changes, "A fixed formula, always current" by default. One question
// per specification, the value named in the most requirements. A word
// finding inside a gap's excerpt (the "etc" of its list) joins the
// gap's question. Gaps are decisions the text raises itself and rank before
// those inferred from a subject (see "Ranking"); among them, they score
// with the conflicts — but for gap_rights, which infers from a grant
// what the text may settle in words it does not use, gap_alternatives,
// whose "or" the tagger cannot always tell from a feature, gap_open,
// which asks what a verb's class usually leaves open, and gap_fixed and
// gap_computed, which infer from silence: they score as decisions of
// impact 4.
//
// # Exceptions against rules
//
// A requirement that states a rule for everything ("All users must sign
// in with a password") and another that leaves some of those things out
// with the opposite polarity next to a word of the rule's obligation
// ("Guest users can browse without a password") become two findings of
// type conflicting_requirements, Rule RuleException, one on each side,
// each naming the other requirement — unless the rule names its own
// exceptions or the other requirement names the rule or a precedence.
// Their question names both requirements and the subject, with an option
// for each precedence; the recommendation is that the specific statement
// is the exception (confidence 60). Two requirements that set one
// property of one subject to values that cannot both hold (slots.go:
// required or optional, automatic or manual, at once or only until a
// condition, anyone or only a role — the words of each value are data,
// a negation before one states the other) become two findings of Rule
// RuleStatements when the clauses around the two values share two
// content words or more (the subject: "reorder point … product"); a
// requirement that states both values (a choice), names the other or
// states an exception or a precedence raises none, and of the pairs
// stating one property only the one sharing the most words is asked.
// Two statements of a mode that are both permissions ("may be entered
// automatically", "may be entered manually", "allow the owner to
// manually control", "shall be possible") raise none, nor does a
// person's manual act beside an automatic effect of another event
// ("until they manually sign out" and "automatically sign out … when a
// user changes their password"): both hold.
// A statement under a Markdown heading of assumptions or clarifications
// (or under a heading below one: "### Session …" under "##
// Clarifications"), read as a requirement or left a passage, is one side
// of such a pair as "the assumption" or "the clarification answer"
// against a requirement (one pair per property of that kind too); two
// such statements raise none.
// Their question quotes both requirements with their values and offers
// each precedence and a case for each; the default drops no requirement
// unless the text states a precedence — an assumption yields to a
// requirement and a clarification answer wins, else "Each in a case of
// its own" is recommended (confidence 50) — ranked as an exception. Contradicting values found by the
// word analyzer (requirements setting the same limit differently, a
// finding for each value naming a requirement it contradicts) are one
// question per connected set of findings — two requirements, or three
// giving one measure three values — that quotes every requirement and
// offers each value and a case for each, the case for each recommended
// (no value dropped where the text states no precedence; confidence 50;
// conflicts.go), ranked as a conflict. A
// finding's partner is the finding at the requirement and value it names
// that names it back, or the only finding there.
//
// # Questions
//
// A decision finding becomes its entry's question, "{subject}" replaced
// by the subject as written (a match cut to the words after its
// pattern's last gap keeps more when those are function words only:
// "stored … for" names what is stored, not "for"), the template's
// articles agreeing with the words filled in ("a push notification",
// "an expired"; an initialism by its spoken first sound, a rule over its
// letters: spelled out, its first letter's name — "an SLA", "an HTTP
// request", "a UI" —, read as a word where its letters make one — "a
// NATO", "a GIF"; the gaps' questions alike — a mass noun with none,
// "who may mark data so", a plural in its singular, "the statuses of a
// count", an acronym with its capitals, "is an SPCC notified" —, the
// specification's quoted words as written; a slot naming its form, "{subject|participle|
// notified}" or "{subject|noun|threats}", filled only with a subject the
// tagger reads in that form and the template names nowhere else, its own
// words otherwise: "through which channel is a person notified", not
// "… a person alert"; "which threats must be detected", not "which
// suspicious") — cut at punctuation, line breaks and modal
// verbs to its longest run of words, so that the question reads as a
// sentence ("emergency brake", not "emergency brake shall stop") — with the entry's options and recommendation
// (confidence 65, or 50 when the specification states it in part), its
// complexity by impact (4–5 high, 3 medium, 1–2 low), its requirements
// every requirement the entry concerns, and a context quoting where the
// specification raises it. The question itself opens with the words of
// the requirement around its subject ("FR-006 says “the owner may delete
// comments on their own photos”: …"): the whole requirement when short,
// else its clause (not one that opens with "and" or "or", the tail of a
// list), else at most 14 of its words marked with "…", never
// starting inside a bracket ("(ref. R1)"), a bracket it cuts closed, nor
// cut at a full stop inside a word ("ann@club.org") — unless it already
// quotes a subject of three words or more. No quote starts or ends
// inside a code span or a word (quoteEdges): a cut span is taken whole
// ("`UNDER_REVIEW` -> `APPROVED`", not "UNDER_REVIEW` -> `APPROVED"), or
// dropped when that would add more than 40 bytes, a term in the text's
// own straight quotation marks likewise (“status "delivering"”, not
// “status "delivering”), a cut word or
// identifier is taken whole ("category_id"); the word analyzer's
// questions and options quote whole code spans too (codeQuotes), and a
// context clipped to its length keeps them whole. A template's verb
// agrees with the number of the noun phrase filled in next to it (agree:
// "is", "was", "has", "does" become "are", "were", "have", "do" beside a
// plural the tagger and the lemmatizer know — "when partner services
// are slow", "how long do news posts stay"; a quoted term keeps the
// verb), a template that names a thing and quotes the spec's word for it
// names it once when the word is its own ("does the AI change records",
// not "the AI where the spec says “AI”"), and a quantity's name starts
// after a verb before it ("a request specifying quantity" names
// "quantity"). Punctuation after a closing quote is written once in every
// context (quotePunct: "“… at the same time.”", not "….”."). A gap's question quotes the
// clause around its words (gapQuote) to the clause's end when that is a
// few words further ("provided it includes a comma or a period", not
// "provided it includes"), a modal with its verb ("the user can
// delete"), else ending on a word that carries meaning, and marks a side
// cut inside a clause with "…". Entries of two domains with the same topic ask
// one question. An entry may name the gaps that ask its decision in the
// text's own words (same_as, data: the statuses of a record and the
// states a thing is marked with, or moved between): where such a gap is asked about the
// same thing — a requirement in common, or a noun of the gap's
// requirement, not a person's, in one the entry concerns — the entry's
// finding joins the gap's question with its requirements, one question
// per decision. A finding about an undefined acronym is a glossary
// finding: never a question, it stays open in the FCS.
//
// A word-level finding folds into a decision's question — its ID joins
// the question's, so answering the decision resolves it — when the
// decision concerns its requirement and the decision's partial statement,
// or its subject if that is a phrase of two words or more, lies next to
// it there (at most foldReach content words apart: "Session timeout shall
// be TBD"); a missing value or a vague quality word folds only into a
// decision settled by a value (a decided pattern holding a number or a
// unit). A quality word ("fast", "securely", "user-friendly":
// qualityWordRules) names the property itself, so it folds only where
// it is the decision's own words — the decision's subject, one word
// too, or partial statement covers it: "fast" is the response-time
// decision's subject and is asked once, in it, raising it no more than
// the subject alone does; "stored securely and backed up" keeps
// "securely" a question of its own instead of hiding it in the
// recovery point's.
//
// Two questions are the same decision when they decide the same
// property of the same thing, whatever entry or finder raised each
// (mergeSameDecision): their topics name one property of the table
// `properties` (data: the statuses a thing goes through and the moves
// between them, named by the orders' entry, the records' and the gaps
// alike; how long a thing is kept, whether the entry calls it records,
// orders, logs or personal data; the consent behind usage analytics,
// observability's entry or reporting's) and they have a requirement in
// common. Undoing a removal and who may edit or delete are two
// decisions. They are one question:
// a gap's, else the one whose finding scores higher, the other's
// findings and requirements joined, so that every finding stays in the
// FCS once. The partial statement wins over the subject, then the nearest,
// then the higher score. The other word-level findings go to the word
// analyzer's generator; a question it writes that names none of its
// requirement's content words outside quotes is prefixed with the words
// next to its excerpt ("About the number of users: …"), so that every
// question reads on its own — a noun phrase of the excerpt's clause by
// the tagger (subjectPhrase), for every question: no verb, adverb or
// adjective ("About the carried out:"), no noun past a comma ("24 hours,
// and shall be very detailed"), none at all when no noun is near — nor
// past an opener of the finding's clause ("under an hour while being simple or even fun"),
// nor the finding's coordinate ("quick and straight forward"), a word the
// tagger reads on from a finding that ends in a noun, read as a verb
// in "The test … ." ("empty fields fails"), a word after a modal
// ("SHALL sharpen") or a pro-form ("ones"): the question then names its
// requirement alone (text generation 26; the coordinate only where the
// tagger reads no noun in "They have … .", so "modern and realistic
// screens" keeps "the realistic screens"). A quote in a
// question is plain text: Markdown emphasis markers are removed from
// what it quotes, a span the quote cuts included ("As a member, I want
// …", not "As a** member, **I want**"; plainQuotes). A slot after "a"
// may ask a count noun, "{subject|count|deadline or a timestamp}"
// ("decide a deadline", "decide timestamps", not "an
// expired"), and a subject its own requirement uses as a verb fills no
// slot asking for a noun ("Session expires after 30 minutes": "decide a
// deadline or a timestamp", not "decide expires"; verbInPlace, text
// generation 27); a subject filled in without quotes leaves out a verb it
// starts with after a modal ("SHALL write files" names "files") and a capital it has
// only for starting its sentence ("what rules must passwords meet"); a
// notification gap asks of a person only ("notify the server of …"
// is asked nothing), and a removal's dependents are never a verb ("no
// price list covers the item" names no "list covers"). A
// template's "a" or "an" before a plural or a mass noun filled in is
// dropped ("when notifications cannot be delivered"; agree).
//
// # Ranking
//
// Every candidate question, from this generator or any other (the
// workflow ranks an LLM's questions the same way), is scored impact ×
// uncertainty (Score, Rank):
//
//   - a catalogue decision: its impact on this specification (the entry's
//     impact, one more when the specification names the subject
//     CentralOccurrences times or more, one less when it names it once,
//     and one less for a generic template — security and privacy,
//     quality attributes, operations — that the text does not raise itself, with no
//     partial statement and no required word beside its subject: a
//     question any system could be asked yields to those about what this
//     specification's own requirements leave open)
//     × 3 when the specification says nothing about it, × 2 when it states
//     it in part; a decision into which word findings folded counts as
//     raised explicitly and left open (one more impact, × 3) — a second
//     catalogue decision merged into it as the same decision does not
//     (two assumptions merged stay an assumption);
//   - two requirements that contradict each other: 5 × 3 + 1, above every
//     decision (the text says two things; it must say which); an exception
//     against a rule, or two statements of one property (RuleStatements):
//     4 × 3; a word rule's conflict between requirements
//     of different sections or use cases ("3.1.10.1.1" and "3.3.10.1.1")
//     only 2, since each section is a condition of its own;
//   - a question the specification asks itself, or a point it lists as
//     open (an item, not ticked, under a Markdown heading of open
//     questions, open issues, points to decide, to be determined or
//     unresolved: "- [ ] Exact scraping frequency (daily vs weekly)"),
//     unless a requirement answers it or the question carries its answer
//     in a bracket ("(species should be optional)"): 5 × 3 — but a
//     question about an edge case of the input itself, a value
//     malformed, oversized, with special characters or incomplete ("what
//     if a name holds special characters?"), which any builder settles
//     by validating it, only 2, below the floor; a use-case
//     exception that names a failure and no response (raisedRules): its
//     severity's impact plus one, × 3 — the decisions the text raises
//     rank with the highest of those inferred from a subject; an
//     "exception" that states a condition instead ("user must be
//     registered", "only when the reference is present": a modal or
//     "only") is a precondition, not a failure, and ranks as an open
//     feature;
//   - an open feature another word rule finds ("what must the system do
//     to provide “support filtering”?"): 2 × 3 when critical, else 1 × 3
//     — often answered elsewhere in the document and seldom what a
//     reviewer asks, it takes only places nothing better takes;
//   - a word-level finding: in the band of the decisions' scores its
//     severity names (a decision's finding is important from 12 on): an
//     important one 12 (4 × 3, the lowest important decision's; ties go
//     to the decisions), a critical one 15, a minor one 2 (1 × 2, below
//     the floor) — so that no minor decision inferred from a subject
//     outranks an important finding on the specification's own words.
//     The floor still decides which word rules are asked: ranking every
//     important word finding above the minor decisions, those of rules
//     that seldom cover a reviewer's decision too, covered 14 fewer
//     agreed decisions on the tuning part (questions generation 40). A
//     word finding folded into another question adds no score of its
//     own: it raises the decision (below);
//   - a finding with no rule (a language model's): its severity (critical
//     5, important 4, minor 2) × 3 for a missing constraint or an
//     underspecified feature, × 2 otherwise.
//
// A question scores its best finding. From the second decision of one
// catalogue domain on, a decision's impact is discounted (one less for
// the second, one more for each further one), so that the first
// questions cover several areas; the open features one word rule finds
// are discounted alike (a use-case document's exceptions with no
// response are variants of one question: on 84 tuning documents they took
// twelve first-ten places and covered one agreed decision), the gaps of
// one kind more gently (one more for every two more), the questions a
// specification asks itself not at all. A
// word-level question or a gap that repeats one already ranked — the
// same rule on the same words in another requirement ("Typecheck passes"
// in three acceptance criteria, "the upper limit" in two steps) — ranks
// last.
//
// The spread: of the catalogue decisions inferred from one requirement's
// words (not raised by the text), at most PerRequirement (1) ranks among
// the questions asked ahead of the other requirements' questions; the
// next ones rank after every other question asked, in rank order, so that
// ten questions ask about more than one requirement ("upload" in one
// requirement raises who may open a file, malware scans, failed uploads,
// ownership and alternative text). They are still asked when fewer than
// the workflow's limit of other questions are worth asking. On the tuning
// part this covered 11 more agreed decisions in the first ten.
//
// Before any score, the questions the text raises itself rank ahead of
// every decision inferred from a subject alone: a gap its structure
// shows, a question it asks itself, a contradiction, an exception to its
// own rule, a catalogue decision into which word findings folded — each
// worth asking (at the floor or above, not put off to a later version).
// The score orders each of the two groups; a word rule's open feature
// and a word-level question belong to the second. A decision the text
// itself shows open is more often one a reviewer raises than one a
// catalogue entry infers from a word, and an inferred decision's impact
// does not tell which of them a reviewer will raise, so no impact lifts
// an inferred decision over a raised one (textRaised).
//
// Ties go to decisions and conflicts before word-level questions,
// then to subjects the specification mentions in more places, then to the
// earlier finding, then to the ID. Ranking is deterministic and
// idempotent.
//
// # The floor: what is asked
//
// Not every candidate is worth asking (RankAsked, QuestionsAsked): a
// question is asked only when its score once ranked, discounts included,
// reaches MinScore (3), and a word-level question — or an open feature
// that is neither critical nor raised by the text — only when its word
// rule is one whose questions proved worth asking on the tuning part of
// the real-text ground truth (a load to sustain, an impact tolerated, a
// count left vague, a list to search, an action's rule). There, questions
// scoring 1 or 2 covered a decision both reviewers raised 4 % of the
// time, the word-level questions of the other rules 5 %, catalogue
// decisions 25–42 % at every score of 3 or more, gaps 64–75 %. A
// domain whose templates proved seldom worth asking on their own
// (Domain.RaisedOnly: developer tooling and AI components, whose
// first-ten questions on the tuning part covered a reviewer's decision 1
// time in 21 — a model's provider, costs and data asked wherever an AI
// feature is named — and performance and capacity, whose first-ten
// questions on the rounds measured while held back covered 2 in 31: a
// speed asked where "performance" is a musician's, a data volume where
// "growth" is livestock's, a batch window of a fish batch) is asked only
// where the text raises the decision: a partial statement (a target such
// as "under 3 seconds", which also raises what the target's time means),
// a required word beside its subject or a word finding folded in; else
// its question is below the floor. One entry can be marked so on its own
// (Entry.RaisedOnly: templates whose first-ten questions on the older
// tuning rounds covered no reviewer's decision — which fields are
// searchable, who sees a calendar, what "available" stock means, which
// upload types are accepted, roles and permissions, among others): it
// is asked only where a partial statement or a word finding folded in
// raises it; its required words, which must stand beside its subject
// anyway, raise nothing. The questions below the floor rank after those
// asked, in rank order, and
// are recorded as assumptions like those beyond the limit: a
// specification may be asked fewer than ten questions, or none. A word
// finding that folds into a decision's question (see Questions) is asked
// with it whatever its rule. The questions of another generator (a
// language model's) are ranked and cut alike (RankAsked); a language
// model's own findings (rule RuleModel) belong to no word rule and meet
// the score floor only.
//
// The text's own important words come before the catalogue's guesses
// (GuessedPlaces; issue 27, questions generation 44): where the minor
// decisions inferred from a subject alone — every finding minor, not
// raised by the text — would take six or more of the first ten places
// asked, the catalogue is guessing about a text that says little, and
// every question below the floor that holds an important word finding
// (its own, "robust" in "The system shall be robust", or one folded into
// a raised-only decision, "fast" in the response-time question) is
// asked, in rank order, ahead of the first such guess. A word rule's
// open feature ("support notifications") keeps its floor. The rule is
// narrow on purpose: it fires only where the guesses crowd the first ten,
// because everywhere else the catalogue's minor decisions cover agreed
// decisions more often than the word findings below the floor, whose
// questions (a vague quality's, a capability's) seldom name a decision a
// reader would agree on; asking them ahead of the minor decisions
// everywhere, or asking the open features too, covers fewer. The floor
// itself stands for the same reason: few of the agreed decisions the
// first ten miss lie below it, and a document asked
// fewer than ten questions gains little from its assumptions — what it
// misses is decisions the catalogue and the gaps do not find, not ones
// ranked too low. The measures are in BENCHMARKS.md, "Questions
// generation 44".
//
// # The catalogue
//
// Load validates every file and reports every problem (an *Error): IDs,
// the category taxonomy (Categories), 2–4 options with labels,
// descriptions and implications, a recommended option with a reason, an
// impact of 1–5, sources in a known form (ASVS IDs are checked against the
// standard when its reference copy is beside the project), and examples —
// each raising sentence makes its entry relevant and leaves it open, each
// deciding sentence settles it (TestEntryExamples). Patterns are token
// patterns of package lang over words and their lemmas, and every one of
// them — the catalogue's, the facts' and kinds', the gap finders' and
// the matcher's word lists — is read as written (TestPatternsReadAsWritten):
// no "|" meant between phrases ("app store|play store" is "app", then
// "store" or "play", then "store"; the phrases are separate patterns, as
// "wall-clock", "wall|system clock" and "real time" are), no word the
// tokenizer never makes (a possessive, letters glued to digits, written
// "2 fa" and "i 18 n", punctuation, "n't"), no alternative written twice.
//
// An option may name the phrasings that exclude it (Option.ExcludedBy):
// a text that holds one has ruled it out, and it is never recommended
// there — the first option the text does not exclude is (Entry.Recommend,
// Match.Recommended): a sign-up page or a registration form excludes
// accounts made only by an administrator's invitation. Where the text
// states the choice itself, the entry is decided and not asked: a user
// story's wish "As a visitor, I want to create an account" is
// self-registration, "pay with a prepaid token" names the payment method
// (questions generation 42: a default is never the option the spec rules
// out). The gaps keep the same rule (trial 4 D1, agreement): where the
// sentence that raises a gap states one of its options in words the
// finder lists — "at any time" for the lifecycle questions of open.yaml
// (their `agrees`), "only for the session" or "not saved" for what is
// kept after a close —, that option is the default; a lock the
// sentence states ("locked", "frozen", "disabled") is among a class's
// `stated` words and decides it, and a thing locked in the passive
// ("predictions are locked once the contest starts") is no account
// lock. A catalogue entry does so in data: accessibility kept "basic"
// or "no screen reader" support excludes every AA option (the default
// is then "WCAG 2.2 level A, the basics") and decides the screen-reader
// testing; a thing "kept for the session" states its retention. An
// entry whose
// recommended option can be excluded gives a sentence that excludes it
// (examples.excludes), run as a test.
//
// An option either decides — a value or a behaviour ("Only the reports
// the specification names", "Forward only, cancel any time") — or defers:
// it names a way to decide later ("To be decided by hazard analysis",
// "List the allowed moves") and is marked `defers: true` (Option.Defers;
// fcs.Option.Defers in the gaps' and open.yaml's options). A deferring
// option is never an entry's recommendation while another option decides
// (Load and open.yaml's check report it), nor chosen in place of an
// excluded one while one that decides is left; the gaps recommend one
// that decides too ("Read-only until reopened" for a state marked, "A
// list administrators maintain" for a list ending in "etc"), except
// where every option that decides drops what the text states — a case
// for each of two contradicting statements or values, a point the text
// lists as open, a question the text asks itself about anything but a
// failure. The generic "Fail safely and report" and "Handle it
// automatically" name a behaviour for something going wrong — a service
// unavailable, slow or disconnected, a limit exhausted, something that
// cannot be done, a person without the right, an edge case of the input
// (failureCases) — and are offered for such a question only; any other
// ("What happens when a resident has several cars?", "Which pricing
// plans will appeal?") is offered who answers it: "The authors answer
// before it is built" (the default), "The builder proposes, the authors
// confirm", both deferring, or "Out of scope for this release"; and a
// clash it asks about — two sides acting at once ("concurrent",
// "simultaneously"), in conflict ("conflicting", "contradictory") or
// setting the same thing differently ("the kiosk and the web page set
// different hours", "both managers change the shift"; "users and admins
// see different dashboards" is a case, not a clash) — is offered which
// side prevails, each
// deciding: "The first one stands" (the default: nothing accepted is
// undone), "The later one replaces it", "Both kept, flagged for a
// person" (ownClash; text generation 27). A question
// or an open point that names its own alternatives — two or three in a
// bracket or around "vs" ("Exact scraping frequency (daily vs weekly vs
// monthly)"), two single words around "or" after a form of "be" ("Should
// caching be opt-in or opt-out by default?") or ending a yes-no question,
// but for two plurals, which name cases ("Can users upload photos or
// videos?"); four or more are left to a person — offers them as its
// options, each deciding, with "The authors choose before
// it is built" (deferring) as the default: no default picks one of the
// text's alternatives for it (ownAlternatives; questions generation 44,
// trial 3 N12). A yes-or-no question — opened by an auxiliary or a
// modal, with no "or" — is offered "Yes" and "No", with "The authors
// answer before it is built" (deferring) as the default (yesNoQuestion).
// Under a heading naming assumptions beside open points ("Assumptions &
// Open Issues") an item is open only where it says so ("TBD", "still
// open", "whether …"); one that states what is assumed ("Exports:
// done by the nightly job") is not asked (openMarkers). A question
// about two things that clash ("… set different water levels?") is not
// answered by a requirement that names both sides without a clash of its
// own (clashWords; text generation 26, trial 4 D2). The questions a text asks itself are not capped: they
// cover an agreed decision more often than the questions of any other
// source, and the later ones in a document no less often than the first,
// so a cap per document covers fewer (BENCHMARKS.md, "Questions
// generation 44"). An answer choosing only deferring options, by the user,
// by default or at a timeout, leaves the question open in the FCS with
// what was chosen (fcs.Build), instead of recording it as decided.
//
// A concept several entries name (a booking, an upload, an attachment) is
// listed once, in catalogue/concepts.yaml (Concept), read before the
// domains: its words, single words as the entries list them, taken from
// the catalogue's own entries and from general vocabulary, never from
// one document. Any pattern of the catalogue — a subject, a required,
// decided or partial word, a presumption, another sense, a gate's term —
// names it as "@name", an alternative like any word ("@upload ...
// fail|failed", "@booking|ticket|tickets"), and sees every word of it: a
// word added there reaches every entry that names the concept. Load
// reports a concept named and not listed, one listed and named by no
// pattern, and a term that is not one lower-case word.
//
// Domains reach past the records, accounts and services a system keeps
// to the application on the user's device (app-lifecycle.yaml): a timer
// a person watches while the app goes to the background, the screen
// locks or the device sleeps; a web app's data kept only in the browser's
// storage, which a cleared browser, a full storage or another device
// loses; and what the application is on the device — a web application,
// a native mobile app, or both — where a text names a mobile app, phones
// or iOS and Android beside a web site or a browser (the web side is the
// entry's companion: a text about an app alone is not asked) and names
// neither both side by side ("from the mobile app or the web app"), a
// progressive web app, a cross-platform framework nor "web only" or "no
// native app" — "only" and "no" next to the client noun: "the web
// dashboard shows only open orders" settles nothing, and "responsive"
// names the web only as a design ("responsive layout"), not as fast —
// (LIFE-CLIENT-PLATFORM; questions generation 50, review mends of
// issue 27). A store names an app where a preposition opens it ("from
// the App Store", "on Google Play Store", "in the app stores"): "the app
// stores each note" is the verb. Where the text has users download or
// install the app, get it from a store, or names a native or iOS/Android
// app, a web app alone is excluded and the question recommends native
// apps beside a web app. Forms and input (forms-and-input.yaml) ask, besides a form's
// fields, what guards an action one tap, swipe or long press takes that
// is hard to take back (a confirmation, an undo, or none).
// Settings and preferences (settings-and-preferences.yaml) ask whether
// the settings a person chooses — a slider, a display preference, a
// configured port — are remembered after the application closes or
// restarts, per user or per device ("setting" as a verb, "by setting a
// password", is another sense). Records ask too what becomes of an item
// left pending on someone's answer ("pending requests", "confirms or
// disputes", "Accept or Decline") when nobody answers in time
// (REC-PENDING-EXPIRY): it stays pending, expires and releases what it
// held, or is decided by default. Both were added for decisions the
// reviewers raised on documents of three different products or more
// that no entry asked (questions generation 37).
//
// A mechanism named is not the decision it serves: "role-based access
// control", RBAC or ACLs say how access is checked, not which roles exist
// and what each may do, so they state IAM-ROLE-MODEL in part (asked,
// ranked lower), and only a count of roles, a matrix or a closed list
// settles it (questions generation 50).
//
// Entries are improved only in ways that hold for any specification of
// their domain: a subject, a decided pattern or a question's wording,
// never a special case for one document.
//
// # Files
//
// The catalogue: catalogue/*.yaml (one domain each) read by catalogue.go,
// with catalogue/concepts.yaml (the concepts its patterns name) read by
// concepts.go;
// kinds.go (domain gates and system kinds), facts.go (what a text states
// or denies about the system), nouns.go (the things it handles), scope.go
// (what it puts out of scope). Matching:
// text.go (the specification cut into words once), match.go, compound.go
// (the words beside a subject's word, Entry.Compounds), outcome.go
// and answered.go (what settles an entry or a question). Findings beyond
// the catalogue: gaps.go and one gap_<name>.go per gap finder (listed in
// gaps.go's finder loop, each beside the number of its gaps kept:
// maxGapsPerRule, or gap_open's maxOpenGaps, one per class; gap_open.go
// reads its verb classes from open.yaml; gapdefaults.go, the gaps' options
// that agree with what the raising sentence states), exception.go (an exception against a rule),
// slots.go (two statements setting one property differently),
// conflicts.go (values), openq.go (questions the text asks itself).
// Questions: questions.go, subject.go (a question's subject in words),
// article.go (articles that agree with the words filled in), rank.go
// (score, floor and cap); analyzer.go ties them together.
//
// A new gap finder is a file gap_<name>.go with its Rule constant and a
// function over the text, added to that loop with the number of its
// gaps kept, with table tests of short
// sentences of your own in gaps_test.go (or gap_<name>_test.go).
package decisions
