package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
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
batch of the last checkpoint, time of the last checkpoint (UTC), and the
title of the run's specification (from its first snapshot; - when none
can be read; "title" in JSON). A run whose last checkpoint says running
but that no process advances (the one that held its lease died, or its
lease expired) is shown as abandoned: resume it.

"clarify runs show RUN_ID" lists the run's checkpoint records, oldest
first, and checks their chain: each record's STATE is ok, damaged (it does
not decode), superseded (the run went on from an earlier record), or
replaced (it is not the record the next one names); records lost from the
store are listed as missing, and records removed by retention as pruned.
When the chain a resume needs is broken, the last line on stderr says
where, and the exit code is 1.

Flags:
  --store DSN   the store (default sqlite:$XDG_STATE_HOME/clarify/runs.db)
  --format F    text (default) or json`,
		run: runsMain,
	}
}

// statusAbandoned is how runs shows a run whose last record says running
// but whose lease no process holds.
const statusAbandoned = "abandoned"

// listedRun is one run of clarify runs --format json.
type listedRun struct {
	checkpoint.RunSummary
	// Title is the title of the run's specification, read from its first
	// snapshot record; empty when none can be read.
	Title string `json:"title,omitempty"`
	// Abandoned: the last record says running, but no process holds the
	// run's lease (see checkpoint.Lease.Held).
	Abandoned bool `json:"abandoned,omitempty"`
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
	_, leased := store.(checkpoint.Locker)
	now := time.Now()
	list := make([]listedRun, len(runs))
	for i, r := range runs {
		list[i] = listedRun{RunSummary: r, Title: runTitle(ctx, store, r.RunID), Abandoned: leased && r.Status == checkpoint.StatusRunning && !r.Lease.Held(now)}
	}
	if format.value == "json" {
		return writeJSON(a.stdout, map[string]any{"runs": list})
	}
	tw := tabwriter.NewWriter(a.stdout, 0, 0, 2, ' ', 0)
	// The title goes last: a long one does not push the other columns.
	fmt.Fprintln(tw, "RUN ID\tSTATUS\tBATCH\tUPDATED\tTITLE")
	for _, r := range list {
		status := string(r.Status)
		if r.Abandoned {
			status = statusAbandoned
		}
		title := oneLine(r.Title)
		if title == "" {
			title = "-"
		}
		fmt.Fprintf(tw, "%s\t%s\t%d\t%s\t%s\n", r.RunID, status, r.Batch, r.Updated.UTC().Format(time.RFC3339), title)
	}
	return tw.Flush()
}

// runTitle returns the title of a run's specification, read from the
// run's first snapshot record that loads and holds one (as the server's
// GET /api/runs does), or "" when none does. Only the title is decoded.
func runTitle(ctx context.Context, store checkpoint.Store, runID string) string {
	hist, err := store.History(ctx, runID)
	if err != nil {
		return ""
	}
	for _, h := range hist {
		if !h.Snapshot {
			continue
		}
		cp, err := store.Load(ctx, runID, h.Seq)
		if err != nil {
			continue
		}
		var s struct {
			Spec *struct {
				Title string `json:"title"`
			} `json:"spec"`
		}
		if json.Unmarshal(cp.State, &s) != nil || s.Spec == nil {
			continue
		}
		return s.Spec.Title
	}
	return ""
}

// shownRecord is one row of clarify runs show --format json: a stored
// record with its state in the chain, a missing record, or the records
// retention removed.
type shownRecord struct {
	checkpoint.Summary
	State checkpoint.RecordState `json:"state"`
	Error string                 `json:"error,omitempty"`
}

func showRun(ctx context.Context, a *app, store checkpoint.Store, sf *storeFlag, runID, format string) error {
	rep, err := checkpoint.Audit(ctx, store, runID)
	switch {
	case errors.Is(err, checkpoint.ErrNotFound):
		return notFound(runID, sf, err)
	case err != nil:
		return failf(exitError, err, "run %s: %v", runID, err)
	}
	if format == "json" {
		hist := make([]shownRecord, len(rep.Records))
		for i, r := range rep.Records {
			hist[i] = shownRecord{Summary: r.Summary, State: r.State}
			if r.Err != nil {
				hist[i].Error = r.Err.Error()
			}
		}
		out := map[string]any{"run_id": runID, "head": rep.Head, "history": hist, "missing": rep.Missing, "pruned": rep.Pruned}
		if rep.Missing == nil {
			out["missing"] = []int64{}
		}
		if rep.Err != nil {
			out["error"] = rep.Err.Error()
		}
		if err := writeJSON(a.stdout, out); err != nil {
			return err
		}
	} else if err := showTable(a.stdout, rep); err != nil {
		return err
	}
	if rep.Err != nil {
		return failf(exitError, rep.Err, "run %s: %v", runID, rep.Err)
	}
	return nil
}

// showTable writes the records, the missing ones and the pruned ones in
// sequence order.
func showTable(w io.Writer, rep *checkpoint.Report) error {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "SEQ\tBATCH\tSTATUS\tSNAPSHOT\tSIZE\tTIME\tSTATE")
	if rep.Pruned > 0 {
		fmt.Fprintf(tw, "1-%d\t-\t-\t-\t-\t-\tpruned\n", rep.Pruned)
	}
	missing := rep.Missing
	for _, h := range rep.Records {
		for len(missing) > 0 && missing[0] < h.Seq {
			fmt.Fprintf(tw, "%d\t-\t-\t-\t-\t-\tmissing\n", missing[0])
			missing = missing[1:]
		}
		status := string(h.Status)
		if status == "" {
			status = "-"
		}
		fmt.Fprintf(tw, "%d\t%d\t%s\t%t\t%d\t%s\t%s\n", h.Seq, h.Batch, status, h.Snapshot, h.Size, h.Time.UTC().Format(time.RFC3339Nano), h.State)
	}
	for _, m := range missing {
		fmt.Fprintf(tw, "%d\t-\t-\t-\t-\t-\tmissing\n", m)
	}
	return tw.Flush()
}
