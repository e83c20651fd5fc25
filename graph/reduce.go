package graph

import (
	"fmt"
	"maps"
	"reflect"
	"slices"
	"strings"
	"sync"
)

// Reducer folds one node's delta into the state. The engine calls it once
// per delta, in node-ID order, at the end of each batch.
type Reducer[S any] func(state, delta S) (S, error)

// MergeField registers a merge rule for one field of a struct state (named by
// its JSON name or Go name) or one key of a map state, used by the default
// reducer instead of "replace, and conflict on unequal values". fn receives
// the current value and a node's delta value, and returns the merged value;
// it is called once per delta that sets the field, in node-ID order, so two
// nodes of one batch may both set the field. Build checks that the field
// exists and has type F.
func MergeField[S, F any](g *Graph[S], field string, fn func(current, delta F) (F, error)) *Graph[S] {
	if g.merges == nil {
		g.merges = make(map[string]fieldMerge)
	}
	g.merges[field] = fieldMerge{
		typ: reflect.TypeFor[F](),
		fn: func(cur, delta reflect.Value) (reflect.Value, error) {
			c, _ := valueAs[F](cur)
			d, ok := valueAs[F](delta)
			if !ok {
				return reflect.Value{}, fmt.Errorf("graph: merge %q: delta value of type %s is not %s", field, delta.Type(), reflect.TypeFor[F]())
			}
			out, err := fn(c, d)
			if err != nil {
				return reflect.Value{}, err
			}
			return reflect.ValueOf(&out).Elem(), nil
		},
	}
	return g
}

func valueAs[F any](v reflect.Value) (F, bool) {
	var zero F
	if !v.IsValid() {
		return zero, true
	}
	if v.Kind() == reflect.Interface {
		if v.IsNil() {
			return zero, true
		}
		v = v.Elem()
	}
	f, ok := v.Interface().(F)
	return f, ok
}

// Append is a merge rule that concatenates slices, for MergeField: two nodes
// of one batch that both add items to a list keep both, in node-ID order.
func Append[E any](current, delta []E) ([]E, error) {
	return append(slices.Clip(current), delta...), nil
}

type fieldMerge struct {
	typ reflect.Type
	fn  func(cur, delta reflect.Value) (reflect.Value, error)
}

// merger folds a batch's deltas into the state.
type merger[S any] interface {
	// merge folds deltas, given in node-ID order with their node IDs, into state.
	merge(state S, deltas []S, nodes []string, batch int) (S, error)
	// clone copies the caller's input so the run never mutates it; grow is
	// how many entries the run may add (a map state is allocated for them).
	clone(s S, grow int) S
	// fresh reports whether the deltas set only fields (keys) that state
	// does not hold: folding them onto state then gives what folding them
	// in any interleaving with the deltas state holds would. A custom
	// reducer's merge is opaque: never.
	fresh(state S, deltas []S) bool
	// foldFresh folds deltas into state when they are fresh (see fresh),
	// one at a time in one pass, and reports whether they were; when they
	// were not, state may be partly written and must be dropped. A merger
	// without a one-pass form reports folded false: the caller folds.
	foldFresh(state S, deltas []S) (st S, fresh, folded bool, err error)
}

func newMerger[S any](custom Reducer[S], merges map[string]fieldMerge) (merger[S], error) {
	t := reflect.TypeFor[S]()
	if custom != nil {
		if len(merges) > 0 {
			return nil, &ValidationError{Problem: ProblemMerge, Detail: "field merge rules apply to the default reducer only; fold them into the custom reducer"}
		}
		return &customMerger[S]{r: custom, cloneFn: cloneFunc[S](t)}, nil
	}
	switch {
	case t.Kind() == reflect.Struct:
		return newStructMerger[S](t, merges)
	case t.Kind() == reflect.Map && t.Key().Kind() == reflect.String:
		for key, m := range merges {
			if !t.Elem().AssignableTo(m.typ) && t.Elem().Kind() != reflect.Interface {
				return nil, &ValidationError{Problem: ProblemMerge, Detail: fmt.Sprintf("key %q holds %s, merge rule takes %s", key, t.Elem(), m.typ)}
			}
		}
		return &mapMerger[S]{merges: merges}, nil
	default:
		return nil, &ValidationError{Problem: ProblemReducer, Detail: fmt.Sprintf("state type %s is neither a struct nor a map with string keys: set a custom reducer with SetReducer", t)}
	}
}

