package main

import (
	"bufio"
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/checkpoint/sqlitestore"
	"github.com/clarigraph/clarigraph/llmtest"
)

// killMidRun starts clarify run on spec and kills it with SIGKILL once
// the analysis is under way (the run's lease held, its last record
// "running").
func killMidRun(t *testing.T, e *env, store, runID, spec string, extra ...string) {
	t.Helper()
	args := append([]string{"run", "--auto", "--run-id", runID, "--store", store}, extra...)
	cmd := exec.Command(binary, append(args, spec)...)
	cmd.Dir, cmd.Env = e.dir, e.environ()
	stderr, err := cmd.StderrPipe()
	require.NoError(t, err)
	require.NoError(t, cmd.Start())
	sc := bufio.NewScanner(stderr)
	var lines []string
	killed := false
	for sc.Scan() {
		lines = append(lines, sc.Text())
		if strings.Contains(sc.Text(), "start completed") {
			require.NoError(t, cmd.Process.Kill())
			killed = true
			break
		}
	}
	require.True(t, killed, "the run never got under way: %s", strings.Join(lines, "\n"))
	err = cmd.Wait()
	var ee *exec.ExitError
	require.ErrorAs(t, err, &ee)
	assert.Equal(t, "signal: killed", ee.Error())
}

// TestKilledRunResumesAtOnce: a run whose process was killed (SIGKILL)
// mid-run is listed as abandoned and resumes at once in a new process —
// its dead holder's lease is taken over, not waited for — to the FCS an
// uninterrupted run writes; on SQLite, file and PostgreSQL stores.
func TestKilledRunResumesAtOnce(t *testing.T) {
	e := newEnv(t)
	big := bigSpec(e, 2000)
	oneShot := e.run("", "run", "--auto", "--store", "memory:", "--out", e.path("oneshot.json"), big)
	requireOK(t, oneShot)
	want := readFCS(t, e.path("oneshot.json")).Hash
	stores := map[string]string{
		"sqlite": "sqlite:" + e.path("runs.db"),
		"file":   "file:" + e.path("runs"),
	}
	if dsn := os.Getenv("CLARIGRAPH_POSTGRES_DSN"); dsn != "" {
		stores["postgres"] = dsn
	} else {
		t.Log("CLARIGRAPH_POSTGRES_DSN not set: the PostgreSQL case is not run")
	}
	for name, store := range stores {
		t.Run(name, func(t *testing.T) {
			runID := fmt.Sprintf("killed-%s-%d", name, time.Now().UnixNano())
			killMidRun(t, e, store, runID, big)

			r := e.run("", "runs", "--store", store)
			requireOK(t, r)
			assert.Regexp(t, `(?m)^`+regexp.QuoteMeta(runID)+` +abandoned `, r.stdout)

			out := e.path(runID + ".json")
			start := time.Now()
			r = e.run("", "resume", runID, "--auto", "--store", store, "--out", out)
			requireOK(t, r)
			assert.Less(t, time.Since(start), 25*time.Second, "no wait for the lease's 30 s")
			assert.NotContains(t, r.stderr, "lease", "the dead holder's lease is taken over at once")
			assert.Equal(t, want, lastStdoutLine(r), "the FCS of an uninterrupted run")
			assert.Equal(t, want, readFCS(t, out).Hash)

			r = e.run("", "runs", "--store", store)
			requireOK(t, r)
			assert.Regexp(t, `(?m)^`+regexp.QuoteMeta(runID)+` +completed `, r.stdout)
		})
	}
}

// TestResumeWaitsForLease: a run whose lease a live process of another
// host holds is resumed once the lease expires, with a countdown on
// stderr, instead of failing.
func TestResumeWaitsForLease(t *testing.T) {
	e := newEnv(t)
	notes := testSpec(t, "notes.md")
	require.Equal(t, exitWaiting, e.run("", "run", "--run-id", "held", notes, "--store", e.store).code)
	s, err := sqlitestore.Open(context.Background(), strings.TrimPrefix(e.store, "sqlite:"))
	require.NoError(t, err)
	// The lease runs out 5 s after Lock takes it, so a resume that waits for
	// it ends at least 5 s after a time read before Lock, however slowly the
	// machine runs (a time read after Lock made this bound fail under load).
	const lease = 5 * time.Second
	locked := time.Now()
	require.NoError(t, s.Lock(context.Background(), "held", "elsewhere/4242/0123abcd", lease))
	require.NoError(t, s.Close())

	started := time.Now()
	r := e.run("", "resume", "held", "--auto", "--store", e.store, "--out", e.path("held.json"))
	requireOK(t, r)
	assert.GreaterOrEqual(t, time.Since(locked), lease, "waited for the lease")
	// The countdown shows only if the lease is still held when the resume
	// first looks: on a loaded machine a race-built binary can take seconds
	// to start, so the line is required only when the command started with
	// at least 2 s of the lease left.
	if started.Sub(locked) < lease-2*time.Second {
		assert.Regexp(t, `clarify: run held is locked by elsewhere/4242/0123abcd \(another process, or one that stopped abruptly\); waiting up to \d+s for its lease: [0-9]s`, r.stderr)
	} else {
		t.Logf("the resume started %v after the lock; its countdown is not checked", started.Sub(locked))
	}
	assert.Equal(t, lastStdoutLine(r), readFCS(t, e.path("held.json")).Hash)
}

