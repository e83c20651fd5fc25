package decisions

import (
	"fmt"
	"slices"
	"sort"
	"strings"

	"github.com/clarigraph/clarigraph/fcs"
	"github.com/clarigraph/clarigraph/nodes/clarification/lang"
)

// Gate is the evidence that a specification is about a domain: Min
// distinct terms (patterns, see Pattern) found in its requirements and,
// when it has any, one of its Core terms — the words without which the
// domain is not there at all (an approval workflow needs "approve" or
// "approval", not only "request" and "reject"). A domain without terms is
// about every specification (its entries still name the system kinds
// they fit).
type Gate struct {
	Terms []string `yaml:"terms"`
	Min   int      `yaml:"min"`
	Core  []string `yaml:"core,omitempty"`
	// Unless are statements that deny what the gate looks for ("shall
	// be accessible without authentication"): one of them closes it,
	// whatever its terms.
	Unless []string `yaml:"unless,omitempty"`

	terms, core, unless []Pattern
}

// Kind is a kind of system a specification describes, known from the
// words of its requirements (see Kinds): a decision about sign-in
// sessions fits a system people sign in to, one about an API's clients a
// system reached over a network.
type Kind struct {
	Name string
	// Says what the kind means, for the documentation and for reports.
	Says string
	Gate Gate
}

// Kinds are the system kinds an entry (or a whole domain) may require
// with `kinds:`; an entry that names several fits a specification of any
// of them.
var Kinds = []Kind{
	{Name: "accounts", Says: "people sign in to it with accounts of their own", Gate: Gate{Min: 2, Terms: []string{
		"log|sign in|into|on|off|out", "login|logon|log-in|sign-in|logout|log-out", "password|passwords|passphrase|pin",
		"account|accounts", "authenticate|authentication|authenticated", "username|usernames|userid", "user name|id",
		"register|registration|registers|registered|signup|sign-up",
	}, Unless: []string{
		"accessible|available|usable|used|run|runs|operate|operates|open ... without ?user authentication|login|logins|log-in|sign-in|account|accounts",
		"not|never|don't|doesn't|won't|don’t|doesn’t|won’t require|requires|need|needs ?any|a|an|user authentication|login|logins|log-in|sign-in|account|accounts",
		"no authentication|login|log-in|sign-in|accounts ... required|needed|necessary",
		"no user accounts|logins",
	}}},
	{Name: "online", Says: "it is used over a network: a web site or service, an API, a server", Gate: Gate{Min: 2, Terms: []string{
		"web|website|websites|web-based|webpage|webpages|browser|browsers", "internet|online", "server|servers",
		"cloud", "http|https|url|urls", "api|apis|endpoint|endpoints", "portal", "network", "app store|stores",
		"mobile app|apps|application|applications", "e-commerce|ecommerce",
	}}},
	{Name: "shared", Says: "several people with different roles work on the same records", Gate: Gate{Min: 3, Terms: []string{
		"administrator|administrators|admin|admins", "manager|managers|supervisor|supervisors", "staff|employee|employees|clerk|clerks",
		"customer|customers|client|clients", "member|members|patron|patrons", "moderator|moderators|publisher|publishers",
		"librarian|librarians|teacher|teachers|student|students|instructor|instructors", "waiter|waiters|chef|chefs|cashier|cashiers",
		"operator|operators|officer|officials|official", "role|roles|permission|permissions|privilege|privileges",
		"several|multiple|other user|users", "team|teams|department|departments|group|groups",
	}}},
	{Name: "device", Says: "it runs on or controls hardware: a device, a vehicle, equipment", Gate: Gate{Min: 2, Terms: []string{
		"device|devices|handheld", "hardware", "sensor|sensors", "battery|batteries", "firmware",
		"equipment|machine|machines|machinery", "onboard|on-board", "vehicle|vehicles|train|trains",
		"camera|microphone|gps|bluetooth|usb|printer|printers|scanner|scanners|barcode|rfid|touchscreen|keypad|tablet|tablets",
		"power supply|loss|failure|outage",
	}}},
	{Name: "cli", Says: "it is run from a command line or in scripts", Gate: Gate{Min: 2, Terms: []string{
		"command line", "command-line|cli|terminal|shell|console", "stdout|stderr|stdin", "exit code|codes|status",
		"flag|flags|option|options|argument|arguments|subcommand|subcommands", "command|commands", "script|scripts|scripting",
	}}},
	{Name: "personal", Says: "it keeps data about identifiable people", Gate: Gate{Min: 2, Terms: []string{
		"personal data|information|details", "address|addresses", "email|e-mail", "phone|telephone",
		"date of birth", "birth date|dates", "patient|patients|passenger|passengers|patron|patrons|employee|employees|student|students|customer|customers|member|members|citizen|citizens",
		"privacy|private|gdpr|consent", "contact details|information",
	}}},
	{Name: "money", Says: "money changes hands through it", Gate: Gate{Min: 2, Terms: []string{
		"pay|pays|paid|payment|payments", "price|prices|pricing", "#money", "invoice|invoices|bill|bills|billing",
		"credit card|cards", "refund|refunds|refunded", "fee|fees|charge|charges|charged", "discount|discounts", "balance|balances",
	}}},
}

