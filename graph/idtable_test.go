package graph

import (
	"fmt"
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

// TestIDTableChunked checks hashAll with insertAt and findAt, the path
// Build takes, against the one-key path.
func TestIDTableChunked(t *testing.T) {
	keys := make([]string, 3*chunk+5)
	for i := range keys {
		keys[i] = fmt.Sprintf("k%d", i)
	}
	tab := newIDTable(len(keys))
	keyAt := func(i int) string { return keys[i] }
	var pos, tag [chunk]uint64
	for lo := 0; lo < len(keys); lo += chunk {
		hi := min(lo+chunk, len(keys))
		tab.hashAll(keys[lo:hi], &pos, &tag)
		for i := lo; i < hi; i++ {
			require.True(t, tab.insertAt(keys[i], pos[i-lo], tag[i-lo], i, keyAt))
		}
	}
	for lo := 0; lo < len(keys); lo += chunk {
		hi := min(lo+chunk, len(keys))
		tab.hashAll(keys[lo:hi], &pos, &tag)
		for i := lo; i < hi; i++ {
			got, ok := tab.findAt(keys[i], pos[i-lo], tag[i-lo], keyAt)
			require.True(t, ok)
			assert.Equal(t, i, got)
			assert.False(t, tab.insertAt(keys[i], pos[i-lo], tag[i-lo], i, keyAt), "repeat accepted")
		}
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
		if _, ok := want[list+"~"]; !ok {
			if _, found := tab.find(list+"~", keyAt); found {
				t.Fatalf("found absent key %q", list+"~")
			}
		}
	})
}
