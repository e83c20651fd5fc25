package filestore

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/checkpoint"
)

func TestEncodeName(t *testing.T) {
	tests := []struct{ in, want string }{
		{"run-1_a", "p-run-1_a"},
		{"Run", "x-52756e"},
		{"a/b", "x-612f62"},
		{"..", "x-2e2e"},
		{"ü", "x-c3bc"},
	}
	for _, tt := range tests {
		got, err := encodeName(tt.in)
		require.NoError(t, err)
		assert.Equal(t, tt.want, got)
		back, ok := decodeName(got)
		require.True(t, ok)
		assert.Equal(t, tt.in, back)
	}
	for _, bad := range []string{"", string(make([]byte, maxName+1))} {
		_, err := encodeName(bad)
		assert.ErrorIs(t, err, checkpoint.ErrInvalid)
	}
	for _, other := range []string{".tmp-123", ".trash-1", "p-", "x-", "x-zz", "lease", "outputs"} {
		_, ok := decodeName(other)
		assert.False(t, ok, other)
	}
}

func TestRecordName(t *testing.T) {
	assert.Equal(t, "00000000000000000042.ckpt", recordName(42))
	seq, ok := parseRecordName(recordName(42))
	require.True(t, ok)
	assert.Equal(t, int64(42), seq)
	for _, bad := range []string{"42.ckpt", "0000000000000000000x.ckpt", "00000000000000000000.ckpt", "00000000000000000042.tmp"} {
		_, ok := parseRecordName(bad)
		assert.False(t, ok, bad)
	}
}

func FuzzName(f *testing.F) {
	for _, s := range []string{"run-1", "Run/ü", "..", "x-61"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		name, err := encodeName(s)
		if err != nil {
			return
		}
		if len(name) > 255 {
			t.Fatalf("name of %d bytes", len(name))
		}
		back, ok := decodeName(name)
		if !ok || back != s {
			t.Fatalf("%q -> %q -> %q", s, name, back)
		}
	})
}
