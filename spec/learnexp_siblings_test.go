//go:build learnexp

// Reader generation 95's count (BENCHMARKS.md, "Reader generation 95"):
// does a document's majority shape predict how its odd blocks should be
// read? Behind the build tag learnexp, on learnexp_test.go's dumps:
//
//	D=/tmp/r95; mkdir -p $D; cp /work/labels/arrival/dumps3/{list.json,reqs-*.json} $D/
//	export LEARNEXP_DIR=$D CLARIGRAPH_CORPUS=/work/labels/ctune-r
//	LEARNEXP_ROUNDS="41 62" go test -tags learnexp -run TestLearnexpSiblings -v ./spec
//	# LEARNEXP_SIB_READER=today: today's reader on the same rounds' documents;
//	# LEARNEXP_SIB_SHOW=<class>: each odd block of the class (line, shapes; the class
//	# with the block's content after it, "· story", "· use case", matches too)
//
// Blocks and sibling sets. A document's lines (fenced code skipped) give
// blocks of five kinds: a Markdown heading (its section, to the next
// heading of its level or above), a bold-only line standing alone (to the
// next such line or heading), a name line (a plain short line after a
// blank line whose next non-blank line is a list, label lines or an
// indented block; to the next name line, bold line or heading), a table's
// data row (its header and separator rows left out), a top-level list
// item (with its continuation and nested lines). Siblings are the blocks
// of one kind and form (a heading's level and whether it is numbered, has
// an ID or neither) under the same parent block; a table's rows; a list's
// items. A sibling set of three blocks or more is counted.
//
// Shapes. A block's shape as read: how many of the reader's units start
// in it (0, 1, 2+), their most frequent kind, their IDs' form (none — no
// ID or a generated R-n —, own — a token of the block's text —, derived —
// with a "/" —, other). As labelled: the same of the labelled
// requirements starting in it. The majority shape of a set is the one more
// than half its blocks hold (kind and ID over the blocks with units). A
// block is odd when its shape as read is not the majority's; the labels
// follow the majority (the regularity would have fixed the reading), keep
// the odd reading (it would have broken a right reading), or neither.
//
// The answer (generation 95; BENCHMARKS.md, "Reader generation 95"): the
// majority is no guide to the odd block. On arrival of rounds 41–62, of 517
// blocks read with another count than their siblings' majority, the labels
// follow the majority in 83 and keep the odd reading in 400; the classes
// where the majority is right four times for once wrong are two rounds and
// two documents at most. Nothing of this is part of the reader.

package spec_test

