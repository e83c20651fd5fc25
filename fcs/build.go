package fcs

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"maps"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/gowebpki/jcs"
)

// BuildInput is everything an FCS is built from.
type BuildInput struct {
	// Spec is the parsed specification.
	Spec Specification
	// Ambiguities are the findings of the analysis. Those that no question
	// covers are listed in FCS.OpenAmbiguities; they also give the
	// requirements of a question whose RequirementIDs is empty.
	Ambiguities []Ambiguity
	// Questions are the generated questions, in the order they were asked.
	Questions []Question
	// Assumptions are the questions ranked below the limit of questions
	// asked. Each one without an answer is recorded in FCS.Assumptions with
	// its recommended answer (source default); one with an answer is
	// applied like a question.
	Assumptions []Question
	// Answers maps question IDs to answers; a question without an answer
	// stays open.
	Answers map[string]Answer
	// Assessment is the clarity assessment, copied as is.
	Assessment Assessment
	// Metadata is copied into FCS.Metadata (outside the hash).
	Metadata map[string]any
	// Round is the clarification round the FCS is built for, from 1 (0
	// counts as 1). From round 2 on every clarification records its
	// round (Clarification.Round): this round's answers Round, Earlier's
	// their own.
	Round int
	// Earlier are the clarifications of the rounds before Round, oldest
	// first, each with its round (1 to Round-1), as the FCS of the round
	// before lists them: a follow-up round is built on the original
	// specification (Spec), and its FCS carries every round's answers.
	// Build lists them first, applies their statements to the
	// requirements they name before this round's, and counts their
	// answers in the FCS ID; a question they answered cannot be asked or
	// assumed again (a *BuildError). See "Rounds" in the package
	// documentation.
	Earlier []Clarification
	// ShareSpec lets the FCS's Specification share Spec's lists (its
	// requirements, with their section paths and attributes, definitions
	// and sections), and the FCS's Requirements (a list of their own)
	// share the section paths and attributes, instead of copies: for a
	// caller that changes neither Spec nor the FCS's specification and
	// requirements as long as it holds both (the clarification workflow,
	// whose state keeps the specification beside the FCS). Build itself
	// changes neither. Without it the FCS shares nothing with the input
	// but strings.
	ShareSpec bool
}

