package main

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/clarigraph/clarigraph/fcs"
	"github.com/clarigraph/clarigraph/graph"
	"github.com/clarigraph/clarigraph/nodes/clarification"
	"github.com/clarigraph/clarigraph/nodes/clarification/decisions"
	"github.com/clarigraph/clarigraph/nodes/clarification/llm"
	"github.com/clarigraph/clarigraph/nodes/clarification/rules"
	"github.com/clarigraph/clarigraph/spec"
)

// finding is one ambiguity as clarify analyze prints it.
type finding struct {
	ID       string            `json:"id"`
	Type     fcs.AmbiguityType `json:"type"`
	Location string            `json:"location"`
	Excerpt  string            `json:"excerpt"`
	// Offset is the byte offset of Excerpt in the file, or -1 when the
	// excerpt is not the file's as written (see fileOffset).
	Offset      int          `json:"offset"`
	Description string       `json:"description"`
	Severity    fcs.Severity `json:"severity"`
}

type analysis struct {
	Ambiguities []finding `json:"ambiguities"`
	// Glossary lists the acronyms the specification uses without defining
	// them (and that are no standard term): entries to add to its glossary,
	// reported apart from the ambiguities and never asked about.
	Glossary   []rules.Term   `json:"glossary"`
	Assessment fcs.Assessment `json:"assessment"`
}

type questionList struct {
	// Questions are the questions asked, ranked (most worth asking first),
	// at most --max-questions of them; Assumptions the lower-ranked rest,
	// which a run records with their recommended answers.
	Questions   []fcs.Question `json:"questions"`
	Assumptions []fcs.Question `json:"assumptions"`
	Assessment  fcs.Assessment `json:"assessment"`
	// RunSkips says why a run asks none of these questions
	// (clarification.SkipReason: no findings, or a clarity that reaches
	// the threshold), when it would: the run then lists the findings as
	// open in its FCS. The questions are listed all the same, since they
	// are what the specification leaves open.
	RunSkips string `json:"run_skips,omitempty"`
}

func analyzeCommand() command {
	return command{
		name:    "analyze",
		usage:   "analyze [--format json|text] [--llm P [--model M]] SPEC",
		summary: "list the ambiguities of a specification",
		help: `Analyzes SPEC with the rule-based analyzer (or, with --llm, a language model
given the rule-based findings as candidates) and prints its ambiguities and
clarity assessment. JSON (the default):
{"ambiguities": [{"id", "type", "location", "excerpt", "offset",
"description", "severity"}], "glossary": [{"term", "location", "excerpt",
"offset", "description", "requirements"}], "assessment": {...}}; offset is the
byte offset of excerpt in the file, where excerpt is found as written; it is
-1 when the reader rebuilt the text the excerpt was taken from and the
excerpt is not in the file as written (table cells or YAML/JSON list values
joined, markup dropped), or occurs more than once where its requirement is
and cannot be placed. The glossary
lists acronyms the specification neither defines nor counts among the
standard terms of the field: entries to add, not ambiguities to ask about. Exits 0 whether or not
anything is found. Nothing is stored. With --llm, the model calls and
tokens used are reported on stderr.

Flags:
  --format F   json (default) or text
  --llm P      openai, anthropic or ollama (see clarify help run); a missing key: exit 2
  --model M    the LLM model (with --llm)`,
		run: analyzeMain,
	}
}

