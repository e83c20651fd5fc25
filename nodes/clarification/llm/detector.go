package llm

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"regexp"
	"strings"
	"unicode"

	"github.com/tmc/langchaingo/llms"

	"github.com/clarigraph/clarigraph/fcs"
	"github.com/clarigraph/clarigraph/graph"
	"github.com/clarigraph/clarigraph/nodes/llmnode"
)

// Detector finds the questions a model's free-text reply asks its user.
type Detector interface {
	Detect(ctx context.Context, reply string) ([]fcs.Question, error)
}

// The options a detector proposes for an open question the reply offers
// no answers to.
const (
	OptionAssistantDecides = "Let the assistant decide"
	OptionLeaveOpen        = "Leave it open"
)

// RuleDetector is the offline, deterministic question detector. The zero
// value is ready.
//
// A question is a sentence ending with "?" outside code blocks and block
// quotes. Its options are, in order of preference: the list items that
// follow it ("- PostgreSQL: managed, …", "1. …", "a) …"), the
// alternatives it names itself ("PostgreSQL or SQLite?", "JSON, YAML or
// TOML?"), Yes and No for a yes/no question (one starting with an
// auxiliary verb), or else OptionAssistantDecides and OptionLeaveOpen for
// an open question (kind free_text: any written answer is welcome). The
// recommended option is the one the reply marks (recommended, default,
// preferred) or recommends ("I'd suggest …", "I recommend …"); failing
// that, the first. IDs are derived from the question's text.
type RuleDetector struct{}

var _ Detector = RuleDetector{}

var (
	listItemRe  = regexp.MustCompile(`^\s*(?:[-*•+]|\d{1,2}[.)]|[a-zA-Z][.)]|\([a-zA-Z0-9]\)|Option [A-Z0-9]+:)\s+`)
	recommendRe = regexp.MustCompile(`(?i)\b(?:i(?:'d| would)? (?:recommend|suggest|prefer|go with|lean towards)|my recommendation is|i'd pick|the best choice is)\b`)
	markedRe    = regexp.MustCompile(`(?i)\b(?:recommended|default|preferred|suggested)\b`)
	auxVerbs    = map[string]bool{
		"do": true, "does": true, "did": true, "should": true, "shall": true, "can": true, "could": true,
		"would": true, "will": true, "is": true, "are": true, "was": true, "were": true, "may": true,
		"might": true, "must": true, "have": true, "has": true, "am": true,
	}
)

type found struct {
	text    string
	context string
	line    int
}

