package spec

import (
	"bytes"
	"regexp"
	"regexp/syntax"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// This file spares the reader most runs of its regular expressions. The
// expressions that tell a sentence's shape run on every sentence, and
// most of them cannot match it: each is guarded by words one of which any
// match contains, found in the expression itself, and runs only on a text
// that holds one of them. The result is the expression's, only sooner.

// guardedRe is a regular expression that runs only on a text holding
// the words its guard asks for.
type guardedRe struct {
	*regexp.Regexp
	guard *guardNode // nil: no guard
	fold  bool       // the guard has words in any case
	// first, for an expression anchored at the start of the text that
	// matches no empty text: the bytes a match can start with.
	first *[256]bool
}

// guardNode is what a text must hold for an expression to match it: a
// word (lit), all of the parts (and) or one of them (or).
type guardNode struct {
	op   guardOp
	lit  string // lower case when fold
	blit []byte // lit, to look for in a text put in lower case
	fold bool   // the word in any case (the expression ignores case there)
	subs []*guardNode
}

type guardOp uint8

const (
	guardLit guardOp = iota
	guardAnd
	guardOr
)

// mustGuard compiles expr as regexp.MustCompile does, with its guard.
func mustGuard(expr string) *guardedRe {
	g := &guardedRe{Regexp: regexp.MustCompile(expr)}
	if re, err := syntax.Parse(expr, syntax.Perl); err == nil {
		re = re.Simplify()
		g.guard = guardOf(re)
		g.fold = g.guard.hasFold()
		g.first = firstBytesAnchored(re)
	}
	return g
}

// MatchString is regexp.Regexp's MatchString.
func (g *guardedRe) MatchString(s string) bool {
	return g.may(s) && g.Regexp.MatchString(s)
}

// FindStringSubmatch is regexp.Regexp's FindStringSubmatch.
func (g *guardedRe) FindStringSubmatch(s string) []string {
	if !g.may(s) {
		return nil
	}
	return g.Regexp.FindStringSubmatch(s)
}

// FindStringSubmatchIndex is regexp.Regexp's FindStringSubmatchIndex.
func (g *guardedRe) FindStringSubmatchIndex(s string) []int {
	if !g.may(s) {
		return nil
	}
	return g.Regexp.FindStringSubmatchIndex(s)
}

// FindStringIndex is regexp.Regexp's FindStringIndex.
func (g *guardedRe) FindStringIndex(s string) []int {
	if !g.may(s) {
		return nil
	}
	return g.Regexp.FindStringIndex(s)
}

// FindAllStringSubmatchIndex is regexp.Regexp's FindAllStringSubmatchIndex.
func (g *guardedRe) FindAllStringSubmatchIndex(s string, n int) [][]int {
	if !g.may(s) {
		return nil
	}
	return g.Regexp.FindAllStringSubmatchIndex(s, n)
}

// FindAllStringIndex is regexp.Regexp's FindAllStringIndex.
func (g *guardedRe) FindAllStringIndex(s string, n int) [][]int {
	if !g.may(s) {
		return nil
	}
	return g.Regexp.FindAllStringIndex(s, n)
}

// findSubmatch sets *m to FindStringSubmatch(s) and reports whether it
// matched: a test and its submatches in one run, in a switch's case.
func (g *guardedRe) findSubmatch(s string, m *[]string) bool {
	*m = g.FindStringSubmatch(s)
	return *m != nil
}

// FindString is regexp.Regexp's FindString.
func (g *guardedRe) FindString(s string) string {
	if !g.may(s) {
		return ""
	}
	return g.Regexp.FindString(s)
}

// may reports whether the expression may match s: s holds what its
// guard asks for, or the guard cannot tell.
func (g *guardedRe) may(s string) bool {
	if g.first != nil && (s == "" || !g.first[s[0]]) {
		return false
	}
	if g.guard == nil {
		return true
	}
	if !g.fold {
		return g.guard.holds(s, lowered{})
	}
	var buf [256]byte
	return g.guard.holds(s, lower(s, buf[:0]))
}

// matchLow is MatchString for a text s whose lower case the caller has
// at hand (low, strings.ToLower(s)), sparing the guard a copy of its own.
func (g *guardedRe) matchLow(s, low string) bool {
	if g.first != nil && (s == "" || !g.first[s[0]]) {
		return false
	}
	if g.guard != nil {
		l := lowered{}
		if g.fold && isASCII(s) {
			l = lowered{s: low, ok: true}
		}
		if !g.guard.holds(s, l) {
			return false
		}
	}
	return g.Regexp.MatchString(s)
}

// lowered is a text in lower case, as a string or as bytes (ok), or
// nothing when the text is beyond ASCII: there case folding is the
// expression's to judge, and a word in any case is taken as there.
type lowered struct {
	s  string
	b  []byte // when s had upper-case letters
	ok bool
}

// lower returns s in lower case, in buf when s has upper-case letters
// and fits, if s is ASCII.
func lower(s string, buf []byte) lowered {
	upper := false
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= utf8.RuneSelf {
			return lowered{}
		}
		upper = upper || 'A' <= c && c <= 'Z'
	}
	if !upper {
		return lowered{s: s, ok: true}
	}
	if len(s) > cap(buf) {
		return lowered{s: strings.ToLower(s), ok: true}
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		buf = append(buf, c)
	}
	return lowered{b: buf, ok: true}
}

// holds reports whether s (low: s in lower case) holds what the guard
// asks for.
func (n *guardNode) holds(s string, low lowered) bool {
	switch n.op {
	case guardLit:
		switch {
		case !n.fold:
			return strings.Contains(s, n.lit)
		case !low.ok:
			return true
		case low.b != nil:
			return bytes.Contains(low.b, n.blit)
		}
		return strings.Contains(low.s, n.lit)
	case guardAnd:
		for _, sub := range n.subs {
			if !sub.holds(s, low) {
				return false
			}
		}
		return true
	}
	for _, sub := range n.subs {
		if sub.holds(s, low) {
			return true
		}
	}
	return false
}

