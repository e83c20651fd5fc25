//go:build learnexp

// Reader generation 92's count (BENCHMARKS.md, "Reader generation 92"):
// does the role of the section a unit stands in — introduction, purpose,
// scope, overview, product perspective, assumptions, glossary,
// references, revision history, appendix … — separate what the reader
// on arrival of a round read wrongly from what it read rightly? Behind the
// build tag learnexp, on learnexp_test.go's dumps (the reader on arrival
// of each round, and today's):
//
//	D=/tmp/r92; mkdir -p $D; cp /work/labels/arrival/dumps2/{list.json,reqs-*.json} $D/
//	export LEARNEXP_DIR=$D CLARIGRAPH_CORPUS=/work/labels/ctune-r
//	LEARNEXP_ROUNDS="41 61" go test -tags learnexp -run TestLearnexpRoles -v ./spec
//	# LEARNEXP_ROLE_TITLES=1 adds, per role, the titles its non-requirements read on arrival stand under;
//	# LEARNEXP_ROLE_SHOW=<role> prints each read segment of the role (LEARNEXP_ROLE_SHOWTODAY=1: today's),
//	# LEARNEXP_ROLE_LOST=<role> what the rule would drop, LEARNEXP_ROLE_DOCEV=x the rule only in a
//	# document where a share x of what is read carries evidence; LEARNEXP_ROLE_SHOULD=1 takes "should"
//	# for evidence too
//
// The rule counted for each role: a unit the reader reads in a section of
// the role is kept only on evidence that it is a requirement (see
// evidence); the requirements and non-requirements no kept unit is given
// to any more are what it would cost and drop. Each role is counted alone,
// and in pools (POOL rows: the reader's explanatory role as a whole, its
// introductory part, every role but requirements).
//
// Each region the reader reads under one stack of headings (RoleRegions:
// its own outline, its own context, preamble and appendix) gets a role
// for the count from the titles over it: the reader's role (roles.go),
// narrowed by the words of the innermost title that gives it, and, for
// an IEEE-style SRS (a chapter "1" whose title explains, and chapters 2
// and 3), chapter 1 whatever the sub-section's title. Each labelled
// segment is in the region holding its start; it is read when a unit of
// the dump is given to it (as clarify eval scores).

package spec_test

import (
	"fmt"
	"os"
	"regexp"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/clarigraph/clarigraph/spec"
)

// roleWordsForCount narrows the reader's explanatory roles by the words of
// the title that gives the role, first match wins.
var roleWordsForCount = []struct{ fam, words string }{
	{"out of scope / future", "out of scope|out-of-scope|not in scope|non-goal|future|won't|wont"},
	{"introduction", "introduction|preface|about|how to read|document overview|document conventions|conventions"},
	{"purpose", "purpose"},
	{"scope", "scope"},
	{"product perspective", "perspective"},
	{"overview / summary", "overview|summary|tl;dr|tldr|description"},
	{"goals / objectives / vision", "goal|objective|vision|mission"},
	{"background / problem", "background|problem|context|motivation|pain|opportunit|why|hypothesis"},
	{"users / stakeholders", "user|stakeholder|persona|audience|actor"},
	{"references", "reference|bibliograph|sources|citation|link|resource|related doc|attachment"},
}

var ieeeIntro = regexp.MustCompile(`(?i)introduction|purpose|overview|general`)

// ieeeStyle reports whether a document's regions number chapters 1, 2 and
// 3 and its chapter 1 explains (or its title has no role at all).
func ieeeStyle(gs []spec.RoleRegion) bool {
	ch := map[string]bool{}
	intro := false
	for _, g := range gs {
		if g.Chapter == "" {
			continue
		}
		ch[g.Chapter] = true
		for _, p := range g.Path {
			if g.Chapter == "1" && ieeeIntro.MatchString(p) {
				intro = true
			}
		}
	}
	return intro && ch["1"] && ch["2"] && ch["3"]
}

