//go:build learnexp

// Reader generation 96 (BENCHMARKS.md, "Reader generation 96"): over the
// story-shaped tuning documents (splits.json's shape "stories", and the
// Kiro/EARS documents whose requirements are stories with criteria), what
// does the reader on arrival of each round get wrong, by the form of the
// labelled segment — a story line, a criterion item, a Given/When/Then
// line, a checkbox, a label line ("Priority:", "Notes:"), a sub-heading,
// prose under a story — and what the same form holds read right in the
// same documents (a rule's cost) and in documents of other shapes (whether
// "in a story document" is what separates them).
//
//	D=/tmp/r96; mkdir -p $D; cp /work/labels/arrival/dumps3/{list.json,reqs-*.json} $D/
//	export LEARNEXP_DIR=$D CLARIGRAPH_CORPUS=/work/labels/ctune-r
//	LEARNEXP_ROUNDS="36 62" go test -tags learnexp -run TestLearnexpStories -v ./spec
//	# LEARNEXP_ST_SHOW="<form>|<error>" prints each segment of a class (line:col, document);
//	# LEARNEXP_ST_READER=today scores today's reader on the same rounds instead
//	# (LEARNEXP_ROUNDS="0 62": over all tuning, the eval's figures);
//	# LEARNEXP_ST_LABELS=1 adds label lines by label.

package spec_test

import (
	"encoding/json"
	"fmt"
	"os"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"
)

var (
	stFence    = regexp.MustCompile("^\\s*(```|~~~)")
	stHeading  = regexp.MustCompile(`^\s{0,3}#{1,6}\s+(.*)$`)
	stCheck    = regexp.MustCompile(`^\s*(?:[-*+]\s+)?\[[ xX]\]\s`)
	stList     = regexp.MustCompile(`^\s*(?:[-*+•]\s+|\d+(?:\.\d+)*[.)]\s+|[a-z][.)]\s+)`)
	stBoldOnly = regexp.MustCompile(`^\s*(?:[-*+]\s+|\d+[.)]\s+)?(\*\*|__)[^*_]+?(\*\*|__)\s*:?\s*$`)
	stLead     = regexp.MustCompile(`^[\s>]*(?:[-*+•]\s+|\d+(?:\.\d+)*[.)]\s+|[a-z][.)]\s+)?(?:\[[ xX]\]\s+)?[*_]*`)
	stStoryLab = regexp.MustCompile(`(?i)^(?:user\s+)?story(?:\s*#?\s*[0-9.]+)?[*_]*\s*[:.\-–—)]?[*_]*\s*`)
	stStory    = regexp.MustCompile(`(?i)^as\s+(?:an?|the)\s`)
	stEARS     = regexp.MustCompile(`^(?:WHEN|IF|WHILE|WHERE|THE|Where|While|When|If)\b.*\bSHALL\b`)
	stGWT      = regexp.MustCompile(`(?i)^(?:given|when|then|and|but)\b`)
	stLabel    = regexp.MustCompile(`^([A-Z][\w /&()'-]{0,40}?)[*_]*\s*[:：]`)
	stStoryDoc = regexp.MustCompile(`(?im)^[\s>*_#-]*(?:\d+[.)]\s*)?[*_]*(?:user\s+story[^\n:]{0,12}:[*_]*\s*)?as\s+(?:an?|the)\s+[^\n]{1,120}\bI\s+(?:want|need|would|can|should|must|wish|am)\b`)
	stIDShape  = regexp.MustCompile(`[A-Za-z]+|\d+`)
)

