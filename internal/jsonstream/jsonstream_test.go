package jsonstream_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"math"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/fcs"
	"github.com/clarigraph/clarigraph/internal/jsonstream"
	"github.com/clarigraph/clarigraph/spec"
	"github.com/clarigraph/clarigraph/spec/spectest"
)

type inner struct {
	A string `json:"a,omitempty"`
	B []int  `json:"b"`
}

type ptrMarshaler struct{ X int }

func (p *ptrMarshaler) MarshalJSON() ([]byte, error) { return []byte(`"ptr"`), nil }

type valMarshaler struct{ X int }

func (v valMarshaler) MarshalJSON() ([]byte, error) { return []byte(`{ "spaced" : 1 }`), nil }

type embedded struct {
	inner
	C int
}

type tagged struct {
	N  int    `json:"n,string"`
	S  string `json:"s,omitzero"`
	OK bool
}

// clash is a struct whose two fields have the same JSON name (built by
// reflection: go vet rejects it written out).
var clash = reflect.StructOf([]reflect.StructField{
	{Name: "A", Type: reflect.TypeFor[int](), Tag: `json:"x"`},
	{Name: "B", Type: reflect.TypeFor[int](), Tag: `json:"x"`},
	{Name: "C", Type: reflect.TypeFor[int]()},
})

func clashing() any {
	v := reflect.New(clash).Elem()
	v.Field(0).SetInt(1)
	v.Field(2).SetInt(3)
	return v.Interface()
}

type badTag struct {
	//lint:ignore SA5008 a tag encoding/json does not take, on purpose
	A int `json:"a\"b"`
}

type kitchen struct {
	Str     string                       `json:"str"`
	HTML    string                       `json:"html"`
	Unicode string                       `json:"unicode"`
	Invalid string                       `json:"invalid"`
	Int     int                          `json:"int,omitempty"`
	Float   float64                      `json:"float"`
	Small   float64                      `json:"small"`
	Ptr     *inner                       `json:"ptr"`
	NilPtr  *inner                       `json:"nil_ptr"`
	Omitted *inner                       `json:"omitted,omitempty"`
	Slice   []inner                      `json:"slice"`
	Nil     []inner                      `json:"nil"`
	Empty   []inner                      `json:"empty"`
	Ptrs    []*inner                     `json:"ptrs"`
	Bytes   []byte                       `json:"bytes"`
	Map     map[string]inner             `json:"map"`
	Raw     json.RawMessage              `json:"raw"`
	Any     any                          `json:"any"`
	PM      ptrMarshaler                 `json:"pm"`
	PMs     []ptrMarshaler               `json:"pms"`
	VM      valMarshaler                 `json:"vm"`
	Time    time.Time                    `json:"time"`
	Emb     embedded                     `json:"emb"`
	Tagged  tagged                       `json:"tagged"`
	Clash   any                          `json:"clash"`
	BadTag  badTag                       `json:"bad_tag"`
	Arr     [2]inner                     `json:"arr"`
	Nested  [][]inner                    `json:"nested"`
	Struct  struct{ X, y int }           `json:"struct"`
	Maps    []map[string]json.RawMessage `json:"maps"`
	NoTag   string
	Skipped string `json:"-"`
	//lint:ignore SA5008 a member named "-", on purpose
	Dash  string `json:"-,"`
	unexp string
}

func sample() kitchen {
	return kitchen{
		Str: "plain", HTML: "<a href=\"x\">&</a>", Unicode: "naïve – “quoted” \u2028 \u2029", Invalid: "\xff\xfe",
		Float: 1e21, Small: 1e-7, Ptr: &inner{A: "p", B: []int{1, 2}},
		Slice: []inner{{A: "1"}, {B: []int{3}}}, Empty: []inner{}, Ptrs: []*inner{nil, {A: "q"}},
		Bytes: []byte("bytes"), Map: map[string]inner{"z": {A: "z"}, "a": {}}, Raw: json.RawMessage(`{ "a" : [1, 2] }`),
		Any: map[string]any{"k": []any{1, "two"}}, PMs: []ptrMarshaler{{1}, {2}}, Time: time.Date(2026, 11, 28, 8, 0, 0, 5, time.UTC),
		Emb: embedded{inner: inner{A: "e"}, C: 3}, Tagged: tagged{N: 4}, Clash: clashing(), BadTag: badTag{5},
		Arr: [2]inner{{A: "x"}}, Nested: [][]inner{{{A: "n"}}, nil, {}}, Struct: struct{ X, y int }{1, 2},
		Maps: []map[string]json.RawMessage{{"b": json.RawMessage(`true`)}}, NoTag: "t", Skipped: "s", Dash: "d", unexp: "u",
	}
}

