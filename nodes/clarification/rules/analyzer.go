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
	rules  []*compiled
	byName map[string]*compiled
	vocab  map[string][]string
	bounds []lang.Pattern  // a number with a unit
	known  map[string]bool // acronyms that need no definition (WithKnownAcronyms)
	// complements are verbs whose object takes an infinitive ("allow
	// users to handle"): after them "to" opens no purpose.
	complements map[string]bool
	// anchorRules: by anchor word, the patterns (numbered across the rules)
	// it anchors (anchorHits; issue 26; by pattern, not rule: generation 2a).
	anchorRules map[string][]int
	patterns    int // how many patterns the rules have
	err         error
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
	a := &Analyzer{byName: map[string]*compiled{}, vocab: cfg.vocab, known: map[string]bool{}, complements: map[string]bool{}}
	for _, w := range cfg.vocab["object-infinitive"] {
		a.complements[w] = true
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
		c.first, a.patterns = a.patterns, a.patterns+len(c.patterns)
		a.rules = append(a.rules, c)
	}
	a.anchorRules = map[string][]int{}
	for _, c := range a.rules {
		for k, ws := range c.anchors {
			for _, w := range ws {
				a.anchorRules[w] = append(a.anchorRules[w], c.first+k)
			}
		}
	}
	return a
}

