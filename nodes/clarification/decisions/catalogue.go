package decisions

import (
	"cmp"
	"embed"
	"fmt"
	"io/fs"
	"path"
	"regexp"
	"slices"
	"sort"
	"strings"
	"sync"

	"gopkg.in/yaml.v3"

	"github.com/clarigraph/clarigraph/nodes/clarification/lang"
)

// Token is a word of a text (see package lang).
type Token = lang.Token

// Pattern is a token pattern (see package lang).
type Pattern = lang.Pattern

//go:embed catalogue/*.yaml
var files embed.FS

// Categories is the fixed taxonomy every entry belongs to.
var Categories = []string{
	"scope and behaviour", "data and lifecycle", "security and privacy", "interaction and UX",
	"quality attributes", "integration", "failure handling", "operations", "compliance", "terminology",
}

// Domain is one file of the catalogue: the decisions of one area that
// software specs commonly touch.
type Domain struct {
	ID    string `yaml:"domain"`
	Title string `yaml:"title"`
	// Gate is the evidence a specification must give that it is about
	// the domain (distinct terms in its requirements); Kinds the system
	// kinds its entries fit unless an entry names its own (see Kinds).
	Gate  Gate     `yaml:"gate,omitempty"`
	Kinds []string `yaml:"kinds,omitempty"`
	// Facts are what every entry's question takes for granted about the
	// system (see Facts): a specification that denies one is asked none
	// of them.
	Facts []string `yaml:"facts,omitempty"`
	// RaisedOnly marks a domain whose templates proved seldom worth
	// asking on their own: its decisions are asked only where the text
	// raises them — a partial statement, a required word beside the
	// subject, or a word finding folded in — and are otherwise recorded
	// as assumptions with their recommended answers (see "The floor").
	RaisedOnly bool `yaml:"raised_only,omitempty"`
	// Companions are the concepts that establish the domain for one of
	// its entries beyond the entry's subject: at least Min of its Terms
	// must stand in the specification's requirements (its whole text
	// when they are few), a term the subject's own words hold not
	// counted — commerce needs two of orders, carts, shipping, purchases
	// and menus, so that a "quote" for life cover or a policy's
	// "returns" raise no cart prices and no right of withdrawal. Unlike
	// the Gate, which keeps the domain's entries out of a specification
	// about something else, a match whose companions are missing is kept
	// (Match.Unestablished) but never asked: it is an assumption with its
	// recommended answer. Only Terms and Min are read.
	Companions Gate `yaml:"companions,omitempty"`
	// Routes is true for a domain whose subjects stand in the system's
	// own URLs and routes (an API's "GET /api/v2/orders"): elsewhere a
	// word of an address names the address, not a subject (atAddress).
	Routes  bool    `yaml:"routes,omitempty"`
	Entries []Entry `yaml:"entries"`
	file    string
}

