package spec

// What split_weights_test.go and the experiments (package spec_test)
// need of split.go.

import "slices"

// SplitBits is the number of hash bits of the embedded split model.
const SplitBits = 16

// SplitUnits gives the splitter's units of text as byte spans [from, to)
// with the hashed features of each, in SplitBits buckets.
func SplitUnits(text string) (spans [][2]int, features [][]uint32) {
	for _, p := range splitPieces(text) {
		spans = append(spans, [2]int{p.from, p.to})
		features = append(features, splitFeatures(text, p, SplitBits, nil))
	}
	return spans, features
}

// EncodeSplitModel is encodeSplitModel.
func EncodeSplitModel(w []float64, bits uint) []byte { return encodeSplitModel(w, bits) }

// SplitStarts gives, for each of text's splitter units (SplitUnits'),
// whether the model encoded in bin (split.bin's form) says a requirement
// starts there; nil when bin cannot be read.
func SplitStarts(bin []byte, text string) []bool {
	m := decodeSplitModel(bin)
	if m == nil {
		return nil
	}
	ps := splitPieces(text)
	out := make([]bool, len(ps))
	for k, p := range ps {
		out[k] = m.score(text, p) >= m.least
	}
	return out
}

// SplitterUnit is a unit of split.go's plain splitter: text[From:To], the
// name of its kind and the titles of the headings over it, outermost
// first (nil none).
type SplitterUnit struct {
	From, To int
	Kind     string
	Head     []string
}

// SplitterUnits gives text's units as split.go's splitter cuts them, for
// the experiments behind the build tags learnexp and splitgen.
func SplitterUnits(text string) []SplitterUnit {
	ps := splitPieces(text)
	out := make([]SplitterUnit, len(ps))
	for k, p := range ps {
		var head []string
		for h := p.head; h != nil; h = h.up {
			head = append(head, h.title)
		}
		slices.Reverse(head)
		out[k] = SplitterUnit{From: p.from, To: p.to, Kind: spKindName[p.kind], Head: head}
	}
	return out
}
