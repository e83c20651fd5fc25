package spec

import (
	_ "embed" // the split's weights
	"encoding/binary"
	"math"
	"slices"
	"strconv"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/clarigraph/clarigraph/fcs"
)

// This file cuts, after the hand readers, a unit they read whole where a
// learned model says requirements start in it (reader generation 35,
// BENCHMARKS.md): a plain splitter cuts the text into units (headings,
// table rows, list items with their continuation lines, lines of code, a
// paragraph's sentences and labelled lines), each goes to the unit of the
// readers holding most of it, and a unit holding two or more of which two
// or more start a requirement (p ≥ splitAt) is cut where each begins, the
// text before the first going with it, so that no text is lost. A cut
// falls only where a line starts a unit and not under a statement that
// announces the items after it, and before a label alone that heads the
// items after it (but the first piece's); a scenario is never cut; a unit that names
// itself on its first line is cut only at pieces with codes of their own;
// a note or a pointer starts nothing; the items of one list at one indent
// are cut alike, by their mean score (reader generation 36: the package's
// own outputs then no longer change with the rounds the model is trained
// on). A unit names itself on its first line by the number that ends its
// ID too ("2. **Shelve**" of a use case's step "3/2", whose bullets then
// stay in the step), and the items at the outermost indent of a summary
// of what the product does ("2.2 Product Functions") are cut at every item
// whatever the model says, for the pass after the split (restate.go)
// judges them one by one. The model is a
// logistic regression over hashed features of a unit (its lower-cased
// words, first words, length, container, section's words …), trained on
// the tuning part of the requirements ground truth (its rounds up to the
// one a held-back round measured, splitTrainedThrough in
// split_weights_test.go) to tell the first unit of a requirement; its weights are split.bin, a byte each in 2^16
// buckets, those that are 0 left out. Regenerate them with the corpus at
// hand:
//
//	CLARIGRAPH_CORPUS=/path/to/corpus go generate ./spec
//
// which runs TestSplitWeightsAreTrained (split_weights_test.go) with
// -update; without -update the test checks the embedded file byte for
// byte against a fresh training, and is skipped without the corpus. The
// weights are a function of the label files of the training rounds as
// they stand: revising a label of those rounds (a segment's start, whether
// it is a requirement) makes split.bin stale, and the test then fails
// with the corpus though no code changed. Retraining is a new
// reader generation: the package's own tests it changes are looked at
// against the labelling guide, and it is measured on a held-back round. The
// same command rewrites split.sum (TestSplitFitsFeatures), a hash of the
// features of the package's test documents and of where split.bin says
// requirements start in them, checked without the corpus: a change to the
// features or the splitter that would need split.bin retrained fails it.

//go:generate go test -run ^TestSplit(WeightsAreTrained|FitsFeatures)$ . -args -update

//go:embed split.bin
var splitModelFile string

// splitAt is the probability from which a unit counts, chosen on rounds
// 22–28 of the ground truth (BENCHMARKS.md, reader generation 35).
const splitAt = 0.5

// splitMagic opens split.bin.
const splitMagic = "SPL1"

// splitModel is the decoded split.bin: a weight per bucket, dense.
type splitModel struct {
	bits  uint
	scale float64 // a weight is w[bucket] * scale
	w     []int8
	// least: the sum of a unit's weights from which p ≥ splitAt.
	least float64
}

// theSplitModel reads split.bin once; it panics if the file cannot be
// read, a fault of the build (the file is generated and tested), not of
// any input.
var theSplitModel = sync.OnceValue(func() *splitModel {
	m := decodeSplitModel([]byte(splitModelFile))
	if m == nil {
		panic("spec: the embedded split.bin cannot be read")
	}
	return m
})

// decodeSplitModel reads an encoded model: splitMagic, the number of hash
// bits, the scale (float32), the count of weights, then per weight its
// bucket's distance from the previous one (uvarint) and its value (int8).
// It returns nil for anything else.
func decodeSplitModel(b []byte) *splitModel {
	if len(b) < 13 || string(b[:4]) != splitMagic || b[4] == 0 || b[4] > 24 {
		return nil
	}
	m := &splitModel{bits: uint(b[4]), scale: float64(math.Float32frombits(binary.LittleEndian.Uint32(b[5:9])))}
	n := binary.LittleEndian.Uint32(b[9:13])
	m.w = make([]int8, 1<<m.bits)
	b = b[13:]
	at := uint64(0)
	for i := uint32(0); i < n; i++ {
		d, k := binary.Uvarint(b)
		if k <= 0 || k >= len(b) {
			return nil
		}
		at += d
		if at >= uint64(len(m.w)) {
			return nil
		}
		m.w[at] = int8(b[k])
		b = b[k+1:]
	}
	if len(b) != 0 || !(m.scale > 0) {
		return nil
	}
	m.least = math.Log(splitAt/(1-splitAt)) / m.scale
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
	out := []byte(splitMagic)
	out = append(out, byte(bits))
	out = binary.LittleEndian.AppendUint32(out, math.Float32bits(scale))
	out = binary.LittleEndian.AppendUint32(out, n)
	return append(out, body...)
}

