package decisions

import (
	"cmp"
	"math"
	"regexp"
	"slices"
	"strings"

	"github.com/clarigraph/clarigraph/nodes/clarification/lang"
)

// A question a specification asks itself is open only when nothing in it
// answers the question: reviewers count "What if two receptionists book
// the same slot? Conflict detection must be atomic" and an edge case that
// a functional requirement settles as already decided.

// answeredOnItsLine reports whether the line of a question goes on after
// its question mark with an answer of three words or more ("… rolls
// over 9999? The ID format expands to five digits").
func answeredOnItsLine(text string, end int) bool {
	rest := text[end:]
	if i := strings.IndexByte(rest, '\n'); i >= 0 {
		rest = rest[:i]
	}
	n := 0
	for _, t := range lang.Tokenize(rest) {
		if !t.Number() && len(t.Lower()) > 1 {
			n++
		}
	}
	return n >= 3
}

// ownAnswerWords, inside a bracket of a question, give its answer: a
// modal ("should gracefully hide the section") or the rule it tests
// ("required field", "species is optional").
var ownAnswerWords = set("should must shall will required optional mandatory expected")

// bracketModals open a bracket that asks: "(should it be archived …)".
var bracketModals = set("should must shall will can could would is are does do")

// answeredInBrackets reports whether a question carries its own answer in
// a bracket ("… without selecting a species (species should be
// optional)?"): the author asks it as a test case, not as an open point.
// A bracket that asks in its turn — it ends with a question mark, opens
// with its modal ("(should it be archived or deleted)") or offers choices
// joined by "or" — lists the options of the question, which stays open.
func answeredInBrackets(q string) bool {
	for {
		i := strings.IndexByte(q, '(')
		if i < 0 {
			return false
		}
		j := strings.IndexByte(q[i:], ')')
		if j < 0 {
			return false
		}
		if in := q[i+1 : i+j]; !bracketAsks(in) {
			for _, t := range lang.Tokenize(in) {
				if ownAnswerWords[t.Lower()] {
					return true
				}
			}
		}
		q = q[i+j:]
	}
}

// bracketAsks reports whether the text of a bracket asks or offers
// choices rather than answers (see answeredInBrackets).
func bracketAsks(in string) bool {
	if strings.HasSuffix(strings.TrimSpace(in), "?") {
		return true
	}
	toks := lang.Tokenize(in)
	if len(toks) > 1 && bracketModals[toks[0].Lower()] {
		return true // "(should it be archived …)": the modal first, a question's order
	}
	for _, t := range toks {
		if t.Lower() == "or" {
			return true
		}
	}
	return false
}

// answers indexes the requirements of a specification by the content
// words they use, to find the one that answers a question.
type answers struct {
	units []unit
	lemma []map[string]bool // per requirement: its content lemmas
	idf   map[string]float64
	posts map[string][]int // lemma → the requirements that use it
}

// askWords are words of a question that say it asks, not what about.
var askWords = set("happen happens occur occurs handle handled behave behaves case cases scenario try tries attempt attempts when system user users")

func newAnswers(tx *text) *answers {
	a := &answers{units: tx.requirementUnits(), idf: map[string]float64{}, posts: map[string][]int{}}
	df := map[string]int{}
	a.lemma = make([]map[string]bool, len(a.units))
	for i, u := range a.units {
		m := map[string]bool{}
		for _, t := range u.toks {
			for _, l := range contentLemmas(t) {
				m[l] = true
			}
		}
		for l := range m {
			df[l]++
			a.posts[l] = append(a.posts[l], i)
		}
		a.lemma[i] = m
	}
	n := float64(len(a.units))
	for l, d := range df {
		a.idf[l] = math.Log((n + 1) / float64(d))
	}
	return a
}

// contentLemmas returns the lemmas a token stands for as a content word:
// its lemma, and the word without a negating prefix ("non-numeric" is
// about what is numeric).
func contentLemmas(t lang.Token) []string {
	if !isContent(t) || askWords[t.Lemma()] {
		return nil
	}
	if rest, ok := strings.CutPrefix(t.Lemma(), "non-"); ok && len(rest) > 2 {
		return []string{t.Lemma(), rest}
	}
	return []string{t.Lemma()}
}

