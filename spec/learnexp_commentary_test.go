//go:build learnexp

// Reader generation 103's count (BENCHMARKS.md, "Reader generation 103"):
// which non-requirements does the reader read as requirements, by a
// property of the sentence — no modal or requirement verb, no system or
// actor subject, an evaluative or explanatory construction, a label in bold
// that is a clause (an aside: "**What this is really about:**"), first or
// second person, a sentence about the document itself, a table row — and
// what would a rule on each property (alone or together with another)
// cost in labelled requirements read? On learnexp_test.go's dumps:
//
//	D=/tmp/r103/lx; mkdir -p $D; cp /work/labels/arrival/dumps3/reqs-*.json $D/
//	export LEARNEXP_DIR=$D CLARIGRAPH_CORPUS=/work/labels/ctune-r
//	go test -tags learnexp -run TestLearnexpExport ./spec
//	LEARNEXP_NAME=today go test -tags learnexp -run TestLearnexpDump ./spec
//	go test -tags learnexp -run TestLearnexpCommentary -v ./spec
//	# LEARNEXP_CM_SHOW=<rule substring> prints each segment a rule removes or loses
//
// A segment is read when a unit of the dump is given to it, as clarify eval
// gives it; a rule removes it (a non-requirement) or loses it (a
// requirement) when every unit given to it holds the rule's property. TODAY
// is today's reader over all tuning, split into OLD (rounds up to 57 and
// the rest) and RECENT (rounds 58–64); ARRIVAL the reader on arrival of
// each of rounds 36–62.
package spec_test

import (
	"fmt"
	"os"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"
)

var (
	cmModal = regexp.MustCompile(`(?i)\b(shall|must|will|should|may|can|cannot|could|would|might|required to|has to|have to|needs? to|is to|are to|won't|can't|ability|able to|allows?|enables?|lets?|supports?|provides?)\b`)
	// an evaluative or explanatory construction: what something is, means
	// or is about, rather than what it does
	cmEval = regexp.MustCompile(`(?i)(\breally\b|\bactually\b|\bin other words\b|\bwhat (it|this|that) (represents|means|is)\b|\bis (all |really )?about\b|\bthe (point|idea|reason|goal|aim) (is|here)\b|\bthis means\b|\bwhich means\b|\bmatters?\b|\bis (not )?(a|an|the) (\w+ )?(requirement|feature|problem|issue|point|friction|question|decision|choice|trade-?off|concern)\b|\bunderrated\b|\b(worst|best) possible\b|\bsignals?\b|\bis (\w+ )?(important|critical|essential|crucial|key)\b|\bbecause\b)`)
	// a label in bold that is a clause or a question: an aside
	cmAside = regexp.MustCompile(`(?i)^\s*(?:[-*+]\s+)?\*\*(?:what|why|how|who|where|when|the (?:point|idea|catch|twist))\b[^*]{0,80}\*\*`)
	cmFirst = regexp.MustCompile(`\b(we|We|our|Our|us|I|my|My|you|You|your|Your)\b`)
	cmDoc   = regexp.MustCompile(`(?i)\b(this|the present|the following|each) (document|srs|section|specification|spec|chapter|story|stories|epic|report|table|list|framework|dimension)\b`)
	cmRow   = regexp.MustCompile(`^\s*\|`)
	// a subject that is the system, a part of it or an actor
	cmSubj = regexp.MustCompile(`(?i)^\s*(?:[-*+]\s+|\d+[.)]\s+)?(?:\*\*[^*]{1,60}\*\*:?\s*)?(?:[A-Z]{1,6}[-_]?\d[\w.-]*:?\s*)?(?:the |a |an |each |every |all |any |only |authenticated |registered |logged-in )?(system|app|application|product|platform|service|server|software|tool|website|site|api|backend|back-end|frontend|front-end|ui|interface|database|db|module|component|page|screen|dashboard|user|users|admin|admins|administrator|customer|customers|client|clients|player|players|staff|manager|operator|owner|owners|member|members|student|students|visitor|visitors|guest|guests|it)\b`)
	cmID   = regexp.MustCompile(`\b[A-Z]{1,6}[-_]?\d`)
)

