//go:build learnexp

// Reader generation 34's experiment (BENCHMARKS.md, "Reader generation 34"),
// extended by generation 87's (learnexp_keep_test.go):
// would a learned requirement-or-not decision over a document's units have
// read the rounds the hand-written readers missed? Behind the build tag
// learnexp: it needs the labelled corpus and, for each round, the reader as
// it was when that round arrived. Nothing here is part of the reader.
//
//	D=/tmp/learnexp; mkdir -p $D; export LEARNEXP_DIR=$D CLARIGRAPH_CORPUS=/work/labels/corpus-r35
//	go test -tags learnexp -run TestLearnexpExport ./spec            # $D/list.json, $D/docs/
//	LEARNEXP_NAME=today go test -tags learnexp -run TestLearnexpDump ./spec
//	# the reader on arrival of round R, at the commit testdata/groundtruth/README.md
//	# ("Generations measured on a held-back part") measured it with: 22 768b3e1,
//	# 23 90db569, 24 9c08466, 25 e732294, 26 66fa235, 27 827584e, 28 3c38510,
//	# 29 2b0bf0a, 30 71a5aff, 31 f8d10ad, 32 065f2ad, 33 2052278, 34 765262e, 35 64028f5,
//	# 36 a086148 (generation 35: the hand readers alone are dumped with its line
//	# "units = splitSpans(content, units)" in spec/spec.go taken out, the reader as
//	# integrated as R=36g35; from a086148 on, remove spec/learnexp*_test.go and
//	# spec/split_weights_test.go of the archive before copying the dump in):
//	git archive $COMMIT go.mod go.sum fcs spec internal/golden | tar -x -C $D/src-$R
//	cp spec/learnexp_dump_test.go $D/src-$R/spec/
//	(cd $D/src-$R && LEARNEXP_NAME=$R go test -tags learnexp -run TestLearnexpDump ./spec)
//	LEARNEXP_ROUNDS="22 28" go test -tags learnexp -run TestLearnexpTimeSplit -v ./spec  # development
//	LEARNEXP_ROUNDS="29 35" go test -tags learnexp -run TestLearnexpTimeSplit -v ./spec  # the protocol
//	LEARNEXP_ROUNDS="29 35" go test -tags learnexp -run TestLearnexpSplitSpans -v ./spec
//	# generation 35: the split alone at p >= 0.7, 0.8, 0.9, 0.95, with the documents each changes
//	LEARNEXP_SPLITALONE=1 LEARNEXP_ROUNDS="22 28" go test -tags learnexp -run TestLearnexpSplitSpans -v ./spec
//
// Generation 87 (learnexp_keep_test.go; BENCHMARKS.md, "Reader generation
// 87"): rounds 41–60 on the tuning part through round 60. The readers on
// arrival of rounds 36–60 were built (each the spec test binary of the
// commit that measured round R while it was held back, with this
// directory's learnexp_dump_test.go compiled in: 36 906f58e, 37 5d83304,
// 38 0c82cd0, 39 3e4b388, 40 c1ab323, 41 6a93825, 42 e7274cc, 43 a9b0c77,
// 44 79ce8c9, 45 c152dd1, 46 2d01f67, 47 b3c1217, 48 68dd260, 49 b15a151,
// 50 8ac220ed, 51 22c50e1, 52 eabd99a, 53 074a744, 54 bd587663,
// 55 e1f5d3d, 56 6056048, 57 e8ca8de, 58 2f95c9a, 59 a2a01a7, 60 94d9864)
// and dumped as reqs-R.json:
//
//	D=/tmp/r87; export LEARNEXP_DIR=$D CLARIGRAPH_CORPUS=/work/labels/ctune-r
//	go test -tags learnexp -run TestLearnexpExport ./spec             # $D/list.json, $D/docs/
//	(cd spec && LEARNEXP_NAME=$R $BIN/r$R.test -test.run TestLearnexpDump)  # each R, or copy the dumps
//	go test -tags learnexp -run TestLearnexpArrival -v ./spec          # each dump against the README's row
//	go test -tags learnexp -run TestLearnexpCount -v ./spec            # DEV's non-requirements read, by category
//	LEARNEXP_ROUNDS="41 50" go test -tags learnexp -run 'TestLearnexpKeep$' -v ./spec   # DEV, the grid
//	LEARNEXP_ONLY=dev LEARNEXP_ROUNDS="51 60" go test -tags learnexp -run 'TestLearnexpKeep$' -v ./spec  # TEST
//	# LEARNEXP_DOCS=1 adds a line per document: read and non-requirements read per system
//
// Units: the reader's requirements as it places them, and every unit of a
// plain splitter (headings, table and HTML rows, list items with their
// continuation lines, code lines, sentences and labelled lines of
// paragraphs) that overlaps none. A unit's label is the labelled segment
// holding most of it. The model is logistic regression over hashed features
// of what the unit says (lemmas, first words, modals, IDs, story and scenario
// words, its end), its container and its section's words; the stacked one
// adds its neighbours' scores and the reader's decisions around it. For each
// round R it is trained on the rounds before R and scored on R.

