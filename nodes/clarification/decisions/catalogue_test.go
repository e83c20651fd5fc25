package decisions

import (
	"encoding/csv"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/nodes/clarification/lang"
)

func load(t *testing.T) *Catalogue {
	t.Helper()
	c, err := Load()
	require.NoError(t, err)
	return c
}

// TestEntryExamples runs every entry's examples: each raising sentence
// makes the entry relevant and leaves it open, each deciding sentence
// makes it relevant and settles it.
func TestEntryExamples(t *testing.T) {
	for _, e := range load(t).Entries {
		t.Run(e.ID, func(t *testing.T) {
			for _, s := range e.Examples.Raises {
				toks := lang.Tokenize(s)
				_, rel := e.Relevant(toks, s)
				assert.True(t, rel, "raises but not relevant: %q", s)
				assert.True(t, e.Presumed(toks), "raises but does not hold what the question presumes: %q", s)
				assert.False(t, e.Decides(toks), "raises but decided: %q", s)
			}
			for _, s := range e.Examples.Decided {
				toks := lang.Tokenize(s)
				_, rel := e.Relevant(toks, s)
				assert.True(t, rel, "decides but not relevant: %q", s)
				assert.True(t, e.Decides(toks), "not decided: %q", s)
			}
			for _, s := range e.Examples.Excludes {
				toks := lang.Tokenize(s)
				assert.False(t, e.Decides(toks), "excludes but decided: %q", s)
				assert.NotEqual(t, e.Recommended, e.Recommend(toks), "does not exclude the recommended option: %q", s)
			}
		})
	}
}

// TestCatalogueBreadth holds the catalogue to its promised size.
func TestCatalogueBreadth(t *testing.T) {
	c := load(t)
	assert.GreaterOrEqual(t, len(c.Domains), 25, "domains")
	assert.GreaterOrEqual(t, len(c.Entries), 200, "entries")
	cats := map[string]int{}
	for _, e := range c.Entries {
		cats[e.Category]++
	}
	for _, k := range Categories {
		assert.Positive(t, cats[k], "no entry in category %q", k)
	}
}

// TestASVSSourcesExist checks every ASVS ID against the standard, when
// the shared reference copy is beside the project.
func TestASVSSourcesExist(t *testing.T) {
	path := findReference(t)
	f, err := os.Open(path)
	require.NoError(t, err)
	defer f.Close()
	rows, err := csv.NewReader(f).ReadAll()
	require.NoError(t, err)
	ids := map[string]bool{}
	for _, r := range rows[1:] {
		ids[r[4]] = true
	}
	for _, e := range load(t).Entries {
		for _, s := range e.Sources {
			if id, ok := strings.CutPrefix(s, "ASVS "); ok {
				assert.True(t, ids[id], "%s cites %s, which ASVS 5.0.0 does not have", e.ID, s)
			}
		}
	}
}

func findReference(t *testing.T) string {
	dir, err := filepath.Abs(".")
	require.NoError(t, err)
	for d := dir; filepath.Dir(d) != d; d = filepath.Dir(d) {
		p := filepath.Join(d, "shared", "reference", "owasp-asvs-5.0.0.csv")
		if _, err := os.Stat(p); err == nil {
			return p
		}
	}
	t.Skip("../shared/reference/owasp-asvs-5.0.0.csv not found beside the project: ASVS IDs not checked")
	return ""
}

func TestValidateReportsEveryProblem(t *testing.T) {
	e := Entry{ID: "bad id", Category: "nope", Options: []Option{{Label: "a"}}, Recommended: "b", Impact: 9, Sources: []string{"Wikipedia"}}
	p := e.validate()
	for _, want := range []string{"id must", "no topic", "category", "no subjects", "no decided", "question", "1 options", "recommended", "why", "impact", "source", "example"} {
		assert.True(t, strings.Contains(strings.Join(p, "\n"), want), "no problem mentions %q in %v", want, p)
	}
}

