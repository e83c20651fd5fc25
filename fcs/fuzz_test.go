package fcs

import (
	"encoding/json"
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// FuzzVerify feeds arbitrary documents to Verify and Decode: no panic, a
// typed error, and a document that verifies hashes to the hash it records.
func FuzzVerify(f *testing.F) {
	f.Add(sampleDoc(f))
	f.Add([]byte(`{"schema_version":"1.0","hash":"x"}`))
	f.Add([]byte(`{"a":1,"a":2}`))
	f.Add([]byte(`{"hash":"x","metadata":{"t":1.5e300}}`))
	f.Add([]byte(`[]`))
	f.Add([]byte(`{"s":"\ud800"}`))
	f.Fuzz(func(t *testing.T, doc []byte) {
		err := Verify(doc)
		if err != nil {
			var de *DocumentError
			var me *HashMismatchError
			assert.True(t, errors.As(err, &de) || errors.As(err, &me), "typed error: %v", err)
			assert.True(t, errors.Is(err, ErrNotFCS) != errors.Is(err, ErrHashMismatch))
			return
		}
		var head struct {
			Hash string `json:"hash"`
		}
		require.NoError(t, json.Unmarshal(doc, &head))
		h, err := Hash(doc)
		require.NoError(t, err)
		assert.Equal(t, head.Hash, h)
		if _, err := Decode(doc); err != nil {
			assert.ErrorIs(t, err, ErrNotFCS)
		}
	})
}
