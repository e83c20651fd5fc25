//go:build learnexp

// Reader generation 88's count (BENCHMARKS.md, "Reader generation 88"):
// which labelled IDs did the reader on arrival of a round not keep, and of
// those, which does the document itself carry (its own label) and which
// are derived conventions? It reads the dumps learnexp_test.go describes.
//
//	D=/tmp/reader88; export LEARNEXP_DIR=$D CLARIGRAPH_CORPUS=/work/labels/ctune-r
//	# $D holds list.json and reqs-R.json for R = 41…60 and today
//	LEARNEXP_ROUNDS="41 60" go test -tags learnexp -run TestLearnexpIDMisses -v ./spec
//	LEARNEXP_IDS_READER=today ... # today's reader over every tuning document
//	LEARNEXP_IDS_SHOW=own/         # list the misses whose class starts so
//	LEARNEXP_IDS_SCHEME=1          # the dumped reader with ownSchemeIDs after it
package spec_test

import (
	"fmt"
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"unicode"

	"github.com/clarigraph/clarigraph/internal/groundtruth"
	"github.com/clarigraph/clarigraph/spec"
)

// idNorm is the eval's sameID normalisation.
func idNorm(s string) string {
	s = strings.ToLower(strings.TrimSpace(s))
	s = strings.TrimSuffix(s, ".")
	return strings.ReplaceAll(s, " ", "")
}

// alnum keeps letters and digits, lowered.
func alnum(s string) string {
	var b strings.Builder
	for _, r := range s {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			b.WriteRune(unicode.ToLower(r))
		}
	}
	return b.String()
}

// idNear is how far before a labelled requirement its own label may stand
// (a heading or a label line above it), in characters.
const idNear = 300

type idMiss struct {
	class, doc, want, got, ctx string
	round                      int
}

// classifyIDMiss gives the class of a labelled requirement seg whose ID the
// reader did not keep; gots are the IDs of the reader's requirements given
// to it (none: not read).
func classifyIDMiss(d *groundtruth.Doc, f *groundtruth.File, seg int, gots []string) string {
	sg := f.Segments[seg]
	if len(gots) == 0 {
		return "not read"
	}
	got := gots[0]
	near := strings.ToLower(d.Slice(max(0, sg.Start-idNear), sg.End))
	want := strings.ToLower(strings.TrimSuffix(strings.TrimSpace(sg.ID), "."))
	in := containsToken(near, want)
	if !in && strings.Contains(want, " ") {
		in = containsToken(strings.ReplaceAll(near, " ", ""), strings.ReplaceAll(want, " ", ""))
	}
	where := ""
	switch {
	case in:
		// where does it stand: opening the requirement, or above it
		open := strings.ToLower(d.Slice(sg.Start, min(sg.End, sg.Start+len([]rune(want))+12)))
		if containsToken(open, want) {
			where = "opens"
		} else if containsToken(strings.ToLower(d.Slice(sg.Start, sg.End)), want) {
			where = "inside"
		} else {
			where = "above"
		}
	case alnum(want) != "" && strings.Contains(alnum(near), alnum(want)):
		return "own, spelt otherwise in the text"
	default:
		if containsToken(strings.ToLower(d.Text), want) {
			return "derived/in the text far away"
		}
		return "derived/not in the text"
	}
	cls := "own(" + where + ")/"
	others := map[string]bool{}
	for _, s := range f.Segments {
		if s.ID != "" && s.ID != sg.ID {
			others[idNorm(s.ID)] = true
		}
	}
	g := idNorm(got)
	w := idNorm(sg.ID)
	base, _, hash := strings.Cut(got, "#")
	switch {
	case got == "":
		return cls + "no ID"
	case hash && idNorm(base) == "":
		return cls + "#k only"
	case alnum(got) == alnum(sg.ID):
		return cls + "other punctuation or case"
	case hash && idNorm(base) != w:
		if strings.HasPrefix(w, idNorm(base)) {
			return cls + "parent's ID #k"
		}
		return cls + "other ID #k"
	case strings.HasPrefix(w, g) && len(w) > len(g):
		return cls + "parent's ID"
	case strings.HasPrefix(g, w):
		return cls + "label's ID with more"
	case others[g]:
		return cls + "neighbour's ID"
	case strings.Contains(strings.ToLower(d.Text), strings.ToLower(got)):
		return cls + "another token of the text"
	}
	if generatedRe.MatchString(got) {
		return cls + "a generated R-n"
	}
	if digits(got) != "" && digits(got) == digits(sg.ID) {
		return cls + "the same number in another form"
	}
	return cls + "another ID"
}

