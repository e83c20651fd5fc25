package lang

import (
	"errors"
	"fmt"
	"maps"
	"slices"
	"strings"
)

// Pattern is a compiled token pattern. Its source is a space-separated
// sequence of elements, each matching one token unless it says otherwise:
//
//	word        a token whose lower-case form is word, or whose lemma is
//	            word: write base forms ("order" matches "orders" and
//	            "ordered"; "orders" matches only "orders"); a function
//	            word ("etc", "a", "this") matches only itself
//	a|b|c       any of the alternatives
//	#num        a number, in digits or words (one … twenty, hundred, …)
//	#time       a unit of time (ms, second, minute, hour, day, week, …)
//	#size       a unit of data size (byte, KB, MB, GB, TB, …)
//	#money      a currency (a symbol, ISO code or name)
//	#percent    "%" or "percent"
//	#a|#b       any of the classes
//	*           any one token
//	...         up to four tokens, as few as needed
//	?element    the element, or nothing
//
// CompileWith adds elements that need an environment or tagged tokens:
//
//	@name       any entry of the named vocabulary (an entry may be several
//	            words: "as soon as possible")
//	:class      a token of a part of speech (see Tag): noun, propn, verb,
//	            vbn (past participle), vbg (-ing form), adj, cmp
//	            (comparative), adv, det, pron, prep, num, modal, cc; or of
//	            any of several (":adj|noun")
//	word:class  the word in that part of speech ("may:modal")
//	!element    one token the element does not match ("!than")
//	[ ]         the part of the match to report (Match), as long as it can
//	            be; the whole match without them
//
// A pattern matches a run of consecutive tokens of a text.
//
// "|" binds inside one element, each alternative one token as Tokenize
// cuts it: "app store|play store" is "app", "store|play", "store". A word
// that is no token never matches: "tenant's", "2fa" (write "2 fa"), "n't".
type Pattern struct {
	src   string
	elems []elem
	// open and close are the element indexes of "[" and "]" (-1: none).
	open, close int
	tags        bool // some element names a part of speech
}

type elemKind int

const (
	eWords elemKind = iota
	eClass
	eAny
	eGap
	eVocab
)

type elem struct {
	kind     elemKind
	words    []string // the alternatives, lower case (eWords)
	class    map[string]bool
	num      bool             // eClass: numbers in digits count too
	tags     []string         // part-of-speech tags the token must have (any kind)
	entries  [][]elem         // eVocab: the entries, each a run of word elements
	first    map[string][]int // eVocab: the entries (indexes, ascending) by a word their first token may be
	optional bool
	not      bool
}

var classes = map[string]map[string]bool{
	"#num":     set("one two three four five six seven eight nine ten eleven twelve fifteen twenty thirty forty fifty sixty hundred thousand million billion dozen single once twice"),
	"#time":    set("ms millisecond second sec s minute min mins hour hr hrs h day d week wk month mo year yr y business"),
	"#size":    set("b byte kb kib kilobyte mb mib megabyte gb gib gigabyte tb tib terabyte pb petabyte"),
	"#money":   set("$ € £ usd eur gbp dollar euro pound cent penny"),
	"#percent": set("% percent percentage"),
}

func set(words string) map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(words) {
		m[w] = true
	}
	return m
}

// Env resolves what CompileWith's extra elements name.
type Env struct {
	// Vocab returns the entries of a named vocabulary.
	Vocab func(name string) ([]string, bool)
}

// Compile parses a pattern source.
func Compile(src string) (Pattern, error) { return compile(src, nil) }

// CompileWith parses a pattern source that may name vocabularies, parts of
// speech, negations and a reported span.
func CompileWith(src string, env Env) (Pattern, error) { return compile(src, &env) }

func compile(src string, env *Env) (Pattern, error) {
	p := Pattern{src: src, open: -1, close: -1}
	fields := strings.Fields(src)
	if len(fields) == 0 {
		return p, fmt.Errorf("empty pattern")
	}
	for _, f := range fields {
		if env != nil && (f == "[" || f == "]") {
			at := &p.open
			if f == "]" {
				at = &p.close
			}
			if *at >= 0 || (f == "]" && p.open < 0) {
				return p, fmt.Errorf("misplaced %s", f)
			}
			*at = len(p.elems)
			continue
		}
		e, err := compileElem(f, env)
		if err != nil {
			return p, err
		}
		p.tags = p.tags || len(e.tags) > 0
		p.elems = append(p.elems, e)
	}
	if len(p.elems) == 0 {
		return p, fmt.Errorf("empty pattern")
	}
	if (p.open >= 0) != (p.close >= 0) || p.open >= 0 && p.close <= p.open {
		return p, fmt.Errorf("unbalanced [ ]")
	}
	if p.elems[0].kind == eGap || p.elems[len(p.elems)-1].kind == eGap {
		return p, errors.New(`a pattern cannot start or end with a gap ("...")`)
	}
	return p, nil
}

