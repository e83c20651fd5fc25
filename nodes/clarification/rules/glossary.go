package rules

import (
	"context"
	"io/fs"
	"path"
	"slices"
	"strings"
	"sync"
	"unicode"

	"github.com/clarigraph/clarigraph/fcs"
	"github.com/clarigraph/clarigraph/nodes/clarification/lang"
)

//go:generate go run ./internal/genstandard standard

// standardTerms maps each standard term of standard/*.txt, lower case, to
// its class (the file's name): lists generated from maintained sources,
// each file's header naming its source and version (internal/genstandard).
// Read once per process.
var standardTerms = sync.OnceValue(func() map[string]string {
	out := map[string]string{}
	names, _ := fs.Glob(files, "standard/*.txt")
	for _, n := range names {
		data, _ := fs.ReadFile(files, n)
		for _, line := range strings.Split(string(data), "\n") {
			if line != "" && line[0] != '#' {
				out[line] = strings.TrimSuffix(path.Base(n), ".txt")
			}
		}
	}
	return out
})

// Term is a glossary finding: an acronym the requirements use that the
// specification does not define and that is no standard term of the
// field. It is reported apart from the ambiguities and asks no question:
// the fix is a glossary entry.
type Term struct {
	Term string `json:"term"`
	// Location, Excerpt and Offset are those of its first use, as in an
	// fcs.Ambiguity.
	Location    string `json:"location"`
	Excerpt     string `json:"excerpt"`
	Offset      int    `json:"offset"`
	Description string `json:"description"`
	Rule        string `json:"rule,omitempty"`
	// Requirements lists every requirement that uses it.
	Requirements []string `json:"requirements"`
}

// Glossary returns the undefined acronyms of spec (see Term). It reads
// the requirements and runs the glossary rule alone, not the whole report.
func (a *Analyzer) Glossary(ctx context.Context, spec *fcs.Specification) ([]Term, error) {
	var terms []*glossary
	for _, c := range a.rules {
		if c.Detector == "glossary" {
			terms = append(terms, &glossary{a: a, c: c, spec: spec, byTerm: map[string]int{}})
		}
	}
	err := a.read(ctx, spec, nil, func(_ int, r *req) {
		for _, g := range terms {
			g.add(r)
		}
	})
	if err != nil {
		return nil, err
	}
	out := []Term{}
	for _, g := range terms {
		out = append(out, g.out...)
	}
	return out, ctx.Err()
}

// acronym returns the acronym a word is ("ATMs" is ATM), or "".
func acronym(w string) string {
	w = strings.TrimSuffix(w, "s")
	upper, letters := 0, 0
	for _, c := range w {
		switch {
		case unicode.IsUpper(c):
			upper++
			letters++
		case unicode.IsLetter(c):
			return ""
		case !unicode.IsDigit(c) && c != '-':
			return ""
		}
	}
	if upper < 2 || letters > 8 || strings.Trim(w, "IVX") == "" {
		return "" // not an acronym, or a roman numeral
	}
	return w
}

// glossary finds the acronyms the requirements use and the specification
// neither defines nor counts among the standard terms: add reads the
// requirements one by one, in order; out holds what they use.
type glossary struct {
	a       *Analyzer
	c       *compiled
	spec    *fcs.Specification
	defined map[string]bool // read at the first requirement
	byTerm  map[string]int  // index into out
	out     []Term
}

func (g *glossary) add(r *req) {
	if g.defined == nil {
		g.defined = map[string]bool{}
		for _, d := range g.spec.Definitions {
			g.defined[strings.ToLower(strings.Fields(d.Term + " x")[0])] = true
		}
	}
	a, c, defined, byTerm := g.a, g.c, g.defined, g.byTerm
	if c.inScope(r) {
		for i, t := range r.toks {
			acr := acronym(t.Text())
			low := strings.ToLower(acr)
			if acr == "" || c.vocab[low] || a.known[low] || defined[low] || r.info[i] || r.code[i] || lang.FunctionWord(low) || lang.Word(low) || standardTerms()[low] != "" {
				continue // a word in capitals ("WHEN … THEN", "BOOKED"), code, a standard term
			}
			if s, e := t.Start(), t.End(); s > 0 && r.text[s-1] == '_' || e < len(r.text) && r.text[e] == '_' {
				continue // a part of an identifier ("CHECKED_IN")
			}
			if i+1 < len(r.toks) && r.toks[i+1].Number() && r.toks[i+1].Start() == t.End() && standardTerms()[low+r.toks[i+1].Text()] != "" {
				continue // "MP4": the tokens "MP" and "4"
			}
			if i > 0 && r.toks[i-1].Number() || i+1 < len(r.toks) && r.toks[i+1].Number() && strings.HasPrefix(r.toks[i+1].Punct(), "-") {
				continue // a unit after a figure ("10 MB"), an identifier ("FR-3")
			}
			if k, ok := byTerm[acr]; ok {
				if term := &g.out[k]; !slices.Contains(term.Requirements, r.id) {
					term.Requirements = append(term.Requirements, r.id)
				}
				continue
			}
			if definesAcronym(g.spec.Content, acr) {
				defined[low] = true
				continue
			}
			off := r.offset + t.Start()
			if r.offset < 0 {
				off = -1
			}
			byTerm[acr] = len(g.out)
			g.out = append(g.out, Term{Term: acr, Location: r.id, Excerpt: t.Text(), Offset: off,
				Description: c.describe(acr), Rule: c.Name, Requirements: []string{r.id}})
		}
	}
}

// definesAcronym reports whether the content spells an acronym out: "Final
// Clarified Specification (FCS)", "FCS (Final …)", a glossary line "FCS:
// …" or "FCS – …", or "FCS means|stands for …".
func definesAcronym(content, acr string) bool {
	for i := 0; ; {
		k := strings.Index(content[i:], acr)
		if k < 0 {
			return false
		}
		k += i
		i = k + len(acr)
		if k > 0 && isWordByte(content[k-1]) || i < len(content) && isWordByte(content[i]) && content[i] != 's' {
			continue
		}
		before := strings.TrimRight(content[:k], " \t")
		after := strings.TrimLeft(content[i:], " \t")
		switch {
		case strings.HasSuffix(before, "(") && len(strings.Fields(before)) > 1:
			return true // "… Specification (FCS)"
		case strings.HasPrefix(after, "("), strings.HasPrefix(after, "means "), strings.HasPrefix(after, "stands for"),
			strings.HasPrefix(after, "is short for"), strings.HasPrefix(after, "refers to"):
			return true
		case (strings.HasPrefix(after, ":") || strings.HasPrefix(after, "–") || strings.HasPrefix(after, "- ") || strings.HasPrefix(after, "|") || strings.HasPrefix(after, "=")) &&
			(k == 0 || strings.LastIndexAny(before, "\n|*") >= len(before)-3):
			return true // a glossary entry or table row
		}
	}
}

func isWordByte(b byte) bool {
	return b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' || b >= '0' && b <= '9'
}
