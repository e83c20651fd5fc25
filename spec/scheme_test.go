package spec

import (
	"strings"
	"testing"
)

func TestSchemeLabel(t *testing.T) {
	for _, tc := range []struct {
		line, want string
		heading    bool
	}{
		{"- **F.R. 1.1**: The system shall", "F.R. 1.1", false},
		{"*   **F.R. 12.3**: x", "F.R. 12.3", false},
		{"- **PET_FR001 (Must)** Create", "PET_FR001", false},
		{"- **FR-SALE-2 (Harvest):**", "FR-SALE-2", false},
		{"### TICKET-101 — Create a ticket", "TICKET-101", true},
		{"| A01 Broken access control | x |", "A01", false},
		{"> - [ ] `BR7`: y", "BR7", false},
		{"- **US 1.01** As a user", "US 1.01", false},
		{"Step 1: click", "", false},          // a word and a number, not capitals
		{"- 3.1.1 Screens", "", false},        // no letter: the section numbers' own reader
		{"- FR-1/x: a", "", false},            // a path, not a label
		{"- F.R. x", "", false},               // no digit
		{"#FR-1 a", "", false},                // not a heading
		{"- **FR-1.**: a", "FR-1", false},     // the period closes the label
		{"- **F.R. 1.**: a", "F.R. 1", false}, // as for "FR-1."
	} {
		got, _, level := schemeLabel(tc.line)
		if h := level > 0; got != tc.want || got != "" && h != tc.heading {
			t.Errorf("schemeLabel(%q) = %q (heading level %d), want %q (heading %v)", tc.line, got, level, tc.want, tc.heading)
		}
	}
}

