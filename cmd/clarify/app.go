package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"sync"

	"golang.org/x/term"

	"github.com/clarigraph/clarigraph/graph"
	"github.com/clarigraph/clarigraph/internal/gcpace"
)

// app is one invocation of the command: its streams and environment.
type app struct {
	stdin  io.Reader
	stdout io.Writer
	stderr io.Writer
	getenv func(string) string
	// stdinFd is the file descriptor of stdin, -1 when it is not a file.
	stdinFd int
	// stdinTTY and stderrTTY say whether prompts can be asked and whether
	// progress may redraw lines (colours, ✓ marks) or must be plain lines;
	// stdoutTTY whether a person reads the result (an FCS in Markdown).
	stdinTTY  bool
	stdoutTTY bool
	stderrTTY bool
	// clock drives the answer countdown; scaled by CLARIFY_TEST_TIME_SCALE.
	clock graph.Clock
	// pace paces the garbage collector while a specification is in hand
	// (internal/gcpace); nil: gcpace.Default.
	pace *gcpace.Pace

	keysOnce sync.Once
	keys     <-chan key
}

func newApp(stdin *os.File, stdout, stderr *os.File) *app {
	a := &app{
		stdin: stdin, stdout: stdout, stderr: stderr, getenv: os.Getenv,
		stdinFd:   int(stdin.Fd()),
		stdinTTY:  term.IsTerminal(int(stdin.Fd())),
		stdoutTTY: term.IsTerminal(int(stdout.Fd())),
		stderrTTY: term.IsTerminal(int(stderr.Fd())),
	}
	a.clock = scaledClock(graph.SystemClock{}, a.getenv(timeScaleEnv))
	return a
}

// hold paces the garbage collector for a specification of size bytes
// (-1: not known, counted as large) until release is called.
func (a *app) hold(size int64) (release func()) {
	p := gcpace.Default
	if a.pace != nil {
		p = *a.pace
	}
	return gcpace.Hold(p, size)
}

// command is one subcommand. To add a subcommand, add it to commands.
type command struct {
	name    string
	usage   string // the synopsis, after "clarify "
	summary string // one line for the command list
	help    string // the rest of the command's help text
	run     func(ctx context.Context, a *app, args []string) error
}

// commands lists the subcommands in the order the help shows them. This is
// the one place a subcommand is registered.
func commands() []command {
	return []command{
		runCommand(),
		resumeCommand(),
		analyzeCommand(),
		parseCommand(),
		questionsCommand(),
		evalCommand(),
		verifyCommand(),
		runsCommand(),
		graphCommand(),
		serveCommand(),
		versionCommand(),
	}
}

func lookup(name string) (command, bool) {
	for _, c := range commands() {
		if c.name == name {
			return c, true
		}
	}
	return command{}, false
}

// main runs the command line args and returns the exit code.
func (a *app) main(ctx context.Context, args []string) int {
	if len(args) == 0 {
		a.printUsage(a.stderr)
		return exitUsage
	}
	name := args[0]
	switch name {
	case "--version", "-version":
		name, args = "version", append([]string{"version"}, args[1:]...)
	case "help", "-h", "-help", "--help":
		if len(args) > 1 && name == "help" {
			c, ok := lookup(args[1])
			if !ok {
				return a.fail(usagef("help: unknown command %q (see clarify help)", args[1]))
			}
			a.printHelp(a.stdout, c)
			return exitOK
		}
		a.printUsage(a.stdout)
		return exitOK
	}
	c, ok := lookup(name)
	if !ok {
		return a.fail(usagef("unknown command %q (see clarify help)", name))
	}
	err := c.run(ctx, a, args[1:])
	if errors.Is(err, flag.ErrHelp) {
		a.printHelp(a.stdout, c)
		return exitOK
	}
	return a.fail(err)
}

// fail prints err as one line on stderr and returns its exit code.
func (a *app) fail(err error) int {
	if err == nil {
		return exitOK
	}
	fmt.Fprintf(a.stderr, "clarify: %s\n", oneLine(err.Error()))
	return exitCode(err)
}

// warnf prints a diagnostic line on stderr.
func (a *app) warnf(format string, args ...any) {
	fmt.Fprintf(a.stderr, "clarify: "+format+"\n", args...)
}

func (a *app) printUsage(w io.Writer) {
	var b strings.Builder
	b.WriteString("clarify turns a software specification into a Final Clarified Specification (FCS).\n\nUsage:\n")
	for _, c := range commands() {
		fmt.Fprintf(&b, "  clarify %s\n", c.usage)
	}
	b.WriteString("\nCommands:\n")
	for _, c := range commands() {
		fmt.Fprintf(&b, "  %-10s %s\n", c.name, c.summary)
	}
	b.WriteString("\nRun 'clarify help COMMAND' for a command's flags; clarify --version for the\n" +
		"version. Exit codes: 0 ok, 1 error, 2 usage, 3 waiting for answers, 4 unreadable\n" +
		"input (verify).\n")
	io.WriteString(w, b.String())
}

func (a *app) printHelp(w io.Writer, c command) {
	fmt.Fprintf(w, "Usage: clarify %s\n\n%s\n", c.usage, strings.TrimSpace(c.help))
}

// timeScaleEnv names the test-only variable that scales the answer
// countdown: 0.01 makes an 8-second countdown last 80 ms. It exists for
// the command's own end-to-end tests; see the package documentation.
const timeScaleEnv = "CLARIFY_TEST_TIME_SCALE"

// scaledClock returns base, or base slowed down or sped up by the factor
// in scale (a positive number; anything else leaves base as it is).
func scaledClock(base graph.Clock, scale string) graph.Clock {
	f, err := strconv.ParseFloat(scale, 64)
	if err != nil || f <= 0 || f == 1 {
		return base
	}
	return &scaled{base: base, factor: f, start: base.Now()}
}
