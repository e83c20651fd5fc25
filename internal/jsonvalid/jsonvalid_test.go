package jsonvalid

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestValid(t *testing.T) {
	tests := []struct {
		in   string
		want bool
	}{
		{`{"n0001":1}`, true},
		{` {"a" : [1, -2.5e+3, 0, "x\u00e9\n", true, false, null, {}, []] } `, true},
		{`"\ud800"`, true}, // a lone surrogate escape is accepted, as by encoding/json
		{"\"\xff\xfe\"", true},
		{`0`, true},
		{`-0.0e-0`, true},
		{`1E9`, true},
		{``, false},
		{` `, false},
		{`01`, false},
		{`-`, false},
		{`1.`, false},
		{`.5`, false},
		{`1e`, false},
		{`1e+`, false},
		{`+1`, false},
		{`{"a":1,}`, false},
		{`[1,]`, false},
		{`[1 2]`, false},
		{`{"a" 1}`, false},
		{`{1:2}`, false},
		{`{"a":1]`, false},
		{`[1}`, false},
		{`[`, false},
		{`{"a":`, false},
		{`"abc`, false},
		{"\"a\tb\"", false},
		{`"\x"`, false},
		{`"\u12"`, false},
		{`"\u12g4"`, false},
		{`tru`, false},
		{`truex`, false},
		{`nul`, false},
		{`1 2`, false},
		{`{}{}`, false},
		{"\v1", false},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			assert.Equal(t, tt.want, Valid([]byte(tt.in)))
			assert.Equal(t, json.Valid([]byte(tt.in)), Valid([]byte(tt.in)), "differs from encoding/json")
		})
	}
}

// The nesting limit is encoding/json's, for empty and non-empty innermost
// containers alike.
func TestValidDepth(t *testing.T) {
	for _, depth := range []int{1, 63, 64, 65, maxDepth - 1, maxDepth, maxDepth + 1} {
		for _, inner := range []string{"", "1"} {
			in := []byte(strings.Repeat("[", depth) + inner + strings.Repeat("]", depth))
			assert.Equal(t, json.Valid(in), Valid(in), "depth %d, inner %q", depth, inner)
			assert.Equal(t, depth <= maxDepth, Valid(in), "depth %d", depth)
		}
		obj := []byte(strings.Repeat(`{"k":`, depth) + "{}" + strings.Repeat("}", depth))
		assert.Equal(t, json.Valid(obj), Valid(obj), "object depth %d", depth)
	}
}

func FuzzValid(f *testing.F) {
	for _, s := range []string{`{"a":[1,2,{"b":null}]}`, `"\u00e9"`, `-1.5e10`, `[[]]`, `{"a":1,}`, "\"\xff\"", `tru`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		if got, want := Valid(b), json.Valid(b); got != want {
			t.Fatalf("Valid(%q) = %t, encoding/json says %t", b, got, want)
		}
	})
}

func BenchmarkValid(b *testing.B) {
	inputs := map[string][]byte{
		"delta": []byte(`{"n0001":1}`),
		"state": []byte(strings.Repeat(`{"key_0001":"some value","n":12345,"ok":true,"list":[1,2,3]},`, 100)),
	}
	inputs["state"] = []byte("[" + strings.TrimSuffix(string(inputs["state"]), ",") + "]")
	for name, in := range inputs {
		b.Run(name+"/jsonvalid", func(b *testing.B) {
			b.SetBytes(int64(len(in)))
			for b.Loop() {
				if !Valid(in) {
					b.Fatal("invalid")
				}
			}
		})
		b.Run(name+"/encoding_json", func(b *testing.B) {
			b.SetBytes(int64(len(in)))
			for b.Loop() {
				if !json.Valid(in) {
					b.Fatal("invalid")
				}
			}
		})
	}
}
