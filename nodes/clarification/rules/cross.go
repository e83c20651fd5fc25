package rules

import (
	"fmt"
	"slices"
	"strings"
	"unicode"
)

// reqDoc is a tokenized requirement with its place in the specification.
type reqDoc struct {
	id     string
	offset int
	doc    *doc
}

// crossHit is a finding of a cross-requirement rule.
type crossHit struct {
	req int // index into the reqDoc slice
	hit
}

// synonyms finds one concept named two ways: for each group with two or
// more names in use, every name but the first used is reported at its
// first occurrence.
func (a *Analyzer) synonyms(docs []reqDoc, c *compiledRule) []crossHit {
	type first struct {
		req, from, to int
	}
	type name struct{ group, name int }
	seen := map[name]first{}
	orders := make([][]int, len(c.synGroups)) // names per group in order of first use
	for ri, rd := range docs {
		d := rd.doc
		for i := range d.tokens {
			if d.tokens[i].quoted {
				continue
			}
			for _, ref := range c.synIndex[d.tokens[i].lower] {
				g := &c.synGroups[ref.group]
				n := name{ref.group, g.nameOf[ref.variant]}
				if _, ok := seen[n]; ok {
					continue
				}
				v := g.variants[ref.variant]
				_, sTo := d.sentenceRange(i)
				if !d.matchAt(v, i, sTo) || d.guarded(c, i, i+len(v)) {
					continue
				}
				seen[n] = first{ri, i, i + len(v)}
				orders[ref.group] = append(orders[ref.group], n.name)
			}
		}
	}
	var out []crossHit
	for gi, order := range orders {
		if len(order) < 2 {
			continue
		}
		primary := seen[name{gi, order[0]}]
		pd := docs[primary.req].doc
		ptext := pd.text[pd.tokens[primary.from].start:pd.tokens[primary.to-1].end]
		for _, n := range order[1:] {
			f := seen[name{gi, n}]
			out = append(out, crossHit{req: f.req, hit: hit{
				rule: c, from: f.from, to: f.to,
				other: fmt.Sprintf("%q in %s", ptext, docs[primary.req].id),
			}})
		}
	}
	slices.SortFunc(out, func(x, y crossHit) int {
		if x.req != y.req {
			return x.req - y.req
		}
		return x.from - y.from
	})
	return out
}

// synRef points at one variant of one synonym group.
type synRef struct{ group, variant int }

// synGroup is one concept's names with their plural variants.
type synGroup struct {
	names    []string
	variants []phrase
	nameOf   []int
}

func compileSynGroups(patterns []string) []synGroup {
	var out []synGroup
	for _, g := range patterns {
		var sg synGroup
		for _, name := range strings.Split(g, "|") {
			p := parsePhrase(name)
			if len(p) == 0 {
				continue
			}
			idx := len(sg.names)
			sg.names = append(sg.names, strings.Join(p, " "))
			pl := slices.Clone(p)
			lastW := pl[len(pl)-1]
			if strings.HasSuffix(lastW, "y") && !strings.HasSuffix(lastW, "ey") {
				pl[len(pl)-1] = lastW[:len(lastW)-1] + "ies"
			} else {
				pl[len(pl)-1] = lastW + "s"
			}
			sg.variants = append(sg.variants, p, pl)
			sg.nameOf = append(sg.nameOf, idx, idx)
		}
		out = append(out, sg)
	}
	return out
}

// acronyms reports all-caps tokens of 2–6 letters that the specification
// never expands, are not whitelisted and are not requirement-ID prefixes,
// at their first use in each requirement that uses them: each requirement
// is read on its own, however often the acronym recurs (the questions
// merge them into one per acronym).
func (a *Analyzer) acronyms(content string, cd *doc, docs []reqDoc, c *compiledRule) []crossHit {
	defined := definedAcronyms(content, cd)
	for _, rd := range docs {
		prefix := strings.FieldsFunc(rd.id, func(r rune) bool { return !unicode.IsLetter(r) })
		for _, p := range prefix {
			defined[p] = true
		}
	}
	var out []crossHit
	for ri, rd := range docs {
		d := rd.doc
		reported := map[string]bool{}
		for i, t := range d.tokens {
			acr, ok := acronymOf(t)
			if !ok || t.quoted || c.known[acr] || defined[acr] || reported[acr] || d.guarded(c, i, i+1) || designation(d, i) ||
				romanPart(d, i) || a.lex.units[t.lower].isSet() || // a unit named: "the active power in MW"
				a.spelledOut(d, acr, i) {
				continue
			}
			reported[acr] = true
			out = append(out, crossHit{req: ri, hit: hit{rule: c, from: i, to: i + 1, other: acr}})
		}
	}
	return out
}