func cloneFunc[S any](t reflect.Type) func(S) S {
	if t.Kind() == reflect.Map {
		return func(s S) S { return cloneMap(s) }
	}
	return func(s S) S { return s }
}

type customMerger[S any] struct {
	r       Reducer[S]
	cloneFn func(S) S
}

func (m *customMerger[S]) merge(state S, deltas []S, nodes []string, batch int) (S, error) {
	for i, d := range deltas {
		var err error
		state, err = m.r(state, d)
		if err != nil {
			return state, &NodeError{Node: nodes[i], Batch: batch, Attempt: 0, Err: fmt.Errorf("reducer: %w", err)}
		}
	}
	return state, nil
}

func (m *customMerger[S]) clone(s S, _ int) S { return m.cloneFn(s) }

func (m *customMerger[S]) fresh(S, []S) bool { return false }

func (m *customMerger[S]) foldFresh(state S, _ []S) (S, bool, bool, error) {
	return state, false, false, nil
}

type structField struct {
	index int
	name  string
	merge *fieldMerge
}

type structMerger[S any] struct {
	fields []structField
}

func newStructMerger[S any](t reflect.Type, merges map[string]fieldMerge) (*structMerger[S], error) {
	m := &structMerger[S]{}
	used := make(map[string]bool)
	for i := range t.NumField() {
		f := t.Field(i)
		if !f.IsExported() {
			continue
		}
		name := jsonName(f)
		if name == "-" {
			name = f.Name
		}
		sf := structField{index: i, name: name}
		for _, key := range []string{name, f.Name} {
			if fm, ok := merges[key]; ok {
				if !f.Type.AssignableTo(fm.typ) || !fm.typ.AssignableTo(f.Type) {
					return nil, &ValidationError{Problem: ProblemMerge, Detail: fmt.Sprintf("field %q has type %s, merge rule takes %s", key, f.Type, fm.typ)}
				}
				sf.merge = &fm
				used[key] = true
				break
			}
		}
		m.fields = append(m.fields, sf)
	}
	for key := range merges {
		if !used[key] {
			return nil, &ValidationError{Problem: ProblemMerge, Detail: fmt.Sprintf("state type %s has no field %q", t, key)}
		}
	}
	return m, nil
}

func jsonName(f reflect.StructField) string {
	tag := f.Tag.Get("json")
	if tag == "" {
		return f.Name
	}
	name, _, _ := strings.Cut(tag, ",")
	if name == "" {
		return f.Name
	}
	return name
}

func (m *structMerger[S]) clone(s S, _ int) S { return s }

func (m *structMerger[S]) foldFresh(state S, deltas []S) (S, bool, bool, error) {
	return state, m.fresh(state, deltas), false, nil
}

// fresh: no delta sets a field the state holds (a non-zero field; the
// default reducer never writes a zero one).
func (m *structMerger[S]) fresh(state S, deltas []S) bool {
	sv := reflect.ValueOf(&state).Elem()
	for j := range deltas {
		dv := reflect.ValueOf(&deltas[j]).Elem()
		for _, f := range m.fields {
			if !dv.Field(f.index).IsZero() && !sv.Field(f.index).IsZero() {
				return false
			}
		}
	}
	return true
}

func (m *structMerger[S]) merge(state S, deltas []S, nodes []string, batch int) (S, error) {
	sv := reflect.ValueOf(&state).Elem()
	var setBy []int
	if len(deltas) > 1 {
		setBy = make([]int, len(m.fields))
		for i := range setBy {
			setBy[i] = -1
		}
	}
	for j := range deltas {
		dv := reflect.ValueOf(&deltas[j]).Elem()
		for fi, f := range m.fields {
			v := dv.Field(f.index)
			if v.IsZero() {
				continue
			}
			cur := sv.Field(f.index)
			if f.merge != nil {
				nv, err := f.merge.fn(cur, v)
				if err != nil {
					return state, &NodeError{Node: nodes[j], Batch: batch, Err: fmt.Errorf("merge field %q: %w", f.name, err)}
				}
				cur.Set(nv)
				continue
			}
			if setBy != nil {
				if prev := setBy[fi]; prev >= 0 && !reflect.DeepEqual(cur.Interface(), v.Interface()) {
					return state, &ConflictError{Batch: batch, Field: f.name, First: nodes[prev], Second: nodes[j]}
				}
				setBy[fi] = j
			}
			cur.Set(v)
		}
	}
	return state, nil
}

