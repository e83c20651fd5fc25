package clarification

import (
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/clarigraph/clarigraph/checkpoint"
	"github.com/clarigraph/clarigraph/fcs"
	"github.com/clarigraph/clarigraph/nodes/llmnode"
)

// stateJSON is the JSON form of a State (see "The state's JSON" in the
// package documentation): State's members, and fcs_stored when the FCS is
// stored without what it shares with the state's spec. Its fields are
// State's, in State's order, with the same types and tags (a test keeps
// them so); it has no embedded field, so that the engine writes it member
// by member (internal/jsonstream).
type stateJSON struct {
	Spec              *fcs.Specification             `json:"spec,omitempty"`
	Interactive       bool                           `json:"interactive,omitempty"`
	UseDefaults       bool                           `json:"use_defaults,omitempty"`
	Ambiguities       []fcs.Ambiguity                `json:"ambiguities,omitempty"`
	AmbiguityCount    *int                           `json:"ambiguity_count,omitempty"`
	HasAmbiguities    *bool                          `json:"has_ambiguities,omitempty"`
	Assessment        *fcs.Assessment                `json:"assessment,omitempty"`
	Questions         []fcs.Question                 `json:"questions,omitempty"`
	QuestionCount     *int                           `json:"question_count,omitempty"`
	Assumptions       []fcs.Question                 `json:"assumptions,omitempty"`
	Answers           map[string]fcs.Answer          `json:"answers,omitempty"`
	FCS               *fcs.FCS                       `json:"fcs,omitempty"`
	FCSStored         *fcsStored                     `json:"fcs_stored,omitempty"`
	FCSComplete       bool                           `json:"fcs_complete,omitempty"`
	WorkflowCompleted bool                           `json:"workflow_completed,omitempty"`
	Round             int                            `json:"round,omitempty"`
	ParentRunID       string                         `json:"parent_run_id,omitempty"`
	Earlier           []fcs.Clarification            `json:"earlier,omitempty"`
	AskAgain          []string                       `json:"ask_again,omitempty"`
	AskedAgain        []string                       `json:"asked_again,omitempty"`
	Metadata          map[string]string              `json:"metadata,omitempty"`
	Reply             json.RawMessage                `json:"reply,omitempty"`
	LLMUsage          map[string]llmnode.UsageTotals `json:"llm_usage,omitempty"`
}

// fcsStored says that the state's fcs member was written without its
// specification and requirements: the specification is the state's spec,
// and the requirements are the spec's with the FCS's clarifications
// applied as fcs.Build applies them, but for those listed here.
type fcsStored struct {
	Requirements []requirementChange `json:"requirements"`
}

// requirementChange is an FCS requirement that differs from the spec's
// requirement at Index with the clarifications applied: its text and the
// questions applied to it. Every other field is the spec requirement's.
type requirementChange struct {
	Index          int      `json:"index"`
	Text           string   `json:"text"`
	Clarifications []string `json:"clarifications,omitempty"`
}

// JSONValue returns the value whose JSON is the state's (what MarshalJSON
// writes), for encoders that write a large value piece by piece, as the
// engine does with checkpointed states.
func (s State) JSONValue() any { return s.form() }

// MarshalJSON writes the state's JSON form: see "The state's JSON" in the
// package documentation.
func (s State) MarshalJSON() ([]byte, error) { return json.Marshal(s.form()) }

// UnmarshalJSON reads the state's JSON form, strictly (as
// checkpoint.DecodeState does: a member State does not have fails with a
// *checkpoint.DecodeError wrapping checkpoint.ErrUnknownField), and gives
// the FCS back its specification and requirements when they were left out
// (see "The state's JSON" in the package documentation). A state whose
// fcs_stored does not fit its spec fails with an error wrapping
// ErrStateFormat.
func (s *State) UnmarshalJSON(data []byte) error {
	var j stateJSON
	if err := checkpoint.DecodeState(data, &j); err != nil {
		return err
	}
	if j.FCSStored != nil {
		f, err := restoreFCS(j.Spec, j.FCS, j.FCSStored)
		if err != nil {
			return err
		}
		j.FCS = f
	}
	*s = State{
		Spec: j.Spec, Interactive: j.Interactive, UseDefaults: j.UseDefaults, Ambiguities: j.Ambiguities,
		AmbiguityCount: j.AmbiguityCount, HasAmbiguities: j.HasAmbiguities, Assessment: j.Assessment,
		Questions: j.Questions, QuestionCount: j.QuestionCount, Assumptions: j.Assumptions, Answers: j.Answers,
		FCS: j.FCS, FCSComplete: j.FCSComplete, WorkflowCompleted: j.WorkflowCompleted, Round: j.Round,
		ParentRunID: j.ParentRunID, Earlier: j.Earlier, AskAgain: j.AskAgain, AskedAgain: j.AskedAgain, Metadata: j.Metadata, Reply: j.Reply, LLMUsage: j.LLMUsage,
	}
	return nil
}

