package main

import "github.com/clarigraph/clarigraph/spec/spectest"

// generateSpec returns a Markdown specification of n requirements, the
// same for the same n: the input of the workflow's own benchmark
// (nodes/clarification's BenchmarkWorkflow).
func generateSpec(n int) []byte { return spectest.Generate(n) }
