package llm

import (
	"embed"
	"strings"
	"text/template"

	"github.com/clarigraph/clarigraph/fcs"
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
	// Schema is the JSON Schema of the reply (fcs.AmbiguityListSchema).
	Schema string
}

// QuestionsData is what the question generator's template receives.
type QuestionsData struct {
	Title        string
	Requirements []fcs.Requirement
	Ambiguities  []fcs.Ambiguity
	Kinds        []fcs.QuestionKind
	Complexities []fcs.Complexity
	// Schema is the JSON Schema of the reply (fcs.QuestionListSchema).
	Schema string
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
