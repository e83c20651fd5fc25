package rules

import "strings"

// lexicon holds the small word classes the detectors need. It is built by
// New for each Analyzer, so nothing is shared between analyzers.
type lexicon struct {
	determiners  map[string]bool
	prepositions map[string]bool
	partners     map[string]bool
	conjunctions map[string]bool
	auxiliaries  map[string]bool
	modals       map[string]bool
	obligations  map[string]bool
	pronouns     map[string]bool
	stop         map[string]bool
	generic      map[string]bool
	mass         map[string]bool
	adjectives   map[string]bool
	scopes       map[string]bool
	units        map[string]unitInfo
	persons      map[string]bool
	concepts     map[string]string
	countKinds   map[string]string // count nouns of one kind, by stem: "car" → "vehicle"
	groups       map[string]bool   // groups of people served as one: "families", "teams"
	unitless     map[string]bool   // quantities measured without a unit: "pH", "ratio"
	windows      map[string]string // "daily" → "per:day"
	rejections   map[string]bool
	keeps        map[string]bool // verbs and nouns of keeping something for a period
	deletes      map[string]bool // verbs and nouns of deleting it
	negations    map[string]bool
	criteria     []phrase // words that open a user story's acceptance criteria
	// qualities are the "-able"/"-ible" words that name a quality
	// attribute (ISO/IEC 25010) or a judgement, not a capability: in a
	// predicate slot they need a measure ("shall be reliable", "remain
	// stable"), while "exportable" or "editable" is tested by trying.
	qualities map[string]bool
	// resultatives are participles that take an adjective after them
	// ("kept clean", "left ajar", "made secure"): the adjective fills the slot.
	resultatives map[string]bool
	// causatives are the active verbs that take an object and the
	// adjective of its result ("keep the lobby tidy", "leave the site
	// safe"); states are the common adjectives of state such a result
	// names that have no adjective ending.
	causatives map[string]bool
	states     map[string]bool
	// termsOfArt are fixed categories named by a gradable adjective and a
	// noun ("heavy goods vehicles", "high tide", "large print", "hard
	// copy"), by first word: the adjective picks a class the domain
	// defines, not a degree, so no vague word is found inside them.
	termsOfArt map[string][]phrase

	expansions map[string][]string
}

func set(words string) map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(words) {
		m[w] = true
	}
	return m
}

