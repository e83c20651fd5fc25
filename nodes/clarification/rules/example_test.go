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
		"NFR-2: Users shall be able to upload files up to 25 MB.",
		"NFR-3: The upload page shall be fast.",
	)
	a := rules.New()
	ambs, err := a.Analyze(context.Background(), spec)
	if err != nil {
		panic(err)
	}
	for _, amb := range ambs {
		fmt.Printf("%s %s %s %q: %s\n", amb.Location, amb.Severity, amb.Type, amb.Excerpt, amb.Description)
	}
	fmt.Println(rules.Assess(spec, ambs).Clarity)

	qs, err := a.Questions(context.Background(), spec, ambs)
	if err != nil {
		panic(err)
	}
	for _, q := range qs {
		fmt.Println(q.Question)
		for _, o := range q.Options {
			fmt.Println("  -", o.Label)
		}
		fmt.Printf("  guess: %s (%d%%)\n", q.Recommended, q.Confidence)
	}
	// Output:
	// FR-3 critical conflicting_requirements "10 MB": limit 10 MB contradicts 25 MB in NFR-2
	// NFR-2 critical conflicting_requirements "up to 25 MB": limit up to 25 MB contradicts 10 MB in FR-3
	// NFR-3 important ambiguous_terminology "fast": fast is a vague performance term with no measurable target
	// 1
	// Which limit applies: “10 MB”, “up to 25 MB”? (FR-3, NFR-2)
	//   - Use 10 MB (FR-3)
	//   - Use 25 MB (NFR-2)
	//   - Different limits per context
	//   guess: Use 10 MB (FR-3) (55%)
	// What measurable performance target does “fast” in NFR-3 mean?
	//   - p95 ≤ 200 ms
	//   - p95 ≤ 1 s
	//   - Best effort, no target
	//   guess: p95 ≤ 200 ms (60%)
}

// A rule is data: add one to the table and it runs with the others.
func ExampleWithRules() {
	house := rules.Rule{
		Name: "marketing_speak", Family: rules.FamilyVague,
		Type: fcs.AmbiguousTerminology, Severity: fcs.Minor,
		Detector: rules.DetectPhrase, Patterns: []string{"blazing", "next-generation"},
		Exceptions:  rules.Exceptions{NumberWithin: 5},
		Description: "{excerpt} is marketing language, not a requirement",
	}
	a := rules.New(rules.WithRules(append(rules.DefaultRules(), house)))
	ambs, err := a.Analyze(context.Background(), specOf("FR-1: Exports shall be blazing."))
	if err != nil {
		panic(err)
	}
	for _, amb := range ambs {
		fmt.Println(amb.Rule, amb.Excerpt, amb.Description)
	}
	// Output:
	// marketing_speak blazing blazing is marketing language, not a requirement
}
