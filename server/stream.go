package server

import (
	"bufio"
	"io"

	"github.com/clarigraph/clarigraph/internal/jsonstream"
)

// member is a raw JSON member written after an object's own members.
type member struct {
	name string
	raw  []byte
	// keep writes the member even when it is empty ("[]" when absent).
	keep bool
}

// encodeStream writes v as a json.Encoder with SetEscapeHTML(false) (and,
// with indent, SetIndent("", "  ")) writes it, without the final newline,
// but piece by piece (see jsonstream.Encoder): a response of many
// megabytes (an FCS with tens of thousands of clarifications) is never
// whole in memory. The members of extra (absent, null and empty-array
// values left out unless kept) follow v's own, as they are; with extra, v
// must be a struct jsonstream writes member by member, else the error is
// jsonstream.ErrNotObject.
func encodeStream(w io.Writer, v any, indent bool, extra ...member) error {
	var ms []jsonstream.Member
	for _, m := range extra {
		if isEmptyJSON(m.raw) {
			if !m.keep {
				continue
			}
			m.raw = []byte("[]")
		}
		ms = append(ms, jsonstream.Member{Name: m.name, Raw: m.raw})
	}
	bw := bufio.NewWriterSize(w, 32<<10) // large writes go straight through: no copy
	enc := jsonstream.NewEncoder(bw)
	enc.SetEscapeHTML(false)
	if indent {
		enc.SetIndent("  ")
	}
	if err := enc.Encode(v, ms...); err != nil {
		return err
	}
	return bw.Flush()
}