// score is the sum of a unit's weights, in steps of m.scale: the log-odds
// that a requirement starts there over m.scale; from m.least, p ≥ splitAt.
func (m *splitModel) score(content string, p splitPiece) float64 {
	sum := 0
	for _, h := range splitFeatures(content, p, m.bits, nil) {
		sum += int(m.w[h])
	}
	return float64(sum)
}

// splitSpans cuts each unit the readers read whole, in place in the
// content, where the splitter's units inside it that the model says start
// a requirement begin, when there are two or more of them (splitCuts). The
// pieces keep the unit's section, kind, parent and attributes, and all its
// text: what stands before the first start is the first piece's. Their
// IDs are pieceID's.
func splitSpans(content string, units []unit) []unit {
	spans := make([][2]int, 0, len(units))
	names := make([]string, 0, len(units))
	of := make([]int, 0, len(units)) // spans[j] is units[of[j]]
	for i, u := range units {
		if u.from >= 0 && u.to > u.from && u.kind != fcs.KindScenario && !u.fenced { // a scenario's steps are its own; a fenced block is one
			spans, of = append(spans, [2]int{u.from, u.to}), append(of, i)
			name := ""
			if u.own && !u.ordinal {
				name = u.id
			}
			names = append(names, name)
		}
	}
	if len(spans) == 0 {
		return units
	}
	m := theSplitModel()
	ps := splitPieces(content)
	var seen map[string]bool // summarySection's answers, made when first asked
	summary := func(j int) bool {
		if seen == nil {
			seen = map[string]bool{}
		}
		return summarySection(units[of[j]].path, seen)
	}
	cuts := splitCuts(content, ps, spans, names, summary, func(k int) float64 { return m.score(content, ps[k]) }, m.least)
	split := make(map[int][]splitCut, len(cuts))
	for j, cs := range cuts {
		if cs != nil {
			split[of[j]] = cs
		}
	}
	if len(split) == 0 {
		return units
	}
	at := make([]int, len(units)) // old index → new index
	out := make([]unit, 0, len(units)+2*len(split))
	for i, u := range units {
		at[i] = len(out)
		cs, ok := split[i]
		if !ok {
			out = append(out, u)
			continue
		}
		story, first, criteria := false, len(out), 0
		for n, p := range cs {
			v := u
			v.id, v.own, v.ordinal, v.from, v.to = cutID(content, p, u.id)
			for v.from < v.to && (content[v.from] == ' ' || content[v.from] == '\t') {
				v.from++
			}
			switch {
			case n == 0 && v.id == u.id:
				// the first piece is the unit as far as its ID goes: a second
				// use of a written ID is warned about, as of the unit whole
				v.own, v.ordinal = u.own, u.ordinal
			case v.own && !v.ordinal && v.id == u.id:
				v.own = u.own
			}
			if n == 0 {
				story = isStory(content[v.from:v.to])
			} else if story {
				criteria = storyCriterion(content, &v, u.id, out[first].id, criteria)
			}
			v.names = false
			if n > 0 {
				v.section = "" // only the piece that opens the section takes its number
			}
			if u.attrs != nil {
				v.attrs = make(map[string]string, len(u.attrs))
				for a, x := range u.attrs {
					v.attrs[a] = x
				}
			}
			out = append(out, v)
		}
	}
	for i := range out {
		if out[i].parentOf > 0 {
			out[i].parentOf = at[out[i].parentOf-1] + 1
		}
	}
	return out
}

// storyCriterion makes v, a piece after the first of a cut user story
// (whose ID is story), one of its acceptance
// criteria, as the story readers name them: its parent the story, its
// kind acceptance_criterion unless it carries a code of its own ("AC-7"),
// a numbered item "<story>/<n>" without its number in the text, an
// unnumbered one "<story>/AC<k>" (k counting those, returned) — not the
// story's ID again settled "#k", which marks a document's own repeats.
func storyCriterion(content string, v *unit, span, story string, k int) int {
	if story != "" {
		v.parent, v.parentOf = story, 0
	}
	if v.own && !v.ordinal && v.id != span {
		return k // a code of its own: its kind is its code's
	}
	v.kind = fcs.KindAcceptanceCriterion
	switch {
	case span == "":
	case v.id == span:
		k++
		v.id, v.own, v.ordinal = span+"/AC"+strconv.Itoa(k), true, false
	case strings.HasPrefix(v.id, span+"/"):
		if m := spNumRe.FindStringIndex(content[v.from:v.to]); m != nil {
			v.from += m[1]
		}
		v.ordinal = false
	}
	return k
}

