package main

import (
	"bytes"
	"encoding/json"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/spec"
)

func TestBadSpec(t *testing.T) {
	e := newEnv(t)
	tests := []struct {
		name string
		data []byte // nil: the file does not exist
		want string
	}{
		{"missing", nil, "cannot read: no such file or directory"},
		{"empty", []byte(""), "empty"},
		{"blank", []byte("  \n\n  \n"), "empty"},
		{"binary", []byte("\x7fELF\x02\x01\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x03\x00>\x00"), "binary"},
		{"not UTF-8", []byte("# Spec\n\n- FR-001: The caf\xe9 shall open at 8.\n"), "UTF-8"},
		{"too large", bytes.Repeat([]byte("- FR-1: The notes shall be kept.\n"), spec.MaxSize/32+1), "larger than 5242880 bytes"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path := e.path(strings.ReplaceAll(tt.name, " ", "-") + ".md")
			if tt.data != nil {
				e.write(strings.ReplaceAll(tt.name, " ", "-")+".md", tt.data)
			}
			out := e.path(strings.ReplaceAll(tt.name, " ", "-") + ".fcs.json")
			for _, args := range [][]string{
				{"run", "--auto", "--out", out, "--store", e.store, path},
				{"analyze", path},
				{"questions", path},
			} {
				r := e.run("", args...)
				requireFail(t, r, exitError, out, path, tt.want)
				assert.Len(t, r.lines(), 1, "one line: %q", r.stderr)
				assert.Empty(t, r.stdout)
			}
		})
	}
	// Nothing was stored for any of them.
	r := e.run("", "runs", "--store", e.store, "--format", "json")
	requireOK(t, r)
	assert.JSONEq(t, `{"runs":[]}`, r.stdout)
}

func TestBadAnswers(t *testing.T) {
	e := newEnv(t)
	notes := testSpec(t, "notes.md")
	tests := []struct {
		name string
		data string // "" with missing: no file
		want []string
	}{
		{"missing", "", []string{"cannot read"}},
		{"broken JSON", `{"Q-bd5846e0e91a924a": "A measured target",`, []string{"invalid answers", "invalid JSON"}},
		{"not an object", `["A measured target"]`, []string{"invalid answers", "JSON object"}},
		{"bad entry shape", `{"Q-bd5846e0e91a924a": 3, "Q-ad6dd41d49104081": {"color": "red"}}`, []string{"Q-ad6dd41d49104081:", "Q-bd5846e0e91a924a:"}},
		{"unknown question and option", `{"Q-00000000": "yes", "Q-bd5846e0e91a924a": "p95 ≤ 3 s"}`, []string{"Q-00000000: unknown question", `Q-bd5846e0e91a924a: unknown option "p95 ≤ 3 s"`, "run bad-", "still waiting"}},
	}
	for i, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			file := e.path("answers-" + string(rune('a'+i)) + ".json")
			if tt.data != "" {
				e.write("answers-"+string(rune('a'+i))+".json", []byte(tt.data))
			}
			out := e.path("bad-" + string(rune('a'+i)) + ".json")
			runID := "bad-" + string(rune('a'+i))
			r := e.run("", "run", notes, "--answers", file, "--out", out, "--run-id", runID, "--store", e.store)
			requireFail(t, r, exitError, out, append([]string{"--answers " + file}, tt.want...)...)
			assert.Empty(t, r.stdout)
		})
	}

	// The run refused for unknown answers still waits and takes good ones.
	good := e.write("good.json", []byte(`{"Q-9140e37b6a1dd393": "95% within 3 seconds"}`))
	r := e.run("", "resume", "bad-e", "--answers", good, "--store", e.store, "--out", e.path("good.fcs.json"))
	requireOK(t, r)
	f := readFCS(t, e.path("good.fcs.json"))
	require.Len(t, f.Clarifications, 1)
	assert.Equal(t, []string{"95% within 3 seconds"}, f.Clarifications[0].Answer.Selected)
	assert.Len(t, unanswered(f), notesQuestions-1)

	// Resume with unknown answers: refused, nothing written, still waiting.
	wait := e.run("", "run", notes, "--run-id", "w", "--store", e.store)
	require.Equal(t, exitWaiting, wait.code)
	before := e.run("", "runs", "show", "w", "--store", e.store)
	bad := e.write("unknown.json", []byte(`{"Q-ffffffff": "x"}`))
	r = e.run("", "resume", "w", "--answers", bad, "--store", e.store, "--out", e.path("w.json"))
	requireFail(t, r, exitError, e.path("w.json"), "Q-ffffffff: unknown question", "run w is still waiting")
	after := e.run("", "runs", "show", "w", "--store", e.store)
	assert.Equal(t, before.stdout, after.stdout)
}

