package lang

import "unicode"

// functionWords are the closed-class words of English a lemma must not
// join to another word: articles and other determiners, pronouns,
// prepositions, conjunctions and the Latin abbreviations of running
// text. The lemmatizer reads some of them as inflections ("as" as a
// plural of "a", "these" as "this", "less" as "little"), and some
// inflected words as one of them ("etcs" as "etc"). Such a word is its own
// lemma, and a pattern word that is one matches only its own form.
// Auxiliaries and modals are not listed: "is" is "be" on purpose.
var functionWords = set(`
a an the this that these those each every either neither some any no
all both few fewer fewest many much more most less least several such what which whose
another other own same
i me my mine you your yours he him his she her hers it its we us our ours they them their
theirs itself themselves himself herself myself yourself ourselves who whom whoever whatever
whichever
about above across after against along amid among amongst around as at before behind below
beneath beside besides between beyond by despite down during except for from in inside into
like near of off on onto out outside over past per since than through throughout till to
toward towards under underneath unlike until unto up upon via with within without
and but or nor so yet because although though whereas while whilst unless if whether lest
not etc eg ie vs viz cf`)

// degreeWords are the irregular comparisons the lemmatizer reads as their
// positive ("better" and "well" as "good", "worse" as "wrong"): a rule on
// comparatives or on quality words needs them as written, and "as well
// as" says nothing good. They too are their own lemma.
var degreeWords = set("well better best worse worst")

// FunctionWord reports whether a lower-case word is a function word (an
// article, pronoun, preposition, conjunction or Latin abbreviation):
// one with no inflections of its own.
func FunctionWord(lower string) bool { return functionWords[lower] }

// capitals reports whether a word is written in capitals, with two
// letters or more ("ETCS", "GPS", "CRM"): an acronym or a name, which
// a lemmatizer of common words must leave as it is.
func capitals(w string) bool {
	n := 0
	for _, c := range w {
		switch {
		case c >= 'A' && c <= 'Z' || unicode.IsUpper(c):
			n++
		case unicode.IsLetter(c):
			return false
		}
	}
	return n >= 2
}