// sqliteDB opens the command's SQLite store directly, to damage it.
func sqliteDB(t *testing.T, e *env) *sql.DB {
	t.Helper()
	db, err := sql.Open("sqlite", strings.TrimPrefix(e.store, "sqlite:"))
	require.NoError(t, err)
	t.Cleanup(func() { db.Close() })
	return db
}

// TestLostAndDamagedRecords: a record lost from the middle of a run is
// reported by runs show (a missing row, exit 1) and stops resume with a
// one-line error naming the gap; a damaged last record is passed over,
// and the run resumes to the same FCS, on every later resume too.
func TestLostAndDamagedRecords(t *testing.T) {
	e := newEnv(t)
	notes := testSpec(t, "notes.md")
	oneShot := e.run("", "run", "--auto", "--store", "memory:", notes)
	requireOK(t, oneShot)
	want := hashOf(t, oneShot.stdout)
	db := sqliteDB(t, e)

	require.Equal(t, exitWaiting, e.run("", "run", "--run-id", "gap", notes, "--store", e.store).code)
	_, err := db.Exec(`DELETE FROM records WHERE run_id = 'gap' AND seq = 3`)
	require.NoError(t, err)
	r := e.run("", "runs", "show", "gap", "--store", e.store)
	requireFail(t, r, exitError, "", `run gap: checkpoint: run "gap": record 4 continues record 3, which is missing`)
	assert.Regexp(t, `(?m)^3 +- +- +- +- +- +missing$`, r.stdout)
	assert.Regexp(t, `(?m)^4 .* ok$`, r.stdout)
	r = e.run("", "resume", "gap", "--auto", "--store", e.store)
	requireFail(t, r, exitError, "", "record 4 continues record 3, which is missing")
	assert.Len(t, r.lines(), 1)

	require.Equal(t, exitWaiting, e.run("", "run", "--run-id", "dmg", notes, "--store", e.store).code)
	_, err = db.Exec(`UPDATE records SET data = substr(data, 1, 60) WHERE run_id = 'dmg' AND seq = (SELECT max(seq) FROM records WHERE run_id = 'dmg')`)
	require.NoError(t, err)
	r = e.run("", "resume", "dmg", "--auto", "--store", e.store, "--out", e.path("dmg.json"))
	requireOK(t, r)
	assert.Contains(t, r.stderr, "is damaged, using an earlier one")
	assert.Equal(t, want, lastStdoutLine(r))
	r = e.run("", "resume", "dmg", "--store", e.store, "--out", e.path("dmg2.json"))
	requireOK(t, r)
	assert.NotContains(t, r.stderr, "damaged", "the damaged record is passed over from then on")
	assert.Equal(t, want, lastStdoutLine(r))
	r = e.run("", "runs", "show", "dmg", "--store", e.store)
	requireOK(t, r)
	assert.Regexp(t, `(?m) superseded$`, r.stdout)
	assert.NotContains(t, r.stdout, "missing")
}

// hashOf returns the hash of the FCS JSON s.
func hashOf(t *testing.T, s string) string {
	t.Helper()
	m := decodeObject(t, s)
	var h string
	require.NoError(t, json.Unmarshal(m["hash"], &h))
	return h
}

// TestInterruptDuringLLMCall: Ctrl-C while the analyzer waits for the
// model records the run cancelled, not failed, and it resumes.
func TestInterruptDuringLLMCall(t *testing.T) {
	stall := make(chan struct{})
	t.Cleanup(func() { close(stall) })
	var calls int
	srv := llmtest.NewOpenAIServer(t, func(r *llmtest.Request) llmtest.Response {
		calls++
		if calls == 1 {
			return llmtest.Response{Delay: time.Minute, Content: "{}"}
		}
		return llmtest.Response{Status: http.StatusBadRequest, Content: "only one call in this test"}
	})
	e := llmEnv(t, srv)
	cmd := exec.Command(binary, "run", "--auto", "--llm", "openai", "--run-id", "llm-sig", "--store", e.store, testSpec(t, "notes.md"))
	cmd.Dir, cmd.Env = e.dir, e.environ()
	stderr, err := cmd.StderrPipe()
	require.NoError(t, err)
	require.NoError(t, cmd.Start())
	sc := bufio.NewScanner(stderr)
	var lines []string
	signalled := false
	for sc.Scan() {
		lines = append(lines, sc.Text())
		if !signalled && strings.Contains(sc.Text(), "start completed") {
			time.Sleep(300 * time.Millisecond) // the analyzer's request is under way
			require.NoError(t, cmd.Process.Signal(os.Interrupt))
			signalled = true
		}
	}
	err = cmd.Wait()
	require.Error(t, err, "stderr:\n%s", strings.Join(lines, "\n"))
	assert.Equal(t, "clarify: run llm-sig cancelled; resume it with: clarify resume llm-sig --store "+e.store, lines[len(lines)-1])
	r := e.run("", "runs", "--store", e.store)
	requireOK(t, r)
	assert.Regexp(t, `(?m)^llm-sig +cancelled `, r.stdout)
}

