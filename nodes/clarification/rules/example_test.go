package rules_test

import (
	"context"
	"fmt"
	"strings"

	"github.com/clarigraph/clarigraph/fcs"
	"github.com/clarigraph/clarigraph/nodes/clarification/rules"
)

// specOf lays requirement lines out as a Markdown list with offsets.
func specOf(lines ...string) *fcs.Specification {
	var b strings.Builder
	s := &fcs.Specification{Title: "Uploads", Format: fcs.FormatMarkdown}
	for _, l := range lines {
		id, text, _ := strings.Cut(l, ": ")
		b.WriteString("- " + id + ": ")
		s.Requirements = append(s.Requirements, fcs.Requirement{ID: id, Text: text, Offset: b.Len()})
		b.WriteString(text + "\n")
	}
	s.Content = b.String()
	return s
}

func Example() {
	spec := specOf(
		"FR-3: The maximum upload size shall be 10 MB.",
		"NFR-2: Uploaded files shall not exceed a size of 25 MB.",
		"NFR-3: The upload page shall be fast.",
		"NFR-4: Uploads shall be logged in the DMS as appropriate.",
	)
	a := rules.New()
	rep, err := a.Report(context.Background(), spec)
	if err != nil {
		panic(err)
	}
	for _, amb := range rep.Ambiguities {
		fmt.Printf("%s %s %s %q\n", amb.Location, amb.Severity, amb.Type, amb.Excerpt)
	}
	for _, t := range rep.Glossary {
		fmt.Printf("glossary: %s (%s)\n", t.Term, t.Location)
	}
	qs, err := a.Questions(context.Background(), spec, rep.Ambiguities)
	if err != nil {
		panic(err)
	}
	fmt.Println(qs[0].Question)
	for _, o := range qs[0].Options {
		fmt.Println("  -", o.Label)
	}
	fmt.Printf("  guess: %s (%d%%)\n", qs[0].Recommended, qs[0].Confidence)
	// Output:
	// FR-3 critical conflicting_requirements "10 MB"
	// NFR-2 critical conflicting_requirements "25 MB"
	// NFR-3 important missing_constraint "fast"
	// NFR-4 minor unclear_specification "as appropriate"
	// glossary: DMS (NFR-4)
	// Which value applies: “10 MB”, “25 MB” (FR-3, NFR-2)?
	//   - The first
	//   - The second
	//   - Each in its own case
	//   guess: Each in its own case (50%)
}

// A rule is data: a YAML file in a folder, loaded with LoadRules, runs
// with the others.
func ExampleWithRules() {
	house := rules.Rule{
		Name: "marketing_speak", Type: fcs.AmbiguousTerminology, Severity: fcs.Minor,
		Patterns:    []string{"[ blazing|next-generation ]"},
		Description: "{excerpt} is marketing language, not a requirement.",
		Question: rules.Question{Topic: "Marketing language", Text: "What does {excerpt} promise?", Options: []fcs.Option{
			{Label: "A measured target", Description: "State a figure", Implications: "Testable"},
			{Label: "Nothing", Description: "Drop the word", Implications: "No obligation"},
		}, Confidence: 60},
	}
	a := rules.New(rules.WithRules(append(rules.DefaultRules(), house)))
	ambs, err := a.Analyze(context.Background(), specOf("FR-1: Exports shall be blazing."))
	if err != nil {
		panic(err)
	}
	for _, amb := range ambs {
		fmt.Println(amb.Rule, amb.Excerpt, "-", amb.Description)
	}
	// Output:
	// marketing_speak blazing - “blazing” is marketing language, not a requirement.
}
