package lang

import (
	"reflect"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/jdkato/prose/v2"
)

// tagger is prose's averaged-perceptron tagger with its weights held
// compactly (see perceptron), read once per process from the model
// embedded in the binary; it panics if that model cannot be read (a fault
// of the build). model is prose's own, for a module whose build resolves
// another prose release, whose tokens cannot be read here: tagging then
// goes through prose as it is, slower, rather than failing (prose's
// document model, without the entity model Tag never uses).
var (
	tagger = sync.OnceValue(loadPerceptron)
	model  = sync.OnceValue(func() *prose.Model {
		doc, err := prose.NewDocument("", prose.WithSegmentation(false), prose.WithExtraction(false))
		if err != nil || doc.Model == nil {
			return prose.ModelFromData("clarigraph")
		}
		return doc.Model
	})
)

// LoadTagger loads the part-of-speech model now rather than at the first
// call of Tag (for a server that would rather pay the cost at start).
func LoadTagger() { tagger() }

// Tag sets the part of speech (Token.Tag) of the tokens of text (as
// Tokenize returned them) with prose's part-of-speech tagger. The tagger reads the whole text, so a
// word is tagged in its sentence; a token prose splits ("cannot") takes the
// tag of its first part. A byte of text that is not valid UTF-8 reads as
// a space (prose's tokenizer panics on it; the offsets stay those of
// text), so valid text is tagged the same with or without it. Tag is safe
// for concurrent use.
func Tag(text string, toks []Token) {
	if len(toks) == 0 {
		return
	}
	pts, ok := proseTags(validText(text))
	if !ok {
		return
	}
	k, at := 0, 0
	for _, pt := range pts {
		i := strings.Index(text[at:], pt.Text)
		if i < 0 || pt.Text == "" {
			continue
		}
		start := at + i
		at = start + len(pt.Text)
		for k < len(toks) && toks[k].End() <= start {
			k++
		}
		if k == len(toks) {
			break
		}
		if toks[k].Start() < at && toks[k].Tag() == "" {
			toks[k].SetTag(pt.Tag)
		}
	}
	for i := range toks {
		switch t := &toks[i]; {
		case t.Tag() == "" && t.Number(): // a word prose glued to punctuation
			t.SetTag("CD")
		case t.Tag() == "":
			t.SetTag("NN")
		case rfc2119[t.Lower()] != "" && capitals(t.Text()):
			t.SetTag(rfc2119[t.Lower()]) // "MUST", "SHALL NOT": the tagger reads capitals as names
		}
	}
}

// validText returns text with each byte that is not part of a valid UTF-8
// sequence replaced by a space, which keeps every offset: text itself
// when it is valid, as a specification read by package spec always is.
func validText(text string) string {
	if utf8.ValidString(text) {
		return text
	}
	b := []byte(text)
	for i := 0; i < len(b); {
		r, n := utf8.DecodeRune(b[i:])
		if r == utf8.RuneError && n == 1 {
			b[i] = ' '
		}
		i += n
	}
	return string(b)
}

// proseTagged returns prose's tokens of text tagged by prose itself.
func proseTagged(text string) ([]prose.Token, bool) {
	doc, err := prose.NewDocument(text, prose.UsingModel(model()), prose.WithSegmentation(false), prose.WithExtraction(false))
	if err != nil {
		return nil, false
	}
	return doc.Tokens(), true
}

// proseTags returns prose's tokens of text with their tags, as prose's
// tagger tags them.
func proseTags(text string) ([]prose.Token, bool) {
	p := tagger()
	doc, err := prose.NewDocument(text, prose.WithSegmentation(false), prose.WithExtraction(false), prose.WithTagging(false))
	if err != nil {
		return nil, false
	}
	pts := doc.Tokens()
	// prose's tokenizer hands out one token for every occurrence of a
	// word it cut before (the same pointer), so the tag its tagger leaves
	// on each occurrence is the one of the last: so here too.
	ptrs := reflect.ValueOf(doc).Elem().FieldByName("tokens")
	if ptrs.Kind() != reflect.Slice || ptrs.Len() != len(pts) || ptrs.Type().Elem().Kind() != reflect.Pointer {
		return proseTagged(text) // another prose release than go.mod's
	}
	words := make([]string, len(pts))
	last := make(map[uintptr]int, len(pts))
	for i := range pts {
		words[i] = pts[i].Text
		last[ptrs.Index(i).Pointer()] = i
	}
	tags := p.tag(words)
	for i := range pts {
		pts[i].Tag = tags[last[ptrs.Index(i).Pointer()]]
	}
	return pts, true
}

// rfc2119 tags the key words of RFC 2119 written in capitals, which
// specifications use as their modal verbs ("System MUST …").
var rfc2119 = map[string]string{"must": "MD", "shall": "MD", "should": "MD", "may": "MD", "will": "MD", "can": "MD", "not": "RB"}

// tagClasses are the part-of-speech classes a pattern names with ":class",
// as Penn Treebank tags.
var tagClasses = map[string][]string{
	"noun":  {"NN", "NNS", "NNP", "NNPS"},
	"propn": {"NNP", "NNPS"},
	"verb":  {"VB", "VBD", "VBG", "VBN", "VBP", "VBZ"},
	"vbn":   {"VBN", "VBD"},
	"vbg":   {"VBG"},
	"adj":   {"JJ", "JJR", "JJS"},
	"cmp":   {"JJR", "RBR"},
	"adv":   {"RB", "RBR", "RBS"},
	"det":   {"DT", "PDT", "WDT"},
	"pron":  {"PRP", "PRP$"},
	"prep":  {"IN", "TO"},
	"num":   {"CD"},
	"modal": {"MD"},
	"cc":    {"CC"},
}
