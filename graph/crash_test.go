package graph_test

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/checkpoint"
	"github.com/clarigraph/clarigraph/checkpoint/filestore"
	"github.com/clarigraph/clarigraph/checkpoint/pgstore"
	"github.com/clarigraph/clarigraph/checkpoint/sqlitestore"
	"github.com/clarigraph/clarigraph/graph"
)

// The crash test runs this test binary as a helper process that executes a
// durable graph and is killed with SIGKILL in the middle of a batch; a
// second helper process resumes the run at once, taking over the lease the
// killed process held. Every node execution and memoised
// step is appended to a side log, which the parent reads to decide when to
// kill and, at the end, to count executions.

const (
	envCrashHelper = "CLARIGRAPH_CRASH_HELPER" // "run" or "resume"
	envCrashStore  = "CLARIGRAPH_CRASH_STORE"  // kind:location
	envCrashLog    = "CLARIGRAPH_CRASH_LOG"
)

func TestCrashHelperProcess(t *testing.T) {
	phase := os.Getenv(envCrashHelper)
	if phase == "" {
		t.Skip("runs only as the crash test's helper process")
	}
	if err := crashHelper(phase, os.Getenv(envCrashStore), os.Getenv(envCrashLog)); err != nil {
		fmt.Fprintln(os.Stderr, "helper:", err)
		os.Exit(1)
	}
}

type sideLog struct {
	mu sync.Mutex
	f  *os.File
}

func (l *sideLog) write(line string) {
	l.mu.Lock()
	defer l.mu.Unlock()
	fmt.Fprintln(l.f, line)
	_ = l.f.Sync()
}

func openCrashStore(ctx context.Context, spec string) (checkpoint.Store, error) {
	kind, loc, _ := strings.Cut(spec, ":")
	switch kind {
	case "sqlite":
		return sqlitestore.Open(ctx, loc)
	case "file":
		return filestore.Open(loc)
	case "postgres":
		schema, dsn, _ := strings.Cut(loc, "|")
		return pgstore.Open(ctx, dsn, pgstore.WithSchema(schema))
	}
	return nil, fmt.Errorf("unknown store %q", spec)
}

// crashPlan: a → {fast1, fast2, memo, slow} → end. In the first process,
// memo finishes one memoised step and then blocks, and slow blocks; fast1
// and fast2 finish and their outputs are saved.
func crashPlan(log *sideLog, block bool) (*graph.Plan[M], error) {
	node := func(id string, v int) graph.NodeFunc[M] {
		return func(context.Context, *graph.Env, M) (M, error) {
			log.write("node:" + id)
			return M{id: v}, nil
		}
	}
	return graph.New[M]("crash").
		Add("a", node("a", 1)).
		Add("fast1", node("fast1", 2), graph.After("a")).
		Add("fast2", node("fast2", 3), graph.After("a")).
		AddFunc("memo", func(ctx context.Context, env *graph.Env, _ M) (M, error) {
			log.write("node:memo")
			total := 0
			for i := 1; i <= 2; i++ {
				v, err := graph.Step(ctx, env, fmt.Sprintf("call-%d", i), func(ctx context.Context) (int, error) {
					log.write(fmt.Sprintf("step:memo-%d", i))
					if i == 2 && block {
						<-ctx.Done()
						return 0, ctx.Err()
					}
					return i * 10, nil
				})
				if err != nil {
					return nil, err
				}
				total += v
			}
			return M{"memo": total}, nil
		}, graph.After("a")).
		AddFunc("slow", func(ctx context.Context, _ *graph.Env, _ M) (M, error) {
			log.write("node:slow")
			if block {
				<-ctx.Done()
				return nil, ctx.Err()
			}
			return M{"slow": 5}, nil
		}, graph.After("a")).
		AddFunc("end", func(_ context.Context, _ *graph.Env, s M) (M, error) {
			log.write("node:end")
			return M{"end": s["fast1"] + s["fast2"] + s["memo"] + s["slow"]}, nil
		}, graph.After("fast1", "fast2", "memo", "slow")).
		Build()
}

