//go:build learnexp

// Reader generation 91's count (BENCHMARKS.md, "Reader generation 91"):
// is a document's own label schema — the same set of field labels
// repeating over three or more blocks, each under a name line or a
// heading — a mark of records whose fields are requirements? It finds
// every repeated schema of every tuning document, says how the labelled
// segments of its lines are labelled, and how the reader on arrival of
// each round (the dumps learnexp_test.go describes) read them.
//
//	D=/tmp/r91; export LEARNEXP_DIR=$D CLARIGRAPH_CORPUS=/work/labels/ctune-r
//	LEARNEXP_ROUNDS="41 61" go test -tags learnexp -run TestLearnexpSchemas -v ./spec
//	LEARNEXP_SCHEMA_SHOW=1 ...   # every schema: document, labels, blocks, segments
package spec_test

import (
	"fmt"
	"os"
	"sort"
	"strconv"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/clarigraph/clarigraph/spec"
)

// schemaLine is one line of a document, in bytes.
type schemaLine struct {
	from, to int
	text     string
	label    string // the field label it opens with, lowered ("" none)
	blank    bool
	heading  bool // a Markdown heading, a whole-bold line, a rule
}

// lineLabel returns the label a line opens with after its markup: an
// indent, a quote, a bullet or a number, emphasis; a short phrase (one to
// five words, at most 40 bytes, a capital first, no digit) before a colon
// followed by white space or the line's end.
func lineLabel(s string) string {
	t := strings.TrimLeft(s, " \t>")
	switch {
	case strings.HasPrefix(t, "- "), strings.HasPrefix(t, "* "), strings.HasPrefix(t, "+ "), strings.HasPrefix(t, "• "):
		_, size := utf8.DecodeRuneInString(t)
		t = strings.TrimLeft(t[size:], " \t")
	default:
		i := 0
		for i < len(t) && t[i] >= '0' && t[i] <= '9' {
			i++
		}
		if i > 0 && i < len(t)-1 && (t[i] == '.' || t[i] == ')') && t[i+1] == ' ' {
			t = strings.TrimLeft(t[i+1:], " ")
		}
	}
	t = strings.TrimLeft(t, "*_")
	end := strings.IndexByte(t, ':')
	if end <= 0 || end > 44 {
		return ""
	}
	rest := t[end+1:]
	rest = strings.TrimLeft(rest, "*_")
	if rest != "" && rest[0] != ' ' && rest[0] != '\t' {
		return ""
	}
	l := strings.TrimRight(t[:end], "*_ ")
	if l == "" || len(l) > 40 || len(strings.Fields(l)) > 5 {
		return ""
	}
	r, _ := utf8.DecodeRuneInString(l)
	if !unicode.IsUpper(r) {
		return ""
	}
	for _, c := range l {
		if unicode.IsDigit(c) || !(unicode.IsLetter(c) || strings.ContainsRune(" /-'()&", c)) {
			return ""
		}
	}
	return strings.ToLower(l)
}

func schemaLines(text string) []schemaLine {
	var ls []schemaLine
	inFence := false
	for from := 0; from < len(text); {
		to := strings.IndexByte(text[from:], '\n')
		if to < 0 {
			to = len(text)
		} else {
			to += from
		}
		s := strings.TrimRight(text[from:to], "\r")
		tr := strings.TrimSpace(s)
		l := schemaLine{from: from, to: to, text: s, blank: tr == ""}
		if strings.HasPrefix(tr, "```") || strings.HasPrefix(tr, "~~~") {
			inFence = !inFence
			l.heading = true
		} else if !inFence && !strings.HasPrefix(tr, "|") {
			l.label = lineLabel(s)
			l.heading = strings.HasPrefix(tr, "#") || tr == "---" || tr == "***" || strings.Trim(tr, "=-") == "" && len(tr) >= 3 ||
				len(tr) > 4 && strings.HasPrefix(tr, "**") && strings.HasSuffix(tr, "**") && !strings.Contains(tr[2:len(tr)-2], "**") && l.label == ""
		}
		ls = append(ls, l)
		from = to + 1
	}
	return ls
}

// schemaBlock is a run of label lines under one name line or heading.
type schemaBlock struct {
	name   int   // the line that opens it (a heading or a name line), -1 none
	fields []int // its label lines
	end    int   // the line after its last
}

