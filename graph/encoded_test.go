package graph_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/checkpoint"
	"github.com/clarigraph/clarigraph/checkpoint/filestore"
	"github.com/clarigraph/clarigraph/checkpoint/sqlitestore"
	"github.com/clarigraph/clarigraph/graph"
)

// encodedCounter counts the records a store is handed encoded.
type encodedCounter struct {
	checkpoint.Store
	saver checkpoint.EncodedSaver
	n     *int
}

func (c encodedCounter) SaveEncoded(ctx context.Context, rec *checkpoint.Encoded) error {
	*c.n++
	return c.saver.SaveEncoded(ctx, rec)
}

type fixedClock struct{ graph.SystemClock }

func (fixedClock) Now() time.Time { return time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC) }

// TestSnapshotStreamedIntoRecord: a large snapshot is written straight into
// its record's encoding for a store that keeps records encoded ahead
// (checkpoint.EncodedSaver): the records are those Save writes, byte for
// byte, their chain links hold, and the run resumes and forks from them.
func TestSnapshotStreamedIntoRecord(t *testing.T) {
	type A = map[string]any
	init := A{}
	for i := range 300 { // a large state: streamed
		init[fmt.Sprintf("k%03d", i)] = strings.Repeat("v ", i)
	}
	g := graph.New[A]("stream").
		AddFunc("a", func(context.Context, *graph.Env, A) (A, error) { return A{"a": "<&> \u2028"}, nil }).
		AddFunc("b", func(context.Context, *graph.Env, A) (A, error) { return A{"b": 2}, nil }, graph.After("a")).
		AddFunc("c", func(context.Context, *graph.Env, A) (A, error) { return A{"c": []int{3}}, nil }, graph.After("b"))
	p, err := g.Build()
	require.NoError(t, err)
	ctx := context.Background()
	opens := map[string]func(t *testing.T) checkpoint.Store{
		"sqlite": func(t *testing.T) checkpoint.Store {
			s, err := sqlitestore.Open(ctx, filepath.Join(t.TempDir(), "runs.db"))
			require.NoError(t, err)
			return s
		},
		"file": func(t *testing.T) checkpoint.Store {
			s, err := filestore.Open(t.TempDir(), filestore.WithoutSync())
			require.NoError(t, err)
			return s
		},
	}
	if dsn := os.Getenv("CLARIGRAPH_POSTGRES_DSN"); dsn != "" {
		opens["postgres"] = func(t *testing.T) checkpoint.Store { return openPostgresDamage(t, dsn) }
	}
	for name, open := range opens {
		t.Run(name, func(t *testing.T) {
			plain := open(t) // Save only: the engine encodes nothing ahead
			defer plain.Close()
			inner := open(t)
			defer inner.Close()
			n := 0
			likePlain(t, p, init, plain, inner, encodedCounter{inner, inner.(checkpoint.EncodedSaver), &n}, &n, "encoded ahead", "k299")
		})
	}
}

// partsCounter counts the records a store is handed in parts.
type partsCounter struct {
	checkpoint.Store
	checkpoint.EncodedSaver
	saver checkpoint.StreamSaver
	n     *int
}

func (c partsCounter) SaveStreamed(ctx context.Context, rec *checkpoint.Streamed) error {
	*c.n++
	return c.saver.SaveStreamed(ctx, rec)
}

// TestSnapshotStreamedInParts: for a store that takes a record in parts
// (checkpoint.StreamSaver), a large snapshot is written into them as its
// state is encoded: the records are those Save writes, byte for byte, the
// chain holds (the digests computed as the state streams), and the run
// forks and resumes from them.
func TestSnapshotStreamedInParts(t *testing.T) {
	type A = map[string]any
	init := A{}
	for i := range 2000 { // a large state, of several parts
		init[fmt.Sprintf("k%04d", i)] = strings.Repeat("v ", i)
	}
	g := graph.New[A]("parts").
		AddFunc("a", func(context.Context, *graph.Env, A) (A, error) { return A{"a": "<&> \u2028"}, nil }).
		AddFunc("b", func(context.Context, *graph.Env, A) (A, error) { return A{"b": 2}, nil }, graph.After("a")).
		AddFunc("c", func(context.Context, *graph.Env, A) (A, error) { return A{"c": []int{3}}, nil }, graph.After("b"))
	p, err := g.Build()
	require.NoError(t, err)
	ctx := context.Background()
	type streamStore interface {
		checkpoint.Store
		checkpoint.EncodedSaver
		checkpoint.StreamSaver
	}
	opens := map[string]func(t *testing.T) streamStore{
		"sqlite": func(t *testing.T) streamStore {
			s, err := sqlitestore.Open(ctx, filepath.Join(t.TempDir(), "runs.db"))
			require.NoError(t, err)
			return s
		},
		"file": func(t *testing.T) streamStore {
			s, err := filestore.Open(t.TempDir(), filestore.WithoutSync())
			require.NoError(t, err)
			return s
		},
	}
	if dsn := os.Getenv("CLARIGRAPH_POSTGRES_DSN"); dsn != "" {
		opens["postgres"] = func(t *testing.T) streamStore { return openPostgresDamage(t, dsn).(streamStore) }
	}
	for name, open := range opens {
		t.Run(name, func(t *testing.T) { streamedInParts(t, p, init, open(t), open(t)) })
	}
}

