//go:build learnexp

// Reader generation 94's count (BENCHMARKS.md, "Reader generation 94"):
// which headings and heading-like lines did the readers on arrival read as
// requirements — Markdown headings, bold-only lines, plain short lines over
// a block, table rows … — and would one rule that tells a name line from a
// one-line requirement drop them without losing requirements? Behind the
// build tag learnexp, on learnexp_test.go's dumps:
//
//	D=/tmp/r94; mkdir -p $D; cp /work/labels/arrival/dumps3/{list.json,reqs-*.json} $D/
//	export LEARNEXP_DIR=$D CLARIGRAPH_CORPUS=/work/labels/ctune-r
//	LEARNEXP_ROUNDS="41 62" go test -tags learnexp -run TestLearnexpHeadings -v ./spec
//	# LEARNEXP_HEAD_SHOW=<class> prints each heading segment of the class read on arrival
//	# (LEARNEXP_HEAD_SHOWTODAY=1: today's), LEARNEXP_HEAD_REQ=<class> each requirement of the
//	# form read, LEARNEXP_HEAD_LOST=1 what the candidate rule drops
//
// A labelled segment's form is its first line's: a Markdown heading (with
// a number or an ID, or without), a bold-only line, a plain line ending in
// a colon, a table row, a list item, a plain line (short: at most eight
// words, no final period). What follows is the first non-blank line after
// it: a list, label lines ("Actor: …"), a table, a heading, a fenced
// block, prose or nothing. A segment is read when a unit of the dump is
// given to it (as clarify eval scores). The requirements of each form are
// counted beside the headings: read and not read. A table's column-header
// row is labelled other, not heading: it is counted apart (HEADER ROW).
//
// The candidate rules (nameVariants): a unit the reader reads that is its
// whole line, in a name line's form (a Markdown heading without a number
// or ID, a bold-only line, a plain short line, a line ending in a colon;
// not a label with its value), no ID or number of its own, no final
// period, is dropped when it is followed by a list, label lines or an
// indented block — V1 only when it reads as a title (titleLike) with no
// verb at all, V2 on any verb but a modal (a use case's name is a verb
// phrase), V3–V6 narrower or wider in what follows. What each would drop
// is counted by segment: headings (and other non-requirements) no longer
// read, requirements no longer read.
//
// The answer (generation 94): no class recurs on arrival in five rounds
// and eight documents — the 178 headings read in rounds 41–62 are in 15
// documents, no form in more than four, no "what follows" in more than
// five; the verb test separates nothing (the names are verb phrases, V1
// drops none on arrival); V2 drops 51 on arrival for no requirement but
// costs today's reader 21 requirements for 25 non-requirements over the
// tuning part. Nothing of this is part of the reader.

package spec_test

import (
	"fmt"
	"os"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/clarigraph/clarigraph/spec"
)

var (
	hdMD       = regexp.MustCompile(`^\s{0,3}#{1,6}\s+(.*)$`)
	hdBold     = regexp.MustCompile(`^\s*(?:[-*+]\s+|\d+[.)]\s+)?(\*\*|__)([^*_]+?)(\*\*|__)\s*:?\s*(\*\*)?\s*$`)
	hdBoldCol  = regexp.MustCompile(`^\s*(?:[-*+]\s+|\d+[.)]\s+)?\*\*[^*]+:\*\*\s*$`)
	hdList     = regexp.MustCompile(`^\s*(?:[-*+•]\s+|\d+(?:\.\d+)*[.)]\s+|[a-z][.)]\s+)`)
	hdLabel    = regexp.MustCompile(`^\s*(?:[-*+]\s+)?\**[A-Z][A-Za-z0-9 /()&'-]{0,40}\**\s*:\**\s*\S`)
	hdNumStart = regexp.MustCompile(`^\s*(\d+(\.\d+)*[.)]?|[A-Z][A-Za-z]{0,6}[-_ ]?\d+(\.\d+)*[a-z]?)(\s|:|$)`)
	hdSetext   = regexp.MustCompile(`^\s*(=+|-+)\s*$`)
	hdFence    = regexp.MustCompile("^\\s*(```|~~~)")
)

