package fcs

import (
	"crypto/sha256"
	"encoding/hex"
	"slices"
	"strconv"
	"strings"
)

// AmbiguityID derives an ambiguity's ID from its content: "A-" followed by
// the first 8 hex digits of SHA-256 over the requirement ID, type, excerpt
// and occurrence (0 for the first finding of that triple, 1 for the next…),
// joined by NUL bytes.
func AmbiguityID(requirementID string, typ AmbiguityType, excerpt string, occurrence int) string {
	h := sha256.New()
	for _, part := range []string{requirementID, string(typ), excerpt, strconv.Itoa(occurrence)} {
		h.Write([]byte(part))
		h.Write([]byte{0})
	}
	return "A-" + hex.EncodeToString(h.Sum(nil))[:8]
}

// QuestionID derives a question's ID from the IDs of the ambiguities it
// resolves: "Q-" followed by the first 8 hex digits of SHA-256 over the
// sorted IDs joined by newlines.
func QuestionID(ambiguityIDs []string) string {
	ids := slices.Clone(ambiguityIDs)
	slices.Sort(ids)
	sum := sha256.Sum256([]byte(strings.Join(ids, "\n")))
	return "Q-" + hex.EncodeToString(sum[:])[:8]
}
