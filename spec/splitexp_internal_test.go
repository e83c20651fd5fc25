//go:build splitgen

package spec

import (
	"encoding/binary"
	"math"
	"regexp"
	"sort"
	"strconv"
	"strings"
)

// Reader generation 35's port of generation 34's learned split to the
// form package spec would hold it in (BENCHMARKS.md, "Reader generation
// 35"): a span the reader reads is replaced by the plain splitter's units
// inside it when two or more of them score p >= a threshold. Measured,
// not integrated: behind the build tag splitgen, used by splitexp_test.go
// (its tests in splitexp_plan_internal_test.go). Unlike learnexp_test.go it works in byte offsets,
// uses lower-cased words (no lemmatizer: spec does not import
// nodes/clarification/lang), cuts a piece to its span, finds a piece's
// span by binary search (linear in the document) and can store its
// weights quantised to a byte, those that round to 0 left out.

// splitModel is a logistic regression over hashed features: a weight per
// bucket, stored quantised.
type splitModel struct {
	bits  uint
	scale float64
	w     map[uint32]int8
}

// decodeSplitModel reads an encoded model: "SPL1", the number of hash
// bits, the scale (float32), the count of weights, then per weight its
// bucket's distance from the previous one (uvarint) and its value (int8).
func decodeSplitModel(b []byte) *splitModel {
	if len(b) < 13 || string(b[:4]) != "SPL1" {
		return nil
	}
	m := &splitModel{bits: uint(b[4]), scale: float64(math.Float32frombits(binary.LittleEndian.Uint32(b[5:9])))}
	n := binary.LittleEndian.Uint32(b[9:13])
	m.w = make(map[uint32]int8, n)
	b = b[13:]
	at := uint32(0)
	for i := uint32(0); i < n; i++ {
		d, k := binary.Uvarint(b)
		if k <= 0 || k >= len(b) {
			return nil
		}
		at += uint32(d)
		m.w[at] = int8(b[k])
		b = b[k+1:]
	}
	return m
}

// encodeSplitModel writes weights in decodeSplitModel's form: each
// quantised to a signed byte against the largest, those that round to 0
// left out.
func encodeSplitModel(w []float64, bits uint) []byte {
	big := 0.0
	for _, x := range w {
		big = max(big, math.Abs(x))
	}
	scale := float32(big / 127)
	if scale == 0 {
		scale = 1
	}
	var body []byte
	n, last := uint32(0), 0
	for i, x := range w {
		q := math.Round(x / float64(scale))
		if q == 0 {
			continue
		}
		body = binary.AppendUvarint(body, uint64(i-last))
		body = append(body, byte(int8(max(-127, min(127, q)))))
		last = i
		n++
	}
	out := []byte("SPL1")
	out = append(out, byte(bits))
	out = binary.LittleEndian.AppendUint32(out, math.Float32bits(scale))
	out = binary.LittleEndian.AppendUint32(out, n)
	return append(out, body...)
}

// splitPiece is a unit of the plain splitter: content[from:to].
type splitPiece struct {
	from, to int
	kind     string // heading, row, html, bullet, num, code, text, label
	head     []string
}

var (
	spAtxRe    = regexp.MustCompile(`^\s{0,3}\\?#{1,6}`)
	spSetextRe = regexp.MustCompile(`^\s*(=+|-+|~+|\^+|\*+)\s*$`)
	spBulletRe = regexp.MustCompile(`^\s*([-*+•▪◦]|\[[ xX]\])\s+`)
	spNumRe    = regexp.MustCompile(`^\s*(\d+(\.\d+)*[.)]?|[a-zA-Z][.)]|\(\w{1,3}\))\s+`)
	spSepRe    = regexp.MustCompile(`^\s*\|?[\s:|-]+\|?\s*$`)
	spLabelRe  = regexp.MustCompile(`^\s*(\*\*|__)?[A-Z][\w /()&'-]{0,40}(\*\*|__)?\s*:`)
	spIDRe     = regexp.MustCompile(`^\s*(\*\*|\[|` + "`" + `)?[A-Z][A-Za-z]{0,6}[-_ .]?\d+`)
	spSentRe   = regexp.MustCompile(`[.!?]["')\]*]*\s+["“*(\[]*[A-Z0-9]`)
	spWordRe   = regexp.MustCompile(`[A-Za-z][A-Za-z'-]*|\d+`)
	spIDStart  = regexp.MustCompile(`^[\s*#\[|` + "`" + `_-]*([A-Z][A-Za-z]{0,6}[-_ ]?\d+(\.\d+)*[a-z]?)\b`)
	spNumSt    = regexp.MustCompile(`^[\s*#|-]*\d+(\.\d+)*[.)]?\s`)
)

type spLine struct {
	s, e int // without the newline
	kind string
	ind  int
}

