package groundtruth

import (
	"crypto/sha256"
	"fmt"
	"math"
	"regexp"
	"sort"
)

// cue matches the surface cues that word lists of ambiguity detectors
// fire on: vague and subjective words, open lists, pronouns and
// demonstratives, weak verbs, optionality, totality words, numbers and
// acronyms. A clear requirement holding one is a good test of precision.
var cue = regexp.MustCompile(`(?i)\b(appropriate|adequate|sufficient|user[- ]friendly|easy|easily|fast|quick(ly)?|efficient(ly)?|flexible|reliable|robust|secure|simple|intuitive|normal(ly)?|typical(ly)?|relevant|necessary|suitable|soon|periodic(ally)?|regular(ly)?|frequent(ly)?|minimal|maximum|minimum|optimal|large|small|many|several|various|some|etc|such as|including|and/or|e\.g|i\.e|support|handle|manage|allow|able to|should|may|could|might|it|they|this|these|those|all|any|every|each|tbd|if possible|as needed|[A-Z]{2,}|[0-9]+)\b`)

// Select marks clear requirements of an ambiguity set as part of the
// evaluation selection: per part, ratio clear ones for each ambiguous one,
// chosen among those holding a surface cue, in a fixed order (a hash of
// document and offset) so that the selection does not depend on any
// analyzer. It returns how many were selected; on an error nothing is
// changed.
func Select(s *Set, ratio float64) (int, error) {
	type cand struct {
		f   *File
		i   int
		key [32]byte
	}
	var pool []cand
	ambiguous := 0
	for _, f := range s.Files {
		d := s.Docs[f.Document]
		amb := ambiguousItems(f.Items, f.Labels)
		for i := range f.Items {
			if amb[i] {
				ambiguous++
				continue
			}
			if cue.MatchString(d.Slice(f.Items[i].Start, f.Items[i].End)) {
				pool = append(pool, cand{f, i, sha256.Sum256(fmt.Appendf(nil, "%s:%d", f.Document, f.Items[i].Start))})
			}
		}
	}
	sort.Slice(pool, func(a, b int) bool { return string(pool[a].key[:]) < string(pool[b].key[:]) })
	n := int(math.Round(ratio * float64(ambiguous)))
	if n > len(pool) {
		return 0, fmt.Errorf("groundtruth: %d clear requirements wanted, %d hold a cue", n, len(pool))
	}
	for _, c := range pool {
		c.f.Items[c.i].Selected = false
	}
	for _, c := range pool[:n] {
		c.f.Items[c.i].Selected = true
	}
	return n, nil
}

// Path is the file the label file was read from.
func (f *File) Path() string { return f.path }
