package main

import (
	"context"
	"fmt"
	"io"
	"time"
	"unicode"

	"github.com/clarigraph/clarigraph/fcs"
	"github.com/clarigraph/clarigraph/graph"
)

// countdownFor returns the default-answer countdown of a question: 8, 15
// or 25 seconds for low, medium and high complexity (15 s when unknown).
func countdownFor(c fcs.Complexity) time.Duration {
	switch c {
	case fcs.Low:
		return 8 * time.Second
	case fcs.High:
		return 25 * time.Second
	}
	return 15 * time.Second
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
// optional countdown that runs while the line is empty and pauses while
// it holds text.
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

// read reads one line. With limit > 0 a countdown of limit runs: it stops
// while the line holds text and resumes, where it stopped, when the line
// is erased; when it reaches zero read returns endExpired. Output uses
// "\r\n" line ends: the terminal is in raw mode.
func (lr *lineReader) read(ctx context.Context, prompt promptFunc, limit time.Duration) (string, lineEnd, error) {
	var buf []rune
	remaining := limit
	counting := limit > 0
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
			p = prompt(left(), len(buf) > 0)
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
				if !unicode.IsPrint(k.r) {
					continue
				}
				buf = append(buf, k.r)
				if !lr.redraw {
					io.WriteString(lr.out, string(k.r))
				}
			}
			if counting {
				switch {
				case len(buf) > 0 && timer != nil:
					stop() // typing pauses the countdown
				case len(buf) == 0 && timer == nil:
					start() // an erased line resumes it
				}
			}
			draw()
		}
	}
}
