package spec

import (
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"
)

// This file holds the word lists the shapes share and the small tests on
// words built on them: is this a modal verb, a finite verb, a title.

// modals are the verbs that make a statement normative.
var modals = map[string]bool{
	"shall": true, "must": true, "should": true, "will": true, "may": true, "can": true,
	"could": true, "would": true, "might": true, "cannot": true, "can't": true, "won't": true,
	"shan't": true, "mustn't": true, "shouldn't": true,
}

// strongModals make a statement a requirement even where explanations are
// expected (an overview, a document that numbers its requirements).
var strongModals = map[string]bool{"shall": true, "must": true, "shan't": true, "mustn't": true}

// auxiliaries are finite forms of be, have and do: a sentence with one of
// them states something.
var auxiliaries = map[string]bool{
	"is": true, "are": true, "was": true, "were": true, "am": true, "be": true, "been": true,
	"has": true, "have": true, "had": true, "does": true, "do": true, "did": true,
	"isn't": true, "aren't": true, "doesn't": true, "don't": true, "hasn't": true, "haven't": true,
	"needs": true, "need": true,
}

// determiners and prepositions: a word right after one of them is not a
// verb ("the reports", "of files").
var determiners = map[string]bool{
	"the": true, "a": true, "an": true, "all": true, "each": true, "every": true, "some": true,
	"any": true, "no": true, "its": true, "their": true, "his": true, "her": true, "our": true,
	"your": true, "my": true, "these": true, "those": true, "this": true, "that": true, "of": true,
	"for": true, "with": true, "to": true, "in": true, "on": true, "by": true, "from": true,
	"new": true, "several": true, "many": true, "two": true, "three": true, "other": true,
}

// pronouns are subjects of a verb in its base form.
var pronouns = map[string]bool{"i": true, "we": true, "you": true, "they": true}

// functionWords may stand lower case inside a title ("Description and
// Priority").
var functionWords = map[string]bool{
	"a": true, "an": true, "the": true, "and": true, "or": true, "of": true, "for": true, "to": true,
	"in": true, "on": true, "at": true, "by": true, "with": true, "from": true, "as": true, "vs": true,
	"via": true, "per": true, "into": true, "&": true, "/": true, "–": true, "-": true, "—": true,
}

// openers are the words a sentence usually starts with; they let the
// reader find where a statement glued to a heading begins ("3.1.2
// Stimulus/Response Sequences In the initial window …").
var openers = map[string]bool{
	"the": true, "a": true, "an": true, "in": true, "on": true, "at": true, "by": true, "for": true,
	"if": true, "when": true, "while": true, "after": true, "before": true, "once": true, "this": true,
	"these": true, "those": true, "each": true, "every": true, "all": true, "any": true, "it": true,
	"there": true, "users": true, "user": true, "ability": true, "as": true, "during": true,
	"within": true, "from": true, "to": true, "only": true, "no": true, "upon": true, "where": true,
	"with": true, "through": true, "unless": true, "since": true, "both": true, "one": true,
}

