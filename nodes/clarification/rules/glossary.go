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
// use” means …"; inside a definitions or glossary section (see
// definitionSpans) also "A hot spare is a pump kept running at idle". A
// term is one to four words of letters, spaces, hyphens and apostrophes,
// followed by a definition of at least two words. A vague word inside a
// defined term is defined, not vague.
func (a *Analyzer) definedTerms(content string) glossary {
	g := glossary{}
	defs := definitionSpans(content)
	at := 0
	for line := range strings.Lines(content) {
		inDefs := inSpans(defs, at)
		at += len(line)
		term, rest, ok := splitDefinition(line, inDefs)
		if !ok || len(strings.Fields(rest)) < 2 {
			continue
		}
		a.addTerm(g, parsePhrase(term))
	}
	return g
}

// addTerm adds a term of one to four words, none of them an auxiliary
// (which would make it a sentence), to g.
func (a *Analyzer) addTerm(g glossary, p phrase) {
	if len(p) == 0 || len(p) > maxTermWords || slices.ContainsFunc(p, func(w string) bool { return a.lex.auxiliaries[w] }) {
		return
	}
	g[p[0]] = append(g[p[0]], p)
}

// definitionHeads are the words of a heading that opens a definitions
// section: "1.3 Definitions, acronyms and abbreviations", "## Glossary",
// "Terms:".
var definitionHeads = []string{"definition", "glossary", "terminology", "abbreviation", "acronym", "terms"}

// definitionSpans returns the byte ranges [from, to) of the lines under a
// heading that names definitions, up to the next heading.
func definitionSpans(content string) [][2]int {
	var spans [][2]int
	open, at := -1, 0
	for line := range strings.Lines(content) {
		if h, ok := headingText(line); ok {
			if open >= 0 {
				spans = append(spans, [2]int{open, at})
				open = -1
			}
			lh := strings.ToLower(h)
			if slices.ContainsFunc(definitionHeads, func(w string) bool { return strings.Contains(lh, w) }) {
				open = at + len(line)
			}
		}
		at += len(line)
	}
	if open >= 0 {
		spans = append(spans, [2]int{open, at})
	}
	return spans
}

func inSpans(spans [][2]int, at int) bool {
	for _, s := range spans {
		if at >= s[0] && at < s[1] {
			return true
		}
	}
	return false
}

// headingText returns the text of a heading line: a Markdown heading
// ("## Glossary"), a numbered one ("1.3 Definitions"), a bold line
// ("**Definitions**") or a short line ending in a colon ("Terms:"). A
// list item or a sentence is no heading.
func headingText(line string) (string, bool) {
	s := strings.TrimSpace(line)
	if strings.HasPrefix(s, "#") {
		return strings.TrimLeft(s, "# "), true
	}
	t := strings.Trim(s, "*_ ")
	words := strings.Fields(t)
	if len(words) == 0 || len(words) > 6 || strings.HasSuffix(t, ".") {
		return "", false
	}
	numbered := strings.Trim(words[0], "0123456789.") == "" && len(words) > 1 && unicode.IsLetter([]rune(words[1])[0])
	bold := strings.HasPrefix(s, "**") && strings.HasSuffix(s, "**")
	colon := strings.HasSuffix(t, ":") && len(words) <= 4 && unicode.IsUpper([]rune(t)[0])
	if numbered || bold || colon {
		return t, true
	}
	return "", false
}

