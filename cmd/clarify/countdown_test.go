package main

import (
	"bytes"
	"context"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.uber.org/goleak"

	"github.com/clarigraph/clarigraph/fcs"
	"github.com/clarigraph/clarigraph/graph/graphtest"
)

// syncBuffer is a bytes.Buffer safe for a writer and a reader goroutine
// (a prompt and the test, a server and the test).
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// lineTest drives a lineReader on a manual clock.
type lineTest struct {
	t     *testing.T
	clock *graphtest.Clock
	keys  chan key
	out   *syncBuffer
	done  chan lineResult
}

type lineResult struct {
	line string
	end  lineEnd
	err  error
}

func startLine(t *testing.T, limit time.Duration, redraw bool) *lineTest {
	lt := &lineTest{
		t: t, clock: graphtest.NewClock(time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)),
		keys: make(chan key), out: &syncBuffer{}, done: make(chan lineResult, 1),
	}
	lr := &lineReader{clock: lt.clock, keys: lt.keys, out: lt.out, redraw: redraw}
	prompt := func(left int, paused bool) string {
		switch {
		case paused:
			return "[paused]> "
		case left > 0:
			return "[" + itoa(left) + "]> "
		}
		return "> "
	}
	go func() {
		line, end, err := lr.read(context.Background(), prompt, limit)
		lt.done <- lineResult{line, end, err}
	}()
	return lt
}

func itoa(n int) string { return fmtInt(n) }

func fmtInt(n int) string {
	if n == 0 {
		return "0"
	}
	var b []byte
	for ; n > 0; n /= 10 {
		b = append([]byte{byte('0' + n%10)}, b...)
	}
	return string(b)
}

// tick advances the clock by one second once the reader waits on it.
func (lt *lineTest) tick(n int) {
	for range n {
		lt.clock.WaitForTimers(1)
		lt.clock.Advance(time.Second)
	}
}

// press sends keys; the unbuffered channel returns once the reader took each.
func (lt *lineTest) press(s string) {
	for _, r := range s {
		lt.keys <- key{r: r}
	}
}

func (lt *lineTest) result() lineResult {
	lt.t.Helper()
	select {
	case r := <-lt.done:
		return r
	case <-time.After(10 * time.Second):
		lt.t.Fatalf("read did not return; output: %q", lt.out.String())
		return lineResult{}
	}
}

// stillReading asserts that read has not returned.
func (lt *lineTest) stillReading() {
	lt.t.Helper()
	select {
	case r := <-lt.done:
		lt.t.Fatalf("read returned early: %+v", r)
	case <-time.After(20 * time.Millisecond):
	}
}

func TestCountdownExpires(t *testing.T) {
	defer goleak.VerifyNone(t)
	lt := startLine(t, 8*time.Second, true)
	lt.tick(7)
	lt.stillReading()
	lt.tick(1)
	r := lt.result()
	assert.Equal(t, endExpired, r.end)
	assert.Empty(t, r.line)
	out := lt.out.String()
	for _, s := range []string{"[8]> ", "[7]> ", "[1]> "} {
		assert.Contains(t, out, "\r\x1b[K"+s)
	}
	assert.NotContains(t, out, "[0]")
}

func TestCountdownPausesWhileTyping(t *testing.T) {
	defer goleak.VerifyNone(t)
	lt := startLine(t, 8*time.Second, true)
	lt.tick(3)
	lt.press("2")
	require.Eventually(t, func() bool { return lt.clock.Pending() == 0 }, 5*time.Second, time.Millisecond, "typing stops the countdown")
	lt.clock.Advance(time.Hour)
	lt.stillReading()
	lt.press("\r")
	r := lt.result()
	assert.Equal(t, lineResult{line: "2", end: endEnter}, r)
	assert.Contains(t, lt.out.String(), "[paused]> 2")
}

func TestCountdownStaysPausedWhenErased(t *testing.T) {
	lt := startLine(t, 8*time.Second, true)
	lt.tick(3)
	lt.press("x")
	lt.press(string(rune(keyDelete)))
	// The line is empty again, but someone is answering: no countdown.
	require.Eventually(t, func() bool { return lt.clock.Pending() == 0 }, 5*time.Second, time.Millisecond)
	lt.clock.Advance(time.Hour)
	lt.stillReading()
	lt.press("\r")
	assert.Equal(t, lineResult{end: endEnter}, lt.result(), "Enter on the empty line: the recommended option, by the user")
	// Which count the prompt last showed before the key depends on when
	// the redraw of the last tick ran; what must hold is that it pauses on
	// the key and stays paused when the line is erased.
	out := lt.out.String()
	assert.Contains(t, out, "[paused]> x\r\x1b[K[paused]> ")
	after := out[strings.Index(out, "[paused]"):]
	assert.NotRegexp(t, `\[\d+\]> `, after, "no countdown once paused")
}

// TestCountdownPausesOnAnyKey: a key that types nothing (an arrow, Ctrl-U
// on an empty line) pauses the countdown too.
func TestCountdownPausesOnAnyKey(t *testing.T) {
	for name, k := range map[string]rune{"arrow": keyEscape, "ctrl-u": keyCtrlU, "backspace": keyBackspace, "control": 0x01} {
		t.Run(name, func(t *testing.T) {
			lt := startLine(t, 8*time.Second, true)
			lt.tick(1)
			lt.keys <- key{r: k}
			require.Eventually(t, func() bool { return lt.clock.Pending() == 0 }, 5*time.Second, time.Millisecond)
			lt.clock.Advance(time.Hour)
			lt.stillReading()
			lt.press("2\r")
			assert.Equal(t, lineResult{line: "2", end: endEnter}, lt.result())
		})
	}
}