// verbs are common verbs of specifications, in their base form; their
// third-person and past forms mark a present-tense statement ("The kiosk
// prints a receipt") and the base form at the start of a sentence an
// imperative ("Select the partition").
const verbList = `accept access accommodate acknowledge activate add adjust advance alert allow alter analyse analyze
append appear apply approve archive arrange ask assign associate attach attempt audit authenticate
authorise authorize back become begin belong block boot book bring browse buy calculate call cancel
capture carry change charge check choose clean clear click close collect combine come comment communicate
compare compile complete compress compute configure confirm connect consist contain continue convert
copy correct create customize customise deactivate decide decline decompress decrypt define delegate delete
deliver deny depend deploy describe detect determine display dispense distribute divide download drag
drop edit eliminate email embed enable encrypt end enhance ensure enter erase escalate establish
evaluate exceed execute exist exit expand expire export extract fail fetch fill filter find finish
flag follow format forward freeze gain generate get give go grant group guarantee handle help hide hold
identify ignore import improve include increase indicate inform initiate insert install integrate
interact interface invert invite issue keep launch lead leave let limit link list load locate lock
log login logout look maintain make manage map mark match meet merge migrate modify monitor mount move
navigate need note notify obtain occur offer open operate order organise organize output overwrite own
paste pay perform permit persist pick place plan play populate post prepare present preserve press
prevent preview print prioritise prioritize proceed process produce prohibit prompt protect provide
publish purchase put query queue rank rate reach read receive recognise recognize recommend record
recover redirect redo reduce refer refresh refund register reject relate release reload remain remind
remove rename render renew reorder repair repeat replace reply report represent request require
reserve reset resize resolve respond restore restrict resume retain retrieve retry return reuse revert
review revoke rotate route run save scan schedule search secure see select sell send serve set share
show shrink sign simulate sit skip slide sort specify split start stay stop store submit subscribe
suggest supply support suspend swipe switch sync synchronise synchronize take tap tell terminate test
time track trade transfer transform transmit trigger turn type undo unlock unmount update upgrade
upload use validate verify view wait want warn work write zoom`

// verbForms maps the inflected forms of the verbs (-s, -es, -ies, -ed,
// -ied) to true and the base forms to false.
var verbForms = sync.OnceValue(func() map[string]bool {
	m := map[string]bool{}
	for _, v := range strings.Fields(verbList) {
		m[v] = false
		for _, f := range inflections(v) {
			if _, ok := m[f]; !ok {
				m[f] = true
			}
		}
	}
	return m
})

// inflections returns the third-person and past forms of a verb.
func inflections(v string) []string {
	last := v[len(v)-1]
	var s, ed string
	switch {
	case strings.HasSuffix(v, "y") && !strings.ContainsRune("aeiou", rune(v[len(v)-2])):
		s, ed = v[:len(v)-1]+"ies", v[:len(v)-1]+"ied"
	case strings.HasSuffix(v, "e"):
		s, ed = v+"s", v+"d"
	case last == 's' || last == 'x' || last == 'z' || last == 'o' || strings.HasSuffix(v, "sh") || strings.HasSuffix(v, "ch"):
		s, ed = v+"es", v+"ed"
	default:
		s, ed = v+"s", v+"ed"
	}
	out := []string{s, ed}
	// stop → stopped, drag → dragged: a short verb ending in
	// consonant-vowel-consonant doubles its last letter.
	if n := len(v); n >= 3 && n <= 5 && !isVowel(v[n-1]) && isVowel(v[n-2]) && !isVowel(v[n-3]) && !strings.ContainsRune("wxy", rune(last)) {
		out = append(out, v+string(last)+"ed")
	}
	return out
}

func isVowel(c byte) bool { return strings.IndexByte("aeiou", c) >= 0 }

// words splits s into lower-case words: letters, digits and the
// apostrophes and hyphens inside them. A no-break space separates words.
func words(s string) []string {
	ws, _ := wordsWithCase(s)
	return ws
}

// wordsWithCase is words, with whether each word was written with a
// capital letter.
func wordsWithCase(s string) (ws []string, capital []bool) {
	start := -1
	for i, r := range s {
		in := unicode.IsLetter(r) || unicode.IsDigit(r) || (r == '\'' || r == '’' || r == '-') && start >= 0
		if in && start < 0 {
			start = i
		}
		if !in && start >= 0 {
			ws = append(ws, normWord(s[start:i]))
			capital = append(capital, s[start] >= 'A' && s[start] <= 'Z')
			start = -1
		}
	}
	if start >= 0 {
		ws = append(ws, normWord(s[start:]))
		capital = append(capital, s[start] >= 'A' && s[start] <= 'Z')
	}
	return ws, capital
}

