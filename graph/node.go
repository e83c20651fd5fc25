package graph

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"sync"

	"github.com/clarigraph/clarigraph/internal/jsonstream"
)

// Node is one step of a graph. Run reads state, a snapshot it must not
// mutate, and returns a delta: a value of S holding only what it changes.
// The delta is folded into the state by the graph's reducer at the end of
// the batch.
type Node[S any] interface {
	Run(ctx context.Context, env *Env, state S) (delta S, err error)
}

// NodeFunc adapts a plain function to Node, like http.HandlerFunc.
type NodeFunc[S any] func(ctx context.Context, env *Env, state S) (S, error)

// Run calls f.
func (f NodeFunc[S]) Run(ctx context.Context, env *Env, state S) (S, error) {
	return f(ctx, env, state)
}

// Conditional is a node that evaluates a condition. Its outcome is recorded
// in the run (and its checkpoints); dependents tied to the outcome that did
// not happen are skipped. The delta lets the node record the outcome (or
// anything else) in the state as well.
type Conditional[S any] interface {
	Evaluate(ctx context.Context, env *Env, state S) (outcome bool, delta S, err error)
}

// CondFunc adapts a plain function to Conditional.
type CondFunc[S any] func(ctx context.Context, env *Env, state S) (bool, S, error)

// Evaluate calls f.
func (f CondFunc[S]) Evaluate(ctx context.Context, env *Env, state S) (bool, S, error) {
	return f(ctx, env, state)
}

// Env is a node's view of the run it is part of. The engine owns it: a node
// may keep nothing from it after Run returns.
type Env struct {
	// RunID identifies the run.
	RunID string
	// NodeID identifies the node.
	NodeID string
	// Batch is the index of the node's batch.
	Batch int
	// Attempt counts from 1 and grows with each retry.
	Attempt int

	keyOnce sync.Once
	key     string
	input   json.RawMessage
	run     envRun
}

// envRun is what Env needs from the running engine, kept behind an
// interface so that Env stays a small, non-generic type.
type envRun interface {
	emitCustom(env *Env, name string, data any)
	step(ctx context.Context, env *Env, name string, fn func(context.Context) (json.RawMessage, error)) (json.RawMessage, error)
}

// IdempotencyKey is a stable key for external side effects: the hex SHA-256
// of the run ID and node ID. It is the same across attempts, resumes and
// processes, and differs between runs and nodes.
// It is safe to call from several goroutines of one node.
func (e *Env) IdempotencyKey() string {
	e.keyOnce.Do(func() { e.key = idempotencyKey(e.RunID, e.NodeID) })
	return e.key
}

func idempotencyKey(runID, nodeID string) string {
	h := sha256.New()
	h.Write([]byte(runID))
	h.Write([]byte{0})
	h.Write([]byte(nodeID))
	return hex.EncodeToString(h.Sum(nil))
}

// Emit sends a custom event (for example an LLM token delta) to the run's
// observers. data should be JSON-encodable: durable runs keep custom events
// with the run's history.
func (e *Env) Emit(name string, data any) {
	if e.run != nil {
		e.run.emitCustom(e, name, data)
	}
}

// Input returns the input a run was resumed with, when this node is the one
// that interrupted it; ok is false otherwise.
func (e *Env) Input() (input json.RawMessage, ok bool) {
	return e.input, e.input != nil
}

// DecodeInput decodes the resume input into v. It reports false, and leaves
// v alone, when the node was not resumed with input.
func (e *Env) DecodeInput(v any) (bool, error) {
	if e.input == nil {
		return false, nil
	}
	if err := json.Unmarshal(e.input, v); err != nil {
		return true, fmt.Errorf("graph: node %q: decode resume input: %w", e.NodeID, err)
	}
	return true, nil
}

// Step runs fn as a named, memoised step of the node: when the run has a
// checkpoint store, fn's result is saved as soon as it returns, and a node
// re-executed after a crash or a resume gets the saved result back without
// calling fn again. Names must be unique within a node. Without a store, fn
// simply runs.
func Step[T any](ctx context.Context, env *Env, name string, fn func(context.Context) (T, error)) (T, error) {
	var zero T
	if env == nil || env.run == nil {
		return fn(ctx)
	}
	raw, err := env.run.step(ctx, env, name, func(ctx context.Context) (json.RawMessage, error) {
		v, err := fn(ctx)
		if err != nil {
			return nil, err
		}
		b, err := json.Marshal(v)
		if err != nil {
			return nil, fmt.Errorf("graph: node %q: step %q: encode result: %w", env.NodeID, name, err)
		}
		return b, nil
	})
	if err != nil {
		return zero, err
	}
	var v T
	if err := json.Unmarshal(raw, &v); err != nil {
		return zero, fmt.Errorf("graph: node %q: step %q: decode saved result: %w", env.NodeID, name, err)
	}
	return v, nil
}

// InterruptError stops a run for human input. A node returns it (through
// Interrupt) to pause the run: the node's siblings in the batch finish, the
// node is recorded as interrupted, and the run returns with status
// interrupted and the payload. Resuming re-runs the node with the input
// available through Env.Input.
type InterruptError struct {
	Node    string
	Payload json.RawMessage
}

func (e *InterruptError) Error() string {
	if e.Node == "" {
		return "graph: interrupted"
	}
	return fmt.Sprintf("graph: interrupted by node %q", e.Node)
}

// Is reports ErrInterrupted.
func (e *InterruptError) Is(target error) bool { return target == ErrInterrupted }

// Interrupt returns an error that stops the run for input, carrying payload
// encoded as JSON (for example the questions to ask).
func Interrupt(payload any) error {
	b, err := jsonstream.Marshal(payload) // json.Marshal's bytes; a large payload streamed
	if err != nil {
		return fmt.Errorf("graph: encode interrupt payload: %w", err)
	}
	return &InterruptError{Payload: b}
}