// TestCountdownStartsWithThePrompt: the countdown's first second starts
// once the prompt is on the screen.
func TestCountdownStartsWithThePrompt(t *testing.T) {
	lt := startLine(t, 3*time.Second, true)
	lt.clock.WaitForTimers(1)
	assert.Equal(t, "\r\x1b[K[3]> ", lt.out.String(), "the prompt is drawn before the countdown runs")
	lt.tick(3)
	assert.Equal(t, endExpired, lt.result().end)
}

func TestLineKeys(t *testing.T) {
	tests := []struct {
		name  string
		keys  string
		want  lineResult
		extra bool // send end of input after the keys
	}{
		{"enter", "abc\r", lineResult{line: "abc", end: endEnter}, false},
		{"newline", "abc\n", lineResult{line: "abc", end: endEnter}, false},
		{"backspace", "abd\x7fc\r", lineResult{line: "abc", end: endEnter}, false},
		{"backspace on empty", "\x08\x08a\r", lineResult{line: "a", end: endEnter}, false},
		{"ctrl-u", "wrong\x15right\r", lineResult{line: "right", end: endEnter}, false},
		{"control characters ignored", "a\x01\x02b\r", lineResult{line: "ab", end: endEnter}, false},
		{"ctrl-c", "ab\x03", lineResult{end: endInterrupt}, false},
		{"ctrl-d on empty line", "\x04", lineResult{end: endEOF}, false},
		{"ctrl-d with text is ignored", "a\x04b\r", lineResult{line: "ab", end: endEnter}, false},
		{"end of input", "ab", lineResult{line: "ab", end: endEOF}, true},
		{"unicode", "≤ 1 s\r", lineResult{line: "≤ 1 s", end: endEnter}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			lt := startLine(t, 0, false)
			lt.press(tt.keys)
			if tt.extra {
				lt.keys <- key{eof: true}
			}
			assert.Equal(t, tt.want, lt.result())
			assert.Equal(t, 0, lt.clock.Pending(), "no countdown without a limit")
			assert.True(t, strings.HasPrefix(lt.out.String(), "> "))
		})
	}
}

func TestLineContextCancelled(t *testing.T) {
	clock := graphtest.NewClock(time.Now())
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	lr := &lineReader{clock: clock, keys: make(chan key), out: &bytes.Buffer{}}
	_, end, err := lr.read(ctx, func(int, bool) string { return "> " }, 8*time.Second)
	assert.Equal(t, endInterrupt, end)
	assert.ErrorIs(t, err, context.Canceled)
	assert.Equal(t, 0, clock.Pending(), "the countdown's timer is stopped")
}

func TestCountdowns(t *testing.T) {
	c := defaultCountdowns
	assert.Equal(t, 30*time.Second, c.forComplexity(fcs.Low))
	assert.Equal(t, 60*time.Second, c.forComplexity(fcs.Medium))
	assert.Equal(t, 120*time.Second, c.forComplexity(fcs.High))
	assert.Equal(t, 60*time.Second, c.forComplexity(""))
	assert.Equal(t, "30s,1m0s,2m0s", c.String())
	assert.Equal(t, time.Duration(0), countdowns{off: true}.forComplexity(fcs.High))

	tests := []struct {
		in   string
		want countdowns
		bad  bool
	}{
		{in: "off", want: countdowns{off: true}},
		{in: "0", want: countdowns{off: true}},
		{in: "45s", want: countdowns{low: 45 * time.Second, medium: 45 * time.Second, high: 45 * time.Second}},
		{in: "10s,20s,1m", want: countdowns{low: 10 * time.Second, medium: 20 * time.Second, high: time.Minute}},
		{in: "10s,20s", bad: true},
		{in: "-5s", bad: true},
		{in: "soon", bad: true},
		{in: "10s,0,1m", bad: true},
	}
	for _, tt := range tests {
		got := defaultCountdowns
		err := countdownFlag{&got}.Set(tt.in)
		if tt.bad {
			assert.Error(t, err, tt.in)
			continue
		}
		require.NoError(t, err, tt.in)
		assert.Equal(t, tt.want, got, tt.in)
	}
}

func TestScaledClock(t *testing.T) {
	base := graphtest.NewClock(time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC))
	assert.Same(t, base, scaledClock(base, "").(*graphtest.Clock))
	assert.Same(t, base, scaledClock(base, "-1").(*graphtest.Clock))
	assert.Same(t, base, scaledClock(base, "abc").(*graphtest.Clock))
	c := scaledClock(base, "0.1")
	start := c.Now()
	timer := c.NewTimer(8 * time.Second)
	base.Advance(799 * time.Millisecond)
	select {
	case <-timer.C():
		t.Fatal("fired early")
	default:
	}
	base.Advance(time.Millisecond)
	select {
	case <-timer.C():
	default:
		t.Fatal("an 8 s timer fires after 0.8 s at scale 0.1")
	}
	assert.Equal(t, 8*time.Second, c.Now().Sub(start))
	require.False(t, timer.Stop())
}