type cmRule struct {
	name string
	hit  func(u string) bool
	seg  bool // weighed on the labelled segment's text, not the units'
}

var cmRules = []cmRule{
	{"no modal or requirement verb", func(u string) bool { return !cmModal.MatchString(u) }, false},
	{"no system or actor subject", func(u string) bool { return !cmSubj.MatchString(u) }, false},
	{"no modal, no subject", func(u string) bool { return !cmModal.MatchString(u) && !cmSubj.MatchString(u) }, false},
	{"evaluative / explanatory", func(u string) bool { return cmEval.MatchString(u) }, false},
	{"evaluative, no modal", func(u string) bool { return cmEval.MatchString(u) && !cmModal.MatchString(u) }, false},
	{"evaluative, no modal, no subject", func(u string) bool {
		return cmEval.MatchString(u) && !cmModal.MatchString(u) && !cmSubj.MatchString(u)
	}, false},
	{"evaluative, no modal, no ID", func(u string) bool {
		return cmEval.MatchString(u) && !cmModal.MatchString(u) && !cmID.MatchString(u)
	}, false},
	{"aside label (bold clause)", func(u string) bool { return cmAside.MatchString(u) }, false},
	{"aside label, no modal", func(u string) bool { return cmAside.MatchString(u) && !cmModal.MatchString(u) }, false},
	{"first/second person", func(u string) bool { return cmFirst.MatchString(u) }, false},
	{"first/second person, no modal", func(u string) bool { return cmFirst.MatchString(u) && !cmModal.MatchString(u) }, false},
	{"first/second person, no modal, no subject", func(u string) bool {
		return cmFirst.MatchString(u) && !cmModal.MatchString(u) && !cmSubj.MatchString(u)
	}, false},
	{"the document itself", func(u string) bool { return cmDoc.MatchString(u) }, false},
	{"the document itself, no modal", func(u string) bool { return cmDoc.MatchString(u) && !cmModal.MatchString(u) }, false},
	{"table row, no modal, no subject", func(u string) bool {
		return cmRow.MatchString(u) && !cmModal.MatchString(u) && !cmSubj.MatchString(u)
	}, false},
	// the rule built (spec/paragraph.go, asideLabel): a paragraph that
	// opens with a label asking what the text is about or means, or why,
	// without shall or must
	{"built: a paragraph under an aside label", func(s string) bool {
		return cmAsideBuilt.MatchString(s) && !nrStrong.MatchString(s)
	}, true},
}

var cmAsideBuilt = regexp.MustCompile(`(?i)^\*\*(why\b(?:[^*?\n]*[^*?\n:])?|what\b[^*?\n]* (?:about|means|mean|represents|matters)):?\*\*:?`)

// cmClass is the first property, in this order, a non-requirement's unit
// has: one class each.
func cmClass(u string) string {
	switch {
	case cmAside.MatchString(u):
		return "aside label"
	case cmEval.MatchString(u) && !cmModal.MatchString(u):
		return "evaluative, no modal"
	case cmDoc.MatchString(u):
		return "the document itself"
	case cmFirst.MatchString(u) && !cmModal.MatchString(u):
		return "first/second person, no modal"
	case cmRow.MatchString(u):
		return "table row"
	case !cmModal.MatchString(u) && !cmSubj.MatchString(u):
		return "no modal, no subject"
	case !cmModal.MatchString(u):
		return "no modal, a subject"
	case !cmSubj.MatchString(u):
		return "a modal, no subject"
	}
	return "a modal and a subject"
}

type cmAgg struct {
	n      int
	rounds map[string]bool
	docs   map[string]bool
}

func (a *cmAgg) add(r, d string) {
	if a.rounds == nil {
		a.rounds, a.docs = map[string]bool{}, map[string]bool{}
	}
	a.n++
	a.rounds[r], a.docs[d] = true, true
}

func (a *cmAgg) String() string {
	if a == nil {
		return "0"
	}
	return fmt.Sprintf("%d (%d / %d)", a.n, len(a.rounds), len(a.docs))
}

