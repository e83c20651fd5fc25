//go:build learnexp

// Reader generation 98's count (BENCHMARKS.md, "Reader generation 98"):
// what forms do the tables of contents of the tuning documents take, how
// many of their lines does the reader read (today, and each round's reader
// on arrival), and what would a rule recognising them lose?
//
//	D=/tmp/r98; mkdir -p $D; cp /work/labels/arrival/dumps3/{list.json,reqs-*.json} $D/
//	export LEARNEXP_DIR=$D CLARIGRAPH_CORPUS=/work/labels/ctune-r
//	LEARNEXP_NAME=today go test -tags learnexp -run TestLearnexpDump ./spec   # today's reader
//	LEARNEXP_ROUNDS="36 62" go test -tags learnexp -run TestLearnexpTOC -v ./spec
//	# LEARNEXP_TOCDOCS=1 prints each TOC line read, each requirement line a
//	# rule picks and each line spec.TOCRuns marks outside a toc segment
//	# (reader, document, line, form, text; to the terminal only)
//
// A line's form (tocForm) is what a table of contents' line can hold: a
// Markdown link with a page number after it ("2.1<TAB>[Purpose]()<TAB>1\",
// Word's export), a link alone (an anchor "[Purpose](#purpose)", an empty
// target, another address), dot leaders and a page number, a tab or spaces
// and a page number, a numbered outline line without a body ("2.1
// Purpose"), a title alone, a table row. Every line of every segment
// labelled toc is counted by form; a TOC line is read when a requirement of
// the reader, given to that segment as the eval gives it, starts on it.
// The cost side is every line of a labelled requirement of the same form,
// and whether the reader reads that requirement. The rules (tocRules) are
// weighed the same way: TOC lines read that they pick (wrong reads
// removed) against requirements read whose first line they pick (right
// reads lost); the lines the built rule (spec.TOCRuns, contents.go) marks
// are counted by the category of the segment holding them. Rounds: the tuning rounds; "pure", "fresh" and "gocreator"
// count as round 0 (OLD).

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

// tocLine is one line of a document, in characters, with its form.
type tocLine struct {
	a, b int // characters [a, b) of the line, without its newline
	text string
	form string
	run  bool // spec.TOCRuns marks it: an entry of a run under a contents title
}

// docLines cuts a document into its lines.
func docLines(d *groundtruth.Doc) []tocLine {
	var out []tocLine
	for b := 0; b < len(d.Text); {
		_, le, next := lineAt(d.Text, b)
		out = append(out, tocLine{a: d.Char(b), b: d.Char(le), text: d.Text[b:le]})
		if next <= b {
			break
		}
		b = next
	}
	runs := spec.TOCRuns(d.Text)
	for i := range out {
		out[i].form = tocForm(out[i].text)
		out[i].run = runs[i]
	}
	return out
}