func TestLabelShape(t *testing.T) {
	for in, want := range map[string]string{"F.R. 1.1": "A.A. 9.9", "PET_FR001": "A_A9", "arch01": "a9", "TICKET-101": "A-9", "US 1.01": "A 9.9"} {
		if got := labelShape(in); got != want {
			t.Errorf("labelShape(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestOwnSchemeIDs: a document's own ID scheme, learned from the labels
// that open several of its lines in sequence, names the requirements it
// opens or heads; a label of no scheme, a standard, a version or a word
// numbered does not.
func TestOwnSchemeIDs(t *testing.T) {
	for _, tc := range []struct {
		name, doc string
		want      []string // IDs in order
	}{
		{"dotted letters and a spaced number", "# S\n## Accounts\n* **F.R. 1.1**: The system shall register users.\n* **F.R. 1.2**: The system shall validate emails.\n## Admin\n* **F.R. 2.1**: The system shall list users.\n",
			[]string{"F.R. 1.1", "F.R. 1.2", "F.R. 2.1"}},
		{"used again under another heading: the document's ID, disambiguated", "# S\n## A\n- **F.R. 1.1**: The system shall a.\n- **F.R. 1.2**: The system shall b.\n## B\n- **F.R. 1.1**: The system shall c.\n",
			[]string{"F.R. 1.1", "F.R. 1.2", "F.R. 1.1#2"}},
		{"a table row's first cell", "# Security\n| Risk | Here | What we do |\n|---|---|---|\n| A01 Broken access | x | Every rule is checked on the server. |\n| A02 Crypto failures | y | Files must be private. |\n| A03 Injection | z | Every input must be validated. |\n",
			[]string{"A01", "A02", "A03"}},
		{"a heading in the scheme names the requirement right under it", "# Stories\n### TKT-101 — Create\nAs a customer, I want to create a ticket, so that I get help.\n### TKT-102 — View\nAs a customer, I want to view my tickets, so that I follow them.\n### TKT-103 — Close\nAs an agent, I want to close a ticket, so that the queue stays short.\n",
			[]string{"TKT-101", "TKT-102", "TKT-103"}},
		{"two lines are not a scheme", "# S\n- **F.R. 1.1**: The system shall a.\n- **F.R. 1.2**: The system shall b.\n",
			[]string{"R-001", "R-002"}},
		{"no sequence, no scheme", "# Formats\n- **ogg3** The player shall play it.\n- **mp4** The player shall play it.\n- **webm2** The player shall play it.\n",
			[]string{"R-001", "R-002", "R-003"}},
		{"standards and words numbered are not IDs", "# S\n- ISO-9001 The plant shall follow it.\n- ISO-9002 The plant shall follow it.\n- ISO-9003 The plant shall follow it.\n- Step1 The user shall log in.\n- Step2 The user shall pick.\n- Step3 The user shall pay.\n",
			[]string{"R-001", "R-002", "R-003", "R-004", "R-005", "R-006"}},
		{"a label of the scheme's shape once, with other letters, is not of it", "# CS396 Course\nThe system shall import articles.\n- **QA7** The system shall a.\n- **QA8** The system shall b.\n- **QA9** The system shall c.\n",
			[]string{"R-001", "QA7", "QA8", "QA9"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got, _ := settledIDs(t, tc.doc); strings.Join(got, "|") != strings.Join(tc.want, "|") {
				t.Errorf("IDs %q, want %q", got, tc.want)
			}
		})
	}
}

// TestOwnSchemeIDsOddInput: a label read whole however far into its line
// it stands, code in a fence that is not the document's headings, a
// heading without a label that ends the labelled one above it, numbers of
// more than six digits; no warning where the document repeats no ID.
func TestOwnSchemeIDsOddInput(t *testing.T) {
	for _, tc := range []struct {
		name, doc string
		want      []string // IDs in order
	}{
		{"a label past a long indent, not cut", "# S\n- **F.R. 1.1**: The system shall a.\n- **F.R. 1.2**: The system shall b.\n- **F.R. 1.3**: The system shall c.\n" + strings.Repeat(" ", 36) + "- **F.R. 1.10**: The system shall d.\n",
			[]string{"F.R. 1.1", "F.R. 1.2", "F.R. 1.3", "F.R. 1.10"}},
		{"a label past a long run of tabs, CRLF", "# S\r\n- **F.R. 1.1**: The system shall a.\r\n- **F.R. 1.2**: The system shall b.\r\n- **F.R. 1.3**: The system shall c.\r\n" + strings.Repeat("\t", 37) + "- **F.R. 1.10**: The system shall d.\r\n",
			[]string{"F.R. 1.1", "F.R. 1.2", "F.R. 1.3", "F.R. 1.10"}},
		{"comments in fenced code are not headings", "# Setup\nThe system shall run the migrations.\n\n```sh\n# TKT-101 add users\npsql -f 101.sql\n# TKT-102 add index\npsql -f 102.sql\n# TKT-103 add view\npsql -f 103.sql\n```\n\nThe system shall log each migration.\n",
			[]string{"R-001", "R-002"}},
		{"a heading above the labelled one's level ends it", "# Stories\n### TKT-101 — Create\nAs a customer, I want to create a ticket, so that I get help.\n### TKT-102 — View\nAs a customer, I want to view my tickets, so that I follow them.\n### TKT-103 (dropped)\n\n## Performance\nThe system shall respond within 2 seconds.\n",
			[]string{"TKT-101", "TKT-102", "R-001"}},
		{"a heading below the labelled one's level does not", "# Stories\n### TKT-101 — Create\n#### Story\nAs a customer, I want to create a ticket, so that I get help.\n### TKT-102 — View\n#### Story\nAs a customer, I want to view my tickets, so that I follow them.\n### TKT-103 — Close\n#### Story\nAs an agent, I want to close a ticket.\n",
			[]string{"TKT-101", "TKT-102", "TKT-103"}},
		{"numbers of seven digits", "# S\n- **ACME_0000001** The system shall a.\n- **ACME_0000002** The system shall b.\n- **ACME_0000003** The system shall c.\n",
			[]string{"ACME_0000001", "ACME_0000002", "ACME_0000003"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, warns := settledIDs(t, tc.doc)
			if strings.Join(got, "|") != strings.Join(tc.want, "|") {
				t.Errorf("IDs %q, want %q", got, tc.want)
			}
			if len(warns) > 0 {
				t.Errorf("warnings %q, want none", warns)
			}
		})
	}
}

// settledIDs reads doc as Markdown and gives its requirements' IDs in
// order and the warnings.
func settledIDs(t *testing.T, doc string) (ids, warns []string) {
	t.Helper()
	s, err := Parse("s.md", []byte(doc), WithWarnings(func(w Warning) { warns = append(warns, w.String()) }))
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range s.Requirements {
		ids = append(ids, r.ID)
	}
	return ids, warns
}
