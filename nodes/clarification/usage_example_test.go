package clarification_test

import (
	"context"
	"fmt"

	"github.com/clarigraph/clarigraph/llmtest"
	"github.com/clarigraph/clarigraph/nodes/clarification"
	"github.com/clarigraph/clarigraph/nodes/clarification/llm"
	"github.com/clarigraph/clarigraph/nodes/llmnode"
	"github.com/clarigraph/clarigraph/spec"
)

// ExampleAnalyzerFactory runs the workflow with an LLM analyzer built
// fresh for each node, and reads the run's token usage from the FCS
// metadata (outside the hash).
func ExampleAnalyzerFactory() {
	model := llmtest.NewModel().
		On("You review software specifications", llmtest.Reply{Text: `{"ambiguities": []}`, PromptTokens: 120, CompletionTokens: 8})
	plan, err := clarification.New(clarification.Config{
		Analyzer: clarification.AnalyzerFactory(func() clarification.Analyzer {
			return llm.NewAnalyzer(model, llm.WithModelName("scripted"))
		}),
	})
	if err != nil {
		panic(err)
	}
	s, err := spec.Parse("notes.md", []byte("# Notes\n\n- FR-001: Notes shall hold at most 10,000 characters.\n"))
	if err != nil {
		panic(err)
	}
	res, err := plan.Run(context.Background(), clarification.Input(s,
		clarification.WithMetadata(map[string]string{"llm_model": "scripted"})))
	if err != nil {
		panic(err)
	}
	meta := res.State.FCS.Metadata
	total := meta[clarification.MetaLLMUsage].(llmnode.UsageTotals)
	fmt.Println(meta["analyzer"], meta["llm_model"])
	fmt.Println(total.Calls, "call,", total.TotalTokens, "tokens")
	fmt.Println(res.State.LLMUsage[clarification.NodeAnalyzeSpec].PromptTokens, "prompt tokens in analyze_spec")
	// Output:
	// llm scripted
	// 1 call, 128 tokens
	// 120 prompt tokens in analyze_spec
}
