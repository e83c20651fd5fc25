package otelobserver

import (
	"context"
	"strings"
	"sync"
	"time"

	"go.opentelemetry.io/otel/attribute"
	"go.opentelemetry.io/otel/codes"
	"go.opentelemetry.io/otel/trace"
	"go.opentelemetry.io/otel/trace/noop"

	"github.com/clarigraph/clarigraph/graph"
)

// Attribute keys set on the spans.
const (
	KeyGraphID    = attribute.Key("clarigraph.graph.id")
	KeyRunID      = attribute.Key("clarigraph.run.id")
	KeyRunStatus  = attribute.Key("clarigraph.run.status")
	KeyFromBatch  = attribute.Key("clarigraph.run.from_batch")
	KeyLastBatch  = attribute.Key("clarigraph.run.last_batch")
	KeyNodeID     = attribute.Key("clarigraph.node.id")
	KeyBatch      = attribute.Key("clarigraph.node.batch")
	KeyAttempt    = attribute.Key("clarigraph.node.attempt")
	KeyNodeStatus = attribute.Key("clarigraph.node.status")
	KeyOutcome    = attribute.Key("clarigraph.node.outcome")
	KeyReason     = attribute.Key("clarigraph.node.skip_reason")
	KeyDelayMS    = attribute.Key("clarigraph.node.retry_delay_ms")
	KeySeq        = attribute.Key("clarigraph.checkpoint.seq")
	KeyBatchIndex = attribute.Key("clarigraph.batch")
	KeyStatus     = attribute.Key("clarigraph.status")
	KeyEventName  = attribute.Key("clarigraph.event.name")
)

// Span names: SpanRun + graph ID, SpanNode + node ID.
const (
	SpanRun  = "run "
	SpanNode = "node "
)

// NodeRetried is the node status recorded on the span of an attempt that
// failed and was retried.
const NodeRetried graph.NodeStatus = "retried"

// NodeUnfinished is the node status recorded on a node span still open when
// its run finished (the engine always reports a node's end, so this marks
// an observer attached in the middle of a run, or a bug).
const NodeUnfinished graph.NodeStatus = "unfinished"

// New returns an observer that traces runs with tracer: a span per run and,
// as its children, a span per node attempt. A nil tracer traces nothing.
func New(tracer trace.Tracer) graph.Observer {
	if tracer == nil {
		tracer = noop.NewTracerProvider().Tracer("")
	}
	return &observer{tracer: tracer, runs: make(map[string]*runSpans)}
}

type observer struct {
	tracer trace.Tracer
	mu     sync.Mutex
	runs   map[string]*runSpans
}

// runSpans is the open spans of one run.
type runSpans struct {
	ctx   context.Context // holds the run span, parent of the node spans
	span  trace.Span      // nil when the run started before the observer saw it
	nodes map[string]trace.Span
}

func at(t time.Time) trace.SpanEventOption {
	if t.IsZero() {
		t = time.Now()
	}
	return trace.WithTimestamp(t)
}

// OnEvent records e. It is safe for concurrent use.
func (o *observer) OnEvent(ctx context.Context, e graph.Event) {
	switch e.Type {
	case graph.EventRunStarted:
		o.runStarted(ctx, e)
	case graph.EventRunFinished:
		o.runFinished(e)
	case graph.EventNodeStarted:
		o.nodeStarted(ctx, e)
	case graph.EventNodeFinished, graph.EventNodeFailed, graph.EventNodeInterrupted, graph.EventNodeCancelled, graph.EventNodeRetried:
		o.nodeEnded(e)
	case graph.EventNodeSkipped:
		o.nodeSkipped(ctx, e)
	case graph.EventCustom:
		o.addEvent(e, e.Node, e.Name, KeyEventName.String(e.Name))
	case graph.EventBatchStarted:
		o.addEvent(e, "", string(e.Type), KeyBatchIndex.Int(e.Batch))
	case graph.EventBatchFinished:
		o.addEvent(e, "", string(e.Type), KeyBatchIndex.Int(e.Batch), KeyStatus.String(string(e.Status)))
	case graph.EventCheckpointSaved:
		o.addEvent(e, "", string(e.Type), KeyBatchIndex.Int(e.Batch), KeySeq.Int64(e.Seq), KeyStatus.String(string(e.Status)))
	default: // node output saved, checkpoint skipped, and types to come
		attrs := []attribute.KeyValue{KeyBatchIndex.Int(e.Batch)}
		if e.Node != "" {
			attrs = append(attrs, KeyNodeID.String(e.Node))
		}
		if e.Seq != 0 {
			attrs = append(attrs, KeySeq.Int64(e.Seq))
		}
		if e.Err != nil {
			attrs = append(attrs, attribute.String("error", e.Err.Error()))
		}
		o.addEvent(e, "", string(e.Type), attrs...)
	}
}

// run returns the open spans of run id, creating an entry (without a run
// span) for a run the observer did not see start. Callers hold o.mu.
func (o *observer) run(ctx context.Context, id string) *runSpans {
	r, ok := o.runs[id]
	if !ok {
		r = &runSpans{ctx: ctx, nodes: make(map[string]trace.Span)}
		o.runs[id] = r
	}
	return r
}

