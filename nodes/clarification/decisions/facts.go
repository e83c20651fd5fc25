package decisions

import (
	"fmt"
	"slices"
	"strings"

	"github.com/clarigraph/clarigraph/nodes/clarification/lang"
)

// Fact is something about the system a catalogue entry's question takes
// for granted (Entry.Facts, Domain.Facts) and a specification can deny in
// so many words: that several people use it, that they sign in, that it
// keeps data on a server, that it offers an API to other programs, that
// money is paid through it. The profile of a specification reads every
// fact once (Catalogue.Profile's Denied); an entry that presumes a fact
// the specification denies is not asked. A fact the text does not deny is
// not presumed false: silence asks. A denial narrowed by a scope right
// after it ("no login is required to browse", "no data is stored in
// plain text", "works without a server connection during outages")
// denies the fact only there, so not at all; and a fact the text also
// affirms ("the server shall store …") is not denied, whatever partial
// sentence says otherwise.
type Fact struct {
	Name string
	// Says what the fact means, for the documentation and for reports.
	Says string
	// Denials are the statements that deny it ("runs entirely in the
	// browser", "a single-user tool", "no public API"), patterns found
	// anywhere in the text.
	Denials []string
	// Affirms are the statements that affirm it ("the server shall
	// store", "customers shall sign in"): a text that affirms a fact
	// does not deny it.
	Affirms []string
	// DeniedBy are the facts whose denial denies this one too: a tool
	// with a single user, or one that keeps nothing on a server, offers
	// no API to others.
	DeniedBy []string
	// Lone are statements that deny the fact only in a text that shows
	// no sign of it anywhere else (Signs): "guests pay without an
	// account" says nobody needs one for that, and where nobody signs
	// in, registers or has an account anywhere else in the text, nobody
	// has one at all — every option of an accounts question would
	// presume what the text denies (issue 27, questions generation 42).
	Lone []string
	// Signs are the words that show the fact outside a lone denial ("an
	// account", "sign in", "users register"). They are narrow on
	// purpose: a word of another sense ("a router password", "swap fees
	// are accounted", "the gap register") is no sign, and a text with a
	// sign keeps its questions.
	Signs []string

	denials, affirms, lone, signs []Pattern
}

// scopes are what, right after a denial (within scopeReach words of its
// sentence), narrows it to a case: a condition or a time ("during
// outages", "unless", "when offline"), a limit ("longer than 30 days"),
// a form ("in plain text") or a purpose other than use itself ("to
// browse the catalogue"; "to use the app" denies the fact whole).
var scopes = compileAll(
	"during|while|whenever|when|unless|except|until|beyond|outside|if|after|before",
	"?for longer|more|less|fewer than",
	"in|as plain|clear|unencrypted|readable ?text|form",
	"to !use|access|run|open|start|a|an|the|any|it|them",
)

// scopeReach is how many words after a denial a scope may start.
const scopeReach = 3

// narrowed reports whether a scope follows the denial that ends at
// toks[end] in its sentence.
func narrowed(toks []lang.Token, end int) bool {
	for k := end; k < len(toks) && k < end+scopeReach; k++ {
		if strings.ContainsAny(toks[k].Punct(), ".;:!?") {
			return false
		}
		for _, pt := range scopes {
			if _, ok := pt.MatchAt(toks, k); ok {
				return true
			}
		}
	}
	return false
}

// compileAll compiles pattern sources known to be valid, with the
// elements of lang.CompileWith ("!use|access": one token none of those
// words; lang.Compile would read "!use" as a word no text holds).
func compileAll(srcs ...string) []Pattern {
	out := make([]Pattern, len(srcs))
	for i, s := range srcs {
		pt, err := lang.CompileWith(s, lang.Env{})
		if err != nil {
			panic(fmt.Sprintf("decisions: pattern %q: %v", s, err))
		}
		out[i] = pt
	}
	return out
}

