package spec

import "strings"

// This file tells the sentences in which the document speaks of itself:
// what it, or one of its parts, holds ("This module defines the
// functional requirements for the checkout.", "This Software
// Requirements Specification serves as the baseline for release 2."),
// and what it goes on to say of itself with a pronoun ("This document
// specifies the requirements for the kiosk. It defines what the kiosk
// must do for a rider."). Such a sentence names requirements, or the
// document's use, without stating any; a modal verb in what it names
// ("what the kiosk must do") obliges nobody, but one that is the
// sentence's own verb after what a part is for ("This module serves as
// the only path to the terminal and must log every payment") obliges as
// in any sentence.

var (
	// ownRequirementsRe matches a sentence whose subject is the document
	// or one of its parts ("This document", "This module", "The following
	// table", "This Software Requirements Specification (SRS)") and whose
	// verb says what it holds, its object requirements ("… specifies the
	// functional requirements for …"), or what the document is for ("…
	// serves as the baseline …", "… is intended for …").
	ownRequirementsRe = mustGuard(`^(?:this|the\s+following|the\s+present)\s+(?:[\w-]+\s+){0,3}?(?:document|srs|specification|prd|section|chapter|module|table|appendix)(?:\s+\([\w\s]+\))?\s+` +
		`(?:(?:defines?|covers?|details?|describes?|lists?|specif(?:y|ies)|contains?|outlines?|captures?|documents?|presents?)\s+(?:all\s+|the\s+)?(?:[\w-]+\s+){0,4}requirements\b` +
		`|serves\s+as\b|is\s+intended\s+(?:to|for)\b)`)
	// documentSubjectRe matches a sentence whose subject is the document
	// as a whole: "This document …", "This SRS …", "The present
	// specification …", "This Software Requirements Specification (SRS) …".
	documentSubjectRe = mustGuard(`^(?:this|the\s+present)\s+(?:(?:software\s+)?requirements?\s+)?(?:document|srs|specification|prd)\b`)
)

// namesOwnRequirements reports whether a sentence, in lower case, says what
// the document or one of its parts holds or is for (ownRequirementsRe).
func namesOwnRequirements(low string) bool {
	if !strings.HasPrefix(low, "th") || !strings.Contains(low, "requirements") && !strings.Contains(low, " serves ") && !strings.Contains(low, " intended ") {
		return false
	}
	m := ownRequirementsRe.FindStringIndex(low)
	if m == nil {
		return false
	}
	if !strings.HasSuffix(low[:m[1]], "requirements") && obligesAfter(low[m[1]:]) {
		// "This module serves as the only path to the terminal and must
		// log every payment": what the part is for, then what it must do
		return false
	}
	return true
}

// obligesAfter reports whether the rest of a sentence after what the
// document or a part of it is for has a modal verb of the sentence's own
// clause ("… and must log every payment", "… and shall be signed"), not
// of a clause of what it names ("… the baseline that each release must
// meet", "… the developers who will build it").
func obligesAfter(rest string) bool {
	for w := range strings.FieldsSeq(rest) {
		w = strings.Trim(w, ",;:()\"'")
		if clauseWords[w] {
			return false
		}
		if modals[w] {
			return true
		}
	}
	return false
}

// clauseWords open a clause inside a sentence: a modal verb after one is
// that clause's.
var clauseWords = map[string]bool{
	"that": true, "which": true, "what": true, "who": true, "whom": true, "whose": true,
	"where": true, "when": true, "how": true, "if": true, "whether": true, "why": true,
	"because": true, "so": true, "unless": true, "until": true, "while": true,
}

// documentIsSubject reports whether a sentence's subject is the document as
// a whole (documentSubjectRe): a pronoun in the sentence after it refers
// to the document (goesOnAboutDocument).
func documentIsSubject(s string) bool {
	t := strings.TrimLeft(strings.TrimSpace(s), "*_> \t")
	if len(t) < 4 || !strings.EqualFold(t[:2], "th") {
		return false
	}
	return documentSubjectRe.MatchString(strings.ToLower(normSpace(t)))
}

// goesOnAboutDocument reports whether a sentence right after one whose
// subject is the document goes on speaking of it: it opens with "It"
// and a verb that is no modal ("It defines what the kiosk must do.", "It
// is the reference for …"; not "It shall be kept current.", which asks
// something of the document's keepers).
func goesOnAboutDocument(s string) bool {
	ws := strings.Fields(strings.TrimSpace(s))
	if len(ws) < 3 || ws[0] != "It" {
		return false
	}
	next := strings.ToLower(strings.Trim(ws[1], ",;:"))
	if next == "also" {
		next = strings.ToLower(strings.Trim(ws[2], ",;:"))
	}
	return !modals[next]
}
