package rules

import (
	"cmp"
	"context"
	"slices"
	"strings"
	"sync"

	"github.com/clarigraph/clarigraph/fcs"
)

// maxSpan bounds the length in tokens of a lexical finding (the longest
// pattern, or a feature phrase); containment is only checked this close.
const maxSpan = 16

// checkEvery is how many requirements are analysed between two checks of
// the context.
const checkEvery = 64

// Analyzer is the rule-based, deterministic and offline ambiguity
// analyzer. Build it once with New and reuse it: every pattern is compiled
// at New, and an Analyzer is safe for concurrent use.
type Analyzer struct {
	rules    []*compiledRule
	index    map[string][]patternRef
	wild     []patternRef // patterns whose first token is a wildcard
	features []*compiledRule
	cross    []*compiledRule
	lex      *lexicon
	// synGroups are the synonym groups of every DetectSynonym rule, in
	// table order, and synGroupOf indexes them by variant ("client",
	// "clients"; words joined by spaces): the first group naming it.
	synGroups  []*synGroup
	synGroupOf map[string]int
	err        error
}

// Option configures an Analyzer.
type Option func(*config)

type config struct {
	rules    []Rule
	custom   bool // WithRules replaced the default table
	disabled map[string]bool
	acronyms []string
	synonyms []string
}

// WithRules replaces the rule table (DefaultRules by default).
func WithRules(rules []Rule) Option {
	return func(c *config) { c.rules, c.custom = slices.Clone(rules), true }
}

// WithoutRules disables the named rules.
func WithoutRules(names ...string) Option {
	return func(c *config) {
		for _, n := range names {
			c.disabled[n] = true
		}
	}
}

// WithKnownAcronyms adds acronyms that need no definition (a project's own
// well-known terms) to every acronym rule's whitelist.
func WithKnownAcronyms(acronyms ...string) Option {
	return func(c *config) { c.acronyms = append(c.acronyms, acronyms...) }
}

// WithSynonyms adds synonym groups ("customer|client") to every synonym rule.
func WithSynonyms(groups ...string) Option {
	return func(c *config) { c.synonyms = append(c.synonyms, groups...) }
}

// New builds an Analyzer. An invalid rule table is reported by the first
// call to Analyze or Questions as a *RuleError. Without options it returns
// the analyzer of the default table, compiled once per process on first use
// (compiling the table takes milliseconds) and shared: an Analyzer is never
// modified after New.
func New(opts ...Option) *Analyzer {
	if len(opts) == 0 {
		return defaultAnalyzer()
	}
	return build(opts)
}

// defaultAnalyzer is the analyzer of the default rule table.
var defaultAnalyzer = sync.OnceValue(func() *Analyzer { return build(nil) })

func build(opts []Option) *Analyzer {
	cfg := &config{disabled: map[string]bool{}}
	for _, o := range opts {
		o(cfg)
	}
	if !cfg.custom {
		cfg.rules = DefaultRules() // built only when no table replaces it
	}
	a := &Analyzer{index: map[string][]patternRef{}, lex: newLexicon(), synGroupOf: map[string]int{}}
	names := map[string]bool{}
	for _, r := range cfg.rules {
		if cfg.disabled[r.Name] {
			continue
		}
		if err := r.validate(); err != nil {
			a.err = err
			return a
		}
		if names[r.Name] {
			a.err = &RuleError{Rule: r.Name, Reason: "duplicate name"}
			return a
		}
		names[r.Name] = true
		switch r.Detector {
		case DetectAcronym:
			r.Patterns = append(slices.Clone(r.Patterns), cfg.acronyms...)
		case DetectSynonym:
			r.Patterns = append(slices.Clone(r.Patterns), cfg.synonyms...)
		}
		c := compileRule(r, len(a.rules))
		if c.ex.numberDims != nil || c.ex.window || c.ex.numberBefore > 0 {
			c.ex.units = a.lex.units
		}
		a.rules = append(a.rules, c)
		if r.Detector == DetectSynonym {
			a.lex.addConcepts(c.synGroups)
			for gi := range c.synGroups {
				for _, v := range c.synGroups[gi].variants {
					if _, dup := a.synGroupOf[strings.Join(v, " ")]; !dup {
						a.synGroupOf[strings.Join(v, " ")] = len(a.synGroups)
					}
				}
				a.synGroups = append(a.synGroups, &c.synGroups[gi])
			}
		}
		switch {
		case r.Detector.crossRequirement():
			a.cross = append(a.cross, c)
		case r.Detector == DetectFeature:
			a.features = append(a.features, c)
		default:
			for _, p := range c.patterns {
				if wildcard(p[0]) {
					a.wild = append(a.wild, patternRef{rule: c, pattern: p})
					continue
				}
				a.index[p[0]] = append(a.index[p[0]], patternRef{rule: c, pattern: p})
			}
		}
	}
	return a
}

// Rules returns a copy of the analyzer's active rule table.
func (a *Analyzer) Rules() []Rule {
	out := make([]Rule, len(a.rules))
	for i, c := range a.rules {
		out[i] = c.Rule.clone()
	}
	return out
}

