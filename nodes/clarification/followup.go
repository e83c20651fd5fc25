package clarification

import (
	"cmp"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/clarigraph/clarigraph/fcs"
)

// ErrInvalidFCS: FollowUp was given an FCS it cannot continue from (nil,
// altered since it was sealed, or whose requirements do not extend its
// specification's).
var ErrInvalidFCS = errors.New("clarification: invalid FCS for a follow-up round")

// FollowUpInput returns the input state of the follow-up round after
// prev, the FCS of a completed round, with opts applied (WithDefaults,
// WithInteractive, WithReply, …):
//
//	in, err := clarification.FollowUpInput(prev, clarification.WithDefaults())
//	res, err := runner.Run(ctx, in)
//
// The round is prev's plus one and its parent prev's run (RoundOf); its
// specification is prev's — the original one, as the first round read
// it, never a rewritten one — and it carries prev's clarifications
// (State.Earlier), each with its round (those of a first round's FCS,
// which name none, are round 1's). The round's analysis leaves out the
// findings those questions covered, so it asks what is still open — the
// questions prev left open with an answer that decided nothing first,
// once (State.AskAgain, State.AskedAgain) —, and
// its FCS is built on the original specification with every round's
// clarifications, earlier rounds' first: the original's content and
// spec_sha256, each clarification with its question, answer, source,
// requirements and round. The same rounds with the same answers give
// the same hash. See "Rounds" in the package documentation.
//
// It refuses what FollowUp refuses — nil, an FCS altered since it was
// sealed (fcs.ErrHashMismatch), one already of the last round — and an
// FCS whose metadata names no run (a *RoundError: the round would have
// no parent).
func FollowUpInput(prev *fcs.FCS, opts ...InputOption) (State, error) {
	if err := checkSealed(prev); err != nil {
		return State{}, err
	}
	n, runID := RoundOf(prev)
	if err := checkRound(n+1, runID); err != nil {
		return State{}, err
	}
	sp := prev.Specification
	sp.Requirements = slices.Clone(sp.Requirements)
	sp.Definitions = slices.Clone(sp.Definitions)
	sp.Sections = slices.Clone(sp.Sections)
	earlier := make([]fcs.Clarification, len(prev.Clarifications))
	for i, c := range prev.Clarifications {
		c.RequirementIDs = slices.Clone(c.RequirementIDs)
		c.Answer.Selected = slices.Clone(c.Answer.Selected)
		if c.Round == 0 {
			// An FCS that records no rounds holds its own round's only.
			c.Round = n
		}
		earlier[i] = c
	}
	in := Input(&sp, opts...)
	in.Round, in.ParentRunID = n+1, runID
	if len(earlier) > 0 {
		in.Earlier = earlier
	}
	in.AskAgain, in.AskedAgain = askAgain(prev)
	return in, nil
}

// askAgain decides what a follow-up round of prev asks again: the
// questions prev left open with an answer that decides nothing
// (fcs.Question.Deferred — a deferring default, an assumption's included,
// or a deferring option chosen), once. Those an earlier round already
// asked again (prev's metadata asked_again, which build_fcs writes) are
// not asked a third time: they are returned as asked, to be recorded as
// assumptions. Both lists are sorted.
func askAgain(prev *fcs.FCS) (ask, asked []string) {
	asked = AskedAgain(prev)
	for _, q := range prev.OpenQuestions {
		if q.Deferred != nil && !slices.Contains(asked, q.ID) {
			ask = append(ask, q.ID)
		}
	}
	slices.Sort(ask)
	return slices.Compact(ask), asked
}

