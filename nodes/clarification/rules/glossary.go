package rules

import (
	"slices"
	"strings"
	"unicode"
)

// maxTermWords bounds the words of a glossary term.
const maxTermWords = 4

// glossary holds the terms a specification defines, indexed by first word.
type glossary map[string][]phrase

// definedTerms finds the terms a specification defines on lines of their
// own: "Critical data: data whose loss …", "- **Normal load** – 200
// requests per second", "| Peak hours | 17:00–20:00 |", or "“Typical
// use” means …". A term is one to four words of letters, spaces, hyphens
// and apostrophes, followed by a definition of at least two words. A
// vague word inside a defined term is defined, not vague.
func (a *Analyzer) definedTerms(content string) glossary {
	g := glossary{}
	for line := range strings.Lines(content) {
		term, rest, ok := splitDefinition(line)
		if !ok || len(strings.Fields(rest)) < 2 {
			continue
		}
		p := parsePhrase(term)
		if len(p) == 0 || len(p) > maxTermWords || slices.ContainsFunc(p, func(w string) bool { return a.lex.auxiliaries[w] }) {
			continue // a sentence, not a term
		}
		g[p[0]] = append(g[p[0]], p)
	}
	return g
}

// termWords is the length of a recurring term of art: a modifier and a
// compound noun ("the early bag store").
const termWords = 3

// addRecurring adds to g the terms of art a specification uses as fixed
// names: three lower-case content words after "the" that recur, word for
// word, in two or more requirements ("the early bag store shall hold …",
// "… to the early bag store"). A vague word inside a name used that way
// names a thing; it does not qualify one.
func (a *Analyzer) addRecurring(g glossary, docs []reqDoc) {
	type use struct {
		p    phrase
		reqs int
		last int
	}
	uses := map[string]*use{}
	var order []string
	for ri, rd := range docs {
		ts := rd.doc.tokens
		for k := 1; k+termWords <= len(ts); k++ {
			if ts[k-1].lower != "the" || !a.termRun(ts[k:k+termWords]) {
				continue
			}
			p := make(phrase, termWords)
			for n := range p {
				p[n] = ts[k+n].lower
			}
			key := strings.Join(p, " ")
			u, ok := uses[key]
			if !ok {
				u = &use{p: p, last: -1}
				uses[key] = u
				order = append(order, key)
			}
			if u.last != ri {
				u.reqs++
				u.last = ri
			}
		}
	}
	for _, key := range order {
		if u := uses[key]; u.reqs >= 2 {
			g[u.p[0]] = append(g[u.p[0]], u.p)
		}
	}
}

// termRun reports whether tokens are lower-case content words of one
// sentence: no function word, verb of obligation or quoted text.
func (a *Analyzer) termRun(ts []token) bool {
	for _, t := range ts {
		if t.kind != tokWord || t.quoted || t.sentence != ts[0].sentence || hasUpper(t.text) || a.lex.stop[t.lower] ||
			a.lex.auxiliaries[t.lower] || a.lex.conjunctions[t.lower] || a.lex.pronouns[t.lower] {
			return false
		}
	}
	return true
}

// splitDefinition splits a glossary line into its term and definition at
// the earliest separator.
func splitDefinition(line string) (term, rest string, ok bool) {
	s := strings.TrimSpace(line)
	s = strings.TrimLeft(s, "-*+|> \t")
	at, size := -1, 0
	for _, sep := range []string{":", " – ", " — ", " - ", "|", " means ", " refers to ", " is defined as "} {
		if k := strings.Index(s, sep); k > 0 && (at < 0 || k < at) {
			at, size = k, len(sep)
		}
	}
	if at < 0 {
		return "", "", false
	}
	term = strings.Trim(s[:at], " *_`\"'“”‘’")
	if term == "" || !isTermText(term) {
		return "", "", false
	}
	return term, strings.TrimSpace(s[at+size:]), true
}

func isTermText(s string) bool {
	for _, r := range s {
		if !unicode.IsLetter(r) && r != ' ' && r != '-' && r != '\'' && r != '’' {
			return false
		}
	}
	return true
}

// drop removes the hits of vague-word rules whose span lies inside a
// defined term of the specification.
func (g glossary) drop(d *doc, hits []hit) []hit {
	if len(g) == 0 || len(hits) == 0 {
		return hits
	}
	out := hits[:0]
	for _, h := range hits {
		if (h.rule.Family == FamilyVague || h.rule.Family == FamilyQuantity) && g.covers(d, h.from, h.to) {
			continue
		}
		out = append(out, h)
	}
	return out
}

// covers reports whether a defined term spans tokens [from, to).
func (g glossary) covers(d *doc, from, to int) bool {
	for k := max(0, from-maxTermWords+1); k <= from; k++ {
		for _, p := range g[d.tokens[k].lower] {
			if k+len(p) >= to && d.matchAt(p, k, len(d.tokens)) {
				return true
			}
		}
	}
	return false
}
