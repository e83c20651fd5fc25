package lang

// StartWords returns the words a match of p must start with: the
// alternatives of its first element when that element is a required word
// element, so that an index from words to patterns can skip patterns that
// cannot start at a token (Anchors names a word every match holds, not
// necessarily its first). It returns nil when p may start at any token (a
// class, a vocabulary, "*", a negated or an optional first element).
func (p Pattern) StartWords() []string {
	if len(p.elems) == 0 {
		return nil
	}
	e := p.elems[0]
	if e.kind != eWords || e.optional || e.not {
		return nil
	}
	return append([]string(nil), e.words...)
}

// MatchAt reports whether p matches a run of tokens starting at toks[i],
// and where that run ends. Find is MatchAt tried at every token.
func (p Pattern) MatchAt(toks []Token, i int) (to int, ok bool) {
	if i < 0 || i >= len(toks) {
		return 0, false
	}
	if j, ok := p.match(0, toks, i); ok && j > i {
		return j, true
	}
	return 0, false
}

// Required returns, for each element a match must include a word of (a
// word element that is not optional), its alternatives: a text that lacks
// every alternative of one of them cannot match, which an index of the
// text's words tells at once.
func (p Pattern) Required() [][]string {
	var out [][]string
	for _, e := range p.elems {
		if e.kind == eWords && !e.optional && !e.not {
			out = append(out, append([]string(nil), e.words...))
		}
	}
	return out
}

// Tail returns how many elements follow the pattern's last "..." (all of
// them when it has none): a match's last Tail tokens are, give or take an
// optional element, the ones those elements matched — the words a
// subject's name ends with ("customer ... order" → "order").
func (p Pattern) Tail() int {
	n := 0
	for i := len(p.elems) - 1; i >= 0 && p.elems[i].kind != eGap; i-- {
		n++
	}
	return n
}

// Measures reports whether the pattern has a class element (#num, #time,
// #size, #money, #percent): a pattern that settles something with a
// number or a unit.
func (p Pattern) Measures() bool {
	for _, e := range p.elems {
		if e.kind == eClass {
			return true
		}
	}
	return false
}

// Reach returns the most tokens a match of p starting at toks[i] can look
// at: MatchAt(toks, i) reads no token at or after toks[i+Reach()], so a
// text that agrees with toks on those tokens gets the same answer.
func (p Pattern) Reach() int {
	n := 0
	for _, e := range p.elems {
		switch e.kind {
		case eGap:
			n += maxGap
		case eVocab:
			m := 0
			for _, seq := range e.entries {
				m = max(m, len(seq))
			}
			n += m
		default:
			n++
		}
	}
	return n
}
