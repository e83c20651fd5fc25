package lang_test

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/nodes/clarification/decisions"
	"github.com/clarigraph/clarigraph/nodes/clarification/lang"
	"github.com/clarigraph/clarigraph/nodes/clarification/rules"
	"github.com/clarigraph/clarigraph/spec/spectest"
)

// sources collects every []string field of v, nested structs included
// (a rule's patterns and its Unless lists; a catalogue entry's subjects,
// requires, presumes, decided, partly …): what is no pattern fails to
// compile and is left out.
func sources(v reflect.Value, out []string) []string {
	switch v.Kind() {
	case reflect.Struct:
		for i := range v.NumField() {
			if v.Type().Field(i).IsExported() {
				out = sources(v.Field(i), out)
			}
		}
	case reflect.Slice:
		if v.Type().Elem().Kind() == reflect.String {
			for i := range v.Len() {
				out = append(out, v.Index(i).String())
			}
		}
	}
	return out
}

// TestCanStartPrefilterAgrees: MatchAt, Find and Match test CanStart
// before running the engine at a token (performance generation 2a). Over
// every pattern of the default rules and of the decision catalogue, and
// every token of many texts, tagged and not, they must answer as the
// engine alone (MatchAtRef, MatchRef) does.
func TestCanStartPrefilterAgrees(t *testing.T) {
	var srcs []string
	for _, r := range rules.DefaultRules() {
		srcs = sources(reflect.ValueOf(r), srcs)
	}
	cat, err := decisions.Default()
	require.NoError(t, err)
	for _, e := range cat.Entries {
		srcs = sources(reflect.ValueOf(e).Elem(), srcs)
	}
	// Any vocabulary: the engines are compared, not the rules' words.
	env := lang.Env{Vocab: func(string) ([]string, bool) {
		return []string{"as soon as possible", "fast", "user friendly", "etc", "tbd"}, true
	}}
	var pats []lang.Pattern
	for _, src := range srcs {
		if p, err := lang.CompileWith(src, env); err == nil {
			pats = append(pats, p)
		}
	}
	require.Greater(t, len(pats), 2000, "patterns compiled")

	texts := strings.Split(string(spectest.Generate(20)), "\n")
	names, err := filepath.Glob("../../../examples/specs/*.md")
	require.NoError(t, err)
	for _, name := range names {
		data, err := os.ReadFile(name)
		require.NoError(t, err)
		for k, line := range strings.Split(string(data), "\n") {
			if k%6 == 0 && strings.TrimSpace(line) != "" { // a sample, for time
				texts = append(texts, line)
			}
		}
	}
	texts = append(texts, "The export shall finish within 5 minutes, if possible.", "Orders can be cancelled by the user before shipping.",
		"Users MUST be able to reset their password via e-mail.", "Refunds of 10 % are paid within 14 days.")
	require.Greater(t, len(texts), 50)

	checked := 0
	for ti, text := range texts {
		toks := lang.Tokenize(text)
		if ti%2 == 0 {
			lang.Tag(text, toks)
		}
		for _, p := range pats {
			for i := 0; i <= len(toks); i++ {
				to, ok := p.MatchAt(toks, i)
				rto, rok := p.MatchAtRef(toks, i)
				require.Equal(t, [2]any{rto, rok}, [2]any{to, ok}, "MatchAt %q at %d of %q", p, i, text)
				end, from, to2, ok2 := p.Match(toks, i)
				rend, rfrom, rto2, rok2 := p.MatchRef(toks, i)
				if rok2 || ok2 {
					require.Equal(t, [4]any{rend, rfrom, rto2, rok2}, [4]any{end, from, to2, ok2}, "Match %q at %d of %q", p, i, text)
				}
				checked++
			}
		}
	}
	assert.Greater(t, checked, 200_000)
}
