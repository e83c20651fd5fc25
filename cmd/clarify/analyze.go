package main

import (
	"context"
	"fmt"
	"strings"

	"github.com/clarigraph/clarigraph/fcs"
	"github.com/clarigraph/clarigraph/nodes/clarification"
	"github.com/clarigraph/clarigraph/nodes/clarification/rules"
	"github.com/clarigraph/clarigraph/spec"
)

// finding is one ambiguity as clarify analyze prints it.
type finding struct {
	ID          string            `json:"id"`
	Type        fcs.AmbiguityType `json:"type"`
	Location    string            `json:"location"`
	Excerpt     string            `json:"excerpt"`
	Offset      int               `json:"offset"`
	Description string            `json:"description"`
	Severity    fcs.Severity      `json:"severity"`
}

type analysis struct {
	Ambiguities []finding      `json:"ambiguities"`
	Assessment  fcs.Assessment `json:"assessment"`
}

type questionList struct {
	Questions  []fcs.Question `json:"questions"`
	Assessment fcs.Assessment `json:"assessment"`
}

func analyzeCommand() command {
	return command{
		name:    "analyze",
		usage:   "analyze [--format json|text] SPEC",
		summary: "list the ambiguities of a specification",
		help: `Analyzes SPEC with the rule-based analyzer and prints its ambiguities and
clarity assessment. JSON (the default):
{"ambiguities": [{"id", "type", "location", "excerpt", "offset",
"description", "severity"}], "assessment": {...}}; excerpt is an exact
substring of the file and offset its byte offset. Exits 0 whether or not
anything is found. Nothing is stored.

Flags:
  --format F   json (default) or text`,
		run: analyzeMain,
	}
}

func questionsCommand() command {
	return command{
		name:    "questions",
		usage:   "questions [--format json|text] SPEC",
		summary: "list the questions the workflow would ask about a specification",
		help: `Analyzes SPEC and prints the questions the workflow asks about it, each with
2 to 4 options, the recommended one and its confidence. JSON (the default):
{"questions": [...], "assessment": {...}}. The workflow asks them only when
the clarity is below 4. Nothing is stored.

Flags:
  --format F   json (default) or text`,
		run: questionsMain,
	}
}

// analyzeSpec parses the flags of analyze and questions and analyzes the
// spec.
func analyzeSpec(ctx context.Context, cmd string, args []string) (format string, sp *fcs.Specification, ambs []fcs.Ambiguity, as fcs.Assessment, az *rules.Analyzer, err error) {
	fs := newFlagSet(cmd)
	f := newEnum("json", "json", "text")
	fs.Var(f, "format", "json or text")
	pos, err := parseArgs(fs, args)
	if err != nil {
		return "", nil, nil, as, nil, flagError(cmd, err)
	}
	if err := positionals(cmd, pos, "SPEC"); err != nil {
		return "", nil, nil, as, nil, err
	}
	sp, err = spec.ReadFile(pos[0])
	if err != nil {
		return "", nil, nil, as, nil, specError(err)
	}
	az = rules.New()
	ambs, err = az.Analyze(ctx, sp)
	if err != nil {
		return "", nil, nil, as, nil, failf(exitError, err, "%s: analysis failed: %v", pos[0], err)
	}
	as, err = clarification.RuleAssessor().Assess(ctx, sp, ambs)
	if err != nil {
		return "", nil, nil, as, nil, failf(exitError, err, "%s: assessment failed: %v", pos[0], err)
	}
	return f.value, sp, ambs, as, az, nil
}

func analyzeMain(ctx context.Context, a *app, args []string) error {
	format, sp, ambs, as, _, err := analyzeSpec(ctx, "analyze", args)
	if err != nil {
		return err
	}
	out := analysis{Ambiguities: make([]finding, len(ambs)), Assessment: as}
	for i, x := range ambs {
		out.Ambiguities[i] = finding{ID: x.ID, Type: x.Type, Location: x.Location, Excerpt: x.Excerpt, Offset: x.Offset, Description: x.Description, Severity: x.Severity}
	}
	if format == "json" {
		return writeJSON(a.stdout, out)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%s: %d ambiguities, clarity %d/5: %s\n", sp.Title, len(ambs), as.Clarity, oneLine(as.Reason))
	for _, x := range ambs {
		fmt.Fprintf(&b, "%s  %-9s  %-24s  %s at byte %d: %q\n    %s\n", x.ID, x.Severity, x.Type, x.Location, x.Offset, x.Excerpt, oneLine(x.Description))
	}
	_, err = fmt.Fprint(a.stdout, b.String())
	return err
}

func questionsMain(ctx context.Context, a *app, args []string) error {
	format, sp, ambs, as, az, err := analyzeSpec(ctx, "questions", args)
	if err != nil {
		return err
	}
	qs, err := az.Questions(ctx, sp, ambs)
	if err != nil {
		return failf(exitError, err, "question generation failed: %v", err)
	}
	if qs == nil {
		qs = []fcs.Question{}
	}
	if format == "json" {
		return writeJSON(a.stdout, questionList{Questions: qs, Assessment: as})
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%s: %d questions, clarity %d/5\n", sp.Title, len(qs), as.Clarity)
	for i, q := range qs {
		b.WriteString(renderQuestion(q, i+1, len(qs), false))
	}
	_, err = fmt.Fprint(a.stdout, b.String())
	return err
}