// AskedAgain reads from an FCS's metadata (asked_again, where build_fcs
// records it, outside the hash) the questions that a round asked again
// because an earlier round left them open with an answer that decided
// nothing, sorted; nil when there are none.
func AskedAgain(f *fcs.FCS) []string {
	if f == nil {
		return nil
	}
	var out []string
	switch v := f.Metadata["asked_again"].(type) {
	case []string:
		out = slices.Clone(v)
	case []any:
		for _, e := range v {
			if id, ok := e.(string); ok {
				out = append(out, id)
			}
		}
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// checkSealed refuses a nil FCS and one whose content no longer matches
// its hash.
func checkSealed(prev *fcs.FCS) error {
	if prev == nil {
		return fmt.Errorf("%w: nil FCS", ErrInvalidFCS)
	}
	sealed := *prev
	sealed.Metadata = nil
	if err := sealed.Seal(); err != nil {
		return fmt.Errorf("%w: %w", ErrInvalidFCS, err)
	}
	if sealed.Hash != prev.Hash {
		return fmt.Errorf("%w: %w", ErrInvalidFCS, &fcs.HashMismatchError{Expected: prev.Hash, Actual: sealed.Hash})
	}
	return nil
}

// FollowUp returns the clarified specification of prev as a document:
// prev's original specification with every answer's statement inserted.
// A follow-up round is better started with FollowUpInput: a run on
// FollowUp's specification analyses the same, but its FCS is built on
// that rewritten specification (its content and spec_sha256 are not the
// original's) and lists only its own round's clarifications, the earlier
// ones surviving only as statements in the requirements' text. Run it
// with the round and parent run of prev:
//
//	spec, err := clarification.FollowUp(prev)
//	n, parent := clarification.RoundOf(prev)
//	in := clarification.Input(spec, clarification.WithRound(n+1, parent))
//
// The returned specification is prev's original one with, right after the
// text of each clarified requirement, the clarification statements the
// answers added (" Clarified (Q-…): …"), and, at its end, quoted ("> "),
// the statements of the clarifications that concern no requirement —
// decisions the specification raises only outside its requirements (a
// Markdown or text specification; a YAML or JSON one cannot hold them,
// and a follow-up round may ask those again). Its requirements' Text holds
// those statements too, at offsets that point into the new content, and
// their Clarifications list the questions answered so far; section offsets
// and bodies follow the inserted text. A requirement whose text is not
// verbatim in the content (Offset -1, some YAML and JSON specs) keeps
// Offset -1 and gets the statements in its Text only. The new content of
// a Markdown or text specification parses again to the same requirements;
// that of a YAML or JSON one is meant for the follow-up round, not for a
// file: the inserted statements are not escaped for YAML or JSON (a ": "
// in a plain YAML scalar, a quote in a JSON string), so the content may no
// longer parse as its format.
//
// The inserted text is not analysed again: analyze_spec and
// generate_questions see each requirement cut before its first statement,
// and the findings that a question answered in an earlier round covers are
// resolved, not asked again (see the package documentation). The FCS of
// the follow-up round carries every round's statements in its
// requirements (and, for a prev of FollowUpInput's rounds, in its
// clarifications).
//
// The questions prev left open with an answer that decided nothing are
// asked again only when the caller names them (State.AskAgain and
// State.AskedAgain, as FollowUpInput sets them).
//
// FollowUp refuses an FCS whose content no longer matches its hash
// (fcs.ErrHashMismatch) and one that is already the last round allowed
// (a *RoundError).
func FollowUp(prev *fcs.FCS) (*fcs.Specification, error) {
	if err := checkSealed(prev); err != nil {
		return nil, err
	}
	if n, _ := RoundOf(prev); n >= MaxRounds {
		return nil, &RoundError{Round: n + 1, Reason: fmt.Sprintf("at most %d rounds", MaxRounds)}
	}
	orig := prev.Specification
	if len(prev.Requirements) != len(orig.Requirements) {
		return nil, fmt.Errorf("%w: %d requirements, the specification has %d", ErrInvalidFCS, len(prev.Requirements), len(orig.Requirements))
	}
	type insertion struct {
		at   int
		text string
	}
	var ins []insertion
	reqs := make([]fcs.Requirement, len(orig.Requirements))
	for i, r := range orig.Requirements {
		c := prev.Requirements[i]
		if c.ID != r.ID || !strings.HasPrefix(c.Text, r.Text) {
			return nil, fmt.Errorf("%w: requirement %s does not extend the specification's text", ErrInvalidFCS, r.ID)
		}
		reqs[i] = r
		reqs[i].Text = c.Text
		reqs[i].Clarifications = slices.Clone(c.Clarifications)
		if added := c.Text[len(r.Text):]; added != "" && r.Offset >= 0 {
			if r.Offset+len(r.Text) > len(orig.Content) || orig.Content[r.Offset:r.Offset+len(r.Text)] != r.Text {
				return nil, fmt.Errorf("%w: requirement %s is not at offset %d of the content", ErrInvalidFCS, r.ID, r.Offset)
			}
			ins = append(ins, insertion{at: r.Offset + len(r.Text), text: added})
		}
	}
	slices.SortStableFunc(ins, func(a, b insertion) int { return cmp.Compare(a.at, b.at) })
	// shift maps an offset of the old content to the new one: every
	// insertion at or before it moves it.
	shift := func(off int) int {
		d := 0
		for _, in := range ins {
			if in.at > off {
				break
			}
			d += len(in.text)
		}
		return off + d
	}
	var b strings.Builder
	b.Grow(len(orig.Content) + len(ins)*64)
	last := 0
	for _, in := range ins {
		b.WriteString(orig.Content[last:in.at])
		b.WriteString(in.text)
		last = in.at
	}
	b.WriteString(orig.Content[last:])
	// Statements that concern no requirement close the content, quoted
	// (Markdown and plain text only: a quote is no requirement to the
	// reader, and YAML or JSON have no place for them).
	var wide []string
	for _, c := range prev.Clarifications {
		if len(c.RequirementIDs) == 0 {
			wide = append(wide, "> "+oneLine(c.Statement))
		}
	}
	oldEnd := len(strings.TrimRight(b.String(), "\n"))
	quoted := len(wide) > 0 && (orig.Format == fcs.FormatMarkdown || orig.Format == fcs.FormatText || orig.Format == "")
	if quoted {
		if !strings.HasSuffix(b.String(), "\n") {
			b.WriteString("\n")
		}
		b.WriteString("\n" + strings.Join(wide, "\n") + "\n")
	}
	content := b.String()

	for i, r := range orig.Requirements {
		if r.Offset >= 0 {
			reqs[i].Offset = shift(r.Offset)
			if r.Line > 0 {
				reqs[i].Line, reqs[i].Column = lineColumn(content, reqs[i].Offset)
			}
		}
	}
	sections := slices.Clone(orig.Sections)
	for i, s := range sections {
		if s.Offset < 0 || s.Offset+len(s.Body) > len(orig.Content) {
			continue
		}
		from, to := shift(s.Offset), shift(s.Offset+len(s.Body))
		if s.Body == "" {
			to = from
		}
		sections[i].Offset, sections[i].Body = from, content[from:to]
	}
	if quoted {
		// The sections that ran to the end of the content hold the quote.
		for i, sec := range sections {
			if sec.Offset >= 0 && sec.Offset+len(sec.Body) == oldEnd {
				sections[i].Body = strings.TrimRight(content[sec.Offset:], "\n")
			}
		}
	}
	return &fcs.Specification{
		Title: orig.Title, Format: orig.Format, Content: content,
		Requirements: reqs, Definitions: slices.Clone(orig.Definitions), Sections: sections,
	}, nil
}

func oneLine(s string) string { return strings.Join(strings.Fields(s), " ") }

// lineColumn returns the line and column (in characters, both from 1) of
// byte offset off in content.
func lineColumn(content string, off int) (line, col int) {
	before := content[:off]
	line = strings.Count(before, "\n") + 1
	return line, utf8.RuneCountInString(before[strings.LastIndexByte(before, '\n')+1:]) + 1
}

// RoundOf reads an FCS's round and run ID from its metadata (where
// build_fcs records them): the round is 1 when the metadata lacks it, the
// run ID empty.
func RoundOf(f *fcs.FCS) (round int, runID string) {
	round = 1
	if f == nil {
		return round, ""
	}
	switch v := f.Metadata["round"].(type) {
	case int:
		round = v
	case float64:
		round = int(v)
	case json.Number:
		if n, err := v.Int64(); err == nil {
			round = int(n)
		}
	}
	runID, _ = f.Metadata["run_id"].(string)
	return max(round, 1), runID
}