// splitCuts gives, for each span [from, to) the readers read, the pieces
// it is cut into (nil: it stays whole). Each of the splitter's units ps
// goes to the span holding most of it, the innermost when two hold it
// alike; a span holding two or more units of which two or more start a
// requirement (startsOf, by score(k) for ps[k] against least) is cut where
// each of those begins, the text before the first going with it. names[j]
// is span j's ID when the document writes it ("" else); summary(j), when
// summary is not nil, whether span j is in a summary of what the product
// does (summarySection), whose list items all start. A piece has the
// kind of the unit that starts it; it is trimmed of the white space
// around it.
func splitCuts(content string, ps []splitPiece, spans [][2]int, names []string, summary func(j int) bool, score func(k int) float64, least float64) [][]splitCut {
	out := make([][]splitCut, len(spans))
	order := make([]int, len(spans))
	for j := range order {
		order[j] = j
	}
	slices.SortStableFunc(order, func(a, b int) int { return spans[a][0] - spans[b][0] })
	best := make([]int32, len(ps)) // the span holding most of each piece, -1 none
	most := make([]int32, len(ps))
	for k := range best {
		best[k] = -1
	}
	size := func(j int32) int { return spans[j][1] - spans[j][0] }
	first := make([]int32, len(spans)) // the first piece that ends after each span starts
	for _, j := range order {
		s := spans[j]
		// pieces are in order and do not overlap: the first that ends after the span starts
		k, _ := slices.BinarySearchFunc(ps, s[0], func(p splitPiece, at int) int {
			if p.to > at {
				return 1
			}
			return -1
		})
		first[j] = int32(k)
		for ; k < len(ps) && ps[k].from < s[1]; k++ {
			o := int32(min(ps[k].to, s[1]) - max(ps[k].from, s[0]))
			if o > most[k] || o == most[k] && o > 0 && size(int32(j)) < size(best[k]) {
				best[k], most[k] = int32(j), o
			}
		}
	}
	var in []int // the pieces of one span, in order
	var scr startScratch
	for _, j := range order {
		in = in[:0]
		for k := int(first[j]); k < len(ps) && ps[k].from < spans[j][1]; k++ {
			if best[k] == int32(j) {
				in = append(in, k)
			}
		}
		if len(in) < 2 {
			continue
		}
		// may: the units where a cut may fall, the first and those that
		// start a line out of a lead-in; lead: the indent of a lead-in, whose
		// items follow it; after: right after it. In a unit that names
		// itself on its first line ("- FR-2: …", a directive's name, or the
		// number that ends its ID: "2. **Shelve**" of the use case step
		// "3/2", reader generation 90) a cut falls only at a piece with an ID
		// or a section number of its own; a note or an example ("Note: …",
		// "See …") starts none.
		var may []int
		lead, after := -1, false
		named := ""
		if n := names[j]; n != "" && (strings.Contains(content[ps[in[0]].from:ps[in[0]].to], n) || numberedAs(content, ps[in[0]], n)) {
			named = n
		}
		for n, k := range in {
			ind, line := pieceIndent(content, ps[k])
			if n == 0 || lead < 0 || ind <= lead && !after {
				lead = -1
				if n == 0 || line && !runsOn(content, ps, k) && !notePiece(content, ps[k]) && (named == "" || ownID(content, ps[k], named)) {
					may = append(may, k)
				}
			}
			if after = leadIn(content[ps[k].from:ps[k].to]); after {
				lead = ind
			}
		}
		if len(may) < 2 {
			continue
		}
		at := startsOf(content, ps, may, func() bool { return summary != nil && summary(j) }, score, least, &scr)
		if len(at) < 2 {
			continue
		}
		from, to := spans[j][0], spans[j][1]
		cs := make([]splitCut, len(at))
		pos := 0               // in[pos] is at[n]'s unit
		label, under := "", -1 // the label the numbered items nested under it are named by, its indent
		for n, p := range at {
			for pos < len(in) && ps[in[pos]].from != p.from {
				pos++
			}
			c := splitCut{splitPiece: p, item: p.from, itemKind: p.kind}
			ind, _ := pieceIndent(content, p)
			if label != "" && ind <= under {
				label = ""
			}
			// a label alone right before a start ("**More Criteria:**" over
			// "1. …") heads the items after it, not the piece before it: the
			// cut falls before it; not when it closes the first piece, which
			// keeps the label of its items ("As a rider …" over "**Acceptance
			// Criteria:**")
			if n >= 2 && pos >= 1 {
				if l := ps[in[pos-1]]; l.from > at[n-1].from && labelAlone(content, l) {
					c.from, c.kind = l.from, l.kind
					label, under = "", -1
					if p.kind == spNum {
						f, t := pieceText(content, l)
						label = labelName(content[f:t])
						under, _ = pieceIndent(content, l)
					}
				}
			}
			if p.kind == spNum {
				c.label = label
			}
			c.from = max(c.from, from)
			if n == 0 {
				c.from, c.kind = from, ps[in[0]].kind // the text before the first start goes with it
			}
			cs[n] = c
		}
		for n := range cs {
			cs[n].to = to
			if n+1 < len(cs) {
				cs[n].to = cs[n+1].from
			}
		}
		out[j] = cs
	}
	return out
}

// splitCut is a piece of a unit cut by the split: content[from:to], opening
// with a unit of kind; the unit that starts a requirement there begins at
// item (after a label that heads it: from < item) and is of itemKind;
// label, when not "", is the label its numbered items are named under
// ("US3/More Criteria/1").
type splitCut struct {
	splitPiece
	item     int
	itemKind spKind
	label    string
}