// stFamily names what a heading, lead-in or label is about.
func stFamily(s string) string {
	l := strings.ToLower(s)
	switch {
	case strings.Contains(l, "independent test"):
		return "independent test"
	case strings.Contains(l, "assumption"):
		return "assumptions"
	case strings.Contains(l, "out of scope") || strings.Contains(l, "non-goal") || strings.Contains(l, "won't"):
		return "out of scope"
	case strings.Contains(l, "key entit") || strings.Contains(l, "entities"):
		return "entities"
	case strings.Contains(l, "edge case"):
		return "edge cases"
	case strings.Contains(l, "success criteri") || strings.Contains(l, "success metric") || strings.Contains(l, "measurable outcome"):
		return "success criteria"
	case strings.Contains(l, "functional requirement") || strings.Contains(l, "non-functional"):
		return "functional requirements"
	case strings.Contains(l, "why this priority"):
		return "why this priority"
	case strings.Contains(l, "definition of done") || strings.Contains(l, "dod"):
		return "dod"
	case strings.Contains(l, "criteri") || strings.Contains(l, "acceptance") || strings.Contains(l, "scenario"):
		return "criteria"
	case strings.Contains(l, "task"):
		return "tasks"
	case strings.Contains(l, "note"):
		return "notes"
	case strings.Contains(l, "priorit"):
		return "priority"
	case strings.Contains(l, "estimat") || strings.Contains(l, "point") || strings.Contains(l, "effort") || strings.Contains(l, "size"):
		return "estimate"
	case strings.Contains(l, "depend"):
		return "dependencies"
	case strings.Contains(l, "descri") || strings.Contains(l, "summary") || strings.Contains(l, "context") || strings.Contains(l, "background"):
		return "description"
	case strings.Contains(l, "mock") || strings.Contains(l, "design") || strings.Contains(l, "ui"):
		return "mock-up"
	case strings.Contains(l, "stor") || strings.Contains(l, "epic") || strings.Contains(l, "feature") || strings.Contains(l, "requirement"):
		return "story"
	case strings.Contains(l, "status") || strings.Contains(l, "owner") || strings.Contains(l, "sprint") || strings.Contains(l, "assignee"):
		return "bookkeeping"
	}
	return "other"
}

// stDoc is a document's lines: for each its start (bytes), whether it is
// in a code block, and the family of the lead-in it stands under (the
// last heading, bold-only line or line ending in a colon).
type stDoc struct {
	text   string
	starts []int
	code   []bool
	under  []string
}

func newStDoc(text string) *stDoc {
	d := &stDoc{text: text}
	in := false
	lead := "none"
	for at := 0; at <= len(text); {
		nl := strings.IndexByte(text[at:], '\n')
		end := len(text)
		if nl >= 0 {
			end = at + nl
		}
		line := text[at:end]
		d.starts = append(d.starts, at)
		if stFence.MatchString(line) {
			in = !in
		}
		d.code = append(d.code, in)
		d.under = append(d.under, lead)
		t := strings.TrimSpace(line)
		switch {
		case in:
		case stHeading.MatchString(line):
			lead = stFamily(t)
		case stBoldOnly.MatchString(line) || strings.HasSuffix(strings.Trim(t, "*_"), ":") && len(t) < 60:
			lead = stFamily(t)
		}
		if nl < 0 {
			break
		}
		at = end + 1
	}
	return d
}

// lineOf is the index of the line holding byte b.
func (d *stDoc) lineOf(b int) int { return sort.SearchInts(d.starts, b+1) - 1 }

// form classes the line holding byte b.
func (d *stDoc) form(b int) string {
	i := d.lineOf(b)
	end := len(d.text)
	if i+1 < len(d.starts) {
		end = d.starts[i+1] - 1
	}
	line := d.text[d.starts[i]:end]
	t := strings.TrimSpace(line)
	under := d.under[i]
	switch {
	case d.code[i]:
		return "code block"
	case strings.HasPrefix(t, "|"):
		return "table row"
	case stHeading.MatchString(line):
		h := stHeading.FindStringSubmatch(line)[1]
		if stStory.MatchString(strings.Trim(h, "*_ ")) {
			return "story line (heading)"
		}
		return "heading: " + stFamily(h)
	case stCheck.MatchString(line):
		return "checkbox under " + under
	case stBoldOnly.MatchString(line):
		return "bold-only line: " + stFamily(t)
	}
	core := line[len(stLead.FindString(line)):]
	if m := stStoryLab.FindString(core); m != "" {
		core = core[len(m):]
	}
	core = strings.TrimLeft(core, "*_ ")
	switch {
	case stStory.MatchString(core):
		return "story line"
	case stEARS.MatchString(core):
		return "EARS criterion"
	case stGWT.MatchString(core):
		return "GWT line"
	}
	lab := line[len(stLead.FindString(line)):]
	if m := stLabel.FindStringSubmatch(lab); m != nil {
		return "label line: " + stFamily(m[1])
	}
	if stList.MatchString(line) {
		return "list item under " + under
	}
	if strings.TrimSpace(d.text[d.starts[i]:b]) != "" {
		return "prose, later sentence, under " + under
	}
	return "prose under " + under
}