// TestRecommendNotExcluded: an option whose own phrasings the text holds
// (Option.ExcludedBy) is never recommended; the first option the text
// does not exclude is, and with nothing excluded the entry's own
// recommendation stands (issue 27: a sign-up page and "Invitation by an
// administrator").
func TestRecommendNotExcluded(t *testing.T) {
	e := load(t).Entry("ACCT-REGISTRATION-MODE")
	require.NotNil(t, e)
	for _, tc := range []struct{ text, want string }{
		{"New users shall have an account before they can submit a request.", "Invitation by an administrator"},
		{"The sign-in page shall link to a 'Sign Up' page. New users shall have an account before they can submit a request.", "Open self-registration"},
		{"Members shall have an account. The home page shows a registration form.", "Open self-registration"},
	} {
		t.Run(tc.text, func(t *testing.T) {
			assert.Equal(t, tc.want, e.Recommend(lang.Tokenize(tc.text)))
		})
	}
}

// TestExcludedByValidated: an excluded_by pattern that does not compile
// is reported with its option, and so is a recommended option that can
// be excluded with no example sentence that excludes it.
func TestExcludedByValidated(t *testing.T) {
	e := Entry{ID: "X-Y", Topic: "t", Category: "scope and behaviour", Subjects: []string{"order"}, Decided: []string{"order ... cancel"},
		Question: "Q?", Options: []Option{{Label: "a", Description: "d", Implications: "i", ExcludedBy: []string{"a|"}}, {Label: "b", Description: "d", Implications: "i"}},
		Recommended: "a", Why: "w", Impact: 3, Sources: []string{"EARS"}, Examples: Examples{Raises: []string{"order"}, Decided: []string{"order cancel"}}}
	p := strings.Join(e.validate(), "\n")
	assert.Contains(t, p, `option "a" excluded_by`)
	assert.Contains(t, p, "no example that excludes")
}

// TestDeferringOptions: an option that decides nothing (Option.Defers)
// is never the entry's recommendation while another option decides —
// Load reports it —, and where the text excludes the recommended option
// the first option it does not exclude that decides is recommended, a
// deferring one only when none decides.
func TestDeferringOptions(t *testing.T) {
	entry := func(opts ...Option) Entry {
		return Entry{ID: "X-Y", Topic: "t", Category: "scope and behaviour", Subjects: []string{"order"}, Decided: []string{"order ... cancel"},
			Question: "Q?", Options: opts, Recommended: opts[0].Label, Why: "w", Impact: 3, Sources: []string{"EARS"},
			Examples: Examples{Raises: []string{"order"}, Decided: []string{"order cancel"}, Excludes: []string{"a sign-up page"}}}
	}
	later := Option{Label: "later", Description: "d", Implications: "i", Defers: true}
	decide := Option{Label: "decide", Description: "d", Implications: "i"}
	excluded := Option{Label: "excluded", Description: "d", Implications: "i", ExcludedBy: []string{"sign-up page"}}
	tests := []struct {
		name    string
		opts    []Option
		problem string // in Load's report, or ""
		text    string
		want    string // Recommend on text
	}{
		{"recommended defers, another decides", []Option{later, decide}, "defers (decides nothing) though", "", ""},
		{"every option defers", []Option{later, {Label: "later2", Description: "d", Implications: "i", Defers: true}}, "", "an order", "later"},
		{"excluded, a deferring option skipped", []Option{excluded, later, decide}, "", "a sign-up page", "decide"},
		{"excluded, only a deferring option left", []Option{excluded, later}, "", "a sign-up page", "later"},
		{"not excluded", []Option{excluded, later, decide}, "", "an order", "excluded"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e := entry(tt.opts...)
			p := strings.Join(e.validate(), "\n")
			if tt.problem != "" {
				assert.Contains(t, p, tt.problem)
				return
			}
			require.Empty(t, p)
			assert.Equal(t, tt.want, e.Recommend(lang.Tokenize(tt.text)))
		})
	}
}