package spec_test

import (
	"encoding/json"
	"fmt"
	"hash/fnv"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/clarigraph/clarigraph/internal/groundtruth"
	"github.com/clarigraph/clarigraph/nodes/clarification/lang"
	"github.com/clarigraph/clarigraph/spec"
)

func learnexpSet(t *testing.T) *groundtruth.Set {
	t.Helper()
	if os.Getenv("LEARNEXP_DIR") == "" {
		t.Skip("LEARNEXP_DIR not set")
	}
	set, err := groundtruth.Load("../testdata/groundtruth/requirements/tuning", os.Getenv("CLARIGRAPH_CORPUS"))
	if err != nil {
		t.Fatal(err)
	}
	return set
}

func learnexpRounds() []string {
	f := strings.Fields(os.Getenv("LEARNEXP_ROUNDS"))
	if len(f) != 2 {
		return []string{"29", "35"}
	}
	return f
}

// TestLearnexpExport writes every tuning document and the list the dump reads.
func TestLearnexpExport(t *testing.T) {
	set := learnexpSet(t)
	dir := os.Getenv("LEARNEXP_DIR")
	var list []struct{ Name, File string }
	for i, f := range set.Files {
		p := filepath.Join(dir, "docs", fmt.Sprintf("%03d.txt", i))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(set.Docs[f.Document].Text), 0o644); err != nil {
			t.Fatal(err)
		}
		list = append(list, struct{ Name, File string }{f.Document, p})
	}
	b, err := json.Marshal(list)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "list.json"), b, 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestLearnexpTimeSplit: the reader on arrival, the model alone, the two
// combined (adds, removes), by round.
func TestLearnexpTimeSplit(t *testing.T) {
	if err := run(learnexpSet(t), learnexpRounds()); err != nil {
		t.Fatal(err)
	}
}

// TestLearnexpSplitSpans: a model over the splitter's units that may also
// split a span the reader reads into them.
func TestLearnexpSplitSpans(t *testing.T) {
	args := learnexpRounds()
	if os.Getenv("LEARNEXP_READ") == "1" {
		args = append(args, "read")
	}
	if err := runFine(learnexpSet(t), args); err != nil {
		t.Fatal(err)
	}
}

type rawReq struct {
	Off  int    `json:"off"`
	Text string `json:"text"`
	ID   string `json:"id"`
	Kind string `json:"kind,omitempty"` // dumps from generation 87 on
}

func loadReqs(path string) (map[string][]rawReq, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	m := map[string][]rawReq{}
	return m, json.Unmarshal(b, &m)
}

// unit is a candidate unit of a document: a character span [start, end).
type unit struct {
	start, end int
	kind       string // heading, row, html, bullet, num, code, text, label
	read       bool   // the reader returned it
	text       string
	head       []string // heading path, innermost last
	seg        int      // labelled segment holding most of it, -1 none
	req        bool     // that segment is a requirement
}

// place gives the reader's requirements' character spans as the eval does.
func place(d *groundtruth.Doc, rs []rawReq) [][2]int {
	spans, _ := placeIdx(d, rs)
	return spans
}

