package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"golang.org/x/term"

	"github.com/clarigraph/clarigraph/checkpoint"
	"github.com/clarigraph/clarigraph/fcs"
	"github.com/clarigraph/clarigraph/graph"
	"github.com/clarigraph/clarigraph/nodes/clarification"
)

// driver takes a clarification run to its end: it answers interrupts from
// the answer source (a file, the recommended options, or the terminal),
// reports failures with the command that resumes the run, and chains
// follow-up rounds.
type driver struct {
	a        *app
	runner   *graph.Runner[clarification.State]
	progress *progress
	st       checkpoint.Store
	store    *storeFlag
	src      answerSource
	format   string
	timeout  time.Duration
	// choice is the run's analyzer and maxAsked its --max-questions, both
	// recorded in the input of every round.
	choice   llmChoice
	maxAsked int
}

// metadata is what every round of the run records in its input, with the
// size of the round's specification (specBytes, its content's length).
func (d *driver) metadata(specBytes int) map[string]string {
	return withSpecBytes(withLimit(d.choice.metadata(), d.maxAsked), specBytes)
}

// newDriver returns a driver running the workflow configured by cfg, the
// workflow of choice (llmChoice.workflow).
func newDriver(a *app, s checkpoint.Store, sf *storeFlag, src answerSource, format string, timeout time.Duration, choice llmChoice, limit int, cfg clarification.Config) (*driver, error) {
	cfg.MaxQuestions = configLimit(limit)
	plan, err := clarification.New(cfg)
	if err != nil {
		return nil, failf(exitError, err, "build the workflow: %v", err)
	}
	obs := &progress{w: a.stderr, tty: a.stderrTTY, model: choice.described(a.getenv)}
	return &driver{
		a: a, runner: graph.NewRunner(plan, graph.WithStore(s), graph.WithObserver(obs)), progress: obs, st: s,
		store: sf, src: src, format: format, timeout: timeout, choice: choice, maxAsked: limit,
	}, nil
}

// limit applies --timeout to one call of the engine.
func (d *driver) limit(ctx context.Context) (context.Context, context.CancelFunc) {
	if d.timeout > 0 {
		return context.WithTimeout(ctx, d.timeout)
	}
	return context.WithCancel(ctx)
}

// start starts a new run.
func (d *driver) start(ctx context.Context, runID string, in clarification.State) (*graph.Result[clarification.State], error) {
	ctx, cancel := d.limit(ctx)
	defer cancel()
	res, err := d.runner.Run(ctx, in, graph.WithRunID(runID))
	return res, d.runError(ctx, runID, res, err)
}

// resume continues a run, with input (a clarification.Reply, or its JSON)
// when it is not nil.
func (d *driver) resume(ctx context.Context, runID string, input any) (*graph.Result[clarification.State], error) {
	ctx, cancel := d.limit(ctx)
	defer cancel()
	var opts []graph.RunOption
	if input != nil {
		opts = append(opts, graph.WithInput(input))
	}
	res, err := d.resumeWaiting(ctx, runID, opts)
	return res, d.runError(ctx, runID, res, err)
}

// finish takes a started or resumed run to completion, answering its
// interrupt. filter drops answers to questions the run does not ask (for
// follow-up rounds, which share one answers file with the first).
func (d *driver) finish(ctx context.Context, runID string, res *graph.Result[clarification.State], filter bool) (*clarification.State, error) {
	for {
		switch res.Status {
		case graph.StatusCompleted:
			return &res.State, nil
		case graph.StatusInterrupted:
			if res.Interrupt == nil {
				return nil, failf(exitError, nil, "run %s is interrupted without its questions", runID)
			}
			reply, err := d.reply(ctx, runID, res.Interrupt.Payload, filter)
			if err != nil {
				return nil, err
			}
			if res, err = d.resume(ctx, runID, reply); err != nil {
				return nil, err
			}
		default:
			return nil, failf(exitError, nil, "run %s stopped with status %s%s", runID, res.Status, d.store.hint("resume it with", runID, ""))
		}
	}
}

// pendingOf decodes the payload a run waits with.
func pendingOf(runID string, payload json.RawMessage) (clarification.Pending, error) {
	var p clarification.Pending
	if err := json.Unmarshal(payload, &p); err != nil {
		return p, failf(exitError, err, "run %s: the questions it waits with do not decode: %v", runID, err)
	}
	return p, nil
}

