package rules

import (
	"cmp"
	"context"
	"slices"
	"strings"
	"sync"

	"github.com/clarigraph/clarigraph/fcs"
	"github.com/clarigraph/clarigraph/nodes/clarification/lang"
)

// checkEvery is how many requirements are read between two checks of the
// context.
const checkEvery = 64

// Analyzer is the rule-based, deterministic and offline ambiguity
// analyzer. Build it once with New and reuse it: every pattern is compiled
// at New, and an Analyzer is safe for concurrent use.
type Analyzer struct {
	rules   []*compiled
	byName  map[string]*compiled
	vocab   map[string][]string
	bounds  []lang.Pattern // a number with a unit
	persons map[string]bool
	known   map[string]bool // acronyms that need no definition (WithKnownAcronyms)
	err     error
}

// Option configures an Analyzer.
type Option func(*config)

type config struct {
	rules    []Rule
	custom   bool
	disabled map[string]bool
	acronyms []string
	vocab    map[string][]string
}

// WithRules replaces the rules (DefaultRules by default).
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
// well-known terms) to the glossary's standard terms.
func WithKnownAcronyms(acronyms ...string) Option {
	return func(c *config) { c.acronyms = append(c.acronyms, acronyms...) }
}

// WithVocabulary replaces or adds a named vocabulary (an entry may be
// several words).
func WithVocabulary(name string, entries ...string) Option {
	return func(c *config) { c.vocab[name] = slices.Clone(entries) }
}

// New builds an Analyzer. An invalid rule is reported by the first call to
// Analyze or Questions as a *RuleError. Without options it returns the
// analyzer of the default rules, built once per process and shared: an
// Analyzer is never modified after New.
func New(opts ...Option) *Analyzer {
	if len(opts) == 0 {
		return defaultAnalyzer()
	}
	return build(opts)
}

var defaultAnalyzer = sync.OnceValue(func() *Analyzer { return build(nil) })

func build(opts []Option) *Analyzer {
	cfg := &config{disabled: map[string]bool{}, vocab: defaultVocab()}
	for _, o := range opts {
		o(cfg)
	}
	if !cfg.custom {
		cfg.rules = DefaultRules()
	}
	a := &Analyzer{byName: map[string]*compiled{}, vocab: cfg.vocab, persons: map[string]bool{}, known: map[string]bool{}}
	for _, w := range cfg.vocab["persons"] {
		a.persons[w] = true
	}
	for _, w := range cfg.acronyms {
		a.known[strings.ToLower(w)] = true
	}
	env := lang.Env{Vocab: func(name string) ([]string, bool) { v, ok := cfg.vocab[name]; return v, ok }}
	for _, src := range boundPatterns {
		p, err := lang.CompileWith(src, env)
		if err != nil {
			a.err = &RuleError{Rule: "(bounds)", Reason: err.Error()}
			return a
		}
		a.bounds = append(a.bounds, p)
	}
	for _, r := range cfg.rules {
		if cfg.disabled[r.Name] {
			continue
		}
		c, err := compile(r, cfg.vocab)
		if err != nil {
			a.err = err
			return a
		}
		if a.byName[r.Name] != nil {
			a.err = &RuleError{Rule: r.Name, Reason: "duplicate name"}
			return a
		}
		a.byName[r.Name] = c
		a.rules = append(a.rules, c)
	}
	return a
}

// boundPatterns find a number with a unit: what bounds a vague word.
var boundPatterns = []string{"#num #time", "#num #size", "#num #percent", "#money #num", "#num #money", "#num @units", "#num ?- ?per #time"}

// Rules returns a copy of the analyzer's rules.
func (a *Analyzer) Rules() []Rule {
	out := make([]Rule, len(a.rules))
	for i, c := range a.rules {
		out[i] = c.Rule
	}
	return out
}