// placeIdx is place with, for each span, the index in rs of the
// requirement it places (unplaced ones are left out).
func placeIdx(d *groundtruth.Doc, rs []rawReq) (out [][2]int, idx []int) {
	from := 0
	for i, r := range rs {
		if r.Off >= 0 && r.Off+len(r.Text) <= len(d.Text) && len(r.Text) > 0 {
			out = append(out, [2]int{d.Char(r.Off), d.Char(r.Off+len(r.Text)-1) + 1})
			idx = append(idx, i)
			from = r.Off
			continue
		}
		b := groundtruth.FindLoose(d.Text, r.Text, from)
		if b < 0 {
			b = groundtruth.FindLoose(d.Text, r.Text, 0)
		}
		if b < 0 {
			continue
		}
		st := d.Char(b)
		out = append(out, [2]int{st, st + len([]rune(r.Text))})
		idx = append(idx, i)
		from = b
	}
	return out, idx
}

// splitUnits gives a document's units in byte spans, each with its kind
// and heading path: split.go's plain splitter (spec.SplitterUnits), of
// which this file held a copy until the splitter was the package's (the
// same units on every tuning document through round 36).
func splitUnits(text string) (us []unit) {
	for _, u := range spec.SplitterUnits(text) {
		us = append(us, unit{start: u.From, end: u.To, kind: u.Kind, head: u.Head})
	}
	return us
}

// units joins the reader's spans (read) and the splitter's units that do not
// overlap one (dropped), in character offsets, sorted.
func units(d *groundtruth.Doc, f *groundtruth.File, rs []rawReq) []unit {
	read := place(d, rs)
	gen := splitUnits(d.Text)
	for i := range gen {
		gen[i].start, gen[i].end = d.Char(gen[i].start), d.Char(gen[i].end)
	}
	// kinds and paths of the reader's spans: the generic unit holding their start
	var us []unit
	for _, r := range read {
		u := unit{start: r[0], end: r[1], read: true, kind: "text"}
		for _, g := range gen {
			if g.start <= r[0] && r[0] < g.end || g.start >= r[0] && g.start < r[1] {
				u.kind, u.head = g.kind, g.head
				break
			}
		}
		us = append(us, u)
	}
	sort.Slice(read, func(i, j int) bool { return read[i][0] < read[j][0] })
	for _, g := range gen {
		k := sort.Search(len(read), func(i int) bool { return read[i][1] > g.start })
		hit := false
		for ; k < len(read) && read[k][0] < g.end; k++ {
			if overlapN(read[k][0], read[k][1], g.start, g.end) > 0 {
				hit = true
				break
			}
		}
		if !hit {
			us = append(us, g)
		}
	}
	sort.SliceStable(us, func(i, j int) bool { return us[i].start < us[j].start })
	for i := range us {
		us[i].text = d.Slice(us[i].start, us[i].end)
		best := segOf(f, us[i].start, us[i].end)
		us[i].seg = best
		if best >= 0 {
			us[i].req = f.Segments[best].Req
		}
	}
	return us
}

func overlapN(a0, a1, b0, b1 int) int { return max(0, min(a1, b1)-max(a0, b0)) }

const dim = 1 << 20

func roundOf(doc string) int {
	p, _, _ := strings.Cut(doc, "/")
	if n, err := strconv.Atoi(strings.TrimPrefix(p, "round")); err == nil && strings.HasPrefix(p, "round") {
		return n
	}
	return 0 // pure, fresh, gocreator, own
}

var (
	wordRe  = regexp.MustCompile(`[A-Za-z][A-Za-z'-]*|\d+`)
	idStart = regexp.MustCompile(`^[\s*#\[|` + "`" + `_-]*([A-Z][A-Za-z]{0,6}[-_ ]?\d+(\.\d+)*[a-z]?)\b`)
	numSt   = regexp.MustCompile(`^[\s*#|-]*\d+(\.\d+)*[.)]?\s`)
	modals  = map[string]bool{"shall": true, "must": true, "should": true, "will": true, "may": true, "can": true, "cannot": true, "could": true}
	useTags = os.Getenv("LEARNEXP_TAGS") == "1"
)

func hashf(s string) uint32 {
	h := fnv.New32a()
	h.Write([]byte(s))
	return h.Sum32() % dim
}

func words(s string) []string {
	ws := wordRe.FindAllString(s, -1)
	for i, w := range ws {
		ws[i] = lang.Lemma(strings.ToLower(w))
	}
	return ws
}

