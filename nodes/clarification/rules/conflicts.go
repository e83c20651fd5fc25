package rules

import (
	"cmp"
	"slices"
	"strconv"
	"strings"
	"unicode"

	"github.com/clarigraph/clarigraph/fcs"
)

// slot is one value a requirement gives a measure ("the maximum upload
// size shall be 10 MB": size ≤ 10 MB), with the words that say of what.
type slot struct {
	req      int
	from, to int     // tokens of the figure and its unit, with its bound word
	dim      string  // "time", "size", "percent", "money" or the unit's lemma
	value    float64 // in the dimension's base unit
	rel      byte    // '<' at most, '>' at least, '=' exactly
	words    map[string]bool
	qual     string // the clause's other figures, the words setting its subject apart: two values under different ones do not meet
	cond     string // the words of the sentence's condition, if any
	text     string
	start    int // text's byte offset in the requirement's text
}

// Bound words, and the unit scales of time (seconds) and size (bytes).
var (
	atMost  = map[string]bool{"most": true, "maximum": true, "max": true, "within": true, "under": true, "below": true, "exceed": true, "up": true, "less": true, "fewer": true, "limit": true}
	atLeast = map[string]bool{"least": true, "minimum": true, "min": true, "over": true, "above": true, "more": true}
	times   = map[string]float64{"ms": 0.001, "millisecond": 0.001, "s": 1, "sec": 1, "second": 1, "min": 60, "mins": 60, "minute": 60,
		"h": 3600, "hr": 3600, "hrs": 3600, "hour": 3600, "d": 86400, "day": 86400, "week": 604800, "wk": 604800, "month": 2592000, "year": 31536000}
	sizes = map[string]float64{"b": 1, "byte": 1, "kb": 1e3, "kilobyte": 1e3, "kib": 1024, "mb": 1e6, "megabyte": 1e6, "mib": 1 << 20, "gb": 1e9, "gigabyte": 1e9,
		"gib": 1 << 30, "tb": 1e12, "terabyte": 1e12}
	dims = map[string]string{"%": "percent", "percent": "percent"}
)

// generic words say nothing about which measure a figure gives.
var generic = map[string]bool{"system": true, "application": true, "user": true, "shall": true, "must": true, "should": true,
	"will": true, "be": true, "able": true, "the": true, "a": true, "an": true, "of": true, "to": true, "in": true, "for": true,
	"at": true, "and": true, "or": true, "with": true, "by": true, "on": true, "than": true, "no": true, "not": true, "up": true,
	"most": true, "least": true, "maximum": true, "minimum": true, "within": true, "time": true, "each": true, "every": true, "all": true,
	"have": true, "can": true, "may": true, "it": true, "is": true, "are": true, "per": true, "more": true, "less": true}

// precedence words say which value applies, or set a mere target: no conflict.
var precedence = map[string]bool{"unless": true, "except": true, "otherwise": true, "default": true, "override": true,
	"precedence": true, "target": true, "objective": true, "goal": true, "ideally": true, "typically": true, "instead": true}

// conflicts finds requirements that give one measure values that cannot
// both hold, with no stated precedence or condition, among the slots of
// the requirements in scope (in order; reqs are the specification's).
// Candidate pairs come from an index of each slot's rarest words (prefix
// filtering: word sets at least half shared share one of the first
// ⌊n/2⌋+1 words of each, in one order): near linear, not every pair.
func (a *Analyzer) conflicts(c *compiled, slots []slot, reqs []fcs.Requirement) []fcs.Ambiguity {
	// Two slots meet only under one dimension and the same other figures:
	// that is part of every index key.
	key := func(sl slot, w string) string { return sl.dim + "\x00" + sl.qual + "\x00" + w }
	df := map[string]int{}
	for _, sl := range slots {
		for w := range sl.words {
			df[key(sl, w)]++
		}
	}
	var out []fcs.Ambiguity
	seen := map[[3]int]bool{}
	add := func(x, y slot) {
		if k := [3]int{x.req, x.from, x.to}; !seen[k] {
			seen[k] = true
			r := reqs[x.req]
			out = append(out, ambiguity(c, r.ID, r.Offset, x.text, x.start,
				"“"+x.text+"” contradicts “"+y.text+"” in "+reqs[y.req].ID))
		}
	}
	index := map[string][]int{}
	mark := make([]int, len(slots)) // mark[i] == j+1: slot i was compared with slot j
	for j, y := range slots {
		keys := make([]string, 0, len(y.words))
		for w := range y.words {
			keys = append(keys, key(y, w))
		}
		slices.SortFunc(keys, func(a, b string) int { return cmp.Or(cmp.Compare(df[a], df[b]), strings.Compare(a, b)) })
		keys = keys[:min(len(keys), len(keys)/2+1)]
		for _, k := range keys {
			for _, i := range index[k] {
				if mark[i] == j+1 {
					continue
				}
				mark[i] = j + 1
				x := slots[i]
				if x.req == y.req || x.cond != "" && y.cond != "" && x.cond != y.cond || !clash(x, y) || !shareWord(x.words, y.words) {
					continue
				}
				add(x, y)
				add(y, x)
			}
			index[k] = append(index[k], j)
		}
	}
	return out
}

