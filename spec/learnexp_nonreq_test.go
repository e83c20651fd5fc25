//go:build learnexp

// Reader generation 100's count (BENCHMARKS.md, "Reader generation 100"):
// which non-requirements do the readers on arrival read as requirements —
// by the category the labels give them, by their form and by the kind of
// section they stand in — and what would a rule keeping a class out cost
// in requirements of the same form in the same kind of section? Behind the
// build tag learnexp, on learnexp_test.go's dumps:
//
//	D=/tmp/r100; mkdir -p $D; cp /work/labels/arrival/dumps3/reqs-*.json $D/
//	export LEARNEXP_DIR=$D CLARIGRAPH_CORPUS=/work/labels/ctune-r
//	go test -tags learnexp -run TestLearnexpExport ./spec              # list.json of all tuning
//	LEARNEXP_NAME=today go test -tags learnexp -run TestLearnexpDump ./spec
//	go test -tags learnexp -run TestLearnexpNonReq -v ./spec
//	go test -tags learnexp -run TestLearnexpNonReqCues -v ./spec        # sentence cues as rules
//	# LEARNEXP_NR_SHOW=<class substring> prints each segment of the class
//	# (reader, document, line, category, requirement or not, text) to the terminal;
//	# LEARNEXP_NR_CAT=1 adds the tables by category and form, by round, and what
//	# today's reader still reads of what was read on arrival; for the cues,
//	# LEARNEXP_NR_SECT=<section substring> and LEARNEXP_NR_FORM=<form prefix>
//	# weigh them only on segments of that section and form
//
// Each labelled segment is classed by the form of the line it opens on
// (nrForm: a heading line or bold-only line, a table row, a row of a
// use-case table, a list item, a labelled line, a story, EARS or
// Given/When/Then line, prose, a code block; list items, labelled lines,
// table rows and prose by the modal verbs they hold: "shall/must" — shall,
// must, required to, has to, needs to —, "modal" — will, should, may, can,
// could —, or none) and by the kind of section it stands in (nrSection: the
// reader's own role of the region holding it, as generation 92 names it,
// coarsened, or the lead-in it stands under when that names a story's
// rationale, its independent test, assumptions, notes, edge cases, out of
// scope). A segment is read when a unit of the dump is given to it as
// clarify eval gives it. A class's rule would not read what it holds: it
// removes the class's non-requirements read and loses its requirements
// read. Decided on rounds 36–52 (DEV), checked on 53–62 (CHECK), each by
// the reader on arrival of its round; TODAY is today's reader over all
// tuning.

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
	"github.com/clarigraph/clarigraph/spec"
)

var (
	nrStrong = regexp.MustCompile(`(?i)\b(shall|must|required to|has to|have to|needs to|need to|mustn't)\b`)
	nrWeak   = regexp.MustCompile(`(?i)\b(will|should|may|can|cannot|could|won't|can't)\b`)
	nrUCCell = regexp.MustCompile(`(?i)^\|?\s*[*_]*\s*(pre-?conditions?|post-?conditions?|(primary |secondary )?actors?|trigger|main (success )?(flow|scenario)|basic (flow|path)|alternat\w* (flow|path|scenario)s?|exceptions?( flows?)?|use case( id| name)?|extends|includes|frequency of use|stakeholders?)\b`)
)

// nrModal classes a text by its modal verbs.
func nrModal(s string) string {
	switch {
	case nrStrong.MatchString(s):
		return "shall/must"
	case nrWeak.MatchString(s):
		return "modal"
	}
	return "no modal"
}

// nrUCTable reports whether the table holding line i of sd has a row
// whose first cell names a use-case field.
func nrUCTable(sd *stDoc, i int) bool {
	line := func(k int) string {
		end := len(sd.text)
		if k+1 < len(sd.starts) {
			end = sd.starts[k+1] - 1
		}
		return strings.TrimSpace(sd.text[sd.starts[k]:end])
	}
	a := i
	for a > 0 && strings.HasPrefix(line(a-1), "|") {
		a--
	}
	for k := a; k < len(sd.starts) && strings.HasPrefix(line(k), "|"); k++ {
		if nrUCCell.MatchString(line(k)) {
			return true
		}
	}
	return false
}