// Entry is one decision point.
type Entry struct {
	// ID is unique in the catalogue: upper-case words joined by '-', the
	// first naming the domain ("ORD-AMEND").
	ID       string `yaml:"id"`
	Topic    string `yaml:"topic"`
	Category string `yaml:"category"`
	// Subjects are the patterns (see Pattern) that make the entry relevant
	// to a requirement: the things the decision is about ("order",
	// "booking|reservation"). Requires, when set, must match in the same
	// requirement too ("cancel|change|amend").
	Subjects []string `yaml:"subjects"`
	Requires []string `yaml:"requires,omitempty"`
	// Kinds are the system kinds the entry fits (any of them; see Kinds);
	// empty, those of its domain.
	Kinds []string `yaml:"kinds,omitempty"`
	// Presumes, when set, are what the question takes for granted about
	// the system — that it takes card payments, accepts uploads, works
	// offline, charges fees: one of them must occur in the
	// specification's requirements (its whole text when they are few),
	// or the entry is not asked unless the text states it in part. A
	// trading bot has prices and orders but no tax to ask about.
	Presumes []string `yaml:"presumes,omitempty"`
	// Facts are the facts about the system the question takes for
	// granted (see Facts: several users, accounts, data on a server, an
	// API offered to others, payments), besides its domain's: an entry is
	// not asked of a specification that denies one of them ("runs
	// entirely in the browser" denies file storage quotas).
	Facts []string `yaml:"facts,omitempty"`
	// Lasting is true for a decision about a system run for real users
	// over years — upgrades, growth, retention, hosting, service levels:
	// it is not asked of a specification that says it is a
	// demonstration, a prototype or a course project.
	Lasting bool `yaml:"lasting,omitempty"`
	// RaisedOnly marks one entry much as Domain.RaisedOnly marks a whole
	// domain: a template whose questions proved seldom worth asking on
	// their own is asked only where the text raises it — a partial
	// statement or a word finding folded in; its required words are part
	// of its subject and raise nothing — and is otherwise recorded as an
	// assumption.
	RaisedOnly bool `yaml:"raised_only,omitempty"`
	// Companions are the entry's own companions (see Domain.Companions),
	// needed besides its domain's.
	Companions Gate `yaml:"companions,omitempty"`
	// SameAs names the gap finders (their rules: "gap_marked") whose
	// questions ask this entry's decision in the text's own words: where
	// one of them is asked about the same thing, the entry's finding joins
	// that gap's question instead of asking its own (see sameDecision).
	SameAs []string `yaml:"same_as,omitempty"`
	// Listed is true for a decision settled by a list — which reports,
	// which file formats, which payment methods: a requirement that
	// gives its subject a closed list of two or more items right after
	// it ("statistics (goals, assists, cards)", "accepted formats: PDF,
	// DOCX") has made it, whatever words the list uses (see listNear).
	Listed bool `yaml:"listed,omitempty"`
	// Outcome is true for a decision about what becomes of a duplicate,
	// a clash or a repeated request: a requirement that states an outcome
	// beside its subject, in its sentence — a status code, a refusal, an
	// exclusion, a merge, a record not created, an error shown ("a
	// duplicate submission returns 409 Conflict") — has made it (see
	// outcomeNear).
	Outcome bool `yaml:"outcome,omitempty"`
	// PathVersion is true for a decision about where an API's version
	// goes: a requirement that names its subject and a version in a path
	// ("GET /api/v1/orders") has made it (see pathVersion).
	PathVersion bool `yaml:"path_version,omitempty"`
	// OtherSenses are patterns that, found around a subject's word (from
	// senseReach words before it to senseReach after, overlapping it),
	// show the word used in another sense than the entry's: "room
	// availability" is not uptime, a "responsive layout" not speed, a
	// "power spike" not request load. That occurrence does not count.
	OtherSenses []string `yaml:"other_senses,omitempty"`
	// Near are the entry's companions in the requirement (or passage)
	// itself: patterns one of which must stand in the same requirement as
	// its subject for that occurrence to be in the entry's sense, the
	// subject's own words counted. Where the word alone has several
	// senses and the entry's is known by what stands beside it — the rows,
	// records or spreadsheet of a data import, not a movie "imported"
	// into a library; the other party of a chat, not an assistant's chat
	// panel; the data or database a backup keeps, not a loader that
	// "backs up" to defaults; the job a batch runs, not a medicine batch
	// —, an occurrence without any of them is another sense and does not
	// count (questions generation 45). Unlike Companions, which look for
	// the domain anywhere in the requirements, Near reads the requirement
	// that holds the word.
	Near []string `yaml:"near,omitempty"`
	// NotAScreen marks an entry about what the system does behind its
	// interface (the analytics of how people use the product, a
	// service's health and readiness checks) whose subject, where it
	// names a part of the product's interface — a tab, page, screen,
	// panel, dashboard, section or menu ("the Analytics tab", "tabs for
	// Overview, Analytics and Weather", "a readiness dashboard") —, is
	// that screen: a feature showing the domain's data to its users (a
	// sailing session's analytics, a fleet's readiness), not the entry's
	// concern. Such an occurrence is no mention; like one without the
	// companions of Near, it is no sign of another sense either
	// (namesScreen; questions generation 46).
	NotAScreen bool `yaml:"not_a_screen,omitempty"`
	// Compounds are what the words of its subjects need of the words
	// right beside them to be in the entry's sense: the nouns they may
	// modify, the nouns that may modify them, whether they must be nouns
	// themselves (see Compound; questions generation 49). An occurrence
	// that fails them names another thing: like one without the
	// companions of Near, it is no mention and no sign of another sense.
	Compounds []Compound `yaml:"compounds,omitempty"`
	// Decided are patterns that show a spec has already made the decision
	// ("order ... can|cannot ... cancel ... until|after|once"): a match
	// anywhere in the spec settles the entry. Partly are patterns that
	// show it is partly stated: the question is still asked, ranked lower.
	Decided []string `yaml:"decided"`
	Partly  []string `yaml:"partly,omitempty"`
	// Question is asked when the entry is relevant and not decided;
	// "{subject}" is replaced with the subject as the spec words it.
	Question    string   `yaml:"question"`
	Options     []Option `yaml:"options"`
	Recommended string   `yaml:"recommended"`
	Why         string   `yaml:"why"`
	// Impact is how much the decision changes what is built, 1 to 5.
	Impact int `yaml:"impact"`
	// Sources are the public rules the entry rests on, by ID: "ASVS
	// V7.3.1", "GDPR Art. 17", "RFC 9110 §15.5.20", "Zalando API #151",
	// "Microsoft REST 8.2", "NIST SP 800-63B 5.2.2", "WCAG 2.2 SC 2.2.1",
	// "ISO/IEC 25010 availability", "OWASP Cheat Sheet Session
	// Management", "Google AIP-158", "EARS", "ISO 8601", "PCI DSS 3.2.1".
	Sources  []string `yaml:"sources"`
	Examples Examples `yaml:"examples"`

	subjects, requires, decided, partly, presumes, senses, near []Pattern
	// routes is its domain's Routes.
	routes bool
	// measured is true when a decided pattern holds a number or a unit:
	// the decision is settled by a value.
	measured bool
	// rated is true when a decided pattern holds "per": the decision is
	// settled by a rate ("600 requests per minute").
	rated bool
}

