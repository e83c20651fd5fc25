package decisions

import (
	"bytes"
	_ "embed"
	"fmt"
	"regexp"
	"slices"
	"sort"
	"strings"
	"sync"
	"unicode"

	"gopkg.in/yaml.v3"

	"github.com/clarigraph/clarigraph/fcs"
	"github.com/clarigraph/clarigraph/nodes/clarification/lang"
)

// An open gap: what a requirement's own action leaves open, asked in its
// own words. The class of the requirement's main verb — cancel, change,
// delete, approve, notify, import or export, pay, book, a status
// updated — says which
// decision such a sentence usually leaves open (until when a booking can
// be cancelled and what happens to its payment; by which channel a
// member is notified), and the sentence's own words say whether it
// already states it (a deadline, a channel, a format). The classes are
// data: open.yaml, beside the catalogue.

// RuleOpen is the rule of open gaps.
const RuleOpen = "gap_open"

//go:embed open.yaml
var openYAML []byte

// openClass is one class of verbs and the question its requirements
// leave open.
type openClass struct {
	Name   string `yaml:"name"`
	Family string `yaml:"family"`
	// Verbs maps each lemma of the class to its participle.
	Verbs map[string]string `yaml:"verbs"`
	// Stated are words or lemmas that, in the sentence, state what the
	// class asks; Figure says a number does too.
	Stated []string `yaml:"stated"`
	Figure bool     `yaml:"figure"`
	// Person says the action must be a person's: a sentence whose doer
	// is the system ("the software shall update the display") asks
	// nothing of the class.
	Person bool `yaml:"person"`
	// PersonObject says the object must be a person (one notified by
	// e-mail or SMS, who can turn it off): an object the table names as
	// the system ("notify the server of …") asks nothing of the class
	// (issue 27, trial 4 D6: "is a service notified").
	PersonObject bool `yaml:"person_object"`
	// OtherSenses are words that, in the sentence, show the verb used in
	// another sense ("invalid entries are rejected" is validation, not
	// an approval).
	OtherSenses []string `yaml:"other_senses"`
	// Objects, when set, are the only head nouns of an object the class
	// asks of ("update the order status": "status"); {obj} then names
	// the object without its head ("an order"). A verb may be in a class
	// with objects and in one without.
	Objects []string `yaml:"objects"`
	// Agrees maps an option's label to the phrasings by which the
	// sentence states that option ("at any time" is "At any time"):
	// where it holds one, that option is the default (agreement; trial
	// 4 D1). A stated lock or deadline is in Stated: it decides the
	// class, which is not asked.
	Agrees      agreement    `yaml:"agrees"`
	Topic       string       `yaml:"topic"`
	Question    string       `yaml:"question"`
	Options     []fcs.Option `yaml:"options"`
	Recommended string       `yaml:"recommended"`
	stated      map[string]bool
	other       map[string]bool
	objects     map[string]bool
	index       int // in the table's order
}

// openTable is open.yaml read: the classes, in the order they are
// tried, and each verb's classes.
type openTable struct {
	// System are the words that name the system as a doer.
	System  []string     `yaml:"system"`
	Classes []*openClass `yaml:"classes"`
	system  map[string]bool
	byVerb  map[string][]*openClass
}

// openFile is the name open.yaml's problems are reported under.
const openFile = "open.yaml"

// openPlaceholders are the words a class's question and topic may name.
var openPlaceholders = set("{obj} {verb} {where} {quote}")

// placeholderRe finds a placeholder in a question or a topic.
var placeholderRe = regexp.MustCompile(`\{[^{}]*\}`)

