package fcs

import "strings"

// sampleSpec is a small specification shared by the tests.
func sampleSpec() Specification {
	content := "# Upload service\n\n## Requirements\n\n- FR-1: Users shall upload files quickly.\n- FR-2: Uploads shall be limited to 10 MB & scanned <always>.\n\n## Architecture\n\nA Go service behind a load balancer.\n\n### Storage\n\nObjects go to S3.\n\n## Constraints\n\nRuns on Linux.\n"
	at := func(s string) int { return strings.Index(content, s) }
	body := func(from, to string) string {
		end := len(content)
		if to != "" {
			end = at(to)
		}
		return strings.TrimSpace(content[at(from):end])
	}
	fr1 := "Users shall upload files quickly."
	fr2 := "Uploads shall be limited to 10 MB & scanned <always>."
	return Specification{
		Title:   "Upload service",
		Format:  FormatMarkdown,
		Content: content,
		Requirements: []Requirement{
			{ID: "FR-1", Text: fr1, Section: "Requirements", Offset: at(fr1)},
			{ID: "FR-2", Text: fr2, Section: "Requirements", Offset: at(fr2)},
		},
		Sections: []Section{
			{Title: "Upload service", Level: 1, Body: body("## Requirements", ""), Offset: at("## Requirements")},
			{Title: "Requirements", Level: 2, Body: body("- FR-1", "## Architecture"), Offset: at("- FR-1")},
			{Title: "Architecture", Level: 2, Body: body("A Go", "## Constraints"), Offset: at("A Go")},
			{Title: "Storage", Level: 3, Body: body("Objects", "## Constraints"), Offset: at("Objects")},
			{Title: "Constraints", Level: 2, Body: "Runs on Linux.", Offset: at("Runs on")},
		},
	}
}

func sampleAmbiguities() []Ambiguity {
	return []Ambiguity{
		{ID: AmbiguityID("FR-1", UnclearSpecification, "quickly", 0), Type: UnclearSpecification, Location: "FR-1", Excerpt: "quickly", Offset: strings.Index(sampleSpec().Content, "quickly"), Description: "vague term without a measurable bound", Severity: Important, Rule: "vague_term"},
		{ID: AmbiguityID("FR-2", AmbiguousTerminology, "scanned", 0), Type: AmbiguousTerminology, Location: "FR-2", Excerpt: "scanned", Offset: strings.Index(sampleSpec().Content, "scanned"), Description: "scanned for what?", Severity: Minor},
		{ID: AmbiguityID("FR-2", MissingConstraint, "10 MB", 0), Type: MissingConstraint, Location: "FR-2", Excerpt: "10 MB", Offset: strings.Index(sampleSpec().Content, "10 MB"), Description: "per file or per upload?", Severity: Critical},
	}
}

func sampleQuestions() []Question {
	amb := sampleAmbiguities()
	return []Question{
		{
			ID: QuestionID([]string{amb[0].ID}), AmbiguityIDs: []string{amb[0].ID}, RequirementIDs: []string{"FR-1"},
			Topic: "Performance", Context: "FR-1 says quickly.", Question: "How fast must an upload of 1 MB complete?",
			Options: []Option{
				{Label: "Within 1 s", Description: "p95 under 1 second", Implications: "needs a CDN"},
				{Label: "Within 5 s", Description: "p95 under 5 seconds", Implications: "fine on one server"},
			},
			Kind: Single, Complexity: Low, Recommended: "Within 5 s", Confidence: 70,
		},
		{
			ID: QuestionID([]string{amb[1].ID}), AmbiguityIDs: []string{amb[1].ID},
			Topic: "Security", Context: "FR-2 says scanned.", Question: "What must uploads be scanned for?",
			Options: []Option{
				{Label: "Malware", Description: "antivirus scan", Implications: "adds latency"},
				{Label: "PII", Description: "personal data detection", Implications: "needs a classifier"},
				{Label: "Nothing", Description: "drop the scan", Implications: "simpler"},
			},
			Kind: Multiple, Complexity: Medium, Recommended: "Malware", Confidence: 85,
		},
		{
			ID: QuestionID([]string{amb[2].ID}), AmbiguityIDs: []string{amb[2].ID}, RequirementIDs: []string{"FR-2"},
			Topic: "Limits", Context: "FR-2 says 10 MB.", Question: "Does the 10 MB limit apply per file or per upload?",
			Options: []Option{
				{Label: "Per file", Description: "each file at most 10 MB", Implications: "batches may be large"},
				{Label: "Per upload", Description: "all files together at most 10 MB", Implications: "small batches"},
			},
			Kind: Single, Complexity: High, Recommended: "Per file", Confidence: 60,
		},
	}
}
