//go:build splitgen

package spec

import (
	"math"
	"sort"
	"strconv"
	"strings"
)

// Reader generation 35's port of generation 34's learned split to the
// form package spec would hold it in (BENCHMARKS.md, "Reader generation
// 35"), as it was measured: behind the build tag splitgen, used by
// splitexp_test.go (its tests in splitexp_plan_internal_test.go). The
// splitter, the features and the weights' encoding it measured are
// split.go's, which integrates the split; what stays here is the plan as
// it was measured (a piece held alike by two spans goes to the one that
// starts first; split.go gives it to the innermost) and what the
// measurement needs of the package.

// splitPlan says, for each span [from, to) the reader reads, the pieces
// that replace it (nil: it stays whole): the pieces ps of the text that
// overlap it more than any other span, when two or more of them score at
// least th (score(k) is the probability of ps[k]). A piece is cut to its
// span.
func splitPlan(ps []splitPiece, spans [][2]int, score func(k int) float64, th float64) [][][2]int {
	out := make([][][2]int, len(spans))
	if len(spans) == 0 {
		return out
	}
	order := make([]int, len(spans))
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(a, b int) bool { return spans[order[a]][0] < spans[order[b]][0] })
	best := make([]int, len(ps)) // the span holding most of each piece, -1 none
	most := make([]int, len(ps))
	for i := range best {
		best[i] = -1
	}
	for _, j := range order {
		s := spans[j]
		// pieces are in order and do not overlap: the first that ends after the span starts
		k := sort.Search(len(ps), func(k int) bool { return ps[k].to > s[0] })
		for ; k < len(ps) && ps[k].from < s[1]; k++ {
			if o := min(ps[k].to, s[1]) - max(ps[k].from, s[0]); o > most[k] {
				best[k], most[k] = j, o
			}
		}
	}
	in := make([][]int, len(spans))
	for k, j := range best {
		if j >= 0 {
			in[j] = append(in[j], k)
		}
	}
	for j, ks := range in {
		if len(ks) < 2 {
			continue
		}
		var hi [][2]int
		for _, k := range ks {
			if score(k) >= th {
				hi = append(hi, [2]int{max(ps[k].from, spans[j][0]), min(ps[k].to, spans[j][1])})
			}
		}
		if len(hi) >= 2 {
			out[j] = hi
		}
	}
	return out
}

// What splitexp_test.go (package spec_test) needs of this file.

// SplitPieces gives the splitter's pieces of text as byte spans.
func SplitPieces(text string) [][2]int {
	var out [][2]int
	for _, p := range splitPieces(text) {
		out = append(out, [2]int{p.from, p.to})
	}
	return out
}

// SplitFeatures gives the hashed features of each of text's pieces.
func SplitFeatures(text string, bits uint) [][]uint32 {
	ps := splitPieces(text)
	out := make([][]uint32, len(ps))
	for k, p := range ps {
		out[k] = splitFeatures(text, p, bits, nil)
	}
	return out
}

// SplitPlan is splitPlan over text's pieces, probs by piece.
func SplitPlan(text string, spans [][2]int, probs []float64, th float64) [][][2]int {
	return splitPlan(splitPieces(text), spans, func(k int) float64 { return probs[k] }, th)
}

// DecodedSplitWeights gives the weights of an encoded model, dense.
func DecodedSplitWeights(b []byte) []float64 {
	m := decodeSplitModel(b)
	w := make([]float64, len(m.w))
	for i, x := range m.w {
		w[i] = float64(x) * m.scale
	}
	return w
}

// SplitCuts is split.go's splitCuts over text's pieces, a piece starting
// a requirement when its probability (probs, by piece) is at least th: the
// spans after the cut, each piece where pieceText places it (its own ID
// not cut off its text, as splitSpans does: the same labelled segment),
// with the IDs splitSpans gives them (ids: the spans'), an ID given twice
// or more numbered "#k" from its second as settle does. A span that is a
// scenario stays whole, as splitSpans keeps it.
func SplitCuts(text string, spans [][2]int, scenario []bool, ids []string, probs []float64, th float64) ([][2]int, []string) {
	ps := splitPieces(text)
	var out, cut [][2]int
	var outIDs, cutIDs []string
	for j, s := range spans {
		if scenario[j] {
			out, outIDs = append(out, s), append(outIDs, ids[j])
		} else {
			cut, cutIDs = append(cut, s), append(cutIDs, ids[j])
		}
	}
	names := make([]string, len(cutIDs))
	for j, id := range cutIDs {
		if strings.Trim(id, "0123456789") != "" { // a list item's number alone names nothing
			names[j] = id
		}
	}
	logit := func(p float64) float64 { return math.Log(p / (1 - p)) }
	cuts := splitCuts(text, ps, cut, names, nil, func(k int) float64 { return logit(max(1e-12, min(1-1e-12, probs[k]))) }, logit(th))
	for j, s := range cut {
		if cuts[j] == nil {
			out, outIDs = append(out, s), append(outIDs, cutIDs[j])
			continue
		}
		for _, p := range cuts[j] {
			f, t := pieceText(text, p.splitPiece)
			id, _, _, _, _ := cutID(text, p, cutIDs[j])
			out, outIDs = append(out, [2]int{f, t}), append(outIDs, id)
		}
	}
	return out, numberTwice(outIDs)
}

// SplitAdds gives the units of text that overlap none of spans and whose
// probability (probs, by piece) is at least th, where pieceText places
// them, with their IDs (pieceID's, under no span): generation 34's "adds"
// with the model of where requirements start.
func SplitAdds(text string, spans [][2]int, probs []float64, th float64) ([][2]int, []string) {
	ps := splitPieces(text)
	var out [][2]int
	var ids []string
	for k, p := range ps {
		if probs[k] < th || p.kind == spHeading {
			continue
		}
		hit := false
		for _, s := range spans {
			if s[0] < p.to && p.from < s[1] {
				hit = true
				break
			}
		}
		if hit {
			continue
		}
		f, t := pieceText(text, p)
		id, _, _, _ := pieceID(text[f:t], p.kind, "")
		out, ids = append(out, [2]int{f, t}), append(ids, id)
	}
	return out, ids
}

// numberTwice gives the second and later uses of an ID "#k".
func numberTwice(ids []string) []string {
	seen := map[string]int{}
	out := make([]string, len(ids))
	for i, id := range ids {
		out[i] = id
		if id == "" {
			continue
		}
		seen[id]++
		if n := seen[id]; n > 1 {
			out[i] = id + "#" + strconv.Itoa(n)
		}
	}
	return out
}
