//go:build learnexp

package spec

// What the count behind the build tag learnexp needs of the reader's word
// tests (learnexp_headings_test.go): whether a line reads as a title, and
// whether it holds a verb that makes it a statement.

// TitleLike is titleLike.
func TitleLike(s string) bool { return titleLike(s) }

// LineVerbs reports verbsOf(s): a modal, a finite verb, an imperative.
func LineVerbs(s string) (modal, finite, imperative bool) {
	v := verbsOf(s)
	return v.modal, v.finite, v.imperative
}
