package decisions

import (
	_ "embed"
	"fmt"
	"sort"
	"strings"
	"sync"

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
	// OtherSenses are words that, in the sentence, show the verb used in
	// another sense ("invalid entries are rejected" is validation, not
	// an approval).
	OtherSenses []string `yaml:"other_senses"`
	// Objects, when set, are the only head nouns of an object the class
	// asks of ("update the order status": "status"); {obj} then names
	// the object without its head ("an order"). A verb may be in a class
	// with objects and in one without.
	Objects     []string     `yaml:"objects"`
	Topic       string       `yaml:"topic"`
	Question    string       `yaml:"question"`
	Options     []fcs.Option `yaml:"options"`
	Recommended string       `yaml:"recommended"`
	stated      map[string]bool
	other       map[string]bool
	objects     map[string]bool
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

// readOpen reads and checks a table of open classes.
func readOpen(b []byte) (*openTable, error) {
	var t openTable
	if err := yaml.Unmarshal(b, &t); err != nil {
		return nil, fmt.Errorf("decisions: open.yaml: %w", err)
	}
	t.byVerb = map[string][]*openClass{}
	t.system = lowerSet(t.System)
	for _, c := range t.Classes {
		if c.Name == "" || len(c.Verbs) == 0 || c.Topic == "" || c.Question == "" || len(c.Options) < 2 || len(c.Options) > 4 {
			return nil, fmt.Errorf("decisions: open.yaml: class %q: a name, verbs, a topic, a question and 2–4 options are required", c.Name)
		}
		ok := false
		for _, o := range c.Options {
			ok = ok || o.Label == c.Recommended
		}
		if !ok {
			return nil, fmt.Errorf("decisions: open.yaml: class %q: recommended %q is none of its options", c.Name, c.Recommended)
		}
		c.stated, c.other, c.objects = lowerSet(c.Stated), lowerSet(c.OtherSenses), lowerSet(c.Objects)
		for v := range c.Verbs {
			for _, o := range t.byVerb[v] {
				if len(o.Objects) == 0 && len(c.Objects) == 0 {
					return nil, fmt.Errorf("decisions: open.yaml: verb %q is in two classes", v)
				}
			}
			t.byVerb[v] = append(t.byVerb[v], c)
		}
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
// class; maxOpenTries the sentences tagged to find them and the
// sentences kept per class before, so that the work stays linear and
// small in a long specification.
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

// openGaps asks, of each class in the table's order, its first
// requirement whose sentence raises it and has an object, so that a
// class met often cannot take the places of the ones before it; the
// gaps come out in the order of the text.
func openGaps(tx *text, _ *mentions) []gap {
	tab := openOnce()
	units := tx.requirementUnits()
	cands := make(map[*openClass][]openCand, len(tab.Classes))
	for ui, u := range units {
		for i, t := range u.toks {
			cs := tab.byVerb[t.Lemma()]
			if len(cs) == 0 || i == 0 {
				continue
			}
			passive, ok := openVerb(u.toks, i)
			if !ok {
				continue
			}
			lo, hi := sentence(u.toks, i)
			if negated(u.toks[lo:i]) {
				continue
			}
			for _, c := range cs {
				if len(cands[c]) >= maxOpenTries || openStated(c, u.toks[lo:hi]) || hasWord(u.toks[lo:hi], c.other) || c.Person && tab.systemDoes(u.toks[lo:hi], i-lo, passive) || len(c.objects) > 0 && !hasWord(u.toks[lo:hi], c.objects) {
					continue
				}
				cands[c] = append(cands[c], openCand{ui: ui, i: i, lo: lo, hi: hi, passive: passive})
				break
			}
		}
	}
	var out []gap
	used := map[int]bool{}
	tries := 0
	for _, c := range tab.Classes {
		for _, k := range cands[c] {
			if used[k.ui] {
				continue
			}
			if tries++; tries > maxOpenTries {
				break
			}
			u := units[k.ui]
			obj := openThing(u, k.lo, k.hi, k.i, k.passive)
			if len(c.objects) > 0 {
				// The system's own state is a state machine, not
				// a record's lifecycle.
				if obj = openOwner(u, k, obj, c.objects); tab.system[obj] {
					continue
				}
			}
			if obj == "" {
				continue
			}
			verb := c.Verbs[u.toks[k.i].Lemma()]
			qlo, qhi := clause(u, k.i, k.i+1, 8)
			r := strings.NewReplacer("{where}", where(tx, k.ui), "{quote}", quote(u, qlo, qhi), "{obj}", indefiniteOf(obj), "{verb}", verb)
			out = append(out, gap{
				rule: RuleOpen, unit: k.ui, from: qlo, to: qhi, reqs: []string{u.req},
				topic:       strings.NewReplacer("{obj}", indefiniteOf(obj), "{verb}", verb).Replace(c.Topic),
				question:    r.Replace(c.Question),
				context:     quoteUnit(tx, k.ui) + "; the requirement leaves " + c.Family + " open.",
				options:     append([]fcs.Option(nil), c.Options...),
				recommended: c.Recommended,
				impact:      impactRights,
			})
			used[k.ui] = true
			break
		}
		if len(out) >= maxOpenGaps {
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

// openOwner is an object whose head is one of a class's objects, without
// its head ("order status" → "order"), or what follows "of" after the
// head alone ("the status of an order" → "order"); "" when its head is
// another noun or no owner is named.
func openOwner(u unit, k openCand, obj string, objects map[string]bool) string {
	ws := strings.Fields(obj)
	if len(ws) == 0 || !objects[ws[len(ws)-1]] {
		return ""
	}
	if len(ws) > 1 {
		return strings.Join(ws[:len(ws)-1], " ")
	}
	for j := k.i + 2; j < k.hi && j <= k.i+3; j++ {
		if u.toks[j].Lower() == "of" && objects[u.toks[j-1].Lower()] {
			return openThing(u, k.lo, k.hi, j, false)
		}
	}
	return ""
}

// openVerb reports whether the word at toks[i] is a requirement's action:
// after a modal or "to" ("shall cancel", "to cancel"), or a participle
// after a form of "be" ("can be cancelled"), an adverb allowed between.
func openVerb(toks []lang.Token, i int) (passive, ok bool) {
	k := i - 1
	if k > 0 && strings.HasSuffix(toks[k].Lower(), "ly") {
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

// negWords deny an action before it ("cannot approve", "no information
// is modified").
var negWords = set("not cannot never no nothing neither nor")

// negated reports whether the words before an action deny it.
func negated(before []lang.Token) bool {
	for _, t := range before {
		if negWords[t.Lower()] || strings.HasSuffix(t.Lower(), "n't") {
			return true
		}
	}
	return false
}

// systemDoes reports whether the system does the action at s[v], or
// may: a system word within five words before it, or a passive with no
// doer named after "by" or with the system there ("rejected by the
// register system").
func (tab *openTable) systemDoes(s []lang.Token, v int, passive bool) bool {
	if passive {
		// A passive names its doer after "by", or leaves the system
		// to do it ("the list element will be removed").
		for k := v + 1; k < len(s) && k <= v+4; k++ {
			if s[k].Lower() == "by" {
				for j := k + 1; j < len(s) && j <= k+4; j++ {
					if tab.system[s[j].Lower()] {
						return true
					}
				}
				return false
			}
		}
		return true
	}
	for k := v - 1; k >= 0 && k >= v-5; k-- {
		if tab.system[s[k].Lower()] {
			return true
		}
	}
	return earsSystem(s, v)
}

// earsSystem reports whether the action at s[v] is the system's in the
// EARS form, "THE <system name> SHALL <verb>": the verb right after a
// "SHALL" in capitals, with "the" at most five words before it and no
// person between ("THEN the Fixture Planner SHALL update the list";
// not "the User SHALL update"). "THE System SHALL allow users to edit"
// leaves the edit to the users.
func earsSystem(s []lang.Token, v int) bool {
	k := v - 1
	if k > 0 && strings.HasSuffix(s[k].Lower(), "ly") {
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
// its sentence only: the nouns (and their adjectives) after an active
// verb ("cancel their pending orders" → "pending order"), or before a
// passive one's auxiliaries ("bookings can be cancelled" → "booking").
func openThing(u unit, lo, hi, i int, passive bool) string {
	s := u.text[u.toks[lo].Start():u.toks[hi-1].End()]
	toks := lang.Tokenize(s)
	lang.Tag(s, toks)
	off := u.toks[i].Start() - u.toks[lo].Start()
	v := 0
	for v < len(toks) && toks[v].Start() != off {
		v++
	}
	if v == len(toks) {
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

// indefiniteOf puts "a" or "an" before an object, but for mass nouns.
func indefiniteOf(obj string) string {
	switch {
	case obj == "data" || obj == "information" || obj == "money" || strings.HasSuffix(obj, " data") || strings.HasSuffix(obj, " information"):
		return obj
	case strings.HasPrefix(obj, "us") || strings.HasPrefix(obj, "uni") || strings.HasPrefix(obj, "eu"):
		return "a " + obj
	}
	return indefinite(obj)
}