// labelAlone reports whether a piece is a label alone that ends with a
// colon ("**More Criteria:**"), not a statement that announces what
// follows (leadIn), and starts its line.
func labelAlone(content string, p splitPiece) bool {
	f, t := pieceText(content, p)
	_, line := pieceIndent(content, p)
	return line && strings.HasSuffix(strings.TrimRight(content[f:t], "*_ \t"), ":") && !leadIn(content[p.from:p.to])
}

// labelName is a label's words without its marks: "**More Criteria:**" is
// More Criteria.
func labelName(s string) string {
	if l, _, ok := labelled(s); ok {
		return strings.Trim(l, "*_ \t")
	}
	return strings.Trim(s, "*_: \t")
}

// cutID is the ID of a piece c of a unit whose ID is span (pieceID's, of
// the unit that starts the piece, and of a numbered item under a label
// "<span>/<label>/<n>"), and where the piece's text starts, after the
// white space and bullet that open it and its own ID.
func cutID(content string, c splitCut, span string) (id string, own, ordinal bool, from, to int) {
	from, to = pieceText(content, c.splitPiece)
	if c.label != "" && span != "" {
		span += "/" + c.label
	}
	if c.item <= c.from {
		var body int
		id, own, ordinal, body = pieceID(content[from:to], c.kind, span)
		return id, own, ordinal, from + body, to
	}
	f, _ := pieceText(content, splitPiece{from: c.item, to: c.to, kind: c.itemKind})
	id, own, ordinal, _ = pieceID(content[f:to], c.itemKind, span)
	return id, own, ordinal, from, to
}

// startsOf gives the pieces of may (indexes into ps) where a requirement
// starts: a piece's score (score(k), a sum of weights) at least least;
// but the items of one list (listItem) at one indent start alike, by the mean of
// their scores, so that a list is not cut at some items and not at others
// by a model that hesitates over one of them. The items at the outermost
// indent of a unit in a summary of what the product does ("2.2 Product
// Functions", summary() reports it; reader generation 90) all start,
// whatever the model says of them: the guide judges each such item on its
// own (a summary of later requirements, or the only statement of its
// capability), and dropRestatedSummaries, after the split, judges them one
// by one, which it cannot do of a list left whole.
func startsOf(content string, ps []splitPiece, may []int, summary func() bool, score func(k int) float64, least float64, scr *startScratch) []splitPiece {
	scr.sc, scr.ind, scr.items = scr.sc[:0], scr.ind[:0], scr.items[:0]
	for n, k := range may {
		ind := -1
		if listItem(content, ps[k]) {
			ind, _ = pieceIndent(content, ps[k])
			scr.items = append(scr.items, n)
		}
		scr.sc, scr.ind = append(scr.sc, score(k)), append(scr.ind, ind)
	}
	sc, ind, items := scr.sc, scr.ind, scr.items
	// the items by indent, in document order within one: runs of one list
	slices.SortStableFunc(items, func(a, b int) int { return ind[a] - ind[b] })
	for i := 0; i < len(items); {
		j, sum := i, 0.0
		for ; j < len(items) && ind[items[j]] == ind[items[i]]; j++ {
			sum += sc[items[j]]
		}
		if j-i >= 2 {
			for _, n := range items[i:j] {
				sc[n] = sum / float64(j-i)
			}
		}
		if i == 0 && j-i >= 2 && sc[items[0]] < least && summary() {
			for _, n := range items[i:j] {
				sc[n] = max(sc[n], least)
			}
		}
		i = j
	}
	var at []splitPiece
	for n, k := range may {
		if sc[n] >= least {
			at = append(at, ps[k])
		}
	}
	return at
}

// listItem reports whether a piece is a list's item: a bullet, or an
// item numbered "1.", "2)", "(b)", not a section's number ("3.1.2 …").
func listItem(content string, p splitPiece) bool {
	switch p.kind {
	case spBullet:
		return true
	case spNum:
		m := spNumRe.FindStringSubmatchIndex(content[p.from:p.to])
		return m != nil && !strings.Contains(strings.TrimRight(content[p.from+m[2]:p.from+m[3]], ".)"), ".")
	}
	return false
}

// startScratch is startsOf's room, kept from one unit to the next.
type startScratch struct {
	sc    []float64
	ind   []int
	items []int
}

// numberedAs reports whether a piece is a list item numbered as the last
// part of the ID name, after its last "/": "2. **Shelve**" of the step
// "3/2" or "UC-01/2", "(b) …" of "FR-4/b", and a bullet labelled so as
// an extension or its step ("- 2a1. …" of "UC-1/2a1"). A unit whose first
// line opens so names itself there by its number, as "- FR-2: …" does by
// its code.
func numberedAs(content string, p splitPiece, name string) bool {
	if p.kind == spBullet {
		id := extensionID(strings.TrimSpace(content[p.from:p.to]))
		return id != "" && id == name[strings.LastIndexByte(name, '/')+1:]
	}
	if p.kind != spNum || !listItem(content, p) {
		return false
	}
	m := spNumRe.FindStringSubmatchIndex(content[p.from:p.to])
	n := strings.Trim(strings.TrimRight(content[p.from+m[2]:p.from+m[3]], ".)"), "()")
	return n != "" && n == name[strings.LastIndexByte(name, '/')+1:]
}

