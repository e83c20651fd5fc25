package storekit_test

import (
	"context"
	"errors"
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/checkpoint"
	"github.com/clarigraph/clarigraph/checkpoint/memstore"
	"github.com/clarigraph/clarigraph/checkpoint/storekit"
)

// fake is a scheme whose Open returns err, or a memory store.
func fake(form string, err error, names ...string) storekit.Scheme {
	return storekit.Scheme{Names: names, Form: form, Open: func(_ context.Context, _, rest string) (checkpoint.Store, error) {
		if err != nil {
			return nil, err
		}
		return memstore.New(), nil
	}}
}

func TestRegistryOpen(t *testing.T) {
	refused := errors.New("refused\nby the server")
	var r storekit.Registry
	r.Register(fake("a:X", nil, "a", "alpha"), fake("b://…", storekit.InvalidDSN("bad b"), "b"),
		fake("c:", refused, "c"), fake("d:", fmt.Errorf("wrapped: %w", storekit.OpenFailed("d refused", refused)), "d"))
	assert.Equal(t, []string{"a:X", "b://…", "c:", "d:"}, r.Forms())

	for _, dsn := range []string{"a:x", "ALPHA:x", "Alpha:"} {
		s, err := r.Open(context.Background(), dsn)
		require.NoError(t, err, dsn)
		require.NoError(t, s.Close())
	}
	tests := []struct {
		dsn, msg string
		kind     error
	}{
		{"", "storekit: : empty DSN (want a:X, b://…, c: or d:)", storekit.ErrInvalidDSN},
		{"runs.db", "storekit: runs.db: no scheme (want a:X, b://…, c: or d:)", storekit.ErrUnknownScheme},
		{"z://u:pw@h", `storekit: z://u:xxxxx@h: unknown scheme "z" (want a:X, b://…, c: or d:)`, storekit.ErrUnknownScheme},
		{"b://u:pw@h", "storekit: b://u:xxxxx@h: bad b", storekit.ErrInvalidDSN},
		{"c:", "storekit: c:: cannot open the store: refused; by the server", storekit.ErrOpen},
		{"d:", "storekit: d:: d refused: refused; by the server", storekit.ErrOpen},
	}
	for _, tt := range tests {
		t.Run(tt.dsn, func(t *testing.T) {
			s, err := r.Open(context.Background(), tt.dsn)
			assert.Nil(t, s)
			require.ErrorIs(t, err, tt.kind)
			assert.EqualError(t, err, tt.msg)
			var de *storekit.DSNError
			require.ErrorAs(t, err, &de)
		})
	}
}

func TestRegistryRegisterPanics(t *testing.T) {
	tests := map[string]storekit.Scheme{
		"no names":   fake("x:", nil),
		"empty name": fake("x:", nil, ""),
		"colon":      fake("x:", nil, "x:"),
		"no form":    fake("", nil, "x"),
		"no open":    {Names: []string{"x"}, Form: "x:"},
		"twice":      fake("A:", nil, "A"),
	}
	for name, s := range tests {
		t.Run(name, func(t *testing.T) {
			var r storekit.Registry
			r.Register(fake("a:", nil, "a"))
			assert.Panics(t, func() { r.Register(s) })
		})
	}
}

func TestEmptyRegistry(t *testing.T) {
	var r storekit.Registry
	_, err := r.Open(context.Background(), "memory:")
	assert.ErrorIs(t, err, storekit.ErrUnknownScheme)
	assert.EqualError(t, err, `storekit: memory:: unknown scheme "memory" (want a registered scheme)`)
}

func TestLocalPath(t *testing.T) {
	for rest, want := range map[string]string{"runs.db": "runs.db", "///abs/runs.db": "/abs/runs.db", "//rel": "rel"} {
		got, err := storekit.LocalPath(rest, "a file")
		require.NoError(t, err)
		assert.Equal(t, want, got)
	}
	for _, rest := range []string{"", "//", "  "} {
		_, err := storekit.LocalPath(rest, "a file")
		assert.ErrorIs(t, err, storekit.ErrInvalidDSN)
	}
}