type mapMerger[S any] struct {
	merges map[string]fieldMerge
}

// maxGrowHint caps the room a map state is given up front for the keys a
// run adds: one per node (the common shape, each node writing its own key)
// up to this many, so that a large graph whose nodes share a few keys does
// not allocate a large empty map.
const maxGrowHint = 4096

func (m *mapMerger[S]) clone(s S, grow int) S { return cloneMapGrow(s, min(grow, maxGrowHint)) }

// fresh: no delta sets a key the state holds.
func (m *mapMerger[S]) fresh(state S, deltas []S) bool {
	switch st := any(state).(type) {
	case map[string]int:
		return freshKeys(st, any(deltas).([]map[string]int))
	case map[string]string:
		return freshKeys(st, any(deltas).([]map[string]string))
	case map[string]any:
		return freshKeys(st, any(deltas).([]map[string]any))
	}
	sv := reflect.ValueOf(state)
	for j := range deltas {
		iter := reflect.ValueOf(deltas[j]).MapRange()
		for iter.Next() {
			if sv.MapIndex(iter.Key()).IsValid() {
				return false
			}
		}
	}
	return true
}

// foldFresh: one pass over the common map types, each key written only
// where absent (no merge rule: a rule folds in batch order).
func (m *mapMerger[S]) foldFresh(state S, deltas []S) (S, bool, bool, error) {
	if len(m.merges) == 0 {
		switch st := any(state).(type) {
		case map[string]int:
			return state, foldFreshKeys(st, any(deltas).([]map[string]int)), true, nil
		case map[string]string:
			return state, foldFreshKeys(st, any(deltas).([]map[string]string)), true, nil
		case map[string]any:
			return state, foldFreshKeys(st, any(deltas).([]map[string]any)), true, nil
		}
	}
	return state, m.fresh(state, deltas), false, nil
}

func foldFreshKeys[V any](state map[string]V, deltas []map[string]V) bool {
	for _, d := range deltas {
		for k, v := range d {
			if _, ok := state[k]; ok {
				return false
			}
			state[k] = v
		}
	}
	return true
}

func freshKeys[V any](state map[string]V, deltas []map[string]V) bool {
	for _, d := range deltas {
		for k := range d {
			if _, ok := state[k]; ok {
				return false
			}
		}
	}
	return true
}

// cloneMap copies a map state (fast paths for common types, reflection otherwise).
func cloneMap[S any](s S) S { return cloneMapGrow(s, 0) }

// cloneMapGrow copies a map state with room for grow more entries. A
// copy that adds few entries to a large map (a dataflow run's views and
// prefix states) is maps.Clone, which copies the map's tables instead of
// inserting every entry again: three times as fast at 400 entries.
func cloneMapGrow[S any](s S, grow int) S {
	switch v := any(s).(type) {
	case map[string]any:
		return any(copyMap(v, grow)).(S)
	case map[string]int:
		return any(copyMap(v, grow)).(S)
	case map[string]string:
		return any(copyMap(v, grow)).(S)
	}
	rv := reflect.ValueOf(s)
	out := reflect.MakeMapWithSize(rv.Type(), rv.Len()+grow)
	iter := rv.MapRange()
	for iter.Next() {
		out.SetMapIndex(iter.Key(), iter.Value())
	}
	return out.Interface().(S)
}

func copyMap[V any](m map[string]V, grow int) map[string]V {
	if len(m) > 0 && grow <= len(m)/2 {
		return maps.Clone(m)
	}
	out := make(map[string]V, len(m)+grow)
	for k, v := range m {
		out[k] = v
	}
	return out
}