// pageEnd reports whether t ends with a page number (digits or a roman
// numeral) after white space, a tab, leaders or a link, a Markdown hard
// break ("\") allowed after it; sep is what stands before the number.
func pageEnd(t string) (ok bool, sep string) {
	t = strings.TrimRight(strings.TrimRight(t, " \t"), `\`)
	t = strings.TrimRight(t, " \t")
	i := len(t)
	for i > 0 && (t[i-1] >= '0' && t[i-1] <= '9' || strings.IndexByte("ivxlcIVXLC", t[i-1]) >= 0) {
		i--
	}
	if i == len(t) || i == 0 || len(t)-i > 5 {
		return false, ""
	}
	switch c := t[i-1]; {
	case c == '\t':
		return true, "tab"
	case c == '.' || strings.HasSuffix(t[:i], "…"):
		return true, "leaders"
	case c == ' ':
		p := strings.TrimRight(t[:i], " \t")
		switch {
		case strings.HasSuffix(p, ")") && strings.Contains(p, "]("):
			return true, "link"
		case strings.HasSuffix(p, ".") || strings.HasSuffix(p, "…"):
			return true, "leaders"
		case strings.HasSuffix(t[:i], "\t") || strings.Contains(t[:i], "\t"):
			return true, "tab"
		}
		return true, "space"
	case c == ')' && strings.Contains(t[:i], "]("):
		return true, "link"
	}
	return false, ""
}

// tocForm classes a line by what a table of contents' line holds.
func tocForm(l string) string {
	t := strings.TrimSpace(l)
	if t == "" {
		return "blank"
	}
	if strings.HasPrefix(t, "|") {
		return "table row"
	}
	if strings.HasPrefix(t, "#") {
		return "heading"
	}
	page, sep := pageEnd(t)
	link := strings.Contains(t, "](")
	switch {
	case link && page:
		return "link + page"
	case link && strings.Contains(t, "](#"):
		return "anchor link"
	case link && strings.Contains(t, "]()"):
		return "empty link"
	case link:
		return "other link"
	case page && sep == "leaders":
		return "leaders + page"
	case page && sep == "tab":
		return "tab + page"
	}
	num := numSt.MatchString(t + " ")
	words := len(strings.Fields(t))
	short := words <= 8 && !strings.HasSuffix(t, ".") && !hasModal(t)
	switch {
	case page && sep == "space" && short:
		return "title + page"
	case num && short:
		return "numbered title"
	}
	return "other"
}

// hasModal reports whether t holds a modal verb.
func hasModal(t string) bool {
	for _, w := range strings.Fields(t) {
		if modals[strings.ToLower(strings.Trim(w, "*_,.;:"))] {
			return true
		}
	}
	return false
}

// tocRule is a candidate rule: it picks line i of a document's lines.
type tocRule struct {
	name string
	pick func(ls []tocLine, i int) bool
}

// runOf reports whether line i stands in a run of at least n lines, blank
// lines between them allowed, that pick picks.
func runOf(ls []tocLine, i, n int, pick func(tocLine) bool) bool {
	if !pick(ls[i]) {
		return false
	}
	c := 1
	for j := i - 1; j >= 0 && (ls[j].form == "blank" || pick(ls[j])); j-- {
		if ls[j].form != "blank" {
			c++
		}
	}
	for j := i + 1; j < len(ls) && (ls[j].form == "blank" || pick(ls[j])); j++ {
		if ls[j].form != "blank" {
			c++
		}
	}
	return c >= n
}

func formIs(fs ...string) func(tocLine) bool {
	return func(l tocLine) bool {
		for _, f := range fs {
			if l.form == f {
				return true
			}
		}
		return false
	}
}

var tocRules = []tocRule{
	{"entries under a contents title, to the next heading (spec.TOCRuns)", func(ls []tocLine, i int) bool { return ls[i].run }},
	{"link + page", func(ls []tocLine, i int) bool { return ls[i].form == "link + page" }},
	{"link + page, run of 3", func(ls []tocLine, i int) bool { return runOf(ls, i, 3, formIs("link + page")) }},
	{"anchor link, run of 3", func(ls []tocLine, i int) bool { return runOf(ls, i, 3, formIs("anchor link")) }},
	{"any link (+ page), run of 3", func(ls []tocLine, i int) bool {
		return runOf(ls, i, 3, formIs("link + page", "anchor link", "empty link"))
	}},
	{"leaders or tab + page", func(ls []tocLine, i int) bool { return ls[i].form == "leaders + page" || ls[i].form == "tab + page" }},
	{"leaders or tab + page, run of 3", func(ls []tocLine, i int) bool {
		return runOf(ls, i, 3, formIs("leaders + page", "tab + page"))
	}},
	{"the reader's TOC line (spec.TOCLine)", func(ls []tocLine, i int) bool { return spec.TOCLine(ls[i].text) }},
	{"the reader's TOC line, run of 3", func(ls []tocLine, i int) bool {
		return runOf(ls, i, 3, func(l tocLine) bool { return spec.TOCLine(l.text) })
	}},
	{"title + page, run of 3", func(ls []tocLine, i int) bool { return runOf(ls, i, 3, formIs("title + page")) }},
	{"numbered title, run of 5", func(ls []tocLine, i int) bool { return runOf(ls, i, 5, formIs("numbered title")) }},
}

// TestLearnexpTOC counts the lines of the labelled tables of contents by
// form, read on arrival and today, the labelled requirements of those
// forms, and the rules' removals and losses.
func TestLearnexpTOC(t *testing.T) {
	set := learnexpSet(t)
	from, to := roundRange(36, 62)
	dump := dumpCache(t)
	type agg struct {
		toc, tocRead, reqLines, reqRead classCount
		removed, lost                   classCount
		marked                          classCount // lines spec.TOCRuns marks, by their segment's category
	}
	newAgg := func() agg {
		return agg{classCount{}, classCount{}, classCount{}, classCount{}, classCount{}, classCount{}, classCount{}}
	}
	show := os.Getenv("LEARNEXP_TOCDOCS") == "1"
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
			rnd := strconv.Itoa(r)
			d := set.Docs[f.Document]
			ls := docLines(d)
			lineOf := func(c int) int { return sort.Search(len(ls), func(i int) bool { return ls[i].b >= c }) }
			// the reader's requirements: which segment, which line they start on
			spans, _ := placeIdx(d, dump(dn)[f.Document])
			readLine := map[int]int{}  // line -> segment of a requirement starting there
			readSeg := map[int]bool{}  // segments given a requirement
			firstLine := map[int]int{} // segment -> first line of the first requirement given to it
			for _, p := range spans {
				s := segOf(f, p[0], p[1])
				if s < 0 {
					continue
				}
				l := lineOf(p[0])
				readLine[l] = s
				readSeg[s] = true
				if _, ok := firstLine[s]; !ok {
					firstLine[s] = l
				}
			}
			for li, l := range ls {
				if !l.run {
					continue
				}
				k := "(none)"
				if s := segOf(f, l.a, max(l.b, l.a+1)); s >= 0 {
					k = f.Segments[s].Category
					if f.Segments[s].Req {
						k = "requirement"
					}
				}
				a.marked.add(k, f.Document, rnd, 1)
				if show && k != "toc" {
					fmt.Printf("MARKED %s %s:%d %s %q\n", dn, f.Document, li+1, k, trunc(l.text, 120))
				}
			}
			for si, sg := range f.Segments {
				if sg.Req || sg.Category != "toc" {
					continue
				}
				for li := lineOf(sg.Start); li < len(ls) && ls[li].a < sg.End; li++ {
					if ls[li].form == "blank" {
						continue
					}
					a.toc.add(ls[li].form, f.Document, rnd, 1)
					if s, ok := readLine[li]; ok && s == si {
						a.tocRead.add(ls[li].form, f.Document, rnd, 1)
						if show {
							fmt.Printf("TOC %s %s:%d %s %q\n", dn, f.Document, li+1, ls[li].form, trunc(ls[li].text, 120))
						}
						for _, rl := range tocRules {
							if rl.pick(ls, li) {
								a.removed.add(rl.name, f.Document, rnd, 1)
							}
						}
					}
				}
			}
			for si, sg := range f.Segments {
				if !sg.Req {
					continue
				}
				seenForm := map[string]bool{}
				for li := lineOf(sg.Start); li < len(ls) && ls[li].a < sg.End; li++ {
					fm := ls[li].form
					if fm == "blank" || fm == "other" || seenForm[fm] {
						continue
					}
					seenForm[fm] = true
					a.reqLines.add(fm, f.Document, rnd, 1)
					if readSeg[si] {
						a.reqRead.add(fm, f.Document, rnd, 1)
					}
				}
				// a rule loses a requirement read when it picks the line its
				// first requirement starts on
				l, ok := firstLine[si]
				if !ok {
					continue
				}
				for _, rl := range tocRules {
					if rl.pick(ls, l) {
						a.lost.add(rl.name, f.Document, rnd, 1)
						if show {
							fmt.Printf("LOST %s %s:%d [%s] %q\n", dn, f.Document, l+1, rl.name, trunc(ls[l].text, 120))
						}
					}
				}
			}
		}
		return a
	}
	cell := func(c classCount, k string) string {
		x := c[k]
		if x == nil {
			return "0 | 0 | 0"
		}
		return fmt.Sprintf("%d | %d | %d", x.n, len(x.rounds), len(x.docs))
	}
	print := func(title string, a agg) {
		fmt.Printf("\n## %s\n| form | TOC lines | rounds | docs | read | rounds | docs | requirement lines | rounds | docs | of them read | rounds | docs |\n|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n", title)
		keys := map[string]bool{}
		for k := range a.toc {
			keys[k] = true
		}
		for k := range a.reqLines {
			keys[k] = true
		}
		var ks []string
		for k := range keys {
			ks = append(ks, k)
		}
		sort.Strings(ks)
		for _, k := range ks {
			fmt.Printf("| %s | %s | %s | %s | %s |\n", k, cell(a.toc, k), cell(a.tocRead, k), cell(a.reqLines, k), cell(a.reqRead, k))
		}
		fmt.Printf("\n| rule | TOC lines read it removes | rounds | docs | requirements read it loses | rounds | docs |\n|---|---:|---:|---:|---:|---:|---:|\n")
		for _, rl := range tocRules {
			fmt.Printf("| %s | %s | %s |\n", rl.name, cell(a.removed, rl.name), cell(a.lost, rl.name))
		}
		a.marked.print("\nLines spec.TOCRuns marks, by the category of the segment holding them:\n", "lines")
	}
	print(fmt.Sprintf("on arrival, rounds %d–%d", from, to), count("", func(r int) bool { return r >= from && r <= to }))
	if os.Getenv("LEARNEXP_TODAY") != "0" {
		print("today, all tuning", count("today", func(int) bool { return true }))
		print("today, OLD (rounds ≤ 57 and the rest)", count("today", func(r int) bool { return r <= 57 }))
		print("today, RECENT (58–62)", count("today", func(r int) bool { return r >= 58 && r <= 62 }))
	}
}
