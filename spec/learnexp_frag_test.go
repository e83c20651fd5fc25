//go:build learnexp

// Reader generation 97's count (BENCHMARKS.md, "Reader generation 97"):
// where do fragments — a labelled requirement read as two or more units —
// come from, on arrival of rounds 36–62 and with today's reader, and what
// would a rule keeping their form whole merge wrongly?
//
//	D=/tmp/r97; mkdir -p $D; cp /work/labels/arrival/dumps3/{list.json,reqs-*.json} $D/
//	export LEARNEXP_DIR=$D CLARIGRAPH_CORPUS=/work/labels/ctune-r
//	LEARNEXP_ROUNDS="36 62" go test -tags learnexp -run TestLearnexpFragments -v ./spec
//	# LEARNEXP_SUB=1 classes a pair cut before a list item further (listSub);
//	# LEARNEXP_FRAGDOCS=1 (2) prints each fragment pair (right pair apart):
//	# reader, document, line, class, the text (to the terminal only);
//	# LEARNEXP_TODAY=0 leaves today's reader out; LEARNEXP_FRAGREADER=NAME
//	# counts the dump reqs-NAME.json instead (generation 97: "nosplit",
//	# today's reader with spec.go's splitSpans call taken out, dumped by
//	# learnexp_dump_test.go)
//
// Each document's requirements (as the dump holds them) are placed as the
// eval places them and sorted by their start. Two consecutive units form a
// pair. A pair given to one labelled requirement is a fragment (merging
// the two would remove it); a pair given to two labelled requirements is a
// right reading apart (merging the two would lose one). A pair is classed
// by its form — the plain splitter's unit holding the first unit's start
// (heading, row, bullet, num, text, label …; text and label under a
// numbered or ID'd heading apart), with "uc" when the reader calls the
// first unit a use-case field — and by its cut, what lies between the two
// units: a blank line (para), a line break before a unit of the splitter's
// kind K (line>K), a table cell's bar (cell), nothing but spaces and
// punctuation on one line (inline, a "<br>" included), or the two overlap
// (overlap). The second table weighs rules (fragRules), each keeping the
// pairs it picks whole: fragments it would remove against right readings
// it would break, with the rounds and documents of each. Rounds are the
// tuning rounds; "pure", "fresh" and "gocreator" count as one, round 0.

package spec_test

import (
	"fmt"
	"os"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/clarigraph/clarigraph/internal/groundtruth"
	"github.com/clarigraph/clarigraph/spec"
)

// fragPair is one pair of consecutive units of a document, in characters.
type fragPair struct {
	a0, a1, b0, b1 int
	segA, segB     int
	form, cut      string
	sub            string // a pair cut before a list item: how the item stands (listSub)
	sameSec        bool   // both units under one innermost heading
	secProse       bool   // that section holds only prose (text and label units)
	secParas       int    // paragraphs of that section
}

// indentOf is the number of leading spaces and tabs of a line.
func indentOf(l string) int { return len(l) - len(strings.TrimLeft(l, " \t")) }

// itemMarker reports whether a line starts a bullet or numbered item.
func itemMarker(l string) bool {
	t := strings.TrimLeft(l, " \t>")
	if len(t) > 1 && strings.IndexByte("-*+•", t[0]) >= 0 && (t[1] == ' ' || t[1] == '\t') {
		return true
	}
	return numSt.MatchString(t)
}

