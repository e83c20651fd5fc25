package llm

import (
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/tmc/langchaingo/llms"
	"golang.org/x/sync/errgroup"

	"github.com/clarigraph/clarigraph/fcs"
	"github.com/clarigraph/clarigraph/graph"
	"github.com/clarigraph/clarigraph/nodes/clarification/decisions"
	"github.com/clarigraph/clarigraph/nodes/llmnode"
)

// Analyzer finds the ambiguities of a specification with a language model.
// It satisfies the clarification workflow's Analyzer interface. It is safe
// for concurrent use.
type Analyzer struct {
	cfg *config
	env *graph.Env
}

// NewAnalyzer returns an analyzer asking model.
func NewAnalyzer(model Model, opts ...Option) *Analyzer {
	return &Analyzer{cfg: newConfig(model, AnalyzerTemplate, opts)}
}

// WithEnv returns a shallow copy of a whose model calls are memoised steps
// of env's node and whose events go to env's run. Call it inside the node,
// with the node's env; the copy must not outlive the node's run.
func (a *Analyzer) WithEnv(env *graph.Env) *Analyzer {
	c := *a
	c.env = env
	return &c
}

// Name names the analyzer in the FCS metadata: "llm", or "llm+rules" in
// hybrid mode.
func (a *Analyzer) Name() string {
	if a.cfg.hybrid != nil {
		return "llm+rules"
	}
	return "llm"
}

// Usage returns the accumulator of the analyzer's calls.
func (a *Analyzer) Usage() *Usage { return a.cfg.call.Usage }

// Metadata returns what an FCS's metadata (outside its hash) should say
// about the analyzer: {"llm_usage": totals} and, when named with
// WithModelName, {"llm_model": name}.
func (a *Analyzer) Metadata() map[string]any { return metadata(&a.cfg.call) }

func metadata(c *llmnode.Call) map[string]any {
	m := c.Usage.Metadata()
	if c.ModelName != "" {
		m["llm_model"] = c.ModelName
	}
	return m
}

// part is one piece of a specification analysed by one model call.
type part struct {
	sections []string
	reqs     []fcs.Requirement
}

// split groups the requirements by section, in order, and packs whole
// sections into parts of at most size bytes of requirement text (a larger
// section is a part of its own).
func split(spec *fcs.Specification, size int) []part {
	if len(spec.Requirements) == 0 {
		return []part{{}}
	}
	var groups []part
	for _, r := range spec.Requirements {
		if n := len(groups); n > 0 && groups[n-1].sections[0] == r.Section {
			groups[n-1].reqs = append(groups[n-1].reqs, r)
			continue
		}
		groups = append(groups, part{sections: []string{r.Section}, reqs: []fcs.Requirement{r}})
	}
	textLen := func(rs []fcs.Requirement) int {
		n := 0
		for _, r := range rs {
			n += len(r.Text)
		}
		return n
	}
	var out []part
	cur, curLen := part{}, 0
	for _, g := range groups {
		gl := textLen(g.reqs)
		if len(cur.reqs) > 0 && curLen+gl > size {
			out = append(out, cur)
			cur, curLen = part{}, 0
		}
		cur.reqs = append(cur.reqs, g.reqs...)
		if g.sections[0] != "" && !slices.Contains(cur.sections, g.sections[0]) {
			cur.sections = append(cur.sections, g.sections[0])
		}
		curLen += gl
	}
	if len(cur.reqs) > 0 {
		out = append(out, cur)
	}
	return out
}

