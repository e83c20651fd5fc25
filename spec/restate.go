package spec

import (
	"math"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// This file holds the passes that run over the whole document after the
// walk and leave out what the document's requirements restate: the items
// of an overview's summary of what the product does ("2.2 Product
// Functions") and a feature's opening description ("3.1.1 Description")
// whose content words later requirements of the same document hold. Both
// share one restatement test (restateWords: stemmed content words, the
// rare ones weighing more) and index the later requirements' words once,
// so each pass is linear in the units.

// summaryTitles are the normalised titles of an overview's list of what
// the product does ("2.2 Product Functions", "Key Features"): a summary
// whose items the requirement sections usually state again. A title
// marked with a final "*" matches by its start.
var summaryTitles = []string{
	"product functions*", "product features*", "product functionality", "product capabilities",
	"key features", "main features", "major features", "key functions", "main functions", "major functions",
	"key capabilities", "main capabilities", "feature summary", "features summary", "summary of features",
	"feature overview", "features overview", "functional overview", "overview of features",
}

// summaryTitle reports whether a section's title is one of
// summaryTitles: a summary of what the product does.
func summaryTitle(title string) bool {
	t := normTitle(title)
	for _, s := range summaryTitles {
		if t == s || strings.HasSuffix(s, "*") && strings.HasPrefix(t, s[:len(s)-1]) {
			return true
		}
	}
	return false
}

// summarySection reports whether a section path holds a summary of what
// the product does, each title's answer kept in seen.
func summarySection(path []string, seen map[string]bool) bool {
	for _, p := range path {
		is, ok := seen[p]
		if !ok {
			is = summaryTitle(p)
			seen[p] = is
		}
		if is {
			return true
		}
	}
	return false
}

// restateStop are the words that say nothing of what a requirement is
// about: who or what acts, the modal verbs and the verbs of having and
// offering, which every statement of a capability carries.
var restateStop = map[string]bool{
	"system": true, "application": true, "app": true, "product": true, "platform": true, "software": true,
	"user": true, "users": true, "shall": true, "must": true, "should": true, "will": true, "can": true,
	"may": true, "able": true, "allow": true, "allows": true, "provide": true, "provides": true,
	"support": true, "supports": true, "be": true, "is": true, "are": true, "have": true, "has": true,
	"that": true, "this": true, "which": true, "it": true, "its": true, "their": true, "they": true,
	"all": true, "any": true, "each": true, "not": true, "also": true, "such": true, "other": true,
	"using": true, "use": true, "based": true, "etc": true, "e.g": true, "i.e": true,
}

// restateStem is a word's stem for the restatement test: a plural or a
// verb's ending dropped, then its first five letters in lower case
// ("registration" and "register" are "regis", "bookings" and "booking"
// are "book"), fewer when a script's letters take more than eight bytes
// ("книга" is "книг"), never part of a letter, packed in an integer so
// that indexing it allocates nothing.
func restateStem(w []byte) uint64 {
	for _, suf := range []string{"ings", "ing", "ed", "es", "s"} {
		if len(w) > len(suf)+3 && string(w[len(w)-len(suf):]) == suf {
			w = w[:len(w)-len(suf)]
			break
		}
	}
	var st uint64
	var b [utf8.UTFMax]byte
	for n, k := 0, 0; k < 5 && len(w) > 0; k++ {
		c, size := utf8.DecodeRune(w)
		w = w[size:]
		if c >= utf8.RuneSelf {
			c = unicode.ToLower(c) // eachWord lowers ASCII only
		}
		m := utf8.EncodeRune(b[:], c)
		if n += m; n > 8 {
			break
		}
		for _, x := range b[:m] {
			st = st<<8 | uint64(x)
		}
	}
	return st
}

// restateWords gives the distinct stems of the content words of s:
// not a function word, a modal verb or a word of restateStop, three
// letters or more.
func restateWords(s string, buf []byte, into map[uint64]struct{}) {
	eachWord(s, buf, func(w []byte, _ bool) {
		if len(w) < 3 || functionWords[string(w)] || modals[string(w)] || restateStop[string(w)] || w[0] >= '0' && w[0] <= '9' {
			return
		}
		into[restateStem(w)] = struct{}{}
	})
}

const (
	// restateShare is the share of a summary item's content words, each
	// weighed by how rare it is among the later requirements (a word that
	// names the document's subject weighs little), that one later
	// requirement must hold for the item to be a restatement.
	restateShare = 0.4
	// restateCommon is how many later requirements a stem may occur in
	// before it counts as held by any of them: such a stem names the
	// document's subject, and counting its postings one by one would make
	// the test quadratic.
	restateCommon = 64
	// restateMarker is how far before an item's text its line may start:
	// the indent, the marker and an ID.
	restateMarker = 64
	// restateTerm: the longest term, in bytes, an item opens with before
	// its colon ("Online booking: …"); a longer opening is a sentence.
	restateTerm = 48
)

// descriptionTitles are the normalised titles of a section that opens a
// feature with its overview ("4.1.1 Description and Priority",
// "3.2.1 Description") before the sections that state its requirements.
// A title marked with a final "*" matches by its start.
var descriptionTitles = []string{"description*", "overview", "summary", "feature description*"}

// descriptionTitle reports whether a section's title is one of
// descriptionTitles.
func descriptionTitle(title string) bool {
	if !containsFold(title, "description") && !containsFold(title, "overview") && !containsFold(title, "summary") {
		return false // most titles: spared normTitle's copy
	}
	t := normTitle(title)
	for _, s := range descriptionTitles {
		if t == s || strings.HasSuffix(s, "*") && strings.HasPrefix(t, s[:len(s)-1]) {
			return true
		}
	}
	return false
}

// describeShare is the share of a feature's overview sentence's content
// words that the requirements of the sections after it, under the same
// parent, must hold together for the sentence to be their summary.
const describeShare = 0.4

// dropRestatedDescriptions leaves out the prose of a feature's overview
// section ("3.2.1 Description" under "3.2 Inventory") whose content words
// the requirements of the sections after it under the same parent
// ("3.2.2 Functional Requirements") hold together: the section sums up
// the statements that follow, which are the requirements (the guide,
// section 1: prose that sums up what the requirement sections state is
// an explanation). An overview that the following statements do not
// restate stays, as the only statement of what it says. Each overview
// looks at the units of its own feature, up to the next overview under
// the same parent, so each unit is looked at by one overview at most and
// the pass is linear in the units, however many features share a parent.
func dropRestatedDescriptions(content string, units []unit) []unit {
	var drop []bool
	var buf [64]byte
	var words, held map[uint64]struct{} // made for the first overview
	for k, u := range units {
		if u.from < 0 || len(u.path) < 2 || !descriptionTitle(u.path[len(u.path)-1]) {
			continue
		}
		ls := strings.LastIndexByte(content[:u.from], '\n') + 1
		line := content[ls:u.to]
		if mayBeBullet(strings.TrimLeft(line, " \t")) && bulletRe.MatchString(line) || orderedRe.MatchString(line) {
			continue // an item of the overview: a statement of its own
		}
		if !opensSection(content, ls, u.from, u.path[len(u.path)-1]) || !obliges(content[u.from:u.to]) {
			continue // not the section's opening sentence on what the product does
		}
		if words == nil {
			words, held = map[uint64]struct{}{}, map[uint64]struct{}{}
		}
		clear(words)
		restateWords(content[u.from:u.to], buf[:0], words)
		if len(words) < 3 {
			continue
		}
		parent := u.path[:len(u.path)-1]
		clear(held)
		stated, left := false, false
		for j := k + 1; j < len(units); j++ {
			v := units[j]
			if len(v.path) < len(u.path) || !slices.Equal(v.path[:len(parent)], parent) {
				break
			}
			sec := v.path[len(parent)]
			if !left && sec == u.path[len(parent)] {
				continue // the overview's own section
			}
			if descriptionTitle(sec) {
				break // the next overview: what follows it is its own
			}
			left = true
			if v.from < 0 {
				continue
			}
			if roleOf(v.path[len(parent)]) != roleReq {
				continue // a sequence of steps, inputs: not the statements it sums up
			}
			stated = true
			restateWords(content[v.from:v.to], buf[:0], held)
		}
		if !stated {
			continue
		}
		n := 0
		for w := range words {
			if _, ok := held[w]; ok {
				n++
			}
		}
		if float64(n) >= describeShare*float64(len(words)) {
			if drop == nil {
				drop = make([]bool, len(units))
			}
			drop[k] = true
		}
	}
	if drop == nil {
		return units
	}
	return dropUnits(units, drop)
}

// opensSection reports whether the text at from, on the line starting at
// ls, is the first of its section: nothing but spaces before it on its
// line, and the line above it, past blank lines, is the section's heading
// (the line that writes its title).
func opensSection(content string, ls, from int, title string) bool {
	if strings.TrimSpace(content[ls:from]) != "" {
		return false
	}
	before := strings.TrimRight(content[:ls], " \t\r\n")
	prev := before[strings.LastIndexByte(before, '\n')+1:]
	t := strings.TrimSpace(title)
	return t != "" && strings.Contains(prev, t)
}

// termOf gives the term an item opens with, before its colon or dash
// ("**Online Booking**: what it offers" gives "Online Booking"), or ""
// when the item opens with no term set apart.
func termOf(s string) string {
	s = strings.TrimLeft(s, " \t")
	if rest, ok := strings.CutPrefix(s, "**"); ok {
		if t, _, ok := strings.Cut(rest, "**"); ok {
			return strings.TrimRight(t, " :")
		}
		return ""
	}
	end := strings.IndexAny(s, ":\n")
	if end < 0 || s[end] != ':' || end > restateTerm {
		return ""
	}
	return s[:end]
}

// stemKey gives the content stems of a title or a term as one key, in
// order, so that two titles with the same content words ("User
// Management", "Management of users") give the same key; "" when it has
// none. It uses words as its scratch set.
func stemKey(s string, buf []byte, words map[uint64]struct{}) string {
	clear(words)
	restateWords(s, buf, words)
	if len(words) == 0 {
		return ""
	}
	st := make([]uint64, 0, len(words))
	for w := range words {
		st = append(st, w)
	}
	slices.Sort(st)
	var b strings.Builder
	for _, w := range st {
		for sh := 56; sh >= 0; sh -= 8 {
			b.WriteByte(byte(w >> sh))
		}
	}
	return b.String()
}

// dropRestatedSummaries leaves out the items of an overview's summary of
// what the product does ("2.2 Product Functions" over "- Online booking
// of rooms") whose content a later requirement of the same document
// states again ("The system shall let guests book a room online."): a
// summary, not a requirement of its own. An item that nothing later
// states again stays, as the document's only statement of that
// capability. An item whose opening term ("**Online Booking**: …") has
// the content words of a later section's title ("3.2 Online Booking")
// is a summary of that section, which states it in several requirements
// none of which holds the item's words alone. It runs after the learned
// split, on items cut from a list read whole. The later requirements' stems are indexed once, walking
// the units from the last; each item looks up its own stems only.
// Rare words weigh more: a word in few later requirements says more of
// what the item is about than one in many.
func dropRestatedSummaries(content string, units []unit) []unit {
	cand := make([]bool, len(units))
	inSummary := make([]bool, len(units))
	seen := map[string]bool{}
	found := false
	for k, u := range units {
		inSummary[k] = summarySection(u.path, seen)
		if u.from < 0 || !inSummary[k] {
			continue
		}
		// The marker stands right before the item's text: look back a
		// few bytes for the line's start, never to the start of a long
		// line once per unit.
		back := max(0, u.from-restateMarker)
		ls := strings.LastIndexByte(content[back:u.from], '\n') + 1
		if ls == 0 && back > 0 {
			continue
		}
		line := content[back+ls : u.to]
		if u.own && !u.ordinal && strings.Contains(line, u.id) {
			continue // an ID the item writes itself ("- FR-1 …")
		}
		if mayBeBullet(strings.TrimLeft(line, " \t")) && bulletRe.MatchString(line) || orderedRe.MatchString(line) {
			cand[k], found = true, true
		}
	}
	if !found {
		return units
	}
	posts := map[uint64][]int{}
	var buf [64]byte
	words := map[uint64]struct{}{}
	var sorted []uint64
	drop := make([]bool, len(units))
	count := map[int]float64{}
	indexed := 0
	titles := map[string]string{} // a later section's title → its stems' key
	later := map[string]bool{}    // the keys of the later sections' titles
	for k := len(units) - 1; k >= 0; k-- {
		u := units[k]
		if u.from < 0 {
			continue
		}
		if cand[k] {
			if key := stemKey(termOf(content[u.from:u.to]), buf[:0], words); key != "" && later[key] {
				drop[k] = true
				continue
			}
		}
		clear(words)
		restateWords(content[u.from:u.to], buf[:0], words)
		if !cand[k] {
			if inSummary[k] {
				continue
			}
			if n := len(u.path); n > 0 {
				t := u.path[n-1]
				key, ok := titles[t]
				if !ok {
					key = stemKey(t, buf[:0], words)
					clear(words)
					restateWords(content[u.from:u.to], buf[:0], words)
					titles[t] = key
				}
				if key != "" {
					later[key] = true
				}
			}
			indexed++
			for w := range words {
				if p := posts[w]; len(p) <= restateCommon {
					posts[w] = append(p, k)
				}
			}
			continue
		}
		if len(words) < 2 {
			continue
		}
		clear(count)
		sorted = sorted[:0]
		for w := range words {
			sorted = append(sorted, w)
		}
		slices.Sort(sorted) // the same sums, and so the same answer, on every run
		var total, common, best float64
		for _, w := range sorted {
			p := posts[w]
			wt := math.Log(1 + float64(indexed+1)/float64(len(p)+1))
			total += wt
			if len(p) > restateCommon {
				common += wt
				continue
			}
			for _, j := range p {
				count[j] += wt
				best = max(best, count[j])
			}
		}
		drop[k] = best+common >= restateShare*total && best > 0
	}
	return dropUnits(units, drop)
}
