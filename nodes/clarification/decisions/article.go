package decisions

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// articles returns s with each indefinite article ("a", "an") agreeing
// with the sound of the word after it: a question's template writes its
// article before a word filled in from the specification ("when an
// {subject} cannot be delivered"), which may start with any sound ("a
// push notification", "an expired"). Words inside quotation marks are
// the specification's own and stay as written; a capital "A" is an
// article only at the start of a sentence ("option A or B" names one).
func articles(s string) string {
	if !strings.Contains(s, "a ") && !strings.Contains(s, "A ") && !strings.Contains(s, "an ") && !strings.Contains(s, "An ") {
		return s
	}
	var b strings.Builder
	quoted := false
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		switch r {
		case '“':
			quoted = true
		case '”':
			quoted = false
		case '"':
			quoted = !quoted
		}
		if quoted || (r != 'a' && r != 'A') || !wordStart(s, i) {
			b.WriteRune(r)
			i += n
			continue
		}
		art := "a"
		if strings.HasPrefix(s[i+1:], "n ") {
			art = "an"
		} else if !strings.HasPrefix(s[i+1:], " ") {
			b.WriteRune(r)
			i += n
			continue
		}
		next := s[i+len(art)+1:]
		w := next
		if j := strings.IndexFunc(w, func(c rune) bool { return !unicode.IsLetter(c) && !unicode.IsDigit(c) }); j >= 0 {
			w = w[:j]
		}
		if w == "" || r == 'A' && !sentenceStart(s, i) || quotedAt(next) {
			b.WriteString(s[i : i+len(art)])
			i += len(art)
			continue
		}
		want := "a"
		if vowelSound(w) {
			want = "an"
		}
		if r == 'A' {
			want = strings.ToUpper(want[:1]) + want[1:]
		}
		b.WriteString(want)
		i += len(art)
	}
	return b.String()
}

// quotedAt reports whether the text after an article opens a quotation:
// the article is the template's, the quoted words the specification's,
// and their sound is still the first word's inside the quote — but a
// template rarely puts an article before a quote, so it is left alone.
func quotedAt(next string) bool {
	return strings.HasPrefix(next, "“") || strings.HasPrefix(next, `"`)
}

// wordStart reports whether s[i] begins a word.
func wordStart(s string, i int) bool {
	if i == 0 {
		return true
	}
	r, _ := utf8.DecodeLastRuneInString(s[:i])
	return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '-' && r != '\''
}

// sentenceStart reports whether s[i] begins a sentence: the start of s,
// or after a full stop, a colon, a question mark or a dash and a space.
func sentenceStart(s string, i int) bool {
	t := strings.TrimRight(s[:i], " ")
	if t == "" {
		return true
	}
	r, _ := utf8.DecodeLastRuneInString(t)
	return strings.ContainsRune(".:?!—", r)
}

// vowelSound reports whether a word begins with a vowel sound: "an
// hour", "an SMS", "an 8-hour shift", but "a user", "a one-time code",
// "a European", "a URL". An acronym with no vowel is read letter by
// letter ("an LLM"); one with a vowel as a word ("an API", "a SIM").
func vowelSound(w string) bool {
	l := strings.ToLower(w)
	if l == "" {
		return false
	}
	if l[0] >= '0' && l[0] <= '9' {
		return l[0] == '8' || l == "11" || l == "18"
	}
	if len(w) > 1 && strings.ToUpper(w) == w && !strings.ContainsAny(l, "aeiou") {
		return strings.ContainsRune("aefhilmnorsx", rune(l[0]))
	}
	for _, p := range []string{"hour", "honest", "honour", "honor", "heir"} {
		if strings.HasPrefix(l, p) {
			return true
		}
	}
	for _, p := range []string{"one", "once", "eu", "ewe", "uni", "use", "usu", "uti", "ure", "uri", "ura", "ui", "ubi", "uganda", "ukr", "utop"} {
		if strings.HasPrefix(l, p) {
			return false
		}
	}
	if l == "url" || l == "uuid" || l == "usb" || l == "ux" {
		return false
	}
	return strings.ContainsRune("aeiou", rune(l[0]))
}