// spelledOut reports whether the requirement d spells acronym acr out
// before token at, in words whose initials it takes ("The relative
// humidity … shall not change by more than 5 % RH"): a reader has its
// meaning at hand. The words are content words of three letters or more,
// so that "each day" spells no "ED"; words after the acronym do not define
// it ("compute the CT achieved in the contact tank").
func (a *Analyzer) spelledOut(d *doc, acr string, at int) bool {
	n := len(acr)
	if n < 2 {
		return false
	}
	for i := 0; i+n <= at; i++ {
		ok := true
		for k := 0; k < n && ok; k++ {
			t := d.tokens[i+k]
			ok = t.kind == tokWord && len(t.lower) >= 3 && !a.lex.stop[t.lower] && t.lower[0] == acr[k]+('a'-'A')
		}
		if ok {
			return true
		}
	}
	return false
}

// romanPart reports whether token i is a roman numeral that numbers a
// part of a document or a class: "Annex II", "Part IV", "Class III".
func romanPart(d *doc, i int) bool {
	if i == 0 || strings.Trim(d.tokens[i].text, "IVX") != "" {
		return false
	}
	switch d.tokens[i-1].lower {
	case "annex", "appendix", "part", "schedule", "chapter", "class", "type", "phase", "stage", "level", "category",
		"zone", "volume", "tier", "grade", "article", "section", "title", "book", "division":
		return true
	}
	return false
}

// acronymOf returns the acronym a token spells: 2–6 upper-case ASCII
// letters, optionally with a plural "s"; in a compound, the acronym that
// heads a word ("MID-compliant": "MID") or capitals joined by hyphens
// ("POM-V").
func acronymOf(t token) (string, bool) {
	if t.kind != tokWord {
		return "", false
	}
	if head, tail, ok := strings.Cut(t.text, "-"); ok {
		switch {
		case len(head) > 1 && capitals(head) && lowerWord(tail) && !praising(tail):
			// One capital letter before a word is a term, no acronym:
			// "X-ray", "T-shirt", "U-value".
			return head, true
		case capitals(head) && capitals(strings.ReplaceAll(tail, "-", "")) && len(t.text) <= 8:
			return t.text, true
		}
		return "", false
	}
	w := strings.TrimSuffix(t.text, "s")
	if len(w) < 2 || len(w) > 6 {
		return mixedAcronym(t.text)
	}
	for i := 0; i < len(w); i++ {
		if w[i] < 'A' || w[i] > 'Z' {
			return mixedAcronym(t.text)
		}
	}
	return w, true
}

// mixedAcronym reports whether w is an acronym written with lower-case
// letters or one digit inside ("RhD", "SoC", "SpLD", "BACnet", "COBie",
// "CTDIvol", "P2PE"): it starts with a capital, has two or more capitals
// and two of them together or a capital at its end, no run of more than
// three lower-case letters, and at most one digit with three capitals.
// Names in camel case ("PayPal", "SharePoint", "PostgreSQL") have longer
// runs and are not acronyms.
func mixedAcronym(w string) (string, bool) {
	if len(w) < 3 || len(w) > 8 || w[0] < 'A' || w[0] > 'Z' {
		return "", false
	}
	caps, digits, run, longest, pair := 0, 0, 0, 0, false
	for i := 0; i < len(w); i++ {
		switch c := w[i]; {
		case c >= 'A' && c <= 'Z':
			caps++
			pair = pair || i > 0 && w[i-1] >= 'A' && w[i-1] <= 'Z'
			run = 0
		case c >= 'a' && c <= 'z':
			run++
			longest = max(longest, run)
		case c >= '0' && c <= '9':
			digits++
			run = 0
		default:
			return "", false
		}
	}
	last := w[len(w)-1]
	switch {
	case digits == 0 && caps >= 2 && longest > 0 && longest <= 3 && (pair || last >= 'A' && last <= 'Z'):
		return w, true
	case digits == 1 && longest == 0 && caps >= 3:
		return w, true
	}
	return "", false
}