// Detect returns the questions of reply, in order of appearance.
func (RuleDetector) Detect(ctx context.Context, reply string) ([]fcs.Question, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	lines := strings.Split(strings.ReplaceAll(reply, "\r\n", "\n"), "\n")
	inCode := make([]bool, len(lines))
	code := false
	for i, l := range lines {
		if strings.HasPrefix(strings.TrimSpace(l), "```") {
			inCode[i] = true
			code = !code
			continue
		}
		inCode[i] = code
	}
	var qs []found
	for i, l := range lines {
		t := strings.TrimSpace(l)
		if inCode[i] || strings.HasPrefix(t, ">") || !strings.Contains(t, "?") {
			continue
		}
		t = strings.NewReplacer("**", "", "__", "").Replace(listItemRe.ReplaceAllString(t, ""))
		sents := sentences(t)
		for k, s := range sents {
			if !strings.HasSuffix(s, "?") {
				continue
			}
			q := cleanQuestion(s)
			if len(strings.Fields(q)) < 2 {
				continue
			}
			ctxText := strings.Join(sents[:k], " ")
			if ctxText == "" && i > 0 && !inCode[i-1] && strings.TrimSpace(lines[i-1]) != "" && !listItemRe.MatchString(lines[i-1]) {
				ctxText = strings.TrimSpace(lines[i-1])
			}
			qs = append(qs, found{text: q, context: ctxText, line: i})
		}
	}
	out := make([]fcs.Question, 0, len(qs))
	seen := map[string]int{}
	for qi, f := range qs {
		var items []string
		// List items right after the question's line, when this is the
		// last question on the line.
		if qi == len(qs)-1 || qs[qi+1].line != f.line {
			for j := f.line + 1; j < len(lines) && !inCode[j]; j++ {
				t := strings.TrimSpace(lines[j])
				if t == "" {
					if len(items) > 0 {
						break
					}
					continue
				}
				if !listItemRe.MatchString(t) {
					break
				}
				items = append(items, strings.TrimSpace(listItemRe.ReplaceAllString(t, "")))
			}
		}
		q := fcs.Question{
			Topic: topic(f.text), Context: f.context, Question: f.text,
			Kind: fcs.Single, Complexity: fcs.Medium, RequirementIDs: []string{},
		}
		listed := optionsFromItems(items)
		switch {
		case len(listed) >= 2:
			q.Options = listed
			if len(q.Options) > 2 {
				q.Complexity = fcs.High
			}
		case len(alternatives(f.text)) >= 2:
			for _, a := range alternatives(f.text) {
				q.Options = append(q.Options, fcs.Option{Label: a, Description: "Choose " + a + ".", Implications: "The assistant goes on with " + a + "."})
			}
		case yesNo(f.text):
			q.Options = []fcs.Option{
				{Label: "Yes", Description: "Answer yes.", Implications: "The assistant goes on as proposed."},
				{Label: "No", Description: "Answer no.", Implications: "The assistant does not do it, or asks how to proceed instead."},
			}
			q.Complexity = fcs.Low
		default:
			q.Kind = fcs.FreeText
			q.Options = []fcs.Option{
				{Label: OptionAssistantDecides, Description: "The assistant goes on with a reasonable assumption and states it.", Implications: "Fast, but the assumption may need revisiting."},
				{Label: OptionLeaveOpen, Description: "Leave the point open for now.", Implications: "The work that depends on it may stop or stay incomplete."},
			}
			q.Complexity = fcs.High
		}
		q.Recommended, q.Confidence = recommend(reply, q)
		amb := fcs.AmbiguityID("", fcs.UnclearSpecification, f.text, seen[f.text])
		seen[f.text]++
		q.AmbiguityIDs = []string{amb}
		q.ID = fcs.QuestionID(q.AmbiguityIDs)
		out = append(out, q)
	}
	return out, nil
}

// sentences splits a line after ".", "!" or "?" followed by a space.
func sentences(line string) []string {
	var out []string
	start := 0
	for i := 0; i < len(line); i++ {
		c := line[i]
		if (c == '.' || c == '!' || c == '?') && (i+1 == len(line) || line[i+1] == ' ') {
			if s := strings.TrimSpace(line[start : i+1]); s != "" {
				out = append(out, s)
			}
			start = i + 1
		}
	}
	if s := strings.TrimSpace(line[start:]); s != "" {
		out = append(out, s)
	}
	return out
}

// cleanQuestion removes Markdown emphasis around a question.
func cleanQuestion(s string) string {
	s = strings.ReplaceAll(s, "**", "")
	s = strings.ReplaceAll(s, "__", "")
	return strings.TrimSpace(strings.Trim(s, "*_` "))
}

func topic(q string) string {
	words := strings.Fields(strings.TrimSuffix(q, "?"))
	if len(words) > 6 {
		words = words[:6]
	}
	return strings.Join(words, " ")
}

func yesNo(q string) bool {
	w := strings.Fields(strings.ToLower(q))
	return len(w) > 0 && auxVerbs[strings.Trim(w[0], ",")]
}

// alternatives returns the choices a question names itself: "A or B?",
// "A, B or C?". It returns nothing for "or not".
func alternatives(q string) []string {
	body := strings.TrimSuffix(strings.TrimSpace(q), "?")
	at := strings.LastIndex(body, " or ")
	if at < 0 {
		return nil
	}
	left, right := body[:at], strings.TrimSpace(body[at+4:])
	if right == "" || strings.EqualFold(right, "not") || len(strings.Fields(right)) > 4 {
		return nil
	}
	segs := strings.Split(left, ",")
	var middle []string
	for _, s := range segs[1:] {
		if s = strings.TrimSpace(s); s != "" {
			middle = append(middle, s)
		}
	}
	n := len(strings.Fields(right))
	if len(middle) > 0 {
		n = len(strings.Fields(middle[0]))
	}
	first := strings.Fields(segs[0])
	if len(first) <= n {
		return nil
	}
	alts := append([]string{strings.Join(first[len(first)-n:], " ")}, middle...)
	alts = append(alts, right)
	if len(alts) > 4 {
		return nil
	}
	for i, a := range alts {
		alts[i] = strings.Trim(a, " \"'`*")
	}
	return uniqueNonEmpty(alts)
}