// answered reports whether a requirement other than loc, itself no
// question, holds most of the question's content words.
func (a *answers) answered(question, loc string) bool {
	var words []string
	seen := map[string]bool{}
	for _, t := range lang.Tokenize(question) {
		ls := contentLemmas(t)
		if len(ls) == 0 || seen[ls[len(ls)-1]] {
			continue
		}
		seen[ls[len(ls)-1]] = true
		words = append(words, ls[len(ls)-1])
	}
	if len(words) < 2 {
		return false
	}
	weight := func(l string) float64 {
		if w, ok := a.idf[l]; ok {
			return w + 0.1
		}
		return math.Log(float64(len(a.units)+1)) + 0.1
	}
	total := 0.0
	for _, l := range words {
		total += weight(l)
	}
	// Only a requirement that holds two of the question's words can
	// answer it: the candidates are those of its two rarest words' lists.
	byRarity := slices.Clone(words)
	slices.SortFunc(byRarity, func(x, y string) int { return cmp.Compare(len(a.posts[x]), len(a.posts[y])) })
	var cands []int
	for _, w := range byRarity[:min(2, len(byRarity))] {
		cands = append(cands, a.posts[w]...)
	}
	// A requirement that holds neither of the two rarest words may still
	// hold two others: look at those of the third rarest too, while the
	// lists stay short.
	for _, w := range byRarity[min(2, len(byRarity)):] {
		if len(a.posts[w]) > maxAnswerCandidates {
			break
		}
		cands = append(cands, a.posts[w]...)
	}
	slices.Sort(cands)
	cands = slices.Compact(cands)
	if len(cands) > maxAnswerCandidates*8 {
		cands = cands[:maxAnswerCandidates*8]
	}
	clash := clashIn(question)
	bestF, best := 0.0, -1
	for _, i := range cands {
		u := a.units[i]
		if u.req == loc || asks(u) || clash && !clashIn(u.String()) {
			continue
		}
		got, n := 0.0, 0
		for _, l := range words {
			if a.lemma[i][l] {
				got += weight(l)
				n++
			}
		}
		if n < 2 {
			continue
		}
		own := 0.0
		for l := range a.lemma[i] {
			own += weight(l)
		}
		q, r := got/total, got/own
		f := 2 * q * r / (q + r)
		if f > bestF {
			bestF, best = f, i
		}
	}
	if best >= 0 {
		debugAnswer(question, a.units[best], bestF)
	}
	return best >= 0 && bestF >= answerF
}

// asks reports whether a unit is a question: it holds a question mark,
// or starts with an interrogative and the content goes on with one.
func asks(u unit) bool {
	s := u.String()
	if strings.Contains(s, "?") {
		return true
	}
	if len(u.toks) == 0 || !interrogatives[u.toks[0].Lower()] {
		return false
	}
	end := u.toks[len(u.toks)-1].End()
	return end < len(u.text) && u.text[end] == '?'
}

// clashWords are the words of a question about two things that
// disagree or meet ("What happens when the web page and the pump panel
// set different water levels?", "… two edits at the same time?").
var clashWords = regexp.MustCompile(`(?i)\b(?:different|differ|differs|disagree|disagrees|conflict|conflicts|conflicting|contradict|contradicts|contradictory|inconsistent|mismatch|mismatched|at the same time|simultaneous(?:ly)?|concurrent(?:ly)?|both at once)\b`)

// clashIn reports whether a text names a clash (clashWords). A question
// about one is answered only by a requirement that names a clash too: a
// requirement that holds the question's other words ("the web page and
// the pump panel set the level") states what makes the clash possible, not what
// happens in it (issue 27, trial 4 D2: the question was lost).
func clashIn(s string) bool { return clashWords.MatchString(s) }

// maxAnswerCandidates bounds the requirements a common word brings in
// as candidates answers, so that finding answers stays linear.
const maxAnswerCandidates = 64

// answerF is the least F-measure of the words a question and the
// requirement that answers it share (see answered).
const answerF = 0.45

var debugAnswer = func(q string, u unit, share float64) {}
