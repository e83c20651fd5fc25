//go:build linux || darwin || freebsd

package main

import (
	"bytes"
	"encoding/json"
	"io"
	"os"
	"os/exec"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/creack/pty"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/fcs"
)

// terminal is the command running with stdin and stderr on a pty (stdout
// on a pipe, so that it holds the result only).
type terminal struct {
	t      *testing.T
	cmd    *exec.Cmd
	ptmx   *os.File
	stdout bytes.Buffer
	mu     sync.Mutex
	screen bytes.Buffer
	done   chan struct{}
}

func (e *env) terminal(args ...string) *terminal {
	e.t.Helper()
	return e.startTerminal(false, args...)
}

// terminalAll is the command with stdout on the pty too, as a person runs
// it: the result is on the screen.
func (e *env) terminalAll(args ...string) *terminal {
	e.t.Helper()
	return e.startTerminal(true, args...)
}

func (e *env) startTerminal(stdoutToo bool, args ...string) *terminal {
	t := e.t
	t.Helper()
	ptmx, tty, err := pty.Open()
	require.NoError(t, err)
	require.NoError(t, pty.Setsize(ptmx, &pty.Winsize{Rows: 50, Cols: 200}))
	term := &terminal{t: t, ptmx: ptmx, done: make(chan struct{})}
	cmd := exec.Command(binary, args...)
	cmd.Dir = e.dir
	cmd.Env = append(e.environ(), "TERM=xterm")
	cmd.Stdin, cmd.Stderr, cmd.Stdout = tty, tty, &term.stdout
	if stdoutToo {
		cmd.Stdout = tty
	}
	cmd.SysProcAttr = &syscall.SysProcAttr{Setsid: true, Setctty: true}
	require.NoError(t, cmd.Start())
	tty.Close()
	term.cmd = cmd
	go func() {
		defer close(term.done)
		buf := make([]byte, 4096)
		for {
			n, err := ptmx.Read(buf)
			term.mu.Lock()
			term.screen.Write(buf[:n])
			term.mu.Unlock()
			if err != nil {
				return
			}
		}
	}()
	t.Cleanup(func() {
		cmd.Process.Kill()
		ptmx.Close()
		<-term.done
	})
	return term
}

func (term *terminal) text() string {
	term.mu.Lock()
	defer term.mu.Unlock()
	return term.screen.String()
}

// waitFor waits until the screen shows s at least n times.
func (term *terminal) waitFor(s string, n int) {
	term.t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for strings.Count(term.text(), s) < n {
		if time.Now().After(deadline) {
			term.t.Fatalf("waiting for %q ×%d; screen:\n%s", s, n, term.text())
		}
		time.Sleep(5 * time.Millisecond)
	}
}

func (term *terminal) typeText(s string) {
	term.t.Helper()
	_, err := io.WriteString(term.ptmx, s)
	require.NoError(term.t, err)
}

// wait waits for the command to exit and returns its exit code.
func (term *terminal) wait() int {
	term.t.Helper()
	err := term.cmd.Wait()
	<-term.done
	if err == nil {
		return 0
	}
	ee, ok := err.(*exec.ExitError)
	require.True(term.t, ok, "%v", err)
	return ee.ExitCode()
}

// firstQuestions returns the first n questions clarify questions ranks
// for the spec at path.
func firstQuestions(t *testing.T, e *env, path string, n int) []fcs.Question {
	t.Helper()
	r := e.run("", "questions", path, "--max-questions", strconv.Itoa(n))
	requireOK(t, r)
	var out struct {
		Questions []fcs.Question `json:"questions"`
	}
	require.NoError(t, json.Unmarshal([]byte(r.stdout), &out))
	require.Len(t, out.Questions, n)
	return out.Questions
}

