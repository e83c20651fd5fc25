package main

import (
	"bytes"
	"context"
	"errors"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"

	"github.com/clarigraph/clarigraph/fcs"
	"github.com/clarigraph/clarigraph/graph"
	"github.com/clarigraph/clarigraph/nodes"
	"github.com/clarigraph/clarigraph/nodes/clarification"
)

func TestProgress(t *testing.T) {
	events := []graph.Event{
		{Type: graph.EventRunStarted, RunID: "r1"},
		{Type: graph.EventNodeStarted, Node: "start"},
		{Type: graph.EventNodeFinished, Node: "start", Duration: 1500 * time.Microsecond},
		{Type: graph.EventCustom, Node: "analyze_spec", Name: clarification.EventAmbiguitiesFound, Data: clarification.AmbiguitiesFound{Count: 3, Resolved: 1, Assessment: fcs.Assessment{Clarity: 2}}},
		{Type: graph.EventCustom, Node: "check_ambiguities", Name: clarification.EventSkipped, Data: clarification.Skipped{Reason: "clarity 4 reaches the threshold 4"}},
		{Type: graph.EventCustom, Node: "generate_questions", Name: clarification.EventQuestionsGenerated, Data: clarification.QuestionsGenerated{Count: 2}},
		{Type: graph.EventCustom, Node: "x", Name: "other", Data: 1},
		{Type: graph.EventNodeSkipped, Node: "generate_questions", Reason: "conditional node \"check_ambiguities\" evaluated false"},
		{Type: graph.EventNodeRetried, Node: "analyze_spec", Delay: 2 * time.Second, Err: errors.New("overloaded")},
		{Type: graph.EventNodeFailed, Node: "build_fcs", Err: errors.New("FCS construction failed: x\ny")},
		{Type: graph.EventNodeInterrupted, Node: "build_fcs"},
		{Type: graph.EventCustom, Node: "build_fcs", Name: clarification.EventAnswersSubmitted, Data: clarification.AnswersSubmitted{Answered: []string{"a"}, Open: []string{"b", "c"}}},
		{Type: graph.EventRunStarted, RunID: "r1", Batch: 4},
	}
	var plain, tty bytes.Buffer
	for _, e := range events {
		(&progress{w: &plain}).OnEvent(context.Background(), e)
		(&progress{w: &tty, tty: true}).OnEvent(context.Background(), e)
	}
	assert.Equal(t, `clarify: run r1 started
clarify: start completed in 1.5ms
clarify: analyze_spec: 3 findings, clarity 2/5 (1 resolved in earlier rounds)
clarify: check_ambiguities: no questions: clarity 4 reaches the threshold 4
clarify: generate_questions: 2 questions
clarify: generate_questions skipped: conditional node "check_ambiguities" evaluated false
clarify: analyze_spec retrying in 2s: overloaded
clarify: build_fcs failed
clarify: build_fcs waiting for answers
clarify: build_fcs: 1 answered, 2 open
clarify: run r1 resumed
`, plain.String())
	assert.Equal(t, "Run r1 started\n"+
		"  \x1b[32m✓\x1b[0m start                1.5ms\n"+
		"    3 findings, clarity 2/5 (1 resolved in earlier rounds)\n"+
		"    no questions: clarity 4 reaches the threshold 4\n"+
		"    2 questions\n"+
		"  \x1b[33m–\x1b[0m generate_questions   skipped\n"+
		"  \x1b[33m↻\x1b[0m analyze_spec         retrying in 2s: overloaded\n"+
		"  \x1b[31m✗\x1b[0m build_fcs            failed\n"+
		"  \x1b[34m?\x1b[0m build_fcs            waiting for answers\n"+
		"    1 answered, 2 open\n"+
		"Run r1 resumed\n", tty.String())
}

// TestProgressModel: with a model, the nodes that call it say so when they
// start, each retry says its attempt, wait and cause, and quiet silences
// everything.
func TestProgressModel(t *testing.T) {
	events := []graph.Event{
		{Type: graph.EventNodeStarted, Node: "start"},
		{Type: graph.EventNodeStarted, Node: "analyze_spec"},
		{Type: graph.EventCustom, Node: "analyze_spec", Name: nodes.EventRetry, Data: nodes.RetryEvent{Attempt: 2, Delay: 2 * time.Second,
			Error: `llmnode: call "analyze/1/39b185dea175d3bd": network error: failed to reach API server`}},
		{Type: graph.EventNodeStarted, Node: "generate_questions"},
	}
	var plain bytes.Buffer
	p := &progress{w: &plain, model: "openai m at http://h/v1"}
	for _, e := range events {
		p.OnEvent(context.Background(), e)
	}
	assert.Equal(t, `clarify: analyze_spec started: finding the ambiguities with openai m at http://h/v1
clarify: analyze_spec: attempt 2 of 4 failed (network error: failed to reach API server); trying again in 2s
clarify: generate_questions started: writing the questions with openai m at http://h/v1
`, plain.String())

	plain.Reset()
	p.setQuiet(true)
	for _, e := range events {
		p.OnEvent(context.Background(), e)
	}
	assert.Empty(t, plain.String())

	var rules bytes.Buffer
	(&progress{w: &rules}).OnEvent(context.Background(), events[1])
	assert.Empty(t, rules.String(), "the rule-based analyzer calls no model")
}
