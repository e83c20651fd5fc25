//go:build learnexp

// Reader generation 89's count (BENCHMARKS.md, "Reader generation 89"):
// which kinds of labelled requirement did the reader fail to read when a
// round arrived, and how often does each kind recur across rounds and
// documents? Behind the build tag learnexp, on learnexp_test.go's dumps
// (the reader on arrival of each round, and today's):
//
//	D=/tmp/r89; export LEARNEXP_DIR=$D CLARIGRAPH_CORPUS=/work/labels/ctune-r
//	cp /work/labels/arrival/dumps/{list.json,reqs-*.json} $D/
//	LEARNEXP_ROUNDS="41 60" go test -tags learnexp -run TestLearnexpMisses -v ./spec
//	# LEARNEXP_SHOW=class prints where each miss of that class is (line, no text);
//	# with LEARNEXP_SHOWTODAY=1 today's misses too, with LEARNEXP_SHOWNON=1 the non-requirements alike
//	go test -tags learnexp -run TestLearnexpJoinedLists -v ./spec   # a cut of read spans at list items
//
// A labelled requirement is missed when no requirement of the dump is
// given to it (each to the labelled segment holding most of its text, as
// clarify eval scores). Each miss gets a class of three parts:
//
//	where  its line's shape: table row, HTML row, heading, bullet or
//	       numbered item (top or nested), label line ("Name: value"),
//	       paragraph (at a line's start, or a later sentence of it),
//	       code block; with the section's kind when its heading names one
//	       (use case, criteria, story, scenario)
//	look   its text: modal (shall, must, should, will, may, can, need to),
//	       imperative (a base-form verb first), present (a verb in the
//	       present), fragment (no verb), other (another verb form);
//	       label for "Name: value", gwt for Given/When/Then, story for "As a"
//	why    joined (a span read covers it but is given to a neighbour),
//	       section (nothing read under its heading), document (nothing read
//	       in the document), alone (read around it, not it)
//
// The same classes are counted on today's reader over all tuning, with the
// labelled non-requirements of the same where and look that neither
// reader reads (what a rule for the class would risk).

package spec_test

import (
	"fmt"
	"os"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/clarigraph/clarigraph/internal/groundtruth"
	"github.com/clarigraph/clarigraph/nodes/clarification/lang"
	"github.com/clarigraph/clarigraph/spec"
)

var (
	mxBullet = regexp.MustCompile(`^(\s*)([-*+•▪◦]|\[[ xX]\])\s+`)
	mxNum    = regexp.MustCompile(`^(\s*)(\d+(\.\d+)*[.)]|[a-zA-Z][.)]|\(\w{1,4}\))\s+`)
	mxHead   = regexp.MustCompile(`^\s{0,3}\\?#{1,6}`)
	mxSetext = regexp.MustCompile(`^\s*(=+|-+)\s*$`)
	mxLabel  = regexp.MustCompile(`^[\s>*_-]*(\d+(\.\d+)*[.)]?\s+)?[*_]*[A-Z][\w /&()'-]{0,40}?[*_]*\s*[:：]\s*[*_]*\s*\S`)
	mxFence  = regexp.MustCompile("^\\s*(```|~~~)")
	mxLead   = regexp.MustCompile(`^[\s>|*_#-]*(([-*+•▪◦]|\[[ xX]\]|\d+(\.\d+)*[.)]?|[a-z][.)]|\(\w{1,4}\))\s+)?[*_\[]*([A-Z]{1,8}[-_.]?\d+(\.\d+)*[a-z]?[\]*_:.)]*\s*)?[*_]*`)
	mxModal  = regexp.MustCompile(`(?i)\b(shall|must|should|will|may|can|cannot|can't|won't|need to|needs to|is required to|are required to|has to|have to)\b`)
	mxGWT    = regexp.MustCompile(`(?i)^(given|when|then|and|but)\b`)
	mxStory  = regexp.MustCompile(`(?i)^as an? \w`)
)

