package rules

import (
	"context"
	"fmt"
	"os"
	"strings"
	"testing"
)

func TestZZTry(t *testing.T) {
	s := os.Getenv("ZZTRY")
	if s == "" {
		t.Skip()
	}
	for _, text := range strings.Split(s, "||") {
		lines := strings.Split(text, "|")
		ids := make([]string, len(lines))
		for i := range lines {
			ids[i] = fmt.Sprintf("R-%d", i+1)
		}
		got, _ := New().Analyze(context.Background(), layoutIDs(ids, lines))
		fmt.Println("==", text)
		for _, f := range got {
			fmt.Printf("  %s %q %s %s\n", f.Location, f.Excerpt, f.Rule, f.Description)
		}
	}
}

func TestZZLim(t *testing.T) {
	s := os.Getenv("ZZLIM")
	if s == "" {
		t.Skip()
	}
	a := New()
	var c *compiledRule
	for _, r := range a.cross {
		if r.Detector == DetectConflict {
			c = r
		}
	}
	for i, line := range strings.Split(s, "|") {
		d := tokenize(line)
		for _, l := range a.limits(i, d, c, false) {
			fmt.Printf("%d %q dim=%s up=%v ex=%v perm=%v v=%g topic=%v narrow=%v all=%v allNarrow=%v\n", i, l.shown, l.dim, l.upper, l.exact, l.permits, l.value, l.topic, l.narrow, l.all, l.allNarrow)
		}
	}
}