// clash reports whether two values of one measure cannot both hold.
func clash(x, y slot) bool {
	switch {
	case x.value == y.value:
		return false
	case x.rel == y.rel:
		return x.rel != '>' // two caps or two exact values differ; two floors both hold
	case x.rel == '<' && y.rel == '>':
		return x.value < y.value
	case x.rel == '>' && y.rel == '<':
		return y.value < x.value
	case x.rel == '=':
		return y.rel == '<' && x.value > y.value || y.rel == '>' && x.value < y.value
	default:
		return x.rel == '<' && y.value > x.value || x.rel == '>' && y.value < x.value
	}
}

// shareWord reports whether two clauses speak of one measure: two content
// words in common at least, and half of all their content words.
func shareWord(x, y map[string]bool) bool {
	n := 0
	for w := range x {
		if y[w] {
			n++
		}
	}
	return n >= 2 && 2*n >= len(x)+len(y)-n
}

// slots reads the figures with units of a requirement's obligations.
func (a *Analyzer) slots(r *req, ri int) []slot {
	var out []slot
	for si, s := range r.sents {
		if r.restated[si] {
			continue
		}
		sent := r.toks[s[0]:s[1]]
		skip, cond := false, ""
		for i, t := range sent {
			skip = skip || precedence[t.Lemma()]
			if r.cond[s[0]+i] {
				cond += t.Lemma() + " "
			}
		}
		if skip {
			continue
		}
		for _, p := range a.bounds {
			for i := 0; i < len(sent); i++ {
				end, _, _, ok := p.Match(sent, i)
				if !ok {
					continue
				}
				from, to := i+s[0], end+s[0]
				i = end - 1
				if r.info[from] || r.paren[from] || r.cond[from] || r.code[from] {
					continue
				}
				num, unit := r.toks[from], r.toks[to-1]
				if !num.Number() {
					num, unit = r.toks[to-1], r.toks[from] // "$ 5"
				}
				v, err := strconv.ParseFloat(strings.ReplaceAll(num.Text(), ",", ""), 64)
				if err != nil {
					continue
				}
				sl := slot{req: ri, to: to, value: v, rel: '=', words: map[string]bool{}, cond: cond}
				if f, ok := times[unit.Lemma()]; ok {
					sl.value, sl.dim = sl.value*f, "time"
				} else if f, ok := sizes[unit.Lower()]; ok {
					sl.value, sl.dim = sl.value*f, "size"
				} else if d, ok := dims[unit.Lower()]; ok {
					sl.dim = d
				} else if strings.ContainsAny(unit.Text(), "$€£") {
					sl.dim = "money" + unit.Text()
				} else {
					continue // a count: what it counts is too loosely named to compare
				}
				sl.from = from
				cl := r.clause[from]
				for j := cl[0]; j < from; j++ {
					l := r.toks[j].Lemma()
					if atMost[l] || l == "not" && j+1 < from && r.toks[j+1].Lemma() == "exceed" {
						sl.rel = '<'
					} else if atLeast[l] {
						sl.rel = '>'
					}
				}
				for k := from - 1; k >= max(cl[0], from-2); k-- {
					if l := r.toks[k].Lemma(); atMost[l] || atLeast[l] || l == "to" || l == "at" {
						sl.from = k
					}
				}
				if rate(r, to) {
					continue // "5 seconds for every 30 words" is a rate, not a limit
				}
				for k, t := range r.toks[cl[0]:cl[1]] {
					if t.Number() && k+cl[0] != from && k+cl[0] != to-1 {
						sl.qual += t.Text() + " " // "U1", "for 30 words": a condition of its own
					}
					if !t.Number() && !generic[t.Lemma()] && t.Lemma() != unit.Lemma() && len(t.Lemma()) > 2 {
						sl.words[t.Lemma()] = true
					}
				}
				for j := s[0]; j < from; j++ { // a subject set apart before the value: "other costs", a name before a head noun, "the Beta plan" (trial 4 D9)
					if l, c := r.toks[j].Lemma(), []rune(r.toks[j].Text()); !r.paren[j] && (strings.Contains(" other remaining rest additional extra separate ", " "+l+" ") || j+1 < from && unicode.IsUpper(c[0]) && strings.Contains(" plan tier edition package subscription license licence ", " "+r.toks[j+1].Lemma()+" ")) {
						sl.qual += l + " "
					}
				}
				sl.text, sl.start = r.excerpt(sl.from, sl.to)
				out = append(out, sl)
			}
		}
	}
	return out
}

// rate reports whether a rate's "every" or "for each" follows token to-1.
func rate(r *req, to int) bool {
	s := r.sents[r.sentOf[to-1]]
	next := func(k int) string {
		if to+k < s[1] {
			return r.toks[to+k].Lower()
		}
		return ""
	}
	return next(0) == "every" || next(0) == "for" && (next(1) == "every" || next(1) == "each")
}
