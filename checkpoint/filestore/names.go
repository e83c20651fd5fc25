package filestore

import (
	"encoding/hex"
	"fmt"
	"strconv"
	"strings"

	"github.com/clarigraph/clarigraph/checkpoint"
)

// maxName is the longest run ID or output key the store accepts, in bytes:
// its hex form must fit a file name (255 bytes on common file systems).
const maxName = 120

// encodeName maps a run ID or output key to a file name, injectively and
// safely on case-insensitive file systems: "p-" and the name itself when
// it holds only lower-case letters, digits, '-' and '_'; else "x-" and its
// hex.
func encodeName(s string) (string, error) {
	if s == "" || len(s) > maxName {
		return "", fmt.Errorf("%w: name %q must have 1 to %d bytes", checkpoint.ErrInvalid, s, maxName)
	}
	for i := range len(s) {
		c := s[i]
		if !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-' || c == '_') {
			return "x-" + hex.EncodeToString([]byte(s)), nil
		}
	}
	return "p-" + s, nil
}

// decodeName inverts encodeName; ok is false for other names.
func decodeName(name string) (string, bool) {
	switch {
	case strings.HasPrefix(name, "p-") && len(name) > 2:
		return name[2:], true
	case strings.HasPrefix(name, "x-"):
		b, err := hex.DecodeString(name[2:])
		if err != nil || len(b) == 0 {
			return "", false
		}
		return string(b), true
	}
	return "", false
}

const recordExt = ".ckpt"

// recordName is the file name of record seq: zero-padded, so names sort as
// sequence numbers do.
func recordName(seq int64) string { return fmt.Sprintf("%020d%s", seq, recordExt) }

// parseRecordName returns the sequence number of a record file name.
func parseRecordName(name string) (int64, bool) {
	if len(name) != 20+len(recordExt) || !strings.HasSuffix(name, recordExt) {
		return 0, false
	}
	seq, err := strconv.ParseInt(name[:20], 10, 64)
	return seq, err == nil && seq > 0
}
