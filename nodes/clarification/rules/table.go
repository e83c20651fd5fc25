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
		"operating systems", "screens", "screen sizes", "languages", "locales", "countries", "regions", "formats",
		"format", "file types", "file formats", "files", "file", "data", "information", "content", "cases", "situations",
		"circumstances", "conditions", "scenarios", "inputs", "input", "features", "functionality", "telemetry",
		"readings", "times", "time", "kinds", "types", "sizes"}
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
				"without delay", "snappy", "optimized", "optimised", "high speed", "high-speed", "lag-free", "smooth performance"},
			Exceptions:  Exceptions{NumberWithin: 7, After: []string{"checkout", "path"}},
			Description: "{excerpt} is a vague performance term with no measurable target",
			Positive: []Case{
				{Text: "The search page shall be fast.", Excerpt: "fast"},
				{Text: "Notifications shall be delivered in real time to subscribers.", Excerpt: "real time"},
				{Text: "The API must respond quickly under load.", Excerpt: "quickly"},
			},
			Negative: []Case{
				{Text: "The search page shall be fast (p95 under 200 ms)."},
				{Text: "The checkout page shall show a button labelled 'Fast checkout'."},
				{Text: "The search page shall return results within 200 ms at the 95th percentile."},
			},
		},
		{
			Name: "vague_usability", Family: FamilyVague, Type: fcs.AmbiguousTerminology, Severity: fcs.Important,
			Detector: DetectPhrase, Standard: stdARMWeak,
			Patterns: []string{"user-friendly", "user friendly", "easy", "easily", "easy-to-use", "intuitive", "intuitively",
				"simple", "seamless", "seamlessly", "smooth", "smoothly", "convenient", "conveniently", "clean", "modern", "nice",
				"attractive", "visually appealing", "elegant", "pleasant", "clear", "clearly", "friendly", "straightforward", "ergonomic",
				"accessible", "smart", "intelligent", "user-centric", "visually pleasing", "aesthetically pleasing"},
			Exceptions: Exceptions{Before: modalsBefore(), NumberWithin: 5,
				After: []string{"via", "through", "from", "over", "only", "at", "by", "using", "with"}},
			Description: "{excerpt} is a subjective usability term with no acceptance criterion",
			Positive: []Case{
				{Text: "The dashboard shall be user-friendly.", Excerpt: "user-friendly"},
				{Text: "The onboarding flow shall be intuitive for new customers.", Excerpt: "intuitive"},
				{Text: "Error messages shall be clear.", Excerpt: "clear"},
			},
			Negative: []Case{
				{Text: "The user shall be able to clear the search history."},
				{Text: "The settings page shall list the notification channels in a table."},
				{Text: "The wizard shall let 9 of 10 test participants finish setup unaided; 'Easy setup' is the button label."},
			},
		},
		{
			Name: "vague_reliability", Family: FamilyVague, Type: fcs.AmbiguousTerminology, Severity: fcs.Important,
			Detector: DetectPhrase, Standard: stdARMWeak,
			Patterns: []string{"robust", "robustly", "reliable", "reliably", "stable", "resilient", "highly available",
				"high availability", "fault-tolerant", "fault tolerant", "dependable", "minimal downtime", "without interruption",
				"gracefully", "graceful"},
			Exceptions:  Exceptions{NumberWithin: 5},
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
				"compatible"},
			Exceptions:  Exceptions{NumberWithin: 5, After: []string{"with"}},
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
				"common", "well", "cost-effective", "low cost", "low-cost", "inexpensive", "affordable", "high quality",
				"high-quality", "authorized personnel", "authorised personnel", "authorized users", "authorised users",
				"authorized staff", "authorised staff", "appropriate personnel", "relevant stakeholders", "relevant staff",
				"standard formats", "common formats", "industry standard", "industry-standard", "best practices", "accurate",
				"accurately", "precise", "precisely", "normally", "usually", "generally", "in general", "mostly", "largely",
				"substantial", "substantially", "considerable", "considerably", "desirable", "latest", "newest", "up-to-date",
				"up to date", "current versions", "major browsers", "popular browsers", "mainstream"},
			Exceptions:  Exceptions{NumberWithin: 5, Before: []string{"in", "as"}, After: []string{"as", "-known", "known"}},
			Description: "{excerpt} is a subjective qualifier with no threshold",
			Positive: []Case{
				{Text: "The system shall keep an adequate audit trail.", Excerpt: "adequate"},
				{Text: "Reports shall load in a reasonable time.", Excerpt: "reasonable"},
				{Text: "The service shall handle normal load without errors.", Excerpt: "normal load"},
			},
			Negative: []Case{
				{Text: "The system shall keep audit records for 400 days."},
				{Text: "The operator shall choose the normalization method from a drop-down list."},
				{Text: "The export shall include the invoice date as well as the due date."},
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
				"smallest", "strongest", "safest", "cheapest", "shortest", "most", "least", "optimal", "optimally", "optimum",
				"state of the art", "state-of-the-art", "world-class", "best-in-class", "industry-leading", "cutting-edge",
				"maximum possible", "minimum possible", "as fast as possible", "as soon as possible", "as quickly as possible",
				"as much as possible", "as few as possible", "as little as possible", "maximize", "maximise", "minimize",
				"minimise", "optimize", "optimise"},
			Exceptions: Exceptions{
				Before: []string{"at"},
				After: []string{"recent", "recently", "likely", "effort", "-effort", "priority", "of", "one", "once",
					"first", "last"}, // sort orders: "lowest first"
				NumberWithin: 4,
			},
			Description: "superlative {excerpt} cannot be verified without a measure",
			Positive: []Case{
				{Text: "The app shall offer the best search experience.", Excerpt: "best"},
				{Text: "Results shall be sorted with the most relevant first.", Excerpt: "most"},
				{Text: "Alerts shall be sent as soon as possible.", Excerpt: "as soon as possible"},
			},
			Negative: []Case{
				{Text: "Each user may pin at most 5 projects."},
				{Text: "The list shall show the most recent 20 orders first."},
				{Text: "Passwords shall have at least 12 characters."},
				{Text: "Search results shall be sorted by price, lowest first."},
			},
		},
		{
			Name: "comparative", Family: FamilyComparative, Type: fcs.MissingConstraint, Severity: fcs.Important,
			Detector: DetectPhrase, Standard: stdComparative,
			Patterns: []string{"faster", "quicker", "better", "easier", "simpler", "smoother", "higher", "lower", "greater",
				"larger", "smaller", "bigger", "cheaper", "stronger", "safer", "shorter", "improved", "enhanced", "increased",
				"reduced", "older", "newer", "slower", "lighter", "heavier", "wider", "richer", "smarter", "cleaner", "clearer",
				"more modern", "more convenient", "more attractive", "more secure", "more reliable", "more efficient", "more responsive", "more robust", "more accurate",
				"more intuitive", "more flexible", "more scalable", "more stable", "more usable", "more user-friendly",
				"more performant", "more consistent", "more maintainable", "more accessible", "more quickly", "more often",
				"more frequently", "less often", "less frequently", "less error-prone", "less complex", "less expensive",
				"fewer errors", "less time", "less memory", "more users", "more data", "more traffic", "more load", "more requests",
				"more customers", "more devices", "more storage", "more capacity", "more throughput"},
			Exceptions: Exceptions{
				Before: []string{"no", "any"},
				After:  []string{"than", "case", "bound", "limit", "motion", "level", "levels", "education"},
				Later: []string{"than", "compared to", "compared with", "relative to", "versus", "vs", "baseline",
					"previous version", "previous release", "current version", "current system", "existing system",
					"legacy system", "by"},
				NumberWithin: 4,
			},
			Description: "comparative {excerpt} has no baseline to compare with",
			Positive: []Case{
				{Text: "The new checkout shall be faster.", Excerpt: "faster"},
				{Text: "The login flow shall be more secure.", Excerpt: "more secure"},
				{Text: "The release shall provide improved search accuracy.", Excerpt: "improved"},
			},
			Negative: []Case{
				{Text: "The new checkout shall be faster than the legacy checkout at the 95th percentile."},
				{Text: "Page weight shall be reduced by 30% compared with release 2.3."},
				{Text: "Uploads larger than 25 MB shall be rejected."},
			},
		},
		{
			Name: "open_list", Family: FamilyOpenList, Type: fcs.UnderspecifiedFeature, Severity: fcs.Important,
			Detector: DetectPhrase, Standard: stdOpenList,
			Patterns: []string{"etc", "such as", "including but not limited to", "including, but not limited to",
				"includes but is not limited to", "but not limited to", "but is not limited to", "and so on", "and so forth",
				"among others", "and others", "or similar", "and the like", "e.g.", "for example", "for instance", "and more"},
			Description: "open-ended list {excerpt} leaves the scope undefined",
			Positive: []Case{
				{Text: "The importer shall accept spreadsheet formats such as XLSX and ODS.", Excerpt: "such as"},
				{Text: "The profile shall store name, address, phone, etc.", Excerpt: "etc"},
				{Text: "Admins shall manage settings, including but not limited to quotas.", Excerpt: "including but not limited to"},
			},
			Negative: []Case{
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
				"when feasible", "as a minimum", "at a minimum", "best effort", "best-effort", "on a best effort basis"},
			Exceptions:  Exceptions{After: []string{"by", "in", "under"}},
			Description: "loophole {excerpt} makes the requirement optional in practice",
			Positive: []Case{
				{Text: "The client shall cache map tiles if possible.", Excerpt: "if possible"},
				{Text: "Logs shall be rotated as needed.", Excerpt: "as needed"},
				{Text: "The system shall notify the owner where applicable.", Excerpt: "where applicable"},
			},
			Negative: []Case{
				{Text: "Records shall be retained as required by the tax code of the customer's country."},
				{Text: "Logs shall be rotated daily at 02:00 UTC."},
			},
		},
		{
			Name: "tbd", Family: FamilyTBD, Type: fcs.MissingConstraint, Severity: fcs.Important,
			Detector: DetectPhrase, Standard: stdTBD,
			Patterns: []string{"tbd", "tbc", "tba", "tbr", "tbs", "to be determined", "to be decided", "to be defined",
				"to be confirmed", "to be agreed", "to be specified", "to be announced", "to be clarified"},
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
				"for", "last"},
			Context: []string{"and", "or", "of", "the", "a", "an", "after", "before", "when", "if", "for", "to", "in", "on",
				"at", "by", "with", "from", "then", "unless", "once", "while", "during", "shall", "must", "will", "should",
				"is", "are", "be", "it", "they"},
			Description: "quantity {excerpt} has no unit",
			Positive: []Case{
				{Text: "The API shall respond within 5.", Excerpt: "within 5"},
				{Text: "Sessions shall expire after 30 of inactivity.", Excerpt: "after 30"},
				{Text: "The job shall run every 15 and report failures.", Excerpt: "every 15"},
			},
			Negative: []Case{
				{Text: "The API shall respond within 5 seconds."},
				{Text: "Each request shall be checked against at least 2 of the following rules."},
				{Text: "The service shall use TLS 1.3 for every connection."},
				{Text: "Discounts above 50% shall require approval."},
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
				"in total", "total", "lifetime", "consecutive", "rps", "qps", "tps", "within", "each session", "batch"}},
			Description: "count {excerpt} has no time window",
			Positive: []Case{
				{Text: "The gateway shall accept up to 1000 requests.", Excerpt: "1000 requests"},
				{Text: "The account shall be locked after 5 failed login attempts.", Excerpt: "5 failed login attempts"},
			},
			Negative: []Case{
				{Text: "The gateway shall accept up to 1000 requests per second per tenant."},
				{Text: "The account shall be locked after 5 consecutive failed login attempts."},
				{Text: "The inbox shall show the last 50 messages."},
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
				"extremely", "severe", "bright sunlight", "noisy environments", "noisy environment", "early", "shortly",
				"eventually", "in due course", "without undue delay", "undue delay", "at short notice", "in good time",
				"frequently", "often",
				"periodically", "regularly", "occasionally", "rarely", "from time to time", "long", "short", "limited",
				"a while", "soon", "briefly"},
			Exceptions: Exceptions{
				Before: []string{"as", "how", "no"},
				After: []string{"as", "than", "to", "description", "name", "term", "message", "text", "link", "url", "code", "form",
					"warning", "access", "adopters", "bird"},
				NumberWithin: 5,
				NumberBefore: 2,
			},
			Description: "{excerpt} is a quantity with no bound or time window",
			Positive: []Case{
				{Text: "The viewer shall open large files.", Excerpt: "large"},
				{Text: "Backups shall be taken periodically.", Excerpt: "periodically"},
				{Text: "The service shall support many concurrent users.", Excerpt: "many"},
			},
			Negative: []Case{
				{Text: "The viewer shall open large files (up to 2 GB)."},
				{Text: "Backups shall be taken every 6 hours."},
				{Text: "Each product shall have a short description field."},
				{Text: "Appointment slots shall be 15 minutes long."},
			},
		},
		{
			Name: "vague_tolerance", Family: FamilyQuantity, Type: fcs.MissingConstraint, Severity: fcs.Important,
			Detector: DetectPhrase, Standard: stdQuantity,
			Patterns: []string{"approximately", "approx", "roughly", "nearly", "almost", "close to", "more or less", "or so",
				"circa", "in the order of", "on the order of", "give or take"},
			Exceptions:  Exceptions{After: []string{"real-time", "real time"}},
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
			// Only a reminder, notice or alert "before" an event needs a lead time.
			Requires: []string{"reminder", "reminders", "remind", "notice", "alert", "alerts", "warning", "warnings",
				"notify", "notified", "notification", "notifications", "reminded", "alerted", "warned"},
			Exceptions: Exceptions{
				After: []string{"deleting", "submitting", "saving", "leaving", "closing", "sending", "overwriting", "proceeding",
					"continuing", "logging", "signing", "publishing", "paying", "it", "they", "the user", "the customer"},
				NumberBefore: 4,
				NumberWithin: 3,
			},
			Description: "{excerpt} an event, with no lead time",
			Positive: []Case{
				{Text: "The system shall send a reminder before arrival.", Excerpt: "before"},
				{Text: "Members shall be notified in advance of price changes.", Excerpt: "in advance"},
			},
			Negative: []Case{
				{Text: "The system shall send a reminder 24 hours before each appointment."},
				{Text: "The editor shall show a warning before overwriting a file."},
				{Text: "Members shall be notified 30 days in advance of price changes."},
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
			Patterns: []string{"may", "might", "can", "could", "optionally", "optional", "at the discretion of",
				"at its discretion", "if desired", "if preferred", "possibly", "perhaps", "ideally", "preferably"},
			Requires: []string{"shall", "must", "will", "should", "is required to", "are required to"},
			Exceptions: Exceptions{
				Before: []string{"that", "which", "who", "whom", "they", "he", "she", "we", "you"},
				After:  []string{"not"},
				// In a subordinate clause the word states a capability, not an option.
				Earlier: []string{"so that", "such that", "in order that", "so", "that", "before", "after", "when", "whenever",
					"where", "if", "until", "unless", "whether", "while", "once", "which", "who"},
				Sentence:     []string{"shall not", "must not", "will not"},
				NumberWithin: 1,
			},
			Description: "option {excerpt} inside an obligation makes it unclear what is required",
			Positive: []Case{
				{Text: "The system shall log the event and may notify the administrator.", Excerpt: "may"},
				{Text: "The report must include totals and can optionally include charts.", Excerpt: "optionally"},
			},
			Negative: []Case{
				{Text: "The system shall not store card numbers that can be read in plain text."},
				{Text: "Users must not share passwords; the system may warn them."},
				{Text: "The system shall export the data so that customers can migrate."},
				{Text: "Users can upload avatars."},
				{Text: "A member shall be able to upload a file into any folder they can edit."},
				{Text: "The service shall scan each file before other members can open it."},
			},
		},
		{
			Name: "pronoun", Family: FamilyPronoun, Type: fcs.UnclearSpecification, Severity: fcs.Minor,
			Detector: DetectPronoun, Standard: stdPronoun,
			Patterns: []string{"it", "they", "them", "this"},
			Exceptions: Exceptions{After: []string{"is possible", "is not possible", "is necessary", "is required",
				"is recommended", "is expected", "is assumed", "is important", "is mandatory", "shall be possible",
				"must be possible", "should be possible", "will be possible", "possible", "takes", "is likely"}},
			Description: "pronoun {excerpt} may refer to {other}",
			Positive: []Case{
				{Text: "The system shall send the report to the manager when it is ready.", Excerpt: "it"},
				{Text: "Users shall be able to share albums with friends after they are verified.", Excerpt: "they"},
			},
			Negative: []Case{
				{Text: "When the upload fails, it shall be retried once."},
				{Text: "The administrator shall approve the requests before they are published."},
				{Text: "It shall be possible to export the report as PDF."},
				{Text: "The manager shall approve this request and the system shall archive the report."},
				{Text: "The service shall keep each exported file for 400 days and then delete it."},
				{Text: "The manager reviews the report and the employee signs it."},
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
			Name: "totality_open", Family: FamilyTotality, Type: fcs.UnclearSpecification, Severity: fcs.Minor,
			Detector: DetectPhrase, Standard: stdTotality,
			Patterns: []string{"everything", "everyone", "everybody", "anyone", "anything", "anywhere", "anybody",
				"at any time", "any time", "all the time"},
			Exceptions: Exceptions{
				Before:  []string{"if", "without", "no", "not", "prevent", "never", "nor"},
				Earlier: []string{"not", "no", "without", "never", "cannot", "can't", "prevent", "reject", "deny", "block"},
				Later:   boundedLater(),
			},
			Description: "{excerpt} quantifies over a set that is not bounded",
			Positive: []Case{
				{Text: "Everyone shall be able to view the roadmap.", Excerpt: "Everyone"},
				{Text: "Users shall be able to cancel an order at any time.", Excerpt: "at any time"},
			},
			Negative: []Case{
				{Text: "The system shall not let anyone view another tenant's invoices."},
				{Text: "Warnings, if any, shall be shown below the form."},
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
			Name: "feature_only", Family: FamilyFeature, Type: fcs.UnderspecifiedFeature, Severity: fcs.Important,
			Detector: DetectFeature, Standard: stdFeature,
			Patterns: []string{"support", "provide", "offer", "feature", "implement", "enable", "allow",
				"provide support for", "offer support for", "include support for", "have support for", "be able to support"},
			Context:     featureMarkers(),
			Description: "{excerpt} names a feature without behaviour or acceptance criteria",
			Positive: []Case{
				{Text: "The system shall support notifications.", Excerpt: "support notifications"},
				{Text: "The portal shall provide support for reporting.", Excerpt: "provide support for reporting"},
				{Text: "The catalogue shall support barcode scanning.", Excerpt: "support barcode scanning"},
				{Text: "The web interface shall support drag and drop.", Excerpt: "support drag and drop"},
			},
			Negative: []Case{
				{Text: "The system shall send a notification to the owner within 1 minute of a failed payment."},
				{Text: "The system shall support notifications. Notifications shall be delivered by email within 5 minutes."},
				{Text: "The server shall support PostgreSQL."},
				{Text: "The platform shall support SCORM packages."},
				{Text: "The app shall offer a modern look."},
			},
		},
		{
			Name: "feature_named", Family: FamilyFeature, Type: fcs.UnderspecifiedFeature, Severity: fcs.Important,
			Detector: DetectFeature, Standard: stdFeature,
			Patterns: []string{"have", "include", "contain"},
			Context:  featureMarkers(),
			// Only a system "has" features; an entity has attributes.
			Requires: []string{"system", "application", "app", "platform", "portal", "product", "service", "software", "tool",
				"website", "site", "solution", "server", "backend", "frontend", "interface", "module"},
			Description: "{excerpt} names a feature without behaviour or acceptance criteria",
			Positive: []Case{
				{Text: "The app shall have a dashboard.", Excerpt: "have a dashboard"},
				{Text: "The website shall include a blog.", Excerpt: "include a blog"},
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
				"no larger than", "no greater than", "within", "no longer than", "shorter than", "lower than", "fewer than"},
			Context: []string{"min", "minimum", "at least", "no less than", "not less than", "no fewer than", "more than",
				"greater than", "over", "above", "longer than", "larger than", "bigger than", "higher than", "exceeding"},
			Description: "limit {excerpt} contradicts {other}",
			Positive: []Case{
				{Text: "The maximum upload size shall be 10 MB.\nUsers shall be able to upload files up to 25 MB.", Excerpt: "up to 25 MB"},
				{Text: "Passwords shall have at least 12 characters.\nPasswords shall have at least 8 characters.", Excerpt: "at least 8 characters"},
				{Text: "The daily transfer limit shall be 5,000 EUR.\nUsers shall be able to transfer up to 10,000 EUR per day.", Excerpt: "up to 10,000 EUR"},
				{Text: "The maximum upload size shall be 10 MB.\nUploads larger than 25 MB shall be rejected.", Excerpt: "larger than 25 MB"},
			},
			Negative: []Case{
				{Text: "On the Free plan, uploads shall be limited to 10 MB.\nOn the Pro plan, uploads shall be limited to 25 MB."},
				{Text: "Search results shall be returned within 200 ms.\nReports shall be generated within 2 s."},
				{Text: "The maximum upload size shall be 25 MB.\nAvatar uploads shall be limited to 2 MB."},
				{Text: "Transfers shall be limited to 5,000 EUR per day.\nTransfers shall be limited to 20,000 EUR per month."},
				{Text: "The maximum upload size shall be 25 MB.\nUploads larger than 25 MB shall be rejected."},
			},
		},
		{
			Name: "synonym", Family: FamilySynonym, Type: fcs.AmbiguousTerminology, Severity: fcs.Minor,
			Detector: DetectSynonym, Standard: stdSynonym,
			Patterns: []string{"customer|client", "user account|profile", "administrator|admin", "cart|basket",
				"photo|picture", "invoice|bill", "supplier|vendor|seller|merchant", "folder|directory",
				"member|subscriber|patron|borrower", "employee|staff member", "student|learner|pupil",
				"teacher|instructor|tutor", "doctor|physician", "buyer|purchaser"},
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
				"PNG", "JPEG", "JPG", "GIF", "SVG", "ASCII", "IP", "TCP", "UDP", "DNS", "SSH", "OS", "USB", "FAQ", "AM", "PM",
				"USD", "EUR", "GBP", "RFC", "IEEE", "AES", "SHA", "RSA", "SMS", "IT", "OK", "US", "UK", "EU", "SHALL", "MUST",
				"SHOULD", "MAY", "NOT", "AND", "OR", "NOTE", "TBD", "TBC", "TBA", "TBR", "TBS", "ZIP", "MP", "IOS", "WCAG",
				"GMT", "KIB", "MIB", "GIB", "MS", "XLSX", "DOCX", "ODS", "A", "I", "ISBN", "ISSN", "IBAN", "BIC", "QR", "PIN",
				"GPS", "NFC", "VAT", "LED", "LCD", "DVD", "TV", "PC", "MAC", "WIFI", "VPN", "CHF", "JPY", "CNY", "CAD", "AUD",
				"SEK", "NOK", "DKK", "PLN", "INR", "BRL", "MXN", "HKD", "SGD", "NZD", "ZAR"},
			Exceptions:  Exceptions{NumberBefore: 1}, // "WCAG 2.1 AA" is a level, not an acronym
			Description: "acronym {excerpt} is never defined",
			Positive: []Case{
				{Text: "Users shall sign in through SSO.", Excerpt: "SSO"},
				{Text: "The app shall comply with GDPR.\nThe export shall include all PII fields.", Excerpt: "GDPR"},
			},
			Negative: []Case{
				{Text: "Users shall sign in through single sign-on (SSO)."},
				{Text: "The API shall return JSON over HTTPS."},
				{Text: "FR-1 shall be implemented before NFR-2 is measured."},
				{Text: "The web app shall meet WCAG 2.1 AA."},
			},
		},
	}
}
