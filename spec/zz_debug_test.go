package spec

import (
	"strings"
	"testing"
	"time"
)

func TestDebugSlow(t *testing.T) {
	n := 20000
	cases := map[string]string{
		"lines":      strings.Repeat("the system shall\n", n),
		"commas":     strings.Repeat("a,\n", n),
		"items":      strings.Repeat("- a\n", n),
		"nested":     strings.Repeat("- a\n  - b\n", n/2),
		"table":      "| a | b |\n|---|---|\n" + strings.Repeat("| 1 | the app shall run |\n", n),
		"tables":     strings.Repeat("| a | b |\n|---|---|\n| A-1 | the app shall run |\n\n", n/4),
		"numbered":   strings.Repeat("1.1 The app shall run\n", n),
		"headings":   strings.Repeat("# a\n", n),
		"longline":   strings.Repeat("word ", n*5),
		"spaces":     strings.Repeat(" ", n*5) + "x shall y",
		"usecase":    "Use Case X\n" + strings.Repeat("Scenario 1) a 2) b\n", n),
		"dots":       strings.Repeat("a. ", n*3),
		"colons":     strings.Repeat("a: -b ", n*3),
		"deepnum":    strings.Repeat("1.1.1.1.1 Title\n", n),
		"acronyms":   strings.Repeat("(ABC) ", n*3),
		"steps":      "1. a " + strings.Repeat("2) B ", n*3),
		"quotes":     strings.Repeat("> a\n", n),
		"setext":     strings.Repeat("a\n---\n", n),
		"chapters":   strings.Repeat("1 Intro\n1.1 a\n", n),
		"bold":       strings.Repeat("**a**\n", n),
		"labels":     strings.Repeat("Acceptance criteria:\n", n),
		"stories":    strings.Repeat("### User Story 1 - x\n\nAs a u, I want v.\n", n/4),
	}
	for name, in := range cases {
		start := time.Now()
		_, _ = Parse(name+".md", []byte(in))
		t.Logf("%-10s %6d bytes %v", name, len(in), time.Since(start))
	}
}