// same checks that Marshal and Encode write what json.Marshal writes.
func same(t *testing.T, v any) {
	t.Helper()
	want, werr := json.Marshal(v)
	got, gerr := jsonstream.Marshal(v)
	var b bytes.Buffer
	eerr := jsonstream.Encode(&b, v)
	if werr != nil {
		require.Error(t, gerr)
		require.Error(t, eerr)
		return
	}
	require.NoError(t, gerr)
	require.Equal(t, string(want), string(got))
	require.NoError(t, eerr)
	require.Equal(t, string(want), b.String())
}

func TestMarshalIsJSONMarshal(t *testing.T) {
	k := sample()
	for name, v := range map[string]any{
		"value": k, "pointer": &k, "slice": []kitchen{k, {}}, "pointers": []*kitchen{&k, nil},
		"nil": nil, "nil pointer": (*kitchen)(nil), "zero": kitchen{}, "string": "<x>", "int": 7,
		"map": map[string]kitchen{"a": k}, "empty slice": []int{}, "nil slice": []int(nil),
		"pointer marshaler": &ptrMarshaler{}, "value marshaler": valMarshaler{}, "clash": clashing(),
	} {
		t.Run(name, func(t *testing.T) { same(t, v) })
	}
}

func TestMarshalErrors(t *testing.T) {
	type withFunc struct{ F func() }
	same(t, withFunc{F: func() {}})
	same(t, struct{ F float64 }{math.NaN()})
	type node struct {
		Next *node `json:"next"`
	}
	n := &node{}
	n.Next = n
	_, err := jsonstream.Marshal(n)
	var unsupported *json.UnsupportedValueError
	require.True(t, errors.As(err, &unsupported), "a cycle is reported as encoding/json reports it: %v", err)
}

func TestMarshalSpecification(t *testing.T) {
	s, err := spec.Parse("gen.md", spectest.Generate(300))
	require.NoError(t, err)
	same(t, s)
	f := fcs.FCS{Specification: *s, Requirements: s.Requirements, Metadata: map[string]any{"analyzer": "rules <&>", "n": 3}}
	same(t, f)
	same(t, &f)
	// A piece larger than a block.
	big := struct {
		Content string   `json:"content"`
		Lines   []string `json:"lines"`
	}{strings.Repeat("<x>", 1<<20), strings.Split(strings.Repeat("line\n", 5000), "\n")}
	same(t, big)
}

func TestEncodeWriteError(t *testing.T) {
	err := jsonstream.Encode(failing{}, sample())
	assert.ErrorIs(t, err, errWrite)
}

var errWrite = errors.New("write failed")

type failing struct{}

func (failing) Write([]byte) (int, error) { return 0, errWrite }

func TestLarge(t *testing.T) {
	assert.False(t, jsonstream.Large(sample()))
	assert.False(t, jsonstream.Large(nil))
	assert.True(t, jsonstream.Large(struct{ P *struct{ S []int } }{&struct{ S []int }{make([]int, 300)}}))
	assert.True(t, jsonstream.Large(&struct{ S string }{strings.Repeat("x", 300<<10)}))
	assert.True(t, jsonstream.Large(map[string]int{}) == false)
	// A few sections whose bodies are long: looked into. More than 16
	// elements are not, nor more than 64 values.
	type section struct{ Title, Body string }
	few := []section{{"a", "b"}, {"c", strings.Repeat("x", 300<<10)}}
	assert.True(t, jsonstream.Large(struct{ S []section }{few}))
	many := append(make([]section, 16), few...)
	assert.False(t, jsonstream.Large(struct{ S []section }{many}))
	deep := make([][]section, 16)
	for i := range deep {
		deep[i] = make([]section, 4)
	}
	deep[15] = few
	assert.False(t, jsonstream.Large(deep), "past 64 values")
	deep[1] = few
	assert.True(t, jsonstream.Large(deep))
	same(t, struct{ S []section }{few})
}

func TestAppend(t *testing.T) {
	s, err := spec.Parse("gen.md", spectest.Generate(300))
	require.NoError(t, err)
	require.True(t, jsonstream.Large(s))
	want, err := json.Marshal(s)
	require.NoError(t, err)
	for _, b := range [][]byte{nil, []byte("prefix,"), make([]byte, 3, 1<<20)} {
		got, err := jsonstream.Append(b, s)
		require.NoError(t, err)
		require.Equal(t, string(b)+string(want), string(got))
		small, err := jsonstream.Append(b, inner{A: "a"})
		require.NoError(t, err)
		require.Equal(t, string(b)+`{"a":"a","b":null}`, string(small))
	}
}

