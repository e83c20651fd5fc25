package rules

import "strings"

// This file generates the inflected forms of the table's vocabularies, so
// that a list names a word once and its forms follow: "runs low" also
// matches "run low", "are running low"; "driver" also "drivers".

// verbForms returns patterns with the forms of each pattern's opening
// verb added, in order and without duplicates: "is X" and "are X" go
// together; a verb in the third person ("runs low", "approaches") adds its
// base ("run low", "approach") and its progressive after "is" and "are"
// ("is running low", "are running low").
func verbForms(patterns []string) []string {
	seen := map[string]bool{}
	var out []string
	add := func(p string) {
		if !seen[p] {
			seen[p] = true
			out = append(out, p)
		}
	}
	for _, p := range patterns {
		add(p)
		first, rest, _ := strings.Cut(p, " ")
		tail := ""
		if rest != "" {
			tail = " " + rest
		}
		switch first {
		case "is":
			add("are" + tail)
			continue
		case "are":
			add("is" + tail)
			continue
		}
		base, ok := thirdPersonBase(first)
		if !ok {
			continue
		}
		add(base + tail)
		ing := progressive(base)
		add("is " + ing + tail)
		add("are " + ing + tail)
	}
	return out
}

// thirdPersonBase returns the base of a verb in the third person singular
// ("runs" → "run", "approaches" → "approach", "empties" → "empty"), or
// false for a word that is not one.
func thirdPersonBase(w string) (string, bool) {
	if strings.ContainsAny(w, "*-'") || len(w) < 4 || !strings.HasSuffix(w, "s") || strings.HasSuffix(w, "ss") ||
		strings.HasSuffix(w, "us") || strings.HasSuffix(w, "is") {
		return "", false
	}
	switch w {
	case "was", "has", "does", "goes":
		return "", false
	}
	for _, suf := range []string{"ches", "shes", "sses", "xes", "zes"} {
		if strings.HasSuffix(w, suf) {
			return w[:len(w)-2], true
		}
	}
	if strings.HasSuffix(w, "ies") && len(w) > 4 {
		return w[:len(w)-3] + "y", true
	}
	return w[:len(w)-1], true
}

// progressive returns the "-ing" form of a base verb: "run" → "running",
// "rise" → "rising", "grow" → "growing".
func progressive(base string) string {
	n := len(base)
	switch {
	case n > 2 && strings.HasSuffix(base, "e") && !strings.HasSuffix(base, "ee"):
		return base[:n-1] + "ing"
	case n == 3 && !vowel(base[0]) && vowel(base[1]) && !vowel(base[2]) && !strings.ContainsRune("wxy", rune(base[2])):
		return base + base[2:] + "ing" // "run" → "running", "get" → "getting"
	}
	return base + "ing"
}

func vowel(b byte) bool { return strings.IndexByte("aeiou", b) >= 0 }

// pluralsOf returns the plural of each noun, in order: "driver" →
// "drivers", "battery" → "batteries", "box" → "boxes".
func pluralsOf(nouns []string) []string {
	out := make([]string, 0, len(nouns))
	for _, n := range nouns {
		out = append(out, plural(n))
	}
	return out
}

// plural returns the plural of a regular noun; the last word of a phrase
// takes the ending ("staff member" → "staff members").
func plural(n string) string {
	switch {
	case strings.HasSuffix(n, "y") && len(n) > 2 && !vowel(n[len(n)-2]):
		return n[:len(n)-1] + "ies"
	case strings.HasSuffix(n, "ch") || strings.HasSuffix(n, "sh") || strings.HasSuffix(n, "x") || strings.HasSuffix(n, "s"):
		return n + "es"
	}
	return n + "s"
}