// Analyze asks the model for the ambiguities of spec. A specification
// whose requirement text exceeds the chunk size is split into parts of
// whole sections, analysed concurrently (at most WithMaxParallel at once);
// the findings are merged, de-duplicated (one per requirement, type and
// excerpt), given offsets and content-derived IDs (IDs in replies are
// ignored), and sorted by offset. Findings whose excerpt is not in the
// specification are dropped and counted in Usage().Totals().Dropped. A
// part whose reply stays invalid after the repair round fails the whole
// analysis with a *ReplyError; the errors of every failed part are joined.
func (a *Analyzer) Analyze(ctx context.Context, spec *fcs.Specification) ([]fcs.Ambiguity, error) {
	if spec == nil {
		return nil, ErrNilSpec
	}
	var candidates []fcs.Ambiguity
	if a.cfg.hybrid != nil {
		c, err := a.cfg.hybrid.Analyze(ctx, spec)
		if err != nil {
			return nil, fmt.Errorf("llm: rule-based candidates: %w", err)
		}
		candidates = c
	}
	parts := split(spec, a.cfg.chunkSize)
	results := make([][]fcs.Ambiguity, len(parts))
	errs := make([]error, len(parts))
	g, gctx := errgroup.WithContext(ctx)
	g.SetLimit(a.cfg.maxParallel)
	for i := range parts {
		g.Go(func() error {
			res, err := a.analyzePart(gctx, spec, parts, i, candidates)
			results[i], errs[i] = res, err
			return err
		})
	}
	_ = g.Wait()
	if err := errors.Join(errs...); err != nil {
		return nil, err
	}
	var all []fcs.Ambiguity
	for _, r := range results {
		all = append(all, r...)
	}
	all = finish(all)
	if err := fcs.CheckIDs(all, nil); err != nil {
		return nil, err
	}
	return all, nil
}

func (a *Analyzer) analyzePart(ctx context.Context, spec *fcs.Specification, parts []part, i int, candidates []fcs.Ambiguity) ([]fcs.Ambiguity, error) {
	p := parts[i]
	data := AnalyzerData{
		Title: spec.Title, Format: spec.Format, Part: i + 1, Parts: len(parts),
		Sections: p.sections, Requirements: p.reqs,
		Types: fcs.AmbiguityTypes(), Severities: fcs.Severities(),
		Schema: string(fcs.AmbiguityListSchema()),
	}
	if len(spec.Requirements) == 0 {
		data.Content = spec.Content
	}
	if a.cfg.catalogue != nil {
		data.Categories = decisions.Categories
		view := *spec
		if len(parts) > 1 {
			view.Requirements = p.reqs
		}
		data.Topics = topicsOf(a.cfg.catalogue, &view)
	}
	// A candidate goes to the part holding its requirement; one that names
	// no requirement of any part goes to the first part.
	partOf := map[string]int{}
	for j, q := range parts {
		for _, r := range q.reqs {
			if _, ok := partOf[r.ID]; !ok {
				partOf[r.ID] = j
			}
		}
	}
	var partCandidates []fcs.Ambiguity
	for _, c := range candidates {
		if j, ok := partOf[c.Location]; j == i && (ok || i == 0) {
			partCandidates = append(partCandidates, c)
		}
	}
	data.Candidates = partCandidates
	prompt, err := render(a.cfg.tmpl, data)
	if err != nil {
		return nil, err
	}
	msgs := []llms.MessageContent{llms.TextParts(llms.ChatMessageTypeHuman, prompt)}
	type result struct {
		ambs    []fcs.Ambiguity
		dropped int
	}
	res, err := llmnode.GenerateJSON(ctx, a.env, &a.cfg.call, fmt.Sprintf("analyze/%d", i+1), msgs, func(raw []byte) (result, []string) {
		ambs, dropped, problems := decodeAmbiguities(raw, spec, partCandidates)
		return result{ambs, dropped}, problems
	})
	if err != nil {
		return nil, fmt.Errorf("llm: analyze part %d of %d: %w", i+1, len(parts), err)
	}
	if res.dropped > 0 {
		a.cfg.call.Usage.AddDropped(res.dropped)
	}
	return res.ambs, nil
}

type ambiguityItem struct {
	Type        string `json:"type"`
	Location    string `json:"location"`
	Excerpt     string `json:"excerpt"`
	Description string `json:"description"`
	Severity    string `json:"severity"`
}

