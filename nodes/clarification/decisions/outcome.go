package decisions

import (
	"strconv"
	"strings"

	"github.com/clarigraph/clarigraph/nodes/clarification/lang"
)

// A decision about what becomes of a duplicate, a clash or a repeated
// request (Entry.Outcome) is settled where the requirement that raises it
// states the outcome beside its subject: a status code ("a duplicate
// submission returns 409"), a verb of refusal, exclusion or merging ("a
// clashing booking is rejected", "suspect readings are excluded"), a
// record not created ("does not create a duplicate invitation") or a
// message shown instead ("displays an error"). A decision about where an
// API's version goes (Entry.PathVersion) is settled by a version in a path
// ("/api/v1/orders").

// outcomeReach is how many words from a subject the outcome that settles
// it may stand, in its sentence (see outcomeNear).
const outcomeReach = 10

// outcomeWords state what becomes of the thing: refused, left out,
// merged.
var outcomeWords = set("reject rejects rejected refuse refuses refused block blocks blocked prevent prevents prevented disallow disallows disallowed deny denies denied ignore ignores ignored skip skips skipped exclude excludes excluded discard discards discarded merge merges merged")

// shownWords show a message in place of the action; messageWords name it.
var (
	shownWords   = set("display displays displayed show shows shown return returns returned respond responds")
	messageWords = set("error errors notice warning warnings message")
	statusWords  = set("http status code error returns return respond responds response conflict")
	createWords  = set("create creates created add adds added insert inserts inserted save saves saved")
)

// repeatWords say that the thing is a second one: a duplicate, a clash,
// a repeat. An outcome settles the decision only in a sentence about
// one ("a duplicate email is rejected"), not any refusal near the
// subject ("the manager may reject a submitted request").
var repeatWords = set("duplicate duplicates duplicated twice again same already existing repeated repeat resubmit resubmitted resubmission conflict conflicts conflicting clash clashes clashing overlap overlaps overlapping double double-booked double-booking 409")

// outcomeNear reports whether the sentence around the subject at
// toks[from:to] speaks of a second one (repeatWords) and states its
// outcome within outcomeReach words of the subject (see Entry.Outcome).
func outcomeNear(toks []lang.Token, from, to int) bool {
	lo, hi := from, to
	for lo > 0 && from-lo < outcomeReach && !sentenceEnd(toks[lo]) {
		lo--
	}
	for hi < len(toks) && hi-to < outcomeReach && (hi == to || !sentenceEnd(toks[hi])) {
		hi++
	}
	repeated := false
	for i := lo; i < hi && !repeated; i++ {
		repeated = repeatWords[toks[i].Lower()]
	}
	if !repeated {
		return false
	}
	for i := lo; i < hi; i++ {
		low := toks[i].Lower()
		switch {
		case outcomeWords[low]:
			return true
		case createWords[low] && negatedAt(toks, i):
			return true // "does not create a duplicate"
		case shownWords[low]:
			for k := i + 1; k < min(hi, i+5); k++ {
				if messageWords[toks[k].Lower()] {
					return true
				}
			}
		case toks[i].Number() && statusCode(low):
			for k := max(lo, i-2); k < min(hi, i+3); k++ {
				if k != i && statusWords[toks[k].Lower()] {
					return true
				}
			}
		}
	}
	return false
}

// sentenceEnd reports whether a token opens a new sentence: a full stop,
// a semicolon, an exclamation or a question mark before it.
func sentenceEnd(t lang.Token) bool { return strings.ContainsAny(t.Punct(), ".;!?") }

// statusCode reports whether a number is an HTTP client or server error
// status (400–599).
func statusCode(s string) bool {
	n, err := strconv.Atoi(s)
	return err == nil && n >= 400 && n < 600
}

// pathVersion reports whether toks hold a version in a path of the
// system's own: "v" and a number after a slash ("/v1/", "/api/v2/orders").
// A URL with a host ("wss://api.example.com/v1/chat") is another
// service's API, whose version settles nothing about this one.
func pathVersion(toks []lang.Token) bool {
	for i := 0; i+1 < len(toks); i++ {
		if toks[i].Lower() == "v" && toks[i].Punct() == "/" && toks[i+1].Number() && toks[i+1].Punct() == "" && !hosted(toks, i) {
			return true
		}
	}
	return false
}

// hosted reports whether the path through toks[i] names a host: a dot or
// a scheme's "://" joins its words before it.
func hosted(toks []lang.Token, i int) bool {
	for k := i; k >= 0 && toks[k].Punct() != ""; k-- {
		switch p := toks[k].Punct(); p {
		case "/":
		case ".", "://":
			return true
		default:
			return false
		}
	}
	return false
}