// Build builds and seals the FCS. It validates the answers first
// (an *AnswersError) and the consistency of the input (a *BuildError), and
// returns no FCS when either fails: nothing is half-applied.
//
// For every answered question, in question order (then the answered
// assumptions, in their order), it records a Clarification whose
// Statement reads
//
//	Clarified (Q-1a2b3c4d5e6f7a8b): <topic> — <label>: <description>
//
// (the question stands in for a missing topic; several chosen options are
// joined by "; ", custom text stands alone),
// appends that statement to the text of every requirement
// the question concerns and lists the question ID in the requirement's
// Clarifications. The statement starts a sentence: it follows a space,
// after a period when the text before it (the requirement's, or the
// statement appended before) does not end a sentence with ".", "!", "?"
// or "…" (before closing quotes or brackets): "… to edit a flight.
// Clarified (Q-…): …". Follow-up rounds find it by the " Clarified (Q-…):
// " it starts with. A clarification and an assumption record the findings
// their question was asked about (Clarification.AmbiguityIDs), as an open
// question does; a finding no question names is listed in
// OpenAmbiguities, so every finding is in the FCS once. The requirements a question concerns are its
// RequirementIDs or, when that is empty, the locations of its ambiguities;
// they are listed in specification order. Chosen labels are put in option
// order and an empty Source becomes user, so answers that mean the same
// thing give the same document. Requirement offsets keep pointing at the
// original text in the specification.
//
// In a follow-up round (Round 2 or later) the clarifications of the
// earlier rounds (Earlier) come first, applied as they were recorded,
// then this round's; each names its round.
//
// Every assumption without an answer is recorded in Assumptions, in
// order, with its recommended option (source default) and the statement
// it would add, which is not applied: "Assumed (Q-…): <topic> — …".
//
// An answer that decides nothing — options only, every one of which
// defers (Option.Defers: "A fixed threshold" with no figure, "Decide now
// and state it") — is neither: chosen by the user, at a timeout or as an
// assumption's default, it leaves its question in OpenQuestions with the
// answer in Question.Deferred (and Question.NotAsked set when it is an
// assumption's default, a question never asked), and no requirement's
// text changes. Custom
// text, or a deciding option chosen beside a deferring one, decides.
//
// Architecture and Constraints are the specification's sections whose title
// contains "architecture" or "constraint" (case-insensitive), leaving out a
// section nested in one already taken (its text is in the parent's body).
//
// The FCS ID is "FCS-" followed by the first 12 hex digits of the SHA-256
// of the RFC 8785 canonical JSON of
//
//	{"answers": [<normalised answers sorted by question ID>], "spec_sha256": "<hex>"}
//
// so the same specification with the same answers gets the same ID.
func Build(in BuildInput) (*FCS, error) {
	all := in.Questions
	if len(in.Assumptions) > 0 {
		all = append(slices.Clone(in.Questions), in.Assumptions...)
	}
	if err := ValidateAnswers(all, in.Answers); err != nil {
		return nil, err
	}
	reqIndex := make(map[string]int, len(in.Spec.Requirements))
	for i, r := range in.Spec.Requirements {
		if _, dup := reqIndex[r.ID]; dup {
			return nil, &BuildError{Reason: "requirement " + r.ID + " appears more than once in the specification"}
		}
		reqIndex[r.ID] = i
	}
	ambLocation := make(map[string]string, len(in.Ambiguities))
	for _, a := range in.Ambiguities {
		ambLocation[a.ID] = a.Location
	}

	questionIDs := make(map[string]bool, len(all))
	covered := make(map[string]bool, len(in.Ambiguities))
	targets := make([][]string, len(all))
	for i, q := range all {
		if questionIDs[q.ID] {
			return nil, &BuildError{QuestionID: q.ID, Reason: "question appears more than once"}
		}
		questionIDs[q.ID] = true
		ts, err := requirementsOf(q, ambLocation, reqIndex)
		if err != nil {
			return nil, err
		}
		targets[i] = ts
		for _, aid := range q.AmbiguityIDs {
			covered[aid] = true
		}
	}
	round := max(in.Round, 1)
	if err := checkEarlier(in.Earlier, round, questionIDs, reqIndex); err != nil {
		return nil, err
	}

	f := &FCS{
		SchemaVersion:  SchemaVersion,
		Specification:  in.Spec,
		SpecSHA256:     sha256Hex([]byte(in.Spec.Content)),
		Clarifications: []Clarification{},
		Requirements:   cloneRequirements(in.Spec.Requirements, !in.ShareSpec, true),
		Architecture:   pickSections(in.Spec.Sections, "architecture"),
		Constraints:    pickSections(in.Spec.Sections, "constraint"),
		OpenQuestions:  []Question{},
		Assessment:     in.Assessment,
	}
	if !in.ShareSpec {
		f.Specification = cloneSpec(in.Spec)
	}
	if in.Metadata != nil {
		f.Metadata = maps.Clone(in.Metadata)
	}
	var applied []Answer
	// appliedIDs and appliedTargets list the questions applied, in order,
	// and the requirements each concerns; added counts the statements
	// each requirement gains. Its clarifications and its text are made
	// once they are all known (a requirement several questions concern
	// gets one string, not one per statement).
	var appliedIDs []string
	var appliedTargets [][]string
	added := make([]int32, len(f.Requirements))
	statements := map[string]string{}
	// The earlier rounds' clarifications first, as they were recorded.
	for _, c := range in.Earlier {
		c.Answer.Selected = slices.Clone(c.Answer.Selected)
		c.RequirementIDs = slices.Clone(c.RequirementIDs)
		if c.RequirementIDs == nil {
			c.RequirementIDs = []string{}
		}
		applied = append(applied, c.Answer)
		statements[c.QuestionID] = c.Statement
		for _, id := range c.RequirementIDs {
			added[reqIndex[id]]++
		}
		appliedIDs, appliedTargets = append(appliedIDs, c.QuestionID), append(appliedTargets, c.RequirementIDs)
		f.Clarifications = append(f.Clarifications, c)
	}
	if n := unansweredAssumptions(in.Assumptions, in.Answers); n > 0 {
		f.Assumptions = make([]Clarification, 0, n)
	}
	for i, q := range all {
		a, ok := in.Answers[q.ID]
		// An assumption without an answer takes its recommended option.
		assumed := !ok && i >= len(in.Questions) && hasOption(&q, q.Recommended)
		if assumed {
			a, ok = Answer{Selected: []string{q.Recommended}, Source: SourceDefault}, true
		}
		switch {
		case ok && defers(q, a):
			// An answer that decides nothing leaves its question open,
			// with what was chosen.
			open := cloneQuestion(q)
			d := normalizeAnswer(q, a)
			open.Deferred = &d
			// An assumption's default was never asked: the FCS says so
			// (Question.NotAsked), not that it was answered.
			open.NotAsked = assumed
			f.OpenQuestions = append(f.OpenQuestions, open)
			continue
		case assumed:
			a = normalizeAnswer(q, a)
			f.Assumptions = append(f.Assumptions, Clarification{
				QuestionID: q.ID, Topic: q.Topic, Question: q.Question, Answer: a,
				RequirementIDs: targets[i], AmbiguityIDs: slices.Clone(q.AmbiguityIDs),
				Statement: statement("Assumed", q, a),
			})
			continue
		case !ok:
			f.OpenQuestions = append(f.OpenQuestions, cloneQuestion(q))
			continue
		}
		a = normalizeAnswer(q, a)
		applied = append(applied, a)
		c := Clarification{
			QuestionID:     q.ID,
			Topic:          q.Topic,
			Question:       q.Question,
			Answer:         a,
			RequirementIDs: targets[i],
			AmbiguityIDs:   slices.Clone(q.AmbiguityIDs),
			Statement:      statement("Clarified", q, a),
		}
		if round > 1 {
			c.Round = round
		}
		statements[q.ID] = c.Statement
		for _, id := range c.RequirementIDs {
			added[reqIndex[id]]++
		}
		appliedIDs, appliedTargets = append(appliedIDs, q.ID), append(appliedTargets, targets[i])
		f.Clarifications = append(f.Clarifications, c)
	}
	if len(appliedIDs) > 0 {
		applyStatements(f.Requirements, added, appliedIDs, appliedTargets, reqIndex, statements)
	}
	// The clarifications are the FCS's own from here (each list copied
	// once, with the new ones when a requirement gained some).
	ownClarifications(f.Requirements, added)
	for _, a := range in.Ambiguities {
		if !covered[a.ID] {
			f.OpenAmbiguities = append(f.OpenAmbiguities, a)
		}
	}
	id, err := fcsID(f.SpecSHA256, applied)
	if err != nil {
		return nil, err
	}
	f.ID = id
	if err := f.Seal(); err != nil {
		return nil, err
	}
	return f, nil
}