// reply returns the reply for a run waiting with payload, or an error
// (exit 3 when there is nowhere to take answers from).
func (d *driver) reply(ctx context.Context, runID string, payload json.RawMessage, filter bool) (any, error) {
	p, err := pendingOf(runID, payload)
	if err != nil {
		return nil, err
	}
	switch {
	case d.src.auto:
		return clarification.Reply{Defaults: true}, nil
	case d.src.file != "":
		if filter {
			return d.src.reply(p.Questions), nil
		}
		return d.src.reply(nil), nil
	case d.a.stdinTTY:
		return d.askReply(ctx, runID, p)
	}
	if err := d.a.printWaiting(runID, p.Questions, d.format); err != nil {
		return nil, err
	}
	d.a.warnf("stdin is not a terminal: no questions asked (to answer from it, give --answers -)")
	if !d.store.durable() {
		return nil, failf(exitWaiting, nil, "run %s stopped at %s; the memory: store keeps nothing once the command ends: give the answers with --answers FILE or --auto",
			runID, count(len(p.Questions), "question"))
	}
	return nil, failf(exitWaiting, nil, "run %s is waiting for answers to %s%s", runID, count(len(p.Questions), "question"),
		d.store.hint("answer with", runID, " --answers FILE (or --auto)"))
}

// askReply asks the open questions on the terminal, recording each answer
// with the run as it is given (a partial reply), and returns the final
// reply.
func (d *driver) askReply(ctx context.Context, runID string, p clarification.Pending) (any, error) {
	if n := len(p.Answers); n > 0 {
		d.a.warnf("%s answered earlier %s kept", count(n, "question"), plural(n, "is", "are"))
	}
	if len(p.Questions) == 0 {
		return clarification.Reply{}, nil
	}
	answers, err := d.ask(ctx, runID, p.Questions)
	given := ""
	if len(answers) > 0 {
		given = fmt.Sprintf(" after %s (recorded with the run)", count(len(answers), "answer"))
		if !d.store.durable() {
			given = fmt.Sprintf(" after %s", count(len(answers), "answer"))
		}
	}
	open := len(p.Questions) - len(answers)
	switch {
	case errors.Is(err, errAskInterrupted):
		if !d.store.durable() {
			return nil, failf(exitError, err, "questions interrupted%s; the run ends with this process (%s store)", given, d.store.dsn)
		}
		return nil, failf(exitError, err, "questions interrupted%s; run %s is waiting for %s: %s", given, runID, count(open, "answer"), d.store.resume(runID, ""))
	case errors.Is(err, errAskEnded):
		if !d.store.durable() {
			return nil, failf(exitWaiting, err, "input ended%s; the run ends with this process (%s store)", given, d.store.dsn)
		}
		return nil, failf(exitWaiting, err, "input ended%s; run %s is waiting for %s: %s", given, runID, count(open, "answer"), d.store.resume(runID, ""))
	case err != nil:
		return nil, err
	}
	return clarification.Reply{Answers: answers}, nil
}

// ask asks the questions on the terminal, in raw mode, recording each
// answer with the run as it is given.
func (d *driver) ask(ctx context.Context, runID string, questions []fcs.Question) (map[string]fcs.Answer, error) {
	a := d.a
	a.keysOnce.Do(func() { a.keys = readKeys(a.stdin) })
	if a.stdinFd >= 0 {
		old, err := term.MakeRaw(a.stdinFd)
		if err != nil {
			return nil, failf(exitError, err, "stdin: cannot read answers from the terminal: %v", err)
		}
		defer term.Restore(a.stdinFd, old)
	}
	n := count(len(questions), "question")
	if d.src.cd.off {
		fmt.Fprintf(a.stderr, "\r\n%s.\r\n", n)
	} else {
		fmt.Fprintf(a.stderr, "\r\n%s. A countdown (%s by complexity) takes the recommended option when it runs out; any key pauses it.\r\n", n, d.src.cd.spoken())
	}
	as := &asker{
		lr:    &lineReader{clock: a.clock, keys: a.keys, out: a.stderr, redraw: a.stderrTTY},
		out:   a.stderr,
		cd:    d.src.cd,
		style: a.stderrTTY,
		record: func(ctx context.Context, ans fcs.Answer) error {
			// The answer is kept with the run before the next question:
			// a partial reply, quietly.
			d.progress.setQuiet(true)
			defer d.progress.setQuiet(false)
			res, err := d.resume(ctx, runID, clarification.Reply{Answers: map[string]fcs.Answer{ans.QuestionID: ans}, Partial: true})
			if err != nil {
				return err
			}
			if res.Status != graph.StatusInterrupted {
				return failf(exitError, nil, "run %s: recording an answer left it %s", runID, res.Status)
			}
			return nil
		},
	}
	return as.ask(ctx, questions)
}