// labelName is the label of a label line holding byte b, lowered ("" for
// another form).
func (d *stDoc) labelName(b int) string {
	if !strings.HasPrefix(d.form(b), "label line") {
		return ""
	}
	i := d.lineOf(b)
	line := d.text[d.starts[i]:]
	line = line[len(stLead.FindString(line)):]
	if m := stLabel.FindStringSubmatch(line); m != nil {
		return strings.ToLower(strings.TrimSpace(m[1]))
	}
	return ""
}

// stIDShape is an ID's shape: letters as A, numbers as 9 ("US2/AC3" is
// "A9/A9").
func idShape(id string) string {
	if id == "" {
		return "none"
	}
	return stIDShape.ReplaceAllStringFunc(id, func(s string) string {
		if s[0] >= '0' && s[0] <= '9' {
			return "9"
		}
		return "A"
	})
}

// storyShaped: the document is of shape "stories", or of shape "ears"
// with two story lines at least (Kiro's "**User Story:** As a …").
func storyShaped(shape, text string) bool {
	if shape == "stories" {
		return true
	}
	return shape == "ears" && len(stStoryDoc.FindAllStringIndex(text, 3)) >= 2
}

// splitShapes is each document's shape in testdata/groundtruth/splits.json.
func splitShapes(t *testing.T) map[string]string {
	b, err := os.ReadFile("../testdata/groundtruth/splits.json")
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]struct{ Shape string }
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatal(err)
	}
	out := map[string]string{}
	for k, v := range m {
		out[k] = v.Shape
	}
	return out
}

// stTally is a form's segments in one scope: the errors by kind (a class
// each, with its rounds and documents) and the rights.
type stTally struct {
	reqN, reqRead, reqWhole, withID, idKept, nonN, nonRead int
}

