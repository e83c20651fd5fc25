package fcs

import (
	"crypto/sha256"
	"encoding/hex"
	"slices"
	"strconv"
	"strings"
)

// IDHexDigits is how many hex digits of SHA-256 an ambiguity or question ID
// keeps: 16, 64 bits, so that a collision among the IDs of one spec needs
// billions of them (8 digits collided on a spec under the size limit).
const IDHexDigits = 16

// AmbiguityID derives an ambiguity's ID from its content: "A-" followed by
// the first IDHexDigits hex digits of SHA-256 over the requirement ID, type, excerpt
// and occurrence (0 for the first finding of that triple, 1 for the next…),
// joined by NUL bytes.
func AmbiguityID(requirementID string, typ AmbiguityType, excerpt string, occurrence int) string {
	h := sha256.New()
	for _, part := range []string{requirementID, string(typ), excerpt, strconv.Itoa(occurrence)} {
		h.Write([]byte(part))
		h.Write([]byte{0})
	}
	return "A-" + hex.EncodeToString(h.Sum(nil))[:IDHexDigits]
}

// QuestionID derives a question's ID from the IDs of the ambiguities it
// resolves: "Q-" followed by the first IDHexDigits hex digits of SHA-256 over the
// sorted IDs joined by newlines.
func QuestionID(ambiguityIDs []string) string {
	ids := slices.Clone(ambiguityIDs)
	slices.Sort(ids)
	sum := sha256.Sum256([]byte(strings.Join(ids, "\n")))
	return "Q-" + hex.EncodeToString(sum[:])[:IDHexDigits]
}

// CheckIDs reports the first ambiguity or question ID given twice, as an
// *IDError wrapping ErrDuplicateID. Generators call it on what they
// return: a duplicate generated ID is an error, never a silent merge.
func CheckIDs(ambs []Ambiguity, qs []Question) error {
	seen := make(map[string]bool, len(ambs)+len(qs))
	for _, a := range ambs {
		if seen[a.ID] {
			return &IDError{ID: a.ID, What: "ambiguity"}
		}
		seen[a.ID] = true
	}
	for _, q := range qs {
		if seen[q.ID] {
			return &IDError{ID: q.ID, What: "question"}
		}
		seen[q.ID] = true
	}
	return nil
}
