package main

import (
	"context"
	"errors"
	"log/slog"
	"net"
	"net/http"
	"time"

	"github.com/clarigraph/clarigraph/internal/storedsn"
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

It binds to 127.0.0.1 by default. With a token (--token, or the CLARIFY_TOKEN
environment variable) every API call needs "Authorization: Bearer TOKEN".
The first line on stderr names the address it listens on. Ctrl-C stops it
after the calls in progress end.

Flags:
  --addr HOST:PORT  where to listen (default 127.0.0.1:8080; port 0 picks a free one)
  --store DSN       sqlite:PATH, file:DIR, postgres://…, memory: (default sqlite:$XDG_STATE_HOME/clarify/runs.db)
  --token T         require this bearer token on every API call (default $CLARIFY_TOKEN)
  --llm P           analyze every run with an LLM: openai, anthropic or ollama (as in
                    clarify run; a missing key: exit 2); recorded in each FCS's metadata
  --model M         the LLM model (with --llm; default $CLARIFY_MODEL, then the provider's)
  --max-questions N ask at most N questions per run, the highest ranked (default 10; 0: all);
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
	wf, err := choice.workflow(a.getenv)
	if err != nil {
		return err
	}
	wf.MaxQuestions = configLimit(mq.n)
	if *token == "" {
		*token = a.getenv(tokenEnv)
	}
	host, _, err := net.SplitHostPort(*addr)
	if err != nil {
		return usagef("%s: --addr %q: want HOST:PORT", cmd, *addr)
	}
	st, err := store.open(ctx)
	if err != nil {
		return err
	}
	defer st.Close()
	srv, err := server.New(st, server.WithToken(*token), server.WithLogger(slog.New(slog.NewTextHandler(a.stderr, nil))),
		server.WithWorkflow(wf), server.WithInputOptions(clarification.WithMetadata(withLimit(choice.metadata(), mq.n))))
	if err != nil {
		return failf(exitError, err, "serve: %v", err)
	}
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		return failf(exitError, err, "--addr %s: %v", *addr, err)
	}
	where := "the default store"
	if store.dsn != "" {
		where = storedsn.Redact(store.dsn)
	}
	a.warnf("serving on http://%s/ (runs in %s, analyzed with %s)", ln.Addr(), where, choice)
	if ip := net.ParseIP(host); (ip == nil || !ip.IsLoopback()) && host != "localhost" && *token == "" {
		a.warnf("--addr %s is reachable from other hosts and no token is set (--token or %s)", *addr, tokenEnv)
	}
	hs := &http.Server{Handler: srv, ReadHeaderTimeout: 10 * time.Second}
	done := make(chan error, 1)
	go func() { done <- hs.Serve(ln) }()
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
	a.warnf("stopped")
	return nil
}
