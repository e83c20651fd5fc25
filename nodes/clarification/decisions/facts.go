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
// not presumed false: silence asks.
type Fact struct {
	Name string
	// Says what the fact means, for the documentation and for reports.
	Says string
	// Denials are the statements that deny it ("runs entirely in the
	// browser", "a single-user tool", "no public API"), patterns found
	// anywhere in the text.
	Denials []string
	// DeniedBy are the facts whose denial denies this one too: a tool
	// with a single user, or one that keeps nothing on a server, offers
	// no API to others.
	DeniedBy []string

	denials []Pattern
}

// Facts are the facts an entry or a domain may presume with `facts:`.
var Facts = []Fact{
	{Name: "users", Says: "several people use it", Denials: []string{
		"single-user|single-person|one-user|one-person",
		"single|one user|person app|application|tool|system|mode|use|setup",
		"personal use",
		"no|not|without multi-user|multiuser",
		"for|by my|his|her|their own use",
	}},
	{Name: "accounts", Says: "people sign in to it with accounts of their own", Denials: []string{
		"accessible|available|usable|used|run|runs|operate|operates|open ... without ?user authentication|login|logins|log-in|sign-in|account|accounts",
		"not|n't|never require|requires|need|needs ?any|a|an|user authentication|login|logins|log-in|sign-in|account|accounts",
		"no authentication|login|log-in|sign-in|accounts ... required|needed|necessary",
		"no user accounts|logins|login|sign-in",
	}},
	{Name: "server", Says: "it keeps data on a server of its own", Denials: []string{
		"run|runs|running|work|works|operate|operates|execute|executes|happen|happens entirely|only|fully|purely|completely|solely|locally in|within|inside ?the|a|your browser|browsers",
		"entirely|fully|purely|completely|solely client-side|in-browser|local",
		"client-side|in-browser|browser-only|local-only|offline-only only",
		"browser-only|local-only|offline-only|client-only",
		"no|without ?a|any ?dedicated backend|back-end|server|servers ?is|are required|needed|necessary",
		"without ?a|any ?dedicated backend|back-end|server",
		"not|n't|never require|requires|need|needs|use|uses ?a|any server|servers|backend|back-end|cloud",
		"no|nothing|never ... stored|saved|persisted|retained|uploaded|transmitted|sent ... server|servers|cloud|backend",
		"store|stores|save|saves|persist|persists|keep|keeps|retain|retains nothing",
		"no data|information|files ?is|are|will|gets ?be ?ever stored|saved|persisted|retained|kept",
		"static site|website|webapp",
	}},
	{Name: "api", Says: "it offers an API to other programs", DeniedBy: []string{"users", "server"}, Denials: []string{
		"offer|offers|offered|provide|provides|provided|expose|exposes|exposed|publish|publishes|is|are|be no|without ?a|any ?public|external|third-party|open|rest api|apis",
		"not|n't|never expose|exposes|offer|offers|provide|provides|publish|publishes ?a|an|any ?public|external|rest api|apis",
		"api|apis ... not|n't|never ... public|exposed|offered|provided|published",
		"internal api|apis only",
	}},
	{Name: "payments", Says: "money is paid through it", Denials: []string{
		"no|without ?online|in-app|in-system payment|payments processing|integration|gateway|handling|functionality|feature|features|system",
		"no|without online|in-app|in-system payment|payments|checkout",
		"no payments|checkout|billing",
		"not|n't|never handle|handles|process|processes|take|takes|accept|accepts|collect|collects|support|supports|include|includes|integrate|integrates ?any|online|in-app payment|payments|checkout|money",
		"payment|payments ... handled|made|settled|arranged|processed|done|happen|happens|occur|occurs ... offline|outside|externally|directly|separately|in person|in cash",
		"price|prices|priced|pricing ... by|on|upon|via|through ?a|individual request|requests|quotation|quotations|quote|quotes",
		"request|requests ?for a|an quote|quotation|quotations|estimate",
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
		m[f.Name] = f
	}
	return m
}()

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

// deniedFacts reads which facts the indexed text denies, each once.
func deniedFacts(all *positions) map[string]bool {
	denied := map[string]bool{}
	for i := range Facts {
		if all.any(Facts[i].denials) {
			denied[Facts[i].Name] = true
		}
	}
	// One pass suffices while no fact denied by another denies a third.
	for i := range Facts {
		if slices.ContainsFunc(Facts[i].DeniedBy, func(n string) bool { return denied[n] }) {
			denied[Facts[i].Name] = true
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