var generatedRe = regexp.MustCompile(`^R-\d+$`)

func digits(s string) string {
	return strings.Map(func(r rune) rune {
		if r >= '0' && r <= '9' {
			return r
		}
		return -1
	}, s)
}

// containsToken reports whether s holds tok with no letter or digit
// touching it on either side.
func containsToken(s, tok string) bool {
	for from := 0; tok != ""; {
		i := strings.Index(s[from:], tok)
		if i < 0 {
			return false
		}
		i += from
		j := i + len(tok)
		okL := i == 0 || !isAlnumByte(s[i-1]) || !isAlnumByte(tok[0])
		okR := j == len(s) || !isAlnumByte(s[j]) || !isAlnumByte(tok[len(tok)-1])
		if okL && okR {
			return true
		}
		from = i + 1
	}
	return false
}

func isAlnumByte(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}

// TestLearnexpIDMisses counts, for each round R of LEARNEXP_ROUNDS, the
// labelled IDs the reader on arrival of R did not keep on R's documents,
// by class (or with LEARNEXP_IDS_READER=today, today's reader on every
// tuning document).
func TestLearnexpIDMisses(t *testing.T) {
	set := learnexpSet(t)
	lo, hi := roundRange(29, 35)
	readerName := os.Getenv("LEARNEXP_IDS_READER")
	get := dumpCache(t)
	var misses []idMiss
	withID, kept, twice := 0, 0, 0
	for _, f := range set.Files {
		R := roundOf(f.Document)
		name := readerName
		if name == "" {
			if R < lo || R > hi {
				continue
			}
			name = strconv.Itoa(R)
		}
		d := set.Docs[f.Document]
		rs := get(name)[f.Document]
		if os.Getenv("LEARNEXP_IDS_SCHEME") == "1" { // the reader with the learned scheme after it
			spans := make([][2]int, len(rs))
			ids := make([]string, len(rs))
			for k, r := range rs {
				spans[k], ids[k] = [2]int{r.Off, r.Off + len(r.Text)}, r.ID
			}
			ids = spec.OwnSchemeIDsAfter(d.Text, spans, ids)
			rs = append([]rawReq(nil), rs...)
			for k := range rs {
				rs[k].ID = ids[k]
			}
		}
		got := idsBySeg(d, f, rs)
		for i, sg := range f.Segments {
			if !sg.Req || sg.ID == "" {
				continue
			}
			withID++
			ok, tw := false, false
			for _, g := range got[i] {
				ok = ok || idNorm(g) == idNorm(sg.ID)
				if b, k, h := strings.Cut(g, "#"); h && k != "" && strings.Trim(k, "0123456789") == "" && idNorm(b) == idNorm(sg.ID) {
					tw = true
				}
			}
			switch {
			case ok:
				kept++
				continue
			case tw:
				twice++
				continue
			}
			g := ""
			if len(got[i]) > 0 {
				g = got[i][0]
			}
			ctx := ""
			if os.Getenv("LEARNEXP_IDS_CTX") != "" {
				ctx = strconv.Quote(d.Slice(max(0, sg.Start-160), sg.Start)) + " [[" + strconv.Quote(d.Slice(sg.Start, min(sg.End, sg.Start+80))) + "]]"
			}
			misses = append(misses, idMiss{classifyIDMiss(d, f, i, got[i]), f.Document, sg.ID, g, ctx, R})
		}
	}
	fmt.Printf("labelled with an ID %d, kept %d, with #k %d, missed %d\n", withID, kept, twice, len(misses))
	by := classCount{}
	add := func(k string, m idMiss) { by.add(k, m.doc, strconv.Itoa(m.round), 1) }
	for _, m := range misses {
		add(m.class, m)
		if c, _, ok := strings.Cut(m.class, "/"); ok {
			add(c+" (all)", m)
		}
		if strings.HasPrefix(m.class, "own") {
			add("own (all)", m)
		}
	}
	by.print("", "misses")
	if show := os.Getenv("LEARNEXP_IDS_SHOW"); show != "" {
		for _, m := range misses {
			if strings.HasPrefix(m.class, show) {
				fmt.Printf("%d\t%s\t%s\twant %q\tgot %q\t%s\n", m.round, m.class, m.doc, m.want, m.got, m.ctx)
			}
		}
	}
}