var kindByName = func() map[string]*Kind {
	m := map[string]*Kind{}
	for i := range Kinds {
		if p := Kinds[i].Gate.compile("kind " + Kinds[i].Name); len(p) > 0 {
			panic("decisions: " + strings.Join(p, "; "))
		}
		m[Kinds[i].Name] = &Kinds[i]
	}
	return m
}()

// compile compiles the gate's terms, reporting problems with what.
func (g *Gate) compile(what string) []string { return g.compileWith(what, nil) }

// compileWith is compile with the catalogue's concepts (see Concept).
func (g *Gate) compileWith(what string, cs *concepts) []string {
	var p []string
	g.terms, g.core, g.unless = nil, nil, nil
	for _, s := range g.Terms {
		pt, err := cs.compile(s)
		if err != nil {
			p = append(p, fmt.Sprintf("%s term %q: %v", what, s, err))
			continue
		}
		g.terms = append(g.terms, pt)
	}
	for _, s := range g.Core {
		pt, err := cs.compile(s)
		if err != nil {
			p = append(p, fmt.Sprintf("%s core term %q: %v", what, s, err))
			continue
		}
		g.core = append(g.core, pt)
	}
	for _, s := range g.Unless {
		pt, err := cs.compile(s)
		if err != nil {
			p = append(p, fmt.Sprintf("%s unless %q: %v", what, s, err))
			continue
		}
		g.unless = append(g.unless, pt)
	}
	if len(g.Terms) > 0 && (g.Min < 1 || g.Min > len(g.Terms)) {
		p = append(p, fmt.Sprintf("%s: min %d (want 1 to %d)", what, g.Min, len(g.Terms)))
	}
	return p
}

// open reports whether the gate lets a specification in: at least Min
// of its terms occur in the indexed text.
func (g *Gate) open(pos *positions) bool {
	if len(g.terms) == 0 {
		return true
	}
	if len(g.core) > 0 && !pos.any(g.core) || len(g.unless) > 0 && pos.any(g.unless) {
		return false
	}
	n := 0
	for _, t := range g.terms {
		if pos.any([]Pattern{t}) {
			if n++; n >= g.Min {
				return true
			}
		}
	}
	return false
}

// companions compiles g as a domain's or an entry's companions (see
// Domain.Companions): terms and a min only.
func (g *Gate) companions(cs *concepts) []string {
	p := g.compileWith("companions", cs)
	if len(g.Core) > 0 || len(g.Unless) > 0 {
		p = append(p, "companions: only terms and min")
	}
	if len(g.Terms) == 0 && g.Min != 0 {
		p = append(p, "companions: a min without terms")
	}
	return p
}

// established reports whether companions g stand in the text indexed by
// pos: at least Min of its terms, a term that the subject's own words
// hold not counted (a "quote" is no companion of a cart's prices). No
// terms need nothing.
func (g *Gate) established(pos *positions, subject []lang.Token) bool {
	if len(g.terms) == 0 {
		return true
	}
	n := 0
	for _, t := range g.terms {
		if _, _, own := t.Find(subject); own {
			continue
		}
		if pos.any([]Pattern{t}) {
			if n++; n >= g.Min {
				return true
			}
		}
	}
	return false
}

// checkKinds reports the names in ks that are not Kinds.
func checkKinds(ks []string) []string {
	var p []string
	for _, k := range ks {
		if kindByName[k] == nil {
			names := make([]string, len(Kinds))
			for i, k := range Kinds {
				names[i] = k.Name
			}
			p = append(p, fmt.Sprintf("kind %q is not one of %s", k, strings.Join(names, ", ")))
		}
	}
	return p
}

// Profile is what a specification is about: the system kinds it
// describes and the catalogue domains it passes the gate of.
type Profile struct {
	Kinds   []string // sorted
	Domains []string // sorted
	Denied  []string // the facts the text denies (see Facts), sorted
}