// readOpen reads and checks a table of open classes, reporting every
// problem (an *Error) with the file and the class it is in.
func readOpen(b []byte) (*openTable, error) {
	var t openTable
	dec := yaml.NewDecoder(bytes.NewReader(b))
	dec.KnownFields(true)
	if err := dec.Decode(&t); err != nil {
		return nil, &Error{Problems: []string{fmt.Sprintf("%s: %v", openFile, err)}}
	}
	var problems []string
	bad := func(c *openClass, format string, args ...any) {
		problems = append(problems, fmt.Sprintf("%s: class %q: ", openFile, c.Name)+fmt.Sprintf(format, args...))
	}
	if len(t.Classes) == 0 {
		problems = append(problems, openFile+": no classes")
	}
	t.byVerb = map[string][]*openClass{}
	t.system = lowerSet(t.System)
	names := map[string]bool{}
	for ci, c := range t.Classes {
		c.index = ci
		if c.Name == "" {
			bad(c, "a name is required")
		} else if names[c.Name] {
			bad(c, "name used by another class")
		}
		names[c.Name] = true
		if c.Family == "" {
			bad(c, "a family is required")
		}
		if len(c.Verbs) == 0 {
			bad(c, "verbs are required")
		}
		if c.Topic == "" || c.Question == "" {
			bad(c, "a topic and a question are required")
		}
		for _, f := range []struct{ field, text string }{{"topic", c.Topic}, {"question", c.Question}} {
			for _, ph := range placeholderRe.FindAllString(f.text, -1) {
				if !openPlaceholders[ph] {
					bad(c, "%s: unknown placeholder %s (known: {obj}, {verb}, {where}, {quote})", f.field, ph)
				}
			}
		}
		if len(c.Options) < 2 || len(c.Options) > 4 {
			bad(c, "2–4 options are required, not %d", len(c.Options))
		}
		labels := map[string]bool{}
		for _, o := range c.Options {
			if o.Label == "" {
				bad(c, "an option has no label")
			} else if labels[o.Label] {
				bad(c, "option label %q used twice", o.Label)
			}
			labels[o.Label] = true
		}
		if !labels[c.Recommended] || c.Recommended == "" {
			bad(c, "recommended %q is none of its options", c.Recommended)
		}
		if i := slices.IndexFunc(c.Options, func(o fcs.Option) bool { return o.Label == c.Recommended }); i >= 0 && c.Options[i].Defers {
			if j := slices.IndexFunc(c.Options, func(o fcs.Option) bool { return !o.Defers }); j >= 0 {
				bad(c, "recommended %q defers (decides nothing) though option %q decides", c.Recommended, c.Options[j].Label)
			}
		}
		for l, ps := range c.Agrees {
			if !labels[l] {
				bad(c, "agrees: %q is none of its options", l)
			}
			for _, p := range ps {
				if p == "" || p != strings.ToLower(p) {
					bad(c, "agrees: %q: a phrase is lower-case words", p)
				}
			}
		}
		c.stated, c.other, c.objects = lowerSet(c.Stated), lowerSet(c.OtherSenses), lowerSet(c.Objects)
		verbs := make([]string, 0, len(c.Verbs))
		for v := range c.Verbs {
			verbs = append(verbs, v)
		}
		sort.Strings(verbs)
		for _, v := range verbs {
			if v == "" || v != strings.ToLower(v) || strings.ContainsAny(v, " \t") {
				bad(c, "verb %q: a verb is one lower-case word", v)
			}
			if strings.TrimSpace(c.Verbs[v]) == "" {
				bad(c, "verb %q has no participle", v)
			}
			for _, o := range t.byVerb[v] {
				// A verb may be in one class with objects and in one
				// without, never in two of the same kind.
				if (len(o.Objects) == 0) == (len(c.Objects) == 0) {
					bad(c, "verb %q is in two classes, %q and %q", v, o.Name, c.Name)
				}
			}
			t.byVerb[v] = append(t.byVerb[v], c)
		}
	}
	if len(problems) > 0 {
		return nil, &Error{Problems: problems}
	}
	return &t, nil
}

func lowerSet(ws []string) map[string]bool {
	m := make(map[string]bool, len(ws))
	for _, w := range ws {
		m[strings.ToLower(w)] = true
	}
	return m
}

var openOnce = sync.OnceValue(func() *openTable {
	t, err := readOpen(openYAML)
	if err != nil {
		panic(err) // the embedded table is checked by its tests
	}
	return t
})

// openModals are the words after which a verb is the requirement's
// action ("shall cancel", "can be cancelled", "to cancel").
var openModals = set("shall should must will can may could to cannot")

// openBe are the forms of "be" before a participle.
var openBe = set("be is are been being")

// openDeterminers may stand before an object's words.
var openDeterminers = set("the a an their his her its this that these those any all each every existing own")

// maxOpenGaps bounds the open gaps asked of one specification, one per
// class; maxOpenTries the sentences kept and tagged per class to find
// them — each class its own, so that a class met often with no object
// cannot use up the tries of the classes after it — so that the work
// stays linear and small in a long specification.
const (
	maxOpenGaps  = 4
	maxOpenTries = 12
)

