// Command gen writes prose's part-of-speech model in the compact form
// package lang embeds: go generate in nodes/clarification/lang runs it
// (go run ./internal/tagmodel/gen tagger.bin).
package main

import (
	"fmt"
	"os"

	"github.com/clarigraph/clarigraph/nodes/clarification/lang/internal/tagmodel"
)

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: gen FILE")
		os.Exit(2)
	}
	m, err := tagmodel.FromProse()
	if err == nil {
		var b []byte
		if b, err = m.Encode(); err == nil {
			err = os.WriteFile(os.Args[1], b, 0o644)
		}
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}
