package checkpointtest

import (
	"context"
	"maps"
	"slices"
	"sync"
	"time"

	"github.com/clarigraph/clarigraph/checkpoint"
)

// FaultOption chooses the calls a FailingStore fails.
type FaultOption func(*faults)

// FailSave makes the nth call of Save (counting from 1) fail with err,
// without reaching the wrapped store.
func FailSave(n int, err error) FaultOption {
	return func(f *faults) { f.save = append(f.save, rule{n: n, err: err}) }
}

// FailSaveFrom makes every call of Save from the nth on fail with err.
func FailSaveFrom(n int, err error) FaultOption {
	return func(f *faults) { f.save = append(f.save, rule{n: n, err: err, from: true}) }
}

// FailPutOutput makes the nth call of PutOutput or PutOutputs (counting
// from 1, both together) fail with err, without reaching the wrapped
// store.
func FailPutOutput(n int, err error) FaultOption {
	return func(f *faults) { f.put = append(f.put, rule{n: n, err: err}) }
}

// FailPutOutputFrom makes every call of PutOutput or PutOutputs from the
// nth on fail with err.
func FailPutOutputFrom(n int, err error) FaultOption {
	return func(f *faults) { f.put = append(f.put, rule{n: n, err: err, from: true}) }
}

type rule struct {
	n    int
	err  error
	from bool
}

type faults struct {
	mu        sync.Mutex
	save, put []rule
	saves     int
	puts      int
}

func match(rules []rule, n int) error {
	for _, r := range rules {
		if n == r.n || (r.from && n >= r.n) {
			return r.err
		}
	}
	return nil
}

// FailingStore wraps s so that the calls chosen by opts fail with the
// given errors; every other call passes through. The result implements
// exactly the optional capabilities (checkpoint.OutputStore, Locker,
// Pruner) that s implements, and checkpoint.OutputBatcher whenever s is an
// OutputStore.
func FailingStore(s checkpoint.Store, opts ...FaultOption) checkpoint.Store {
	f := &faults{}
	for _, o := range opts {
		o(f)
	}
	return wrap(&wrapper{Store: s, beforeSave: func(ctx context.Context) error {
		f.mu.Lock()
		defer f.mu.Unlock()
		f.saves++
		return match(f.save, f.saves)
	}, beforePut: func(ctx context.Context) error {
		f.mu.Lock()
		defer f.mu.Unlock()
		f.puts++
		return match(f.put, f.puts)
	}})
}

// SlowStore wraps s so that every Save, PutOutput and PutOutputs waits
// delay before
// passing through (or returns the context's error if it ends first);
// other calls pass through at once. The result implements the optional
// capabilities as FailingStore's does.
func SlowStore(s checkpoint.Store, delay time.Duration) checkpoint.Store {
	wait := func(ctx context.Context) error {
		t := time.NewTimer(delay)
		defer t.Stop()
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-t.C:
			return nil
		}
	}
	return wrap(&wrapper{Store: s, beforeSave: wait, beforePut: wait})
}

// wrapper intercepts Save and PutOutput of a store.
type wrapper struct {
	checkpoint.Store
	beforeSave func(ctx context.Context) error
	beforePut  func(ctx context.Context) error
}

func (w *wrapper) Save(ctx context.Context, cp *checkpoint.Checkpoint) error {
	if err := w.beforeSave(ctx); err != nil {
		return err
	}
	return w.Store.Save(ctx, cp)
}

type outputs struct{ w *wrapper }

func (o outputs) PutOutput(ctx context.Context, runID, key string, data []byte) error {
	if err := o.w.beforePut(ctx); err != nil {
		return err
	}
	return o.w.Store.(checkpoint.OutputStore).PutOutput(ctx, runID, key, data)
}

// PutOutputs passes the outputs to the wrapped store's PutOutputs, or to
// its PutOutput one by one when it has no PutOutputs. Faults count a call
// of PutOutputs as one call of PutOutput.
func (o outputs) PutOutputs(ctx context.Context, runID string, outs map[string][]byte) error {
	if err := o.w.beforePut(ctx); err != nil {
		return err
	}
	if b, ok := o.w.Store.(checkpoint.OutputBatcher); ok {
		return b.PutOutputs(ctx, runID, outs)
	}
	single := o.w.Store.(checkpoint.OutputStore)
	for _, k := range slices.Sorted(maps.Keys(outs)) {
		if err := single.PutOutput(ctx, runID, k, outs[k]); err != nil {
			return err
		}
	}
	return nil
}

func (o outputs) Outputs(ctx context.Context, runID string) (map[string][]byte, error) {
	return o.w.Store.(checkpoint.OutputStore).Outputs(ctx, runID)
}

func (o outputs) ClearOutputs(ctx context.Context, runID string) error {
	return o.w.Store.(checkpoint.OutputStore).ClearOutputs(ctx, runID)
}

type locker struct{ w *wrapper }

func (l locker) Lock(ctx context.Context, runID, owner string, ttl time.Duration) error {
	return l.w.Store.(checkpoint.Locker).Lock(ctx, runID, owner, ttl)
}

func (l locker) Unlock(ctx context.Context, runID, owner string) error {
	return l.w.Store.(checkpoint.Locker).Unlock(ctx, runID, owner)
}

type pruner struct{ w *wrapper }

func (p pruner) Prune(ctx context.Context, runID string, keepLast int) error {
	return p.w.Store.(checkpoint.Pruner).Prune(ctx, runID, keepLast)
}

func (p pruner) Pruned(ctx context.Context, runID string) (int64, error) {
	return p.w.Store.(checkpoint.Pruner).Pruned(ctx, runID)
}

// wrap returns w with exactly the optional capabilities of w.Store.
func wrap(w *wrapper) checkpoint.Store {
	_, o := w.Store.(checkpoint.OutputStore)
	_, l := w.Store.(checkpoint.Locker)
	_, p := w.Store.(checkpoint.Pruner)
	switch {
	case o && l && p:
		return struct {
			*wrapper
			outputs
			locker
			pruner
		}{w, outputs{w}, locker{w}, pruner{w}}
	case o && l:
		return struct {
			*wrapper
			outputs
			locker
		}{w, outputs{w}, locker{w}}
	case o && p:
		return struct {
			*wrapper
			outputs
			pruner
		}{w, outputs{w}, pruner{w}}
	case l && p:
		return struct {
			*wrapper
			locker
			pruner
		}{w, locker{w}, pruner{w}}
	case o:
		return struct {
			*wrapper
			outputs
		}{w, outputs{w}}
	case l:
		return struct {
			*wrapper
			locker
		}{w, locker{w}}
	case p:
		return struct {
			*wrapper
			pruner
		}{w, pruner{w}}
	}
	return w
}
