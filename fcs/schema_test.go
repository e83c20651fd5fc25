package fcs

import (
	"encoding/json"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// schemaNode is the part of JSON Schema the tests look at.
type schemaNode struct {
	Schema               string                 `json:"$schema"`
	Type                 string                 `json:"type"`
	Required             []string               `json:"required"`
	AdditionalProperties *bool                  `json:"additionalProperties"`
	Properties           map[string]*schemaNode `json:"properties"`
	Items                *schemaNode            `json:"items"`
	Enum                 []string               `json:"enum"`
	MinItems             *int                   `json:"minItems"`
	MaxItems             *int                   `json:"maxItems"`
	Minimum              *int                   `json:"minimum"`
	Maximum              *int                   `json:"maximum"`
}

func parseSchema(t *testing.T, doc []byte, root string) *schemaNode {
	t.Helper()
	var s schemaNode
	require.NoError(t, json.Unmarshal(doc, &s))
	assert.Equal(t, "https://json-schema.org/draft/2020-12/schema", s.Schema)
	assert.Equal(t, "object", s.Type, "structured output needs an object root")
	assert.Equal(t, []string{root}, s.Required)
	list := s.Properties[root]
	require.NotNil(t, list)
	assert.Equal(t, "array", list.Type)
	require.NotNil(t, list.Items)
	checkStrict(t, root, list.Items)
	return list.Items
}

// checkStrict checks that every object requires all its properties and
// allows no others, as strict structured-output modes demand.
func checkStrict(t *testing.T, path string, n *schemaNode) {
	t.Helper()
	if n.Type == "object" {
		require.NotNil(t, n.AdditionalProperties, path)
		assert.False(t, *n.AdditionalProperties, path)
		props := slices.Sorted(func(yield func(string) bool) {
			for k := range n.Properties {
				if !yield(k) {
					return
				}
			}
		})
		assert.ElementsMatch(t, props, n.Required, path)
	}
	for name, p := range n.Properties {
		checkStrict(t, path+"."+name, p)
	}
	if n.Items != nil {
		checkStrict(t, path+"[]", n.Items)
	}
}

// jsonFields lists the JSON member names of a struct type.
func jsonFields(typ reflect.Type) []string {
	var out []string
	for i := range typ.NumField() {
		name, _, _ := strings.Cut(typ.Field(i).Tag.Get("json"), ",")
		out = append(out, name)
	}
	return out
}

func keys(m map[string]*schemaNode) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}

func TestAmbiguityListSchema(t *testing.T) {
	item := parseSchema(t, AmbiguityListSchema(), "ambiguities")
	fields := jsonFields(reflect.TypeFor[Ambiguity]())
	for _, p := range keys(item.Properties) {
		assert.Contains(t, fields, p, "schema property is an Ambiguity field")
	}
	assert.NotContains(t, item.Properties, "id", "IDs are derived, not asked for")
	assert.ElementsMatch(t, AmbiguityTypes(), toType[AmbiguityType](item.Properties["type"].Enum))
	assert.ElementsMatch(t, Severities(), toType[Severity](item.Properties["severity"].Enum))
}

func TestQuestionListSchema(t *testing.T) {
	item := parseSchema(t, QuestionListSchema(), "questions")
	fields := jsonFields(reflect.TypeFor[Question]())
	for _, p := range keys(item.Properties) {
		assert.Contains(t, fields, p, "schema property is a Question field")
	}
	assert.NotContains(t, item.Properties, "id")
	assert.ElementsMatch(t, QuestionKinds(), toType[QuestionKind](item.Properties["kind"].Enum))
	assert.ElementsMatch(t, Complexities(), toType[Complexity](item.Properties["complexity"].Enum))
	opts := item.Properties["options"]
	require.NotNil(t, opts.MinItems)
	require.NotNil(t, opts.MaxItems)
	assert.Equal(t, 2, *opts.MinItems)
	assert.Equal(t, 4, *opts.MaxItems)
	// Every Option field but Defers, the catalogues' data (see
	// QuestionListSchema).
	assert.ElementsMatch(t, slices.DeleteFunc(jsonFields(reflect.TypeFor[Option]()), func(f string) bool { return f == "defers" }), keys(opts.Items.Properties))
	conf := item.Properties["confidence"]
	assert.Equal(t, "integer", conf.Type)
	assert.Equal(t, 0, *conf.Minimum)
	assert.Equal(t, 100, *conf.Maximum)
}

func TestRequirementListSchema(t *testing.T) {
	var doc struct {
		Schema     string   `json:"$schema"`
		Required   []string `json:"required"`
		Properties map[string]struct {
			Items struct {
				Required   []string                   `json:"required"`
				Properties map[string]json.RawMessage `json:"properties"`
			} `json:"items"`
		} `json:"properties"`
	}
	require.NoError(t, json.Unmarshal(RequirementListSchema(), &doc))
	assert.Equal(t, []string{"requirements", "definitions"}, doc.Required)
	reqs := doc.Properties["requirements"].Items
	assert.ElementsMatch(t, []string{"id", "kind", "line", "column", "section", "text", "parent", "attributes"}, reqs.Required)
	fields := jsonFields(reflect.TypeFor[Requirement]())
	for _, p := range reqs.Required {
		if p != "section" { // the path joined, where Requirement has section_path
			assert.Contains(t, fields, p, "schema property is a Requirement field")
		}
	}
	var kind struct {
		Enum []string `json:"enum"`
	}
	require.NoError(t, json.Unmarshal(reqs.Properties["kind"], &kind))
	assert.ElementsMatch(t, RequirementKinds(), toType[RequirementKind](kind.Enum))
	assert.ElementsMatch(t, jsonFields(reflect.TypeFor[Definition]()), doc.Properties["definitions"].Items.Required)
}

func TestSchemaIsACopy(t *testing.T) {
	s := AmbiguityListSchema()
	s[0] = 'x'
	assert.Equal(t, byte('{'), AmbiguityListSchema()[0])
}

func TestEnumsValid(t *testing.T) {
	for _, v := range AmbiguityTypes() {
		assert.True(t, v.Valid())
	}
	for _, v := range Severities() {
		assert.True(t, v.Valid())
	}
	for _, v := range QuestionKinds() {
		assert.True(t, v.Valid())
	}
	for _, v := range Complexities() {
		assert.True(t, v.Valid())
	}
	for _, v := range RequirementKinds() {
		assert.True(t, v.Valid())
	}
	assert.False(t, RequirementKind("wish").Valid())
	assert.False(t, AmbiguityType("vague").Valid())
	assert.False(t, Severity("").Valid())
	assert.False(t, QuestionKind("yes_no").Valid())
	assert.False(t, Complexity("extreme").Valid())
	assert.False(t, AnswerSource("robot").Valid())
}

func toType[T ~string](in []string) []T {
	out := make([]T, len(in))
	for i, s := range in {
		out[i] = T(s)
	}
	return out
}