var hdSep = regexp.MustCompile(`^\s*\|?\s*:?-{2,}`)

// secondLine is the line after the one holding byte b.
func secondLine(text string, b int) string {
	_, _, next := lineAt(text, b)
	if next >= len(text) {
		return ""
	}
	_, le, _ := lineAt(text, next)
	return text[next:le]
}

// lineAt gives the line of text holding byte b: its start, end (before
// the newline) and the start of the next line.
func lineAt(text string, b int) (ls, le, next int) {
	ls = strings.LastIndexByte(text[:b], '\n') + 1
	le = strings.IndexByte(text[b:], '\n')
	if le < 0 {
		return ls, len(text), len(text)
	}
	return ls, b + le, b + le + 1
}

// headForm classifies a line by its form.
func headForm(line, next string) string {
	t := strings.TrimSpace(line)
	switch {
	case hdMD.MatchString(line):
		h := hdMD.FindStringSubmatch(line)[1]
		h = strings.Trim(h, "*_ ")
		if hdNumStart.MatchString(h) {
			return "md heading, numbered or ID"
		}
		return "md heading"
	case strings.HasPrefix(t, "|"):
		return "table row"
	case strings.HasPrefix(t, "<"):
		return "html"
	case hdBold.MatchString(line) || hdBoldCol.MatchString(line):
		if hdList.MatchString(line) {
			return "list item, bold only"
		}
		return "bold-only line"
	case hdSetext.MatchString(next) && t != "":
		return "setext heading"
	case hdList.MatchString(line):
		return "list item"
	case strings.HasSuffix(strings.Trim(t, "*_"), ":"):
		return "plain line ending in colon"
	case hdNumStart.MatchString(t):
		return "plain line, numbered or ID"
	}
	if len(strings.Fields(t)) <= 8 && !strings.HasSuffix(t, ".") {
		return "plain short line"
	}
	return "plain long line"
}

// followsOf classifies what follows the line ending at next: the first
// non-blank line after it, and whether it is indented deeper.
func followsOf(text string, line string, next int) string {
	ind := len(line) - len(strings.TrimLeft(line, " \t"))
	for next < len(text) {
		_, le, nn := lineAt(text, next)
		l := text[next:le]
		next = nn
		if strings.TrimSpace(l) == "" || hdSetext.MatchString(l) {
			continue
		}
		li := len(l) - len(strings.TrimLeft(l, " \t"))
		t := strings.TrimSpace(l)
		switch {
		case hdFence.MatchString(l):
			return "fence"
		case hdMD.MatchString(l):
			return "heading"
		case strings.HasPrefix(t, "|"):
			return "table"
		case hdList.MatchString(l):
			return "list"
		case hdLabel.MatchString(l):
			return "label lines"
		case li > ind:
			return "indented"
		case hdBold.MatchString(l):
			return "bold line"
		}
		return "prose"
	}
	return "nothing"
}

// nameVariant is a candidate rule: which name lines, over which blocks.
type nameVariant struct {
	name   string
	verbs  bool            // a verb (finite, imperative) keeps the line
	blocks map[string]bool // what follows
	tight  bool            // the block starts on the next line, the line before is no bare label
}

var nameVariants = []nameVariant{
	{"V1 no verb, over list/label lines/indented", true, map[string]bool{"list": true, "label lines": true, "indented": true}, false},
	{"V2 any verb but no modal, over list/label lines/indented", false, map[string]bool{"list": true, "label lines": true, "indented": true}, false},
	{"V3 V2, over label lines only", false, map[string]bool{"label lines": true}, false},
	{"V4 V2, over list only", false, map[string]bool{"list": true}, false},
	{"V5 V2, over a heading too", false, map[string]bool{"list": true, "label lines": true, "indented": true, "heading": true}, false},
	{"V6 V2, the block right under it (no blank line), not a bare label's value", false, map[string]bool{"list": true, "label lines": true, "indented": true}, true},
}