func TestUnknownRun(t *testing.T) {
	e := newEnv(t)
	for _, args := range [][]string{
		{"resume", "nope", "--auto", "--store", e.store, "--out", e.path("nope.json")},
		{"runs", "show", "nope", "--store", e.store},
		{"graph", "--run", "nope", "--store", e.store},
	} {
		r := e.run("", args...)
		requireFail(t, r, exitError, e.path("nope.json"), `run "nope" not found in `+e.store)
		assert.Len(t, r.lines(), 1)
		assert.Empty(t, r.stdout)
	}
}

func TestBadStore(t *testing.T) {
	e := newEnv(t)
	file := e.write("plain", []byte("not a database"))
	tests := []struct {
		dsn, shown, want string
	}{
		{"bogus:x", "bogus:x", `unknown scheme "bogus"`},
		{"runs.db", "runs.db", "no scheme"},
		{"sqlite:", "sqlite:", "no path"},
		{"memory:x", "memory:x", "takes no argument"},
		{"sqlite:" + file, "sqlite:" + file, "cannot open the SQLite store"},
		{"postgres://u:hunter2@h:notaport/db", "postgres://u:xxxxx@h:notaport/db", "not a valid PostgreSQL URL"},
	}
	for _, tt := range tests {
		t.Run(tt.dsn, func(t *testing.T) {
			out := e.path("never.json")
			r := e.run("", "run", "--auto", "--store", tt.dsn, "--out", out, testSpec(t, "notes.md"))
			requireFail(t, r, exitError, out, "--store "+tt.shown+": ", tt.want)
			assert.NotContains(t, r.stderr, "hunter2")
			assert.Len(t, r.lines(), 1)
			for _, args := range [][]string{{"runs", "--store", tt.dsn}, {"resume", "x", "--store", tt.dsn}} {
				r := e.run("", args...)
				requireFail(t, r, exitError, "", "--store "+tt.shown+": ", tt.want)
			}
		})
	}
}

func TestBadOut(t *testing.T) {
	e := newEnv(t)
	r := e.run("", "run", "--auto", "--store", e.store, "--out", e.path("no/such/dir/x.json"), testSpec(t, "notes.md"))
	requireFail(t, r, exitError, e.path("no/such/dir/x.json"), "--out "+e.path("no/such/dir/x.json"), "no such file or directory")
	r = e.run("", "run", "--auto", "--store", e.store, "--out", e.dir, testSpec(t, "notes.md"))
	requireFail(t, r, exitError, "", "--out "+e.dir+": is a directory")
	// Nothing ran.
	runs := e.run("", "runs", "--store", e.store, "--format", "json")
	assert.JSONEq(t, `{"runs":[]}`, runs.stdout)
}

func TestVerify(t *testing.T) {
	e := newEnv(t)
	good := e.path("good.json")
	requireOK(t, e.run("", "run", "--auto", "--store", e.store, "--out", good, testSpec(t, "notes.md")))
	data, err := os.ReadFile(good)
	require.NoError(t, err)
	var doc map[string]any
	require.NoError(t, json.Unmarshal(data, &doc))
	hash := doc["hash"].(string)

	// Tampered content: the title changed.
	doc["specification"].(map[string]any)["title"] = "Another service"
	tampered, err := json.Marshal(doc)
	require.NoError(t, err)
	e.write("tampered.json", tampered)

	// Metadata is outside the hash.
	var meta map[string]any
	require.NoError(t, json.Unmarshal(data, &meta))
	meta["metadata"] = map[string]any{"note": "edited"}
	metaEdited, err := json.Marshal(meta)
	require.NoError(t, err)
	e.write("meta.json", metaEdited)

	e.write("garbage.json", []byte("\x00\x01garbage\xff"))
	e.write("other.json", []byte(`{"name": "not an FCS"}`))
	e.write("empty.json", nil)

	tests := []struct {
		name, file string
		code       int
		want       []string
	}{
		{"ok", good, exitOK, nil},
		{"metadata edited", e.path("meta.json"), exitOK, nil},
		{"tampered", e.path("tampered.json"), exitError, []string{"hash mismatch", "expected " + hash}},
		{"missing", e.path("missing.json"), exitUnreadable, []string{"cannot read"}},
		{"garbage", e.path("garbage.json"), exitUnreadable, []string{"not an FCS document"}},
		{"other JSON", e.path("other.json"), exitUnreadable, []string{"not an FCS document", "no hash member"}},
		{"empty", e.path("empty.json"), exitUnreadable, []string{"not an FCS document", "empty"}},
		{"directory", e.dir, exitUnreadable, []string{"cannot read"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := e.run("", "verify", tt.file)
			if tt.code == exitOK {
				requireOK(t, r)
				assert.Equal(t, hash+"\n", r.stdout)
				assert.Empty(t, r.stderr)
				return
			}
			requireFail(t, r, tt.code, "", append([]string{tt.file + ": "}, tt.want...)...)
			assert.Len(t, r.lines(), 1)
			assert.Empty(t, r.stdout)
		})
	}
	r := e.run("", "verify", e.path("tampered.json"))
	assert.Regexp(t, `expected [0-9a-f]{64} \(recorded\), actual [0-9a-f]{64} \(content\)`, r.lastLine())
}

