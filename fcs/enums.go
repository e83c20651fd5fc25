package fcs

// AmbiguityTypes returns every ambiguity type, in documentation order.
func AmbiguityTypes() []AmbiguityType {
	return []AmbiguityType{MissingConstraint, ConflictingRequirements, UnclearSpecification, AmbiguousTerminology, UnderspecifiedFeature}
}

// Severities returns every severity, most severe first.
func Severities() []Severity { return []Severity{Critical, Important, Minor} }

// QuestionKinds returns every question kind.
func QuestionKinds() []QuestionKind { return []QuestionKind{Single, Multiple, FreeText} }

// Complexities returns every complexity, lowest first.
func Complexities() []Complexity { return []Complexity{Low, Medium, High} }

// RequirementKinds returns every requirement kind, in documentation order.
func RequirementKinds() []RequirementKind {
	return []RequirementKind{KindFunctional, KindNonFunctional, KindConstraint, KindAcceptanceCriterion, KindScenario, KindUseCaseField}
}

// Valid reports whether k is a documented requirement kind.
func (k RequirementKind) Valid() bool { return contains(RequirementKinds(), k) }

// Valid reports whether t is a documented ambiguity type.
func (t AmbiguityType) Valid() bool { return contains(AmbiguityTypes(), t) }

// Valid reports whether s is a documented severity.
func (s Severity) Valid() bool { return contains(Severities(), s) }

// Valid reports whether k is a documented question kind.
func (k QuestionKind) Valid() bool { return contains(QuestionKinds(), k) }

// Valid reports whether c is a documented complexity.
func (c Complexity) Valid() bool { return contains(Complexities(), c) }

func contains[T comparable](list []T, v T) bool {
	for _, x := range list {
		if x == v {
			return true
		}
	}
	return false
}