// Analyze finds the ambiguities in the requirements of spec (never in its
// headings or other sections). Findings are sorted by offset, type and
// rule, with one finding per span and type; a finding whose span lies
// inside another finding's span on the same requirement is dropped.
func (a *Analyzer) Analyze(ctx context.Context, spec *fcs.Specification) ([]fcs.Ambiguity, error) {
	docs, err := a.prepare(ctx, spec)
	if err != nil {
		return nil, err
	}
	var out []fcs.Ambiguity
	content := tokenize(spec.Content)
	terms := a.definedTerms(spec.Content)
	a.addNames(terms, content)
	a.addRecurring(terms, docs)
	for i, rd := range docs {
		if i%checkEvery == 0 {
			if err := ctx.Err(); err != nil {
				return nil, err
			}
		}
		out = append(out, a.findings(rd, pruneContained(terms.drop(rd.doc, a.lexicalHits(rd.doc))))...)
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	for _, c := range a.cross {
		var hits []crossHit
		switch c.Detector {
		case DetectConflict:
			hits = a.conflicts(docs, c)
		case DetectSynonym:
			hits = a.synonyms(docs, c)
		case DetectAcronym:
			hits = a.acronyms(spec.Content, content, docs, c)
		}
		for _, h := range hits {
			out = append(out, a.findings(docs[h.req], []hit{h.hit})...)
		}
		if err := ctx.Err(); err != nil {
			return nil, err
		}
	}
	out = finish(out)
	if err := fcs.CheckIDs(out, nil); err != nil {
		return nil, err
	}
	return out, nil
}

// offsetOK reports whether a requirement's text is at its offset, or its
// offset is -1: the text does not appear verbatim in the content (an
// escaped JSON string, a folded YAML scalar; see package spec).
func offsetOK(spec *fcs.Specification, r fcs.Requirement) bool {
	if r.Offset == -1 {
		return true
	}
	return r.Offset >= 0 && r.Offset+len(r.Text) <= len(spec.Content) && spec.Content[r.Offset:r.Offset+len(r.Text)] == r.Text
}

// findings turns hits on one requirement into ambiguities (without IDs).
func (a *Analyzer) findings(rd reqDoc, hits []hit) []fcs.Ambiguity {
	out := make([]fcs.Ambiguity, 0, len(hits))
	for _, h := range hits {
		start := rd.doc.tokens[h.from].start
		end := rd.doc.tokens[h.to-1].end
		excerpt := rd.doc.text[start:end]
		offset := rd.offset + start
		if rd.offset == -1 {
			offset = -1
		}
		out = append(out, fcs.Ambiguity{
			Type:        h.rule.Type,
			Location:    rd.id,
			Excerpt:     excerpt,
			Offset:      offset,
			Description: h.rule.describe(excerpt, h.other),
			Severity:    h.rule.Severity,
			Rule:        h.rule.Name,
		})
	}
	return out
}

// pruneContained drops hits whose token span lies strictly inside another
// hit's span ("appropriate" inside "as appropriate"). A feature span
// covers a whole noun phrase: it hides nothing, and it is dropped when it
// holds another finding ("have a modern look": the finding is "modern").
func pruneContained(hits []hit) []hit {
	if len(hits) < 2 {
		return hits
	}
	slices.SortStableFunc(hits, func(x, y hit) int { return cmp.Compare(x.from, y.from) })
	out := hits[:0:0]
	for i, h := range hits {
		inside := false
		// Spans are at most a few tokens long: only neighbours can nest.
		lo := i
		for lo > 0 && hits[lo-1].from >= h.from-maxSpan {
			lo--
		}
		for j := lo; j < len(hits) && hits[j].from <= h.from+maxSpan; j++ {
			o := hits[j]
			if i == j {
				continue
			}
			contains := func(x, y hit) bool { return x.from <= y.from && y.to <= x.to && (x.to-x.from) > (y.to-y.from) }
			if o.rule.Detector != DetectFeature && contains(o, h) {
				inside = true // "appropriate" inside "as appropriate"
			}
			if h.rule.Detector == DetectFeature && contains(h, o) {
				inside = true // the feature is qualified, if vaguely: report the qualifier
			}
			if inside {
				break
			}
		}
		if !inside {
			out = append(out, h)
		}
	}
	return out
}

// finish sorts, de-duplicates (one finding per span and type) and assigns IDs.
func finish(out []fcs.Ambiguity) []fcs.Ambiguity {
	slices.SortStableFunc(out, func(x, y fcs.Ambiguity) int {
		return cmp.Or(
			cmp.Compare(x.Offset, y.Offset),
			cmp.Compare(x.Type, y.Type),
			cmp.Compare(x.Rule, y.Rule),
			cmp.Compare(len(x.Excerpt), len(y.Excerpt)),
			cmp.Compare(x.Location, y.Location),
			cmp.Compare(x.Description, y.Description),
		)
	})
	type span struct {
		offset, length int
		typ            fcs.AmbiguityType
		loc            string // offsets of -1 repeat across requirements
	}
	kept := map[span]bool{}
	out = slices.DeleteFunc(out, func(x fcs.Ambiguity) bool {
		k := span{x.Offset, len(x.Excerpt), x.Type, x.Location}
		if kept[k] {
			return true
		}
		kept[k] = true
		return false
	})
	type triple struct {
		loc, excerpt string
		typ          fcs.AmbiguityType
	}
	seen := map[triple]int{}
	for i := range out {
		k := triple{out[i].Location, out[i].Excerpt, out[i].Type}
		out[i].ID = fcs.AmbiguityID(k.loc, k.typ, k.excerpt, seen[k])
		seen[k]++
	}
	return out
}