func uniqueNonEmpty(ss []string) []string {
	var out []string
	seen := map[string]bool{}
	for _, s := range ss {
		if s == "" || seen[strings.ToLower(s)] {
			continue
		}
		seen[strings.ToLower(s)] = true
		out = append(out, s)
	}
	return out
}

// optionsFromItems turns list items into 2–4 options: "Label: text" or
// "Label — text" gives a label and a description; a longer item without
// one is cut to its first words for the label.
func optionsFromItems(items []string) []fcs.Option {
	var opts []fcs.Option
	seen := map[string]bool{}
	for _, it := range items {
		it = strings.ReplaceAll(it, "**", "")
		label, desc := it, it
		for _, sep := range []string{": ", " — ", " – ", " - "} {
			if i := strings.Index(it, sep); i > 0 && i <= 60 {
				label, desc = it[:i], strings.TrimSpace(it[i+len(sep):])
				break
			}
		}
		label = strings.TrimSpace(markedParen.ReplaceAllString(label, ""))
		if len(label) > 60 {
			w := strings.Fields(label)
			label = strings.Join(w[:min(6, len(w))], " ")
		}
		if label == "" || seen[strings.ToLower(label)] {
			continue
		}
		seen[strings.ToLower(label)] = true
		opts = append(opts, fcs.Option{Label: label, Description: desc, Implications: "The assistant goes on with " + label + "."})
		if len(opts) == 4 {
			break
		}
	}
	return opts
}

var markedParen = regexp.MustCompile(`(?i)\s*\((?:recommended|default|preferred|suggested)\)`)

// recommend ranks q's options: +2 for an option the reply marks
// (recommended, default…) on its own line, +1 for one named in a sentence
// that recommends; ties go to the first option. The confidence grows with
// the evidence.
func recommend(reply string, q fcs.Question) (string, int) {
	best, bestScore := 0, 0
	lines := strings.Split(reply, "\n")
	for i, o := range q.Options {
		score := 0
		lo := strings.ToLower(o.Label)
		for _, l := range lines {
			ll := strings.ToLower(l)
			if !containsWord(ll, lo) {
				continue
			}
			if listItemRe.MatchString(l) && markedRe.MatchString(l) {
				score = max(score, 2)
			}
			for _, s := range sentences(strings.TrimSpace(l)) {
				if recommendRe.MatchString(s) && containsWord(strings.ToLower(s), lo) {
					score = max(score, 1)
				}
			}
		}
		if score > bestScore {
			best, bestScore = i, score
		}
	}
	conf := 40
	switch {
	case bestScore >= 2:
		conf = 80
	case bestScore == 1:
		conf = 65
	case q.Kind == fcs.FreeText:
		conf = 30
	}
	return q.Options[best].Label, conf
}

func containsWord(s, w string) bool {
	for from := 0; ; {
		i := strings.Index(s[from:], w)
		if i < 0 {
			return false
		}
		i += from
		before := i == 0 || !isWordByte(s[i-1])
		after := i+len(w) >= len(s) || !isWordByte(s[i+len(w)])
		if before && after {
			return true
		}
		from = i + 1
	}
}

func isWordByte(b byte) bool {
	return b == '_' || b < 0x80 && (unicode.IsLetter(rune(b)) || unicode.IsDigit(rune(b)))
}

// LLMDetector asks a language model for the questions of a reply; the
// questions are validated as the question generator's are (2–4 options,
// fixed kinds and complexities, a recommended label, a confidence from 0
// to 100) and get IDs derived from their text.
type LLMDetector struct {
	cfg *config
	env *graph.Env
}

var _ Detector = (*LLMDetector)(nil)

// NewDetector returns an LLM question detector asking model.
func NewDetector(model Model, opts ...Option) *LLMDetector {
	return &LLMDetector{cfg: newConfig(model, DetectorTemplate, opts)}
}