func newLexicon() *lexicon {
	l := &lexicon{
		determiners:  set("the a an each every any this that these those its their his her our your all some no another either neither"),
		prepositions: set("to from for with of by on in into onto at via about over under between through after before during within without against per"),
		partners:     set("to with from by"),
		conjunctions: set("and or but nor so then when whenever if unless until while once because before after"),
		auxiliaries:  set("is are was were be been being has have had do does did shall must will would should can could may might means requires includes applies happens occurs allows fails succeeds"),
		modals:       set("shall must will would should can could may might"),
		obligations:  set("shall must will should"),
		pronouns:     set("it they them this these those he she him her we us you i itself themselves"),
		stop: set("a an the and or but nor not no yes if then else when whenever while unless until once so than that which who whom whose what where why how " +
			"is are was were be been being has have had do does did done shall must will would should can could may might " +
			"to from for with of by on in into onto at via about over under between through after before during within without against per as " +
			"it its they them their this these those there here also only just very such other same each every any all some both either neither " +
			"up down out off more most less least few many much own"),
		generic: set("system application app service platform software product user customer shall able allow allowed support provide ensure " +
			"portal website site solution tool module backend frontend " +
			"size data limit value amount number maximum minimum total length time up respond return complete process handle take accept display " +
			"be make use need " +
			// being required is the obligation, not what is limited; the name
			// of a dimension is in the limit's unit
			"require required requires requir distance weight length height width depth duration period volume " +
			// verbs that name the dimension: "weigh no more than 15 kg" is a weight
			"weigh " +
			// a wish in a user story, and verbs of extent ("covers 14 nights",
			// "spans 3 days", "lasts 2 hours") name no quantity of their own
			"want wants cover covers span spans last lasts " +
			// verbs of a duration's running and lengthening: "a loan shall not
			// run for more than 14 days", "extend a loan to a total of 28 days"
			"run runs extend extends"),
		mass:       set("data information software content storage traffic media"),
		adjectives: set("new old current last next first second same other main primary secondary default uploaded selected given existing entire whole original final"),
		scopes:     set("plan plans tier tiers mode modes edition editions subscription subscriptions environment environments region regions license licenses"),
		units:      map[string]unitInfo{},
		concepts: map[string]string{"upload": "file", "file": "file", "attachment": "file", "photo": "image",
			"picture": "image", "image": "image", "pic": "image", "video": "video", "clip": "video", "pwd": "password",
			"passphrase": "password", "password": "password", "enrol": "enrol", "enroll": "enrol", "register": "enrol",
			"document": "file", "doc": "file",
			// How much something holds: "hold up to 2,500 bags", "a capacity
			// of 3,000 bags", "accommodate 40 boats", "room for 12 people".
			"hold": "capacity", "capacity": "capacity", "accommodat": "capacity", "contain": "capacity",
			"hous": "capacity", "fit": "capacity", "seat": "capacity", "sleep": "capacity",
			// The verb and the noun of one activity: "attach" and
			// "attachment", "borrow" and "loan", "available" and "uptime".
			"attach": "file", "borrow": "loan", "lend": "loan", "loan": "loan",
			"available": "availability", "availabl": "availability", "availability": "availability", "uptime": "availability"},
		rejections: set("reject rejects rejected block blocks blocked deny denies denied refuse refuses refused prohibit " +
			"prohibits prohibited disallow disallows disallowed"),
		negations: set("not no never cannot can't mustn't shan't won't"),
		keeps: set("retain retains retained retaining retention keep keeps kept keeping store stores stored storing storage " +
			"preserve preserves preserved preserving"),
		deletes: set("delete deletes deleted deleting deletion purge purges purged purging erase erases erased erasing erasure " +
			"destroy destroys destroyed destroying destruction dispose disposes disposed disposing disposal discard discards " +
			"discarded discarding remove removes removed removing removal anonymise anonymises anonymised anonymize anonymizes anonymized"),
		qualities: set("stable unstable comfortable uncomfortable reasonable unreasonable acceptable unacceptable suitable " +
			"unsuitable reliable unreliable usable unusable maintainable unmaintainable scalable portable extensible flexible " +
			"inflexible durable affordable sustainable desirable undesirable favourable favorable unfavourable preferable " +
			"considerable noticeable unnoticeable remarkable enjoyable agreeable disagreeable valuable profitable sensible " +
			"feasible infeasible plausible credible tangible manageable unmanageable dependable predictable unpredictable " +
			"adaptable understandable readable unreadable learnable operable navigable memorable pleasurable presentable " +
			"respectable fashionable legible illegible accessible inaccessible audible inaudible visible-enough " +
			"reusable upgradable upgradeable serviceable repairable interoperable testable verifiable trustable " +
			"vulnerable invulnerable responsible-enough knowledgeable capable incapable sociable approachable " +
			"comparable incomparable negligible tolerable intolerable bearable unbearable considerable miserable " +
			"honourable honorable admirable likeable likable loveable lovable forgivable justifiable defensible " +
			// fitness for use by people or vehicles
			"passable impassable drivable driveable walkable rideable trafficable traversable habitable uninhabitable " +
			"liveable livable workable unworkable"),
		resultatives: set("kept left held made rendered maintained remain keep keeps"),
		causatives:   set("keep keeps keeping make makes making leave leaves leaving render renders rendering"),
		states: set("clean tidy neat safe dry clear busy warm cool cold hot quiet calm short low high small tight " +
			"secure healthy fresh steady stable smooth comfortable presentable orderly free-flowing"),
		persons: set("user users customer customers client clients administrator administrators admin admins manager managers " +
			"operator operators owner owners member members employee employees agent agents author authors buyer buyers " +
			"seller sellers visitor visitors guest guests friend friends patient patients doctor doctors student students " +
			"teacher teachers driver drivers recipient recipients sender senders reviewer reviewers approver approvers " +
			"dispatcher dispatchers passenger passengers pupil pupils parent parents nurse nurses pharmacist pharmacists " +
			"applicant applicants caller callers officer officers inspector inspectors clerk clerks secretary secretaries " +
			"supervisor supervisors technician technicians engineer engineers courier couriers coach coaches player players " +
			"tenant tenants landlord landlords volunteer volunteers child children " +
			// Persons that the generated list leaves out, because WordNet
			// also names things with them or internal/wordnetgen lists them
			// among its components ("pilot", "conductor", "guard"), but that
			// the corpus uses as persons ("the harbour pilot", "the guard
			// acknowledges the start signal"). This list wins.
			"attendant attendants pilot pilots permittee permittees installer installers trainer trainers carer carers " +
			"conductor conductors underwriter underwriters cleaner cleaners guard guards " +
			// People taking part, whom WordNet misses or also reads as
			// things ("a walker" is a frame, "a bowler" a hat): counted
			// together with guests and players in a limit on a group.
			"participant participants learner learners walker walkers bowler bowlers archer archers " +
			"runner runners swimmer swimmers climber climbers diner diners entrant entrants resident residents " +
			// Roles named after what they hold or run ("the permit holder",
			// "the harbour master") and organisers.
			"holder holders master masters organiser organisers organizer organizers"),
		// A feature offered "for returning families" names whom it
		// serves, as "for each artist" does.
		groups: set("family families household households team teams group groups"),
		// A bound on these needs no unit: "a pH below 7.6".
		unitless: set("ph ratio index factor multiplier coefficient"),
		// One thing under two names counts one in a numeric limit: "24
		// standard cars" and "30 vehicles" in a lane, "4 seats" and "6
		// places".
		countKinds: map[string]string{
			"car": "vehicle", "vehicl": "vehicle", "van": "vehicle",
			"seat": "place", "place": "place", "space": "place", "spot": "place",
			"job": "job", "task": "job", "installation": "job",
		},
		expansions: map[string][]string{
			"SSO": {"Single Sign-On"}, "MFA": {"Multi-Factor Authentication"}, "2FA": {"Two-Factor Authentication"},
			"SLA": {"Service Level Agreement"}, "SLO": {"Service Level Objective"}, "RPO": {"Recovery Point Objective"},
			"RTO": {"Recovery Time Objective"}, "GDPR": {"General Data Protection Regulation"},
			"PII": {"Personally Identifiable Information"}, "CRM": {"Customer Relationship Management"},
			"ERP": {"Enterprise Resource Planning"}, "SKU": {"Stock Keeping Unit"}, "KPI": {"Key Performance Indicator"},
			"RBAC": {"Role-Based Access Control"}, "ACL": {"Access Control List"}, "CDN": {"Content Delivery Network"},
			"JWT": {"JSON Web Token"}, "OTP": {"One-Time Password"}, "SAML": {"Security Assertion Markup Language"},
			"LDAP": {"Lightweight Directory Access Protocol"}, "MVP": {"Minimum Viable Product"},
			"POS": {"Point of Sale"}, "ETA": {"Estimated Time of Arrival"}, "PWA": {"Progressive Web App"},
			"SPA": {"Single-Page Application"}, "CMS": {"Content Management System"}, "QA": {"Quality Assurance"},
			"CI": {"Continuous Integration"}, "CD": {"Continuous Delivery", "Continuous Deployment"},
			"SMTP": {"Simple Mail Transfer Protocol"}, "VPN": {"Virtual Private Network"},
			"CORS": {"Cross-Origin Resource Sharing"}, "XSS": {"Cross-Site Scripting"}, "CSRF": {"Cross-Site Request Forgery"},
			"OCR": {"Optical Character Recognition"}, "AI": {"Artificial Intelligence"}, "ML": {"Machine Learning"},
			"GPS": {"Global Positioning System"}, "HIPAA": {"Health Insurance Portability and Accountability Act"},
			"PCI": {"Payment Card Industry"}, "DSS": {"Data Security Standard"}, "WAF": {"Web Application Firewall"},
			"DR": {"Disaster Recovery"}, "HA": {"High Availability"}, "VAT": {"Value-Added Tax"},
			"ETL": {"Extract, Transform, Load"}, "BI": {"Business Intelligence"}, "TTL": {"Time To Live"},
			"EXIF": {"Exchangeable Image File Format"}, "OIDC": {"OpenID Connect"}, "IAM": {"Identity and Access Management"},
			"KYC": {"Know Your Customer"}, "AML": {"Anti-Money Laundering"}, "EHR": {"Electronic Health Record"},
			"MRN": {"Medical Record Number"}, "IVR": {"Interactive Voice Response"}, "NPS": {"Net Promoter Score"},
		},
	}
	l.criteria = phrases([]string{"acceptance", "acceptance criteria", "given"})
	l.termsOfArt = map[string][]phrase{}
	for _, p := range phrases([]string{
		// transport
		"heavy goods vehicle", "heavy goods vehicles", "light goods vehicle", "light goods vehicles",
		"large goods vehicle", "large goods vehicles", "light rail", "heavy rail", "light aircraft", "long-haul",
		"short-haul", "long-stay", "short-stay", "low-emission zone", "low emission zone", "ultra low emission zone",
		// tides and electricity
		"high tide", "low tide", "high water", "low water", "high voltage", "low voltage", "high-voltage",
		"low-voltage", "extra-low voltage", "fast charger", "fast chargers", "rapid charger", "rapid chargers",
		"slow charger", "slow chargers", "fast charging", "rapid charging",
		// print, office and goods
		"large print", "hard copy", "hard copies", "soft copy", "soft copies", "hard drive", "hard drives",
		"hard disk", "hard disks", "hot desk", "hot desks", "hot desking", "hot swap", "hot-swap", "hot-swappable",
		"rough sawn", "dry goods", "soft drinks", "small claims", "long-term care", "high-visibility", "hi-vis",
		"fresh water", "salt water", "light curtain", "light curtains", "main menu", "main entrance",
		"best before", "best-before",
		// versions
		"minor version", "minor versions", "major version", "major versions", "minor release", "minor releases",
		"major release", "major releases",
	}) {
		l.termsOfArt[p[0]] = append(l.termsOfArt[p[0]], p)
	}
	addUnits := func(dim string, factor float64, names string) {
		for _, n := range strings.Fields(names) {
			l.units[n] = unitInfo{dim: dim, factor: factor}
		}
	}
	addUnits("bytes", 1, "b byte bytes")
	addUnits("bytes", 1e3, "kb kilobyte kilobytes")
	addUnits("bytes", 1024, "kib")
	addUnits("bytes", 1e6, "mb megabyte megabytes")
	addUnits("bytes", 1<<20, "mib")
	addUnits("bytes", 1e9, "gb gigabyte gigabytes")
	addUnits("bytes", 1<<30, "gib")
	addUnits("bytes", 1e12, "tb terabyte terabytes")
	addUnits("seconds", 1e-3, "ms msec millisecond milliseconds")
	addUnits("seconds", 1, "s sec secs second seconds")
	addUnits("seconds", 60, "min mins minute minutes")
	addUnits("seconds", 3600, "h hr hrs hour hours")
	addUnits("seconds", 86400, "d day days night nights")
	addUnits("seconds", 7*86400, "wk week weeks")
	addUnits("seconds", 30*86400, "month months")
	addUnits("seconds", 365*86400, "y yr year years")
	addUnits("grams", 1e-3, "mg milligram milligrams")
	addUnits("grams", 1, "g gram grams")
	addUnits("grams", 1e3, "kg kgs kilogram kilograms kilo kilos")
	addUnits("grams", 1e6, "t tonne tonnes")
	addUnits("grams", 453.59237, "lb lbs")
	addUnits("metres", 1e-3, "mm millimetre millimetres millimeter millimeters")
	addUnits("metres", 1e-2, "cm centimetre centimetres centimeter centimeters")
	addUnits("metres", 1, "m metre metres meter meters")
	addUnits("metres", 1e3, "km kilometre kilometres kilometer kilometers")
	addUnits("metres", 1609.344, "mi mile miles")
	addUnits("metres", 0.3048, "ft foot feet")
	addUnits("litres", 1e-3, "ml millilitre millilitres milliliter milliliters")
	addUnits("litres", 1, "l litre litres liter liters")
	addUnits("percent", 1, "% percent")
	addUnits("watts", 1, "w watt watts")
	addUnits("watts", 1e3, "kw kilowatt kilowatts")
	addUnits("watts", 1e6, "mw megawatt megawatts")
	addUnits("watt-hours", 1e3, "kwh")
	addUnits("watt-hours", 1e6, "mwh")
	addUnits("volts", 1, "v volt volts")
	addUnits("volts", 1e3, "kv kilovolt kilovolts")
	addUnits("pascals", 1e5, "bar")
	addUnits("pascals", 1e3, "kpa")
	addUnits("hertz", 1, "hz hertz")
	addUnits("celsius", 1, "°c")
	addUnits("fahrenheit", 1, "°f")
	addUnits("money:eur", 1, "eur euro euros €")
	addUnits("money:usd", 1, "usd dollar dollars $")
	addUnits("money:gbp", 1, "gbp pound pounds £")
	addUnits("money:chf", 1, "chf")
	l.windows = map[string]string{"daily": "per:day", "hourly": "per:hour", "weekly": "per:week", "monthly": "per:month",
		"yearly": "per:year", "annually": "per:year", "annual": "per:year", "nightly": "per:day"}
	return l
}

// adjective reports whether w looks like an adjective in front of a noun.
func (l *lexicon) adjective(w string) bool {
	if l.adjectives[w] {
		return true
	}
	for _, suf := range []string{"ed", "ive", "ful", "able", "ible", "ous", "ic", "al"} {
		if strings.HasSuffix(w, suf) && len(w) > len(suf)+2 {
			return true
		}
	}
	return false
}

// addConcepts makes the one-word names of each synonym group one concept
// in the topics of numeric limits, so that "customer" and "client", or
// "photo" and "picture", limit the same quantity. Concepts already known
// keep their meaning.
func (l *lexicon) addConcepts(groups []synGroup) {
	for _, g := range groups {
		canon := ""
		for _, n := range g.names {
			if !strings.Contains(n, " ") {
				canon = stem(n)
				break
			}
		}
		if canon == "" {
			continue
		}
		if c, ok := l.concepts[canon]; ok {
			canon = c
		}
		for _, n := range g.names {
			if w := stem(n); !strings.Contains(n, " ") {
				if _, ok := l.concepts[w]; !ok {
					l.concepts[w] = canon
				}
			}
		}
	}
}
