package decisions

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"math"
	"slices"
	"sync"

	"github.com/clarigraph/clarigraph/fcs"
)

// Words is the word-level analyzer the decision analyzer works beside:
// it finds ambiguities in the wording of requirements and turns the ones
// no decision takes in into questions. *rules.Analyzer is one.
type Words interface {
	Analyze(ctx context.Context, spec *fcs.Specification) ([]fcs.Ambiguity, error)
	Questions(ctx context.Context, spec *fcs.Specification, ambs []fcs.Ambiguity) ([]fcs.Question, error)
}

// ErrNilSpec is returned for a nil specification.
var ErrNilSpec = errors.New("decisions: nil specification")

// ErrTooLarge is returned for a specification whose content is longer
// than the analyzer's indexes address (their offsets are 32 bits: 2 GiB;
// package spec reads at most spec.MaxSize).
var ErrTooLarge = errors.New("decisions: specification too large")

// maxContent is the longest content the indexes address.
var maxContent = math.MaxInt32

// checkSpec refuses a nil specification or one too large to index.
func checkSpec(spec *fcs.Specification) error {
	switch {
	case spec == nil:
		return ErrNilSpec
	case len(spec.Content) > maxContent:
		return fmt.Errorf("%w: %q has %d bytes of content, at most %d", ErrTooLarge, spec.Title, len(spec.Content), maxContent)
	}
	return nil
}

// Analyzer finds the decisions a specification leaves open (entries of
// the catalogue), the exceptions it makes to its own rules, and — through
// its Words analyzer — the ambiguities of its wording; it turns them all
// into questions, ranked. It satisfies the clarification workflow's
// Analyzer and QuestionGenerator interfaces and is safe for concurrent
// use.
type Analyzer struct {
	cat   *Catalogue
	words Words
	// last keeps the matches of the last specification matched: the
	// workflow analyzes a specification, then asks for its questions,
	// and matching once is enough. Questions empties it (and gapc).
	last *matchCache
	gapc *gapCache
}

// matchCache holds one specification's matches.
type matchCache struct {
	mu      sync.Mutex
	spec    *fcs.Specification
	content string
	reqs    []reqKey
	matches []Match
}

// match returns the catalogue's matches for spec, reusing those of the
// previous call when spec is the same specification, unchanged.
func (a *Analyzer) match(spec *fcs.Specification) []Match {
	c := a.last
	c.mu.Lock()
	if c.spec == spec && c.content == spec.Content && sameRequirements(c.reqs, spec.Requirements) {
		ms := c.matches
		c.mu.Unlock()
		return ms
	}
	c.mu.Unlock()
	tx, _ := a.gapsOf(spec)
	ms := a.cat.matchText(tx)
	c.mu.Lock()
	// The keys of the text matched, shared with the gaps' cache: the
	// specification as it was cut, not a second copy.
	c.spec, c.content, c.reqs, c.matches = spec, tx.content, tx.reqsCopy, ms
	c.mu.Unlock()
	return ms
}

// forget empties the caches of matches and gaps.
func (a *Analyzer) forget() {
	a.last.mu.Lock()
	a.last.spec, a.last.content, a.last.reqs, a.last.matches = nil, "", nil, nil
	a.last.mu.Unlock()
	a.forgetText()
}

// forgetText empties the cache of the text and gaps.
func (a *Analyzer) forgetText() {
	a.gapc.mu.Lock()
	a.gapc.spec, a.gapc.reqs, a.gapc.tx, a.gapc.gaps, a.gapc.excerpts = nil, nil, nil, nil, nil
	a.gapc.content = ""
	a.gapc.stmts, a.gapc.stmtsFound = nil, false
	a.gapc.mu.Unlock()
}

// dropText lets the cached text go, keeping the gaps and their excerpts:
// once Analyze has returned, the questions need no more of it (at the
// size limit its tokens are some thirty megabytes, held otherwise while
// the workflow saves its checkpoint).
func (a *Analyzer) dropText() {
	a.gapc.mu.Lock()
	a.gapc.tx = nil
	a.gapc.mu.Unlock()
}

// reqKey is what tells a requirement changed (see sameRequirements): a
// cache keeps these, not a copy of the requirements. Besides the ID,
// text and offset it keeps what deferredRequirements reads — the
// priority and the section path — so that a requirement put off after
// the text was cut (its priority made "won't", a section retitled
// "Future") finds the cache stale, not its old "put off" flag (review of
// the twenty-fifth session, item 1).
type reqKey struct {
	id, text, priority string
	offset             int
	path               []string // a copy, shared by neighbours with the same path
}

// reqKeys returns the keys of reqs.
func reqKeys(reqs []fcs.Requirement) []reqKey {
	out := make([]reqKey, len(reqs))
	var path []string
	for i, r := range reqs {
		// Requirements of one section have the same path: one copy for
		// them all, not one per requirement.
		if i == 0 || !slices.Equal(path, r.SectionPath) {
			path = slices.Clone(r.SectionPath)
		}
		out[i] = reqKey{id: r.ID, text: r.Text, priority: r.Attributes["priority"], offset: r.Offset, path: path}
	}
	return out
}

// sameRequirements reports whether reqs are the requirements keys were
// taken of: the same IDs, texts, offsets, priorities and section paths,
// in order.
func sameRequirements(keys []reqKey, reqs []fcs.Requirement) bool {
	return slices.EqualFunc(keys, reqs, func(k reqKey, r fcs.Requirement) bool {
		return k.id == r.ID && k.offset == r.Offset && k.text == r.Text &&
			k.priority == r.Attributes["priority"] && slices.Equal(k.path, r.SectionPath)
	})
}

