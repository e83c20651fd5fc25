//go:build learnexp

// Reader generation 114's count (BENCHMARKS.md, "Reader generation 114"):
// over the tuning documents of splits.json's shapes "use cases" and
// "stories", what does today's reader miss, by class — a labelled ID not
// kept (by the form of the label's ID against the reader's), a requirement
// not read, a non-requirement read (by its category) — OLD (every round
// but 60–70) and RECENT (rounds 60–70) apart. It parses each document with
// spec.Parse (no dump needed; LEARNEXP_DIR need only be set). The column
// "rounds" counts the parts (OLD, RECENT) a class stands in.
//
//	export LEARNEXP_DIR=/tmp CLARIGRAPH_CORPUS=/work/labels/ctune
//	go test -tags learnexp -run TestLearnexpShapeMisses -v ./spec
//	# LEARNEXP_SM_SHOW=<class prefix> lists each miss of the classes it starts
//	# (line:col, document, IDs: for a look, never for the repository)
package spec_test

import (
	"fmt"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/clarigraph/clarigraph/spec"
)

var (
	smRecent  = regexp.MustCompile(`^round(6[0-9]|70)/`)
	smCode    = regexp.MustCompile(`^[A-Z]{1,6}-?[0-9]+$`)
	smExt     = regexp.MustCompile(`^(?:[A-Z]+-)?[0-9]{1,2}[a-z][0-9]{0,2}$`)
	smStory   = regexp.MustCompile(`(?i)^(US|user story|story|#)`)
	smNumeric = regexp.MustCompile(`^[0-9.]+$`)
)

// idMissClass is the class of a labelled ID the reader did not keep, by
// what the label's ID is against the reader's: the use case named by its
// whole title, an entry's own code, an extension's step, a story's ID or
// criterion, a field's label against a number or a criterion's count, or
// another form (by the two IDs' shapes).
func idMissClass(want, got string) string {
	wUC, wRest, wOK := strings.Cut(want, "/")
	gUC, _, gOK := strings.Cut(got, "/")
	last := want[strings.LastIndexByte(want, '/')+1:]
	switch {
	case wOK && gOK && len(gUC) > len(wUC) && strings.HasPrefix(gUC, wUC):
		return "use case named by its whole title"
	case wOK && smCode.MatchString(last) && !strings.HasPrefix(last, "AC") && !strings.HasPrefix(last, "AS"):
		return "an entry's own code (PRE-1, RB-01)"
	case wOK && smExt.MatchString(last):
		return "an extension's step (3a, 3a1)"
	case smStory.MatchString(want):
		return "a story's ID or criterion (US-n, US-n/ACk)"
	case wOK && !smNumeric.MatchString(last) && !smExt.MatchString(last) && !smCode.MatchString(last):
		return "a field's label (" + idShape(wRest) + " as " + idShape(got) + ")"
	}
	return idShape(want) + " as " + idShape(got)
}

func TestLearnexpShapeMisses(t *testing.T) {
	set := learnexpSet(t)
	show := os.Getenv("LEARNEXP_SM_SHOW")
	by := classCount{}
	var shown []string
	for _, f := range set.Files {
		if f.Shape != "use cases" && f.Shape != "stories" {
			continue
		}
		age := "OLD"
		if smRecent.MatchString(f.Document) {
			age = "RECENT"
		}
		d := set.Docs[f.Document]
		sp, err := spec.Parse(f.Document, []byte(d.Text))
		if err != nil {
			continue
		}
		rs := make([]rawReq, len(sp.Requirements))
		for i, r := range sp.Requirements {
			rs[i] = rawReq{Off: r.Offset, Text: r.Text, ID: r.ID}
		}
		got := idsBySeg(d, f, rs)
		add := func(cls string, i int, detail string) {
			key := f.Shape + " " + age + " | " + cls
			by.add(key, f.Document, age, 1)
			by.add(f.Shape+" ALL | "+cls, f.Document, age, 1)
			if show != "" && strings.HasPrefix(cls, show) {
				line, col := d.Position(f.Segments[i].Start)
				shown = append(shown, fmt.Sprintf("%s\t%s\t%d:%d\t%s\t%q", cls, f.Document, line, col, detail, f.Segments[i].Words))
			}
		}
		for i, sg := range f.Segments {
			switch {
			case !sg.Req:
				if len(got[i]) > 0 {
					add("non-req read/"+sg.Category, i, got[i][0])
				}
			case len(got[i]) == 0:
				add("not read", i, sg.ID)
			case sg.ID != "":
				ok, qual := false, false
				for _, g := range got[i] {
					ok = ok || idNorm(g) == idNorm(sg.ID)
					if b, k, h := strings.Cut(g, "#"); h && k != "" && strings.Trim(k, "0123456789") == "" && idNorm(b) == idNorm(sg.ID) {
						qual = true
					}
				}
				if !ok && !qual {
					add("ID/"+idMissClass(sg.ID, got[i][0]), i, "want "+sg.ID+" got "+got[i][0])
				}
			}
		}
	}
	by.print("", "misses")
	for _, s := range shown {
		fmt.Println(s)
	}
}
