// Package rules is the rule-based ambiguity analyzer.
package rules
