package main

import (
	"context"
	"errors"
	"os"
	"strings"

	"github.com/clarigraph/clarigraph/internal/groundtruth"
	"github.com/clarigraph/clarigraph/nodes/clarification/decisions"
	"github.com/clarigraph/clarigraph/nodes/clarification/rules"
)

func evalCommand() command {
	return command{
		name:    "eval",
		usage:   "eval [--format text|json] [--corpus DIR] [--read] [--all] SETDIR",
		summary: "score the reader, analyzer or questions on a labelled set of real documents",
		help: `Scores the current code on the labelled set under SETDIR (a folder of
testdata/groundtruth: requirements, ambiguities or decisions, or one of their
parts, tuning or heldback) and prints, per document and overall:

  requirements   requirements read (recall), read under the document's own
                 ID, non-requirements read as requirements, fragments
  ambiguities    span recall, precision and clear requirements flagged, with
                 every miss and false finding; a finding answers a label when
                 it overlaps it and is at most twice as long (15 characters longer for a short label)
  decisions      agreed decisions covered by the first 10 questions, the
                 questions themselves, how many of them cover no decision
                 of either annotator, and the missed decisions a question
                 ranked later covers (beyond the 10th or below the floor)

The documents are read from the shared corpus (../shared/corpus-real above
the working folder, or --corpus, or $CLARIGRAPH_CORPUS); without it, exit 1
saying so. The analyzer is the rule-based one; it is given the labelled
requirements, or with --read what the spec reader reads.

Flags:
  --format F   text (default) or json
  --corpus D   the folder of the real documents
  --read       ambiguities: analyze what the reader reads, not the labelled requirements
  --all        ambiguities: score every labelled requirement, not only the evaluation
               selection (every ambiguous requirement and the clear ones chosen for
               the surface cues word lists fire on, about a third of it)`,
		run: evalMain,
	}
}

func evalMain(ctx context.Context, a *app, args []string) error {
	fs := newFlagSet("eval")
	format := newEnum("text", "text", "json")
	fs.Var(format, "format", "text or json")
	corpus := fs.String("corpus", "", "folder of the real documents")
	read := fs.Bool("read", false, "analyze what the reader reads")
	all := fs.Bool("all", false, "score every labelled requirement, not the evaluation selection")
	pos, err := parseArgs(fs, args)
	if err != nil {
		return flagError("eval", err)
	}
	if err := positionals("eval", pos, "SETDIR"); err != nil {
		return err
	}
	root := *corpus
	if root == "" {
		if root, err = groundtruth.FindCorpus("."); err != nil {
			return failf(exitError, err, "eval: %v", err)
		}
	}
	set, err := groundtruth.Load(pos[0], root)
	if err != nil {
		if errors.Is(err, os.ErrNotExist) {
			return failf(exitError, err, "eval: %s: no such folder", pos[0])
		}
		return failf(exitError, err, "eval: %v", err)
	}
	if len(set.Missing) > 0 {
		a.warnf("eval: %s %s not in %s and %s skipped: %s", count(len(set.Missing), "labelled document"), plural(len(set.Missing), "is", "are"), root, plural(len(set.Missing), "was", "were"), strings.Join(set.Missing, ", "))
	}
	az := rules.New()
	switch set.Kind {
	case groundtruth.SetRequirements:
		docs := groundtruth.ScoreReader(set)
		if format.value == "json" {
			return writeJSON(a.stdout, map[string]any{"set": set.Kind, "documents": docs, "overall": groundtruth.ReaderTotals(docs)})
		}
		return groundtruth.WriteReader(a.stdout, docs)
	case groundtruth.SetAmbiguities:
		docs, err := groundtruth.ScoreAmbiguities(ctx, set, az, groundtruth.Options{Read: *read, All: *all})
		if err != nil {
			return failf(exitError, err, "eval: %v", err)
		}
		if format.value == "json" {
			return writeJSON(a.stdout, map[string]any{"set": set.Kind, "documents": docs, "overall": groundtruth.AmbiguityTotals(docs)})
		}
		return groundtruth.WriteAmbiguities(a.stdout, docs)
	default:
		dz, err := decisions.New(az)
		if err != nil {
			return failf(exitError, err, "eval: %v", err)
		}
		docs, err := groundtruth.ScoreDecisions(ctx, set, dz, dz)
		if err != nil {
			return failf(exitError, err, "eval: %v", err)
		}
		if format.value == "json" {
			return writeJSON(a.stdout, map[string]any{"set": set.Kind, "documents": docs, "overall": groundtruth.DecisionTotals(docs)})
		}
		return groundtruth.WriteDecisions(a.stdout, docs)
	}
}
