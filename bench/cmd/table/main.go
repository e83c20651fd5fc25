// Command table reads go test -bench output on standard input and prints
// Markdown tables of medians and issue 8's targets (see package table).
//
//	go test -run '^$' -bench . -count 5 -benchmem | go run ./cmd/table
//
// With -strict it exits with status 1 when a target is missed.
package main

import (
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/clarigraph/clarigraph/bench/table"
)

func main() {
	strict := flag.Bool("strict", false, "exit with status 1 when a target is missed")
	flag.Parse()
	code, err := run(os.Stdin, os.Stdout, *strict)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
	}
	os.Exit(code)
}

func run(in io.Reader, out io.Writer, strict bool) (int, error) {
	s, err := table.Parse(in)
	if err != nil {
		return 2, err
	}
	if err := table.Render(out, s); err != nil {
		return 2, err
	}
	if strict {
		for _, t := range table.Evaluate(s) {
			if t.Verdict() == "MISS" {
				return 1, nil
			}
		}
	}
	return 0, nil
}
