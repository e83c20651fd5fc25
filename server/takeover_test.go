package server_test

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/checkpoint"
	"github.com/clarigraph/clarigraph/checkpoint/sqlitestore"
	"github.com/clarigraph/clarigraph/graph"
	"github.com/clarigraph/clarigraph/server"
)

const takeoverChildEnv = "SERVER_TAKEOVER_CHILD" // the store's path

// TestTakeoverChild is the server process the takeover tests kill: it
// starts a run through the API and stops dead once the run's analysis is
// recorded, holding the run's lease, until it is killed.
func TestTakeoverChild(t *testing.T) {
	path := os.Getenv(takeoverChildEnv)
	if path == "" {
		t.Skip("runs only as the takeover tests' child process")
	}
	store, err := sqlitestore.Open(context.Background(), path)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	hang := graph.ObserverFunc(func(_ context.Context, e graph.Event) {
		if e.Type == graph.EventCheckpointSaved && e.Batch == 1 {
			fmt.Println("ready", e.RunID)
			select {} // killed here, mid-run
		}
	})
	s, err := server.New(store, server.WithRunOptions(graph.WithObserver(hang)))
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	body := `{"spec": ` + mustQuote(vagueSpec) + `, "format": "markdown", "auto": ` + os.Getenv("SERVER_TAKEOVER_AUTO") + `, "run_id": "left"}`
	req := httptest.NewRequest("POST", "/api/runs", strings.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	req.Host = "localhost" // the host check answers loopback names only
	s.ServeHTTP(httptest.NewRecorder(), req)
	fmt.Fprintln(os.Stderr, "the run ended: it should have been killed")
	os.Exit(3)
}

func mustQuote(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}

// killedServer runs TestTakeoverChild on a new SQLite store and kills it
// with SIGKILL mid-run; it returns the store's path. The run "left" is
// left running, its lease held by the dead process.
func killedServer(t *testing.T, auto bool) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "runs.db")
	cmd := exec.Command(os.Args[0], "-test.run=^TestTakeoverChild$", "-test.count=1")
	cmd.Env = append(os.Environ(), takeoverChildEnv+"="+path, fmt.Sprintf("SERVER_TAKEOVER_AUTO=%t", auto))
	var stderr strings.Builder
	cmd.Stderr = &stderr
	out, err := cmd.StdoutPipe()
	require.NoError(t, err)
	require.NoError(t, cmd.Start())
	sc := bufio.NewScanner(out)
	ready := false
	for sc.Scan() {
		if strings.HasPrefix(sc.Text(), "ready left") {
			ready = true
			break
		}
	}
	require.NoError(t, cmd.Process.Kill())
	_ = cmd.Wait()
	require.True(t, ready, "the child never got mid-run: %s", stderr.String())
	return path
}

// listed returns the run "left" as GET /api/runs lists it.
func listed(t *testing.T, e *env) map[string]any {
	t.Helper()
	code, b, _ := e.do("GET", "/api/runs", "", nil)
	require.Equal(t, http.StatusOK, code)
	var list struct {
		Runs []map[string]any `json:"runs"`
	}
	require.NoError(t, json.Unmarshal(b, &list))
	for _, r := range list.Runs {
		if r["run_id"] == "left" {
			return r
		}
	}
	t.Fatalf("run left not listed: %s", b)
	return nil
}

// TestResumeAbandoned: a server killed mid-run leaves the run running;
// the next server lists it as abandoned and, on start, takes it over and
// resumes it, at once (the dead process's lease is not waited for).
func TestResumeAbandoned(t *testing.T) {
	for _, auto := range []bool{false, true} {
		t.Run(fmt.Sprintf("auto=%t", auto), func(t *testing.T) {
			path := killedServer(t, auto)
			store := openStore(t, path)
			e := newEnv(t, store)
			r := listed(t, e)
			assert.Equal(t, "running", r["status"])
			assert.Equal(t, true, r["abandoned"])
			assert.Nil(t, r["lease"], "the holder's host and process are not shown")

			s, err := server.New(store)
			require.NoError(t, err)
			start := time.Now()
			res, err := s.ResumeAbandoned(context.Background())
			require.NoError(t, err)
			assert.Less(t, time.Since(start), 20*time.Second)
			require.Len(t, res, 1)
			assert.Equal(t, "left", res[0].RunID)
			if auto {
				assert.Equal(t, checkpoint.StatusCompleted, res[0].Status)
				require.NotNil(t, res[0].FCS)
			} else {
				assert.Equal(t, checkpoint.StatusInterrupted, res[0].Status)
				assert.NotEmpty(t, res[0].Questions)
			}
			r = listed(t, e)
			assert.Nil(t, r["abandoned"])

			again, err := s.ResumeAbandoned(context.Background())
			require.NoError(t, err)
			assert.Empty(t, again, "nothing left to take over")
		})
	}
}

// TestPostResume: POST /api/runs/{id}/resume takes over an abandoned run;
// it answers a completed run with its FCS, refuses a run waiting for
// answers, and a run another live process holds (with Retry-After).
func TestPostResume(t *testing.T) {
	path := killedServer(t, true)
	store := openStore(t, path)
	e := newEnv(t, store)
	code, b := e.json("POST", "/api/runs/left/resume", nil)
	require.Equal(t, http.StatusOK, code, string(b))
	var res server.RunResponse
	require.NoError(t, json.Unmarshal(b, &res))
	assert.Equal(t, checkpoint.StatusCompleted, res.Status)
	require.NotNil(t, res.FCS)
	hash := res.FCS.Hash

	code, b = e.json("POST", "/api/runs/left/resume", nil)
	require.Equal(t, http.StatusOK, code, string(b))
	require.NoError(t, json.Unmarshal(b, &res))
	assert.Equal(t, hash, res.FCS.Hash, "a completed run answers with its FCS")

	waiting := e.create(vagueSpec)
	code, b = e.json("POST", "/api/runs/"+waiting.RunID+"/resume", nil)
	require.Equal(t, http.StatusConflict, code, string(b))
	assert.Equal(t, server.CodeConflict, decodeErr(t, b).Code)
	assert.Contains(t, decodeErr(t, b).Message, "waiting for answers")

	code, b = e.json("POST", "/api/runs/"+waiting.RunID+"/cancel", nil)
	require.Equal(t, http.StatusOK, code, string(b))
	require.NoError(t, store.(checkpoint.Locker).Lock(context.Background(), waiting.RunID, "elsewhere/1/0123abcd", time.Hour))
	code, b, h := e.do("POST", "/api/runs/"+waiting.RunID+"/resume", "application/json", nil)
	require.Equal(t, http.StatusConflict, code, string(b))
	assert.Equal(t, server.CodeRunLocked, decodeErr(t, b).Code)
	assert.NotEmpty(t, h.Get("Retry-After"))
	require.NoError(t, store.(checkpoint.Locker).Unlock(context.Background(), waiting.RunID, "elsewhere/1/0123abcd"))
	code, b = e.json("POST", "/api/runs/"+waiting.RunID+"/resume", nil)
	require.Equal(t, http.StatusOK, code, string(b))
	require.NoError(t, json.Unmarshal(b, &res))
	assert.Equal(t, checkpoint.StatusInterrupted, res.Status, "the cancelled run goes on to its questions")

	code, b = e.json("POST", "/api/runs/nope/resume", nil)
	require.Equal(t, http.StatusNotFound, code, string(b))
	code, _ = e.json("GET", "/api/runs/left/resume", nil)
	require.Equal(t, http.StatusMethodNotAllowed, code)
}