// ownID reports whether a piece of a unit named name carries an ID or a
// section number of its own ("AC-7: …", "3.1.2 …"), not name's.
func ownID(content string, p splitPiece, name string) bool {
	f, t := pieceText(content, p)
	_, own, ordinal, _ := pieceID(content[f:t], p.kind, name)
	return own && !ordinal
}

// notePiece reports whether a piece is what the hand readers call a note
// or an example: "Note: …", "See …", "For example, …".
func notePiece(content string, p splitPiece) bool {
	f, t := pieceText(content, p)
	s := strings.TrimLeft(content[f:t], "[(*_ \t")
	low := strings.ToLower(s[:min(len(s), 64)]) // the phrases are shorter
	return noteLine(s) || startsWithAny(low, "", noteStarts) || startsWithAny(low, "", exampleStarts)
}

// pieceIndent is the column where a piece starts, and whether it starts
// its line (nothing but white space before it).
func pieceIndent(content string, p splitPiece) (ind int, line bool) {
	bol := strings.LastIndexByte(content[:p.from], '\n') + 1
	return p.from - bol, strings.TrimLeft(content[bol:p.from], " \t") == ""
}

// runsOn reports whether ps[k] is a paragraph's line after its first:
// a line of text right under another (a labelled line starts a unit).
func runsOn(content string, ps []splitPiece, k int) bool {
	if k == 0 || ps[k].kind != spText || ps[k-1].kind != spText && ps[k-1].kind != spLabel {
		return false
	}
	between := content[ps[k-1].to:ps[k].from]
	return strings.Count(between, "\n") == 1 && strings.TrimSpace(between) == ""
}

// leadIn reports whether a piece ends with a colon and is not a label
// alone: a statement that the items under it complete ("The kiosk shall
// accept:", "Take the copy:"), not a label heading them ("**Acceptance
// Criteria:**").
func leadIn(s string) bool {
	t := strings.TrimRight(s, "*_ \t\r\n")
	if !strings.HasSuffix(t, ":") {
		return false
	}
	if m := spBulletRe.FindStringIndex(t); m != nil {
		t = t[m[1]:]
	}
	_, v, ok := labelled(t)
	return !ok || strings.Trim(t[v:], "*_: \t") != ""
}

// pieceText is where a piece's text stands: without the white space
// around it, the bullet that opens it, and the "|" of a table row's ends.
func pieceText(content string, p splitPiece) (from, to int) {
	from, to = p.from, p.to
	for to > from && strings.IndexByte(" \t\r\n", content[to-1]) >= 0 {
		to--
	}
	for from < to && strings.IndexByte(" \t\r\n", content[from]) >= 0 {
		from++
	}
	switch p.kind {
	case spBullet:
		if m := spBulletRe.FindStringIndex(content[from:to]); m != nil && from+m[1] < to {
			from += m[1]
		}
	case spRow:
		f, t := from, to
		for f < t && strings.IndexByte("| \t", content[f]) >= 0 {
			f++
		}
		for t > f && strings.IndexByte("| \t\r", content[t-1]) >= 0 {
			t--
		}
		if f < t {
			from, to = f, t
		}
	}
	return from, to
}

// pieceID is the ID of a piece of a unit whose ID is span: the
// piece's own requirement ID or section number ("FR-2", "3.1.2"), else its
// list item's number under span ("US3/2"; the number alone when span is
// generated), else span (settled "US3#2", without a warning); "" for a
// generated one. body is where the piece's text starts after its own ID,
// as the readers leave an ID out of a requirement's text (0 for the
// others: a list item keeps its number).
func pieceID(text string, kind spKind, span string) (id string, own, ordinal bool, body int) {
	t := text
	item := ""
	switch kind {
	case spBullet:
		if m := spBulletRe.FindStringIndex(t); m != nil {
			t = t[m[1]:]
		}
	case spNum:
		if m := spNumRe.FindStringSubmatchIndex(t); m != nil {
			n := strings.TrimRight(t[m[2]:m[3]], ".)")
			if strings.Contains(n, ".") {
				return n, true, false, m[1] // a section number: 3.1.2
			}
			t = t[m[1]:]
			item = strings.Trim(n, "()")
		}
	case spRow: // a row whose first cell is an ID alone, kept whole
		cell, _, _ := strings.Cut(strings.TrimLeft(t, "| \t"), "|")
		cell = strings.TrimSpace(cell)
		if id, rest, weak, ok := idPrefix(cell); ok && !weak && strings.TrimSpace(cell[rest:]) == "" {
			return id, true, false, 0
		}
		t = ""
	}
	if id, rest, weak, ok := idPrefix(t); ok && !weak && rest < len(t) {
		return id, true, false, len(text) - len(t) + rest
	}
	switch {
	case item != "" && span != "":
		return span + "/" + item, true, true, 0
	case item != "":
		return item, true, true, 0
	}
	return span, false, true, 0
}

// splitPiece is a unit of the plain splitter: content[from:to].
type splitPiece struct {
	from, to int
	kind     spKind
	head     *spHead // the headings over it; nil: none
}

