package main

import (
	"errors"
	"flag"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestParseArgs(t *testing.T) {
	tests := []struct {
		name    string
		args    []string
		pos     []string
		out     string
		auto    bool
		rounds  int
		timeout time.Duration
	}{
		{"flags first", []string{"--auto", "--out", "x.json", "spec.md"}, []string{"spec.md"}, "x.json", true, 1, 0},
		{"flags last", []string{"spec.md", "--auto", "--out=x.json"}, []string{"spec.md"}, "x.json", true, 1, 0},
		{"interleaved", []string{"--rounds", "2", "a", "-auto", "b", "--timeout", "3s", "c"}, []string{"a", "b", "c"}, "", true, 2, 3 * time.Second},
		{"double dash", []string{"--auto", "--", "--out", "x"}, []string{"--out", "x"}, "", true, 1, 0},
		{"double dash after positional", []string{"a", "--", "--auto"}, []string{"a", "--auto"}, "", false, 1, 0},
		{"double dash as a value", []string{"--out", "--", "a", "--auto"}, []string{"a"}, "--", true, 1, 0},
		{"single dash is positional", []string{"-", "--auto"}, []string{"-"}, "", true, 1, 0},
		{"none", nil, nil, "", false, 1, 0},
		{"bool false", []string{"a", "--auto=false"}, []string{"a"}, "", false, 1, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			fs := newFlagSet("test")
			auto := fs.Bool("auto", false, "")
			out := fs.String("out", "", "")
			rounds := fs.Int("rounds", 1, "")
			timeout := fs.Duration("timeout", 0, "")
			pos, err := parseArgs(fs, tt.args)
			require.NoError(t, err)
			assert.Equal(t, tt.pos, pos)
			assert.Equal(t, tt.out, *out)
			assert.Equal(t, tt.auto, *auto)
			assert.Equal(t, tt.rounds, *rounds)
			assert.Equal(t, tt.timeout, *timeout)
		})
	}
}

func TestParseArgsErrors(t *testing.T) {
	tests := []struct {
		name string
		args []string
		want string
	}{
		{"unknown flag after positional", []string{"a", "--nope"}, "test: flag provided but not defined: --nope (see clarify test --help)"},
		{"missing value", []string{"a", "--out"}, "test: flag needs an argument: --out (see clarify test --help)"},
		{"bad int", []string{"--rounds", "two", "a"}, `test: invalid value "two" for flag --rounds: parse error (see clarify test --help)`},
		{"bad enum", []string{"a", "--format", "xml"}, `test: invalid value "xml" for flag --format: want json, markdown or text (see clarify test --help)`},
		{"bad bool", []string{"--auto=maybe"}, `test: invalid boolean value "maybe" for --auto: parse error (see clarify test --help)`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			fs := newFlagSet("test")
			fs.Bool("auto", false, "")
			fs.String("out", "", "")
			fs.Int("rounds", 1, "")
			fs.Var(newEnum("json", "json", "markdown", "text"), "format", "")
			_, err := parseArgs(fs, tt.args)
			require.Error(t, err)
			err = flagError("test", err)
			assert.Equal(t, exitUsage, exitCode(err))
			assert.Equal(t, tt.want, err.Error())
		})
	}
}

func TestHelpFlag(t *testing.T) {
	for _, args := range [][]string{{"-h"}, {"a", "--help"}, {"-help", "a"}} {
		fs := newFlagSet("test")
		_, err := parseArgs(fs, args)
		assert.True(t, errors.Is(flagError("test", err), flag.ErrHelp), "%v", args)
	}
}

func TestPositionals(t *testing.T) {
	assert.NoError(t, positionals("run", []string{"a"}, "SPEC"))
	assert.NoError(t, positionals("graph", nil))
	err := positionals("run", nil, "SPEC")
	assert.Equal(t, "run: missing SPEC (see clarify run --help)", err.Error())
	assert.Equal(t, exitUsage, exitCode(err))
	err = positionals("run", []string{"a", "b"}, "SPEC")
	assert.Equal(t, `run: unexpected argument "b" (see clarify run --help)`, err.Error())
}

func TestEnumFlag(t *testing.T) {
	e := newEnum("json", "json", "text")
	assert.Equal(t, "json", e.String())
	require.NoError(t, e.Set("text"))
	assert.Equal(t, "text", e.value)
	assert.EqualError(t, e.Set("xml"), "want json or text")
	assert.Equal(t, "text", e.value, "a refused value changes nothing")
	assert.Equal(t, "", (*enumFlag)(nil).String())
	assert.Equal(t, "a, b or c", list([]string{"a", "b", "c"}))
	assert.Equal(t, "a", list([]string{"a"}))
}

func TestExitCode(t *testing.T) {
	assert.Equal(t, exitOK, exitCode(nil))
	assert.Equal(t, exitError, exitCode(errors.New("x")))
	assert.Equal(t, exitUsage, exitCode(usagef("x")))
	inner := errors.New("inner")
	err := failf(exitWaiting, inner, "waiting %d", 3)
	assert.Equal(t, exitWaiting, exitCode(err))
	assert.Equal(t, "waiting 3", err.Error())
	assert.ErrorIs(t, err, inner)
	assert.Equal(t, "a; b; c", oneLine("a\n  b\n\tc\n"))
}

func TestCheckRunID(t *testing.T) {
	for _, id := range []string{"r1", "20261122-150405-abcd1234", "a.b_c:d-e"} {
		assert.NoError(t, checkRunID(id), id)
	}
	for _, id := range []string{"", "-x", "a b", "a/b", "é", string(make([]byte, 129))} {
		assert.Error(t, checkRunID(id), "%q", id)
	}
	id := newRunID(time.Date(2026, 11, 22, 15, 4, 5, 0, time.UTC))
	assert.Regexp(t, `^20261122-150405-[0-9a-f]{8}$`, id)
	assert.NoError(t, checkRunID(id))
}

func TestRoundRunID(t *testing.T) {
	assert.Equal(t, "r-round2", roundRunID("r", 2))
	assert.Equal(t, "r-round3", roundRunID("r-round2", 3))
	assert.Equal(t, "a-roundabout-round2", roundRunID("a-roundabout", 2))
}

func TestShellQuote(t *testing.T) {
	assert.Equal(t, "sqlite:/tmp/runs.db", shellQuote("sqlite:/tmp/runs.db"))
	assert.Equal(t, "'a b'", shellQuote("a b"))
	assert.Equal(t, `'it'\''s'`, shellQuote("it's"))
	assert.Equal(t, "''", shellQuote(""))
}

func TestStoreHints(t *testing.T) {
	var def storeFlag
	assert.Equal(t, "clarify resume r1 --answers FILE", def.resume("r1", " --answers FILE"))
	assert.Equal(t, "clarify runs", def.runsHint())
	pg := storeFlag{dsn: "postgres://u:secret@h/db"}
	assert.Equal(t, "clarify resume r1 --store postgres://u:xxxxx@h/db", pg.resume("r1", ""))
	assert.Equal(t, "; resume it with: clarify resume r1 --store postgres://u:xxxxx@h/db", pg.hint("resume it with", "r1", ""))
	mem := storeFlag{dsn: "memory:"}
	assert.False(t, mem.durable())
	assert.Empty(t, mem.hint("resume it with", "r1", ""), "no resume is possible: no hint")
}
