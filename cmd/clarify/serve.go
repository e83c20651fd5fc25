package main

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"strings"
	"time"

	"github.com/clarigraph/clarigraph/checkpoint/storekit"
	"github.com/clarigraph/clarigraph/internal/gcpace"
	"github.com/clarigraph/clarigraph/nodes/clarification"
	"github.com/clarigraph/clarigraph/server"
)

// tokenEnv names the environment variable that sets serve's bearer token
// when --token is not given.
const tokenEnv = "CLARIFY_TOKEN"

func serveCommand() command {
	return command{
		name:    "serve",
		usage:   "serve [flags]",
		summary: "serve the JSON API and the web page for clarification runs",
		help: `Serves the clarification workflow over HTTP: a JSON API (its OpenAPI
document at /api/openapi.json), server-sent events of each run, and a web
page at / for people answering questions. Runs are checkpointed in the store:
a restart loses nothing, and a run started before it can be answered after it.
On start, it takes over the runs that a process (this server, killed, say)
left running, and resumes them; POST /api/runs/{id}/resume does so on demand.

It binds to 127.0.0.1 by default. With a token (--token, or the CLARIFY_TOKEN
environment variable) every API call needs "Authorization: Bearer TOKEN".
The first line on stderr names the URL to open (localhost when it listens
on every address); then each request is logged there, one log/slog line
with its method, path, status, duration and run ID. Ctrl-C stops it after
the calls in progress end.

Pages of other sites cannot use it: a state-changing call a browser sends
from another origin is refused (403), and only known host names are
answered (421; against DNS rebinding): on a loopback address localhost,
127.0.0.1 and [::1], elsewhere the address itself, and always the name of
--addr and the names given with --allowed-host (a reverse proxy's, say).
At most --max-runs calls advance runs at once and --queue more wait; past
them a call gets 429 with Retry-After. Headers must arrive within 10 s, a
body within 60 s; idle connections are closed after 120 s. While runs
on large specifications (1 MiB or more in all) advance, the garbage
collector runs at GOGC=20 (never above the GOGC you set): the heap of a
run at the 5 MiB limit grows a fifth over what it holds live, not double;
--gc-pacing=false leaves the collector to GOGC and GOMEMLIMIT.

Flags:
  --addr HOST:PORT      where to listen (default 127.0.0.1:8080; port 0 picks a free one)
  --store DSN           sqlite:PATH, file:DIR, postgres://…, memory: (default sqlite:$XDG_STATE_HOME/clarify/runs.db)
  --token T             require this bearer token on every API call (default $CLARIFY_TOKEN)
  --allowed-host NAME   answer requests for NAME too (NAME or NAME:PORT; repeatable)
  --max-runs N          calls advancing runs at once (default twice the number of CPUs)
  --queue N             calls waiting for a run slot (default 1000; 0: none wait)
  --gc-pacing           pace the garbage collector by the specifications being run
                        (default true; =false: leave it to GOGC and GOMEMLIMIT)
  --llm P               analyze every run with an LLM: openai, anthropic or ollama (as in
                        clarify run; a missing key: exit 2); recorded in each FCS's metadata
  --model M             the LLM model (with --llm; default $CLARIFY_MODEL, then the provider's)
  --max-questions N     ask at most N questions per run, the highest ranked (default 10; 0: all);
                        the rest are recorded in the FCS as assumptions`,
		run: serveMain,
	}
}

