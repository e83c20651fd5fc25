package lang

import (
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/jdkato/prose/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/nodes/clarification/lang/internal/tagmodel"
)

// TestEmbeddedTaggerIsProses: tagger.bin is what the generator makes from
// the prose release in go.mod (go generate ./nodes/clarification/lang
// remakes it), and reading it gives prose's model, weights bit for bit.
func TestEmbeddedTaggerIsProses(t *testing.T) {
	m, err := tagmodel.FromProse()
	require.NoError(t, err)
	b, err := m.Encode()
	require.NoError(t, err)
	require.True(t, string(b) == taggerModel,
		"tagger.bin is not the model of this prose release: run go generate ./nodes/clarification/lang")
	p, err := readPerceptron(taggerModel)
	require.NoError(t, err)
	assert.True(t, m.Equal(modelOf(p)), "the perceptron read is not prose's model")
	assert.Equal(t, tagmodel.Magic, taggerMagic)
}

// modelOf is the model a perceptron holds, as tagmodel has it.
func modelOf(p *perceptron) tagmodel.Model {
	m := tagmodel.Model{Classes: p.classes, Tags: p.tagMap, Weights: make(map[string]map[string]float64, len(p.feature))}
	for f, k := range p.feature {
		ws := map[string]float64{}
		for j := p.off[k]; j < p.off[k+1]; j++ {
			ws[p.classes[p.cls[j]]] = p.w[j]
		}
		m.Weights[f] = ws
	}
	return m
}

// TestReadPerceptron: a small model reads back as written, and every cut
// of it, a byte changed past its classes and bytes after it are refused.
func TestReadPerceptron(t *testing.T) {
	m := tagmodel.Model{Classes: []string{"NN", "VB", "DT"}, Tags: map[string]string{"the": "DT", "a": "DT"},
		Weights: map[string]map[string]float64{
			"bias":           {"NN": 0.5, "VB": -1.25},
			"i word run":     {"VB": math.SmallestNonzeroFloat64, "NN": -0.001},
			"i-1 tag DT":     {"NN": 3},
			"i suffix empty": {},
		}}
	b, err := m.Encode()
	require.NoError(t, err)
	p, err := readPerceptron(string(b))
	require.NoError(t, err)
	assert.True(t, m.Equal(modelOf(p)))
	for n := range len(b) {
		_, err := readPerceptron(string(b[:n]))
		assert.ErrorIs(t, err, errTaggerModel, "cut at %d", n)
	}
	_, err = readPerceptron(string(b) + "x")
	assert.ErrorIs(t, err, errTaggerModel, "a byte after")
	tests := []struct {
		name string
		edit func([]byte) []byte
	}{
		{"another magic", func(b []byte) []byte { b[0] = 'C'; return b }},
		{"a class beyond the classes", func(b []byte) []byte { b[len(b)-9] = 3; return b }},
		{"a count too large", func(b []byte) []byte { b[len(tagmodel.Magic)+3]++; return b }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := readPerceptron(string(tt.edit(append([]byte(nil), b...))))
			assert.ErrorIs(t, err, errTaggerModel)
		})
	}
}

// TestTaggerTagsAsProseOnSpecs: on the example specifications and short
// texts, the embedded tagger's tags are prose's tagger's and those of the
// perceptron built from prose's maps as lang did before (the loader of
// main up to the sixteenth session of issue 23).
func TestTaggerTagsAsProseOnSpecs(t *testing.T) {
	m, err := tagmodel.FromProse()
	require.NoError(t, err)
	ref := perceptronFromMaps(t, m)
	texts := []string{
		"The system shall export the report as PDF within 2 seconds.",
		"Users may record a record; the recorder records it. Don't cancel orders!",
		"If the queue is full, the API returns HTTP 503 and the client retries after 30s.",
		"E-mail the admin@example.org list, then visit https://example.org/a?b=c.",
	}
	files, err := filepath.Glob("../../../examples/specs/*.md")
	require.NoError(t, err)
	require.NotEmpty(t, files)
	for _, f := range files {
		b, err := os.ReadFile(f)
		require.NoError(t, err)
		texts = append(texts, string(b))
	}
	for _, txt := range texts {
		want, err := prose.NewDocument(txt, prose.UsingModel(model()), prose.WithSegmentation(false), prose.WithExtraction(false))
		require.NoError(t, err)
		got, ok := proseTags(txt)
		require.True(t, ok)
		assert.Equal(t, want.Tokens(), got, "%.40q", txt)
		words := make([]string, len(got))
		for i, pt := range got {
			words[i] = pt.Text
		}
		assert.Equal(t, ref.tag(words), tagger().tag(words), "%.40q", txt)
	}
}

// perceptronFromMaps is lang's loader before the model was embedded: the
// perceptron built from prose's maps.
func perceptronFromMaps(t testing.TB, m tagmodel.Model) *perceptron {
	p := &perceptron{classes: m.Classes, tagMap: m.Tags, feature: map[string]int32{}}
	class := map[string]uint8{}
	for i, c := range m.Classes {
		class[c] = uint8(i)
	}
	for f, ws := range m.Weights {
		p.feature[f] = int32(len(p.off))
		p.off = append(p.off, int32(len(p.w)))
		for c, w := range ws {
			k, ok := class[c]
			require.True(t, ok, c)
			p.cls = append(p.cls, k)
			p.w = append(p.w, w)
		}
	}
	p.off = append(p.off, int32(len(p.w)))
	return p
}

// BenchmarkLoadTagger is the tagger's load at first use: the embedded
// model read into the perceptron, and (from_prose) the route lang took
// before, prose's model decoded into its maps and the perceptron built
// from them.
func BenchmarkLoadTagger(b *testing.B) {
	b.Run("embedded", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if _, err := readPerceptron(taggerModel); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("from_prose", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			m, err := tagmodel.FromProse()
			if err != nil {
				b.Fatal(err)
			}
			perceptronFromMaps(b, m)
		}
	})
}

// BenchmarkTag tags a text of about 1,000 words once the tagger is
// loaded.
func BenchmarkTag(b *testing.B) {
	text := strings.Repeat("The operator shall be notified within 5 seconds when a sensor reports an error. "+
		"Orders may be cancelled by the customer before they ship, and refunds are issued in 3 days. ", 30)
	toks := Tokenize(text)
	LoadTagger()
	b.ReportAllocs()
	for b.Loop() {
		for i := range toks {
			toks[i].SetTag("")
		}
		Tag(text, toks)
	}
}

// TestProseTaggedAgrees: the path taken when another prose release's
// tokens cannot be read tags as the embedded model does, so such a build
// reads the same parts of speech, only slower, instead of failing.
func TestProseTaggedAgrees(t *testing.T) {
	for _, txt := range []string{
		"The system shall notify the owner within 5 minutes.",
		"We plan to plan a plan.",
		"Users MUST sign in; guests may browse.",
		"",
	} {
		want, ok := proseTags(txt)
		require.True(t, ok)
		got, ok := proseTagged(txt)
		require.True(t, ok)
		if len(want) == 0 {
			want = nil
		}
		if len(got) == 0 {
			got = nil
		}
		assert.Equal(t, want, got, "%q", txt)
	}
}
