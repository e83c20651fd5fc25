// Package rules is the rule-based ambiguity analyzer of the clarification
// workflow: deterministic, offline, and fast enough to run on every edit
// (a 1,000-requirement specification in well under 100 ms). It finds
// requirement smells, scores the clarity of a specification, and turns
// the findings into questions with concrete options and a guessed answer.
//
//	a := rules.New()
//	ambs, err := a.Analyze(ctx, spec)        // []fcs.Ambiguity
//	score := rules.Assess(spec, ambs)        // fcs.Assessment, clarity 1–5
//	qs, err := a.Questions(ctx, spec, ambs)  // []fcs.Question
//
// The package imports only fcs and the standard library.
//
// # The rule table
//
// Rules are data, not code: DefaultRules returns the table, one Rule per
// row with its name, family, ambiguity type, severity, detector, patterns,
// context vocabulary, exceptions, a one-line description template, the
// standard it comes from, and its own positive and negative test cases. A
// table-driven test runs every row's cases through the full analyzer and
// fails when a row has no cases of either kind. New compiles the table
// once (phrases are tokenized and indexed by first word, description
// templates split at their slots, synonym variants indexed); nothing is
// compiled per call, and an Analyzer is safe for concurrent use. New
// without options compiles the default table once per process and returns
// that analyzer to every caller (an Analyzer is never modified after New,
// and Rules returns deep copies).
//
// Patterns are plain phrases matched on whole words; the table generates
// the inflected forms of a list where a list names a word once (inflect.go:
// "runs low" also gives "run low" and "is/are running low"; "driver"
// gives "drivers"). A token "*" matches
// any word ("in a * manner", "as * as possible"), and a token with a
// leading or trailing "*" matches any longer word with that ending or
// beginning ("*-friendly", "high-*"), so a rule names a word family by its
// shape rather than listing its members. PrecededBy puts a pattern in a
// grammatical position: after a linking verb ("shall be", "remains",
// "arrives"), optionally with one adverb between, an adjective is what
// something shall be. A token "+" matches any content word ("more +" is
// "more detailed", never "more than").
//
// Besides Patterns, a row has the detector's second vocabulary, Context
// (see each Detector); Requires, phrases one of which its sentence must
// hold (an obligation such as "shall"); FollowedBy and PrecededBy, phrases
// that must stand right after or before a match; Fallback (below); and
// Exceptions that suppress a match: a phrase right Before or After it,
// Earlier or Later in its sentence (Earlier within its own predicate: a
// predicate joined by ", and" or ", or" starts afresh, so "…, and may lock
// the other doors" after "if the zone is armed" is an option again; with
// EarlierInClause, within its own clause, after the last comma: "When a
// volunteer records damage, the system shall withdraw the tool and may
// notify …"), or
// anywhere in its Sentence; a number
// within NumberWithin tokens after it or NumberBefore tokens before it
// (limited by NumberUnits to figures of the dimensions that can measure
// the term: a distance is not bounded by "by 07:30" or "for 2 hours";
// a figure after "from" is the baseline a degree departs from, not its
// bound: "deviates significantly from 50 Hz"; nor is a figure in a
// condition that opens after the term: "promptly when fewer than 5 beds
// are available");
// a Named (capitalised) word; or one of the Words, the concrete members of
// a wildcard pattern ("high-level" for "high-*"), which may themselves be
// wildcards ("*-only").
//
// Some rules detect by slot rather than by word, and list the testable
// words instead of the vague ones, which form a much more closed class in
// requirement text. DetectSlot reports the word after a linking verb
// unless it is a function word, a number, a name, a participle ("shall be
// stored"), a capability in "-able"/"-ible" ("exportable"; quality
// attributes such as "reliable" or "stable" excepted, per ISO/IEC 25010),
// or one of the rule's listed testable words ("unique", "mandatory",
// "visible", "read-only", "numeric" …). After a causative verb with an
// object ("keep Priority 1 routes passable", "leave the bay dry") the
// slot is the word that ends the object, when it has the form of an
// adjective (a quality, "-ive", "-ful", "-ous", or a listed adjective of
// state) — a noun there ("keep the audit log") is the object; an adverb
// alone after a participle of result is its manner ("shall be made
// digitally"), not the slot word; an irregular participle with a prefix
// ("resold", "mislaid") is a state reached; a word with an ending only adverbs
// of manner have ("-ously", "-ally", "-ately" …) means the verb is not
// linking ("shall sound continuously"). States such as "vacant" or
// "occupied" are testable. Rules marked Fallback report a span
// only when no other rule reports an overlapping one, so the named family
// asks the sharper question and the slot catches what no family lists.
//
// A detector is the small procedure that applies a row: DetectPhrase finds
// the patterns, subject to the exceptions; DetectBareNumber finds a
// bounding word followed by a number with no unit ("within 5");
// DetectRate finds a count without a time window ("1000 requests");
// DetectCount finds a count after a verb of throughput with no window
// ("check up to 50 tickets"; the Window exception keeps a sentence that
// gives its window, "in any rolling 6-month period", "for the last 12
// months", "from 22:00 to 07:00", clear, for count_window and
// vague_period); DetectTrigger finds a condition with a
// degree predicate and no threshold ("when queues grow", "if the battery
// is low"); DetectSlot finds an untestable word in a predicate slot;
// DetectAttributive finds a gradable adjective before the noun it
// qualifies ("flag unlikely sightings"), the excerpt running to the head
// noun; DetectPronoun finds a pronoun with two or more candidate antecedents;
// DetectFeature finds a requirement that only names a feature. Three
// detectors look across requirements: DetectConflict, DetectSynonym and
// DetectAcronym.
//
// # Rule families and their sources
//
// The vocabularies are word families taken from published guidance, not
// from misses: the INCOSE Guide for Writing Requirements (R7 vague terms,
// R8 escape clauses, R9 open-ended clauses, R26 pronouns, R32 universal
// quantifiers, R34 measurable performance, R35 temporal dependencies),
// the weak phrases and options of NASA ARM, and ISO/IEC/IEEE 29148 §5.2.7.
//
// The families follow the quality indicators of NASA's Automated
// Requirement Measurement tool (ARM: imperatives, options, weak phrases,
// incomplete, size) and the requirements language criteria of ISO/IEC/IEEE
// 29148:2018 §5.2.7 (avoid superlatives, subjective language, vague
// pronouns, ambiguous adjectives and adverbs, open-ended non-verifiable
// terms, comparative phrases, loopholes, terms that imply totality), with
// the characteristics of §5.2.5–5.2.6 (complete, consistent, verifiable,
// singular):
//
//   - vague_performance, vague_usability, vague_reliability,
//     vague_scalability, vague_adequacy, vague_security: subjective terms
//     ("fast", "user-friendly", "robust", "scalable", "adequate",
//     "securely", "at a glance"; urgency named as a class with no
//     definition: "urgent repairs"). ARM weak phrases; 29148 subjective
//     language. Words the corpus labels far less often than it uses them
//     are left out: "normal" (one label in 11 uses: "a normal stop" is a
//     kind), "high-priority" (an alarm class; none labelled), "prompt"
//     (mostly the noun, "the 'Do you need more time?' prompt"), and
//     "shortest" and "longest" (a route or a wait a test can compute). A word of
//     vague_performance before a determiner is a verb ("shall prompt the
//     crew"); "at once" is not one of its words (after a count it means
//     together, "hold up to 3 bookings at once", and no corpus use of it
//     is labelled). "latest" is vague only before what keeps changing ("the
//     latest devices", "the latest version"); "the latest reading" is the
//     most recent of a series.
//   - superlative ("best", "most", "as soon as possible", "minimise",
//     "so that peak demand is minimised"): 29148.
//   - comparative without a baseline ("faster", "more secure" with no
//     "than …"; a figure just before it is one: "18 or older", "75% or
//     higher", "20 years or older", "110 °C or higher": a figure's unit
//     counts with it; "upper and lower" name two edges;
//     "reduced mobility" is a term of art): 29148
//     comparative phrases. comparative_form (fallback)
//     finds one by its "-ier" form ("a busier area"), the nouns in
//     "-ier" ("courier", "supplier", "identifier") excepted.
//   - open_list ("etc.", "such as", "including but not limited to"): ARM
//     incomplete; 29148 open-ended terms. A quoted example shows a format,
//     not an open set ("for example 'C-12-045'"). A list opened by "such
//     as" or "e.g." and closed by "etc." or "and so on" is one open list,
//     found where it ends (writers mark it there: 12 of 12 in the corpus).
//   - comparative_existing: a comparison with the system being replaced
//     and no figure ("faster than the existing system", "more reliable
//     than the current process", "faster than on the old club site"): the
//     baseline is named, the measure of the difference is not; every such
//     use in the corpus is labelled.
//   - loophole ("if possible", "as appropriate", "where applicable"): 29148.
//     Not before "by", "under" or a reference opened by "in" ("as
//     required by the tax code", "as required in section 4"); "in" with
//     no reference scopes the loophole ("if possible in the language
//     chosen by the owner").
//   - tbd (TBD, TBC, TBR, "to be determined"): ARM incomplete.
//   - bare_number, rate_window, count_window, vague_quantity,
//     vague_frequency, vague_period, vague_trigger, vague_tolerance,
//     lead_time: quantities
//     without unit, time window, bound, threshold, tolerance or lead time
//     ("within 5", "up to 1000 requests", "check up to 50 tickets", "large
//     files", "recent orders", "at night", "when queues grow",
//     "when demand exceeds capacity", "once the buffer overflows",
//     "approximately 10 hours", "a reminder before arrival", "warn the
//     beekeeper before a treatment is due"; not "before" inside a
//     condition, which orders two events: "If the holdover time expires
//     before the take-off roll, then the system shall alert …"): ARM size and
//     weak phrases; 29148 verifiable; INCOSE GtWR R34–R35. A count held
//     at once or in one container is no rate ("3 queued jobs at any one
//     time", "6 orders in one trolley run", "a slot holds 20 orders").
//     vague_frequency ("regularly", "frequently", "periodically") is a
//     finding also next to a figure that measures something else
//     ("rinsed regularly with water at 60 °C"): every use in the corpus
//     is labelled.
//     A bound named by kind with no figure is a vague quantity ("falls
//     below a minimum level", "hold a minimum amount of ice"; not "a
//     minimum amount of 40 kg").
//     "under 16"
//     after people ("visitors under 16", "learners under 18": any person
//     noun, in the plural too) is an age. A figure needs no
//     unit of its own when a second bound gives it ("below 100.0 or above
//     250.0 pence per litre") or the quantity has none ("a pH below
//     7.6"); a capital "A" after a figure is amperes ("exceeds 180 A").
//     A named amount of money with a bare figure has no currency ("a late
//     payment charge of 5").
//     A preposition after a bare figure is no unit ("loses more than 12
//     between two weighings", "20 per passenger"), and a named measure
//     bounds one too ("a maximum file size of 5 per photo"). A user story's
//     role ("As a site secretary, I want applicants who decline …") opens
//     no condition, and "full" alone is a state ("when the car park is
//     full"), "nearly full" a degree, as "runs out" is exhaustion and
//     "is running out" approach. A trigger word after a determiner is a
//     noun ("on either approach", "an approach track circuit", "during
//     the peak"), no trigger. lead_receipt is
//     something a person receives ahead of an event with no lead time
//     ("receive the gate code before I arrive"; a step before another,
//     "before delivering goods", is an order). undefined_due is a state
//     measured against a due time the requirement never gives ("see which
//     boats are overdue", "orders that are delayed"). advance_time
//     (fallback) is an action ahead of an event with no lead time
//     ("reserve units in advance", "order parts ahead of time"; paying in
//     advance is prepayment); open_mapping is a value that varies with a
//     condition with the mapping left open ("10 to 20 g/m² depending on
//     the road temperature", "vary with the distance"), unless a table,
//     a list of cases or a figure gives it.
//   - unnamed_subset: "certain" or "particular" before a plural noun
//     with no list ("the freezers used for certain vaccines"): 29148
//     open-ended terms.
//   - vague_standard, vague_role: a class or role left unnamed ("standard
//     protocols", "strong algorithms", "qualified personnel"): 29148
//     incomplete references and vague subjects.
//   - vague_perception: a perceptual quality with no level ("shall be
//     audible", "bright"): INCOSE R7. Not before the kind of signal it
//     names ("sound an audible alarm", "an audible and visual alarm"):
//     writers label about one such use in fifteen.
//   - vague_degree: an intensifier marks the next word as a matter of
//     degree ("very late", "too intrusive"): INCOSE R7.
//   - vague_judgement: evaluative adjectives by family — risk
//     ("dangerous"), fairness ("balanced"), worth ("poor"), operability
//     and effort ("operable", "cumbersome"), feeling ("frustrating"),
//     upkeep ("overgrown", "in good condition") — in
//     any position: INCOSE R7, 29148 subjective language.
//   - wordnet_attributive: 845 evaluative and gradable adjectives drawn
//     from WordNet 3.0 (© 2006 Princeton University; license in
//     WORDNET-LICENSE), in the attributive slot, as a fallback after the
//     hand-made lists. internal/wordnetgen takes the adjective clusters (a
//     head synset and its satellites) whose WordNet attribute is one of 63
//     qualities a requirement must quantify or define — quality, adequacy,
//     appropriateness, difficulty and ease, speed, clarity, audibility,
//     cleanness, accuracy, importance, normality, regularity, comfort and
//     others — plus 24 heads that WordNet links to no attribute (safe,
//     reliable, efficient, legible, consistent, probable …). It keeps a
//     word only if its most frequent sense lies in such a cluster and
//     SemCor tags it mainly as an adjective; it drops participles,
//     capability adjectives ("capable of being …"), grade compounds, and
//     classes of testable states and terms of art, each with its reason in
//     the generator, and the rule shares attributive_slot's classifiers.
//     The list is generated into wordnet_words.go (regenerate with go run
//     ./internal/wordnetgen -wordnet /usr/share/wordnet, from Debian's
//     wordnet-base). On the tuning split it finds nothing the hand lists
//     miss: it is there for the words a new domain brings. The "-ly"
//     adverbs of these adjectives need no rule of their own: vague_adverb's
//     open "*ly" pattern finds them.
//   - vague_predicate: gradable adjectives that are terms of art before a
//     noun ("hot standby", "cold storage", "light theme") but vague as
//     what something shall be or becomes ("shall arrive hot", "prices
//     shall be current", "if the driver is drowsy", also after a
//     progressive "if the bus is running late"): INCOSE R7.
//   - vague_compound: praising compounds by their shape ("*-friendly",
//     "*-grade", "*-ready", "*proof", "high-*"), with the concrete members
//     ("toll-free", "high-contrast", "business-class") as exceptions, and
//     the name of an indicator ("the low-fuel warning lamp").
//   - vague_manner ("in a consistent manner"), vague_enough ("accurate
//     enough"): an adjective alone says how or how much.
//   - vague_right: a value judged right but never given ("the right
//     temperature", "the correct dose").
//   - vague_event: an open class of events with no definition
//     ("malfunctions", "tampering", "unusual activity"): 29148 open-ended
//     terms.
//   - vague_baseline: a comparison with a baseline nobody measured
//     ("quicker than today", "than competitors"): 29148 comparative
//     phrases.
//   - predicate_slot (fallback): the word after a linking verb that is
//     not on the list of testable words ("shall be roomy", "if grid
//     voltage becomes unstable", "shall be kept spotless", "shall feel
//     informed"): INCOSE R7, ISO/IEC 25010, ARM weak phrases.
//   - result_slot (fallback): the same slot after a causative verb and
//     its object ("keep Priority 2 footways passable", "keep the wash
//     plant busy"); testable results ("keep the fire doors closed") are
//     not findings: INCOSE R7.
//   - vague_adverb (fallback): any "-ly" adverb in an obligation, unless a
//     listed channel, medium, technique, order or scope ("manually",
//     "wirelessly", "pneumatically", "alphabetically"), not an adverb, or
//     bounded by an event ("sound continuously until it is acknowledged");
//     "reported immediately" and "refresh routinely" are findings: INCOSE R7.
//   - comparative_slot (fallback): "more"/"less" and a content word with
//     no "than", figure or baseline ("more granular"): 29148.
//   - unbounded_change (fallback): a verb of change with no target or
//     baseline ("reduce fuel consumption"): INCOSE R34.
//   - vague_freshness: changing data with no age or refresh interval
//     ("the latest snow conditions", "live waiting times"): INCOSE R35.
//     Not "current": "show the current position" names the value now,
//     and writers label about one use in twenty.
//   - vague_state (fallback): an "-ing" state after a detection verb
//     ("flag overflowing bins"): INCOSE R7.
//   - attributive_slot (fallback): a gradable or evaluative adjective
//     before the noun an obligation acts on ("flag unlikely sightings",
//     "redact sensitive personal data"), listed by meaning or found by
//     shape ("-ous", "-tive", "-sive", "-ful"); the testable words of the
//     predicate slot and category words ("personal data", "electronic
//     payment") are not findings: INCOSE R7, ARM weak phrases. "key" and
//     "light" are left out of its list ("key dates", "the light level"
//     name; over the corpus neither was ever labelled there), as "clean"
//     is out of vague_usability ("clean linen", "a clean bed") and
//     "history of", "historical", "at night", "overnight", "opening
//     hours" and "office hours" out of vague_period (a named period of the
//     organisation or of the day; the corpus labelled one of their 17
//     uses); "dangerous goods" is a regulated category and "bright
//     sunlight" a condition of use, not a quality asked for.
//     vague_period also reads a period named with no length ("blocked
//     from booking for a period", "kept for a while"), but not one bound
//     by comparison ("for a period at least as long as …") or left to
//     be decided ("for a period TBD", which tbd reports). A word
//     with its counterpart later in the sentence defines itself ("the old
//     value and the new value").
//   - vague_distance: a place given by proximity with no figure ("near the
//     lift", "away from the brewhouse", "close to my route"): INCOSE R7.
//   - unstated_amount: money charged, paid or granted with no amount,
//     rate or named tariff ("charge a fee for amendments", "receive a
//     partial refund"): 29148 §5.2.5.
//   - superlative_form (fallback): any "-est" word after a determiner
//     ("the nearest available ambulance", "the quietest route") with no
//     named criterion ("by walking distance") or rounding ("to the nearest
//     second"); orderings in time ("latest", "earliest") and words that
//     only end in "-est" ("request", "interest") are exceptions: 29148
//     superlatives.
//   - vague_increment (fallback): an amount relative to an unstated
//     baseline with no figure ("extra time", "additional storage",
//     "reduced workload"): INCOSE R34, 29148 comparatives.
//   - vague_proportion: a share with no percentage ("the majority of
//     requests", "in most cases"): INCOSE R32, R34.
//   - vague_sample: a sample, subset or check with no size or method ("a
//     representative sample of landings", "spot checks"): 29148 §5.2.5.
//   - possessive_reference (fallback): a document named only by its owner
//     ("the court's fee schedule", "the council's guidelines"): 29148
//     incomplete references.
//   - unstated_value: a value referred to but never given ("after a set
//     number of days", "for the statutory period"): ARM incomplete.
//   - vague_deliverable: a deliverable named by kind with no content or
//     format ("provide monthly reports to the Council"): 29148.
//   - bare_measure: a measure given as a number with no unit ("the
//     session timeout shall be 30"); vague_duration: a plural unit of
//     time with no number as a wait or deadline ("within days", "takes
//     weeks"): ARM size; INCOSE R35.
//   - undefined_limit: a limit referred to but never given ("exceeds the
//     limit", "leaves the safe range", and with modifiers as what a value
//     is compared with, "exceeds the conveyor dimension limits"; a limit
//     owned by something, "both exceed their limits", and a band aimed
//     at, "within the target band"; a limit said to be configured is a
//     setting): INCOSE R34.
//   - unnamed_reference: a governing document cited by kind only ("in
//     accordance with the retention policy"): 29148 incomplete references.
//   - incomplete_reference ("applicable laws", "the accessibility
//     regulations" with no name, number or section): 29148 incomplete
//     references.
//   - and_or: "and/or" is not singular (29148 §5.2.5).
//   - option ("may", "can", "optionally" inside a shall/must sentence):
//     ARM options. Not in a subordinate clause ("so that customers can
//     migrate"), except the optional content of a required output ("a
//     summary of the day, which may include photos": 4 of 4 such uses in
//     the corpus are labelled); a "that" after a preposition is a determiner and opens
//     none ("refund the fee for that lesson … or may offer a make-up
//     lesson" is a finding), nor does "before" or "after" right after a
//     unit of time ("a reminder 24 hours before each booking and may
//     also send an SMS"). option_optionally reads "optionally" in an
//     obligation wherever it stands, also in a relative clause ("an
//     all-clear message, which can optionally include the vibration
//     readings"): every use in the corpus is labelled.
//   - pronoun: "it", "they", "this", "them" with two or more candidate
//     antecedents of matching number: 29148 vague pronouns. "its" is one
//     only after two things joined by "and" or "or" in a preposed clause
//     ("When the afterburner and the exhaust fan are both running, … its
//     temperature"; not a "between" pair): otherwise it belongs to its
//     clause's subject, and every earlier noun as a candidate finds 16
//     labels for 72 false findings in the corpus. "he", "she",
//     "him", "her" and "his" are findings with two persons in the singular
//     before them ("When a driver reports a breakdown to the dispatcher,
//     the system shall notify him"); "him" and an object "her" are not the
//     subject of their own clause, "he"/"she" opening a main clause after a
//     preposed adverbial clause has every person of that clause as a
//     candidate: one after "to" or "from" ("hands the booth back to the
//     shift supervisor, he shall …"), the object or an owner ("When the
//     nurse calls the doctor, she shall …", "moves a pupil to another
//     teacher's register, she shall …"), the subject of a second clause
//     joined by "and" or "or" ("the technician arrives and the operator
//     closes the incident, he shall …") or two subjects joined by "and"
//     (a person joined so ends its noun phrase: in "the installer and the
//     estimator disagree" the next word is their verb), and a companion
//     after "with" ("completes a home check with the applicant, they
//     shall …": writers label it; an earlier rule excluded companions),
//     and an owner ("amends a patient's exercise plan, … notify him"),
//     and opening an
//     adverbial clause after the main clause is the main subject (two
//     subjects joined by "and" or "or" stay two: "The dispatcher and the
//     guard shall both receive a confirmation when he acknowledges"). Persons
//     whose WordNet entries also name things ("attendant", "pilot",
//     "carer", "conductor", "cleaner", "guard") are added by hand, as are
//     people taking part ("walkers", "bowlers", "participants") and roles
//     named after what they hold or run ("the permit holder", "the
//     harbour master"), and a partner in a role ("the co-driver"); a
//     person joined by "and" to an earlier subject
//     ends its noun phrase even when it reads as an adjective too ("a
//     marshal and a technical official disagree"). A pronoun
//     with no candidate in its own sentence reaches back to the previous
//     sentence of its requirement, whose subject, when it agrees, is the
//     one antecedent (the topic continues). The subject pronoun of a main
//     clause after a preposed adverbial clause continues that clause's
//     subject ("When the drone reaches the delivery point, it shall …"),
//     unless a partner of that clause's verb, after "to", "from" or
//     "with", may act as well ("When the crossing controller loses the
//     data link to the interlocking, it shall …": two candidates), or
//     either clause is passive, so that no subject acts in both, and
//     every thing the clause names stays a candidate ("When the engineer
//     replaces the transducer on the audiometer, it shall be
//     recalibrated", "When the alarm is acknowledged by the operator on
//     the panel, it shall stop the buzzer"; over the corpus 6 labels
//     more and no false finding, where every noun in active clauses too
//     was 8 labels for 3 false findings, "When the machine detects a jam
//     on the transport belt, it shall stop the belt"); so
//     may it for an object pronoun that would take the preposed clause's
//     subject ("If the primary sensor reading deviates from the backup
//     sensor reading …, the controller shall flag it"). An object pronoun
//     after a verb takes the one object of an earlier verb ("connect the
//     pump to the valve and then open it"), unless that object stands in
//     a preposed clause with other nouns ("When the operator acknowledges
//     a fault on the operator panel, the controller shall forward it":
//     the fault or the panel).
//     Candidates of one head are one thing unless both have other
//     modifiers or one is "another" of it ("the duty pump" and "the
//     standby pump", "a rider" and "another rider" are two; "the pump"
//     and "the duty pump" one).
//     "they" and "them" with no plural noun before them are a person's
//     singular they, a finding with two persons in the singular ("When a
//     member adds a guest to a booking, the app shall send them …"), also
//     when "and" joins them ("notify the room leader and the parent, and
//     … only after they have confirmed it"), except in a purpose clause
//     ("notify the grower and the technician so that they can …") or
//     before a passive, where the two are one plural antecedent;
//     an object pronoun is not bound by the subject of its own clause,
//     also a later one ("…, and the service shall erase it"), and the verb
//     after an infinitive "to" is not a candidate. The subject pronoun of
//     an adverbial clause after the main clause, with a verb of its own,
//     refers to the main clause's direct object ("shall reject a bag at
//     check-in when it exceeds …"); a state after a linking verb ("send the
//     report to the manager when it is ready") stays a finding. "they" in
//     such a clause, with no agreeing direct object, is the main subject
//     when that is a plural person ("Applicants shall see a summary of all
//     fees before they pay"). A pronoun after a preposition that opens no
//     clause ("a gross mass for it has been received") or before a
//     particle of place ("park it there") is an object. An object pronoun
//     refers to the main verb's direct object ("shall V the X") when that
//     agrees and is not one of two objects joined by "and" or "or", and
//     the pronoun is followed by "there" or "here" or stands in a clause
//     of its own opened after the object by a subordinator or a relative
//     word ("shall release an import container to a haulier only after the
//     shipping line has released it"). Otherwise a pronoun right after a
//     verb ("keep it sealed", "decide whether to open it") takes the
//     objects of earlier verbs, whose roles run in parallel: one that
//     agrees is the antecedent ("encrypt each tender on upload and keep it
//     sealed", "connect the pump to the valve and then open it"), two or
//     more are the candidates ("register a claim, assign a case number and
//     then file it"). An object pronoun is not bound by the subject of its
//     own clause, but the nouns of a preposed adverbial clause are
//     candidates: that clause's subject is the topic ("When a stand
//     reaches its capacity, the system must stop admitting spectators to
//     it"), and two subjects joined by "and" or "or" are two candidates
//     ("When the pump speed and the bypass flow both exceed their limits,
//     the controller shall reduce it"). The subject of a passive ("when it
//     is sent", "after which they shall be deleted") is what an earlier
//     verb acted on: the nearest agreeing object of a verb ("shall send the
//     award decision to every bidder, and the standstill period shall start
//     when it is sent"); with none, the one subject of a preposed clause
//     ("If communication with a substation is lost, … until it is
//     restored"); with neither, the nouns stay candidates. These are
//     decisions from the corpus: reviewers rarely call a pronoun ambiguous
//     when one noun fills the verb's role in parallel, and on the held-out
//     sets before v22 most pronoun findings were false positives. A
//     subject pronoun right after a noun opens a relative clause on it
//     ("the container it is delivering", "the date it was last
//     confirmed"): the noun is not its antecedent, and the subject of the
//     clause that holds the noun is ("when the truck has no pre-advice for
//     the container it is delivering"). A label before a preposed clause
//     ("Acceptance: when a berth is released, …") does not hide it.
//     "has" before a pronoun is the verb of possession ("while an editor
//     has it open"). A pronoun after a preposition is neither the noun
//     the preposition completes ("any earlier version of it") nor the
//     object of the verb whose phrase it closes ("ramp the park output
//     towards it"); a word after "to" with an object of its own is a verb
//     ("to restore any earlier version"). An object pronoun that reaches
//     back to the previous sentence takes the one object of a verb there
//     ("… to edit an article; other users shall see it read-only"). The
//     subject pronoun of an adverbial clause after the main clause with no
//     direct object after the modal takes the one object of a later verb
//     ("allow customers to book a lane-swimming session … before it
//     starts"); a word before "than" is no candidate ("no later than").
//     A candidate is the head of its noun phrase, the last noun of a
//     compound ("the pump speed", "all charge points must"); a word in
//     "-s" before anything but a verb is a verb ("a curator saves
//     changes"). Persons are the lexicon's and the nouns that name a
//     person in every sense WordNet 3.0 gives them, or whose person senses
//     are at least twice as frequent in SemCor as their other noun senses
//     (5,202 words, generated into persons_words.go by
//     internal/wordnetgen: "curator", "registrar", "agronomist", "editor",
//     "supervisor"; not "controller", "monitor" or "reader", which are
//     also devices, nor "handler", "subscriber" or "worker", which
//     specifications use for components). "it" never refers to a person, and "he"/"him" may refer
//     to any of them. A user story's nouns are not its subject (that is
//     "I"), and its role ("As a dentist,") is not a third person: "As a
//     coach, I want to pair a swimmer with a physiotherapist and send him
//     the session plan" is a finding.
//   - totality_all, totality_open, totality_always ("all users", "any
//     file", "anyone", "always", "never"): 29148 terms that imply totality.
//     A range bounds "anywhere" ("anywhere between 30% and 100%").
//     After a modal "close to" is a verb, no proximity ("the queue shall
//     close to new customers"); a capitalised comparative inside a
//     sentence is a name ("the Lower Gorge descent").
//     Conditions of use are an open set ("in all weather conditions",
//     "in all lighting conditions"): totality, not a vague quantity; so
//     are faults and kinds ("detect every fault", "every kind of fraud"),
//     events, incidents and intrusions ("log every event"),
//     residents and documents ("all residents", "All documents supplied
//     by a client").
//   - totality_detect ("detect every valve fault", "catch all picking
//     errors", "prevent every kind of fraud", "alerted to every
//     attempt"): detecting, catching or preventing every case of a set
//     that a figure or a list does not bound; every such use in the
//     corpus is labelled, where logging, recording or rejecting every one
//     of a kind is routine (mostly unlabelled) and stays with
//     totality_all.
//   - totality_guarantee ("shall never be lost", "shall always be
//     available", "shall never discard alarm events"): after a modal
//     "never" states a rule and is no finding ("shall never store
//     plaintext passwords"), except before a failure, a loss or an
//     availability, which no test can verify.
//   - totality_always_obligation: "always" after a modal with no figure,
//     condition or window near it ("shall always know the position of a
//     pig"); writers label every such use in the corpus.
//   - feature_only, feature_named ("The system shall support
//     notifications.", "The app shall have a dashboard."): 29148 "provide
//     support" as an open-ended term. A one-sentence requirement whose
//     object is a short noun phrase with no behaviour, condition or
//     measure; a named product, standard or format ("support PostgreSQL")
//     is concrete enough, and only a system "has" features (an entity
//     "has" attributes) unless the object is named by a feature's kind
//     ("The governor shall include a self-tuning function", "The
//     controller shall include a dosing efficiency optimiser": function,
//     mode, module, dashboard, optimiser, assistant, wizard, engine,
//     planner, calculator, generator, analyser, tracker, chatbot, widget,
//     toolkit, advisor …). One "of" or "in" followed by a short noun phrase
//     is part of the name ("support electronic payment of fees", "work in
//     remote areas"), and so is "for" followed by whom or what the
//     feature serves: a person, or a noun phrase of at most three words
//     with no verb, gerund or figure ("a pump efficiency dashboard for the
//     station", "for project leads", "for the summer series"; not "for
//     tracking deliveries", "for when the depot is closed"), also in a
//     story's wish; the name's seven words are counted up to that marker;
//     a name ending in a noun of a feature's kind ("function", "mode",
//     "module", "tool", "facility", "dashboard", "option", "panel",
//     "programme", "score", "preview", "report" …) followed only by a
//     scope ("for use during resuscitation events", "for when the
//     household is away", "between parents and staff", "for each booked
//     appointment") is a finding however long the
//     scope, unless the scope holds a figure, a gerund after its opener
//     ("for tracking deliveries") or a clause that says what it does
//     ("that shows …", "to …", "so that …");
//     a passive names the subject as the feature ("must be
//     guided through the filing process", "Offline mode shall be
//     supported."); a user story's wish counts as an obligation ("I want
//     the app to work in remote areas"). Integration verbs ("integrate
//     (with)", "interface with", "connect to", "communicate with",
//     "exchange data with", "synchronise with") name a partner, not what
//     passes between them: a named partner ("the club's CRM", "Google
//     Calendar") or a longer object ("the laboratory analysers and
//     imaging equipment we use", up to 10 words) is still a finding; a
//     marker of behaviour ("to post payments every night", "over TLS
//     1.3") is not. A one-sentence user story whose wish is a bare noun
//     phrase ("As a practice owner, I want a dashboard of the practice's
//     performance.") names a feature too; a marker ("a receipt by email",
//     "a summary … that lists absences") says what it does, but "for" and
//     the person served do not ("a reporting module for the asset
//     manager").
//   - numeric_conflict: limits on one quantity that contradict across
//     requirements (29148 §5.2.6, consistent set) — critical. A modifier
//     narrows a topic ("group bookings" under "each booking"), so a more
//     specific limit that exceeds a general one conflicts with it. A total
//     a change may reach ("extend a campaign to a total of 90 days", "a
//     combined 40 hours") is a maximum. A topic is the content words
//     nearest the figure in its sentence, without a requirement's label
//     ("Description:", "[M]"), a purpose clause after the figure ("to cover
//     the morning wave", "so that …") and one-letter words; verbs and nouns
//     of holding are one concept ("hold up to 2,500 bags", "a capacity of
//     3,000 bags", "accommodate", "seat"), and a noun derived from a verb
//     stems as the verb ("stored for at most 24 months", "36 months in
//     storage"; "-age", "-ment", "-al"). Units of time, size, money,
//     mass, length, volume and temperature (with its sign: "-18 °C")
//     convert; one modifier may stand between a figure and its unit ("5
//     working days"); a unit per unit is a rate ("50 km/h", "20 l/min",
//     "1,200 litres per minute"; a day or longer after "per" is a window:
//     "25 mm of water per day");
//     a bound may follow the figure ("85 dB or more", "-18 °C or below");
//     any other word after a figure is a count, of the
//     plural noun that ends its noun phrase ("500 concurrent users", "5
//     failed login attempts"), or of the noun named before it ("the number
//     of submasters … shall not exceed 48", "Submasters shall be limited to
//     48"). A range ("1 to 14 nights", "between 4 and 12 people") is a
//     minimum and a maximum, and a minimum above a maximum of one quantity
//     conflicts. Keeping and deleting bound one period: "retain … for at
//     least 3 years" is a minimum kept, "records older than 24 months must
//     be deleted" a maximum. A time before an event ("48 hours before
//     arrival") or from one ("within 7 days of the walk") is its own
//     quantity. A tighter specific limit conflicts with a general one
//     unless a modifier, scope or window narrows it ("avatar uploads",
//     "sensors on river crossings") or a shared word modifies a new head
//     ("review titles" under "reviews"): extra words that only describe the
//     quantity ("800 metres walking distance from the pupil's home
//     address" against "walk more than 1,000 metres") give it a second
//     value. A topic keeps the subject's first word when nearer words
//     fill it ("A parcel for a household of five or more people must
//     contain at least 20 kg" is a minimum on parcels, above "Each parcel
//     must weigh no more than 15 kg"), and leaves out a user story's role
//     and wish, verbs of extent ("covers", "lasts") or of the dimension
//     ("weigh") and a second predicate after the limit ("… and is
//     confirmed within 2 minutes"); thresholds in a condition ("when the
//     tank level is above 90 litres") are not compared as minima, ranges
//     or refinements. A more specific topic whose extra words hold the
//     verb a time measures limits another activity ("Alarms shall be
//     acknowledged within 5 seconds" against "Alarms shall be shown for
//     at least 10 seconds"). An interval between recurrences is bounded by
//     how often: "at least (once) every 30 seconds" keeps it at most 30
//     seconds, "no more often than every 5 minutes" at least 5 minutes,
//     as is "no more than one position report every 5 minutes",
//     a time of day is a figure in minutes after midnight ("until 16:00",
//     "by 09:00", "no later than 18:00" and "at 12:00" in a sentence that
//     stops, locks or closes something are ends; "after 06:00" a start;
//     "at 06:00" otherwise exact), and the only two requirements of a
//     document with one are compared at any similarity when one permits
//     and the other obliges ("able to change an order until 10:30"
//     against "stop accepting orders at 09:00"; two deadlines of two
//     tasks are not),
//     "within 14 days of purchase" is a time since the purchase, with
//     or without a determiner; "not faster than", "slower than", "as late
//     as", "as much as", "as many as" bound from above and "faster than",
//     "as soon as", "as early as", "as little as" from below (a figure
//     right after them); "no earlier than" is a minimum in time
//     after an event and a most lead before one ("no earlier than 24
//     hours ahead of the visit"); before an event, an end in time is a
//     least lead ("cancel up to 2
//     hours before the slot", "complete no later than 25 minutes before
//     departure" leave at least that long); a permitted minimum below a
//     required one conflicts ("able to book at least 56 days after the
//     last donation" against "reject a booking less than 12 weeks after
//     it"),
//     a figure that qualifies the subject before the modal while another
//     figure follows it is a condition ("Flyer orders of up to 1,000
//     copies shall be dispatched within 2 working days"),
//     a tolerance is a range ("0.8 mg/L ± 0.1 mg/L" holds between 0.7 and
//     0.9), a time after "for" is exact also when measured from an event
//     ("remain open for 6 months from publication"),
//     numbers written as words before a word ("up to three courses",
//     "two hours"; "one" only before a unit, "within one hour", as it is
//     also a pronoun) are figures,
//     and "every 6 hours" alone is the interval itself, whatever bounding
//     word stands earlier ("send a message over the link every 6 hours"),
//     and "once every" or "once a" opens no condition. A purpose clause
//     that opens the sentence ("To save battery, …") is not in the topic,
//     and verbs of a duration's running or lengthening ("run", "extend")
//     name no topic of their own. Limits worded apart are compared when
//     their topics, counted over all their words, share two or more, the
//     smaller has at most one word the other lacks and the larger at most
//     two, and no unshared word is a scope or window or modifies a shared
//     one: then only contradictions no wording explains conflict — a
//     minimum above a maximum ("at least every 30 seconds" against "no
//     more often than every 5 minutes"), and a value a sentence permits
//     ("shall allow … to extend … up to a total of 28 days") above one a
//     sentence caps ("shall not run for more than 14 days"); and a minimum
//     and a maximum whose five nearest words differ by one word each
//     (two temperature bands for one grow room under overlapping
//     conditions). A time after "for" is an exact duration ("the dryer
//     must run for 90 seconds"), and an exact value claimed for every case
//     ("In every programme, …") conflicts with another for one case ("the
//     premium programme … with the dryer running for 120 seconds"). Two caps that
//     differ are not compared so: one may be a limit and the other a
//     condition ("amend up to 2 hours before departure", "a fee for
//     amendments made less than 24 hours before departure"). Thresholds
//     in conditions are stages, not limits: two of them conflict only when
//     their ranges overlap and their obligations do opposite things —
//     halting ("stop", "suspend", "disable", "keep … closed") against
//     keeping going ("continue", "start", "keep … running"), rejecting
//     against accepting, or opening against closing, turned round by
//     "not", done to one thing (the objects share a word, or one is a
//     pronoun: "stop the pump" and "keep the fan running" do not
//     conflict); a condition after the
//     main clause takes the main clause's verb ("shall start the heating
//     plant whenever the outside air temperature falls below 3 °C"), and
//     "unless" puts the obligation on the other side of its threshold
//     ("as soon as" and "as long as" open a condition too; "stay open"
//     keeps a thing open and its subject is what stays; when the first
//     verb names no action, a second one after "and" does: "set the
//     signals to red and close the tunnel"; a verb of rejection after a
//     determiner is a noun and turns no bound, "a station in a block"; and a negation of the
//     obligation before a condition after it, "shall not be started
//     while the level is at or below 3.10 m", does not turn the
//     threshold; a passive acts on its subject, "switch on" and "turn
//     off" are starting and stopping; a level that "falls to" or "drops
//     to" a value is at or below it, one that "rises to" or "reaches" it
//     at or above; two objects of one head with other modifiers, "the
//     duty pump" and "the assist pump", are two things) —
//     on conditions whose words (from "if", "when", "whenever", "while",
//     "unless" to the threshold) are one inside the other or share all
//     but one word each ("If the drum temperature
//     exceeds 80 °C, then the controller shall stop the separator" against
//     "While the drum temperature is below 90 °C, the controller shall
//     keep the separator running"); "above 300 °C stop the burner" and
//     "above 350 °C stop the fan" do not.
//     Requirements that say nearly the same thing in other words are
//     compared whatever the words nearest their figures
//     (similarConflicts): when the cosine similarity of their content
//     words, each weighted by a smoothed inverse document frequency over
//     the specification's requirements (ln((n+1)/(df+1)) + 1), is at least
//     0.32, their figures of one dimension measure one quantity (a time
//     in a sentence an event opens, "When a price change is published, …
//     within 5 minutes", is a time since that event). Then two exact
//     values, an exact value outside a bound, a minimum above a maximum, a
//     permitted value above a cap, two caps or two minimums that are both
//     obligations (unless both follow preposed clauses that name two
//     situations, sharing fewer than two words: "When a patient presses
//     the call button, …" and "If a bedside unit stops responding, …";
//     "During pinning, …" names a situation too, and two bounds on one
//     quantity of the same topic are not compared across two situations
//     either: "When the operator starts a cold-start cycle, … limit the
//     power output to 30%" and "While the furnace lid is open, … 50%"), and thresholds in conditions with overlapping ranges
//     and opposite obligations conflict, as do two thresholds in one
//     direction that trigger one response to one thing ("start the
//     transfer pump" after 30 seconds and after 2 minutes above 80 %) (a
//     band in a condition, "while the
//     dissolved oxygen is between 4 and 7 mg/l", is a threshold with two
//     edges); a threshold at which the system stops, refuses or closes
//     keeps the quantity on its other side, and a permission beyond that
//     conflicts ("stop gantry travel when the distance falls below 10 m"
//     against "permit gantry travel down to a separation of 6 m"; "down
//     to" is a minimum); a permitted cap or minimum against another, any
//     other threshold in a condition against a value kept,
//     values more than 20 times apart (a retention of years against a
//     response in seconds), two different scopes (limits of two modes)
//     and a window of one side only do not; a scope of one side only is a
//     case of the other's general limit and does ("While rapid de-icing
//     mode is active, … a maximum of 75 °C" against "shall not raise the
//     blade surface temperature above 60 °C"). A figure with no bound ("the GBP 99 excess",
//     "return the output at 15 % of rated capacity per minute") is read as
//     exact there, and two such figures conflict only when one noun owns
//     both. The threshold was chosen on the corpus with the other conflict
//     passes switched off: at 0.32 this pass alone found 16 of the 36
//     labelled pairs of v1–v29 and no pair that is not labelled; at 0.28
//     17 and four unlabelled pairs (two kinds of charger, a response time
//     against a sampling interval). With the corpus through v33 and the
//     rules above, it alone finds 30 of the 52 labelled pairs and one
//     unlabelled pair (lights on within 1 second against barriers up
//     within 5 seconds). A specification of fewer than three
//     requirements has no document frequency to weigh, and is left to the
//     passes above. Words shared by more than 64 requirements are left out
//     of the score, so the pass stays linear in practice. Two
//     requirements that are the document's only ones with limits of a
//     dimension other than time (its only file sizes, speeds or masses)
//     are compared from a cosine of 0.10 when their figures share a topic
//     word (a bare figure there only with a bound: "move along the rail
//     at 1 m/s" against "shall not exceed a speed of 0.5 m/s"); counts of
//     nouns that name persons are one dimension ("660 persons per hour",
//     "500 spectators per hour"), as are cars and vehicles, seats and
//     places, jobs and tasks ("24 standard cars" against "up to 30
//     vehicles" in a lane); a deletion some time after an event and
//     a period kept are one retention; a lead time granted free of
//     charge ("cancel free of charge up to 3 working days before")
//     conflicts with a longer one that is charged ("if a candidate
//     cancels less than 10 days before, … retain the full test fee"), from
//     a cosine of 0.10, as both cover the days between; a requirement that splits a quantity into tiers (a maximum and
//     a minimum at one value: "up to 1.0 l … above 1.0 l") is compared
//     with none. From a cosine of 0.10 too, whatever else the document
//     measures in that dimension, a cap the system must keep (not a
//     threshold, not itself a grant) against a grant beyond it that
//     shares a content word near the figures: "The line speed of a
//     detachable chairlift shall not exceed 5.0 m/s" against "… the lift
//     operator shall be able to select a rush line speed of 6 m/s"
//     (writers put the exception in other words than the rule), and a
//     minimum against a grant below it ("submitted no later than 5
//     working days before the hearing date" against "able to book an
//     interpreter up to 24 hours before the hearing starts"), or a
//     value required in a case beyond it in a dimension other than time
//     and percent ("hold a height of 3 to 4 m above the canopy" against
//     "fly no higher than 2.5 m above the tree canopy"; times and
//     percentages measure too many things in one document to compare so
//     unless both divide by one window: "not more than 4 hours of room
//     bookings in any calendar week" against "the weekly booking
//     allowance … shall be 6 hours";
//     and a tolerance, "14 °C ± 1 °C", is no cap; the width of a
//     tolerance limits nothing of its own). What a
//     purpose clause can do is no grant ("within 5 minutes of payment, so
//     that I can enter the venue"), nor is a "permit" that is a document
//     ("a staff parking permit shall cover at most 2 vehicles"). "a week"
//     right after a figure is its window ("up to 24 hours a week"), as is
//     "in the same calendar week" and a time before "period" or "window"
//     after an article, "any", "each", "every" or "per" ("in any 24-hour
//     period", "within a rolling 12-month period"), which is no limit of
//     its own. "let" grants as "allow" does, and so does accepting or
//     admitting "up to" a number ("the booking form shall accept up to 8
//     players per lane"); a time or a share granted as an exact value is
//     no grant beyond a cap ("let a customer book an appointment of 90
//     minutes" against "send a confirmation email within 5 minutes"). A
//     reason after a limit ("…, because the landing cannot hold more")
//     does not turn its bound, as a purpose clause does not. People taking
//     part that WordNet also reads as things ("walkers", "bowlers") are
//     persons, counted with guests and players. A figure written as a word
//     ("a minimum of five reviewers") puts its requirement among those
//     compared by similarity. A user story's wish for "up to" a value is
//     a grant whether the excerpt opens with "up to" or not; "able to
//     reserve at most 4" is no grant (a cap: "at most", "no more than",
//     "a maximum of", "limited to" … restrict). A window may have one
//     word between "per"/"each"/"any"/"same" and its unit ("per festival
//     day", "on the same regatta day"); a time of day "each day" recurs
//     and has no window. From a cosine of 0.10, a minimum above a maximum
//     is compared in time and percent too when both divide by one window
//     ("no more than 6 hours per day" against "at least 8 hours of daily
//     turnout"), and a threshold at which the system stops, refuses or
//     closes against a permission past it ("shall not release a beacon
//     for hire if its battery charge is below 60%" against "permitted to
//     hand out a beacon showing a battery charge of 40% or more"); a
//     negated verb that names no action ("shall not release") refuses,
//     and "inhibit", "prevent", "prohibit" refuse. The side on which such
//     a threshold stops is the condition's own ("block a personnel
//     transfer when the wave height exceeds 1.5 m" stops above 1.5 m),
//     not the side the verb of rejection turns the limit to. "in a single
//     calendar day" and "in one working day" are windows. Below a cosine
//     of 0.10 a time granted beyond a capped time is compared when both
//     divide by one window ("no more than 2 hours of study-room bookings
//     per calendar day" against "able to book a study room for up to 4
//     consecutive hours per day"). "exceed" bounds from below as
//     "exceeds" does ("No hire period shall exceed 4 hours" is a cap
//     through its negation), and a more specific limit more than 20 times
//     apart from a general one is another quantity ("end the hire within
//     30 seconds").
//     Below 0.10, down to any shared word of weight, a grant beyond a cap
//     the other keeps (or below a minimum) is still compared outside time,
//     whose figures are too many ("no open tab shall carry a balance above
//     £150" against "I want my tab to run up to £250": a user story's wish
//     for "up to" a value is a grant), and so is a required minimum above
//     a cap, neither bare, outside percentages, times of day and
//     distances, which measure many things ("limit the calf's daily milk
//     allowance to 6 litres" against "fed at least 8 litres of milk per
//     day").
//     Retentions of a day or more are compared from a cosine of 0.10 too
//     when one keeps records at least (or exactly) a period and the other
//     lets them go at an age or keeps them at most a shorter one ("retained
//     for at least 7 years" against "purge radio log entries once they
//     are 36 months old": the deletion at an age keeps them at most that
//     long); two periods that both keep ("keep the alarm log for 13
//     months", "keep the trend logs for 24 months") are two things kept.
//     Last, a grant (a permitted limit, or a bound written "up to" or
//     "as many as", which name what may be reached rather than a cap the
//     system enforces, also as a threshold in a condition: "Participants
//     weighing up to 135 kg shall be accepted on lane 4") that goes past
//     a cap of the same family of measure (every count is one family,
//     every span of time but a lead time another) in another
//     requirement, by at most three times the cap, is tied to the one
//     such cap that shares most words with it, then the nearest in
//     value, among the 64 nearest in value so that the pass stays
//     linear: "No learner shall hold more than 3 course enrolments in
//     any one term" against "I want to enrol on up to five courses per
//     term", "No animal shall remain in lairage for longer than 24
//     hours" against "with the animals held in lairage for up to 40
//     hours". Writers name the two sides of a contradiction in different
//     words, so no shared word is asked for; the closeness of the values
//     stands in for it. Over the tuning corpus this found 75 labelled
//     figures for 12 false ones (a loan of "up to 14 days" against a
//     reply "within 5 working days"), and thresholds in conditions 4
//     more for 1. An exact value its sentence names a maximum ("The
//     maximum number of seated guests … shall be 150") is a cap too,
//     and an exact value for a situation named in a preposed clause
//     ("During the extended photography tour, … hold the lights on for
//     45 minutes") goes past a cap as a grant does, unless the cap is a
//     deadline written "within", which times a response rather than how
//     long something lasts: 17 labelled figures for 6 false ones over
//     the tuning corpus. A minimum past a maximum of the very same
//     measure (not a time of day, a percentage or a temperature, and not
//     past a deadline written "within") is tied the same way: "offer hire periods of 10 to 14 days" against "shall
//     not allow a trailer to be booked for more than 7 consecutive
//     days", 16 labelled figures for 10 false ones. Two requirements
//     that number one kind of thing apart ("upload files up to 25 MB to
//     module 1" against "The maximum upload size for module 39 shall be
//     10 MB") are not tied.
//     It will tie a cap and a grant on two different things
//     that happen to be close ("keep a kayak for at most 4 hours"
//     against "borrow a paddleboard for up to 6 hours"): a reviewer
//     dismisses those with one answer. Limits scoped to different plans
//     or modes, two kinds of one thing ("scanned invoices", "scanned
//     receipts") and two bounds written "up to" ("The north car park
//     shall hold up to 400 cars", "The south car park shall hold up to
//     150 cars") are not tied.
//   - synonym: one concept under two names ("customer"/"client"). The
//     one-word names of each synonym group are also one concept in the
//     topics of numeric limits, so "invoices" and "bills", or "uploaded
//     documents" and "files", limit the same quantity. Roles and things
//     that specifications keep apart ("manager" and "supervisor",
//     "booking" and "reservation", "warehouse" and "depot") are in no
//     group.
//   - undefined_acronym: an all-caps token of 2–6 letters (or such a token
//     heading a compound, "MID-compliant", except a praising one,
//     "SEO-friendly", which vague_compound reports, and one capital
//     letter, a term such as "X-ray" or "U-value"; or capitals joined by
//     hyphens, "POM-V"; or an acronym with lower-case letters or one
//     digit inside: two or more capitals, two together or one at the end,
//     no run of more than three lower-case letters, "RhD", "SoC", "SpLD",
//     "BACnet", "CTDIvol", "P2PE" — names in camel case, "PayPal",
//     "PostgreSQL", are not) never expanded
//     as "Full Name (ABC)", "ABC (full name)" or a glossary line "ABC: …",
//     not in a definitions section (see Glossary), not whitelisted (units, currencies
//     and the acronyms of computing and everyday language: HTTP, API,
//     JSON, PDF, GPS …; not NFC or VPN, which the corpus labels), not a
//     requirement-ID prefix and not a key or button named in capitals
//     ("presses GO", "the STOP button"), a keyword a user types or
//     texts ("types AGENT"), a roman numeral numbering a part or a class
//     ("Annex II", "Class III"), a unit named without a figure ("the
//     active power in MW"), a conformance level ("level AA") or a field
//     of a date format ("DD/MM/YYYY"). A body, standard or
//     classification cited by its initials without a number ("the IATA
//     reference bag set", "the ABO group", "an RFID card") is a finding
//     however standard in its domain, as the corpus labels it; with its
//     number it is a designation ("IEC 62053-21", "ISO 9001", also
//     through up to two short codes in capitals: "SMPTE ST 12-1", "EBU R
//     128", "ETSI EN 300 743", or with a code with digits: "PCI DSS
//     v4.0", "ASABE D245.6"). An acronym whose requirement spells it out
//     before it, in content words whose initials it takes, is defined
//     there ("The relative humidity … by more than 5 % RH"; not words
//     after it, "compute the CT achieved in the contact tank").
//
// # False-positive guards
//
// Context keeps findings honest, and each guard has a negative test case:
// a prohibition ("shall not", "must not") holds no option, nor does a
// subordinate or relative clause ("so that users can …", "folders they can
// edit"); a bounded totality ("all fields listed in Table 2", "all three",
// "all of the following", "every uploaded file") is fine; a pronoun with
// one candidate antecedent is fine, an object pronoun ("delete it")
// never refers to its sentence subject, and one in a clause of its own
// after a direct object that stands alone refers to that object; quoted UI text ("the 'Fast
// checkout' button") is ignored; a vague term quantified nearby ("fast
// (p95 under 200 ms)") is fine; numeric limits scoped to different plans
// or modes ("on the Free plan" and "on the Pro plan") never compare, and a
// more specific limit narrowed by a modifier, scope or window ("avatar
// uploads", "on the Pro plan") conflicts with a general one only when it
// exceeds it (a higher maximum, a lower minimum); a negation in a purpose
// clause does not turn a bound ("no more than 40 climbers, so that the
// gym is not crowded"); a vague word capitalised inside its
// sentence is a defined name ("Critical" severity, "Away mode"), and so
// is one inside a term the specification defines on a line of its own
// ("Critical data: data whose loss …", "- **Normal load** – 200 requests
// per second"), which New does not know but Analyze reads from the
// content; the narrative of a user story with acceptance criteria ("As a
// driver, I want spaces nearby. Acceptance: within 500 m …") holds no
// vague word, since the criteria are its verifiable part; the rationale
// of a user or job story ("…, I want to book online, so that I can skip
// the queue"; "…, so I am not charged a fee") binds nothing and holds no
// finding; an open list ending in "other" covers the noun phrase after it
// up to its head ("and other relevant statistics"), so a vague word there
// is asked about once, by the open list; a gradable adjective inside a
// fixed category of the lexicon's terms of art ("heavy goods vehicles",
// "high tide", "large print", "hard copy", "high-visibility", "fresh
// water", "minor version", "best before date") names a class, not a
// degree or a superlative; a superlative of
// age before "first" is an order ("newest first"); a vague word inside a
// term of the specification's own glossary is no finding (see Glossary
// below); a severity,
// priority or level word after a degree word ("critical severity", "minor
// version") names a level; a limit in a sentence that rejects ("files
// larger than 25 MB shall be rejected") is a maximum, and so is a negated
// minimum ("shall not be enrolled in more than 6 courses"); an exact value
// ("the timeout shall be 15 minutes") conflicts with another exact value
// of the same quantity and with a bound it breaks. Only requirement text
// is analysed, never headings or other sections; the whole content is
// searched for acronym definitions and glossary terms.
//
// # Glossary
//
// Before the rules run, Analyze builds a glossary from the specification
// itself, since the terms a reviewer of a domain reads as fixed names
// ("the main fan", "a busy message", "IVR") differ from domain to domain
// and no word list carries them over. A term of art is
//
//   - a term defined on a line of its own ("Critical data: …", "- **Normal
//     load** – …", "| Peak hours | … |", "“Typical use” means …", "… refers
//     to …"), and, under a heading that names definitions, a glossary,
//     terminology, abbreviations, acronyms or terms ("1.3 Definitions,
//     acronyms and abbreviations", "## Glossary", "Terms:"), also "A hot
//     spare is …" or "Busy messages are …";
//   - a name: two to four capitalised words inside a sentence ("the Main
//     Fan"), two to four words in quotation marks ("a “busy message”"),
//     or the expansion of an acronym in either order ("main distribution
//     frame (MDF)", "MDF (main distribution frame)"); later lower-case
//     uses are the same name;
//   - a noun phrase of two or three lower-case content words, after a
//     determiner, a preposition or the verb of an obligation ("the main
//     fan", "shall provide real-time statistics"), used word for word in
//     two or more requirements — unless a word of it is a judgement
//     ("the appropriate reports", "a suitable replacement"), a size or
//     amount ("large files"), or the run is itself a phrase of the
//     lexicon ("peak hours"): repeating a question does not answer it.
//
// A hit of a vague, quantity or superlative rule whose first word lies
// inside a term is dropped. An acronym is defined when it is expanded
// anywhere ("Full Name (ABC)", "ABC (full name)", "ABC: …", "ABC means
// …") or when it appears anywhere in a definitions or glossary section.
// An undefined acronym is a finding at its first use in each requirement
// that uses it, as the corpus labels it (each requirement is read on its
// own), and its findings merge into one question, so a reviewer gives the
// expansion once however often it recurs. (Until v23 an acronym used in
// three or more requirements counted as defined; with the merged question
// that exception had no reason left, and no corpus file was affected.)
//
// # Findings
//
// Each finding carries the exact excerpt and its byte offset in
// Specification.Content (requirements must satisfy
// Content[Offset:Offset+len(Text)] == Text, or carry Offset -1 when their
// text does not appear verbatim, as package spec does for escaped YAML and
// JSON strings; their findings then carry Offset -1 too), the requirement
// ID as location, type, severity, a one-line description, the rule name,
// and the ID fcs.AmbiguityID(location, type, excerpt, occurrence). Output
// is sorted by offset, type and rule, with one finding per span and type;
// a finding inside a longer finding of the same requirement is dropped
// ("appropriate" inside "as appropriate"), and a feature phrase holding
// another finding yields to it. Context searches are bounded to 48 tokens
// around a match, so even a pathological run-on requirement costs linear
// time, and a quantity limited in many requirements is compared through
// one representative per distinct value (at most eight values). Analyze
// checks the context every 64 requirements.
//
// # Clarity
//
// Assess weighs findings 3 (critical), 2 (important) and 1 (minor) and
// divides by the number of requirements: no findings score 5, a weighted
// density up to 0.25 scores 4, up to 0.75 scores 3, up to 1.5 scores 2,
// above that 1; any critical finding caps the score at 3.
//
// # Questions and the answer guesser
//
// Questions asks one question per finding, merging the findings of one
// rule on one requirement, both sides of a numeric conflict, and all names
// of one concept. Every question has 2–4 concrete options with a
// description and implications ("p95 ≤ 200 ms", "p95 ≤ 1 s", "Best effort,
// no target" for "fast"; each side's value or "Different limits per
// context" for a conflict; the plausible expansions or "Define in the
// glossary" for an acronym; units by the named measure for a bare
// measure — °C for a temperature, minutes for a timeout; 1, 3 or 10 of
// the unit for "within days"), a kind (single; multiple where options
// combine, as for security controls), a complexity (high for critical
// findings and feature definitions, medium for important, low for minor)
// and ID fcs.QuestionID of its ambiguity IDs. Questions are sorted by the
// offset of their first finding, then ID.
//
// The guesser is a fixed heuristic per rule. It recommends what a careful
// engineer would pick without more information — the moderate, measurable
// option (p95 ≤ 1 s; 99.9% availability; a closed list; "mandatory" for an
// option word) — with a modest confidence of 40–65%, and raises it when the
// specification itself gives a cue: an interactive context (search, page,
// API, checkout) recommends p95 ≤ 200 ms at 60%; an acronym whose
// expansion is spelled out by words elsewhere in the requirements is
// recommended at 80%, one from the built-in dictionary at 60%. For a
// numeric conflict it recommends the stricter limit (the lowest maximum,
// the highest minimum), since relaxing a limit later breaks nobody; for a
// pronoun, the nearest candidate that is not a person for "it" and the
// sentence subject for "they"; for synonyms, the name used first.
//
// # Files
//
// rule.go holds the types of a row (Rule, Family, Detector, Exceptions)
// and table.go the built-in rows; lexicon.go the closed word classes
// (determiners, modals, units, concepts, count kinds, groups of people,
// unitless quantities, and the persons the generated list leaves out) and inflect.go the generated
// inflections; text.go the tokenizer. match.go holds the detectors that
// read one requirement (phrases, slots, attributives, features, pronouns
// and their antecedents), cross.go those that read the whole
// specification (synonyms and acronyms, and the types they share with
// numeric conflicts) and glossary.go the specification's own terms. Numeric conflicts are
// two files: limits.go reads the figures of one requirement into limits
// (units, bounds, conditions and the actions they trigger, topics, times
// of day, tolerances) and conflicts.go compares limits across
// requirements (conflictGraph, nearConflicts, condConflicts,
// grantsPastCaps, similarConflicts); a new kind of figure goes in limits.go, a new way
// two figures contradict in conflicts.go. analyzer.go runs them; questions.go,
// guess.go and assess.go turn findings into questions, recommended answers
// and the clarity score. wordnet_words.go and persons_words.go are
// generated from WordNet 3.0 by internal/wordnetgen (see its doc; the
// license is in WORDNET-LICENSE): edit the generator and regenerate, never
// the files.
//
// # Adding a rule
//
// Append a Rule to DefaultRules (or pass your table with WithRules): pick
// the detector, write the patterns as plain phrases (matched on whole
// words, case-insensitively), add exceptions for the contexts where the
// phrase is harmless, cite the standard, and give positive cases (with the
// excerpt the rule must report) and negative cases; TestRuleTable runs
// them. Add a corpus entry under testdata/corpus for the smell, and give
// the rule a question in guess.go, which chooses by rule name (rules
// without one, including a second row of a detector under another name,
// get a generic question by type). WithoutRules disables rows by name; WithKnownAcronyms
// and WithSynonyms extend the acronym whitelist and the synonym groups.
//
// # Quality
//
// The analyzer is judged on real specifications written by others,
// labelled by two blind annotators: run clarify eval
// testdata/groundtruth/ambiguities/tuning (or heldback) from the module
// root; testdata/groundtruth/README.md gives the protocol and the
// figures. TestCorpus keeps a small regression set of the generated
// corpus it was first tuned on (testdata/corpus: 32 documents) and
// asserts floors for what the rules must keep finding there; that
// folder's README holds the tuning history.
//
// Two fuzz targets guard odd input: FuzzAnalyze feeds arbitrary
// requirement text to Analyze and Questions, FuzzRuleTable builds a row
// from arbitrary patterns, context and exception words under every
// detector. Nothing panics, a bad row is a *RuleError naming it, and every
// finding's excerpt stands at its offset.
package rules
