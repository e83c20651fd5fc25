package rules

import (
	"reflect"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestRuleCloneSharesNoSlice fills every slice field of a Rule (and of its
// Exceptions) by reflection, so that a slice field added later without a
// line in Rule.clone makes it fail.
func TestRuleCloneSharesNoSlice(t *testing.T) {
	var r Rule
	fill(reflect.ValueOf(&r).Elem())
	c := r.clone()
	checked := compare(t, "Rule", reflect.ValueOf(r), reflect.ValueOf(c))
	assert.GreaterOrEqual(t, checked, 14, "slice fields checked (7 in Rule, 7 in Exceptions today)")
}

// fill gives every slice field one element.
func fill(v reflect.Value) {
	for i := range v.NumField() {
		f := v.Field(i)
		switch f.Kind() {
		case reflect.Slice:
			f.Set(reflect.MakeSlice(f.Type(), 1, 1))
		case reflect.Struct:
			fill(f)
		}
	}
}

// compare fails for each slice field of a and b that shares its array, and
// returns how many slice fields it checked.
func compare(t *testing.T, path string, a, b reflect.Value) int {
	n := 0
	for i := range a.NumField() {
		name := path + "." + a.Type().Field(i).Name
		switch fa, fb := a.Field(i), b.Field(i); fa.Kind() {
		case reflect.Slice:
			n++
			assert.NotEqual(t, fa.Pointer(), fb.Pointer(), "%s is shared by the clone", name)
			assert.Equal(t, fa.Len(), fb.Len(), name)
		case reflect.Struct:
			n += compare(t, name, fa, fb)
		}
	}
	return n
}