func roleFamily(g spec.RoleRegion, ieee bool) string {
	if g.Role == "skip" {
		return "skip (history, contents, approvals …)"
	}
	if g.Appendix {
		return "appendix"
	}
	if g.Preamble {
		return "preamble (title to first heading)"
	}
	switch g.Role {
	case "explain", "glossary", "note", "constraint":
		var t string
		for k := len(g.Path) - 1; k >= 0; k-- {
			if spec.RoleName(g.Path[k]) == g.Role {
				t = strings.ToLower(g.Path[k])
				break
			}
		}
		switch g.Role {
		case "glossary":
			return "glossary / definitions"
		case "note":
			return "notes"
		case "constraint":
			if strings.Contains(t, "assum") || strings.Contains(t, "depend") {
				return "assumptions / dependencies"
			}
			return "constraints / environment / stack"
		}
		for _, w := range roleWordsForCount {
			for _, x := range strings.Split(w.words, "|") {
				if strings.Contains(t, x) {
					if ieee && g.Chapter == "1" {
						return "IEEE ch.1: " + w.fam
					}
					return w.fam
				}
			}
		}
		if ieee && g.Chapter == "1" {
			return "IEEE ch.1: other explanation"
		}
		return "other explanation (plans, design, tests …)"
	}
	if ieee && g.Chapter == "1" {
		return "IEEE ch.1, titled otherwise (" + g.Role + ")"
	}
	if g.Role == "none" {
		if len(g.Path) == 0 {
			return "no heading"
		}
		return "no role"
	}
	return "requirements (req, nfr, criteria, stories, use cases)"
}

// rolePools pool the families of one kind, counted besides them.
var rolePools = []struct {
	name string
	in   func(fam string) bool
}{
	{"POOL introductory (introduction, purpose, scope, overview, perspective, goals, background, references, out of scope; IEEE ch.1)", func(f string) bool {
		if strings.HasPrefix(f, "IEEE ch.1") {
			return true
		}
		switch f {
		case "introduction", "purpose", "scope", "overview / summary", "product perspective", "goals / objectives / vision",
			"background / problem", "references", "out of scope / future":
			return true
		}
		return false
	}},
	{"POOL explanatory (the above, users, other explanation, appendix)", func(f string) bool {
		return strings.HasPrefix(f, "IEEE ch.1") || f == "users / stakeholders" || f == "other explanation (plans, design, tests …)" || f == "appendix" ||
			f == "introduction" || f == "purpose" || f == "scope" || f == "overview / summary" || f == "product perspective" ||
			f == "goals / objectives / vision" || f == "background / problem" || f == "references" || f == "out of scope / future"
	}},
	{"POOL every role that is not requirements (explanatory, notes, glossary, skip, preamble, assumptions)", func(f string) bool {
		return !strings.HasPrefix(f, "requirements") && f != "no role" && f != "no heading" && !strings.HasPrefix(f, "constraints")
	}},
}

// keysOf is a family and the pools that hold it.
func keysOf(fam string) []string {
	ks := []string{fam}
	for _, p := range rolePools {
		if p.in(fam) {
			ks = append(ks, p.name)
		}
	}
	return ks
}

// regionAt returns the index of the region holding byte b (the last that
// opens at or before it), or -1.
func regionAt(gs []spec.RoleRegion, b int) int {
	k := sort.Search(len(gs), func(i int) bool { return gs[i].From > b }) - 1
	return k
}

type roleCount struct {
	reqRead, reqNot, nonRead, nonNot int
	rounds, docs                     map[string]bool // where a non-requirement was read
	reqRounds, reqDocs               map[string]bool // where a requirement was read
	titles                           map[string]int
	// the rule: read units without evidence dropped
	dropReq, dropNon     int
	dropRounds, dropDocs map[string]bool
}

func newRoleCount() *roleCount {
	return &roleCount{rounds: map[string]bool{}, docs: map[string]bool{}, reqRounds: map[string]bool{}, reqDocs: map[string]bool{},
		titles: map[string]int{}, dropRounds: map[string]bool{}, dropDocs: map[string]bool{}}
}

var (
	evObligation = regexp.MustCompile(`(?i)\b(shall|must|is required to|are required to|required to|has to|have to|needs to|need to)\b`)
	evShould     = regexp.MustCompile(`(?i)\bshould\b`)
	evStory      = regexp.MustCompile(`(?i)\bas an? [^.]{1,100}?\bI\b`)
	evScenario   = regexp.MustCompile(`(?i)^[\s>|#-]*(\d+[.)]\s*)?(given|when|then|scenario)\b`)
	evEmphasis   = strings.NewReplacer("**", "", "__", "", "*", "", "`", "")
	evGenerated  = regexp.MustCompile(`^R-\d+$`)
	evShouldToo  = os.Getenv("LEARNEXP_ROLE_SHOULD") == "1"
)

