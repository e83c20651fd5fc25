package e2e

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// need skips the test when a tool of the browser test is missing.
func need(t *testing.T) (node string) {
	t.Helper()
	if _, err := os.Stat("/usr/bin/chromium"); err != nil {
		t.Skip("e2e: /usr/bin/chromium is missing; run bash .ci/browser.sh (installs Debian's chromium and e2e/node_modules)")
	}
	node, err := exec.LookPath("node")
	if err != nil {
		t.Skip("e2e: node is missing; install Debian's nodejs and run bash .ci/browser.sh")
	}
	if _, err := os.Stat("node_modules/playwright-core/package.json"); err != nil {
		t.Skip("e2e: e2e/node_modules/playwright-core is missing; run bash .ci/browser.sh (npm install in e2e/)")
	}
	return node
}

// buildClarify builds the command into dir.
func buildClarify(t *testing.T, dir string) string {
	t.Helper()
	bin := filepath.Join(dir, "clarify")
	out, err := exec.Command("go", "build", "-o", bin, "../cmd/clarify").CombinedOutput()
	require.NoError(t, err, string(out))
	return bin
}

var listening = regexp.MustCompile(`serving on (http://127\.0\.0\.1:\d+)/`)

// serve starts `clarify serve` on a free loopback port and returns its URL.
// A non-empty token is given through CLARIFY_TOKEN.
func serve(t *testing.T, bin, store, token string) string {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	cmd := exec.CommandContext(ctx, bin, "serve", "--addr", "127.0.0.1:0", "--store", store)
	cmd.Env = append(os.Environ(), "CLARIFY_TOKEN="+token)
	cmd.Cancel = func() error { return cmd.Process.Signal(os.Interrupt) }
	cmd.WaitDelay = 10 * time.Second
	stderr, err := cmd.StderrPipe()
	require.NoError(t, err)
	require.NoError(t, cmd.Start())
	t.Cleanup(func() {
		cancel()
		_ = cmd.Wait()
	})
	urls := make(chan string, 1)
	go func() {
		sc := bufio.NewScanner(stderr)
		for sc.Scan() {
			if m := listening.FindStringSubmatch(sc.Text()); m != nil {
				urls <- m[1]
			}
		}
		_, _ = io.Copy(io.Discard, stderr)
	}()
	select {
	case u := <-urls:
		return u
	case <-time.After(30 * time.Second):
		t.Fatal("e2e: clarify serve did not say where it listens")
	}
	return ""
}

func TestBrowser(t *testing.T) {
	node := need(t)
	dir := t.TempDir()
	bin := buildClarify(t, dir)
	url := serve(t, bin, "sqlite:"+filepath.Join(dir, "serve.db"), "")
	const token = "e2e-token"
	tokenURL := serve(t, bin, "sqlite:"+filepath.Join(dir, "token.db"), token)
	artifacts, err := filepath.Abs("artifacts")
	require.NoError(t, err)
	result := filepath.Join(dir, "result.json")

	cmd := exec.Command(node, "--test", "--test-reporter=spec", "page.test.mjs")
	cmd.Env = append(os.Environ(), "CLARIFY_E2E_URL="+url, "CLARIFY_E2E_ARTIFACTS="+artifacts, "CLARIFY_E2E_RESULT="+result,
		"CLARIFY_E2E_TOKEN_URL="+tokenURL, "CLARIFY_E2E_TOKEN="+token)
	out, err := cmd.CombinedOutput()
	t.Logf("node --test page.test.mjs:\n%s", out)
	require.NoError(t, err, "the browser test failed; screenshots in %s", artifacts)

	// The page's FCS hash equals `clarify run --answers` with the answers
	// (and sources) the page recorded.
	var page struct {
		Hash    string          `json:"hash"`
		Answers json.RawMessage `json:"answers"`
	}
	raw, err := os.ReadFile(result)
	require.NoError(t, err)
	require.NoError(t, json.Unmarshal(raw, &page))
	answers := filepath.Join(dir, "answers.json")
	require.NoError(t, os.WriteFile(answers, page.Answers, 0o600))
	fcsOut := filepath.Join(dir, "fcs.json")
	run := exec.Command(bin, "run", "testdata/spec.md", "--answers", answers, "--store", "sqlite:"+filepath.Join(dir, "cli.db"), "--out", fcsOut)
	stdout, err := run.Output()
	var ee *exec.ExitError
	if errors.As(err, &ee) {
		t.Fatalf("clarify run: %v\n%s", err, ee.Stderr)
	}
	require.NoError(t, err)
	require.Equal(t, page.Hash, strings.TrimSpace(string(stdout)), "the page's hash and clarify run --answers %s", string(page.Answers))
	t.Logf("page and clarify run --answers agree: %s", page.Hash)
}
