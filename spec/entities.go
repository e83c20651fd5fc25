package spec

import (
	"html"
	"regexp"
	"strings"
)

// entityRe finds an HTML character reference written whole, with its
// closing ";": a named one ("&quot;", "&amp;") or a number ("&#39;",
// "&#x2014;"). "AT&T", "R&D" and "&amp" without ";" are no entity.
var entityRe = regexp.MustCompile(`&(?:#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z][A-Za-z0-9]{1,31});`)

// decodeEntities writes the HTML character references in a requirement's
// text as their characters (the third trial's N10: "&quot;Start&quot;"
// is `"Start"`). A reference HTML does not know stays as written.
func decodeEntities(s string) string {
	if strings.IndexByte(s, '&') < 0 || strings.IndexByte(s, ';') < 0 {
		return s
	}
	return entityRe.ReplaceAllStringFunc(s, html.UnescapeString)
}

// entityEndsAt reports whether the ";" at s[i] closes an HTML character
// reference ("&quot;"): it ends no clause.
func entityEndsAt(s string, i int) bool {
	j := strings.LastIndexByte(s[:i], '&')
	return j >= 0 && i-j <= 33 && entityRe.MatchString(s[j:i+1]) && entityRe.FindString(s[j:i+1]) == s[j:i+1]
}

// clauseSemicolons returns the offsets in s of the "; " that part its
// clauses: those that close no HTML entity.
func clauseSemicolons(s string) []int {
	var at []int
	for i := 0; ; {
		k := strings.Index(s[i:], "; ")
		if k < 0 {
			return at
		}
		if !entityEndsAt(s, i+k) {
			at = append(at, i+k)
		}
		i += k + 2
	}
}
