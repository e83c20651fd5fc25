package decisions

import (
	"github.com/clarigraph/clarigraph/fcs"
	"github.com/clarigraph/clarigraph/nodes/clarification/lang"
)

// text is a specification cut into words once, for every finder of the
// package: the tokens of its content and its units (the requirements,
// then the paragraphs outside them; see splitUnits).
type text struct {
	spec  *fcs.Specification
	all   []lang.Token
	units []unit
	reqs  int // the first reqs units are the requirements
	// content and reqsCopy are the specification as it was cut, to tell
	// whether it changed since.
	content  string
	reqsCopy []reqKey
}

func newText(spec *fcs.Specification) *text {
	all := lang.Tokenize(spec.Content)
	units := splitUnits(spec, all)
	n := 0
	for n < len(units) && units[n].req != "" {
		n++
	}
	return &text{spec: spec, all: all, units: units, reqs: n, content: spec.Content, reqsCopy: reqKeys(spec.Requirements)}
}

// requirementUnits returns the units of the requirements.
func (t *text) requirementUnits() []unit { return t.units[:t.reqs] }

// unitText is the text of a unit's tokens.
func (u unit) String() string {
	if len(u.toks) == 0 {
		return ""
	}
	return u.text[u.toks[0].Start():u.toks[len(u.toks)-1].End()]
}
