package llm_test

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/checkpoint"
	"github.com/clarigraph/clarigraph/checkpoint/sqlitestore"
	"github.com/clarigraph/clarigraph/graph"
	"github.com/clarigraph/clarigraph/llmtest"
	"github.com/clarigraph/clarigraph/nodes/clarification/llm"
)

// The crash test re-executes this test binary as a helper process (see
// TestMain) that runs a durable graph whose analyze node calls the LLM
// analyzer, part by part, against a test server living in the parent. The
// helper is killed with SIGKILL while it waits on a slow reply; the parent
// then resumes the run from SQLite and checks, with the server's request
// counts, that the calls whose results were checkpointed are not sent
// again.

const (
	envCrashHelper = "CLARIGRAPH_LLM_CRASH_HELPER"
	envCrashDB     = "CLARIGRAPH_LLM_CRASH_DB"
	envCrashURL    = "CLARIGRAPH_LLM_CRASH_URL"
	crashRunID     = "llm-crash-run"
	crashSections  = 3
)

func crashSpecText() string {
	var b strings.Builder
	b.WriteString("# Big\n\n")
	for i := 1; i <= crashSections; i++ {
		fmt.Fprintf(&b, "## Area %02d\n\n- FR-%03d: Area %02d shall respond quickly.\n\n", i, i, i)
	}
	return b.String()
}

// crashPlan: start → analyze (three parts, one at a time) → end.
func crashPlan(baseURL string) (*graph.Plan[analysisState], error) {
	m, err := llm.NewModel("openai", "test-model", llm.WithGetenv(mapEnv(map[string]string{
		"OPENAI_API_KEY": "test", "OPENAI_BASE_URL": baseURL,
	})))
	if err != nil {
		return nil, err
	}
	a := llm.NewAnalyzer(m, llm.WithChunkSize(1), llm.WithMaxParallel(1))
	g := graph.New[analysisState]("llm-crash")
	g.AddFunc("start", func(context.Context, *graph.Env, analysisState) (analysisState, error) {
		return analysisState{}, nil
	})
	g.AddFunc("analyze", analyzeNode(a), graph.After("start"))
	g.AddFunc("end", func(context.Context, *graph.Env, analysisState) (analysisState, error) {
		return analysisState{Done: true}, nil
	}, graph.After("analyze"))
	return g.Build()
}

func crashHelperMain() int {
	ctx := context.Background()
	store, err := sqlitestore.Open(ctx, os.Getenv(envCrashDB))
	if err != nil {
		fmt.Fprintln(os.Stderr, "helper:", err)
		return 1
	}
	defer store.Close()
	plan, err := crashPlan(os.Getenv(envCrashURL))
	if err != nil {
		fmt.Fprintln(os.Stderr, "helper:", err)
		return 1
	}
	s, err := specParse(crashSpecText())
	if err != nil {
		fmt.Fprintln(os.Stderr, "helper:", err)
		return 1
	}
	r := graph.NewRunner(plan, graph.WithStore(store), graph.WithLease("helper", time.Second))
	_, err = r.Run(ctx, analysisState{Spec: s}, graph.WithRunID(crashRunID))
	fmt.Fprintln(os.Stderr, "helper: run returned (it should have been killed):", err)
	return 2
}

func TestCrashResumeDoesNotResendCheckpointedCalls(t *testing.T) {
	var slow atomic.Bool
	slow.Store(true)
	srv := llmtest.NewOpenAIServer(t, func(r *llmtest.Request) llmtest.Response {
		for i := 1; i <= crashSections; i++ {
			id := fmt.Sprintf("FR-%03d", i)
			if strings.Contains(r.Prompt(), "["+id+"]") {
				resp := llmtest.Response{Content: ambReply(amb{Type: "unclear_specification", Location: id, Excerpt: "quickly", Description: "No bound.", Severity: "important"})}
				if i == 2 && slow.Load() {
					resp.Delay = time.Hour // held until the helper dies
				}
				return resp
			}
		}
		return llmtest.Response{Status: 404, Content: "unexpected prompt"}
	})
	db := filepath.Join(t.TempDir(), "runs.db")

	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), envCrashHelper+"=run", envCrashDB+"="+db, envCrashURL+"="+srv.BaseURL())
	var stderr strings.Builder
	cmd.Stderr = &stderr
	require.NoError(t, cmd.Start())
	exited := make(chan error, 1)
	go func() { exited <- cmd.Wait() }()

	// Parts run one at a time: once part 2's request arrives, part 1's
	// reply is saved as a step of the analyze node.
	deadline := time.Now().Add(60 * time.Second)
	for srv.RequestsMatching("[FR-002]") == 0 {
		select {
		case err := <-exited:
			t.Fatalf("helper exited early: %v\n%s", err, stderr.String())
		default:
		}
		require.True(t, time.Now().Before(deadline), "the helper never asked for part 2:\n%s", stderr.String())
		time.Sleep(10 * time.Millisecond)
	}
	require.NoError(t, cmd.Process.Signal(syscall.SIGKILL))
	err := <-exited
	var ee *exec.ExitError
	require.ErrorAs(t, err, &ee)
	assert.Equal(t, syscall.SIGKILL, ee.Sys().(syscall.WaitStatus).Signal(), stderr.String())
	assert.Equal(t, 1, srv.RequestsMatching("[FR-001]"))
	assert.Equal(t, 0, srv.RequestsMatching("[FR-003]"))

	slow.Store(false)
	ctx := context.Background()
	store, err := sqlitestore.Open(ctx, db)
	require.NoError(t, err)
	defer store.Close()
	plan, err := crashPlan(srv.BaseURL())
	require.NoError(t, err)
	r := graph.NewRunner(plan, graph.WithStore(store), graph.WithLease("parent", time.Second))
	var res *graph.Result[analysisState]
	for {
		res, err = r.Resume(ctx, crashRunID)
		if !errors.Is(err, checkpoint.ErrRunLocked) || time.Now().After(deadline) {
			break
		}
		time.Sleep(100 * time.Millisecond) // the dead helper's lease expires
	}
	require.NoError(t, err)
	assert.Equal(t, graph.StatusCompleted, res.Status)
	assert.True(t, res.State.Done)
	require.Len(t, res.State.Ambiguities, crashSections)
	assert.Equal(t, 1, srv.RequestsMatching("[FR-001]"), "part 1 was checkpointed: not sent again")
	assert.Equal(t, 2, srv.RequestsMatching("[FR-002]"), "part 2 was in flight when the helper died")
	assert.Equal(t, 1, srv.RequestsMatching("[FR-003]"))
	assert.Equal(t, crashSections+1, srv.Requests())
}
