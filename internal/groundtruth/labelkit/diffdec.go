package main

import (
	"fmt"
	"io"
	"sort"
	"strconv"
	"strings"

	"github.com/clarigraph/clarigraph/internal/groundtruth"
)

// decEntry is one reviewer's decision as the merger sees it.
type decEntry struct {
	N          int // 1-based, in the reviewer's order
	Topic      string
	Question   string
	Lines      []int // of its where phrases, as Import places them
	Keywords   []string
	Importance string
}

// decCandidate is a possible pair: an a1 and an a2 decision whose
// keywords share words.
type decCandidate struct {
	A1, A2 int // indexes into decDiff.A1, A2
	Shared []string
	Near   bool // a where line of each within nearLines of the other
}

// nearLines is how far apart two where lines may be and still point at one
// place (annotators quote a sentence's first or last line).
const nearLines = 2

// near reports whether two lists of lines hold lines at most nearLines
// apart.
func near(a, b []int) bool {
	for _, x := range a {
		for _, y := range b {
			if x-y <= nearLines && y-x <= nearLines {
				return true
			}
		}
	}
	return false
}

// decDiff is one document's decisions of both reviewers and the candidate
// pairs. The pairing itself is the merger's.
type decDiff struct {
	Document   string
	A1, A2     []decEntry
	Candidates []decCandidate
}

func decEntries(f *groundtruth.File, d *groundtruth.Doc) []decEntry {
	var out []decEntry
	for i, dc := range f.Decisions {
		e := decEntry{N: i + 1, Topic: dc.Topic, Question: dc.Question, Keywords: dc.Keywords, Importance: dc.Importance}
		for _, w := range dc.Where {
			l, _ := d.Position(w.Start)
			e.Lines = append(e.Lines, l)
		}
		out = append(out, e)
	}
	return out
}

// diffDecisions lists both reviewers' decisions of d and the candidate
// pairs: two of a1's keywords or more sharing a word with a2's
// (groundtruth.SharedKeywords), or one when their where lines are near.
// Under each a1 decision, candidates near it come first, then the most
// shared. (On decisions round 31 this kept 129 candidates of 270 pairs
// sharing any word, and 65 of the merger's 66 pairs.)
func diffDecisions(d *groundtruth.Doc, r1, r2 *groundtruth.Raw) (decDiff, error) {
	out := decDiff{Document: d.Name}
	f1, f2, err := importBoth(groundtruth.SetDecisions, d, r1, r2)
	if err != nil {
		return out, err
	}
	out.A1, out.A2 = decEntries(f1, d), decEntries(f2, d)
	for i, a := range out.A1 {
		var cs []decCandidate
		for j, b := range out.A2 {
			sh := groundtruth.SharedKeywords(a.Keywords, b.Keywords)
			nr := near(a.Lines, b.Lines)
			if len(sh) >= 2 || len(sh) == 1 && nr {
				cs = append(cs, decCandidate{A1: i, A2: j, Shared: sh, Near: nr})
			}
		}
		sort.SliceStable(cs, func(x, y int) bool {
			if cs[x].Near != cs[y].Near {
				return cs[x].Near
			}
			return len(cs[x].Shared) > len(cs[y].Shared)
		})
		out.Candidates = append(out.Candidates, cs...)
	}
	return out, nil
}

// cell makes s fit in a Markdown table cell.
func cell(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	return strings.ReplaceAll(s, "|", `\|`)
}

func joinLines(ls []int) string {
	s := make([]string, len(ls))
	for i, l := range ls {
		s[i] = strconv.Itoa(l)
	}
	return strings.Join(s, ", ")
}

func (dd decDiff) markdown(w io.Writer) {
	fmt.Fprintf(w, "## %s (a1 %d decisions, a2 %d; %d candidate pairs)\n\n", dd.Document, len(dd.A1), len(dd.A2), len(dd.Candidates))
	for _, side := range []struct {
		who string
		es  []decEntry
	}{{"a1", dd.A1}, {"a2", dd.A2}} {
		fmt.Fprintf(w, "### %s\n\n", side.who)
		if len(side.es) == 0 {
			fmt.Fprint(w, "(no decisions)\n\n")
			continue
		}
		fmt.Fprint(w, "| # | topic | question | where (line) | keywords | importance |\n| --- | --- | --- | --- | --- | --- |\n")
		for _, e := range side.es {
			fmt.Fprintf(w, "| %d | %s | %s | %s | %s | %s |\n", e.N, cell(e.Topic), cell(e.Question), joinLines(e.Lines), cell(strings.Join(e.Keywords, ", ")), cell(e.Importance))
		}
		fmt.Fprintln(w)
	}
	fmt.Fprint(w, "### Candidate pairs (two keywords sharing a word, or one and where lines near; whether they pair is the merger's decision)\n\n")
	if len(dd.Candidates) > 0 {
		fmt.Fprint(w, "| a1 | a2 | a1's keywords shared | where (a1 / a2) |\n| --- | --- | --- | --- |\n")
		for _, c := range dd.Candidates {
			a, b := dd.A1[c.A1], dd.A2[c.A2]
			mark := ""
			if c.Near {
				mark = " (near)"
			}
			fmt.Fprintf(w, "| %d %s | %d %s | %s | %s / %s%s |\n", a.N, cell(a.Topic), b.N, cell(b.Topic), cell(strings.Join(c.Shared, ", ")), joinLines(a.Lines), joinLines(b.Lines), mark)
		}
		fmt.Fprintln(w)
	}
	var alone []string
	for i, side := range [][]decEntry{dd.A1, dd.A2} {
		for k, e := range side {
			found := false
			for _, c := range dd.Candidates {
				found = found || (i == 0 && c.A1 == k) || (i == 1 && c.A2 == k)
			}
			if !found {
				alone = append(alone, fmt.Sprintf("a%d %d", i+1, e.N))
			}
		}
	}
	if len(alone) > 0 {
		fmt.Fprintf(w, "Without a candidate: %s.\n", strings.Join(alone, ", "))
	}
	fmt.Fprintln(w)
}

func diffDecisionsCmd(w, summary io.Writer, open docOpener, dir1, dir2 string) error {
	pairs, err := rawPairs(dir1, dir2, open)
	if err != nil {
		return err
	}
	n1, n2, nc := 0, 0, 0
	for _, p := range pairs {
		dd, err := diffDecisions(p.doc, p.r1, p.r2)
		if err != nil {
			return err
		}
		dd.markdown(w)
		n1, n2, nc = n1+len(dd.A1), n2+len(dd.A2), nc+len(dd.Candidates)
	}
	fmt.Fprintf(summary, "a1 %d decisions, a2 %d, %d candidate pairs\n", n1, n2, nc)
	return nil
}