func questionsCommand() command {
	return command{
		name:    "questions",
		usage:   "questions [--format json|text] [--max-questions N] [--llm P [--model M]] SPEC",
		summary: "list the questions the workflow would ask about a specification",
		help: `Analyzes SPEC and prints the questions the workflow asks about it, ranked
(impact × uncertainty: the decisions the spec leaves open first), each with
2 to 4 options, the recommended one and its confidence. At most
--max-questions are asked, of those worth asking: a question below the
ranking's floor (a word-level question of a word rule whose questions
have not proved worth asking, say) is not, unless --max-questions is 0.
The rest are listed as assumptions, which a run records with their
recommended answers. JSON (the default): {"questions": [...],
"assumptions": [...], "assessment": {...}}. A run asks questions only when
there are findings and the clarity is below 4; otherwise it asks none and
lists the findings as open in the FCS. questions lists them all the same
(they are what the text leaves open) and says why a run would not ask
them: "run_skips" ("clarity 5 reaches the threshold 4"), a line in text.
Nothing is stored.
With --llm, a language model finds the ambiguities and writes the
questions (ranked and limited the same way); the model calls and tokens
used are reported on stderr.

Flags:
  --format F   json (default) or text
  --max-questions N  at most N questions asked (default 10; 0: all, the floor too); the rest are assumptions
  --llm P      openai, anthropic or ollama (see clarify help run); a missing key: exit 2
  --model M    the LLM model (with --llm)`,
		run: questionsMain,
	}
}

// analyzed is a specification analysed by clarify analyze or questions.
type analyzed struct {
	format string
	spec   *fcs.Specification
	ambs   []fcs.Ambiguity
	terms  []rules.Term
	as     fcs.Assessment
	// questions generates the questions of the findings: the decision
	// analyzer, or the LLM generator with --llm; ranker ranks them.
	questions clarification.QuestionGenerator
	ranker    *decisions.Analyzer
	// maxAsked is --max-questions (0: all).
	maxAsked int
	// report prints the model usage on stderr (with --llm; else nothing).
	report func()
	// release lets the collector's pace for the specification go
	// (internal/gcpace); call it when done with the analysis.
	release func()
	// model describes the LLM (with --llm; else ""), and lq is its
	// question generator.
	model string
	lq    *llm.QuestionGenerator
}

// analyzeSpec parses the flags of analyze and questions and analyzes the
// spec, with the rule-based analyzer or, with --llm, the LLM one (hybrid:
// the rule-based findings are its candidates).
func analyzeSpec(ctx context.Context, a *app, cmd string, args []string) (_ *analyzed, err error) {
	fs := newFlagSet(cmd)
	f := newEnum("json", "json", "text")
	fs.Var(f, "format", "json or text")
	var lf llmFlags
	lf.register(fs)
	var mq limitFlag
	if cmd == "questions" {
		mq.register(fs)
	}
	pos, err := parseArgs(fs, args)
	if err != nil {
		return nil, flagError(cmd, err)
	}
	if err := positionals(cmd, pos, "SPEC"); err != nil {
		return nil, err
	}
	if err := lf.check(cmd); err != nil {
		return nil, err
	}
	if err := mq.check(cmd); err != nil {
		return nil, err
	}
	rz := rules.New()
	dz, err := decisions.New(rz)
	if err != nil {
		return nil, failf(exitError, err, "%s: %v", cmd, err)
	}
	out := &analyzed{format: f.value, questions: dz, ranker: dz, maxAsked: mq.n, report: func() {}, release: func() {}}
	var la *llm.Analyzer
	if choice := lf.choice(a.getenv); choice.provider != "" {
		l, err := choice.components(a)
		if err != nil {
			return nil, err
		}
		var lq *llm.QuestionGenerator
		la, lq = l.analyzer(), l.questions()
		out.questions, out.lq, out.model = lq, lq, choice.described(a.getenv)
		out.report = func() {
			u, q := la.Usage().Totals(), lq.Usage().Totals()
			a.warnf("%s: %s, %s", choice, count(u.Calls+q.Calls, "model call"), count(u.TotalTokens+q.TotalTokens, "token"))
		}
	}
	if out.spec, err = spec.ReadFile(pos[0], a.specWarnings(pos[0])); err != nil {
		return nil, specError(err)
	}
	out.release = a.hold(int64(len(out.spec.Content)))
	defer func() {
		if err != nil {
			out.release()
		}
	}()
	if la == nil {
		out.ambs, err = dz.Analyze(ctx, out.spec)
	} else {
		err = a.modelNode(ctx, clarification.NodeAnalyzeSpec, out.model, func(ctx context.Context, env *graph.Env) (err error) {
			out.ambs, err = la.WithEnv(env).Analyze(ctx, out.spec)
			return err
		})
	}
	if err != nil {
		return nil, failf(exitError, err, "%s: analysis failed: %s", pos[0], readable(err))
	}
	if out.terms, err = rz.Glossary(ctx, out.spec); err != nil {
		return nil, failf(exitError, err, "%s: analysis failed: %v", pos[0], err)
	}
	out.ambs = append(out.ambs, clarification.MarkerFindings(out.spec, out.ambs)...)
	if out.as, err = clarification.RuleAssessor().Assess(ctx, out.spec, out.ambs); err != nil {
		return nil, failf(exitError, err, "%s: assessment failed: %v", pos[0], err)
	}
	return out, nil
}