func compileElem(f string, env *Env) (elem, error) {
	var e elem
	if strings.HasPrefix(f, "?") && len(f) > 1 {
		e.optional = true
		f = f[1:]
	}
	if env != nil && strings.HasPrefix(f, "!") && len(f) > 1 {
		e.not = true
		f = f[1:]
	}
	if env != nil {
		if i := strings.LastIndex(f, ":"); i >= 0 && i < len(f)-1 {
			for _, c := range strings.Split(f[i+1:], "|") {
				tags, ok := tagClasses[c]
				if !ok {
					return e, fmt.Errorf("unknown part of speech %q", c)
				}
				e.tags = append(e.tags, tags...)
			}
			if f = f[:i]; f == "" {
				e.kind = eAny
				return e, nil
			}
		}
	}
	switch {
	case f == "*":
		e.kind = eAny
	case f == "...":
		if e.optional || e.not || e.tags != nil {
			return e, fmt.Errorf("... takes no modifier")
		}
		e.kind = eGap
	case strings.HasPrefix(f, "#"):
		e.kind, e.class = eClass, map[string]bool{}
		for _, alt := range strings.Split(f, "|") {
			c, ok := classes[alt]
			if !ok {
				return e, fmt.Errorf("unknown class %s (want #num, #time, #size, #money or #percent)", alt)
			}
			maps.Copy(e.class, c)
			e.num = e.num || alt == "#num"
		}
	case env != nil && strings.HasPrefix(f, "@"):
		if env.Vocab == nil {
			return e, fmt.Errorf("no vocabulary for %s", f)
		}
		entries, ok := env.Vocab(f[1:])
		if !ok {
			return e, fmt.Errorf("unknown vocabulary %s", f)
		}
		e.kind = eVocab
		for _, entry := range entries {
			var seq []elem
			for _, w := range strings.Fields(entry) {
				we, err := compileElem(w, nil)
				if err != nil || we.kind != eWords {
					return e, fmt.Errorf("vocabulary %s: bad entry %q", f, entry)
				}
				seq = append(seq, we)
			}
			if len(seq) > 0 {
				e.entries = append(e.entries, seq)
			}
		}
		if len(e.entries) == 0 {
			return e, fmt.Errorf("vocabulary %s is empty", f)
		}
		e.first = map[string][]int{}
		for k, seq := range e.entries {
			for _, w := range seq[0].words {
				e.first[w] = append(e.first[w], k)
			}
		}
	default:
		e.kind = eWords
		for _, alt := range strings.Split(f, "|") {
			alt = strings.ToLower(strings.TrimSpace(alt))
			if alt == "" || strings.ContainsAny(alt, "#*?@[]") {
				return e, fmt.Errorf("bad alternative in %q", f)
			}
			e.words = append(e.words, alt)
		}
	}
	if e.not && (e.kind == eVocab) {
		return e, fmt.Errorf("a vocabulary cannot be negated")
	}
	return e, nil
}

// MustCompile is Compile for patterns known to be valid.
func MustCompile(src string) Pattern {
	p, err := Compile(src)
	if err != nil {
		panic("lang: " + err.Error())
	}
	return p
}

// String returns the pattern's source.
func (p Pattern) String() string { return p.src }

// Untagged returns the pattern with its part-of-speech conditions
// dropped: it matches wherever the pattern could once the tokens are
// tagged, so a caller can tag only the texts it matches.
func (p Pattern) Untagged() Pattern {
	q := p
	q.tags = false
	q.elems = slices.Clone(p.elems)
	for i, e := range q.elems {
		if e.tags != nil {
			if e.kind == eAny {
				e.not = false
			}
			e.tags = nil
			q.elems[i] = e
		}
	}
	return q
}

// NeedsTags reports whether the pattern names a part of speech: it only
// matches tokens that Tag has tagged.
func (p Pattern) NeedsTags() bool { return p.tags }

// Anchors returns words one of which every match holds, or nil when the
// pattern has no required word or vocabulary element. Of those elements
// it takes the one whose shortest alternative is longest (for a
// vocabulary, each entry's first word), a cheap stand-in for the rarest:
// "encrypt" rather than "to". A caller may skip a text without any of them.
func (p Pattern) Anchors() []string {
	var best []string
	shortest := -1
	for _, e := range p.elems {
		if e.optional || e.not {
			continue
		}
		var alts []string
		switch e.kind {
		case eWords:
			alts = e.words
		case eVocab:
			for _, seq := range e.entries {
				alts = append(alts, seq[0].words...)
			}
		default:
			continue
		}
		n := len(alts[0])
		for _, a := range alts {
			n = min(n, len(a))
		}
		if n > shortest {
			best, shortest = alts, n
		}
	}
	return best
}

// Find returns the first run of tokens [from, to) the pattern matches.
func (p Pattern) Find(toks []Token) (from, to int, ok bool) {
	for i := range toks {
		if j, ok := p.MatchAt(toks, i); ok {
			return i, j, true
		}
	}
	return 0, 0, false
}