func serveMain(ctx context.Context, a *app, args []string) error {
	const cmd = "serve"
	fs := newFlagSet(cmd)
	addr := fs.String("addr", "127.0.0.1:8080", "listen on `HOST:PORT`")
	var store storeFlag
	fs.StringVar(&store.dsn, "store", "", storeUsage)
	token := fs.String("token", "", "require this bearer `TOKEN` on API calls")
	var hosts []string
	fs.Func("allowed-host", "answer requests for `NAME` too (repeatable)", func(v string) error {
		if strings.TrimSpace(v) == "" {
			return errors.New("empty host name")
		}
		if strings.ContainsAny(v, "/ \t@?#") {
			return fmt.Errorf("%q: want a host name, NAME or NAME:PORT, not a URL", v)
		}
		hosts = append(hosts, v)
		return nil
	})
	maxRuns := fs.Int("max-runs", server.DefaultMaxRuns(), "`N` calls advancing runs at once")
	queue := fs.Int("queue", server.DefaultQueue, "`N` calls waiting for a run slot")
	pacing := fs.Bool("gc-pacing", true, "pace the garbage collector by the specifications being run")
	var lf llmFlags
	lf.register(fs)
	var mq limitFlag
	mq.register(fs)
	pos, err := parseArgs(fs, args)
	if err != nil {
		return flagError(cmd, err)
	}
	if err := positionals(cmd, pos); err != nil {
		return err
	}
	if err := mq.check(cmd); err != nil {
		return err
	}
	if err := lf.check(cmd); err != nil {
		return err
	}
	choice := lf.choice(a.getenv)
	wf, err := choice.workflow(a)
	if err != nil {
		return err
	}
	if *token == "" {
		*token = a.getenv(tokenEnv)
	}
	host, _, err := net.SplitHostPort(*addr)
	if err != nil {
		return usagef("%s: --addr %q: want HOST:PORT", cmd, *addr)
	}
	if *maxRuns < 1 {
		return usagef("%s: --max-runs %d: want 1 or more", cmd, *maxRuns)
	}
	if *queue < 0 {
		return usagef("%s: --queue %d: want 0 or more", cmd, *queue)
	}
	if host != "" && net.ParseIP(host) == nil {
		hosts = append(hosts, host) // the name the server was told to listen under
	}
	st, err := store.open(ctx)
	if err != nil {
		return err
	}
	defer st.Close()
	logger := slog.New(slog.NewTextHandler(a.stderr, nil))
	opts := []server.Option{server.WithToken(*token), server.WithLogger(logger), server.WithRequestLog(logger),
		server.WithWorkflow(wf), server.WithInputOptions(clarification.WithMetadata(withLimit(choice.metadata(), mq.n))),
		server.WithAllowedHosts(hosts...), server.WithMaxRuns(*maxRuns), server.WithQueue(*queue),
		server.WithMaxQuestions(configLimit(mq.n))}
	if *pacing {
		opts = append(opts, server.WithGCPacing(gcpace.Default.Percent, gcpace.Default.MinBytes))
	}
	srv, err := server.New(st, opts...)
	if err != nil {
		return failf(exitError, err, "serve: %v", err)
	}
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		return failf(exitError, err, "--addr %s: %v", *addr, err)
	}
	where := "the default store"
	if store.dsn != "" {
		where = storekit.Redact(store.dsn)
	}
	a.warnf("serving on %s (runs in %s, analyzed with %s)", browserURL(ln.Addr()), where, choice)
	if ip := net.ParseIP(host); (ip == nil || !ip.IsLoopback()) && host != "localhost" && *token == "" {
		a.warnf("--addr %s is reachable from other hosts and no token is set (--token or %s)", *addr, tokenEnv)
	}
	hs := srv.HTTPServer()
	done := make(chan error, 1)
	go func() { done <- hs.Serve(ln) }()
	takeover := make(chan struct{})
	go func() {
		defer close(takeover)
		takeOver(ctx, a, srv)
	}()
	select {
	case err := <-done:
		return failf(exitError, err, "serve: %v", err)
	case <-ctx.Done():
	}
	sctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 10*time.Second)
	defer cancel()
	if err := hs.Shutdown(sctx); err != nil && !errors.Is(err, context.DeadlineExceeded) {
		return failf(exitError, err, "serve: shutdown: %v", err)
	}
	<-done
	select {
	case <-takeover:
	case <-sctx.Done(): // a run taken over is left for the next start
	}
	a.warnf("stopped")
	return nil
}

// takeOver resumes the runs a process that died left running (see
// server.ResumeAbandoned) and says which. It starts no new run once ctx
// is done.
func takeOver(ctx context.Context, a *app, srv *server.Server) {
	res, err := srv.ResumeAbandoned(ctx)
	for _, r := range res {
		a.warnf("took over run %s, left running by a process that stopped: now %s", r.RunID, r.Status)
	}
	if err != nil && ctx.Err() == nil {
		a.warnf("take over runs left running: %v", err)
	}
}

// browserURL is the URL a browser on this machine opens to reach addr:
// localhost for an unspecified address (0.0.0.0, [::]), which no browser
// opens; the address itself otherwise, IPv6 in brackets.
func browserURL(addr net.Addr) string {
	host, port, err := net.SplitHostPort(addr.String())
	if err != nil {
		return "http://" + addr.String() + "/"
	}
	if ip := net.ParseIP(host); ip == nil || ip.IsUnspecified() {
		host = "localhost"
	}
	return "http://" + net.JoinHostPort(host, port) + "/"
}