// Profile tells what kinds of system spec describes, which facts it
// denies and which domains of the catalogue it is about (see Gate, Kinds,
// Facts).
func (c *Catalogue) Profile(spec *fcs.Specification) Profile {
	if spec == nil {
		return Profile{}
	}
	c.index()
	all := lang.Tokenize(spec.Content)
	allPos := newPositions(all)
	kinds, domains := c.profile(requirementPositions(spec, splitUnits(spec, all), allPos), allPos)
	var p Profile
	for k := range kinds {
		p.Kinds = append(p.Kinds, k)
	}
	for i := range c.Domains {
		d := &c.Domains[i]
		if domains[d.ID] && fits(d.Kinds, kinds) {
			p.Domains = append(p.Domains, d.ID)
		}
	}
	for f := range deniedFacts(allPos) {
		p.Denied = append(p.Denied, f)
	}
	sort.Strings(p.Kinds)
	sort.Strings(p.Domains)
	sort.Strings(p.Denied)
	return p
}

// profile returns the kinds of system the indexed requirements describe
// and, by domain ID, whether the domain's gate lets them in.
func (c *Catalogue) profile(pos, all *positions) (kinds map[string]bool, gates map[string]bool) {
	kinds = map[string]bool{}
	p := newProfiler(c, pos, all)
	for i := range Kinds {
		if p.kind(Kinds[i].Name) {
			kinds[Kinds[i].Name] = true
		}
	}
	gates = make(map[string]bool, len(c.Domains))
	for i := range c.Domains {
		d := &c.Domains[i]
		gates[d.ID] = d.Gate.open(pos)
	}
	return kinds, gates
}

// profiler answers the gate and kind questions of one specification
// as they come, each once: a match asks only about the domains and kinds
// of the entries it found.
type profiler struct {
	c     *Catalogue
	pos   *positions // the requirements (see requirementPositions)
	all   *positions // the whole text
	kinds map[string]bool
	gates map[string]bool
	// isSolo is 1 when the text says it has one user, -1 when not, 0
	// before it is looked up; isDemo likewise for a demonstration.
	isSolo, isDemo int
	// denied are the facts the text denies (see Facts), read when an
	// entry that presumes one is first found.
	denied map[string]bool
	// norm indexes the sentences of pos that state something (see
	// normativePositions), built when a kind first needs it.
	norm *positions
}

func newProfiler(c *Catalogue, pos, all *positions) *profiler {
	return &profiler{c: c, pos: pos, all: all, kinds: map[string]bool{}, gates: map[string]bool{}}
}

// gate reports whether the specification passes the gate of a domain.
func (p *profiler) gate(domain string) bool {
	open, ok := p.gates[domain]
	if !ok {
		open = p.c.domainByID(domain).Gate.open(p.pos)
		p.gates[domain] = open
	}
	return open
}

// kind reports whether the specification is of a kind. A specification
// that says it has a single user is not shared, whatever roles it names.
func (p *profiler) kind(name string) bool {
	is, ok := p.kinds[name]
	if !ok {
		pos := p.pos
		if normativeKinds[name] {
			if p.norm == nil {
				p.norm = normativePositions(p.pos)
			}
			pos = p.norm
		}
		is = kindByName[name].Gate.open(pos) && !(name == "shared" && p.solo())
		p.kinds[name] = is
	}
	return is
}

// solo reports whether the specification says it has one user ("a
// single-user system", "for personal use", "not multi-user").
func (p *profiler) solo() bool {
	if p.isSolo == 0 {
		p.isSolo = -1
		if p.all.any(soloPatterns) {
			p.isSolo = 1
		}
	}
	return p.isSolo > 0
}

// demo reports whether the specification says the system is a
// demonstration, a prototype or a course project rather than one run for
// real users over years: its upgrades, growth, hosting and service
// levels are not decisions it has to make (Entry.Lasting).
func (p *profiler) demo() bool {
	if p.isDemo == 0 {
		p.isDemo = -1
		if p.all.any(demoPatterns) {
			p.isDemo = 1
		}
	}
	return p.isDemo > 0
}

// demoPatterns say a system is built to be shown, not run.
var demoPatterns = []Pattern{
	lang.MustCompile("intended|designed|built|meant|developed for ?an|a academic|educational|teaching|classroom ?demonstration|demonstrations|purposes|use|project|exercise|assignment"),
	lang.MustCompile("academic|educational|student|course|class|university|college|school|capstone|semester|coursework demonstration|demonstrations|prototype|prototypes|assignment|exercise"),
	lang.MustCompile("academic|course|class|capstone|semester|coursework|term project"),
	lang.MustCompile("proof of concept"),
	lang.MustCompile("proof-of-concept"),
	lang.MustCompile("rather than ?as ?a|an production|commercial|certified system|service|deployment|product|use"),
}

// soloPatterns say a system has one user.
var soloPatterns = []Pattern{
	lang.MustCompile("single-user|single-person"),
	lang.MustCompile("single|one user|person"),
	lang.MustCompile("personal use"),
	lang.MustCompile("no|not|without multi-user|multiuser"),
}