// form returns the JSON form of s.
func (s State) form() stateJSON {
	j := stateJSON{
		Spec: s.Spec, Interactive: s.Interactive, UseDefaults: s.UseDefaults, Ambiguities: s.Ambiguities,
		AmbiguityCount: s.AmbiguityCount, HasAmbiguities: s.HasAmbiguities, Assessment: s.Assessment,
		Questions: s.Questions, QuestionCount: s.QuestionCount, Assumptions: s.Assumptions, Answers: s.Answers,
		FCS: s.FCS, FCSComplete: s.FCSComplete, WorkflowCompleted: s.WorkflowCompleted, Round: s.Round,
		ParentRunID: s.ParentRunID, Earlier: s.Earlier, AskAgain: s.AskAgain, AskedAgain: s.AskedAgain, Metadata: s.Metadata, Reply: s.Reply, LLMUsage: s.LLMUsage,
	}
	if s.FCS == nil || s.Spec == nil {
		return j
	}
	changes, ok := requirementChanges(s.Spec, s.FCS)
	if !ok {
		return j // an FCS not built on this spec: stored whole
	}
	f := *s.FCS
	f.Specification, f.Requirements = fcs.Specification{}, nil
	j.FCS, j.FCSStored = &f, &fcsStored{Requirements: changes}
	return j
}

// ErrStateFormat is the error, wrapped, of a state's JSON whose FCS is
// stored against its spec (fcs_stored) but does not fit it: no spec, no
// FCS, an FCS that holds its own specification or requirements, or a
// requirement change out of range or out of order.
var ErrStateFormat = errors.New("clarification: state's stored FCS does not fit its spec")

// RecordedFCS returns the FCS a state's or a node delta's JSON holds (a
// checkpoint record's State, or one of its Deltas), or nil when it holds
// none. It decodes only the members that make up the FCS (spec, fcs and
// fcs_stored), leniently, and gives the FCS back what the state's JSON
// left out (see "The state's JSON" in the package documentation). The
// FCS's hash is not checked: fcs.Verify it when that matters.
func RecordedFCS(raw json.RawMessage) (*fcs.FCS, error) {
	var h struct {
		Spec      *fcs.Specification `json:"spec"`
		FCS       *fcs.FCS           `json:"fcs"`
		FCSStored *fcsStored         `json:"fcs_stored"`
	}
	if err := json.Unmarshal(raw, &h); err != nil {
		return nil, err
	}
	if h.FCSStored == nil {
		return h.FCS, nil
	}
	return restoreFCS(h.Spec, h.FCS, h.FCSStored)
}

// restoreFCS gives f, stored against spec as stored says, its
// specification and requirements back.
func restoreFCS(spec *fcs.Specification, f *fcs.FCS, stored *fcsStored) (*fcs.FCS, error) {
	switch {
	case spec == nil || f == nil:
		return nil, fmt.Errorf("%w: fcs_stored without both spec and fcs", ErrStateFormat)
	case !zeroSpec(&f.Specification) || f.Requirements != nil:
		return nil, fmt.Errorf("%w: fcs_stored with an FCS that holds its own specification or requirements", ErrStateFormat)
	}
	applied, err := appliedTo(spec, f.Clarifications)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrStateFormat, err)
	}
	reqs := slices.Clone(spec.Requirements)
	for i, ks := range applied {
		if len(ks) == 0 {
			continue
		}
		r := &reqs[i]
		var text strings.Builder
		text.WriteString(r.Text)
		ids := slices.Clip(r.Clarifications)
		for _, k := range ks {
			text.WriteString(" ")
			text.WriteString(f.Clarifications[k].Statement)
			ids = append(ids, f.Clarifications[k].QuestionID)
		}
		r.Text, r.Clarifications = text.String(), ids
	}
	prev := -1
	for _, c := range stored.Requirements {
		if c.Index <= prev || c.Index >= len(reqs) {
			return nil, fmt.Errorf("%w: requirement change at index %d (after %d, of %d requirements)", ErrStateFormat, c.Index, prev, len(reqs))
		}
		prev = c.Index
		reqs[c.Index].Text, reqs[c.Index].Clarifications = c.Text, c.Clarifications
	}
	out := *f
	out.Specification = *spec
	out.Specification.Requirements = slices.Clone(spec.Requirements)
	out.Specification.Definitions = slices.Clone(spec.Definitions)
	out.Specification.Sections = slices.Clone(spec.Sections)
	out.Requirements = reqs
	return &out, nil
}

