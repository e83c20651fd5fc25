package rules

import (
	"embed"
	"fmt"
	"io/fs"
	"path"
	"slices"
	"strings"

	"gopkg.in/yaml.v3"

	"github.com/clarigraph/clarigraph/fcs"
	"github.com/clarigraph/clarigraph/nodes/clarification/lang"
)

// Rule is one rule, as its file in rules/ says it (YAML). See the package
// documentation for what each member means.
type Rule struct {
	Name     string            `yaml:"name"`
	Type     fcs.AmbiguityType `yaml:"type"`
	Severity fcs.Severity      `yaml:"severity"`
	// Description is the finding's description; "{excerpt}" stands for
	// the excerpt.
	Description string `yaml:"description"`
	// Source names the guidance the rule comes from.
	Source string `yaml:"source,omitempty"`
	// Detector is empty for a rule of patterns, or names a procedure that
	// looks at more than a run of tokens (detectors; package doc).
	Detector string `yaml:"detector,omitempty"`
	Scope    Scope  `yaml:"scope,omitempty"`
	// Once reports a trigger where its head word (the lemma of its last
	// word) first occurs in the specification only: a term undefined is
	// undefined everywhere, and asked about once.
	Once bool `yaml:"once,omitempty"`
	// Patterns are token patterns (package lang, CompileWith) over words,
	// lemmas, vocabularies ("@name") and parts of speech (":adj").
	Patterns []string `yaml:"patterns,omitempty"`
	// Check names a structural test a match must also pass (checks; the
	// package documentation says what each tests).
	Check  string `yaml:"check,omitempty"`
	Unless Unless `yaml:"unless,omitempty"`
	// Vocab names a vocabulary the detector reads (the glossary's
	// standard terms).
	Vocab    []string  `yaml:"vocab,omitempty"`
	Question Question  `yaml:"question"`
	Examples []Example `yaml:"examples"`
}

// Scope says where a rule looks.
type Scope struct {
	// Kinds are the requirement kinds the rule applies to (fcs kinds:
	// functional, non_functional, constraint, acceptance_criterion,
	// scenario, use_case_field); empty means every kind. A requirement
	// of unknown kind is in every scope.
	Kinds []string `yaml:"kinds,omitempty"`
	// Positions are "main" (outside a condition) and "condition" (in a
	// clause opened by if, when, unless, once …); empty means both. A
	// rule may instead name "obligation" alone: outside a condition and
	// after a modal verb of its sentence ("shall", "must", "can" …).
	Positions []string `yaml:"positions,omitempty"`
	// Parentheses lets a match lie inside parentheses.
	Parentheses bool `yaml:"parentheses,omitempty"`
	// Informative lets a match lie in a sentence that states no
	// obligation (a note, a rationale, an example, a definition).
	Informative bool `yaml:"informative,omitempty"`
	// Negated lets a match lie in the scope of a negation ("no trends or
	// percentages", "shall not exceed …"): what is excluded is not
	// required, and reviewers do not flag it.
	Negated bool `yaml:"negated,omitempty"`
}

// Unless lists what cancels a match.
type Unless struct {
	// Before: a pattern ending right before the match. After: one
	// starting right after it. Clause, Sentence, Requirement: one
	// anywhere in its clause, sentence or requirement.
	Before      []string `yaml:"before,omitempty"`
	After       []string `yaml:"after,omitempty"`
	Clause      []string `yaml:"clause,omitempty"`
	Sentence    []string `yaml:"sentence,omitempty"`
	Requirement []string `yaml:"requirement,omitempty"`
	// Bounded: the requirement or its acceptance criteria give a number
	// with a unit — not counting one in another obligation of the same
	// sentence ("kept for 24 hours, and shall be very detailed") — or a
	// parenthesis right after the match gives a number ("appropriate
	// precision (2 decimal places)").
	Bounded bool `yaml:"bounded,omitempty"`
	// Restated: the sentence appeared word for word in an earlier
	// requirement (a trigger is reported once).
	Restated bool `yaml:"restated,omitempty"`
}