// patternMisreadings returns what the pattern language reads otherwise
// than a pattern source of the catalogue is written (its concepts already
// expanded, see concepts.compile). The language joins single words with
// "|" and reads each space-separated field as one token: "app store|play
// store" is "app", then "store" or "play", then "store", and never matches
// "app store". So it reports
//   - a word in two adjacent elements, or a word of one element that is
//     two adjacent words run together ("store|play store", "roll
//     back|rollback", "sign up|signup|sign-up"): an alternation meant
//     between phrases, which only separate patterns can say;
//   - an alternative the tokenizer never makes a token of — a
//     possessive ("tenant's": a token drops its "'s"), letters glued to
//     digits ("2fa", "mp4": two tokens), punctuation ("1:1", ">=", "x.509",
//     a non-breaking hyphen) or a contraction's tail ("n't": "doesn't" is
//     one token);
//   - an alternative written twice in one element.
//
// Capitals are no fault: an alternative is compared in lower case.
//
// withEnv is true for a source compiled by lang.CompileWith, where a
// leading "!" negates an element and "[ ]" mark the span reported.
func patternMisreadings(src string, withEnv bool) []string {
	type element struct {
		words    []string
		optional bool
	}
	var out []string
	var els []*element // nil: a gap, "*" or a class
	for _, f := range strings.Fields(src) {
		opt := strings.HasPrefix(f, "?")
		f = strings.TrimPrefix(f, "?")
		if withEnv {
			if f == "[" || f == "]" {
				continue
			}
			f = strings.TrimPrefix(f, "!")
		}
		if f == "..." || f == "*" || strings.HasPrefix(f, "#") {
			els = append(els, nil)
			continue
		}
		e := &element{optional: opt}
		seen := map[string]bool{}
		for _, a := range strings.Split(strings.ToLower(f), "|") {
			if seen[a] {
				out = append(out, fmt.Sprintf("%q is written twice in %q", a, f))
			}
			seen[a] = true
			toks := lang.Tokenize(a)
			if len(toks) != 1 || toks[0].Lower() != a || strings.HasPrefix(a, "n'") || strings.HasPrefix(a, "n’") {
				var got []string
				for _, t := range toks {
					got = append(got, t.Lower())
				}
				out = append(out, fmt.Sprintf("%q is no token (the text gives %q): it never matches", a, got))
			}
			e.words = append(e.words, a)
		}
		els = append(els, e)
	}
	same := func(x, y string) bool {
		return x == y || !lang.FunctionWord(x) && !lang.FunctionWord(y) && lang.Lemma(x) == lang.Lemma(y)
	}
	for i := 0; i+1 < len(els); i++ {
		a, b := els[i], els[i+1]
		if a == nil || b == nil {
			continue
		}
		for _, x := range a.words {
			for _, y := range b.words {
				if !a.optional && !b.optional && (len(a.words) > 1 || len(b.words) > 1) && same(x, y) {
					out = append(out, fmt.Sprintf("%q stands in two adjacent elements: a '|' between phrases?", x))
				}
				for _, w := range slices.Concat(a.words, b.words) {
					if w == x+y || w == x+"-"+y {
						out = append(out, fmt.Sprintf("%q is %q and %q run together, yet stands beside them: a '|' between phrases?", w, x, y))
					}
				}
			}
		}
	}
	return out
}