// runError turns an engine error into the command's one-line error.
func (d *driver) runError(ctx context.Context, runID string, res *graph.Result[clarification.State], err error) error {
	if err == nil {
		return nil
	}
	var (
		ie *graph.InputError
		ne *graph.NodeError
		le *checkpoint.LockedError
	)
	stopped := errors.Is(err, context.DeadlineExceeded) && ctx.Err() != nil
	if (stopped || errors.Is(err, context.Canceled)) && d.store.durable() && !d.stored(ctx, runID) {
		// Stopped before the engine wrote the run's first record: there is
		// nothing to resume.
		return failf(exitError, err, "run %s stopped before its first checkpoint: nothing was stored; run it again", runID)
	}
	switch {
	case stopped:
		return failf(exitError, err, "--timeout %s: run %s stopped%s", d.timeout, runID, d.store.hint("resume it with", runID, ""))
	case errors.Is(err, context.Canceled) || res != nil && res.Status == graph.StatusCancelled:
		return failf(exitError, err, "run %s cancelled%s", runID, d.store.hint("resume it with", runID, ""))
	case errors.As(err, &ie):
		where := "answers"
		if d.src.file != "" {
			where = d.src.name()
		}
		return failf(exitError, err, "%s: %s; run %s is still waiting%s", where, answersReason(ie.Err), runID, d.store.hint("answer with", runID, " --answers FILE"))
	case errors.Is(err, graph.ErrRunExists):
		return failf(exitError, err, "--run-id %s: the store already holds a run with this ID%s", runID, d.store.hint("continue it with", runID, ""))
	case errors.Is(err, checkpoint.ErrNotFound):
		return notFound(runID, d.store, err)
	case errors.As(err, &le):
		return failf(exitError, err, "run %s is locked by %s until %s: another process is advancing it (it renewed its lease while this one waited); try again later", runID, le.Holder, le.Expires.UTC().Format(time.RFC3339))
	case errors.Is(err, checkpoint.ErrRunLocked):
		return failf(exitError, err, "run %s is locked by another process: %v", runID, err)
	case errors.Is(err, checkpoint.ErrGraphChanged):
		return failf(exitError, err, "run %s was recorded by another version of the workflow: %v", runID, err)
	case errors.As(err, &ne):
		return failf(exitError, err, "run %s failed in node %s: %s%s", runID, ne.Node, readable(ne.Err), d.store.hint("after fixing the cause, resume it with", runID, ""))
	}
	return failf(exitError, err, "run %s: %v", runID, err)
}

// stored reports whether the store holds a record of the run (asked with
// a context that the run's cancellation does not end). When the store
// cannot tell, it says yes: the resume hint is then the safer answer.
func (d *driver) stored(ctx context.Context, runID string) bool {
	ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 5*time.Second)
	defer cancel()
	_, err := d.st.History(ctx, runID)
	return !errors.Is(err, checkpoint.ErrNotFound)
}

// rounds chains follow-up rounds after a completed round until the round
// numbered rounds ran, or a round decided nothing and left nothing open
// to ask again (a follow-up would ask the same). It returns the last
// round's state.
func (d *driver) rounds(ctx context.Context, st *clarification.State, rounds int) (*clarification.State, error) {
	for {
		f := st.FCS
		if f == nil {
			return nil, failf(exitError, nil, "run completed without an FCS")
		}
		n, runID := clarification.RoundOf(f)
		if n >= rounds {
			return st, nil
		}
		// The follow-up round analyses the original specification,
		// leaving out what earlier rounds answered, and its FCS carries
		// every round's clarifications (clarification.FollowUpInput); it
		// asks again, once, what an answer that decides nothing left open.
		opts := []clarification.InputOption{clarification.WithInteractive(), clarification.WithMetadata(d.metadata(len(f.Specification.Content)))}
		if d.src.auto {
			opts = append(opts, clarification.WithReply(autoReply)) // as the first round's (run.go)
		}
		in, err := clarification.FollowUpInput(f, opts...)
		if err != nil {
			return nil, failf(exitError, err, "round %d: %v", n+1, err)
		}
		// A round that decided nothing, with nothing left open to ask
		// again, would be followed by one asking the same.
		if decided := len(f.Clarifications) - len(st.Earlier); decided == 0 && len(in.AskAgain) == 0 {
			if len(st.Questions) == 0 || len(st.Answers) == 0 {
				d.a.warnf("round %d answered no question; no further rounds", n)
			} else {
				d.a.warnf("round %d decided no question (its answers decide nothing, and what they left open was asked again once); no further rounds", n)
			}
			return st, nil
		}
		next := roundRunID(runID, n+1)
		d.a.warnf("round %d of %d: run %s", n+1, rounds, next)
		res, err := d.start(ctx, next, in)
		if err != nil {
			return nil, err
		}
		if st, err = d.finish(ctx, next, res, true); err != nil {
			return nil, err
		}
	}
}

// deliver chains the follow-up rounds after st until the round numbered
// rounds (d.rounds), reports the LLM's token usage and writes the last
// round's FCS to out (stdout when empty) in d's format.
func (d *driver) deliver(ctx context.Context, st *clarification.State, rounds int, out string) error {
	st, err := d.rounds(ctx, st, rounds)
	if err != nil {
		return err
	}
	d.a.reportUsage(st.FCS)
	return d.a.emitFCS(st.FCS, d.format, out)
}

// roundRunID returns the run ID of round n of the clarification whose run
// of another round is runID: the first round's ID, then "-round" and n.
func roundRunID(runID string, n int) string {
	base := runID
	if i := strings.LastIndex(runID, "-round"); i >= 0 {
		if _, err := strconv.Atoi(runID[i+len("-round"):]); err == nil {
			base = runID[:i]
		}
	}
	return base + "-round" + strconv.Itoa(n)
}
