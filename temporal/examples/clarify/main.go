// Command clarify runs the clarification workflow on Temporal: interactive,
// with the questions answered from a second client by a signal, and checks
// that the FCS hash is the one the local engine gives.
//
// Without -address it starts a Temporal server in-process (a development
// server, in memory); with -address it uses that server, and this process
// is one of its workers.
//
//	go run ./examples/clarify [-address host:7233] [SPEC.md]
package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"os"
	"time"

	"github.com/clarigraph/clarigraph/checkpoint/memstore"
	"github.com/clarigraph/clarigraph/fcs"
	"github.com/clarigraph/clarigraph/graph"
	"github.com/clarigraph/clarigraph/nodes/clarification"
	"github.com/clarigraph/clarigraph/spec"
	"github.com/clarigraph/clarigraph/temporal"
	"go.temporal.io/sdk/client"
	"go.temporal.io/sdk/worker"
	"go.temporal.io/server/temporaltest"
)

const defaultSpec = `# Upload service

- FR-001: Users shall upload files of up to 10 MB.
- FR-002: Uploads shall be kept for TBD days.
`

func main() {
	if err := run(); err != nil {
		fmt.Fprintln(os.Stderr, "clarify:", err)
		os.Exit(1)
	}
}

func run() error {
	address := flag.String("address", "", "Temporal frontend host:port (default: an in-process server)")
	flag.Parse()
	name, text := "upload.md", []byte(defaultSpec)
	if flag.NArg() > 0 {
		name = flag.Arg(0)
		var err error
		if text, err = os.ReadFile(name); err != nil {
			return err
		}
	}
	s, err := spec.Parse(name, text)
	if err != nil {
		return err
	}
	plan, err := clarification.New(clarification.Config{})
	if err != nil {
		return err
	}

	dial := func() (client.Client, error) { return client.Dial(client.Options{HostPort: *address}) }
	if *address == "" {
		srv := temporaltest.NewServer()
		defer srv.Stop()
		dial = func() (client.Client, error) { return srv.NewClientWithOptions(client.Options{}), nil }
	}
	c, err := dial()
	if err != nil {
		return err
	}
	defer c.Close()
	w := worker.New(c, "clarify", worker.Options{})
	if err := temporal.Register(w, plan); err != nil {
		return err
	}
	if err := w.Start(); err != nil {
		return err
	}
	defer w.Stop()

	ctx := context.Background()
	id := fmt.Sprintf("clarify-%d", time.Now().UnixNano())
	run, err := temporal.Start(ctx, c, client.StartWorkflowOptions{ID: id, TaskQueue: "clarify"}, plan.ID(),
		clarification.Input(s, clarification.WithInteractive()))
	if err != nil {
		return err
	}

	// Another client: wait for the questions, answer each with its
	// recommended option.
	other, err := dial()
	if err != nil {
		return err
	}
	defer other.Close()
	p, err := waitInterrupt(ctx, other, id)
	if err != nil {
		return err
	}
	var pending clarification.Pending
	if err := json.Unmarshal(p.Interrupt.Payload, &pending); err != nil {
		return err
	}
	answers := map[string]fcs.Answer{}
	for _, q := range pending.Questions {
		fmt.Printf("%s: %s -> %s\n", q.ID, q.Question, q.Recommended)
		answers[q.ID] = fcs.Answer{Selected: []string{q.Recommended}}
	}
	reply := clarification.Reply{Answers: answers}
	if err := temporal.Answer(ctx, other, id, reply); err != nil {
		return err
	}
	res, err := temporal.Wait[clarification.State](ctx, run)
	if err != nil {
		return err
	}

	// The same run on the local engine.
	runner := graph.NewRunner(plan, graph.WithStore(memstore.New()))
	if _, err := runner.Run(ctx, clarification.Input(s, clarification.WithInteractive()), graph.WithRunID("local")); err != nil {
		return err
	}
	local, err := runner.Resume(ctx, "local", graph.WithInput(reply))
	if err != nil {
		return err
	}
	fmt.Println("temporal:", res.Status, res.State.FCS.Hash)
	fmt.Println("local:   ", local.Status, local.State.FCS.Hash)
	if res.State.FCS.Hash != local.State.FCS.Hash {
		return errors.New("the hashes differ")
	}
	return nil
}

func waitInterrupt(ctx context.Context, c client.Client, id string) (*temporal.Progress, error) {
	ctx, cancel := context.WithTimeout(ctx, time.Minute)
	defer cancel()
	for {
		p, err := temporal.GetProgress(ctx, c, id)
		if err == nil && p.Interrupt != nil {
			return p, nil
		}
		select {
		case <-ctx.Done():
			return nil, fmt.Errorf("no interrupt: %w", errors.Join(err, ctx.Err()))
		case <-time.After(100 * time.Millisecond):
		}
	}
}
