//go:build learnexp

// Reader generation 93's count (BENCHMARKS.md, "Reader generation 93"):
// where does the reader take a use-case field's title or label for a
// use-case field although no use case is open there? Behind the build tag
// learnexp, on learnexp_test.go's dumps (the reader on arrival of each
// round, and today's):
//
//	D=/tmp/r93; mkdir -p $D; cp /work/labels/arrival/dumps3/{list.json,reqs-*.json} $D/
//	export LEARNEXP_DIR=$D CLARIGRAPH_CORPUS=/work/labels/ctune-r
//	LEARNEXP_ROUNDS="41 62" go test -tags learnexp -run TestLearnexpUCFields -v ./spec
//	LEARNEXP_UC_BYOPENER=1 LEARNEXP_ROUNDS="41 62" go test -tags learnexp -run TestLearnexpUCFields -v ./spec  # by what names the use case
//	LEARNEXP_UC_REGIONS=1 LEARNEXP_ROUNDS="41 62" go test -tags learnexp -run TestLearnexpUCFields -v ./spec   # every unit read where the outline opens a use case
//	# LEARNEXP_UC_SHOW=<class prefix> prints each unit of the classes it starts (for a look, not for the repository)
//
// With LEARNEXP_UC_BYOPENER=1 each unit is also classed by what names the
// reader's use case (ucOpener): an ID or number, a title or line saying
// "use case", a title naming use cases in general (a diagram, an index,
// relationships), or another title — a field's title or label with no use
// case named, the case the count is after; there, a block of two field
// labels or more, or a lone one. With LEARNEXP_UC_REGIONS=1 the units are
// every unit read (whatever its kind) in a region the outline gives the
// role of a use case (RoleRegions), classed by the region's title.
//
// A unit counts when the dump gives it the kind use_case_field or an ID
// whose last part names a use-case field ("…/Scope"). It is given to the
// labelled segment holding most of it (as units does). A use case is open
// there by the labels when that segment is a use_case_field, or lies in a
// labelled use case: from the segment before its first field (its title or
// name) to its last field, a use case being the fields whose IDs share
// what stands before the first "/".

package spec_test

import (
	"fmt"
	"os"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/clarigraph/clarigraph/internal/groundtruth"
	"github.com/clarigraph/clarigraph/spec"
)

// ucSpans are a labelled document's use cases, in segment indexes
// [first, last], the first extended to the segment before it when that is
// not a requirement (the use case's title or name).
func ucSpans(f *groundtruth.File) [][2]int {
	first, last := map[string]int{}, map[string]int{}
	for i, sg := range f.Segments {
		if !sg.Req || sg.Kind != "use_case_field" {
			continue
		}
		uc, _, _ := strings.Cut(sg.ID, "/")
		if _, ok := first[uc]; !ok {
			first[uc] = i
		}
		last[uc] = i
	}
	var out [][2]int
	for uc, a := range first {
		if a > 0 && !f.Segments[a-1].Req {
			a--
		}
		out = append(out, [2]int{a, last[uc]})
	}
	return out
}

func ucFieldUnit(r rawReq) bool {
	if r.Kind == "use_case_field" {
		return true
	}
	i := strings.LastIndexByte(r.ID, '/')
	return i >= 0 && spec.UseCaseFieldLabel(r.ID[i+1:])
}

var (
	ucIDLike   = regexp.MustCompile(`(?i)^(uc|use[ -]?case)[-_ .]?\d|^[A-Z]{1,6}[-_]?[A-Z]{0,6}[-_]?\d+(\.\d+)*[a-z]?$|^\d+(\.\d+)*$`)
	ucNumber   = regexp.MustCompile(`^\d+(\.\d+)*$`)
	ucWords    = regexp.MustCompile(`(?i)use[ -]?cases?\b|\buc[-_ ]?\d`)
	ucOverview = regexp.MustCompile(`(?i)diagram|relationship|grouping|traceab|\bindex\b|inventory|table of`)
)