// checkEarlier checks the clarifications of earlier rounds a follow-up
// round (round) is built with: each has a question ID not seen before
// (among them, and among the questions of this round: qids), a round
// before this one, a statement, and requirements of the specification
// (reqIndex).
func checkEarlier(earlier []Clarification, round int, qids map[string]bool, reqIndex map[string]int) error {
	seen := make(map[string]bool, len(earlier))
	for _, c := range earlier {
		switch {
		case c.QuestionID == "":
			return &BuildError{Reason: "a clarification of an earlier round has no question ID"}
		case seen[c.QuestionID]:
			return &BuildError{QuestionID: c.QuestionID, Reason: "clarification of an earlier round appears more than once"}
		case qids[c.QuestionID]:
			return &BuildError{QuestionID: c.QuestionID, Reason: "answered in round " + strconv.Itoa(c.Round) + ", asked again in round " + strconv.Itoa(round)}
		case c.Round < 1 || c.Round >= round:
			return &BuildError{QuestionID: c.QuestionID, Reason: "clarification of round " + strconv.Itoa(c.Round) + " given as an earlier round of round " + strconv.Itoa(round)}
		case c.Statement == "":
			return &BuildError{QuestionID: c.QuestionID, Reason: "clarification of an earlier round without its statement"}
		}
		seen[c.QuestionID] = true
		for _, id := range c.RequirementIDs {
			if _, ok := reqIndex[id]; !ok {
				return &BuildError{QuestionID: c.QuestionID, Reason: "clarification of round " + strconv.Itoa(c.Round) + " refers to unknown requirement " + id}
			}
		}
	}
	return nil
}

// requirementsOf returns the requirements question q concerns, in
// specification order, each once: its RequirementIDs or, when that is
// empty, the locations of its ambiguities. The list is a new one, made at
// its size (never q's own: Build writes into no input), and never nil: an
// empty list means the whole specification.
func requirementsOf(q Question, ambLocation map[string]string, reqIndex map[string]int) ([]string, error) {
	var ids []string
	if len(q.RequirementIDs) > 0 {
		ids = slices.Clone(q.RequirementIDs)
	} else {
		ids = make([]string, 0, len(q.AmbiguityIDs))
		for _, aid := range q.AmbiguityIDs {
			if loc := ambLocation[aid]; loc != "" {
				ids = append(ids, loc)
			}
		}
	}
	for _, id := range ids {
		if _, ok := reqIndex[id]; !ok {
			return nil, &BuildError{QuestionID: q.ID, Reason: "refers to unknown requirement " + id}
		}
	}
	// Requirement IDs are unique, so equal indexes are equal IDs and
	// sorting by index brings duplicates together.
	slices.SortFunc(ids, func(a, b string) int { return reqIndex[a] - reqIndex[b] })
	if compact := slices.Compact(ids); len(compact) < len(ids) {
		ids = slices.Clone(compact) // duplicates dropped: no spare room kept
	}
	if len(ids) == 0 {
		ids = []string{} // the whole specification: a list, never null
	}
	return ids, nil
}

