package server

import (
	"bytes"
	"encoding/json"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/checkpoint"
	"github.com/clarigraph/clarigraph/fcs"
)

type ptrMarshaler struct{ N int }

func (p *ptrMarshaler) MarshalJSON() ([]byte, error) { return []byte(`"ptr"`), nil }

type inner struct {
	A string `json:"a"`
}

type sample struct {
	Name    string            `json:"name"`
	Empty   string            `json:"empty,omitempty"`
	HTML    string            `json:"html"`
	Nil     []int             `json:"nil"`
	NilOmit []int             `json:"nil_omit,omitempty"`
	None    []int             `json:"none"`
	Ints    []int             `json:"ints"`
	Bytes   []byte            `json:"bytes"`
	Inners  []inner           `json:"inners"`
	Ptrs    []*inner          `json:"ptrs"`
	PtrM    []ptrMarshaler    `json:"ptr_m"`
	Field   ptrMarshaler      `json:"field"`
	Map     map[string]any    `json:"map,omitempty"`
	Time    time.Time         `json:"time"`
	Raw     json.RawMessage   `json:"raw"`
	Status  checkpoint.Status `json:"status"`
	NoTag   int
	Skipped int `json:"-"`
	hidden  int
}

type embeds struct {
	inner
	B int `json:"b"`
}

type stringOpt struct {
	N int `json:"n,string"`
}

// encode is what encodeStream must write: the encoder's bytes.
func encode(t *testing.T, v any, indent bool) string {
	t.Helper()
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if indent {
		enc.SetIndent("", "  ")
	}
	require.NoError(t, enc.Encode(v))
	return strings.TrimSuffix(b.String(), "\n")
}

func TestEncodeStreamMatchesEncoder(t *testing.T) {
	raw, err := os.ReadFile("../fcs/testdata/sample.fcs.json")
	require.NoError(t, err)
	f, err := fcs.Decode(raw)
	require.NoError(t, err)
	full := sample{
		Name: "n", HTML: "<a href='x'>&</a>", None: []int{}, Ints: []int{1, 2, 3}, Bytes: []byte("hi"),
		Inners: []inner{{"x"}, {"<y>"}}, Ptrs: []*inner{nil, {"z"}}, PtrM: []ptrMarshaler{{1}, {2}}, Field: ptrMarshaler{3},
		Map: map[string]any{"b": 1, "a": []string{"x"}}, Time: time.Date(2026, 11, 28, 0, 0, 0, 0, time.UTC),
		Raw: json.RawMessage(`{"k": [1, 2]}`), Status: checkpoint.StatusInterrupted, NoTag: 7, Skipped: 8, hidden: 9,
	}
	tests := []struct {
		name string
		v    any
	}{
		{"fcs", f},
		{"fcs value", *f},
		{"run response", RunResponse{RunID: "r", Status: checkpoint.StatusCompleted, FCS: f}},
		{"run view", &RunView{RunID: "r", Nodes: []NodeView{{ID: "a"}, {ID: "b", Status: "completed"}}, Questions: f.OpenQuestions}},
		{"every kind of field", &full},
		{"every kind of field, by value", full},
		{"zero", &sample{}},
		{"embedded struct (encoded at once)", embeds{inner{"a"}, 1}},
		{"string option (encoded at once)", stringOpt{3}},
		{"map", map[string]int{"a": 1}},
		{"slice", []int{1, 2}},
		{"nil pointer", (*sample)(nil)},
		{"error body", errorBody{Error: apiErrorf(421, CodeUnknownHost, nil, "host %q", "<evil>")}},
	}
	for _, tt := range tests {
		for _, indent := range []bool{false, true} {
			t.Run(tt.name, func(t *testing.T) {
				var b bytes.Buffer
				require.NoError(t, encodeStream(&b, tt.v, indent))
				assert.Equal(t, encode(t, tt.v, indent), b.String())
			})
		}
	}
	// The FCS as GET /api/runs/{id}/fcs writes it: the bytes of MarshalIndent.
	want, err := f.MarshalIndent()
	require.NoError(t, err)
	var b bytes.Buffer
	require.NoError(t, encodeStream(&b, f, true))
	assert.Equal(t, string(want), b.String()+"\n")
}