// evidence reports whether a read unit, text[from:to] in bytes, carries
// evidence of a requirement: an ID of the document's own (at its line's
// start, or its dumped ID written on its line), a modal of obligation, a
// story or a scenario form. Its line is read from its start: a table
// row's ID cell, a list item's label.
func evidence(text string, from, to int, id string) bool {
	ls := strings.LastIndexByte(text[:from], '\n') + 1
	line := evEmphasis.Replace(text[ls:to])
	unit := evEmphasis.Replace(text[from:to])
	if evObligation.MatchString(unit) || evShouldToo && evShould.MatchString(unit) || evStory.MatchString(unit) || evScenario.MatchString(unit) {
		return true
	}
	if idStart.MatchString(line) || idStart.MatchString(unit) {
		return true
	}
	if id, _, _ = strings.Cut(id, "/"); id != "" && !evGenerated.MatchString(id) && strings.Contains(line, id) {
		return true
	}
	return false
}

func TestLearnexpRoles(t *testing.T) {
	set := learnexpSet(t)
	from, to := roundRange(41, 61)
	arrival := map[string]*roleCount{}
	today := map[string]*roleCount{"__today": newRoleCount()}
	get := func(m map[string]*roleCount, k string) *roleCount {
		if m[k] == nil {
			m[k] = newRoleCount()
		}
		return m[k]
	}
	todayReqs, dumps := todayAndArrival(t, from, to)
	var ieeeDocs []string
	for _, f := range set.Files {
		d := set.Docs[f.Document]
		gs := spec.RoleRegions(f.Document, d.Text)
		ieee := ieeeStyle(gs)
		if ieee {
			ieeeDocs = append(ieeeDocs, f.Document)
		}
		fam := func(b int) (string, int) {
			k := regionAt(gs, b)
			if k < 0 {
				return "no heading", -1
			}
			return roleFamily(gs[k], ieee), k
		}
		count := func(m map[string]*roleCount, rs []rawReq, round string) {
			us := units(d, f, rs)
			got := segsGot(f, us, readOnly(us))
			for i, sg := range f.Segments {
				fm, k := fam(d.Byte(sg.Start))
				for kk, key := range keysOf(fm) {
					c := get(m, key)
					if kk > 0 {
						fm = key
					}
					switch {
					case sg.Req && got[i]:
						if show := os.Getenv("LEARNEXP_ROLE_SHOW"); show != "" && strings.Contains(fm, show) && (m["__today"] == nil) == (os.Getenv("LEARNEXP_ROLE_SHOWTODAY") == "") {
							fmt.Printf("  req read [%s] %s line %d path=%q: %.100q\n", fm, f.Document, strings.Count(d.Text[:d.Byte(sg.Start)], "\n")+1, gs[max(k, 0)].Path, d.Slice(sg.Start, sg.End))
						}
						c.reqRead++
						c.reqRounds[round], c.reqDocs[f.Document] = true, true
					case sg.Req:
						c.reqNot++
					case got[i]:
						if show := os.Getenv("LEARNEXP_ROLE_SHOW"); show != "" && strings.Contains(fm, show) && (m["__today"] == nil) == (os.Getenv("LEARNEXP_ROLE_SHOWTODAY") == "") {
							fmt.Printf("  non-req read [%s] %s line %d cat=%s path=%q: %.100q\n", fm, f.Document, strings.Count(d.Text[:d.Byte(sg.Start)], "\n")+1, sg.Category, gs[max(k, 0)].Path, d.Slice(sg.Start, sg.End))
						}
						c.nonRead++
						c.rounds[round], c.docs[f.Document] = true, true
						if k >= 0 {
							c.titles[strings.Join(gs[k].Path, " > ")]++
						}
					default:
						c.nonNot++
					}
				}
			}
			// The rule, per role: drop the read units without evidence; a
			// segment is lost when no kept unit is given to it.
			spans, idx := placeIdx(d, rs)
			kept := map[string][]bool{}
			for fm := range m {
				kept[fm] = make([]bool, len(f.Segments))
			}
			evs := make([]bool, len(us))
			nRead, nEv := 0, 0
			for k, u := range us {
				if !u.read {
					continue
				}
				j := -1
				for q, s := range spans {
					if s[0] == u.start && s[1] == u.end {
						j = idx[q]
						break
					}
				}
				id := ""
				if j >= 0 {
					id = rs[j].ID
				}
				evs[k] = evidence(d.Text, d.Byte(u.start), d.Byte(u.end), id)
				nRead++
				if evs[k] {
					nEv++
				}
			}
			// LEARNEXP_ROLE_DOCEV=x: the rule only in a document where a share x
			// of what the reader reads carries evidence.
			var docEv float64
			fmt.Sscan(os.Getenv("LEARNEXP_ROLE_DOCEV"), &docEv)
			applies := float64(nEv) >= docEv*float64(nRead)
			for k, u := range us {
				if !u.read || u.seg < 0 {
					continue
				}
				fu, _ := fam(d.Byte(u.start))
				for fm := range kept {
					if !applies || !slices.Contains(keysOf(fu), fm) || evs[k] {
						kept[fm][u.seg] = true
					}
				}
			}
			for fm, kp := range kept {
				c := m[fm]
				for i, sg := range f.Segments {
					if got[i] && !kp[i] {
						if lost := os.Getenv("LEARNEXP_ROLE_LOST"); lost != "" && strings.HasPrefix(fm, lost) && (m["__today"] == nil) == (os.Getenv("LEARNEXP_ROLE_SHOWTODAY") == "") {
							gf, k := fam(d.Byte(sg.Start))
							fmt.Printf("  rule drops req=%v [%s] %s line %d path=%q: %.120q\n", sg.Req, gf, f.Document, strings.Count(d.Text[:d.Byte(sg.Start)], "\n")+1, gs[max(k, 0)].Path, d.Slice(sg.Start, sg.End))
						}
						if sg.Req {
							c.dropReq++
						} else {
							c.dropNon++
						}
						c.dropRounds[round], c.dropDocs[f.Document] = true, true
					}
				}
			}
		}
		r := roundOf(f.Document)
		round := fmt.Sprint(r)
		if r >= from && r <= to {
			count(arrival, dumps[r][f.Document], round)
		}
		count(today, todayReqs[f.Document], round)
	}
	print := func(name string, m map[string]*roleCount) {
		fmt.Printf("\n## %s\n\n", name)
		fmt.Println("| role | req read | req not read | non-req read | non-req not read | non-req read per req read | rounds / docs (non-req read) | rounds / docs (req read) | rule: req lost | rule: non-req dropped | rule: rounds / docs touched |")
		fmt.Println("|---|---:|---:|---:|---:|---:|---|---|---:|---:|---|")
		var keys []string
		for k := range m {
			if k == "__today" {
				continue
			}
			keys = append(keys, k)
		}
		sort.Slice(keys, func(i, j int) bool {
			if a, b := m[keys[i]].nonRead, m[keys[j]].nonRead; a != b {
				return a > b
			}
			return keys[i] < keys[j]
		})
		var tot roleCount
		for _, k := range keys {
			c := m[k]
			if strings.HasPrefix(k, "POOL") {
				fmt.Printf("| **%s** | %d | %d | %d | %d | %.1f | %d / %d | %d / %d | %d | %d | %d / %d |\n", k, c.reqRead, c.reqNot, c.nonRead, c.nonNot,
					float64(c.nonRead)/float64(max(1, c.reqRead)), len(c.rounds), len(c.docs), len(c.reqRounds), len(c.reqDocs),
					c.dropReq, c.dropNon, len(c.dropRounds), len(c.dropDocs))
				continue
			}
			fmt.Printf("| %s | %d | %d | %d | %d | %.1f | %d / %d | %d / %d | %d | %d | %d / %d |\n", k, c.reqRead, c.reqNot, c.nonRead, c.nonNot,
				float64(c.nonRead)/float64(max(1, c.reqRead)), len(c.rounds), len(c.docs), len(c.reqRounds), len(c.reqDocs),
				c.dropReq, c.dropNon, len(c.dropRounds), len(c.dropDocs))
			tot.reqRead += c.reqRead
			tot.reqNot += c.reqNot
			tot.nonRead += c.nonRead
			tot.nonNot += c.nonNot
		}
		fmt.Printf("| all | %d | %d | %d | %d | | | | | | |\n", tot.reqRead, tot.reqNot, tot.nonRead, tot.nonNot)
		if os.Getenv("LEARNEXP_ROLE_TITLES") == "1" {
			for _, k := range keys {
				c := m[k]
				type kv struct {
					k string
					n int
				}
				var ts []kv
				for t, n := range c.titles {
					ts = append(ts, kv{t, n})
				}
				sort.Slice(ts, func(i, j int) bool { return ts[i].n > ts[j].n })
				fmt.Printf("\n%s:", k)
				for i, x := range ts {
					if i == 12 {
						break
					}
					fmt.Printf(" [%s]=%d", x.k, x.n)
				}
				fmt.Println()
			}
		}
	}
	print(fmt.Sprintf("readers on arrival, rounds %d-%d", from, to), arrival)
	print("today's reader, all tuning", today)
	fmt.Printf("\nIEEE-style documents (chapters 1, 2, 3; chapter 1 explains): %d\n", len(ieeeDocs))
}