// anchorHits: by rule index, a rule's anchor is a token's form or lemma (one pass, not a lookup per rule and anchor: issue 26).
func (a *Analyzer) anchorHits(r *req) []bool {
	hit := make([]bool, a.patterns)
	for _, t := range r.toks {
		for _, w := range [2]string{t.Lower(), t.Lemma()} {
			for _, i := range a.anchorRules[w] {
				hit[i] = true
			}
		}
	}
	return hit
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

// hit is a finding of a requirement before it becomes an fcs.Ambiguity:
// its tokens [from, to).
type hit struct {
	rule     *compiled
	from, to int
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
	var ambs []fcs.Ambiguity
	seen := map[string]bool{} // rule and lemmas of the hits of rules that report a trigger once
	// Of a requirement, once its rules ran, only its conflict slots, its
	// glossary terms and its findings are kept.
	slots := map[*compiled][]slot{}
	terms := map[*compiled]*glossary{}
	for _, c := range a.rules {
		if c.Detector == "glossary" {
			terms[c] = &glossary{a: a, c: c, spec: spec, byTerm: map[string]int{}}
		}
	}
	err := a.read(ctx, spec, kinds, func(i int, r *req) {
		var mine []hit
		r.anchored = a.anchorHits(r)
		for _, c := range a.rules {
			switch c.Detector {
			case "":
				mine = a.runPatterns(c, r, mine)
			case "exception":
				mine = a.exception(c, r, mine)
			case "ellipsis":
				mine = ellipsis(c, r, a.runPatterns(c, r, mine))
			}
		}
		for _, h := range prune(mine) {
			if !h.rule.Once {
				ambs = append(ambs, r.ambiguity(h))
			} else if k := h.key(r); !seen[k] {
				seen[k] = true
				ambs = append(ambs, r.ambiguity(h))
			}
		}
		r.anchored = nil
		for _, c := range a.rules {
			switch c.Detector {
			case "conflict":
				if c.inScope(r) {
					slots[c] = append(slots[c], a.slots(r, i)...)
				}
			case "glossary":
				terms[c].add(r)
			}
		}
	})
	if err != nil {
		return nil, err
	}
	rep := &Report{Glossary: []Term{}}
	for _, c := range a.rules {
		switch c.Detector {
		case "conflict":
			ambs = append(ambs, a.conflicts(c, slots[c], spec.Requirements)...)
		case "glossary":
			rep.Glossary = append(rep.Glossary, terms[c].out...)
		}
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	rep.Ambiguities = finish(ambs)
	if err := fcs.CheckIDs(rep.Ambiguities, nil); err != nil {
		return nil, err
	}
	return rep, nil
}

// read checks and prepares the requirements of spec in their order, and
// hands each to use once the requirements that can bound it are read:
// then no later requirement looks at it, and use may keep of it only what
// it needs.
func (a *Analyzer) read(ctx context.Context, spec *fcs.Specification, kinds []string, use func(int, *req)) error {
	if a.err != nil {
		return a.err
	}
	if spec == nil {
		return ErrNilSpec
	}
	// A requirement is bounded by its acceptance criteria too: the
	// requirements that name it as parent, or whose ID extends its own.
	// Which those are is known from the IDs alone.
	n := len(spec.Requirements)
	byID := make(map[string]int, n)
	for i, r := range spec.Requirements {
		if _, ok := byID[r.ID]; !ok {
			byID[r.ID] = i
		}
	}
	parent := make([]int, n) // the requirement it may bound, or -1
	last := make([]int, n)   // the last requirement that may bound it, or -1
	for i := range last {
		last[i] = -1
	}
	for i, r := range spec.Requirements {
		id := r.Parent
		if id == "" {
			if k := strings.LastIndex(r.ID, "/"); k > 0 {
				id = r.ID[:k]
			}
		}
		p, ok := byID[id]
		if !ok {
			p = -1
		} else {
			last[p] = max(last[p], i)
		}
		parent[i] = p
	}
	bounded := make([]bool, n)
	var waiting []*req // read and not yet handed to use, from next on
	next := 0
	hand := func() {
		q := waiting[0]
		waiting[0], waiting = nil, waiting[1:]
		q.bounded = bounded[next]
		use(next, q)
		next++
	}
	seen := map[string]bool{}
	for i, r := range spec.Requirements {
		if i%checkEvery == 0 {
			if err := ctx.Err(); err != nil {
				return err
			}
		}
		if r.Offset != -1 && (r.Offset < 0 || r.Offset+len(r.Text) > len(spec.Content) || spec.Content[r.Offset:r.Offset+len(r.Text)] != r.Text) {
			return &OffsetError{RequirementID: r.ID, Offset: r.Offset}
		}
		kind := string(r.Kind)
		if kinds != nil {
			kind = kinds[i]
		}
		q := prepare(r.ID, kind, r.Text, r.Offset)
		q.restated = make([]bool, len(q.sents))
		for si, s := range q.sents {
			var key strings.Builder
			from := s[0]
			for from < s[1] && q.toks[from].Number() {
				from++ // a section or list number: "3.4.12 Special requirements – …" restates "3.3.12 …"
			}
			for _, t := range q.toks[from:s[1]] {
				key.WriteString(t.Lower()) // not Lower() + " ": a string made per token
				key.WriteByte(' ')
			}
			k := key.String()
			q.restated[si] = seen[k] && s[1]-s[0] >= 4
			seen[k] = true
		}
		q.figure = a.figures(q)
		if p := parent[i]; p >= 0 && slices.Contains(q.figure, true) {
			bounded[p] = true
		}
		waiting = append(waiting, q)
		for next <= i && last[next] <= i {
			hand()
		}
	}
	for next < n {
		if next%checkEvery == 0 {
			if err := ctx.Err(); err != nil {
				return err
			}
		}
		hand()
	}
	return nil
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

// key names a hit by its rule and the lemma of its head (last) word.
func (h hit) key(r *req) string { return h.rule.Name + " " + r.toks[h.to-1].Lemma() }

// ambiguity turns a hit of requirement r into an fcs.Ambiguity, without
// its ID (finish sets it).
func (r *req) ambiguity(h hit) fcs.Ambiguity {
	excerpt, s := r.excerpt(h.from, h.to)
	return ambiguity(h.rule, r.id, r.offset, excerpt, s, "")
}

// ambiguity is the finding of rule c in requirement id at byte start of
// its text (at offset in the content; -1: not verbatim).
func ambiguity(c *compiled, id string, offset int, excerpt string, start int, desc string) fcs.Ambiguity {
	off := offset + start
	if offset < 0 {
		off = -1
	}
	if desc == "" {
		desc = c.describe(excerpt)
	}
	return fcs.Ambiguity{Type: c.Type, Location: id, Excerpt: excerpt, Offset: off,
		Description: desc, Severity: c.Severity, Rule: c.Name}
}

// finish sorts the findings and gives them their IDs.
func finish(out []fcs.Ambiguity) []fcs.Ambiguity {
	if out == nil {
		out = []fcs.Ambiguity{}
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