// TestTerminalSession answers the three first questions of notes.md
// (--max-questions 3; the rest are assumed) on a terminal: the first by
// number after a pause longer than its countdown (typing pauses it), the
// second by letting its countdown expire, the third with a custom answer
// after an arrow key (a key that types nothing pauses the countdown too).
func TestTerminalSession(t *testing.T) {
	e := newEnv(t)
	// Countdowns ten times faster, of 15 s (all three questions are of
	// medium complexity): 1.5 s.
	e.extra = append(e.extra, timeScaleEnv+"=0.1")
	out := e.path("tty.json")
	qs := firstQuestions(t, e, testSpec(t, "notes.md"), 3)
	term := e.terminal("run", testSpec(t, "notes.md"), "--store", e.store, "--out", out, "--run-id", "tty", "--max-questions", "3", "--countdown", "10s,15s,25s")

	term.waitFor("Question 1 of 3", 1)
	term.waitFor("Answer (1 in 15s)", 1)
	term.typeText("2")
	term.waitFor("(countdown paused)", 1)
	time.Sleep(3000 * time.Millisecond) // longer than the countdown
	term.typeText("\r")

	term.waitFor("Question 2 of 3", 1)
	term.waitFor("no answer in time: taking the recommended option", 1)

	term.waitFor("Question 3 of 3", 1)
	term.waitFor("Answer (1 in ", 3)
	term.typeText("\x1b[A") // an arrow key: someone is there
	term.waitFor("(countdown paused)", 2)
	time.Sleep(2000 * time.Millisecond) // longer than what was left
	term.typeText("c\r")
	term.waitFor("Custom answer", 1)
	term.typeText("Five users finish the main tasks unaided\r")

	require.Equal(t, 0, term.wait(), term.text())
	screen := term.text()
	assert.Contains(t, screen, "(recommended, ")
	assert.Contains(t, screen, "\x1b[1m", "the recommended option is bold on a terminal")
	assert.Contains(t, screen, "3 of 3 questions answered")
	assert.Contains(t, screen, "any key pauses it")
	assert.Contains(t, screen, "  \x1b[32m✓\x1b[0m analyze_spec ", "progress per node, marked on a terminal")
	assert.Equal(t, 1, strings.Count(screen, "no answer in time"), "only the second countdown expired")

	hash := strings.TrimSpace(term.stdout.String())
	assert.Regexp(t, hashLine, hash, "stdout holds the hash only")
	f := readFCS(t, out)
	assert.Equal(t, hash, f.Hash)
	require.Len(t, f.Clarifications, 3)
	got := map[string]fcs.Answer{}
	for _, c := range f.Clarifications {
		got[c.QuestionID] = c.Answer
	}
	assert.Equal(t, fcs.Answer{QuestionID: qs[0].ID, Selected: []string{qs[0].Options[1].Label}, Source: fcs.SourceUser}, got[qs[0].ID])
	assert.Equal(t, fcs.Answer{QuestionID: qs[1].ID, Selected: []string{qs[1].Recommended}, Source: fcs.SourceTimeout}, got[qs[1].ID])
	assert.Equal(t, fcs.Answer{QuestionID: qs[2].ID, Custom: "Five users finish the main tasks unaided", Source: fcs.SourceUser}, got[qs[2].ID])
	assert.Len(t, unanswered(f), 0)
	assert.Len(t, f.Assumptions, notesQuestions-3+notesBelowFloor-len(f.OpenQuestions), "the questions beyond the limit and below the floor are assumed, those whose default decides nothing left open")
}

// TestTerminalSkipAndCtrlC: a skipped question stays open; Ctrl-C at a
// prompt leaves the run waiting, and it resumes in another process.
func TestTerminalSkipAndCtrlC(t *testing.T) {
	e := newEnv(t)
	qs := firstQuestions(t, e, testSpec(t, "notes.md"), 3)
	term := e.terminal("run", testSpec(t, "notes.md"), "--store", e.store, "--run-id", "cc", "--no-timeout", "--max-questions", "3")
	term.waitFor("Question 1 of 3", 1)
	term.waitFor("Answer: ", 1)
	term.typeText("s\r")
	term.waitFor("skipped: the question stays open", 1)
	term.waitFor("Question 2 of 3", 1)
	term.typeText("9\r")
	term.waitFor(`"9" is not an option`, 1)
	term.typeText("\x03")
	require.Equal(t, exitError, term.wait())
	assert.Contains(t, term.text(), "clarify: questions interrupted; run cc is waiting for 3 answers: clarify resume cc --store "+e.store)
	assert.Empty(t, term.stdout.String())

	r := e.run("", "runs", "--store", e.store)
	assert.Regexp(t, `(?m)^cc +interrupted `, r.stdout)

	// Ctrl-D ends the input: exit 3, still waiting.
	term = e.terminal("resume", "cc", "--store", e.store, "--no-timeout")
	term.waitFor("Question 1 of 3", 1)
	term.typeText("\x04")
	require.Equal(t, exitWaiting, term.wait())
	assert.Contains(t, term.text(), "clarify: input ended; run cc is waiting for 3 answers: clarify resume cc --store "+e.store)

	// On the terminal, Enter takes the recommended option (source user);
	// the skipped question stays open.
	term = e.terminal("resume", "cc", "--store", e.store, "--no-timeout")
	term.waitFor("Question 1 of 3", 1)
	term.typeText("s\r")
	term.waitFor("Question 2 of 3", 1)
	term.typeText("\r")
	term.waitFor("Question 3 of 3", 1)
	term.typeText("1\r")
	require.Equal(t, 0, term.wait(), term.text())
	f, err := fcs.Decode(term.stdout.Bytes())
	require.NoError(t, err, "stdout holds the FCS")
	require.Len(t, unanswered(f), 1)
	assert.Equal(t, qs[0].ID, unanswered(f)[0].ID)
	for _, c := range f.Clarifications {
		assert.Equal(t, fcs.SourceUser, c.Answer.Source)
	}
}

