package checkpoint

import (
	"bytes"
	"encoding"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"reflect"
	"strconv"
	"strings"
)

// DecodeState decodes a checkpointed state or delta into v, a non-nil
// pointer to the user's Go type, strictly: a field the type does not have,
// a value of the wrong JSON type, a number out of range or trailing data
// fail closed with a *DecodeError naming the JSON path of the first
// offending value (e.g. questions[2].options). Unknown fields wrap
// ErrUnknownField; wrong types wrap the *json.UnmarshalTypeError.
//
// Nested slices, maps and structs come back as their Go types (a
// []Ambiguity stays a []Ambiguity), because decoding is driven by v's type.
// On error v may be partly filled and must not be used. A type with its
// own UnmarshalJSON decodes as that method decides; a *DecodeError it
// returns (one from DecodeState on the type's own JSON form, say) is
// returned as it is, its path inside that value.
func DecodeState(raw json.RawMessage, v any) error {
	rv := reflect.ValueOf(v)
	if rv.Kind() != reflect.Pointer || rv.IsNil() {
		return &DecodeError{Err: fmt.Errorf("%w: decode target must be a non-nil pointer, got %T", ErrInvalid, v)}
	}
	if len(bytes.TrimSpace(raw)) == 0 {
		return &DecodeError{Err: errors.New("checkpoint: empty state")}
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	err := dec.Decode(v)
	if err == nil {
		if _, terr := dec.Token(); terr != io.EOF {
			return &DecodeError{Err: errors.New("checkpoint: trailing data after state")}
		}
		return nil
	}
	var derr *DecodeError
	if errors.As(err, &derr) {
		return derr // a type's own UnmarshalJSON that decodes with DecodeState
	}
	if !json.Valid(raw) {
		return &DecodeError{Err: err}
	}
	if derr := locate("", raw, rv.Type().Elem()); derr != nil {
		return derr
	}
	return &DecodeError{Err: err}
}

var (
	jsonUnmarshaler = reflect.TypeFor[json.Unmarshaler]()
	textUnmarshaler = reflect.TypeFor[encoding.TextUnmarshaler]()
)

// locate walks valid JSON raw alongside type t and returns a *DecodeError
// for the first value (in document order) that does not decode into t.
func locate(path string, raw json.RawMessage, t reflect.Type) *DecodeError {
	raw = bytes.TrimSpace(raw)
	pt := reflect.PointerTo(t)
	if t.Implements(jsonUnmarshaler) || pt.Implements(jsonUnmarshaler) || t.Implements(textUnmarshaler) || pt.Implements(textUnmarshaler) {
		return leaf(path, raw, t)
	}
	if string(raw) == "null" {
		return nil // null leaves any Go value as it is
	}
	switch t.Kind() {
	case reflect.Pointer:
		return locate(path, raw, t.Elem())
	case reflect.Struct:
		if raw[0] != '{' {
			return leaf(path, raw, t)
		}
		fields := structFields(t)
		return eachMember(raw, func(key string, val json.RawMessage) *DecodeError {
			p := joinField(path, key)
			f, ok := fields.lookup(key)
			if !ok {
				return &DecodeError{Path: p, Err: ErrUnknownField}
			}
			return locate(p, val, f)
		})
	case reflect.Map:
		if raw[0] != '{' {
			return leaf(path, raw, t)
		}
		return eachMember(raw, func(key string, val json.RawMessage) *DecodeError {
			p := path + "[" + strconv.Quote(key) + "]"
			kb, _ := json.Marshal(key)
			probe := append(append([]byte("{"), kb...), ":null}"...)
			if err := leafErr(probe, reflect.MapOf(t.Key(), reflect.TypeFor[json.RawMessage]())); err != nil {
				return &DecodeError{Path: p, Err: err}
			}
			return locate(p, val, t.Elem())
		})
	case reflect.Slice, reflect.Array:
		if raw[0] != '[' || (t.Kind() == reflect.Slice && t.Elem().Kind() == reflect.Uint8) {
			return leaf(path, raw, t)
		}
		return eachElement(raw, func(i int, val json.RawMessage) *DecodeError {
			if t.Kind() == reflect.Array && i >= t.Len() {
				return nil // encoding/json drops extra array elements
			}
			return locate(path+"["+strconv.Itoa(i)+"]", val, t.Elem())
		})
	default:
		return leaf(path, raw, t)
	}
}

// leaf decodes raw into a new value of type t and reports its error at path.
func leaf(path string, raw json.RawMessage, t reflect.Type) *DecodeError {
	if err := leafErr(raw, t); err != nil {
		return &DecodeError{Path: path, Err: err}
	}
	return nil
}

func leafErr(raw []byte, t reflect.Type) error {
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	return dec.Decode(reflect.New(t).Interface())
}

func joinField(path, key string) string {
	if path == "" {
		return key
	}
	return path + "." + key
}

// eachMember calls f for the members of a JSON object, in document order.
func eachMember(raw json.RawMessage, f func(key string, val json.RawMessage) *DecodeError) *DecodeError {
	dec := json.NewDecoder(bytes.NewReader(raw))
	if _, err := dec.Token(); err != nil { // {
		return nil
	}
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return nil
		}
		key, _ := tok.(string)
		var val json.RawMessage
		if err := dec.Decode(&val); err != nil {
			return nil
		}
		if derr := f(key, val); derr != nil {
			return derr
		}
	}
	return nil
}

// eachElement calls f for the elements of a JSON array, in order.
func eachElement(raw json.RawMessage, f func(i int, val json.RawMessage) *DecodeError) *DecodeError {
	dec := json.NewDecoder(bytes.NewReader(raw))
	if _, err := dec.Token(); err != nil { // [
		return nil
	}
	for i := 0; dec.More(); i++ {
		var val json.RawMessage
		if err := dec.Decode(&val); err != nil {
			return nil
		}
		if derr := f(i, val); derr != nil {
			return derr
		}
	}
	return nil
}

// fieldSet maps JSON member names to field types the way encoding/json
// does: exact name first, then a case-insensitive match.
type fieldSet map[string]reflect.Type

func (fs fieldSet) lookup(key string) (reflect.Type, bool) {
	if t, ok := fs[key]; ok {
		return t, true
	}
	for name, t := range fs {
		if strings.EqualFold(name, key) {
			return t, true
		}
	}
	return nil, false
}

// structFields lists the JSON-visible fields of struct type t, flattening
// untagged embedded structs as encoding/json does (the shallower field
// wins a name clash).
func structFields(t reflect.Type) fieldSet {
	fs := fieldSet{}
	depth := map[string]int{}
	var walk func(t reflect.Type, d int, seen map[reflect.Type]bool)
	walk = func(t reflect.Type, d int, seen map[reflect.Type]bool) {
		if seen[t] {
			return
		}
		seen[t] = true
		for i := range t.NumField() {
			f := t.Field(i)
			tag := f.Tag.Get("json")
			if tag == "-" {
				continue
			}
			name, _, _ := strings.Cut(tag, ",")
			ft := f.Type
			if f.Anonymous && name == "" {
				et := ft
				if et.Kind() == reflect.Pointer {
					et = et.Elem()
				}
				if et.Kind() == reflect.Struct {
					walk(et, d+1, seen)
					continue
				}
			}
			if !f.IsExported() {
				continue
			}
			if name == "" {
				name = f.Name
			}
			if old, ok := depth[name]; ok && old <= d {
				continue
			}
			depth[name] = d
			fs[name] = ft
		}
	}
	walk(t, 0, map[reflect.Type]bool{})
	return fs
}
