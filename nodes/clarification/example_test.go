package clarification_test

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"github.com/clarigraph/clarigraph/checkpoint/memstore"
	"github.com/clarigraph/clarigraph/fcs"
	"github.com/clarigraph/clarigraph/graph"
	"github.com/clarigraph/clarigraph/nodes/clarification"
	"github.com/clarigraph/clarigraph/spec"
)

const exampleSpec = `# Upload service

- FR-001: Users shall upload files of up to 10 MB.
- FR-002: Uploads shall be kept for TBD days.
`

// The whole workflow, non-interactive, with the recommended answers.
func ExampleNew() {
	s, err := spec.Parse("upload.md", []byte(exampleSpec))
	if err != nil {
		panic(err)
	}
	plan, err := clarification.New(clarification.Config{})
	if err != nil {
		panic(err)
	}
	res, err := plan.Run(context.Background(), clarification.Input(s, clarification.WithDefaults()))
	if err != nil {
		panic(err)
	}
	f := res.State.FCS
	doc, _ := f.MarshalIndent()
	fmt.Println("status:", res.Status)
	fmt.Println("questions:", *res.State.QuestionCount)
	for _, c := range f.Clarifications {
		fmt.Println(c.RequirementIDs, c.Topic, "—", c.Answer.Source)
	}
	fmt.Println("open questions:", len(f.OpenQuestions))
	fmt.Println("verified:", fcs.Verify(doc) == nil)
	// Output:
	// status: completed
	// questions: 4
	// [FR-002] how long records and their history are kept (retention) — default
	// [FR-001 FR-002] who may open an uploaded file — default
	// [FR-001 FR-002] malware scanning of uploads — default
	// [FR-001 FR-002] interrupted and failed uploads — default
	// open questions: 0
	// verified: true
}

// An interactive run stops before build_fcs with the questions and resumes
// with a Reply — here from the same runner; with a durable store such as
// sqlitestore, from another process as well.
func ExampleReply() {
	ctx := context.Background()
	s, err := spec.Parse("upload.md", []byte(exampleSpec))
	if err != nil {
		panic(err)
	}
	plan, err := clarification.New(clarification.Config{})
	if err != nil {
		panic(err)
	}
	runner := graph.NewRunner(plan, graph.WithStore(memstore.New()))
	res, err := runner.Run(ctx, clarification.Input(s, clarification.WithInteractive()), graph.WithRunID("run-1"))
	if err != nil {
		panic(err)
	}
	var pending clarification.Pending
	if err := json.Unmarshal(res.Interrupt.Payload, &pending); err != nil {
		panic(err)
	}
	fmt.Println(res.Status, "by", res.Interrupt.Node, "with", len(pending.Questions), "questions")

	// Answer the question about how long uploads are kept; the others stay
	// open (no question is mandatory).
	i := slices.IndexFunc(pending.Questions, func(q fcs.Question) bool { return strings.Contains(q.Topic, "kept") })
	q := pending.Questions[i]
	reply := clarification.Reply{Answers: map[string]fcs.Answer{q.ID: {Custom: "90 days"}}}
	res, err = runner.Resume(ctx, "run-1", graph.WithInput(reply))
	if err != nil {
		panic(err)
	}
	c := res.State.FCS.Clarifications[0]
	fmt.Println(res.Status, c.RequirementIDs, c.Answer.Custom, c.Answer.Source)
	// Output:
	// interrupted by build_fcs with 4 questions
	// completed [FR-002] 90 days user
}

// Partial replies record answers one at a time, each in the run's
// checkpoints; the run keeps waiting, with the questions still open,
// until a reply that is not partial builds the FCS.
func ExampleReply_partial() {
	ctx := context.Background()
	s, err := spec.Parse("upload.md", []byte(exampleSpec))
	if err != nil {
		panic(err)
	}
	plan, err := clarification.New(clarification.Config{})
	if err != nil {
		panic(err)
	}
	runner := graph.NewRunner(plan, graph.WithStore(memstore.New()))
	res, err := runner.Run(ctx, clarification.Input(s, clarification.WithInteractive()), graph.WithRunID("run-1"))
	if err != nil {
		panic(err)
	}
	var pending clarification.Pending
	if err := json.Unmarshal(res.Interrupt.Payload, &pending); err != nil {
		panic(err)
	}
	q := pending.Questions[0]
	one := map[string]fcs.Answer{q.ID: {Selected: []string{q.Options[0].Label}}}
	res, err = runner.Resume(ctx, "run-1", graph.WithInput(clarification.Reply{Answers: one, Partial: true}))
	if err != nil {
		panic(err)
	}
	if err := json.Unmarshal(res.Interrupt.Payload, &pending); err != nil {
		panic(err)
	}
	fmt.Println(res.Status, "with", len(pending.Questions), "questions open,", len(pending.Answers), "answer recorded")

	// The final reply takes the recommended options of the rest; the
	// recorded answer stays the user's.
	res, err = runner.Resume(ctx, "run-1", graph.WithInput(clarification.Reply{Defaults: true}))
	if err != nil {
		panic(err)
	}
	fmt.Println(res.Status, res.State.Answers[q.ID].Source)
	// Output:
	// interrupted with 3 questions open, 1 answer recorded
	// completed user
}