// ucOpener classes what opens the reader's use case a unit belongs to:
// the line, before the use case's first unit, that holds its name (the
// unit's ID before its first "/").
func ucOpener(text string, first int, name string) (class, line string) {
	if ucIDLike.MatchString(name) && !ucNumber.MatchString(name) {
		return "an ID or number", name
	}
	low := strings.ToLower(text[:first])
	k := strings.LastIndex(low, strings.ToLower(name))
	if ucNumber.MatchString(name) {
		// a number names the use case on a heading or a "Use Case 3" line,
		// not wherever the digit stands
		k = -1
		re := regexp.MustCompile(`(?im)^(\s*#+\s*|\s*)(use[ -]?case\s*#?\s*|uc[-_ ]?)?` + regexp.QuoteMeta(name) + `\b`)
		for _, m := range re.FindAllStringIndex(text[:first], -1) {
			k = m[0]
		}
	}
	if k < 0 {
		return "name not found", name
	}
	a := strings.LastIndexByte(text[:k], '\n') + 1
	b := strings.IndexByte(text[k:], '\n')
	if b < 0 {
		b = len(text) - k
	}
	line = text[a : k+b]
	switch {
	case ucWords.MatchString(line) && ucOverview.MatchString(line):
		return "a title naming use cases in general (diagram, list …)", line
	case ucWords.MatchString(line):
		return "a title or line saying use case", line
	}
	if ucNumber.MatchString(name) {
		return "an ID or number", line
	}
	return "another title (no use case named)", line
}

type ucCount struct {
	n      int
	rounds map[int]bool
	docs   map[string]bool
}

// ucTable counts units by class.
type ucTable map[string]*ucCount

// add counts a unit of class in doc.
func (m ucTable) add(class, doc string) {
	if m[class] == nil {
		m[class] = &ucCount{rounds: map[int]bool{}, docs: map[string]bool{}}
	}
	c := m[class]
	c.n++
	c.rounds[roundOf(doc)] = true
	c.docs[doc] = true
}

// ucOpen marks the labelled segments that lie in a labelled use case
// (ucSpans).
func ucOpen(f *groundtruth.File) []bool {
	open := make([]bool, len(f.Segments))
	for _, s := range ucSpans(f) {
		for i := s[0]; i <= s[1]; i++ {
			open[i] = true
		}
	}
	return open
}

