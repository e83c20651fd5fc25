package graph

import (
	"cmp"
	"encoding/json"
	"slices"
	"time"

	"github.com/clarigraph/clarigraph/checkpoint"
)

// This file holds the two kinds of options. An Option configures a Runner
// (where runs are kept, who observes them, the clock, parallelism,
// leases); NewRunner takes Options only. A RunOption concerns one run (its
// ID, a resume's input); Plan.Run, Runner.Run and Runner.Resume take
// RunOptions, and every Option is also a RunOption, configuring that one
// call. So NewRunner(plan, WithInput(x)) does not compile, and
// plan.Run(ctx, in, WithStore(s), WithRunID("r1")) does.
//
// To add a per-run option: a field in runConfig, and a constructor that
// returns a runOption setting it. To add a runner option: a field in
// config, and a constructor that returns an Option.

// Option configures a Runner, given to NewRunner. Given to Run or Resume
// (an Option is a RunOption), it overrides the runner's configuration for
// that call only.
type Option func(*config)

// RunOption sets something of one run: WithRunID, WithInput, or an Option
// for that run only. Plan.Run, Runner.Run and Runner.Resume take
// RunOptions.
type RunOption interface {
	applyRun(*runConfig)
}

// applyRun makes every Option a RunOption.
func (o Option) applyRun(rc *runConfig) { o(&rc.config) }

// runOption is a RunOption that is not an Option.
type runOption func(*runConfig)

func (o runOption) applyRun(rc *runConfig) { o(rc) }

// config is a Runner's configuration.
type config struct {
	maxParallel int
	observers   []Observer
	clock       Clock

	store           checkpoint.Store
	outputWindow    time.Duration
	outputWindowSet bool
	snapshotEvery   int
	stateVersion    int
	migrations      []Migration
	leaseOwner      string
	leaseTTL        time.Duration
	leaseWait       time.Duration
	graphMigration  func(cp *checkpoint.Checkpoint) error
}

// runConfig is the configuration of one run: the runner's, overridden by
// the Options given to the call, and the per-run settings.
type runConfig struct {
	config
	runID    string
	input    json.RawMessage
	inputErr error
	dataflow bool
}

// runConfig returns the runner's configuration with opts applied, for one
// call. The runner's own configuration is left as it was.
func (r *Runner[S]) runConfig(opts []RunOption) runConfig {
	rc := runConfig{config: r.cfg}
	rc.observers = slices.Clip(rc.observers)
	for _, o := range opts {
		if o != nil {
			o.applyRun(&rc)
		}
	}
	return rc
}

// Per-run options.

// WithRunID sets the run's ID; by default Run generates a random one.
// Resume takes the run's ID as an argument and ignores it.
func WithRunID(id string) RunOption { return runOption(func(rc *runConfig) { rc.runID = id }) }

// WithInput gives Resume the input for the interrupted node, encoded as
// JSON (the node reads it with Env.Input or Env.DecodeInput). A new run's
// input is the state given to Run: Run refuses WithInput with an error
// matching ErrInvalidInput.
func WithInput(v any) RunOption {
	return runOption(func(rc *runConfig) {
		raw, err := json.Marshal(v)
		rc.input, rc.inputErr = raw, err
	})
}

// WithDataflow runs the nodes as their dependencies finish instead of
// batch by batch: a node starts as soon as every node it depends on is
// done, reading the input with its ancestors' deltas folded in plan order,
// and the final state is the same fold as batch mode's. See Dataflow in
// the package documentation for what it guarantees and what it costs.
// Resume continues a run in the mode it started in, with or without it.
func WithDataflow() RunOption { return runOption(func(rc *runConfig) { rc.dataflow = true }) }

// Runner options.

// WithMaxParallel bounds how many nodes of one batch run at once (in a
// dataflow run, how many nodes run at once): n workers take the nodes in
// order. Zero (the default) lets the engine choose:
// a goroutine per node, or for a batch wider than GOMAXPROCS chained workers
// that grow by one whenever a node blocks (BENCHMARKS.md, "How the engine
// is built", tells how and why).
func WithMaxParallel(n int) Option { return func(c *config) { c.maxParallel = n } }

// WithObserver adds observers of the run's events.
func WithObserver(obs ...Observer) Option {
	return func(c *config) { c.observers = append(c.observers, obs...) }
}

// WithClock replaces the system clock (timeouts, backoff, event times).
func WithClock(clock Clock) Option { return func(c *config) { c.clock = clock } }

// WithStore makes runs durable: a checkpoint record after every batch and at
// an interrupt, a failure or a cancellation; node outputs saved as nodes
// complete; memoised steps; Resume, Fork and History.
func WithStore(s checkpoint.Store) Option { return func(c *config) { c.store = s } }

// WithOutputWindow sets how long the output writer of a batch waits after a
// node completes to group the outputs that complete meanwhile into one
// write (default 2 ms; zero writes at once). Outputs still waiting when the
// batch ends are not written separately: the batch record holds them. The
// window is measured on the run's Clock.
func WithOutputWindow(d time.Duration) Option {
	return func(c *config) { c.outputWindow = d; c.outputWindowSet = true }
}

// WithSnapshotEvery writes a full state snapshot at least every n records.
// Whatever n, a snapshot is written whenever the deltas written since the
// last snapshot add up to more bytes than that snapshot (and than 64 KiB),
// so storage grows with the deltas while a resume replays a bounded chain.
// Zero (the default) leaves only the size rule.
func WithSnapshotEvery(n int) Option { return func(c *config) { c.snapshotEvery = n } }

// WithStateVersion records version in every checkpoint and, on load,
// applies the migrations (ordered by From) to state, deltas and outputs
// written with an older version.
func WithStateVersion(version int, migrations ...Migration) Option {
	return func(c *config) {
		c.stateVersion = version
		c.migrations = slices.SortedFunc(slices.Values(migrations), func(a, b Migration) int { return cmp.Compare(a.From, b.From) })
	}
}

// WithLease sets the owner name and time-to-live of the lease a durable
// run holds on its run ID (stores implementing checkpoint.Locker). The
// lease is renewed every ttl/3 while the run advances; another process
// trying to advance the same run gets checkpoint.ErrRunLocked until the
// lease is released or expires — or at once, when its holder was a
// process of this host that no longer exists (see Leases and takeover in
// the package documentation). Defaults: checkpoint.NewOwner
// (host/pid/random), 30 s. An owner of another form is never taken over
// before its lease expires.
func WithLease(owner string, ttl time.Duration) Option {
	return func(c *config) { c.leaseOwner, c.leaseTTL = owner, ttl }
}

// WithLeaseWait makes Run and Resume wait up to d for a lease another
// owner holds, instead of failing at once with checkpoint.ErrRunLocked:
// they try again when the lease expires and at least every second (a
// holder may release it sooner), emitting EventLeaseWaiting before each
// wait, and give up with the *checkpoint.LockedError once d has passed.
// The wait is measured on the run's Clock and ends early with the
// context. Zero (the default) does not wait.
func WithLeaseWait(d time.Duration) Option { return func(c *config) { c.leaseWait = d } }

// WithGraphMigration lets Resume continue a run recorded with a graph of
// another fingerprint: fn is called with each loaded record (which it may
// edit, for example to rename nodes) and returns an error to refuse.
// Without it, such a resume fails with a *checkpoint.GraphChangedError.
func WithGraphMigration(fn func(cp *checkpoint.Checkpoint) error) Option {
	return func(c *config) { c.graphMigration = fn }
}