func analyzeMain(ctx context.Context, a *app, args []string) error {
	r, err := analyzeSpec(ctx, a, "analyze", args)
	if err != nil {
		return err
	}
	defer r.report()
	defer r.release()
	sp, ambs, as := r.spec, r.ambs, r.as
	out := analysis{Ambiguities: make([]finding, len(ambs)), Glossary: r.terms, Assessment: as}
	for i, x := range ambs {
		out.Ambiguities[i] = finding{ID: x.ID, Type: x.Type, Location: x.Location, Excerpt: x.Excerpt, Offset: fileOffset(sp, x.Location, x.Excerpt, x.Offset), Description: x.Description, Severity: x.Severity}
	}
	for i, t := range out.Glossary {
		out.Glossary[i].Offset = fileOffset(sp, t.Location, t.Excerpt, t.Offset)
	}
	if r.format == "json" {
		return writeJSON(a.stdout, out)
	}
	var b strings.Builder
	pos := newPositions(sp.Content)
	// The reason counts the findings itself, what each number counts
	// included ("7 findings: 3 ambiguities in the wording …; 4 open
	// decisions …"); a count before it would say the sum under another name.
	if reason := oneLine(as.Reason); reason != "" {
		fmt.Fprintf(&b, "%s: clarity %d/5 — %s\n", sp.Title, as.Clarity, reason)
	} else {
		fmt.Fprintf(&b, "%s: %s, clarity %d/5\n", sp.Title, count(len(ambs), "finding"), as.Clarity)
	}
	for _, x := range out.Ambiguities {
		fmt.Fprintf(&b, "%s  %-9s  %-24s  %s at %s: %q\n    %s\n", x.ID, x.Severity, x.Type, x.Location, pos.at(x.Offset), x.Excerpt, oneLine(x.Description))
	}
	if len(r.terms) > 0 {
		fmt.Fprintf(&b, "glossary: %s\n", count(len(r.terms), "undefined acronym"))
		for _, t := range out.Glossary {
			fmt.Fprintf(&b, "  %s  first in %s at %s, used in %s\n", t.Term, t.Location, pos.at(t.Offset), strings.Join(t.Requirements, ", "))
		}
	}
	_, err = fmt.Fprint(a.stdout, b.String())
	return err
}

