package fcs

import (
	"bytes"
	_ "embed"
)

//go:embed schemas/ambiguities.schema.json
var ambiguityListSchema []byte

//go:embed schemas/questions.schema.json
var questionListSchema []byte

//go:embed schemas/requirements.schema.json
var requirementListSchema []byte

// AmbiguityListSchema returns a JSON Schema (draft 2020-12) for an LLM
// analyzer's reply: {"ambiguities": [{type, location, excerpt, description,
// severity}]}. Every property is required and no other is allowed, as
// strict structured-output modes demand. The result is a fresh copy.
func AmbiguityListSchema() []byte { return bytes.Clone(ambiguityListSchema) }

// QuestionListSchema returns a JSON Schema (draft 2020-12) for an LLM's
// questions: {"questions": [{ambiguity_ids, requirement_ids, topic,
// context, question, options (2–4 of label, description, implications),
// kind, complexity, recommended, confidence (integer 0–100)}]}. An
// option's Defers is not asked of a model: it is the catalogues' data
// (a model's option decides, or its answer is custom text). The result
// is a fresh copy.
func QuestionListSchema() []byte { return bytes.Clone(questionListSchema) }

// RequirementListSchema returns a JSON Schema (draft 2020-12) for what the
// specification reader read from a document, as clarify parse prints it:
// {"requirements": [{id, kind, line, column, section, text, parent,
// attributes}], "definitions": [{term, meaning, line}]}. The result is a
// fresh copy.
func RequirementListSchema() []byte { return bytes.Clone(requirementListSchema) }