// unansweredAssumptions counts the assumptions Build records as such:
// those without an answer whose recommended option is one of theirs.
func unansweredAssumptions(qs []Question, answers map[string]Answer) int {
	n := 0
	for i := range qs {
		if _, ok := answers[qs[i].ID]; !ok && hasOption(&qs[i], qs[i].Recommended) {
			n++
		}
	}
	return n
}

// applyStatements lists each applied question (ids, in that order) in
// the Clarifications of the requirements it concerns (targets, by the
// same index), after those they had, and appends its statement, after
// its joint (a space, after a period when the text before it does not end
// a sentence), to their texts; added counts the questions each requirement
// gains. The clarifications of all requirements are cut from one array,
// each list at its length and capacity (an append to one makes a copy,
// never writes into the next), and the clarified texts from one string,
// in requirement order: one allocation each instead of one per
// requirement. A requirement that gains nothing keeps its text and list.
func applyStatements(rs []Requirement, added []int32, ids []string, targets [][]string, reqIndex map[string]int, statements map[string]string) {
	nIDs := 0
	for k, n := range added {
		if n > 0 {
			nIDs += len(rs[k].Clarifications) + int(n)
		}
	}
	lists := make([]string, 0, nIDs)
	for k, n := range added {
		if n > 0 {
			r := &rs[k]
			start := len(lists)
			lists = append(lists, r.Clarifications...)
			r.Clarifications = lists[start : len(lists) : len(lists)+int(n)]
			lists = lists[:len(lists)+int(n)]
		}
	}
	for i, q := range ids {
		for _, id := range targets[i] {
			r := &rs[reqIndex[id]]
			r.Clarifications = append(r.Clarifications, q)
		}
	}
	// clarified is the length of requirement k's clarified text.
	clarified := func(k int) int {
		r := &rs[k]
		n, last := len(r.Text), r.Text
		for _, id := range r.Clarifications[len(r.Clarifications)-int(added[k]):] {
			n += len(joint(last)) + len(statements[id])
			last = statements[id]
		}
		return n
	}
	nText := 0
	for k, n := range added {
		if n > 0 {
			nText += clarified(k)
		}
	}
	var b strings.Builder
	b.Grow(nText)
	for k, n := range added {
		if n > 0 {
			r := &rs[k]
			b.WriteString(r.Text)
			last := r.Text
			for _, id := range r.Clarifications[len(r.Clarifications)-int(n):] {
				b.WriteString(joint(last))
				b.WriteString(statements[id])
				last = statements[id]
			}
		}
	}
	texts := b.String()
	at := 0
	for k, n := range added {
		if n > 0 {
			end := at + clarified(k)
			rs[k].Text = texts[at:end]
			at = end
		}
	}
}

// joint is what Build puts between a requirement's text, with the
// statements appended so far, and the next statement, so that the
// statement starts a sentence of its own: a space after text that ends a
// sentence (see endsSentence) or is empty, else a period and a space ("…
// to edit a flight. Clarified (Q-…): …"). Either way the statement
// follows a space, which is how follow-up rounds find it (" Clarified
// (Q-…): "); the period stays in the text before it. The joint is a
// property of the text, so the same text and statements give the same
// document.
func joint(text string) string {
	if text == "" || endsSentence(text) {
		return " "
	}
	return ". "
}

// sentenceClosers may follow the mark that ends a sentence: quotes,
// brackets and Markdown emphasis (a quoted “Saved.”, "(any status.)",
// "**Done.**").
const sentenceClosers = "\"')]}’”»*_"

// endsSentence reports whether text ends a sentence: its last mark,
// before trailing spaces and closers (sentenceClosers), is ".", "!", "?",
// "…" or a CJK full stop, exclamation or question mark. A colon or a
// semicolon does not: the statement after it gets its period too.
func endsSentence(text string) bool {
	s := strings.TrimRight(strings.TrimRightFunc(text, unicode.IsSpace), sentenceClosers)
	r, _ := utf8.DecodeLastRuneInString(s)
	return strings.ContainsRune(".!?…。！？", r)
}