// schemaBlocks cuts the lines into blocks: a heading, or a name line (not
// blank, not a label line, after a blank line or the start, whose next
// line that is not blank is a label line), opens a block; label lines
// join the open block.
func schemaBlocks(ls []schemaLine) []schemaBlock {
	var bs []schemaBlock
	cur := -1
	nextLabel := func(i int) bool {
		for j := i + 1; j < len(ls) && j <= i+2; j++ {
			if ls[j].blank {
				continue
			}
			return ls[j].label != ""
		}
		return false
	}
	for i, l := range ls {
		switch {
		case l.heading:
			bs = append(bs, schemaBlock{name: i, end: i + 1})
			cur = len(bs) - 1
		case l.blank:
		case l.label != "":
			if cur < 0 {
				bs = append(bs, schemaBlock{name: -1})
				cur = len(bs) - 1
			}
			bs[cur].fields = append(bs[cur].fields, i)
			bs[cur].end = i + 1
		case (i == 0 || ls[i-1].blank) && nextLabel(i):
			bs = append(bs, schemaBlock{name: i, end: i + 1})
			cur = len(bs) - 1
		default:
			if cur >= 0 {
				bs[cur].end = i + 1
			}
		}
	}
	return bs
}

// docSchema is a label set repeated over blocks of one document.
type docSchema struct {
	labels []string // in the order of its first block
	blocks []int
	loose  []int // blocks holding most of it, not exactly it
	order  int   // blocks whose labels come in the first block's order
}

func labelSet(ls []schemaLine, b schemaBlock) []string {
	seen := map[string]bool{}
	var out []string
	for _, i := range b.fields {
		if !seen[ls[i].label] {
			seen[ls[i].label] = true
			out = append(out, ls[i].label)
		}
	}
	return out
}

func setKey(labels []string) string {
	s := append([]string(nil), labels...)
	sort.Strings(s)
	return strings.Join(s, "\x00")
}

// findSchemas: a label set of two labels or more shared exactly by three
// blocks or more; a block whose set shares at least 60 % (Jaccard) with a
// schema's joins it loosely.
func findSchemas(ls []schemaLine, bs []schemaBlock) []docSchema {
	by := map[string][]int{}
	var keys []string
	for k, b := range bs {
		set := labelSet(ls, b)
		if len(set) < 2 {
			continue
		}
		key := setKey(set)
		if by[key] == nil {
			keys = append(keys, key)
		}
		by[key] = append(by[key], k)
	}
	var out []docSchema
	taken := map[int]bool{}
	for _, key := range keys {
		if len(by[key]) < 3 {
			continue
		}
		s := docSchema{labels: labelSet(ls, bs[by[key][0]]), blocks: by[key]}
		for _, k := range s.blocks {
			taken[k] = true
			if strings.Join(labelSet(ls, bs[k]), "\x00") == strings.Join(s.labels, "\x00") {
				s.order++
			}
		}
		out = append(out, s)
	}
	for k, b := range bs {
		set := labelSet(ls, b)
		if taken[k] || len(set) < 2 {
			continue
		}
		best, bj := -1, 0.6
		for si, s := range out {
			in := map[string]bool{}
			for _, l := range s.labels {
				in[l] = true
			}
			both := 0
			for _, l := range set {
				if in[l] {
					both++
				}
			}
			if j := float64(both) / float64(len(set)+len(s.labels)-both); j >= bj {
				best, bj = si, j
			}
		}
		if best >= 0 {
			out[best].loose = append(out[best].loose, k)
		}
	}
	return out
}

// schemaCount is a classCount by round number (0, a document of no
// round, counts no round), printed under a title.
type schemaCount struct{ classCount }

func (c schemaCount) add(key, doc string, round, n int) {
	r := ""
	if round > 0 {
		r = strconv.Itoa(round)
	}
	c.classCount.add(key, doc, r, n)
}

func (c schemaCount) print(title string) { c.classCount.print("\n"+title+"\n", "count") }

func newSchemaCount() schemaCount { return schemaCount{classCount{}} }

