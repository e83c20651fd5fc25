//go:build learnexp

package spec

import "strings"

// KnownFieldLabel reports whether the reader's vocabulary holds label (a
// use-case field, a template's field, a record's label): the learnexp
// count of repeated label schemas splits by it.
func KnownFieldLabel(label string) bool {
	l := strings.ToLower(strings.TrimSpace(label))
	if useCaseFieldSet[l] || extraFieldLabels[l] {
		return true
	}
	for _, g := range [][]string{recordIDLabels, recordTextLabels, recordOtherLabels} {
		for _, x := range g {
			if x == l {
				return true
			}
		}
	}
	for _, rt := range roleTitles {
		if rt.title == l {
			return true
		}
	}
	return false
}

// UseCaseOnlyField reports whether label is a field only use cases have
// (useCaseOnlyFields, with "Actor(s)").
func UseCaseOnlyField(label string) bool {
	l := strings.ToLower(strings.TrimSpace(label))
	return useCaseOnlyFields[strings.ReplaceAll(l, "(s)", "s")]
}
