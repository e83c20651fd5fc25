package decisions

import (
	"strings"

	"github.com/clarigraph/clarigraph/fcs"
	"github.com/clarigraph/clarigraph/nodes/clarification/lang"
)

// agreement maps the label of a gap's option to the phrasings by which a
// requirement's own sentence states that option: "at any time" is the
// option "At any time", "only for the current session" and "not saved"
// are "Lost when it closes". A phrase is lower-case words, matched as a
// run of consecutive tokens.
//
// The gaps' side of "a default is never the option the spec rules out"
// (issue 27; trial 4 D1): where the sentence that raises a gap states
// one of its options, that option is the default, whatever the finder's
// usual one — a gap asked because a time, an extent or a kept state is
// left open must not recommend the opposite of the part the text states.
type agreement map[string][]string

// choose returns the first of options, in their order, whose phrasings
// sentence s holds, or def when it holds none.
func (ag agreement) choose(s []lang.Token, options []fcs.Option, def string) string {
	for _, o := range options {
		for _, p := range ag[o.Label] {
			if holdsPhrase(s, strings.Fields(p)) {
				return o.Label
			}
		}
	}
	return def
}

// holdsPhrase reports whether the words of phrase stand in s as a run of
// consecutive tokens (no punctuation between them).
func holdsPhrase(s []lang.Token, phrase []string) bool {
	if len(phrase) == 0 {
		return false
	}
	for i := 0; i+len(phrase) <= len(s); i++ {
		ok := true
		for k, w := range phrase {
			t := s[i+k]
			if t.Lower() != w || k > 0 && t.Punct() != "" {
				ok = false
				break
			}
		}
		if ok {
			return true
		}
	}
	return false
}
