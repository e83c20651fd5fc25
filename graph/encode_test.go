package graph

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/require"
)

func TestEncodeDeltaMatchesEncodingJSON(t *testing.T) {
	for _, v := range []any{
		map[string]int{"b": 2, "a": -1, "ü": 0},
		map[string]int{},
		map[string]int(nil),
		map[string]string{"x": "quote \" slash \\ <tag> & \n\t\r \x01 \u2028 é 😀", "bad": "\xff\xfe"},
		map[string]any{"k": []int{1}},
	} {
		want, err := json.Marshal(v)
		require.NoError(t, err)
		got, err := encodeDelta(v)
		require.NoError(t, err)
		require.Equal(t, string(want), string(got))
	}
}

func FuzzAppendJSONString(f *testing.F) {
	f.Add("plain")
	f.Add("<\"\\\x00\u2029\xff")
	f.Fuzz(func(t *testing.T, s string) {
		want, _ := json.Marshal(s)
		if got := appendJSONString(nil, s); string(got) != string(want) {
			t.Fatalf("appendJSONString(%q) = %s, want %s", s, got, want)
		}
	})
}
