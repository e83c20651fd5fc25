package graph_test

import (
	"bytes"
	"context"
	"errors"
	"log/slog"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/graph"
)

func TestSlogObserver(t *testing.T) {
	var buf bytes.Buffer
	logger := slog.New(slog.NewTextHandler(&buf, &slog.HandlerOptions{Level: slog.LevelDebug}))
	p, err := graph.New[M]("log").
		Add("a", set("a", 1)).
		AddFunc("b", func(context.Context, *graph.Env, M) (M, error) { return nil, errors.New("nope") }, graph.After("a")).
		Build()
	require.NoError(t, err)
	_, err = p.Run(context.Background(), nil, graph.WithObserver(graph.SlogObserver(logger)), graph.WithRunID("r"))
	require.Error(t, err)
	out := buf.String()
	assert.Contains(t, out, `level=INFO msg="graph: run_started" graph=log run=r`)
	assert.Contains(t, out, `level=ERROR msg="graph: node_failed" graph=log run=r batch=1 node=b attempt=1 node_status=failed error=nope`)
	assert.Contains(t, out, "status=failed")
	assert.Equal(t, 10, strings.Count(out, "\n"), out)
}