// textFeatures: what the unit says, its container, its section's words.
func textFeatures(u unit) []string {
	var fs []string
	add := func(s string) { fs = append(fs, s) }
	add("bias")
	add("k=" + u.kind)
	t := u.text
	if len(t) > 600 {
		t = t[:600]
	}
	ws := words(t)
	seen := map[string]bool{}
	modal := false
	for _, w := range ws {
		if !seen[w] {
			seen[w] = true
			add("w=" + w)
		}
		modal = modal || modals[w]
	}
	for j := 0; j+1 < len(ws) && j < 8; j++ {
		add("b=" + ws[j] + "_" + ws[j+1])
	}
	if len(ws) > 0 {
		add("f=" + ws[0])
	}
	if len(ws) > 1 {
		add("f2=" + ws[0] + "_" + ws[1])
	}
	lb := 0
	for x := len(ws); x > 0; x >>= 1 {
		lb++
	}
	add(fmt.Sprintf("len=%d", lb))
	add(fmt.Sprintf("k=%s|len=%d", u.kind, lb))
	add(fmt.Sprintf("modal=%v", modal))
	add(fmt.Sprintf("k=%s|modal=%v", u.kind, modal))
	if idStart.MatchString(t) {
		add("id")
		add("k=" + u.kind + "|id")
	}
	if numSt.MatchString(t) {
		add("num")
	}
	tt := strings.TrimSpace(strings.Trim(t, "*_ |"))
	switch {
	case strings.HasSuffix(tt, ":"):
		add("end=colon")
	case strings.HasSuffix(tt, "?"):
		add("end=question")
	case strings.HasSuffix(tt, "."):
		add("end=period")
	}
	if strings.Contains(t, "|") {
		add(fmt.Sprintf("cells=%d", min(strings.Count(t, "|"), 8)))
	}
	if strings.ToUpper(t) == t {
		add("caps")
	}
	lt := strings.ToLower(t)
	for _, c := range []string{"as a", "i want", "so that", "given", "when", "then", "http", "](", "tbd", "e.g.", "for example", "note"} {
		if strings.Contains(lt, c) {
			add("has=" + c)
		}
	}
	if useTags {
		toks := lang.Tokenize(t)
		lang.Tag(t, toks)
		verb, noun := -1, -1
		for j, tk := range toks {
			tg := tk.Tag()
			if j < 3 {
				add(fmt.Sprintf("t%d=%s", j, tg))
			}
			if strings.HasPrefix(tg, "VB") && verb < 0 {
				verb = j
				add("v=" + tk.Lemma())
				add("vt=" + tg)
			}
			if strings.HasPrefix(tg, "NN") && noun < 0 {
				noun = j
			}
		}
		switch {
		case verb < 0:
			add("noverb")
		case noun >= 0 && noun < verb:
			add("noun-verb")
		case verb == 0:
			add("verb-first")
		}
	}
	if len(u.head) > 0 {
		h := u.head[len(u.head)-1]
		for _, w := range words(h) {
			add("h=" + w)
		}
		if idStart.MatchString(h) || numSt.MatchString(h+" ") {
			add("h=numbered")
		}
		for _, hh := range u.head[:len(u.head)-1] {
			for _, w := range words(hh) {
				add("hp=" + w)
			}
		}
	} else {
		add("h=none")
	}
	return fs
}

func bucket(p float64) int { return int(p * 5) }

