package clarification

import (
	"reflect"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/fcs"
)

// TestStateJSONFields keeps stateJSON's fields State's: same names, types
// and tags, in the same order, and fcs_stored after fcs.
func TestStateJSONFields(t *testing.T) {
	st, js := reflect.TypeFor[State](), reflect.TypeFor[stateJSON]()
	var names []string
	for i := range js.NumField() {
		if f := js.Field(i); f.Name != "FCSStored" {
			names = append(names, f.Name)
		}
	}
	require.Equal(t, st.NumField(), len(names))
	for i := range st.NumField() {
		f := st.Field(i)
		g, ok := js.FieldByName(f.Name)
		require.True(t, ok, f.Name)
		assert.Equal(t, f.Name, names[i])
		assert.Equal(t, f.Type, g.Type, f.Name)
		assert.Equal(t, f.Tag, g.Tag, f.Name)
	}
}

// TestStoredFCSCoversRequirementFields fails when fcs.Requirement or
// fcs.Specification gains a field: sameRequirement, zeroSpec and
// requirementChanges must then compare it too.
func TestStoredFCSCoversRequirementFields(t *testing.T) {
	fields := func(t reflect.Type) []string {
		var out []string
		for i := range t.NumField() {
			out = append(out, t.Field(i).Name)
		}
		return out
	}
	assert.Equal(t, []string{"ID", "Text", "Section", "Offset", "Line", "Column", "Kind", "SectionPath", "Parent", "Attributes", "Clarifications"},
		fields(reflect.TypeFor[fcs.Requirement]()))
	assert.Equal(t, []string{"Title", "Format", "Content", "Requirements", "Definitions", "Sections"},
		fields(reflect.TypeFor[fcs.Specification]()))
}