func TestLearnexpUCFields(t *testing.T) {
	set := learnexpSet(t)
	from, to := roundRange(41, 62)
	today, arrival := todayAndArrival(t, from, to)
	show := os.Getenv("LEARNEXP_UC_SHOW")
	tables := map[string]ucTable{"arrival": {}, "today": {}}
	count := func(which string, f *groundtruth.File, rs []rawReq) {
		d := set.Docs[f.Document]
		spans, idx := placeIdx(d, rs)
		open := ucOpen(f)
		firstOf, labels := map[string]int{}, map[string]map[string]bool{}
		for _, r := range rs {
			if !ucFieldUnit(r) {
				continue
			}
			uc, rest, _ := strings.Cut(r.ID, "/")
			if o, ok := firstOf[uc]; !ok || r.Off < o {
				firstOf[uc] = r.Off
			}
			if labels[uc] == nil {
				labels[uc] = map[string]bool{}
			}
			if lab, _, _ := strings.Cut(rest, "#"); spec.UseCaseFieldLabel(lab) {
				labels[uc][strings.ToLower(lab)] = true
			}
		}
		for q, sp := range spans {
			r := rs[idx[q]]
			if !ucFieldUnit(r) {
				continue
			}
			uc, _, _ := strings.Cut(r.ID, "/")
			opener, oline := ucOpener(d.Text, max(0, min(firstOf[uc], len(d.Text))), uc)
			if opener == "another title (no use case named)" {
				if len(labels[uc]) >= 2 {
					opener += ", a block of fields"
				} else {
					opener += ", a lone field"
				}
			}
			best := segOf(f, sp[0], sp[1])
			var class string
			switch {
			case best < 0:
				class = "no segment"
			case f.Segments[best].Req && f.Segments[best].Kind == "use_case_field":
				class = "open: a use_case_field (right)"
			case open[best] && f.Segments[best].Req:
				class = "open: a requirement of kind " + f.Segments[best].Kind
			case open[best]:
				class = "open: a non-requirement, " + f.Segments[best].Category
			case f.Segments[best].Req:
				class = "not open: a requirement of kind " + f.Segments[best].Kind
			default:
				class = "not open: a non-requirement, " + f.Segments[best].Category
			}
			if os.Getenv("LEARNEXP_UC_BYOPENER") == "1" {
				class = opener + " | " + class
			}
			tables[which].add(class, f.Document)
			if show != "" && strings.HasPrefix(class, show) {
				b := d.Byte(sp[0])
				line := strings.Count(d.Text[:b], "\n") + 1
				ls := strings.LastIndexByte(d.Text[:b], '\n') + 1
				fmt.Printf("  [%s] %s %s line %d id=%q kind=%s line-start=%.60q opener=%.70q\n", which, class, f.Document, line, r.ID, r.Kind, d.Text[ls:b], oline)
			}
		}
	}
	regionCount := func(which string, f *groundtruth.File, rs []rawReq) {
		d := set.Docs[f.Document]
		gs := spec.RoleRegions(f.Document, d.Text)
		open := ucOpen(f)
		spans, idx := placeIdx(d, rs)
		for q, sp := range spans {
			k := regionAt(gs, d.Byte(sp[0]))
			if k < 0 || gs[k].Role != "usecase" {
				continue
			}
			title := ""
			if n := len(gs[k].Path); n > 0 {
				title = gs[k].Path[n-1]
			}
			opener := "region titled otherwise"
			if ucWords.MatchString(title) || ucIDLike.MatchString(strings.Fields(title + " x")[0]) && !ucNumber.MatchString(strings.Trim(strings.Fields(title + " x")[0], ".")) {
				opener = "region titled as a use case"
			} else if spec.UseCaseFieldLabel(title) {
				opener = "region titled as a field"
			}
			best := segOf(f, sp[0], sp[1])
			class := "no segment"
			switch {
			case best < 0:
			case open[best] || f.Segments[best].Kind == "use_case_field":
				class = "open by the labels"
			case f.Segments[best].Req:
				class = "not open: requirement " + f.Segments[best].Kind
			default:
				class = "not open: non-requirement"
			}
			key := "REGION " + opener + " | " + class
			tables[which].add(key, f.Document)
			if show != "" && strings.HasPrefix(key, show) {
				fmt.Printf("  [%s] %s %s path=%q id=%q kind=%s\n", which, key, f.Document, gs[k].Path, rs[idx[q]].ID, rs[idx[q]].Kind)
			}
		}
	}
	for _, f := range set.Files {
		if os.Getenv("LEARNEXP_UC_REGIONS") == "1" {
			regionCount("today", f, today[f.Document])
			if R := roundOf(f.Document); R >= from && R <= to {
				regionCount("arrival", f, arrival[R][f.Document])
			}
			continue
		}
		count("today", f, today[f.Document])
		if R := roundOf(f.Document); R >= from && R <= to {
			count("arrival", f, arrival[R][f.Document])
		}
	}
	for _, which := range []string{"arrival", "today"} {
		m := tables[which]
		var keys []string
		for k := range m {
			keys = append(keys, k)
		}
		sort.Slice(keys, func(i, j int) bool { return m[keys[i]].n > m[keys[j]].n })
		fmt.Printf("\n## %s (rounds %d-%d on arrival; today: all tuning)\n| class | units | rounds | documents |\n|---|---:|---:|---:|\n", which, from, to)
		for _, k := range keys {
			c := m[k]
			var rs []int
			for r := range c.rounds {
				rs = append(rs, r)
			}
			sort.Ints(rs)
			fmt.Printf("| %s | %d | %d %v | %d |\n", k, c.n, len(rs), rs, len(c.docs))
		}
	}
}
