// Package spectest generates specifications for tests and benchmarks: the
// same Markdown for the same size, in any process, so that the workflow's
// benchmark (nodes/clarification) and the bench module's end-to-end
// measurement (bench/cmd/clarify) time the very same input.
//
// # Content
//
// Generate lays out n requirements "FR-0001" … drawn (with a fixed seed per
// n) from ten sentences that mix clear requirements with vague, open-ended,
// placeholder and conflicting ones, so that every node of the clarification
// workflow has work to do; an Architecture and a Constraints section close
// the document. The reader reads n+1 requirements: the n and the
// constraint of the Constraints section.
package spectest

import (
	"fmt"
	"math/rand/v2"
	"strings"
)

// sentences are the requirements Generate draws from; "%d" takes the
// requirement's number.
var sentences = [...]string{
	"The service shall export each approved invoice as one CSV file within 10 minutes of its approval.",
	"The portal shall be fast and user-friendly.",
	"Customers shall be able to pay by card, bank transfer, etc.",
	"Session timeout for module %d shall be TBD.",
	"The service shall encode CSV files of module %d in UTF-8 without a byte order mark.",
	"Uploads to module %d shall be virus-scanned if possible.",
	"The maximum upload size for module %d shall be 10 MB.",
	"Users shall be able to upload files up to 25 MB to module %d.",
	"Clients shall be able to download reports of module %d as PDF and/or CSV.",
	"The audit log shall record the invoice number and the export time in UTC for each export of module %d.",
}

// Generate returns a Markdown specification of n requirements, the same
// bytes for the same n.
func Generate(n int) []byte {
	rng := rand.New(rand.NewPCG(1, uint64(n)))
	var b strings.Builder
	b.WriteString("# Generated specification\n\n## Functional Requirements\n\n")
	for i := 1; i <= n; i++ {
		s := sentences[rng.IntN(len(sentences))]
		if strings.Contains(s, "%d") {
			s = fmt.Sprintf(s, i)
		}
		fmt.Fprintf(&b, "- FR-%04d: %s\n", i, s)
	}
	b.WriteString("\n## Architecture\n\nA Go service with a PostgreSQL database.\n\n## Constraints\n\n- Runs on Linux.\n")
	return []byte(b.String())
}