// addNames adds to g the terms the specification introduces as names:
// two to four capitalised words inside a sentence ("the Early Bag Store",
// "the Border Targeting Centre"), two to four words in quotation marks
// ("a “busy message”"), and the expansion of an acronym in either order
// ("Interactive Voice Response (IVR)", "IVR (Interactive Voice
// Response)", "outdoor payment terminals (OPTs)"). Later uses of the
// name in lower case are the same name.
func (a *Analyzer) addNames(g glossary, d *doc) {
	ts := d.tokens
	word := func(k int) bool { return k >= 0 && k < len(ts) && ts[k].kind == tokWord }
	for k := 0; k < len(ts); k++ {
		t := ts[k]
		switch {
		case titleWord(t) && !a.lex.stop[t.lower] && word(k-1) && ts[k-1].sentence == t.sentence:
			n := 1
			for n < maxTermWords && word(k+n) && titleWord(ts[k+n]) && ts[k+n].sentence == t.sentence {
				n++
			}
			if n >= 2 {
				a.addTerm(g, lowerRun(ts[k:k+n]))
				k += n - 1
			}
		case t.quoted && word(k) && k > 0 && isQuote(ts[k-1].text):
			n := 0
			for k+n < len(ts) && ts[k+n].quoted && ts[k+n].kind == tokWord {
				n++
			}
			if n >= 2 && k+n < len(ts) && isQuote(ts[k+n].text) {
				a.addTerm(g, lowerRun(ts[k:k+n]))
			}
		}
		acr, ok := acronymOf(t)
		if !ok {
			continue
		}
		// "Full Name (ABC)": the words before the parenthesis whose
		// initials spell the acronym.
		if k >= 1 && ts[k-1].text == "(" && k+1 < len(ts) && ts[k+1].text == ")" {
			if n := len(acr); k-1-n >= 0 && initials(ts[k-1-n:k-1]) == acr {
				a.addTerm(g, lowerRun(ts[k-1-n:k-1]))
			}
		}
		// "ABC (Full Name)"
		if k+2 < len(ts) && ts[k+1].text == "(" {
			n := len(acr)
			if k+2+n < len(ts) && ts[k+2+n].text == ")" && initials(ts[k+2:k+2+n]) == acr {
				a.addTerm(g, lowerRun(ts[k+2:k+2+n]))
			}
		}
	}
}

// titleWord reports whether a word is capitalised but not all capitals
// ("Centre", not "IVR" or "centre").
func titleWord(t token) bool {
	if t.kind != tokWord || t.quoted {
		return false
	}
	r := []rune(t.text)
	return unicode.IsUpper(r[0]) && len(r) > 1 && t.text != strings.ToUpper(t.text)
}

// initials spells the first letters of words, upper-cased; "" when a
// token is no word.
func initials(ts []token) string {
	var b strings.Builder
	for _, t := range ts {
		if t.kind != tokWord {
			return ""
		}
		b.WriteRune(unicode.ToUpper([]rune(t.text)[0]))
	}
	return b.String()
}

func lowerRun(ts []token) phrase {
	p := make(phrase, len(ts))
	for n, t := range ts {
		p[n] = t.lower
	}
	return p
}

// addRecurring adds to g the terms of art a specification uses as fixed
// names: a noun phrase of two or three lower-case content words (after a
// determiner, a preposition or the verb of an obligation; see
// nounPhraseStart) that recurs
// word for word in two or more requirements ("the early bag store shall
// hold …", "… to the early bag store"; "the main fan" in two alarms). A
// vague word inside a name used that way names a thing; it does not
// qualify one. A judgement ("the appropriate reports", "a suitable
// replacement"), a size or amount ("large files") or a phrase of the
// lexicon ("peak hours") stays a question however often it is repeated.
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
		for k := 1; k < len(ts); k++ {
			if !a.nounPhraseStart(ts, k) {
				continue
			}
			for n := 2; n <= 3 && k+n <= len(ts); n++ {
				run := ts[k : k+n]
				if !a.termRun(run) || lyAdverb(run[0].lower) || strings.HasSuffix(run[n-1].lower, "ly") || slices.ContainsFunc(run, a.judgement) || a.lexiconPhrase(run) {
					continue
				}
				key := strings.Join(lowerRun(run), " ")
				u, ok := uses[key]
				if !ok {
					u = &use{p: lowerRun(run), last: -1}
					uses[key] = u
					order = append(order, key)
				}
				if u.last != ri {
					u.reqs++
					u.last = ri
				}
			}
		}
	}
	for _, key := range order {
		if u := uses[key]; u.reqs >= 2 {
			g[u.p[0]] = append(g[u.p[0]], u.p)
		}
	}
}

// nounPhraseStart reports whether a noun phrase can start at token k:
// after a determiner or a preposition ("the main fan", "for noisy
// environments"), or as the object of the verb of an obligation ("shall
// provide real-time statistics"), not after a linking verb ("shall be
// highly available").
func (a *Analyzer) nounPhraseStart(ts []token, k int) bool {
	before := ts[k-1].lower
	if a.lex.determiners[before] || a.lex.prepositions[before] {
		return true
	}
	return k >= 2 && ts[k-1].kind == tokWord && !a.lex.auxiliaries[before] && !a.lex.stop[before] &&
		(ts[k-2].lower == "shall" || ts[k-2].lower == "must" || ts[k-2].lower == "will" || ts[k-2].lower == "should")
}