// A reply given with the input, here an answers file that picks an
// option by its number, is applied without stopping for the questions.
func ExampleWithReply() {
	ctx := context.Background()
	s, err := spec.Parse("upload.md", []byte(exampleSpec))
	if err != nil {
		panic(err)
	}
	plan, err := clarification.New(clarification.Config{})
	if err != nil {
		panic(err)
	}
	qs, err := plan.Run(ctx, clarification.Input(s))
	if err != nil {
		panic(err)
	}
	q := qs.State.Questions[0]
	answers := fmt.Sprintf(`{"answers": {%q: 2}}`, q.ID)
	res, err := plan.Run(ctx, clarification.Input(s, clarification.WithInteractive(), clarification.WithReply(json.RawMessage(answers))))
	if err != nil {
		panic(err)
	}
	fmt.Println(res.Status, res.State.Answers[q.ID].Selected[0] == q.Options[1].Label, len(res.State.FCS.OpenQuestions), "questions open")
	// Output:
	// completed true 3 questions open
}

// A follow-up round runs on the clarified specification, linked to the run
// of the round before it. The clarification statements are part of the
// new specification but are not analysed again, and what round 1 answered
// is not asked again.
func ExampleFollowUp() {
	ctx := context.Background()
	s, err := spec.Parse("upload.md", []byte(exampleSpec))
	if err != nil {
		panic(err)
	}
	plan, err := clarification.New(clarification.Config{})
	if err != nil {
		panic(err)
	}
	first, err := plan.Run(ctx, clarification.Input(s, clarification.WithDefaults()), graph.WithRunID("run-1"))
	if err != nil {
		panic(err)
	}
	prev := first.State.FCS

	next, err := clarification.FollowUp(prev)
	if err != nil {
		panic(err)
	}
	n, parent := clarification.RoundOf(prev)
	second, err := plan.Run(ctx, clarification.Input(next, clarification.WithRound(n+1, parent)))
	if err != nil {
		panic(err)
	}
	fmt.Println("round", second.State.Round, "of", second.State.ParentRunID)
	fmt.Println("findings:", *second.State.AmbiguityCount)
	r := second.State.FCS.Requirements[1]
	fmt.Println(r.ID, "carries", len(r.Clarifications), "clarifications from round 1")
	// Output:
	// round 2 of run-1
	// findings: 1
	// FR-002 carries 4 clarifications from round 1
}

// A follow-up round started with FollowUpInput (one question asked per
// round): it analyses the original
// specification and asks what round 1 left open; its FCS is the
// deliverable of both rounds — the original specification and hash, and
// every clarification with its round.
func ExampleFollowUpInput() {
	ctx := context.Background()
	s, err := spec.Parse("upload.md", []byte(exampleSpec))
	if err != nil {
		panic(err)
	}
	plan, err := clarification.New(clarification.Config{MaxQuestions: 1})
	if err != nil {
		panic(err)
	}
	first, err := plan.Run(ctx, clarification.Input(s, clarification.WithDefaults()), graph.WithRunID("run-1"))
	if err != nil {
		panic(err)
	}
	in, err := clarification.FollowUpInput(first.State.FCS, clarification.WithDefaults())
	if err != nil {
		panic(err)
	}
	second, err := plan.Run(ctx, in, graph.WithRunID("run-2"))
	if err != nil {
		panic(err)
	}
	f := second.State.FCS
	fmt.Println("round", second.State.Round, "of", second.State.ParentRunID)
	fmt.Println("original spec:", f.SpecSHA256 == first.State.FCS.SpecSHA256)
	byRound := map[int]int{}
	for _, c := range f.Clarifications {
		byRound[c.Round]++
	}
	fmt.Println("clarifications of round 1:", byRound[1], "of round 2:", byRound[2])
	// Output:
	// round 2 of run-1
	// original spec: true
	// clarifications of round 1: 1 of round 2: 1
}
