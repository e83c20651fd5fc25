package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"slices"

	"github.com/clarigraph/clarigraph/checkpoint"
	"github.com/clarigraph/clarigraph/fcs"
	"github.com/clarigraph/clarigraph/graph"
	"github.com/clarigraph/clarigraph/nodes/clarification"
	"github.com/clarigraph/clarigraph/nodes/clarification/llm"
	"github.com/clarigraph/clarigraph/nodes/clarification/rules"
	"github.com/clarigraph/clarigraph/nodes/llmnode"
)

// Keys of the run's input metadata (clarification.WithMetadata) that
// record the LLM a run was started with. They are copied into the FCS's
// metadata, outside its hash, and read back by clarify resume.
const (
	metaProvider = "llm_provider"
	metaModel    = "llm_model"
	metaMode     = "llm_mode"
)

// llmModeHybrid is the only mode the command uses: the rule-based findings
// are given to the model as candidates (llm.WithHybrid).
const llmModeHybrid = "hybrid"

// llmFlags are --llm and --model.
type llmFlags struct {
	provider *enumFlag
	model    string
}

func (f *llmFlags) register(fs *flag.FlagSet) {
	f.provider = newEnum("", llm.ProviderOpenAI, llm.ProviderAnthropic, llm.ProviderOllama)
	fs.Var(f.provider, "llm", "analyze with an LLM: openai, anthropic or ollama")
	fs.StringVar(&f.model, "model", "", "the LLM `model` (with --llm; default $CLARIFY_MODEL, then the provider's default)")
}

// check refuses --model without --llm.
func (f *llmFlags) check(cmd string) error {
	if f.provider.value == "" && f.model != "" {
		return usagef("%s: --model needs --llm", cmd)
	}
	return nil
}

// llmChoice is the provider and model a run uses; the zero value is the
// rule-based analyzer.
type llmChoice struct {
	provider string
	model    string
}

// choice resolves the flags: the model is --model, else CLARIFY_MODEL,
// else the provider's default.
func (f *llmFlags) choice(getenv func(string) string) llmChoice {
	c := llmChoice{provider: f.provider.value, model: f.model}
	if c.provider == "" {
		return llmChoice{}
	}
	if c.model == "" {
		c.model = getenv(llm.EnvModel)
	}
	if c.model == "" {
		c.model = defaultModel(c.provider)
	}
	return c
}

func defaultModel(provider string) string {
	switch provider {
	case llm.ProviderOpenAI:
		return llm.DefaultOpenAIModel
	case llm.ProviderAnthropic:
		return llm.DefaultAnthropicModel
	case llm.ProviderOllama:
		return llm.DefaultOllamaModel
	}
	return ""
}

// metadata is what the run records about its analyzer (nil for the
// rule-based one).
func (c llmChoice) metadata() map[string]string {
	if c.provider == "" {
		return nil
	}
	return map[string]string{metaProvider: c.provider, metaModel: c.model, metaMode: llmModeHybrid}
}

// described names the model for progress lines ("openai gpt-4o-mini",
// with the server when the environment names one), "" for the rule-based
// analyzer.
func (c llmChoice) described(getenv func(string) string) string {
	if c.provider == "" {
		return ""
	}
	s := c.provider + " " + c.model
	switch {
	case c.provider == llm.ProviderOpenAI && getenv(llm.EnvOpenAIBaseURL) != "":
		s += " at " + getenv(llm.EnvOpenAIBaseURL)
	case c.provider == llm.ProviderOllama:
		host := getenv(llm.EnvOllamaHost)
		if host == "" {
			host = "http://localhost:11434"
		}
		s += " at " + host
	}
	return s
}

func (c llmChoice) String() string {
	if c.provider == "" {
		return "the rule-based analyzer"
	}
	return "--llm " + c.provider + " --model " + c.model
}

// llmComponents are the LLM analyzer and question generator of a choice.
type llmComponents struct {
	model llm.Model
	name  string
	rules *rules.Analyzer
	clock graph.Clock // backoff and call timeouts
}