func questionsMain(ctx context.Context, a *app, args []string) error {
	r, err := analyzeSpec(ctx, a, "questions", args)
	if err != nil {
		return err
	}
	defer r.report()
	defer r.release()
	sp, as, format := r.spec, r.as, r.format
	// A run asks none of the questions when check_ambiguities skips
	// them; questions still lists them (they are what the text leaves
	// open) and says so.
	skips := clarification.SkipReason(len(r.ambs), as.Clarity, clarification.DefaultThreshold)
	var qs []fcs.Question
	worth := -1
	if r.lq == nil && r.questions == clarification.QuestionGenerator(r.ranker) {
		qs, worth, err = r.ranker.QuestionsAsked(ctx, sp, r.ambs)
	} else if r.lq == nil {
		qs, err = r.questions.Questions(ctx, sp, r.ambs)
	} else {
		err = a.modelNode(ctx, clarification.NodeGenerateQuestions, r.model, func(ctx context.Context, env *graph.Env) (err error) {
			qs, err = r.lq.WithEnv(env).Questions(ctx, sp, r.ambs)
			return err
		})
	}
	if err != nil {
		return failf(exitError, err, "question generation failed: %s", readable(err))
	}
	if r.questions != clarification.QuestionGenerator(r.ranker) {
		qs, worth = r.ranker.RankAsked(sp, qs, r.ambs)
	}
	limit := r.maxAsked
	if limit == 0 {
		limit = -1 // --max-questions 0: all, those below the floor too
	}
	qs, assumed := clarification.Split(qs, worth, limit)
	if assumed == nil {
		assumed = []fcs.Question{}
	}
	if qs == nil {
		qs = []fcs.Question{}
	}
	if format == "json" {
		return writeJSON(a.stdout, questionList{Questions: qs, Assumptions: assumed, Assessment: as, RunSkips: skips})
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%s: %s, clarity %d/5\n", sp.Title, count(len(qs), "question"), as.Clarity)
	if skips != "" && len(r.ambs) > 0 {
		fmt.Fprintf(&b, "A run asks none of them (%s): it lists the %s as open.\n", skips, count(len(r.ambs), "finding"))
	}
	for i, q := range qs {
		b.WriteString(renderQuestion(q, i+1, len(qs), false))
	}
	if len(assumed) > 0 {
		fmt.Fprintf(&b, "\n%d more ranked below the limit or the floor, assumed with %s recommended %s:\n", len(assumed), plural(len(assumed), "its", "their"), plural(len(assumed), "answer"))
		for _, q := range assumed {
			fmt.Fprintf(&b, "  %s  %s — %s\n", q.ID, oneLine(orQuestion(q)), q.Recommended)
		}
	}
	_, err = fmt.Fprint(a.stdout, b.String())
	return err
}

// orQuestion is a question's topic, or its text when it has none.
func orQuestion(q fcs.Question) string {
	if strings.TrimSpace(q.Topic) != "" {
		return q.Topic
	}
	return q.Question
}

// modelNode runs fn as the one node, named node, of a graph run in memory,
// so that the model calls fn makes through env say on stderr what they do
// and report each retry (attempt, wait, cause), as in clarify run. The
// node's error is returned as fn returned it.
func (a *app) modelNode(ctx context.Context, node, model string, fn func(ctx context.Context, env *graph.Env) error) error {
	g := graph.New[struct{}]("clarify-" + node)
	g.AddFunc(node, func(ctx context.Context, env *graph.Env, s struct{}) (struct{}, error) {
		return s, fn(ctx, env)
	})
	plan, err := g.Build()
	if err != nil {
		return err
	}
	obs := &progress{w: a.stderr, tty: a.stderrTTY, model: model, modelOnly: true}
	_, err = plan.Run(ctx, struct{}{}, graph.WithObserver(obs))
	var ne *graph.NodeError
	if errors.As(err, &ne) {
		return ne.Err
	}
	return err
}

// fileOffset is the byte offset of a finding's excerpt in sp's content:
// the analysis's own (off) when it gave one, else where the excerpt
// occurs once in its requirement's stretch of the file
// (fcs.Specification.LocateExcerpt: a requirement the reader rebuilt from
// table cells or YAML values), else -1 — the excerpt is not in the file
// as written (it spans cells or values the reader joined, or markup it
// dropped), as clarify help analyze says.
func fileOffset(sp *fcs.Specification, location, excerpt string, off int) int {
	if off >= 0 {
		return off
	}
	return sp.LocateExcerpt(location, excerpt)
}