// TestStoreFilesPrivate: the stores the command creates are readable by
// their owner only.
func TestStoreFilesPrivate(t *testing.T) {
	e := newEnv(t)
	notes := testSpec(t, "notes.md")
	sqlitePath := e.path("explicit.db")
	requireOK(t, e.run("", "run", "--auto", "--store", "sqlite:"+sqlitePath, notes))
	fileDir := e.path("filestore")
	requireOK(t, e.run("", "run", "--auto", "--store", "file:"+fileDir, notes))
	var checked int
	for _, root := range []string{sqlitePath, fileDir} {
		matches, _ := filepath.Glob(root + "*")
		for _, m := range matches {
			require.NoError(t, filepath.Walk(m, func(p string, fi os.FileInfo, err error) error {
				if err != nil {
					return err
				}
				want := os.FileMode(0o600)
				if fi.IsDir() {
					want = 0o700
				}
				assert.Equal(t, want, fi.Mode().Perm(), p)
				checked++
				return nil
			}))
		}
	}
	assert.GreaterOrEqual(t, checked, 4)
}

// TestServeTakesOverAfterKill: clarify serve killed (SIGKILL) while a run
// waits for the model leaves the run running; the next clarify serve over
// the same store takes it over on start and completes it.
func TestServeTakesOverAfterKill(t *testing.T) {
	var stall atomic.Bool
	stall.Store(true)
	var calls atomic.Int32
	answer := notesHandler(t, nil)
	srv := llmtest.NewOpenAIServer(t, func(r *llmtest.Request) llmtest.Response {
		calls.Add(1)
		if stall.Load() {
			return llmtest.Response{Delay: time.Minute, Content: "{}"}
		}
		return answer(r)
	})
	e := llmEnv(t, srv)
	serve := func() (*exec.Cmd, string, *syncBuffer) {
		cmd := exec.Command(binary, "serve", "--addr", "127.0.0.1:0", "--store", e.store, "--llm", "openai")
		cmd.Dir, cmd.Env = e.dir, e.environ()
		stderr, err := cmd.StderrPipe()
		require.NoError(t, err)
		require.NoError(t, cmd.Start())
		sc := bufio.NewScanner(stderr)
		log := &syncBuffer{}
		for sc.Scan() {
			fmt.Fprintln(log, sc.Text())
			if m := servingOn.FindStringSubmatch(sc.Text()); m != nil {
				go func() {
					for sc.Scan() {
						fmt.Fprintln(log, sc.Text())
					}
				}()
				return cmd, m[1], log
			}
		}
		t.Fatalf("serve did not start: %s", log.String())
		return nil, "", nil
	}
	spec, err := os.ReadFile(testSpec(t, "notes.md"))
	require.NoError(t, err)
	body := fmt.Sprintf(`{"spec": %s, "format": "markdown", "auto": true, "run_id": "srv"}`, mustJSON(t, string(spec)))

	first, url, _ := serve()
	go func() {
		res, err := http.Post(url+"/api/runs", "application/json", strings.NewReader(body))
		if err == nil {
			res.Body.Close()
		}
	}()
	require.Eventually(t, func() bool { return calls.Load() > 0 }, 10*time.Second, 10*time.Millisecond, "the run reaches the model")
	require.NoError(t, first.Process.Kill())
	_ = first.Wait()
	r := e.run("", "runs", "--store", e.store)
	requireOK(t, r)
	assert.Regexp(t, `(?m)^srv +abandoned `, r.stdout)

	stall.Store(false)
	second, url, log := serve()
	defer func() {
		_ = second.Process.Signal(os.Interrupt)
		_ = second.Wait()
	}()
	var status string
	require.Eventually(t, func() bool {
		res, err := http.Get(url + "/api/runs/srv")
		if err != nil {
			return false
		}
		defer res.Body.Close()
		var v struct {
			Status string `json:"status"`
		}
		_ = json.NewDecoder(res.Body).Decode(&v)
		status = v.Status
		return status == "completed"
	}, 30*time.Second, 50*time.Millisecond, "status %s; serve's log:\n%s", status, log)
	assert.Eventually(t, func() bool {
		return strings.Contains(log.String(), "took over run srv, left running by a process that stopped: now completed")
	},
		5*time.Second, 10*time.Millisecond)
}
