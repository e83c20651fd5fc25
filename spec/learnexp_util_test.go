//go:build learnexp

// What the learnexp experiments share besides learnexp_test.go's units,
// features and model: the rounds asked for, the dumps of the readers (on
// arrival of a round, and today's), the labelled segment a span is given
// to, and the count table of classes by rounds and documents.

package spec_test

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/clarigraph/clarigraph/internal/groundtruth"
)

// roundRange is LEARNEXP_ROUNDS ("from to"), or def0 and def1 when it
// does not hold two rounds.
func roundRange(def0, def1 int) (int, int) {
	f := strings.Fields(os.Getenv("LEARNEXP_ROUNDS"))
	if len(f) != 2 {
		return def0, def1
	}
	a, _ := strconv.Atoi(f[0])
	b, _ := strconv.Atoi(f[1])
	return a, b
}

// readDump reads $LEARNEXP_DIR/reqs-NAME.json: "today", or a round's
// number for the reader on arrival of that round.
func readDump(name string) (map[string][]rawReq, error) {
	return loadReqs(filepath.Join(os.Getenv("LEARNEXP_DIR"), "reqs-"+name+".json"))
}

// arrivalReqs is the dump of the reader on arrival of round R.
func arrivalReqs(R int) (map[string][]rawReq, error) { return readDump(strconv.Itoa(R)) }

// mustDump is readDump, failing the test when the dump cannot be read.
func mustDump(t *testing.T, name string) map[string][]rawReq {
	t.Helper()
	m, err := readDump(name)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// dumpCache gives each named dump, read once.
func dumpCache(t *testing.T) func(name string) map[string][]rawReq {
	dumps := map[string]map[string][]rawReq{}
	return func(name string) map[string][]rawReq {
		m, ok := dumps[name]
		if !ok {
			m = mustDump(t, name)
			dumps[name] = m
		}
		return m
	}
}

// todayAndArrival reads today's dump and those of the readers on arrival
// of rounds from to to.
func todayAndArrival(t *testing.T, from, to int) (today map[string][]rawReq, arrival map[int]map[string][]rawReq) {
	t.Helper()
	today = mustDump(t, "today")
	arrival = map[int]map[string][]rawReq{}
	for R := from; R <= to; R++ {
		arrival[R] = mustDump(t, strconv.Itoa(R))
	}
	return today, arrival
}

// segOf is the labelled segment holding most of the characters [a, b),
// -1 none: the one a span is given to, as clarify eval scores.
func segOf(f *groundtruth.File, a, b int) int {
	best, most := -1, 0
	for j, sg := range f.Segments {
		if o := overlapN(a, b, sg.Start, sg.End); o > most {
			best, most = j, o
		}
	}
	return best
}

// segsGot marks the labelled segments some unit of us that pick chooses
// is given to.
func segsGot(f *groundtruth.File, us []unit, pick func(i int) bool) []bool {
	got := make([]bool, len(f.Segments))
	for i, u := range us {
		if u.seg >= 0 && pick(i) {
			got[u.seg] = true
		}
	}
	return got
}

// readOnly picks the units the reader read.
func readOnly(us []unit) func(i int) bool { return func(i int) bool { return us[i].read } }

// idsBySeg gives each labelled segment of a document the IDs of the
// requirements of rs given to it, in rs's order.
func idsBySeg(d *groundtruth.Doc, f *groundtruth.File, rs []rawReq) [][]string {
	spans, idx := placeIdx(d, rs)
	got := make([][]string, len(f.Segments))
	for k, p := range spans {
		if best := segOf(f, p[0], p[1]); best >= 0 {
			got[best] = append(got[best], rs[idx[k]].ID)
		}
	}
	return got
}

// classAgg is a class's count and the rounds and documents it stands in.
type classAgg struct {
	n            int
	rounds, docs map[string]bool
}

// classCount counts by class.
type classCount map[string]*classAgg

// add counts n for key in doc of round ("" counts no round).
func (c classCount) add(key, doc, round string, n int) {
	a := c[key]
	if a == nil {
		a = &classAgg{rounds: map[string]bool{}, docs: map[string]bool{}}
		c[key] = a
	}
	a.n += n
	if round != "" {
		a.rounds[round] = true
	}
	a.docs[doc] = true
}

// print prints the table by class, sorted, its count column named what,
// after head.
func (c classCount) print(head, what string) {
	var keys []string
	for k := range c {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	fmt.Printf("%s| class | %s | rounds | documents |\n|---|---:|---:|---:|\n", head, what)
	for _, k := range keys {
		fmt.Printf("| %s | %d | %d | %d |\n", k, c[k].n, len(c[k].rounds), len(c[k].docs))
	}
}
