package lang

import (
	"fmt"
	"strings"
)

// Pattern is a compiled token pattern. Its source is a space-separated
// sequence of elements, each matching one token unless it says otherwise:
//
//	word        a token whose lower-case form is word, or whose lemma is
//	            word: write base forms ("order" matches "orders" and
//	            "ordered"; "orders" matches only "orders")
//	a|b|c       any of the alternatives
//	#num        a number, in digits or words (one … twenty, hundred, …)
//	#time       a unit of time (ms, second, minute, hour, day, week, …)
//	#size       a unit of data size (byte, KB, MB, GB, TB, …)
//	#money      a currency (a symbol, ISO code or name)
//	#percent    "%" or "percent"
//	*           any one token
//	...         up to four tokens, as few as needed
//	?element    the element, or nothing
//
// A pattern matches a run of consecutive tokens of a text.
type Pattern struct {
	src   string
	elems []elem
}

type elemKind int

const (
	eWords elemKind = iota
	eClass
	eAny
	eGap
)

type elem struct {
	kind     elemKind
	words    []string        // the alternatives, lower case (eWords)
	wordSet  map[string]bool // the same as a set, when there are many
	class    map[string]bool
	num      bool // eClass: numbers in digits count too
	optional bool
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

// Compile parses a pattern source.
func Compile(src string) (Pattern, error) {
	p := Pattern{src: src}
	fields := strings.Fields(src)
	if len(fields) == 0 {
		return p, fmt.Errorf("empty pattern")
	}
	for _, f := range fields {
		var e elem
		if strings.HasPrefix(f, "?") && len(f) > 1 {
			e.optional = true
			f = f[1:]
		}
		switch {
		case f == "*":
			e.kind = eAny
		case f == "...":
			if e.optional {
				return p, fmt.Errorf("... is optional already")
			}
			e.kind = eGap
		case strings.HasPrefix(f, "#"):
			c, ok := classes[f]
			if !ok {
				return p, fmt.Errorf("unknown class %s (want #num, #time, #size, #money or #percent)", f)
			}
			e.kind, e.class, e.num = eClass, c, f == "#num"
		default:
			e.kind = eWords
			for _, alt := range strings.Split(f, "|") {
				alt = strings.ToLower(strings.TrimSpace(alt))
				if alt == "" || strings.ContainsAny(alt, "#*?") {
					return p, fmt.Errorf("bad alternative in %q", f)
				}
				e.words = append(e.words, alt)
			}
			if len(e.words) > 4 {
				e.wordSet = make(map[string]bool, len(e.words))
				for _, w := range e.words {
					e.wordSet[w] = true
				}
			}
		}
		p.elems = append(p.elems, e)
	}
	if p.elems[0].kind == eGap || p.elems[len(p.elems)-1].kind == eGap {
		return p, fmt.Errorf("a pattern cannot start or end with ...")
	}
	return p, nil
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

// Find returns the first run of tokens [from, to) the pattern matches.
func (p Pattern) Find(toks []Token) (from, to int, ok bool) {
	for i := range toks {
		if j, ok := p.match(0, toks, i); ok && j > i {
			return i, j, true
		}
	}
	return 0, 0, false
}

// match matches elements from k on at token i and returns the end.
func (p Pattern) match(k int, toks []Token, i int) (int, bool) {
	if k == len(p.elems) {
		return i, true
	}
	e := p.elems[k]
	if e.kind == eGap {
		for n := 0; n <= 4 && i+n <= len(toks); n++ {
			if j, ok := p.match(k+1, toks, i+n); ok {
				return j, true
			}
		}
		return 0, false
	}
	if i < len(toks) && e.accepts(toks[i]) {
		if j, ok := p.match(k+1, toks, i+1); ok {
			return j, true
		}
	}
	if e.optional {
		return p.match(k+1, toks, i)
	}
	return 0, false
}

func (e elem) accepts(t Token) bool {
	switch e.kind {
	case eAny:
		return true
	case eClass:
		return e.num && t.Number || e.class[t.Lower] || e.class[t.Lemma]
	default:
		if e.wordSet != nil {
			return e.wordSet[t.Lemma] || e.wordSet[t.Lower]
		}
		for _, w := range e.words {
			if t.Lemma == w || t.Lower == w {
				return true
			}
		}
		return false
	}
}