// Facts are the facts an entry or a domain may presume with `facts:`.
var Facts = []Fact{
	{Name: "users", Says: "several people use it", Denials: []string{
		"single-user|single-person|one-user|one-person",
		"single|one user|person app|application|tool|system|mode|use|setup",
		"personal use",
		"no|not|without multi-user|multiuser",
		"for|by my|his|her|their own use",
	}, Affirms: []string{
		"multiple|several|many|concurrent users",
	}},
	{Name: "accounts", Says: "people sign in to it with accounts of their own", Denials: []string{
		"accessible|available|usable|used|run|runs|operate|operates|open ... without ?user authentication|login|logins|log-in|sign-in|account|accounts",
		"not|never|don't|doesn't|won't|don’t|doesn’t|won’t require|requires|need|needs ?any|a|an|user authentication|login|logins|log-in|sign-in|account|accounts",
		"no authentication|login|log-in|sign-in|accounts ... required|needed|necessary",
		"no user accounts|logins|login|sign-in",
	}, Affirms: []string{
		"shall|must|will|can|may ?first sign|log in|on|into",
		"shall|must|will|can|may ?first authenticate|register|login|log-in|sign-in",
		"shall|must|will be authenticated",
		"shall|must|will be logged in",
	}, Lone: []string{
		"without ?a|an|any ?user|customer account|accounts|registration|login|logins|log-in|sign-in|sign-up|signup",
		"without ?having|needing ?to register|registering|sign|signing|log|logging",
	}, Signs: []string{
		"a|an|the|my|your|their|his|her|our|its|own|user|customer|member|new|personal|staff|admin|administrator|guest account",
		"accounts",
		"sign|log in|into|on|out|off|up",
		"login|logins|logon|log-in|sign-in|logout|log-out|sign-up|signup|username|usernames|userid",
		"authenticate|authenticated|authentication",
		"to|can|may|must|shall|will|should|and|or register|re-register",
		"registered|registering|registration|self-registration",
	}},
	{Name: "server", Says: "it keeps data on a server of its own", Denials: []string{
		"run|runs|running|work|works|operate|operates|execute|executes|happen|happens entirely|only|fully|purely|completely|solely|locally in|within|inside ?the|a|your browser|browsers",
		"entirely|fully|purely|completely|solely client-side|in-browser|local",
		"client-side|in-browser|browser-only|local-only|offline-only only",
		"browser-only|local-only|offline-only|client-only",
		"no|without ?a|any ?dedicated backend|back-end|server|servers ?is|are required|needed|necessary",
		"no database|backend|back-end|server|servers or|nor database|backend|back-end|server|servers ?is|are required|needed|necessary",
		"without ?a|any ?dedicated backend|back-end|server",
		"not|never|don't|doesn't|won't|don’t|doesn’t|won’t require|requires|need|needs|use|uses ?a|any server|servers|backend|back-end|cloud",
		"no|nothing|never ... stored|saved|persisted|retained|uploaded|transmitted|sent ... server|servers|cloud|backend",
		"store|stores|save|saves|persist|persists|keep|keeps|retain|retains nothing",
		"no data|information|files ?is|are|will|gets ?be ?ever stored|saved|persisted|retained|kept",
	}, Affirms: []string{
		"server|servers|backend|back-end|database shall|must|will|should ?also store|keep|save|persist|hold|record",
		"shall|must|will|should store|keep|save|persist ... on|in ?the|a server|servers|backend|back-end|database|cloud",
	}},
	{Name: "api", Says: "it offers an API to other programs", DeniedBy: []string{"users", "server"}, Denials: []string{
		"offer|offers|offered|provide|provides|provided|expose|exposes|exposed|publish|publishes|is|are|be no|without ?a|any ?public|external|third-party|open|rest api|apis",
		"not|never|don't|doesn't|won't|don’t|doesn’t|won’t expose|exposes|offer|offers|provide|provides|publish|publishes ?a|an|any ?public|external|rest api|apis",
		"api|apis ... not|never|isn't|aren't|won't|isn’t|aren’t|won’t ... public|exposed|offered|provided|published",
		"internal api|apis only",
	}, Affirms: []string{
		"shall|must|will|should expose|offer|provide|publish ?a|an ?public|external|rest api|apis",
	}},
	{Name: "payments", Says: "money is paid through it", Denials: []string{
		"no|without ?online|in-app|in-system payment|payments processing|integration|gateway|handling|functionality|feature|features|system",
		"no|without online|in-app|in-system payment|payments|checkout",
		"no payments|checkout|billing",
		"not|never|don't|doesn't|won't|don’t|doesn’t|won’t handle|handles|process|processes|take|takes|accept|accepts|collect|collects|support|supports|include|includes|integrate|integrates ?any|online|in-app payment|payments|checkout|money",
		"payment|payments ... handled|made|settled|arranged|processed|done|happen|happens|occur|occurs ... offline|outside|externally|directly|separately",
		"payment|payments ... handled|made|settled|arranged|processed|done|happen|happens|occur|occurs ... in person|cash",
		"price|prices|priced|pricing ... by|on|upon|via|through ?a|individual request|requests|quotation|quotations|quote|quotes",
	}, Affirms: []string{
		"shall|must|will|can|may pay|purchase|buy",
	}},
}

