package llm_test

import (
	"context"
	"errors"
	"fmt"

	"github.com/clarigraph/clarigraph/fcs"
	"github.com/clarigraph/clarigraph/llmtest"
	"github.com/clarigraph/clarigraph/nodes/clarification/llm"
	"github.com/clarigraph/clarigraph/spec"
)

func ExampleAnalyzer_Analyze() {
	s, _ := spec.Parse("spec.md", []byte("# Shop\n\n- FR-001: Checkout shall be fast.\n"))
	// A scripted model stands in for a real one (llm.NewModel).
	model := llmtest.NewModel().Default(llmtest.Text(`{"ambiguities": [
		{"type": "unclear_specification", "location": "FR-001", "excerpt": "fast",
		 "description": "No response time is given.", "severity": "important"},
		{"type": "missing_constraint", "location": "FR-001", "excerpt": "in under 2 seconds",
		 "description": "Not in the spec: dropped.", "severity": "minor"}]}`))
	a := llm.NewAnalyzer(model)
	ambs, err := a.Analyze(context.Background(), s)
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, x := range ambs {
		fmt.Println(x.ID, x.Location, x.Type, x.Excerpt, s.Content[x.Offset:x.Offset+len(x.Excerpt)])
	}
	fmt.Println("dropped:", a.Usage().Totals().Dropped)
	// Output:
	// A-fed5b700caa364f7 FR-001 unclear_specification fast fast
	// dropped: 1
}

func ExampleNewModel() {
	_, err := llm.NewModel("anthropic", "", llm.WithGetenv(func(string) string { return "" }))
	fmt.Println(err)
	var mk *llm.MissingKeyError
	fmt.Println(errors.As(err, &mk), mk.Variable)
	// Output:
	// llm: provider anthropic needs an API key: set ANTHROPIC_API_KEY
	// true ANTHROPIC_API_KEY
}

func ExampleRuleDetector() {
	reply := "I can store uploads in two ways. Which storage should I use?\n" +
		"- PostgreSQL: one database for everything\n" +
		"- S3 (recommended): cheap and durable\n"
	qs, _ := llm.RuleDetector{}.Detect(context.Background(), reply)
	for _, q := range qs {
		fmt.Println(q.Question)
		for _, o := range q.Options {
			fmt.Println("-", o.Label)
		}
		fmt.Println("recommended:", q.Recommended, q.Confidence)
	}
	// Output:
	// Which storage should I use?
	// - PostgreSQL
	// - S3
	// recommended: S3 80
}

func ExampleAsk() {
	reply := "Should the report be weekly or monthly? I'd suggest monthly."
	// Unattended: the recommended answers, marked default.
	answers, _ := llm.Ask(context.Background(), nil, nil, reply, true)
	for _, a := range answers {
		fmt.Println(a.Selected, a.Source)
	}
	// Attended: an interrupt carrying the questions.
	_, err := llm.Ask(context.Background(), nil, nil, reply, false)
	p, ok := llm.PendingOf(err)
	fmt.Println(ok, len(p.Questions), p.Questions[0].Question)
	// Output:
	// [monthly] default
	// true 1 Should the report be weekly or monthly?
}

func ExampleUsage() {
	u := llm.NewUsage(map[string]llm.Price{"small": {Prompt: 0.15, Completion: 0.60}})
	model := llmtest.NewModel().Default(llmtest.Reply{Text: `{"ambiguities": []}`, PromptTokens: 1000, CompletionTokens: 200})
	a := llm.NewAnalyzer(model, llm.WithUsage(u), llm.WithModelName("small"))
	_, _ = a.Analyze(context.Background(), &fcs.Specification{Title: "T", Content: "Anything."})
	t := u.Totals()
	fmt.Printf("%d call, %d tokens, cost %.5f\n", t.Calls, t.TotalTokens, t.Cost)
	// Output:
	// 1 call, 1200 tokens, cost 0.00027
}
