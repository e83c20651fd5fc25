package clarigraph_test

import (
	"context"
	"fmt"
	"log"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/graph"
)

// The README's section "The engine in code" is this example: the lines
// between the README markers below, the type first, then the function's
// body (TestReadmeEngineSnippet holds the two equal), so the snippet a
// reader copies always compiles and runs.

// README: begin
type State struct {
	Words []string `json:"words"`
	Count int      `json:"count"`
}

// README: end

func Example_engine() {
	ctx := context.Background()
	// README: begin
	g := graph.New[State]("count")
	g.AddFunc("split", func(ctx context.Context, env *graph.Env, s State) (State, error) {
		return State{Words: strings.Fields("to be or not to be")}, nil
	})
	g.AddFunc("count", func(ctx context.Context, env *graph.Env, s State) (State, error) {
		return State{Count: len(s.Words)}, nil
	}, graph.After("split"))

	plan, err := g.Build() // typed errors: cycles, unknown or duplicate nodes…
	if err != nil {
		log.Fatal(err)
	}
	res, err := plan.Run(ctx, State{})
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(res.State.Count) // 6
	// README: end

	// Output: 6
}

// TestReadmeEngineSnippet: the README's engine snippet is Example_engine,
// word for word.
func TestReadmeEngineSnippet(t *testing.T) {
	src, err := os.ReadFile("readme_test.go")
	require.NoError(t, err)
	var parts []string
	rest := string(src)
	for {
		_, after, ok := strings.Cut(rest, "// README: begin\n")
		if !ok {
			break
		}
		part, tail, ok := strings.Cut(after, "// README: end\n")
		require.True(t, ok, "a README: begin without its end")
		lines := strings.Split(strings.TrimRight(part, "\n\t"), "\n")
		indent := lines[0][:len(lines[0])-len(strings.TrimLeft(lines[0], "\t"))]
		for i, l := range lines {
			lines[i] = strings.TrimPrefix(l, indent)
		}
		parts = append(parts, strings.Join(lines, "\n"))
		rest = tail
	}
	require.Len(t, parts, 2)
	want := "```go\n" + parts[0] + "\n\n" + parts[1] + "\n```\n"

	readme, err := os.ReadFile("README.md")
	require.NoError(t, err)
	_, section, ok := strings.Cut(string(readme), "## The engine in code\n\n")
	require.True(t, ok, "README.md has no section The engine in code")
	start := strings.Index(section, "```go\n")
	require.GreaterOrEqual(t, start, 0)
	end := strings.Index(section[start+6:], "```\n")
	require.GreaterOrEqual(t, end, 0)
	got := section[start : start+6+end+4]
	require.Equal(t, want, got, "README.md's engine snippet and Example_engine in readme_test.go differ: change both")
}