// components builds the model of c, from a's environment: a missing API
// key is a usage error (exit 2) naming the variable. The calls' backoff
// and timeouts run on a's clock (which CLARIFY_TEST_TIME_SCALE scales).
func (c llmChoice) components(a *app) (*llmComponents, error) {
	getenv := a.getenv
	m, err := llm.NewModel(c.provider, c.model, llm.WithGetenv(getenv))
	var mk *llm.MissingKeyError
	switch {
	case errors.As(err, &mk):
		return nil, &codeError{code: exitUsage, msg: fmt.Sprintf("--llm %s needs an API key: set %s", c.provider, mk.Variable), err: err}
	case err != nil:
		return nil, &codeError{code: exitUsage, msg: fmt.Sprintf("--llm %s: %v", c.provider, err), err: err}
	}
	clock := a.clock
	if clock == nil {
		clock = graph.SystemClock{}
	}
	return &llmComponents{model: m, name: c.model, rules: rules.New(), clock: clock}, nil
}

func (l *llmComponents) analyzer() *llm.Analyzer {
	return llm.NewAnalyzer(l.model, llm.WithModelName(l.name), llm.WithHybrid(l.rules), llm.WithClock(l.clock))
}

func (l *llmComponents) questions() *llm.QuestionGenerator {
	return llm.NewQuestionGenerator(l.model, llm.WithModelName(l.name), llm.WithClock(l.clock))
}

// config is the workflow with a fresh analyzer and question generator for
// every node (clarification.AnalyzerFactory), so that the usage recorded
// in each FCS is its run's own even when runs overlap (clarify serve).
func (l *llmComponents) config() clarification.Config {
	return clarification.Config{
		Analyzer:  clarification.AnalyzerFactory(func() clarification.Analyzer { return l.analyzer() }),
		Questions: clarification.QuestionsFactory(func() clarification.QuestionGenerator { return l.questions() }),
	}
}

// workflow returns the workflow configuration of c (the zero Config, the
// rule-based workflow, for the zero choice).
func (c llmChoice) workflow(a *app) (clarification.Config, error) {
	if c.provider == "" {
		return clarification.Config{}, nil
	}
	l, err := c.components(a)
	if err != nil {
		return clarification.Config{}, err
	}
	return l.config(), nil
}

// recordedMetadata reads a run's input metadata: from the newest
// full-state record that holds it (every snapshot carries the input).
func recordedMetadata(ctx context.Context, store checkpoint.Store, runID string) (map[string]string, error) {
	hist, err := store.History(ctx, runID)
	if err != nil {
		return nil, err
	}
	for _, sum := range slices.Backward(hist) {
		if !sum.Snapshot {
			continue
		}
		cp, err := store.Load(ctx, runID, sum.Seq)
		if err != nil {
			continue // a damaged record: an older snapshot holds the input too
		}
		var st struct {
			Metadata map[string]string `json:"metadata"`
		}
		if err := json.Unmarshal(cp.State, &st); err != nil {
			continue
		}
		return st.Metadata, nil
	}
	return nil, nil
}

// resumeChoice decides the analyzer of a resumed run: the one it was
// started with. --llm and --model may repeat it; naming another is a usage
// error, since a run's findings and questions must come from one analyzer.
func resumeChoice(recorded llmChoice, f *llmFlags) (llmChoice, error) {
	given := f.provider.value
	switch {
	case given == "":
		return recorded, nil
	case given != recorded.provider || (f.model != "" && f.model != recorded.model):
		asked := "--llm " + given
		if f.model != "" {
			asked += " --model " + f.model
		}
		return llmChoice{}, usagef("resume: %s: the run was started with %s; resume it without --llm (it keeps its analyzer)", asked, recorded)
	}
	return recorded, nil
}

// reportUsage prints on stderr the model usage an FCS records (of the
// round it ends), if any.
func (a *app) reportUsage(f *fcs.FCS) {
	raw, ok := f.Metadata[clarification.MetaLLMUsage]
	if !ok {
		return
	}
	var u llmnode.UsageTotals
	b, err := json.Marshal(raw)
	if err != nil || json.Unmarshal(b, &u) != nil {
		return
	}
	model, _ := f.Metadata[metaModel].(string)
	line := fmt.Sprintf("%s: %s, %s (%d prompt, %d completion)", model, count(u.Calls, "model call"), count(u.TotalTokens, "token"), u.PromptTokens, u.CompletionTokens)
	if u.Replayed > 0 {
		line += fmt.Sprintf(", %d replayed from checkpoints", u.Replayed)
	}
	a.warnf("%s", line)
}
