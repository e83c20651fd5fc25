// Package tagmodel reads the weights of prose's part-of-speech tagger
// (FromProse) and writes them in the compact form package lang embeds
// (Model.Encode; lang's tagger.bin). It is used at build time only: by
// the generator (./gen, run by go generate in lang) and by lang's test
// that the embedded file is what the prose release in go.mod makes, so
// that a prose upgrade that changes the model fails loudly.
//
// The form (integers are unsigned varints unless said):
//
//	"clarigraph tagger 1\n"
//	classes, tag words, features, weights (the four counts)
//	each class: its length and bytes
//	each tag word, sorted: its length and bytes, its tag's class (one byte)
//	each feature, sorted: its length and bytes, its number of weights,
//	    then each weight, by class: the class (one byte) and the float64's
//	    bits (eight bytes, little-endian)
package tagmodel

import (
	"encoding/binary"
	"errors"
	"fmt"
	"maps"
	"math"
	"reflect"
	"slices"

	"github.com/jdkato/prose/v2"
)

// Magic opens an encoded model.
const Magic = "clarigraph tagger 1\n"

// ErrModel is returned when prose's model cannot be read or encoded
// (another prose release).
var ErrModel = errors.New("tagmodel: prose's tagger model")

// Model is prose's averaged-perceptron tagger's model: its classes (the
// tags), the words it tags without features, and the weights of each
// feature by class.
type Model struct {
	Classes []string
	Tags    map[string]string
	Weights map[string]map[string]float64
}

// FromProse reads the model prose makes for a document that is tagged and
// not searched for entities (through reflection: prose keeps it
// unexported).
func FromProse() (Model, error) {
	doc, err := prose.NewDocument("", prose.WithSegmentation(false), prose.WithExtraction(false))
	if err != nil || doc.Model == nil {
		return Model{}, fmt.Errorf("%w: no document model: %v", ErrModel, err)
	}
	m := reflect.ValueOf(doc.Model).Elem().FieldByName("tagger")
	if m.Kind() != reflect.Pointer || m.IsNil() {
		return Model{}, fmt.Errorf("%w: no tagger", ErrModel)
	}
	if m = m.Elem().FieldByName("model"); m.Kind() != reflect.Pointer || m.IsNil() {
		return Model{}, fmt.Errorf("%w: no perceptron", ErrModel)
	}
	m = m.Elem()
	classes, tags, weights := m.FieldByName("classes"), m.FieldByName("tagMap"), m.FieldByName("weights")
	if classes.Kind() != reflect.Slice || classes.Type() != reflect.TypeFor[[]string]() ||
		tags.Kind() != reflect.Map || tags.Type() != reflect.TypeFor[map[string]string]() ||
		weights.Kind() != reflect.Map || weights.Type() != reflect.TypeFor[map[string]map[string]float64]() {
		return Model{}, fmt.Errorf("%w: fields of other types", ErrModel)
	}
	out := Model{Classes: make([]string, classes.Len()), Tags: make(map[string]string, tags.Len()),
		Weights: make(map[string]map[string]float64, weights.Len())}
	for i := range out.Classes {
		out.Classes[i] = classes.Index(i).String()
	}
	for it := tags.MapRange(); it.Next(); {
		out.Tags[it.Key().String()] = it.Value().String()
	}
	for it := weights.MapRange(); it.Next(); {
		ws := make(map[string]float64, it.Value().Len())
		for w := it.Value().MapRange(); w.Next(); {
			ws[w.Key().String()] = w.Value().Float()
		}
		out.Weights[it.Key().String()] = ws
	}
	return out, nil
}

// Encode writes m in the package's form: the same model always gives the
// same bytes.
func (m Model) Encode() ([]byte, error) {
	if len(m.Classes) > math.MaxUint8+1 {
		return nil, fmt.Errorf("%w: %d classes, more than a byte holds", ErrModel, len(m.Classes))
	}
	class := make(map[string]byte, len(m.Classes))
	for i, c := range m.Classes {
		if _, dup := class[c]; dup {
			return nil, fmt.Errorf("%w: class %q twice", ErrModel, c)
		}
		class[c] = byte(i)
	}
	n := 0
	for _, ws := range m.Weights {
		n += len(ws)
	}
	b := []byte(Magic)
	for _, k := range []int{len(m.Classes), len(m.Tags), len(m.Weights), n} {
		b = binary.AppendUvarint(b, uint64(k))
	}
	str := func(s string) {
		b = binary.AppendUvarint(b, uint64(len(s)))
		b = append(b, s...)
	}
	for _, c := range m.Classes {
		str(c)
	}
	for _, w := range slices.Sorted(maps.Keys(m.Tags)) {
		c, ok := class[m.Tags[w]]
		if !ok {
			return nil, fmt.Errorf("%w: word %q tagged %q, no class", ErrModel, w, m.Tags[w])
		}
		str(w)
		b = append(b, c)
	}
	for _, f := range slices.Sorted(maps.Keys(m.Weights)) {
		ws := m.Weights[f]
		cs := make([]string, 0, len(ws))
		for c := range ws {
			if _, ok := class[c]; !ok {
				return nil, fmt.Errorf("%w: feature %q weighs class %q, no class", ErrModel, f, c)
			}
			cs = append(cs, c)
		}
		slices.SortFunc(cs, func(x, y string) int { return int(class[x]) - int(class[y]) })
		str(f)
		b = binary.AppendUvarint(b, uint64(len(cs)))
		for _, c := range cs {
			b = append(b, class[c])
			b = binary.LittleEndian.AppendUint64(b, math.Float64bits(ws[c]))
		}
	}
	return b, nil
}

// Equal reports whether m and o are the same model, weights bit for bit.
func (m Model) Equal(o Model) bool {
	if !slices.Equal(m.Classes, o.Classes) || len(m.Tags) != len(o.Tags) || len(m.Weights) != len(o.Weights) {
		return false
	}
	for w, t := range m.Tags {
		if u, ok := o.Tags[w]; !ok || u != t {
			return false
		}
	}
	for f, ws := range m.Weights {
		os, ok := o.Weights[f]
		if !ok || len(os) != len(ws) {
			return false
		}
		for c, w := range ws {
			if v, ok := os[c]; !ok || math.Float64bits(v) != math.Float64bits(w) {
				return false
			}
		}
	}
	return true
}
