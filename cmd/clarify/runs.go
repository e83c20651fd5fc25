package main

import (
	"context"
	"errors"
	"fmt"
	"text/tabwriter"
	"time"

	"github.com/clarigraph/clarigraph/checkpoint"
)

func runsCommand() command {
	return command{
		name:    "runs",
		usage:   "runs [--store DSN] [--format text|json] [show RUN_ID]",
		summary: "list runs, or show one run's checkpoint history",
		help: `Lists the runs of the store, most recently updated first: ID, status,
batch of the last checkpoint, and time of the last checkpoint (UTC).
"clarify runs show RUN_ID" lists the run's checkpoint records, oldest first.

Flags:
  --store DSN   the store (default sqlite:$XDG_STATE_HOME/clarify/runs.db)
  --format F    text (default) or json`,
		run: runsMain,
	}
}

func runsMain(ctx context.Context, a *app, args []string) error {
	const cmd = "runs"
	fs := newFlagSet(cmd)
	var sf storeFlag
	fs.StringVar(&sf.dsn, "store", "", storeUsage)
	format := newEnum("text", "text", "json")
	fs.Var(format, "format", "text or json")
	pos, err := parseArgs(fs, args)
	if err != nil {
		return flagError(cmd, err)
	}
	show := len(pos) > 0 && pos[0] == "show"
	if show {
		if err := positionals(cmd+" show", pos[1:], "RUN_ID"); err != nil {
			return err
		}
	} else if len(pos) > 0 {
		return usagef("%s: unexpected argument %q (see clarify runs --help)", cmd, pos[0])
	}
	store, err := sf.open(ctx)
	if err != nil {
		return err
	}
	defer store.Close()
	if show {
		return showRun(ctx, a, store, &sf, pos[1], format.value)
	}
	runs, err := store.Runs(ctx)
	if err != nil {
		return failf(exitError, err, "list runs: %v", err)
	}
	if format.value == "json" {
		if runs == nil {
			runs = []checkpoint.RunSummary{}
		}
		return writeJSON(a.stdout, map[string]any{"runs": runs})
	}
	tw := tabwriter.NewWriter(a.stdout, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "RUN ID\tSTATUS\tBATCH\tUPDATED")
	for _, r := range runs {
		fmt.Fprintf(tw, "%s\t%s\t%d\t%s\n", r.RunID, r.Status, r.Batch, r.Updated.UTC().Format(time.RFC3339))
	}
	return tw.Flush()
}

func showRun(ctx context.Context, a *app, store checkpoint.Store, sf *storeFlag, runID, format string) error {
	hist, err := store.History(ctx, runID)
	switch {
	case errors.Is(err, checkpoint.ErrNotFound):
		return notFound(runID, sf, err)
	case err != nil:
		return failf(exitError, err, "run %s: %v", runID, err)
	}
	if format == "json" {
		return writeJSON(a.stdout, map[string]any{"run_id": runID, "history": hist})
	}
	tw := tabwriter.NewWriter(a.stdout, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "SEQ\tBATCH\tSTATUS\tSNAPSHOT\tSIZE\tTIME")
	for _, h := range hist {
		fmt.Fprintf(tw, "%d\t%d\t%s\t%t\t%d\t%s\n", h.Seq, h.Batch, h.Status, h.Snapshot, h.Size, h.Time.UTC().Format(time.RFC3339Nano))
	}
	return tw.Flush()
}
