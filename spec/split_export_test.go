package spec

// What split_weights_test.go (package spec_test) needs of split.go.

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
