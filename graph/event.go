package graph

import (
	"context"
	"log/slog"
	"time"
)

// EventType names an engine event.
type EventType string

// Event types.
const (
	EventRunStarted      EventType = "run_started"
	EventRunFinished     EventType = "run_finished"
	EventBatchStarted    EventType = "batch_started"
	EventBatchFinished   EventType = "batch_finished"
	EventNodeStarted     EventType = "node_started"
	EventNodeFinished    EventType = "node_finished"
	EventNodeSkipped     EventType = "node_skipped"
	EventNodeRetried     EventType = "node_retried"
	EventNodeFailed      EventType = "node_failed"
	EventNodeInterrupted EventType = "node_interrupted"
	// EventNodeCancelled: the node returned after its context was cancelled
	// (the run was cancelled, or a sibling failed).
	EventNodeCancelled EventType = "node_cancelled"
	// EventNodeOutputSaved says a node's delta is durable in the checkpoint store:
	// the node will not run again for this run.
	EventNodeOutputSaved EventType = "node_output_saved"
	EventCheckpointSaved EventType = "checkpoint_saved"
	// EventCustom events come from nodes through Env.Emit.
	EventCustom EventType = "custom"
	// EventLeaseWaiting: another owner holds the run's lease and the run
	// waits for it (WithLeaseWait). Err is the *checkpoint.LockedError
	// naming the holder and when its lease expires; Delay is the wait
	// before the next try. Emitted before EventRunStarted, with Batch -1.
	EventLeaseWaiting EventType = "lease_waiting"
	// EventLeaseTakenOver: the run's lease was held by a process of this
	// host that no longer exists, and the run took it over at once
	// instead of waiting for it to expire. Reason is the dead holder's
	// name and Err its *checkpoint.LockedError. Emitted before
	// EventRunStarted, with Batch -1.
	EventLeaseTakenOver EventType = "lease_taken_over"
)

// Event is one thing that happened in a run. Fields that do not apply to an
// event type are zero.
type Event struct {
	Type    EventType
	Time    time.Time
	GraphID string
	RunID   string
	Batch   int
	Node    string
	Attempt int
	// Status is the run's status (EventRunFinished, EventBatchFinished).
	Status Status
	// NodeStatus is the node's status (node events).
	NodeStatus NodeStatus
	// Outcome is set on EventNodeFinished for conditional nodes.
	Outcome *bool
	// Reason explains a skip.
	Reason string
	// Err is the error of a failed or retried attempt, or of a failed run.
	Err error
	// Delay is the backoff before the next attempt (EventNodeRetried).
	Delay time.Duration
	// Duration is how long the node, batch or run took (finished events).
	Duration time.Duration
	// Seq is the checkpoint record number (EventCheckpointSaved).
	Seq int64
	// Name and Data carry a custom event.
	Name string
	Data any
}

// Observer receives a run's events. OnEvent is called synchronously, from
// the goroutine where the event happened: node events of one batch arrive
// concurrently, so an observer must be safe for concurrent use, and a slow
// observer slows the run.
type Observer interface {
	OnEvent(ctx context.Context, e Event)
}

// ObserverFunc adapts a function to Observer.
type ObserverFunc func(ctx context.Context, e Event)

// OnEvent calls f.
func (f ObserverFunc) OnEvent(ctx context.Context, e Event) { f(ctx, e) }

// SlogObserver logs every event to logger: failures at Error, retries at
// Warn, node events at Debug, run and batch events at Info.
func SlogObserver(logger *slog.Logger) Observer {
	return ObserverFunc(func(ctx context.Context, e Event) {
		level := slog.LevelDebug
		switch e.Type {
		case EventRunStarted, EventRunFinished, EventBatchFinished, EventNodeInterrupted, EventCheckpointSaved:
			level = slog.LevelInfo
		case EventNodeRetried, EventLeaseWaiting, EventLeaseTakenOver:
			level = slog.LevelWarn
		case EventNodeFailed:
			level = slog.LevelError
		}
		if !logger.Enabled(ctx, level) {
			return
		}
		attrs := []slog.Attr{slog.String("graph", e.GraphID), slog.String("run", e.RunID), slog.Int("batch", e.Batch)}
		if e.Node != "" {
			attrs = append(attrs, slog.String("node", e.Node))
		}
		if e.Attempt > 0 {
			attrs = append(attrs, slog.Int("attempt", e.Attempt))
		}
		if e.Status != "" {
			attrs = append(attrs, slog.String("status", string(e.Status)))
		}
		if e.NodeStatus != "" {
			attrs = append(attrs, slog.String("node_status", string(e.NodeStatus)))
		}
		if e.Outcome != nil {
			attrs = append(attrs, slog.Bool("outcome", *e.Outcome))
		}
		if e.Reason != "" {
			attrs = append(attrs, slog.String("reason", e.Reason))
		}
		if e.Err != nil {
			attrs = append(attrs, slog.String("error", e.Err.Error()))
		}
		if e.Delay > 0 {
			attrs = append(attrs, slog.Duration("delay", e.Delay))
		}
		if e.Duration > 0 {
			attrs = append(attrs, slog.Duration("duration", e.Duration))
		}
		if e.Seq > 0 {
			attrs = append(attrs, slog.Int64("seq", e.Seq))
		}
		if e.Name != "" {
			attrs = append(attrs, slog.String("name", e.Name), slog.Any("data", e.Data))
		}
		logger.LogAttrs(ctx, level, "graph: "+string(e.Type), attrs...)
	})
}