// AnalyzerOption configures an Analyzer.
type AnalyzerOption func(*Analyzer)

// WithCatalogue replaces the embedded catalogue (Default).
func WithCatalogue(c *Catalogue) AnalyzerOption { return func(a *Analyzer) { a.cat = c } }

// New returns an analyzer over the embedded catalogue beside words (nil
// for decisions and exceptions only). It fails only when the embedded
// catalogue does not load, which the package's tests rule out.
func New(words Words, opts ...AnalyzerOption) (*Analyzer, error) {
	a := &Analyzer{words: words, last: &matchCache{}, gapc: &gapCache{}}
	for _, o := range opts {
		o(a)
	}
	if a.cat == nil {
		c, err := Default()
		if err != nil {
			return nil, err
		}
		a.cat = c
	}
	return a, nil
}

// Name names the analyzer in the FCS metadata: "rules" (the word rules
// and the decision catalogue are both rules kept as data).
func (a *Analyzer) Name() string { return "rules" }

// Catalogue returns the catalogue the analyzer matches.
func (a *Analyzer) Catalogue() *Catalogue { return a.cat }

// Analyze returns the word-level findings, the exceptions against rules
// (Rule RuleException, one finding on each side), the requirements that
// set one property of one subject differently (Rule RuleStatements, one
// finding on each side), the questions the
// specification asks itself and the points it lists as open (Rule
// RuleOpenQuestion) and one finding per
// open decision (Rule the entry's ID), sorted by offset then ID. A decision
// finding's excerpt is the subject as the specification words it in the
// first requirement the entry concerns (or, when no requirement does, in
// the first paragraph outside them; Location is then ""); its type
// follows the entry's category, its severity the entry's score.
func (a *Analyzer) Analyze(ctx context.Context, spec *fcs.Specification) ([]fcs.Ambiguity, error) {
	if err := checkSpec(spec); err != nil {
		return nil, err
	}
	defer a.dropText()
	var out []fcs.Ambiguity
	if a.words != nil {
		ws, err := a.words.Analyze(ctx, spec)
		if err != nil {
			return nil, err
		}
		out = append(out, ws...)
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	tx, gaps := a.gapsOf(spec)
	out = append(out, withIDs(out, exceptionFindings(findExceptions(spec, tx)))...)
	stmts, err := a.statementsOf(ctx, spec, tx)
	if err != nil {
		return nil, err
	}
	out = append(out, withIDs(out, statementFindings(stmts))...)
	out = append(out, withIDs(out, openQuestions(spec, tx))...)
	out = append(out, withIDs(out, gapFindings(tx, gaps))...)
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	out = append(out, withIDs(out, decisionFindings(a.match(spec)))...)
	slices.SortStableFunc(out, func(x, y fcs.Ambiguity) int {
		return cmp.Or(cmp.Compare(offsetKey(x.Offset), offsetKey(y.Offset)), cmp.Compare(x.ID, y.ID))
	})
	if err := fcs.CheckIDs(out, nil); err != nil {
		return nil, err
	}
	return out, nil
}

// offsetKey sorts findings without an offset (-1) last.
func offsetKey(off int) int {
	if off < 0 {
		return int(^uint(0) >> 1)
	}
	return off
}

// decisionFindings turns matches into findings, without IDs.
func decisionFindings(ms []Match) []fcs.Ambiguity {
	out := make([]fcs.Ambiguity, 0, len(ms))
	for _, m := range ms {
		e := m.Entry
		desc := fmt.Sprintf("The specification does not decide %s.", e.Topic)
		if m.Partly {
			desc = fmt.Sprintf("The specification states %s only in part.", e.Topic)
		}
		if n := len(m.Requirements); n > 1 {
			desc += fmt.Sprintf(" It concerns %d requirements.", n)
		}
		out = append(out, fcs.Ambiguity{
			Type: typeOf(e), Location: m.Location, Excerpt: m.Subject, Offset: m.Offset,
			Description: desc, Severity: severityOf(m.Impact() * m.Uncertainty()), Rule: e.ID,
		})
	}
	return out
}

// typeOf maps an entry's category to an ambiguity type: quality
// attributes are missing constraints, terminology is ambiguous
// terminology, everything else an underspecified feature.
func typeOf(e *Entry) fcs.AmbiguityType {
	switch e.Category {
	case "quality attributes":
		return fcs.MissingConstraint
	case "terminology":
		return fcs.AmbiguousTerminology
	}
	return fcs.UnderspecifiedFeature
}

// severityOf maps a score (impact × uncertainty) to a severity: an open
// decision is never critical (critical is kept for contradictions); a
// score of 12 or more (impact 4 or 5, not stated at all) is important, less is minor.
func severityOf(score int) fcs.Severity {
	if score >= importantScore {
		return fcs.Important
	}
	return fcs.Minor
}

// withIDs gives each new finding its content-derived ID: its occurrence
// counts the findings with the same requirement, type and excerpt before
// it, among those already found (prev) and the new ones.
func withIDs(prev, add []fcs.Ambiguity) []fcs.Ambiguity {
	type key struct {
		loc, excerpt string
		typ          fcs.AmbiguityType
	}
	n := map[key]int{}
	for _, a := range prev {
		n[key{a.Location, a.Excerpt, a.Type}]++
	}
	for i := range add {
		k := key{add[i].Location, add[i].Excerpt, add[i].Type}
		add[i].ID = fcs.AmbiguityID(k.loc, k.typ, k.excerpt, n[k])
		n[k]++
	}
	return add
}
