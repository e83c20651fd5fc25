package main

import (
	"bytes"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestRunExitCodes(t *testing.T) {
	pass := "BenchmarkRun/io_wide_64/clarigraph-2 10 100 ns/op 10 nodes 10 ns/node\n" +
		"BenchmarkRun/io_wide_64/per_level-2 10 100 ns/op 10 nodes 10 ns/node\n"
	miss := "BenchmarkRun/io_wide_64/clarigraph-2 10 200 ns/op 10 nodes 20 ns/node\n" +
		"BenchmarkRun/io_wide_64/per_level-2 10 100 ns/op 10 nodes 10 ns/node\n"
	tests := []struct {
		name   string
		in     string
		strict bool
		code   int
		out    string
	}{
		{"pass", pass, true, 0, "| PASS |"},
		{"miss, not strict", miss, false, 0, "| MISS |"},
		{"miss, strict", miss, true, 1, "| MISS |"},
		{"no results", "PASS\n", false, 2, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var out bytes.Buffer
			code, err := run(strings.NewReader(tt.in), &out, tt.strict)
			assert.Equal(t, tt.code, code)
			if tt.code == 2 {
				require.Error(t, err)
				return
			}
			require.NoError(t, err)
			assert.Contains(t, out.String(), tt.out)
		})
	}
}
