package rules

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestMember checks which noun phrases are items of a list of three or
// more, and that the lists are found once per requirement.
func TestMember(t *testing.T) {
	for _, tc := range []struct {
		text, phrase string
		want         bool
	}{
		{"The gate shall enforce a login limit, and it shall log every attempt.", "login limit", false},
		{"The gate shall enforce a login limit, and it logs every attempt.", "login limit", false},
		{"The gate shall enforce a login limit, an upload timeout and a disk quota.", "login limit", true},
		{"The gate shall enforce a login limit, an upload timeout and a disk quota.", "upload timeout", true},
		{"The gate shall enforce a login limit, an upload timeout and a disk quota.", "disk quota", true},
		{"The gate shall enforce a login limit, an upload timeout, or a disk quota.", "disk quota", true},
		{"The retry limit shall apply to uploads, downloads and exports.", "retry limit", false},
		{"If the disk is full, the gate keeps sums, counts and averages.", "sums", true},
		{"If the disk is full, the gate shall keep a retry limit and a quota.", "retry limit", false},
		{"The gate keeps totals: sums, counts and averages.", "sums", true},
		{"The gate shall enforce a login limit and an upload timeout.", "login limit", false},
		{"The gate shall enforce a login limit, and it shall log logins, errors and alerts.", "login limit", false},
		{"The gate shall enforce a login limit, and it shall log logins, errors and alerts.", "errors", true},
		{"The gate shall enforce a login limit and it shall keep a quota, a timeout and a cap.", "login limit", false},
	} {
		t.Run(tc.text+"/"+tc.phrase, func(t *testing.T) {
			r := prepare("FR-1", "", tc.text, 0)
			from, to := phraseAt(t, r, tc.phrase)
			assert.Equal(t, tc.want, r.member(from, to))
			lists := r.lists
			r.member(from, to)
			assert.Equal(t, lists, r.lists, "lists found again")
		})
	}
}

// phraseAt returns the token range of the first occurrence of phrase.
func phraseAt(t *testing.T, r *req, phrase string) (int, int) {
	t.Helper()
	words := strings.Fields(phrase)
	for i := 0; i+len(words) <= len(r.toks); i++ {
		ok := true
		for k, w := range words {
			ok = ok && r.toks[i+k].Lower() == w
		}
		if ok {
			return i, i + len(words)
		}
	}
	t.Fatalf("no %q in %q", phrase, r.text)
	return 0, 0
}
