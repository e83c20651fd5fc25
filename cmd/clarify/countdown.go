package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"
	"unicode"

	"github.com/clarigraph/clarigraph/fcs"
	"github.com/clarigraph/clarigraph/graph"
)

// countdowns are the answer countdowns of the terminal, by the question's
// complexity; off asks without a countdown. The defaults give time to read
// a requirement and its options — the design's clarification-page times —
// not the 8, 15 and 25 seconds a question detector in a chat-like
// pipeline gives.
type countdowns struct {
	low, medium, high time.Duration
	off               bool
}

// defaultCountdowns are 30, 60 and 120 seconds for low, medium and high
// complexity.
var defaultCountdowns = countdowns{low: 30 * time.Second, medium: 60 * time.Second, high: 120 * time.Second}

// forComplexity returns the countdown of a question (medium's when its
// complexity is unknown), 0 when off.
func (c countdowns) forComplexity(cx fcs.Complexity) time.Duration {
	switch {
	case c.off:
		return 0
	case cx == fcs.Low:
		return c.low
	case cx == fcs.High:
		return c.high
	}
	return c.medium
}

// String is the flag's form: "off", one duration, or three.
func (c countdowns) String() string {
	switch {
	case c.off:
		return "off"
	case c.low == c.medium && c.medium == c.high:
		return c.low.String()
	}
	return c.low.String() + "," + c.medium.String() + "," + c.high.String()
}

// countdownFlag is --countdown: off (or 0), one duration for every
// question, or three for low, medium and high complexity.
type countdownFlag struct{ c *countdowns }

func (f countdownFlag) String() string {
	if f.c == nil {
		return defaultCountdowns.String()
	}
	return f.c.String()
}

func (f countdownFlag) Set(v string) error {
	if v == "off" || v == "0" {
		*f.c = countdowns{off: true}
		return nil
	}
	parts := strings.Split(v, ",")
	if len(parts) != 1 && len(parts) != 3 {
		return errors.New("want off, one duration (45s) or three (30s,60s,120s)")
	}
	ds := make([]time.Duration, len(parts))
	for i, p := range parts {
		d, err := time.ParseDuration(strings.TrimSpace(p))
		if err != nil || d <= 0 {
			return fmt.Errorf("%q: want a positive duration (45s, 2m), or off", p)
		}
		ds[i] = d
	}
	if len(ds) == 1 {
		*f.c = countdowns{low: ds[0], medium: ds[0], high: ds[0]}
	} else {
		*f.c = countdowns{low: ds[0], medium: ds[1], high: ds[2]}
	}
	return nil
}

// lineEnd says how a line of input ended.
type lineEnd int

const (
	endEnter     lineEnd = iota // the user pressed Enter
	endExpired                  // the countdown reached zero with nothing typed
	endInterrupt                // Ctrl-C
	endEOF                      // Ctrl-D on an empty line, or the input ended
)

// lineReader reads lines from raw-mode key presses, echoing them, with an
// optional countdown that starts when the line is first drawn and pauses,
// for the rest of the line, at the first key pressed.
type lineReader struct {
	clock graph.Clock
	keys  <-chan key
	out   io.Writer
	// redraw rewrites the prompt line in place (a terminal); otherwise the
	// prompt is written once and typed text echoed after it.
	redraw bool
}

// prompt renders the prompt for the time left (in whole seconds rounded
// up) or, with paused, for a countdown stopped by typing. left is 0
// without a countdown.
type promptFunc func(left int, paused bool) string

// read reads one line. With limit > 0 a countdown of limit starts once the
// prompt is drawn; any key pressed — a character, an erase, an arrow —
// pauses it until the line is entered (someone is answering); when it
// reaches zero untouched, read returns endExpired. Output uses "\r\n" line
// ends: the terminal is in raw mode.
func (lr *lineReader) read(ctx context.Context, prompt promptFunc, limit time.Duration) (string, lineEnd, error) {
	var buf []rune
	remaining := limit
	counting := limit > 0
	paused := false
	var (
		timer   graph.Timer
		tick    <-chan time.Time
		started time.Time
		step    time.Duration
	)
	stop := func() {
		if timer != nil {
			timer.Stop()
			remaining -= lr.clock.Now().Sub(started)
			if remaining < time.Millisecond {
				remaining = time.Millisecond
			}
			timer, tick = nil, nil
		}
	}
	start := func() {
		step = remaining % time.Second
		if step == 0 {
			step = time.Second
		}
		started = lr.clock.Now()
		timer = lr.clock.NewTimer(step)
		tick = timer.C()
	}
	defer func() {
		if timer != nil {
			timer.Stop()
		}
	}()
	left := func() int { return int((remaining + time.Second - 1) / time.Second) }
	draw := func() {
		p := prompt(0, false)
		if counting {
			p = prompt(left(), paused)
		}
		if lr.redraw {
			fmt.Fprintf(lr.out, "\r\x1b[K%s%s", p, string(buf))
		}
	}
	if lr.redraw {
		draw()
	} else {
		p := prompt(0, false)
		if counting {
			p = prompt(left(), false)
		}
		io.WriteString(lr.out, p)
	}
	if counting {
		start()
	}
	for {
		select {
		case <-ctx.Done():
			io.WriteString(lr.out, "\r\n")
			return "", endInterrupt, ctx.Err()
		case <-tick:
			timer, tick = nil, nil
			remaining -= step
			if remaining <= 0 {
				io.WriteString(lr.out, "\r\n")
				return "", endExpired, nil
			}
			draw()
			start()
		case k, ok := <-lr.keys:
			if !ok || k.eof {
				io.WriteString(lr.out, "\r\n")
				return string(buf), endEOF, nil
			}
			switch k.r {
			case keyEnter, keyNewline:
				io.WriteString(lr.out, "\r\n")
				return string(buf), endEnter, nil
			case keyCtrlC:
				io.WriteString(lr.out, "^C\r\n")
				return "", endInterrupt, nil
			case keyCtrlD:
				if len(buf) == 0 {
					io.WriteString(lr.out, "\r\n")
					return "", endEOF, nil
				}
			case keyBackspace, keyDelete:
				if len(buf) > 0 {
					buf = buf[:len(buf)-1]
					if !lr.redraw {
						io.WriteString(lr.out, "\b \b")
					}
				}
			case keyCtrlU:
				buf = buf[:0]
			default:
				if unicode.IsPrint(k.r) {
					buf = append(buf, k.r)
					if !lr.redraw {
						io.WriteString(lr.out, string(k.r))
					}
				}
			}
			if counting && !paused {
				// Any key is someone answering: the countdown waits.
				stop()
				paused = true
			}
			draw()
		}
	}
}

// spoken describes the countdowns for people: "30, 60 or 120 s" (low,
// medium, high), or "45 s" when they are the same.
func (c countdowns) spoken() string {
	s := func(d time.Duration) string {
		if d%time.Second == 0 {
			return strconv.Itoa(int(d / time.Second))
		}
		return strconv.FormatFloat(d.Seconds(), 'f', -1, 64)
	}
	if c.low == c.medium && c.medium == c.high {
		return s(c.low) + " s"
	}
	return s(c.low) + ", " + s(c.medium) + " or " + s(c.high) + " s"
}
