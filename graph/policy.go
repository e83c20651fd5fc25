package graph

import (
	"context"
	"errors"
	"io"
	"math/rand/v2"
	"net"
	"strings"
	"syscall"
	"time"
)

// Clock is the engine's source of time, injectable so that backoff and
// timeouts can be tested without sleeping (see graphtest.Clock).
type Clock interface {
	Now() time.Time
	// NewTimer returns a timer that fires once after d.
	NewTimer(d time.Duration) Timer
}

// Timer is a one-shot timer from a Clock.
type Timer interface {
	C() <-chan time.Time
	// Stop prevents the timer from firing; it reports whether it stopped it.
	Stop() bool
}

// SystemClock is the real clock.
type SystemClock struct{}

// Now returns time.Now().
func (SystemClock) Now() time.Time { return time.Now() }

// NewTimer wraps time.NewTimer.
func (SystemClock) NewTimer(d time.Duration) Timer { return sysTimer{time.NewTimer(d)} }

type sysTimer struct{ t *time.Timer }

func (t sysTimer) C() <-chan time.Time { return t.t.C }
func (t sysTimer) Stop() bool          { return t.t.Stop() }

// RetryPolicy retries a failing node with exponential backoff and jitter.
// The delay before retry n (from 1) is Initial × Multiplier^(n-1), capped at
// Max, then moved by up to ±Jitter of itself. Only errors the classifier
// deems transient are retried; panics never are.
type RetryPolicy struct {
	// MaxRetries is the number of retries after the first attempt.
	MaxRetries int
	// Initial is the delay before the first retry.
	Initial time.Duration
	// Multiplier grows the delay; values below 1 are taken as 2.
	Multiplier float64
	// Max caps the delay; zero means no cap.
	Max time.Duration
	// Jitter is the fraction (0–1) of the delay that is randomised. The
	// random source is seeded by the node's idempotency key and attempt,
	// so a run's delays are reproducible.
	Jitter float64
	// Transient decides which errors are retried; nil means IsTransient.
	Transient func(error) bool
}

// DefaultLLMRetry is the policy for LLM nodes: three retries after 1 s, 2 s
// and 4 s (±10%), transient errors only.
var DefaultLLMRetry = RetryPolicy{MaxRetries: 3, Initial: time.Second, Multiplier: 2, Max: 30 * time.Second, Jitter: 0.1}

// Delay returns the backoff before retry n (1-based) for the given key.
func (p RetryPolicy) Delay(n int, key string) time.Duration {
	if n < 1 {
		n = 1
	}
	mult := p.Multiplier
	if mult < 1 {
		mult = 2
	}
	d := float64(p.Initial)
	for range n - 1 {
		d *= mult
		if p.Max > 0 && d > float64(p.Max) {
			break
		}
	}
	if p.Max > 0 && d > float64(p.Max) {
		d = float64(p.Max)
	}
	if j := min(max(p.Jitter, 0), 1); j > 0 {
		var seed uint64
		for _, c := range key {
			seed = seed*31 + uint64(c)
		}
		r := rand.New(rand.NewPCG(seed, uint64(n)))
		d += d * j * (2*r.Float64() - 1)
	}
	return time.Duration(d)
}

// Retryable reports whether the policy retries an attempt that failed
// with err, the number of attempts aside: never a panic or an interrupt;
// otherwise what its classifier says (Transient, or IsTransient when nil).
// The engine decides every retry with it; an executor of its own (see
// RunNode) can too.
func (p RetryPolicy) Retryable(err error) bool {
	if err == nil || errors.Is(err, ErrPanic) || errors.Is(err, ErrInterrupted) {
		return false
	}
	return p.transient(err)
}

func (p RetryPolicy) transient(err error) bool {
	if p.Transient != nil {
		return p.Transient(err)
	}
	return IsTransient(err)
}

// PermanentError marks an error as not worth retrying, whatever the classifier says.
type PermanentError struct{ Err error }

func (e *PermanentError) Error() string { return e.Err.Error() }
func (e *PermanentError) Unwrap() error { return e.Err }

// Permanent wraps err so that it is never retried.
func Permanent(err error) error {
	if err == nil {
		return nil
	}
	return &PermanentError{Err: err}
}

// TransientError marks an error as worth retrying.
type TransientError struct{ Err error }

func (e *TransientError) Error() string { return e.Err.Error() }
func (e *TransientError) Unwrap() error { return e.Err }

// Transient wraps err so that the default classifier retries it.
func Transient(err error) error {
	if err == nil {
		return nil
	}
	return &TransientError{Err: err}
}

// IsTransient is the default classifier. Transient: errors marked with
// Transient, node timeouts, context.DeadlineExceeded, net.Error timeouts,
// connection resets, refusals and aborts, unexpected EOFs, errors carrying an
// HTTP status (a StatusCode() int or HTTPStatusCode() int method) of 429 or
// 5xx, and messages that say rate limit, too many requests, overloaded,
// temporarily unavailable, or a 429/5xx status. Permanent: errors marked with
// Permanent, panics, interrupts, context.Canceled, and everything else.
func IsTransient(err error) bool {
	if err == nil {
		return false
	}
	var perm *PermanentError
	var tr *TransientError
	switch {
	case errors.As(err, &perm), errors.Is(err, ErrPanic), errors.Is(err, ErrInterrupted), errors.Is(err, context.Canceled):
		return false
	case errors.As(err, &tr), errors.Is(err, ErrNodeTimeout), errors.Is(err, context.DeadlineExceeded):
		return true
	case errors.Is(err, syscall.ECONNRESET), errors.Is(err, syscall.ECONNREFUSED), errors.Is(err, syscall.ECONNABORTED),
		errors.Is(err, syscall.EPIPE), errors.Is(err, io.ErrUnexpectedEOF):
		return true
	}
	var ne net.Error
	if errors.As(err, &ne) && ne.Timeout() {
		return true
	}
	var sc interface{ StatusCode() int }
	if errors.As(err, &sc) {
		return transientStatus(sc.StatusCode())
	}
	var hc interface{ HTTPStatusCode() int }
	if errors.As(err, &hc) {
		return transientStatus(hc.HTTPStatusCode())
	}
	msg := strings.ToLower(err.Error())
	for _, s := range transientMessages {
		if strings.Contains(msg, s) {
			return true
		}
	}
	return false
}

func transientStatus(code int) bool { return code == 429 || code >= 500 && code <= 599 }

var transientMessages = []string{
	"rate limit", "rate_limit", "too many requests", "overloaded", "temporarily unavailable",
	"connection reset", "connection refused", "service unavailable", "bad gateway", "gateway timeout",
	"status 429", "status code 429", "status 500", "status code 500", "status 502", "status code 502",
	"status 503", "status code 503", "status 504", "status code 504", "internal server error",
}
