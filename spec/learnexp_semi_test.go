//go:build learnexp

// Reader generation 101's count (BENCHMARKS.md, "Reader generation 101";
// issue 25): labelled requirements written as list items that end in ";"
// (or "; and", "; or", ","), items under a lead-in ending in ":", and
// lead-ins themselves; how many of each form are read today, on arrival
// of their round (rounds 36–62, /work/labels/arrival/dumps3/) and by a
// second dump (LEARNEXP_AFTER, the reader after the change):
//
//	D=/tmp/r101d; export LEARNEXP_DIR=$D CLARIGRAPH_CORPUS=/work/labels/ctune-r
//	cp -r /work/labels/arrival/dumps3/* $D/
//	go test -tags learnexp -run 'TestLearnexpExport$' ./spec
//	LEARNEXP_NAME=today go test -tags learnexp -run TestLearnexpDump ./spec
//	LEARNEXP_AFTER=after LEARNEXP_ROUNDS="36 62" go test -tags learnexp -run TestLearnexpSemi -v ./spec
//
// Also the labelled non-requirements of the same forms each dump reads
// (what the change risks), and with LEARNEXP_SHOW=form the place of each
// requirement of that form today's dump misses.

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
)

var semiItem = regexp.MustCompile(`^(\s*)([-*+•▪◦]|\d+[.)]|[a-zA-Z][.)]|\(\w{1,4}\))\s+`)

// semiForm is the form of a labelled segment: how its text ends and
// whether it is a list item under a lead-in ending with ":"; "" none.
func semiForm(d *groundtruth.Doc, sg groundtruth.Segment) string {
	text := strings.TrimRight(d.Slice(sg.Start, sg.End), " \t\r\n*_")
	b := d.Byte(sg.Start)
	ls := strings.LastIndexByte(d.Text[:b], '\n') + 1
	line := d.Text[ls:]
	if i := strings.IndexByte(line, '\n'); i >= 0 {
		line = line[:i]
	}
	m := semiItem.FindStringSubmatch(line)
	item := m != nil
	end := ""
	low := strings.ToLower(text)
	switch {
	case strings.HasSuffix(low, "; and") || strings.HasSuffix(low, "; or"):
		end = "; and/or"
	case strings.HasSuffix(text, ";"):
		end = ";"
	case strings.HasSuffix(text, ","):
		end = ","
	case strings.HasSuffix(text, ":"):
		end = ":"
	}
	lead := false
	if item {
		// the nearest line above, not an item at this depth or deeper,
		// not blank: a lead-in when it ends with ":"
		indent := len(m[1])
		lines := strings.Split(d.Text[:ls], "\n")
		for k := len(lines) - 1; k >= 0 && k >= len(lines)-60; k-- {
			l := strings.TrimRight(lines[k], " \t\r")
			if strings.TrimSpace(l) == "" {
				continue
			}
			if mm := semiItem.FindStringSubmatch(l); mm != nil && len(mm[1]) >= indent {
				continue
			}
			if mm := semiItem.FindStringSubmatch(l); mm == nil && len(l)-len(strings.TrimLeft(l, " \t")) > indent {
				continue // an item's continuation line
			}
			lead = strings.HasSuffix(strings.TrimRight(l, "*_ "), ":")
			break
		}
	}
	switch {
	case item && end != "" && end != ":" && lead:
		return "item " + end + " under a lead-in"
	case item && end != "" && end != ":":
		return "item " + end
	case item && lead:
		return "item under a lead-in"
	case end == ":" && !item:
		return "lead-in (paragraph)"
	case end == ":":
		return "lead-in (item)"
	case end == ";" || end == "; and/or":
		return "other line " + end
	}
	return ""
}

type semiAgg struct {
	n, today, after, arrN, arrRead, arrToday, arrAfter int
	docs, rounds                                       map[string]bool
	nonN, nonToday, nonAfter                           int
	changed                                            map[string]int // document: after minus today
}