// lyAdverb reports whether w reads as an adverb of degree or manner
// ("highly", "fully", "easily"), not a short adjective such as "early" or
// "daily".
func lyAdverb(w string) bool { return len(w) > 5 && strings.HasSuffix(w, "ly") }

// lexiconPhrase reports whether a run of words is itself a phrase of a
// vague-word rule ("peak hours", "heavy use"): the lexicon already knows
// it as a question, and repeating it does not answer it.
func (a *Analyzer) lexiconPhrase(run []token) bool {
	for _, ref := range a.index[run[0].lower] {
		if len(ref.pattern) == len(run) && (ref.rule.Family == FamilyVague || ref.rule.Family == FamilyQuantity) &&
			slices.Equal(ref.pattern, lowerRun(run)) {
			return true
		}
	}
	return false
}

// amountWords are adjectives of size and amount: "large files" or "many
// items" used twice are still unbounded, never a name.
var amountWords = map[string]bool{"large": true, "small": true, "huge": true, "big": true, "massive": true,
	"many": true, "few": true, "several": true, "numerous": true, "various": true, "some": true, "tiny": true,
	"vast": true, "enormous": true, "sizable": true, "sizeable": true, "moderate": true, "modest": true,
	"ample": true, "abundant": true, "multiple": true}

// judgementRules are the rules whose single words judge rather than
// describe ("appropriate", "suitable", "fair", "dangerous"): repeating
// "the appropriate reports" does not make them a name.
var judgementRules = []string{"vague_adequacy", "vague_judgement"}

// judgement reports whether a token is a single-word pattern of a
// judgement rule or an adjective of size or amount.
func (a *Analyzer) judgement(t token) bool {
	if amountWords[t.lower] {
		return true
	}
	for _, ref := range a.index[t.lower] {
		if len(ref.pattern) == 1 && slices.Contains(judgementRules, ref.rule.Name) {
			return true
		}
	}
	return false
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
// the earliest separator. Inside a definitions section "is" and "are"
// separate too, and a leading article is not part of the term ("A hot
// spare is …").
func splitDefinition(line string, inDefs bool) (term, rest string, ok bool) {
	s := strings.TrimSpace(line)
	s = strings.TrimLeft(s, "-*+|> \t")
	seps := []string{":", " – ", " — ", " - ", "|", " means ", " refers to ", " is defined as "}
	if inDefs {
		seps = append(seps, " is ", " are ")
	}
	at, size := -1, 0
	for _, sep := range seps {
		if k := strings.Index(s, sep); k > 0 && (at < 0 || k < at) {
			at, size = k, len(sep)
		}
	}
	if at < 0 {
		return "", "", false
	}
	term = strings.Trim(s[:at], " *_`\"'“”‘’")
	if inDefs {
		for _, art := range []string{"A ", "An ", "The ", "a ", "an ", "the "} {
			term = strings.TrimPrefix(term, art)
		}
	}
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

// drop removes the hits of vague-word rules (vague, quantity and
// superlative families) whose first token lies inside a term of the
// specification's glossary: "premium" in a name introduced in quotation
// marks ("“premium blocks”") names a class; it does not praise one.
func (g glossary) drop(d *doc, hits []hit) []hit {
	if len(g) == 0 || len(hits) == 0 {
		return hits
	}
	out := hits[:0]
	for _, h := range hits {
		if (h.rule.Family == FamilyVague || h.rule.Family == FamilyQuantity || h.rule.Family == FamilySuperlative) && g.covers(d, h.from) {
			continue
		}
		out = append(out, h)
	}
	return out
}

// covers reports whether a defined term holds token from, the first token
// of a hit: the vague word a rule reports, even when its excerpt runs
// on to a head noun the term does not name ("main fan stops" inside a
// term "main fan").
func (g glossary) covers(d *doc, from int) bool {
	for k := max(0, from-maxTermWords+1); k <= from; k++ {
		for _, p := range g[d.tokens[k].lower] {
			if k+len(p) > from && d.matchAt(p, k, len(d.tokens)) {
				return true
			}
		}
	}
	return false
}