// stackFeatures: the unit's text features and its neighbours' decisions —
// the first model's scores of the units around it and the reader's.
func stackFeatures(us []unit, tf [][]string, p1 []float64, i int, withOwnRead bool) []uint32 {
	fs := append([]string(nil), tf[i]...)
	nb := func(j int, name string) {
		if j < 0 || j >= len(us) {
			fs = append(fs, name+"=none")
			return
		}
		fs = append(fs, fmt.Sprintf("%s=%d", name, bucket(p1[j])))
		fs = append(fs, fmt.Sprintf("%sr=%v", name, us[j].read))
		fs = append(fs, fmt.Sprintf("%sk=%s|%s", name, us[j].kind, us[i].kind))
	}
	nb(i-1, "prev")
	nb(i+1, "next")
	fs = append(fs, fmt.Sprintf("self=%d", bucket(p1[i])))
	// the section: units under the same innermost heading
	sum, n, rd := 0.0, 0, 0
	for j := i - 1; j >= 0 && j > i-40 && sameHead(us[j], us[i]); j-- {
		sum, n = sum+p1[j], n+1
		if us[j].read {
			rd++
		}
	}
	for j := i + 1; j < len(us) && j < i+40 && sameHead(us[j], us[i]); j++ {
		sum, n = sum+p1[j], n+1
		if us[j].read {
			rd++
		}
	}
	if n > 0 {
		fs = append(fs, fmt.Sprintf("sec=%d", bucket(sum/float64(n))))
		fs = append(fs, fmt.Sprintf("secr=%d", bucket(float64(rd)/float64(n))))
	} else {
		fs = append(fs, "sec=none")
	}
	if withOwnRead {
		fs = append(fs, fmt.Sprintf("r=%v", us[i].read), fmt.Sprintf("k=%s|r=%v", us[i].kind, us[i].read))
	}
	return hashAll(fs)
}

func sameHead(a, b unit) bool {
	if len(a.head) != len(b.head) {
		return false
	}
	return len(a.head) == 0 || a.head[len(a.head)-1] == b.head[len(b.head)-1]
}

func hashAll(fs []string) []uint32 {
	out := make([]uint32, len(fs))
	for j, f := range fs {
		out[j] = hashf(f)
	}
	return out
}

type model struct{ w []float64 }

func sigmoid(z float64) float64 { return 1 / (1 + math.Exp(-z)) }

func (m *model) score(fs []uint32) float64 {
	z := 0.0
	for _, f := range fs {
		z += m.w[f]
	}
	return sigmoid(z)
}

// train is logistic regression by SGD, weights averaged: split.bin's
// trainer (sgdLogistic) in 2^20 buckets, with math.Exp as measured.
func train(xs [][]uint32, ys []bool, epochs int) *model {
	return &model{sgdLogistic(xs, ys, dim, epochs, math.Exp)}
}

type tally struct{ req, read, non, nonRead, docs, docsLow int }

func (t tally) String() string {
	return fmt.Sprintf("%d/%d (%.3f) | %d/%d (%.3f) | %d/%d", t.read, t.req, float64(t.read)/float64(max(1, t.req)), t.nonRead, t.non, float64(t.nonRead)/float64(max(1, t.non)), t.docsLow, t.docs)
}

func (t *tally) addT(o tally) {
	t.req += o.req
	t.read += o.read
	t.non += o.non
	t.nonRead += o.nonRead
	t.docs += o.docs
	t.docsLow += o.docsLow
}

// score counts a document's labelled segments read by the chosen units.
func score(f *groundtruth.File, us []unit, pick func(i int) bool) tally {
	got := segsGot(f, us, pick)
	var t tally
	for i, sg := range f.Segments {
		if sg.Req {
			t.req++
			if got[i] {
				t.read++
			}
		} else {
			t.non++
			if got[i] {
				t.nonRead++
			}
		}
	}
	t.docs = 1
	if t.req > 0 && float64(t.read) < 0.9*float64(t.req) {
		t.docsLow = 1
	}
	return t
}

// ceiling: labelled requirements some unit is given to, or whose start
// falls inside a unit.
func ceilingStrict(f *groundtruth.File, us []unit) (in int) {
	got := segsGot(f, us, func(int) bool { return true })
	for i, sg := range f.Segments {
		if sg.Req && got[i] {
			in++
		}
	}
	return in
}

func ceiling(f *groundtruth.File, us []unit) (in, all int) {
	for _, sg := range f.Segments {
		if !sg.Req {
			continue
		}
		all++
		for _, u := range us {
			if u.start <= sg.Start && sg.Start < u.end || u.seg >= 0 && f.Segments[u.seg].Start == sg.Start {
				in++
				break
			}
		}
	}
	return
}

type docU struct {
	f  *groundtruth.File
	us []unit
	tf [][]string
	p1 []float64 // first model (text only), out of fold on training documents
	p2 []float64 // stacked model
}

type system struct {
	name string
	pick func(d *docU, i int) bool
}