func normWord(w string) string {
	w = strings.TrimRight(w, "-'’")
	w = strings.ReplaceAll(w, "’", "'")
	return strings.ToLower(w)
}

// verbInfo says what verbs a piece of text holds.
type verbInfo struct {
	modal      bool // shall, must, should, will, may, can …
	strong     bool // shall, must
	finite     bool // a modal, a form of be/have/do, or an inflected verb
	imperative bool // it starts with the base form of a verb
}

// wordKind is what the word lists say of a word, for verbsOf: one
// look-up a word instead of one a list.
type wordKind uint8

const (
	wkModal wordKind = 1 << iota
	wkStrong
	wkAuxiliary
	wkForm      // a verb form (verbForms)
	wkInflected // an inflected one
	wkDeterminer
	wkPronoun
)

// wordKinds joins modals, strongModals, auxiliaries, verbForms,
// determiners and pronouns.
var wordKinds = sync.OnceValue(func() map[string]wordKind {
	m := map[string]wordKind{}
	set := func(words map[string]bool, k wordKind) {
		for w, ok := range words {
			if ok {
				m[w] |= k
			}
		}
	}
	set(modals, wkModal)
	set(strongModals, wkStrong)
	set(auxiliaries, wkAuxiliary)
	set(determiners, wkDeterminer)
	set(pronouns, wkPronoun)
	for w, inflected := range verbForms() {
		m[w] |= wkForm
		if inflected {
			m[w] |= wkInflected
		}
	}
	return m
})

// verbsOf looks for the verbs of s.
func verbsOf(s string) verbInfo {
	var (
		v     verbInfo
		kinds = wordKinds()
		// What the previous words were; verbsOf runs on every sentence, so
		// it keeps flags, not the words.
		n                     int
		prevDet, prevSubj     bool
		prevIsAre, prev2IsAre bool
		prevTo, firstAbility  bool
		prevAdverb            bool
		buf                   [40]byte
	)
	for sc := (wordScanner{s: s}); ; {
		w, capital, ok := sc.next(buf[:0])
		if !ok {
			break
		}
		ws := string(w) // the compiler does not copy for map look-ups
		isAre := ws == "is" || ws == "are"
		k := kinds[string(w)]
		switch {
		case k&wkModal != 0:
			v.modal, v.finite = true, true
			v.strong = v.strong || k&wkStrong != 0
		case k&wkAuxiliary != 0:
			v.finite = true
		default:
			if k&wkForm == 0 {
				break
			}
			if k&wkInflected == 0 {
				switch {
				case n == 0:
					v.imperative = true
				case !capital && prevSubj:
					v.finite = true // "Users upload files", "they print"
				}
				break
			}
			ed := len(w) > 2 && w[len(w)-2] == 'e' && w[len(w)-1] == 'd'
			if n > 0 && prevDet || n == 0 && ed || ed && prevAdverb {
				break // "the reports", "Selected items …", "currently executed functions"
			}
			v.finite = true
		}
		if n == 1 && firstAbility && (string(w) == "to" || string(w) == "for") {
			v.modal, v.finite = true, true // "Ability to …", "Ability for the user to …"
		}
		if prev2IsAre && prevTo && string(w) == "be" {
			v.modal, v.strong = true, true // "X is to be …"
		}
		if prevIsAre && string(w) == "required" {
			v.modal = true
		}
		if n == 0 {
			firstAbility = string(w) == "ability" || string(w) == "abilities"
		}
		prev2IsAre, prevIsAre = prevIsAre, isAre
		prevTo = string(w) == "to"
		prevDet = k&wkDeterminer != 0
		prevAdverb = len(w) > 4 && w[len(w)-2] == 'l' && w[len(w)-1] == 'y' // "currently", "automatically"
		prevSubj = k&wkPronoun != 0 || pluralSubjectBytes(w)
		n++
	}
	return v
}