func TestLearnexpStories(t *testing.T) {
	set := learnexpSet(t)
	from, to := roundRange(36, 62)
	reader := os.Getenv("LEARNEXP_ST_READER")
	show := os.Getenv("LEARNEXP_ST_SHOW")
	dumps := dumpCache(t)
	shapes := splitShapes(t)
	errs := classCount{}                   // scope|form|error
	tally := map[string]*stTally{}         // scope|form
	idForms := classCount{}                // scope|want shape -> got shape
	cats := map[string]map[string]int{}    // scope|form -> non-requirement categories read
	catsNot := map[string]map[string]int{} // scope|form -> categories not read
	docsIn := map[string]map[string]bool{}
	labels := classCount{} // scope| label | status
	var tot stTally
	for _, f := range set.Files {
		R := roundOf(f.Document)
		dumpName := strconv.Itoa(R)
		if reader == "today" {
			dumpName = "today"
		}
		if R < from || R > to {
			continue
		}
		d := set.Docs[f.Document]
		scope := "other"
		if storyShaped(shapes[f.Document], d.Text) {
			scope = "story"
		}
		if docsIn[scope] == nil {
			docsIn[scope] = map[string]bool{}
		}
		docsIn[scope][f.Document] = true
		rs := dumps(dumpName)[f.Document]
		spans, idx := placeIdx(d, rs)
		got := make([][]string, len(f.Segments))
		for k, p := range spans {
			if best := segOf(f, p[0], p[1]); best >= 0 {
				got[best] = append(got[best], rs[idx[k]].ID)
			}
		}
		sd := newStDoc(d.Text)
		rd := fmt.Sprint(R)
		for j, sg := range f.Segments {
			form := sd.form(d.Byte(sg.Start))
			key := scope + "|" + form
			tl := tally[key]
			if tl == nil {
				tl = &stTally{}
				tally[key] = tl
			}
			line, col := d.Position(sg.Start)
			lab := sd.labelName(d.Byte(sg.Start))
			if lab != "" {
				st := "req read"
				switch {
				case sg.Req && len(got[j]) == 0:
					st = "req not read"
				case !sg.Req && len(got[j]) > 0:
					st = "non-req read"
				case !sg.Req:
					st = "non-req not read"
				}
				labels.add(scope+"| "+lab+" | "+st, f.Document, rd, 1)
			}
			note := func(e string) {
				errs.add(key+"|"+e, f.Document, rd, 1)
				if show == form+"|"+e {
					w := sg.Words
					if len(w) > 70 {
						w = w[:70]
					}
					fmt.Printf("  %s %d:%d %s %q %v\n", f.Document, line, col, sg.ID, w, got[j])
				}
			}
			if !sg.Req {
				tl.nonN++
				tot.nonN++
				m := catsNot
				if len(got[j]) == 0 && show == form+"|non-req not read" {
					w := sg.Words
					if len(w) > 90 {
						w = w[:90]
					}
					fmt.Printf("  %s %d:%d %s %q\n", f.Document, line, col, sg.Category, w)
				}
				if len(got[j]) > 0 {
					tl.nonRead++
					tot.nonRead++
					note("non-req read")
					m = cats
				}
				if m[key] == nil {
					m[key] = map[string]int{}
				}
				m[key][sg.Category]++
				continue
			}
			tl.reqN++
			tot.reqN++
			if sg.ID != "" {
				tl.withID++
				tot.withID++
			}
			if len(got[j]) == 0 {
				note("not read")
				continue
			}
			if show == form+"|req read" {
				w := sg.Words
				if len(w) > 90 {
					w = w[:90]
				}
				fmt.Printf("  %s %d:%d %s %q %v\n", f.Document, line, col, sg.ID, w, got[j])
			}
			tl.reqRead++
			tot.reqRead++
			if len(got[j]) > 1 {
				note("fragments")
			} else {
				tl.reqWhole++
			}
			if sg.ID == "" {
				continue
			}
			kept := false
			for _, g := range got[j] {
				base, _, _ := strings.Cut(g, "#")
				kept = kept || idNorm(g) == idNorm(sg.ID) || idNorm(base) == idNorm(sg.ID)
			}
			if kept {
				tl.idKept++
				tot.idKept++
				continue
			}
			note("ID not kept")
			idForms.add(scope+"| "+idShape(sg.ID)+" read as "+idShape(got[j][0]), f.Document, rd, 1)
			pool := "own ID"
			if strings.Contains(sg.ID, "/") {
				pool = "derived <story>/<criterion>"
			}
			gen := "another ID"
			if strings.HasPrefix(got[j][0], "R-") {
				gen = "a generated R-n"
			}
			idForms.add(scope+"| (pooled) "+pool+" read as "+gen, f.Document, rd, 1)
		}
	}
	fmt.Printf("\n## readers %s, rounds %d-%d: %d story-shaped documents, %d others\n", map[bool]string{true: "today", false: "on arrival"}[reader == "today"], from, to, len(docsIn["story"]), len(docsIn["other"]))
	fmt.Printf("all: reqs read %d/%d, IDs kept (with #k) %d/%d, non-reqs read %d/%d\n", tot.reqRead, tot.reqN, tot.idKept, tot.withID, tot.nonRead, tot.nonN)
	for _, scope := range []string{"story", "other"} {
		var s stTally
		for k, tl := range tally {
			if strings.HasPrefix(k, scope+"|") {
				s.reqN += tl.reqN
				s.reqRead += tl.reqRead
				s.withID += tl.withID
				s.idKept += tl.idKept
				s.nonN += tl.nonN
				s.nonRead += tl.nonRead
			}
		}
		fmt.Printf("%s: reqs read %d/%d, IDs kept %d/%d, non-reqs read %d/%d\n", scope, s.reqRead, s.reqN, s.idKept, s.withID, s.nonRead, s.nonN)
	}
	// the table: every error class in story documents, with the rule's cost
	type row struct {
		form, err    string
		n, rds, docs int
		cost         int // same form, same scope, read right the other way
		on, onR, onD int // the same error in other shapes
		oCost        int
	}
	var rows []row
	for k, a := range errs {
		p := strings.SplitN(k, "|", 3)
		if p[0] != "story" {
			continue
		}
		r := row{form: p[1], err: p[2], n: a.n, rds: len(a.rounds), docs: len(a.docs)}
		tl, ot := tally["story|"+p[1]], tally["other|"+p[1]]
		if ot == nil {
			ot = &stTally{}
		}
		switch p[2] {
		case "not read": // a rule reading the form reads its non-requirements not read
			r.cost, r.oCost = tl.nonN-tl.nonRead, ot.nonN-ot.nonRead
		case "non-req read": // a rule dropping the form drops its requirements read
			r.cost, r.oCost = tl.reqRead, ot.reqRead
		case "fragments": // a rule joining loses those read whole? (counted: read whole)
			r.cost, r.oCost = tl.reqWhole, ot.reqWhole
		case "ID not kept":
			r.cost, r.oCost = tl.idKept, ot.idKept
		}
		if o := errs["other|"+p[1]+"|"+p[2]]; o != nil {
			r.on, r.onR, r.onD = o.n, len(o.rounds), len(o.docs)
		}
		rows = append(rows, r)
	}
	sort.Slice(rows, func(i, j int) bool {
		if rows[i].n != rows[j].n {
			return rows[i].n > rows[j].n
		}
		return rows[i].form+rows[i].err < rows[j].form+rows[j].err
	})
	fmt.Printf("\n| form (story documents) | error | count | rounds | docs | same form right (cost) | ratio | other shapes: error (rounds/docs) | other shapes: right |\n|---|---|---:|---:|---:|---:|---:|---|---:|\n")
	for _, r := range rows {
		ratio := "∞"
		if r.cost > 0 {
			ratio = fmt.Sprintf("%.2f", float64(r.n)/float64(r.cost))
		}
		mark := ""
		if r.rds >= 5 && r.docs >= 8 {
			mark = " **recurs**"
		}
		fmt.Printf("| %s | %s%s | %d | %d | %d | %d | %s | %d (%d/%d) | %d |\n", r.form, r.err, mark, r.n, r.rds, r.docs, r.cost, ratio, r.on, r.onR, r.onD, r.oCost)
	}
	// per form in story documents: the segments
	var keys []string
	for k := range tally {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	fmt.Printf("\n| scope | form | reqs | read | read whole | with ID | ID kept | non-reqs | read | categories read | categories not read |\n|---|---|---:|---:|---:|---:|---:|---:|---:|---|---|\n")
	for _, k := range keys {
		tl := tally[k]
		p := strings.SplitN(k, "|", 2)
		fmt.Printf("| %s | %s | %d | %d | %d | %d | %d | %d | %d | %s | %s |\n", p[0], p[1], tl.reqN, tl.reqRead, tl.reqWhole, tl.withID, tl.idKept, tl.nonN, tl.nonRead, catStr(cats[k]), catStr(catsNot[k]))
	}
	if os.Getenv("LEARNEXP_ST_LABELS") == "1" {
		labels.print("\nLabel lines by label and status\n", "count")
	}
	idForms.print("\nIDs not kept, by the labelled ID's shape and the read one's\n", "count")
}

func catStr(m map[string]int) string {
	var ks []string
	for k, n := range m {
		ks = append(ks, fmt.Sprintf("%s %d", k, n))
	}
	sort.Strings(ks)
	return strings.Join(ks, ", ")
}
