// Package groundtruth scores the spec reader, the analyzer and the question
// generator against labelled sets of real documents written by others: the
// ground truth the clarification workflow is developed and judged on.
//
// The sets live in testdata/groundtruth at the module root (its README says
// how they were made, how far the annotators agreed, and the protocol for
// measuring a held-back part). Each label file names a document, records
// its SHA-256, and holds character offsets and short labelled phrases —
// never the documents, which are read from the shared corpus kept beside
// the project (FindCorpus), or, for the project's own short texts, from
// testdata/groundtruth/own.
//
// Use it through the command:
//
//	clarify eval testdata/groundtruth/ambiguities/heldback
//
// Load reads a set folder; ScoreReader, ScoreAmbiguities and
// ScoreDecisions score it; WriteReader, WriteAmbiguities and
// WriteDecisions print the scores with every miss and false finding.
//
// # What counts
//
// Requirements set: every parsed requirement is given to the labelled
// segment that holds most of its text. A labelled requirement given one is
// read; more than one are fragments; a non-requirement given one was read
// wrongly. A requirement read under the document's own number keeps its ID;
// one read under it qualified is counted apart, in the column "id,
// qualified": with the "#k" the reader gives a number the document uses
// twice ("4.1.1.3#2"), or, for a list item labelled with its bare number
// ("1"), under the number of the section it stands in ("3.2/1", as the
// reader names the items of lists numbered afresh under each numbered
// section; see qualifiedID).
//
// Ambiguity set: a finding answers a label when the two overlap and the
// finding is at most twice as long as the label (or MaxLonger characters
// longer, for a short label); a conflict label is answered on either side.
// Recall is labels answered over labels; precision is findings answering a
// label over all findings, those outside every requirement included; clear
// flagged is the share of requirements with no label that hold a finding.
// By default the analyzer is given the labelled requirements, so the
// analyzer alone is measured (Options.Read measures reader and analyzer
// together), and the evaluation selection is scored: every ambiguous
// requirement and clear ones chosen by Select for the surface cues word
// lists fire on, about a third of the selection (Options.All scores every
// requirement).
//
// Decision set: the first FirstQuestions questions are compared with the
// decisions both annotators raised; a question covers a decision when its
// topic and text name at least half of the decision's keywords (Covers).
// The questions are printed so a reviewer can judge those not worth asking.
// A missed decision that a question ranked later covers — beyond the first
// FirstQuestions, or below the generator's floor of questions worth
// asking — is counted apart (covered later, with that question's place):
// the ranking missed it, not the generator.
//
// # Labelling
//
// Annotators write positions as a line and a phrase on it (Raw); Import
// turns those into offsets, and AgreeRequirements, AgreeAmbiguities and
// AgreeDecisions measure agreement. The command labelkit runs those steps
// and prepares each adjudication (diff, items), as
// testdata/groundtruth/guides/round.md says; its corpus subcommands (manifest, assemble, check) restore the public
// documents the labels name but the repository does not hold, byte for
// byte, from saved read_file answers (the README's "Restoring the
// documents"). The requirements annotators' guide is
// testdata/groundtruth/guides/requirements.md.
package groundtruth