// mxPos is where a labelled segment sits: its line's shape and its
// section's kind.
func mxPos(d *groundtruth.Doc, sg groundtruth.Segment, head []string) string {
	b := d.Byte(sg.Start)
	ls := strings.LastIndexByte(d.Text[:b], '\n') + 1
	le := strings.IndexByte(d.Text[b:], '\n')
	if le < 0 {
		le = len(d.Text)
	} else {
		le += b
	}
	line := d.Text[ls:le]
	fences := 0
	for _, l := range strings.Split(d.Text[:ls], "\n") {
		if mxFence.MatchString(l) {
			fences++
		}
	}
	next := ""
	if le < len(d.Text) {
		n := d.Text[le+1:]
		if i := strings.IndexByte(n, '\n'); i >= 0 {
			n = n[:i]
		}
		next = n
	}
	depth := func(ind string) string {
		if len(strings.ReplaceAll(ind, "\t", "    ")) >= 2 {
			return " nested"
		}
		return " top"
	}
	var pos string
	tl := strings.TrimSpace(line)
	switch {
	case fences%2 == 1:
		pos = "code block"
	case strings.HasPrefix(tl, "|") || strings.Count(tl, "|") >= 2:
		pos = "table row"
	case strings.Contains(strings.ToLower(tl), "<td") || strings.Contains(strings.ToLower(tl), "<tr") || strings.Contains(strings.ToLower(tl), "<li"):
		pos = "html"
	case mxHead.MatchString(line) || tl != "" && mxSetext.MatchString(next) && !mxBullet.MatchString(line):
		pos = "heading"
	case mxBullet.MatchString(line):
		pos = "bullet" + depth(mxBullet.FindStringSubmatch(line)[1])
	case mxNum.MatchString(line):
		pos = "numbered" + depth(mxNum.FindStringSubmatch(line)[1])
	case mxLabel.MatchString(line):
		pos = "label line"
	case strings.TrimSpace(d.Text[ls:b]) != "":
		pos = "paragraph, later sentence"
	default:
		pos = "paragraph"
	}
	if pos != "heading" && len(head) > 0 {
		h := strings.ToLower(strings.Join(head[max(0, len(head)-2):], " / "))
		switch {
		case strings.Contains(h, "use case") || regexp.MustCompile(`\buc[-_ ]?\d`).MatchString(h):
			pos += " (use case)"
		case strings.Contains(h, "criteri") || strings.Contains(h, "acceptance"):
			pos += " (criteria)"
		case strings.Contains(h, "scenario"):
			pos += " (scenario)"
		case strings.Contains(h, "stor"):
			pos += " (story)"
		}
	}
	return pos
}

// mxLook is what a segment's text looks like, its list marker, ID and
// emphasis left out.
func mxLook(text string) string {
	first := text
	if i := strings.IndexByte(first, '\n'); i >= 0 {
		first = first[:i]
	}
	if mxLabel.MatchString(first) {
		return "label"
	}
	t := text[len(mxLead.FindString(text)):]
	t = strings.TrimSpace(t)
	switch {
	case mxStory.MatchString(t):
		return "story"
	case mxGWT.MatchString(t):
		return "gwt"
	case mxModal.MatchString(t):
		return "modal"
	}
	if len(t) > 400 {
		t = t[:400]
	}
	toks := lang.Tokenize(t)
	lang.Tag(t, toks)
	verb := ""
	for j, tk := range toks {
		tg := tk.Tag()
		if j == 0 && tg == "VB" {
			return "imperative"
		}
		if j == 0 && strings.HasPrefix(tg, "VB") && tk.Lemma() != tk.Lower() && (tg == "VBP") {
			return "imperative"
		}
		if verb == "" && strings.HasPrefix(tg, "VB") {
			verb = tg
		}
	}
	switch verb {
	case "":
		return "fragment"
	case "VBZ", "VBP":
		return "present"
	}
	return "other verb"
}

// mxFamily groups line shapes: list items (bullet or numbered, any
// depth), paragraphs (a line's start or a later sentence), the rest as
// they are.
func mxFamily(pos0 string) string {
	switch {
	case strings.HasPrefix(pos0, "bullet") || strings.HasPrefix(pos0, "numbered"):
		return "list item"
	case strings.HasPrefix(pos0, "paragraph"):
		return "paragraph"
	}
	return pos0
}