// Match reports whether the pattern matches a run of tokens starting at
// toks[i], and where that run and its reported span (see "[ ]") end: the
// match is [i, end), the span [from, to).
func (p Pattern) Match(toks []Token, i int) (end, from, to int, ok bool) {
	if p.open < 0 {
		j, ok := p.match(0, toks, i)
		return j, i, j, ok && j > i
	}
	// Match the part before "[" and after it separately, so that the
	// span's ends are known.
	heads := []int{i} // nothing before "[": the span starts at i, with no allocation
	if p.open > 0 {
		heads = Pattern{elems: p.elems[:p.open], open: -1, close: -1}.ends(toks, i)
	}
	mid := Pattern{elems: p.elems[p.open:p.close], open: -1, close: -1}
	tail := Pattern{elems: p.elems[p.close:], open: -1, close: -1}
	for _, a := range heads {
		bs := mid.ends(toks, a)
		slices.Reverse(bs) // the longest span first
		for _, b := range bs {
			if b == a {
				continue
			}
			if c := tail.ends(toks, b); len(c) > 0 {
				return c[0], a, b, true
			}
		}
	}
	return 0, 0, 0, false
}

// ends returns every position where a match starting at i can end, the
// shortest first.
func (p Pattern) ends(toks []Token, i int) []int {
	var out []int
	p.each(0, toks, i, func(j int) bool {
		if !slices.Contains(out, j) {
			out = append(out, j)
		}
		return false
	})
	slices.Sort(out)
	return out
}

// match matches elements from k on at token i and returns the end of the
// first match found.
func (p Pattern) match(k int, toks []Token, i int) (end int, ok bool) {
	p.each(k, toks, i, func(j int) bool { end, ok = j, true; return true })
	return end, ok
}

// maxGap is how many tokens a "..." may skip.
const maxGap = 4

// each calls yield with the end of every match of elements k… at token i
// until it returns true; it reports whether one did.
func (p Pattern) each(k int, toks []Token, i int, yield func(int) bool) bool {
	if k == len(p.elems) {
		return yield(i)
	}
	e := p.elems[k]
	switch {
	case e.kind == eGap:
		for n := 0; n <= maxGap && i+n <= len(toks); n++ {
			if p.each(k+1, toks, i+n, yield) {
				return true
			}
		}
		return false
	case e.kind == eVocab:
		if i < len(toks) && (len(e.tags) == 0 || slices.Contains(e.tags, toks[i].Tag())) {
			for _, n := range e.candidates(toks[i]) {
				if j, ok := matchSeq(e.entries[n], toks, i); ok && p.each(k+1, toks, j, yield) {
					return true
				}
			}
		}
	case i < len(toks) && e.accepts(toks[i]) != e.not:
		if p.each(k+1, toks, i+1, yield) {
			return true
		}
	}
	if e.optional {
		return p.each(k+1, toks, i, yield)
	}
	return false
}

// candidates returns, in their order, the entries of a vocabulary element
// whose first word token t could be: those indexed under its form, and
// under its lemma when that is another word.
func (e elem) candidates(t Token) []int {
	a := e.first[t.Lower()]
	if t.Lemma() == t.Lower() || functionWords[t.Lemma()] {
		return a
	}
	b := e.first[t.Lemma()]
	if len(b) == 0 {
		return a
	}
	if len(a) == 0 {
		return b
	}
	out := slices.Concat(a, b)
	slices.Sort(out)
	return slices.Compact(out)
}

// CanStart reports whether a match of p could start at token t: its first
// element accepts t, or is optional. A caller can skip the other tokens.
func (p Pattern) CanStart(t Token) bool {
	e := p.elems[0]
	switch {
	case e.optional || e.kind == eGap:
		return true
	case e.kind == eVocab:
		return len(e.candidates(t)) > 0
	}
	return e.accepts(t) != e.not
}

// matchSeq matches a run of word elements (a vocabulary entry) at token i.
func matchSeq(seq []elem, toks []Token, i int) (int, bool) {
	for _, e := range seq {
		if i >= len(toks) || !e.accepts(toks[i]) {
			return 0, false
		}
		i++
	}
	return i, true
}

func (e elem) accepts(t Token) bool {
	if len(e.tags) > 0 && !slices.Contains(e.tags, t.Tag()) {
		return false
	}
	switch e.kind {
	case eAny:
		return true
	case eClass:
		if e.num && t.Number() {
			return true
		}
		low := t.Lower()
		return e.class[low] || t.lemma != 0 && e.class[t.src.words[t.lemma]]
	default:
		// A word of e is the token's lower-case form or, not a function
		// word, its lemma (looked at only when it is another word).
		low := t.Lower()
		if slices.Contains(e.words, low) {
			return true
		}
		if t.lemma == 0 {
			return false
		}
		lemma := t.src.words[t.lemma]
		for _, w := range e.words {
			if lemma == w && !functionWords[w] {
				return true
			}
		}
		return false
	}
}