// decodeAmbiguities validates an analyzer reply: the problems are sent
// back in the repair round; excerpts not found in the specification are
// dropped and counted, not reported.
func decodeAmbiguities(raw []byte, spec *fcs.Specification, candidates []fcs.Ambiguity) ([]fcs.Ambiguity, int, []string) {
	var reply struct {
		Ambiguities *[]ambiguityItem `json:"ambiguities"`
	}
	if err := json.Unmarshal(raw, &reply); err != nil {
		return nil, 0, []string{fmt.Sprintf("the JSON does not match the schema: %v", err)}
	}
	if reply.Ambiguities == nil {
		return nil, 0, []string{`the reply must be an object with an "ambiguities" array`}
	}
	var problems []string
	var out []fcs.Ambiguity
	dropped := 0
	for i, it := range *reply.Ambiguities {
		var itemProblems []string
		if !fcs.AmbiguityType(it.Type).Valid() {
			itemProblems = append(itemProblems, fmt.Sprintf("ambiguities[%d].type %q is not one of %s", i, it.Type, joinOf(fcs.AmbiguityTypes(), ", ")))
		}
		if !fcs.Severity(it.Severity).Valid() {
			itemProblems = append(itemProblems, fmt.Sprintf("ambiguities[%d].severity %q is not one of %s", i, it.Severity, joinOf(fcs.Severities(), ", ")))
		}
		if strings.TrimSpace(it.Excerpt) == "" {
			itemProblems = append(itemProblems, fmt.Sprintf("ambiguities[%d].excerpt is empty", i))
		}
		if strings.TrimSpace(it.Description) == "" {
			itemProblems = append(itemProblems, fmt.Sprintf("ambiguities[%d].description is empty", i))
		}
		if len(itemProblems) > 0 {
			problems = append(problems, itemProblems...)
			continue
		}
		amb, ok := locate(spec, it)
		if !ok {
			dropped++
			continue
		}
		for _, c := range candidates {
			if c.Location == amb.Location && c.Type == amb.Type && c.Excerpt == amb.Excerpt {
				amb.Rule = c.Rule
				break
			}
		}
		out = append(out, amb)
	}
	return out, dropped, problems
}

// locate finds an excerpt in the specification: in the requirement the
// reply names, else in the first requirement holding it, else anywhere in
// the content (keeping the location when it names a requirement). It
// reports false when the excerpt is nowhere: the model made it up.
func locate(spec *fcs.Specification, it ambiguityItem) (fcs.Ambiguity, bool) {
	amb := fcs.Ambiguity{
		Type: fcs.AmbiguityType(it.Type), Excerpt: it.Excerpt,
		Description: strings.TrimSpace(it.Description), Severity: fcs.Severity(it.Severity), Rule: decisions.RuleModel,
	}
	in := func(r fcs.Requirement) (int, bool) {
		i := strings.Index(r.Text, it.Excerpt)
		if i < 0 {
			return 0, false
		}
		if r.Offset >= 0 && r.Offset+len(r.Text) <= len(spec.Content) && spec.Content[r.Offset:r.Offset+len(r.Text)] == r.Text {
			return r.Offset + i, true
		}
		return strings.Index(spec.Content, it.Excerpt), true
	}
	for _, r := range spec.Requirements {
		if r.ID == it.Location {
			if off, ok := in(r); ok {
				amb.Location, amb.Offset = r.ID, off
				return amb, true
			}
		}
	}
	for _, r := range spec.Requirements {
		if off, ok := in(r); ok {
			amb.Location, amb.Offset = r.ID, off
			return amb, true
		}
	}
	off := strings.Index(spec.Content, it.Excerpt)
	if off < 0 {
		return amb, false
	}
	amb.Offset = off
	if slices.ContainsFunc(spec.Requirements, func(r fcs.Requirement) bool { return r.ID == it.Location }) {
		amb.Location = it.Location
	}
	return amb, true
}

// finish de-duplicates (one finding per requirement, type and excerpt, the
// first kept), sorts by offset (then type, excerpt length, location,
// description) and assigns content-derived IDs.
func finish(all []fcs.Ambiguity) []fcs.Ambiguity {
	type triple struct {
		loc, excerpt string
		typ          fcs.AmbiguityType
	}
	seen := map[triple]bool{}
	out := make([]fcs.Ambiguity, 0, len(all))
	for _, a := range all {
		k := triple{a.Location, a.Excerpt, a.Type}
		if seen[k] {
			continue
		}
		seen[k] = true
		out = append(out, a)
	}
	slices.SortStableFunc(out, func(x, y fcs.Ambiguity) int {
		return cmp.Or(
			cmp.Compare(x.Offset, y.Offset),
			cmp.Compare(x.Type, y.Type),
			cmp.Compare(len(x.Excerpt), len(y.Excerpt)),
			cmp.Compare(x.Location, y.Location),
			cmp.Compare(x.Description, y.Description),
		)
	})
	for i := range out {
		out[i].ID = fcs.AmbiguityID(out[i].Location, out[i].Type, out[i].Excerpt, 0)
	}
	return out
}
