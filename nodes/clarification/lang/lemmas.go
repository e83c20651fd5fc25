package lang

import (
	"hash/maphash"
	"math"
	"slices"
	"strings"
)

// lemmaTable is golem's English dictionary (github.com/aaaton/golem) held
// compactly. golem keeps it in a map from each of its 67,000 words to an
// index and a slice of strings per word (6.8 MB of the heap for the life
// of the process); this one keeps the dictionary's text once, the words
// and their lemmas as offsets into it, and an open-addressing table of
// word indexes (about 2.2 MB). The lemmas are golem's: a line of the
// dictionary is a lemma and its forms, tab-separated, and a word takes the
// lemma of the first line it appears on (the lemma itself included).
type lemmaTable struct {
	text  string
	spans []uint32 // word i: text[spans[4i]:spans[4i+1]], its lemma text[spans[4i+2]:spans[4i+3]]
	slots []uint32 // word index + 1 by hash, linear probing; 0 is free
	seed  maphash.Seed
}

// newLemmaTable reads a dictionary as golem does; ok is false for one
// golem refuses (a line with one word) or larger than 4 GiB.
func newLemmaTable(b []byte) (t *lemmaTable, ok bool) {
	if uint64(len(b)) >= math.MaxUint32 {
		return nil, false
	}
	t = &lemmaTable{text: string(b), seed: maphash.MakeSeed()}
	n := strings.Count(t.text, "\t") + strings.Count(t.text, "\n") + 1 // at most this many words
	size := 1
	for size < 2*n {
		size <<= 1
	}
	t.slots = make([]uint32, size)
	for off := 0; off < len(t.text); {
		end := strings.IndexByte(t.text[off:], '\n')
		if end < 0 {
			end = len(t.text)
		} else {
			end += off
		}
		line := t.text[off:end]
		if line != "" {
			if !strings.Contains(line, "\t") {
				return nil, false
			}
			lemmaEnd := off + strings.IndexByte(line, '\t')
			for start := off; ; {
				stop := strings.IndexByte(t.text[start:end], '\t')
				if stop < 0 {
					stop = end
				} else {
					stop += start
				}
				if s, found := t.find(t.text[start:stop]); !found {
					t.slots[s] = uint32(len(t.spans)/4) + 1
					t.spans = append(t.spans, uint32(start), uint32(stop), uint32(off), uint32(lemmaEnd))
				}
				if stop == end {
					break
				}
				start = stop + 1
			}
		}
		off = end + 1
	}
	t.spans = slices.Clip(t.spans)
	return t, true
}

// find returns the slot of word: the one that holds it (found) or the free
// one where it goes.
func (t *lemmaTable) find(word string) (slot int, found bool) {
	mask := len(t.slots) - 1
	for s := int(maphash.String(t.seed, word)) & mask; ; s = (s + 1) & mask {
		w := t.slots[s]
		if w == 0 {
			return s, false
		}
		if sp := t.spans[4*(w-1):]; t.text[sp[0]:sp[1]] == word {
			return s, true
		}
	}
}

// lemma returns the lemma of a lower-case word, the word itself when the
// dictionary does not know it (golem's LemmaLower).
func (t *lemmaTable) lemma(lower string) string {
	s, found := t.find(lower)
	if !found {
		return lower
	}
	sp := t.spans[4*(t.slots[s]-1):]
	return t.text[sp[2]:sp[3]]
}
