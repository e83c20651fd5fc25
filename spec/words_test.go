package spec

import (
	"strings"
	"testing"
)

func TestFoldPrefixesAsAnyPrefixFold(t *testing.T) {
	ps := []string{"Basic flow", "basic", "Actors", "alternate flow", "#", "ſpecial"}
	for _, set := range [][]string{ps, ps[:4]} {
		f := newFoldPrefixes(set)
		for _, s := range []string{"", "basic flow: x", "BASIC FLOW", "Basics", "actors: a", "Alternate", "# x", "ſpecial", "Special", "x"} {
			if got, want := f.first(s), anyPrefixFold(s, set); got != want {
				t.Errorf("%q in %q: %q, want %q", s, set, got, want)
			}
		}
	}
}

func TestFieldCountAsFields(t *testing.T) {
	for _, s := range []string{"", "  ", "one", " two  words ", "a\u00a0b\tc\nd", "é è"} {
		if got, want := fieldCount(s), len(strings.Fields(s)); got != want {
			t.Errorf("fieldCount(%q) = %d, want %d", s, got, want)
		}
	}
}

func TestHasInlineMarkerAsContains(t *testing.T) {
	old := func(s string) bool {
		for _, m := range []string{" -", " •", " –", " −", " ·", "\n-", "\n•"} {
			if strings.Contains(s, m) {
				return true
			}
		}
		return strings.IndexFunc(s, symbolBullet) >= 0
	}
	for _, s := range []string{"", "-", " -", "a -b", "a\n-b", "a-b", " •", "\n•", "\n–", " –", " −", " ·", "\n·", "·", "x\uf0b7y", "é -", "a\u00a0-b"} {
		if got, want := hasInlineMarker(s), old(s); got != want {
			t.Errorf("hasInlineMarker(%q) = %v, want %v", s, got, want)
		}
	}
}