// spHead is a heading over units as the features read it: once per
// heading when a unit under it is first scored, not once per unit (a
// heading may run on for thousands of words), and its first spHeadCap
// bytes only.
type spHead struct {
	title    string
	up       *spHead  // the heading around it, nil none
	done     bool     // words and numbered are read
	words    []string // the title's words, lower-cased
	numbered bool     // the title opens with an ID or a number
}

// spHeadCap is how much of a heading the features read, as of a unit's own
// text.
const spHeadCap = 600

// read reads the heading's words once.
func (h *spHead) read() *spHead {
	if !h.done {
		t := h.title[:min(len(h.title), spHeadCap)]
		h.words, h.numbered, h.done = spWords(t), spIDStart.MatchString(t) || spNumSt.MatchString(t+" "), true
	}
	return h
}

// spKind is the kind of a line or a unit of the splitter.
type spKind uint8

const (
	spText spKind = iota
	spLabel
	spHeading
	spRow
	spHTML
	spBullet
	spNum
	spCode
	spBlank
	spSkip
	spRule
)

// spKindName names the kinds in the features.
var spKindName = [...]string{"text", "label", "heading", "row", "html", "bullet", "num", "code", "blank", "skip", "rule"}

var (
	spAtxRe    = mustGuard(`^\s{0,3}\\?#{1,6}`)
	spSetextRe = mustGuard(`^\s*(=+|-+|~+|\^+|\*+)\s*$`)
	spBulletRe = mustGuard(`^\s*([-*+•▪◦]|\[[ xX]\])\s+`)
	spNumRe    = mustGuard(`^\s*(\d+(\.\d+)*[.)]?|[a-zA-Z][.)]|\(\w{1,3}\))\s+`)
	spSepRe    = mustGuard(`^\s*\|?[\s:|-]+\|?\s*$`)
	spLabelRe  = mustGuard(`^\s*(\*\*|__)?[A-Z][\w /()&'-]{0,40}(\*\*|__)?\s*:`)
	spIDRe     = mustGuard(`^\s*(\*\*|\[|` + "`" + `)?[A-Z][A-Za-z]{0,6}[-_ .]?\d+`)
	spSentRe   = mustGuard(`[.!?]["')\]*]*\s+["“*(\[]*[A-Z0-9]`)
	spIDStart  = mustGuard(`^[\s*#\[|` + "`" + `_-]*([A-Z][A-Za-z]{0,6}[-_ ]?\d+(\.\d+)*[a-z]?)\b`)
	spNumSt    = mustGuard(`^[\s*#|-]*\d+(\.\d+)*[.)]?\s`)
)

// spLine is a line of the splitter: content[s:e] without its newline.
type spLine struct {
	s, e, ind int
	kind      spKind
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
		// the first byte after the white space of the expressions' \s: a
		// line whose first byte cannot start a match is spared the expression
		c := byte(0)
		r := strings.TrimLeft(t, " \t\n\f\r")
		if r != "" {
			c = r[0]
		}
		switch {
		case fenceLine(tt):
			fence = !fence
			ls[i].kind = spSkip
		case fence:
			ls[i].kind = spCode
			if tt == "" {
				ls[i].kind = spBlank
			}
		case tt == "":
			ls[i].kind = spBlank
		case c == '#' && len(t)-len(r) <= 3 || (c == '#' || c == '\\') && spAtxRe.MatchString(t):
			// "#" after three blanks at most is spAtxRe's match, told
			// without it (performance generation 3)
			ls[i].kind = spHeading
		case strings.IndexByte("=-~^*", c) >= 0 && len(tt) >= 2 && strings.Count(tt, tt[:1]) == len(tt) && spSetextRe.MatchString(t):
			// The count: a match is blanks around one character repeated,
			// so tt (t without them) is that character alone; a list
			// item ("- …") is spared the expression (performance
			// generation 2b).
			ls[i].kind = spRule
			if i > 0 && ls[i-1].kind != spBlank && ls[i-1].kind != spRule {
				ls[i-1].kind = spHeading
			}
		case strings.HasPrefix(tt, "|==="):
			ls[i].kind = spSkip
		case strings.HasPrefix(tt, "|") || strings.HasPrefix(tt, "+-"):
			if marksOf(tt).only(sepMarks) && spSepRe.MatchString(tt) || strings.HasPrefix(tt, "+-") {
				ls[i].kind = spSkip
			} else {
				ls[i].kind = spRow
			}
		case strings.Contains(tt, "<td") || strings.Contains(tt, "<li") || strings.Contains(tt, "<th"):
			ls[i].kind = spHTML
		case strings.IndexByte("-*+[\xe2", c) >= 0 && (spMarkerBlank(r, 1) || spBulletRe.MatchString(t)):
			ls[i].kind = spBullet
		case (c == '(' || c >= '0' && c <= '9' || c|0x20 >= 'a' && c|0x20 <= 'z' && letterMarker(tt)) && (spNumFirst(r) || spNumRe.MatchString(t)):
			ls[i].kind = spNum
		default:
			ls[i].kind = spText
			if (c == '*' || c == '_' || c >= 'A' && c <= 'Z') && strings.IndexByte(t, ':') >= 0 && spLabelRe.MatchString(t) {
				ls[i].kind = spLabel
			}
		}
	}
	return ls
}