// nrForm classes the segment opening at byte b, its text seg.
func nrForm(sd *stDoc, b int, seg string) string {
	f := sd.form(b)
	m := nrModal(seg)
	switch {
	case f == "code block":
		return "code block"
	case f == "table row":
		if nrUCTable(sd, sd.lineOf(b)) {
			return "use-case table row"
		}
		return "table row, " + m
	case strings.HasPrefix(f, "story line"):
		return "story line"
	case f == "EARS criterion" || f == "GWT line":
		return f
	case strings.HasPrefix(f, "heading") || strings.HasPrefix(f, "bold-only"):
		return "heading line"
	case strings.HasPrefix(f, "checkbox") || strings.HasPrefix(f, "list item"):
		return "list item, " + m
	case strings.HasPrefix(f, "label line"):
		return "label line, " + m
	case strings.HasPrefix(f, "prose, later"):
		return "prose (later sentence), " + m
	}
	return "prose, " + m
}

// nrLeads are the lead-ins that name the section kind over the reader's
// role.
var nrLeads = map[string]bool{"why this priority": true, "independent test": true, "assumptions": true,
	"notes": true, "edge cases": true, "out of scope": true}

// nrSection coarsens generation 92's role family, or names the lead-in.
func nrSection(fam, lead string) string {
	if nrLeads[lead] {
		return "under " + lead
	}
	switch {
	case strings.HasPrefix(fam, "requirements"):
		return "requirements"
	case strings.HasPrefix(fam, "IEEE ch.1"), fam == "introduction", fam == "purpose", fam == "scope", fam == "overview / summary",
		fam == "product perspective", fam == "goals / objectives / vision", fam == "background / problem", fam == "references":
		return "introduction / overview / scope"
	case fam == "out of scope / future":
		return "under out of scope"
	case strings.HasPrefix(fam, "skip"):
		return "skipped (history, contents)"
	case strings.HasPrefix(fam, "preamble"):
		return "preamble"
	case strings.HasPrefix(fam, "other explanation"):
		return "other explanation"
	case strings.HasPrefix(fam, "constraints"):
		return "constraints / environment"
	}
	return fam
}

// nrAgg counts one class: non-requirements and requirements, read or not.
type nrAgg struct {
	nonRead, non, reqRead, req int
	rounds, docs               map[string]bool // where a non-requirement was read
	cats                       map[string]int  // categories of the non-requirements read
}

type nrCount map[string]*nrAgg

func (c nrCount) get(k string) *nrAgg {
	a := c[k]
	if a == nil {
		a = &nrAgg{rounds: map[string]bool{}, docs: map[string]bool{}, cats: map[string]int{}}
		c[k] = a
	}
	return a
}

// nrSeg is one labelled segment, classed.
type nrSeg struct {
	form, sect, cat string
	req             bool
}

// nrDocSegs classes every segment of every tuning document once.
type nrDocSegs map[string][]nrSeg

// nrClasses classes every labelled segment of every tuning document.
func nrClasses(set *groundtruth.Set) nrDocSegs {
	classes := nrDocSegs{}
	for _, f := range set.Files {
		d := set.Docs[f.Document]
		gs := spec.RoleRegions(f.Document, d.Text)
		ieee := ieeeStyle(gs)
		sd := newStDoc(d.Text)
		segs := make([]nrSeg, len(f.Segments))
		for i, sg := range f.Segments {
			b := d.Byte(sg.Start)
			fam := "no heading"
			if k := regionAt(gs, b); k >= 0 {
				fam = roleFamily(gs[k], ieee)
			}
			if gs == nil {
				fam = "structured (YAML, JSON, Gherkin)"
			}
			segs[i] = nrSeg{form: nrForm(sd, b, d.Slice(sg.Start, sg.End)), sect: nrSection(fam, sd.under[sd.lineOf(b)]), cat: sg.Category, req: sg.Req}
			if sg.Req {
				segs[i].cat = "requirement"
			}
		}
		classes[f.Document] = segs
	}
	return classes
}