func TestLearnexpCommentary(t *testing.T) {
	set := learnexpSet(t)
	dump := dumpCache(t)
	show := os.Getenv("LEARNEXP_CM_SHOW")
	type cell struct{ removed, lost cmAgg }
	// part -> rule -> cell; part -> class -> non-requirements read
	rules := map[string]map[string]*cell{}
	classes := map[string]map[string]*cmAgg{}
	run := func(part string, pick func(r int) bool, reader func(r int) string) {
		rules[part], classes[part] = map[string]*cell{}, map[string]*cmAgg{}
		for _, f := range set.Files {
			r := roundOf(f.Document)
			if !pick(r) {
				continue
			}
			d := set.Docs[f.Document]
			rs := dump(reader(r))[f.Document]
			spans, idx := placeIdx(d, rs)
			bySeg := map[int][]string{}
			for k, p := range spans {
				if s := segOf(f, p[0], p[1]); s >= 0 {
					bySeg[s] = append(bySeg[s], rs[idx[k]].Text)
				}
			}
			rd := strconv.Itoa(r)
			for s, texts := range bySeg {
				req := f.Segments[s].Req
				if !req {
					k := cmClass(texts[0])
					if classes[part][k] == nil {
						classes[part][k] = &cmAgg{}
					}
					classes[part][k].add(rd, f.Document)
					if show == "class:"+k && part == "TODAY" {
						ln, _ := d.Position(f.Segments[s].Start)
						fmt.Printf("SHOW %s:%d %s %.160q\n", f.Document, ln, f.Segments[s].Category, texts[0])
					}
				}
				seg := d.Slice(f.Segments[s].Start, f.Segments[s].End)
				for _, ru := range cmRules {
					all := true
					if ru.seg {
						all = ru.hit(seg)
					}
					for _, u := range texts {
						if ru.seg {
							break
						}
						if !ru.hit(u) {
							all = false
							break
						}
					}
					if !all {
						continue
					}
					c := rules[part][ru.name]
					if c == nil {
						c = &cell{}
						rules[part][ru.name] = c
					}
					if req {
						c.lost.add(rd, f.Document)
					} else {
						c.removed.add(rd, f.Document)
					}
					if show != "" && ru.name == show && (part == "TODAY OLD" || part == "TODAY RECENT") {
						ln, _ := d.Position(f.Segments[s].Start)
						fmt.Printf("SHOW %s req=%v %s:%d %s %.160q\n", part, req, f.Document, ln, f.Segments[s].Category, texts[0])
					}
				}
			}
		}
	}
	today := func(int) string { return "today" }
	run("TODAY OLD", func(r int) bool { return r < 58 || r > 64 }, today)
	run("TODAY RECENT", func(r int) bool { return r >= 58 && r <= 64 }, today)
	run("ARRIVAL 36–62", func(r int) bool { return r >= 36 && r <= 62 }, func(r int) string { return strconv.Itoa(r) })
	parts := []string{"TODAY OLD", "TODAY RECENT", "ARRIVAL 36–62"}

	fmt.Printf("\n## Non-requirements read, by class (n (rounds / documents))\n| class | %s |\n|---|---:|---:|---:|\n", strings.Join(parts, " | "))
	var ks []string
	for k := range classes["TODAY OLD"] {
		ks = append(ks, k)
	}
	for k := range classes["TODAY RECENT"] {
		if classes["TODAY OLD"][k] == nil {
			ks = append(ks, k)
		}
	}
	sort.Strings(ks)
	for _, k := range ks {
		fmt.Printf("| %s | %s | %s | %s |\n", k, classes[parts[0]][k], classes[parts[1]][k], classes[parts[2]][k])
	}
	fmt.Printf("\n## Rules: non-requirements removed / requirements lost (n (rounds / documents))\n| rule | %s |\n|---|---|---|---|\n", strings.Join(parts, " | "))
	for _, ru := range cmRules {
		var cs []string
		for _, p := range parts {
			c := rules[p][ru.name]
			if c == nil {
				c = &cell{}
			}
			cs = append(cs, fmt.Sprintf("%s / %s", c.removed.String(), c.lost.String()))
		}
		fmt.Printf("| %s | %s |\n", ru.name, strings.Join(cs, " | "))
	}
}