func (o *observer) runStarted(ctx context.Context, e graph.Event) {
	o.mu.Lock()
	// A subgraph's child run (run ID "<parent run>/<node>") is traced under
	// the parent's node span.
	if i := strings.LastIndexByte(e.RunID, '/'); i > 0 {
		if parent, ok := o.runs[e.RunID[:i]]; ok {
			if ns, ok := parent.nodes[e.RunID[i+1:]]; ok {
				ctx = trace.ContextWithSpan(ctx, ns)
			}
		}
	}
	stale := o.runs[e.RunID]
	sctx, span := o.tracer.Start(ctx, SpanRun+e.GraphID, at(e.Time),
		trace.WithAttributes(KeyGraphID.String(e.GraphID), KeyRunID.String(e.RunID), KeyFromBatch.Int(e.Batch)))
	o.runs[e.RunID] = &runSpans{ctx: sctx, span: span, nodes: make(map[string]trace.Span)}
	o.mu.Unlock()
	if stale != nil {
		stale.end(e.Time)
	}
}

func (o *observer) runFinished(e graph.Event) {
	o.mu.Lock()
	r, ok := o.runs[e.RunID]
	delete(o.runs, e.RunID)
	o.mu.Unlock()
	if !ok {
		return
	}
	r.endNodes(e.Time)
	if r.span == nil {
		return
	}
	r.span.SetAttributes(KeyRunStatus.String(string(e.Status)), KeyLastBatch.Int(e.Batch))
	switch e.Status {
	case graph.StatusCompleted:
		r.span.SetStatus(codes.Ok, "")
	case graph.StatusFailed, graph.StatusCancelled:
		msg := string(e.Status)
		if e.Err != nil {
			r.span.RecordError(e.Err, at(e.Time))
			msg = e.Err.Error()
		}
		r.span.SetStatus(codes.Error, msg)
	}
	r.span.End(at(e.Time))
}

// end ends a run's spans that are still open; the run did not report its end.
func (r *runSpans) end(t time.Time) {
	r.endNodes(t)
	if r.span != nil {
		r.span.SetAttributes(KeyRunStatus.String(string(NodeUnfinished)))
		r.span.End(at(t))
	}
}

func (r *runSpans) endNodes(t time.Time) {
	for _, s := range r.nodes {
		s.SetAttributes(KeyNodeStatus.String(string(NodeUnfinished)))
		s.End(at(t))
	}
	clear(r.nodes)
}

func (o *observer) nodeStarted(ctx context.Context, e graph.Event) {
	o.mu.Lock()
	r := o.run(ctx, e.RunID)
	stale := r.nodes[e.Node]
	_, span := o.tracer.Start(r.ctx, SpanNode+e.Node, at(e.Time), trace.WithAttributes(
		KeyGraphID.String(e.GraphID), KeyRunID.String(e.RunID), KeyNodeID.String(e.Node),
		KeyBatch.Int(e.Batch), KeyAttempt.Int(e.Attempt)))
	r.nodes[e.Node] = span
	o.mu.Unlock()
	if stale != nil {
		stale.SetAttributes(KeyNodeStatus.String(string(NodeUnfinished)))
		stale.End(at(e.Time))
	}
}

func (o *observer) nodeEnded(e graph.Event) {
	o.mu.Lock()
	r, ok := o.runs[e.RunID]
	var span trace.Span
	if ok {
		span = r.nodes[e.Node]
		delete(r.nodes, e.Node)
	}
	o.mu.Unlock()
	if span == nil {
		return
	}
	status := e.NodeStatus
	if e.Type == graph.EventNodeRetried {
		status = NodeRetried
		span.SetAttributes(KeyDelayMS.Int64(e.Delay.Milliseconds()))
	}
	span.SetAttributes(KeyNodeStatus.String(string(status)))
	if e.Outcome != nil {
		span.SetAttributes(KeyOutcome.Bool(*e.Outcome))
	}
	switch {
	case e.Type == graph.EventNodeFinished:
		span.SetStatus(codes.Ok, "")
	case e.Type == graph.EventNodeInterrupted:
		// Waiting for input is not an error.
	case e.Type == graph.EventNodeCancelled:
		// Stopped by the run's cancellation or a sibling's failure: the
		// error belongs to whatever cancelled it.
		span.SetStatus(codes.Unset, "")
	case e.Err != nil:
		span.RecordError(e.Err, at(e.Time))
		span.SetStatus(codes.Error, e.Err.Error())
	default:
		span.SetStatus(codes.Error, string(status))
	}
	span.End(at(e.Time))
}

func (o *observer) nodeSkipped(ctx context.Context, e graph.Event) {
	o.mu.Lock()
	r := o.run(ctx, e.RunID)
	pctx := r.ctx
	o.mu.Unlock()
	_, span := o.tracer.Start(pctx, SpanNode+e.Node, at(e.Time), trace.WithAttributes(
		KeyGraphID.String(e.GraphID), KeyRunID.String(e.RunID), KeyNodeID.String(e.Node),
		KeyBatch.Int(e.Batch), KeyNodeStatus.String(string(graph.NodeSkipped)), KeyReason.String(e.Reason)))
	span.End(at(e.Time))
}

// addEvent adds a span event to node's open span, or to the run span when
// node is empty or not running.
func (o *observer) addEvent(e graph.Event, node, name string, attrs ...attribute.KeyValue) {
	o.mu.Lock()
	var span trace.Span
	if r, ok := o.runs[e.RunID]; ok {
		span = r.span
		if s, ok := r.nodes[node]; ok && node != "" {
			span = s
		}
	}
	o.mu.Unlock()
	if span != nil {
		span.AddEvent(name, at(e.Time), trace.WithAttributes(attrs...))
	}
}