// openCand is a sentence that raises a class, before its object is
// read.
type openCand struct {
	ui, i, lo, hi int
	passive       bool
}

// openSentences tags each sentence of the requirements at most once,
// for every check and class that reads it.
type openSentences struct {
	units  []unit
	tagged map[[2]int][]lang.Token
}

// tags returns the tagged tokens of the sentence u.toks[lo:hi] of unit
// ui, read with the tagger in that sentence only.
func (ss *openSentences) tags(ui, lo, hi int) []lang.Token {
	key := [2]int{ui, lo}
	if toks, ok := ss.tagged[key]; ok {
		return toks
	}
	u := ss.units[ui]
	s := u.text[u.toks[lo].Start():u.toks[hi-1].End()]
	toks := lang.Tokenize(s)
	lang.Tag(s, toks)
	ss.tagged[key] = toks
	return toks
}

// at returns the index in toks, the tagged sentence that starts at
// token lo of unit ui, of the unit's token i, or -1.
func (ss *openSentences) at(toks []lang.Token, ui, lo, i int) int {
	u := ss.units[ui]
	off := u.toks[i].Start() - u.toks[lo].Start()
	v := sort.Search(len(toks), func(j int) bool { return toks[j].Start() >= off })
	if v == len(toks) || toks[v].Start() != off {
		return -1
	}
	return v
}

// adverb reports whether token k of unit ui, in the sentence lo-hi, is
// an adverb of manner: a word in -ly the tagger reads as an adverb
// ("quickly"; not "apply", "supply" or "family").
func (ss *openSentences) adverb(ui, lo, hi, k int) bool {
	if k < lo || k >= hi || !strings.HasSuffix(ss.units[ui].toks[k].Lower(), "ly") {
		return false
	}
	toks := ss.tags(ui, lo, hi)
	v := ss.at(toks, ui, lo, k)
	return v >= 0 && strings.HasPrefix(toks[v].Tag(), "RB")
}

// openGaps asks, of each class in the table's order, its first
// requirement whose sentence raises it and has an object, so that a
// class met often cannot take the places of the ones before it; the
// gaps come out in the order of the text. Each unit is read sentence by
// sentence, what a class needs of a sentence checked once per sentence.
func openGaps(tx *text, _ *mentions) []gap {
	tab := openOnce()
	units := tx.requirementUnits()
	ss := &openSentences{units: units, tagged: map[[2]int][]lang.Token{}}
	cands := make(map[*openClass][]openCand, len(tab.Classes))
	// blocked[c.index] is 0 until class c is checked against the
	// sentence, then 1 when the sentence may raise it, 2 when not.
	blocked := make([]int8, len(tab.Classes))
	full := func(cs []*openClass) bool {
		for _, c := range cs {
			if len(cands[c]) < maxOpenTries {
				return false
			}
		}
		return true
	}
	for ui, u := range units {
		for lo := 0; lo < len(u.toks); {
			hi := lo + 1
			for hi < len(u.toks) && !sentenceBreak(u.toks[hi]) {
				hi++
			}
			clear(blocked)
			sent := u.toks[lo:hi]
			adv := func(k int) bool { return ss.adverb(ui, lo, hi, k) }
			for i := max(lo, 1); i < hi; i++ {
				cs := tab.byVerb[u.toks[i].Lemma()]
				if len(cs) == 0 || full(cs) {
					continue
				}
				passive, ok := openVerb(u.toks, i, adv)
				if !ok || negatedVerb(u.toks, lo, i) {
					continue
				}
				for _, c := range cs {
					if blocked[c.index] == 0 {
						blocked[c.index] = 1
						if openStated(c, sent) || hasWord(sent, c.other) || len(c.objects) > 0 && !hasWord(sent, c.objects) {
							blocked[c.index] = 2
						}
					}
					if len(cands[c]) >= maxOpenTries || blocked[c.index] == 2 || c.Person && tab.systemDoes(u.toks, lo, hi, i, passive, adv) {
						continue
					}
					cands[c] = append(cands[c], openCand{ui: ui, i: i, lo: lo, hi: hi, passive: passive})
					break
				}
			}
			lo = hi
		}
	}
	var out []gap
	used := map[int]bool{}
	for _, c := range tab.Classes {
		if len(out) >= maxOpenGaps {
			break
		}
		for _, k := range cands[c] {
			if used[k.ui] {
				continue
			}
			u := units[k.ui]
			toks := ss.tags(k.ui, k.lo, k.hi)
			obj := openThing(toks, ss.at(toks, k.ui, k.lo, k.i), k.passive)
			if len(c.objects) > 0 {
				// The system's own state is a state machine, not
				// a record's lifecycle.
				if obj = openOwner(ss, u, k, obj, c.objects); tab.system[obj] {
					continue
				}
			}
			if obj == "" || c.PersonObject && systemHead(tab, obj) {
				continue
			}
			verb := c.Verbs[u.toks[k.i].Lemma()]
			qlo, qhi := clause(u, k.i, k.i+1, 8)
			r := strings.NewReplacer("{where}", where(tx, k.ui), "{quote}", gapQuote(u, k.i, k.i+1, 8), "{obj}", indefiniteOf(acronymCase(obj, toks)), "{verb}", verb)
			out = append(out, gap{
				rule: RuleOpen, unit: k.ui, from: qlo, to: qhi, reqs: []string{u.req},
				topic:       r.Replace(c.Topic),
				question:    r.Replace(c.Question),
				context:     quoteUnit(tx, k.ui) + "; the requirement leaves " + c.Family + " open.",
				options:     append([]fcs.Option(nil), c.Options...),
				recommended: c.Agrees.choose(units[k.ui].toks[k.lo:k.hi], c.Options, c.Recommended),
				impact:      impactRights,
			})
			used[k.ui] = true
			break
		}
	}
	sort.SliceStable(out, func(a, b int) bool {
		if out[a].unit != out[b].unit {
			return out[a].unit < out[b].unit
		}
		return out[a].from < out[b].from
	})
	return out
}

