package rules

import (
	"errors"
	"fmt"
)

// Sentinel errors callers can branch on with errors.Is.
var (
	// ErrInvalidRule reports a rule table entry that cannot be used.
	ErrInvalidRule = errors.New("rules: invalid rule")
	// ErrNilSpec reports a nil specification.
	ErrNilSpec = errors.New("rules: nil specification")
	// ErrBadOffset reports a requirement whose text is not found at its
	// offset in the specification content.
	ErrBadOffset = errors.New("rules: requirement text not at its offset")
)

// RuleError describes an invalid rule; it unwraps to ErrInvalidRule.
type RuleError struct {
	Rule   string
	Reason string
}

func (e *RuleError) Error() string {
	return fmt.Sprintf("rules: invalid rule %q: %s", e.Rule, e.Reason)
}

// Unwrap returns ErrInvalidRule.
func (e *RuleError) Unwrap() error { return ErrInvalidRule }

// OffsetError names a requirement whose Offset does not locate its Text in
// the specification content; it unwraps to ErrBadOffset.
type OffsetError struct {
	RequirementID string
	Offset        int
}

func (e *OffsetError) Error() string {
	return fmt.Sprintf("rules: requirement %s: text not found at offset %d", e.RequirementID, e.Offset)
}

// Unwrap returns ErrBadOffset.
func (e *OffsetError) Unwrap() error { return ErrBadOffset }