// praising reports whether w ends a praising compound that vague_compound
// reports whole ("SEO-friendly", "GDPR-ready"): one finding for the span.
func praising(w string) bool {
	switch w {
	case "friendly", "ready", "grade", "centric", "proof", "like", "class", "quality", "optimised", "optimized":
		return true
	}
	return false
}

// designation reports whether the acronym at token i opens the
// designation of a standard with its number, through up to two short
// codes in capitals: "SMPTE ST 12-1", "EBU R 128", "ETSI EN 300 743",
// "ISO/IEC 27001" (the convention's standards written with their number).
func designation(d *doc, i int) bool {
	for k := i + 1; k < len(d.tokens) && k <= i+3; k++ {
		t := d.tokens[k]
		switch {
		case t.kind == tokNumber || t.kind == tokWord && strings.ContainsAny(t.text, "0123456789"):
			return true // a number or a code with digits: "v4.0", "D245.6"
		case t.text == "/" || t.kind == tokWord && capitals(t.text) && len(t.text) <= 5:
			continue
		}
		return false
	}
	return false
}

// capitals reports whether w is 1–6 upper-case ASCII letters.
func capitals(w string) bool {
	if w == "" || len(w) > 6 {
		return false
	}
	for i := 0; i < len(w); i++ {
		if w[i] < 'A' || w[i] > 'Z' {
			return false
		}
	}
	return true
}

// lowerWord reports whether w is two or more lower-case ASCII letters.
func lowerWord(w string) bool {
	if len(w) < 2 {
		return false
	}
	for i := 0; i < len(w); i++ {
		if w[i] < 'a' || w[i] > 'z' {
			return false
		}
	}
	return true
}

// definedAcronyms finds acronyms expanded anywhere in the content d (the
// tokens of content): "Full Name (ABC)", "ABC (full name)", glossary
// lines such as "ABC: full name", "**ABC** – full name", "ABC means …",
// and any acronym in a definitions or glossary section.
func definedAcronyms(content string, d *doc) map[string]bool {
	defined := map[string]bool{}
	defs := definitionSpans(content)
	ts := d.tokens
	lineStart := func(i int) bool {
		for k := i - 1; k >= 0; k-- {
			if strings.ContainsRune(content[ts[k].end:ts[i].start], '\n') {
				return true
			}
			if ts[k].kind != tokPunct {
				return false
			}
			i = k
		}
		return true
	}
	for i, t := range ts {
		acr, ok := acronymOf(t)
		if !ok {
			continue
		}
		prev := func(n int) string {
			if i-n >= 0 {
				return ts[i-n].text
			}
			return ""
		}
		next := func(n int) token {
			if i+n < len(ts) {
				return ts[i+n]
			}
			return token{}
		}
		switch {
		case inSpans(defs, t.start):
			defined[acr] = true
		case prev(1) == "(" && next(1).text == ")" && i >= 2 && (ts[i-2].kind == tokWord || ts[i-2].kind == tokNumber):
			defined[acr] = true
		case next(1).text == "(" && next(2).kind == tokWord && next(2).text != acr:
			defined[acr] = true
		case next(1).kind == tokWord && (next(1).lower == "means" || (next(1).lower == "stands" && next(2).lower == "for")):
			defined[acr] = true
		case lineStart(i) && (next(1).text == ":" || next(1).text == "=" || next(1).text == "-" || next(1).text == "–" || next(1).text == "—" || next(1).text == "*" || next(1).text == "|"):
			defined[acr] = true
		}
	}
	return defined
}