// listSub classes a pair whose second unit (at byte b) is a list item:
// nested under the first unit's line, a sibling of it, or out of it; the
// line introducing the item's run ending with a colon or not; the item
// short (at most six words, no modal verb, no final period) or not.
func listSub(text string, a, b int) string {
	as, ae, _ := lineAt(text, a)
	bs, be, _ := lineAt(text, b)
	ia, ib := indentOf(text[as:ae]), indentOf(text[bs:be])
	nest := "sibling"
	switch {
	case ib > ia:
		nest = "nested"
	case ib < ia:
		nest = "out"
	}
	// the run's lead-in: back over blank lines and items at b's indent
	lead := ""
	for s := bs; s > 0; {
		ps, pe, _ := lineAt(text, s-1)
		l := text[ps:pe]
		s = ps
		if strings.TrimSpace(l) == "" || itemMarker(l) && indentOf(l) == ib {
			continue
		}
		lead = l
		break
	}
	colon := "nocolon"
	if strings.HasSuffix(strings.TrimRight(lead, "*_ \t"), ":") {
		colon = "colon"
	}
	item := strings.TrimSpace(text[b:be])
	ws := strings.Fields(item)
	short := "long"
	modal := false
	for _, w := range ws {
		modal = modal || modals[strings.ToLower(strings.Trim(w, "*_,.;:"))]
	}
	if len(ws) <= 6 && !modal && !strings.HasSuffix(item, ".") {
		short = "short"
	}
	return nest + "," + colon + "," + short
}

// docPairs gives the consecutive pairs of the units of rs in d.
func docPairs(d *groundtruth.Doc, f *groundtruth.File, rs []rawReq) []fragPair {
	spans, idx := placeIdx(d, rs)
	type sp struct {
		a, b, seg int
		kind      string
	}
	var ss []sp
	for k, p := range spans {
		ss = append(ss, sp{p[0], p[1], segOf(f, p[0], p[1]), rs[idx[k]].Kind})
	}
	sort.SliceStable(ss, func(i, j int) bool { return ss[i].a < ss[j].a })
	gen := spec.SplitterUnits(d.Text)
	at := func(c int) int { // splitter unit holding byte offset of char c, or the next
		b := d.Byte(c)
		k := sort.Search(len(gen), func(i int) bool { return gen[i].To > b })
		if k == len(gen) {
			return -1
		}
		return k
	}
	// sections: the splitter's units by heading path
	type sec struct {
		prose bool
		paras int
		last  int
	}
	secs := map[string]*sec{}
	hkey := func(u spec.SplitterUnit) string { return strings.Join(u.Head, "\x00") }
	for _, u := range gen {
		k := hkey(u)
		x := secs[k]
		if x == nil {
			x = &sec{prose: true, last: -1}
			secs[k] = x
		}
		if u.Kind == "heading" {
			continue
		}
		if u.Kind != "text" && u.Kind != "label" {
			x.prose = false
		}
		if x.last < 0 || strings.Contains(d.Text[x.last:u.From], "\n\n") {
			x.paras++
		}
		x.last = u.To
	}
	var out []fragPair
	for i := 1; i < len(ss); i++ {
		A, B := ss[i-1], ss[i]
		p := fragPair{a0: A.a, a1: A.b, b0: B.a, b1: B.b, segA: A.seg, segB: B.seg}
		form := "none"
		if k := at(A.a); k >= 0 {
			u := gen[k]
			form = u.Kind
			if (form == "text" || form == "label") && len(u.Head) > 0 {
				h := u.Head[len(u.Head)-1]
				if idStart.MatchString(h) || numSt.MatchString(h+" ") {
					form += "@numhead"
				}
			}
		}
		if A.kind == "use_case_field" {
			form += "/uc"
		}
		p.form = form
		if ka, kb := at(A.a), at(B.a); ka >= 0 && kb >= 0 && hkey(gen[ka]) == hkey(gen[kb]) {
			p.sameSec = true
			x := secs[hkey(gen[ka])]
			p.secProse, p.secParas = x.prose, x.paras
		}
		switch {
		case B.a < A.b:
			p.cut = "overlap"
		default:
			gap := d.Slice(A.b, B.a)
			lines := strings.Split(gap, "\n")
			blank := false
			for _, l := range lines[1:max(1, len(lines)-1)] {
				if strings.TrimSpace(l) == "" {
					blank = true
				}
			}
			switch {
			case blank:
				p.cut = "para"
			case len(lines) > 1:
				kb := "none"
				if k := at(B.a); k >= 0 {
					kb = gen[k].Kind
				}
				p.cut = "line>" + kb
				if kb == "bullet" || kb == "num" {
					p.sub = listSub(d.Text, d.Byte(A.a), d.Byte(B.a))
				}
			case strings.Contains(gap, "|"):
				p.cut = "cell"
			default:
				p.cut = "inline"
			}
		}
		out = append(out, p)
	}
	return out
}

