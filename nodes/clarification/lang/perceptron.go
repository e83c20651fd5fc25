package lang

import (
	"math"
	"reflect"
	"regexp"
	"strconv"
	"strings"

	"github.com/jdkato/prose/v2"
	"github.com/mingrammer/commonregex"
)

// perceptron is prose's averaged-perceptron part-of-speech tagger (a port
// of TextBlob's, itself of Matthew Honnibal's; MIT licence) with prose's
// weights held compactly: prose keeps them in a map of maps (75k features,
// 271k weights, 27 MB of the heap), this one in one map from feature to
// index and flat arrays (about 7 MB). It tags prose's tokens as prose
// does: the same special cases, features and sums.
type perceptron struct {
	classes []string
	tagMap  map[string]string // words with one tag, tagged without features
	feature map[string]int32  // feature -> index into off
	off     []int32           // feature f's weights: cls[off[f]:off[f+1]], w[…]
	cls     []uint8           // class index (classes)
	w       []float64
}

// loadPerceptron reads prose's tagger's weights (the model prose makes for
// a document that is tagged and not searched for entities) into a
// perceptron; nil when they cannot be read (another prose release).
func loadPerceptron() *perceptron {
	doc, err := prose.NewDocument("", prose.WithSegmentation(false), prose.WithExtraction(false))
	if err != nil || doc.Model == nil {
		return nil
	}
	m := reflect.ValueOf(doc.Model).Elem().FieldByName("tagger")
	if m.Kind() != reflect.Pointer || m.IsNil() {
		return nil
	}
	if m = m.Elem().FieldByName("model"); m.Kind() != reflect.Pointer || m.IsNil() {
		return nil
	}
	m = m.Elem()
	classes, tags, weights := m.FieldByName("classes"), m.FieldByName("tagMap"), m.FieldByName("weights")
	if classes.Kind() != reflect.Slice || classes.Type().Elem().Kind() != reflect.String || classes.Len() > math.MaxUint8 ||
		tags.Kind() != reflect.Map || tags.Type() != reflect.TypeFor[map[string]string]() ||
		weights.Kind() != reflect.Map || weights.Type() != reflect.TypeFor[map[string]map[string]float64]() {
		return nil
	}
	p := &perceptron{classes: make([]string, classes.Len()), tagMap: make(map[string]string, tags.Len()),
		feature: make(map[string]int32, weights.Len()), off: make([]int32, 0, weights.Len()+1)}
	class := map[string]uint8{}
	for i := range p.classes {
		p.classes[i] = classes.Index(i).String()
		class[p.classes[i]] = uint8(i)
	}
	for it := tags.MapRange(); it.Next(); {
		p.tagMap[it.Key().String()] = it.Value().String()
	}
	for it := weights.MapRange(); it.Next(); {
		p.feature[it.Key().String()] = int32(len(p.off))
		p.off = append(p.off, int32(len(p.w)))
		for ws := it.Value().MapRange(); ws.Next(); {
			c, ok := class[ws.Key().String()]
			if !ok {
				return nil
			}
			p.cls = append(p.cls, c)
			p.w = append(p.w, ws.Value().Float())
		}
	}
	p.off = append(p.off, int32(len(p.w)))
	p.cls, p.w = clip(p.cls), clip(p.w)
	return p
}

func clip[T any](s []T) []T { return s[:len(s):len(s)] }

// Prose's special cases (its tagger's).
var (
	proseNone = regexp.MustCompile(`^(?:0|\*[\w?]\*|\*\-\d{1,3}|\*[A-Z]+\*\-\d{1,3}|\*)$`)
	proseKeep = regexp.MustCompile(`^\-[A-Z]{3}\-$`)
	// emoticons are prose's, tagged SYM.
	emoticons = map[string]bool{"(-8": true, "(-;": true, "(-_-)": true, "(._.)": true, "(:": true, "(=": true,
		"(o:": true, "(¬_¬)": true, "(ಠ_ಠ)": true, "(╯°□°）╯︵┻━┻": true, "-__-": true, "8-)": true, "8-D": true,
		"8D": true, ":(": true, ":((": true, ":(((": true, ":()": true, ":)))": true, ":-)": true, ":-))": true,
		":-)))": true, ":-*": true, ":-/": true, ":-X": true, ":-]": true, ":-o": true, ":-p": true, ":-x": true,
		":-|": true, ":-}": true, ":0": true, ":3": true, ":P": true, ":]": true, ":`(": true, ":`)": true,
		":`-(": true, ":o": true, ":o)": true, "=(": true, "=)": true, "=D": true, "=|": true, "@_@": true,
		"O.o": true, "O_o": true, "V_V": true, "XDD": true, "[-:": true, "^___^": true, "o_0": true, "o_O": true,
		"o_o": true, "v_v": true, "xD": true, "xDD": true, "¯\\(ツ)/¯": true}
)

