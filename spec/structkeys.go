package spec

import (
	"strings"
	"unicode"

	"github.com/clarigraph/clarigraph/fcs"
	"gopkg.in/yaml.v3"
)

// This file is the vocabulary of YAML and JSON layouts: what a key holds
// (structuredKeys, guessKey), how keys are compared (normKey), which
// fields of an entry are its ID, its text, its criteria and the parts of
// a story, and which keys name a kind of requirement.

// keyRole is what a top-level key holds.
type keyRole uint8

// structuredKeys maps top-level keys (lower case, "-" and " " as "_") to
// what they hold.
var structuredKeys = map[string]keyRole{
	"title": keyTitle, "name": keyTitle, "project": keyTitle, "feature": keyTitle, "product": keyTitle,
	"product_name": keyTitle, "project_name": keyTitle, "app": keyTitle, "application": keyTitle,
	"requirements": keyReqs, "functional_requirements": keyReqs, "functional": keyReqs, "features": keyReqs,
	"capabilities": keyReqs, "reqs": keyReqs, "system_requirements": keyReqs, "business_rules": keyReqs,
	"nonfunctional_requirements": keyNFR, "non_functional_requirements": keyNFR, "nfrs": keyNFR, "nfr": keyNFR,
	"quality": keyNFR, "quality_attributes": keyNFR, "quality_requirements": keyNFR, "performance": keyNFR,
	"security": keyNFR, "nonfunctional": keyNFR, "non_functional": keyNFR,
	"constraints": keyConstraints, "assumptions": keyConstraints, "dependencies": keyConstraints,
	"technical_constraints": keyConstraints, "build_config": keyConstraints, "environment": keyConstraints,
	"platform": keyConstraints, "tech_stack": keyConstraints, "technology": keyConstraints,
	"scenarios": keyScenarios, "user_stories": keyStories, "stories": keyStories, "use_cases": keyScenarios,
	"user_scenarios": keyScenarios, "epics": keyStories, "features_list": keyReqs, "functional_reqs": keyReqs,
	"success_criteria": keyAcceptance, "acceptance_criteria": keyAcceptance, "acceptance": keyAcceptance,
	"api": keyAPI, "apis": keyAPI, "api_contracts": keyAPI, "endpoints": keyAPI, "interfaces": keyAPI,
	"contracts": keyAPI,
	"entities":  keyDefinitions, "glossary": keyDefinitions, "definitions": keyDefinitions, "terms": keyDefinitions,
	"key_entities": keyDefinitions, "data_model": keyDefinitions,
	"sections": keySections, "architecture": keyArchitecture, "edge_cases": keyEdgeCases,
	"metadata": keyIgnore, "description": keyIgnore, "version": keyIgnore, "summary": keyIgnore,
	"overview": keyIgnore, "author": keyIgnore, "tags": keyIgnore, "status": keyIgnore,
}

// normKey lower-cases a key, writes "-", "." and " " as "_" and splits
// camelCase words with "_": "userStories" and "user-stories" are
// "user_stories", "acceptanceCriteria" is "acceptance_criteria".
func normKey(k string) string {
	k = strings.TrimSpace(k)
	var b strings.Builder
	b.Grow(len(k) + 4)
	prev := rune(0)
	for _, r := range k {
		switch {
		case r == '-' || r == ' ' || r == '.':
			b.WriteByte('_')
		case unicode.IsUpper(r):
			if unicode.IsLower(prev) || unicode.IsDigit(prev) {
				b.WriteByte('_')
			}
			b.WriteRune(unicode.ToLower(r))
		default:
			b.WriteRune(r)
		}
		prev = r
	}
	return b.String()
}

// guessKey says what an unknown key holds by its value: a list of
// entries with text (an ID-like and a text-like field, or sentences) is
// requirements, a list of strings under a criteria-like name is criteria
// (see mapping), and a mapping that holds known keys or such lists wraps
// a layout.
func guessKey(v *yaml.Node) keyRole {
	switch v.Kind {
	case yaml.SequenceNode:
		if entryList(v) {
			return keyReqs
		}
	case yaml.MappingNode:
		for i := 0; i+1 < len(v.Content); i += 2 {
			k, val := deref(v.Content[i]), deref(v.Content[i+1])
			if k == nil || val == nil {
				continue
			}
			if kr, ok := structuredKeys[normKey(k.Value)]; ok && kr != keyIgnore && kr != keyTitle {
				return keyWrap
			}
			if val.Kind == yaml.SequenceNode && entryList(val) {
				return keyWrap
			}
		}
	}
	return keyIgnore
}

// entryList reports whether a list holds requirement entries: at least
// half of its items are sentences or mappings with a text-like field.
func entryList(v *yaml.Node) bool {
	with := 0
	for _, it := range v.Content {
		d := deref(it)
		switch {
		case d == nil:
		case d.Kind == yaml.ScalarNode && verbsOf(d.Value).finite:
			with++
		case d.Kind == yaml.MappingNode && textField(d) != nil:
			with++
		}
	}
	return with > 0 && with*2 >= len(v.Content)
}

