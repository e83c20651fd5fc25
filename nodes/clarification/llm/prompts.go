package llm

import (
	"cmp"
	"embed"
	"slices"
	"strings"
	"text/template"

	"github.com/clarigraph/clarigraph/fcs"
	"github.com/clarigraph/clarigraph/nodes/clarification/decisions"
)

//go:embed prompts/*.tmpl
var promptFS embed.FS

//go:embed schemas/guesses.schema.json
var guessesSchema []byte

//go:embed schemas/detected.schema.json
var detectedSchema []byte

// Template names, for DefaultTemplate.
const (
	AnalyzerTemplate  = "analyzer"
	QuestionsTemplate = "questions"
	GuesserTemplate   = "guesser"
	DetectorTemplate  = "detector"
)

// DefaultTemplate returns the text of a default prompt template
// (AnalyzerTemplate, QuestionsTemplate, GuesserTemplate or
// DetectorTemplate), a starting point for a replacement; "" for another
// name.
func DefaultTemplate(name string) string { return defaultTemplateText(name) }

func defaultTemplateText(name string) string {
	b, err := promptFS.ReadFile("prompts/" + name + ".tmpl")
	if err != nil {
		return ""
	}
	return string(b)
}

// TemplateFuncs returns the functions prompt templates may use:
// join (strings.Join over a slice of strings or of string-based types).
func TemplateFuncs() template.FuncMap {
	return template.FuncMap{"join": join}
}

func join(v any, sep string) string {
	switch x := v.(type) {
	case []string:
		return strings.Join(x, sep)
	case []fcs.AmbiguityType:
		return joinOf(x, sep)
	case []fcs.Severity:
		return joinOf(x, sep)
	case []fcs.QuestionKind:
		return joinOf(x, sep)
	case []fcs.Complexity:
		return joinOf(x, sep)
	}
	return ""
}

func joinOf[T ~string](xs []T, sep string) string {
	ss := make([]string, len(xs))
	for i, x := range xs {
		ss[i] = string(x)
	}
	return strings.Join(ss, sep)
}

// ParseTemplate parses a prompt template with TemplateFuncs available.
func ParseTemplate(name, text string) (*template.Template, error) {
	return template.New(name).Funcs(TemplateFuncs()).Parse(text)
}

// AnalyzerData is what the analyzer's template receives, once per part
// of the specification.
type AnalyzerData struct {
	Title  string
	Format fcs.Format
	// Part (from 1) and Parts number the parts of a split specification.
	Part, Parts int
	// Sections are the titles of the sections in this part.
	Sections []string
	// Requirements are this part's requirements.
	Requirements []fcs.Requirement
	// Content is the specification's text when it has no requirements.
	Content string
	// Candidates are the rule-based findings of this part (hybrid mode).
	Candidates []fcs.Ambiguity
	Types      []fcs.AmbiguityType
	Severities []fcs.Severity
	// Categories is the taxonomy of decisions (decisions.Categories) and
	// Topics the catalogue's decisions that concern this part and that it
	// leaves open, most worth asking first (see WithCatalogue).
	Categories []string
	Topics     []Topic
	// Schema is the JSON Schema of the reply (fcs.AmbiguityListSchema).
	Schema string
}

// QuestionsData is what the question generator's template receives.
type QuestionsData struct {
	Title        string
	Requirements []fcs.Requirement
	Ambiguities  []fcs.Ambiguity
	// Categories and Topics: as in AnalyzerData, for the whole spec.
	Categories   []string
	Topics       []Topic
	Kinds        []fcs.QuestionKind
	Complexities []fcs.Complexity
	// Schema is the JSON Schema of the reply (fcs.QuestionListSchema).
	Schema string
}

// Topic is a decision of the catalogue that concerns the specification,
// given to the model as guidance.
type Topic struct {
	ID, Topic, Category string
	// Question is the catalogue's question with the subject as the
	// specification words it; Requirements the requirements it concerns.
	Question     string
	Requirements []string
}

// MaxTopics bounds the catalogue topics a prompt lists.
const MaxTopics = 15

// topicsOf returns the catalogue's open decisions for spec, most worth
// asking first (impact × uncertainty, then how much the spec talks about
// the subject), at most MaxTopics.
func topicsOf(cat *decisions.Catalogue, spec *fcs.Specification) []Topic {
	if cat == nil || spec == nil {
		return nil
	}
	ms := cat.Match(spec)
	slices.SortStableFunc(ms, func(a, b decisions.Match) int {
		return cmp.Or(cmp.Compare(b.Impact()*b.Uncertainty(), a.Impact()*a.Uncertainty()), cmp.Compare(b.Occurrences, a.Occurrences))
	})
	if len(ms) > MaxTopics {
		ms = ms[:MaxTopics]
	}
	out := make([]Topic, len(ms))
	for i, m := range ms {
		out[i] = Topic{ID: m.Entry.ID, Topic: m.Entry.Topic, Category: m.Entry.Category,
			Question: strings.ReplaceAll(m.Entry.Question, "{subject}", m.Subject), Requirements: m.Requirements}
	}
	return out
}

// GuesserData is what the answer guesser's template receives.
type GuesserData struct {
	Title        string
	Requirements []fcs.Requirement
	Questions    []fcs.Question
	// Schema is the JSON Schema of the reply (GuessesSchema).
	Schema string
}

// DetectorData is what the LLM question detector's template receives.
type DetectorData struct {
	// Reply is the model reply to search for questions.
	Reply        string
	Kinds        []fcs.QuestionKind
	Complexities []fcs.Complexity
	// Schema is the JSON Schema of the reply (DetectedSchema).
	Schema string
}

// GuessesSchema returns the JSON Schema of the answer guesser's reply:
// {"guesses": [{question_id, recommended, confidence}]}. A fresh copy.
func GuessesSchema() []byte { return append([]byte(nil), guessesSchema...) }

// DetectedSchema returns the JSON Schema of the LLM question detector's
// reply: {"questions": [{question, context, options, kind, complexity,
// recommended, confidence}]}. A fresh copy.
func DetectedSchema() []byte { return append([]byte(nil), detectedSchema...) }

func render(t *template.Template, data any) (string, error) {
	var b strings.Builder
	if err := t.Execute(&b, data); err != nil {
		return "", &TemplateError{Name: t.Name(), Err: err}
	}
	return b.String(), nil
}
