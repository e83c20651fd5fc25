package main

import (
	"context"
	"errors"
	"fmt"
	"io"

	"github.com/clarigraph/clarigraph/checkpoint"
	"github.com/clarigraph/clarigraph/graph"
	"github.com/clarigraph/clarigraph/nodes/clarification"
)

func graphCommand() command {
	return command{
		name:    "graph",
		usage:   "graph [--format mermaid|dot] [--run RUN_ID] [--store DSN]",
		summary: "draw the workflow, coloured by a run's node statuses",
		help: `Prints the clarification workflow as a Mermaid flowchart (the default) or
Graphviz DOT. The diamond check_ambiguities has both ways out: true to
generate_questions, and a dotted false to build_fcs, where a run that asks
nothing (clarity at the threshold) goes on. With --run, nodes are coloured
by their status in that run (completed, skipped, failed, interrupted,
pending), as its checkpoints record it.

Flags:
  --format F    mermaid (default) or dot
  --run ID      colour by this run's statuses
  --store DSN   the store holding the run (default sqlite:$XDG_STATE_HOME/clarify/runs.db)`,
		run: graphMain,
	}
}

func graphMain(ctx context.Context, a *app, args []string) error {
	const cmd = "graph"
	fs := newFlagSet(cmd)
	format := newEnum("mermaid", "mermaid", "dot")
	fs.Var(format, "format", "mermaid or dot")
	runID := fs.String("run", "", "colour by this run's node statuses")
	var sf storeFlag
	fs.StringVar(&sf.dsn, "store", "", storeUsage)
	pos, err := parseArgs(fs, args)
	if err != nil {
		return flagError(cmd, err)
	}
	if err := positionals(cmd, pos); err != nil {
		return err
	}
	plan, err := clarification.New(clarification.Config{})
	if err != nil {
		return failf(exitError, err, "build the workflow: %v", err)
	}
	var statuses map[string]graph.NodeStatus
	if *runID != "" {
		store, err := sf.open(ctx)
		if err != nil {
			return err
		}
		defer store.Close()
		if statuses, err = runStatuses(ctx, a, store, *runID); err != nil {
			if errors.Is(err, checkpoint.ErrNotFound) {
				return notFound(*runID, &sf, err)
			}
			return failf(exitError, err, "run %s: %v", *runID, err)
		}
	}
	var out string
	if format.value == "dot" {
		if out, err = plan.DOT(statuses); err != nil {
			return failf(exitError, err, "render DOT: %v", err)
		}
		if len(out) > 0 && out[len(out)-1] != '\n' {
			out += "\n"
		}
	} else {
		out = plan.Mermaid(statuses)
	}
	_, err = io.WriteString(a.stdout, out)
	return err
}

// runStatuses replays a run's checkpoint records into node statuses: a
// record lists the nodes its batch completed or skipped, and a stopped
// run's last record its failed and interrupted nodes. A damaged record is
// reported and passed over.
func runStatuses(ctx context.Context, a *app, store checkpoint.Store, runID string) (map[string]graph.NodeStatus, error) {
	hist, err := store.History(ctx, runID)
	if err != nil {
		return nil, err
	}
	statuses := map[string]graph.NodeStatus{}
	var last *checkpoint.Checkpoint
	for _, h := range hist {
		cp, err := store.Load(ctx, runID, h.Seq)
		switch {
		case errors.Is(err, checkpoint.ErrCorrupt):
			a.warnf("run %s: record %d is damaged: %v", runID, h.Seq, err)
			continue
		case err != nil:
			return nil, err
		}
		for _, id := range cp.Completed {
			statuses[id] = graph.NodeCompleted
		}
		for _, id := range cp.LastCompleted {
			statuses[id] = graph.NodeCompleted
		}
		for _, s := range cp.Skipped {
			statuses[s.Node] = graph.NodeSkipped
		}
		last = cp
	}
	if last == nil {
		return nil, fmt.Errorf("%w: no record of run %s decodes", checkpoint.ErrCorrupt, runID)
	}
	for _, f := range last.Failed {
		statuses[f.Node] = graph.NodeFailed
	}
	if last.Status == checkpoint.StatusInterrupted && last.Interrupt != nil {
		statuses[last.Interrupt.Node] = graph.NodeInterrupted
	}
	return statuses, nil
}