// hit is a finding before it becomes an fcs.Ambiguity: tokens [from, to)
// of requirement req, or a byte span when the detector gives one.
type hit struct {
	rule     *compiled
	req      int
	from, to int // tokens
	desc     string
}

// Analyze finds the ambiguities in the requirements of spec (never in its
// headings or other sections). Findings are sorted by offset, type and
// rule; an undefined acronym is not among them (see Glossary).
func (a *Analyzer) Analyze(ctx context.Context, spec *fcs.Specification) ([]fcs.Ambiguity, error) {
	rep, err := a.Report(ctx, spec)
	if err != nil {
		return nil, err
	}
	return rep.Ambiguities, nil
}

// Report is what the analyzer finds in a specification: ambiguities to
// ask about, and terms for the glossary.
type Report struct {
	Ambiguities []fcs.Ambiguity `json:"ambiguities"`
	Glossary    []Term          `json:"glossary"`
}

// Report analyzes spec and returns its ambiguities and glossary findings.
func (a *Analyzer) Report(ctx context.Context, spec *fcs.Specification) (*Report, error) {
	return a.report(ctx, spec, nil)
}

// report is Report with the requirements' kinds given (tests), or read
// from the requirements when kinds is nil.
func (a *Analyzer) report(ctx context.Context, spec *fcs.Specification, kinds []string) (*Report, error) {
	reqs, err := a.read(ctx, spec, kinds)
	if err != nil {
		return nil, err
	}
	var hits []hit
	seen := map[string]bool{} // rule and lemmas of the hits of rules that report a trigger once
	for i, r := range reqs {
		if i%checkEvery == 0 {
			if err := ctx.Err(); err != nil {
				return nil, err
			}
		}
		var mine []hit
		for _, c := range a.rules {
			switch c.Detector {
			case "":
				mine = a.runPatterns(c, r, i, mine)
			case "exception":
				mine = a.exception(c, r, i, mine)
			case "fragment":
				mine = fragment(c, r, i, mine)
			case "ellipsis":
				mine = ellipsis(c, r, i, a.runPatterns(c, r, i, mine))
			}
		}
		for _, h := range prune(mine) {
			if !h.rule.Once {
				hits = append(hits, h)
			} else if k := h.key(r); !seen[k] {
				seen[k] = true
				hits = append(hits, h)
			}
		}
		r.words = nil // built for this requirement's rules; rebuilt if asked again
	}
	rep := &Report{Glossary: []Term{}}
	for _, c := range a.rules {
		switch c.Detector {
		case "conflict":
			hits = append(hits, a.conflicts(c, reqs)...)
		case "glossary":
			rep.Glossary = append(rep.Glossary, a.glossary(c, spec, reqs)...)
		}
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	rep.Ambiguities = finish(reqs, hits)
	if err := fcs.CheckIDs(rep.Ambiguities, nil); err != nil {
		return nil, err
	}
	return rep, nil
}

// read checks and prepares the requirements of spec.
func (a *Analyzer) read(ctx context.Context, spec *fcs.Specification, kinds []string) ([]*req, error) {
	if a.err != nil {
		return nil, a.err
	}
	if spec == nil {
		return nil, ErrNilSpec
	}
	reqs := make([]*req, len(spec.Requirements))
	seen := map[string]bool{}
	for i, r := range spec.Requirements {
		if i%checkEvery == 0 {
			if err := ctx.Err(); err != nil {
				return nil, err
			}
		}
		if r.Offset != -1 && (r.Offset < 0 || r.Offset+len(r.Text) > len(spec.Content) || spec.Content[r.Offset:r.Offset+len(r.Text)] != r.Text) {
			return nil, &OffsetError{RequirementID: r.ID, Offset: r.Offset}
		}
		kind := kindOf(r)
		if kinds != nil {
			kind = kinds[i]
		}
		q := prepare(r.ID, kind, r.Text, r.Offset)
		q.restated = make([]bool, len(q.sents))
		for si, s := range q.sents {
			var key strings.Builder
			from := s[0]
			for from < s[1] && q.toks[from].Number {
				from++ // a section or list number: "3.4.12 Special requirements – …" restates "3.3.12 …"
			}
			for _, t := range q.toks[from:s[1]] {
				key.WriteString(t.Lower + " ")
			}
			k := key.String()
			q.restated[si] = seen[k] && s[1]-s[0] >= 4
			seen[k] = true
		}
		q.figure = a.figures(q)
		reqs[i] = q
	}
	// A requirement is bounded by its acceptance criteria too: the
	// requirements that name it as parent, or whose ID extends its own.
	byID := map[string]*req{}
	for _, q := range reqs {
		if byID[q.id] == nil {
			byID[q.id] = q
		}
	}
	for i, r := range spec.Requirements {
		if !slices.Contains(reqs[i].figure, true) {
			continue
		}
		parent := parentOf(r)
		if parent == "" {
			if k := strings.LastIndex(r.ID, "/"); k > 0 {
				parent = r.ID[:k]
			}
		}
		if p := byID[parent]; p != nil {
			p.bounded = true
		}
	}
	return reqs, nil
}

// figures marks the tokens of a requirement that give a number with a
// unit.
func (a *Analyzer) figures(r *req) []bool {
	out := make([]bool, len(r.toks))
	for _, p := range a.bounds {
		for i, t := range r.toks {
			if !p.CanStart(t) {
				continue
			}
			if end, ok := p.MatchAt(r.toks, i); ok {
				for k := i; k < end; k++ {
					out[k] = true
				}
			}
		}
	}
	return out
}

// prune keeps one finding where findings overlap in a requirement: the
// longest, then the first rule by name.
func prune(hits []hit) []hit {
	slices.SortStableFunc(hits, func(x, y hit) int {
		return cmp.Or(cmp.Compare(y.to-y.from, x.to-x.from), cmp.Compare(x.from, y.from), cmp.Compare(x.rule.Name, y.rule.Name))
	})
	var out []hit
	for _, h := range hits {
		if !slices.ContainsFunc(out, func(k hit) bool { return h.from < k.to && k.from < h.to }) {
			out = append(out, h)
		}
	}
	return out
}

// key names a hit by its rule and the lemmas of its words.
func (h hit) key(r *req) string {
	var b strings.Builder
	b.WriteString(h.rule.Name)
	for _, t := range r.toks[h.from:h.to] {
		b.WriteString(" " + t.Lemma)
	}
	return b.String()
}

// finish turns hits into ambiguities, sorted, with their IDs.
func finish(reqs []*req, hits []hit) []fcs.Ambiguity {
	out := make([]fcs.Ambiguity, 0, len(hits))
	for _, h := range hits {
		r := reqs[h.req]
		excerpt, s, _ := r.excerpt(h.from, h.to)
		off := r.offset + s
		if r.offset < 0 {
			off = -1
		}
		desc := h.desc
		if desc == "" {
			desc = h.rule.describe(excerpt)
		}
		out = append(out, fcs.Ambiguity{Type: h.rule.Type, Location: r.id, Excerpt: excerpt, Offset: off,
			Description: desc, Severity: h.rule.Severity, Rule: h.rule.Name})
	}
	slices.SortStableFunc(out, func(x, y fcs.Ambiguity) int {
		return cmp.Or(cmp.Compare(x.Offset, y.Offset), cmp.Compare(x.Location, y.Location),
			cmp.Compare(x.Type, y.Type), cmp.Compare(x.Rule, y.Rule), cmp.Compare(x.Excerpt, y.Excerpt))
	})
	type key struct {
		loc, excerpt string
		typ          fcs.AmbiguityType
	}
	seen := map[key]int{}
	for i := range out {
		k := key{out[i].Location, out[i].Excerpt, out[i].Type}
		out[i].ID = fcs.AmbiguityID(k.loc, k.typ, k.excerpt, seen[k])
		seen[k]++
	}
	return out
}
