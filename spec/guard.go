package spec

import (
	"bytes"
	"regexp"
	"regexp/syntax"
	"slices"
	"strings"
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
		g.guard = guardOf(re.Simplify())
		g.fold = g.guard.hasFold()
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
	if g.guard == nil {
		return true
	}
	var (
		buf [256]byte
		low []byte // s in lower case, for the words in any case
	)
	if g.fold && len(s) <= len(buf) && isASCII(s) {
		low = buf[:len(s)]
		for i := 0; i < len(s); i++ {
			c := s[i]
			if 'A' <= c && c <= 'Z' {
				c += 'a' - 'A'
			}
			low[i] = c
		}
	}
	return g.guard.holds(s, low)
}

// holds reports whether s (and low, s in lower case when s is ASCII, or
// nil) holds what the guard asks for. Beyond ASCII, case folding is the
// expression's to judge: a word in any case is taken as there.
func (n *guardNode) holds(s string, low []byte) bool {
	switch n.op {
	case guardLit:
		if !n.fold {
			return strings.Contains(s, n.lit)
		}
		return low == nil || bytes.Contains(low, n.blit)
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