var factByName = func() map[string]*Fact {
	m := map[string]*Fact{}
	for i := range Facts {
		f := &Facts[i]
		for _, s := range f.Denials {
			pt, err := lang.Compile(s)
			if err != nil {
				panic(fmt.Sprintf("decisions: fact %s denial %q: %v", f.Name, s, err))
			}
			f.denials = append(f.denials, pt)
		}
		for _, s := range f.Affirms {
			pt, err := lang.Compile(s)
			if err != nil {
				panic(fmt.Sprintf("decisions: fact %s affirmation %q: %v", f.Name, s, err))
			}
			f.affirms = append(f.affirms, pt)
		}
		for _, s := range f.Lone {
			f.lone = append(f.lone, mustFact(f.Name, "lone denial", s))
		}
		for _, s := range f.Signs {
			f.signs = append(f.signs, mustFact(f.Name, "sign", s))
		}
		m[f.Name] = f
	}
	return m
}()

// mustFact compiles a pattern of fact name known to be valid.
func mustFact(name, what, src string) Pattern {
	pt, err := lang.Compile(src)
	if err != nil {
		panic(fmt.Sprintf("decisions: fact %s %s %q: %v", name, what, src, err))
	}
	return pt
}

// deniedAlone reports whether the indexed text denies f by one of its
// lone denials (Fact.Lone) no scope narrows, and shows none of its
// signs (Fact.Signs) outside those denials: "without an account" in a
// text where nothing else names an account.
func deniedAlone(f *Fact, all *positions) bool {
	if len(f.lone) == 0 || !all.anyWhere(f.lone, scopeReach+4, func(toks []lang.Token, end int) bool { return !narrowed(toks, end) }) {
		return false
	}
	all.once.Do(all.build)
	for _, run := range all.runs {
		var denials [][2]int
		for _, pt := range f.lone {
			for from := 0; from < len(run); {
				a, b, ok := pt.Find(run[from:])
				if !ok {
					break
				}
				denials = append(denials, [2]int{from + a, from + b})
				from += a + 1
			}
		}
		for _, pt := range f.signs {
			for from := 0; from < len(run); {
				a, b, ok := pt.Find(run[from:])
				if !ok {
					break
				}
				a, b = from+a, from+b
				if !slices.ContainsFunc(denials, func(d [2]int) bool { return d[0] <= a && b <= d[1] }) {
					return false
				}
				from = a + 1
			}
		}
	}
	return true
}

// checkFacts reports the names in fs that are not Facts.
func checkFacts(fs []string) []string {
	var p []string
	for _, f := range fs {
		if factByName[f] == nil {
			names := make([]string, len(Facts))
			for i, f := range Facts {
				names[i] = f.Name
			}
			p = append(p, fmt.Sprintf("fact %q is not one of %s", f, strings.Join(names, ", ")))
		}
	}
	return p
}

// deniedFacts reads which facts the indexed text denies, each once: a
// denial no scope narrows, of a fact the text does not affirm.
func deniedFacts(all *positions) map[string]bool {
	denied, affirmed := map[string]bool{}, map[string]bool{}
	for i := range Facts {
		f := &Facts[i]
		if affirmed[f.Name] = all.any(f.affirms); affirmed[f.Name] {
			continue
		}
		if all.anyWhere(f.denials, scopeReach+4, func(toks []lang.Token, end int) bool { return !narrowed(toks, end) }) || deniedAlone(f, all) {
			denied[f.Name] = true
		}
	}
	// One pass suffices while no fact denied by another denies a third.
	for i := range Facts {
		f := &Facts[i]
		if !affirmed[f.Name] && slices.ContainsFunc(f.DeniedBy, func(n string) bool { return denied[n] }) {
			denied[f.Name] = true
		}
	}
	return denied
}

// contradicted reports whether the specification denies a fact entry e
// presumes — its own facts, and its domain's.
func (p *profiler) contradicted(e *Entry) bool {
	d := p.c.domainOf[e.ID]
	if len(e.Facts) == 0 && (d == nil || len(d.Facts) == 0) {
		return false
	}
	if p.denied == nil {
		p.denied = deniedFacts(p.all)
	}
	is := func(n string) bool { return p.denied[n] }
	return slices.ContainsFunc(e.Facts, is) || d != nil && slices.ContainsFunc(d.Facts, is)
}
