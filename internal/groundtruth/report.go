package groundtruth

import (
	"fmt"
	"io"
	"strings"
	"text/tabwriter"
)

// ReaderTotals sums per-document reader scores.
func ReaderTotals(docs []ReaderDoc) ReaderDoc {
	t := ReaderDoc{Document: "overall"}
	for _, d := range docs {
		t.Labelled += d.Labelled
		t.Read += d.Read
		t.WithID += d.WithID
		t.IDKept += d.IDKept
		t.IDTwice += d.IDTwice
		t.NonReqs += d.NonReqs
		t.NonReqRead += d.NonReqRead
		t.Parsed += d.Parsed
		t.Fragments += d.Fragments
		t.Unplaced += d.Unplaced
	}
	return t
}

// AmbiguityTotals sums per-document ambiguity scores.
func AmbiguityTotals(docs []AmbiguityDoc) AmbiguityDoc {
	t := AmbiguityDoc{Document: "overall"}
	for _, d := range docs {
		t.Items += d.Items
		t.Clear += d.Clear
		t.Labels += d.Labels
		t.Found += d.Found
		t.Findings += d.Findings
		t.True += d.True
		t.Outside += d.Outside
		t.ClearFlagged += d.ClearFlagged
	}
	return t
}

// DecisionTotals sums per-document decision scores.
func DecisionTotals(docs []DecisionDoc) DecisionDoc {
	t := DecisionDoc{Document: "overall"}
	for _, d := range docs {
		t.Agreed += d.Agreed
		t.Covered += d.Covered
		t.All += d.All
		t.AllCov += d.AllCov
		t.Asked += d.Asked
		t.Idle += d.Idle
		t.Later += d.Later
	}
	return t
}

// Recall is read over labelled requirements.
func (r ReaderDoc) Recall() float64 { return ratio(r.Read, r.Labelled) }

// NonReqShare is the share of non-requirements read as requirements.
func (r ReaderDoc) NonReqShare() float64 { return ratio(r.NonReqRead, r.NonReqs) }

// IDShare is the share of numbered requirements read under their own ID.
func (r ReaderDoc) IDShare() float64 { return ratio(r.IDKept, r.WithID) }

// Recall is labels answered over labels.
func (a AmbiguityDoc) Recall() float64 { return ratio(a.Found, a.Labels) }

// Precision is findings answering a label over findings.
func (a AmbiguityDoc) Precision() float64 { return ratio(a.True, a.Findings) }

// ClearShare is the share of clear requirements with a finding.
func (a AmbiguityDoc) ClearShare() float64 { return ratio(a.ClearFlagged, a.Clear) }

// Coverage is agreed decisions covered over agreed decisions.
func (d DecisionDoc) Coverage() float64 { return ratio(d.Covered, d.Agreed) }

func ratio(a, b int) float64 {
	if b == 0 {
		return 0
	}
	return float64(a) / float64(b)
}

// WriteReader prints the reader's scores: a table per document, the
// overall line, then every miss and every non-requirement read.
func WriteReader(w io.Writer, docs []ReaderDoc) error {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "document\trequirements\tread\trecall\tid kept\tid, qualified\tnon-reqs\tread as req\tshare\tparsed\tfragments\t")
	for _, d := range append(docs, ReaderTotals(docs)) {
		fmt.Fprintf(tw, "%s\t%d\t%d\t%.3f\t%d/%d\t%d\t%d\t%d\t%.3f\t%d\t%d\t\n", d.Document, d.Labelled, d.Read, d.Recall(),
			d.IDKept, d.WithID, d.IDTwice, d.NonReqs, d.NonReqRead, d.NonReqShare(), d.Parsed, d.Fragments)
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	var b strings.Builder
	for _, d := range docs {
		if d.Error != "" {
			fmt.Fprintf(&b, "\n%s: refused: %s\n", d.Document, d.Error)
		}
		if len(d.Misses) > 0 {
			fmt.Fprintf(&b, "\n%s: %d requirements not read\n", d.Document, len(d.Misses))
			for _, m := range d.Misses {
				fmt.Fprintf(&b, "  %s\n", m)
			}
		}
		if len(d.Wrong) > 0 {
			fmt.Fprintf(&b, "\n%s: %d non-requirements read\n", d.Document, len(d.Wrong))
			for _, m := range d.Wrong {
				fmt.Fprintf(&b, "  %s\n", m)
			}
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// WriteAmbiguities prints the analyzer's scores: a table per document,
// the overall line, then every miss and every false finding.
func WriteAmbiguities(w io.Writer, docs []AmbiguityDoc) error {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "document\trequirements\tclear\tlabels\tfound\trecall\tfindings\ttrue\tprecision\tclear flagged\tshare\t")
	for _, d := range append(docs, AmbiguityTotals(docs)) {
		fmt.Fprintf(tw, "%s\t%d\t%d\t%d\t%d\t%.3f\t%d\t%d\t%.3f\t%d\t%.3f\t\n", d.Document, d.Items, d.Clear, d.Labels, d.Found,
			d.Recall(), d.Findings, d.True, d.Precision(), d.ClearFlagged, d.ClearShare())
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	var b strings.Builder
	for _, d := range docs {
		if d.Error != "" {
			fmt.Fprintf(&b, "\n%s: error: %s\n", d.Document, d.Error)
		}
		if len(d.Misses) > 0 {
			fmt.Fprintf(&b, "\n%s: %d labels missed\n", d.Document, len(d.Misses))
			for _, m := range d.Misses {
				fmt.Fprintf(&b, "  %d:%d %s %s %q\n", m.Line, m.Column, m.Item, m.Type, m.Phrase)
			}
		}
		if len(d.False) > 0 {
			fmt.Fprintf(&b, "\n%s: %d false findings\n", d.Document, len(d.False))
			for _, f := range d.False {
				where := f.Item
				switch {
				case f.Item == "":
					where = "(outside requirements)"
				case f.Clear:
					where += " (clear)"
				}
				fmt.Fprintf(&b, "  %d:%d %s %s [%s] %q\n", f.Line, f.Column, where, f.Type, f.Rule, f.Excerpt)
			}
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// WriteDecisions prints the question generator's scores: a table per
// document, the overall line, then per document the decisions covered and
// missed, the missed ones a later question covers (with its place) and
// the first questions, for a reviewer to judge.
func WriteDecisions(w io.Writer, docs []DecisionDoc) error {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintf(tw, "document\tagreed\tcovered in first %d\tcoverage\tall decisions\tcovered\tasked\tcovering none\tcovered later\t\n", FirstQuestions)
	for _, d := range append(docs, DecisionTotals(docs)) {
		fmt.Fprintf(tw, "%s\t%d\t%d\t%.3f\t%d\t%d\t%d\t%d\t%d\t\n", d.Document, d.Agreed, d.Covered, d.Coverage(), d.All, d.AllCov, d.Asked, d.Idle, d.Later)
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	var b strings.Builder
	for _, d := range docs {
		fmt.Fprintf(&b, "\n%s\n", d.Document)
		if d.Error != "" {
			fmt.Fprintf(&b, "  error: %s\n", d.Error)
		}
		for _, h := range d.Hits {
			fmt.Fprintf(&b, "  covered: %s\n", h)
		}
		for _, m := range d.Missed {
			fmt.Fprintf(&b, "  missed:  %s\n", m)
		}
		for _, l := range d.LaterHits {
			fmt.Fprintf(&b, "  later:   %s\n", l)
		}
		for i, q := range d.Questions {
			fmt.Fprintf(&b, "  Q%d %s\n", i+1, q)
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}