// TestPatternMisreadings pins patternMisreadings: each mistaken form must
// be reported, each well-formed one must not.
func TestPatternMisreadings(t *testing.T) {
	for _, c := range []struct {
		src  string
		want string // "" for a pattern read as written
	}{
		{"app store|play store", "two adjacent elements"},
		{"wall-clock|wall clock|real time|system clock", "run together"},
		{"roll back|rollback|rolled back ... model", "run together"},
		{"sign up|signup|sign-up", "run together"},
		{"chat ... text only|only text", "written twice"},
		{"order|orders|order ... cancel", "written twice"},
		{"tenant|tenants|tenant's", "is no token"},
		{"two-factor|2fa|mfa", "is no token"},
		{"accuracy ... >=|> ... #num", "is no token"},
		{"android|ios and|or|/ android|ios", "is no token"},
		{"certificate|x.509", "is no token"},
		{"no|without screen\u2011reader", "is no token"},
		{"not|n't|never require", "is no token"},
		{"to !use|access", "is no token"}, // lang.Compile reads "!use" as a word
		{"app|play store|stores", ""},
		{"2 fa", ""},
		{"log|sign in|on with|using google", ""},
		{"?a|an web app|application", ""},
		{"no data|information ?is|are ?be stored", ""},
		{"API key|keys", ""},
		{"not|never|doesn't|doesn’t require", ""},
		{"one-to-one|one-on-one ... chat", ""},
	} {
		got := strings.Join(patternMisreadings(c.src, false), "; ")
		if c.want == "" {
			assert.Empty(t, got, c.src)
		} else {
			assert.Contains(t, got, c.want, c.src)
		}
	}
}

// TestPatternsReadAsWritten: no pattern of the catalogue, of the facts and
// kinds, or of the gap finders' word lists holds a form the language
// reads otherwise than it is written (see patternMisreadings; questions
// generation 53).
func TestPatternsReadAsWritten(t *testing.T) {
	c := load(t)
	cs, problems := readConcepts(files, "catalogue")
	require.Empty(t, problems)
	type source struct {
		where, src string
		withEnv    bool
	}
	var srcs []source
	add := func(where string, ss ...string) {
		for _, s := range ss {
			if strings.Contains(s, "@") {
				s = conceptRefRe.ReplaceAllStringFunc(s, func(r string) string { return strings.Join(cs.byName[r[1:]], "|") })
			}
			srcs = append(srcs, source{where, s, false})
		}
	}
	addPats := func(where string, ps ...Pattern) {
		for _, p := range ps {
			add(where, p.String())
		}
	}
	for _, d := range c.Domains {
		add(d.ID+" gate", slices.Concat(d.Gate.Terms, d.Gate.Core, d.Gate.Unless)...)
		add(d.ID+" companions", d.Companions.Terms...)
		for _, e := range d.Entries {
			add(e.ID, slices.Concat(e.Subjects, e.Requires, e.Decided, e.Partly, e.Presumes, e.OtherSenses, e.Near, e.Companions.Terms)...)
			for _, cp := range e.Compounds {
				add(e.ID+" compounds", slices.Concat([]string{cp.Word}, cp.Heads, cp.Modifiers)...)
			}
			for _, o := range e.Options {
				add(e.ID+" excluded_by", o.ExcludedBy...)
			}
		}
	}
	for _, k := range Kinds {
		add("kind "+k.Name, slices.Concat(k.Gate.Terms, k.Gate.Core, k.Gate.Unless)...)
	}
	for _, f := range Facts {
		add("fact "+f.Name, slices.Concat(f.Denials, f.Affirms, f.Lone, f.Signs)...)
	}
	for _, f := range personFields {
		addPats("gap_collected "+f.name, f.pats...)
	}
	addPats("gap_collected", slices.Concat(collectedFields, loginWords, signUpWords, identityWords)...)
	for _, p := range scopes {
		srcs = append(srcs, source{"facts scopes", p.String(), true})
	}
	addPats("kinds", slices.Concat(demoPatterns, soloPatterns)...)
	addPats("match", slices.Concat(deferrals, values, masks)...)
	require.NotEmpty(t, srcs)
	for _, s := range srcs {
		for _, m := range patternMisreadings(s.src, s.withEnv) {
			t.Errorf("%s: %q: %s", s.where, s.src, m)
		}
	}
}