// sentenceBreak reports whether a full stop, a semicolon, a question or
// an exclamation mark stands before a token (see sentence).
func sentenceBreak(t lang.Token) bool { return strings.ContainsAny(t.Punct(), ".;!?") }

// openOwner is an object whose head is one of a class's objects, without
// its head ("order status" → "order"), or what follows "of" after the
// head alone ("the status of an order" → "order"); "" when its head is
// another noun or no owner is named. It reads the sentence's tags
// already read for the object.
func openOwner(ss *openSentences, u unit, k openCand, obj string, objects map[string]bool) string {
	ws := strings.Fields(obj)
	if len(ws) == 0 || !objects[ws[len(ws)-1]] {
		return ""
	}
	if len(ws) > 1 {
		return strings.Join(ws[:len(ws)-1], " ")
	}
	for j := k.i + 2; j < k.hi && j <= k.i+3; j++ {
		if u.toks[j].Lower() == "of" && objects[u.toks[j-1].Lower()] {
			toks := ss.tags(k.ui, k.lo, k.hi)
			return openThing(toks, ss.at(toks, k.ui, k.lo, j), false)
		}
	}
	return ""
}

// openVerb reports whether the word at toks[i] is a requirement's action:
// after a modal or "to" ("shall cancel", "to cancel"), or a participle
// after a form of "be" ("can be cancelled"), an adverb in -ly (adv:
// the tagger's) allowed between: "can quickly cancel", not "can apply
// changes".
func openVerb(toks []lang.Token, i int, adv func(int) bool) (passive, ok bool) {
	k := i - 1
	if k > 0 && auxAt(toks, k-1) && !auxAt(toks, k) && adv(k) {
		k--
	}
	switch w := toks[k].Lower(); {
	case openBe[w]:
		// "to be notified": the subject is elsewhere.
		return true, k == 0 || toks[k-1].Lower() != "to"
	case openModals[w]:
		return false, true
	}
	return false, false
}

// auxAt reports whether toks[k] is a modal, "to" or a form of "be".
func auxAt(toks []lang.Token, k int) bool {
	w := toks[k].Lower()
	return openModals[w] || openBe[w]
}

// negWords deny an action in its own verb group ("cannot approve",
// "shall not be cancelled"); negSubjects as its subject ("no information
// is modified", "nobody can edit").
var (
	negWords    = set("not cannot never neither nor")
	negSubjects = set("no nothing nobody none neither")
)

// openGroup are the words of a verb group besides modals and forms of
// "be" ("shall be able to", "has been").
var openGroup = set("able to have has had also still only then just ever always")