// AppendAtMost appends what Append appends when it is at most the limit
// long, and else nothing, for a large value and a small one.
func TestAppendAtMost(t *testing.T) {
	s, err := spec.Parse("gen.md", spectest.Generate(300))
	require.NoError(t, err)
	for _, v := range []any{s, inner{A: "a"}} {
		want, err := json.Marshal(v)
		require.NoError(t, err)
		n := len(want)
		for _, limit := range []int{-1, 0, 1, n / 2, n - 1, n, n + 1, 2 * n} {
			for _, b := range [][]byte{nil, []byte("prefix,"), make([]byte, 3, 1<<20)} {
				got, ok, err := jsonstream.AppendAtMost(b, v, limit)
				require.NoError(t, err)
				require.Equal(t, limit >= n, ok, limit)
				if ok {
					require.Equal(t, string(b)+string(want), string(got), limit)
				} else {
					require.Equal(t, string(b), string(got), limit)
				}
			}
		}
	}
	_, ok, err := jsonstream.AppendAtMost(nil, map[string]any{"c": make(chan int)}, 1<<20)
	require.Error(t, err)
	require.False(t, ok)
}

// encoder returns what a json.Encoder set up alike writes for v, without
// the final newline.
func encoder(v any, escapeHTML bool, indent string) (string, error) {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(escapeHTML)
	enc.SetIndent("", indent)
	err := enc.Encode(v)
	return strings.TrimSuffix(b.String(), "\n"), err
}

func TestEncoderIsJSONEncoder(t *testing.T) {
	k := sample()
	s, err := spec.Parse("gen.md", spectest.Generate(300))
	require.NoError(t, err)
	f := fcs.FCS{Specification: *s, Requirements: s.Requirements, Metadata: map[string]any{"analyzer": "rules <&>"}}
	large := struct {
		Kitchens []kitchen  `json:"kitchens"`
		Nested   [][]inner  `json:"nested"`
		Ptr      *kitchen   `json:"ptr"`
		Empty    []kitchen  `json:"empty"`
		Key      []struct{} `json:"<&>"`
	}{Kitchens: make([]kitchen, 300), Nested: [][]inner{make([]inner, 300), {}}, Ptr: &k, Empty: []kitchen{}, Key: make([]struct{}, 300)}
	large.Kitchens[0] = k
	values := []struct {
		name string
		v    any
	}{
		{"kitchen", k}, {"pointer", &k}, {"zero", kitchen{}}, {"large", large}, {"large pointer", &large},
		{"specification", s}, {"fcs", &f}, {"slice", []kitchen{k, {}}}, {"nil", nil}, {"string", "<x>"},
		{"map", map[string]kitchen{"a": k}}, {"empty slice", []int{}}, {"empty struct", struct{}{}},
	}
	configs := []struct {
		name       string
		escapeHTML bool
		indent     string
	}{
		{"escaped", true, ""}, {"unescaped", false, ""},
		{"escaped, indented", true, "  "}, {"unescaped, indented", false, "  "}, {"tab", false, "\t"},
	}
	for _, tt := range values {
		for _, c := range configs {
			t.Run(tt.name+", "+c.name, func(t *testing.T) {
				want, werr := encoder(tt.v, c.escapeHTML, c.indent)
				require.NoError(t, werr)
				var b bytes.Buffer
				enc := jsonstream.NewEncoder(&b)
				enc.SetEscapeHTML(c.escapeHTML)
				enc.SetIndent(c.indent)
				require.NoError(t, enc.Encode(tt.v))
				require.Equal(t, want, b.String())
			})
		}
	}
}