// Option is one answer to an entry's question.
type Option struct {
	Label        string `yaml:"label"`
	Description  string `yaml:"description"`
	Implications string `yaml:"implications"`
	// ExcludedBy are patterns of the option's own phrasings that a text
	// holding one has ruled out: a sign-up page excludes accounts made
	// only by an administrator's invitation. An option the text excludes
	// is never recommended (see Entry.Recommend): a default must not go
	// against what the specification states.
	ExcludedBy []string `yaml:"excluded_by,omitempty"`
	// Defers is true for an option that decides nothing — a way to decide
	// later ("To be decided by hazard analysis") instead of a value or a
	// behaviour. It is never the entry's recommendation while another
	// option decides (Load reports it), never chosen in place of an
	// excluded one while one that decides is left (see Entry.Recommend),
	// and an answer choosing it leaves the question open in the FCS
	// (fcs.Option.Defers).
	Defers bool `yaml:"defers,omitempty"`

	excluded []Pattern
}

// Examples are sentences that pin an entry's patterns: each Raises
// sentence makes the entry relevant and leaves it open; each Decided
// sentence makes it relevant and decides it. The tests run every one.
type Examples struct {
	Raises  []string `yaml:"raises"`
	Decided []string `yaml:"decided"`
	// Excludes are sentences that leave the entry open and exclude its
	// recommended option (see Option.ExcludedBy); an entry whose
	// recommended option can be excluded needs one.
	Excludes []string `yaml:"excludes,omitempty"`
}

// Catalogue is every domain file, validated and compiled.
type Catalogue struct {
	Domains []Domain
	Entries []*Entry // in file order, then entry order

	once     sync.Once
	ix       *index
	byID     map[string]*Entry
	domain   map[string]string  // entry ID → domain ID
	domainOf map[string]*Domain // entry ID → its domain
}

// Load reads and validates the catalogue embedded in the module.
func Load() (*Catalogue, error) { return LoadFS(files, "catalogue") }