// spClassify gives each line of text its kind.
func spClassify(text string) []spLine {
	ls := make([]spLine, 0, strings.Count(text, "\n")+1)
	pos := 0
	for pos <= len(text) {
		e := strings.IndexByte(text[pos:], '\n')
		if e < 0 {
			e = len(text)
		} else {
			e += pos
		}
		ls = append(ls, spLine{s: pos, e: e})
		if e == len(text) {
			break
		}
		pos = e + 1
	}
	fence := false
	for i := range ls {
		t := strings.TrimRight(text[ls[i].s:ls[i].e], "\r")
		tt := strings.TrimSpace(t)
		ls[i].ind = len(t) - len(strings.TrimLeft(t, " \t"))
		switch {
		case strings.HasPrefix(tt, "```") || strings.HasPrefix(tt, "~~~"):
			fence = !fence
			ls[i].kind = "skip"
		case fence:
			ls[i].kind = "code"
			if tt == "" {
				ls[i].kind = "blank"
			}
		case tt == "":
			ls[i].kind = "blank"
		case spAtxRe.MatchString(t):
			ls[i].kind = "heading"
		case spSetextRe.MatchString(t) && len(tt) >= 2:
			ls[i].kind = "rule"
			if i > 0 && ls[i-1].kind != "blank" && ls[i-1].kind != "rule" {
				ls[i-1].kind = "heading"
			}
		case strings.HasPrefix(tt, "|==="):
			ls[i].kind = "skip"
		case strings.HasPrefix(tt, "|") || strings.HasPrefix(tt, "+-"):
			if spSepRe.MatchString(tt) || strings.HasPrefix(tt, "+-") {
				ls[i].kind = "skip"
			} else {
				ls[i].kind = "row"
			}
		case strings.Contains(tt, "<td") || strings.Contains(tt, "<li") || strings.Contains(tt, "<th"):
			ls[i].kind = "html"
		case spBulletRe.MatchString(t):
			ls[i].kind = "bullet"
		case spNumRe.MatchString(t):
			ls[i].kind = "num"
		default:
			ls[i].kind = "text"
			if spLabelRe.MatchString(t) {
				ls[i].kind = "label"
			}
		}
	}
	return ls
}

// splitPieces gives text's units in order, each with its kind and heading
// path.
func splitPieces(text string) (ps []splitPiece) {
	ls := spClassify(text)
	var path []string
	var levels []int
	add := func(s, e int, kind string) {
		for s < e && (text[s] == ' ' || text[s] == '\t') {
			s++
		}
		for e > s && strings.ContainsRune(" \t\r\n", rune(text[e-1])) {
			e--
		}
		if e > s {
			ps = append(ps, splitPiece{from: s, to: e, kind: kind, head: path})
		}
	}
	for i := 0; i < len(ls); i++ {
		l := ls[i]
		switch l.kind {
		case "blank", "skip", "rule":
		case "heading":
			add(l.s, l.e, "heading")
			t := strings.TrimSpace(text[l.s:l.e])
			lv := len(t) - len(strings.TrimLeft(strings.TrimLeft(t, "\\"), "#"))
			if lv == 0 || lv > 6 {
				lv = 2
			}
			for len(levels) > 0 && levels[len(levels)-1] >= lv {
				levels, path = levels[:len(levels)-1], path[:len(path)-1:len(path)-1]
			}
			levels, path = append(levels, lv), append(path[:len(path):len(path)], strings.Trim(t, "#\\ *_=-"))
		case "row", "html", "code":
			add(l.s, l.e, l.kind)
		case "bullet", "num":
			e := l.e
			j := i + 1
			for ; j < len(ls); j++ {
				k := ls[j].kind
				if k == "text" || k == "label" {
					e = ls[j].e
					continue
				}
				if k == "blank" && j+1 < len(ls) && (ls[j+1].kind == "text" || ls[j+1].kind == "label") && ls[j+1].ind > l.ind {
					continue
				}
				break
			}
			add(l.s, e, l.kind)
			i = j - 1
		default: // a paragraph: lines until a blank or another kind
			j := i
			for j < len(ls) && (ls[j].kind == "text" || ls[j].kind == "label") {
				j++
			}
			for k := i; k < j; k++ {
				// a new unit at a label, an ID or after a line ending a sentence or a colon
				s, e := ls[k].s, ls[k].e
				for k+1 < j && ls[k+1].kind == "text" && !spIDRe.MatchString(text[ls[k+1].s:ls[k+1].e]) && !spEndsUnit(text[ls[k].s:ls[k].e]) {
					k++
					e = ls[k].e
				}
				kind := "text"
				if ls[k].kind == "label" || spLabelRe.MatchString(text[s:e]) {
					kind = "label"
				}
				seg := text[s:e]
				last := 0
				for _, m := range spSentRe.FindAllStringIndex(seg, -1) {
					cut := m[1] - 1
					for cut > m[0] && strings.ContainsRune("\"“*([", rune(seg[cut-1])) {
						cut--
					}
					if spAbbrev(seg[:m[0]+1]) {
						continue
					}
					add(s+last, s+cut, kind)
					last = cut
				}
				add(s+last, e, kind)
			}
			i = j - 1
		}
	}
	return ps
}