func crashHelper(phase, storeSpec, logPath string) error {
	ctx := context.Background()
	f, err := os.OpenFile(logPath, os.O_CREATE|os.O_APPEND|os.O_WRONLY, 0o644)
	if err != nil {
		return err
	}
	log := &sideLog{f: f}
	store, err := openCrashStore(ctx, storeSpec)
	if err != nil {
		return err
	}
	defer store.Close()
	p, err := crashPlan(log, phase == "run")
	if err != nil {
		return err
	}
	obs := graph.ObserverFunc(func(_ context.Context, e graph.Event) {
		if e.Type == graph.EventNodeOutputSaved {
			log.write("saved:" + e.Node)
		}
	})
	// The default owner (host/pid/random) with a lease far longer than the
	// test: the resume must take the killed holder's lease over at once,
	// not wait for it to expire.
	r := graph.NewRunner(p, graph.WithStore(store), graph.WithObserver(obs), graph.WithLease("", time.Hour))
	if phase == "run" {
		_, err := r.Run(ctx, nil, graph.WithRunID("crash-run"))
		return fmt.Errorf("run returned (it should have been killed): %v", err)
	}
	tookOver := graph.ObserverFunc(func(_ context.Context, e graph.Event) {
		if e.Type == graph.EventLeaseTakenOver {
			log.write("taken-over")
		}
	})
	res, err := r.Resume(ctx, "crash-run", graph.WithObserver(tookOver))
	if err != nil {
		return err
	}
	log.write(fmt.Sprintf("result:%s:%d", res.Status, res.State["end"]))
	return nil
}

func readLog(t *testing.T, path string) []string {
	t.Helper()
	f, err := os.Open(path)
	if os.IsNotExist(err) {
		return nil
	}
	require.NoError(t, err)
	defer f.Close()
	var lines []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		lines = append(lines, sc.Text())
	}
	return lines
}

func count(lines []string, line string) int {
	n := 0
	for _, l := range lines {
		if l == line {
			n++
		}
	}
	return n
}

func TestCrashResume(t *testing.T) {
	if testing.Short() {
		t.Skip("starts helper processes")
	}
	stores := map[string]string{
		"sqlite": "sqlite:" + filepath.Join(t.TempDir(), "runs.db"),
		"file":   "file:" + filepath.Join(t.TempDir(), "runs"),
	}
	if dsn := os.Getenv("CLARIGRAPH_POSTGRES_DSN"); dsn != "" {
		stores["postgres"] = fmt.Sprintf("postgres:crash_%d|%s", time.Now().UnixNano(), dsn)
	} else {
		t.Log("CLARIGRAPH_POSTGRES_DSN not set: the PostgreSQL crash case is not run")
	}
	for name, spec := range stores {
		t.Run(name, func(t *testing.T) {
			logPath := filepath.Join(t.TempDir(), "exec.log")
			helper := func(phase string) *exec.Cmd {
				cmd := exec.Command(os.Args[0], "-test.run=^TestCrashHelperProcess$", "-test.count=1")
				cmd.Env = append(os.Environ(), envCrashHelper+"="+phase, envCrashStore+"="+spec, envCrashLog+"="+logPath)
				cmd.Stderr = os.Stderr
				return cmd
			}
			first := helper("run")
			require.NoError(t, first.Start())
			// Kill once both fast siblings' outputs are durable, memo's
			// first step is done, and slow is running.
			deadline := time.Now().Add(30 * time.Second)
			for {
				lines := readLog(t, logPath)
				if count(lines, "saved:fast1") == 1 && count(lines, "saved:fast2") == 1 &&
					count(lines, "step:memo-2") == 1 && count(lines, "node:slow") == 1 {
					break
				}
				if time.Now().After(deadline) {
					_ = first.Process.Kill()
					t.Fatalf("helper never reached the kill point; log: %v", lines)
				}
				time.Sleep(5 * time.Millisecond)
			}
			require.NoError(t, first.Process.Signal(syscall.SIGKILL))
			err := first.Wait()
			var ee *exec.ExitError
			require.ErrorAs(t, err, &ee)
			assert.Equal(t, "signal: killed", ee.Error())

			second := helper("resume")
			out, err := second.Output()
			require.NoError(t, err, "resume helper: %s", out)

			lines := readLog(t, logPath)
			assert.Equal(t, 1, count(lines, "taken-over"), "the dead holder's lease is taken over at once")
			// Uninterrupted result: 2 + 3 + 30 + 5.
			assert.Equal(t, 1, count(lines, "result:completed:40"), "%v", lines)
			assert.Equal(t, 1, count(lines, "node:a"), "completed batch ran once")
			assert.Equal(t, 1, count(lines, "node:fast1"), "saved sibling not run again")
			assert.Equal(t, 1, count(lines, "node:fast2"), "saved sibling not run again")
			assert.Equal(t, 1, count(lines, "step:memo-1"), "finished memoised step not repeated")
			assert.Equal(t, 2, count(lines, "step:memo-2"), "unfinished step runs again")
			assert.Equal(t, 2, count(lines, "node:memo"))
			assert.Equal(t, 2, count(lines, "node:slow"))
			assert.Equal(t, 1, count(lines, "node:end"))
		})
	}
}