// LoadFS reads and validates every *.yaml file in dir of fsys. Every
// problem found is reported, each naming its file and entry.
func LoadFS(fsys fs.FS, dir string) (*Catalogue, error) {
	names, err := fs.Glob(fsys, path.Join(dir, "*.yaml"))
	if err != nil {
		return nil, err
	}
	sort.Strings(names)
	c := &Catalogue{}
	cs, problems := readConcepts(fsys, dir)
	seen := map[string]string{}
	for _, name := range names {
		if path.Base(name) == ConceptsFile {
			continue
		}
		data, err := fs.ReadFile(fsys, name)
		if err != nil {
			return nil, err
		}
		var d Domain
		dec := yaml.NewDecoder(strings.NewReader(string(data)))
		dec.KnownFields(true)
		if err := dec.Decode(&d); err != nil {
			problems = append(problems, fmt.Sprintf("%s: %v", name, err))
			continue
		}
		d.file = name
		if d.ID == "" || d.Title == "" || len(d.Entries) == 0 {
			problems = append(problems, name+": needs domain, title and entries")
		}
		for _, p := range slices.Concat(d.Gate.compileWith("gate", cs), d.Companions.companions(cs), checkKinds(d.Kinds), checkFacts(d.Facts)) {
			problems = append(problems, fmt.Sprintf("%s: %s", name, p))
		}
		for i := range d.Entries {
			e := &d.Entries[i]
			if prev, dup := seen[e.ID]; dup {
				problems = append(problems, fmt.Sprintf("%s: %s: ID also used in %s", name, e.ID, prev))
			}
			seen[e.ID] = name
			e.routes = d.Routes
			for _, p := range slices.Concat(e.validateWith(cs), checkKinds(e.Kinds), checkFacts(e.Facts)) {
				problems = append(problems, fmt.Sprintf("%s: %s: %s", name, e.ID, p))
			}
		}
		c.Domains = append(c.Domains, d)
	}
	if len(problems) == 0 {
		problems = cs.unused()
	}
	if len(problems) > 0 {
		return nil, &Error{Problems: problems}
	}
	for i := range c.Domains {
		for j := range c.Domains[i].Entries {
			c.Entries = append(c.Entries, &c.Domains[i].Entries[j])
		}
	}
	return c, nil
}

// Error lists every problem found in the catalogue files.
type Error struct{ Problems []string }

func (e *Error) Error() string {
	return fmt.Sprintf("decisions: %d problems in the catalogue: %s", len(e.Problems), strings.Join(e.Problems, "; "))
}

var (
	idRe     = regexp.MustCompile(`^[A-Z][A-Z0-9]*(-[A-Z0-9]+)+$`)
	sourceRe = regexp.MustCompile(`^(ASVS V\d+\.\d+\.\d+|GDPR Art\. \d+(\(\d+\))?(\([a-z]\))?|RFC \d+( §[\d.]+)?|Zalando API #\d+|Microsoft REST [\d.]+|Google AIP-\d+|NIST SP 800-\d+[A-Z]? [\d.]+|WCAG 2\.2 SC \d+\.\d+\.\d+|ISO/IEC 25010 [a-z -]+|ISO 8601|ISO 4217|ISO 3166-1|ISO/IEC 27001 A\.[\d.]+|OWASP Cheat Sheet [A-Za-z /-]+|OWASP Top 10 A\d\d|PCI DSS [\d.]+|EARS|12-Factor [IVX]+|CloudEvents [\d.]+|OpenAPI [\d.]+|SemVer 2\.0\.0|Unicode UAX #\d+|IEEE 830 [\d.]+|ePrivacy Art\. \d+|EAA Art\. \d+|POSIX [a-z]+|SRE Book ch\. \d+|GDPR Recital \d+|NIST SP 800-53 [A-Z]{2}-\d+|IEC 61508-\d( [\d.]+)?|IEC 62682|IEC 60204-1( [\d.]+)?|ISO 13850|DSA Art\. \d+|EN 301 549( [\d.]+)?|Unicode UTS #\d+|EU (Directive|Regulation) \d+/\d+(/E[CU])? Art\. \d+[a-z]?(\(\d+\))?(\([a-z]\))?|IAS \d+( §\d+)?|GS1 AI \(\d{2,4}\)|ANSI/NISO Z39\.\d+|W3C [A-Z][A-Za-z ]+|OWASP LLM\d\d)$`)
)

// validate returns what is wrong with e, compiling its patterns.
func (e *Entry) validate() []string { return e.validateWith(nil) }