// kindOfKey is the kind of the requirements under a key.
func kindOfKey(kr keyRole) fcs.RequirementKind {
	switch kr {
	case keyNFR:
		return fcs.KindNonFunctional
	case keyConstraints:
		return fcs.KindConstraint
	case keyScenarios, keyEdgeCases:
		return fcs.KindScenario
	case keyAcceptance:
		return fcs.KindAcceptanceCriterion
	}
	return fcs.KindFunctional
}

// The vocabulary of entries: idFields and textFields name an entry's ID
// and text, in order of preference, whatever the layout (snake_case,
// camelCase and kebab-case keys are the same, see normKey).
var (
	idFields = []string{
		"id", "key", "ref", "req_id", "requirement_id", "story_id", "feature_id", "use_case_id", "uc_id",
		"criterion_id", "scenario_id", "code", "number", "identifier", "uid", "ref_id",
	}
	textFields = []string{
		"text", "description", "statement", "requirement", "requirement_text", "criterion", "story",
		"user_story", "behavior", "behaviour", "desc", "summary", "title", "name", "details",
	}
	// weakTextFields name an entry rather than state it: an entry whose
	// text is one of them and that holds entries of its own (an epic and
	// its stories) only groups them.
	weakTextFields = map[string]bool{"title": true, "name": true, "summary": true}
	// measureFields qualify a criterion; they join its text.
	measureFields = map[string]bool{"measurable": true, "metric": true, "target": true, "threshold": true, "measure": true}
)

// criteriaKey reports whether an entry's key holds its acceptance
// criteria: "acceptance_criteria", "acceptanceCriteria", "criteria",
// "success_criteria", "scenarios", "tests", "test_cases", "checks",
// "definition_of_done" …
func criteriaKey(k string) bool {
	switch k {
	case "acceptance_criteria", "acceptance", "criteria", "success_criteria", "acceptance_tests", "tests",
		"test_cases", "test_scenarios", "scenarios", "acceptance_scenarios", "checks", "verification",
		"validation", "definition_of_done", "conditions_of_satisfaction", "done_when", "examples_of_done":
		return true
	}
	return strings.HasSuffix(k, "_criteria") || strings.HasSuffix(k, "_criterion")
}

// field returns the value of the first of names in mapping m.
func field(m *yaml.Node, names []string) (string, *yaml.Node) {
	for _, name := range names {
		for i := 0; i+1 < len(m.Content); i += 2 {
			if normKey(m.Content[i].Value) == name {
				if v := deref(m.Content[i+1]); v != nil && v.Kind == yaml.ScalarNode && v.Tag != "!!null" {
					return name, v
				}
			}
		}
	}
	return "", nil
}

func textField(m *yaml.Node) *yaml.Node {
	_, v := field(m, textFields)
	return v
}

// storyParts name the parts of a story written as fields, with the words
// that open them in the story.
var storyParts = map[string]string{
	"as": "As a", "as_a": "As a", "as_an": "As an", "role": "As a", "persona": "As a",
	"i_want": "I want", "want": "I want", "i_want_to": "I want to", "goal": "I want",
	"so_that": "so that", "benefit": "so that", "reason": "so that",
}

// storyOf composes the story of an entry written as fields ("as:
// shopper", "iWant: …", "soThat: …"): "As a shopper, I want …, so that
// …"; "" unless it has a role and a want.
func storyOf(m *yaml.Node) string {
	var role, want, why string
	for i := 0; i+1 < len(m.Content); i += 2 {
		k := normKey(m.Content[i].Value)
		v := deref(m.Content[i+1])
		if v == nil || v.Kind != yaml.ScalarNode || storyParts[k] == "" {
			continue
		}
		t := strings.TrimSpace(v.Value)
		switch storyParts[k] {
		case "As a", "As an":
			role = t
		case "I want", "I want to":
			want = t
		case "so that":
			why = t
		}
	}
	if role == "" || want == "" {
		return ""
	}
	if !hasPrefixFold(role, "as ") {
		role = "As a " + role
	}
	if !hasPrefixFold(want, "i ") {
		want = "I want " + want
	}
	out := role + ", " + want
	if why != "" {
		if !hasPrefixFold(why, "so ") {
			why = "so that " + why
		}
		out += ", " + why
	}
	return out
}

// kindWord says what a key that names a kind of requirement holds:
// "functional", "non_functional", "constraints" under a requirements
// key.
func kindWord(k string) keyRole {
	switch {
	case strings.Contains(k, "non_functional") || strings.Contains(k, "nonfunctional") || k == "nfr" || k == "nfrs" || k == "quality":
		return keyNFR
	case k == "functional" || strings.HasPrefix(k, "functional_"):
		return keyReqs
	case strings.HasPrefix(k, "constraint") || strings.HasPrefix(k, "assumption"):
		return keyConstraints
	}
	return keyIgnore
}

// holdsRequirements reports whether a key names requirements of a kind
// (requirements, constraints, nfrs, stories …).
func holdsRequirements(k string) bool {
	switch structuredKeys[k] {
	case keyReqs, keyNFR, keyConstraints, keyStories, keyScenarios:
		return true
	}
	return false
}

// hasMappings reports whether a list holds a mapping.
func hasMappings(v *yaml.Node) bool {
	for _, it := range v.Content {
		if d := deref(it); d != nil && d.Kind == yaml.MappingNode {
			return true
		}
	}
	return false
}