// TestLearnexpFragments counts fragment pairs and right pairs apart by
// class, on arrival (each round's documents read by the reader on arrival
// of that round) and over all tuning with today's reader.
func TestLearnexpFragments(t *testing.T) {
	set := learnexpSet(t)
	from, to := roundRange(36, 62)
	dump := dumpCache(t)
	type agg struct {
		frag, right, reqs, rfrag, rright classCount
		all                              classCount // requirements with a fragment, each once
	}
	newAgg := func() agg {
		return agg{classCount{}, classCount{}, classCount{}, classCount{}, classCount{}, classCount{}}
	}
	count := func(name string, pick func(r int) bool) agg {
		a := newAgg()
		for _, f := range set.Files {
			r := roundOf(f.Document)
			if !pick(r) {
				continue
			}
			dn := name
			if name == "" {
				dn = strconv.Itoa(r)
			}
			d := set.Docs[f.Document]
			rnd := strconv.Itoa(r)
			seen := map[string]bool{}
			for _, p := range docPairs(d, f, dump(dn)[f.Document]) {
				key := p.form + " | " + p.cut
				if p.sub != "" && os.Getenv("LEARNEXP_SUB") == "1" {
					key += " " + p.sub
				}
				if p.segA < 0 || p.segB < 0 {
					continue
				}
				sa, sb := f.Segments[p.segA], f.Segments[p.segB]
				for _, rl := range fragRules {
					if !rl.pick(p) {
						continue
					}
					switch {
					case p.segA == p.segB && sa.Req:
						a.rfrag.add(rl.name, f.Document, rnd, 1)
					case p.segA != p.segB && sa.Req && sb.Req:
						a.rright.add(rl.name, f.Document, rnd, 1)
					}
				}
				switch {
				case p.segA == p.segB && sa.Req:
					a.frag.add(key, f.Document, rnd, 1)
					if k := fmt.Sprint(key, p.segA); !seen[k] {
						seen[k] = true
						a.reqs.add(key, f.Document, rnd, 1)
					}
					if k := fmt.Sprint(p.segA); !seen[k] {
						seen[k] = true
						a.all.add("all", f.Document, rnd, 1)
					}
					if os.Getenv("LEARNEXP_FRAGDOCS") == "1" {
						l, _ := d.Position(p.b0)
						fmt.Printf("FRAG %s %s:%d %s %q\n", dn, f.Document, l, key, trunc(d.Slice(p.a0, p.b1), 160))
					}
				case p.segA != p.segB && sa.Req && sb.Req:
					a.right.add(key, f.Document, rnd, 1)
					if os.Getenv("LEARNEXP_FRAGDOCS") == "2" {
						l, _ := d.Position(p.b0)
						fmt.Printf("RIGHT %s %s:%d %s %q\n", dn, f.Document, l, key, trunc(d.Slice(p.a0, p.b1), 160))
					}
				}
			}
		}
		return a
	}
	show := func(title string, a agg) {
		keys := map[string]bool{}
		for k := range a.frag {
			keys[k] = true
		}
		var ks []string
		for k := range keys {
			ks = append(ks, k)
		}
		sort.Slice(ks, func(i, j int) bool { return a.frag[ks[i]].n > a.frag[ks[j]].n })
		fmt.Printf("\n## %s\n| form | cut | fragments | requirements | rounds | documents | right apart | rounds | documents |\n|---|---|---:|---:|---:|---:|---:|---:|---:|\n", title)
		tot, totR := 0, 0
		for _, k := range ks {
			fr, rq := a.frag[k], a.reqs[k]
			rt := a.right[k]
			rn, rr, rd := 0, 0, 0
			if rt != nil {
				rn, rr, rd = rt.n, len(rt.rounds), len(rt.docs)
			}
			form, cut, _ := strings.Cut(k, " | ")
			fmt.Printf("| %s | %s | %d | %d | %d | %d | %d | %d | %d |\n", form, cut, fr.n, rq.n, len(fr.rounds), len(fr.docs), rn, rr, rd)
			tot += fr.n
		}
		for _, v := range a.right {
			totR += v.n
		}
		al := a.all["all"]
		if al == nil {
			al = &classAgg{}
		}
		fmt.Printf("| all | | %d | %d | %d | %d | %d | | |\n", tot, al.n, len(al.rounds), len(al.docs), totR)
		fmt.Printf("\n| rule | fragments removed | rounds | documents | right readings broken | rounds | documents |\n|---|---:|---:|---:|---:|---:|---:|\n")
		for _, rl := range fragRules {
			fr, rt := a.rfrag[rl.name], a.rright[rl.name]
			f3, r3 := [3]int{}, [3]int{}
			if fr != nil {
				f3 = [3]int{fr.n, len(fr.rounds), len(fr.docs)}
			}
			if rt != nil {
				r3 = [3]int{rt.n, len(rt.rounds), len(rt.docs)}
			}
			fmt.Printf("| %s | %d | %d | %d | %d | %d | %d |\n", rl.name, f3[0], f3[1], f3[2], r3[0], r3[1], r3[2])
		}
	}
	show(fmt.Sprintf("on arrival, rounds %d–%d", from, to), count("", func(r int) bool { return r >= from && r <= to }))
	if os.Getenv("LEARNEXP_TODAY") != "0" {
		name := "today"
		if n := os.Getenv("LEARNEXP_FRAGREADER"); n != "" {
			name = n // another dump over all tuning, e.g. today's reader without the learned split
		}
		show(name+", all tuning", count(name, func(int) bool { return true }))
	}
}

