package decisions

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/clarigraph/clarigraph/nodes/clarification/lang"
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
// hour", "an SMS", "an 8-hour shift", "an 18th", but "a user", "a
// one-time code", "a European", "a URL". An initialism (initialSound)
// takes the sound it is spoken with.
func vowelSound(w string) bool {
	l := strings.ToLower(w)
	if l == "" {
		return false
	}
	if l[0] >= '0' && l[0] <= '9' {
		// The digits as spoken: "eight…", "eleven", "eighteen" (also
		// "eleven thousand", written "11,000" or "11000").
		n := strings.IndexFunc(l, func(c rune) bool { return c < '0' || c > '9' })
		if n < 0 {
			n = len(l)
		}
		run := l[:n]
		return run[0] == '8' || (strings.HasPrefix(run, "11") || strings.HasPrefix(run, "18")) && len(run)%3 == 2
	}
	if vowel, ok := initialSound(w); ok {
		return vowel
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

// initialSound reports, for an initialism — a word of two capitals or
// more, digits allowed, with a plural "s" or lower-case letters inside
// ("SLAs", "MP3", "IoT") — whether it begins with a vowel sound, and
// false for any other word. It is spoken letter by letter unless its
// letters read as a word (readsAsWord: "NATO", "GIF", "LAN"); spoken as
// letters, it takes the sound of its first letter's name: A, E, I, O
// and F, H, L, M, N, R, S, X ("ef", "aitch", "el", …) open with a
// vowel ("an SLA", "an HTTP request", "an API"), the others and U
// ("you") with a consonant ("a UI", "a URL"). Read as a word, it is a
// word like any other ("a NATO", "an UPDATE"): ok is false.
// A rule over letters, not a list: what it reads wrong is an
// initialism whose letters could make a word and that is spelled out
// all the same ("a LED").
func initialSound(w string) (vowel, ok bool) {
	core := strings.TrimSuffix(w, "s")
	caps := 0
	for _, r := range core {
		if unicode.IsUpper(r) {
			caps++
		}
	}
	first, _ := utf8.DecodeRuneInString(core)
	if caps < 2 || !unicode.IsUpper(first) || first > unicode.MaxASCII {
		return false, false
	}
	if strings.ToUpper(core) != core && !(caps >= 2 && len(core) <= 4) {
		// A word in capitals and lower case ("McDonald", "JavaScript")
		// is a name, read as a word.
		return false, false
	}
	if readsAsWord(strings.ToUpper(core)) {
		return false, false
	}
	return strings.ContainsRune("AEIOFHLMNRSX", first), true
}

// onsets are the clusters of two consonants an English word can open
// with ("SL", "ST", "FR"); a single consonant opens any.
var onsets = set("bl br ch cl cr dr fl fr gl gr kl kr ph pl pr sc sh sk sl sm sn sp st sw th tr tw wh wr")

// readsAsWord reports whether the letters of an initialism (in capitals)
// can be spoken as a word: they open with a vowel or with a consonant
// cluster an English word can open with, and a vowel — A, E, I, O, U, or
// Y after a consonant — is followed by a consonant somewhere, closing a
// syllable ("NATO", "GIF", "NASA", "SIM"); letters with no vowel
// ("HTTP", "SMS"), an opening no word has ("MRI", "NDA", "SSO") or
// vowels only at the end ("SLA", "SLO") are spelled out. Digits end the
// word ("MP3" is spelled out).
func readsAsWord(up string) bool {
	if i := strings.IndexFunc(up, unicode.IsDigit); i >= 0 {
		up = up[:i]
	}
	isVowel := func(i int) bool {
		return strings.IndexByte("AEIOU", up[i]) >= 0 || up[i] == 'Y' && i > 0 && strings.IndexByte("AEIOU", up[i-1]) < 0
	}
	if len(up) < 2 || !isVowel(0) && !isVowel(1) && !onsets[strings.ToLower(up[:2])] {
		return false
	}
	if !isVowel(0) && !isVowel(1) && (len(up) < 3 || !isVowel(2)) {
		return false
	}
	for i := 0; i+1 < len(up); i++ {
		if isVowel(i) && !isVowel(i+1) && up[i+1] >= 'A' && up[i+1] <= 'Z' {
			return true
		}
	}
	return false
}

// singularVerbs are the template verbs that agree with a noun filled in
// next to them, with their plural forms.
var singularVerbs = map[string]string{"is": "are", "was": "were", "has": "have", "does": "do"}

// agree returns s with each verb of the template next to a noun phrase
// filled in at fills (byte spans of s) agreeing with the phrase's
// number: "when {subject} is slow" and "how long does {subject} stay"
// with "external systems" read "are" and "do" (see pluralPhrase). The
// verb is the word right after the phrase, or right before it or its
// "the": "is", "was", "has" or "does", whose plural replaces it with the
// same capital — but for a verb before the phrase, "is", "was" or "has"
// followed after the phrase by a noun or a finite verb, which the phrase
// only modifies ("is the {subject} data"). A phrase in quotation marks
// is a term ("does “books” mean") and keeps the template's verb.
//
// The template's indefinite article right before a plural phrase, or one
// ending in a mass noun (massPhrase: "data"), is dropped, a capital
// passing to the phrase: "when a {subject} cannot be delivered" with
// "notifications" reads "when notifications cannot be delivered", not
// "a notifications" (issue 25, text generation 24).
func agree(s string, fills [][2]int) string {
	if len(fills) == 0 {
		return s
	}
	toks := lang.Tokenize(s)
	lang.Tag(s, toks)
	type edit struct{ at, n int }
	var edits []edit
	for _, f := range fills {
		from := slices.IndexFunc(toks, func(t lang.Token) bool { return t.Start() >= f[0] })
		to := slices.IndexFunc(toks, func(t lang.Token) bool { return t.Start() >= f[1] })
		if to < 0 {
			to = len(toks)
		}
		if from < 0 || from >= to || f[1] > len(s) {
			continue
		}
		if strings.HasPrefix(s[f[1]:], "”") || strings.HasPrefix(s[f[1]:], `"`) || strings.HasSuffix(s[:f[0]], "“") || strings.HasSuffix(s[:f[0]], `"`) {
			continue
		}
		if !pluralPhrase(s[f[0]:f[1]]) {
			if massPhrase(s[f[0]:f[1]]) {
				if k := articleBefore(toks, from); k >= 0 {
					edits = append(edits, edit{toks[k].Start(), toks[from].Start() - toks[k].Start()})
				}
			}
			continue
		}
		if k := articleBefore(toks, from); k >= 0 {
			edits = append(edits, edit{toks[k].Start(), toks[from].Start() - toks[k].Start()})
		}
		switch {
		case to < len(toks) && toks[to].Punct() == "" && singularVerbs[toks[to].Lower()] != "":
			edits = append(edits, edit{toks[to].Start(), toks[to].End() - toks[to].Start()})
		default:
			k := from - 1
			if k >= 0 && toks[k].Lower() == "the" && toks[from].Punct() == "" {
				k--
			}
			if k < 0 || singularVerbs[toks[k].Lower()] == "" || toks[k+1].Punct() != "" {
				continue
			}
			// "does" asks for a verb after the phrase; "is", "was" and
			// "has" for a participle, an adjective or a preposition — a
			// noun or a finite verb after the phrase is the head the
			// phrase modifies ("is the {subject} data").
			if toks[k].Lower() != "does" && to < len(toks) && toks[to].Punct() == "" {
				if tg := toks[to].Tag(); strings.HasPrefix(tg, "NN") || tg == "VB" || tg == "VBP" || tg == "VBZ" {
					continue
				}
			}
			edits = append(edits, edit{toks[k].Start(), toks[k].End() - toks[k].Start()})
		}
	}
	slices.SortFunc(edits, func(a, b edit) int { return a.at - b.at })
	for i := len(edits) - 1; i >= 0; i-- {
		e := edits[i]
		w := s[e.at : e.at+e.n]
		if art := strings.TrimRight(w, " "); art == "a" || art == "an" || art == "A" || art == "An" {
			// An article dropped: a capital passes to the phrase.
			rest := s[e.at+e.n:]
			if art[0] == 'A' {
				r, n := utf8.DecodeRuneInString(rest)
				rest = string(unicode.ToUpper(r)) + rest[n:]
			}
			s = s[:e.at] + rest
			continue
		}
		p := singularVerbs[strings.ToLower(w)]
		if w[0] >= 'A' && w[0] <= 'Z' {
			p = strings.ToUpper(p[:1]) + p[1:]
		}
		s = s[:e.at] + p + s[e.at+e.n:]
	}
	return s
}

// articleBefore returns the index of the indefinite article right before
// toks[from] ("a", "an", with a capital only where it opens a sentence),
// or -1.
func articleBefore(toks []lang.Token, from int) int {
	k := from - 1
	if k < 0 || toks[from].Punct() != "" || toks[k].Lower() != "a" && toks[k].Lower() != "an" {
		return -1
	}
	return k
}

// massPhrase reports whether a noun phrase filled into a template ends in
// a mass noun: one the lemmatizer makes singular but nounForm keeps
// ("data", "analytics data"). It takes no article ("who may mark data").
func massPhrase(p string) bool {
	toks := lang.Tokenize(p)
	if len(toks) == 0 {
		return false
	}
	h := toks[len(toks)-1].Lower()
	return lang.Lemma(h) != h && nounForm(h) == h && strings.HasSuffix(p, toks[len(toks)-1].Text())
}

// pluralPhrase reports whether a noun phrase filled into a template is
// plural: the tagger, reading the phrase on its own, tags its last word
// a plural noun (NNS, NNPS) whose lemma the lemmatizer knows as another
// word ("systems", "endpoints"); "data" and "media"
// take a singular verb, as nounForm keeps them. A word the lemmatizer
// does not know ("timestamps") is plural when the tagger tags it NNS and
// it is written as a plural is: in lower case, ending in a single "s" — a
// name or an initialism the tagger calls plural ("Kubernetes", "SMS",
// "sms" of "SMS") is not.
func pluralPhrase(p string) bool {
	toks := lang.Tokenize(p)
	if len(toks) == 0 {
		return false
	}
	lang.Tag(p, toks)
	h := toks[len(toks)-1]
	if h.Tag() != "NNS" && h.Tag() != "NNPS" {
		return false
	}
	known := h.Lemma() != h.Lower() || lang.Word(h.Lower())
	switch {
	case known && (h.Lemma() == h.Lower() || nounForm(h.Lower()) == h.Lower()):
		return false
	case !known && !writtenPlural(h):
		return false
	}
	return strings.HasSuffix(p, h.Text())
}

// writtenPlural reports whether a word the lemmatizer does not know looks
// like an English plural: tagged NNS, in lower case, longer than three
// letters and ending in a single "s" ("timestamps", not "sms" or
// "kubernetes"'s capitalised "Kubernetes", nor "class").
func writtenPlural(t lang.Token) bool {
	w := t.Text()
	return t.Tag() == "NNS" && w == strings.ToLower(w) && len(w) > 3 &&
		strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss")
}