// fits reports whether entry e fits the specification's kinds: its own
// kinds, or else its domain's (any of them; none names no condition).
func (p *profiler) fits(e *Entry) bool {
	want := e.Kinds
	if len(want) == 0 {
		want = p.c.domainOf[e.ID].Kinds
	}
	return len(want) == 0 || slices.ContainsFunc(want, p.kind)
}

// domainByID returns the domain with the given ID.
func (c *Catalogue) domainByID(id string) *Domain {
	for i := range c.Domains {
		if c.Domains[i].ID == id {
			return &c.Domains[i]
		}
	}
	return &Domain{}
}

// fits reports whether a specification of the given kinds fits an entry
// or domain that names want (any of them; none names no condition).
func fits(want []string, kinds map[string]bool) bool {
	return len(want) == 0 || slices.ContainsFunc(want, func(k string) bool { return kinds[k] })
}

// minGateRequirements is how many requirements a specification needs for
// its gates to look at its requirements only; with fewer (a weak reader
// left most of the text outside them), they look at all of it.
const minGateRequirements = 10

// requirementPositions indexes the words of the requirements — or
// returns all, the positions of the whole content, when they are too few
// (minGateRequirements). Requirements that stand where they are in the
// content, in order, are a view of all (viewOver).
func requirementPositions(spec *fcs.Specification, units []unit, all *positions) *positions {
	if len(spec.Requirements) < minGateRequirements {
		return all
	}
	return laterPositions(units, all, deferredRequirements(spec))
}

// laterPositions is requirementPositions with the requirements put off
// (deferredRequirements) already read: a text holds them (text.later),
// and matchText need not read them again.
func laterPositions(units []unit, all *positions, later map[string]bool) *positions {
	// What a specification puts off or out of scope ("Production cloud
	// deployment" under "Out of Scope") is not what it is about.
	n := 0
	for _, u := range units {
		if u.req != "" && !later[u.req] {
			n++
		}
	}
	// The requirements' own tokens, not a copy: at the size limit a copy
	// is eighty megabytes.
	runs := make([][]lang.Token, 0, n)
	for _, u := range units {
		if u.req != "" && !later[u.req] {
			runs = append(runs, u.toks)
		}
	}
	if at := runsAt(units, later, all); at != nil {
		return viewOver(all, runs, at)
	}
	return newRunPositions(runs)
}

// runsAt returns where the tokens of each requirement unit not put off
// begin in all's one run, when each is a run of it (a unit of base 0;
// see splitUnits) and they come in order, apart; nil otherwise.
func runsAt(units []unit, later map[string]bool, all *positions) []int {
	if len(all.runs) != 1 || all.over != nil {
		return nil
	}
	toks := all.runs[0]
	var at []int
	end := 0 // the end of the last run, in toks
	for _, u := range units {
		if u.req == "" || later[u.req] {
			continue
		}
		if u.base != 0 {
			return nil
		}
		lo := end
		if len(u.toks) > 0 {
			start := u.toks[0].Start()
			lo = sort.Search(len(toks), func(i int) bool { return toks[i].Start() >= start })
			if lo < end || lo+len(u.toks) > len(toks) {
				return nil
			}
			end = lo + len(u.toks)
		}
		at = append(at, lo)
	}
	return at
}

// normativeKinds are the kinds whose subjects must be what the
// specification states something about — an actor or an object of a
// sentence with a modal or a verb of ability — not a word in passing: a
// payment named in a product's description does not make a system that
// takes payments.
var normativeKinds = map[string]bool{"money": true, "personal": true}

// normative are the words that make a sentence state something.
var normative = set("shall must will should can may could need needs required require requires allow allows allowed able enable enables want wants support supports")

// normativePositions indexes the sentences of the tokens of pos that
// hold a word of normative.
func normativePositions(pos *positions) *positions {
	var out, sentence [][]lang.Token
	var at, sentenceAt []int
	lo, i := 0, 0
	flush := func() {
		sentence, sentenceAt = pos.span(lo, i, sentence[:0], sentenceAt[:0])
		if slices.ContainsFunc(sentence, func(toks []lang.Token) bool { return hasWord(toks, normative) }) {
			out = append(out, sentence...)
			at = append(at, sentenceAt...)
		}
		lo = i
	}
	var prev *lang.Token
	for _, run := range pos.runs {
		for k := range run {
			t := &run[k]
			if i != lo && (strings.ContainsAny(t.Punct(), ".;!?") || t.Start() < prev.End()) {
				flush()
			}
			prev = t
			i++
		}
	}
	flush()
	if base := pos.base(); base != nil {
		// The sentences are pieces of pos's runs, in order: a view of
		// the index those are pieces of.
		return viewOver(base, out, at)
	}
	return newRunPositions(out)
}
