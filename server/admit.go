package server

import (
	"context"
	"net/http"
	"runtime"
	"strconv"
	"sync"

	"golang.org/x/sync/semaphore"
)

// DefaultQueue is how many calls may wait for a free run slot (see
// WithQueue).
const DefaultQueue = 1000

// DefaultQueueBytes bounds the specifications and answers that the calls
// waiting for a run slot hold, together (see WithQueueBytes): 256 MiB, some
// fifty specifications at spec.MaxSize, or the whole queue of small ones.
const DefaultQueueBytes = 256 << 20

// DefaultMaxRuns is the default number of runs advancing at once: twice
// GOMAXPROCS (see WithMaxRuns).
func DefaultMaxRuns() int { return 2 * runtime.GOMAXPROCS(0) }

// RetryAfter is the Retry-After header, in seconds, of a 429 busy answer.
const RetryAfter = 5

// admission bounds the calls that advance runs: at most max at once, at
// most queue more waiting in arrival order (holding at most queueBytes of
// input between them); past that, 429.
type admission struct {
	slots      *semaphore.Weighted // FIFO: no call overtakes one that waits
	queue      int
	queueBytes int64

	mu           sync.Mutex
	waiting      int
	waitingBytes int64
}

func newAdmission(maxRuns, queue int, queueBytes int64) *admission {
	return &admission{slots: semaphore.NewWeighted(int64(max(maxRuns, 1))), queue: max(queue, 0), queueBytes: queueBytes}
}

// acquire takes a run slot for a call holding size bytes of input, waiting
// in the queue when none is free; it returns a 429 busy error when the
// queue is full (in calls, or in bytes: a call alone in the queue may hold
// more), or when ctx ends while it waits.
func (a *admission) acquire(ctx context.Context, size int) (release func(), err error) {
	release = func() { a.slots.Release(1) }
	if a.slots.TryAcquire(1) {
		return release, nil
	}
	a.mu.Lock()
	if a.waiting >= a.queue || a.waiting > 0 && a.waitingBytes+int64(size) > a.queueBytes {
		waiting := a.waiting
		a.mu.Unlock()
		return nil, &APIError{
			Status: http.StatusTooManyRequests, Code: CodeBusy,
			Message: "the server is busy: every run slot is taken and " + strconv.Itoa(waiting) + " calls wait; retry later",
		}
	}
	a.waiting++
	a.waitingBytes += int64(size)
	a.mu.Unlock()
	defer func() {
		a.mu.Lock()
		a.waiting--
		a.waitingBytes -= int64(size)
		a.mu.Unlock()
	}()
	if err := a.slots.Acquire(ctx, 1); err != nil {
		return nil, apiErrorf(http.StatusTooManyRequests, CodeBusy, err, "the call ended while it waited for a run slot")
	}
	return release, nil
}
