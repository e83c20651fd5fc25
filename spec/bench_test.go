package spec

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// bigSpec returns a Markdown spec with n requirements in sections of ten.
func bigSpec(n int) []byte {
	var b strings.Builder
	b.WriteString("# Big spec\n\n")
	for i := range n {
		if i%10 == 0 {
			fmt.Fprintf(&b, "## Section %d\n\n", i/10)
		}
		fmt.Fprintf(&b, "- FR-%d: The system shall process request kind %d within 200 ms\n  for at least 99%% of requests.\n", i+1, i)
	}
	return []byte(b.String())
}

func BenchmarkParseMarkdown(b *testing.B) {
	for _, n := range []int{1000, 10000} {
		data := bigSpec(n)
		b.Run(fmt.Sprintf("requirements=%d", n), func(b *testing.B) {
			b.SetBytes(int64(len(data)))
			for b.Loop() {
				if _, err := Parse("big.md", data); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// TestParseLargeInputIsLinear parses a spec close to MaxSize: it must not
// take quadratic time.
func TestParseLargeInputIsLinear(t *testing.T) {
	data := bigSpec(45000)
	require.Less(t, len(data), MaxSize)
	s, err := Parse("big.md", data)
	require.NoError(t, err)
	require.Len(t, s.Requirements, 45000)
}
