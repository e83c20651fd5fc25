package llmnode

import (
	"errors"
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/tmc/langchaingo/llms"

	"github.com/clarigraph/clarigraph/graph"
)

// ErrConfig matches the errors of an LLM node built with an unusable
// configuration (no model, no prompt, a template that does not parse).
var ErrConfig = errors.New("llmnode: invalid configuration")

// ErrReply matches every *ReplyError.
var ErrReply = errors.New("llmnode: invalid reply")

// ReplyError is a model reply that stayed invalid after the repair round.
// It is permanent: retrying the same prompt is not expected to help. Raw is
// the last reply exactly as received, kept for debugging.
type ReplyError struct {
	// Step names the call that produced the reply.
	Step string
	// Raw is the reply text as received.
	Raw string
	// Problems lists what was wrong with it, one line each.
	Problems []string
}

func (e *ReplyError) Error() string {
	return fmt.Sprintf("llmnode: reply for %q is invalid after repair: %s", e.Step, strings.Join(e.Problems, "; "))
}

// Is reports ErrReply.
func (e *ReplyError) Is(target error) bool { return target == ErrReply }

// statusRe finds an HTTP status in an error message, as langchaingo's
// OpenAI client writes it ("API returned unexpected status code: 429").
var statusRe = regexp.MustCompile(`status(?: code)?:? (\d{3})\b`)

// IsTransient is graph.IsTransient extended for langchaingo's
// errors: an *llms.Error with code rate_limit, provider_unavailable or
// timeout, a message carrying a 429 or 5xx status code, and the network
// failure langchaingo's OpenAI client reports as "failed to reach API
// server", are transient.
// An *llms.Error with another code (authentication, invalid request, token
// limit, …) and a *ReplyError are permanent.
func IsTransient(err error) bool {
	if err == nil || errors.Is(err, ErrReply) {
		return false
	}
	if graph.IsTransient(err) {
		return true
	}
	var le *llms.Error
	if errors.As(err, &le) {
		switch le.Code {
		case llms.ErrCodeRateLimit, llms.ErrCodeProviderUnavailable, llms.ErrCodeTimeout:
			return true
		}
		return false
	}
	msg := strings.ToLower(err.Error())
	if strings.Contains(msg, "failed to reach api server") {
		// langchaingo's OpenAI client hides network errors behind this.
		return true
	}
	if m := statusRe.FindStringSubmatch(msg); m != nil {
		code, _ := strconv.Atoi(m[1])
		return code == 429 || code >= 500 && code <= 599
	}
	return false
}
