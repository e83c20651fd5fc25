// Command clarify is the clarification workflow in a few lines: it parses a
// specification, runs the workflow with the recommended answers, and
// prints the hash of the Final Clarified Specification and its Markdown.
//
//	go run ./examples/clarify examples/specs/vague.md
package main

import (
	"context"
	"fmt"
	"io"
	"os"

	"github.com/clarigraph/clarigraph/nodes/clarification"
	"github.com/clarigraph/clarigraph/spec"
)

func main() {
	path := "examples/specs/vague.md"
	if len(os.Args) > 1 {
		path = os.Args[1]
	}
	if err := clarify(context.Background(), path, os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "clarify:", err)
		os.Exit(1)
	}
}

func clarify(ctx context.Context, path string, w io.Writer) error {
	s, err := spec.ReadFile(path)
	if err != nil {
		return err
	}
	plan, err := clarification.New(clarification.Config{})
	if err != nil {
		return err
	}
	res, err := plan.Run(ctx, clarification.Input(s, clarification.WithDefaults()))
	if err != nil {
		return err
	}
	fmt.Fprintf(w, "hash %s\n\n", res.State.FCS.Hash)
	_, err = w.Write(res.State.FCS.Markdown())
	return err
}
