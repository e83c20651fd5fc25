package main

import (
	"context"
	"fmt"
	"io"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/clarigraph/clarigraph/graph"
	"github.com/clarigraph/clarigraph/nodes"
	"github.com/clarigraph/clarigraph/nodes/clarification"
)

// progress is a graph.Observer that reports each node of a run on stderr:
// marks and colours on a terminal, plain lines otherwise. With a model, it
// says when a node calls it and each retry of a call (attempt, wait,
// cause). A node's failure is marked without its cause: the command's
// error line gives it, once.
type progress struct {
	mu  sync.Mutex
	w   io.Writer
	tty bool
	// model describes the LLM the nodes call ("openai gpt-4o-mini"); ""
	// for the rule-based analyzer.
	model string
	// modelOnly reports the model calls only (clarify analyze, questions).
	modelOnly bool
	// quiet silences the report (answers recorded as they are given).
	quiet atomic.Bool
}

// setQuiet silences the report, or lets it speak again.
func (p *progress) setQuiet(q bool) { p.quiet.Store(q) }

// modelNodes are the nodes that call the model of an LLM run.
var modelNodes = map[string]string{
	clarification.NodeAnalyzeSpec:       "finding the ambiguities",
	clarification.NodeGenerateQuestions: "writing the questions",
}

var _ graph.Observer = (*progress)(nil)

func (p *progress) OnEvent(_ context.Context, e graph.Event) {
	if p.quiet.Load() {
		return
	}
	if p.modelOnly && e.Type != graph.EventNodeStarted && e.Type != graph.EventCustom {
		return
	}
	var line string
	switch e.Type {
	case graph.EventNodeStarted:
		if what, ok := modelNodes[e.Node]; ok && p.model != "" {
			line = p.node("…", "36", e.Node, fmt.Sprintf("started: %s with %s", what, p.model), fmt.Sprintf("%s with %s…", what, p.model))
		}
	case graph.EventRunStarted:
		verb := "started"
		if e.Batch > 0 {
			verb = "resumed"
		}
		line = p.plain("run %s %s", e.RunID, verb)
		if p.tty {
			line = fmt.Sprintf("Run %s %s", e.RunID, verb)
		}
	case graph.EventNodeFinished:
		line = p.node("✓", "32", e.Node, "completed in "+round(e.Duration), round(e.Duration))
	case graph.EventNodeSkipped:
		line = p.node("–", "33", e.Node, "skipped: "+e.Reason, "skipped")
	case graph.EventNodeFailed:
		line = p.node("✗", "31", e.Node, "failed", "failed")
	case graph.EventNodeRetried:
		line = p.node("↻", "33", e.Node, fmt.Sprintf("retrying in %s: %v", round(e.Delay), e.Err), fmt.Sprintf("retrying in %s: %v", round(e.Delay), e.Err))
	case graph.EventNodeInterrupted:
		line = p.node("?", "34", e.Node, "waiting for answers", "waiting for answers")
	case graph.EventCustom:
		line = p.custom(e)
	}
	if line == "" {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	fmt.Fprintln(p.w, strings.ReplaceAll(line, "\n", " "))
}

func (p *progress) plain(format string, args ...any) string {
	return "clarify: " + fmt.Sprintf(format, args...)
}

func (p *progress) node(mark, colour, node, plainText, ttyText string) string {
	if !p.tty {
		return p.plain("%s %s", node, plainText)
	}
	return fmt.Sprintf("  \x1b[%sm%s\x1b[0m %-20s %s", colour, mark, node, ttyText)
}

// custom describes the workflow's audit events that say something a user
// wants to see, and the retries of model calls.
func (p *progress) custom(e graph.Event) string {
	var text string
	switch d := e.Data.(type) {
	case nodes.RetryEvent:
		return p.retry(e.Node, d)
	case clarification.AmbiguitiesFound:
		// d.Count is of all findings: the ambiguities in the wording and
		// the open decisions (the assessment's reason names each).
		text = fmt.Sprintf("%s, clarity %d/5", count(d.Count, "finding"), d.Assessment.Clarity)
		if d.Resolved > 0 {
			text += fmt.Sprintf(" (%d resolved in earlier rounds)", d.Resolved)
		}
	case clarification.Skipped:
		text = fmt.Sprintf("no questions: %s", d.Reason)
	case clarification.QuestionsGenerated:
		text = count(d.Count, "question")
	case clarification.AnswersSubmitted:
		text = fmt.Sprintf("%d answered, %d open", len(d.Answered), len(d.Open))
	default:
		return ""
	}
	if !p.tty {
		return p.plain("%s: %s", e.Node, text)
	}
	return fmt.Sprintf("    %s", text)
}

// callPrefix is how an LLM call's error starts: the step's name, which
// says nothing to a person.
var callPrefix = regexp.MustCompile(`llmnode: call "[^"]*": `)

// readable drops the names of model calls from an error message.
func readable(err error) string { return callPrefix.ReplaceAllString(err.Error(), "") }

// retry describes a failed attempt that will be tried again.
func (p *progress) retry(node string, r nodes.RetryEvent) string {
	attempt := strconv.Itoa(r.Attempt)
	if p.model != "" {
		// The command's model calls retry per graph.DefaultLLMRetry.
		attempt += " of " + strconv.Itoa(graph.DefaultLLMRetry.MaxRetries+1)
	}
	text := fmt.Sprintf("attempt %s failed (%s); trying again in %s", attempt, callPrefix.ReplaceAllString(oneLine(r.Error), ""), round(r.Delay))
	if !p.tty {
		return p.plain("%s: %s", node, text)
	}
	return p.node("↻", "33", node, text, text)
}

// round shortens a duration for display.
func round(d time.Duration) string {
	switch {
	case d >= time.Second:
		return d.Round(10 * time.Millisecond).String()
	case d >= time.Millisecond:
		return d.Round(100 * time.Microsecond).String()
	}
	return d.Round(time.Microsecond).String()
}
