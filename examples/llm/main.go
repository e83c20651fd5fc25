// Command llm runs the clarification workflow with language models: an LLM
// analyzer finds the ambiguities, an LLM question generator writes the
// questions and an LLM guesser recommends the answers, which the run
// takes (source default). It prints the FCS hash, the token usage (also
// recorded in the FCS metadata, outside the hash) and the FCS as Markdown.
//
// The provider comes from CLARIFY_LLM (openai, the default; anthropic;
// ollama) and its usual variables: OPENAI_API_KEY and OPENAI_BASE_URL
// (any OpenAI-compatible server), ANTHROPIC_API_KEY, OLLAMA_HOST; the
// model from CLARIFY_MODEL.
//
//	OPENAI_API_KEY=… go run ./examples/llm examples/specs/vague.md
//
// Without the key it stops with a message naming the variable to set.
package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"

	"github.com/clarigraph/clarigraph/fcs"
	"github.com/clarigraph/clarigraph/nodes/clarification"
	"github.com/clarigraph/clarigraph/nodes/clarification/llm"
	"github.com/clarigraph/clarigraph/spec"
)

func main() {
	path := "examples/specs/vague.md"
	if len(os.Args) > 1 {
		path = os.Args[1]
	}
	if _, err := run(context.Background(), path, os.Getenv, os.Stdout, os.Stderr); err != nil {
		fmt.Fprintln(os.Stderr, "llm example:", err)
		os.Exit(1)
	}
}

// run clarifies the specification at path and returns its FCS.
func run(ctx context.Context, path string, getenv func(string) string, stdout, stderr io.Writer) (*fcs.FCS, error) {
	provider := getenv("CLARIFY_LLM")
	if provider == "" {
		provider = llm.ProviderOpenAI
	}
	model, err := llm.NewModel(provider, "", llm.WithGetenv(getenv))
	if err != nil {
		return nil, err
	}
	s, err := spec.ReadFile(path)
	if err != nil {
		return nil, err
	}
	usage := llm.NewUsage(nil)
	common := []llm.Option{llm.WithUsage(usage), llm.WithModelName(getenv(llm.EnvModel))}
	cfg := clarification.Config{
		Analyzer:  llm.NewAnalyzer(model, common...),
		Questions: llm.NewQuestionGenerator(model, append(common, llm.WithGuesser(llm.NewGuesser(model, common...)))...),
	}
	plan, err := clarification.New(cfg)
	if err != nil {
		return nil, err
	}
	fmt.Fprintf(stderr, "clarifying %s with %s…\n", path, provider)
	res, err := plan.Run(ctx, clarification.Input(s, clarification.WithDefaults()))
	if err != nil {
		return nil, err
	}
	f := res.State.FCS
	for k, v := range cfg.Analyzer.(*llm.Analyzer).Metadata() {
		f.Metadata[k] = v
	}
	t := usage.Totals()
	fmt.Fprintf(stdout, "hash %s\n", f.Hash)
	fmt.Fprintf(stdout, "llm calls %d, tokens %d (prompt %d, completion %d), dropped findings %d\n\n",
		t.Calls, t.TotalTokens, t.PromptTokens, t.CompletionTokens, t.Dropped)
	if _, err := stdout.Write(f.Markdown()); err != nil {
		return nil, err
	}
	// The usage lives in the metadata, outside the hash: the document
	// still verifies.
	doc, err := json.Marshal(f)
	if err != nil {
		return nil, err
	}
	if err := fcs.Verify(doc); err != nil {
		return nil, err
	}
	return f, nil
}