func (n *guardNode) hasFold() bool {
	if n == nil {
		return false
	}
	if n.op == guardLit {
		return n.fold
	}
	return slices.ContainsFunc(n.subs, (*guardNode).hasFold)
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// guardOf returns what a text must hold for re to match it, or nil
// when it cannot tell.
func guardOf(re *syntax.Regexp) *guardNode {
	switch re.Op {
	case syntax.OpLiteral:
		fold := re.Flags&syntax.FoldCase != 0
		s := string(re.Rune)
		if fold {
			if !isASCII(s) {
				return nil // folding beyond ASCII: no guard
			}
			s = strings.ToLower(s)
		}
		return &guardNode{op: guardLit, lit: s, blit: []byte(s), fold: fold}
	case syntax.OpCapture, syntax.OpPlus:
		return guardOf(re.Sub[0])
	case syntax.OpRepeat:
		if re.Min >= 1 {
			return guardOf(re.Sub[0])
		}
	case syntax.OpConcat:
		var all []*guardNode
		for _, sub := range re.Sub {
			if n := guardOf(sub); n != nil {
				all = append(all, n)
			}
		}
		// The rarest first: a text that lacks it is told soonest.
		slices.SortStableFunc(all, func(a, b *guardNode) int { return b.rarity() - a.rarity() })
		switch len(all) {
		case 0:
			return nil
		case 1:
			return all[0]
		}
		return &guardNode{op: guardAnd, subs: all}
	case syntax.OpAlternate:
		var all []*guardNode
		for _, sub := range re.Sub {
			n := guardOf(sub)
			if n == nil {
				return nil
			}
			all = append(all, n)
		}
		return &guardNode{op: guardOr, subs: all}
	}
	return nil
}

// rarity rates how rarely a text holds what the guard asks for: by the
// length of its shortest word (a longer word is rarer).
func (n *guardNode) rarity() int {
	switch n.op {
	case guardLit:
		return len(n.lit)
	case guardAnd:
		r := 0
		for _, sub := range n.subs {
			r = max(r, sub.rarity())
		}
		return r
	}
	r := 1 << 20
	for _, sub := range n.subs {
		r = min(r, sub.rarity())
	}
	return r
}

// firstBytesAnchored returns the bytes a match of re can start with, when
// re is anchored at the start of the text (every branch starts with "^")
// and cannot match an empty text; else nil.
func firstBytesAnchored(re *syntax.Regexp) *[256]bool {
	branches := []*syntax.Regexp{re}
	if re.Op == syntax.OpAlternate {
		branches = re.Sub
	}
	var set [256]bool
	for _, b := range branches {
		for b.Op == syntax.OpCapture {
			b = b.Sub[0]
		}
		if b.Op != syntax.OpConcat || len(b.Sub) == 0 || b.Sub[0].Op != syntax.OpBeginText {
			return nil
		}
		if firstBytes(b, &set) {
			return nil // may match an empty text
		}
	}
	return &set
}

// firstBytes adds to set the first bytes of the texts re matches and
// reports whether re may match an empty text (then what follows it may
// start the match too, and the caller goes on).
func firstBytes(re *syntax.Regexp, set *[256]bool) (nullable bool) {
	switch re.Op {
	case syntax.OpEmptyMatch, syntax.OpBeginLine, syntax.OpEndLine, syntax.OpBeginText, syntax.OpEndText,
		syntax.OpWordBoundary, syntax.OpNoWordBoundary:
		return true
	case syntax.OpLiteral:
		if len(re.Rune) == 0 {
			return true
		}
		r := re.Rune[0]
		addRune(set, r)
		if re.Flags&syntax.FoldCase != 0 {
			for f := unicode.SimpleFold(r); f != r; f = unicode.SimpleFold(f) {
				addRune(set, f)
			}
		}
		return false
	case syntax.OpCharClass:
		for i := 0; i+1 < len(re.Rune); i += 2 {
			lo, hi := re.Rune[i], re.Rune[i+1]
			for r := lo; r <= hi && r < utf8.RuneSelf; r++ {
				set[r] = true
			}
			if hi >= utf8.RuneSelf {
				for c := utf8.RuneSelf; c < 0x100; c++ {
					set[c] = true // any byte beyond ASCII (a text may start inside a character): more than needed, never less
				}
			}
		}
		return len(re.Rune) == 0 // an empty class matches nothing
	case syntax.OpAnyChar, syntax.OpAnyCharNotNL:
		for c := range set {
			set[c] = true
		}
		return false
	case syntax.OpCapture, syntax.OpPlus:
		return firstBytes(re.Sub[0], set)
	case syntax.OpStar, syntax.OpQuest:
		firstBytes(re.Sub[0], set)
		return true
	case syntax.OpRepeat:
		n := firstBytes(re.Sub[0], set)
		return n || re.Min == 0
	case syntax.OpConcat:
		for _, sub := range re.Sub {
			if !firstBytes(sub, set) {
				return false
			}
		}
		return true
	case syntax.OpAlternate:
		nullable = false
		for _, sub := range re.Sub {
			if firstBytes(sub, set) {
				nullable = true
			}
		}
		return nullable
	}
	for c := range set {
		set[c] = true // an operator not known here: any byte
	}
	return true
}

func addRune(set *[256]bool, r rune) {
	var b [utf8.UTFMax]byte
	utf8.EncodeRune(b[:], r)
	set[b[0]] = true
}