// roundDocs gives the tuning documents of the rounds up to R with the
// units of the reader whose requirements rs holds and their text
// features: round R's to test, the earlier rounds' to train.
func roundDocs(set *groundtruth.Set, R int, rs map[string][]rawReq) (trainD, testD []*docU) {
	for _, f := range set.Files {
		r := roundOf(f.Document)
		if r > R {
			continue
		}
		d := &docU{f: f, us: units(set.Docs[f.Document], f, rs[f.Document])}
		for _, u := range d.us {
			d.tf = append(d.tf, textFeatures(u))
		}
		if r == R {
			testD = append(testD, d)
		} else {
			trainD = append(trainD, d)
		}
	}
	return trainD, testD
}

// fitText trains the first model (text only) on the labelled units of ds.
func fitText(ds []*docU) *model {
	var xs [][]uint32
	var ys []bool
	for _, d := range ds {
		for i, u := range d.us {
			if u.seg >= 0 {
				xs = append(xs, hashAll(d.tf[i]))
				ys = append(ys, u.req)
			}
		}
	}
	return train(xs, ys, 6)
}

// scoreText gives d's units m's scores as the first model's (p1).
func (d *docU) scoreText(m *model) {
	d.p1 = make([]float64, len(d.us))
	for i := range d.us {
		d.p1[i] = m.score(hashAll(d.tf[i]))
	}
}

// textScores gives the training documents out-of-fold first-model scores
// (5 folds by document: trainD[j] is scored by the model of fold j%5,
// trained on the other folds) and the test documents those of the model
// trained on all of trainD. It returns the fold models.
func textScores(trainD, testD []*docU) []*model {
	folds := make([]*model, 5)
	for k := range folds {
		var in []*docU
		for j, d := range trainD {
			if j%5 != k {
				in = append(in, d)
			}
		}
		folds[k] = fitText(in)
		for j, d := range trainD {
			if j%5 == k {
				d.scoreText(folds[k])
			}
		}
	}
	m1 := fitText(trainD)
	for _, d := range testD {
		d.scoreText(m1)
	}
	return folds
}