func TestEncodeStreamExtraMembers(t *testing.T) {
	type small struct {
		A string `json:"a,omitempty"`
	}
	tests := []struct {
		name  string
		v     any
		extra []member
		want  string
	}{
		{"appended", small{"x"}, []member{{name: "q", raw: []byte(`[1, 2]`)}, {name: "s", raw: []byte(`{"k":1}`)}}, `{"a":"x","q":[1, 2],"s":{"k":1}}`},
		{"empty ones left out", small{"x"}, []member{{name: "q", raw: []byte(`[]`)}, {name: "n", raw: []byte(`null`)}, {name: "z"}}, `{"a":"x"}`},
		{"empty ones kept", small{"x"}, []member{{name: "q", raw: []byte(`[]`), keep: true}, {name: "z", keep: true}}, `{"a":"x","q":[],"z":[]}`},
		{"after no member", small{}, []member{{name: "q", raw: []byte(`[1]`)}}, `{"q":[1]}`},
		{"none at all", small{}, nil, `{}`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var b bytes.Buffer
			require.NoError(t, encodeStream(&b, tt.v, false, tt.extra...))
			assert.Equal(t, tt.want, b.String())
			assert.True(t, json.Valid(b.Bytes()))
		})
	}
}

func TestMembers(t *testing.T) {
	tests := []struct {
		name string
		raw  string
		want map[string]string
		err  bool
	}{
		{"pending", `{"questions":[{"id":"Q-1","options":[{"label":"a, \"b\" ]}"}]}],"assessment":{"clarity":2}}`,
			map[string]string{"questions": `[{"id":"Q-1","options":[{"label":"a, \"b\" ]}"}]}]`, "assessment": `{"clarity":2}`}, false},
		{"spaces", " { \"assessment\" : null , \"questions\" : [ ] , \"x\": 1.5e3 } ",
			map[string]string{"questions": `[ ]`, "assessment": `null`}, false},
		{"escaped key", `{"q\u0075estions":[1],"other":true}`, map[string]string{"questions": `[1]`}, false},
		{"absent", `{"other":{"questions":[1]}}`, map[string]string{}, false},
		{"empty object", `{}`, map[string]string{}, false},
		{"not an object", `[1]`, nil, true},
		{"not JSON", `{"questions":`, nil, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := members([]byte(tt.raw), "questions", "assessment")
			if tt.err {
				require.Error(t, err)
				return
			}
			require.NoError(t, err)
			out := map[string]string{}
			for k, v := range got {
				out[k] = string(v)
			}
			assert.Equal(t, tt.want, out)
		})
	}
}

// FuzzMembers holds members to encoding/json: the raw value of every
// member it returns decodes to what json.Unmarshal gives for that member.
func FuzzMembers(f *testing.F) {
	f.Add([]byte(`{"questions":[{"id":"Q-1"}],"assessment":{"clarity":2}}`))
	f.Add([]byte(`{"questions":"a\"b","assessment":-1.5e-3,"questions":true}`))
	f.Add([]byte(` {"a":[{"b":"}"}],"questions":null} `))
	f.Fuzz(func(t *testing.T, raw []byte) {
		got, err := members(raw, "questions", "assessment")
		var want map[string]json.RawMessage
		if json.Unmarshal(raw, &want) != nil || want == nil { // not an object (null decodes to a nil map)
			if err == nil {
				t.Fatalf("members accepted %q, which is not a JSON object", raw)
			}
			return
		}
		if err != nil {
			t.Fatalf("members refused %q: %v", raw, err)
		}
		for _, name := range []string{"questions", "assessment"} {
			w, ok := want[name]
			g, gok := got[name]
			if ok != gok {
				t.Fatalf("%q: member %s found %v, encoding/json %v", raw, name, gok, ok)
			}
			if ok && !bytes.Equal(compact(t, g), compact(t, w)) {
				t.Fatalf("%q: member %s is %q, encoding/json %q", raw, name, g, w)
			}
		}
	})
}

func compact(t *testing.T, b []byte) []byte {
	var out bytes.Buffer
	if err := json.Compact(&out, b); err != nil {
		t.Fatalf("%q: %v", b, err)
	}
	return out.Bytes()
}
