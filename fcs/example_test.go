package fcs_test

import (
	"errors"
	"fmt"
	"strings"

	"github.com/clarigraph/clarigraph/fcs"
)

func exampleInput() fcs.BuildInput {
	content := "# Upload service\n\n- FR-1: Users shall upload files quickly.\n"
	amb := fcs.Ambiguity{
		ID:   fcs.AmbiguityID("FR-1", fcs.UnclearSpecification, "quickly", 0),
		Type: fcs.UnclearSpecification, Location: "FR-1", Excerpt: "quickly", Offset: 51,
		Description: "vague term", Severity: fcs.Important,
	}
	q := fcs.Question{
		ID: fcs.QuestionID([]string{amb.ID}), AmbiguityIDs: []string{amb.ID}, RequirementIDs: []string{"FR-1"},
		Topic:    "upload speed",
		Question: "How fast must a 1 MB upload complete?",
		Options: []fcs.Option{
			{Label: "1 s", Description: "p95 under one second"},
			{Label: "5 s", Description: "p95 under five seconds"},
		},
		Kind: fcs.Single, Complexity: fcs.Low, Recommended: "5 s", Confidence: 70,
	}
	return fcs.BuildInput{
		Spec: fcs.Specification{
			Title: "Upload service", Format: fcs.FormatMarkdown, Content: content,
			Requirements: []fcs.Requirement{{ID: "FR-1", Text: "Users shall upload files quickly.", Offset: 26}},
		},
		Ambiguities: []fcs.Ambiguity{amb},
		Questions:   []fcs.Question{q},
		Assessment:  fcs.Assessment{Clarity: 3, AmbiguityCount: 1, Important: 1},
	}
}

func ExampleBuild() {
	in := exampleInput()
	answers, err := fcs.ParseAnswers([]byte(`{"` + in.Questions[0].ID + `": "1 s"}`))
	if err != nil {
		panic(err)
	}
	in.Answers = answers
	f, err := fcs.Build(in)
	if err != nil {
		panic(err)
	}
	fmt.Println(f.Requirements[0].Text)
	fmt.Println(len(f.OpenQuestions), "open questions")
	// Output:
	// Users shall upload files quickly. Clarified (Q-7dbea738c8bd3f41): upload speed — 1 s: p95 under one second
	// 0 open questions
}

func ExampleVerify() {
	in := exampleInput()
	in.Answers = fcs.DefaultAnswers(in.Questions, nil)
	in.Metadata = map[string]any{"run_id": "r-1"}
	f, err := fcs.Build(in)
	if err != nil {
		panic(err)
	}
	doc, err := f.MarshalIndent()
	if err != nil {
		panic(err)
	}
	fmt.Println("as written:", fcs.Verify(doc))

	f.Metadata["run_id"] = "r-2" // outside the hash
	doc, _ = f.MarshalIndent()
	fmt.Println("metadata changed:", fcs.Verify(doc))

	f.Requirements[0].Text = "Users shall upload files."
	doc, _ = f.MarshalIndent()
	err = fcs.Verify(doc)
	var mismatch *fcs.HashMismatchError
	fmt.Println("content changed:", errors.Is(err, fcs.ErrHashMismatch), errors.As(err, &mismatch))
	// Output:
	// as written: <nil>
	// metadata changed: <nil>
	// content changed: true true
}

func ExampleValidateAnswers() {
	in := exampleInput()
	id := in.Questions[0].ID
	err := fcs.ValidateAnswers(in.Questions, map[string]fcs.Answer{
		id:           {Selected: []string{"1 s", "10 s"}},
		"Q-00000000": {Custom: "whatever"},
	})
	var ae *fcs.AnswersError
	if errors.As(err, &ae) {
		for _, p := range ae.Problems {
			fmt.Printf("%s: %s\n", p.QuestionID, p.Reason)
		}
	}
	// Output:
	// Q-00000000: unknown question
	// Q-7dbea738c8bd3f41: unknown option "10 s" (options: "1 s", "5 s")
	// Q-7dbea738c8bd3f41: 2 options chosen for a question that takes one
}

func ExampleDefaultAnswers() {
	in := exampleInput()
	for id, a := range fcs.DefaultAnswers(in.Questions, nil) {
		fmt.Println(id, a.Selected, a.Source)
	}
	// Output:
	// Q-7dbea738c8bd3f41 [5 s] default
}

func ExampleFCS_Markdown() {
	in := exampleInput()
	in.Answers = map[string]fcs.Answer{in.Questions[0].ID: {Custom: "within 2 s", Source: fcs.SourceUser}}
	f, err := fcs.Build(in)
	if err != nil {
		panic(err)
	}
	md := string(f.Markdown())
	start := strings.Index(md, "## Requirements")
	end := strings.Index(md, "## Open questions")
	fmt.Print(md[start:end])
	// Output:
	// ## Requirements
	//
	// - **FR-1**: Users shall upload files quickly.
	//   - Decided (Q-7dbea738c8bd3f41, user): upload speed — within 2 s
	//
	// ## Clarifications
	//
	// | Question | Answer | Source | Requirements |
	// | --- | --- | --- | --- |
	// | Q-7dbea738c8bd3f41: How fast must a 1 MB upload complete? | within 2 s | user | FR-1 |
	//
}

func ExampleHash() {
	a, _ := fcs.Hash([]byte(`{"b": 1, "a": "x", "metadata": {"run_id": "r-1"}}`))
	b, _ := fcs.Hash([]byte(`{"a":"x","b":1}`))
	fmt.Println(a == b, len(a))
	// Output:
	// true 64
}
