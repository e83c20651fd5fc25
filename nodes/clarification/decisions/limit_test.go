package decisions_test

import (
	"context"
	"fmt"
	"runtime"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/nodes/clarification/decisions"
	"github.com/clarigraph/clarigraph/spec"
)

// Adversarial shapes: texts that made a finder grow faster than its
// input. Each is written up to a size in bytes.
var adversarial = []struct {
	name string
	gen  func(size int) string
}{
	// One property stated in every requirement, the two values in turn:
	// every requirement pairs with half the others.
	{"statements", func(size int) string {
		var b strings.Builder
		b.WriteString("# Sign-up\n\n")
		for i := 1; b.Len() < size-120; i++ {
			v := "required"
			if i%2 == 0 {
				v = "optional"
			}
			fmt.Fprintf(&b, "- R%d: The billing postcode is %s at sign-up step %d.\n", i, v, i)
		}
		return b.String()
	}},
	// The same, each statement with a word of its own: no pair shares
	// all its words, so no pair found makes the others needless.
	{"subjects", func(size int) string {
		var b strings.Builder
		b.WriteString("# Sign-up\n\n")
		for i := 1; b.Len() < size-120; i++ {
			v := "required"
			if i%2 == 0 {
				v = "optional"
			}
			fmt.Fprintf(&b, "- R%d: The billing postcode is %s for tariff %s.\n", i, v, letters(i))
		}
		return b.String()
	}},
	// Requirements under a heading of assumptions, no heading between:
	// each looks back to the heading.
	{"assumptions", func(size int) string {
		var b strings.Builder
		b.WriteString("# Shop\n\n## Assumptions\n\n")
		for i := 1; b.Len() < size-120; i++ {
			fmt.Fprintf(&b, "- R%d: The courier shall deliver parcel %d to the depot immediately.\n", i, i)
		}
		return b.String()
	}},
	// One requirement of one sentence, "or" after "or", no modal: each
	// "or" looked back to the sentence's start.
	{"longsentence", func(size int) string {
		var b strings.Builder
		b.WriteString("# Shop\n\n- R1: Receipts go by ")
		for b.Len() < size-40 {
			b.WriteString("email or post or ")
		}
		b.WriteString("fax.\n")
		return b.String()
	}},
	// A list of alternatives in every requirement.
	{"alternatives", func(size int) string {
		var b strings.Builder
		b.WriteString("# Shop\n\n")
		for i := 1; b.Len() < size-160; i++ {
			fmt.Fprintf(&b, "- R%d: The shop shall send receipt %d by email or by post or by text message.\n", i, i)
		}
		return b.String()
	}},
	// Facts denied and affirmed in turn.
	{"facts", func(size int) string {
		var b strings.Builder
		b.WriteString("# Kiosk\n\n")
		for i := 1; b.Len() < size-160; i++ {
			fmt.Fprintf(&b, "- R%d: The kiosk works without a server connection in hall %d. No login is required in hall %d.\n", i, i, i)
		}
		return b.String()
	}},
}

// letters writes n in the letters a–z, at least three of them.
func letters(n int) string {
	var b []byte
	for k := 0; k < 3 || n > 0; k++ {
		b = append(b, byte('a'+n%26))
		n /= 26
	}
	return string(b)
}

// workflowBytes is the memory allocated analyzing content and writing
// its questions.
func workflowBytes(t *testing.T, content string) uint64 {
	t.Helper()
	s, err := spec.Parse("adversarial.md", []byte(content))
	require.NoError(t, err)
	a, err := decisions.New(nil)
	require.NoError(t, err)
	ctx := context.Background()
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	ambs, err := a.Analyze(ctx, s)
	require.NoError(t, err)
	_, err = a.Questions(ctx, s, ambs)
	require.NoError(t, err)
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}

// TestAdversarialGrowth allocates at two sizes of each adversarial
// shape: twice the text may take little more than twice the memory (a
// quadratic finder takes four times).
func TestAdversarialGrowth(t *testing.T) {
	if testing.Short() {
		t.Skip("analyzes some 300 KB of text")
	}
	for _, x := range adversarial {
		t.Run(x.name, func(t *testing.T) {
			small := workflowBytes(t, x.gen(50_000))
			large := workflowBytes(t, x.gen(100_000))
			require.Less(t, float64(large)/float64(small), 2.8, "%d bytes for 50 KB, %d for 100 KB", small, large)
		})
	}
}

// BenchmarkAdversarial analyzes each adversarial shape at the size
// limit (spec.MaxSize) and writes its questions.
func BenchmarkAdversarial(b *testing.B) {
	for _, x := range adversarial {
		b.Run(x.name, func(b *testing.B) {
			s, err := spec.Parse("adversarial.md", []byte(x.gen(spec.MaxSize)))
			require.NoError(b, err)
			a, err := decisions.New(nil)
			require.NoError(b, err)
			benchQuestions(b, a, s)
		})
	}
}
