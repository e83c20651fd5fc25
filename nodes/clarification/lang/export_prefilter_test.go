package lang

import "slices"

// MatchAtRef and MatchRef are MatchAt and Match as they were before
// performance generation 2a: the engine tried at every token, without
// CanStart's test first. TestCanStartPrefilterAgrees compares them.
func (p Pattern) MatchAtRef(toks []Token, i int) (to int, ok bool) {
	if i < 0 || i >= len(toks) {
		return 0, false
	}
	if j, ok := p.match(0, toks, i); ok && j > i {
		return j, true
	}
	return 0, false
}

func (p Pattern) MatchRef(toks []Token, i int) (end, from, to int, ok bool) {
	if p.open < 0 {
		j, ok := p.match(0, toks, i)
		return j, i, j, ok && j > i
	}
	heads := []int{i}
	if p.open > 0 {
		heads = Pattern{elems: p.elems[:p.open], open: -1, close: -1}.ends(toks, i)
	}
	mid := Pattern{elems: p.elems[p.open:p.close], open: -1, close: -1}
	tail := Pattern{elems: p.elems[p.close:], open: -1, close: -1}
	for _, a := range heads {
		bs := mid.ends(toks, a)
		slices.Reverse(bs)
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