// statement is the sentence an answer adds to a requirement, starting
// with word (Clarified, or Assumed for an assumption not applied).
func statement(word string, q Question, a Answer) string {
	var chosen string
	if len(a.Selected) == 0 {
		chosen = a.Custom
	} else {
		parts := make([]string, len(a.Selected))
		for i, label := range a.Selected {
			parts[i] = label
			if o := q.Options[slices.IndexFunc(q.Options, func(o Option) bool { return o.Label == label })]; o.Description != "" {
				parts[i] += ": " + o.Description
			}
		}
		chosen = strings.Join(parts, "; ")
	}
	what := strings.TrimSpace(q.Topic)
	if what == "" {
		what = strings.TrimSpace(q.Question)
	}
	return word + " (" + q.ID + "): " + what + " — " + strings.TrimSpace(chosen)
}

// defers reports whether an answer decides nothing: it chooses options
// only, and every one of them defers (Option.Defers). Custom text, or one
// deciding option beside deferring ones, decides.
func defers(q Question, a Answer) bool {
	if len(a.Selected) == 0 || strings.TrimSpace(a.Custom) != "" {
		return false
	}
	for _, label := range a.Selected {
		i := slices.IndexFunc(q.Options, func(o Option) bool { return o.Label == label })
		if i < 0 || !q.Options[i].Defers {
			return false
		}
	}
	return true
}

// normalizeAnswer sets the question ID, defaults the source to user and
// orders chosen labels as the options are. The answer is valid.
func normalizeAnswer(q Question, a Answer) Answer {
	a.QuestionID = q.ID
	if a.Source == "" {
		a.Source = SourceUser
	}
	if len(a.Selected) > 0 {
		var ordered []string
		for _, o := range q.Options {
			if slices.Contains(a.Selected, o.Label) {
				ordered = append(ordered, o.Label)
			}
		}
		a.Selected = ordered
	}
	return a
}

func fcsID(specSHA string, answers []Answer) (string, error) {
	sorted := slices.Clone(answers)
	if sorted == nil {
		sorted = []Answer{}
	}
	slices.SortFunc(sorted, func(a, b Answer) int { return strings.Compare(a.QuestionID, b.QuestionID) })
	doc, err := json.Marshal(struct {
		Answers    []Answer `json:"answers"`
		SpecSHA256 string   `json:"spec_sha256"`
	}{sorted, specSHA})
	if err != nil {
		return "", err
	}
	canon, err := jcs.Transform(doc)
	if err != nil {
		return "", err
	}
	return "FCS-" + sha256Hex(canon)[:12], nil
}

// pickSections returns the sections whose title contains word, leaving out
// any section that lies inside one already taken.
func pickSections(sections []Section, word string) []Section {
	out := []Section{}
	for _, s := range sections {
		if !strings.Contains(strings.ToLower(s.Title), word) {
			continue
		}
		inside := slices.ContainsFunc(out, func(p Section) bool {
			return s.Offset >= p.Offset && s.Offset < p.Offset+len(p.Body)
		})
		if !inside {
			out = append(out, s)
		}
	}
	return out
}

func sha256Hex(b []byte) string {
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:])
}

func cloneSpec(s Specification) Specification {
	s.Requirements = cloneRequirements(s.Requirements, true, false)
	s.Definitions = slices.Clone(s.Definitions)
	s.Sections = slices.Clone(s.Sections)
	return s
}

// cloneRequirements returns a list of its own of the requirements, with
// their clarifications their own unless later (the caller then makes them
// its own: ownClarifications), and their section paths and attributes
// too when deep.
func cloneRequirements(rs []Requirement, deep, later bool) []Requirement {
	out := make([]Requirement, len(rs))
	for i, r := range rs {
		if !later {
			r.Clarifications = slices.Clone(r.Clarifications)
		}
		if deep {
			r.SectionPath = slices.Clone(r.SectionPath)
			r.Attributes = maps.Clone(r.Attributes)
		}
		out[i] = r
	}
	return out
}

// ownClarifications gives the requirements that gained no clarification
// (added) lists of their own; applyStatements made those of the others,
// copying the earlier ones once with the new.
func ownClarifications(rs []Requirement, added []int32) {
	for k := range rs {
		if added[k] == 0 {
			rs[k].Clarifications = slices.Clone(rs[k].Clarifications)
		}
	}
}

func cloneQuestion(q Question) Question {
	q.AmbiguityIDs = slices.Clone(q.AmbiguityIDs)
	q.RequirementIDs = slices.Clone(q.RequirementIDs)
	q.Options = slices.Clone(q.Options)
	if q.Deferred != nil {
		d := *q.Deferred
		d.Selected = slices.Clone(d.Selected)
		q.Deferred = &d
	}
	return q
}
