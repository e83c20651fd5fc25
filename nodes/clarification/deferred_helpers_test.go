package clarification_test

import "github.com/clarigraph/clarigraph/fcs"

// unanswered returns an FCS's open questions that no answer reached; the
// others carry an answer that decided nothing (fcs.Question.Deferred).
func unanswered(f *fcs.FCS) []fcs.Question {
	var out []fcs.Question
	for _, q := range f.OpenQuestions {
		if q.Deferred == nil {
			out = append(out, q)
		}
	}
	return out
}

// deferredRules returns the rules of the findings whose question an
// answer that decided nothing left open, among ambs.
func deferredRules(f *fcs.FCS, ambs []fcs.Ambiguity) map[string]bool {
	ids := map[string]bool{}
	for _, q := range f.OpenQuestions {
		if q.Deferred != nil {
			for _, id := range q.AmbiguityIDs {
				ids[id] = true
			}
		}
	}
	out := map[string]bool{}
	for _, a := range ambs {
		if ids[a.ID] {
			out[a.Rule] = true
		}
	}
	return out
}