func spEndsUnit(l string) bool {
	l = strings.TrimSpace(l)
	return strings.HasSuffix(l, ":") || strings.HasSuffix(l, ".") || strings.HasSuffix(l, "**") || len(l) < 40
}

func spAbbrev(s string) bool {
	for _, a := range []string{"e.g.", "i.e.", "etc.", "vs.", "Dr.", "Mr.", "Ms.", "No.", "approx."} {
		if strings.HasSuffix(s, a) {
			return true
		}
	}
	n := len(s) // a number like 3.2.
	return n >= 2 && s[n-1] == '.' && s[n-2] >= '0' && s[n-2] <= '9' && n < 6
}

// spHash is FNV-1a of a+b, in 1<<bits buckets.
func spHash(a, b string, bits uint) uint32 {
	h := uint32(2166136261)
	for i := 0; i < len(a); i++ {
		h = (h ^ uint32(a[i])) * 16777619
	}
	for i := 0; i < len(b); i++ {
		h = (h ^ uint32(b[i])) * 16777619
	}
	return h & (1<<bits - 1)
}

var spModals = map[string]bool{"shall": true, "must": true, "should": true, "will": true, "may": true, "can": true, "cannot": true, "could": true}

func spWords(s string) []string {
	ws := spWordRe.FindAllString(s, -1)
	for i, w := range ws {
		ws[i] = strings.ToLower(w)
	}
	return ws
}

// splitFeatures gives the hashed features of a piece of text: what it
// says, its container, its section's words.
func splitFeatures(text string, p splitPiece, bits uint) []uint32 {
	var fs []uint32
	add := func(a, b string) { fs = append(fs, spHash(a, b, bits)) }
	add("bias", "")
	add("k=", p.kind)
	t := text[p.from:p.to]
	if len(t) > 600 {
		t = t[:600]
	}
	ws := spWords(t)
	seen := make(map[string]bool, len(ws))
	modal := false
	for _, w := range ws {
		if !seen[w] {
			seen[w] = true
			add("w=", w)
		}
		modal = modal || spModals[w]
	}
	for j := 0; j+1 < len(ws) && j < 8; j++ {
		add("b=", ws[j]+"_"+ws[j+1])
	}
	if len(ws) > 0 {
		add("f=", ws[0])
	}
	if len(ws) > 1 {
		add("f2=", ws[0]+"_"+ws[1])
	}
	lb := 0
	for x := len(ws); x > 0; x >>= 1 {
		lb++
	}
	add("len=", strconv.Itoa(lb))
	add("k=", p.kind+"|len="+strconv.Itoa(lb))
	add("modal=", strconv.FormatBool(modal))
	add("k=", p.kind+"|modal="+strconv.FormatBool(modal))
	if spIDStart.MatchString(t) {
		add("id", "")
		add("k=", p.kind+"|id")
	}
	if spNumSt.MatchString(t) {
		add("num", "")
	}
	tt := strings.TrimSpace(strings.Trim(t, "*_ |"))
	switch {
	case strings.HasSuffix(tt, ":"):
		add("end=colon", "")
	case strings.HasSuffix(tt, "?"):
		add("end=question", "")
	case strings.HasSuffix(tt, "."):
		add("end=period", "")
	}
	if strings.Contains(t, "|") {
		add("cells=", strconv.Itoa(min(strings.Count(t, "|"), 8)))
	}
	if strings.ToUpper(t) == t {
		add("caps", "")
	}
	lt := strings.ToLower(t)
	for _, c := range []string{"as a", "i want", "so that", "given", "when", "then", "http", "](", "tbd", "e.g.", "for example", "note"} {
		if strings.Contains(lt, c) {
			add("has=", c)
		}
	}
	if len(p.head) > 0 {
		h := p.head[len(p.head)-1]
		for _, w := range spWords(h) {
			add("h=", w)
		}
		if spIDStart.MatchString(h) || spNumSt.MatchString(h+" ") {
			add("h=numbered", "")
		}
		for _, hh := range p.head[:len(p.head)-1] {
			for _, w := range spWords(hh) {
				add("hp=", w)
			}
		}
	} else {
		add("h=none", "")
	}
	return fs
}

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
		out[k] = splitFeatures(text, p, bits)
	}
	return out
}

// SplitPlan is splitPlan over text's pieces, probs by piece.
func SplitPlan(text string, spans [][2]int, probs []float64, th float64) [][][2]int {
	return splitPlan(splitPieces(text), spans, func(k int) float64 { return probs[k] }, th)
}

// EncodeSplitModel is encodeSplitModel.
func EncodeSplitModel(w []float64, bits uint) []byte { return encodeSplitModel(w, bits) }

// DecodedSplitWeights gives the weights of an encoded model, dense.
func DecodedSplitWeights(b []byte) []float64 {
	m := decodeSplitModel(b)
	w := make([]float64, 1<<m.bits)
	for i, x := range m.w {
		w[i] = float64(x) * m.scale
	}
	return w
}