// validateWith is validate with the catalogue's concepts (see Concept).
func (e *Entry) validateWith(cs *concepts) []string {
	var p []string
	if !idRe.MatchString(e.ID) {
		p = append(p, "id must be upper-case words joined by '-'")
	}
	if strings.TrimSpace(e.Topic) == "" {
		p = append(p, "no topic")
	}
	if !slices.Contains(Categories, e.Category) {
		p = append(p, fmt.Sprintf("category %q is not one of %s", e.Category, strings.Join(Categories, ", ")))
	}
	compile := func(what string, srcs []string, need bool) []Pattern {
		if need && len(srcs) == 0 {
			p = append(p, "no "+what)
		}
		var out []Pattern
		for _, s := range srcs {
			pt, err := cs.compile(s)
			if err != nil {
				p = append(p, fmt.Sprintf("%s %q: %v", what, s, err))
				continue
			}
			out = append(out, pt)
		}
		return out
	}
	e.subjects = compile("subjects", e.Subjects, true)
	e.requires = compile("requires", e.Requires, false)
	e.decided = compile("decided", e.Decided, true)
	e.measured = slices.ContainsFunc(e.decided, Pattern.Measures)
	e.rated = slices.ContainsFunc(e.Decided, func(s string) bool { return strings.Contains(" "+s+" ", " per ") })
	e.partly = compile("partly", e.Partly, false)
	e.presumes = compile("presumes", e.Presumes, false)
	e.senses = compile("other_senses", e.OtherSenses, false)
	e.near = compile("near", e.Near, false)
	for i := range e.Compounds {
		p = append(p, e.Compounds[i].compile(cs)...)
	}
	p = append(p, e.Companions.companions(cs)...)
	if !strings.HasSuffix(strings.TrimSpace(e.Question), "?") {
		p = append(p, "question must end with '?'")
	}
	if n := len(e.Options); n < 2 || n > 4 {
		p = append(p, fmt.Sprintf("%d options (want 2 to 4)", n))
	}
	labels := map[string]bool{}
	for i := range e.Options {
		o := &e.Options[i]
		if o.Label == "" || o.Description == "" || o.Implications == "" {
			p = append(p, fmt.Sprintf("option %d needs label, description and implications", i+1))
		}
		o.excluded = compile(fmt.Sprintf("option %q excluded_by", o.Label), o.ExcludedBy, false)
		if o.Label == e.Recommended && len(o.ExcludedBy) > 0 && len(e.Examples.Excludes) == 0 {
			p = append(p, fmt.Sprintf("recommended %q can be excluded but there is no example that excludes it", o.Label))
		}
		if labels[o.Label] {
			p = append(p, fmt.Sprintf("option label %q twice", o.Label))
		}
		labels[o.Label] = true
	}
	if !labels[e.Recommended] {
		p = append(p, fmt.Sprintf("recommended %q is not an option label", e.Recommended))
	}
	if i := slices.IndexFunc(e.Options, func(o Option) bool { return o.Label == e.Recommended }); i >= 0 && e.Options[i].Defers {
		if j := slices.IndexFunc(e.Options, func(o Option) bool { return !o.Defers }); j >= 0 {
			p = append(p, fmt.Sprintf("recommended %q defers (decides nothing) though option %q decides", e.Recommended, e.Options[j].Label))
		}
	}
	for _, r := range e.SameAs {
		if !gapRules[r] {
			p = append(p, fmt.Sprintf("same_as %q is no gap rule", r))
		}
	}
	if strings.TrimSpace(e.Why) == "" {
		p = append(p, "no why for the recommendation")
	}
	if e.Impact < 1 || e.Impact > 5 {
		p = append(p, fmt.Sprintf("impact %d (want 1 to 5)", e.Impact))
	}
	if len(e.Sources) == 0 {
		p = append(p, "no sources")
	}
	for _, s := range e.Sources {
		if !sourceRe.MatchString(s) {
			p = append(p, fmt.Sprintf("source %q is not in a known form (see Entry.Sources)", s))
		}
	}
	if len(e.Examples.Raises) == 0 || len(e.Examples.Decided) == 0 {
		p = append(p, "needs at least one example that raises it and one that decides it")
	}
	return p
}

// Relevant reports whether the entry concerns a requirement's text: a
// subject matches and, when the entry has any, a required word too. It
// returns the subject as the text words it.
func (e *Entry) Relevant(toks []Token, text string) (subject string, ok bool) {
	for _, s := range e.subjects {
		for at := 0; at < len(toks); at++ {
			to, hit := s.MatchAt(toks, at)
			if !hit || e.otherSense(toks, at, to) || !e.routes && atAddress(toks, text, at, to) || e.compoundOther(toks, text, at, to, nil) {
				continue
			}
			if len(e.requires) > 0 && !anyMatch(e.requires, toks) {
				return "", false
			}
			return text[toks[at].Start():toks[to-1].End()], true
		}
	}
	return "", false
}