func run(set *groundtruth.Set, args []string) error {
	from, _ := strconv.Atoi(args[0])
	to, _ := strconv.Atoi(args[1])
	today, err := readDump("today")
	if err != nil {
		return err
	}
	var systems []system
	systems = append(systems, system{"reader on arrival", func(d *docU, i int) bool { return d.us[i].read }})
	for _, th := range []float64{0.3, 0.5, 0.7, 0.9} {
		systems = append(systems, system{fmt.Sprintf("text model alone p>=%.1f", th), func(d *docU, i int) bool { return d.p1[i] >= th }})
	}
	for _, th := range []float64{0.3, 0.5, 0.7, 0.9} {
		systems = append(systems, system{fmt.Sprintf("stacked model alone p>=%.1f", th), func(d *docU, i int) bool { return d.p2[i] >= th }})
	}
	for _, which := range []string{"text", "stacked"} {
		for _, lo := range []float64{0, 0.05, 0.1, 0.2} {
			for _, hi := range []float64{0.5, 0.7, 0.8, 0.9, 0.95} {
				w := which
				systems = append(systems, system{fmt.Sprintf("reader + %s model: adds p>=%.2f, removes p<%.2f", which, hi, lo), func(d *docU, i int) bool {
					p := d.p1[i]
					if w == "stacked" {
						p = d.p2[i]
					}
					if d.us[i].read {
						return p >= lo
					}
					return p >= hi
				}})
			}
		}
	}
	total := make([]tally, len(systems))
	var todayT tally
	for R := from; R <= to; R++ {
		arr, err := arrivalReqs(R)
		if err != nil {
			return err
		}
		trainD, testD := roundDocs(set, R, arr)
		textScores(trainD, testD)
		var xs [][]uint32
		var ys []bool
		for _, d := range trainD {
			for i, u := range d.us {
				if u.seg >= 0 {
					xs = append(xs, stackFeatures(d.us, d.tf, d.p1, i, false))
					ys = append(ys, u.req)
				}
			}
		}
		m2 := train(xs, ys, 6)
		res := make([]tally, len(systems))
		var tdy tally
		var cin, call, cstrict, cgen int
		var lows []string
		for _, d := range testD {
			a, b := ceiling(d.f, d.us)
			cin, call = cin+a, call+b
			cstrict += ceilingStrict(d.f, d.us)
			gs := units(set.Docs[d.f.Document], d.f, nil)
			cgen += ceilingStrict(d.f, gs)
			d.p2 = make([]float64, len(d.us))
			for i := range d.us {
				d.p2[i] = m2.score(stackFeatures(d.us, d.tf, d.p1, i, false))
			}
			for k, s := range systems {
				res[k].addT(score(d.f, d.us, func(i int) bool { return s.pick(d, i) }))
			}
			tu := units(set.Docs[d.f.Document], d.f, today[d.f.Document])
			tdy.addT(score(d.f, tu, readOnly(tu)))
			ra := score(d.f, d.us, readOnly(d.us))
			if ra.req > 0 && float64(ra.read) < 0.9*float64(ra.req) {
				line := fmt.Sprintf("  below 0.90 on arrival: %s %s", d.f.Document, ra)
				for _, th := range []float64{0.5, 0.9} {
					t := score(d.f, d.us, func(i int) bool { return d.us[i].read || d.p1[i] >= th })
					line += fmt.Sprintf(" | +adds %.1f: %d/%d, %d", th, t.read, t.req, t.nonRead)
				}
				t := score(d.f, d.us, func(i int) bool { return d.us[i].read && d.p1[i] >= 0.2 || !d.us[i].read && d.p1[i] >= 0.9 })
				line += fmt.Sprintf(" | adds 0.9 removes 0.2: %d/%d, %d", t.read, t.req, t.nonRead)
				line += fmt.Sprintf(" | one unit each %d", ceilingStrict(d.f, d.us))
				lows = append(lows, line)
			}
		}
		total[0].docs += 0
		todayT.addT(tdy)
		fmt.Printf("\n## round %d (train %d documents, test %d); ceiling %d/%d (%.3f), one unit each %d (%.3f), splitter's units alone %d (%.3f); reader today %s\n", R, len(trainD), len(testD), cin, call, float64(cin)/float64(max(1, call)), cstrict, float64(cstrict)/float64(max(1, call)), cgen, float64(cgen)/float64(max(1, call)), tdy)
		fmt.Println(strings.Join(lows, "\n"))
		for k, s := range systems {
			fmt.Printf("| %d | %s | %s |\n", R, s.name, res[k])
			total[k].addT(res[k])
		}
	}
	fmt.Printf("\n## rounds %d-%d; reader today %s\n", from, to, todayT)
	for k, s := range systems {
		fmt.Printf("| all | %s | %s |\n", s.name, total[k])
	}
	return nil
}

// fine: the splitter's units, a text model over them, and a reader whose
// spans the model may split into those units, add to, or remove.
type fineDoc struct {
	*docU         // the splitter's units (us), their features, the model's scores (p1)
	spans []unit  // the reader's (read) spans
	in    [][]int // fine units inside each span (by most overlap)
	free  []bool  // fine unit overlaps no span
}

func scoreSpans(f *groundtruth.File, spans [][2]int) tally {
	var us []unit
	for _, s := range spans {
		us = append(us, unit{seg: segOf(f, s[0], s[1])})
	}
	return score(f, us, func(int) bool { return true })
}

