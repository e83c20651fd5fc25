package graph

import (
	"hash/maphash"
	"math/bits"
)

// idTable maps node IDs to node indices: an open-addressing hash table with
// linear probing whose slots are 4 bytes, at most half full: index+1 in the
// low idxBits bits (just enough for the table's keys) and as many bits of
// the key's hash as are left above it. The keys themselves stay where they
// are (the graph's node specs); a probe compares a key only when the hash
// bits match (at a million nodes, 12 bits: one probe in 4,096 compares a
// key it need not).
//
// Build uses it instead of a map[string]int because the compact slots keep
// the table cache-resident far longer: at a million nodes the table is
// 8 MiB where a Go map of the same keys took 53 MiB (BenchmarkBuild/idmap:
// 65 MiB per op at 1M nodes, 11 MiB of it its result slice), and resolving
// dependencies is a random probe per edge. See BenchmarkBuild.
type idTable struct {
	seed    maphash.Seed
	slots   []uint32 // 0: empty; else hash bits | (index+1)
	mask    uint64
	bits    int    // size is 1<<bits
	idxMask uint32 // the low bits that hold index+1
}

// newIDTable returns a table sized for n keys (1 ≤ n < 2³¹).
func newIDTable(n int) idTable {
	tbits := bits.Len64(uint64(2*n - 1))   // 1<<tbits ≥ 2n
	idxBits := uint(bits.Len64(uint64(n))) // n < 2^idxBits, so index+1 fits
	size := uint64(1) << tbits
	return idTable{
		seed:    maphash.MakeSeed(),
		slots:   make([]uint32, size),
		mask:    size - 1,
		bits:    tbits,
		idxMask: uint32(1)<<idxBits - 1,
	}
}

// hash returns the first slot and the tag of key: the tag is the slot
// with the index bits clear.
func (t *idTable) hash(key string) (pos uint64, tag uint64) {
	h := maphash.String(t.seed, key)
	return h & t.mask, (h >> 32) &^ uint64(t.idxMask)
}

// blockSize is how many keys Build hashes and probes at a time.
const blockSize = 1 << 15

// probeBlock holds one block of keys' first slots and tags, and the order
// in which to probe them: by region of the table (bucket), so that
// consecutive probes fall on the same few pages. A table larger than the
// CPU caches is otherwise probed at random, and each probe costs a TLB and
// a cache miss (at a million nodes, more than half of Build's time was
// spent so). The block's arrays are reused from block to block.
type probeBlock struct {
	pos, tag []uint32
	cand     []int32 // candidates found by candidates, by key
	order    []int32 // key positions sorted by bucket, stable
	count    []int32
}

// bucketBits bounds the number of buckets a block is sorted into: 1,024
// regions of the table, 8 KiB each at a million nodes.
const bucketBits = 10

func newProbeBlock(keys int) *probeBlock {
	m := min(keys, blockSize)
	return &probeBlock{
		pos: make([]uint32, m), tag: make([]uint32, m),
		cand: make([]int32, m), order: make([]int32, m),
		count: make([]int32, 1<<bucketBits+1),
	}
}

// sortBlock hashes keys (at most blockSize) into b and orders them by the
// table region of their first slot.
func (t *idTable) sortBlock(keys []string, b *probeBlock) {
	m := len(keys)
	b.pos, b.tag, b.cand, b.order = b.pos[:m], b.tag[:m], b.cand[:m], b.order[:m]
	shift := max(t.bits-bucketBits, 0)
	count := b.count[:t.mask>>shift+2]
	clear(count)
	for k, key := range keys {
		pos, tag := t.hash(key)
		b.pos[k], b.tag[k] = uint32(pos), uint32(tag)
		count[pos>>shift+1]++
	}
	for i := 1; i < len(count); i++ {
		count[i] += count[i-1]
	}
	for k, pos := range b.pos {
		bucket := pos >> shift
		b.order[count[bucket]] = int32(k)
		count[bucket]++
	}
}

// insertBlock inserts a sorted block of keys, key k at index base+k, in
// bucket order; keys equal to each other keep their order (the sort is
// stable), so the later of two equal keys is the one refused. It returns
// the smallest k refused, or -1.
func (t *idTable) insertBlock(keys []string, base int, b *probeBlock, keyAt func(int) string) int {
	dup := -1
	for _, k := range b.order {
		if !t.insertAt(keys[k], uint64(b.pos[k]), uint64(b.tag[k]), base+int(k), keyAt) && (dup < 0 || int(k) < dup) {
			dup = int(k)
		}
	}
	return dup
}

// candidates sets b.cand[k] to the index in the first slot whose tag
// matches key k's, or -1 when the probe reaches an empty slot first. It
// compares no keys: the caller checks each candidate in its own order
// (where the keys are near each other in memory) and falls back to find
// when the candidate's key differs — a tag collision, one probe in 2¹²
// at a million nodes.
func (t *idTable) candidates(b *probeBlock) {
	for _, k := range b.order {
		pos, tag := uint64(b.pos[k]), b.tag[k]
		c := int32(-1)
		for {
			s := t.slots[pos]
			if s == 0 {
				break
			}
			if s&^t.idxMask == tag {
				c = int32(s&t.idxMask) - 1
				break
			}
			pos = (pos + 1) & t.mask
		}
		b.cand[k] = c
	}
}

// resolveBlock appends to out the index of each of keys (at most
// blockSize), or -1 for a key not in the table: candidates probed in table
// order, then each checked in the keys' order, with find for the few whose
// candidate's key differs.
func (t *idTable) resolveBlock(keys []string, b *probeBlock, keyAt func(int) string, out []int32) []int32 {
	t.sortBlock(keys, b)
	t.candidates(b)
	for k, key := range keys {
		j := int(b.cand[k])
		if j < 0 || keyAt(j) != key {
			var ok bool
			if j, ok = t.find(key, keyAt); !ok {
				j = -1
			}
		}
		out = append(out, int32(j))
	}
	return out
}

// insertAt adds key, whose first slot and tag are pos and tag, at index i
// unless a key equal to it is present; keyAt returns the key stored at an
// index. It reports whether key was added.
func (t *idTable) insertAt(key string, pos, tag uint64, i int, keyAt func(int) string) bool {
	for {
		s := t.slots[pos]
		if s == 0 {
			t.slots[pos] = uint32(tag) | uint32(i+1)
			return true
		}
		if uint64(s&^t.idxMask) == tag && keyAt(int(s&t.idxMask)-1) == key {
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
		if uint64(s&^t.idxMask) == tag {
			if i := int(s&t.idxMask) - 1; keyAt(i) == key {
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
			t.slots[k] = s&^t.idxMask | uint32(to[s&t.idxMask-1]+1)
		}
	}
}