// spMarkerBlank reports whether r, a line after its leading white space,
// holds a blank (the expressions' \s) at byte k, after a marker of k
// bytes. Where it does, a marker the expression's first part reads
// ("-", "*", "+"; a number) is followed by its \s+, and the expression
// matches: the common bullet and number are told by their first bytes,
// and only the others are left to spBulletRe and spNumRe (performance
// generation 3).
func spMarkerBlank(r string, k int) bool {
	if k >= len(r) {
		return false
	}
	switch r[k] {
	case ' ', '\t', '\n', '\f', '\r':
		return r[0] == '-' || r[0] == '*' || r[0] == '+' || r[0] >= '0' && r[0] <= '9'
	}
	return false
}

// spNumFirst reports whether r, a line after its leading white space,
// opens with spNumRe's common number, told without it: digits, more
// digits after each ".", maybe "." or ")", then white space ("3. ",
// "12) ", "4 ", "2.1.3 ").
func spNumFirst(r string) bool {
	d := leadDigits(r)
	if d == 0 {
		return false
	}
	for d+1 < len(r) && r[d] == '.' && r[d+1] >= '0' && r[d+1] <= '9' {
		d += 1 + leadDigits(r[d+1:])
	}
	if d < len(r) && (r[d] == '.' || r[d] == ')') {
		d++
	}
	return spMarkerBlank(r, d)
}

// letterMarker reports whether tt, a line opening with a letter after its
// blanks, may open with spNumRe's letter marker ("a.", "b)"): the letter
// then stands right before "." or ")". A line of prose or a list item's
// continuation is so spared the expression (performance generation 2b).
func letterMarker(tt string) bool {
	return len(tt) >= 2 && (tt[1] == '.' || tt[1] == ')')
}