func runFine(set *groundtruth.Set, args []string) error {
	from, _ := strconv.Atoi(args[0])
	to, _ := strconv.Atoi(args[1])
	withRead := len(args) > 2 && args[2] == "read"
	type cfg struct{ split, add, lo float64 }
	var cfgs []cfg
	if os.Getenv("LEARNEXP_SPLITALONE") == "1" { // generation 35: the split alone
		for _, s := range []float64{2, 0.7, 0.8, 0.9, 0.95} {
			cfgs = append(cfgs, cfg{s, 2, 0})
		}
	} else {
		for _, s := range []float64{2, 0.5, 0.7, 0.9} { // 2: never split
			for _, a := range []float64{2, 0.8, 0.9, 0.95} {
				for _, lo := range []float64{0, 0.1, 0.2} {
					cfgs = append(cfgs, cfg{s, a, lo})
				}
			}
		}
	}
	total := make([]tally, len(cfgs))
	for R := from; R <= to; R++ {
		arr, err := arrivalReqs(R)
		if err != nil {
			return err
		}
		var trainD, testD []*fineDoc
		for _, f := range set.Files {
			r := roundOf(f.Document)
			if r > R {
				continue
			}
			d := set.Docs[f.Document]
			fd := &fineDoc{docU: &docU{f: f}}
			for _, s := range place(d, arr[f.Document]) {
				fd.spans = append(fd.spans, unit{start: s[0], end: s[1], read: true})
			}
			fd.us = units(d, f, nil)
			sort.Slice(fd.spans, func(i, j int) bool { return fd.spans[i].start < fd.spans[j].start })
			fd.in = make([][]int, len(fd.spans))
			fd.free = make([]bool, len(fd.us))
			for i := range fd.us {
				u := &fd.us[i]
				best, most := -1, 0
				for j, s := range fd.spans {
					if o := overlapN(u.start, u.end, s.start, s.end); o > most {
						best, most = j, o
					}
				}
				if best >= 0 {
					fd.in[best] = append(fd.in[best], i)
					u.read = true
				} else {
					fd.free[i] = true
				}
				fs := textFeatures(*u)
				if withRead {
					fs = append(fs, fmt.Sprintf("r=%v", u.read), fmt.Sprintf("k=%s|r=%v", u.kind, u.read))
				}
				fd.tf = append(fd.tf, fs)
			}
			if r == R {
				testD = append(testD, fd)
			} else {
				trainD = append(trainD, fd)
			}
		}
		ds := make([]*docU, len(trainD))
		for j, d := range trainD {
			ds[j] = d.docU
		}
		m := fitText(ds)
		res := make([]tally, len(cfgs))
		for _, d := range testD {
			d.scoreText(m)
			var perDoc []string // the split alone: a document's figures where a threshold changes them
			for k, c := range cfgs {
				var out [][2]int
				for j, s := range d.spans {
					var hi []int
					maxp := 0.0
					for _, i := range d.in[j] {
						maxp = max(maxp, d.p1[i])
						if d.p1[i] >= c.split {
							hi = append(hi, i)
						}
					}
					if len(d.in[j]) > 0 && maxp < c.lo {
						continue
					}
					if len(hi) >= 2 {
						for _, i := range hi {
							out = append(out, [2]int{d.us[i].start, d.us[i].end})
						}
						continue
					}
					out = append(out, [2]int{s.start, s.end})
				}
				for i, u := range d.us {
					if d.free[i] && d.p1[i] >= c.add {
						out = append(out, [2]int{u.start, u.end})
					}
				}
				t := scoreSpans(d.f, out)
				res[k].addT(t)
				perDoc = append(perDoc, fmt.Sprintf("%d/%d, %d", t.read, t.req, t.nonRead))
				if c.split == 0.9 && c.add == 2 && c.lo == 0 {
					base := scoreSpans(d.f, func() (o [][2]int) {
						for _, s := range d.spans {
							o = append(o, [2]int{s.start, s.end})
						}
						return
					}())
					if base.req > 0 && float64(base.read) < 0.9*float64(base.req) {
						fmt.Printf("  below 0.90 on arrival: %s %d/%d, %d | split 0.9: %d/%d, %d\n", d.f.Document, base.read, base.req, base.nonRead, t.read, t.req, t.nonRead)
					}
				}
			}
			if os.Getenv("LEARNEXP_SPLITALONE") == "1" {
				for _, x := range perDoc[1:] {
					if x != perDoc[0] {
						fmt.Printf("  changed: %s | on arrival, split 0.7, 0.8, 0.9, 0.95: %s\n", d.f.Document, strings.Join(perDoc, " | "))
						break
					}
				}
			}
		}
		for k, c := range cfgs {
			fmt.Printf("| %d | split>=%.2f add>=%.2f remove<%.2f | %s |\n", R, c.split, c.add, c.lo, res[k])
			total[k].addT(res[k])
		}
	}
	for k, c := range cfgs {
		fmt.Printf("| all | split>=%.2f add>=%.2f remove<%.2f | %s |\n", c.split, c.add, c.lo, total[k])
	}
	return nil
}