// fragRules are the rules a count weighs: each keeps the pairs it picks
// whole (one unit).
var fragRules = []struct {
	name string
	pick func(p fragPair) bool
}{
	{"sentences of a paragraph under a numbered heading", func(p fragPair) bool {
		return strings.HasPrefix(p.form, "text@numhead") && p.cut == "inline"
	}},
	{"lines of prose under a numbered heading, section all prose", func(p fragPair) bool {
		return strings.Contains(p.form, "@numhead") && p.sameSec && p.secProse && (p.cut == "inline" || p.cut == "line>text" || p.cut == "line>label")
	}},
	{"the same, section of one paragraph", func(p fragPair) bool {
		return strings.Contains(p.form, "@numhead") && p.sameSec && p.secProse && p.secParas == 1 && (p.cut == "inline" || p.cut == "line>text" || p.cut == "line>label")
	}},
	{"paragraphs of an all-prose numbered section", func(p fragPair) bool {
		return strings.Contains(p.form, "@numhead") && p.sameSec && p.secProse
	}},
	{"items nested under an item ending with a colon", func(p fragPair) bool { return strings.HasPrefix(p.sub, "nested,colon") }},
	{"items nested under an item", func(p fragPair) bool { return strings.HasPrefix(p.sub, "nested") }},
	{"short items after a colon lead-in", func(p fragPair) bool { return strings.HasSuffix(p.sub, ",colon,short") }},
	{"any item after a colon lead-in", func(p fragPair) bool { return strings.Contains(p.sub, ",colon,") }},
	{"numbered steps in one table cell", func(p fragPair) bool { return strings.HasPrefix(p.form, "row") && p.cut == "inline" }},
}