// senseReach is how many words before and after a subject's match its
// other senses are looked for (see Entry.OtherSenses).
const senseReach = 5

// otherSense reports whether the subject matched at toks[from:to] (the
// tokens of its requirement or passage) is used in another sense than
// the entry's: one of its other senses matches near it, overlapping it
// (see Entry.OtherSenses), or none of the companions its sense needs
// stands in the requirement (see Entry.Near).
func (e *Entry) otherSense(toks []Token, from, to int) bool {
	if !e.nearOK(toks) || e.NotAScreen && namesScreen(toks, from, to) {
		return true
	}
	return e.otherSenseNear(toks, from, to)
}

// nearOK reports whether toks (a requirement or passage) hold one of the
// companions the entry's sense needs there (see Entry.Near): always, for
// an entry that names none.
func (e *Entry) nearOK(toks []Token) bool {
	return len(e.near) == 0 || anyMatch(e.near, toks)
}

// otherSenseNear reports whether one of the entry's other senses (see
// Entry.OtherSenses) matches near the subject at toks[from:to],
// overlapping it.
func (e *Entry) otherSenseNear(toks []Token, from, to int) bool {
	if len(e.senses) == 0 {
		return false
	}
	lo, hi := max(0, from-senseReach), min(len(toks), to+senseReach)
	for _, p := range e.senses {
		for i := lo; i < to; i++ {
			if end, ok := p.MatchAt(toks[:hi], i); ok && end > from {
				return true
			}
		}
	}
	return false
}

// Presumed reports whether tokens hold what the entry's question takes
// for granted (see Entry.Presumes): always, for an entry that presumes
// nothing.
func (e *Entry) Presumed(toks []Token) bool {
	return len(e.presumes) == 0 || anyMatch(e.presumes, toks)
}

// Decides reports whether tokens (a whole spec) settle the entry.
func (e *Entry) Decides(toks []Token) bool {
	if anyMatch(e.decided, toks) {
		return true
	}
	if e.PathVersion && pathVersion(toks) && anyMatch(e.subjects, toks) {
		return true
	}
	if e.Listed || e.Outcome {
		for _, s := range e.subjects {
			for at := 0; at < len(toks); at++ {
				if to, hit := s.MatchAt(toks, at); hit && (e.Listed && listNear(toks, at, to) || e.Outcome && outcomeNear(toks, at, to)) {
					return true
				}
			}
		}
	}
	return false
}

// Recommend returns the label of the option to recommend for a text
// (tokens of a whole spec): the entry's recommendation unless the text
// excludes it (Option.ExcludedBy), else the first option it does not
// exclude that decides (not Option.Defers), else the first it does not
// exclude. When it excludes every option, the entry's own stands.
func (e *Entry) Recommend(toks []Token) string {
	return e.recommendWith(func(ps []Pattern) bool { return anyMatch(ps, toks) })
}

// recommendWith is Recommend with a test of whether patterns occur in
// the text.
func (e *Entry) recommendWith(occurs func([]Pattern) bool) string {
	i := slices.IndexFunc(e.Options, func(o Option) bool { return o.Label == e.Recommended })
	if i < 0 || len(e.Options[i].excluded) == 0 || !occurs(e.Options[i].excluded) {
		return e.Recommended
	}
	first := ""
	for _, o := range e.Options {
		if len(o.excluded) == 0 || !occurs(o.excluded) {
			if !o.Defers {
				return o.Label
			}
			first = cmp.Or(first, o.Label)
		}
	}
	return cmp.Or(first, e.Recommended)
}

// PartlyStates reports whether tokens state the entry in part.
func (e *Entry) PartlyStates(toks []Token) bool { return anyMatch(e.partly, toks) }

func anyMatch(ps []Pattern, toks []Token) bool {
	for _, p := range ps {
		if _, _, ok := p.Find(toks); ok {
			return true
		}
	}
	return false
}

var loadDefault = sync.OnceValues(Load)

// Default returns the catalogue embedded in the module, loaded and
// compiled once per process; every caller shares it (it is read-only).
func Default() (*Catalogue, error) { return loadDefault() }