// tag returns the tags of words, a text's tokens as prose cut them.
func (p *perceptron) tag(words []string) []string {
	ctx := make([]string, len(words)+4)
	ctx[0], ctx[1] = "-START-", "-START2-"
	for i, w := range words {
		ctx[i+2] = proseNormalize(w)
	}
	ctx[len(ctx)-2], ctx[len(ctx)-1] = "-END-", "-END2-"
	out := make([]string, len(words))
	p1, p2 := "-START-", "-START2-"
	scores := make([]float64, len(p.classes))
	seen := make([]bool, len(p.classes))
	for i, w := range words {
		var tag string
		switch {
		case w == "-":
			tag = "-"
		case emoticons[w]:
			tag = "SYM"
		case commonregex.LinkRegex.MatchString(w) || commonregex.EmailRegex.MatchString(w) || strings.HasPrefix(w, "@"):
			tag = "NN"
		case proseNone.MatchString(w):
			tag = "-NONE-"
		case proseKeep.MatchString(w):
			tag = w
		default:
			var found bool
			if tag, found = p.tagMap[w]; !found {
				tag = p.predict(i, ctx, w, p1, p2, scores, seen)
			}
		}
		out[i] = tag
		p2, p1 = p1, tag
	}
	return out
}

// predict is prose's: the class of the highest sum of the weights of the
// word's features ("" when none has a weight).
func (p *perceptron) predict(i int, ctx []string, w, p1, p2 string, scores []float64, seen []bool) string {
	clear(scores)
	clear(seen)
	i = min(len(ctx)-2, i+2)
	suf := min(len(w), 3)
	iminus, iplus := min(len(ctx[i-1]), 3), min(len(ctx[i+1]), 3)
	feats := [...]string{
		"bias",
		"i suffix " + w[len(w)-suf:],
		"i pref1 " + string(rune(w[0])),
		"i-1 tag " + p1,
		"i-2 tag " + p2,
		"i tag+i-2 tag " + p1 + " " + p2,
		"i word " + ctx[i],
		"i-1 tag+i word " + p1 + " " + ctx[i],
		"i-1 word " + ctx[i-1],
		"i-1 suffix " + ctx[i-1][len(ctx[i-1])-iminus:],
		"i-2 word " + ctx[i-2],
		"i+1 word " + ctx[i+1],
		"i+1 suffix " + ctx[i+1][len(ctx[i+1])-iplus:],
		"i+2 word " + ctx[i+2],
	}
	for _, f := range feats {
		k, ok := p.feature[f]
		if !ok {
			continue
		}
		for j := p.off[k]; j < p.off[k+1]; j++ {
			scores[p.cls[j]] += p.w[j]
			seen[p.cls[j]] = true
		}
	}
	best, max := "", math.Inf(-1)
	for c, s := range scores {
		if seen[c] && s > max {
			best, max = p.classes[c], s
		}
	}
	return best
}

// proseNormalize is prose's normalisation of a word of the context.
func proseNormalize(word string) string {
	if word == "" {
		return word
	}
	first := string(word[0])
	if strings.Contains(word, "-") && first != "-" {
		return "!HYPHEN"
	} else if _, err := strconv.Atoi(word); err == nil && len(word) == 4 {
		return "!YEAR"
	} else if _, err := strconv.Atoi(first); err == nil {
		return "!DIGITS"
	}
	return strings.ToLower(word)
}