// splitPieces gives text's units in order, each with its kind and the
// headings over it.
func splitPieces(text string) (ps []splitPiece) {
	ls := spClassify(text)
	ps = make([]splitPiece, 0, len(ls)/2+8)
	var heads []*spHead // the headings over the next unit, innermost last
	var levels []int
	add := func(s, e int, kind spKind) {
		for s < e && (text[s] == ' ' || text[s] == '\t') {
			s++
		}
		for e > s && strings.ContainsRune(" \t\r\n", rune(text[e-1])) {
			e--
		}
		if e > s {
			var h *spHead
			if len(heads) > 0 {
				h = heads[len(heads)-1]
			}
			ps = append(ps, splitPiece{from: s, to: e, kind: kind, head: h})
		}
	}
	for i := 0; i < len(ls); i++ {
		l := ls[i]
		switch l.kind {
		case spBlank, spSkip, spRule:
		case spHeading:
			add(l.s, l.e, spHeading)
			t := strings.TrimSpace(text[l.s:l.e])
			lv := len(t) - len(strings.TrimLeft(strings.TrimLeft(t, "\\"), "#"))
			if lv == 0 || lv > 6 {
				lv = 2
			}
			for len(levels) > 0 && levels[len(levels)-1] >= lv {
				levels, heads = levels[:len(levels)-1], heads[:len(heads)-1]
			}
			h := &spHead{title: strings.Trim(t, "#\\ *_=-")}
			if len(heads) > 0 {
				h.up = heads[len(heads)-1]
			}
			levels, heads = append(levels, lv), append(heads, h)
		case spRow, spHTML, spCode:
			add(l.s, l.e, l.kind)
		case spBullet, spNum:
			e := l.e
			j := i + 1
			for ; j < len(ls); j++ {
				k := ls[j].kind
				if k == spText || k == spLabel {
					e = ls[j].e
					continue
				}
				if k == spBlank && j+1 < len(ls) && (ls[j+1].kind == spText || ls[j+1].kind == spLabel) && ls[j+1].ind > l.ind {
					continue
				}
				break
			}
			add(l.s, e, l.kind)
			i = j - 1
		default: // a paragraph: lines until a blank or another kind
			j := i
			for j < len(ls) && (ls[j].kind == spText || ls[j].kind == spLabel) {
				j++
			}
			for k := i; k < j; k++ {
				// a new unit at a label, an ID or after a line ending a sentence or a colon
				s, e := ls[k].s, ls[k].e
				for k+1 < j && ls[k+1].kind == spText && !spIDRe.MatchString(text[ls[k+1].s:ls[k+1].e]) && !spEndsUnit(text[ls[k].s:ls[k].e]) {
					k++
					e = ls[k].e
				}
				kind := spText
				if ls[k].kind == spLabel || spLabelRe.MatchString(text[s:e]) {
					kind = spLabel
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

// spEndsUnit reports whether a paragraph's line ends its unit: a colon, a
// period, bold, or a short line.
func spEndsUnit(l string) bool {
	l = strings.TrimSpace(l)
	return strings.HasSuffix(l, ":") || strings.HasSuffix(l, ".") || strings.HasSuffix(l, "**") || len(l) < 40
}

// spAbbrev reports whether s ends with an abbreviation or a short number
// ("e.g.", "3.2."), where no sentence ends.
func spAbbrev(s string) bool {
	for _, a := range []string{"e.g.", "i.e.", "etc.", "vs.", "Dr.", "Mr.", "Ms.", "No.", "approx."} {
		if strings.HasSuffix(s, a) {
			return true
		}
	}
	n := len(s) // a number like 3.2.
	return n >= 2 && s[n-1] == '.' && s[n-2] >= '0' && s[n-2] <= '9' && n < 6
}

// spHash is FNV-1a of its parts one after the other, in 1<<bits buckets.
func spHash(bits uint, parts ...string) uint32 {
	h := uint32(2166136261)
	for _, p := range parts {
		for i := 0; i < len(p); i++ {
			h = (h ^ uint32(p[i])) * 16777619
		}
	}
	return h & (1<<bits - 1)
}

// spModal are the modal verbs, lower-cased.
var spModal = [...]string{"shall", "must", "should", "will", "may", "can", "cannot", "could"}

// spWords gives s's words, lower-cased: runs of ASCII letters (with the
// apostrophes and hyphens after the first letter) and runs of digits, as
// the expression [A-Za-z][A-Za-z'-]*|\d+ would find them, by a scan of the
// bytes.
func spWords(s string) []string {
	var ws []string
	if s != "" {
		ws = make([]string, 0, 10) // as the expression's FindAllString starts
	}
	for i := 0; i < len(s); {
		c := s[i]
		j := i + 1
		switch {
		case spLetter(c):
			for j < len(s) && (spLetter(s[j]) || s[j] == '\'' || s[j] == '-') {
				j++
			}
		case c >= '0' && c <= '9':
			for j < len(s) && s[j] >= '0' && s[j] <= '9' {
				j++
			}
		default:
			i++
			continue
		}
		ws = append(ws, strings.ToLower(s[i:j]))
		i = j
	}
	return ws
}

// spLetter reports whether c is an ASCII letter.
func spLetter(c byte) bool { return c|0x20 >= 'a' && c|0x20 <= 'z' }

// spHas are the phrases whose presence is a feature.
var spHas = [...]string{"as a", "i want", "so that", "given", "when", "then", "http", "](", "tbd", "e.g.", "for example", "note"}

// splitFeatures appends to fs the hashed features of a piece of text: what
// it says, its container, its section's words.
func splitFeatures(text string, p splitPiece, bits uint, fs []uint32) []uint32 {
	add := func(parts ...string) { fs = append(fs, spHash(bits, parts...)) }
	kind := spKindName[p.kind]
	add("bias")
	add("k=", kind)
	t := text[p.from:p.to]
	if len(t) > 600 {
		t = t[:600]
	}
	ws := spWords(t)
	modal := false
	for i, w := range ws {
		if !slices.Contains(ws[:i], w) {
			add("w=", w)
		}
		modal = modal || slices.Contains(spModal[:], w)
	}
	for j := 0; j+1 < len(ws) && j < 8; j++ {
		add("b=", ws[j], "_", ws[j+1])
	}
	if len(ws) > 0 {
		add("f=", ws[0])
	}
	if len(ws) > 1 {
		add("f2=", ws[0], "_", ws[1])
	}
	lb := 0
	for x := len(ws); x > 0; x >>= 1 {
		lb++
	}
	n := strconv.Itoa(lb)
	add("len=", n)
	add("k=", kind, "|len=", n)
	m := strconv.FormatBool(modal)
	add("modal=", m)
	add("k=", kind, "|modal=", m)
	if spIDStart.MatchString(t) {
		add("id")
		add("k=", kind, "|id")
	}
	if spNumSt.MatchString(t) {
		add("num")
	}
	tt := strings.TrimSpace(strings.Trim(t, "*_ |"))
	switch {
	case strings.HasSuffix(tt, ":"):
		add("end=colon")
	case strings.HasSuffix(tt, "?"):
		add("end=question")
	case strings.HasSuffix(tt, "."):
		add("end=period")
	}
	if strings.Contains(t, "|") {
		add("cells=", strconv.Itoa(min(strings.Count(t, "|"), 8)))
	}
	if upper(t) {
		add("caps")
	}
	lt := strings.ToLower(t)
	for _, c := range spHas {
		if strings.Contains(lt, c) {
			add("has=", c)
		}
	}
	if h := p.head; h != nil {
		for _, w := range h.read().words {
			add("h=", w)
		}
		if h.numbered {
			add("h=numbered")
		}
		var outer [8]*spHead // the headings around it, innermost first; six levels at most
		n := 0
		for u := h.up; u != nil && n < len(outer); u = u.up {
			outer[n], n = u, n+1
		}
		for n--; n >= 0; n-- {
			for _, w := range outer[n].read().words {
				add("hp=", w)
			}
		}
	} else {
		add("h=none")
	}
	return fs
}

// upper reports whether strings.ToUpper(t) == t, without the copy: t is
// valid UTF-8 and no letter of it changes in upper case.
func upper(t string) bool {
	if !utf8.ValidString(t) {
		return false
	}
	for _, r := range t {
		if unicode.ToUpper(r) != r {
			return false
		}
	}
	return true
}