func TestLearnexpNonReq(t *testing.T) {
	set := learnexpSet(t)
	dump := dumpCache(t)
	show := os.Getenv("LEARNEXP_NR_SHOW")
	classes := nrClasses(set)
	// count gives, per class key, the counts of the documents pick picks,
	// each read by the dump reader(round) names.
	count := func(pick func(r int) bool, reader func(r int) string, key func(s nrSeg) []string) nrCount {
		c := nrCount{}
		for _, f := range set.Files {
			r := roundOf(f.Document)
			if !pick(r) {
				continue
			}
			d := set.Docs[f.Document]
			got := make([]bool, len(f.Segments))
			for _, p := range place(d, dump(reader(r))[f.Document]) {
				if s := segOf(f, p[0], p[1]); s >= 0 {
					got[s] = true
				}
			}
			for i, s := range classes[f.Document] {
				for _, k := range key(s) {
					a := c.get(k)
					switch {
					case s.req:
						a.req++
						if got[i] {
							a.reqRead++
						}
					default:
						a.non++
						if got[i] {
							a.nonRead++
							a.rounds[strconv.Itoa(r)] = true
							a.docs[f.Document] = true
							a.cats[s.cat]++
						}
					}
					if show != "" && got[i] && strings.Contains(k, show) {
						sg := f.Segments[i]
						ln, _ := d.Position(sg.Start)
						fmt.Printf("SHOW %s %s:%d %s req=%v %.110q\n", reader(r), f.Document, ln, s.cat, s.req, d.Slice(sg.Start, sg.End))
					}
				}
			}
		}
		return c
	}
	arrival := func(r int) string { return strconv.Itoa(r) }
	today := func(int) string { return "today" }
	in := func(a, b int) func(int) bool { return func(r int) bool { return r >= a && r <= b } }
	all := func(int) bool { return true }
	byFormSect := func(s nrSeg) []string {
		return []string{s.form + " | " + s.sect, s.form + " | (any section)", "(any form) | " + s.sect}
	}
	dev := count(in(36, 52), arrival, byFormSect)
	chk := count(in(53, 62), arrival, byFormSect)
	tod := count(all, today, byFormSect)
	keys := map[string]bool{}
	for _, c := range []nrCount{dev, chk, tod} {
		for k, a := range c {
			if a.nonRead > 0 {
				keys[k] = true
			}
		}
	}
	var ks []string
	for k := range keys {
		ks = append(ks, k)
	}
	sort.Slice(ks, func(i, j int) bool {
		a, b := dev.get(ks[i]).nonRead+chk.get(ks[i]).nonRead, dev.get(ks[j]).nonRead+chk.get(ks[j]).nonRead
		if a != b {
			return a > b
		}
		return ks[i] < ks[j]
	})
	cell := func(a *nrAgg) string {
		return fmt.Sprintf("%d (%d/%d) | %d/%d", a.nonRead, len(a.rounds), len(a.docs), a.reqRead, a.req)
	}
	fmt.Printf("\n## Non-requirements read (rounds/documents) | requirements read/labelled of the class; DEV 36–52 and CHECK 53–62 on arrival, TODAY all tuning\n")
	fmt.Printf("| form | section | DEV non-req read | DEV req read/all | CHECK non-req read | CHECK req read/all | TODAY non-req read | TODAY req read/all | DEV categories |\n|---|---|---:|---:|---:|---:|---:|---:|---|\n")
	for _, k := range ks {
		fm, sc, _ := strings.Cut(k, " | ")
		fmt.Printf("| %s | %s | %s | %s | %s | %s |\n", fm, sc, cell(dev.get(k)), cell(chk.get(k)), cell(tod.get(k)), catStr(dev.get(k).cats))
	}
	if os.Getenv("LEARNEXP_NR_CAT") == "1" {
		byCat := func(s nrSeg) []string { return []string{s.cat + " | " + s.form, s.cat + " | (any form)"} }
		a36 := count(in(36, 62), arrival, byCat)
		tc := count(all, today, byCat)
		var cs []string
		for k, a := range a36 {
			if a.nonRead > 0 {
				cs = append(cs, k)
			}
		}
		sort.Slice(cs, func(i, j int) bool {
			if a36[cs[i]].nonRead != a36[cs[j]].nonRead {
				return a36[cs[i]].nonRead > a36[cs[j]].nonRead
			}
			return cs[i] < cs[j]
		})
		fmt.Printf("\n## By category and form: non-requirements read on arrival 36–62 (rounds/documents) of all of them; TODAY all tuning\n| category | form | on arrival read (r/d) | of | today read (r/d) | of |\n|---|---|---:|---:|---:|---:|\n")
		for _, k := range cs {
			ct, fm, _ := strings.Cut(k, " | ")
			x, y := a36[k], tc.get(k)
			fmt.Printf("| %s | %s | %d (%d/%d) | %d | %d (%d/%d) | %d |\n", ct, fm, x.nonRead, len(x.rounds), len(x.docs), x.non, y.nonRead, len(y.rounds), len(y.docs), y.non)
		}
		// per round, and what today's reader reads of the same rounds
		byAll := func(s nrSeg) []string { return []string{"all"} }
		fmt.Printf("\n## Per round: non-requirements read on arrival / labelled (documents with one read); today's reader on the same documents\n| round | on arrival | of | documents | today | documents |\n|---|---:|---:|---:|---:|---:|\n")
		for R := 36; R <= 62; R++ {
			x := count(in(R, R), arrival, byAll).get("all")
			y := count(in(R, R), today, byAll).get("all")
			fmt.Printf("| %d | %d | %d | %d | %d | %d |\n", R, x.nonRead, x.non, len(x.docs), y.nonRead, len(y.docs))
		}
		// the very segments read on arrival: does today's reader still read them?
		still := map[string][2]int{}
		for _, f := range set.Files {
			r := roundOf(f.Document)
			if r < 36 || r > 62 {
				continue
			}
			d := set.Docs[f.Document]
			gotBy := func(name string) []bool {
				got := make([]bool, len(f.Segments))
				for _, p := range place(d, dump(name)[f.Document]) {
					if s := segOf(f, p[0], p[1]); s >= 0 {
						got[s] = true
					}
				}
				return got
			}
			ga, gt := gotBy(strconv.Itoa(r)), gotBy("today")
			for i, s := range classes[f.Document] {
				if s.req || !ga[i] {
					continue
				}
				for _, k := range []string{s.cat, "(all)"} {
					v := still[k]
					v[0]++
					if gt[i] {
						v[1]++
					}
					still[k] = v
				}
			}
		}
		var sk []string
		for k := range still {
			sk = append(sk, k)
		}
		sort.Slice(sk, func(i, j int) bool { return still[sk[i]][0] > still[sk[j]][0] })
		fmt.Printf("\n## The non-requirements read on arrival (36–62): how many today's reader still reads\n| category | read on arrival | still read today |\n|---|---:|---:|\n")
		for _, k := range sk {
			fmt.Printf("| %s | %d | %d |\n", k, still[k][0], still[k][1])
		}
	}
}

