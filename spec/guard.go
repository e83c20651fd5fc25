package spec

import (
	"regexp"
	"regexp/syntax"
	"strings"
	"unicode/utf8"
)

// This file spares the reader most runs of its regular expressions. The
// expressions that tell a sentence's shape run on every sentence, and
// most of them cannot match it: each is guarded by words one of which any
// match contains, found in the expression itself, and runs only on a text
// that holds one of them. The result is the expression's, only sooner.

// guardedRe is a regular expression that runs only on a text holding one
// of its guard words.
type guardedRe struct {
	*regexp.Regexp
	lits []guardLit // any match contains one; none: no guard
}

// guardLit is a word every match of one branch of an expression
// contains; fold: in any case (the expression ignores case there).
type guardLit struct {
	s    string // lower case when fold
	fold bool
}

// mustGuard compiles expr as regexp.MustCompile does, with its guard.
func mustGuard(expr string) *guardedRe {
	g := &guardedRe{Regexp: regexp.MustCompile(expr)}
	if re, err := syntax.Parse(expr, syntax.Perl); err == nil {
		g.lits = requiredLits(re.Simplify())
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

// may reports whether the expression may match s: s holds one of its
// guard words, or the guard cannot tell.
func (g *guardedRe) may(s string) bool {
	if len(g.lits) == 0 {
		return true
	}
	ascii := -1 // unknown yet
	for _, l := range g.lits {
		if !l.fold {
			if strings.Contains(s, l.s) {
				return true
			}
			continue
		}
		if ascii < 0 {
			ascii = 0
			if isASCII(s) {
				ascii = 1
			}
		}
		if ascii == 0 || containsFoldASCII(s, l.s) {
			return true // beyond ASCII, case folding is the expression's to judge
		}
	}
	return false
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// containsFoldASCII reports whether the ASCII text s holds the lower-case
// ASCII word w in any case.
func containsFoldASCII(s, w string) bool {
	if w == "" {
		return true
	}
	c := w[0]
	upper := c
	if c >= 'a' && c <= 'z' {
		upper = c - 'a' + 'A'
	}
	for i := 0; i+len(w) <= len(s); i++ {
		if b := s[i]; b != c && b != upper {
			continue
		}
		if strings.EqualFold(s[i:i+len(w)], w) {
			return true
		}
	}
	return false
}

// requiredLits returns words one of which every match of re contains, or
// nil when there are none to tell by.
func requiredLits(re *syntax.Regexp) []guardLit {
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
		return []guardLit{{s, fold}}
	case syntax.OpCapture, syntax.OpPlus:
		return requiredLits(re.Sub[0])
	case syntax.OpRepeat:
		if re.Min >= 1 {
			return requiredLits(re.Sub[0])
		}
	case syntax.OpConcat:
		var best []guardLit
		for _, sub := range re.Sub {
			if l := requiredLits(sub); l != nil && (best == nil || litScore(l) > litScore(best)) {
				best = l
			}
		}
		return best
	case syntax.OpAlternate:
		var all []guardLit
		for _, sub := range re.Sub {
			l := requiredLits(sub)
			if l == nil {
				return nil
			}
			all = append(all, l...)
		}
		return all
	}
	return nil
}

// litScore rates a set of guard words: the shortest word counts (a
// longer word is rarer), then fewer words.
func litScore(ls []guardLit) int {
	short := 1 << 20
	for _, l := range ls {
		short = min(short, len(l.s))
	}
	return short*64 - len(ls)
}