import (
	"fmt"
	"os"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// sbBlock is a block of a document, in bytes.
type sbBlock struct {
	kind       string // heading, bold, name, row, item
	set        string // its sibling set's key
	start, end int    // bytes
	line       int    // its opener's line, from 1
	content    string // story, use case, other
}

var (
	sbStory  = regexp.MustCompile(`(?i)\bas an? [^,.\n]{1,80}(,|\bI\b)`)
	sbUCWord = regexp.MustCompile(`(?im)^\W*(primary actor|actors?|pre-?conditions?|post-?conditions?|main (success )?(flow|scenario)|basic flow|trigger|goal)\W*:`)
)

// sbContent tells a story, a use case, or neither by the block's text.
func sbContent(s string) string {
	switch {
	case len(sbUCWord.FindAllStringIndex(s, 3)) >= 2:
		return "use case"
	case sbStory.MatchString(s):
		return "story"
	}
	return "other"
}

// sbIndent is a line's indentation (a tab four).
func sbIndent(l string) int {
	n := 0
	for _, c := range l {
		switch c {
		case ' ':
			n++
		case '\t':
			n += 4
		default:
			return n
		}
	}
	return n
}

// siblingBlocks gives a text's blocks.
func siblingBlocks(text string) []sbBlock {
	type ln struct {
		s, e   int
		t      string
		fenced bool
	}
	var lines []ln
	fence := false
	for s := 0; s < len(text); {
		e := strings.IndexByte(text[s:], '\n')
		next := len(text)
		if e < 0 {
			e = len(text)
		} else {
			e += s
			next = e + 1
		}
		t := strings.TrimRight(text[s:e], "\r")
		f := fence
		if hdFence.MatchString(t) {
			fence = !fence
			f = true
		}
		lines = append(lines, ln{s, e, t, f})
		s = next
	}
	blank := func(i int) bool { return i < 0 || strings.TrimSpace(lines[i].t) == "" }
	var out []sbBlock
	// heading-like openers: rank 1–6 Markdown, 7 bold line, 8 name line
	type op struct {
		i, rank int
		form    string
		parent  int
	}
	var ops []op
	for i, l := range lines {
		if l.fenced || strings.TrimSpace(l.t) == "" {
			continue
		}
		if m := hdMD.FindStringSubmatch(l.t); m != nil {
			lv := strings.IndexFunc(strings.TrimSpace(l.t), func(r rune) bool { return r != '#' })
			h := strings.Trim(m[1], "*_ ")
			form := "plain"
			if hdNumStart.MatchString(h) {
				form = "numbered or ID"
			}
			ops = append(ops, op{i: i, rank: lv, form: fmt.Sprintf("h%d %s", lv, form)})
			continue
		}
		tt := strings.TrimSpace(l.t)
		if strings.HasPrefix(tt, "|") || strings.HasPrefix(tt, "<") || hdList.MatchString(l.t) {
			continue
		}
		if (hdBold.MatchString(l.t) || hdBoldCol.MatchString(l.t)) && blank(i-1) {
			ops = append(ops, op{i: i, rank: 7, form: "bold line"})
			continue
		}
		if blank(i-1) && headForm(l.t, "") == "plain short line" && !hdLabel.MatchString(l.t) {
			next := len(text)
			if i+1 < len(lines) {
				next = lines[i+1].s
			}
			switch followsOf(text, l.t, next) {
			case "list", "label lines", "indented":
				ops = append(ops, op{i: i, rank: 8, form: "name line"})
			}
		}
	}
	var stack []int // indices into ops
	for k := range ops {
		for len(stack) > 0 && ops[stack[len(stack)-1]].rank >= ops[k].rank {
			stack = stack[:len(stack)-1]
		}
		ops[k].parent = -1
		if len(stack) > 0 {
			ops[k].parent = stack[len(stack)-1]
		}
		stack = append(stack, k)
	}
	for k, o := range ops {
		end := len(text)
		for j := k + 1; j < len(ops); j++ {
			if ops[j].rank <= o.rank {
				end = lines[ops[j].i].s
				break
			}
		}
		kind := "heading"
		switch o.rank {
		case 7:
			kind = "bold"
		case 8:
			kind = "name"
		}
		out = append(out, sbBlock{kind: kind, set: fmt.Sprintf("op%d:%s", o.parent, o.form), start: lines[o.i].s, end: end, line: o.i + 1})
	}
	// tables: each data row
	for i := 0; i < len(lines); {
		if lines[i].fenced || !strings.HasPrefix(strings.TrimSpace(lines[i].t), "|") {
			i++
			continue
		}
		j := i
		for j < len(lines) && !lines[j].fenced && strings.HasPrefix(strings.TrimSpace(lines[j].t), "|") {
			j++
		}
		first := i
		if i+1 < j && hdSep.MatchString(lines[i+1].t) {
			first = i + 2
		}
		for r := first; r < j; r++ {
			if hdSep.MatchString(lines[r].t) {
				continue
			}
			out = append(out, sbBlock{kind: "row", set: fmt.Sprintf("table%d", i), start: lines[r].s, end: lines[r].e, line: r + 1})
		}
		i = j
	}
	// lists: top-level items of each list
	cur, ind := -1, 0 // the open item (index into out), the list's indent
	listKey := ""
	closeAt := func(e int) {
		if cur >= 0 {
			out[cur].end = e
		}
		cur = -1
	}
	lastNonBlankEnd := 0
	for i, l := range lines {
		t := strings.TrimSpace(l.t)
		if t == "" {
			continue
		}
		isItem := !l.fenced && hdList.MatchString(l.t) && !strings.HasPrefix(t, "|")
		li := sbIndent(l.t)
		switch {
		case cur >= 0 && isItem && li == ind:
			closeAt(lastNonBlankEnd)
			out = append(out, sbBlock{kind: "item", set: listKey, start: l.s, line: i + 1})
			cur = len(out) - 1
		case cur >= 0 && li > ind && !hdMD.MatchString(l.t):
			// continuation or nested
		case isItem && !hdMD.MatchString(l.t):
			closeAt(lastNonBlankEnd)
			ind, listKey = li, fmt.Sprintf("list%d", i)
			out = append(out, sbBlock{kind: "item", set: listKey, start: l.s, line: i + 1})
			cur = len(out) - 1
		default:
			closeAt(lastNonBlankEnd)
		}
		lastNonBlankEnd = l.e
	}
	closeAt(lastNonBlankEnd)
	for i := range out {
		out[i].content = sbContent(text[out[i].start:out[i].end])
	}
	return out
}

// sbShape is a block's shape, as read or as labelled.
type sbShape struct {
	n         int
	kind, idf string
	reqs, rdR int // labelled requirements starting in it, of them read
	nons, rdN int // labelled non-requirements, of them read
}

func sbBucket(n int) string {
	switch n {
	case 0:
		return "0"
	case 1:
		return "1"
	}
	return "2+"
}

var sbGenerated = regexp.MustCompile(`^R-[0-9]+$`)

// sbIDForm is an ID's form against the block's text.
func sbIDForm(id, text string) string {
	switch {
	case id == "" || sbGenerated.MatchString(id):
		if id != "" && sbToken(text, id) {
			return "own"
		}
		return "none"
	case sbToken(text, id):
		return "own"
	case strings.Contains(id, "/"):
		return "derived"
	}
	return "other"
}

// sbToken: id stands in text with no letter or digit touching it.
func sbToken(text, id string) bool {
	alnum := func(c byte) bool {
		return c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
	}
	for from := 0; ; {
		k := strings.Index(text[from:], id)
		if k < 0 {
			return false
		}
		k += from
		e := k + len(id)
		if (k == 0 || !alnum(text[k-1])) && (e >= len(text) || !alnum(text[e])) {
			return true
		}
		from = k + 1
	}
}

// sbMost is the most frequent of vs ("" when none), ties to the first.
func sbMost(vs []string) string {
	c := map[string]int{}
	best := ""
	for _, v := range vs {
		c[v]++
		if best == "" || c[v] > c[best] {
			best = v
		}
	}
	return best
}

// sbMinSet and sbShare are the smallest sibling set counted and the share
// of its blocks a majority holds (more than it): LEARNEXP_SIB_MIN,
// LEARNEXP_SIB_SHARE, 3 and 0.5 unless set.
var sbMinSet, sbShare = 3, 0.5

// sbMajority is the value more than sbShare of vs hold, "" none.
func sbMajority(vs []string) string {
	if len(vs) < sbMinSet {
		return ""
	}
	m := sbMost(vs)
	n := 0
	for _, v := range vs {
		if v == m {
			n++
		}
	}
	if float64(n) > sbShare*float64(len(vs)) {
		return m
	}
	return ""
}

// sbAgg is a class's count of odd blocks.
type sbAgg struct {
	odd, fix, brk, other        int
	reqs, reqsRead, nons, nonRd int
	fixReqsUnread, fixNonsRead  int // what the majority would fix: reqs not read, non-reqs read
	brkReqsRead, brkNonsUnread  int // what it would break
	rounds, docs                map[string]bool
	fixRounds, fixDocs          map[string]bool
}

func newSbAgg() *sbAgg {
	return &sbAgg{rounds: map[string]bool{}, docs: map[string]bool{}, fixRounds: map[string]bool{}, fixDocs: map[string]bool{}}
}

// TestLearnexpSiblings is the count.
func TestLearnexpSiblings(t *testing.T) {
	set := learnexpSet(t)
	from, to := roundRange(41, 62)
	dump := dumpCache(t)
	show := os.Getenv("LEARNEXP_SIB_SHOW")
	if v, err := strconv.Atoi(os.Getenv("LEARNEXP_SIB_MIN")); err == nil {
		sbMinSet = v
	}
	if v, err := strconv.ParseFloat(os.Getenv("LEARNEXP_SIB_SHARE"), 64); err == nil {
		sbShare = v
	}
	aggs := map[string]*sbAgg{}
	get := func(k string) *sbAgg {
		if aggs[k] == nil {
			aggs[k] = newSbAgg()
		}
		return aggs[k]
	}
	sets3, blocks3, docsN := 0, 0, 0
	setsBy := map[string]int{}
	majAgree := map[string][2]int{}
	for _, f := range set.Files {
		R := roundOf(f.Document)
		if R < from || R > to {
			continue
		}
		name := fmt.Sprint(R)
		if os.Getenv("LEARNEXP_SIB_READER") == "today" {
			name = "today"
		}
		rs := dump(name)[f.Document]
		d := set.Docs[f.Document]
		docsN++
		spans, idx := placeIdx(d, rs)
		segOfUnit := make([]int, len(spans))
		for k, p := range spans {
			segOfUnit[k] = segOf(f, p[0], p[1])
		}
		segRead := make([]bool, len(f.Segments))
		for _, s := range segOfUnit {
			if s >= 0 {
				segRead[s] = true
			}
		}
		blocks := siblingBlocks(d.Text)
		bySet := map[string][]int{}
		var order []string
		for i, b := range blocks {
			if bySet[b.set] == nil {
				order = append(order, b.set)
			}
			bySet[b.set] = append(bySet[b.set], i)
		}
		for _, key := range order {
			members := bySet[key]
			if len(members) < sbMinSet {
				continue
			}
			sets3++
			blocks3 += len(members)
			bk := blocks[members[0]].kind
			setsBy[bk]++
			read := make([]sbShape, len(members))
			lab := make([]sbShape, len(members))
			for m, bi := range members {
				b := blocks[bi]
				cs, ce := d.Char(b.start), d.Char(b.end)
				btext := d.Text[b.start:b.end]
				var kinds, idfs, lk, lidf []string
				for k, p := range spans {
					if p[0] >= cs && p[0] < ce {
						read[m].n++
						r := rs[idx[k]]
						kinds = append(kinds, r.Kind)
						idfs = append(idfs, sbIDForm(r.ID, btext))
					}
				}
				for j, sg := range f.Segments {
					if sg.Start < cs || sg.Start >= ce {
						continue
					}
					if sg.Req {
						lab[m].n++
						lab[m].reqs++
						lk = append(lk, sg.Kind)
						lidf = append(lidf, sbIDForm(sg.ID, btext))
						if segRead[j] {
							lab[m].rdR++
						}
					} else {
						lab[m].nons++
						if segRead[j] {
							lab[m].rdN++
						}
					}
				}
				read[m].kind, read[m].idf = sbMost(kinds), sbMost(idfs)
				lab[m].kind, lab[m].idf = sbMost(lk), sbMost(lidf)
			}
			// the three dimensions
			type dim struct {
				name     string
				get      func(s sbShape) string
				onlyRead bool // majority over blocks with units
			}
			dims := []dim{
				{"count", func(s sbShape) string { return sbBucket(s.n) }, false},
				{"kind", func(s sbShape) string { return s.kind }, true},
				{"id", func(s sbShape) string { return s.idf }, true},
			}
			for _, dm := range dims {
				var rv, lv []string
				for m := range members {
					if dm.onlyRead && read[m].n == 0 {
						continue
					}
					rv = append(rv, dm.get(read[m]))
					if !dm.onlyRead || lab[m].n > 0 {
						lv = append(lv, dm.get(lab[m]))
					}
				}
				maj := sbMajority(rv)
				if maj == "" {
					continue
				}
				lmaj := sbMajority(lv)
				a := majAgree[dm.name+" "+bk]
				if lmaj == maj {
					a[0]++
				} else {
					a[1]++
				}
				majAgree[dm.name+" "+bk] = a
				for m, bi := range members {
					if dm.onlyRead && read[m].n == 0 {
						continue
					}
					got := dm.get(read[m])
					if got == maj {
						continue
					}
					b := blocks[bi]
					want := dm.get(lab[m])
					if dm.onlyRead && lab[m].n == 0 {
						want = "(no requirement)"
					}
					cls := fmt.Sprintf("%s · %s · %s %s→%s", dm.name, bk, b.content, maj, got)
					if dm.name == "count" {
						cls = fmt.Sprintf("%s · %s · %s→%s", dm.name, bk, maj, got)
					}
					a := get(cls)
					tot := get(fmt.Sprintf("%s · all", dm.name))
					kb := get(fmt.Sprintf("%s · %s · all", dm.name, bk))
					kc := get(fmt.Sprintf("%s · any block · %s, all", dm.name, b.content))
					outc := "other"
					switch want {
					case maj:
						outc = "fix"
					case got:
						outc = "break"
					}
					for _, x := range []*sbAgg{a, tot, kb, kc} {
						x.odd++
						x.reqs += lab[m].reqs
						x.reqsRead += lab[m].rdR
						x.nons += lab[m].nons
						x.nonRd += lab[m].rdN
						x.rounds[fmt.Sprint(R)] = true
						x.docs[f.Document] = true
						switch outc {
						case "fix":
							x.fix++
							x.fixReqsUnread += lab[m].reqs - lab[m].rdR
							x.fixNonsRead += lab[m].rdN
							x.fixRounds[fmt.Sprint(R)] = true
							x.fixDocs[f.Document] = true
						case "break":
							x.brk++
							x.brkReqsRead += lab[m].rdR
							x.brkNonsUnread += lab[m].nons - lab[m].rdN
						default:
							x.other++
						}
					}
					if show != "" && strings.Contains(cls+" · "+b.content, show) {
						fmt.Printf("  %s %s line %d [%s · %s] read %s (n=%d %s %s) labels %s (reqs %d read %d, nons %d read %d) set of %d\n",
							outc, f.Document, b.line, cls, b.content, got, read[m].n, read[m].kind, read[m].idf, want,
							lab[m].reqs, lab[m].rdR, lab[m].nons, lab[m].rdN, len(members))
					}
				}
			}
		}
	}
	fmt.Printf("documents %d, sibling sets of 3+ %d (%v), blocks in them %d\n", docsN, sets3, setsBy, blocks3)
	var mk []string
	for k := range majAgree {
		mk = append(mk, k)
	}
	sort.Strings(mk)
	fmt.Println("\nsets with a majority as read: label majority the same / not")
	for _, k := range mk {
		fmt.Printf("  %s: %d / %d\n", k, majAgree[k][0], majAgree[k][1])
	}
	var keys []string
	for k := range aggs {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	fmt.Println("\n| class (dimension · block · majority→odd) | odd | labels follow majority (fix) | labels keep odd (break) | neither | ratio | reqs (read) | non-reqs (read) | fix: reqs unread / non-reqs read | break: reqs read / non-reqs unread | rounds / docs | fix rounds / docs |")
	fmt.Println("|---|---:|---:|---:|---:|---:|---|---|---|---|---|---|")
	for _, k := range keys {
		a := aggs[k]
		ratio := "∞"
		if a.brk > 0 {
			ratio = fmt.Sprintf("%.1f", float64(a.fix)/float64(a.brk))
		}
		fmt.Printf("| %s | %d | %d | %d | %d | %s | %d (%d) | %d (%d) | %d / %d | %d / %d | %d / %d | %d / %d |\n",
			k, a.odd, a.fix, a.brk, a.other, ratio, a.reqs, a.reqsRead, a.nons, a.nonRd,
			a.fixReqsUnread, a.fixNonsRead, a.brkReqsRead, a.brkNonsUnread,
			len(a.rounds), len(a.docs), len(a.fixRounds), len(a.fixDocs))
	}
}
