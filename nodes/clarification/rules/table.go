package rules

import "github.com/clarigraph/clarigraph/fcs"

// Standards cited by the rule table.
const (
	stdARMWeak     = "NASA ARM weak phrases; ISO/IEC/IEEE 29148 §5.2.7 (subjective language, ambiguous adjectives and adverbs)"
	stdSuperlative = "ISO/IEC/IEEE 29148 §5.2.7 (superlatives)"
	stdComparative = "ISO/IEC/IEEE 29148 §5.2.7 (comparative phrases)"
	stdOpenList    = "NASA ARM incomplete; ISO/IEC/IEEE 29148 §5.2.7 (open-ended, non-verifiable terms)"
	stdLoophole    = "ISO/IEC/IEEE 29148 §5.2.7 (loopholes)"
	stdTBD         = "NASA ARM incomplete (TBD, TBS, TBR); ISO/IEC/IEEE 29148 §5.2.5 (complete)"
	stdQuantity    = "NASA ARM size and weak phrases; ISO/IEC/IEEE 29148 §5.2.5 (verifiable)"
	stdAndOr       = "ISO/IEC/IEEE 29148 §5.2.5 (singular, unambiguous)"
	stdOption      = "NASA ARM options; ISO/IEC/IEEE 29148 §5.2.4 (requirement construct)"
	stdPronoun     = "ISO/IEC/IEEE 29148 §5.2.7 (vague pronouns)"
	stdTotality    = "ISO/IEC/IEEE 29148 §5.2.7 (terms that imply totality)"
	stdConflict    = "ISO/IEC/IEEE 29148 §5.2.6 (consistent set of requirements)"
	stdSynonym     = "ISO/IEC/IEEE 29148 §5.2.6 (consistent terminology)"
	stdAcronym     = "ISO/IEC/IEEE 29148 §5.2.7 and §9.3 (definitions, acronyms and abbreviations)"
	stdFeature     = "ISO/IEC/IEEE 29148 §5.2.7 (open-ended terms such as \"provide support\"); §5.2.5 (verifiable)"
)

// Shared exception vocabularies, built per call so the table holds no
// package state.

func modalsBefore() []string { return []string{"shall", "must", "will", "should", "to", "can", "may"} }

// featureMarkers are words that introduce behaviour, a condition or a
// measure after a feature's name.
func featureMarkers() []string {
	return []string{"to", "that", "which", "who", "when", "whenever", "if", "unless", "for", "with", "by", "within",
		"in", "on", "from", "of", "after", "before", "so", "such", "using", "via", "per", "at", "under", "up",
		"including", "where", "while", "until", "as", "than", "only", "through", "into", "between", "over", "across",
		"without", "based", "according", "every", "each"}
}

func boundedLater() []string {
	return []string{"listed", "defined in", "specified in", "described in", "named in", "enumerated",
		"in table", "in section", "in appendix", "following", "below", "above"}
}

// openSets are the sets a totality word leaves open when it ranges over
// them directly ("all users", "any file"); a qualifier in between
// ("every uploaded file") bounds the set.
func openSets() []string {
	return []string{"users", "user", "customers", "customer", "clients", "client", "visitors", "people", "persons",
		"devices", "device", "browsers", "browser", "platforms", "platform", "systems", "environments",
		"smartphones", "smartphone", "phones", "tablets", "mobile devices", "mobile phones",
		"operating systems", "screens", "screen sizes", "languages", "locales", "countries", "regions", "formats",
		"format", "file types", "file formats", "files", "file", "data", "information", "content", "cases", "situations",
		"circumstances", "conditions", "scenarios", "inputs", "input", "features", "functionality", "telemetry",
		"readings", "times", "time", "kinds", "types", "sizes",
		// INCOSE R32: open classes of system events and records.
		"events", "actions", "activities", "operations", "changes", "errors", "failures", "faults", "exceptions",
		"anomalies", "interactions", "transactions", "records", "entries", "messages", "requests", "scenarios", "modes",
		// Conditions of use, which no test can exhaust: "clearly visible in
		// all weather conditions".
		"weather", "weather conditions", "lighting conditions", "light conditions", "operating conditions",
		"environmental conditions", "ambient conditions", "road conditions", "traffic conditions", "load conditions",
		// Faults and kinds, which no test can exhaust: "detect every fault",
		// "prevent every kind of fraud".
		"fault", "fault condition", "fault conditions", "kind of", "type of", "sort of", "residents", "documents",
		// one of an open class of events: "log every event", "detect every
		// intrusion"
		"event", "incident", "incidents", "intrusion", "intrusions", "failure", "error"}
}

// freshNouns are values that change over time, so that "current" or
// "live" before them asks how old they may be.
func freshNouns() []string {
	return []string{"conditions", "status", "statuses", "state", "price", "prices", "rates", "exchange rates", "weather",
		"location", "locations", "position", "positions", "occupancy", "availability", "traffic", "queue", "queues",
		"wait times", "waiting times", "queue times", "queue length", "stock", "stock levels", "inventory", "balance",
		"balances", "timetable", "timetables", "schedule", "departures", "arrivals", "readings", "figures", "news",
		"forecast", "forecasts", "level", "levels", "snow", "traffic information", "data", "information", "values",
		"scores", "standings", "results", "counts", "usage", "consumption", "load", "demand", "capacity",
		"seat availability", "vacancies", "delays", "feeds", "feed", "tracking", "whereabouts", "status information", "statistics", "metrics", "kpis", "market data", "quotes"}
}

// testableWords are the adjectives a test can check as they stand: binary
// states, kinds, relations, colours, periods and numbers written as words.
// The predicate and attributive slots report every other adjective.
func testableWords() []string {
	return []string{
		// binary states and kinds
		"unique", "mandatory", "optional", "compulsory", "voluntary", "visible", "invisible", "hidden", "editable",
		"read-only", "write-only", "read-write", "enabled", "disabled", "active", "locked", "unlocked", "empty", "blank",
		"null", "full", "equal", "identical", "same", "different", "distinct", "separate", "opposite", "numeric",
		"numerical", "alphanumeric", "alphabetic", "binary", "integer", "whole", "positive", "negative", "non-negative",
		"zero", "even", "odd", "public", "private", "internal", "external", "confidential", "true", "false", "valid",
		"invalid", "possible", "impossible", "available", "unavailable", "open", "shut", "online", "offline", "present",
		"absent", "due", "overdue", "free", "unpaid", "pending", "single", "multiple", "final", "initial", "default",
		"primary", "secondary", "local", "remote", "global", "manual", "automatic", "temporary", "permanent",
		"persistent", "transient", "immutable", "mutable", "atomic", "idempotent", "stateless", "stateful",
		"synchronous", "asynchronous", "sequential", "parallel", "concurrent", "simultaneous", "consecutive",
		"successive", "anonymous", "pseudonymous", "encrypted", "unencrypted", "legal", "illegal", "eligible",
		"ineligible", "exempt", "liable", "responsible", "accountable", "independent", "dependent", "exclusive",
		"mutually exclusive", "inclusive", "applicable", "inapplicable", "compatible", "incompatible", "compliant",
		"conformant", "consistent with", "unknown", "alive", "dead", "live", "operational", "ready for", "new", "unused",
		"unique per", "upper", "lowercase", "uppercase", "case-sensitive", "case-insensitive", "portrait", "landscape",
		"vertical", "horizontal", "bold", "italic", "red", "green", "amber", "yellow", "blue", "black", "white", "grey",
		"gray", "orange", "purple", "silent", "muted", "on", "off", "in-scope", "out-of-scope", "one-time", "single-use",
		"daily", "weekly", "monthly", "quarterly", "yearly", "annual", "hourly", "nightly", "free of charge", "chargeable",
		"refundable", "non-refundable", "unread", "aware of", "capable of", "part of", "subject to", "able", "unable",
		"first", "last", "next", "previous", "earlier", "later", "prior", "older", "younger", "sole", "only",
		"correct", "incorrect", "complete", "incomplete", "successful", "unsuccessful", "digital", "physical", "paper",
		"electronic", "online-only", "metric", "ajar", "airborne", "vacant", "occupied", "unoccupied", "stationary", "upright", "level with", "imperial", "left", "right", "inside", "outside", "within", "above", "below",
		// numbers written as words
		"one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "twelve", "half", "double",
		"twice", "none", "all"}
}

// possessiveReferences are documents cited by their owner ("the court's
// fee schedule"), with one modifier or none before the document kind.
func possessiveReferences() []string {
	kinds := []string{"policy", "policies", "guidelines", "guideline", "rules", "procedures", "procedure", "standards",
		"requirements", "schedule", "tariff", "tariffs", "price list", "terms", "terms and conditions", "criteria",
		"regulations", "template", "templates", "style guide", "code of conduct", "instructions", "specifications",
		"conventions", "manual", "handbook", "practices", "guidance", "charter", "rulebook", "scale of charges", "scale",
		"scales", "classification", "rate card", "pricing", "table of fees"}
	var out []string
	for _, owner := range []string{"the *'s", "the *’s"} {
		for _, k := range kinds {
			out = append(out, owner+" "+k, owner+" * "+k)
		}
	}
	return out
}

// superlativeFormExceptions are the words that end in "-est" without being
// superlatives of degree, and the orderings in time that a test can check
// ("the latest version", "the earliest slot").
func superlativeFormExceptions() []string {
	return []string{"request", "interest", "harvest", "forest", "contest", "protest", "suggest", "digest", "ingest",
		"manifest", "honest", "dishonest", "modest", "immodest", "arrest", "invest", "attest", "detest", "infest",
		"congest", "earnest", "conquest", "inquest", "bequest", "behest", "midwest", "southwest", "northwest",
		"tempest", "pretest", "retest", "unrest", "priest", "latest", "earliest", "newest", "oldest", "soonest",
		"*quest", "*-test", "*test-", "highest", "lowest", "best", "shortest", "longest",
		// too short for the "*-test" wildcard, which needs a stem of three
		"re-test", "re-tests", "pre-test", "pre-tests"}
}

// criterionLater are the phrases that name the measure of a superlative
// later in its sentence: "the nearest depot by driving time".
func criterionLater() []string {
	return []string{"by * distance", "by distance", "by * time", "by time", "by travel time", "by road", "by price",
		"by cost", "by * cost", "by count", "by * count", "by score", "by rating", "by date", "by value", "by weight",
		"in terms of", "measured by", "as measured", "ranked by", "sorted by", "ordered by", "according to", "based on",
		"defined as", "i.e.", "as defined", "defined in"}
}

// incrementPhrases are additive and relative amounts named by a degree
// word and a resource: "extra time", "additional storage", "reduced
// workload".
func incrementPhrases() []string {
	adjs := []string{"extra", "additional", "more", "further", "reduced", "increased", "extended", "supplementary",
		"added", "longer", "fewer", "less", "lower", "higher"}
	nouns := []string{"time", "storage", "space", "staff", "staffing", "capacity", "attempts", "retries", "resources",
		"bandwidth", "memory", "seats", "slots", "days", "hours", "credit", "credits", "funding", "budget", "leave",
		"breaks", "rest", "personnel", "lanes", "quota", "allowance", "workload", "workloads", "hours of", "support",
		"shifts", "crews", "vehicles", "servers", "instances", "nodes", "bed", "beds", "rooms", "tables", "counters",
		"checkouts", "operators", "agents", "volunteers", "reminders", "fees", "charges", "fares", "rates", "prices",
		"deadline", "deadlines", "duration", "opening hours", "notice", "grace period", "buffer", "margin", "margins",
		"headroom", "cover", "coverage", "stock", "supplies", "funds", "compensation", "pay", "allowances", "points",
		"discount", "discounts", "priority", "weight", "load", "speed", "volume", "frequency", "throughput", "training",
		"sessions", "checks", "inspections", "patrols", "visits", "rounds", "tests", "copies"}
	// People and units of equipment counted in plural: "add extra drivers",
	// "deploy additional vans". One "extra driver" is a count.
	nouns = append(nouns, pluralsOf([]string{"driver", "rider", "user", "member", "staff member", "worker", "cleaner",
		"guard", "nurse", "doctor", "teacher", "officer", "inspector", "technician", "engineer", "courier", "porter",
		"steward", "marshal", "attendant", "assistant", "cashier", "clerk", "reviewer", "approver", "moderator", "tester",
		"trainer", "coach", "van", "truck", "lorry", "bus", "car", "bicycle", "bike", "machine", "device", "terminal",
		"kiosk", "printer", "scanner", "screen", "desk", "gate", "licence", "license", "room", "ticket", "voucher",
		"account", "seat", "slot", "train", "flight", "service", "departure", "team", "unit"})...)
	var out []string
	for _, a := range adjs {
		for _, n := range nouns {
			out = append(out, a+" "+n)
		}
	}
	return out
}

// attributiveClassifiers are the words the attributive rules do not
// report before a noun: the testable words of the predicate slot, and
// categories and terms of art that name a kind rather than a degree
// ("personal data", "light theme", "main entrance").
// existingBaselines are comparisons with the system being replaced:
// "faster than the existing", "more reliable than the current".
func existingBaselines() []string {
	var out []string
	for _, c := range []string{"faster", "quicker", "better", "easier", "simpler", "smoother", "cheaper", "safer",
		"slower", "shorter", "smaller", "lower", "higher", "fewer", "more reliable", "more accurate", "more efficient",
		"more responsive", "more secure", "more stable", "more intuitive", "more quickly", "more often", "less often"} {
		for _, b := range []string{"the existing", "the current", "the old", "the previous", "the legacy", "the present", "today's"} {
			// "faster than on the old club site", "than in the current
			// system", "than with the legacy terminals".
			out = append(out, c+" than "+b, c+" than on "+b, c+" than in "+b, c+" than with "+b)
		}
	}
	return out
}

func attributiveClassifiers() []string {
	return append(testableWords(),
		// category terms of art: a municipal service, a sampling kind
		"bulky waste", "bulky item collection", "bulky items collection", "oversized baggage", "oversized luggage",
		"personal", "electronic", "normal", "financial", "medical", "clinical", "legal", "technical", "statutory",
		"administrative", "executive", "legislative", "regulatory", "protective", "preventive", "preventative",
		"corrective", "predictive", "interactive", "respective", "relative", "alternative",
		"cumulative", "consecutive", "comparative", "collective", "native", "passive", "adaptive", "additive",
		"explosive", "corrosive", "defective", "objective", "subjective", "representative", "exclusive",
		"inclusive", "successive", "selective", "automotive", "continuous", "previous", "anonymous",
		"simultaneous", "synchronous", "asynchronous", "autonomous", "contiguous", "instantaneous",
		"miscellaneous", "various", "numerous", "hazardous", "dangerous", "venomous", "poisonous", "ferrous",
		"non-ferrous", "gaseous", "aqueous", "successful", "unsuccessful", "lawful", "unlawful", "wrongful",
		"rightful", "five", "live", "alive", "olive", "archive", "drive", "hive", "dive", "motive", "captive",
		"detective", "directive", "narrative", "incentive", "initiative", "perspective", "positive", "negative",
		"active", "main menu", "key fob", "key management", "key rotation", "key pair", "key pairs", "key store",
		"key length", "key size", "key vault", "key card", "key cards", "key holder", "key holders", "key safe",
		"low-", "high-", "short code", "long-term", "short-term",
		"close button", "light mode", "light theme", "dark mode", "dark theme", "quick start", "quick links",
		"critical path", "critical alarm", "critical alarms", "major version", "minor version",
		// a kind of signal: "sound an audible alarm"
		"audible alarm", "audible alarms", "audible alert", "audible alerts", "audible tone", "audible tones",
		"audible signal", "audible signals", "audible horn", "audible warning", "audible warnings", "audible and visual",
		"major release", "minor release", "common name", "common names", "regular expression",
		"regular expressions", "regular season", "normal mode", "safe mode", "basic authentication",
		"advanced search", "advanced settings", "expert mode", "senior citizens", "young people",
		"high school", "low battery", "fast track", "short name", "short names", "long name",
		"progressive web app", "effective date", "effective dates", "intensive care", "capacitive", "conductive",
		"destructive testing", "non-destructive", "comprehensive insurance", "homogeneous", "heterogeneous",
		"indigenous", "precious metals", "continuous integration", "light rail", "light vehicles",
		"heavy goods vehicles", "heavy goods vehicle", "small business", "small businesses", "low season",
		"high season", "common area", "common areas", "main entrance", "main road", "main roads")
}

// attributiveRequires are the obligations in whose sentence an adjective
// in the attributive slot is a finding (attributive_slot and
// wordnet_attributive).
func attributiveRequires() []string {
	return []string{"shall", "must", "should", "will", "want", "wants", "need", "needs", "is required to",
		"are required to"}
}

// attributiveExceptions are the guards of the attributive slot: a degree
// word before the adjective, a figure near it, a definition or a list
// that settles which ones qualify, and "a short circuit".
func attributiveExceptions() Exceptions {
	return Exceptions{NumberWithin: 6, NumberBefore: 3,
		Before: []string{"as", "how", "no", "not", "very", "too", "most", "least", "more", "less"},
		// a compound noun of electrical engineering: "a short circuit"
		After: []string{"circuit", "circuits", "sunlight", "daylight"},
		Later: []string{"defined in", "specified in", "described in", "listed in", "as defined", "such that",
			"i.e.", "meaning", "(", "classified as", "marked as", "tagged as", "flagged as", "designated as",
			"identified as", "on the list", "in the list", "in the register",
			// "the old value and the new value": a pair that defines itself
			"the new", "and new"}}
}