type mxDoc struct {
	d     *groundtruth.Doc
	f     *groundtruth.File
	heads [][2]int   // heading units, characters
	hp    [][]string // each segment's heading path
}

func mxPrep(d *groundtruth.Doc, f *groundtruth.File) *mxDoc {
	m := &mxDoc{d: d, f: f}
	us := spec.SplitterUnits(d.Text)
	for _, u := range us {
		if u.Kind == "heading" {
			m.heads = append(m.heads, [2]int{d.Char(u.From), d.Char(u.To)})
		}
	}
	m.hp = make([][]string, len(f.Segments))
	for i, sg := range f.Segments {
		b := d.Byte(sg.Start)
		for _, u := range us {
			if u.From <= b && b < u.To || u.From >= b {
				m.hp[i] = u.Head
				break
			}
		}
	}
	return m
}

// mxGot gives each placed span to the segment holding most of it.
func mxGot(f *groundtruth.File, spans [][2]int) (got []int, touch [][]int) {
	got = make([]int, len(f.Segments))
	touch = make([][]int, len(f.Segments))
	for k, s := range spans {
		for i, sg := range f.Segments {
			if overlapN(s[0], s[1], sg.Start, sg.End) > 0 {
				touch[i] = append(touch[i], k)
			}
		}
		if best := segOf(f, s[0], s[1]); best >= 0 {
			got[best]++
		}
	}
	return
}

func (m *mxDoc) why(i int, spans [][2]int, touch [][]int) string {
	if len(spans) == 0 {
		return "document"
	}
	if len(touch[i]) > 0 {
		return "joined"
	}
	sg := m.f.Segments[i]
	from, to := 0, m.d.Len()
	for _, h := range m.heads {
		if h[1] <= sg.Start {
			from = h[1]
		} else if h[0] >= sg.End {
			to = h[0]
			break
		}
	}
	for _, s := range spans {
		if overlapN(s[0], s[1], from, to) > 0 {
			return "alone"
		}
	}
	return "section"
}

type mxCount struct {
	n             int
	rounds, docs  map[string]bool
	today         int // of the arrival misses, still missed today
	todayAll      int // today's misses of the class, all tuning
	nonToday      int // non-requirements of the class's where and look unread today
	nonTodayRound map[string]bool
}

func newMx() *mxCount {
	return &mxCount{rounds: map[string]bool{}, docs: map[string]bool{}, nonTodayRound: map[string]bool{}}
}

