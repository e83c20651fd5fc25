package spec

import (
	"strings"
	"testing"
	"unicode"

	"github.com/stretchr/testify/require"
)

// eachWordRef is eachWord as it was before performance generation 5, a
// callback per word: the reference wordScanner is held to.
func eachWordRef(s string, fn func(w string, capital bool)) {
	start := -1
	emit := func(end int) {
		w := trimWordEnd(s[start:end])
		var b []byte
		for i := 0; i < len(w); i++ {
			c := w[i]
			switch {
			case c >= 'A' && c <= 'Z':
				c += 'a' - 'A'
			case c == 0xe2 && strings.HasPrefix(w[i:], "’"):
				c = '\''
				i += 2
			}
			b = append(b, c)
		}
		fn(string(b), s[start] >= 'A' && s[start] <= 'Z')
	}
	for i, r := range s {
		in := unicode.IsLetter(r) || unicode.IsDigit(r) || (r == '\'' || r == '’' || r == '-') && start >= 0
		if in && start < 0 {
			start = i
		}
		if !in && start >= 0 {
			emit(i)
			start = -1
		}
	}
	if start >= 0 {
		emit(len(s))
	}
}

type scannedWord struct {
	w       string
	capital bool
}

// TestWordScannerIsEachWord: the scanner verbsOf reads its words with
// gives the words, lower case, and capitals the callback did, in a buffer
// too small for some of them and in one large enough, on hand-written
// texts and every line and paragraph of perfTexts (the benchmark spec,
// spec/testdata and, with CLARIGRAPH_CORPUS, the tuning documents).
func TestWordScannerIsEachWord(t *testing.T) {
	hand := []string{
		"", " ", "The system shall export.", "Users' files—and users’ notes", "it won’t", "-lead and trail-", "a--b", "x'-'y",
		"ÉCOLE Straße", "ſ and \u212a", "\xff\xfebad UTF-8\xff", "digits 12 3a4", "’quoted’", "co-op’s", "end’-",
		strings.Repeat("Long", 20) + " word", "Ability to print", "X is to be done",
	}
	texts, corpus := perfTexts(t)
	if !corpus {
		t.Log("CLARIGRAPH_CORPUS not set: the tuning documents' lines are not read, only the hand-written lines and the package's test data")
	}
	for _, s := range append(hand, texts...) {
		var want []scannedWord
		eachWordRef(s, func(w string, capital bool) { want = append(want, scannedWord{w, capital}) })
		for _, size := range []int{4, 40} {
			var got []scannedWord
			buf := make([]byte, 0, size)
			for sc := (wordScanner{s: s}); ; {
				w, capital, ok := sc.next(buf)
				if !ok {
					break
				}
				got = append(got, scannedWord{string(w), capital})
			}
			require.Equal(t, want, got, "words of %q (buffer %d)", s, size)
			got = got[:0]
			eachWord(s, buf, func(w []byte, capital bool) { got = append(got, scannedWord{string(w), capital}) })
			require.Equal(t, want, got, "eachWord on %q (buffer %d)", s, size)
		}
	}
}

// TestVerbsOfAllocatesNothing: verbsOf runs on every sentence; its
// buffer stays on the stack.
func TestVerbsOfAllocatesNothing(t *testing.T) {
	for _, s := range []string{"The system shall export the report within 2 seconds.", "Users upload files", "Ability to print"} {
		var v verbInfo
		n := testing.AllocsPerRun(100, func() { v = verbsOf(s) })
		require.Zero(t, n, "verbsOf(%q) allocates", s)
		require.True(t, v.finite, s)
	}
}