// DefaultRules returns a fresh copy of the built-in rule table.
func DefaultRules() []Rule {
	return []Rule{
		{
			Name: "vague_performance", Family: FamilyVague, Type: fcs.AmbiguousTerminology, Severity: fcs.Important,
			Detector: DetectPhrase, Standard: stdARMWeak,
			Patterns: []string{"fast", "quick", "quickly", "rapid", "rapidly", "speedy", "responsive", "efficient", "efficiently",
				"performant", "high performance", "high-performance", "low latency", "low-latency", "in a timely manner", "timely",
				"promptly", "real-time", "real time", "near real-time", "near real time", "instant", "instantly", "instantaneous",
				"without delay", "snappy", "optimized", "optimised", "high speed", "high-speed", "lag-free", "smooth performance",
				"swift", "swiftly", "speedily", "expeditiously", "without noticeable delay",
				"noticeable delay", "perceptible delay", "near-real-time", "minimal delay", "minimal latency", "high throughput",
				"in a timely fashion", "responsively", "at speed", "lightning-fast", "blazing fast",
				// the timing slot: how soon, with no figure
				"without waiting", "with no waiting", "without queuing", "without queueing", "with no delay", "no waiting",
				// not "at once": after a count it means together ("hold up to 3
				// bookings at once"), and no corpus use is labelled
				"right away", "straight away", "straightaway", "forthwith", "on the spot", "in no time",
				"without any delay", "with minimal waiting", "without lag", "without lagging", "in a flash"},
			// A pattern word before a determiner is a verb: "shall prompt the
			// crew".
			Exceptions: Exceptions{NumberWithin: 7, Named: true, After: []string{"checkout", "path", "payment", "payments",
				"the", "a", "an", "each", "every", "all"}},
			Description: "{excerpt} is a vague performance term with no measurable target",
			Positive: []Case{
				// A figure in a condition after the term bounds the condition.
				{Text: "The board shall alert the duty nurse promptly when fewer than 3 cots are free.", Excerpt: "promptly"},
				{Text: "The search page shall be fast.", Excerpt: "fast"},
				{Text: "Notifications shall be delivered in real time to subscribers.", Excerpt: "real time"},
				{Text: "The API must respond quickly under load.", Excerpt: "quickly"},
			},
			Negative: []Case{
				// A verb before its object.
				{Text: "The controller shall prompt the crew to clean the filters after 500 operating hours."},
				{Text: "The search page shall be fast (p95 under 200 ms)."},
				{Text: "The checkout page shall show a button labelled 'Fast checkout'."},
				{Text: "The search page shall return results within 200 ms at the 95th percentile."},
			},
		},
		{
			Name: "vague_usability", Family: FamilyVague, Type: fcs.AmbiguousTerminology, Severity: fcs.Important,
			Detector: DetectPhrase, Standard: stdARMWeak,
			Patterns: []string{"user-friendly", "user friendly", "easy", "easily", "easy-to-use", "easy-to-read", "easy-to-find",
				"easy-to-understand", "easy-to-navigate", "intuitive", "intuitively",
				"simple", "seamless", "seamlessly", "smooth", "smoothly", "convenient", "conveniently", "modern", "nice",
				"attractive", "visually appealing", "elegant", "pleasant", "clear", "clearly", "friendly", "straightforward", "ergonomic",
				"accessible", "user-centric", "visually pleasing", "aesthetically pleasing",
				"readable", "legible", "understandable", "comprehensible", "consistent", "consistently", "uncluttered",
				"professional", "polished", "well-designed", "well designed", "helpful", "informative", "self-explanatory",
				"obvious", "natural", "familiar", "engaging", "appealing", "beautiful", "usable", "learnable", "easy to learn",
				"discoverable", "unobtrusive", "non-intrusive", "concise", "prominent", "prominently", "noticeable", "comfortable",
				"simplified", "hassle-free", "effortless", "effortlessly", "pleasing", "good-looking", "eye-catching", "sleek",
				"plain language", "plain english", "simple language", "layman's terms", "non-technical language",
				"everyday language", "simple terms",
				// Idioms of immediate perception: how quickly, by whom, on which screen?
				"at a glance", "at first glance", "at first sight", "at one glance", "in one glance"},
			Exceptions: Exceptions{Before: modalsBefore(), NumberWithin: 5, Named: true,
				// "readable by screen readers" is a capability; "usable by nurses" is not.
				After: []string{"via", "through", "from", "over", "only", "at", "using", "with", "by screen", "by assistive",
					"by machine", "by machines", "by software", "by the system", "by other systems", "by keyboard", "by programs",
					"by tools", "by search engines", "by crawlers", "by braille"}},
			Description: "{excerpt} is a subjective usability term with no acceptance criterion",
			Positive: []Case{
				{Text: "The dashboard shall be user-friendly.", Excerpt: "user-friendly"},
				{Text: "The system shall show the losses on an easy-to-read dashboard.", Excerpt: "easy-to-read"},
				{Text: "The onboarding flow shall be intuitive for new customers.", Excerpt: "intuitive"},
				{Text: "Error messages shall be clear.", Excerpt: "clear"},
				{Text: "The product shall be usable by pharmacy assistants.", Excerpt: "usable"},
				{Text: "As a dispatcher, I want to see the state of every vehicle at a glance.", Excerpt: "at a glance"},
			},
			Negative: []Case{
				// "clean" is a state of things handled: "clean linen", "a clean bed".
				{Text: "The system shall release a clean bed to the admissions queue within 10 minutes."},
				{Text: "The user shall be able to clear the search history."},
				{Text: "Every page shall be readable by screen readers."},
				{Text: "The settings page shall list the notification channels in a table."},
				{Text: "The wizard shall let 9 of 10 test participants finish setup unaided; 'Easy setup' is the button label."},
			},
		},
		{
			Name: "vague_reliability", Family: FamilyVague, Type: fcs.AmbiguousTerminology, Severity: fcs.Important,
			Detector: DetectPhrase, Standard: stdARMWeak,
			Patterns: []string{"robust", "robustly", "reliable", "reliably", "stable", "resilient", "highly available",
				"high availability", "fault-tolerant", "fault tolerant", "dependable", "minimal downtime", "without interruption",
				"gracefully", "graceful", "uninterrupted", "continuously available", "continuous availability", "highly reliable",
				"error-free", "bug-free", "failure-free", "trouble-free", "durable", "self-healing",
				"minimal data loss", "trustworthy", "always-on", "non-stop"},
			Exceptions:  Exceptions{NumberWithin: 5, Named: true},
			Description: "{excerpt} is a vague reliability term with no availability or recovery target",
			Positive: []Case{
				{Text: "The payment service shall be robust.", Excerpt: "robust"},
				{Text: "The platform must be highly available.", Excerpt: "highly available"},
			},
			Negative: []Case{
				{Text: "The payment service shall be available 99.9% of each calendar month."},
				{Text: "The service shall restart a failed worker within 30 seconds."},
			},
		},
		{
			Name: "vague_scalability", Family: FamilyVague, Type: fcs.AmbiguousTerminology, Severity: fcs.Important,
			Detector: DetectPhrase, Standard: stdARMWeak,
			Patterns: []string{"scalable", "scale easily", "flexible", "flexibly", "extensible", "lightweight", "powerful",
				"maintainable", "future-proof", "portable", "modular", "customizable", "customisable", "versatile", "adaptable",
				"compatible", "expandable", "upgradeable", "upgradable", "reusable", "interoperable", "elastic", "elastically",
				"sustainable", "future-ready", "evolvable", "easily extended", "easy to extend", "easy to maintain"},
			Exceptions:  Exceptions{NumberWithin: 5, After: []string{"with"}, Named: true},
			Description: "{excerpt} is a vague quality term with no measurable criterion",
			Positive: []Case{
				{Text: "The architecture shall be scalable.", Excerpt: "scalable"},
				{Text: "The report builder shall be flexible.", Excerpt: "flexible"},
			},
			Negative: []Case{
				{Text: "The service shall handle 5,000 concurrent sessions on 4 nodes."},
				{Text: "The report builder shall let users choose columns from the list in Table 3."},
			},
		},
		{
			Name: "vague_adequacy", Family: FamilyVague, Type: fcs.AmbiguousTerminology, Severity: fcs.Important,
			Detector: DetectPhrase, Standard: stdARMWeak,
			Patterns: []string{"appropriate", "appropriately", "adequate", "adequately", "sufficient", "sufficiently",
				"reasonable", "reasonably", "acceptable", "acceptably", "normal load", "normal conditions", "normal operation",
				"normal usage", "typical load", "typical usage", "significant", "significantly", "minimal", "good", "proper",
				"properly", "suitable", "suitably", "enough", "relevant", "meaningful", "effective", "effectively", "excessive",
				// "well" alone is also a noun ("each well", "the well level"):
				// only the verbs it grades.
				"common", "work well", "works well", "perform well", "performs well", "function well", "functions well",
				"scale well", "scales well", "cost-effective", "low cost", "low-cost", "inexpensive", "affordable", "high quality",
				"high-quality", "authorized personnel", "authorised personnel", "authorized users", "authorised users",
				"authorized staff", "authorised staff", "appropriate personnel", "relevant stakeholders", "relevant staff",
				"standard formats", "common formats", "industry standard", "industry-standard", "best practices", "accurate",
				"accurately", "precise", "precisely", "normally", "usually", "generally", "in general", "mostly", "largely",
				// "latest" alone is the most recent of a series ("the latest
				// reading"), testable; before versions and devices it moves.
				"substantial", "substantially", "considerable", "considerably", "desirable", "latest devices", "latest device",
				"latest version", "latest versions", "latest browsers", "latest technology", "latest technologies",
				"latest standards", "latest operating systems", "newest", "up-to-date",
				"up to date", "current versions", "major browsers", "popular browsers", "mainstream",
				// INCOSE R7 vague adjectives and adverbs, with their kin.
				"sensible", "sensibly", "routine", "customary", "generic", "ancillary", "proficient", "typical", "typically",
				"abnormal", "abnormally", "unusual", "unusually", "anomalous", "anomaly", "anomalies", "irregular",
				"irregularities", "suspicious", "unexpected", "critical", "essential", "important", "major", "minor",
				"basic", "comprehensive", "detailed", "extensive", "thorough", "thoroughly", "satisfactory", "satisfactorily",
				"fair", "fairly", "relatively", "comparatively", "as expected", "economical", "economically", "competitive",
				"usual", "conventional", "negligible", "insignificant", "noticeably", "reasonable effort", "high standard",
				"good enough", "fit for purpose", "state of the practice", "commonly used", "widely used", "widely-used",
				"frequently used", "popular", "well-known",
				// Urgency and priority named as a class with no definition:
				// "urgent repairs", "high-priority tickets".
				"urgent", "non-urgent", "urgently"},
			Exceptions: Exceptions{NumberWithin: 5, Before: []string{"in", "as"}, Named: true,
				After: []string{"first", "as", "-known", "known", "mode", "modes", "severity", "priority", "level", "levels", "class",
					"category", "classification", "path", "section", "sections", "distribution", "version", "versions",
					"release", "releases", "update", "updates", "upgrade", "upgrades", "authentication", "auth", "than"},
				Earlier: []string{"severity", "priority", "classified as", "rated", "marked as", "flagged as", "labelled",
					"labeled", "categorised as", "categorized as"}},
			Description: "{excerpt} is a subjective qualifier with no threshold",
			Positive: []Case{
				{Text: "The app shall be available on the latest devices.", Excerpt: "latest devices"},
				{Text: "The helpdesk shall dispatch a technician to urgent repairs.", Excerpt: "urgent"},
				// A figure after "from" is the baseline, not a bound.
				{Text: "While the mains voltage deviates significantly from 230 V, the inverter shall disconnect.", Excerpt: "significantly"},
				{Text: "The system shall keep an adequate audit trail.", Excerpt: "adequate"},
				{Text: "Reports shall load in a reasonable time.", Excerpt: "reasonable"},
				{Text: "The service shall handle normal load without errors.", Excerpt: "normal load"},
				{Text: "The dashboard shall show the relevant statistics.", Excerpt: "relevant"},
			},
			Negative: []Case{
				{Text: "If wellhead pressure exceeds 25 bar for more than 3 seconds, the system shall close the master valve of that well."},
				{Text: "While the ship is in port, the system shall send the latest reading of each reefer every 60 minutes."},
				{Text: "The system shall keep audit records for 400 days."},
				// The open list "and other" already asks which statistics.
				{Text: "The dashboard shall show occupancy and other relevant statistics."},
				{Text: "The operator shall choose the normalization method from a drop-down list."},
				{Text: "The export shall include the invoice date as well as the due date."},
				{Text: "Alerts marked Critical shall page the on-call engineer."},
				{Text: "Incidents of critical severity shall page the on-call engineer."},
				{Text: "The installer shall refuse a downgrade to an older minor version."},
				// an order: "newest first"
				{Text: "Search results shall be sorted by date, newest first."},
			},
		},
		{
			Name: "vague_security", Family: FamilyVague, Type: fcs.AmbiguousTerminology, Severity: fcs.Important,
			Detector: DetectPhrase, Standard: stdARMWeak,
			Patterns: []string{"securely", "highly secure", "safe",
				"safely", "secure manner", "protected appropriately", "industry-standard security", "industry standard security",
				"secure"},
			Exceptions:  Exceptions{After: []string{"mode"}, Before: []string{"to", "shall", "must", "will", "should"}},
			Description: "{excerpt} names no security control, standard or threat",
			Positive: []Case{
				{Text: "User data shall be stored securely.", Excerpt: "securely"},
				{Text: "The login page must be secure.", Excerpt: "secure"},
			},
			Negative: []Case{
				{Text: "User data shall be encrypted at rest with AES-256."},
				{Text: "The device shall reboot into safe mode after 3 failed updates."},
				{Text: "The gateway shall secure each connection with TLS 1.3."},
			},
		},
		{
			Name: "superlative", Family: FamilySuperlative, Type: fcs.AmbiguousTerminology, Severity: fcs.Important,
			Detector: DetectPhrase, Standard: stdSuperlative,
			Patterns: []string{"best", "fastest", "quickest", "easiest", "simplest", "highest", "lowest", "greatest", "largest",
				"smallest", "strongest", "safest", "cheapest", "most", "least", "optimal", "optimally", "optimum",
				"state of the art", "state-of-the-art", "world-class", "best-in-class", "industry-leading", "cutting-edge",
				"maximum possible", "minimum possible", "as fast as possible", "as soon as possible", "as quickly as possible",
				"as much as possible", "as few as possible", "as little as possible", "maximize", "maximise", "minimize",
				"minimise", "optimize", "optimise", "maximised", "maximized", "minimised", "minimized", "optimised", "optimized",
				"as short as possible", "as low as possible", "as high as possible",
				"as small as possible", "as large as possible", "as quick as possible", "as early as possible",
				"as long as possible", "as accurate as possible", "as close as possible", "as simple as possible",
				"as secure as possible", "as reliable as possible", "at the earliest", "earliest possible", "best possible",
				"maximal", "minimal possible", "last possible", "latest possible", "as late as possible",
				"at the last moment", "last-minute", "ultimate", "unparalleled", "unmatched", "premium", "top-notch", "first-class",
				// "as ___ as possible" in any degree word, and its regulatory kin.
				"as * as possible", "as * as practicable", "as * as feasible", "as * as reasonably practicable",
				"as * as reasonably possible", "as * as reasonably achievable", "as * as can be"},
			Exceptions: Exceptions{
				Before: []string{"at"},
				After: []string{"recent", "recently", "likely", "effort", "-effort", "priority", "of", "one", "once",
					"first", "last"}, // sort orders: "lowest first"
				NumberWithin: 4,
				Later:        criterionLater(), // "the shortest path by hop count"
			},
			Description: "superlative {excerpt} cannot be verified without a measure",
			Positive: []Case{
				// A passive of a superlative verb: no target.
				{Text: "Batches shall be spread across the ovens so that peak demand is minimised.", Excerpt: "minimised"},
				{Text: "The app shall offer the best search experience.", Excerpt: "best"},
				{Text: "Results shall be sorted with the most relevant first.", Excerpt: "most"},
				{Text: "Alerts shall be sent as soon as possible.", Excerpt: "as soon as possible"},
				{Text: "Exposure shall be kept as low as reasonably achievable.", Excerpt: "as low as reasonably achievable"},
				{Text: "Faults shall be reported as soon as practicable.", Excerpt: "as soon as practicable"},
			},
			Negative: []Case{
				{Text: "Each user may pin at most 5 projects."},
				{Text: "The list shall show the most recent 20 orders first."},
				{Text: "Passwords shall have at least 12 characters."},
				{Text: "Search results shall be sorted by price, lowest first."},
				{Text: "The router shall use the shortest path by hop count."},
			},
		},
		{
			Name: "comparative", Family: FamilyComparative, Type: fcs.MissingConstraint, Severity: fcs.Important,
			Detector: DetectPhrase, Standard: stdComparative,
			Patterns: []string{"faster", "quicker", "better", "easier", "simpler", "smoother", "higher", "lower", "greater",
				"larger", "smaller", "bigger", "cheaper", "stronger", "safer", "shorter", "improved", "enhanced", "increased",
				// "cleaner" names the person who cleans more often than it
				// compares: left out.
				"reduced", "older", "newer", "slower", "lighter", "heavier", "wider", "richer", "smarter", "clearer",
				"more modern", "more convenient", "more attractive", "more secure", "more reliable", "more efficient", "more responsive", "more robust", "more accurate",
				"more intuitive", "more flexible", "more scalable", "more stable", "more usable", "more user-friendly",
				"more performant", "more consistent", "more maintainable", "more accessible", "more quickly", "more often",
				"more frequently", "less often", "less frequently", "less error-prone", "less complex", "less expensive",
				"fewer errors", "less time", "less memory", "more users", "more data", "more traffic", "more load", "more requests",
				"more customers", "more devices", "more storage", "more capacity", "more throughput"},
			Exceptions: Exceptions{
				// After a modal the word is a verb: "it shall lower the parcel".
				// "upper and lower" name two edges.
				Before: []string{"no", "any", "shall", "must", "will", "should", "can", "may", "able to", "want to",
					"wants to", "need to", "needs to", "upper and"},
				After: []string{"than", "case", "bound", "limit", "motion", "level", "levels", "education", "and upper",
					// a term of art: "passengers with reduced mobility"
					"mobility"},
				Later: []string{"than", "compared to", "compared with", "relative to", "versus", "vs", "baseline",
					"previous version", "previous release", "current version", "current system", "existing system",
					"legacy system", "by"},
				// A capitalised word inside a sentence is a name: "the Lower
				// Gorge descent".
				Named:        true,
				NumberWithin: 4,
				// A figure before it is the baseline, with its unit: "18 or
				// older", "75% or higher", "110 °C or higher".
				NumberBefore: 2,
			},
			Description: "comparative {excerpt} has no baseline to compare with",
			Positive: []Case{
				{Text: "The new checkout shall be faster.", Excerpt: "faster"},
				{Text: "The login flow shall be more secure.", Excerpt: "more secure"},
				{Text: "The release shall provide improved search accuracy.", Excerpt: "improved"},
			},
			Negative: []Case{
				{Text: "Guides leading the Lower Gorge descent shall hold a current river award."},
				{Text: "The new checkout shall be faster than the legacy checkout at the 95th percentile."},
				{Text: "Page weight shall be reduced by 30% compared with release 2.3."},
				{Text: "Uploads larger than 25 MB shall be rejected."},
				{Text: "Players must be 18 or older."},
				{Text: "Segments with fuzzy matches of 75% or higher shall be discounted."},
				{Text: "Horses aged 20 years or older shall not be booked for jumping lessons."},
				{Text: "If the ceiling sensor reads 110 °C or higher, then the cut-out shall disconnect the stove."},
				{Text: "The hoist shall stop at its upper and lower soft limits."},
				{Text: "When the drone reaches the delivery point, it shall lower the parcel on a tether."},
			},
		},
		{
			// A comparison with the system it replaces names the baseline but
			// no measure: "react faster than the existing one", "produce
			// rosters faster than the current spreadsheet process" (every
			// such use in the corpus is labelled). A figure measures it.
			Name: "comparative_existing", Family: FamilyComparative, Type: fcs.MissingConstraint, Severity: fcs.Important,
			Detector: DetectPhrase, Standard: stdComparative,
			Patterns:    existingBaselines(),
			Exceptions:  Exceptions{NumberWithin: 10, NumberBefore: 6},
			Description: "{excerpt} names a baseline but no measure of the difference",
			Positive: []Case{
				{Text: "The new telemetry system shall detect blockages faster than the existing system.", Excerpt: "faster than the existing"},
				{Text: "The booking pages shall load faster than the old booking site.", Excerpt: "faster than the old"},
				{Text: "The table booking screen shall load faster than on the old club site.", Excerpt: "faster than on the old"},
			},
			Negative: []Case{
				{Text: "The new search shall return results at least 30% faster than the existing search at the 95th percentile."},
				{Text: "The new checkout shall be faster than the legacy checkout by 2 seconds at the median."},
			},
		},
		{
			Name: "open_list", Family: FamilyOpenList, Type: fcs.UnderspecifiedFeature, Severity: fcs.Important,
			Detector: DetectPhrase, Standard: stdOpenList,
			Patterns: []string{"etc", "such as", "including but not limited to", "including, but not limited to",
				"includes but is not limited to", "but not limited to", "but is not limited to", "and so on", "and so forth",
				"among others", "and others", "or similar", "and the like", "e.g.", "for example", "for instance", "and more",
				// INCOSE R9 open-ended clauses.
				"or other", "and other", "or equivalent", "and similar", "amongst others", "inter alia", "to name a few",
				"and so on and so forth", "any other", "various other", "among other things", "or the like", "..."},
			// A quoted example shows a format, not an open set: "a grave
			// reference …, for example 'C-12-045'". A list opened by "such
			// as" and closed by "etc." is one open list, marked where it
			// ends (as writers mark it: 12 of 12 in the corpus).
			Exceptions: Exceptions{After: []string{"'", "\"", "“", "‘"},
				Later: []string{"etc", "and so on", "and so forth", "and the like", "and others"}},
			Description: "open-ended list {excerpt} leaves the scope undefined",
			Positive: []Case{
				{Text: "The booking form shall capture the surfaces to be cleaned, such as carpets, rugs, upholstery etc.", Excerpt: "etc"},
				{Text: "The importer shall accept spreadsheet formats such as XLSX and ODS.", Excerpt: "such as"},
				{Text: "The profile shall store name, address, phone, etc.", Excerpt: "etc"},
				{Text: "Admins shall manage settings, including but not limited to quotas.", Excerpt: "including but not limited to"},
			},
			Negative: []Case{
				{Text: "Each plot shall be identified by a grave reference of the section letter, row and plot number, for example 'C-12-045'."},
				{Text: "The importer shall accept exactly these formats: XLSX, ODS and CSV."},
				{Text: "The profile shall store name, address and phone number."},
			},
		},
		{
			Name: "loophole", Family: FamilyLoophole, Type: fcs.UnclearSpecification, Severity: fcs.Important,
			Detector: DetectPhrase, Standard: stdLoophole,
			Patterns: []string{"if possible", "where possible", "when possible", "whenever possible", "as far as possible",
				"to the extent possible", "as appropriate", "where appropriate", "when appropriate", "if appropriate",
				"where applicable", "as applicable", "if applicable", "when applicable", "as needed", "if needed", "when needed",
				"where needed", "as required", "if required", "when required", "where required", "as necessary", "if necessary",
				"when necessary", "where necessary", "if practical", "where practical", "if feasible", "where feasible",
				"when feasible", "as a minimum", "at a minimum", "best effort", "best-effort", "on a best effort basis",
				// INCOSE R8 escape clauses.
				"so far as is possible", "as far as is possible", "to the extent necessary", "to the extent practical",
				"to the extent practicable", "if practicable", "where practicable", "wherever feasible", "wherever possible", "wherever practical", "wherever appropriate",
				"as far as practicable",
				"as much as practicable", "as far as reasonably practicable", "if it should prove necessary",
				"to the extent feasible", "where reasonable", "if reasonable", "if supported", "where supported",
				"if available", "where available", "when available", "whenever available", "where relevant", "if relevant",
				"as the case may be", "insofar as possible", "within reason", "time permitting", "resources permitting",
				"subject to availability", "subject to capacity", "subject to resources", "availability permitting",
				"capacity permitting", "budget permitting", "weather permitting", "where capacity allows",
				"if capacity allows", "if time allows", "if resources allow", "at the discretion of", "at its discretion",
				"at their discretion", "at our discretion", "at the sole discretion of", "in principle", "in general",
				"generally", "normally", "ideally", "preferably", "wherever practicable", "on a best-efforts basis",
				"reasonable efforts", "reasonable endeavours", "commercially reasonable"},
			Exceptions:  Exceptions{After: []string{"by", "under", "in accordance", "in line with", "in section", "in clause", "in annex", "in appendix", "in chapter", "in the contract", "in the regulations", "in the law"}},
			Description: "loophole {excerpt} makes the requirement optional in practice",
			Positive: []Case{
				{Text: "The client shall cache map tiles if possible.", Excerpt: "if possible"},
				{Text: "Logs shall be rotated as needed.", Excerpt: "as needed"},
				{Text: "The system shall notify the owner where applicable.", Excerpt: "where applicable"},
				// "in" after it opens a scope of the loophole, not a reference.
				{Text: "The telephone shall play the message, if possible in the language chosen by the owner.", Excerpt: "if possible"},
				{Text: "Gallery routes offered to school groups shall be step-free wherever feasible.", Excerpt: "wherever feasible"},
			},
			Negative: []Case{
				{Text: "Records shall be retained as required by the tax code of the customer's country."},
				{Text: "Records shall be retained as required in section 4 of the contract."},
				{Text: "Logs shall be rotated daily at 02:00 UTC."},
			},
		},
		{
			Name: "tbd", Family: FamilyTBD, Type: fcs.MissingConstraint, Severity: fcs.Important,
			Detector: DetectPhrase, Standard: stdTBD,
			Patterns: []string{"tbd", "tbc", "tba", "tbr", "tbs", "to be determined", "to be decided", "to be defined",
				"to be confirmed", "to be agreed", "to be specified", "to be announced", "to be clarified",
				"tbe", "to be established", "to be provided", "to be negotiated", "to be finalised", "to be finalized",
				"not yet defined", "not yet determined", "not yet decided", "pending decision", "xxx"},
			Description: "placeholder {excerpt} leaves the requirement incomplete",
			Positive: []Case{
				{Text: "The session timeout shall be TBD minutes.", Excerpt: "TBD"},
				{Text: "The retention period is to be determined by legal.", Excerpt: "to be determined"},
			},
			Negative: []Case{
				{Text: "The session timeout shall be 15 minutes."},
				{Text: "The retention period shall be determined by the tenant administrator in the settings page."},
			},
		},
		{
			Name: "bare_number", Family: FamilyQuantity, Type: fcs.MissingConstraint, Severity: fcs.Important,
			Detector: DetectBareNumber, Standard: stdQuantity,
			Patterns: []string{"within", "under", "below", "above", "over", "exceed", "exceeds", "exceeding", "up to",
				"at most", "at least", "less than", "more than", "fewer than", "greater than", "maximum of", "minimum of", "max",
				"min", "maximum", "minimum", "limit of", "limited to", "timeout of", "delay of", "interval of", "after", "every",
				"for", "last",
				// A measure named and given as a bare figure: "a maximum file
				// size of 5 per photo".
				"size of", "weight of", "length of", "width of", "height of", "depth of", "duration of", "capacity of",
				"distance of", "volume of",
				// money named and given as a bare figure: "a late payment charge
				// of 5", "a surcharge of 15 for every rooflight"
				"charge of", "fee of", "fine of", "surcharge of", "price of", "cost of", "deposit of", "penalty of"},
			Context: []string{"and", "or", "of", "the", "a", "an", "after", "before", "when", "if", "for", "to", "in", "on",
				"at", "by", "with", "from", "then", "unless", "once", "while", "during", "shall", "must", "will", "should",
				"is", "are", "be", "it", "they",
				// A preposition after a figure opens a phrase, not a unit:
				// "loses more than 12 between two weighings".
				"between", "within", "during", "across", "since", "per"},
			Description: "quantity {excerpt} has no unit",
			Positive: []Case{
				{Text: "A late payment charge of 5 shall be added once an invoice is more than 28 days overdue.", Excerpt: "charge of 5"},
				{Text: "If a sample bar loses more than 12 between two consecutive weighings, then the system shall flag the batch.", Excerpt: "more than 12"},
				{Text: "Each listing shall include up to 6 photos with a maximum file size of 5 per photo.", Excerpt: "size of 5"},
				{Text: "The API shall respond within 5.", Excerpt: "within 5"},
				{Text: "Sessions shall expire after 30 of inactivity.", Excerpt: "after 30"},
				{Text: "The job shall run every 15 and report failures.", Excerpt: "every 15"},
			},
			Negative: []Case{
				{Text: "The API shall respond within 5 seconds."},
				{Text: "Each request shall be checked against at least 2 of the following rules."},
				{Text: "The service shall use TLS 1.3 for every connection."},
				{Text: "Discounts above 50% shall require approval."},
				{Text: "The number of submasters in a show shall not exceed 48."},
				// An age after people: years.
				{Text: "Visitors under 16 shall be accompanied by an adult."},
				{Text: "Children over 12 shall pay the adult fare."},
				{Text: "Patients aged over 75 shall be assessed for falls on admission."},
				{Text: "The system shall require a declaration signed by a parent for learners under 18."},
				{Text: "The form shall reject a price below 100.0 or above 250.0 pence per litre."},
				{Text: "The system shall let a customer book a lane for 1, 2 or 3 consecutive hours."},
				{Text: "When the motor current exceeds 180 A, the controller shall stop the breaker."},
				{Text: "When the tank reports a pH below 7.6, the system shall close the inlet valve."},
			},
		},
		{
			Name: "rate_window", Family: FamilyQuantity, Type: fcs.MissingConstraint, Severity: fcs.Important,
			Detector: DetectRate, Standard: stdQuantity,
			Patterns: []string{"requests", "calls", "messages", "emails", "e-mails", "notifications", "transactions",
				"queries", "uploads", "downloads", "logins", "attempts", "operations", "submissions", "orders", "payments",
				"bookings", "jobs", "searches"},
			Context: []string{"last", "first", "latest", "recent", "top", "previous", "next"},
			Exceptions: Exceptions{Sentence: []string{"per", "/", "second", "seconds", "minute", "minutes", "hour", "hours", "day",
				"days", "week", "weeks", "month", "months", "year", "years", "daily", "hourly", "weekly", "monthly", "yearly",
				"annually", "at a time", "at once", "concurrent", "concurrently", "simultaneous", "simultaneously", "parallel",
				"in total", "total", "lifetime", "consecutive", "rps", "qps", "tps", "within", "each session", "batch",
				// A count held at once or in one container is no rate: "no more
				// than 3 queued jobs at any one time", "6 orders in one trolley
				// run", "a slot holds 20 confirmed orders".
				"at any one time", "at any time", "in one", "into each", "in each", "holds", "hold"}},
			Description: "count {excerpt} has no time window",
			Positive: []Case{
				{Text: "The gateway shall accept up to 1000 requests.", Excerpt: "1000 requests"},
				{Text: "The account shall be locked after 5 failed login attempts.", Excerpt: "5 failed login attempts"},
			},
			Negative: []Case{
				{Text: "The gateway shall accept up to 1000 requests per second per tenant."},
				{Text: "The account shall be locked after 5 consecutive failed login attempts."},
				{Text: "The inbox shall show the last 50 messages."},
				{Text: "A picker shall carry no more than 6 orders in one trolley run."},
				{Text: "A porter shall not have more than 3 queued jobs at any one time."},
			},
		},
		{
			Name: "vague_quantity", Family: FamilyQuantity, Type: fcs.MissingConstraint, Severity: fcs.Important,
			Detector: DetectPhrase, Standard: stdQuantity,
			Patterns: []string{"large", "small", "huge", "big", "massive", "many", "few", "several", "numerous", "a lot of",
				"lots of", "a number of", "high volume", "high volumes", "heavy load", "peak load", "peak demand", "peak traffic",
				"peak times", "peak hours", "peak periods", "high demand", "high load", "high traffic", "heavy traffic", "heavy use",
				"heavy usage", "high number", "low number", "various", "expected load", "expected volume", "expected number",
				"sometimes", "slow", "low light", "low bandwidth", "low-bandwidth", "poor connectivity", "poor network",
				"weak signal", "bad network", "unstable network", "high latency", "low memory", "low-end", "high-end",
				"high resolution", "low resolution", "long periods", "extended periods", "prolonged", "harsh", "extreme",
				"extremely", "severe", "noisy environments", "noisy environment", "early", "shortly",
				"eventually", "in due course", "without undue delay", "undue delay", "at short notice", "in good time",
				"often",
				"occasionally", "rarely", "from time to time", "long", "short", "limited",
				"a while", "soon", "briefly", "tiny", "vast", "enormous", "lengthy", "sizable", "sizeable", "moderate",
				"modest", "ample", "plenty of", "abundant", "heavy", "light load", "light traffic", "some", "a couple of",
				"a handful of", "countless", "innumerable", "high frequency", "low frequency", "high rate", "low rate",
				"high volume", "low volume", "bulk", "high capacity", "large-scale", "small-scale", "short-lived", "long-lived",
				// Distances and operating conditions with no figure.
				"nearby", "close by", "in the vicinity", "in proximity", "in close proximity", "close proximity",
				"short distance", "long distance", "far away", "within range", "within reach", "out of range", "adverse",
				"inclement", "challenging conditions", "difficult conditions", "demanding conditions", "hostile",
				"rough", "bad weather", "poor weather", "poor visibility", "low visibility", "all-weather",
				"degraded conditions", "from a distance", "at a distance", "from afar", "from across the room",
				"frequent",
				// Busy periods named by an event, not a time.
				"rush", "surge", "influx", "crunch", "onslaught", "at peak", "during peak",
				// A degree of a quality with no figure: "of high fidelity".
				"of high *", "of low *", "high degree of", "high level of", "high levels of", "low level of",
				"low levels of", "a great deal of", "peak *", "holiday periods", "festive season", "festive period",
				"school holidays",
				// A bound named by kind with no figure: "falls below a minimum
				// level", "hold a minimum amount of ice".
				"a minimum level", "a minimum amount", "a minimum number", "a minimum quantity", "a maximum level",
				"a maximum amount", "a maximum number", "a maximum quantity", "a set number", "a set amount",
				"a fixed number", "a fixed amount",
				// Assortments with no count or list.
				"a variety of", "a wide variety of", "a wide range of", "a broad range of", "a range of", "an array of",
				"a multitude of", "a plethora of", "a host of", "diverse", "miscellaneous", "assorted"},
			Exceptions: Exceptions{Named: true,
				Before: []string{"as", "how", "no"},
				After: []string{"as", "than", "to", "description", "name", "term", "message", "text", "link", "url", "code", "form",
					"flyer", "flyers", "buyer", "buyers",
					"warning", "access", "adopters", "bird", "of the following", "import", "upload",
					"export", "action", "actions", "edit", "editing", "operation", "operations", "delete",
					// terms of art: "a short circuit", "a long-range reader"
					"circuit", "circuits", "-circuit", "range", "-range", "haul", "-haul", "list", "listed"},
				NumberWithin: 5,
				NumberBefore: 2,
			},
			Description: "{excerpt} is a quantity with no bound or time window",
			Positive: []Case{
				{Text: "Each water station shall hold a minimum amount of ice in insulated boxes.", Excerpt: "a minimum amount"},
				{Text: "The viewer shall open large files.", Excerpt: "large"},
				{Text: "Backups shall be taken in small batches.", Excerpt: "small"},
				{Text: "The service shall support many concurrent users.", Excerpt: "many"},
				{Text: "As a driver, I want to find parking spaces nearby.", Excerpt: "nearby"},
				{Text: "The system shall scale to handle the registration rush at the start of each term.", Excerpt: "rush"},
				{Text: "The kiosk shall accept a variety of payment cards.", Excerpt: "a variety of"},
				{Text: "Audio descriptions shall be of high fidelity.", Excerpt: "of high fidelity"},
			},
			Negative: []Case{
				{Text: "Each station shall hold a minimum amount of 40 kg of ice."},
				{Text: "The viewer shall open large files (up to 2 GB)."},
				{Text: "Backups shall be taken every 6 hours."},
				{Text: "Each product shall have a short description field."},
				{Text: "Appointment slots shall be 15 minutes long."},
				{Text: "The sensor shall work over a range of 0 to 40 °C."},
				{Text: "The recording shall be of high fidelity (48 kHz, 24 bit)."},
				{Text: "As a driver, I want to find parking spaces nearby. Acceptance: the map shows the spaces within 500 m of my position."},
			},
		},
		{
			Name: "vague_tolerance", Family: FamilyQuantity, Type: fcs.MissingConstraint, Severity: fcs.Important,
			Detector: DetectPhrase, Standard: stdQuantity,
			Patterns: []string{"approximately", "approx", "roughly", "nearly", "almost", "close to", "more or less", "or so",
				"circa", "in the order of", "on the order of", "give or take", "~", "≈", "virtually", "practically",
				"almost always", "nearly always", "very nearly", "ballpark", "in the region of", "thereabouts"},
			// After a modal "close" is the verb: "shall close to new customers".
			Exceptions:  Exceptions{After: []string{"real-time", "real time"}, Before: []string{"shall", "must", "will", "should"}},
			Description: "{excerpt} gives a quantity without a tolerance",
			Positive: []Case{
				{Text: "The battery shall last approximately 10 hours.", Excerpt: "approximately"},
				{Text: "Sync shall finish in roughly 5 minutes.", Excerpt: "roughly"},
			},
			Negative: []Case{
				{Text: "The battery shall last at least 10 hours at 50% screen brightness."},
				{Text: "Sync shall finish within 5 minutes ± 30 seconds."},
			},
		},
		{
			Name: "incomplete_reference", Family: FamilyVague, Type: fcs.UnclearSpecification, Severity: fcs.Important,
			Detector: DetectPhrase, Standard: "ISO/IEC/IEEE 29148 §5.2.7 (incomplete references)",
			Patterns: []string{"applicable law", "applicable laws", "applicable regulations", "applicable standards",
				"applicable legislation", "relevant regulations", "relevant standards", "relevant laws", "relevant legislation",
				"the regulations", "the standards", "the guidelines", "industry standards", "the policy", "company policy",
				"local regulations", "legal requirements", "regulatory requirements", "statutory requirements",
				"the accessibility regulations", "accessibility standards", "security standards", "privacy laws"},
			Exceptions: Exceptions{
				After: []string{"in", "of", "defined", "described", "listed", "specified", "set out", "(", "version", "named",
					"referenced", "cited"},
				Later:        []string{"described in", "defined in", "listed in", "specified in", "annex", "appendix", "section", "document"},
				NumberWithin: 6,
			},
			Description: "{excerpt} refers to rules that are not named",
			Positive: []Case{
				{Text: "The portal shall comply with the accessibility regulations.", Excerpt: "the accessibility regulations"},
				{Text: "Data shall be retained in line with applicable laws.", Excerpt: "applicable laws"},
			},
			Negative: []Case{
				{Text: "The product shall comply with the company password policy as described in document SEC-04."},
				{Text: "The portal shall meet the guidelines in Appendix B."},
			},
		},
		{
			Name: "lead_time", Family: FamilyQuantity, Type: fcs.MissingConstraint, Severity: fcs.Important,
			Detector: DetectPhrase, Standard: stdQuantity,
			Patterns: []string{"before", "prior to", "ahead of", "in advance"},
			// Only a reminder, notice or alert "before" an event needs a lead
			// time (what a person receives ahead of it is lead_receipt's).
			Requires: []string{"reminder", "reminders", "remind", "notice", "alert", "alerts", "warning", "warnings",
				"notify", "notified", "notification", "notifications", "reminded", "alerted", "warned", "warn", "warns",
				"inform", "informs", "informed"},
			Exceptions: Exceptions{
				After: []string{"deleting", "submitting", "saving", "leaving", "closing", "sending", "overwriting", "proceeding",
					"continuing", "logging", "signing", "publishing", "paying", "it", "they", "the user", "the customer"},
				// "shortly before": the vague word itself is the finding.
				// A duration before "before", even a vague one ("some days
				// before", "in good time before"), is its own finding.
				Before: []string{"shortly", "just", "soon", "well", "long", "sometime", "some time", "right", "immediately",
					"minutes", "hours", "days", "weeks", "months", "time"},
				NumberBefore: 4,
				NumberWithin: 3,
				// In a condition "before" orders two events ("If the holdover
				// time expires before the aircraft starts its take-off roll,
				// then the system shall alert …"): no notice is timed by it.
				Earlier:         []string{"if", "when", "whenever", "once", "unless"},
				EarlierInClause: true,
			},
			Description: "{excerpt} an event, with no lead time",
			Positive: []Case{
				{Text: "The system shall send a reminder before arrival.", Excerpt: "before"},
				{Text: "Members shall be notified in advance of price changes.", Excerpt: "in advance"},
				{Text: "The app shall warn the gardener before a frost is expected.", Excerpt: "before"},
			},
			Negative: []Case{
				{Text: "If the holdover time expires before the aircraft starts its take-off roll, then the system shall alert the flight crew."},
				{Text: "The system shall send a reminder 24 hours before each appointment."},
				{Text: "The editor shall show a warning before overwriting a file."},
				{Text: "Members shall be notified 30 days in advance of price changes."},
				{Text: "The app shall send a reminder some days before the term starts."},
				{Text: "The app shall warn the gardener 2 days before a frost is expected."},
				{Text: "The editor shall warn the user before overwriting a file."},
			},
		},
		{
			Name: "lead_receipt", Family: FamilyQuantity, Type: fcs.MissingConstraint, Severity: fcs.Important,
			Detector: DetectPhrase, Standard: stdQuantity + "; INCOSE GtWR R35 (temporal dependencies)",
			// Something a person receives ahead of an event, with no lead
			// time: "receive the gate code before I arrive", "be sent the
			// agenda before the meeting". How long before? A step before
			// another ("receive a purchase order before delivering goods") is
			// an order, not a lead time.
			Patterns: []string{"before", "prior to", "ahead of"},
			Requires: []string{"receive", "receives", "be sent", "be given", "be emailed", "be e-mailed", "get the", "get my",
				"get a", "get their", "get his", "get her"},
			Exceptions: Exceptions{
				After:        []string{"*ing", "it", "they", "them", "this"},
				Before:       []string{"shortly", "just", "soon", "well", "long", "right", "immediately", "minutes", "hours", "days", "weeks", "months", "time"},
				NumberBefore: 4,
				NumberWithin: 3,
			},
			Description: "{excerpt} an event, with no lead time",
			Positive: []Case{
				{Text: "As a guest, I want to receive the door code before I arrive.", Excerpt: "before"},
				{Text: "Delegates shall be sent the agenda before the meeting starts.", Excerpt: "before"},
				{Text: "Each new employee shall be given a laptop prior to the first working day.", Excerpt: "prior to"},
			},
			Negative: []Case{
				{Text: "Delegates shall receive the agenda 2 days before the meeting."},
				{Text: "Instructors shall receive the class list some days before the term starts."},
				{Text: "The kitchen shall receive each order before it is paid."},
				{Text: "Suppliers shall receive a purchase order before delivering goods."},
				{Text: "The warehouse shall receive goods before 10:00 on weekdays."},
				{Text: "The courier shall deliver the parcel before the customer arrives."},
			},
		},
		{
			// How often, with no interval: every use of these words in the
			// corpus is labelled, also next to a figure that measures
			// something else ("rinsed regularly with water at 60 °C",
			// "logged frequently and kept for 2 years").
			Name: "vague_frequency", Family: FamilyQuantity, Type: fcs.MissingConstraint, Severity: fcs.Important,
			Detector: DetectPhrase, Standard: stdQuantity,
			Patterns:    []string{"regularly", "frequently", "periodically"},
			Exceptions:  Exceptions{Before: []string{"as", "how", "no", "not"}, Named: true, Window: true},
			Description: "{excerpt} is a frequency with no interval",
			Positive: []Case{
				{Text: "The teat shall be rinsed regularly with water at 60 °C.", Excerpt: "regularly"},
				{Text: "Level readings shall be logged frequently and kept for 2 years.", Excerpt: "frequently"},
			},
			Negative: []Case{
				{Text: "Level readings shall be logged every 10 minutes and kept for 2 years."},
			},
		},
		{
			Name: "vague_period", Family: FamilyQuantity, Type: fcs.MissingConstraint, Severity: fcs.Important,
			Detector: DetectPhrase, Standard: stdQuantity + "; INCOSE GtWR R7 (vague terms), R35 (temporal dependencies)",
			Patterns: []string{"recent", "recently", "coming days", "coming weeks", "coming months", "upcoming", "next few days",
				"next few weeks", "in the future", "at a later date", "at a later stage", "extended period", "extended periods",
				"long period", "long periods", "short period", "short periods", "some time", "for some time", "a period of time",
				"over time", "during the night", "end of day", "end of the day", "business hours",
				"working hours", "off-peak", "off-peak hours", "off hours", "out of hours",
				"after hours", "quiet periods", "quiet hours", "repeatedly", "continually", "constantly", "intermittently",
				"at intervals", "at regular intervals", "every so often", "now and then", "temporarily", "for a limited time",
				"limited time", "long-term", "short-term", "in a timely fashion", "after a delay", "after a while", "in time",
				"rush hour", "rush hours", "daytime", "night-time", "nighttime",
				"in the evening", "in the morning", "lunchtime", "busy periods", "busy times", "busy hours", "peak season",
				"high season", "low season", "holiday season", "seasonal peaks", "a period of inactivity",
				"a period of", "a spell of", "prolonged inactivity",
				// A period named with no length: "blocked from online booking for a period".
				"for a period", "a limited period", "a certain period", "a certain time", "a while", "for a time"},
			Exceptions: Exceptions{
				Before:       []string{"most", "more", "less", "just"},
				After:        []string{"than", "as", "defined", "(", "at least", "no shorter", "not shorter", "equal to", "tbd", "tbc", "tbr", "to be"},
				Later:        boundedLater(),
				NumberWithin: 5, NumberBefore: 3, Named: true, Window: true,
			},
			Description: "{excerpt} names a period or time window without its length",
			Positive: []Case{
				{Text: "Support agents shall see the customer's recent orders.", Excerpt: "recent"},
				{Text: "Audit logs shall be kept for an extended period.", Excerpt: "extended period"},
				{Text: "A customer who misses three sessions in a row shall be blocked from booking for a period.", Excerpt: "for a period"},
				{Text: "Maintenance jobs shall run during the night.", Excerpt: "during the night"},
				{Text: "The service desk shall be staffed during business hours.", Excerpt: "business hours"},
			},
			Negative: []Case{
				{Text: "The app shall let a member book a desk for a period of 30 minutes to 10 hours."},
				{Text: "The inbox shall show the 20 most recent messages."},
				{Text: "The service desk shall be staffed during business hours (08:00–18:00 CET, Monday to Friday)."},
				{Text: "Audit logs shall be kept for 7 years."},
				{Text: "The report shall list the orders of the last 30 days."},
				{Text: "The station page shall show the history of water levels at the gauge for the past 24 hours."},
				{Text: "The summary shall show the average of recent readings over a rolling 15-minute window."},
				{Text: "Quiet hours on the site shall run from 22:00 to 07:00."},
			},
		},
		{
			Name: "unnamed_subset", Family: FamilyVague, Type: fcs.AmbiguousTerminology, Severity: fcs.Important,
			Detector: DetectPhrase, Standard: "ISO/IEC/IEEE 29148 §5.2.7 (open-ended terms); INCOSE GtWR R32 (universal quantification)",
			// A subset of a class that is never listed: "the freezers used for
			// certain vaccines" (which ones?).
			Patterns:   []string{"certain", "particular"},
			FollowedBy: []string{"*s", "* *s"},
			Exceptions: Exceptions{
				After: []string{"(", "such as", "listed", "defined", "named", "specified", "in table", "in appendix", ":"},
				Later: boundedLater(), Named: true,
			},
			Description: "{excerpt} does not say which ones",
			Positive: []Case{
				{Text: "The solution must also monitor the freezers used for certain vaccines.", Excerpt: "certain"},
				{Text: "Particular customer groups shall get a discount.", Excerpt: "Particular"},
			},
			Negative: []Case{
				{Text: "The solution must monitor the freezers used for certain vaccines (listed in Annex B)."},
				{Text: "The operator shall make certain that the valve is closed."},
				{Text: "Certain vaccines, namely those listed in Table 3, shall be stored frozen."},
				{Text: "The form shall remind the user of a particular date."},
			},
		},
		{
			Name: "vague_standard", Family: FamilyVague, Type: fcs.AmbiguousTerminology, Severity: fcs.Important,
			Detector: DetectPhrase, Standard: "ISO/IEC/IEEE 29148 §5.2.7 (incomplete references, open-ended terms); NASA ARM weak phrases",
			Patterns: []string{"standard", "common", "commonly used", "usual", "conventional", "well-known", "widely used",
				"widely-used", "popular", "recognised", "recognized", "established", "accepted", "generally accepted",
				"industry-accepted", "modern", "current", "leading", "major", "relevant", "applicable", "appropriate",
				"suitable", "proven", "secure", "strong", "state-of-the-art", "up-to-date", "typical", "usual", "official",
				"approved", "agreed", "recommended", "required", "accredited", "certified", "compatible", "supported",
				"necessary", "reasonable", "adequate", "sufficient", "effective"},
			// Only a class of things left unnamed ("standard protocols") is vague.
			FollowedBy: []string{"protocols", "protocol", "formats", "file formats", "tools", "interfaces", "methods",
				"practices", "procedures", "techniques", "browsers", "web browsers", "devices", "mobile devices", "platforms",
				"libraries", "algorithms", "mechanisms", "channels", "encryption", "encryption algorithms", "ciphers",
				"conventions", "naming conventions", "frameworks", "operating systems", "payment methods", "measures",
				"security measures", "controls", "security controls", "safeguards", "precautions", "checks", "metrics",
				"units", "languages", "technologies", "hardware", "software", "components", "services", "means", "format",
				"file format", "template", "templates", "source", "sources", "channel", "layout", "style", "documentation",
				"equipment", "materials", "tooling", "certificates", "forms", "data sources", "sensors", "readers", "printers",
				"vendors", "suppliers", "providers", "laboratories", "labs", "steps", "actions", "arrangements", "resources",
				// one modifier between: "standard spreadsheet formats", "common image formats"
				"* formats", "* format", "* protocols", "* browsers", "* devices", "* tools", "* interfaces", "* algorithms",
				"* standards", "* methods", "* measures", "* controls", "* practices", "* channels", "* platforms"},
			Exceptions: Exceptions{
				After: []string{"(", "such as", "listed", "defined", "named", "specified", "in table", "in appendix", ":"},
				Later: boundedLater(), Named: true,
			},
			Description: "{excerpt} does not name which ones",
			Positive: []Case{
				{Text: "Data products shall be distributed to users via standard protocols.", Excerpt: "standard"},
				{Text: "Passwords shall be hashed with strong algorithms.", Excerpt: "strong"},
				{Text: "Transcripts shall be generated in an official format.", Excerpt: "official"},
				{Text: "Reports shall be exportable to standard spreadsheet formats.", Excerpt: "standard"},
			},
			Negative: []Case{
				{Text: "Data products shall be distributed to users via the protocols listed in Appendix C."},
				{Text: "Passwords shall be hashed with Argon2id."},
				{Text: "The standard query shall return within 2 seconds."},
				{Text: "Transcripts shall be generated in the official format defined in Appendix F."},
			},
		},
		{
			Name: "vague_trigger", Family: FamilyQuantity, Type: fcs.MissingConstraint, Severity: fcs.Important,
			Detector: DetectTrigger, Standard: stdQuantity + "; INCOSE GtWR R34 (measurable performance), EARS event triggers",
			Patterns: verbForms([]string{"is high", "are high", "is too high", "are too high", "becomes high", "gets high", "runs high",
				"is low", "are low", "is too low", "are too low", "becomes low", "gets low", "runs low", "is running low",
				// "full" alone is a binary state (the car park is full); "nearly full" is a degree.
				"is nearly full", "is almost full", "fills up",
				"is large", "are large", "is small", "is long", "are long", "is heavy", "is busy", "are busy", "is slow",
				"are slow", "becomes slow", "is poor", "is weak", "is bad", "is excessive", "is degraded", "is overloaded",
				"are overloaded", "becomes overloaded", "is congested", "is unstable", "is elevated", "are elevated",
				"is unusual", "is abnormal", "grow", "grows", "growing", "increase", "increases", "rise", "rises", "spike",
				"spikes", "surge", "surges", "peak", "peaks", "decrease", "decreases", "decline", "declines", "degrade",
				"degrades", "deteriorate", "deteriorates", "fluctuate", "fluctuates", "drift", "drifts", "build up",
				"builds up", "pile up", "piles up", "backs up", "is insufficient", "is near capacity", "nears capacity",
				"approaches capacity", "approaches the limit", "is close to capacity", "is inaccurate", "are inaccurate",
				"is imprecise", "is unreliable", "is noisy", "is stale", "is outdated", "is old", "is late", "is delayed",
				"are delayed", "is suspicious", "appears", "appear", "seems", "seem", "is crowded", "is hot", "is cold",
				"is warm", "is dark", "is bright", "is loud", "is near", "is close", "is nearby", "is far", "is expensive",
				"is significant", "is urgent", "is frequent", "is rare", "is sparse", "is dense", "is weak or", "is limited",
				"is excessive", "becomes excessive", "gets worse", "worsens", "improves", "is unusually", "is too",
				// Approach and exhaustion with no distance or level.
				// "runs out" is exhaustion, a state a sensor sees; "running out" is approach.
				"running out", "is nearly empty", "is almost empty", "nearly exhausted",
				"is low on", "approaches", "approach", "nears", "is close to", "gets close to", "comes close to",
				// A comparison with a quantity never given: "when demand exceeds
				// capacity", "once the buffer overflows".
				"exceeds capacity", "exceed capacity", "exceeds the capacity", "exceeds available capacity",
				"exceeds * capacity", "exceed * capacity", "exceeds the * capacity", "exceeds its capacity",
				"exceeds the available capacity", "exceeds supply", "exceed supply", "exceeds available resources",
				"exceeds the available resources", "exceeds available staff", "exceeds staffing", "outstrips", "outstrip",
				"outpaces", "outpace", "outgrows", "outgrow", "overflows", "overflow", "overloads", "overload",
				"reaches capacity", "reach capacity", "reaches full capacity", "reaches its capacity", "is at capacity",
				"are at capacity", "hits capacity", "is over capacity", "is short", "are short", "runs short",
				"is short-staffed", "is understaffed", "is scarce", "is under pressure", "is under strain", "is saturated"}),
			Context: []string{"when", "whenever", "if", "while", "once", "as soon as", "until", "in case", "upon",
				"in the event that", "as"},
			Exceptions: Exceptions{
				// A pattern word after a determiner is a noun, not the
				// trigger: "on either approach", "an approach track
				// circuit", "during the peak".
				Before: []string{"a", "an", "the", "either", "each", "every", "any", "its", "their", "this", "that", "no"},
				After: []string{"above", "below", "beyond", "over", "past", "than", "to", "by", "outside", "under", "from",
					"more than", "threshold", "limit"},
				Later:        []string{"threshold", "thresholds", "limit", "limits", "set point", "setpoint", "baseline", "defined in", "configured", "("},
				NumberWithin: 6,
			},
			Description: "condition {excerpt} has no threshold",
			Positive: []Case{
				{Text: "The runner fleet shall scale up when queues grow.", Excerpt: "queues grow"},
				{Text: "When the humidity is high, the thermostat shall turn on the dehumidifier.", Excerpt: "the humidity is high"},
				{Text: "If the battery level is low, the thermostat shall notify the user.", Excerpt: "the battery level is low"},
				{Text: "The app shall warn the user when storage is running out.", Excerpt: "storage is running out"},
				{Text: "When demand exceeds capacity, the scheduler shall queue new jobs.", Excerpt: "demand exceeds capacity"},
				{Text: "Once the buffer overflows, the recorder shall drop frames.", Excerpt: "the buffer overflows"},
				// Forms generated from the listed ones: "runs low" gives "run low".
				{Text: "The kiosk shall alert staff when the paper rolls run low.", Excerpt: "the paper rolls run low"},
				{Text: "The app shall warn the rider when the batteries are running low.", Excerpt: "the batteries are running low"},
				{Text: "As soon as the bin is nearly full, the compactor shall notify the caretaker.", Excerpt: "the bin is nearly full"},
				// "as" that is no story role still opens a condition.
				{Text: "As a queue grows, the app shall warn the supervisor.", Excerpt: "a queue grows"},
			},
			Negative: []Case{
				{Text: "When the queue grows beyond 500 jobs, the fleet shall add 2 runners."},
				{Text: "When the train approaches within 800 m of the crossing, the barriers shall close."},
				{Text: "If the battery level is below 15%, the thermostat shall notify the user."},
				{Text: "The thermostat shall increase the setpoint when the user presses the up key."},
				{Text: "When the room temperature falls below the setpoint, the heating shall start."},
				{Text: "When a withdrawal exceeds the available balance, the ATM shall refuse it."},
				{Text: "When the queue exceeds a capacity of 200 jobs, the fleet shall add a runner."},
				{Text: "The kiosk shall alert staff when the paper rolls run below 5 metres."},
				// A user story's role is a person, not a condition.
				{Text: "As a dispatcher, I want delayed jobs to appear at the top of the list."},
				{Text: "As a site warden, I want guests whose payment declines to be listed at check-out."},
				{Text: "When the car park is full, the barrier shall stay closed to new cars."},
				{Text: "When the filament runs out, the printer shall pause and park the head."},
				// A pattern word after a determiner is a noun.
				{Text: "When a train occupies the track circuit on either approach, the controller shall start the road lights within 1 second."},
				{Text: "While a second train occupies an approach track circuit, the controller shall keep the barriers lowered."},
			},
		},
		{
			Name: "count_window", Family: FamilyQuantity, Type: fcs.MissingConstraint, Severity: fcs.Important,
			Detector: DetectCount, Standard: stdQuantity + "; INCOSE GtWR R34 (measurable performance)",
			// Verbs of throughput: a count of what is processed needs a window.
			Patterns: []string{"handle", "handles", "process", "processes", "check", "checks", "scan", "scans", "send",
				"sends", "receive", "receives", "submit", "submits", "issue", "issues", "sell", "sells", "serve", "serves",
				"answer", "answers", "resolve", "resolves", "deliver", "delivers", "dispatch", "dispatches", "transmit",
				"transmits", "ingest", "ingests", "execute", "executes", "print", "prints", "ship", "ships", "pick", "picks",
				"pack", "packs", "approve", "approves", "review", "reviews", "validate", "validates", "sustain", "sustains",
				"complete", "completes", "perform", "performs", "index", "indexes", "publish", "publishes", "route", "routes"},
			Context: []string{"up to", "at most", "no more than", "not more than", "maximum of", "minimum of", "at least",
				"many as", "more than", "over", "fewer than", "less than", "about", "around", "approximately"},
			Exceptions: Exceptions{Sentence: []string{"per", "/", "second", "seconds", "minute", "minutes", "hour", "hours",
				"day", "days", "week", "weeks", "month", "months", "year", "years", "daily", "hourly", "weekly", "monthly",
				"yearly", "annually", "at a time", "at once", "concurrent", "concurrently", "simultaneous", "simultaneously",
				"parallel", "in total", "total", "lifetime", "consecutive", "rps", "qps", "tps", "within", "each", "every",
				"batch", "shift", "session", "run", "cycle", "pass", "orbit", "trip", "visit"}, Window: true},
			Description: "count {excerpt} has no time window",
			Positive: []Case{
				{Text: "Inspectors shall be able to check up to 50 tickets.", Excerpt: "up to 50 tickets"},
				{Text: "The back office shall process 2,000 refunds.", Excerpt: "2,000 refunds"},
				// A figure of time that is a duration, not a window, bounds no count.
				{Text: "The kiosk shall issue up to 50 tickets after a 5-minute warm-up.", Excerpt: "up to 50 tickets"},
			},
			Negative: []Case{
				{Text: "Inspectors shall be able to check up to 50 tickets per minute."},
				{Text: "The thermostat shall support up to 8 remote sensors."},
				{Text: "The client shall retry a failed upload up to 3 times."},
				{Text: "Each picker shall pick up to 40 items per batch."},
				{Text: "A member shall receive no more than 2 loans in any rolling 6-month period."},
				{Text: "The desk shall issue at most 3 permits to a household in the previous 12 months."},
			},
		},
		{
			Name: "vague_perception", Family: FamilyVague, Type: fcs.AmbiguousTerminology, Severity: fcs.Important,
			Detector: DetectPhrase, Standard: stdARMWeak + "; INCOSE GtWR R7 (vague terms)",
			// Perceptual qualities need a level, a distance or a condition.
			Patterns: []string{"audible", "audibly", "visible", "visibly", "perceptible", "discernible", "distinguishable",
				"recognisable", "recognizable", "bright", "brightly", "loud", "loudly", "quiet", "quietly", "dim", "faint",
				"conspicuous", "clearly visible", "clearly audible", "easy to see", "easy to hear", "easy to read",
				"easily visible", "highly visible", "visually distinct", "hard to miss"},
			Exceptions: Exceptions{NumberWithin: 6, Named: true,
				After: []string{"to", "only", "on", "in", "at", "for", "when", "if", "while", "by", "within", "during",
					"through", "via", "without", "mode", "hours", "from",
					// a condition of use, not a quality asked for: "readable in
					// bright sunlight"
					"sunlight", "daylight",
					// a kind of signal, not a level asked for: "sound an audible
					// alarm" (writers label about one use in fifteen)
					"alarm", "alarms", "alert", "alerts", "tone", "tones", "horn", "signal", "signals", "warning",
					"warnings", "beep", "and visual", "and visible"}},
			Description: "{excerpt} is a perceptual quality with no level, distance or condition",
			Positive: []Case{
				{Text: "The horn shall be audible.", Excerpt: "audible"},
				{Text: "The warning light shall be bright.", Excerpt: "bright"},
			},
			Negative: []Case{
				{Text: "The display shall be readable in bright sunlight at a distance of 1 m."},
				{Text: "The alarm shall be audible at 65 dB(A) at 1 m."},
				{Text: "The controller shall sound an audible alert at the roaster panel when the bean temperature nears the drop temperature."},
				{Text: "The salary field shall be visible only to payroll administrators."},
				{Text: "Deleted comments shall no longer be visible to other members."},
			},
		},
		{
			Name: "vague_role", Family: FamilyVague, Type: fcs.AmbiguousTerminology, Severity: fcs.Important,
			Detector: DetectPhrase, Standard: "ISO/IEC/IEEE 29148 §5.2.7 (vague subjects); INCOSE GtWR R7 (vague terms)",
			Patterns: []string{"qualified", "suitably qualified", "trained", "competent", "experienced", "designated",
				"responsible", "appropriate", "relevant", "authorized", "authorised", "skilled", "certified", "specialist",
				"senior", "knowledgeable", "dedicated", "concerned", "interested", "affected", "involved"},
			// Only a role left unnamed is vague: "qualified personnel".
			FollowedBy: []string{"personnel", "staff", "person", "persons", "people", "individuals", "parties", "party",
				"operators", "engineers", "technicians", "employees", "users", "team", "teams", "stakeholders",
				"professionals", "experts", "officials", "authorities", "department", "departments", "bodies"},
			Exceptions: Exceptions{
				After: []string{"(", "listed", "defined", "named", "with the", "holding", "who hold", "in the"},
				Later: append(boundedLater(), "(", "holding", "who hold", "who holds", "certified by", "qualified by"),
				Named: true,
			},
			Description: "{excerpt} does not say which role or qualification",
			Positive: []Case{
				{Text: "Software updates shall be installed by qualified personnel.", Excerpt: "qualified"},
				{Text: "The incident report shall be sent to the designated staff.", Excerpt: "designated"},
			},
			Negative: []Case{
				{Text: "Software updates shall be installed by a biomedical engineer of the hospital."},
				{Text: "Software updates shall be installed by trained personnel (holding the vendor's Level 2 certificate)."},
				{Text: "The incident report shall be sent to the staff listed in Appendix D."},
			},
		},
		{
			Name: "undefined_limit", Family: FamilyQuantity, Type: fcs.UnclearSpecification, Severity: fcs.Important,
			Detector: DetectPhrase, Standard: stdQuantity + "; INCOSE GtWR R34 (measurable performance)",
			// A limit referred to but never given.
			Patterns: func() []string {
				patterns := []string{"the limit", "the limits", "the threshold", "the thresholds", "the allowed range",
					"the permitted range", "the acceptable range", "the normal range", "the safe range", "the tolerance",
					"the upper limit", "the lower limit", "a certain threshold", "a certain limit", "a certain level",
					"a certain number", "a certain amount", "a certain time", "a certain period", "a given threshold",
					"a predefined threshold", "a predetermined threshold", "certain thresholds",
					"the safe limit", "the safe limits", "safe limits", "safe levels", "acceptable limits", "acceptable levels",
					"normal limits", "normal levels", "the maximum allowed", "the maximum permitted",
					// A limit owned by something, never given: "both exceed their
					// limits"; a band aimed at: "within the target band".
					"its limit", "its limits", "their limit", "their limits", "its threshold", "their thresholds",
					"its tolerance", "their tolerances", "the target band", "the target range", "the tolerance band"}
				// One or two modifiers before the head, as what a value is
				// compared with: "exceeds the conveyor dimension limits".
				// ("display the speed limit" names a datum, not a bound.)
				for _, cmp := range []string{"exceeds", "exceed", "exceeding", "exceeded", "breaches", "breach", "above", "below",
					"beyond", "outside", "within", "over", "under", "reaches", "reach"} {
					for _, head := range []string{"limit", "limits", "threshold", "thresholds", "tolerance", "tolerances"} {
						patterns = append(patterns, cmp+" the * "+head, cmp+" the * * "+head)
					}
				}
				return patterns
			}(),
			Exceptions: Exceptions{
				After: []string{"of", "set", "configured", "defined", "specified", "given", "stated", "listed", "in", "for",
					"(", "that", "which", "per", "from"},
				Earlier: []string{"configured", "configurable", "configure", "set by", "defined by"},
				// A limit that is a setting: "reaches the configured charge limit".
				Sentence: []string{"configured", "configurable", "user-defined", "user-configurable", "preset"},
				Later: []string{"defined in", "specified in", "listed in", "set in", "configured", "configurable", "set by",
					"(", "table", "appendix", "section"},
				NumberWithin: 8, NumberBefore: 8,
			},
			Description: "{excerpt} refers to a limit that is not given",
			Positive: []Case{
				{Text: "When the hull stress and the keel load both exceed their limits, the monitor shall sound the alarm.", Excerpt: "their limits"},
				{Text: "The dosing unit shall keep the chlorine level within the target band.", Excerpt: "the target band"},
				{Text: "The pump shall warn the nurse if the programmed dose exceeds the limit.", Excerpt: "the limit"},
				{Text: "An alarm shall be raised when the temperature leaves the safe range.", Excerpt: "the safe range"},
				{Text: "The lift shall refuse to move when the load exceeds the cabin weight limit.", Excerpt: "exceeds the cabin weight limit"},
			},
			Negative: []Case{
				{Text: "Each sensor shall report its limits to the gateway every 10 minutes."},
				{Text: "The pump shall warn the nurse if the programmed dose exceeds the limit set in the drug library."},
				{Text: "The lift shall refuse to move when the load exceeds the cabin weight limit of 630 kg."},
				{Text: "The app shall display the current speed limit to the driver."},
				{Text: "The charger shall stop when the battery reaches the configured charge limit."},
				{Text: "The lift shall refuse to move when the load exceeds the rated load limit given on the cabin plate (see table 3)."},
				{Text: "Requests above the limit of 100 per minute shall receive HTTP 429."},
				{Text: "Each tenant administrator shall be able to configure the threshold for low-stock alerts."},
			},
		},
		{
			Name: "unnamed_reference", Family: FamilyVague, Type: fcs.UnclearSpecification, Severity: fcs.Important,
			Detector: DetectTrigger, Standard: "ISO/IEC/IEEE 29148 §5.2.7 (incomplete references)",
			// A governing document cited by kind, with no name, number or section.
			Patterns: []string{"policy", "policies", "regulations", "regulation", "rules", "guidelines", "guideline",
				"procedure", "procedures", "standard", "standards", "legislation", "law", "laws", "directive", "directives",
				"requirements", "conventions", "code of practice", "agreement", "contract", "style guide", "best practice",
				"best practices", "framework", "principles", "regulator", "regulators", "authority", "authorities",
				"supervisory authority", "competent authority", "brand", "branding", "colour scheme", "color scheme",
				"corporate identity", "house style", "brand guidelines", "look and feel"},
			Context: []string{"reflect", "reflects", "match", "matches", "in accordance with", "in compliance with", "comply with", "complies with", "compliant with",
				"according to", "as per", "in line with", "as required by", "as defined by", "conform to", "conforms to",
				"adhere to", "adheres to", "pursuant to", "consistent with", "as set out in", "as described in", "following",
				"prescribed by", "mandated by", "set by", "stipulated by", "demanded by", "imposed by", "laid down by"},
			Exceptions: Exceptions{
				After: []string{"(", "version", "of", "defined", "described", "set", "listed", "in", "named", "referenced",
					"at", "no", "number", "id", "ref"},
				Later:        []string{"described in", "defined in", "listed in", "specified in", "annex", "appendix", "section", "document", "("},
				NumberWithin: 6, Named: true,
			},
			Description: "{excerpt} cites a document that is not named",
			Positive: []Case{
				{Text: "The system shall archive returns in accordance with the retention policy.", Excerpt: "the retention policy"},
				{Text: "Passwords shall comply with the security guidelines.", Excerpt: "the security guidelines"},
				{Text: "The firm shall retain records for the period prescribed by the regulator.", Excerpt: "the regulator"},
			},
			Negative: []Case{
				{Text: "The system shall archive returns in accordance with the Retention Policy RP-7."},
				{Text: "The portal shall be accessible in accordance with EN 301 549 v3.2.1."},
				{Text: "Passwords shall comply with the security guidelines in Appendix B."},
				{Text: "Passwords shall comply with the NIST SP 800-63B guidelines."},
				{Text: "The firm shall retain records for the period prescribed by the regulator in Rule 17a-4."},
			},
		},
		{
			Name: "vague_degree", Family: FamilyVague, Type: fcs.AmbiguousTerminology, Severity: fcs.Important,
			Detector: DetectPhrase, Standard: stdARMWeak + "; INCOSE GtWR R7 (\"very\" and other vague terms)",
			// An intensifier marks the next word as a matter of degree.
			Patterns: []string{"very", "too", "extremely", "highly", "quite", "rather", "fairly", "really", "overly",
				"unduly", "excessively", "exceptionally", "particularly", "somewhat", "slightly", "sufficiently",
				"reasonably", "adequately", "acceptably", "suitably", "unusually", "remarkably", "considerably", "greatly",
				"hugely", "vastly", "heavily", "strongly", "incredibly", "truly", "especially", "exceedingly", "immensely",
				"markedly", "super", "ultra"},
			// The excerpt is the intensifier; a number nearby or a fixed phrase ("too many" is reported as "many") bounds it.
			Exceptions: Exceptions{
				NumberWithin: 5, NumberBefore: 6, Named: true,
				After: []string{"for", "when", "if", "in", "during", "where", "on", "at",
					"first", "last", "same", "beginning", "end", "start", "least", "much", "many", "few",
					"little", "long as", "than", "-", "(", ",", ".", "."},
				Before: []string{"me", "as well as"},
			},
			Description: "{excerpt} makes the next word a matter of degree with no measure",
			Positive: []Case{
				{Text: "As a customer, I want to be compensated if my order is very late.", Excerpt: "very"},
				{Text: "Warnings shall not be too intrusive.", Excerpt: "too"},
			},
			Negative: []Case{
				{Text: "The very first login shall require a password change."},
				{Text: "Orders more than 30 minutes late are very late and shall be refunded."},
				{Text: "The screen shall show the warning too, in red."},
			},
		},
		{
			Name: "vague_judgement", Family: FamilyVague, Type: fcs.AmbiguousTerminology, Severity: fcs.Important,
			Detector: DetectPhrase, Standard: stdARMWeak + "; INCOSE GtWR R7 (vague terms)",
			// Evaluative adjectives by family: a judgement of risk, fairness,
			// worth, operability, effort or feeling needs a criterion, in
			// any position ("dangerous interactions", "poor ratings").
			Patterns: []string{
				// risk and harm
				"dangerous", "hazardous", "risky", "unsafe", "harmful", "harmless", "perilous", "life-threatening",
				"sensitive data", "sensitive information", "sensitive fields", "sensitive documents",
				"sensitive operations", "sensitive actions",
				// fairness and balance
				"balanced", "unbalanced", "imbalanced", "fair", "unfair", "equitable", "equitably", "inequitable",
				"proportionate", "disproportionate", "unbiased", "impartial", "evenly", "even distribution",
				// worth and quality
				"poor", "poorly", "excellent", "outstanding", "superior", "inferior", "decent", "mediocre", "ideal",
				"perfect", "perfectly", "flawless", "flawlessly", "superb", "impressive", "great", "terrible", "awful",
				"bad", "subpar", "sub-par", "first-rate", "second-rate", "top-quality", "poor-quality",
				// operability and effort
				"operable", "inoperable", "workable", "manageable", "unmanageable", "navigable", "practical", "impractical",
				"handy", "cumbersome", "tedious", "awkward", "clunky", "laborious", "painless", "complicated",
				"sophisticated", "elaborate", "complex", "confusing", "error-prone", "intuitive to use", "simple to use",
				// experience and feeling
				"enjoyable", "delightful", "annoying", "frustrating", "overwhelming", "distracting", "disruptive",
				"intrusive", "stressful", "reassuring", "welcoming", "courteous", "polite", "respectful", "empathetic",
				"unpleasant", "irritating", "similar", "comparable", "worry-free", "stress-free", "maintenance-free", "glitch-free", "pain-free", "tidy", "neat", "stylish", "presentable", "crisp", "vivid", "blurry", "punctual",
				// upkeep and condition, often a participle: "plots that are neglected"
				"neglected", "overgrown", "unkempt", "run-down", "rundown", "dilapidated", "untidy", "messy", "cluttered",
				"shabby", "worn-out", "well-kept", "well-maintained", "poorly maintained", "badly maintained",
				"in poor condition", "in good condition", "in good repair", "in poor repair"},
			Exceptions: Exceptions{NumberWithin: 5, Named: true,
				Later: []string{"such that", "defined as", "that is,", "i.e.", "meaning", "("},
				After: []string{"as", "than", "value", "use", "trade", "exam", "training", "test", "tests", "request",
					"requests", "gateway", "sector", "event processing", "number", "numbers", "type", "types",
					// a regulated category: "dangerous goods"
					"goods"}},
			Description: "{excerpt} is an evaluative term with no criterion",
			Positive: []Case{
				{Text: "The system shall warn the pharmacist about dangerous drug interactions.", Excerpt: "dangerous"},
				{Text: "Pump run times shall be balanced across duty and standby pumps.", Excerpt: "balanced"},
				{Text: "The kiosk shall be operable by wheelchair users.", Excerpt: "operable"},
				{Text: "As a manager, I want to see which restaurants have poor ratings.", Excerpt: "poor"},
				{Text: "The warden shall send a notice to tenants whose gardens are overgrown.", Excerpt: "overgrown"},
				{Text: "Returned tools shall be in good condition.", Excerpt: "in good condition"},
			},
			Negative: []Case{
				{Text: "While a wagon carries dangerous goods, the app shall show the hazard number of the load."},
				{Text: "The system shall warn the pharmacist about interactions listed as severe in the drug database."},
				{Text: "The gateway shall answer a malformed request with HTTP 400 Bad Request."},
				{Text: "Run times shall be balanced such that no pump runs more than 60% of the hours of a week."},
				{Text: "The Balanced tariff shall cost 20 EUR per month."},
				{Text: "The warden shall send a notice to tenants whose gardens have not been mown for 8 weeks."},
			},
		},
		{
			Name: "vague_predicate", Family: FamilyVague, Type: fcs.AmbiguousTerminology, Severity: fcs.Important,
			Detector: DetectPhrase, Standard: stdARMWeak + "; INCOSE GtWR R7 (vague terms)",
			// Gradable adjectives that are terms of art before a noun ("hot
			// standby", "cold storage", "light mode") but vague as what
			// something shall be ("the food shall arrive hot").
			Patterns: []string{"hot", "warm", "cold", "cool", "chilled", "lukewarm", "late", "fresh", "stale", "current",
				"light", "compact", "bulky", "thin", "thick", "narrow", "wide", "tall", "deep", "shallow", "dark", "soft",
				"sharp", "strong", "weak", "fun", "calm", "relaxing", "tiring", "hard", "difficult", "complete", "healthy",
				"fine", "solid", "steady", "gentle", "firm", "rigid", "sturdy", "tough", "lean", "busy", "crowded", "tight",
				"loose", "rare", "secure enough", "transparent",
				// Conditions of surfaces and weather.
				"slippery", "wet", "icy", "foggy", "dusty", "dirty", "muddy", "humid", "damp", "windy", "stormy", "clean enough", "natural", "realistic", "lifelike", "smart",
				"intelligent", "fluid",
				// States of people and devices that need a measure to be detected.
				"tired", "drowsy", "fatigued", "distracted", "stressed", "inattentive", "impaired", "unwell", "agitated",
				"overwhelmed", "idle", "inactive", "unattended", "unresponsive", "overloaded"},
			PrecededBy: []string{"be", "is", "are", "been", "being", "remain", "remains", "stay", "stays", "become",
				"becomes", "feel", "feels", "look", "looks", "appear", "appears", "seem", "seems", "sound", "sounds",
				"arrive", "arrives", "kept", "served", "delivered", "run", "runs", "get", "gets", "keep", "keeps",
				// progressive forms: "if the bus is running late", "is getting cold"
				"running", "getting", "arriving", "staying", "remaining", "becoming"},
			Exceptions: Exceptions{NumberWithin: 6, NumberBefore: 4, Named: true,
				After: []string{"than", "as", "(", "mode", "-", "of", "with", "to the", "in the", "on the", "when", "once",
					"only", "if", "after", "before", "until", "unless"}},
			Description: "{excerpt} is a matter of degree with no measure",
			Positive: []Case{
				{Text: "As a customer, I want my food to arrive hot.", Excerpt: "hot"},
				{Text: "Prices shown in the app shall be current.", Excerpt: "current"},
				{Text: "The handheld scanner shall be light and sturdy.", Excerpt: "light"},
				{Text: "If the driver is drowsy, the system shall sound a chime.", Excerpt: "drowsy"},
				{Text: "The terminal shall lock when it is idle.", Excerpt: "idle"},
				{Text: "The app shall alert the parents if the bus is running late.", Excerpt: "late"},
			},
			Negative: []Case{
				{Text: "The database shall keep a hot standby replica in a second zone."},
				{Text: "Meals shall be served hot, at 63 °C or above."},
				{Text: "The current password shall be required to set a new one."},
				{Text: "The order shall be complete when every item is packed."},
				{Text: "The terminal shall lock when it has been idle for 5 minutes."},
			},
		},
		{
			Name: "undefined_due", Family: FamilyVague, Type: fcs.AmbiguousTerminology, Severity: fcs.Important,
			Detector: DetectPhrase, Standard: stdARMWeak + "; INCOSE GtWR R35 (temporal dependencies)",
			// A state measured against a due time the requirement never
			// gives: "see which boats are overdue" (overdue after what?). With
			// a due date, deadline, schedule or figure in the sentence it is
			// testable.
			Patterns: []string{"overdue", "delayed", "past due"},
			PrecededBy: []string{"be", "is", "are", "been", "being", "become", "becomes", "becoming", "remain", "remains",
				"run", "runs", "running", "get", "gets", "getting"},
			Exceptions: Exceptions{NumberWithin: 6, NumberBefore: 6,
				Sentence: []string{"due", "due date", "deadline", "deadlines", "scheduled", "schedule", "timetable", "timetabled",
					"expected", "planned", "booked", "agreed", "return date", "end date", "until", "by more than", "beyond"}},
			Description: "{excerpt} is measured against a due time that is not given",
			Positive: []Case{
				{Text: "As a harbour master, I want to see which boats are overdue.", Excerpt: "overdue"},
				{Text: "The system shall flag work orders that are delayed.", Excerpt: "delayed"},
			},
			Negative: []Case{
				{Text: "The library shall levy late fees on overdue loans."},
				{Text: "A loan is overdue when it is not returned by its due date."},
				{Text: "The system shall flag work orders that are delayed by more than 2 days."},
				{Text: "Trains are delayed when they leave more than 5 minutes after the timetabled time."},
			},
		},
		{
			Name: "predicate_slot", Family: FamilyVague, Type: fcs.AmbiguousTerminology, Severity: fcs.Important,
			Detector: DetectSlot, Fallback: true,
			Standard: stdARMWeak + "; INCOSE GtWR R7 (vague terms); ISO/IEC 25010 (quality characteristics need measures)",
			// What something shall be: the word after a linking verb is a
			// finding unless it is testable. The testable words are listed
			// (binary states, capabilities, relations, kinds); the vague ones
			// are everything else, so a vague word never seen before is found.
			// Quality-attribute words stay out of the list on purpose: usable,
			// reliable, maintainable, scalable, portable, acceptable, suitable,
			// comfortable, flexible (ISO/IEC 25010; NASA ARM weak phrases).
			Patterns: []string{"be", "is", "are", "been", "remain", "remains", "stay", "stays", "become", "becomes", "appear",
				"appears", "feel", "feels", "look", "looks", "arrive", "arrives", "seem", "seems", "sound", "sounds"},
			Context: testableWords(),
			Exceptions: Exceptions{NumberWithin: 6, NumberBefore: 3,
				Before: []string{"there"},
				After:  []string{"(", ":", "as defined", "as specified", "as listed", "as configured", "as set"},
				Later:  []string{"defined in", "specified in", "described in", "listed in", "as defined", "such that", "i.e.", "meaning"}},
			Description: "{excerpt} says what something shall be with no criterion to test it",
			Positive: []Case{
				{Text: "Bus arrival predictions shall be sane.", Excerpt: "sane"},
				{Text: "The checkout page shall remain zippy under load.", Excerpt: "zippy"},
				{Text: "The cabin display shall look orderly.", Excerpt: "orderly"},
				{Text: "Search results shall be pertinent and unique.", Excerpt: "pertinent"},
				{Text: "The invoice layout shall be unique and lively.", Excerpt: "lively"},
				{Text: "The projection shall be crisp and luminous.", Excerpt: "luminous"},
				{Text: "Patients shall feel informed about their treatment plan.", Excerpt: "informed"},
				{Text: "The inverter shall shut down if grid voltage becomes unstable.", Excerpt: "unstable"},
				{Text: "Changing rooms shall be kept spotless.", Excerpt: "spotless"},
				{Text: "Changing rooms shall be kept reasonably spotless.", Excerpt: "spotless"},
			},
			Negative: []Case{
				{Text: "Each order number shall be unique."},
				{Text: "The export button shall be visible to administrators only."},
				{Text: "Reports shall be exportable and printable."},
				{Text: "Fire doors shall be kept closed."},
				{Text: "Records shall be kept for 7 years."},
				{Text: "Cancelled orders shall be locked."},
				{Text: "The user shall be able to reset the password."},
				{Text: "The default language is English."},
				{Text: "The system shall be compliant with ISO 27001."},
				{Text: "Sensor readings shall be stored in the archive."},
				{Text: "The result is a list of matching flights."},
				{Text: "The free-cooling mode shall be used whenever the outside air is below 12 °C."},
				{Text: "The platform shall cancel the original barcode when a ticket is resold."},
				{Text: "The system shall reissue a warning every 6 hours while the level stays above the threshold."},
				{Text: "When a pitch becomes vacant, the system shall notify the cleaning team."},
				{Text: "Refunds shall be made digitally through the bank's API."},
				{Text: "The alarm shall sound continuously until it is acknowledged at the panel."},
			},
		},
		{
			Name: "result_slot", Family: FamilyVague, Type: fcs.AmbiguousTerminology, Severity: fcs.Important,
			Detector: DetectSlot, Fallback: true,
			Standard: stdARMWeak + "; INCOSE GtWR R7 (vague terms)",
			// What an obligation shall keep, make or leave something: the
			// adjective after the object of a causative verb is the same
			// slot as after "be" ("keep Priority 1 routes passable" is
			// "routes shall be passable"). Testable results are not findings
			// ("keep the fire doors closed", "make the button visible").
			Patterns: []string{"keep", "keeps", "make", "makes", "leave", "leaves", "render", "renders"},
			Context:  testableWords(),
			Requires: []string{"shall", "must", "should", "will", "want", "wants", "need", "needs", "is required to",
				"are required to"},
			Exceptions: Exceptions{NumberWithin: 6,
				Later: []string{"defined in", "specified in", "described in", "listed in", "as defined", "such that", "i.e.", "meaning"}},
			Description: "{excerpt} says what something shall be kept or made with no criterion to test it",
			Positive: []Case{
				{Text: "The Contractor shall keep Priority 2 footways passable during snowfall.", Excerpt: "passable"},
				{Text: "Pool attendants shall keep the changing rooms clean at all times.", Excerpt: "clean"},
				{Text: "The scheduler shall keep the wash plant busy during the night shift.", Excerpt: "busy"},
				{Text: "The installer must leave the loading bay dry at the end of each day.", Excerpt: "dry"},
				{Text: "The editor shall make error messages instructive.", Excerpt: "instructive"},
			},
			Negative: []Case{
				{Text: "The robot shall keep the teat cups sanitised between cows."},
				{Text: "Staff shall keep the fire doors closed."},
				{Text: "The app shall make the export button visible to administrators only."},
				{Text: "The system shall keep the audit log for 7 years."},
				{Text: "The system shall keep records of every transfer."},
				{Text: "The operator must make sure the hatch is locked."},
				{Text: "The kiln shall keep the chamber hot at 1,200 °C."},
				{Text: "The app shall keep the Basic plan free."},
			},
		},
		{
			Name: "vague_adverb", Family: FamilyVague, Type: fcs.AmbiguousTerminology, Severity: fcs.Important,
			Detector: DetectPhrase, Fallback: true, Standard: stdARMWeak + "; INCOSE GtWR R7 (vague terms: adverbs)",
			// An adverb in "-ly" qualifying an obligation says how or how
			// often with no measure ("reported immediately", "updated
			// regularly"), unless it is one of the testable ones listed in
			// Words: a channel, an order, a scope or a kind ("manually",
			// "alphabetically", "only"), or a word that is not an adverb.
			Patterns: []string{"*ly"},
			Requires: []string{"shall", "must", "should", "will", "want", "wants", "need", "needs", "is required to", "are required to"},
			Exceptions: Exceptions{NumberWithin: 8, NumberBefore: 6, Named: true,
				// "immediately after submission" orders two events.
				After: []string{"(", "as defined", "as specified", "as listed", "as configured", "-", "after", "upon",
					"following", "before", "on receipt", "on completion", "until"},
				Later: []string{"defined in", "specified in", "described in", "listed in", "such that", "i.e.", "meaning"},
				Words: []string{
					// not adverbs
					"*-only", "only", "family", "families", "supply", "supplies", "reply", "replies", "apply", "applies", "assembly", "anomaly",
					"italy", "july", "rely", "relies", "fly", "ally", "allies", "comply", "complies", "multiply", "imply", "implies",
					"monopoly", "rally", "elderly", "costly", "likely", "unlikely", "daily", "weekly", "monthly", "quarterly",
					"yearly", "hourly", "nightly", "bi-weekly", "bi-monthly", "biweekly", "fortnightly", "half-yearly", "early",
					"reapply", "resupply", "underlying", "butterfly", "holy", "jelly", "firefly", "poly", "ply", "belly", "bully",
					"lily", "emily", "kelly", "sally", "molly", "billy", "willy", "silly", "curly", "burly", "surly", "oily",
					"tally", "gully", "holly", "dolly", "folly",
					"anomalously", "homily", "doily", "wholly-owned", "drizzly", "hilly", "chilly",
					// testable: channel, order, scope, manner of a kind
					"automatically", "manually", "electronically", "digitally", "physically", "separately", "individually",
					"jointly", "collectively", "simultaneously", "sequentially", "consecutively", "concurrently", "respectively",
					"exactly", "precisely", "alphabetically", "chronologically", "numerically", "lexicographically", "randomly",
					"publicly", "privately", "anonymously", "locally", "remotely", "centrally", "globally", "internally",
					"externally", "directly", "indirectly", "explicitly", "implicitly", "additionally", "initially", "finally",
					"subsequently", "previously", "currently", "presently", "originally", "partially", "partly", "fully",
					"completely", "entirely", "solely", "exclusively", "mutually", "uniquely", "permanently", "temporarily",
					"irreversibly", "reversibly", "synchronously", "asynchronously", "online", "offline", "successfully",
					"correctly", "incorrectly", "verbally", "orally", "textually", "graphically", "visually", "audibly",
					"interactively", "programmatically", "digitally", "automatically-generated", "newly", "recently-added",
					"actually", "already", "also", "likewise", "otherwise", "accordingly", "namely", "specifically",
					"particularly", "especially", "generally", "normally", "typically", "usually", "nominally", "ordinarily",
					"conditionally", "unconditionally", "optionally", "mandatorily", "legally", "contractually", "formally",
					"informally", "officially", "personally", "mainly", "primarily", "secondarily", "firstly", "secondly",
					"thirdly", "lastly", "newly", "freshly", "annually", "biannually", "semi-annually", "bimonthly", "daily",
					"retroactively", "prospectively", "proportionally", "linearly", "evenly", "equally", "identically",
					"vertically", "horizontally", "diagonally", "upward", "clockwise", "inversely", "cryptographically",
					"digitally-signed",
					// a channel, medium or technique: how, by kind, not by degree
					"wirelessly", "telephonically", "optically", "magnetically", "mechanically", "electrically",
					"hydraulically", "pneumatically", "thermally", "chemically", "acoustically", "ultrasonically",
					"biometrically", "photographically", "radiographically", "geographically", "statistically",
					"mathematically", "electromagnetically", "in-person", "verbatim", "by hand"}},
			Description: "{excerpt} says how or how often with no measure",
			Positive: []Case{
				{Text: "Unauthorised login attempts shall be reported immediately to the security officer.", Excerpt: "immediately"},
				// "immediately when" is a deadline with no figure, not an order of events.
				{Text: "Transfer pumps shall stop immediately when a level switch trips.", Excerpt: "immediately"},
				{Text: "The dashboard shall refresh routinely.", Excerpt: "routinely"},
			},
			Negative: []Case{
				{Text: "Invoices shall be numbered sequentially."},
				{Text: "The crew leader shall sign off the daily tally sheet."},
				{Text: "The receipt shall be emailed immediately after submission."},
				{Text: "The alarm shall sound immediately following a level switch trip."},
				// Bounded by an event: "until it is acknowledged".
				{Text: "The buzzer shall sound continuously until the operator acknowledges the alarm."},
				{Text: "The list shall be sorted alphabetically by surname."},
				{Text: "The dashboard shall refresh every 30 seconds, routinely."},
				{Text: "Refunds are handled manually by the finance team."},
				{Text: "Each gauge shall transmit its readings wirelessly to the harbour office."},
				{Text: "The valve shall be operated pneumatically from the control room."},
				{Text: "A member shall be able to set each album to private, followers-only or public."},
			},
		},
		{
			Name: "unbounded_change", Family: FamilyQuantity, Type: fcs.MissingConstraint, Severity: fcs.Important,
			Detector: DetectPhrase, Fallback: true, Standard: stdQuantity + "; INCOSE GtWR R34 (measurable performance)",
			// A verb of change with no target: "reduce fuel consumption" by
			// how much, from what baseline? A figure in the clause bounds it.
			Patterns: []string{"reduce", "reduces", "reducing", "increase", "increases", "increasing", "improve", "improves",
				"improving", "minimise", "minimises", "minimising", "minimize", "minimizes", "minimizing", "maximise",
				"maximises", "maximising", "maximize", "maximizes", "maximizing", "optimise", "optimises", "optimising",
				"optimize", "optimizes", "optimizing", "enhance", "enhances", "enhancing", "decrease", "decreases",
				"decreasing", "boost", "boosts", "boosting", "shorten", "shortens", "shortening", "speed up", "speeds up",
				"cut down", "cut down on", "lessen", "lessens", "curb", "curbs", "mitigate", "mitigates", "strengthen",
				"strengthens", "streamline", "streamlines", "accelerate", "accelerates", "balance", "balances", "even out",
				"evens out", "smooth out", "smooths out"},
			// As a verb: after a modal, "to" or "and" ("shall optimise routes and reduce fuel consumption").
			PrecededBy: []string{"shall", "must", "should", "will", "would", "can", "to", "and", "or", "help", "helps", "also"},
			Requires:   []string{"shall", "must", "should", "will", "want", "wants", "so that", "in order to", "aims to", "aim to"},
			Exceptions: Exceptions{NumberWithin: 10, NumberBefore: 10, Named: true,
				Before: []string{"not", "never"},
				After:  []string{"by one", "by 1", "the counter", "the count", "the quantity", "the volume", "the zoom", "the font size", "("},
				Later: []string{"compared with", "compared to", "relative to", "baseline", "defined in", "specified in",
					"measured", "below the", "to the level", "to the value", "to the target", "by the amount"}},
			Description: "{excerpt} names a change with no target or baseline",
			Positive: []Case{
				{Text: "The Contractor shall optimise routes to reduce fuel consumption.", Excerpt: "reduce"},
				{Text: "The new scheduler shall shorten waiting lists.", Excerpt: "shorten"},
			},
			Negative: []Case{
				{Text: "The new routing shall reduce fuel consumption by 10% against the 2025 baseline."},
				{Text: "Pressing the plus key shall increase the quantity by one."},
				{Text: "A price increase shall be announced to customers."},
			},
		},
		{
			Name: "vague_freshness", Family: FamilyQuantity, Type: fcs.MissingConstraint, Severity: fcs.Important,
			Detector: DetectPhrase, Standard: stdQuantity + "; INCOSE GtWR R35 (temporal dependencies)",
			// "the latest snow conditions": how old may a changing value be?
			// Not "current": "show the current position" names the value
			// now, and writers label it about once in twenty uses.
			Patterns:   []string{"latest", "live", "up-to-date", "most recent", "actual"},
			FollowedBy: freshNouns(),
			Exceptions: Exceptions{NumberWithin: 10, NumberBefore: 6, Named: true,
				Later: []string{"as of", "no older than", "refreshed", "updated every", "updated at", "at most", "within",
					"defined in", "specified in"}},
			Description: "{excerpt} data have no age or refresh interval",
			Positive: []Case{
				{Text: "As a skier, I want the app to show the latest snow conditions.", Excerpt: "latest"},
				{Text: "The kiosk shall display live waiting times.", Excerpt: "live"},
			},
			Negative: []Case{
				{Text: "The kiosk shall display waiting times no older than 60 seconds."},
				{Text: "The current password shall be required to set a new one."},
				{Text: "The app shall show the latest snow conditions, refreshed every 15 minutes."},
				{Text: "As a fly operator, I want the control desk to show the current position of each line set."},
			},
		},
		{
			Name: "unstated_value", Family: FamilyQuantity, Type: fcs.MissingConstraint, Severity: fcs.Important,
			Detector: DetectPhrase, Standard: stdQuantity + "; NASA ARM incomplete",
			// A value said to exist but not given: "after a set number of days".
			Patterns: []string{"a set number of", "a fixed number of", "a given number of", "a specified number of",
				"a predefined number of", "a predetermined number of", "a limited number of", "a set amount of",
				"a fixed amount of", "a set period", "a fixed period", "a predefined period", "a set time", "a set duration",
				"a specified period", "a specified time", "a defined period", "a defined number of", "an agreed period",
				"an agreed number of", "an agreed time", "a set limit", "a specified limit", "a defined limit",
				"a predetermined period", "a predetermined time", "a predefined time", "a set interval", "a fixed interval",
				"the anticipated number of", "the expected number of", "the projected number of", "the required number of",
				"the statutory period", "the legal period", "the required period", "the applicable period",
				"the prescribed period", "the retention period", "the statutory retention period", "the agreed period",
				"the anticipated load", "the anticipated volume", "the projected load", "the projected volume",
				"a predefined interval", "a specified interval", "a specified amount of", "a defined amount of"},
			Exceptions: Exceptions{NumberWithin: 8, NumberBefore: 4,
				After: []string{"(", "defined in", "specified in", "given in", "set in", "set by", "configured", "listed in",
					"stated in", "agreed in", "that is configured", "set out in"},
				Later: []string{"defined in", "specified in", "given in", "listed in", "set out in", "stated in", "configured by",
					"configured in", "set by the", "set in the", "agreed in"}},
			Description: "{excerpt} is a value that is referred to but never given",
			Positive: []Case{
				{Text: "Passwords shall expire after a set number of days.", Excerpt: "a set number of"},
				{Text: "Idle sessions shall be closed after a predefined period.", Excerpt: "a predefined period"},
				{Text: "Booking history shall be retained for the statutory period.", Excerpt: "the statutory period"},
			},
			Negative: []Case{
				{Text: "Passwords shall expire after a set number of days defined in the security policy SEC-4."},
				{Text: "Idle sessions shall be closed after a predefined period of 15 minutes."},
				{Text: "Booking history shall be retained for the statutory period defined in section 147 of the tax code."},
			},
		},
		{
			Name: "vague_state", Family: FamilyQuantity, Type: fcs.MissingConstraint, Severity: fcs.Important,
			Detector: DetectPhrase, Fallback: true, Standard: stdQuantity + "; INCOSE GtWR R7 (vague terms)",
			// A state in "-ing" before the noun a detection verb acts on
			// ("flag overflowing bins", "detect failing disks"): when does a
			// bin count as overflowing? Nominal "-ing" words that name a kind
			// ("billing errors", "pending orders") are listed in Words.
			Patterns: []string{"*ing"},
			PrecededBy: []string{"flag", "flags", "detect", "detects", "identify", "identifies", "highlight", "highlights",
				"alert on", "alert about", "warn about", "warn of", "mark", "marks", "spot", "spots", "recognise",
				"recognises", "recognize", "recognizes", "notice", "notices", "catch", "catches", "isolate", "isolates",
				"shut down", "replace", "replaces", "prioritise", "prioritises", "prioritize", "prioritizes"},
			FollowedBy: []string{"*"},
			Exceptions: Exceptions{NumberWithin: 8, Named: true,
				Later: []string{"defined in", "specified in", "defined as", "i.e.", "(", "listed in", "that is,"},
				Words: []string{"existing", "pending", "incoming", "outgoing", "upcoming", "remaining", "matching",
					"corresponding", "following", "missing", "recurring", "ongoing", "booking", "billing", "routing", "parking",
					"opening", "closing", "training", "meeting", "listing", "pricing", "shipping", "banking", "accounting",
					"marketing", "heating", "cooling", "lighting", "landing", "building", "operating", "loading",
					"processing", "rating", "ranking", "charging", "onboarding", "logging", "monitoring", "reporting",
					"scheduling", "tracking", "timing", "sorting", "filtering", "boarding", "checking", "ticketing",
					"dispensing", "printing", "scanning", "packing", "picking", "voting", "nursing", "teaching", "housing",
					"funding", "cleaning", "recycling", "handling", "manufacturing", "engineering", "mapping", "setting",
					"warning", "spelling", "formatting", "naming", "coding", "encoding", "rounding", "pairing", "signing",
					"logging-in", "sign-in", "login", "outstanding", "unmatching", "conflicting", "overlapping", "duplicating",
					"expiring", "expired", "blocking", "failing-over", "testing", "staging", "pricing", "parsing", "booking",
					"during", "using", "including", "according", "regarding", "concerning", "pending", "something", "anything",
					"everything", "nothing", "string", "strings", "thing", "things", "morning", "evening", "ceiling",
					"king", "ring", "spring", "wing", "swing", "sting", "bring", "sibling", "siblings", "wedding", "clothing",
					"pudding", "stuffing", "dumping", "unpaid", "outgoing", "roaming", "streaming", "hosting", "caching"}},
			Description: "{excerpt} is a state with no threshold that says when it holds",
			Positive: []Case{
				{Text: "The solution shall flag overflowing bins.", Excerpt: "overflowing"},
				{Text: "The monitor shall detect failing disks and page the on-call engineer.", Excerpt: "failing"},
			},
			Negative: []Case{
				{Text: "The portal shall flag conflicting bookings."},
				{Text: "The monitor shall detect failing disks, i.e. disks with more than 10 reallocated sectors."},
				{Text: "The solution shall flag bins whose fill level exceeds 90%."},
			},
		},
		{
			Name: "comparative_slot", Family: FamilyComparative, Type: fcs.MissingConstraint, Severity: fcs.Important,
			Detector: DetectPhrase, Fallback: true, Standard: stdComparative,
			// Any "more …" or "less …" with no "than", figure or baseline:
			// more or less than what? ("more detailed reports", "less
			// cluttered screens"). "+" is any content word.
			Patterns: []string{"more +", "less +"},
			Exceptions: Exceptions{NumberWithin: 6, NumberBefore: 4, Named: true,
				Before: []string{"no", "or", "any", "not", "nothing", "once", "and"},
				After:  []string{"than", "(", "of"},
				Later: []string{"than", "compared to", "compared with", "relative to", "versus", "vs", "baseline",
					"previous version", "previous release", "current version", "defined in", "specified in"}},
			Description: "comparative {excerpt} has no baseline to compare with",
			Positive: []Case{
				{Text: "The redesigned report shall be more granular.", Excerpt: "more granular"},
				{Text: "Patients shall find the new forms less daunting.", Excerpt: "less daunting"},
			},
			Negative: []Case{
				{Text: "Users shall not upload more than 10 files per day."},
				{Text: "The redesigned report shall be more detailed than the 2024 edition."},
				{Text: "Orders of one or more items shall ship free."},
			},
		},
		{
			Name: "vague_deliverable", Family: FamilyFeature, Type: fcs.UnderspecifiedFeature, Severity: fcs.Important,
			Detector: DetectPhrase, Standard: stdFeature,
			// A deliverable named by its kind alone: "provide monthly reports
			// to the Council" — which figures, in what form?
			Patterns: []string{"reports", "report", "statistics", "summaries", "summary", "updates", "information",
				"insights", "analytics", "management information", "feedback", "documentation", "dashboards", "overviews",
				"status updates", "progress reports", "performance reports"},
			PrecededBy: []string{"provide", "provides", "send", "sends", "submit", "submits", "deliver", "delivers",
				"produce", "produces", "supply", "supplies", "issue", "issues", "give", "gives", "share", "shares",
				"publish", "publishes", "generate", "generates", "compile", "compiles", "prepare", "prepares",
				"provide regular", "send regular", "provide periodic", "provide detailed", "provide relevant"},
			Requires: []string{"shall", "must", "should", "will", "is required to", "are required to"},
			Exceptions: Exceptions{NumberWithin: 8, Named: false,
				After: []string{"on", "of", "listing", "containing", "with", "showing", "that", "which", "covering",
					"including", "in the format", "in the form", "as defined", "as specified", "(", ":", "per", "using",
					"defined", "specified", "about", "for each", "detailing", "stating", "giving", "according to"},
				Later: []string{"defined in", "specified in", "described in", "template", "annex", "appendix", "schedule",
					"containing", "listing", "showing", "covering", "detailing", "with the fields", "in the format"}},
			Description: "{excerpt} names a deliverable by kind, with no content or format",
			Positive: []Case{
				{Text: "The Contractor shall provide monthly reports to the Council.", Excerpt: "reports"},
				{Text: "The vendor shall submit progress reports.", Excerpt: "progress reports"},
			},
			Negative: []Case{
				{Text: "The Contractor shall provide monthly reports to the Council using the template in Annex C."},
				{Text: "The Contractor shall provide monthly reports listing missed collections per street."},
				{Text: "Users shall be able to report a missed collection."},
			},
		},
		{
			Name: "vague_compound", Family: FamilyVague, Type: fcs.AmbiguousTerminology, Severity: fcs.Important,
			Detector: DetectPhrase, Standard: stdARMWeak + "; INCOSE GtWR R7 (vague terms)",
			// Compounds built to praise: "mobile-friendly", "enterprise-grade",
			// "production-ready", "tamper-proof", "feature-rich".
			Patterns: []string{"*-friendly", "*-ready", "*-grade", "*-proof", "*-class", "*-centric", "*-optimized",
				"*-optimised", "*-efficient", "*-looking", "*-leading", "*-rich", "*-like", "high-*", "low-*",
				"*-intensive", "*-heavy", "*-level quality", "*proof"},
			Exceptions: Exceptions{NumberWithin: 5, Named: true, After: []string{"(", "mode", "priority",
				// a named indicator: "the low-fuel warning lamp"
				"warning", "warnings", "alarm", "alarms", "alert", "alerts", "lamp", "indicator", "indicators", "icon"},
				Words: []string{"toll-free", "royalty-free", "duty-free", "tax-free", "gluten-free", "lead-free", "sugar-free",
					"lactose-free", "interest-free", "fee-free", "commission-free", "charge-free", "cash-free", "paper-free",
					"contact-free", "hands-free", "business-class", "economy-class", "premium-class", "high-level",
					"low-level", "high-priority", "low-priority", "high-contrast", "low-contrast", "high-voltage",
					"low-voltage", "high-school", "high-street", "low-code", "low-fat", "high-water", "low-water",
					"read-heavy", "write-heavy", "sql-like", "unix-like", "tree-like", "table-like",
					// a measured state that names a trip, a pump or a stage: "a
					// high-pressure trip", "the low-battery state"
					"high-pressure", "low-pressure", "high-temperature", "low-temperature", "low-battery", "low-stock",
					"low-low", "high-high",
					// reported by the rules that hold them
					"high-performance", "low-latency", "high-speed", "lag-free", "user-friendly", "user-centric", "hassle-free",
					"good-looking", "error-free", "bug-free", "failure-free", "trouble-free", "future-proof", "future-ready",
					"low-cost", "high-quality", "world-class", "best-in-class", "industry-leading", "first-class",
					"low-bandwidth", "low-end", "high-end"}},
			Description: "{excerpt} praises a quality without a criterion",
			Positive: []Case{
				{Text: "The booking pages shall be mobile-friendly.", Excerpt: "mobile-friendly"},
				{Text: "The platform shall offer enterprise-grade encryption.", Excerpt: "enterprise-grade"},
				{Text: "The casing shall be tamper-proof.", Excerpt: "tamper-proof"},
				{Text: "The careers site shall be SEO-friendly.", Excerpt: "SEO-friendly"},
				{Text: "The weather station shall be weatherproof.", Excerpt: "weatherproof"},
			},
			Negative: []Case{
				{Text: "The dashboard shall show the low-fuel warning lamp."},
				{Text: "The app shall show a low-battery alert on the lock screen."},
				{Text: "The hotline shall be reachable on a toll-free number."},
				{Text: "The app shall offer a high-contrast theme."},
				{Text: "The casing shall be splash-proof to IP 54 (IEC 60529)."},
			},
		},
		{
			Name: "vague_right", Family: FamilyVague, Type: fcs.AmbiguousTerminology, Severity: fcs.Important,
			Detector: DetectPhrase, Standard: stdARMWeak + "; INCOSE GtWR R7 (vague terms)",
			// "the right temperature": a value judged right, never given.
			Patterns: []string{"right", "correct", "ideal", "optimum", "proper", "perfect", "safe"},
			FollowedBy: []string{"temperature", "level", "levels", "amount", "amounts", "place", "size", "balance",
				"speed", "pressure", "dose", "dosage", "quantity", "quantities", "settings", "height", "distance", "humidity",
				"volume", "brightness", "rate", "interval", "intervals", "frequency", "position", "angle", "tension",
				"concentration", "mix", "ratio", "depth", "weight", "load"},
			Exceptions: Exceptions{NumberWithin: 6, Named: true, After: []string{"(", "of"},
				Later: append(boundedLater(), "configured", "set by", "set in", "entered", "selected", "prescribed by")},
			Description: "{excerpt} judges a value that is never given",
			Positive: []Case{
				{Text: "Reefer containers shall be kept at the right temperature.", Excerpt: "right"},
				{Text: "The dispenser shall deliver the correct dose.", Excerpt: "correct"},
			},
			Negative: []Case{
				{Text: "Reefer containers shall be kept at the temperature entered on the booking."},
				{Text: "The dispenser shall deliver the correct dose (±2% of the prescribed volume)."},
				{Text: "The user shall be able to move the panel to the right side."},
			},
		},
		{
			Name: "vague_manner", Family: FamilyVague, Type: fcs.AmbiguousTerminology, Severity: fcs.Important,
			Detector: DetectPhrase, Standard: stdARMWeak + "; INCOSE GtWR R7 (vague terms)",
			// "in a ___ manner" states how with an adjective alone.
			Patterns: []string{"in a * manner", "in an * manner", "in a * way", "in an * way", "in a * fashion",
				"in an * fashion", "in a * and * manner", "in an * and * manner", "in a * and * way"},
			Exceptions: Exceptions{After: []string{"(", ":", "as defined", "described in", "defined in", "that is", "which is"},
				Later: boundedLater()},
			Description: "{excerpt} says how with an adjective alone",
			Positive: []Case{
				{Text: "The system shall display the course catalogue in a user-friendly manner.", Excerpt: "in a user-friendly manner"},
				{Text: "Errors shall be reported in a consistent way.", Excerpt: "in a consistent way"},
			},
			Negative: []Case{
				{Text: "Results shall be sorted in a consistent manner (by date, then by name)."},
				{Text: "Errors shall be reported in the way described in Section 4."},
			},
		},
		{
			Name: "vague_enough", Family: FamilyVague, Type: fcs.AmbiguousTerminology, Severity: fcs.Important,
			Detector: DetectPhrase, Standard: stdARMWeak + "; INCOSE GtWR R7 (vague terms)",
			// "accurate enough", "large enough": a degree with no measure.
			Patterns:    []string{"* enough"},
			Exceptions:  Exceptions{NumberWithin: 6, Before: []string{"not", "no"}, Words: []string{}},
			Description: "{excerpt} is a degree with no measure",
			Positive: []Case{
				{Text: "Sleep tracking shall be accurate enough for most users.", Excerpt: "accurate enough"},
				{Text: "The battery shall last long enough for a shift.", Excerpt: "long enough"},
			},
			Negative: []Case{
				{Text: "The buffer shall be large enough to hold 500 readings."},
				{Text: "The tank shall hold enough water for 3 days."},
			},
		},
		{
			Name: "vague_event", Family: FamilyVague, Type: fcs.UnclearSpecification, Severity: fcs.Important,
			Detector: DetectPhrase, Standard: "ISO/IEC/IEEE 29148 §5.2.7 (open-ended terms); INCOSE GtWR R32 (universal quantifiers), R7",
			// An open class of events or misbehaviour with no definition.
			Patterns: []string{"problems", "malfunction",
				"malfunctions", "misuse", "abuse", "tampering", "mishaps", "glitches", "hiccups", "unusual activity",
				"unusual behaviour", "unusual behavior", "strange behaviour", "strange behavior", "odd behaviour",
				"unexpected behaviour", "unexpected behavior", "misbehaviour", "misbehavior", "wrongdoing", "emergencies",
				"exceptional situations", "exceptional circumstances", "special cases", "edge cases", "corner cases",
				"threats", "attacks", "fraudulent activity", "suspicious activity"},
			Exceptions: Exceptions{NumberWithin: 6, Named: true,
				After: []string{"(", "listed", "defined", "of type", "of types", "of severity", "classified", "categorised",
					"categorized", "in table", "in appendix", "with severity", "ticket", "tickets", "report", "reports", "id",
					"review", "reviews", "team", "department", "log", "logs", "management", "handling", "procedure", "process"},
				Later: boundedLater()},
			Description: "{excerpt} names an open class of events with no definition",
			Positive: []Case{
				{Text: "The app shall report problems to the vendor.", Excerpt: "problems"},
				{Text: "The meter shall detect tampering.", Excerpt: "tampering"},
			},
			Negative: []Case{
				{Text: "The app shall report the problems listed in Table 4 to the vendor."},
				{Text: "Incidents of severity 1 shall page the on-call engineer."},
			},
		},
		{
			Name: "vague_baseline", Family: FamilyComparative, Type: fcs.MissingConstraint, Severity: fcs.Important,
			Detector: DetectPhrase, Standard: stdComparative,
			// A comparison with a baseline that is not measured.
			Patterns: []string{"than today", "than today's", "than now", "than currently", "than before", "than at present",
				"than usual", "than normal", "than expected", "than competitors", "than competitors'", "than the competition",
				"than similar products", "than similar systems", "than similar apps", "than comparable products",
				"than other products", "than other systems", "than other apps", "than the manual process", "than by hand",
				"than it is today", "than it is now", "than it used to", "than at the moment", "than in the past"},
			Exceptions:  Exceptions{NumberWithin: 6, NumberBefore: 4, Later: []string{"measured", "baseline", "("}},
			Description: "comparison {excerpt} has no measured baseline or target",
			Positive: []Case{
				{Text: "Label printing shall be quicker than today.", Excerpt: "than today"},
				{Text: "The new app shall be easier to use than competitors' apps.", Excerpt: "than competitors'"},
			},
			Negative: []Case{
				{Text: "Label printing shall take at least 30% less time than today, measured over a week of orders."},
				{Text: "The new checkout shall be faster than the legacy checkout at the 95th percentile."},
			},
		},
		{
			Name: "bare_measure", Family: FamilyQuantity, Type: fcs.MissingConstraint, Severity: fcs.Important,
			Detector: DetectBareNumber, Standard: stdQuantity,
			// A measure given as a number with no unit: "the timeout shall be 30".
			Patterns: []string{"be", "is", "are", "of", "to", "equal to", "set to", "at"},
			Context: []string{"and", "or", "after", "before", "when", "if", "for", "in", "on", "at", "by", "with", "from",
				"then", "unless", "once", "while", "during", "shall", "must", "will", "should", "is", "are", "it", "they"},
			Requires: []string{"timeout", "time-out", "delay", "duration", "interval", "latency", "retention", "lifetime",
				"temperature", "weight", "distance", "range", "speed", "frequency", "wait", "waiting time", "response time",
				"time limit", "expiry", "expiration", "bandwidth", "voltage", "pressure", "height", "width", "depth",
				"file size", "upload size", "message size", "attachment size", "storage", "memory", "period", "runtime",
				"run time", "battery life", "brightness", "volume", "noise"},
			Exceptions: Exceptions{Earlier: []string{"number of", "count of", "maximum number", "minimum number", "retries",
				"attempts", "version", "level", "step", "priority", "grade", "class", "category", "tier"}},
			Description: "measure {excerpt} has no unit",
			Positive: []Case{
				{Text: "The session timeout shall be 30.", Excerpt: "30"},
				{Text: "The dispenser shall keep drinks at a temperature of 4.", Excerpt: "4"},
			},
			Negative: []Case{
				{Text: "The system shall produce a stock report for each bin at 06:00 local time every day, with the mean temperature."},
				{Text: "The session timeout shall be 30 minutes."},
				{Text: "The number of retries shall be 3 before the timeout applies."},
				{Text: "The delay shall be 2 to 5 seconds."},
				{Text: "The temperature shall be held at 4 °C."},
			},
		},
		{
			Name: "vague_duration", Family: FamilyQuantity, Type: fcs.MissingConstraint, Severity: fcs.Important,
			Detector: DetectPhrase, Standard: stdQuantity + "; INCOSE GtWR R35 (temporal dependencies)",
			// A plural unit of time with no number, as the length of a wait,
			// a deadline or a stay: "within hours", "takes weeks", "for days".
			Patterns: []string{"seconds", "minutes", "hours", "days", "weeks", "months", "years", "decades"},
			PrecededBy: []string{"within", "for", "after", "over", "take", "takes", "taking", "took", "lasting", "last",
				"lasts", "wait", "waits", "up to", "at least", "at most", "than", "in a matter of", "in mere", "in just",
				"only", "mere", "just", "inside", "under", "ahead by", "delayed by", "late by", "early by"},
			Exceptions: Exceptions{NumberBefore: 4, Named: true,
				After: []string{"of the week", "of the month", "of the year", "of the day", "of week", ")", "field", "column",
					"unit", "units"}},
			Description: "{excerpt} names a duration without its length",
			Positive: []Case{
				{Text: "Refunds shall reach the customer within days.", Excerpt: "days"},
				{Text: "A failed sensor shall be replaced within hours of the alarm.", Excerpt: "hours"},
			},
			Negative: []Case{
				{Text: "Refunds shall reach the customer within 5 business days."},
				{Text: "The report shall show the remaining time in hours and minutes."},
				{Text: "Sales shall be grouped by the days of the week."},
				{Text: "The dashboard shall show the number of days until the licence expires."},
				{Text: "Employees shall be able to book leave in half days or full days."},
				{Text: "Logs shall be kept for TBD days."},
			},
		},
		{
			Name: "attributive_slot", Family: FamilyVague, Type: fcs.AmbiguousTerminology, Severity: fcs.Important,
			Detector: DetectAttributive, Fallback: true,
			Standard: stdARMWeak + "; INCOSE GtWR R7 (vague terms); ISO/IEC/IEEE 29148 §5.2.7 (ambiguous adjectives)",
			// A judgement or a degree before the noun an obligation acts on:
			// "flag unlikely sightings", "hide rare species", "redact
			// sensitive personal data". Which sightings, species or data is
			// left to the reader. The gradable and evaluative adjectives are
			// listed by meaning (likelihood, frequency, importance, size,
			// weight, age, severity, fitness, normality, difficulty, trust);
			// unlisted adjectives are found by their shape ("-ous", "-ive",
			// "-ful"), with the testable classifiers of the predicate slot
			// and the category words below as Context. A category
			// ("personal data", "electronic payment") is not a finding; a
			// judgement before it is ("sensitive personal data").
			Patterns: []string{
				// likelihood and frequency
				"unlikely", "likely", "probable", "improbable", "plausible", "implausible", "rare", "uncommon", "common",
				"frequent", "infrequent", "occasional", "sporadic", "recurring", "recent", "typical", "atypical", "usual",
				"unusual", "abnormal", "ordinary", "extraordinary", "regular", "irregular", "odd-looking",
				"strange", "unexpected", "suspicious", "anomalous", "questionable", "doubtful", "dubious",
				// importance and relevance
				"important", "unimportant", "relevant", "irrelevant", "significant", "insignificant", "major", "minor",
				// "key" names ("key dates", "key switch") more often than it
				// judges: left out.
				"essential", "vital", "crucial", "critical", "serious", "severe", "urgent", "pressing",
				"notable", "noteworthy", "noticeable", "substantial", "considerable", "marginal", "negligible",
				"meaningful", "useful", "interesting", "popular",
				// fitness and judgement
				"appropriate", "inappropriate", "suitable", "unsuitable", "proper", "improper", "adequate", "inadequate",
				"sufficient", "insufficient", "reasonable", "unreasonable", "acceptable", "unacceptable", "excessive",
				"optimal", "suboptimal", "good", "better", "nice", "sensible", "legitimate", "illegitimate", "genuine",
				"trustworthy", "reputable", "trusted", "vulnerable", "sensitive", "delicate", "fragile", "valuable",
				"precious", "expensive", "cheap", "costly", "affordable", "offensive", "objectionable", "abusive",
				"harmful", "risky", "safe", "unsafe", "easy", "simple", "basic", "advanced", "complex", "difficult",
				"hard", "modern", "outdated", "obsolete", "old", "stale", "fresh", "experienced", "inexperienced",
				"skilled", "unskilled", "competent", "elderly",
				// size, weight, amount, distance and speed
				// "light" before a noun is mostly lighting ("light level", "light
				// period"): left out.
				"large", "small", "big", "little", "huge", "tiny", "heavy", "high", "low",
				"long", "short", "brief", "lengthy", "wide", "narrow", "deep", "shallow", "distant", "remote", "far",
				"close", "nearby", "neighbouring", "neighboring", "surrounding", "fast", "slow", "quick", "rapid",
				"sudden", "gradual", "early", "late", "loud", "quiet", "noisy", "bright", "dim", "strong", "weak",
				"extreme", "moderate", "mild", "intense", "busy", "crowded", "popular", "bulky", "oversized",
				"undersized", "outsized", "hefty", "sizeable", "sizable", "massive", "compact", "cumbersome", "unwieldy",
				"tricky", "trivial", "straightforward", "minor-value", "low-value", "high-value", "routine",
				// evaluative "-ing" words and states that need a measure
				"refreshing", "pleasing", "appealing", "engaging", "compelling", "inviting", "striking", "convincing",
				"satisfying", "amusing", "exciting", "boring", "demanding", "challenging", "worrying", "alarming",
				"disturbing", "misleading", "promising", "lasting", "long-lasting", "inactive", "dormant", "idle",
				"abandoned", "excess", "surplus", "unusable",
				// shape of an adjective not listed (verbs end in "-eive",
				// "-ieve", "-rive": "receive", "achieve", "derive")
				"*ous", "*tive", "*sive", "*ful"},
			// Testable classifiers: the predicate slot's words, and kinds that
			// name a category rather than a degree.
			Context:     attributiveClassifiers(),
			Requires:    attributiveRequires(),
			Exceptions:  attributiveExceptions(),
			Description: "{excerpt} leaves to the reader which ones qualify: no criterion, list or threshold",
			Positive: []Case{
				{Text: "As a coordinator, I want the app to flag improbable catches for review.", Excerpt: "improbable catches"},
				{Text: "The archive shall restrict access to the records of vulnerable witnesses.", Excerpt: "vulnerable witnesses"},
				{Text: "The service shall mask confidential-looking values in delicate customer records.", Excerpt: "delicate customer records"},
				{Text: "The scheduler shall give priority to urgent jobs.", Excerpt: "urgent jobs"},
				{Text: "The moderation queue shall hide objectionable comments.", Excerpt: "objectionable comments"},
				{Text: "The form shall warn about a dubious postcode.", Excerpt: "dubious postcode"},
				{Text: "The system shall prioritise repairs that affect vulnerable tenants.", Excerpt: "vulnerable tenants"},
				{Text: "The system shall archive dormant accounts.", Excerpt: "dormant accounts"},
			},
			Negative: []Case{
				// "key" and "light" before a noun name more often than they
				// judge: "key dates", "the light level".
				{Text: "The system shall list the key dates of each case."},
				{Text: "The controller shall log the light level in each zone every minute."},
				// "the old value and the new value" defines itself.
				{Text: "Each change to a setpoint shall be logged with the user ID, the old value and the new value."},
				// "main" classifies ("the main entrance"); "a short circuit" is a term.
				{Text: "The panel shall light the main panel's fault LED."},
				{Text: "When a short circuit is detected, the panel shall light the fault LED."},
				{Text: "When bookings exceed the venue capacity of 300 seats, the box office shall close sales."},
				{Text: "The service shall redact personal data before publication."},
				{Text: "The service shall accept electronic payment by card."},
				{Text: "The scheduler shall give priority to jobs marked urgent."},
				{Text: "Urgent jobs, as defined in section 4, shall run first."},
				{Text: "The archive shall restrict access to records flagged as vulnerable in the register."},
				{Text: "The report shall list the previous invoices of the account."},
				{Text: "The app shall offer a light theme and a dark theme."},
				{Text: "The scheduler shall give priority to jobs longer than 5 minutes."},
				{Text: "The moderation queue shall be reviewed by Senior Editors."},
				{Text: "The archive is rare."},
				{Text: "The app shall remember the user's preferred settings."},
				{Text: "The system shall handle returns and damaged goods as described in section 4."},
			},
		},
		{
			Name: "wordnet_attributive", Family: FamilyVague, Type: fcs.AmbiguousTerminology, Severity: fcs.Important,
			Detector: DetectAttributive, Fallback: true,
			Standard: stdARMWeak + "; INCOSE GtWR R7 (vague terms); WordNet 3.0 attribute clusters (Princeton University)",
			// The same slot as attributive_slot, with a vocabulary drawn from
			// a published lexicon instead of the words seen so far: the
			// evaluative and gradable adjectives of WordNet 3.0 clusters whose
			// attribute is a quality a requirement must quantify or define
			// (quality, adequacy, speed, clarity, audibility, legibility,
			// normality, importance, ...), generated by internal/wordnetgen
			// into wordnet_words.go. The classifiers and terms of art of
			// attributive_slot stay in force.
			Patterns:    wordnetAdjectives(),
			Context:     attributiveClassifiers(),
			Requires:    attributiveRequires(),
			Exceptions:  attributiveExceptions(),
			Description: "{excerpt} leaves to the reader which ones qualify: no criterion, list or threshold",
			Positive: []Case{
				{Text: "The keeper app shall flag sluggish reptiles for a vet check.", Excerpt: "sluggish reptiles"},
				{Text: "The show editor shall flag wordy narration scripts.", Excerpt: "wordy narration scripts"},
				{Text: "The oven controller shall log aberrant crust temperatures.", Excerpt: "aberrant crust temperatures"},
			},
			Negative: []Case{
				{Text: "The keeper app shall flag reptiles whose activity score is below 3."},
				{Text: "The show editor shall flag wordy narration scripts (more than 900 words)."},
				{Text: "The oven controller shall log crust temperatures classified as aberrant in the register."},
				{Text: "Subtitles shall be legible."},
			},
		},
		{
			Name: "vague_distance", Family: FamilyQuantity, Type: fcs.MissingConstraint, Severity: fcs.Important,
			Detector: DetectPhrase, Standard: stdQuantity + "; INCOSE GtWR R7 (vague terms: near, close)",
			// A place given by proximity with no figure: "a cabin near the
			// lift", "stored away from the brewhouse". How near, how far? A
			// figure and a unit in the clause bound it.
			// ("nearby", "close by" and "in the vicinity" are vague_quantity's.)
			Patterns: []string{"near", "close to", "away from", "far from", "far away from",
				"in the neighbourhood of", "in the neighborhood of", "around", "adjacent to",
				"in close proximity to", "in proximity to", "within easy reach of", "within walking distance of"},
			Requires: []string{"shall", "must", "should", "will", "want", "wants", "need", "needs", "is required to",
				"are required to"},
			// A time ("by 07:30", "for 2 hours") is no distance.
			Exceptions: Exceptions{NumberWithin: 6, NumberBefore: 4, Named: true, NumberUnits: []string{"metres"},
				Before: []string{"navigate", "navigates", "navigated", "navigating", "redirect", "redirects", "redirected",
					"switch", "switches", "switched", "click", "clicks", "clicked", "tab", "tabs", "move", "moves",
					"moved", "wrap", "wraps", "work", "works", "built", "build", "centred", "centered", "based", "revolve",
					"revolves", "go", "goes", "get", "gets", "turn", "turns", "come", "comes", "walk", "walks", "as", "or",
					"and", "how", "round", "all", "from",
					// After a modal "close" is the verb: "the queue shall close to
					// new customers".
					"shall", "must", "will", "should",
					// Motion and gaze, not places: "looked away from the screen".
					"look", "looks", "looked", "looking", "glance", "glances", "glanced", "glancing", "gaze", "gazes",
					"gazed", "gazing", "stare", "stares", "stared", "staring", "turned", "turning", "walked", "walking",
					"moving", "stepped", "stepping", "faced", "facing", "pointed", "pointing", "drifted", "drifting"},
				After: []string{"real-time", "real time", "-", "the clock", "field", "zero", "term", "miss", "misses",
					"direct sunlight", "sunlight", "moisture", "the reach of",
					"infrared", "identical", "duplicate", "duplicates", "(", "the world", "the globe", "its axis"},
				Later: []string{"defined in", "specified in", "listed in", "as defined", "i.e.", "meaning"}},
			Description: "{excerpt} gives a place by proximity with no distance",
			Positive: []Case{
				{Text: "The system shall assign a berth near the exit.", Excerpt: "near"},
				{Text: "Flammable stock must be kept away from the loading bay.", Excerpt: "away from"},
				{Text: "As a hiker, I want to see shelters close to my route.", Excerpt: "close to"},
				{Text: "The app shall list charging points around the user's position.", Excerpt: "around"},
				{Text: "The Contractor shall grit cycle paths near hospitals by 06:30 on weekdays.", Excerpt: "near"},
				{Text: "Visitors shall park close to the entrance for at most 2 hours.", Excerpt: "close to"},
			},
			Negative: []Case{
				{Text: "The walk-in queue shall close to new customers once 20 people are waiting."},
				{Text: "The system shall assign a berth within 20 m of the exit."},
				{Text: "Flammable stock must be kept at least 10 m away from the loading bay."},
				{Text: "Flammable stock must be kept away from the bay by at least 30 feet."},
				{Text: "Visitors shall park close to the entrance, within 50 yards."},
				{Text: "The page shall warn the user who navigates away from an unsaved form."},
				{Text: "The helpdesk shall be staffed around the clock."},
				{Text: "The dashboard shall refresh in near real-time."},
				{Text: "Readers shall support near field communication tags."},
				{Text: "The proctoring tool shall flag candidates who looked away from the screen."},
			},
		},
		{
			Name: "unstated_amount", Family: FamilyQuantity, Type: fcs.MissingConstraint, Severity: fcs.Important,
			Detector: DetectPhrase, Standard: stdQuantity + "; ISO/IEC/IEEE 29148 §5.2.5 (complete)",
			// Money charged, paid or granted with no amount, rate, currency or
			// named schedule: "charge a fee for amendments".
			Patterns: []string{"a fee", "a charge", "a penalty", "a discount", "a deposit", "a surcharge", "a fine",
				"a commission", "a levy", "a toll", "a rebate", "a refund fee", "an administration fee", "an admin fee",
				"an additional fee", "an additional charge", "an extra fee", "an extra charge", "an annual fee",
				"an hourly rate", "a + fee", "a + charge", "a + penalty", "a + discount", "a + deposit", "a + surcharge",
				"fees", "charges", "penalties", "discounts", "surcharges", "+ fees", "+ charges", "+ penalties",
				"+ discounts", "+ surcharges", "a partial refund", "partial refunds"},
			PrecededBy: []string{"charge", "charges", "charged", "apply", "applies", "applied", "levy", "levies", "levied",
				"impose", "imposes", "imposed", "pay", "pays", "add", "adds", "collect", "collects", "deduct", "deducts",
				"incur", "incurs", "require", "requires", "take", "takes", "hold", "holds", "retain", "retains", "grant",
				"grants", "give", "gives", "offer", "offers", "bill", "bills", "be charged", "subject to", "attract",
				"attracts", "receive", "receives", "get", "gets", "earn", "earns"},
			Exceptions: Exceptions{NumberWithin: 3, NumberBefore: 3, Named: true,
				After: []string{"of", "equal to", "equivalent to", "set out in", "set in", "defined in", "specified in",
					"listed in", "according to", "as per", "in accordance with", "shown in", "from the", "per the", "(",
					"table", "schedule", "tariff", "code", "codes", "voucher", "vouchers", "card", "cards", "coupon",
					"coupons", "scheme", "programme", "program", "field", "fields", "type", "types", "category", "waiver"},
				Later: []string{"schedule", "tariff", "price list", "fee table", "appendix", "annex", "section"}},
			Description: "{excerpt} is an amount that is never given",
			Positive: []Case{
				{Text: "Cancellations made within 48 hours of the trek start shall receive a partial refund.", Excerpt: "a partial refund"},
				{Text: "The marina shall charge a fee for late departures.", Excerpt: "a fee"},
				{Text: "The library shall levy late fees on overdue loans.", Excerpt: "late fees"},
				{Text: "Members who renew early shall receive a discount.", Excerpt: "a discount"},
			},
			Negative: []Case{
				{Text: "The marina shall charge a fee of 25 EUR for late departures."},
				{Text: "The marina shall charge a fee according to the tariff in Appendix C."},
				{Text: "The library shall charge no fees for loans."},
				{Text: "The client shall be able to apply a discount code at checkout."},
				{Text: "The library shall charge late fees set out in the fee schedule of section 7."},
			},
		},
		{
			Name: "possessive_reference", Family: FamilyVague, Type: fcs.UnclearSpecification, Severity: fcs.Important,
			Detector: DetectPhrase, Fallback: true, Standard: "ISO/IEC/IEEE 29148 §5.2.7 (incomplete references)",
			// A governing document named only by its owner: "the court's fee
			// schedule", "the council's guidelines". Which edition, where?
			Patterns: possessiveReferences(),
			Exceptions: Exceptions{NumberWithin: 5,
				After: []string{"(", "version", "no", "number", "ref", "reference", "dated", "published", "at", "in section",
					"in appendix", "in annex", "defined in", "set out in", "attached"},
				Later: []string{"annex", "appendix", "section", "defined in", "listed in", "set out in", "attached",
					"described in", "document"}},
			Description: "{excerpt} cites a document by its owner only, with no name, edition or place",
			Positive: []Case{
				{Text: "The system must calculate parking charges according to the council's tariff.", Excerpt: "the council's tariff"},
				{Text: "Passwords shall follow the company's security policy.", Excerpt: "the company's security policy"},
				{Text: "Refunds shall follow the airline’s rules.", Excerpt: "the airline’s rules"},
			},
			Negative: []Case{
				{Text: "Passwords shall follow the company's security policy (version 3.1, Appendix B)."},
				{Text: "The system shall show the customer's orders."},
				{Text: "Refunds shall follow the airline's rules set out in Annex 2."},
			},
		},
		{
			Name: "vague_proportion", Family: FamilyQuantity, Type: fcs.MissingConstraint, Severity: fcs.Important,
			Detector: DetectPhrase, Standard: stdQuantity + "; INCOSE GtWR R32 (universal quantifiers), R34 (measurable performance)",
			// A share with no percentage: "process the majority of requests
			// within 2 seconds" bounds the time, not the share. A figure right
			// after the phrase or a definition later bounds it.
			Patterns: []string{"the majority of", "a majority of", "the vast majority of", "the overwhelming majority of",
				"most of the", "the bulk of", "a large proportion of", "a high proportion of", "a significant proportion of",
				"a large share of", "a significant portion of", "a large part of", "a good part of", "nearly all",
				"almost all", "virtually all", "practically all", "in most cases", "in the majority of cases",
				"most of the time", "the greater part of"},
			Exceptions: Exceptions{Named: true,
				After: []string{"(", "-", "%"},
				Later: []string{"defined as", "i.e.", "meaning", "that is,"}},
			Description: "{excerpt} is a share with no percentage",
			Positive: []Case{
				{Text: "The system shall process the majority of requests within 2 seconds.", Excerpt: "the majority of"},
				{Text: "Nearly all sensors shall report every minute.", Excerpt: "Nearly all"},
			},
			Negative: []Case{
				{Text: "The system shall process 95% of requests within 2 seconds."},
				{Text: "The system shall process the majority (95%) of requests within 2 seconds."},
			},
		},
		{
			Name: "superlative_form", Family: FamilySuperlative, Type: fcs.AmbiguousTerminology, Severity: fcs.Important,
			Detector: DetectPhrase, Fallback: true, Standard: stdSuperlative,
			// A superlative found by its form: any "-est" word after a
			// determiner ("the nearest available ambulance", "the cheapest
			// tariff"). Nearest by road time or in a straight line? A named
			// criterion ("by walking distance"), a figure or a rounding
			// ("to the nearest second") settles it; orderings in time
			// ("latest", "earliest") and words that only end in "-est"
			// ("request", "interest") are not superlatives of degree.
			Patterns:   []string{"*est"},
			PrecededBy: []string{"the", "its", "their", "your", "our", "his", "her", "my", "whichever is", "whichever"},
			Exceptions: Exceptions{NumberWithin: 4,
				Words: superlativeFormExceptions(),
				After: []string{"second", "seconds", "minute", "minutes", "hour", "hours", "day", "days", "cent", "cents",
					"penny", "pence", "whole", "integer", "metre", "meter", "millimetre", "kilometre", "mile", "percent",
					"per cent", "tenth", "hundredth", "thousandth", "unit", "decimal", "dollar", "euro", "pound",
					"first", "last", "one", "ones", "of the", "possible", "relative", "relatives", "neighbour", "neighbor",
					"neighbours", "neighbors", "centimetre", "centimeter", "millimeter", "kilometer", "gram", "kilogram",
					"degree", "litre", "liter", "week", "month", "year", "cm", "mm", "kg"},
				Earlier: []string{"round", "rounds", "rounded", "rounding", "accurate to", "precision of"},
				Later:   criterionLater()},
			Description: "superlative {excerpt} names no measure or criterion",
			Positive: []Case{
				{Text: "When a call is classified as urgent, the system shall propose the nearest available ambulance.", Excerpt: "nearest"},
				{Text: "The planner shall suggest the quietest route for each cyclist.", Excerpt: "quietest"},
				{Text: "The portal shall display the closest match to the query.", Excerpt: "closest"},
				{Text: "Each volunteer shall be routed to their nearest depot.", Excerpt: "nearest"},
			},
			Negative: []Case{
				{Text: "The centre shall allow the re-test at the same lane."},
				{Text: "The desk shall show the position of each line set to the nearest centimetre."},
				{Text: "The dispatch system shall record each status change to the nearest second."},
				{Text: "The app shall show the nearest pharmacy by walking distance."},
				{Text: "The kiosk shall print the latest version of the timetable."},
				{Text: "Each request shall be logged with the guest's name."},
				{Text: "The system shall list the oldest requests first."},
				{Text: "Fares shall be rounded to the nearest 5 cents."},
				{Text: "The planner shall propose the nearest depot in terms of driving time."},
			},
		},
		{
			Name: "vague_increment", Family: FamilyQuantity, Type: fcs.MissingConstraint, Severity: fcs.Important,
			Detector: DetectPhrase, Fallback: true, Standard: stdQuantity + "; INCOSE GtWR R34 (measurable performance); ISO/IEC/IEEE 29148 §5.2.7 (comparatives)",
			// An amount given relative to an unstated baseline with no
			// figure: "receive extra time", "grant additional storage",
			// "reduced workloads". How much extra, relative to what? A figure
			// in the clause ("25% extra time", "2 additional attempts") or a
			// named definition bounds it.
			Patterns: incrementPhrases(),
			Requires: []string{"shall", "must", "should", "will", "want", "wants", "need", "needs", "is required to",
				"are required to", "is entitled to", "are entitled to"},
			Exceptions: Exceptions{NumberWithin: 6, NumberBefore: 3, Named: true,
				Before: []string{"no", "any", "without", "not", "nor"},
				Later: []string{"defined in", "specified in", "set out in", "listed in", "as defined", "according to",
					"in accordance with", "equal to", "equivalent to", "as agreed", "i.e.", "("}},
			Description: "{excerpt} is an amount relative to an unstated baseline, with no figure",
			Positive: []Case{
				{Text: "As a candidate with a documented disability, I want extra time on my exam.", Excerpt: "extra time"},
				{Text: "The plan shall grant additional storage to annual subscribers.", Excerpt: "additional storage"},
				{Text: "Users shall be allowed further attempts after contacting support.", Excerpt: "further attempts"},
				{Text: "The stadium shall open additional lanes on match days.", Excerpt: "additional lanes"},
				{Text: "The depot shall deploy additional vans during the holiday peak.", Excerpt: "additional vans"},
			},
			Negative: []Case{
				{Text: "Candidates with a documented disability shall receive 25% extra time."},
				{Text: "Subscribers shall receive 20 GB of additional storage."},
				{Text: "The scheduler shall allow 2 additional attempts after a failure."},
				{Text: "Candidates shall not be given any extra time."},
				{Text: "Additional information shall be shown in a tooltip."},
				{Text: "Candidates shall receive extra time as defined in the accommodation policy, section 4."},
				{Text: "The app shall let a renter add an extra driver to a booking."},
				{Text: "The depot shall deploy 3 additional vans during the holiday peak."},
			},
		},
		{
			Name: "open_mapping", Family: FamilyQuantity, Type: fcs.MissingConstraint, Severity: fcs.Important,
			Detector: DetectPhrase, Standard: stdQuantity + "; ISO/IEC/IEEE 29148 §5.2.5 (complete, verifiable)",
			// A value or behaviour that varies with a condition, with the
			// mapping left open: "spread 10 to 20 g/m² depending on the road
			// temperature" — which value at which temperature? A table, a
			// list of cases or a reference settles it.
			Patterns: []string{"depending on", "depending upon", "dependent on", "dependent upon", "dependant on",
				"varies with", "vary with", "varying with", "varies according to", "vary according to", "varies by",
				"vary by", "as a function of", "in proportion to", "scaled to", "scaled by", "adjusted to", "adjusted for",
				"adjusted according to", "tailored to"},
			Requires: []string{"shall", "must", "should", "will", "want", "wants", "need", "needs", "is required to",
				"are required to"},
			Exceptions: Exceptions{
				After: []string{"whether", "which", "the following", "table", "the table", "the matrix", "the schedule in"},
				Later: []string{"defined in", "specified in", "set out in", "listed in", "given in", "shown in", "as follows",
					"following table", "section", "schedule", ":", "(", "i.e.", "as defined", "formula", "linearly",
					"proportionally"},
				Sentence:     []string{"table", "appendix", "annex", "matrix"},
				NumberWithin: 8},
			Description: "{excerpt} leaves open how the value follows from the condition",
			Positive: []Case{
				{Text: "The gritter shall spread brine at 15 to 30 ml/m² depending on the forecast dew point.", Excerpt: "depending on"},
				{Text: "The delivery fee shall vary with the distance to the customer.", Excerpt: "vary with"},
				{Text: "The loan period shall be adjusted according to the borrower's history.", Excerpt: "adjusted according to"},
			},
			Negative: []Case{
				{Text: "The gritter shall spread brine at the rate given in Table 4 depending on the forecast dew point."},
				{Text: "The delivery fee shall vary with the distance as follows: 2 EUR up to 5 km, 4 EUR beyond."},
				{Text: "The heater output shall be in proportion to the temperature error (i.e. 10% per kelvin)."},
				{Text: "Whether the form is shown depends on the user's role."},
				{Text: "The dosing pump shall add coagulant in proportion to the measured flow, at 12 ml per m³."},
			},
		},
		{
			Name: "comparative_form", Family: FamilyComparative, Type: fcs.MissingConstraint, Severity: fcs.Important,
			Detector: DetectPhrase, Fallback: true, Standard: stdComparative,
			// A comparative by its form, "-ier", with no "than", figure or
			// baseline: "move it to a busier area", "quieter streets". The
			// nouns and orderings in time that end in "-ier" are exceptions.
			Patterns: []string{"*ier"},
			Requires: []string{"shall", "must", "should", "will", "want", "wants", "need", "needs", "is required to",
				"are required to"},
			Exceptions: Exceptions{NumberWithin: 4, Named: true,
				Before: []string{"no", "any"},
				After:  []string{"than"},
				Later: []string{"than", "compared to", "compared with", "relative to", "versus", "vs", "baseline",
					"previous version", "previous release", "current version", "current system", "existing system"},
				Words: []string{"*fier", "*plier", "*rier", "*lier", "earlier", "cashier", "frontier", "premier", "glacier",
					"soldier", "dossier", "pier", "tier", "copier", "financier", "rapier", "vizier", "chandelier",
					"bombardier", "croupier", "gondolier", "sommelier", "atelier", "metier", "fusilier", "brazier", "grazier",
					"crozier", "rozier", "xavier", "olivier", "javier", "bustier", "panier", "dossier", "mercier", "lanier",
					"cartier", "easier", "heavier", "bigger", "glazier", "clothier", "hosier", "haberdasher"}},
			Description: "comparative {excerpt} has no baseline to compare with",
			Positive: []Case{
				{Text: "As a dispatcher, I want idle scooters moved to a busier street.", Excerpt: "busier"},
				{Text: "The router shall prefer shadier streets for cyclists.", Excerpt: "shadier"},
				{Text: "The planner shall favour healthier menu options.", Excerpt: "healthier"},
			},
			Negative: []Case{
				{Text: "The router shall prefer streets shadier than the city average for cyclists."},
				{Text: "When the glazier hands a finished panel to the fitter, the fitter shall sign the handover sheet."},
				{Text: "The courier shall scan each parcel at the pier."},
				{Text: "Each supplier shall be assigned a tier."},
				{Text: "The app shall show the earlier of the two dates."},
				{Text: "The cashier shall print a receipt."},
				{Text: "The verifier shall check each identifier."},
			},
		},
		{
			Name: "advance_time", Family: FamilyQuantity, Type: fcs.MissingConstraint, Severity: fcs.Important,
			Detector: DetectPhrase, Fallback: true, Standard: stdQuantity + "; INCOSE GtWR R35 (temporal dependencies)",
			// An action done ahead of an event with no lead time: "reserve
			// units for scheduled surgery in advance", "order stock ahead of
			// time". How far ahead? (A reminder or notice "before" an event
			// is lead_time's.)
			Patterns: []string{"in advance", "ahead of time", "beforehand", "in good time", "well ahead", "well before",
				"well in advance", "early enough", "ahead of schedule"},
			Requires: []string{"shall", "must", "should", "will", "want", "wants", "need", "needs", "is required to",
				"are required to"},
			Exceptions: Exceptions{NumberBefore: 5, NumberWithin: 4,
				// Paying in advance is prepayment, a term of payment, not a lead time.
				Earlier: []string{"pay", "pays", "paid", "payment", "payments", "payable", "charge", "charges", "charged",
					"invoice", "invoiced", "bill", "billed", "prepay", "prepaid", "deposit"},
				Later: []string{"defined in", "specified in", "set out in", "listed in", "as defined", "lead time of", "("}},
			Description: "{excerpt} gives no lead time",
			Positive: []Case{
				{Text: "The pharmacy system must reserve doses for scheduled clinics in advance.", Excerpt: "in advance"},
				{Text: "The depot shall order spare parts ahead of time.", Excerpt: "ahead of time"},
			},
			Negative: []Case{
				{Text: "The pharmacy system must reserve doses for scheduled clinics 48 hours in advance."},
				{Text: "The depot shall order spare parts at least 10 days ahead of time."},
				{Text: "Payment in advance is accepted by card."},
				{Text: "The system shall charge the hall hire fee in advance by card or bank transfer."},
			},
		},
		{
			Name: "vague_sample", Family: FamilyQuantity, Type: fcs.MissingConstraint, Severity: fcs.Important,
			Detector: DetectPhrase, Standard: stdQuantity + "; ISO/IEC/IEEE 29148 §5.2.5 (verifiable)",
			// A sample, subset or check with no size, rate or method: "inspect
			// a representative sample of landings". How many, chosen how?
			Patterns: []string{"a representative sample", "representative samples", "a representative subset",
				"a representative selection", "a random sample", "random samples", "a random subset", "random subsets",
				"a random selection", "a selection of", "a sample of", "samples of", "a subset of", "a sampling of",
				"spot checks", "spot-checks", "spot check", "spot-check", "spot-checked", "spot checked", "random checks",
				"random check", "random inspections", "random audits", "sample checks", "sample audits", "periodic sampling",
				"random sampling", "sample-based", "on a sample basis", "on a random basis", "at random", "randomly selected",
				"randomly chosen", "a number of randomly"},
			Requires: []string{"shall", "must", "should", "will", "want", "wants", "need", "needs", "is required to",
				"are required to"},
			Exceptions: Exceptions{NumberWithin: 6, NumberBefore: 3, Named: true,
				Later: []string{"defined in", "specified in", "set out in", "listed in", "described in", "as defined",
					"according to", "in accordance with", "sampling plan", "sample size", "per cent", "percent", "%", "(",
					"table", "appendix", "annex", "section"}},
			Description: "{excerpt} is a sample with no size or selection method",
			Positive: []Case{
				{Text: "The monitoring centre must inspect a representative sample of landings.", Excerpt: "a representative sample"},
				{Text: "The QA team shall inspect a random subset of parcels.", Excerpt: "a random subset"},
				{Text: "Inspectors shall carry out spot checks on the kitchens.", Excerpt: "spot checks"},
			},
			Negative: []Case{
				{Text: "The lab shall test a sample of 30 units from each batch."},
				{Text: "Auditors shall review a random sample of 5% of invoices each month."},
				{Text: "The API shall expose a subset of the admin functions listed in Table 3."},
				{Text: "Samples shall be labelled with the patient's ID."},
			},
		},
		{
			Name: "and_or", Family: FamilyAndOr, Type: fcs.UnclearSpecification, Severity: fcs.Minor,
			Detector: DetectPhrase, Standard: stdAndOr,
			Patterns:    []string{"and/or", "and / or"},
			Description: "{excerpt} leaves open whether one or both apply",
			Positive: []Case{
				{Text: "Alerts shall be sent by email and/or SMS.", Excerpt: "and/or"},
			},
			Negative: []Case{
				{Text: "Alerts shall be sent by email and by SMS."},
				{Text: "Alerts shall be sent by email or by SMS, as chosen by the recipient."},
			},
		},
		{
			Name: "option", Family: FamilyOption, Type: fcs.UnclearSpecification, Severity: fcs.Important,
			Detector: DetectPhrase, Standard: stdOption,
			Patterns: []string{"may", "might", "can", "could", "optional", "at the discretion of",
				"at its discretion", "if desired", "if preferred", "possibly", "perhaps", "ideally", "preferably",
				// What a required output "may include" is optional content:
				// "send a summary of the day, which may include photos".
				"which may include", "which can include", "which might include", "which may also include",
				"which can also include"},
			Requires: []string{"shall", "must", "will", "should", "is required to", "are required to"},
			Exceptions: Exceptions{
				Before: []string{"that", "which", "who", "whom", "they", "he", "she", "we", "you"},
				After:  []string{"not"},
				// In a subordinate clause the word states a capability, not an option.
				Earlier: []string{"so that", "such that", "in order that", "so", "that", "before", "after", "when", "whenever",
					"where", "if", "until", "unless", "whether", "while", "once", "which", "who"},
				Sentence:        []string{"shall not", "must not", "will not"},
				NumberWithin:    1,
				EarlierInClause: true,
				// "between May and September": the month.
				Named: true,
			},
			Description: "option {excerpt} inside an obligation makes it unclear what is required",
			Positive: []Case{
				// A preposed clause ends at its comma.
				{Text: "When a marshal reports a hazard, the app shall close the trail and may alert the riders on it.", Excerpt: "may"},
				// A predicate joined by ", and" after a subordinate clause is the
				// main clause's again.
				{Text: "When a door is forced, the controller shall sound the alarm if the zone is armed, and may lock the other doors.", Excerpt: "may"},
				{Text: "The system shall log the event and may notify the administrator.", Excerpt: "may"},
				{Text: "The report must include totals and may include charts.", Excerpt: "may"},
				{Text: "At 19:00 each day, the app shall send each parent a summary of their child's day, which may include photos.", Excerpt: "which may include"},
				// "that" after a preposition is a determiner, not a clause.
				{Text: "The system shall refund the fee for that lesson within 10 days or may offer a make-up lesson.", Excerpt: "may"},
				// "before" after a lead is a preposition, not a clause.
				{Text: "The system shall email the user a reminder 24 hours before each booking and may also send an SMS.", Excerpt: "may"},
			},
			Negative: []Case{
				{Text: "The system shall not store card numbers that can be read in plain text."},
				// The month, capitalised inside its sentence.
				{Text: "Outdoor benches shall be watered no more than twice per day between May and September."},
				{Text: "Users must not share passwords; the system may warn them."},
				{Text: "The system shall export the data so that customers can migrate."},
				{Text: "Users can upload avatars."},
				{Text: "A member shall be able to upload a file into any folder they can edit."},
				{Text: "The service shall scan each file before other members can open it."},
			},
		},
		{
			// "optionally" makes part of an obligation optional wherever it
			// stands, also in a relative clause ("an all-clear message, which
			// can optionally include the vibration readings"); every use in
			// the corpus is labelled.
			Name: "option_optionally", Family: FamilyOption, Type: fcs.UnclearSpecification, Severity: fcs.Important,
			Detector: DetectPhrase, Standard: stdOption,
			Patterns:    []string{"can optionally", "may optionally", "optionally"},
			Requires:    []string{"shall", "must", "will", "should", "is required to", "are required to"},
			Description: "option {excerpt} inside an obligation makes it unclear what is required",
			Positive: []Case{
				{Text: "After each blast, the system shall send an all-clear message, which can optionally include the vibration readings.", Excerpt: "can optionally"},
				{Text: "The report must include totals and optionally charts.", Excerpt: "optionally"},
			},
			Negative: []Case{
				{Text: "Users can optionally attach a photo."},
			},
		},
		{
			Name: "pronoun", Family: FamilyPronoun, Type: fcs.UnclearSpecification, Severity: fcs.Minor,
			Detector: DetectPronoun, Standard: stdPronoun,
			Patterns: []string{"it", "its", "they", "them", "this", "he", "she", "him", "her", "his"},
			Exceptions: Exceptions{After: []string{"is possible", "is not possible", "is necessary", "is required",
				"is recommended", "is expected", "is assumed", "is important", "is mandatory", "shall be possible",
				"must be possible", "should be possible", "will be possible", "possible", "takes", "is likely"}},
			Description: "pronoun {excerpt} may refer to {other}",
			Positive: []Case{
				{Text: "The system shall send the report to the manager when it is ready.", Excerpt: "it"},
				{Text: "Users shall be able to share albums with friends after they are verified.", Excerpt: "they"},
				// A person that reads as an adjective too ends its noun
				// phrase after "and"; holders and masters are persons.
				{Text: "When a marshal and a technical official disagree about a bike's eligibility, his decision shall be final.", Excerpt: "his"},
				{Text: "If a permit holder transfers the permit to a flatmate, the system shall email him a confirmation.", Excerpt: "him"},
				{Text: "When the co-driver and the driver swap seats, he shall sign the log.", Excerpt: "he"},
				// Two persons joined by "and", outside a purpose clause.
				{Text: "If the person collecting a child is not on the pick-up list, then the app shall notify the room leader and the parent, and shall allow the release only after they have confirmed it by phone.", Excerpt: "they"},
				// A passive on either side: no subject acts in both clauses.
				{Text: "When the engineer replaces the transducer on the audiometer, it shall be recalibrated before the next patient test.", Excerpt: "it"},
				{Text: "When the alarm is acknowledged by the operator on the panel, it shall stop the buzzer.", Excerpt: "it"},
				{Text: "The operator selects a pump and a valve. It shall then be isolated.", Excerpt: "It"},
				// A person's pronoun with two persons before it.
				{Text: "When a courier reports a damaged parcel to the supervisor, the system shall notify him of the claim number.", Excerpt: "him"},
				{Text: "The coach shall send the player a summary of her training load.", Excerpt: "her"},
				// After a preposed clause, the person handed or reported to
				// and the subject of a second clause may act as well.
				{Text: "When the lift attendant reports an incident to the lift supervisor, he shall enter it in the register.", Excerpt: "he"},
				{Text: "When the technician arrives on site and the operator closes the incident, she shall enter the release time.", Excerpt: "she"},
				// So may the clause's object and an owner in it.
				{Text: "When the nurse calls the doctor, she shall record the time of the call.", Excerpt: "she"},
				// "its" after two things joined in a preposed clause.
				{Text: "When the afterburner and the exhaust fan are both running, the controller shall log its temperature.", Excerpt: "its"},
				{Text: "When a volunteer completes a home check with the applicant, they shall upload the report.", Excerpt: "they"},
				// An owner is a person named too.
				{Text: "When a physiotherapist amends a patient's exercise plan, the system shall notify him by email.", Excerpt: "him"},
				{Text: "When the office administrator moves a pupil to another teacher's register, she shall confirm the lunch orders.", Excerpt: "she"},
				// Two persons joined by "and" stay two before their verb.
				{Text: "When the installer and the estimator disagree on the scaffolding, he shall decide which equipment is priced.", Excerpt: "he"},
				{Text: "If the range officer and the coach disagree about closing a lane, the system shall record his decision.", Excerpt: "his"},
				// Two subjects joined by "and" stay two for "he" in a later clause.
				{Text: "The dispatcher and the guard shall both receive a confirmation when he acknowledges the start signal.", Excerpt: "he"},
				// The one object of a preposed clause's verb does not decide alone.
				{Text: "When the operator acknowledges a fault on the operator panel, the controller shall forward it to the supervisor.", Excerpt: "it"},
				// Two objects joined by "and" stay two candidates for an object
				// pronoun; a subject pronoun of a coordinated clause is not
				// settled by the direct object.
				{Text: "The clerk shall compare the draft and the template and then archive it.", Excerpt: "it"},
				// Two objects of two verbs are two candidates for a later object
				// pronoun, and so are two subjects of a preposed clause.
				{Text: "The clerk shall register a claim, assign a case number and then file it.", Excerpt: "it"},
				{Text: "When the supply temperature and the return pressure both drift, the operator shall correct it.", Excerpt: "it"},
				{Text: "When the feed pump and the heater both report a fault, the controller shall reset it.", Excerpt: "it"},
				// Persons named by WordNet nouns, in a user story and in a
				// clause coordinated after the main one.
				{Text: "As a coach, I want to pair a swimmer with a physiotherapist and send him the session plan.", Excerpt: "him"},
				{Text: "If a sample fails the purity check, then the system shall alert the duty chemist and the analyst, and he shall confirm the rerun.", Excerpt: "he"},
				{Text: "The gateway shall forward the alert to the console, and it shall log the event.", Excerpt: "it"},
				// A partner of the preposed clause's verb may act too.
				{Text: "When the pump controller loses the data link to the tank gauge, it shall raise a fault.", Excerpt: "it"},
				{Text: "When a scanner sends a reading to the server, it shall be logged.", Excerpt: "it"},
				// The singular they of two persons.
				{Text: "When a tenant adds a plumber to a repair visit, the app shall send them the door code.", Excerpt: "them"},
				// A partner of the preposed clause's verb stays a candidate for
				// an object pronoun too.
				{Text: "If the primary level sensor reading deviates from the backup sensor reading by more than 5 %, then the controller shall flag it as faulty.", Excerpt: "it"},
				// One noun and another of it are two persons.
				{Text: "When a member transfers a booking to another member, the system shall email him the new booking code.", Excerpt: "him"},
			},
			Negative: []Case{
				// "its" belongs to its clause's subject; a "between" pair is one relation.
				{Text: "If a trough meter has not reported for 2 hours, then the system shall email the steward with the trough number and the time of its last reading."},
				{Text: "If communication between the park controller and a turbine is lost, then the turbine shall fall back to its local power limit."},
				{Text: "When the upload fails, it shall be retried once."},
				// No partner: the topic continues for an object pronoun.
				{Text: "When the pump reports a fault, the controller shall restart it."},
				// No partner: the subject continues; a number is no noun.
				{Text: "When the pump controller loses power, it shall raise a fault at restart."},
				{Text: "When the panel receives alarms from two detectors in the same zone, it shall release the door holders."},
				// One noun with and without a modifier is one thing.
				{Text: "When a member changes a booking, the system shall email him the new booking code."},
				{Text: "When the night nurse updates a chart, the system shall notify the nurse and show it on the ward board."},
				// The singular they of one person; two persons joined by "and".
				{Text: "When a tenant books a key collection, the app shall send them the door code."},
				{Text: "When the tank runs dry, the controller shall notify the grower and the technician so that they can refill it."},
				{Text: "The administrator shall approve the requests before they are published."},
				{Text: "It shall be possible to export the report as PDF."},
				{Text: "The manager shall approve this request and the system shall archive the report."},
				{Text: "The service shall keep each exported file for 400 days and then delete it."},
				{Text: "The manager reviews the report and the employee signs it."},
				{Text: "The operator selects a pump. It shall then be isolated."},
				{Text: "The upload shall be scanned for viruses. It shall then be stored in the archive."},
				{Text: "Where a hospital has declared a diversion, the dispatch system shall not propose it as a destination."},
				{Text: "When the drone reaches the delivery point, it shall lower the parcel."},
				{Text: "Users shall be able to delete their data, and the service shall erase it within 30 days."},
				// The subject of a later adverbial clause with a verb of its own
				// is the main clause's object.
				{Text: "The scanner shall reject a parcel at the counter when it exceeds the size limits."},
				{Text: "The gateway must not forward a message to the broker until it passes validation."},
				// One person, or "him" beside the subject of its own clause.
				{Text: "The system shall notify the courier of his next stop."},
				{Text: "The supervisor shall notify him when the courier is late."},
				{Text: "Users shall choose how her name is shown."},
				{Text: "The clerk shall give the applicant a receipt and tell her the decision date."},
				{Text: "The pharmacist shall not hand a controlled drug to a patient unless she has checked the prescription."},
				// An object pronoun before "there", or in a clause of its own
				// (also after a preposition), refers to the main verb's direct
				// object when that stands alone.
				{Text: "The controller shall move the cabin to the ground floor and hold it there with the doors closed."},
				{Text: "The portal shall accept a claim at the counter only if a signed form for it has been uploaded."},
				{Text: "The registry shall archive a contract with a notary only after both parties have signed it."},
				// "they" opening a later adverbial clause with a verb of its own,
				// with no agreeing direct object, is a subject that is a person.
				{Text: "Members shall read a list of all charges before they confirm."},
				// An object pronoun with one object of an earlier verb: that
				// object ("open it": the pump, the only thing connected).
				{Text: "The operator shall connect the pump to the valve and then open it."},
				{Text: "The archive shall checksum each scan on ingest and keep it read-only until the audit."},
				// The subject of a passive is what an earlier verb acted on.
				{Text: "The registry shall issue the certificate to the applicant, and the appeal period shall begin when it is issued."},
				{Text: "The exchange shall log all quotes and store the snapshots for 30 days, after which they shall be purged."},
				// The subject of a passive with no object of a verb before it: the
				// one subject of a preposed clause.
				{Text: "If the link to a pumping station is lost, the telemetry unit shall buffer its readings until it is restored."},
				// "has" before a pronoun is possession; a pronoun after a
				// preposition is neither the noun the preposition completes nor
				// the object of the verb whose phrase it closes; an object
				// pronoun reaching back takes the one verb object there.
				{Text: "The editor shall lock a page layout every 60 seconds while a designer has it open."},
				{Text: "The wiki shall keep every saved revision of a page and shall allow an author to restore any earlier revision of it."},
				{Text: "When the grid operator sends a new frequency target, the inverter shall move the output frequency towards it at no more than 0.5 Hz per second."},
				{Text: "The board shall allow one planner at a time to edit a schedule; other planners shall see it read-only."},
				// The subject pronoun of a later adverbial clause: the one object
				// of a verb of the main clause ("no later than" is no noun).
				{Text: "The portal must allow members to reserve a court up to 7 days in advance and no later than 30 minutes before it opens."},
				// An object pronoun after a preposed clause: that clause's subject,
				// also after a label.
				{Text: "When a ward reaches its bed limit, the hospital must stop admitting patients to it."},
				{Text: "Acceptance: when a berth is released, the system offers it to the next vessel in the queue."},
				// A subject pronoun right after a noun opens a relative clause on
				// it: the subject of the clause that holds the noun.
				{Text: "The system shall hold a lock request when the tug has no tow plan for the barge it is pulling."},
			},
		},
		{
			Name: "totality_all", Family: FamilyTotality, Type: fcs.UnclearSpecification, Severity: fcs.Minor,
			Detector: DetectPhrase, Standard: stdTotality,
			Patterns:   []string{"all", "every", "any", "all the", "any of the"},
			FollowedBy: openSets(),
			Exceptions: Exceptions{
				Before:  []string{"if", "without", "no", "not", "prevent", "never", "nor"},
				Earlier: []string{"not", "no", "without", "never", "cannot", "can't", "prevent", "reject", "deny", "block"},
				Later:   boundedLater(),
			},
			Description: "{excerpt} quantifies over a set that is not bounded",
			Positive: []Case{
				{Text: "All users shall be able to export their data.", Excerpt: "All"},
				{Text: "The app shall run on every device.", Excerpt: "every"},
				{Text: "The viewer shall open any file.", Excerpt: "any"},
				{Text: "Signs shall be legible in all weather conditions.", Excerpt: "all"},
				{Text: "The tablet app shall log every event on the course.", Excerpt: "every"},
				{Text: "The system shall notify all residents about upcoming public events at the hall.", Excerpt: "all"},
			},
			Negative: []Case{
				{Text: "All fields listed in Table 2 shall be mandatory."},
				{Text: "All three approval steps shall be logged."},
				{Text: "The form shall validate all of the following: name, email, phone."},
				{Text: "The job shall run every day at 03:00 UTC."},
				{Text: "The service shall scan every uploaded file for malware."},
				{Text: "The system shall not store any card data."},
				{Text: "The app shall run on all devices listed in Appendix A."},
			},
		},
		{
			// Detecting, catching or preventing every case promises a
			// test that cannot be run: the writers label every such use
			// in the corpus ("detect every valve fault", "catch all
			// picking errors", "prevent every kind of fraud"), where
			// logging or rejecting every one of a kind is routine.
			Name: "totality_detect", Family: FamilyTotality, Type: fcs.UnclearSpecification, Severity: fcs.Minor,
			Detector: DetectPhrase, Standard: stdTotality,
			Patterns: []string{"detect every", "detect all", "detects every", "detects all", "catch every", "catch all",
				"catches every", "catches all", "prevent every", "prevent all", "prevents every", "prevents all",
				"identify every", "identify all", "alerted to every", "alerted to all", "notified of every"},
			Exceptions: Exceptions{
				Earlier:      []string{"not", "never"},
				Later:        boundedLater(),
				NumberWithin: 2,
			},
			Description: "{excerpt} promises every case of a set that is not bounded",
			Positive: []Case{
				{Text: "The controller shall detect every valve fault and report it to the head grower.", Excerpt: "detect every"},
				{Text: "The handheld shall catch all picking errors before a tote is sealed.", Excerpt: "catch all"},
				{Text: "Security staff shall be alerted to every attempt to tamper with a shelter door.", Excerpt: "alerted to every"},
			},
			Negative: []Case{
				{Text: "The controller shall detect all 4 pump faults listed in Table 3."},
				{Text: "The system shall log every setpoint change with the operator's user ID."},
				{Text: "The system shall reject any application submitted after the deadline."},
			},
		},
		{
			Name: "totality_open", Family: FamilyTotality, Type: fcs.UnclearSpecification, Severity: fcs.Minor,
			Detector: DetectPhrase, Standard: stdTotality,
			Patterns: []string{"everything", "everyone", "everybody", "anyone", "anything", "anywhere", "anybody",
				"at any time", "any time", "all the time"},
			Exceptions: Exceptions{
				Before:  []string{"if", "without", "no", "not", "prevent", "never", "nor"},
				Earlier: []string{"not", "no", "without", "never", "cannot", "can't", "prevent", "reject", "deny", "block"},
				Later:   boundedLater(),
				// A range bounds it: "set anywhere between 30% and 100%".
				After: []string{"between"},
			},
			Description: "{excerpt} quantifies over a set that is not bounded",
			Positive: []Case{
				{Text: "Everyone shall be able to view the roadmap.", Excerpt: "Everyone"},
				{Text: "Users shall be able to cancel an order at any time.", Excerpt: "at any time"},
			},
			Negative: []Case{
				{Text: "The system shall not let anyone view another tenant's invoices."},
				{Text: "Warnings, if any, shall be shown below the form."},
				{Text: "The fan speed shall be settable anywhere between 30% and 100% of rated speed."},
			},
		},
		{
			Name: "totality_always", Family: FamilyTotality, Type: fcs.UnclearSpecification, Severity: fcs.Minor,
			Detector: DetectPhrase, Standard: stdTotality,
			Patterns: []string{"always", "at all times", "under all circumstances", "in all cases", "without exception",
				"never", "under any circumstances", "in any case"},
			Exceptions: Exceptions{
				Before:       []string{"shall", "must", "should", "will"},
				Earlier:      []string{"not"},
				NumberWithin: 6,
			},
			Description: "{excerpt} claims totality over time or cases with no bound",
			Positive: []Case{
				{Text: "The dashboard is always available.", Excerpt: "always"},
				{Text: "The service shall be reachable at all times.", Excerpt: "at all times"},
			},
			Negative: []Case{
				{Text: "The system shall never store plaintext passwords."},
				{Text: "The nightly backup shall always finish within 2 hours of its start."},
			},
		},
		{
			// After a modal, "never" and "always" usually state a rule
			// ("shall never store plaintext passwords"); before a failure or
			// an availability they promise what no system can verify: "Carriers
			// shall never be lost", "The service shall always be available".
			Name: "totality_guarantee", Family: FamilyTotality, Type: fcs.UnclearSpecification, Severity: fcs.Minor,
			Detector: DetectPhrase, Standard: stdTotality,
			Patterns: []string{"never be lost", "never lose", "never drop", "never be dropped", "never fail", "never miss",
				"never be missed", "never crash", "never go down", "never be unavailable", "never be interrupted",
				"never be corrupted", "never be delayed", "never be down",
				"always be available", "always be accessible", "always be reachable", "always be online", "always be up",
				"always be operational", "always be able to", "always work", "always be responsive", "always be up to date",
				"always be up-to-date", "never discard", "never be discarded"},
			Exceptions: Exceptions{
				Earlier:      []string{"not"},
				NumberWithin: 6,
			},
			Description: "{excerpt} promises an absolute that cannot be verified",
			Positive: []Case{
				{Text: "Carriers shall never be lost in the system.", Excerpt: "never be lost"},
				{Text: "The notification service shall always be available to customers.", Excerpt: "always be available"},
				{Text: "The system shall archive torque data and shall never discard alarm events.", Excerpt: "never discard"},
			},
			Negative: []Case{
				{Text: "Secrets shall never be printed in build logs."},
				{Text: "The portal shall always be available between 08:00 and 18:00 on working days, 99.5 % of the time."},
			},
		},
		{
			// "always" after a modal with no figure near it promises a
			// behaviour in every state, none named: "The system shall always
			// know the position of a pig in the line". "never" after a modal
			// usually forbids ("shall never store plaintext passwords") and is
			// left to totality_guarantee.
			Name: "totality_always_obligation", Family: FamilyTotality, Type: fcs.UnclearSpecification, Severity: fcs.Minor,
			Detector: DetectPhrase, Standard: stdTotality,
			Patterns:   []string{"always"},
			PrecededBy: []string{"shall", "must", "should", "will"},
			Exceptions: Exceptions{
				Earlier:      []string{"not"},
				NumberWithin: 6,
				Later:        []string{"when", "whenever", "while", "if", "unless", "once", "before", "after", "within", "during"},
			},
			Description: "{excerpt} claims totality over time or cases with no bound",
			Positive: []Case{
				{Text: "The system shall always know the position of a pig in the line.", Excerpt: "always"},
				{Text: "The app shall always track the GPS position of every team member.", Excerpt: "always"},
			},
			Negative: []Case{
				{Text: "The nightly backup shall always finish within 2 hours of its start."},
				{Text: "The pump shall always stop when the level falls below the low-level switch."},
				{Text: "The system shall never store plaintext passwords."},
			},
		},
		{
			Name: "feature_only", Family: FamilyFeature, Type: fcs.UnderspecifiedFeature, Severity: fcs.Important,
			Detector: DetectFeature, Standard: stdFeature,
			Patterns: []string{"support", "provide", "offer", "feature", "implement", "enable", "allow", "produce", "generate",
				"provide support for", "offer support for", "include support for", "have support for", "be able to support",
				// ARM weak phrases and vague verbs of capability.
				"handle", "manage", "facilitate", "accommodate", "automate", "learn", "integrate", "integrate with", "track",
				"personalize", "personalise", "streamline", "be capable of", "have the capability to", "provide the capability to",
				"provide for", "be able to handle", "provide the ability to", "allow for", "cater for", "deal with", "monitor",
				"be compatible with", "leverage", "utilize", "utilise",
				// Verbs of capability whose object says nothing about behaviour.
				"interface with", "interface to", "detect", "recognise", "recognize", "predict", "analyse", "analyze",
				"synchronise with", "synchronize with", "sync with", "connect to", "connect with", "communicate with",
				"exchange data with", "interact with", "work with", "interoperate with", "cooperate with", "protect against",
				"guard against", "cope with", "respond to", "react to", "adapt to", "account for", "take into account",
				"keep track of", "be aware of", "optimise for", "optimize for",
				// A quality to be assured, with no behaviour: "ensure data integrity".
				"ensure", "guarantee", "safeguard", "preserve", "uphold",
				// Working somewhere or on something, with no behaviour stated.
				"work in", "work on", "operate in", "function in", "run on",
				// Passives that name a feature: "must be guided through the process".
				"be supported", "be guided through", "be guided", "be assisted", "be assisted with", "be helped",
				"be helped with", "be enabled", "be provided", "be offered", "be accommodated", "be facilitated",
				"be catered for", "be handled", "be managed", "be integrated with", "be tracked", "be monitored"},
			Context:     featureMarkers(),
			Description: "{excerpt} names a feature without behaviour or acceptance criteria",
			Positive: []Case{
				{Text: "The system shall produce a monthly cost report.", Excerpt: "produce a monthly cost report"},
				{Text: "The app shall provide a messaging feature between parents and staff.", Excerpt: "provide a messaging feature between parents and staff"},
				{Text: "The system shall provide a no-show risk score for each booked appointment.", Excerpt: "provide a no-show risk score for each booked appointment"},
				// A definite place or unit after "for" names whom it serves, not
				// what it does; the name is counted up to "for".
				{Text: "The control software shall provide a boiler efficiency dashboard for the plant room.", Excerpt: "provide a boiler efficiency dashboard for the plant room"},
				{Text: "The booking system shall provide a seat allocation optimisation module for the events team.", Excerpt: "provide a seat allocation optimisation module for the events team"},
				{Text: "The system shall provide a route comparison module for depot managers.", Excerpt: "provide a route comparison module for depot managers"},
				// A feature noun with only a scope after it, however long.
				{Text: "The app shall provide a dashboard for when the depot is closed.", Excerpt: "provide a dashboard for when the depot is closed"},
				{Text: "The cabinet shall provide an emergency access mode for use during fire drills in the east wing.", Excerpt: "provide an emergency access mode for use during fire drills in the east wing"},
				// "for" and the person served name no behaviour.
				{Text: "The portal shall provide a calendar for managers.", Excerpt: "provide a calendar for managers"},
				{Text: "The system shall offer a portfolio gallery for each artist.", Excerpt: "offer a portfolio gallery for each artist"},
				{Text: "The ski school shall offer a loyalty programme for returning families.", Excerpt: "offer a loyalty programme for returning families"},
				// A user story that wishes for a thing by name only.
				{Text: "As a farmer, I want a yield map.", Excerpt: "a yield map"},
				{Text: "As a trainer, I want a summary of the club's attendance.", Excerpt: "a summary of the club's attendance"},
				// Integration names a partner, not what passes between them: a
				// named partner or a longer object is no behaviour.
				{Text: "The ticketing system shall integrate with the venue's ERP.", Excerpt: "integrate with the venue's ERP"},
				{Text: "The Supplier must integrate the kiosks with the Council's library management system.", Excerpt: "integrate the kiosks with the Council's library management system"},
				{Text: "The app shall sync with Google Calendar.", Excerpt: "sync with Google Calendar"},
				{Text: "The system shall support notifications.", Excerpt: "support notifications"},
				{Text: "The portal shall provide support for reporting.", Excerpt: "provide support for reporting"},
				{Text: "The catalogue shall support barcode scanning.", Excerpt: "support barcode scanning"},
				{Text: "The web interface shall support drag and drop.", Excerpt: "support drag and drop"},
				{Text: "The system shall interface with the billing system.", Excerpt: "interface with the billing system"},
				{Text: "The planner shall predict demand.", Excerpt: "predict demand"},
				{Text: "The ledger shall ensure data integrity.", Excerpt: "ensure data integrity"},
				{Text: "The portal shall enable online renewal of permits.", Excerpt: "enable online renewal of permits"},
				{Text: "The handheld shall work in underground car parks.", Excerpt: "work in underground car parks"},
				{Text: "First-time applicants must be guided through the application.", Excerpt: "be guided through the application"},
				{Text: "Offline mode shall be supported.", Excerpt: "Offline mode shall be supported"},
				{Text: "As a ranger, I want the app to work in mountain valleys.", Excerpt: "work in mountain valleys"},
			},
			Negative: []Case{
				{Text: "The system shall generate a PDF invoice with the order lines, VAT and total within 5 seconds of payment."},
				{Text: "The app shall provide a dashboard for the plant room that shows the boiler efficiency of each day."},
				{Text: "The app shall provide a map view for drivers with the 20 nearest charging points."},
				// "for" and a noun phrase that says what the feature does.
				{Text: "The app shall provide a module for tracking deliveries."},
				{Text: "The app shall provide a dashboard for the plant room that shows the boiler efficiency of each day."},
				{Text: "The portal shall provide a calendar for booking rooms."},
				{Text: "As a shopper, I want a receipt by email."},
				{Text: "As a trainer, I want a summary of attendance that lists absences per member."},
				{Text: "The ERP shall integrate with the bank to post payments every night."},
				{Text: "The gateway shall connect to the broker over TLS 1.3."},
				{Text: "The system shall send a notification to the owner within 1 minute of a failed payment."},
				{Text: "The system shall support notifications. Notifications shall be delivered by email within 5 minutes."},
				{Text: "The server shall support PostgreSQL."},
				{Text: "The system shall interface with the billing system through the REST API defined in ICD-7."},
				{Text: "The platform shall support SCORM packages."},
				{Text: "The app shall offer a modern look."},
				{Text: "The portal shall enable renewal of permits up to 30 days before expiry."},
				{Text: "The handheld shall work in temperatures from -20 to 45 °C."},
				{Text: "Applicants must be guided through the application by a wizard that validates each step before the next."},
				{Text: "Offline mode shall be supported as described in section 5.2."},
				{Text: "The ledger shall ensure that every entry is signed with the clerk's key."},
				{Text: "As a driver, I want to track my deliveries."},
				{Text: "The portal shall enable renewal of permits that expire within the month."},
			},
		},
		{
			Name: "feature_named", Family: FamilyFeature, Type: fcs.UnderspecifiedFeature, Severity: fcs.Important,
			Detector: DetectFeature, Standard: stdFeature,
			Patterns: []string{"have", "include", "contain"},
			Context:  featureMarkers(),
			// Only a system "has" features; an entity has attributes.
			Requires: []string{"system", "application", "app", "platform", "portal", "product", "service", "software", "tool",
				"website", "site", "solution", "server", "backend", "frontend", "interface", "module",
				// or the feature is named by its kind: "The governor shall include
				// a self-tuning function".
				"function", "functionality", "mode", "feature", "dashboard", "facility", "capability",
				"optimiser", "optimizer", "assistant", "wizard", "engine", "planner", "calculator", "generator",
				"analyser", "analyzer", "tracker", "chatbot", "widget", "toolkit", "toolbox", "workbench", "advisor", "adviser"},
			Description: "{excerpt} names a feature without behaviour or acceptance criteria",
			Positive: []Case{
				{Text: "As a league secretary, I want a fixtures planning feature for the winter series.", Excerpt: "a fixtures planning feature for the winter series"},
				// The feature named by its kind, whatever the subject.
				{Text: "The governor shall include a self-tuning function for the control parameters.", Excerpt: "include a self-tuning function for the control parameters"},
				{Text: "The app shall have a dashboard.", Excerpt: "have a dashboard"},
				{Text: "The website shall include a blog.", Excerpt: "include a blog"},
				{Text: "The controller shall include a dosing efficiency optimiser.", Excerpt: "include a dosing efficiency optimiser"},
			},
			Negative: []Case{
				{Text: "Each shipment shall have a tracking number."},
				{Text: "The app shall have a dashboard that shows the open orders of the signed-in user."},
			},
		},
		{
			Name: "numeric_conflict", Family: FamilyConflict, Type: fcs.ConflictingRequirements, Severity: fcs.Critical,
			Detector: DetectConflict, Standard: stdConflict,
			Patterns: []string{"max", "maximum", "up to", "at most", "no more than", "not more than", "not exceed",
				"not to exceed", "limit", "limited to", "less than", "under", "below", "smaller than", "capped at",
				"no larger than", "no greater than", "within", "no longer than", "shorter than", "lower than", "fewer than",
				"lighter than", "no heavier than", "not heavier than", "narrower than", "thinner than", "younger than",
				"slower than", "no faster than", "not faster than", "no quicker than", "no warmer than", "not warmer than",
				"colder than", "cooler than",
				// "as late as 4 hours after snowfall", "by as much as 8 % RH".
				"as late as", "as much as", "as many as", "as long as", "as high as", "as far as",
				"smaller than or equal to", "less than or equal to", "up to and including", "no later than", "not later than",
				// A level that falls to a value is at or below it.
				"falls to", "fall to", "drops to", "drop to", "dropped to", "fallen to", "decreases to", "decreased to",
				// Totals a change may reach: "extend … to a total of 90 days".
				"up to a total of", "to a total of", "to a combined total of", "a combined total of", "a combined",
				"a cumulative total of", "a cumulative", "to a maximum of", "up to a maximum of", "no more than a total of"},
			Context: []string{"min", "minimum", "at least", "no less than", "not less than", "no fewer than", "more than",
				"greater than", "over", "above", "longer than", "larger than", "bigger than", "higher than", "exceeding",
				"heavier than", "wider than", "taller than", "thicker than", "older than", "in excess of", "exceeds", "exceed",
				"faster than", "quicker than", "warmer than", "no colder than", "not colder than", "no cooler than",
				// "not be filled beyond 350 kg": past the value.
				"beyond",
				// "as soon as 4 hours have elapsed", "as early as 6 weeks before".
				"as soon as", "as early as", "as little as", "as few as", "as low as",
				// The lowest value granted: "permit travel down to a separation of 6 m".
				"down to",
				// The earliest time: "no earlier than 300 s after the trip".
				"no earlier than", "not earlier than",
				// A level that rises to or reaches a value is at or above it.
				"rises to", "rise to", "risen to", "rose to", "reaches", "reach", "reached", "increases to", "increased to"},
			Description: "limit {excerpt} contradicts {other}",
			Positive: []Case{
				{Text: "The maximum upload size shall be 10 MB.\nUsers shall be able to upload files up to 25 MB.", Excerpt: "up to 25 MB"},
				{Text: "Passwords shall have at least 12 characters.\nPasswords shall have at least 8 characters.", Excerpt: "at least 8 characters"},
				{Text: "The daily transfer limit shall be 5,000 EUR.\nUsers shall be able to transfer up to 10,000 EUR per day.", Excerpt: "up to 10,000 EUR"},
				{Text: "The maximum upload size shall be 10 MB.\nUploads larger than 25 MB shall be rejected.", Excerpt: "larger than 25 MB"},
				{Text: "The session timeout shall be 15 minutes.\nThe session timeout shall be 30 minutes.", Excerpt: "30 minutes"},
				{Text: "Alarms shall be shown for at least 10 seconds.\nCritical alarms shall be shown for at most 5 seconds.", Excerpt: "at most 5 seconds"},
				// "weigh" names the dimension; the subject stays in a long topic.
				{Text: "Each crate shall weigh no more than 25 kg.\nA crate for a restaurant with three or more kitchens shall contain at least 30 kg of produce.", Excerpt: "at least 30 kg"},
				{Text: "The maximum upload size shall be 10 MB.\nThe upload size shall be 25 MB.", Excerpt: "25 MB"},
				{Text: "Passwords shall have at least 12 characters.\nPasswords shall be 8 characters.", Excerpt: "8 characters"},
				{Text: "A student shall not be enrolled in more than 6 courses per semester.\nA student shall be enrolled in up to 8 courses per semester with the dean's approval.", Excerpt: "up to 8 courses"},
				// A grant beyond a cap, in other words than the cap's.
				{Text: "The line speed of a detachable chairlift shall not exceed 5.0 m/s during passenger operation.\nEach chair shall be inspected every 24 hours.\nWhen more than 200 skiers are waiting in the maze, the lift operator shall be able to select a rush line speed of 6 m/s.", Excerpt: "6 m/s"},
				{Text: "A volunteer shall not be scheduled for more than 16 hours per calendar week.\nEach shift shall last at least 2 hours.\nTo cover staff holidays, the system shall allow a volunteer to be booked for up to 24 hours a week.", Excerpt: "up to 24 hours"},
				{Text: "While spraying, the drone shall fly no higher than 2.5 m above the tree canopy.\nThe drone shall report its position every second.\nDuring spray runs the flight controller shall hold a height of 3 to 4 m above the canopy.", Excerpt: "3 to 4 m"},
				// Two values on one window: an allowance and a cap.
				{Text: "A member shall not hold more than 4 hours of room bookings in any calendar week.\nEach room shall be cleaned every day.\nThe weekly booking allowance of each member shall be 6 hours across the rooms of every branch.", Excerpt: "6 hours"},
				// A user story's wish for "up to" a value beyond a cap, worded apart.
				{Text: "To limit the taproom's exposure to unpaid tabs, no open tab shall carry a balance above £150, whatever the customer's membership status.\nThe till shall print a receipt for every payment.\nAs a Mug Club member, I want my tab to run up to £250 in a single visit without being asked to settle, so that I do not have to interrupt a tasting flight.", Excerpt: "250"},
				// A deletion at an age below a minimum retention.
				{Text: "Log entries relating to distress traffic shall be retained for at least 7 years.\nEach operator shall sign in with a personal account.\nTo comply with the data protection policy, the system shall automatically purge radio log entries once they are 36 months old.", Excerpt: "36 months"},
				// A required minimum above a cap, worded apart.
				{Text: "While a calf is younger than 14 days, the feeder shall limit the calf's daily milk allowance to 6 litres.\nThe feeder shall record each visit of a calf.\nAs a calf rearer, I want each calf in its first 21 days of life to be fed at least 8 litres of milk per day, so that early growth targets are met.", Excerpt: "at least 8 litres"},
				// A grant below a minimum.
				{Text: "Interpreter requests shall be submitted no later than 5 working days before the hearing date.\nEach booking shall be confirmed by e-mail within 10 minutes.\nFor custody hearings, a clerk shall be able to book an interpreter up to 24 hours before the hearing starts.", Excerpt: "up to 24 hours"},
				// Synonyms and plurals name one quantity: "invoices" and "bills".
				{Text: "Scanned invoices shall not exceed 2 MB.\nThe portal shall accept scanned bills up to 5 MB.", Excerpt: "up to 5 MB"},
				{Text: "Uploaded documents shall not exceed 10 MB.\nThe portal shall accept files up to 20 MB.", Excerpt: "up to 20 MB"},
				// A modifier narrows the topic; the head noun is shared ("listing", "featured listings").
				{Text: "The site shall limit each listing to 10 photos.\nFeatured listings of up to 20 photos shall be possible.", Excerpt: "up to 20 photos"},
				// A total a change may reach is a maximum.
				{Text: "A campaign shall run for at most 60 days.\nCreators shall be able to extend a running campaign to a total of 90 days.", Excerpt: "to a total of 90 days"},
				// Verbs and nouns of holding are one concept; a purpose clause
				// after the figure is not part of the topic.
				{Text: "The overflow car park shall hold up to 400 cars.\nThe overflow car park shall have a capacity of 450 cars to serve match days.", Excerpt: "450 cars"},
				// A noun derived from a verb names the verb's quantity; an exact
				// value beyond a maximum of a more general topic conflicts.
				{Text: "Archived tapes shall be stored for at most 10 years.\nThe library shall mark archived tapes for disposal after 12 years in storage.", Excerpt: "12 years"},
				// A label before a colon or in brackets is not a topic word.
				{Text: "Description: The hall shall seat up to 200 guests.\n[M] The hall shall have a capacity of 250 guests.", Excerpt: "250 guests"},
				// Units of mass, length and volume convert.
				{Text: "Checked bags shall not exceed 23 kg.\nThe airline shall accept checked bags up to 32,000 g.", Excerpt: "up to 32,000 g"},
				// A count noun named before the figure.
				{Text: "The number of seats per table shall not exceed 8.\nThe planner shall allow up to 10 seats per table.", Excerpt: "not exceed 8"},
				{Text: "Submasters shall be limited to 48 per show.\nThe console shall provide up to 60 submasters per show.", Excerpt: "limited to 48"},
				// A range is a minimum and a maximum; a modifier may stand
				// between the figure and its unit.
				{Text: "A rental shall last 1 to 14 days.\nA rental shall last at most 10 days.", Excerpt: "1 to 14 days"},
				{Text: "Refunds shall be issued within 5 working days.\nRefunds shall be issued within 10 days.", Excerpt: "within 5 working days"},
				// A minimum above a maximum of one quantity.
				{Text: "Passwords shall have at least 12 characters.\nPasswords shall have at most 10 characters.", Excerpt: "at most 10 characters"},
				// Keeping and deleting bound one period: a deletion bounds it
				// from above, "retain … for" from below.
				{Text: "Invoices shall be retained for at least 7 years.\nInvoices older than 5 years shall be deleted.", Excerpt: "older than 5 years"},
				{Text: "Call recordings shall be kept for 2 years.\nCall recordings shall be purged after 12 months.", Excerpt: "12 months"},
				{Text: "Invoices shall not be deleted within 7 years.\nInvoices shall be retained for at most 5 years.", Excerpt: "within 7 years"},
				// Extra words that only describe the quantity do not narrow it.
				{Text: "Each pupil shall be assigned a stop no more than 800 metres walking distance from home.\nNo pupil shall be required to walk more than 1,000 metres to reach a stop.", Excerpt: "more than 1,000 metres"},
				// A user story's role, its wish, a verb of extent and a second
				// predicate are not what is limited.
				{Text: "As a renter, I want to hire a kayak for up to 10 days.\nAcceptance: a hire covers 1 to 7 days and is paid online within 5 minutes.", Excerpt: "up to 10 days"},
				// Modifiers before a plural count noun; verb and noun of one
				// activity; temperatures with their sign.
				{Text: "The system shall support at least 500 concurrent users.\nThe system shall support up to 200 concurrent users.", Excerpt: "up to 200 concurrent users"},
				{Text: "The app shall allow a maximum of 3 login attempts.\nUsers shall be locked out after 5 failed login attempts.", Excerpt: "5 failed login attempts"},
				{Text: "Customers can attach up to 15 files to an order.\nAttachments are limited to 10 files per order.", Excerpt: "up to 15 files"},
				{Text: "Students may borrow up to 5 books at a time.\nThe number of books on loan to a student shall not exceed 3.", Excerpt: "up to 5 books"},
				{Text: "The service shall be available at least 99.9% of the time.\nUptime shall be at least 99.5%.", Excerpt: "at least 99.5%"},
				{Text: "Frozen goods shall be stored at or below -18 °C.\nFrozen goods shall be kept at -20 to -12 °C.", Excerpt: "-20 to -12 °C"},
				// A rate is a unit per unit; a bound may follow the figure.
				{Text: "Buses shall not exceed 30 km/h in the depot.\nBuses shall drive at up to 40 km/h in the depot.", Excerpt: "up to 40 km/h"},
				{Text: "The alarm shall sound at 85 dB or more.\nThe alarm shall not exceed 80 dB.", Excerpt: "85 dB or more"},
				// How often bounds the interval the other way; topics worded
				// apart that share all but a word or two.
				{Text: "Each beacon shall transmit its position to the base station at least every 30 seconds.\nTo save battery, beacons shall transmit their position to the base station no more often than every 5 minutes at sea.", Excerpt: "no more often than every 5 minutes"},
				// A permitted value above a cap.
				{Text: "A tool loan shall not run for more than 14 days.\nThe system shall allow a supervisor to extend a tool loan up to a total of 28 days.", Excerpt: "up to a total of 28 days"},
				// Overlapping conditions on one quantity with opposite responses.
				{Text: "If the kiln shell temperature exceeds 300 °C, then the kiln controller shall stop the burner.\nWhile the kiln shell temperature is below 350 °C, the kiln controller shall keep the burner running.", Excerpt: "below 350 °C"},
				// A condition after the main clause, "unless", and rejecting
				// against accepting.
				{Text: "The controller shall open the greenhouse vents whenever the inside temperature rises above 28 °C.\nThe controller shall keep the greenhouse vents closed unless the inside temperature is above 32 °C.", Excerpt: "above 28 °C"},
				{Text: "If a permit application is received less than 10 days before the event, then the portal shall reject it.\nWhen a permit application is received at least 5 days before the event, the portal shall accept it.", Excerpt: "at least 5 days"},
				// An exact value for every case against one for a case; two
				// bands whose nearest words differ by one word each.
				{Text: "In every cycle, the rinse pump must run for 40 seconds.\nThe eco cycle must finish within 30 minutes, with the rinse pump running for 55 seconds.", Excerpt: "55 seconds"},
				{Text: "While the lamps are on, the controller shall hold the air temperature in each bay between 18 °C and 21 °C.\nWhile misting is active during the lamp period, the controller shall hold the air temperature in the bay between 23 °C and 25 °C.", Excerpt: "between 23 °C and 25 °C"},
				// Two requirements that say nearly the same thing in other
				// words (similarConflicts): their figures measure one quantity
				// whatever the words nearest them.
				{Text: "The kiln controller shall hold each glaze firing at peak temperature for no more than 20 minutes.\nDuring a glaze firing, the peak temperature must be held by the kiln controller for at least 30 minutes to mature the glaze.\nThe studio app shall show the queue of booked firings.", Excerpt: "at least 30 minutes"},
				{Text: "The library shall allow a member to renew a borrowed tool within 10 days of its due date.\nA borrowed tool must be renewed by its member within 5 days of the due date.\nThe library shall e-mail a receipt for each loan.", Excerpt: "within 10 days"},
				{Text: "A pallet of feed premix must not weigh more than 800 kg when it leaves the mixing line.\nThe mixing line shall fill premix pallets to a net weight of 1,000 kg for delivery to large farms.\nThe operator panel shall show the current recipe.", Excerpt: "1,000 kg"},
				// A figure with no bound is exact against a cap, and two such
				// figures of one noun differ ("EUR 15" and "EUR 25" of the fee).
				{Text: "When the grid operator issues a new setpoint, the battery controller shall ramp the battery output towards it at no more than 5 % of rated capacity per minute.\nWhen the grid operator ends a curtailment, the battery controller shall return the battery output to its previous level at 15 % of rated capacity per minute.\nThe battery controller shall log each setpoint it receives.", Excerpt: "15 %"},
				{Text: "As a member, I want the EUR 15 late cancellation fee charged to my card when I cancel a desk booking on the day.\nAs a site manager, I want each invoice to list the EUR 25 late cancellation fee charged to a member for each desk booking cancelled on the day.\nAs a member, I want to see a floor plan of each site.", Excerpt: "EUR 25"},
				// Two caps that are both obligations; a time in a sentence an
				// event opens is a time since it; "no later than" is a cap.
				{Text: "When a gate change is entered in the airport system, the display system shall show the new gate on each departure screen within 2 minutes.\nTo reduce network load, the display system shall batch gate changes so that an entered gate appears on the departure screens no later than 10 minutes after entry.\nThe display system shall show the time on each screen.", Excerpt: "no later than 10 minutes"},
				// A band in a condition overlapping a threshold, with opposite
				// responses.
				{Text: "While the water temperature in a tank is below 12 °C, the feeder shall stop feeding that tank.\nWhile the water temperature in a tank is between 10 and 15 °C, feeding shall continue at half the planned rate.\nThe feeder shall log each feed.", Excerpt: "between 10 and 15 °C"},
				// A passive acts on its subject; "as soon as" opens a
				// condition; a negation before a condition after the main
				// clause does not turn its threshold.
				{Text: "The standby generator shall not be started while the mains voltage is at or above 210 V.\nThe controller shall start the standby generator as soon as the mains voltage falls below 215 V.\nThe controller shall log each generator start.", Excerpt: "below 215 V"},
				// "as long as" opens a condition; "stay open" keeps a thing open;
				// a second verb after "and" names the action.
				{Text: "The depot shall stay open to buses as long as the diesel stock remains above 2,000 litres.\nIf the diesel stock at the depot falls below 3,000 litres, the system shall notify the supplier and close the depot to buses.\nThe system shall log each delivery.", Excerpt: "below 3,000 litres"},
				// The only two requirements with file sizes.
				{Text: "The portal shall accept the final report as a single PDF file of at most 40 MB.\nThe upload page shall reject any report file larger than 25 MB with the message \"File too large\".\nThe portal shall list the reports of each year.\nThe portal shall send a receipt to the author within 2 minutes of each upload.", Excerpt: "larger than 25 MB"},
				// A free window against a charged one that covers part of it.
				{Text: "A guest shall be able to cancel a table reservation free of charge up to 4 hours before the reservation time.\nIf a guest cancels a table reservation less than 12 hours before the reservation time, the system shall charge a no-show fee of EUR 10.\nThe system shall list the reservations of the day.", Excerpt: "less than 12 hours"},
				// One response to one thing at two thresholds of one quantity;
				// "bring online" starts.
				{Text: "If the tank level exceeds 80 % for 30 seconds, the controller shall start the transfer pump.\nThe transfer pump shall be brought online once the tank level has stayed above 80 % for 2 minutes.\nThe controller shall log each pump start.", Excerpt: "2 minutes"},
				// A threshold at which the system stops keeps the quantity on its
				// other side, which a permission breaks; "down to" is a minimum.
				{Text: "The system shall stop trolley travel when the distance between two adjacent trolleys on the same track falls below 8 m.\nWhile two adjacent trolleys are loading the same bay, the system shall permit trolley travel down to a separation of 5 m between them.\nThe system shall log each stop.", Excerpt: "5 m"},
				// Times of day: a permitted end after a stop.
				{Text: "The kiosk shall stop taking lunch orders for a given day at 10:00 on that day.\nStudents shall be able to place or change a lunch order until 11:30 on the day of the meal.\nThe kiosk shall print a receipt for each order.\nThe kiosk shall show the menu of the week.", Excerpt: "until 11:30"},
				// A permitted minimum below a required one.
				{Text: "The system shall reject a plasma booking for a session date less than 4 weeks after the donor's most recent plasma donation.\nA donor shall be able to book a plasma slot on any session date at least 14 days after their previous plasma donation.\nThe system shall send a reminder for each booking.", Excerpt: "at least 14 days"},
				// "within 14 days of purchase" is a time since the purchase.
				{Text: "A buyer shall be able to return an unused pass for a full refund within 14 days of purchase.\nRefunds shall only be granted for unused passes that are returned no later than 48 hours after purchase.\nThe shop shall e-mail a receipt for each pass.", Excerpt: "within 14 days"},
				// Counts of persons are one dimension whatever the noun.
				{Text: "Each gate shall admit visitors at a rate of at least 900 persons per hour.\nDuring the first hour after opening, each gate shall process no more than 700 visitors per hour, to allow time for ticket checks.\nThe gate display shall show the number of admitted visitors.", Excerpt: "no more than 700 visitors"},
				// The only two speeds of a document: a bare figure against a cap.
				{Text: "While travelling on the greenhouse rails, the trolley shall not exceed a speed of 0.5 m/s.\nTo keep up the picking rate, the trolley shall move between rows along the rail at 1 m/s.\nThe trolley shall stop when an obstacle is detected.\nThe trolley shall report its battery level every 10 minutes.", Excerpt: "1 m/s"},
				// A number written as a word before a count noun is a figure.
				{Text: "The app shall reject an enrolment that would give a pupil more than 2 clubs in the same term.\nAs a pupil, I want to enrol in up to three clubs in the same term so that I can try new sports.\nThe app shall list the clubs of the school.", Excerpt: "up to three clubs"},
				// "every 3 hours" is the interval itself, whatever bounding
				// word stands earlier ("over the satellite link").
				{Text: "The weather buoy shall send a status report over the satellite link to the shore station every 3 hours.\nWhile its battery charge is above 30 %, the weather buoy shall send its status report to the shore station once every 12 hours.\nThe shore station shall archive each report.", Excerpt: "12 hours"},
				// Walkers and guests are people counted alike; accepting up
				// to a number grants it.
				{Text: "Each trek shall be limited to a group of at most 10 walkers.\nPrivate party bookings shall accept up to 14 guests on a single trek.\nThe app shall list the treks of the season.", Excerpt: "up to 14 guests"},
				// A reason after the cap does not turn it ("cannot").
				{Text: "Each tower tour shall be limited to 12 visitors, because the bell chamber landing cannot hold more.\nFor school groups, the booking form shall accept up to 20 pupils on one tour.\nThe booking form shall show the tour times.", Excerpt: "limited to 12 visitors"},
				// A user story's wish for "up to" a value grants it.
				{Text: "A single booking of the confocal microscope shall not exceed 4 hours.\nAs a doctoral student, I want to book the confocal microscope for one uninterrupted session of up to 8 hours, so that a time-lapse run is not split.\nThe system shall e-mail a booking confirmation.", Excerpt: "up to 8 hours"},
				// "per festival day" and "a day" are one window.
				{Text: "Each accredited journalist shall be able to reserve at most 4 press screening seats per festival day.\nAs a film critic holding a press badge, I want to book up to 6 press screening places a day, so that I can cover both competitions.\nThe system shall list the films of the festival.", Excerpt: "up to 6 press screening places"},
				// A time of day "each day" recurs and is no window.
				{Text: "Patients shall be able to order lunch from the bedside tablet until 10:30 on the day of the meal.\nThe system shall close lunch ordering for each ward at 09:00 each day so that the kitchen can start production.\nThe kitchen shall print a ticket for each meal.", Excerpt: "at 09:00"},
				// A minimum above a maximum of one daily time.
				{Text: "Horses on full livery shall be turned out to grass for no more than 6 hours per day between 1 November and 31 March.\nFrom October to March, the yard rota shall schedule each full livery horse for at least 8 hours of daily turnout.\nThe yard manager shall record each farrier visit.", Excerpt: "at least 8 hours"},
				// A refusal below a value keeps at least it; a permission
				// below it breaks that ("shall not release" refuses).
				{Text: "The system shall not release a beacon for hire if its battery charge is below 60%.\nIf fewer than 5 beacons are available in a shop, then the shop assistant shall be permitted to hand out a beacon showing a battery charge of 40% or more.\nThe system shall list the beacons of each shop.", Excerpt: "40% or more"},
				{Text: "The controller shall inhibit the start of a ride cycle whenever the wind speed measured at the top of the tower exceeds 15 m/s.\nWhile the ride is running in evening show mode, the controller shall permit new ride cycles to start at wind speeds of up to 18 m/s.\nThe operator shall log each ride cycle.", Excerpt: "up to 18 m/s"},
				// A refusal when a value is exceeded keeps the quantity below
				// it, though the verb of rejection turns the limit kept.
				{Text: "The transfer management system shall block a personnel transfer to a turbine when the measured significant wave height exceeds 1.5 m.\nThe master shall be allowed to continue ladder transfers in a significant wave height of up to 2.0 m, provided the bow fender touches the boat landing.\nThe system shall list the vessels.", Excerpt: "up to 2.0 m"},
				// "in a single calendar day" and "per day" are one window.
				{Text: "No school horse shall be scheduled for more than 4 hours of ridden work in a single calendar day.\nDuring the two summer holiday camp weeks, the scheduler shall permit instructors to book a horse for up to 6 hours of ridden work per day.\nThe system shall list the horses.", Excerpt: "up to 6 hours"},
				// A time granted beyond a capped time of one window, worded
				// apart.
				{Text: "A member shall hold no more than 2 hours of study-room bookings per calendar day.\nDuring the examination period from 1 May to 15 June, a student member shall be able to book a study room for up to 4 consecutive hours per day.\nThe library shall lend laptops to members.\nThe library shall send overdue reminders by e-mail.\nThe catalogue shall list every title held.", Excerpt: "up to 4 consecutive hours"},
				// "in any 24-hour period" is the window both limits divide by.
				{Text: "A tug crew shall not be assigned to towage jobs for more than 12 hours in any 24-hour period.\nDuring a storm warning, the system shall let the duty dispatcher extend a tug crew's assignment to 16 hours within a 24-hour period.\nThe system shall show the tugs on a map.", Excerpt: "16 hours"},
				// A grant past a cap of the same family of measure, within
				// three times it, named in other words.
				{Text: "No member shall hold more than 3 course enrolments in any one term.\nAs a member of the evening programme, I want to enrol on up to five classes per term, so that I can finish sooner.", Excerpt: "up to five classes"},
				{Text: "A visitor shall not keep a locker key for longer than 4 hours.\nAs a day-ticket holder, I want to rent a changing cubicle for up to 6 hours, so that I can stay all afternoon.", Excerpt: "up to 6 hours"},
				// "up to" grants what may be reached.
				{Text: "A caller shall not be kept on hold for longer than 5 minutes.\nDuring a storm warning, the switchboard shall queue callers for up to 12 minutes.", Excerpt: "up to 12 minutes"},
			},
			Negative: []Case{
				// A grant below the cap, three times it or more, or in another
				// measure goes past no cap.
				{Text: "A visitor shall not keep a locker key for longer than 4 hours.\nAs a day-ticket holder, I want to rent a changing cubicle for up to 2 hours."},
				{Text: "A visitor shall not keep a locker key for longer than 2 hours.\nAs a day-ticket holder, I want to rent a changing cubicle for up to 8 hours."},
				{Text: "A visitor shall not keep a locker key for longer than 4 hours.\nAs a day-ticket holder, I want to upload photos of up to 6 MB."},
				// Values 480 times apart are two quantities.
				{Text: "No hire period shall exceed 4 hours.\nWhen a board is returned to its storage bay, the kiosk shall lock the bay and end the hire within 30 seconds.\nThe kiosk shall print a receipt."},
				// A window is no limit of its own.
				{Text: "A tug crew shall not be assigned to towage jobs for more than 12 hours in any 24-hour period.\nThe system shall let the dispatcher assign a tug crew to a towage job within a 24-hour period.\nThe system shall show the tugs on a map."},
				// A time granted as an exact value measures its own thing.
				{Text: "The system shall let a customer book a standard tuning appointment of 90 minutes.\nWhen a customer books an appointment, the system shall send a confirmation email within 5 minutes.\nThe system shall list the tuners."},
				// Two caps for two situations named by preposed clauses.
				{Text: "When the operator starts a cold-start cycle, the system shall limit the power output to 30% of rated power.\nWhile the furnace lid is open, the system shall limit the power output to 50% of rated power."},
				// What a purpose clause can do is no grant beyond a cap.
				{Text: "When a buyer pays, the system shall issue the new barcode within 60 seconds.\nRefunds shall be paid within 5 working days.\nAs a buyer, I want to receive my ticket by e-mail within 5 minutes of payment, so that I can enter the venue."},
				{Text: "The rinse pump must run for 40 seconds.\nThe eco cycle must finish within 30 minutes, with the rinse pump running for 55 seconds."},
				{Text: "While the lamps are on, the controller shall hold the air temperature in each bay between 18 °C and 24 °C.\nWhile misting is active during the lamp period, the controller shall hold the air temperature in the bay between 20 °C and 22 °C."},
				{Text: "If the drum temperature exceeds 80 °C, the controller shall stop the pump.\nWhile the drum temperature is below 90 °C, the controller shall keep the fan running."},
				{Text: "The controller shall open the greenhouse vents whenever the inside temperature rises above 28 °C.\nThe controller shall keep the greenhouse vents closed unless the inside temperature is above 25 °C."},
				{Text: "If the kiln shell temperature exceeds 300 °C, then the kiln controller shall stop the burner.\nWhile the kiln shell temperature is below 250 °C, the kiln controller shall keep the burner running."},
				{Text: "If the kiln shell temperature exceeds 300 °C, then the kiln controller shall stop the burner.\nIf the kiln shell temperature exceeds 350 °C, then the kiln controller shall stop the fan."},
				// Two caps worded apart may be a limit and a condition; a
				// minimum interval below a maximum is a band.
				{Text: "Customers shall be able to amend a booking up to 2 hours before departure.\nThe system shall charge a fee for amendments made less than 24 hours before departure."},
				{Text: "Each beacon shall transmit its position at least every 10 minutes.\nBeacons shall transmit their position no more often than every 30 seconds."},
				{Text: "On the Free plan, uploads shall be limited to 10 MB.\nOn the Pro plan, uploads shall be limited to 25 MB."},
				{Text: "Search results shall be returned within 200 ms.\nReports shall be generated within 2 s."},
				{Text: "The maximum upload size shall be 25 MB.\nAvatar uploads shall be limited to 2 MB."},
				{Text: "Each crate shall weigh no more than 25 kg.\nA crate for a restaurant with three or more kitchens shall contain at least 10 kg of produce."},
				// A time of another activity: the verb it measures is not in the general topic.
				{Text: "Alarms shall be shown for at least 10 seconds.\nAlarms shall be acknowledged within 5 seconds."},
				{Text: "Subtitles shall be displayed for at least 1 second and at most 7 seconds.\nSubtitles shall be synchronised with the audio to within 100 ms."},
				{Text: "Transfers shall be limited to 5,000 EUR per day.\nTransfers shall be limited to 20,000 EUR per month."},
				{Text: "The maximum upload size shall be 25 MB.\nUploads larger than 25 MB shall be rejected."},
				{Text: "The session timeout shall be 15 minutes.\nThe password reset link shall expire after 30 minutes."},
				{Text: "The maximum upload size shall be 25 MB.\nThe avatar upload size shall be 2 MB."},
				{Text: "Backups shall run every 6 hours.\nReports shall be generated every 24 hours."},
				{Text: "The session timeout shall be 15 minutes.\nThe session timeout shall be 15 minutes for all roles."},
				{Text: "No user shall upload more than 10 files per day.\nUsers shall be able to upload up to 10 files per day."},
				{Text: "Uploads larger than 25 MB shall not be accepted.\nThe maximum upload size shall be 25 MB."},
				{Text: "Scanned invoices shall not exceed 2 MB.\nThe portal shall accept scanned receipts up to 5 MB."},
				{Text: "The site shall limit each listing to 20 photos.\nFeatured listings of up to 10 photos shall be possible."},
				{Text: "The north car park shall hold up to 400 cars.\nThe south car park shall hold up to 150 cars."},
				{Text: "Frozen units shall be stored for at most 24 months.\nThawed units shall be discarded after 24 hours in storage."},
				{Text: "Checked bags shall not exceed 23 kg.\nThe airline shall accept checked bags up to 23,000 g."},
				// A threshold in a condition is not a limit the system keeps.
				{Text: "The tank level shall not exceed 80 litres.\nThe pump shall stop when the tank level is above 90 litres."},
				{Text: "If a parcel weighs 2 to 5 kg, the courier shall charge the medium rate.\nParcels shall weigh at most 3 kg."},
				{Text: "The valve shall close within 30 seconds.\nWhen the pressure drop exceeds 2 bar within 10 seconds, the system shall close the valve."},
				{Text: "A rental shall last 1 to 14 days.\nA rental shall last at most 14 days."},
				{Text: "Invoices shall be retained for at least 7 years.\nInvoices older than 10 years shall be deleted."},
				{Text: "Call recordings shall be kept for 2 years and then deleted.\nCall recordings shall be kept for at most 3 years."},
				{Text: "On the Free plan, the number of projects shall not exceed 3.\nOn the Pro plan, the number of projects shall not exceed 50."},
				// A modifier narrows a tighter limit ("power tools", "sensors on
				// river crossings").
				{Text: "Customers shall rent a tool for 1 to 30 days.\nPower tools shall be rented for no more than 7 days."},
				{Text: "Sensors shall be spaced no more than 2 km apart.\nSensors on river crossings shall be spaced no more than 500 m apart."},
				{Text: "Reviews shall be between 20 and 2,000 characters long.\nReview titles shall be at most 100 characters long."},
				{Text: "Drones shall fly at most 10 km from the base.\nDrones shall fly at up to 60 km/h."},
				{Text: "The alarm shall sound at 75 dB or more.\nThe alarm shall not exceed 80 dB."},
				{Text: "The system shall support at least 200 concurrent users.\nThe system shall support up to 500 concurrent users."},
				{Text: "Frozen goods shall be stored at or below -18 °C.\nChilled goods shall be stored at 0 to 5 °C."},
				// A lead time before an event is another quantity than a duration.
				{Text: "A booking shall cover at most 14 nights.\nGuests shall cancel a booking up to 48 hours before arrival."},
				{Text: "A walk shall last 30 to 60 minutes.\nA walker shall receive payment for a walk within 7 days of the walk."},
				// A negation in a purpose clause does not turn the bound.
				{Text: "A session shall hold no more than 40 climbers, so that the gym is not crowded.\nA session shall hold at least 30 climbers."},
				// Requirements that say nearly the same thing: stages that
				// escalate, limits of two modes, two caps, values far apart
				// and a threshold in a condition against a value kept are no
				// conflict.
				{Text: "When the methane level at a sensor reaches 1 %, the system shall raise an alarm in the control room.\nWhen the methane level at a sensor reaches 1.5 %, the system shall trip the power to the district.\nThe system shall show each sensor on the mine plan."},
				{Text: "In normal mode, the irrigation controller shall apply no more than 25 mm of water to a zone per day.\nIn heatwave mode, the irrigation controller shall allow up to 40 mm of water per zone per day.\nThe farm manager shall see the schedule in the app."},
				{Text: "Members shall be able to amend a class booking up to 2 hours before the class.\nThe app shall charge a fee for class booking amendments made less than 24 hours before the class.\nThe app shall list the classes of the week."},
				{Text: "The gauge shall send each river level reading every 5 seconds.\nThe gauge shall keep each river level reading for at least 2 years.\nThe portal shall show a map of the gauges."},
				{Text: "When a rider books a ride, the dispatch system shall offer the ride to the nearest free driver within 5 seconds.\nWhen the nearest free driver does not accept an offered ride within 15 seconds, the dispatch system shall offer the ride to the next driver.\nThe app shall show the fare before booking."},
				// A verb of rejection after a determiner is a noun ("in that
				// block"): the ranges do not overlap.
				{Text: "When the soil temperature at any probe in a block falls to 2 °C or below, the controller shall start the heaters in that block.\nWhen the soil temperature exceeds 5 °C, the controller shall stop the heaters.\nThe controller shall log each heater start."},
				// A free window and a charged one that do not meet.
				{Text: "A guest shall be able to cancel a table reservation free of charge up to 12 hours before the reservation time.\nIf a guest cancels a table reservation less than 4 hours before the reservation time, the system shall charge a no-show fee of EUR 10.\nThe system shall list the reservations of the day."},
				// Two caps in two situations named by preposed clauses.
				{Text: "When a guest presses the call button in a room, the system shall show the room number on the reception console within 2 seconds.\nIf a room unit stops responding to the server, the system shall show an offline alarm with the room number on the reception console within 30 seconds.\nThe system shall log each call."},
				// One response at two thresholds, but to two things.
				{Text: "If the tank level exceeds 80 % for 30 seconds, the controller shall start the transfer pump.\nThe controller shall start the drain pump once the tank level has stayed above 80 % for 2 minutes.\nThe controller shall log each pump start."},
				// A figure that qualifies the subject while the obligation sets
				// another is a condition.
				{Text: "Poster orders of up to 500 copies shall be dispatched within 2 working days.\nPoster orders under 2,000 copies shall be printed on the digital press.\nThe portal shall list the orders of each customer."},
				// Two deadlines of two tasks.
				{Text: "The contractor shall clear the footways near schools by 07:30 on school days.\nThe contractor shall submit a treatment report to the council by 09:00 on the day after each treatment.\nThe council shall publish the gritting routes."},
				// "up to 2 hours before" leaves at least 2 hours: a reminder 24
				// hours before is within it.
				{Text: "As a patient, I want to cancel my appointment online up to 2 hours before the slot start time so that the freed slot returns to the calendar.\nThe system shall send the patient an SMS reminder 24 hours before the slot start time; the reminder shall contain a link to cancel the appointment.\nThe system shall list the appointments of the day."},
				// Tiers: a maximum and a minimum at one value classify.
				{Text: "The machine shall accept bottles and cans with a nominal volume from 0.1 l to 3.0 l.\nThe machine shall credit EUR 0.25 for each accepted container with a nominal volume of up to 1.0 l and EUR 0.50 for each accepted container with a nominal volume above 1.0 l.\nThe machine shall print a voucher at the end of each session."},
				// Two kinds of one thing: "the duty pump" and "the assist pump".
				{Text: "When the sump level rises to 2.4 m, the controller shall start the duty pump.\nThe assist pump shall not be started while the sump level is at or below 3.1 m.\nThe controller shall log each pump start."},
				// A band in a condition that the other threshold's range does not
				// reach.
				{Text: "While the water temperature in a tank is below 8 °C, the feeder shall stop feeding that tank.\nWhile the water temperature in a tank is between 10 and 15 °C, feeding shall continue at half the planned rate.\nThe feeder shall log each feed."},
				// Bare figures of other nouns; a fee in a monthly report is scoped
				// by its window.
				{Text: "As a member, I want the EUR 15 late cancellation fee charged to my card when I cancel a desk booking on the day.\nAs a member, I want to pay EUR 25 for a meeting room booking on the day of the booking.\nAs a member, I want to see a floor plan of each site."},
			},
		},
		{
			Name: "synonym", Family: FamilySynonym, Type: fcs.AmbiguousTerminology, Severity: fcs.Minor,
			Detector: DetectSynonym, Standard: stdSynonym,
			Patterns: []string{"customer|client", "user account|profile", "administrator|admin", "cart|basket",
				"photo|picture", "invoice|bill", "supplier|vendor|seller|merchant", "folder|directory",
				"member|subscriber|patron|borrower", "employee|staff member", "student|learner|pupil",
				"teacher|instructor|tutor", "doctor|physician", "buyer|purchaser",
				"sign in|log in|login|logon|log on", "sign out|log out|logout|log off", "username|user name|login name",
				// "manager" and "supervisor", "booking" and "reservation",
				// "warehouse" and "depot" are left out: specifications use them
				// for distinct roles and things, and the corpus never labels
				// them (7 false positives).
				"e-mail|email", "shipment|consignment", "organisation|organization",
				"favourite|favorite|wishlist|wish list",
				"spacecraft|satellite|space vehicle", "dataset|data set", "telephone number|phone number|mobile number",
				"postcode|postal code|zip code", "surname|last name|family name", "first name|given name|forename"},
			Exceptions: Exceptions{
				Before: []string{"http", "api", "email", "e-mail", "mail", "web", "mobile", "desktop", "rest", "oauth", "ftp",
					"sftp", "shall", "must", "will", "to", "ldap", "active"},
				After: []string{"side", "application", "applications", "app", "apps", "library", "certificate", "id", "secret",
					"software", "credentials", "sdk", "role", "roles"},
				// A client that sends requests is software, not a customer.
				Sentence: []string{"request", "requests", "api", "server", "http", "https", "endpoint", "endpoints", "tls",
					"token", "tokens", "socket", "protocol"},
			},
			Description: "{excerpt} may name the same concept as {other}",
			Positive: []Case{
				{Text: "Customers shall be able to view past orders.\nThe client shall receive an invoice by email.", Excerpt: "client"},
				{Text: "Each user account shall have a unique email.\nUsers shall be able to edit their profile.", Excerpt: "profile"},
			},
			Negative: []Case{
				{Text: "Customers shall be able to view past orders.\nThe customer shall receive an invoice by email."},
				{Text: "Customers shall be able to view past orders.\nThe HTTP client shall retry twice on a timeout."},
				{Text: "Customers shall be able to view past orders.\nThe service shall return HTTP 429 when a client exceeds 100 requests per minute."},
				{Text: "The administrator shall approve new projects.\nOnly users with the Admin role shall delete projects."},
			},
		},
		{
			Name: "undefined_acronym", Family: FamilyAcronym, Type: fcs.AmbiguousTerminology, Severity: fcs.Minor,
			Detector: DetectAcronym, Standard: stdAcronym,
			Patterns: []string{"HTTP", "HTTPS", "API", "JSON", "URL", "URI", "ID", "UI", "UX", "PDF", "CSV", "SQL", "REST",
				"TLS", "SSL", "UTF", "ISO", "UTC", "CPU", "GPU", "RAM", "GB", "MB", "KB", "TB", "PB", "XML", "HTML", "CSS",
				"PNG", "JPEG", "JPG", "GIF", "SVG", "ASCII", "IP", "UDP", "DNS", "SSH", "OS", "USB", "FAQ", "AM", "PM",
				"USD", "EUR", "GBP", "RFC", "IEEE", "AES", "SHA", "RSA", "SMS", "IT", "OK", "US", "UK", "EU", "SHALL", "MUST",
				"SHOULD", "MAY", "NOT", "AND", "OR", "NOTE", "TBD", "TBC", "TBA", "TBR", "TBS", "ZIP", "MP", "IOS", "WCAG",
				"GMT", "KIB", "MIB", "GIB", "MS", "XLSX", "DOCX", "ODS", "A", "I", "ISBN", "ISSN", "IBAN", "BIC", "QR", "PIN",
				"GPS", "VAT", "LED", "LCD", "UV", "DVD", "TV", "PC", "MAC", "WIFI", "CHF", "JPY", "CNY", "CAD", "AUD",
				"SEK", "NOK", "DKK", "PLN", "INR", "BRL", "MXN", "HKD", "SGD", "NZD", "ZAR",
				"CCTV", "ATM", "SIM", "LAN", "WAN", "WLAN", "HDMI", "MMS", "WWW", "HR", "VIP", "AC", "DC",
				"HVAC", "RGB", "HD", "UHD", "NASA", "ESA", "UN", "DVD", "FTP", "SFTP", "TSV", "YAML",
				// HTTP methods are verbs, not acronyms.
				"GET", "PUT", "POST", "PATCH", "DELETE", "HEAD", "OPTIONS",
				// the fields of a date or time format: "DD/MM/YYYY", "HH:MM"
				"DD", "MM", "YY", "YYYY", "HH"},
			// "WCAG 2.1 AA" is a level and "EN 301 549" a designation, not
			// acronyms; "one of ACTIVE or CLOSED" lists the values of a field.
			// A key or button named in capitals ("presses GO", "the STOP
			// button") is a label, not an acronym.
			Exceptions: Exceptions{NumberBefore: 1, NumberWithin: 1,
				// "set to" names a value right after it ("set to OPEN"), not
				// in a later clause ("set a chain set to 'Needs repair' when
				// it fails the TWI check").
				Earlier: []string{"one of", "values", "enum", "enumeration", "equal to"},
				Before: []string{"press", "presses", "pressed", "pressing", "click", "clicks", "clicked", "tap", "taps",
					"tapped", "hit", "hits", "type", "types", "typed", "typing", "text", "texts", "reply", "replies", "set to",
					// a conformance level: "WCAG 2.2 level AA"
					"level"},
				After: []string{"button", "buttons", "key", "keys", "softkey", "softkeys"}},
			Description: "acronym {other} is never defined",
			Positive: []Case{
				// Acronyms with lower-case letters or a digit inside.
				{Text: "The inverter shall report the battery SoC every 10 seconds.", Excerpt: "SoC"},
				{Text: "The controller shall read the BACnet points of each air handler.", Excerpt: "BACnet"},
				{Text: "The terminal shall encrypt card data with P2PE.", Excerpt: "P2PE"},
				{Text: "The lab shall record the RhD group of each donor.", Excerpt: "RhD"},
				{Text: "The reader shall accept NFC cards.", Excerpt: "NFC"},
				// An acronym heading a compound, or capitals joined by hyphens.
				{Text: "All meters must be MID-compliant.", Excerpt: "MID-compliant"},
				{Text: "The pharmacy shall flag POM-V medicines for a prescription check.", Excerpt: "POM-V"},
				// A body or classification cited by its initials without a
				// number is an acronym the document must expand, however
				// standard in its domain (the corpus convention).
				{Text: "Each sorter shall be tested with the IATA reference bag set.", Excerpt: "IATA"},
				{Text: "The label shall show the ABO group of the unit.", Excerpt: "ABO"},
				{Text: "Users shall sign in through SSO.", Excerpt: "SSO"},
				{Text: "The app shall comply with GDPR.\nThe export shall include all PII fields.", Excerpt: "GDPR"},
				{Text: "When the operator presses GO, the console shall send the cue over DMX.", Excerpt: "DMX"},
				{Text: "The system shall set a chain set to 'Needs repair' when it fails the TWI check at return.", Excerpt: "TWI"},
			},
			Negative: []Case{
				{Text: "The relative humidity in an archive store shall not change by more than 5 % RH in 24 hours."},
				// A unit named without a figure.
				{Text: "The panel shall display the active power in MW and the voltage in kV."},
				// A roman numeral numbering a part of a document or a class.
				{Text: "The portal shall list the 14 allergens of Annex II of the regulation."},
				// Names in camel case; expansions of mixed acronyms, also after a number.
				{Text: "The shop shall accept PayPal and store orders in PostgreSQL and SharePoint."},
				{Text: "The inverter shall report the battery state of charge (SoC) every 10 seconds."},
				{Text: "Each charger shall have Combined Charging System Type 2 (CCS2) connectors."},
				{Text: "Card payments shall go through a gateway certified to PCI DSS v4.0."},
				// A standard's designation with its number, through short codes.
				{Text: "Loudness shall be measured as specified in EBU R 128."},
				{Text: "Subtitles shall use the ETSI EN 300 743 format."},
				{Text: "The unit shall report COVID-19 cases over Wi-Fi with AES-256."},
				{Text: "Users shall sign in through single sign-on (SSO)."},
				{Text: "The API shall return JSON over HTTPS."},
				{Text: "FR-1 shall be implemented before NFR-2 is measured."},
				{Text: "The web app shall meet WCAG 2.1 AA."},
				{Text: "The web app shall conform to WCAG at level AA."},
				{Text: "The form shall accept dates in the format DD/MM/YYYY only."},
				{Text: "The status field is one of ACTIVE, SUSPENDED or CLOSED."},
				{Text: "When a loan is repaid, its status shall be set to CLOSED."},
				{Text: "GET /loans returns the loans of the caller."},
				{Text: "When the operator presses GO, the console shall run the next cue."},
				{Text: "The guard shall press the STOP button to halt the belt."},
				{Text: "The chatbot shall hand the conversation to a human agent when the customer types AGENT."},
			},
		},
	}
}