// streamedInParts runs TestSnapshotStreamedInParts on two stores.
func streamedInParts(t *testing.T, p *graph.Plan[map[string]any], init map[string]any, plain, inner interface {
	checkpoint.Store
	checkpoint.EncodedSaver
	checkpoint.StreamSaver
}) {
	defer plain.Close()
	defer inner.Close()
	n := 0
	likePlain(t, p, init, plain, inner, partsCounter{inner, inner, inner, &n}, &n, "saved in parts", "k1999")
}

// likePlain runs the plan (a snapshot every two records) on plain, seen
// as a store that only saves, and on counted, a wrapper over inner that
// counts in *n the records it takes another way (how, says what). The two
// stores must hold the same records; the two snapshots and a fork's are
// counted; the fork of counted resumes with lastKey's value intact.
func likePlain(t *testing.T, p *graph.Plan[map[string]any], init map[string]any, plain, inner, counted checkpoint.Store, n *int, what, lastKey string) {
	t.Helper()
	ctx := context.Background()
	for _, s := range []checkpoint.Store{struct{ checkpoint.Store }{plain}, counted} {
		_, err := graph.NewRunner(p, graph.WithStore(s), graph.WithClock(fixedClock{}), graph.WithSnapshotEvery(2)).
			Run(ctx, init, graph.WithRunID("r"))
		require.NoError(t, err)
	}
	assert.Equal(t, 2, *n, "the snapshots (records 1 and 3) were "+what)
	sameRecords(t, plain, inner, "r")

	r := graph.NewRunner(p, graph.WithStore(counted), graph.WithClock(fixedClock{}))
	require.NoError(t, r.Fork(ctx, "r", 2, "f"))
	assert.Equal(t, 3, *n, "the fork's snapshot too")
	res, err := r.Resume(ctx, "f")
	require.NoError(t, err)
	assert.Equal(t, []int{3}, res.State["c"])
	assert.Equal(t, init[lastKey], res.State[lastKey])
}

// TestSnapshotStreamedPartsOnly: a store that takes records in parts
// without keeping records encoded ahead has its large snapshots streamed
// too, to the records Save writes.
func TestSnapshotStreamedPartsOnly(t *testing.T) {
	type A = map[string]any
	init := A{}
	for i := range 1000 {
		init[fmt.Sprintf("k%04d", i)] = strings.Repeat("v ", i)
	}
	p, err := graph.New[A]("parts-only").
		AddFunc("a", func(context.Context, *graph.Env, A) (A, error) { return A{"a": 1}, nil }).
		AddFunc("b", func(context.Context, *graph.Env, A) (A, error) { return A{"b": 2}, nil }, graph.After("a")).
		Build()
	require.NoError(t, err)
	ctx := context.Background()
	plain, err := sqlitestore.Open(ctx, filepath.Join(t.TempDir(), "plain.db"))
	require.NoError(t, err)
	defer plain.Close()
	inner, err := sqlitestore.Open(ctx, filepath.Join(t.TempDir(), "parts.db"))
	require.NoError(t, err)
	defer inner.Close()
	n := 0
	only := struct {
		checkpoint.Store
		checkpoint.StreamSaver
	}{inner, partsCounter{inner, inner, inner, &n}}
	for _, s := range []checkpoint.Store{struct{ checkpoint.Store }{plain}, only} {
		_, err := graph.NewRunner(p, graph.WithStore(s), graph.WithClock(fixedClock{}), graph.WithSnapshotEvery(1)).
			Run(ctx, init, graph.WithRunID("r"))
		require.NoError(t, err)
	}
	assert.Equal(t, 3, n, "every snapshot saved in parts")
	require.Len(t, sameRecords(t, plain, inner, "r"), 3)
}

// sameRecords asserts that two stores hold the same records of run: the
// same history, checksums and digests, and an integrity chain that reaches
// the last record in want. It returns the history.
func sameRecords(t *testing.T, plain, want checkpoint.Store, run string) []checkpoint.Summary {
	t.Helper()
	ctx := context.Background()
	hp, err := plain.History(ctx, run)
	require.NoError(t, err)
	hw, err := want.History(ctx, run)
	require.NoError(t, err)
	require.Equal(t, hp, hw)
	require.NotEmpty(t, hp)
	for _, h := range hp {
		a, err := plain.Load(ctx, run, h.Seq)
		require.NoError(t, err)
		b, err := want.Load(ctx, run, h.Seq)
		require.NoError(t, err)
		assert.Equal(t, a.Checksum, b.Checksum, "record %d", h.Seq)
		assert.Equal(t, checkpoint.Digest(a), checkpoint.Digest(b), "record %d", h.Seq)
	}
	chain, err := checkpoint.Chain(ctx, want, run, 0, nil)
	require.NoError(t, err)
	require.NotEmpty(t, chain)
	assert.Equal(t, hp[len(hp)-1].Seq, chain[len(chain)-1].Seq)
	return hp
}