// negatedVerb reports whether the action at toks[i] is denied: a
// negative word in its own verb group, or a negative subject right
// before the group, in its clause. A negative word elsewhere in the
// sentence ("if no seat is free, members can book") denies nothing.
func negatedVerb(toks []lang.Token, lo, i int) bool {
	k := i - 1
	for ; k >= lo && k >= i-6; k-- {
		w := toks[k].Lower()
		if negWords[w] || strings.HasSuffix(w, "n't") {
			return true
		}
		if !(openModals[w] || openBe[w] || openGroup[w] || strings.HasSuffix(w, "ly")) || k > lo && toks[k].Punct() != "" {
			break
		}
	}
	// The subject: at most three words before the group, in its clause.
	for j := k; j >= lo && j > k-3; j-- {
		if negSubjects[toks[j].Lower()] {
			return true
		}
		if toks[j].Punct() != "" {
			break
		}
	}
	return false
}

// systemDoes reports whether the system does the action at toks[v], in
// the sentence lo-hi, or may: a system word within five words before
// it, "it" as its subject ("it shall delete"; not "if it rains, users
// can cancel"), or a passive with no doer named after "by" or with the
// system there ("rejected by the register system").
func (tab *openTable) systemDoes(toks []lang.Token, lo, hi, v int, passive bool, adv func(int) bool) bool {
	if passive {
		// A passive names its doer after "by", or leaves the system
		// to do it ("the list element will be removed").
		for k := v + 1; k < hi && k <= v+4; k++ {
			if toks[k].Lower() == "by" {
				for j := k + 1; j < hi && j <= k+4; j++ {
					if tab.system[toks[j].Lower()] {
						return true
					}
				}
				return false
			}
		}
		return true
	}
	for k := v - 1; k >= lo && k >= v-5; k-- {
		if tab.system[toks[k].Lower()] {
			return true
		}
	}
	// "it" right before the verb's modal (an adverb allowed between).
	k := v - 1
	if k > lo && adv(k) {
		k--
	}
	if k > lo && openModals[toks[k].Lower()] && toks[k-1].Lower() == "it" {
		return true
	}
	return earsSystem(toks[lo:hi], v-lo, func(k int) bool { return adv(k + lo) })
}

// earsSystem reports whether the action at s[v] is the system's in the
// EARS form, "THE <system name> SHALL <verb>": the verb right after a
// "SHALL" in capitals (an adverb allowed between), with "the" at most
// five words before it and no person between ("THEN the Fixture Planner
// SHALL update the list"; not "the User SHALL update"). "THE System
// SHALL allow users to edit" leaves the edit to the users.
func earsSystem(s []lang.Token, v int, adv func(int) bool) bool {
	k := v - 1
	if k > 0 && s[k-1].Text() == "SHALL" && adv(k) {
		k--
	}
	if k < 1 || s[k].Text() != "SHALL" {
		return false
	}
	for j := k - 1; j >= 0 && j >= k-5; j-- {
		w := s[j].Lower()
		if people[w] || actorWords[w] {
			return false
		}
		if w == "the" {
			return true
		}
	}
	return false
}

// openThing returns what an action is done to, read with the tagger in
// its sentence only (toks, the action at toks[v]): the nouns (and their
// adjectives) after an active verb ("cancel their pending orders" →
// "pending order"), or before a passive one's auxiliaries ("bookings
// can be cancelled" → "booking").
func openThing(toks []lang.Token, v int, passive bool) string {
	if v < 0 {
		return ""
	}
	// An object's words are nouns and their adjectives with no
	// punctuation before them: "approve, decline with a note" has no
	// object "decline", "edit/add" none "add", and a bold "**When**"
	// the tagger reads as a name ends one.
	noun := func(t lang.Token) bool { return strings.HasPrefix(t.Tag(), "NN") && owner(t) && openPlain(t) }
	adj := func(t lang.Token) bool {
		return (t.Tag() == "JJ" || t.Tag() == "VBN" || noun(t)) && owner(t) && openPlain(t)
	}
	var words []string
	if passive {
		k := v - 1
		for k >= 0 && (openBe[toks[k].Lower()] || openModals[toks[k].Lower()] || toks[k].Tag() == "RB") {
			k--
		}
		if k < 0 || !strings.HasPrefix(toks[k].Tag(), "NN") || !owner(toks[k]) {
			return ""
		}
		words = []string{toks[k].Lower()}
		if k > 0 && openPlain(toks[k]) && adj(toks[k-1]) {
			words = append([]string{toks[k-1].Lower()}, words...)
		}
		return objectPhrase(words)
	}
	k := v + 1
	if k < len(toks) && toks[k].Lower() == "for" {
		k++
	}
	for k < len(toks) && openPlain(toks[k]) && (toks[k].Tag() == "DT" || toks[k].Tag() == "PRP$" || toks[k].Tag() == "POS" || openDeterminers[toks[k].Lower()]) {
		k++
	}
	for ; k < len(toks) && len(words) < 3 && adj(toks[k]); k++ {
		words = append(words, toks[k].Lower())
	}
	for len(words) > 0 && !noun(toks[k-1]) {
		words, k = words[:len(words)-1], k-1
	}
	return objectPhrase(words)
}