// Question is the template of the question a finding raises.
type Question struct {
	Topic string `yaml:"topic"`
	// Text is the question; "{excerpt}", "{location}" and "{unit}" stand
	// for the excerpt, the requirement ID and the excerpt's last word.
	Text string           `yaml:"text"`
	Kind fcs.QuestionKind `yaml:"kind,omitempty"`
	// Options are 2–4; one that decides nothing (a way to decide later:
	// "State the figure and its unit") is marked defers, and an answer
	// choosing only such options leaves the question open in the FCS.
	Options     []fcs.Option `yaml:"options"`
	Recommended int          `yaml:"recommended"`
	// Against lists the options (by index) that go against the text the
	// finding quotes — a list closed where it says "etc", a feature it
	// states left out —: never recommended, they keep a deferring option
	// recommended (see compile).
	Against    []int `yaml:"against,omitempty"`
	Confidence int   `yaml:"confidence"`
}

// Example is a requirement a rule must (Finds non-empty) or must not
// find anything in; every example runs as a test through the whole
// analyzer.
type Example struct {
	Text string `yaml:"text"`
	// Finds is the excerpt the rule must report, empty for none.
	Finds string `yaml:"finds,omitempty"`
	// ID and Kind of the requirement (default FR-1, unknown kind).
	ID   string `yaml:"id,omitempty"`
	Kind string `yaml:"kind,omitempty"`
	// Before are requirements laid out before it in the same document.
	Before []string `yaml:"before,omitempty"`
}

//go:embed rules/*.yaml vocab/*.txt standard/*.txt
var files embed.FS

// DefaultRules returns the built-in rules, one per file of rules/, sorted
// by name.
func DefaultRules() []Rule {
	rs, err := LoadRules(files, "rules")
	if err != nil {
		panic(err) // embedded: a broken file fails every test
	}
	return rs
}

// LoadRules reads every *.yaml file of dir in fsys as one rule.
func LoadRules(fsys fs.FS, dir string) ([]Rule, error) {
	names, err := fs.Glob(fsys, path.Join(dir, "*.yaml"))
	if err != nil {
		return nil, err
	}
	var out []Rule
	for _, n := range names {
		data, err := fs.ReadFile(fsys, n)
		if err != nil {
			return nil, err
		}
		var r Rule
		dec := yaml.NewDecoder(strings.NewReader(string(data)))
		dec.KnownFields(true)
		if err := dec.Decode(&r); err != nil {
			return nil, &RuleError{Rule: n, Reason: err.Error()}
		}
		if want := strings.TrimSuffix(path.Base(n), ".yaml"); r.Name != want {
			return nil, &RuleError{Rule: n, Reason: fmt.Sprintf("name %q differs from its file", r.Name)}
		}
		out = append(out, r)
	}
	slices.SortFunc(out, func(a, b Rule) int { return strings.Compare(a.Name, b.Name) })
	return out, nil
}

// defaultVocab is the built-in vocabularies, one per file of vocab/: an
// entry a line, "#" starts a comment.
func defaultVocab() map[string][]string {
	out := map[string][]string{}
	names, _ := fs.Glob(files, "vocab/*.txt")
	for _, n := range names {
		data, _ := fs.ReadFile(files, n)
		var entries []string
		for _, line := range strings.Split(string(data), "\n") {
			line, _, _ = strings.Cut(line, "#")
			if line = strings.Join(strings.Fields(line), " "); line != "" {
				entries = append(entries, line)
			}
		}
		out[strings.TrimSuffix(path.Base(n), ".txt")] = entries
	}
	return out
}

// compiled is a rule ready to run.
type compiled struct {
	Rule
	patterns []lang.Pattern
	loose    []lang.Pattern // the patterns without their parts of speech
	anchors  [][]string     // by pattern: a word of which its every match holds (Anchors); nil: none
	first    int            // the number of its first pattern in its analyzer (Analyzer.anchorRules)
	before   []lang.Pattern
	after    []lang.Pattern
	clause   []lang.Pattern
	sentence []lang.Pattern
	req      []lang.Pattern
	tagged   bool // some pattern of Unless names a part of speech
	// sentenceUntagged are the patterns of Unless.Sentence that name no
	// part of speech: one that matches cancels the sentence untagged.
	sentenceUntagged []lang.Pattern
	vocab            map[string]bool // the words of Vocab, lower case
}

var detectors = []string{"", "exception", "ellipsis", "conflict", "glossary"}
var checks = []string{"", "object", "slash", "list", "unnamed", "unlisted", "column"}

