package spec

import (
	"strings"
	"testing"
)

func TestGuardKeepsMatches(t *testing.T) {
	exprs := []string{
		`(?i)\b(?:is|are)\s+(?:described|listed)\s+below`,
		`^no\s+(?:[\w/-]+\s+){0,5}(?:is|are)\s+(?:required|needed)`,
		`(?i)^(?:this|that)\s+(?:section|document)s?\s+(?:describes?|lists?)\b`,
		`(?i)\bscope\b|^(?:the\s+)?users?\s+assumes?`,
		`(?:a|)b`,
		`[0-9]+%`,
	}
	texts := []string{
		"The reports are described below.", "THE REPORTS ARE DESCRIBED BELOW", "No public API is required",
		"This section describes the reports.", "THIS DOCUMENT LISTS", "Out of SCOPE", "users assume e-mail",
		"b", "99%", "", "The ſcope is", "Thiſ ſection deſcribes", "The \u212Aelvin scope", "nothing here",
	}
	for _, expr := range exprs {
		g := mustGuard(expr)
		for _, s := range texts {
			for _, v := range []string{s, strings.ToLower(s), strings.ToUpper(s)} {
				if got, want := g.MatchString(v), g.Regexp.MatchString(v); got != want {
					t.Errorf("%q on %q: guarded %v, plain %v", expr, v, got, want)
				}
				if got, want := g.matchLow(v, strings.ToLower(v)), g.Regexp.MatchString(v); got != want {
					t.Errorf("%q on %q: guarded with the lower case %v, plain %v", expr, v, got, want)
				}
				if got, want := g.FindAllStringSubmatchIndex(v, -1), g.Regexp.FindAllStringSubmatchIndex(v, -1); len(got) != len(want) {
					t.Errorf("%q on %q: guarded %v, plain %v", expr, v, got, want)
				}
				if got, want := g.FindStringSubmatchIndex(v), g.Regexp.FindStringSubmatchIndex(v); len(got) != len(want) {
					t.Errorf("%q on %q: guarded %v, plain %v", expr, v, got, want)
				}
			}
		}
	}
}

func TestGuardWords(t *testing.T) {
	for _, c := range []struct {
		expr string
		want string // "": no guard
	}{
		{`(?i)\b(?:is|are)\s+(?:presented|described)\s+below`, "and(or(presented~ described~) below~ or(is~ are~))"},
		{`^(?:figure|table)\s*[0-9]`, "or(figure table)"},
		{`\s+x?`, ""},
		{`abc|\s*`, ""},
		{`a(?:bc|d)`, "and(a or(bc d))"},
	} {
		if got := mustGuard(c.expr).guard.String(); got != c.want {
			t.Errorf("%q: guard %s, want %s", c.expr, got, c.want)
		}
	}
}

func (n *guardNode) String() string {
	if n == nil {
		return ""
	}
	if n.op == guardLit {
		if n.fold {
			return n.lit + "~"
		}
		return n.lit
	}
	var parts []string
	for _, sub := range n.subs {
		parts = append(parts, sub.String())
	}
	op := "and"
	if n.op == guardOr {
		op = "or"
	}
	return op + "(" + strings.Join(parts, " ") + ")"
}

func TestGuardFirstBytes(t *testing.T) {
	for _, c := range []struct {
		expr  string
		bytes string // the bytes a match can start with; "": no restriction
	}{
		{`^(?:none|n/a)\.?$`, "n"},
		{`(?i)^(?:figure|table)\s*[0-9]`, "FTft"},
		{`^[*_]*epic`, "*_e"},
		{`^\s*x`, "\t\n\f\r x"},
		{`^x?`, ""},
		{`^a|b`, ""},
		{`^a|^b`, "ab"},
		{`a`, ""},
	} {
		first := mustGuard(c.expr).first
		got := ""
		if first != nil {
			for b := range 128 {
				if first[b] {
					got += string(rune(b))
				}
			}
		}
		if got != c.bytes {
			t.Errorf("%q: first bytes %q, want %q", c.expr, got, c.bytes)
		}
	}
	// A class beyond ASCII takes every byte beyond ASCII, and a text that
	// starts inside a character.
	g := mustGuard(`^[^a]b`)
	for _, s := range []string{"\x80b", "éb", "\xffb"} {
		if got, want := g.MatchString(s), g.Regexp.MatchString(s); got != want {
			t.Errorf("%q on %q: guarded %v, plain %v", g, s, got, want)
		}
	}
}