// tightBlock reports whether the line ending before next is followed at
// once by its block (no blank line between) and the line before it is no
// bare label ("**Actor:**") whose value it would be.
func tightBlock(text string, ls, next int) bool {
	if next >= len(text) {
		return false
	}
	_, le, _ := lineAt(text, next)
	if strings.TrimSpace(text[next:le]) == "" {
		return false
	}
	if ls > 0 {
		ps, _, _ := lineAt(text, ls-1)
		p := strings.TrimSpace(hdMarkup.Replace(text[ps : ls-1]))
		if strings.HasSuffix(p, ":") {
			return false
		}
	}
	return true
}

// nameLineAny is nameLine that lets verbs through (a use case's name is a
// verb phrase: "Book a room").
func nameLineAny(t string) bool {
	t = strings.TrimSpace(t)
	t = strings.TrimLeft(t, "#")
	t = strings.TrimSpace(strings.NewReplacer("**", "", "__", "", "`", "").Replace(t))
	if t == "" || strings.HasSuffix(t, ".") || hdNumStart.MatchString(t) || hdList.MatchString(t) || len(strings.Fields(t)) > 8 {
		return false
	}
	m, _, _ := spec.LineVerbs(t)
	return !m
}

// nameLine is the candidate rule on one line: it names, it states nothing.
func nameLine(t string) bool {
	t = strings.TrimSpace(t)
	t = strings.TrimLeft(t, "#")
	t = strings.TrimSpace(strings.NewReplacer("**", "", "__", "", "`", "").Replace(t))
	if t == "" || strings.HasSuffix(t, ".") || hdNumStart.MatchString(t) || hdList.MatchString(t) {
		return false
	}
	if m, f, imp := spec.LineVerbs(t); m || f || imp {
		return false
	}
	return spec.TitleLike(t)
}

// hdMarkup is the markup stripped before a line and a unit are compared.
var hdMarkup = strings.NewReplacer("**", "", "__", "", "`", "", "*", "")

// wholeLine reports whether the unit is its whole line (markup, a heading's
// hashes and a list marker aside): the reader read the line, not a value in it.
func wholeLine(line, unit string) bool {
	l := strings.TrimSpace(line)
	if m := hdMD.FindStringSubmatch(line); m != nil {
		l = m[1]
	}
	l = strings.TrimSpace(hdList.ReplaceAllString(l, ""))
	norm := func(s string) string { return strings.TrimRight(strings.TrimSpace(hdMarkup.Replace(s)), ":") }
	return strings.Contains(unit, "\n") == false && norm(l) == norm(unit)
}

// nameForm: the forms a name line takes — a Markdown or setext heading
// without a number or ID, a bold-only line (a list item's too), a plain
// short line; not a list item of text, not a label with its value.
func nameForm(line string) bool {
	f := headForm(line, "")
	switch f {
	case "md heading", "bold-only line", "list item, bold only", "plain short line", "plain line ending in colon":
		return !hdLabel.MatchString(line)
	}
	return false
}

type hdCount struct {
	n                  int
	rounds, docs       map[string]bool
	reqRead, reqNot    int
	reqRounds, reqDocs map[string]bool
	// the block under the name lines of the class: its requirements
	blockRead, blockNot int
}

func newHdCount() *hdCount {
	return &hdCount{rounds: map[string]bool{}, docs: map[string]bool{}, reqRounds: map[string]bool{}, reqDocs: map[string]bool{}}
}

type ruleCount struct {
	name                       string
	dropHead, dropNon, dropReq int
	rounds, docs               map[string]bool
	reqRounds, reqDocs         map[string]bool
}

