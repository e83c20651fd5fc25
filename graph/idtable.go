package graph

import (
	"hash/maphash"
	"math/bits"
)

// idTable maps node IDs to node indices: an open-addressing hash table with
// linear probing whose slots hold only a 32-bit hash tag and the index, 8
// bytes each, at most half full. The keys themselves stay where they are
// (the graph's node specs); a probe compares a key only when its tag
// matches.
//
// Build uses it instead of a map[string]int because the compact slots keep
// the table cache-resident far longer: at a million nodes the table is
// 16 MiB where a Go map of string keys is about 40 MiB, and resolving
// dependencies is a random probe per edge. See BenchmarkBuild.
type idTable struct {
	seed  maphash.Seed
	slots []uint64 // 0: empty; else tag<<32 | (index+1)
	mask  uint64
	// touched keeps hashAll's loads observable, so that the compiler
	// cannot drop them.
	touched uint64
}

// newIDTable returns a table sized for n keys (n < 2³¹).
func newIDTable(n int) idTable {
	size := uint64(1) << bits.Len64(uint64(2*n-1)) // ≥ 2n, a power of two
	return idTable{seed: maphash.MakeSeed(), slots: make([]uint64, size), mask: size - 1}
}

// hash returns the first slot and the tag of key.
func (t *idTable) hash(key string) (pos uint64, tag uint64) {
	h := maphash.String(t.seed, key)
	return h & t.mask, h >> 32
}

// chunk is how many keys hashAll takes at a time.
const chunk = 64

// hashAll hashes up to chunk keys into pos and tag and loads the first
// slot of each. The loads are independent of each other, so the CPU has
// them in flight together; the probes that follow (insertAt, findAt) then
// find their slots in cache. At a million nodes this halves the time
// spent resolving IDs, which is otherwise one cache miss after another.
func (t *idTable) hashAll(keys []string, pos, tag *[chunk]uint64) {
	var acc uint64
	for k, key := range keys {
		pos[k], tag[k] = t.hash(key)
		acc |= t.slots[pos[k]]
	}
	t.touched = acc
}

// insertAt adds key, whose first slot and tag are pos and tag, at index i
// unless a key equal to it is present; keyAt returns the key stored at an
// index. It reports whether key was added.
func (t *idTable) insertAt(key string, pos, tag uint64, i int, keyAt func(int) string) bool {
	for {
		s := t.slots[pos]
		if s == 0 {
			t.slots[pos] = tag<<32 | uint64(i+1)
			return true
		}
		if s>>32 == tag && keyAt(int(uint32(s))-1) == key {
			return false
		}
		pos = (pos + 1) & t.mask
	}
}

// findAt returns the index stored for key, whose first slot and tag are pos
// and tag.
func (t *idTable) findAt(key string, pos, tag uint64, keyAt func(int) string) (int, bool) {
	for {
		s := t.slots[pos]
		if s == 0 {
			return 0, false
		}
		if s>>32 == tag {
			if i := int(uint32(s)) - 1; keyAt(i) == key {
				return i, true
			}
		}
		pos = (pos + 1) & t.mask
	}
}

// insert is insertAt for one key.
func (t *idTable) insert(key string, i int, keyAt func(int) string) bool {
	pos, tag := t.hash(key)
	return t.insertAt(key, pos, tag, i, keyAt)
}

// find returns the index stored for key.
func (t *idTable) find(key string, keyAt func(int) string) (int, bool) {
	pos, tag := t.hash(key)
	return t.findAt(key, pos, tag, keyAt)
}

// renumber replaces every stored index i with to[i].
func (t *idTable) renumber(to []int32) {
	for k, s := range t.slots {
		if s != 0 {
			t.slots[k] = s&^0xffffffff | uint64(to[uint32(s)-1]+1)
		}
	}
}