// eachWord calls fn with every word of s, lower case (ASCII letters only:
// the word lists are ASCII), in buf when it fits, and whether it was
// written with a capital letter. Words are as words gives them.
func eachWord(s string, buf []byte, fn func(w []byte, capital bool)) {
	for sc := (wordScanner{s: s}); ; {
		w, capital, ok := sc.next(buf)
		if !ok {
			return
		}
		fn(w, capital)
	}
}

// wordScanner reads the words of s one by one, as eachWord gives them.
// verbsOf, which runs on every sentence, reads its words with it and not
// with eachWord's callback: a buffer handed to a function value leaves
// the stack, and the callback cost verbsOf an allocation a sentence.
type wordScanner struct {
	s string
	i int // where the next word is looked for
}

// next returns the next word, lower case (ASCII letters only), in buf
// when it fits, and whether it was written with a capital letter; ok is
// false at the end of the text.
func (sc *wordScanner) next(buf []byte) (w []byte, capital, ok bool) {
	s := sc.s
	start := -1
	end := len(s)
	for i := sc.i; i < len(s); {
		r, size := rune(s[i]), 1
		if r >= utf8.RuneSelf {
			r, size = utf8.DecodeRuneInString(s[i:])
		}
		in := unicode.IsLetter(r) || unicode.IsDigit(r) || (r == '\'' || r == '’' || r == '-') && start >= 0
		if in && start < 0 {
			start = i
		}
		if !in && start >= 0 {
			end = i
			break
		}
		i += size
	}
	if start < 0 {
		sc.i = len(s)
		return nil, false, false
	}
	sc.i = end
	t := trimWordEnd(s[start:end])
	b := buf[:0]
	for i := 0; i < len(t); i++ {
		c := t[i]
		switch {
		case c >= 'A' && c <= 'Z':
			c += 'a' - 'A'
		case c == 0xe2 && strings.HasPrefix(t[i:], "’"):
			c = '\''
			i += 2
		}
		b = append(b, c)
	}
	return b, s[start] >= 'A' && s[start] <= 'Z', true
}

// pluralSubjectBytes is pluralSubject for a lower-case word in bytes.
func pluralSubjectBytes(w []byte) bool {
	n := len(w)
	if n < 4 || w[n-1] != 's' || w[n-2] == 's' || w[n-2] == 'u' || w[n-2] == 'i' {
		return false
	}
	if determiners[string(w)] || auxiliaries[string(w)] || modals[string(w)] || functionWords[string(w)] {
		return false
	}
	if inflected, ok := verbForms()[string(w)]; ok && inflected {
		return false
	}
	return true
}

// titleLike reports whether s reads as a heading title rather than a
// statement: short, no verb that would make it a sentence, most of its
// words capitalised or only a few words.
func titleLike(s string) bool {
	s = strings.TrimSpace(strings.TrimRight(strings.TrimSpace(s), ".:"))
	if s == "" {
		return true
	}
	nw := fieldCount(s)
	if nw > 12 {
		return false
	}
	v := verbsOf(s)
	if v.modal {
		return false
	}
	capital, content := 0, 0
	var buf [32]byte
	for w := range strings.FieldsSeq(s) {
		if lw, ok := lowerASCII(buf[:0], w); ok && functionWords[string(lw)] || !ok && functionWords[strings.ToLower(w)] {
			continue
		}
		content++
		r, _ := utf8.DecodeRuneInString(w)
		if unicode.IsUpper(r) || unicode.IsDigit(r) || !unicode.IsLetter(r) {
			capital++
		}
	}
	if v.finite && nw > 3 {
		return false
	}
	return content <= 3 || capital*3 >= content*2
}

// firstWord returns the first word of s, lower case.
func firstWord(s string) string {
	ws := words(s)
	if len(ws) == 0 {
		return ""
	}
	return ws[0]
}

