package checkpoint_test

import (
	"encoding/json"
	"errors"
	"testing"
	"time"

	"github.com/clarigraph/clarigraph/checkpoint"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

type option struct {
	Label string `json:"label"`
	Score int    `json:"score"`
}

type question struct {
	ID      string   `json:"id"`
	Options []option `json:"options"`
}

type Base struct {
	Version int `json:"version"`
}

type spec struct {
	Base
	Title     string              `json:"title"`
	Questions []question          `json:"questions"`
	Answers   map[string][]string `json:"answers"`
	Ranked    map[int]option      `json:"ranked"`
	Due       *time.Time          `json:"due"`
	Pair      [2]int              `json:"pair"`
	Blob      []byte              `json:"blob"`
	Extra     any                 `json:"extra"`
	Hidden    string              `json:"-"`
}

func TestDecodeStateTyped(t *testing.T) {
	due := time.Date(2026, 12, 1, 0, 0, 0, 0, time.UTC)
	in := spec{
		Base:      Base{Version: 2},
		Title:     "t",
		Questions: []question{{ID: "q1", Options: []option{{"a", 1}, {"b", 2}}}},
		Answers:   map[string][]string{"q1": {"a"}},
		Ranked:    map[int]option{3: {"c", 3}},
		Due:       &due,
		Pair:      [2]int{4, 5},
		Blob:      []byte{0, 1, 2},
		Extra:     map[string]any{"k": "v"},
	}
	raw, err := json.Marshal(in)
	require.NoError(t, err)
	var out spec
	require.NoError(t, checkpoint.DecodeState(raw, &out))
	assert.Equal(t, in, out)
	assert.IsType(t, []question{}, out.Questions)
}

func TestDecodeStateErrors(t *testing.T) {
	tests := []struct {
		name    string
		raw     string
		path    string
		unknown bool // wraps ErrUnknownField, else the decoder's error
	}{
		{"unknown top field", `{"title":"t","colour":1}`, "colour", true},
		{"unknown nested field", `{"questions":[{"id":"a"},{"id":"b"},{"id":"c","options":[{"label":"x","weight":1}]}]}`, "questions[2].options[0].weight", true},
		{"options wrong type", `{"questions":[{"id":"a"},{"id":"b"},{"id":"c","options":"x"}]}`, "questions[2].options", false},
		{"title wrong type", `{"title":7}`, "title", false},
		{"nested is json type error", `{"pair":[1,"x"]}`, "pair[1]", false},
		{"score float", `{"questions":[{"options":[{"score":1.5}]}]}`, "questions[0].options[0].score", false},
		{"map value wrong type", `{"answers":{"q1":["a",2]}}`, `answers["q1"][1]`, false},
		{"map key wrong type", `{"ranked":{"x":{"label":"c"}}}`, `ranked["x"]`, false},
		{"embedded field wrong type", `{"version":"two"}`, "version", false},
		{"time wrong", `{"due":"tomorrow"}`, "due", false},
		{"hidden is unknown", `{"Hidden":"x"}`, "Hidden", true},
		{"root not object", `[1,2]`, "", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var out spec
			err := checkpoint.DecodeState(json.RawMessage(tt.raw), &out)
			var de *checkpoint.DecodeError
			require.ErrorAs(t, err, &de)
			assert.Equal(t, tt.path, de.Path)
			if tt.unknown {
				assert.ErrorIs(t, err, checkpoint.ErrUnknownField)
			} else {
				assert.NotErrorIs(t, err, checkpoint.ErrUnknownField)
				assert.NotNil(t, de.Err)
			}
		})
	}
}

func TestDecodeStateTypeError(t *testing.T) {
	var out spec
	err := checkpoint.DecodeState(json.RawMessage(`{"questions":[{"id":1}]}`), &out)
	var te *json.UnmarshalTypeError
	require.ErrorAs(t, err, &te)
	var de *checkpoint.DecodeError
	require.ErrorAs(t, err, &de)
	assert.Equal(t, "questions[0].id", de.Path)
}

func TestDecodeStateMalformed(t *testing.T) {
	for _, raw := range []string{``, `  `, `{"title":`, `{"title":"t"} {}`, `{"title":"t"}]`} {
		var out spec
		var de *checkpoint.DecodeError
		require.ErrorAs(t, checkpoint.DecodeState(json.RawMessage(raw), &out), &de, "%q", raw)
	}
	var de *checkpoint.DecodeError
	require.ErrorAs(t, checkpoint.DecodeState(json.RawMessage(`{}`), spec{}), &de)
	require.ErrorIs(t, de, checkpoint.ErrInvalid)
}

func TestDecodeStateMap(t *testing.T) {
	var m map[string][]option
	require.NoError(t, checkpoint.DecodeState(json.RawMessage(`{"a":[{"label":"x","score":1}]}`), &m))
	assert.Equal(t, map[string][]option{"a": {{"x", 1}}}, m)
	err := checkpoint.DecodeState(json.RawMessage(`{"a":[{"label":"x","bad":1}]}`), &m)
	var de *checkpoint.DecodeError
	require.ErrorAs(t, err, &de)
	assert.Equal(t, `["a"][0].bad`, de.Path)
}

func TestDecodeErrorMessages(t *testing.T) {
	err := &checkpoint.DecodeError{Path: "a.b", Err: checkpoint.ErrUnknownField}
	assert.Equal(t, "checkpoint: decode state at a.b: checkpoint: unknown field", err.Error())
	gc := &checkpoint.GraphChangedError{Want: "x", Got: "y"}
	assert.ErrorIs(t, gc, checkpoint.ErrGraphChanged)
	assert.Contains(t, gc.Error(), "x")
	le := &checkpoint.LockedError{RunID: "r", Holder: "h"}
	assert.ErrorIs(t, le, checkpoint.ErrRunLocked)
	assert.NotErrorIs(t, le, checkpoint.ErrGraphChanged)
}

func FuzzDecodeState(f *testing.F) {
	for _, s := range []string{
		`{"title":"t","questions":[{"id":"q","options":[{"label":"a","score":1}]}]}`,
		`{"answers":{"q1":["a"]},"ranked":{"3":{"label":"c"}},"pair":[1,2],"blob":"AAE="}`,
		`{"questions":[{"options":"x"}]}`, `{"colour":1}`, `[]`, `null`, `{"due":"2026-01-01T00:00:00Z"}`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, raw []byte) {
		var out spec
		err := checkpoint.DecodeState(raw, &out)
		if err == nil {
			return
		}
		var de *checkpoint.DecodeError
		if !errors.As(err, &de) {
			t.Fatalf("error %T %v is not a *DecodeError", err, err)
		}
		if de.Err == nil {
			t.Fatal("DecodeError without a cause")
		}
	})
}