func TestUsage(t *testing.T) {
	e := newEnv(t)
	notes := testSpec(t, "notes.md")
	tests := []struct {
		name string
		args []string
		want string
	}{
		{"no command", nil, "Usage:"},
		{"unknown command", []string{"frobnicate"}, `unknown command "frobnicate"`},
		{"unknown flag", []string{"run", notes, "--frob"}, "run: flag provided but not defined: --frob"},
		{"missing spec", []string{"run", "--auto"}, "run: missing SPEC"},
		{"two specs", []string{"run", notes, notes}, "unexpected argument"},
		{"answers and auto", []string{"run", notes, "--auto", "--answers", "a.json"}, "--answers and --auto exclude each other"},
		{"rounds 0", []string{"run", notes, "--rounds", "0"}, "--rounds 0: want 1 to 3"},
		{"rounds 4", []string{"run", notes, "--rounds=4"}, "--rounds 4: want 1 to 3"},
		{"bad format", []string{"run", notes, "--format", "xml"}, `invalid value "xml" for flag --format: want json or markdown`},
		{"bad timeout", []string{"run", notes, "--timeout", "soon"}, "--timeout"},
		{"bad run id", []string{"run", notes, "--run-id", "a b"}, `--run-id "a b"`},
		{"llm openai without key", []string{"run", notes, "--llm", "openai"}, "--llm openai needs an API key: set OPENAI_API_KEY"},
		{"llm anthropic with model without key", []string{"run", "--model", "claude", notes, "--llm=anthropic"}, "--llm anthropic needs an API key: set ANTHROPIC_API_KEY"},
		{"llm unknown", []string{"run", notes, "--llm", "gpt"}, "want openai, anthropic or ollama"},
		{"model without llm", []string{"run", notes, "--model", "x"}, "--model needs --llm"},
		{"resume without id", []string{"resume", "--auto"}, "resume: missing RUN_ID"},
		{"verify without file", []string{"verify"}, "verify: missing FILE"},
		{"analyze format", []string{"analyze", notes, "--format", "yaml"}, "--format"},
		{"graph format", []string{"graph", "--format", "png"}, "--format"},
		{"graph argument", []string{"graph", "extra"}, "unexpected argument"},
		{"runs argument", []string{"runs", "list"}, `unexpected argument "list"`},
		{"runs show without id", []string{"runs", "show"}, "missing RUN_ID"},
		{"help unknown", []string{"help", "frob"}, `unknown command "frob"`},
		{"flag needs value", []string{"run", notes, "--out"}, "flag needs an argument: --out"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := e.run("", tt.args...)
			require.Equal(t, exitUsage, r.code, r.stderr)
			assert.Contains(t, r.stderr, tt.want)
			assert.Empty(t, r.stdout)
			if tt.args != nil {
				assert.Len(t, r.lines(), 1, r.stderr)
			}
		})
	}
	// Nothing was stored by any of them.
	_, err := os.Stat(e.path("state"))
	assert.True(t, os.IsNotExist(err))
}

func TestHelp(t *testing.T) {
	e := newEnv(t)
	for _, args := range [][]string{{"help"}, {"--help"}, {"-h"}} {
		r := e.run("", args...)
		requireOK(t, r)
		for _, c := range commands() {
			assert.Contains(t, r.stdout, "clarify "+c.usage)
		}
	}
	for _, c := range commands() {
		for _, args := range [][]string{{"help", c.name}, {c.name, "--help"}, {c.name, "-h"}} {
			r := e.run("", args...)
			requireOK(t, r)
			assert.True(t, strings.HasPrefix(r.stdout, "Usage: clarify "+c.usage+"\n"), r.stdout)
		}
	}
	r := e.run("", "help", "resume")
	assert.Contains(t, r.stdout, "A completed run: with --out, its FCS is written again")
}
