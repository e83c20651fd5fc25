package main

import (
	"context"
	"fmt"
	"io"
	"strings"
	"sync"
	"time"

	"github.com/clarigraph/clarigraph/graph"
	"github.com/clarigraph/clarigraph/nodes/clarification"
)

// progress is a graph.Observer that reports each node of a run on stderr:
// marks and colours on a terminal, plain lines otherwise.
type progress struct {
	mu  sync.Mutex
	w   io.Writer
	tty bool
}

var _ graph.Observer = (*progress)(nil)

func (p *progress) OnEvent(_ context.Context, e graph.Event) {
	var line string
	switch e.Type {
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
		line = p.node("✗", "31", e.Node, fmt.Sprintf("failed: %v", e.Err), fmt.Sprintf("failed: %v", e.Err))
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
// wants to see.
func (p *progress) custom(e graph.Event) string {
	var text string
	switch d := e.Data.(type) {
	case clarification.AmbiguitiesFound:
		text = fmt.Sprintf("%d ambiguities, clarity %d/5", d.Count, d.Assessment.Clarity)
		if d.Resolved > 0 {
			text += fmt.Sprintf(" (%d resolved in earlier rounds)", d.Resolved)
		}
	case clarification.Skipped:
		text = fmt.Sprintf("no questions: %s", d.Reason)
	case clarification.QuestionsGenerated:
		text = fmt.Sprintf("%d questions", d.Count)
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