// TestTerminalCtrlDKeepsAnswers: every answer given on the terminal is
// recorded with the run as it is given. Ctrl-D after two answers keeps
// both: resume asks only the question still open, and --auto takes the
// recommended option of that one only; a process killed mid-questions
// keeps its answers too.
func TestTerminalCtrlDKeepsAnswers(t *testing.T) {
	e := newEnv(t)
	qs := firstQuestions(t, e, testSpec(t, "notes.md"), 3)
	term := e.terminal("run", testSpec(t, "notes.md"), "--store", e.store, "--run-id", "kept", "--no-timeout", "--max-questions", "3")
	term.waitFor("Question 1 of 3", 1)
	term.typeText("2\r")
	term.waitFor("Question 2 of 3", 1)
	term.typeText("c\r")
	term.waitFor("Custom answer", 1)
	term.typeText("Ask the team\r")
	term.waitFor("Question 3 of 3", 1)
	term.typeText("\x04")
	require.Equal(t, exitWaiting, term.wait())
	assert.Contains(t, term.text(), "clarify: input ended after 2 answers (recorded with the run); run kept is waiting for 1 answer: clarify resume kept --store "+e.store)

	// Without a terminal the run shows the one question still open.
	r := e.run("", "resume", "kept", "--store", e.store)
	require.Equal(t, exitWaiting, r.code, r.stderr)
	var waiting struct {
		Questions []fcs.Question `json:"questions"`
	}
	require.NoError(t, json.Unmarshal([]byte(r.stdout), &waiting))
	require.Len(t, waiting.Questions, 1)
	assert.Equal(t, qs[2].ID, waiting.Questions[0].ID)

	// On the terminal, only that question is asked.
	term = e.terminal("resume", "kept", "--store", e.store, "--no-timeout")
	term.waitFor("2 questions answered earlier are kept", 1)
	term.waitFor("Question 1 of 1  "+qs[2].ID, 1)
	term.typeText("\x04")
	require.Equal(t, exitWaiting, term.wait())

	// --auto takes the recommended option of the open question only.
	out := e.path("kept.json")
	r = e.run("", "resume", "kept", "--store", e.store, "--auto", "--out", out)
	requireOK(t, r)
	f := readFCS(t, out)
	got := map[string]fcs.Answer{}
	for _, c := range f.Clarifications {
		got[c.QuestionID] = c.Answer
	}
	assert.Equal(t, fcs.Answer{QuestionID: qs[0].ID, Selected: []string{qs[0].Options[1].Label}, Source: fcs.SourceUser}, got[qs[0].ID])
	assert.Equal(t, fcs.Answer{QuestionID: qs[1].ID, Custom: "Ask the team", Source: fcs.SourceUser}, got[qs[1].ID])
	assert.Equal(t, fcs.SourceDefault, got[qs[2].ID].Source)

	// A process killed at the second question keeps the first answer.
	term = e.terminal("run", testSpec(t, "notes.md"), "--store", e.store, "--run-id", "killed", "--no-timeout", "--max-questions", "3")
	term.waitFor("Question 1 of 3", 1)
	term.typeText("3\r")
	term.waitFor("Question 2 of 3", 1)
	require.NoError(t, term.cmd.Process.Kill())
	term.wait()
	term = e.terminal("resume", "killed", "--store", e.store, "--no-timeout")
	term.waitFor("1 question answered earlier is kept", 1)
	term.waitFor("Question 1 of 2  "+qs[1].ID, 1)
	term.typeText("\r")
	term.waitFor("Question 2 of 2  "+qs[2].ID, 1)
	term.typeText("\r")
	require.Equal(t, 0, term.wait(), term.text())
	f, err := fcs.Decode(term.stdout.Bytes())
	require.NoError(t, err)
	require.Len(t, f.Clarifications, 3)
	for _, c := range f.Clarifications {
		if c.QuestionID == qs[0].ID {
			assert.Equal(t, []string{qs[0].Options[2].Label}, c.Answer.Selected)
		}
	}
}

// TestTerminalShowsMarkdown: with stdout on a terminal and no --format,
// the FCS is shown as Markdown and its hash last; with --format json, the
// JSON.
func TestTerminalShowsMarkdown(t *testing.T) {
	e := newEnv(t)
	term := e.terminalAll("run", "--auto", testSpec(t, "notes.md"), "--store", e.store)
	require.Equal(t, 0, term.wait(), term.text())
	screen := strings.ReplaceAll(term.text(), "\r\n", "\n")
	assert.Contains(t, screen, "# Team notes service — Final Clarified Specification")
	m := regexp.MustCompile("- Hash: `([0-9a-f]{64})`").FindStringSubmatch(screen)
	require.NotNil(t, m, screen)
	assert.Contains(t, screen, "\n\n"+m[1]+"\n", "the hash on a line of its own")
	assert.Contains(t, screen, "--format json prints its JSON")
	assert.NotContains(t, screen, `"schema_version"`)

	term = e.terminalAll("run", "--auto", testSpec(t, "notes.md"), "--store", e.store, "--format", "json")
	require.Equal(t, 0, term.wait(), term.text())
	assert.Contains(t, term.text(), `"hash": "`+m[1]+`"`, "the same FCS as JSON")
}