func TestLearnexpMisses(t *testing.T) {
	set := learnexpSet(t)
	from, to := roundRange(29, 35)
	show := os.Getenv("LEARNEXP_SHOW")
	today := mustDump(t, "today")
	// the classes, three ways: where|look|why, where|look, where, look, why
	tabs := map[string]map[string]*mxCount{}
	add := func(tab, key string) *mxCount {
		if tabs[tab] == nil {
			tabs[tab] = map[string]*mxCount{}
		}
		c := tabs[tab][key]
		if c == nil {
			c = newMx()
			tabs[tab][key] = c
		}
		return c
	}
	keys := func(pos, look, why string) map[string]string {
		pos0, _, _ := strings.Cut(pos, " (")
		return map[string]string{"where|look|why": pos + " | " + look + " | " + why, "where|look": pos + " | " + look, "where": pos, "look": look, "why": why,
			"line shape|look": pos0 + " | " + look, "line shape|why": pos0 + " | " + why, "look|why": look + " | " + why,
			"family|why": mxFamily(pos0) + " | " + why, "family|look|why": mxFamily(pos0) + " | " + look + " | " + why}
	}
	prep := map[string]*mxDoc{}
	todayMiss := map[string][]bool{}
	todayRead := map[string][]int{}
	for _, f := range set.Files {
		d := set.Docs[f.Document]
		m := mxPrep(d, f)
		prep[f.Document] = m
		spans := place(d, today[f.Document])
		got, touch := mxGot(f, spans)
		todayRead[f.Document] = got
		todayMiss[f.Document] = make([]bool, len(f.Segments))
		for i, sg := range f.Segments {
			if got[i] > 0 {
				continue
			}
			pos, look := mxPos(d, sg, m.hp[i]), mxLook(d.Slice(sg.Start, sg.End))
			if sg.Req {
				todayMiss[f.Document][i] = true
				for tab, k := range keys(pos, look, m.why(i, spans, touch)) {
					add(tab, k).todayAll++
					if show != "" && k == show && os.Getenv("LEARNEXP_SHOWTODAY") == "1" {
						line, col := d.Position(sg.Start)
						fmt.Printf("  today %s %s:%d:%d %d chars, under %q\n", k, f.Document, line, col, sg.End-sg.Start, m.hp[i])
					}
				}
				continue
			}
			// a non-requirement: counted under its where and look (any why)
			for tab, k := range keys(pos, look, m.why(i, spans, touch)) {
				if tab == "why" || tab == "where|look|why" {
					continue
				}
				c := add(tab, k)
				if show != "" && k == show && os.Getenv("LEARNEXP_SHOWNON") == "1" {
					line, col := d.Position(sg.Start)
					fmt.Printf("  non %s %s:%d:%d %s under %q\n", k, f.Document, line, col, sg.Category, m.hp[i])
				}
				c.nonToday++
				c.nonTodayRound[f.Document] = true
			}
		}
	}
	var total, still, labelled int
	perDoc := map[string]int{}
	for R := from; R <= to; R++ {
		arr := mustDump(t, strconv.Itoa(R))
		for _, f := range set.Files {
			if roundOf(f.Document) != R {
				continue
			}
			d := set.Docs[f.Document]
			m := prep[f.Document]
			spans := place(d, arr[f.Document])
			got, touch := mxGot(f, spans)
			for i, sg := range f.Segments {
				if !sg.Req {
					continue
				}
				labelled++
				if got[i] > 0 {
					continue
				}
				total++
				perDoc[f.Document]++
				pos, look, why := mxPos(d, sg, m.hp[i]), mxLook(d.Slice(sg.Start, sg.End)), m.why(i, spans, touch)
				if todayMiss[f.Document][i] {
					still++
				}
				for tab, k := range keys(pos, look, why) {
					c := add(tab, k)
					c.n++
					c.rounds[strconv.Itoa(R)] = true
					c.docs[f.Document] = true
					if todayMiss[f.Document][i] {
						c.today++
					}
					if show != "" && k == show {
						line, col := d.Position(sg.Start)
						fmt.Printf("  %s %s:%d:%d read today %v, %d chars, under %q\n", k, f.Document, line, col, !todayMiss[f.Document][i], sg.End-sg.Start, m.hp[i])
					}
				}
			}
		}
	}
	fmt.Printf("rounds %d-%d on arrival: %d labelled requirements, %d missed; of those %d still missed today\n", from, to, labelled, total, still)
	var counts []int
	for _, n := range perDoc {
		counts = append(counts, n)
	}
	sort.Sort(sort.Reverse(sort.IntSlice(counts)))
	cum := 0
	for k, n := range counts {
		cum += n
		if k < 10 || cum-n < total/2 && cum >= total/2 {
			fmt.Printf("  documents by misses: %d-th %d, cumulative %d\n", k+1, n, cum)
		}
	}
	fmt.Printf("  %d documents with a miss\n", len(counts))
	for _, tab := range []string{"why", "look", "where", "line shape|look", "line shape|why", "look|why", "family|why", "family|look|why", "where|look", "where|look|why"} {
		type row struct {
			k string
			c *mxCount
		}
		var rows []row
		for k, c := range tabs[tab] {
			if c.n > 0 {
				rows = append(rows, row{k, c})
			}
		}
		sort.Slice(rows, func(i, j int) bool {
			if rows[i].c.n != rows[j].c.n {
				return rows[i].c.n > rows[j].c.n
			}
			return rows[i].k < rows[j].k
		})
		fmt.Printf("\n| %s | missed on arrival | rounds | documents | still missed today | today's misses (all tuning) | unread non-requirements alike today | qualifies |\n|---|---|---|---|---|---|---|---|\n", tab)
		for _, r := range rows {
			q := len(r.c.rounds) >= 5 && len(r.c.docs) >= 8 && r.c.today > 0
			non := "–"
			if tab != "why" && tab != "where|look|why" {
				non = strconv.Itoa(r.c.nonToday)
			}
			if tab == "where|look|why" {
				// the non-requirements of its where and look
				p := strings.Split(r.k, " | ")
				if c := tabs["where|look"][p[0]+" | "+p[1]]; c != nil {
					non = strconv.Itoa(c.nonToday)
				}
			}
			fmt.Printf("| %s | %d | %d | %d | %d | %d | %s | %v |\n", r.k, r.c.n, len(r.c.rounds), len(r.c.docs), r.c.today, r.c.todayAll, non, q)
		}
	}
}