func TestLearnexpHeadings(t *testing.T) {
	set := learnexpSet(t)
	from, to := roundRange(41, 62)
	todayReqs, dumps := todayAndArrival(t, from, to)
	arrival, today := map[string]*hdCount{}, map[string]*hdCount{}
	var rArr, rToday []*ruleCount
	for _, v := range nameVariants {
		rArr = append(rArr, &ruleCount{name: v.name, rounds: map[string]bool{}, docs: map[string]bool{}, reqRounds: map[string]bool{}, reqDocs: map[string]bool{}})
		rToday = append(rToday, &ruleCount{name: v.name, rounds: map[string]bool{}, docs: map[string]bool{}, reqRounds: map[string]bool{}, reqDocs: map[string]bool{}})
	}
	get := func(m map[string]*hdCount, k string) *hdCount {
		if m[k] == nil {
			m[k] = newHdCount()
		}
		return m[k]
	}
	for _, f := range set.Files {
		d := set.Docs[f.Document]
		// each segment's form and what follows it
		cls := make([]string, len(f.Segments))
		form := make([]string, len(f.Segments))
		for i, sg := range f.Segments {
			b := d.Byte(sg.Start)
			ls, le, next := lineAt(d.Text, b)
			_, nle, _ := lineAt(d.Text, min(next, len(d.Text)))
			nl := ""
			if next < len(d.Text) {
				nl = d.Text[next:nle]
			}
			line := d.Text[ls:le]
			form[i] = headForm(line, nl)
			cls[i] = form[i] + " / " + followsOf(d.Text, line, next)
		}
		count := func(m map[string]*hdCount, rcs []*ruleCount, rs []rawReq, round string, showIt bool) {
			us := units(d, f, rs)
			got := segsGot(f, us, readOnly(us))
			for vi, rc := range rcs {
				v := nameVariants[vi]
				kept := make([]bool, len(f.Segments))
				for _, u := range us {
					if !u.read || u.seg < 0 {
						continue
					}
					b := d.Byte(u.start)
					ls, le, next := lineAt(d.Text, b)
					line := d.Text[ls:le]
					fol := followsOf(d.Text, line, next)
					drop := wholeLine(line, u.text) && nameForm(line) && v.blocks[fol]
					if v.tight {
						drop = drop && tightBlock(d.Text, ls, next)
					}
					if v.verbs {
						drop = drop && nameLine(u.text)
					} else {
						drop = drop && nameLineAny(u.text)
					}
					if !drop {
						kept[u.seg] = true
					} else if os.Getenv("LEARNEXP_HEAD_LOST") == fmt.Sprint(vi+1) && showIt {
						sg := f.Segments[u.seg]
						fmt.Printf("  rule drops req=%v cat=%s [%s] %s line %d: %.100q\n", sg.Req, sg.Category, cls[u.seg], f.Document,
							strings.Count(d.Text[:b], "\n")+1, u.text)
					}
				}
				for i, sg := range f.Segments {
					if got[i] && !kept[i] {
						switch {
						case sg.Req:
							rc.dropReq++
							rc.reqRounds[round], rc.reqDocs[f.Document] = true, true
						case sg.Category == "heading" || sg.Category == "title":
							rc.dropHead++
							rc.rounds[round], rc.docs[f.Document] = true, true
						default:
							rc.dropNon++
							rc.rounds[round], rc.docs[f.Document] = true, true
						}
					}
				}
			}
			for i, sg := range f.Segments {
				line := strings.Count(d.Text[:d.Byte(sg.Start)], "\n") + 1
				switch {
				case !sg.Req && (sg.Category == "heading" || sg.Category == "title") && got[i]:
					for _, k := range []string{"FORM " + form[i], "FOLLOWS " + strings.SplitN(cls[i], " / ", 2)[1], "ALL"} {
						a := get(m, k)
						a.n++
						a.rounds[round], a.docs[f.Document] = true, true
					}
					c := get(m, cls[i])
					c.n++
					c.rounds[round], c.docs[f.Document] = true, true
					if s := os.Getenv("LEARNEXP_HEAD_SHOW"); s != "" && showIt && strings.Contains(cls[i], s) {
						fmt.Printf("  head read %s [%s] %s line %d: %.100q\n", sg.Category, cls[i], f.Document, line, d.Slice(sg.Start, sg.End))
					}
					// the block under it: the segments up to the next heading-like segment
					for j := i + 1; j < len(f.Segments); j++ {
						if f.Segments[j].Category == "heading" || f.Segments[j].Category == "title" {
							break
						}
						if f.Segments[j].Req {
							if got[j] {
								c.blockRead++
							} else {
								c.blockNot++
							}
						}
					}
				case !sg.Req && got[i] && strings.HasPrefix(form[i], "table row") && hdSep.MatchString(secondLine(d.Text, d.Byte(sg.Start))):
					// a table's column-header row (labelled other by the guide)
					c := get(m, "HEADER ROW (other) / table")
					c.n++
					c.rounds[round], c.docs[f.Document] = true, true
				case sg.Req:
					for _, k := range []string{"FORM " + form[i], "FOLLOWS " + strings.SplitN(cls[i], " / ", 2)[1], "ALL"} {
						a := get(m, k)
						if got[i] {
							a.reqRead++
							a.reqRounds[round], a.reqDocs[f.Document] = true, true
						} else {
							a.reqNot++
						}
					}
					c := get(m, cls[i])
					if got[i] {
						c.reqRead++
						c.reqRounds[round], c.reqDocs[f.Document] = true, true
						if s := os.Getenv("LEARNEXP_HEAD_REQ"); s != "" && showIt && strings.Contains(cls[i], s) {
							fmt.Printf("  req read [%s] %s line %d: %.100q\n", cls[i], f.Document, line, d.Slice(sg.Start, sg.End))
						}
					} else {
						c.reqNot++
					}
				}
			}
		}
		r := roundOf(f.Document)
		round := fmt.Sprint(r)
		showToday := os.Getenv("LEARNEXP_HEAD_SHOWTODAY") == "1"
		if r >= from && r <= to {
			count(arrival, rArr, dumps[r][f.Document], round, !showToday)
		}
		count(today, rToday, todayReqs[f.Document], round, showToday)
	}
	print := func(name string, m map[string]*hdCount, rcs []*ruleCount) {
		fmt.Printf("\n## %s\n\n", name)
		fmt.Println("| form / what follows | headings read | rounds / docs | reqs of the form read | not read | rounds / docs (req read) | block reqs read / not |")
		fmt.Println("|---|---:|---|---:|---:|---|---|")
		var keys []string
		for k, c := range m {
			if c.n > 0 {
				keys = append(keys, k)
			}
		}
		sort.Slice(keys, func(i, j int) bool {
			if a, b := m[keys[i]].n, m[keys[j]].n; a != b {
				return a > b
			}
			return keys[i] < keys[j]
		})
		tot := 0
		for _, k := range keys {
			c := m[k]
			if !strings.HasPrefix(k, "FORM ") && !strings.HasPrefix(k, "FOLLOWS ") && k != "ALL" && !strings.HasPrefix(k, "HEADER") {
				tot += c.n
			}
			fmt.Printf("| %s | %d | %d / %d | %d | %d | %d / %d | %d / %d |\n", k, c.n, len(c.rounds), len(c.docs), c.reqRead, c.reqNot,
				len(c.reqRounds), len(c.reqDocs), c.blockRead, c.blockNot)
		}
		fmt.Printf("| all | %d | | | | | |\n", tot)
		fmt.Println("\n| rule | headings dropped | other non-reqs dropped | rounds / docs | reqs lost | rounds / docs |")
		fmt.Println("|---|---:|---:|---|---:|---|")
		for _, rc := range rcs {
			fmt.Printf("| %s | %d | %d | %d / %d | %d | %d / %d |\n", rc.name,
				rc.dropHead, rc.dropNon, len(rc.rounds), len(rc.docs), rc.dropReq, len(rc.reqRounds), len(rc.reqDocs))
		}
	}
	print(fmt.Sprintf("readers on arrival, rounds %d-%d", from, to), arrival, rArr)
	print("today's reader, all tuning", today, rToday)
}