// nrCues are sentence cues weighed as rules: a read unit whose text holds
// the cue (and passes the variant's guard) is not read.
var nrCues = []struct {
	name string
	re   *regexp.Regexp
}{
	{"first person (we, our, us, I, my)", regexp.MustCompile(`\b(we|We|our|Our|us|I|my|My)\b`)},
	{"the document itself (this document, SRS, section, spec)", regexp.MustCompile(`(?i)\b(this|the present) (document|srs|section|specification|spec|chapter|report|paper)\b`)},
	{"hedge (likely, probably, typically, usually, perhaps, might)", regexp.MustCompile(`(?i)\b(likely|probably|typically|usually|perhaps|possibly|might|generally|normally)\b`)},
	{"already (already, currently, existing)", regexp.MustCompile(`(?i)\b(already|currently|existing)\b`)},
	{"aim (aim, goal, purpose, intended, helps, will help)", regexp.MustCompile(`(?i)\b(aims?|goals?|purpose|intended|helps|will help)\b`)},
	{"for example (e.g., for example, such as, i.e.)", regexp.MustCompile(`(?i)(\be\.g\.|\bfor example\b|\bfor instance\b|\bi\.e\.)`)},
	{"a number with % ", regexp.MustCompile(`\d%`)},
	{"is a / is an (X is a …)", regexp.MustCompile(`^[A-Z][\w'’ -]{0,40}? (is|are) (a|an|the) `)},
	{"the user's / users' needs (users need, want, would)", regexp.MustCompile(`(?i)\b(users?|customers?|they) (need|want|would|like)\b`)},
	{"link (http, .md, <a)", regexp.MustCompile(`(https?://|\.md\b|<a )`)},
	{"can be / is available / exists / configured", regexp.MustCompile(`(?i)\b(can be|is available|are available|exists?|configured|provided by|will have|has access|have access|assum\w*)\b`)},
	{"out of scope (out of scope, not in scope, outside/beyond the scope)", regexp.MustCompile(`(?i)\b(out[- ]of[- ](the )?(\w+[- ])?scope|not in (the )?(\w+ )?scope|(outside|beyond) (of )?(the )?(\w+ )?scope|non-goals?)\b`)},
	{"future (future enhancement/version/phase/release, in (the) future)", regexp.MustCompile(`(?i)\b(future (enhancements?|versions?|phases?|releases?|work|improvements?|features?|iterations?|sprints?|scope|development)|in (the )?future\b|for the future)`)},
	{"deferred (deferred, postponed, planned, later phase/release, post-MVP, v2)", regexp.MustCompile(`(?i)\b(deferred|postponed|planned|later (phase|release|version|iteration|sprint)|post-mvp|not (yet )?(be )?(implemented|developed|built|included|supported) (in|for) (this|the current|v1|the mvp|mvp|the first)|will not be (developed|implemented|built|included)|won'?t (have|for))\b`)},
	{"a modal but shall/must (will, should, may, can, could)", nrWeak},
	{"any (every text)", regexp.MustCompile(`.`)},
}