func (m *mapMerger[S]) merge(state S, deltas []S, nodes []string, batch int) (S, error) {
	switch st := any(state).(type) {
	case map[string]any:
		err := mergeMap(st, any(deltas).([]map[string]any), nodes, batch, m.merges, func(a, b any) bool { return reflect.DeepEqual(a, b) })
		return state, err
	case map[string]int:
		err := mergeMap(st, any(deltas).([]map[string]int), nodes, batch, m.merges, func(a, b int) bool { return a == b })
		return state, err
	case map[string]string:
		err := mergeMap(st, any(deltas).([]map[string]string), nodes, batch, m.merges, func(a, b string) bool { return a == b })
		return state, err
	}
	return m.mergeReflect(state, deltas, nodes, batch)
}

// setByPool recycles mergeMap's conflict maps; maxSetByPooled bounds the
// size of a map kept (clearing a map costs its capacity, not its length).
var setByPool sync.Pool

const maxSetByPooled = 1 << 16

// mergeMap folds map deltas into state in place. The state map is the run's
// own copy and no node runs while it merges.
func mergeMap[V any](state map[string]V, deltas []map[string]V, nodes []string, batch int, merges map[string]fieldMerge, eq func(a, b V) bool) error {
	var setBy map[string]int
	if len(deltas) > 1 {
		// setBy (which delta set a key) is recycled between batches and
		// runs: filling a map that already has room costs a third of
		// allocating and growing one.
		p, _ := setByPool.Get().(*map[string]int)
		if p == nil {
			p = new(map[string]int)
			*p = make(map[string]int, len(deltas))
		}
		setBy = *p
		defer func() {
			if len(setBy) <= maxSetByPooled {
				clear(setBy)
				setByPool.Put(p)
			}
		}()
	}
	for j, d := range deltas {
		for k, v := range d {
			if fm, ok := merges[k]; ok {
				if err := mergeKey(state, k, v, fm); err != nil {
					return &NodeError{Node: nodes[j], Batch: batch, Err: err}
				}
				continue
			}
			if setBy != nil {
				if prev, ok := setBy[k]; ok && !eq(state[k], v) {
					return &ConflictError{Batch: batch, Field: k, First: nodes[prev], Second: nodes[j]}
				}
				setBy[k] = j
			}
			state[k] = v
		}
	}
	return nil
}

// mergeKey applies a merge rule to one key. It is a separate function so
// that taking v's address does not move mergeMap's loop variables to the heap.
func mergeKey[V any](state map[string]V, k string, v V, fm fieldMerge) error {
	cur := state[k]
	nv, err := fm.fn(reflect.ValueOf(&cur).Elem(), reflect.ValueOf(&v).Elem())
	if err != nil {
		return fmt.Errorf("merge key %q: %w", k, err)
	}
	out, ok := valueAs[V](nv)
	if !ok {
		return fmt.Errorf("merge key %q: result of type %s does not fit the map", k, nv.Type())
	}
	state[k] = out
	return nil
}

func (m *mapMerger[S]) mergeReflect(state S, deltas []S, nodes []string, batch int) (S, error) {
	sv := reflect.ValueOf(state)
	var setBy map[string]int
	if len(deltas) > 1 {
		setBy = make(map[string]int)
	}
	for j := range deltas {
		dv := reflect.ValueOf(deltas[j])
		iter := dv.MapRange()
		for iter.Next() {
			k, v := iter.Key(), iter.Value()
			key := k.String()
			cur := sv.MapIndex(k)
			if fm, ok := m.merges[key]; ok {
				if !cur.IsValid() {
					cur = reflect.Zero(sv.Type().Elem())
				}
				nv, err := fm.fn(cur, v)
				if err != nil {
					return state, &NodeError{Node: nodes[j], Batch: batch, Err: fmt.Errorf("merge key %q: %w", key, err)}
				}
				sv.SetMapIndex(k, nv.Convert(sv.Type().Elem()))
				continue
			}
			if setBy != nil {
				if prev, ok := setBy[key]; ok && !reflect.DeepEqual(cur.Interface(), v.Interface()) {
					return state, &ConflictError{Batch: batch, Field: key, First: nodes[prev], Second: nodes[j]}
				}
				setBy[key] = j
			}
			sv.SetMapIndex(k, v)
		}
	}
	return state, nil
}
