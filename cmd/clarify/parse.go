package main

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/clarigraph/clarigraph/fcs"
	"github.com/clarigraph/clarigraph/spec"
)

// parsed is what clarify parse prints as JSON.
type parsed struct {
	Requirements []parsedRequirement `json:"requirements"`
	Definitions  []fcs.Definition    `json:"definitions"`
}

type parsedRequirement struct {
	ID         string              `json:"id"`
	Kind       fcs.RequirementKind `json:"kind"`
	Line       int                 `json:"line"`
	Column     int                 `json:"column"`
	Section    string              `json:"section"`
	Text       string              `json:"text"`
	Parent     string              `json:"parent"`
	Attributes map[string]string   `json:"attributes"`
}

func parseCommand() command {
	return command{
		name:    "parse",
		usage:   "parse [--format text|json] SPEC",
		summary: "show the requirements and definitions read from a specification",
		help: `Reads SPEC as the workflow does and prints what was read: every requirement
with its ID (the document's own, or R-001… where it gives none), kind,
line:column, section path and text, then the definitions (glossary entries,
acronyms spelled out, "X means Y"). Text (the default) is one requirement a
line; JSON is
{"requirements": [{"id", "kind", "line", "column", "section", "text",
"parent", "attributes"}], "definitions": [{"term", "meaning", "line"}]}
(the schema is fcs.RequirementListSchema), where section is the section
path joined by " > ", parent the ID of the requirement, story or use case
it belongs to, and attributes a table row's other columns or a record's
other fields. Warnings (a number used twice, a row that holds only a
template's placeholder: "FR4 | <Requirement 3>") go to stderr. A text in
which nothing states a requirement is refused, and so is source code ("this
is source code, not a specification"): exit 1.`,
		run: parseMain,
	}
}

func parseMain(_ context.Context, a *app, args []string) error {
	const cmd = "parse"
	fs := newFlagSet(cmd)
	f := newEnum("text", "text", "json")
	fs.Var(f, "format", "text or json")
	pos, err := parseArgs(fs, args)
	if err != nil {
		return flagError(cmd, err)
	}
	if err := positionals(cmd, pos, "SPEC"); err != nil {
		return err
	}
	sp, err := spec.ReadFile(pos[0], a.specWarnings(pos[0]))
	if err != nil {
		return specError(err)
	}
	out := parsed{Requirements: make([]parsedRequirement, len(sp.Requirements)), Definitions: sp.Definitions}
	if out.Definitions == nil {
		out.Definitions = []fcs.Definition{}
	}
	for i, r := range sp.Requirements {
		attrs := r.Attributes
		if attrs == nil {
			attrs = map[string]string{}
		}
		out.Requirements[i] = parsedRequirement{
			ID: r.ID, Kind: r.Kind, Line: r.Line, Column: r.Column, Section: strings.Join(r.SectionPath, " > "),
			Text: r.Text, Parent: r.Parent, Attributes: attrs,
		}
	}
	if f.value == "json" {
		return writeJSON(a.stdout, out)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%s: %s, %s\n", sp.Title, count(len(out.Requirements), "requirement"), count(len(out.Definitions), "definition"))
	for _, r := range out.Requirements {
		fmt.Fprintf(&b, "%s  %s  %d:%d", r.ID, r.Kind, r.Line, r.Column)
		if r.Section != "" {
			fmt.Fprintf(&b, "  [%s]", r.Section)
		}
		fmt.Fprintf(&b, "  %s\n", oneLine(r.Text))
		for _, k := range sortedAttrs(r.Attributes) {
			fmt.Fprintf(&b, "    %s: %s\n", k, r.Attributes[k])
		}
	}
	for _, d := range out.Definitions {
		fmt.Fprintf(&b, "definition  %d  %s: %s\n", d.Line, d.Term, oneLine(d.Meaning))
	}
	_, err = fmt.Fprint(a.stdout, b.String())
	return err
}

// sortedAttrs returns the attribute names in order.
func sortedAttrs(m map[string]string) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}