// acronymCase returns an object's words (lower case, as the classes
// compare them) as a template fills them in: a word the sentence writes
// as an acronym — two capitals or more and no lower-case letter, as a
// glossary defines it ("the SPCC") — keeps its capitals, and its article
// is that of its spoken letters ("is an SPCC notified", not "is a spcc
// notified"; issue 27, text generation 25).
func acronymCase(obj string, toks []lang.Token) string {
	words := strings.Fields(obj)
	for i, w := range words {
		for _, t := range toks {
			if t.Lower() == w && acronym(t.Text()) {
				words[i] = t.Text()
				break
			}
		}
	}
	return strings.Join(words, " ")
}

// acronym reports whether a word is written as an acronym: two capitals
// or more, no lower-case letter, and no English word in capitals — one
// the dictionary knows, or that the tagger, reading it in lower case,
// reads as no noun ("SPCC", "HR"; not "Manager", nor "THEN" of "WHEN …
// THEN …").
func acronym(w string) bool {
	caps := 0
	for _, r := range w {
		switch {
		case unicode.IsUpper(r):
			caps++
		case unicode.IsLower(r):
			return false
		}
	}
	if caps < 2 {
		return false
	}
	l := strings.ToLower(w)
	toks := lang.Tokenize(l)
	lang.Tag(l, toks)
	return !lang.Word(l) && !lang.FunctionWord(l) && len(toks) == 1 && strings.HasPrefix(toks[0].Tag(), "NN")
}

// openPlain reports whether no punctuation but a hyphen or an
// apostrophe stands before a word of an object.
func openPlain(t lang.Token) bool {
	p := t.Punct()
	return p == "" || p == "-" || p == "'" || p == "’"
}

// openStated reports whether a sentence already states what a class
// asks.
func openStated(c *openClass, s []lang.Token) bool {
	for _, t := range s {
		if c.stated[t.Lower()] || c.stated[t.Lemma()] || c.Figure && t.Number() {
			return true
		}
	}
	return false
}

// objectPhrase is an object's words with its last in its singular
// ("pending orders" → "pending order"; "pending" stays).
func objectPhrase(words []string) string {
	if len(words) == 0 {
		return ""
	}
	if w := words[len(words)-1]; strings.HasSuffix(w, "s") {
		words[len(words)-1] = nounForm(w)
	}
	return strings.Join(words, " ")
}

// silentH are the starts of words whose "h" is not heard ("an hour",
// "an honest broker", "an heir").
var silentH = []string{"hour", "honour", "honor", "honest", "heir"}

// indefiniteOf puts "a" or "an" before an object, but for mass nouns.
func indefiniteOf(obj string) string {
	switch {
	case obj == "data" || obj == "information" || obj == "money" || strings.HasSuffix(obj, " data") || strings.HasSuffix(obj, " information"):
		return obj
	case strings.HasPrefix(obj, "us") || strings.HasPrefix(obj, "uni") || strings.HasPrefix(obj, "eu"):
		return "a " + obj
	}
	for _, h := range silentH {
		if strings.HasPrefix(obj, h) {
			return "an " + obj
		}
	}
	return indefinite(obj)
}

// systemHead reports whether an object's head, its last word, names the
// system (the table's system words: "the service", "the payment
// server").
func systemHead(tab *openTable, obj string) bool {
	ws := strings.Fields(strings.ToLower(obj))
	return len(ws) > 0 && tab.system[ws[len(ws)-1]]
}