func TestEncoderMembers(t *testing.T) {
	type small struct {
		A string `json:"a,omitempty"`
	}
	extra := []jsonstream.Member{{Name: "<q>", Raw: []byte(`[1, 2]`)}, {Name: "s", Raw: []byte(`{"k":1}`)}}
	tests := []struct {
		name       string
		v          any
		escapeHTML bool
		indent     string
		want       string
	}{
		{"appended", small{"x"}, true, "", `{"a":"x","\u003cq\u003e":[1, 2],"s":{"k":1}}`},
		{"unescaped", &small{"x"}, false, "", `{"a":"x","<q>":[1, 2],"s":{"k":1}}`},
		{"after no member", small{}, false, "", `{"<q>":[1, 2],"s":{"k":1}}`},
		{"indented", small{"x"}, false, "  ", "{\n  \"a\": \"x\",\n  \"<q>\": [1, 2],\n  \"s\": {\"k\":1}\n}"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var b bytes.Buffer
			enc := jsonstream.NewEncoder(&b)
			enc.SetEscapeHTML(tt.escapeHTML)
			enc.SetIndent(tt.indent)
			require.NoError(t, enc.Encode(tt.v, extra...))
			assert.Equal(t, tt.want, b.String())
			assert.True(t, json.Valid(b.Bytes()))
		})
	}
	for name, v := range map[string]any{"map": map[string]int{}, "slice": []int{1}, "embedded": embedded{}, "nil pointer": (*small)(nil), "nil": nil} {
		t.Run("not an object: "+name, func(t *testing.T) {
			var b bytes.Buffer
			require.ErrorIs(t, jsonstream.NewEncoder(&b).Encode(v, extra...), jsonstream.ErrNotObject)
			assert.Empty(t, b.String())
		})
	}
}

// proxied is a Streamer: its JSON is that of its form, a plain struct.
type proxied struct{ Items []int }

type proxiedForm struct {
	Items []int `json:"items"`
	Count int   `json:"count"`
}

func (p proxied) form() proxiedForm { return proxiedForm{Items: p.Items, Count: len(p.Items)} }

func (p proxied) JSONValue() any { return p.form() }

func (p proxied) MarshalJSON() ([]byte, error) { return json.Marshal(p.form()) }

// countingWriter counts the writes made to it.
type countingWriter struct {
	bytes.Buffer
	writes int
}

func (w *countingWriter) Write(p []byte) (int, error) { w.writes++; return w.Buffer.Write(p) }

func TestStreamer(t *testing.T) {
	items := make([]int, 1000)
	for i := range items {
		items[i] = i
	}
	for _, v := range []any{proxied{Items: items}, &proxied{Items: items}, struct {
		P proxied `json:"p"`
	}{proxied{Items: items}}, (*proxied)(nil), proxied{Items: []int{1}}} {
		want, err := json.Marshal(v)
		require.NoError(t, err)
		got, err := jsonstream.Marshal(v)
		require.NoError(t, err)
		assert.Equal(t, string(want), string(got))
	}
	// The form is written piece by piece, not in one MarshalJSON call.
	var w countingWriter
	require.NoError(t, jsonstream.Encode(&w, proxied{Items: items}))
	assert.Greater(t, w.writes, len(items))
}

// TestLongString: a long string is written piece by piece, as
// encoding/json writes it whole, however its pieces fall (runes of
// several bytes, invalid bytes, escapes, U+2028 across a cut).
func TestLongString(t *testing.T) {
	const piece = 64 << 10
	strs := map[string]string{
		"ascii":       strings.Repeat("a<&>\"\\\n", piece/3),
		"runes":       strings.Repeat("ü€😀\u2028", piece/5),
		"invalid":     strings.Repeat("\xff\xfe\xe2\x80", piece/2),
		"continued":   "\xe2" + strings.Repeat("\x80", 3*piece),
		"cut in rune": strings.Repeat("a", piece-1) + "€" + strings.Repeat("b", piece),
		"cut at lead": strings.Repeat("a", piece-1) + "\xe2\x80" + "a" + strings.Repeat("b", piece),
		"just over":   strings.Repeat("x", piece+1),
	}
	for name, s := range strs {
		t.Run(name, func(t *testing.T) {
			for _, v := range []any{s, struct {
				S string `json:"s"`
				L []int  `json:"l"`
			}{s, make([]int, 300)}} {
				same(t, v)
				for _, html := range []bool{true, false} {
					want, err := encoder(v, html, "")
					require.NoError(t, err)
					var b bytes.Buffer
					enc := jsonstream.NewEncoder(&b)
					enc.SetEscapeHTML(html)
					require.NoError(t, enc.Encode(v))
					require.Equal(t, want, b.String())
				}
			}
		})
	}
}

func FuzzLongString(f *testing.F) {
	f.Add([]byte("ü€\xff\u2028<"), 3)
	f.Fuzz(func(t *testing.T, unit []byte, at int) {
		if len(unit) == 0 {
			return
		}
		s := strings.Repeat(string(unit), (70<<10)/len(unit)+1)
		if at = at % len(s); at < 0 {
			at = -at
		}
		s = s[at:]
		same(t, s)
	})
}