// appliedTo returns, by requirement index, the clarifications (indexes in
// cs) that apply to each requirement of spec, in the order fcs.Build
// applies them: clarification by clarification, each to the
// requirements it names. It fails when a clarification names a
// requirement spec does not have, or when spec's requirement IDs repeat.
// The list has one entry per requirement of spec, or none when cs is
// empty (a list, not a map: at the size limit a map of the 32,199
// requirements clarified took 9 MB while the state was encoded).
func appliedTo(spec *fcs.Specification, cs []fcs.Clarification) ([][]int, error) {
	if len(cs) == 0 {
		return nil, nil
	}
	index := make(map[string]int, len(spec.Requirements))
	for i, r := range spec.Requirements {
		if _, dup := index[r.ID]; dup {
			return nil, fmt.Errorf("requirement %s appears more than once in the spec", r.ID)
		}
		index[r.ID] = i
	}
	applied := make([][]int, len(spec.Requirements))
	for k, c := range cs {
		for _, id := range c.RequirementIDs {
			i, ok := index[id]
			if !ok {
				return nil, fmt.Errorf("clarification %s names requirement %s, not in the spec", c.QuestionID, id)
			}
			applied[i] = append(applied[i], k)
		}
	}
	return applied, nil
}

// zeroSpec reports whether s is the empty specification the state's JSON
// holds in place of a stored FCS's.
func zeroSpec(s *fcs.Specification) bool {
	return s.Title == "" && s.Format == "" && s.Content == "" && s.Requirements == nil && s.Definitions == nil && s.Sections == nil
}

// requirementChanges reports whether f was built on spec — its
// specification is spec, and its requirements are spec's but for their
// text and the clarifications applied — and returns the requirements that
// differ from spec's with f's clarifications applied as fcs.Build applies
// them (none, for an FCS that Build made).
func requirementChanges(spec *fcs.Specification, f *fcs.FCS) ([]requirementChange, bool) {
	fs := &f.Specification
	if fs.Title != spec.Title || fs.Format != spec.Format || fs.Content != spec.Content ||
		!slices.Equal(fs.Definitions, spec.Definitions) || !slices.Equal(fs.Sections, spec.Sections) ||
		len(fs.Requirements) != len(spec.Requirements) || len(f.Requirements) != len(spec.Requirements) ||
		(fs.Requirements == nil) != (spec.Requirements == nil) || (f.Requirements == nil) != (spec.Requirements == nil) {
		return nil, false
	}
	applied, err := appliedTo(spec, f.Clarifications)
	if err != nil {
		return nil, false
	}
	changes := []requirementChange{}
	for i := range spec.Requirements {
		sr, fr := &spec.Requirements[i], &fs.Requirements[i]
		if !sameRequirement(sr, fr) || sr.Text != fr.Text || !slices.Equal(sr.Clarifications, fr.Clarifications) {
			return nil, false
		}
		r := &f.Requirements[i]
		if !sameRequirement(sr, r) {
			return nil, false
		}
		var ks []int
		if applied != nil {
			ks = applied[i]
		}
		if !derived(r, sr, f.Clarifications, ks) {
			changes = append(changes, requirementChange{Index: i, Text: r.Text, Clarifications: r.Clarifications})
		}
	}
	return changes, true
}

// derived reports whether r is base with the clarifications ks of cs
// applied: its text followed by a space and each one's statement, its
// clarifications followed by their question IDs.
func derived(r, base *fcs.Requirement, cs []fcs.Clarification, ks []int) bool {
	if len(r.Clarifications) != len(base.Clarifications)+len(ks) ||
		!slices.Equal(r.Clarifications[:len(base.Clarifications)], base.Clarifications) {
		return false
	}
	rest, ok := strings.CutPrefix(r.Text, base.Text)
	if !ok {
		return false
	}
	for j, k := range ks {
		if r.Clarifications[len(base.Clarifications)+j] != cs[k].QuestionID {
			return false
		}
		if rest, ok = strings.CutPrefix(rest, " "); !ok {
			return false
		}
		if rest, ok = strings.CutPrefix(rest, cs[k].Statement); !ok {
			return false
		}
	}
	return rest == ""
}

// sameRequirement reports whether a and b are equal but for their text
// and clarifications (nil and empty lists and maps are equal: their JSON
// is).
func sameRequirement(a, b *fcs.Requirement) bool {
	return a.ID == b.ID && a.Section == b.Section && a.Offset == b.Offset && a.Line == b.Line &&
		a.Column == b.Column && a.Kind == b.Kind && a.Parent == b.Parent &&
		slices.Equal(a.SectionPath, b.SectionPath) && maps.Equal(a.Attributes, b.Attributes)
}
