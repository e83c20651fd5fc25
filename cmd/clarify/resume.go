package main

import (
	"context"
	"encoding/json"
	"errors"
	"strconv"

	"github.com/clarigraph/clarigraph/checkpoint"
)

func resumeCommand() command {
	return command{
		name:    "resume",
		usage:   "resume [flags] RUN_ID",
		summary: "continue an interrupted, failed, cancelled or abandoned run",
		help: `Continues the run RUN_ID from its last checkpoint, in this process: a run
waiting for answers takes them from --answers FILE (- for standard input),
--auto or the terminal (as clarify run does; without any of them it prints
the questions still open and exits 3); a failed, cancelled or abandoned run
continues where it stopped. The answers recorded before (on the terminal,
one by one, before a Ctrl-C or Ctrl-D) are kept: only the questions still
open are asked, and --auto takes the recommended options of those only.
Completed nodes never run again. A run whose process on this machine died
(killed, say) is taken over at once; one another process holds is waited
for, with a countdown on stderr, until its lease expires. The run asks as
many questions as it was started with (--max-questions). A run started
with --llm continues with the same
provider and model, recorded in the run (its API key must be set again);
--llm and --model may repeat them, and naming others is refused (exit 2).

A completed run: with --out, its FCS is written again (atomically, and its
hash printed), exit 0; without --out, the command says the run is completed
and exits 1.

Flags:
  --answers FILE   answers file, - for standard input (labels or option numbers; every
                   problem listed: exit 1, nothing written, the run still waits)
  --auto           take the recommended options (source default)
  --countdown C    on a terminal, the countdowns: LOW,MEDIUM,HIGH (default 30s,60s,120s) or off
  --no-timeout     on a terminal, no countdown
  --format F       json or markdown (default: with --out, by FILE's name; else markdown
                   on a terminal, json otherwise)
  --out FILE       write the FCS to FILE atomically (.md, .markdown, .mdown, .mkd: Markdown, else JSON,
                   unless --format says); stdout ends with its hash
  --store DSN      the store holding the run (default sqlite:$XDG_STATE_HOME/clarify/runs.db)
  --rounds N       run follow-up rounds until round N (1 to 3) once this run completes;
                   the FCS written holds every round's clarifications (see clarify help run)
  --timeout D      stop the workflow when one step of it takes longer than D
  --llm P          must match the run's provider, if given
  --model M        must match the run's model, if given`,
		run: resumeMain,
	}
}

func resumeMain(ctx context.Context, a *app, args []string) error {
	const cmd = "resume"
	var af answerFlags
	var lf llmFlags
	runID, err := parseSession(cmd, newFlagSet(cmd), args, "RUN_ID", &af, &lf)
	if err != nil {
		return err
	}
	src, err := af.source(a.stdin)
	if err != nil {
		return err
	}
	store, err := af.openStore(ctx)
	if err != nil {
		return err
	}
	defer store.Close()
	cp, err := checkpoint.Latest(ctx, store, runID, func(seq int64, err error) {
		a.warnf("run %s: record %d is damaged, using an earlier one: %v", runID, seq, err)
	})
	switch {
	case errors.Is(err, checkpoint.ErrNotFound):
		return notFound(runID, &af.store, err)
	case err != nil:
		return failf(exitError, err, "run %s: %v", runID, err)
	}
	meta, err := recordedMetadata(ctx, store, runID)
	if err != nil {
		return failf(exitError, err, "run %s: %v", runID, err)
	}
	defer a.holdResumed(ctx, store, cp, meta)()
	recorded := llmChoice{provider: meta[metaProvider], model: meta[metaModel]}
	choice, err := resumeChoice(recorded, &lf)
	if err != nil {
		return err
	}
	wf, err := choice.workflow(a)
	if err != nil {
		return err
	}
	d, err := newDriver(a, store, &af.store, src, af.format.value, af.timeout, choice, recordedLimit(meta), wf)
	if err != nil {
		return err
	}
	if cp.Status == checkpoint.StatusCompleted && af.out == "" {
		return failf(exitError, nil, "run %s is already completed: nothing to resume (add --out FILE to write its FCS again)", runID)
	}
	var input any
	if cp.Status == checkpoint.StatusInterrupted && cp.Interrupt != nil {
		// Answer before resuming, so that a run with nowhere to take answers
		// from writes nothing.
		if input, err = d.reply(ctx, runID, cp.Interrupt.Payload, false); err != nil {
			return err
		}
	}
	res, err := d.resume(ctx, runID, input)
	if err != nil {
		return err
	}
	if cp.Status == checkpoint.StatusCompleted {
		a.warnf("run %s was already completed; writing its FCS", runID)
	}
	st, err := d.finish(ctx, runID, res, false)
	if err != nil {
		return err
	}
	return d.deliver(ctx, st, af.rounds, af.out)
}

// metaSpecBytes is the key of the run's input metadata that records the
// length of its specification's content, written by run (and by each
// follow-up round, for its own) and read by resume to pace the collector.
const metaSpecBytes = "spec_bytes"

// withSpecBytes returns meta with the specification's size recorded.
func withSpecBytes(meta map[string]string, n int) map[string]string {
	return withMeta(meta, metaSpecBytes, n)
}

// recordedSpecBytes reads the specification's size from a run's input
// metadata: -1 when it is not recorded (a run started before it was) or
// not a size.
func recordedSpecBytes(meta map[string]string) int64 {
	if n, err := strconv.ParseInt(meta[metaSpecBytes], 10, 64); err == nil && n >= 0 {
		return n
	}
	return -1
}

// holdResumed paces the collector for the resumed run whose latest record
// is cp and whose input metadata is meta, until release is called: by the
// size meta records, else (a run recorded before the size was) held as
// large while the size is read from a snapshot (specSize), then by it.
func (a *app) holdResumed(ctx context.Context, store checkpoint.Store, cp *checkpoint.Checkpoint, meta map[string]string) (release func()) {
	if n := recordedSpecBytes(meta); n >= 0 {
		return a.hold(n)
	}
	unknown := a.hold(-1)
	defer unknown()
	return a.hold(specSize(ctx, store, cp))
}

// specSize is the content size of the specification of the run whose
// latest record is cp, for the collector's pace of a run whose metadata
// records no size (holdResumed): read from cp when it is a
// snapshot, else from the newest snapshot before it (the specification is
// input: every snapshot of the run holds it). -1 when no snapshot can be
// read (the run is then paced as large).
func specSize(ctx context.Context, store checkpoint.Store, cp *checkpoint.Checkpoint) int64 {
	if cp.Snapshot {
		return specSizeOf(cp.State)
	}
	hist, err := store.History(ctx, cp.RunID)
	if err != nil {
		return -1
	}
	for i := len(hist) - 1; i >= 0; i-- {
		if h := hist[i]; h.Snapshot && h.Seq < cp.Seq {
			snap, err := store.Load(ctx, cp.RunID, h.Seq)
			if err != nil {
				continue // damaged or pruned: an older one
			}
			return specSizeOf(snap.State)
		}
	}
	return -1
}

// specSizeOf is the length of the specification's content in a state
// snapshot of the clarification workflow, -1 when it has none.
func specSizeOf(state json.RawMessage) int64 {
	var st struct {
		Spec *struct {
			Content string `json:"content"`
		} `json:"spec"`
	}
	if err := json.Unmarshal(state, &st); err != nil || st.Spec == nil {
		return -1
	}
	return int64(len(st.Spec.Content))
}