// hasWordFold reports whether s holds word as a word of its own, ignoring
// case, without splitting s into words.
func hasWordFold(s, word string) bool {
	for i := 0; i+len(word) <= len(s); i++ {
		if !strings.EqualFold(s[i:i+len(word)], word) {
			continue
		}
		before := i == 0 || !isAlnum(s[i-1])
		after := i+len(word) == len(s) || !isAlnum(s[i+len(word)])
		if before && after {
			return true
		}
	}
	return false
}

// hasPrefixFold reports whether s starts with prefix, ignoring case.
func hasPrefixFold(s, prefix string) bool {
	return len(s) >= len(prefix) && strings.EqualFold(s[:len(prefix)], prefix)
}

// anyPrefixFold returns the first of prefixes that s starts with, ignoring
// case, or "".
func anyPrefixFold(s string, prefixes []string) string {
	for _, p := range prefixes {
		if hasPrefixFold(s, p) {
			return p
		}
	}
	return ""
}

// foldPrefixes are prefixes to look for ignoring case, by their first
// letter: anyPrefixFold without trying them all.
type foldPrefixes struct {
	all   []string
	by    [128][]string // by the lower case of their first byte, in their order
	ascii bool          // all start with an ASCII byte: by holds them all
}

func newFoldPrefixes(ps []string) *foldPrefixes {
	f := &foldPrefixes{all: ps, ascii: true}
	for _, p := range ps {
		if p == "" || p[0] >= utf8.RuneSelf {
			f.ascii = false
			continue
		}
		c := p[0]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		f.by[c] = append(f.by[c], p)
	}
	return f
}

// first is anyPrefixFold(s, all). A text that starts with an ASCII
// byte can start only with the prefixes of that letter, in either case.
func (f *foldPrefixes) first(s string) string {
	if !f.ascii || s == "" || s[0] >= utf8.RuneSelf {
		return anyPrefixFold(s, f.all)
	}
	c := s[0]
	if 'A' <= c && c <= 'Z' {
		c += 'a' - 'A'
	}
	return anyPrefixFold(s, f.by[c])
}

// fieldCount is len(strings.Fields(s)), without the slice.
func fieldCount(s string) int {
	n := 0
	for range strings.FieldsSeq(s) {
		n++
	}
	return n
}

// lowerASCII appends w in lower case to buf, when w is ASCII and fits
// in buf's capacity (a word, looked up in a word list without a copy).
func lowerASCII(buf []byte, w string) ([]byte, bool) {
	if len(w) > cap(buf) {
		return nil, false
	}
	for i := 0; i < len(w); i++ {
		c := w[i]
		if c >= utf8.RuneSelf {
			return nil, false
		}
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		buf = append(buf, c)
	}
	return buf, true
}

// containsAnyOf is strings.ContainsAny(s, ascii+other) for a set of
// characters given as its ASCII ones and the others: the others are
// looked for only in a text beyond ASCII, sparing most texts the slow
// search for characters beyond ASCII.
func containsAnyOf(s, ascii, other string) bool {
	return ascii != "" && strings.ContainsAny(s, ascii) || !isASCII(s) && strings.ContainsAny(s, other)
}

// normSpace replaces no-break spaces and soft hyphens by plain spaces and
// nothing, for matching words.
func normSpace(s string) string {
	// Both start with the byte 0xC2 in UTF-8: look for it first.
	if strings.IndexByte(s, 0xc2) < 0 || !strings.Contains(s, "\u00a0") && !strings.Contains(s, "\u00ad") {
		return s
	}
	return strings.NewReplacer("\u00a0", " ", "\u00ad", "").Replace(s)
}

// trimWordEnd drops the hyphens and apostrophes (straight or curly) that
// end a word: "users'" and "users’" are "users".
func trimWordEnd(w string) string {
	for len(w) > 0 && (w[len(w)-1] == '-' || w[len(w)-1] == '\'') {
		w = w[:len(w)-1]
	}
	return strings.TrimSuffix(w, "’")
}