// TestLearnexpJoinedLists: what cutting a read span at its list items
// would do on today's reader, over all tuning: per kind of item, the
// labelled requirements it would read that are not read (gain), the
// requirements read already it would cut in two or more (fragments), the
// non-requirements it would read.
func TestLearnexpJoinedLists(t *testing.T) {
	set := learnexpSet(t)
	name := os.Getenv("LEARNEXP_NAME")
	if name == "" {
		name = "today"
	}
	today := mustDump(t, name)
	lv := regexp.MustCompile(`^\s*([-*+•]|\d+[.)])\s+[*_]*[^:*_\n]{1,40}?[*_]*\s*:[*_]*\s*\S`)
	variants := map[string]func(item string) bool{
		"any item":         func(string) bool { return true },
		"label: value":     func(s string) bool { return lv.MatchString(s) },
		"not label: value": func(s string) bool { return !lv.MatchString(s) },
	}
	type res struct {
		gain, frag, pieces, non int
		docs, fragDocs          map[string]int
	}
	out := map[string]*res{}
	for v := range variants {
		out[v] = &res{docs: map[string]int{}, fragDocs: map[string]int{}}
	}
	for _, f := range set.Files {
		d := set.Docs[f.Document]
		spans := place(d, today[f.Document])
		got, _ := mxGot(f, spans)
		var items [][2]int
		for _, u := range spec.SplitterUnits(d.Text) {
			if u.Kind == "bullet" || u.Kind == "num" {
				items = append(items, [2]int{d.Char(u.From), d.Char(u.To)})
			}
		}
		for _, s := range spans {
			var in [][2]int
			for _, it := range items {
				if it[0] >= s[0] && it[1] <= s[1]+1 && it[0] > s[0] {
					in = append(in, it)
				}
			}
			if len(in) < 2 {
				continue
			}
			own := segOf(f, s[0], s[1])
			for v, ok := range variants {
				all := true
				for _, it := range in {
					all = all && ok(d.Slice(it[0], it[1]))
				}
				if !all {
					continue
				}
				r := out[v]
				fr := false
				for _, it := range in {
					g := segOf(f, it[0], it[1])
					switch {
					case g < 0:
					case g == own:
						fr = true
						r.pieces++
					case f.Segments[g].Req && got[g] == 0:
						r.gain++
						r.docs[f.Document]++
						got[g] = -1000 // counted once
					case !f.Segments[g].Req && got[g] == 0:
						r.non++
						got[g] = -1000
					}
				}
				if fr {
					r.frag++
					r.fragDocs[f.Document]++
				}
				for i := range got {
					if got[i] == -1000 {
						got[i] = 0
					}
				}
			}
		}
	}
	for v, r := range out {
		fmt.Printf("%s: gain %d in %d documents %v; non-requirements %d; spans one labelled requirement holds whole %d in %d documents, items cut from them %d\n", v, r.gain, len(r.docs), r.docs, r.non, r.frag, len(r.fragDocs), r.pieces)
	}
}
