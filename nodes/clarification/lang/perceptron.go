package lang

import (
	_ "embed" // the tagger's model
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"regexp"
	"strings"

	"github.com/mingrammer/commonregex"
)

// perceptron is prose's averaged-perceptron part-of-speech tagger (a port
// of TextBlob's, itself of Matthew Honnibal's; MIT licence) with prose's
// weights held compactly: prose keeps them in a map of maps (75k features,
// 271k weights, 27 MB of the heap), this one in one map from feature to
// index and flat arrays (about 6 MB), read from tagger.bin, prose's model
// written by go generate (internal/tagmodel says the form), so prose's own
// maps are never built. It tags prose's tokens as prose does: the same
// special cases, features and sums.
type perceptron struct {
	classes []string
	tagMap  map[string]string // words with one tag, tagged without features
	feature map[string]int32  // feature -> index into off
	off     []int32           // feature f's weights: cls[off[f]:off[f+1]], w[…]
	cls     []uint8           // class index (classes)
	w       []float64
}

//go:generate go run ./internal/tagmodel/gen tagger.bin

// taggerModel is prose's tagger's model in tagmodel's form; the strings
// of the perceptron (its words and features) are slices of it, so reading
// it allocates only the maps and arrays.
//
//go:embed tagger.bin
var taggerModel string

// taggerMagic opens taggerModel (tagmodel.Magic).
const taggerMagic = "clarigraph tagger 1\n"

// errTaggerModel is returned when the embedded model cannot be read.
var errTaggerModel = errors.New("lang: the embedded tagger model")

// loadPerceptron reads the embedded model; it panics if the model cannot
// be read, a fault of the build (the file is generated and tested), not
// of any input.
func loadPerceptron() *perceptron {
	p, err := readPerceptron(taggerModel)
	if err != nil {
		panic(err)
	}
	return p
}

// readPerceptron reads a model in tagmodel's form in one pass, each map
// and array made once at its size.
func readPerceptron(s string) (*perceptron, error) {
	s, ok := strings.CutPrefix(s, taggerMagic)
	if !ok {
		return nil, fmt.Errorf("%w: not a model", errTaggerModel)
	}
	at := 0
	fail := func(what string) (*perceptron, error) {
		return nil, fmt.Errorf("%w: %s at byte %d", errTaggerModel, what, len(taggerMagic)+at)
	}
	num := func() (int, bool) {
		v, n := binary.Uvarint([]byte(s[at:min(len(s), at+binary.MaxVarintLen64)])) // at most 10 bytes copied
		if n <= 0 || v > math.MaxInt32 {
			return 0, false
		}
		at += n
		return int(v), true
	}
	str := func() (string, bool) {
		n, ok := num()
		if !ok || n > len(s)-at {
			return "", false
		}
		at += n
		return s[at-n : at], true
	}
	var counts [4]int
	for i := range counts {
		if counts[i], ok = num(); !ok {
			return fail("a truncated count")
		}
	}
	nc, nt, nf, nw := counts[0], counts[1], counts[2], counts[3]
	if nc > math.MaxUint8+1 || nw > len(s) || nt > len(s) || nf > len(s) {
		return fail("counts beyond the model")
	}
	p := &perceptron{classes: make([]string, nc), tagMap: make(map[string]string, nt),
		feature: make(map[string]int32, nf), off: make([]int32, nf+1), cls: make([]uint8, nw), w: make([]float64, nw)}
	for i := range p.classes {
		if p.classes[i], ok = str(); !ok {
			return fail("a truncated class")
		}
	}
	for range nt {
		w, ok := str()
		if !ok || at >= len(s) || int(s[at]) >= nc {
			return fail("a truncated tag word")
		}
		p.tagMap[w] = p.classes[s[at]]
		at++
	}
	k := 0 // weights read
	for f := range nf {
		key, ok := str()
		if !ok {
			return fail("a truncated feature")
		}
		n, ok := num()
		if !ok || n > nw-k || 9*n > len(s)-at {
			return fail("a truncated feature's weights")
		}
		p.feature[key] = int32(f)
		p.off[f] = int32(k)
		for range n {
			if int(s[at]) >= nc {
				return fail("a weight of no class")
			}
			p.cls[k] = s[at]
			p.w[k] = math.Float64frombits(uint64(s[at+1]) | uint64(s[at+2])<<8 | uint64(s[at+3])<<16 | uint64(s[at+4])<<24 |
				uint64(s[at+5])<<32 | uint64(s[at+6])<<40 | uint64(s[at+7])<<48 | uint64(s[at+8])<<56)
			at += 9
			k++
		}
	}
	if k != nw || at != len(s) || len(p.feature) != nf || len(p.tagMap) != nt {
		return fail("counts not the model's")
	}
	p.off[nf] = int32(k)
	return p, nil
}

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
		case strings.Contains(w, ".") && (commonregex.LinkRegex.MatchString(w) || commonregex.EmailRegex.MatchString(w)) || strings.HasPrefix(w, "@"): // each expression only on a word it could match (issue 26): both need a "."
			tag = "NN"
		case (w == "0" || strings.HasPrefix(w, "*")) && proseNone.MatchString(w):
			tag = "-NONE-"
		case len(w) == 5 && w[0] == '-' && proseKeep.MatchString(w):
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
	if strings.Contains(word, "-") && word[0] != '-' {
		return "!HYPHEN"
	} else if len(word) == 4 && strings.Contains("+-0123456789", word[:1]) && strings.Trim(word[1:], "0123456789") == "" { // prose's strconv.Atoi(word) without an error per word (issue 26)
		return "!YEAR"
	} else if word[0] >= '0' && word[0] <= '9' { // strconv.Atoi(first)
		return "!DIGITS"
	}
	return strings.ToLower(word)
}
