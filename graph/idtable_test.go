package graph

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestIDTable(t *testing.T) {
	tests := []struct {
		name string
		keys []string // inserted in order; a repeat must be refused
		dups []int    // positions in keys that are repeats
	}{
		{"one", []string{"a"}, nil},
		{"empty key", []string{"", "a"}, nil},
		{"repeat", []string{"a", "b", "a", "b", "c"}, []int{2, 3}},
		{"equal bytes, other pointer", []string{"node", strings.Clone("node")}, []int{1}},
		{"many", func() []string {
			var ks []string
			for i := range 1000 {
				ks = append(ks, fmt.Sprintf("n%04d", i))
			}
			return ks
		}(), nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tab := newIDTable(len(tt.keys))
			var stored []string // index → key
			keyAt := func(i int) string { return stored[i] }
			var dups []int
			for k, key := range tt.keys {
				if tab.insert(key, len(stored), keyAt) {
					stored = append(stored, key)
				} else {
					dups = append(dups, k)
				}
			}
			assert.Equal(t, tt.dups, dups)
			for i, key := range stored {
				got, ok := tab.find(strings.Clone(key), keyAt)
				require.True(t, ok, key)
				assert.Equal(t, i, got, key)
			}
			_, ok := tab.find("absent", keyAt)
			assert.False(t, ok)

			// Renumbering maps every stored index; lookups follow.
			to := make([]int32, len(stored))
			renamed := make([]string, len(stored))
			for i := range stored {
				to[i] = int32(len(stored) - 1 - i)
				renamed[to[i]] = stored[i]
			}
			tab.renumber(to)
			for _, key := range stored {
				got, ok := tab.find(key, func(i int) string { return renamed[i] })
				require.True(t, ok, key)
				assert.Equal(t, key, renamed[got])
			}
		})
	}
}

// TestIDTableBlocks checks the block path Build takes — sortBlock,
// insertBlock, resolveBlock — against the one-key path, across blocks and
// with a tag collision planted.
func TestIDTableBlocks(t *testing.T) {
	keys := make([]string, 2*blockSize+5)
	for i := range keys {
		keys[i] = fmt.Sprintf("k%d", i)
	}
	keys[blockSize+7] = keys[3]           // a repeat in a later block
	keys[blockSize+9] = keys[blockSize+2] // a repeat in its own block
	tab := newIDTable(len(keys))
	keyAt := func(i int) string { return keys[i] }
	b := newProbeBlock(len(keys))
	var dups []int
	for lo := 0; lo < len(keys); lo += blockSize {
		hi := min(lo+blockSize, len(keys))
		tab.sortBlock(keys[lo:hi], b)
		if d := tab.insertBlock(keys[lo:hi], lo, b, keyAt); d >= 0 {
			dups = append(dups, lo+d)
		}
	}
	assert.Equal(t, []int{blockSize + 7}, dups, "smallest repeat of each block")
	_, ok := tab.find(keys[blockSize+9], func(int) string { return "" })
	assert.False(t, ok, "the later of two equal keys is the one refused")

	// Plant a slot whose tag matches "absent" but holds index 0, before
	// the probe reaches an empty slot: the candidate is wrong and the
	// check must fall back to find.
	pos, tag := tab.hash("absent")
	for tab.slots[pos] != 0 {
		pos = (pos + 1) & tab.mask
	}
	tab.slots[pos] = uint32(tag) | 1
	probe := []string{keys[0], "absent", keys[len(keys)-1], keys[blockSize+3]}
	got := tab.resolveBlock(probe, b, keyAt, nil)
	assert.Equal(t, []int32{0, -1, int32(len(keys) - 1), blockSize + 3}, got)
	tab.slots[pos] = 0

	all := tab.resolveBlock(keys[:blockSize], b, keyAt, nil)
	for i, j := range all {
		assert.Equal(t, keys[i], keys[j])
	}
}

// FuzzIDTable: the table agrees with a Go map on any sequence of keys.
func FuzzIDTable(f *testing.F) {
	f.Add("a,b,c,a")
	f.Add(",,x")
	f.Add("n1,n2,n10,n1,n2")
	f.Fuzz(func(t *testing.T, list string) {
		keys := strings.Split(list, ",")
		tab := newIDTable(len(keys))
		want := map[string]int{}
		var stored []string
		keyAt := func(i int) string { return stored[i] }
		for _, k := range keys {
			_, had := want[k]
			added := tab.insert(k, len(stored), keyAt)
			if added == had {
				t.Fatalf("insert %q: added %v, map had it %v", k, added, had)
			}
			if added {
				want[k] = len(stored)
				stored = append(stored, k)
			}
		}
		for k, i := range want {
			got, ok := tab.find(k, keyAt)
			if !ok || got != i {
				t.Fatalf("find %q = %d, %v; want %d", k, got, ok, i)
			}
		}
		probe := append(slices.Clone(keys), list+"~")
		got := tab.resolveBlock(probe, newProbeBlock(len(probe)), keyAt, nil)
		for k, key := range probe {
			i, ok := want[key]
			if !ok {
				i = -1
			}
			if int(got[k]) != i {
				t.Fatalf("resolveBlock %q = %d; want %d", key, got[k], i)
			}
		}
		if _, ok := want[list+"~"]; !ok {
			if _, found := tab.find(list+"~", keyAt); found {
				t.Fatalf("found absent key %q", list+"~")
			}
		}
	})
}

// TestBuildTooManyNodes reaches the node limit through build's parameter:
// the real limit, 2^30, is beyond any test's memory.
func TestBuildTooManyNodes(t *testing.T) {
	nop := func(context.Context, *Env, map[string]int) (map[string]int, error) { return nil, nil }
	g := New[map[string]int]("g").AddFunc("a", nop).AddFunc("b", nop, After("a"))
	_, err := g.build(2)
	var ve *ValidationError
	require.ErrorAs(t, err, &ve)
	assert.Equal(t, ProblemTooManyNodes, ve.Problem)
	assert.ErrorIs(t, err, ErrInvalidGraph)
	assert.Contains(t, err.Error(), "2 nodes")
	_, err = g.build(3)
	require.NoError(t, err)
}