// WithEnv returns a shallow copy of d whose model calls are memoised steps
// of env's node (see Analyzer.WithEnv).
func (d *LLMDetector) WithEnv(env *graph.Env) *LLMDetector {
	c := *d
	c.env = env
	return &c
}

// Usage returns the accumulator of the detector's calls.
func (d *LLMDetector) Usage() *Usage { return d.cfg.call.Usage }

// Detect asks the model for the questions of reply.
func (d *LLMDetector) Detect(ctx context.Context, reply string) ([]fcs.Question, error) {
	if strings.TrimSpace(reply) == "" {
		return nil, nil
	}
	prompt, err := render(d.cfg.tmpl, DetectorData{
		Reply: reply, Kinds: fcs.QuestionKinds(), Complexities: fcs.Complexities(), Schema: string(detectedSchema),
	})
	if err != nil {
		return nil, err
	}
	msgs := []llms.MessageContent{llms.TextParts(llms.ChatMessageTypeHuman, prompt)}
	qs, err := llmnode.GenerateJSON(ctx, d.env, &d.cfg.call, "detect", msgs, decodeDetected)
	if err != nil {
		return nil, fmt.Errorf("llm: detect questions: %w", err)
	}
	return qs, nil
}

func decodeDetected(raw []byte) ([]fcs.Question, []string) {
	var reply struct {
		Questions *[]questionItem `json:"questions"`
	}
	if err := json.Unmarshal(raw, &reply); err != nil {
		return nil, []string{fmt.Sprintf("the JSON does not match the schema: %v", err)}
	}
	if reply.Questions == nil {
		return nil, []string{`the reply must be an object with a "questions" array`}
	}
	var problems []string
	out := make([]fcs.Question, 0, len(*reply.Questions))
	seen := map[string]int{}
	for i, it := range *reply.Questions {
		if p := checkQuestion(fmt.Sprintf("questions[%d]", i), it); len(p) > 0 {
			problems = append(problems, p...)
			continue
		}
		q := toQuestion(it)
		amb := fcs.AmbiguityID("", fcs.UnclearSpecification, q.Question, seen[q.Question])
		seen[q.Question]++
		q.AmbiguityIDs, q.RequirementIDs = []string{amb}, []string{}
		q.ID = fcs.QuestionID(q.AmbiguityIDs)
		out = append(out, q)
	}
	if len(problems) > 0 {
		return nil, problems
	}
	return out, nil
}

// Pending is the interrupt payload Ask stops a run with.
type Pending struct {
	Questions []fcs.Question `json:"questions"`
}

// Ask makes a pipeline whose model asked instead of answering pause for
// its user. It detects the questions of reply; with none it returns nil
// answers. When env's node was resumed with input, the input (answers
// keyed by question ID, as fcs.ParseAnswers reads them) is validated
// against the questions and returned. Otherwise, unattended, every
// question gets its recommended option with source default; attended, Ask
// returns a graph.Interrupt error with a Pending payload, which the node
// returns to stop the run. env may be nil (no resume input then).
func Ask(ctx context.Context, env *graph.Env, d Detector, reply string, unattended bool) (map[string]fcs.Answer, error) {
	if d == nil {
		d = RuleDetector{}
	}
	qs, err := d.Detect(ctx, reply)
	if err != nil {
		return nil, err
	}
	if len(qs) == 0 {
		return nil, nil
	}
	if env != nil {
		if raw, ok := env.Input(); ok {
			answers, err := fcs.ParseAnswers(raw)
			if err != nil {
				return nil, err
			}
			if err := fcs.ValidateAnswers(qs, answers); err != nil {
				return nil, err
			}
			return answers, nil
		}
	}
	if unattended {
		return fcs.DefaultAnswers(qs, nil), nil
	}
	return nil, graph.Interrupt(Pending{Questions: qs})
}

// PendingOf decodes the Pending payload of an interrupt error returned by
// Ask; ok is false for other errors.
func PendingOf(err error) (Pending, bool) {
	var ie *graph.InterruptError
	if !errors.As(err, &ie) {
		return Pending{}, false
	}
	var p Pending
	if json.Unmarshal(ie.Payload, &p) != nil {
		return Pending{}, false
	}
	return p, true
}