// TestLearnexpSchemas is generation 91's count.
func TestLearnexpSchemas(t *testing.T) {
	set := learnexpSet(t)
	lo, hi := roundRange(29, 35)
	get := dumpCache(t)
	show := os.Getenv("LEARNEXP_SCHEMA_SHOW") != ""
	all := newSchemaCount()    // every tuning document: segments of schema lines by label
	arr := newSchemaCount()    // on arrival
	perLab := newSchemaCount() // by label: req / non-req
	tab, tabA := newSchemaCount(), newSchemaCount()
	type shareRow struct {
		doc, voc string
		labels   []string
		blocks   int
		req, ucf map[bool]int
	}
	var shareRows []shareRow
	for _, f := range set.Files {
		d := set.Docs[f.Document]
		R := roundOf(f.Document)
		ls := schemaLines(d.Text)
		bs := schemaBlocks(ls)
		ss := findSchemas(ls, bs)
		if len(ss) == 0 {
			continue
		}
		// the reader on arrival: units per segment, their IDs
		var got [][]string
		arrival := R >= lo && R <= hi
		reader := strconv.Itoa(R)
		if n := os.Getenv("LEARNEXP_SCHEMA_READER"); n != "" {
			arrival, reader = true, n
		}
		if arrival {
			got = idsBySeg(d, f, get(reader)[f.Document])
		}
		segAt := func(fromB, toB int) []int { // segments starting in [fromB, toB)
			a, b := d.Char(fromB), d.Char(toB)
			var out []int
			for i, sg := range f.Segments {
				if sg.Start >= a && sg.Start < b {
					out = append(out, i)
				}
			}
			return out
		}
		for si, s := range ss {
			known := 0
			for _, l := range s.labels {
				if spec.KnownFieldLabel(l) {
					known++
				}
			}
			voc := "some labels known"
			switch known {
			case 0:
				voc = "no label known"
			case len(s.labels):
				voc = "all labels known"
			}
			kind := "other (stories, records, templates)"
			for _, l := range s.labels {
				if l == "independent test" || l == "why this priority" {
					kind = "spec-kit story"
				}
			}
			for _, l := range s.labels {
				if spec.UseCaseOnlyField(l) {
					kind = "use case"
				}
			}
			all.add("schemas: "+kind, f.Document, R, 1)
			all.add("schemas", f.Document, R, 1)
			all.add("schemas: "+voc, f.Document, R, 1)
			all.add("blocks (exact)", f.Document, R, len(s.blocks))
			all.add("blocks (loose)", f.Document, R, len(s.loose))
			all.add("blocks in the first block's order", f.Document, R, s.order)
			if show {
				fmt.Printf("\n## %s schema %d (%s): %q, %d blocks (+%d loose), %d in order\n", f.Document, si, voc, s.labels, len(s.blocks), len(s.loose), s.order)
			}
			sreq, sreq2 := map[bool]int{}, map[bool]int{}
			shareRows = append(shareRows, shareRow{f.Document, voc, s.labels, len(s.blocks) + len(s.loose), sreq, sreq2})
			blocks := append(append([]int(nil), s.blocks...), s.loose...)
			sort.Ints(blocks)
			for _, k := range blocks {
				b := bs[k]
				if b.name >= 0 {
					for _, i := range segAt(ls[b.name].from, ls[b.name].to+1) {
						sg := f.Segments[i]
						cls := "name line: non-req " + sg.Category
						if sg.Req {
							cls = "name line: req " + sg.Kind
						}
						all.add(cls, f.Document, R, 1)
						tab.add(kind+" · name line · "+map[bool]string{true: "req", false: "non-req"}[sg.Req], f.Document, R, 1)
						if arrival && !sg.Req && len(got[i]) > 0 {
							arr.add("name line non-req read", f.Document, R, 1)
						}
					}
				}
				for j, li := range b.fields {
					endB := ls[b.end-1].to + 1
					if j+1 < len(b.fields) {
						endB = ls[b.fields[j+1]].from
					}
					lab := ls[li].label
					kn := "unknown label"
					if spec.KnownFieldLabel(lab) {
						kn = "known label"
					}
					segs := segAt(ls[li].from, endB)
					if len(segs) == 0 {
						all.add("field: no segment starts in it", f.Document, R, 1)
					}
					for _, i := range segs {
						sg := f.Segments[i]
						if d.Byte(sg.Start) > ls[li].to { // below the label line: its value's items
							cls := "non-req " + sg.Category
							if sg.Req {
								cls = "req " + sg.Kind
							}
							all.add("below a label line: "+cls, f.Document, R, 1)
							continue
						}
						cls := "non-req " + sg.Category
						if sg.Req {
							cls = "req " + sg.Kind
						}
						val := "valued"
						if labelAlone(ls[li].text) {
							val = "alone"
						}
						all.add("field: "+cls, f.Document, R, 1)
						all.add("field ("+kn+"): "+map[bool]string{true: "req", false: "non-req"}[sg.Req], f.Document, R, 1)
						all.add("field ("+kn+", "+val+"): "+map[bool]string{true: "req", false: "non-req"}[sg.Req], f.Document, R, 1)
						if val == "valued" {
							cls := map[bool]string{true: "req", false: "non-req"}[sg.Req]
							tab.add(kind+" · "+kn+" · "+cls, f.Document, R, 1)
							tab.add(kind+" · "+cls, f.Document, R, 1)
							tab.add("all schemas · "+kn+" · "+cls, f.Document, R, 1)
							tab.add("all schemas · "+cls, f.Document, R, 1)
							if arrival {
								st := ""
								switch {
								case sg.Req && len(got[i]) == 0:
									st = "req not read"
								case sg.Req && sg.ID != "" && !hasID(got[i], sg.ID):
									st = "req read without its ID"
								case !sg.Req && len(got[i]) > 0:
									st = "non-req read"
								}
								if st != "" && os.Getenv("LEARNEXP_SCHEMA_MISSES") != "" {
									fmt.Printf("MISS %d %s · %s · %s · %s id=%q got=%q %q\n", R, f.Document, kind, lab, st, sg.ID, got[i], trunc(d.Slice(sg.Start, sg.End), 60))
								}
								if st != "" {
									tabA.add(kind+" · "+kn+" · "+st, f.Document, R, 1)
									tabA.add(kind+" · "+st, f.Document, R, 1)
									tabA.add("all schemas · "+kn+" · "+st, f.Document, R, 1)
									tabA.add("all schemas · "+st, f.Document, R, 1)
								}
							}
							sreq[sg.Req]++
							sreq2[sg.Req && sg.Kind == "use_case_field"]++
						}
						perLab.add(fmt.Sprintf("%s · %s", lab, map[bool]string{true: "req", false: "non-req " + sg.Category}[sg.Req]), f.Document, R, 1)
						if show {
							fmt.Printf("   %-24s %-5v %-22s id=%q %q\n", lab, sg.Req, sg.Kind+sg.Category, sg.ID, trunc(d.Slice(sg.Start, sg.End), 70))
						}
						if !arrival {
							continue
						}
						switch {
						case sg.Req && len(got[i]) == 0:
							arr.add("req not read ("+kn+")", f.Document, R, 1)
						case sg.Req && sg.ID != "":
							if hasID(got[i], sg.ID) {
								arr.add("req read with its ID ("+kn+")", f.Document, R, 1)
							} else {
								arr.add("req read without its ID ("+kn+")", f.Document, R, 1)
							}
						case sg.Req:
							arr.add("req read, no labelled ID ("+kn+")", f.Document, R, 1)
						case len(got[i]) > 0:
							arr.add("non-req read ("+kn+"): "+sg.Category, f.Document, R, 1)
						default:
							arr.add("non-req not read ("+kn+")", f.Document, R, 1)
						}
					}
				}
			}
		}
	}
	if os.Getenv("LEARNEXP_SCHEMA_ROWS") != "" {
		fmt.Printf("| document | vocabulary | blocks | valued label lines req | non-req | of which use-case fields | labels |\n|---|---|---:|---:|---:|---:|---|\n")
		for _, r := range shareRows {
			fmt.Printf("| %s | %s | %d | %d | %d | %d | %s |\n", r.doc, r.voc, r.blocks, r.req[true], r.req[false], r.ucf[true], trunc(strings.Join(r.labels, " · "), 90))
		}
	}
	tab.print("valued label lines of schemas (segments starting on them), every tuning document")
	tabA.print("valued label lines of schemas, on arrival")
	all.print("every tuning document: schemas and the segments starting on their lines")
	arr.print(fmt.Sprintf("on arrival, rounds %d–%d", lo, hi))
	if os.Getenv("LEARNEXP_SCHEMA_LABELS") != "" {
		perLab.print("by label")
	}
}

func hasID(got []string, id string) bool {
	for _, g := range got {
		if idNorm(g) == idNorm(id) {
			return true
		}
	}
	return false
}

// labelAlone: nothing after the label's colon on its line.
func labelAlone(s string) bool {
	_, v, _ := strings.Cut(s, ":")
	return strings.Trim(v, "*_ \t") == ""
}

func trunc(s string, n int) string {
	s = strings.ReplaceAll(s, "\n", " ⏎ ")
	if r := []rune(s); len(r) > n {
		return string(r[:n]) + "…"
	}
	return s
}