func TestLearnexpSemi(t *testing.T) {
	set := learnexpSet(t)
	from, to := roundRange(36, 62)
	today := mustDump(t, "today")
	var after map[string][]rawReq
	if n := os.Getenv("LEARNEXP_AFTER"); n != "" {
		after = mustDump(t, n)
	}
	arrival := map[int]map[string][]rawReq{}
	for R := from; R <= to; R++ {
		if m, err := arrivalReqs(R); err == nil {
			arrival[R] = m
		}
	}
	show := os.Getenv("LEARNEXP_SHOW")
	agg := map[string]*semiAgg{}
	get := func(k string) *semiAgg {
		a := agg[k]
		if a == nil {
			a = &semiAgg{docs: map[string]bool{}, rounds: map[string]bool{}, changed: map[string]int{}}
			agg[k] = a
		}
		return a
	}
	for _, f := range set.Files {
		d := set.Docs[f.Document]
		gotT, _ := mxGot(f, place(d, today[f.Document]))
		var gotA, gotR []int
		if after != nil {
			gotA, _ = mxGot(f, place(d, after[f.Document]))
		}
		R := roundOf(f.Document)
		if arr, ok := arrival[R]; ok {
			gotR, _ = mxGot(f, place(d, arr[f.Document]))
		}
		for i, sg := range f.Segments {
			form := semiForm(d, sg)
			if form == "" {
				continue
			}
			for _, k := range []string{form, "all"} {
				a := get(k)
				if !sg.Req {
					a.nonN++
					if gotT[i] > 0 {
						a.nonToday++
					}
					if gotA != nil && gotA[i] > 0 {
						a.nonAfter++
					}
					continue
				}
				a.n++
				a.docs[f.Document] = true
				a.rounds[strconv.Itoa(R)] = true
				if gotT[i] > 0 {
					a.today++
				}
				if gotA != nil && gotA[i] > 0 {
					a.after++
				}
				if gotA != nil && (gotA[i] > 0) != (gotT[i] > 0) {
					if gotA[i] > 0 {
						a.changed[f.Document]++
					} else {
						a.changed[f.Document]--
					}
				}
				if gotR != nil {
					a.arrN++
					if gotR[i] > 0 {
						a.arrRead++
					}
					if gotT[i] > 0 {
						a.arrToday++
					}
					if gotA != nil && gotA[i] > 0 {
						a.arrAfter++
					}
				}
			}
			if sg.Req && gotT[i] == 0 && show != "" && show == form {
				line, col := d.Position(sg.Start)
				fmt.Printf("  missed %s:%d:%d %q\n", f.Document, line, col, firstN(d.Slice(sg.Start, sg.End), 90))
			}
		}
	}
	var keys []string
	for k := range agg {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	fmt.Printf("| form | labelled requirements | documents | rounds | read today | read after | rounds %d–%d: labelled | read on arrival | read today | read after | non-requirements | read today | read after |\n|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n", from, to)
	for _, k := range keys {
		a := agg[k]
		fmt.Printf("| %s | %d | %d | %d | %d | %d | %d | %d | %d | %d | %d | %d | %d |\n", k, a.n, len(a.docs), len(a.rounds), a.today, a.after, a.arrN, a.arrRead, a.arrToday, a.arrAfter, a.nonN, a.nonToday, a.nonAfter)
	}
	if after != nil {
		fmt.Println("\nchanged per document (all forms): requirements read after minus today")
		var ds []string
		for doc := range agg["all"].changed {
			ds = append(ds, doc)
		}
		sort.Strings(ds)
		for _, doc := range ds {
			fmt.Printf("  %s %+d\n", doc, agg["all"].changed[doc])
		}
	}
}

func firstN(s string, n int) string {
	r := []rune(s)
	if len(r) > n {
		return string(r[:n])
	}
	return s
}