// recommendationDecides checks a question's recommendation against what
// its options decide: an option that defers (decides nothing) is
// recommended only when every option that decides goes against the text
// the finding quotes (Against), and such an option is never recommended.
// It returns what is wrong, or "".
func recommendationDecides(q Question) string {
	for _, i := range q.Against {
		if i < 0 || i >= len(q.Options) {
			return fmt.Sprintf("against option %d: no such option", i)
		}
		if i == q.Recommended {
			return fmt.Sprintf("recommended option %d is against the text", i)
		}
	}
	if len(q.Options) == 0 || !q.Options[q.Recommended].Defers {
		return ""
	}
	for i, o := range q.Options {
		if !o.Defers && !slices.Contains(q.Against, i) {
			return fmt.Sprintf("recommended option %d defers (decides nothing) though option %d (%q) decides", q.Recommended, i, o.Label)
		}
	}
	return ""
}

// compile validates r and compiles its patterns.
func compile(r Rule, vocab map[string][]string) (*compiled, error) {
	bad := func(format string, args ...any) error {
		return &RuleError{Rule: r.Name, Reason: fmt.Sprintf(format, args...)}
	}
	switch {
	case r.Name == "":
		return nil, bad("no name")
	case !r.Type.Valid():
		return nil, bad("type %q", r.Type)
	case !r.Severity.Valid():
		return nil, bad("severity %q", r.Severity)
	case !slices.Contains(detectors, r.Detector):
		return nil, bad("detector %q", r.Detector)
	case !slices.Contains(checks, r.Check):
		return nil, bad("check %q", r.Check)
	case r.Detector == "" && len(r.Patterns) == 0:
		return nil, bad("no patterns")
	case r.Detector != "glossary" && (len(r.Question.Options) < 2 || len(r.Question.Options) > 4):
		return nil, bad("a question needs 2 to 4 options")
	case r.Question.Recommended < 0 || r.Question.Recommended >= max(len(r.Question.Options), 1):
		return nil, bad("recommended option %d", r.Question.Recommended)
	}
	if err := recommendationDecides(r.Question); err != "" {
		return nil, bad("%s", err)
	}
	env := lang.Env{Vocab: func(name string) ([]string, bool) { v, ok := vocab[name]; return v, ok }}
	c := &compiled{Rule: r, vocab: map[string]bool{}}
	list := func(srcs []string) ([]lang.Pattern, error) {
		var out []lang.Pattern
		for _, s := range srcs {
			p, err := lang.CompileWith(s, env)
			if err != nil {
				return nil, bad("pattern %q: %v", s, err)
			}
			out = append(out, p)
		}
		return out, nil
	}
	for _, ps := range []struct {
		to   *[]lang.Pattern
		from []string
	}{{&c.patterns, r.Patterns}, {&c.before, r.Unless.Before}, {&c.after, r.Unless.After}, {&c.clause, r.Unless.Clause}, {&c.sentence, r.Unless.Sentence}, {&c.req, r.Unless.Requirement}} {
		var err error
		if *ps.to, err = list(ps.from); err != nil {
			return nil, err
		}
	}
	for _, p := range c.patterns {
		c.loose, c.anchors = append(c.loose, p.Untagged()), append(c.anchors, p.Anchors())
	}
	for _, p := range c.sentence {
		if !p.NeedsTags() {
			c.sentenceUntagged = append(c.sentenceUntagged, p)
		}
	}
	for _, ps := range [][]lang.Pattern{c.before, c.after, c.clause, c.sentence, c.req} {
		c.tagged = c.tagged || slices.ContainsFunc(ps, lang.Pattern.NeedsTags)
	}
	for _, p := range r.Scope.Positions {
		if p != "main" && p != "condition" && (p != "obligation" || len(r.Scope.Positions) > 1) {
			return nil, bad("position %q", p)
		}
	}
	for _, v := range r.Vocab {
		entries, ok := vocab[v]
		if !ok {
			return nil, bad("unknown vocabulary %q", v)
		}
		for _, e := range entries {
			c.vocab[strings.ToLower(e)] = true
		}
	}
	return c, nil
}

// describe fills the rule's description template.
func (c *compiled) describe(excerpt string) string {
	return strings.ReplaceAll(c.Description, "{excerpt}", "“"+excerpt+"”")
}