var nrID = regexp.MustCompile(`\b[A-Z]{1,6}[-_]?\d`)

// TestLearnexpNonReqCues weighs sentence cues as rules, after the readers
// on arrival (DEV 36–52, CHECK 53–62) and today's over all tuning: the
// non-requirements read they remove against the requirements read they lose.
func TestLearnexpNonReqCues(t *testing.T) {
	set := learnexpSet(t)
	dump := dumpCache(t)
	show := os.Getenv("LEARNEXP_NR_SHOW")
	sect := os.Getenv("LEARNEXP_NR_SECT") // only segments whose section (nrSection) holds this
	classes := nrClasses(set)
	guards := []struct {
		name string
		keep func(u string) bool // true: the guard keeps the unit read whatever the cue
	}{
		{"alone", func(string) bool { return false }},
		{"no shall/must, no ID", func(u string) bool { return nrStrong.MatchString(u) || nrID.MatchString(u) }},
		{"no modal at all, no ID", func(u string) bool { return nrStrong.MatchString(u) || nrWeak.MatchString(u) || nrID.MatchString(u) }},
	}
	type res struct {
		removed, lost  int
		rr, rd, lr, ld map[string]bool
	}
	newRes := func() *res {
		return &res{rr: map[string]bool{}, rd: map[string]bool{}, lr: map[string]bool{}, ld: map[string]bool{}}
	}
	run := func(pick func(r int) bool, reader func(r int) string) map[string]*res {
		out := map[string]*res{}
		for _, f := range set.Files {
			r := roundOf(f.Document)
			if !pick(r) {
				continue
			}
			d := set.Docs[f.Document]
			rs := dump(reader(r))[f.Document]
			spans, idx := placeIdx(d, rs)
			bySeg := map[int][]string{}
			for k, p := range spans {
				if s := segOf(f, p[0], p[1]); s >= 0 {
					bySeg[s] = append(bySeg[s], rs[idx[k]].Text)
				}
			}
			for s, texts := range bySeg {
				if sect != "" && !strings.Contains(classes[f.Document][s].sect, sect) {
					continue
				}
				if fm := os.Getenv("LEARNEXP_NR_FORM"); fm != "" && !strings.HasPrefix(classes[f.Document][s].form, fm) {
					continue
				}
				for _, c := range nrCues {
					for _, g := range guards {
						all := true
						for _, u := range texts {
							if !c.re.MatchString(u) || g.keep(u) {
								all = false
								break
							}
						}
						if !all {
							continue
						}
						k := c.name + " | " + g.name
						x := out[k]
						if x == nil {
							x = newRes()
							out[k] = x
						}
						rd := strconv.Itoa(r)
						if f.Segments[s].Req {
							x.lost++
							x.lr[rd], x.ld[f.Document] = true, true
						} else {
							x.removed++
							x.rr[rd], x.rd[f.Document] = true, true
						}
						if show != "" && strings.Contains(k, show) {
							ln, _ := d.Position(f.Segments[s].Start)
							fmt.Printf("SHOW %s %s:%d req=%v %s %.110q\n", reader(r), f.Document, ln, f.Segments[s].Req, f.Segments[s].Category, texts[0])
						}
					}
				}
			}
		}
		return out
	}
	arrival := func(r int) string { return strconv.Itoa(r) }
	in := func(a, b int) func(int) bool { return func(r int) bool { return r >= a && r <= b } }
	dev, chk := run(in(36, 52), arrival), run(in(53, 62), arrival)
	tod := run(func(int) bool { return true }, func(int) string { return "today" })
	cell := func(x *res) string {
		if x == nil {
			return "0 | 0"
		}
		return fmt.Sprintf("%d (%d/%d) | %d (%d/%d)", x.removed, len(x.rr), len(x.rd), x.lost, len(x.lr), len(x.ld))
	}
	fmt.Printf("\n| cue | guard | DEV removed (r/d) | DEV lost | CHECK removed | CHECK lost | TODAY removed | TODAY lost |\n|---|---|---:|---:|---:|---:|---:|---:|\n")
	for _, c := range nrCues {
		for _, g := range guards {
			k := c.name + " | " + g.name
			fmt.Printf("| %s | %s | %s | %s |\n", k, cell(dev[k]), cell(chk[k]), cell(tod[k]))
		}
	}
}
