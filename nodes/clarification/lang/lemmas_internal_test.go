package lang

import (
	"strings"
	"testing"

	"github.com/aaaton/golem/v4"
	"github.com/aaaton/golem/v4/dicts/en"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// tinyDict is a dictionary in golem's format, with a word on two lines (it
// takes the first line's lemma), a lemma that is another line's form, an
// empty line and an empty form.
type tinyDict string

func (d tinyDict) GetResource() ([]byte, error) { return []byte(d), nil }
func (d tinyDict) GetLocale() string            { return "tiny" }

const tiny = "be\tis\twas\tbeen\nsaw\tsaws\nsee\tsaw\tseen\n\nleave\tleft\t\nleft\tlefts\nsolo\t\n"

// TestLemmaTableIsGolems: every word of golem's English dictionary and of a
// tiny one, and words neither knows, have golem's lemma.
func TestLemmaTableIsGolems(t *testing.T) {
	b, err := en.New().GetResource()
	require.NoError(t, err)
	for _, d := range []struct {
		name string
		pack golem.LanguagePack
		dict string
	}{{"en", en.New(), string(b)}, {"tiny", tinyDict(tiny), tiny}} {
		t.Run(d.name, func(t *testing.T) {
			want, err := golem.New(d.pack)
			require.NoError(t, err)
			got, ok := newLemmaTable([]byte(d.dict))
			require.True(t, ok)
			words := []string{"", "clarigraph", "xyzzy", "is\tbe", "Saw", "saw ", "\n"}
			for _, line := range strings.Split(d.dict, "\n") {
				words = append(words, strings.Split(line, "\t")...)
			}
			for _, w := range words {
				if !assert.Equal(t, want.LemmaLower(w), got.lemma(w), "%q", w) {
					return
				}
			}
		})
	}
	t.Run("tiny by hand", func(t *testing.T) {
		got, ok := newLemmaTable([]byte(tiny))
		require.True(t, ok)
		for w, lemma := range map[string]string{"was": "be", "be": "be", "saw": "saw", "saws": "saw", "seen": "see",
			"left": "leave", "lefts": "left", "": "leave", "solo": "solo", "unknown": "unknown"} {
			assert.Equal(t, lemma, got.lemma(w), "%q", w)
		}
	})
}

func TestLemmaTableRefusesALineOfOneWord(t *testing.T) {
	_, ok := newLemmaTable([]byte("be\tis\nalone\n"))
	assert.False(t, ok)
	_, err := golem.New(tinyDict("be\tis\nalone\n"))
	assert.Error(t, err)
}

// BenchmarkLemma looks up the words of a short text and a few the
// dictionary does not know.
func BenchmarkLemma(b *testing.B) {
	words := strings.Fields("the operator shall be notified when the stored records were deleted or archived " +
		"users may request exports of their accounts within thirty days clarigraph xyzzy")
	Lemma("warm")
	b.ResetTimer()
	for range b.N {
		for _, w := range words {
			Lemma(w)
		}
	}
}
