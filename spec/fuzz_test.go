package spec

import (
	"errors"
	"os"
	"path/filepath"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/fcs"
)

// One fuzz target per format: each parses what it is given as a file of
// that format and checks what every reading must hold.

func FuzzMarkdown(f *testing.F) {
	fuzzFormat(f, "spec.md", []string{"ids.md", "noids.md", "tables.md", "speckit.md"}, []string{
		"## R\n[FR-1]: a.\n[FR-2]: /b \"c\"\n[d]: e.md\n[FR-3]\n[FR-4](./f)\n", "## Actors\n- A1. **a**: b\n- A2. c: Can d\n| 1 | e |\n|---|---|\n| 2 | f |\n",
		"### FR-1: a\n#### Scenario 1\n1. b\n```\n┌─┐\n├──\n│ c │\n└──┘\n```\n| Field | Type | Notes |\n|---|---|---|\n| d | | - |\n",
		"- FR-1: a\n- FR-1: b\n", "### FR-1:\n", "- A-1 (b c) \u2013 d shall e\n- A-2 (f)\u2014g\n- X-1 () :\n- A-3 (h i j k l m n o p q r s t u v w x y z a b c d e f g h i j k l m n o p): q\n- A-4 (r: s\n### A-5 (t): u\n", "| FR-1 | x |\n", "Title\n===\n", "\uFEFF# T\n- a\n", "\\## 1. A\n- b\n\\#\\# c.\n\\#\n", "## Use Case: a\n**Preconditions:** b\n**C/D:** e\n**F**: \n**:** g\n**H:**\n",
		"## UC-1 a\n- Actors: b\n- Preconditions: c\n- Alternative process:\n  - A1) d\n  - E2. e\n", "## UC-2 a\n- **Actor**: b\n- **Alternative Flows**:\n  - 2a. c → d\n  - **3b.** e\n  - *a. f\n  - **4c\n  - 2b1.\n", "## UC-3 Lend a kayak\n- Actors: b\n- Preconditions: c.\n- Extensions:\n  - 2a. «c» fails: the app stops.\n  - **3b.** Ée is lost.\n", "#### Acceptance Criteria\nGiven ** \\\nWhen **\n| X | <Y 1> |\n2. x\n",
		"```\n- FR-1: a\n", "---\n---\n- a\n", "- **FR-1:**\n  x\n", "FR-1: a\n- b\n\n  c\n", "\t- a\n\t\t- b\n",
		"| a | b |\n|---|---|\n| 1.2 | x shall y |\n", "### User Story 1 - x\n\nAs a u, I want v.\n\n**Acceptance Scenarios**:\n\n1. **Given** a **When** b **Then** c\n",
		"**3.2.1** x shall y\n", "- **F.R. 1.1**: a shall b.\n- **F.R. 1.2**: c shall d.\n- **F.R. 2.1**: e\n### TK-7 \u2014 f\nAs a u, I want v.\n| A01 x | y shall z |\n| A02 | |\n- **F.R. 1.** g\n- **F.R.  \n", "- **F.R. 1.1**: a shall b.\n- **F.R. 1.2**: c\n- **F.R. 1.3**: d\n                                    - **F.R. 1.10**: e\n```sh\n# TKT-1 x\n# TKT-2 y\n```\n### TKT-3 (z)\n## P\nf shall g.\n- **ACME_0000001** h\n", "- **A_FR1 (Must)** x\n- **B-2 [high** y\n- **C_3 (Won't)**\n- **D4 (** z\n", "- **E-1** x  \n  **AC**: y\nCoS: z\n  AC\n- F\n**AC**:\n", "## UC-1: x\n\n| a | b |\n|---|---|\n| **Goal** | g |\n| **Main Flow** | 1. x<br>2. `y<br>3. [z<br>4. `\n", "### 3.1 a\n- **3.1.1 b**: c\n- **3.1.2** d\n- _3.1.3 e\n- **3.1.4\n**: f\n- x\n  - Priority: High\n", "> quoted\n\nThe app shall run.\n", "### As a u, v, we want w\nRules :\n- x\n### as an\n", "<!-- c\n-->\nThe app shall run.\n",
		"1. As a u, I want v.\n   * Given a, when b, I c.\n- As a u, I want w.\n  - Given x\n", "# UC 1 - a\n## b\n### Full\n#### Main Actor\nx\n#### Extensions\n*a. y\n> z\n\n2a. w\n**Extensions:**\n\n3a. v\n",
		"## US-1: a\n### Overview\n- **Primary Actor:** x\n- **Preconditions:** y\n### Main Success Scenario\n1. a\n2. b\n### Extensions\n- **2a.** c\n- **3b**. d\n- **4\n---\n",
		"## Use Case: a\n\n**Preconditions:**\n\n- x\n- y\n\n**Alternative Flows:**\n\n- **A1: b**\n  1. c\n  2. d\n- **e**\n  1. f\n### Alternative flows of events\n_**g**_ <br>\n2A1. h <br>\n_**i**_\n3B1. j\n",
		"### UC-1: x\n\n| Field | Detail |\n|---|---|\n| **Main Flow** | 1. a. 2. b. |\n",
		"| ID | Text | P |\n|---|---|---|\n| FR-1 | a b |\n| | c d | |\n| |  |\n| | e. |\n| FR-2 | f. | |\n| | g |\n",
		"### Extensions / Alternate Flows / x\n- **2a. **:\n- **3b. y\n\n- **Postconditions**:\n- **Postconditions**: z\n", "## 1. `UC-1`: x\n- **Primary Actor**: a\n### Main Success Scenario\n1. b\n## 2. **UC-\n## 3. `UC-3\n## 4 UC4\n",
		"USE CASE 1: A B C D E F G H I J K L\n\nGoal in Context X y.\n\nMAIN FLOW\n\nA b.\n\nC d:\n\nEXTENSIONS\n\nSUB\n\n**Use Case 2: e**\n\nTrigger:\tF\n",
		"# Use case narrative\n## Use Case Spec: UC-2 a (UC3.1)\n### Primary Actor\n**b**\n### Scenario\n1. c\n#### Alternate Flow 1a: d\n- **1a.1:** e\n- **1a.22** f\n- 1b. g:\n    - h\n  - i\n",
		"| Name | <div id=\"a\"> b <span> </div> |\n|---|---|\n| Actor | c |\n| Pre-condition | d |\n## e - use case\n### Actors\nf\n### Main Flow\n1. g\n",
		"## User Story 3 - a\n\n- As a u, I want v.\n    - **Acceptance Criteria:**\n        1. The w is x.\n        2. A y is z.\n    - **Status:** a\n",
		"## US-1\n- As a u, I want v:\n  - AC-1: w.\n   - AC-2: x.\n|a|\n  - \n- As\n\t* \n", "- a\n    -\n    1.\n    (b)  \n",
		"###2.1. a\n<table><tr><td>__USE CASE ID__</td><td>1</td></tr><tr><td>__ACTOR__</td><td>a</td></tr>\n<tr><td>__NORMAL FLOW__</td><td>\n<ol>\n<li>b</li>\n<li>c</li></ol></td></tr><tr><td>Exceptions</td><td><ul><li>d</li></ul></td></tr><tr><td>Notes</td><td>e</li></td></tr></table>\n",
		"### UC1: a\n**Actor:** b\n\n**Exception Flow A:**\n4.a c\n2b1. d\n4.a.1 e\n**Basic Flow B**:\n\n**Special Requirements:**\n1. f\n2. g\n",
		"### UC-1: d\n**Actor:** e\n\n**Preconditions:**\n\n- PRE-1. f\n- PRE-2 g\n**Business rules:**\n- RB-1 (h): i\n- RB-\n",
		"### UC-A-b-c: d\n**Actor:** e\n### UC-1 bis  j\n| Field | Value |\n|---|---|\n| **Goal** | k |\n### UC-2 ter\n### UC-A-: l\n",
		"| **Use Case #2** | x |\n|---|---|\n| Actors | a |\n| Flow of enents | 1\\. b |\n| | c |\n| | 2\\. d |\n| Postcondition | None |\n",
		"### Story 1.2: x\n\nAs a u,\nI want v.\n\n#### Acceptance Criteria\n1: a\n2: b\n", "- Future FR1: a\n- FR1: b\n", "1. As a u, I want v.\n\nAcceptance criteria: Given a, when b, then\nc.\n\nCoS:\n\n2. As a\nAC: x\n",
		"# [cite_start]T [cite: 1]\n- [cite_start]**FR-1:** a [cite: 2, 3-4]\n[cite_start][cite: 5]\n[cite_start]\n- b:contentReference[oaicite:1]{index=1} 【2†source】【3\n",
		"1. a b\n\nUser Story:\n\nAs a u, I want v.\n\nAcceptance Criteria:\n\nGiven w, then x.\n2. c\nUC-1: d\n3.\n\nAs a\n",
		"| ID | R | P |\n|---|---|---|\n| A-1 | x | M |\n\n- **M (Must)** - y\n- **S** - z\n", "**Search & View**\n\n- a\n",
		"1.  **a:**\n    *   **Story:** As a u, I want v.\n    *   **Acceptance Criteria:**\n        *   w\n- x\n  - Story: As\n  - Acceptance Criteria:\n",
		"## UC-1 a\n**Alternate Flows**\n*A1 — b:*\n- c\n_E2: d_:\n1. e\n*A3*\n**F1:**\n",
		"### ✅ Use Case 1: a\n- **Actor(s)**: b\n- **Pre(s)**: c\n- **Preconditions** d\n\n![e][f]\n[f]: g.png \"h\"\n[i]:\n",
		"### Use case 1 - a\n- *Pre-conditions*: b\n- *Post-conditions*: c\n- *Scenario 1*:\n\t1. d\n- *Scenario 2*:\n\t1. e\n### Scenario 3: f\n1. g\n### Scenario\n1. h\n",
		"| ID | R |\n|---|---|\n| REQ-1 | a |\n| REQ-2 | b |\n### REQ-1 — a\n**M** · R1 · x\n\nc d.\n### REQ-2 — b\n**S** · · \n## Use Case Narrative:\n- As a u, I want v.\n  - **A:**\n    - w x.\n  - **S:** y\n",
		"### Requirement 2\n\n**User Story:** As a u, I want v.\n", "- **GIVEN** a\n- **WHEN** b\n- **THEN** c\n",
		"**Acceptance Criteria:**\n- [ ] a\n\n**FR-2 T** — b\n", "## Epic 1: x\n\ny.\n", "*(a)*\n",
		"## ⚡ Guidelines\n### Section Requirements\n- [x] a\n", "<s>1. a:</s>\n~~b~~ (c)\n### ~~d~~\ne.\n",
		"must - This designates x.\nMUST: y\n", "Input: \"I want a.\"\n\n“b c d”\n", "* **Given** - a\n* **When -** b\n  * **Then:**\n  - c\n  [Note: d]\n",
		"| A | B | Requirement ID |\n|---|---|---|\n| U1 | x | FR1, FR2 |\n| U2 | y | FR6-10 |\n", "*Example of x:*\n- **FR-6**: y\n",
		"@startuml\na -> b\n@enduml\n┌─┐\n", "| ID | Title |\n|---|---|\n| T-1 | A b |\n\n- **T-1**: The app shall c.\n",
		"## 1 Scope\n**In Scope**\n- A b.\n- C d.\n", "x shall:\n\n### 1.1 y\nz.\n", "`a = b`\n", "- Should a?\n",
		"```gherkin\nScenario: a\n  Given b\n  Then c```\nd\n", "- **a:**\n*b shall c.\n*d\n*e *f*\n", "- **US\u2011A\u20111 — a**\n    As a u, I want v.\n  ```\n  Scenario: x\n    Given y\n    \"\"\"\n    Then z\n  ```\n",
		"### FR-1 a\n\n1. Description: b\n2. Criticality:\n3. Risks: c\n### FR-2 d\n", "#### 8.1 A\n\n1. Purpose: a\n2. Operations: b\n3. Constraints:\n",
		"### R-1: a\n- R-1.1: b\n- R-1: c\n", "| Component | Technology |\n|---|---|\n| a |\n| b | |\n", "| Metric | Target |\n|---|---|\n| a | b | c |\n",
		"### 1 Overview\na that:\n\n1. Bs c.\n2. Ds e\n3. F\n", "a:\n1. b\n2. c\n", "## Assumptions\n- Users a\n## Dependencies\n- b `c`\n",
		"## **Name:** a\n**Entry Condition:**\n- b\n**Event Flow:**\n- c\n  d\n-  \n**Exit Condition:**\n",
		"## Context\nWhen a, b.\nIf c, d. Once e, f.\n", "### Out of Scope Items\n- a\n## Security Requirements\n- b c\n- **d:**\n",
		"### 2.1 A\n- **Database**: b\n- **Frontend**:\n- **Backend**: c\n", "- Time: 1 sprint\n- Owner:\n", "### FR-2: Weekly Reports\n- a\n",
		"#### US 1.01 - a\n> As a u, I want v.\n>\n> Criteria:\n>\n> 1. b\n>> > FR-1: c\n>\n", "<table>\n<tr><th>ID</th><td>a\n<p>\nb</td></tr>\n<tr><td><b>X-1</b><td>c</tr>\n</table>\n<table><tr><td>",
		"### 1. A\n1. A\n\n---\nUse case name: \nA\n\n---\nInput:\nb c.\n\n---\nFlow of events:\n1. d\n2. \n  1. e\n    1. f\n1. 1. g\n\n---\nSpecial requirements:\nN/A\n\n---\nPostconditions:\nh.\n",
		"<table><thead><tr><th>ID</th><th>Text</th><th>User Story</th><th>Acceptance criteria</th></tr></thead><tbody>\n<td>X1</td><td>a</td></tr>\n<td>X2</td><td>b</td><td><ul><li>c</li></ul></td><td><ul><li>d<li>e</ul><ol></td>\n</table>",
		"- **A** (b) - the c\n- **D** (e) - a f\n  - **G** (h): an i\n- **J** - one k\n", "| ID | R |\n|---|---|\n| N/A | a |\n| X-1 | b |\n",
		"### US 1.1 - a\nAs a u, I want v.\n## M\n- US 1.1 (b)\n- US 1.1 – c\n", "- F1. **a**\n  - **Trigger:** b\n  - **Steps:**\n    1. c\n  - **Actors:**\n",
		"# User Stories\n1.As a u I want v, so w.\n\n**Acceptence Criteria:**\n* x\n\n2.As a y I want z.\n# B\n",
		"### User Story 1 - a\n\nb.\n\n**Independent Test**: A c can d, and e.\n", "### User Story 2 - a\n\n**Independent Test**: Can be tested by b, then verifying; it's c that <br>\n",
		"##a\n###B:##\n#c\n##\n", "## UC-1 a\n| F | V |\n|---|---|\n| **Actors** | b |\n| **Preconditions** | • c<br>•<br>- d<BR/>* |\n| **Exceptions** | - e<br> |\n",
		"## Use Case: a\n### Preconditions\n- b\n  - c\n- d\n### Postconditions\n\n* e\n* f\n", "| ID | S | Acceptance Criteria |\n|---|---|---|\n| A-1 | b | - c<br>1. d<br/><br>See e<br |\n| A-1 | f | <BR > |\n",
		"## 2. Overall Description\n### 2.2 Product Functions\n- a: B c d.\n- e\n", "## Use Case 1: a\n### Main Flow\n1. b:\n   - C d\n2. **e**\n   - F g\n",
		"## 7. Architecture\n### 7.1 Frontend\n* a (b)\n* c\n", "## 2.1 Perspective\nThe x operates as a **y.z (1.0)** application. It w.\n",
		"| **Preconditions** | PRE-1 A b.<br>PRE-2 C d. <br> |\n|---|---|\n| **Main Flow** | 1. E f.<BR />2. G h. |\n| | 2.1 I j. |\n| **Exceptions** | NaN |\n| | 5A1. k<br> |\n",
		"## UC-1: a\n| E | D |\n|---|---|\n| **Main Flow** | 1. b:<br> a. c<br>b) d<br>x. |\n| **Alternative Flow** | **A1: e**<br>1. f<br><br>**A2**<br>1. g<br>**:** |\n| **Exception Flow** | **E1**<br><br>a. h |\n",
		"| M | E |\n|---|---|\n| GET | /a |\n| `POST` | `/` |\n| PUT /b | |\n| O |\n",
		"## 3 a\n```prisma\nmodel B {\n```sql x\nCREATE TABLE c\n```\n~~~dbml\nTable d\n```\n### 3.1 Checklist e\n- **Description**:\n- **Description**: f\n  - `GET /g`\n",
		"### 1.1 a\n```\nb\n├── c\n\n└─\nd\n│\n~~~\n```\n## 2 e\n~~~\nf\n├\n~~~\n```\n├ g\n```\n```\nh\n",
		"| **Actors** | a |\n|---|---|\n| **Preconditions** | **PRE-1:** b |\n| **Normal Flow** | **1.0 c** |\n| | 1.1 d. |\n| **Exceptions** | **2.0 ** |\n",
		"## 9 Appendices\n### 9.1 Diagrams\n- a\n### 9.2 Technologies\n- b\n",
		"### 3. a\n\n- **User Story:**\nAs a u,\nI want v.\n\n- **Acceptance Criteria:**\nGiven b,\nthen c.\n### 4. d\n- **User Story:** As a u, I want w.\n- **Acceptance Criteria:**\n- **FR-1:** e\n",
		"| No | Story |\n|---|---|\n| 1 | a |\n| 2 | b |\n\n1. c\n2. d\n",
		"# R\n## Introduction\nA will b. C can d. E will be built using f.\n### Requirement 1\n**User Story:** As a u, I want v.\n",
		"## 2 a\n### 2.1 UC1: b\n- Requirements: c\n- Pre-conditions: d\n- Post-conditions:\n- Scenarios: e\n### 2.2 UC1 f\n- Pre-conditions: g\n",
		"| S/N | PS ID | SRS ID | SRS Description |\n|---|---|---|---|\n| 1 | P-1 | S-1 | a |\n| 2 | P-2 | S-1 | b |\n| 3 | | |\n",
		"## 4 Appendices\n### 4.1 a\nb:\n- C: Displays d.\n- E F: Lets g.\n- H: i\n- J:\n",
		"## Assumptions\n- The a table already exists\n- B already has c\n", "### US-1: a\nAs a u, I want v.\n\n**CoS:**\n- b\n**Acceptance**\n- c\n  _Acceptance:_\n",
		"1. Roles\n\na b.\n\n2. Security\n2.1 c\n", "- **R7** d (future enhancement):\n  - e\n- **F**: Deferred\n- **G**: _Deferred_ until h\n",
		"R3 Admins can:\n  - R3.1 a\n  - R3.2 b\n  - c\n", "| **Use Case ID** | UC-1 |\n|---|---|\n| **Use Case #** | 2 |\n| ID | |\n",
		"### UC-1: a\n- **Alternate Flow (b)**:\n  - c\n### Postconditions\n- **Success End Condition:**\n  - d\n",
		"### US1: a\n**Context**: b\n\n**Story**: As a u, I want v.\n\n**IDs**: A-1, A-2 (c)\n", "## UC-1\n\n    Main Flow\n    1. a b c\n    2. d\n",
		"- Developer : a\n- Tester: b (1)\n- Lead / Manager / Architects: c\n",
		"## Use Case 1 - a\n### Alternate Flow\n1. **B c**\n   1. d\n   2. e\n2. **F**\n", "1. As a u, I want v.\n    - CoS: w should x\n    - Acceptance criteria:\n",
		"#### Name: `a`\n#### Actors: `b`\n#### Preconditions: ``\n#### C d:\n```\n1. e\n```\n#### F: ```None```\n```g```\n#### Name:\n## UseCase01.\n#### H\n#\n",
		"## Story #1: a\nAs a b, I want c.\n### Acceptance Criteria:\n- [ ] Given d, when e, then f.\n### G Notes:\nH i.\n### Story #2 j\n### Acceptance Criteria\n## UseCase01. k\n#### Users\n#### Steps\n#### L1 (m) - n\n1) o\n#### P2 -\n",
		"As a [u], I [v/w] to [x].\n\n9. [T] As a u, I want v.\n\n   9a. As a u, I want w.\n   9b) As a\n   Acceptance criteria:\n    - x\n10b. As a [\n",
		"| **Use Case #1** | **A** |\n|---|---|\n| Actors | b |\n| Flow of events | 1\\. c |\n| | d |\n| | |\n| Exceptions | e. F |\n| | g |\n| |\n",
		"a:\n\n$$\nA =\n$$ b $$\n\nwhere c.\n$$d$$\n\\[\ne\n\\]\n- f:\n  $$\n  g\n$$ \n$$\n",
		"### 4.1 A\n- REQ-1: a.\n  - REQ-1.1: b.\n### 4.2 C\n- REQ-1: d.\n- REQ-1: e.\n### F\n- REQ-1: g\n#### 2024 H\nREQ-1: i\n",
		"| ID | Requirement | User Story (As a …) |\n|---|---|---|\n| X-1 | A shall b | **As a** u, I want |\n| | c. | v.<br>S-2: As a w, I want x<br> |\n| | | y |\n| X-1 | D must e. | As a u,<br>I want z. |\n| X-2 | F | As a |\n",
	})
}

func FuzzText(f *testing.F) {
	fuzzFormat(f, "spec.txt", []string{"plain.txt", "numbered.txt", "usecases.txt", "records.txt"}, []string{
		"The system shall be easy to use", "3.2.1 The controller shall run.\n3.2.2 Input\nA reading.\n",
		"Use Case X\nScenario 1) a 2) b\nExceptions\n", "Req ID: 1 Name: a Description: b\n",
		"3. Features In this chapter. 3.1 A\n", "1 Introduction\n2 Requirements\n2.1 x\n", "a\r\n-\r\n",
		"x: -a. -b. 1) C 2) D\n", "Hello world, this is not a spec.\n",
		"3.1 U (U1)\n3.1.6 Includes – None.\n3.1.7 Notes/Issues – x\n3.1.8 Flow-\n", "3.2.1 A\n• Actors : x\n• Preconditions : none\n• Result:\n– y\n",
		"Stimulus: 1 a.\nResponse: b. Stimulus:2 c Response: d\n", "A.Bc The x.\nA.De The y. A.Fg The z.\n",
		"\uf0d8 a: b − c. − “d”.\no e\n", "a b.The c\n", "In this way,\n\nusers x.\n", "4.2 A b\n4.2.1 x\n4.2.1.d y\n",
		"Feature: x\n  In order to a\n  As a b\n  I want c\n", "ID: A1\nTITLE: t\nDESC: d\nRAT: r\n", "the content This x y\n",
		"Feature: a\n  b\nBackground:\n  Given c\n@FR-1 @x\nScenario Outline: d\n  Given <e>\n  \"\"\"\n  Scenario: f\n@y\nExamples:\n  | e |\n  | 1 |\n",
		"A\n\n1. USER STORIES\n\nUser Story 1 - B\nAs a u, I want v.\nAcceptance Criteria\n- c\n\nStory 2: D\n", "Story 3.1) As a u, I want v.\n",
		"USE CASES\n\nUse Case 2: A\n\nActor\nx\n\nBasic Flow\n1. b\n\nDescription\n", "3.1 A\n\n**Actors**\n\nx\n\n**Preconditions**\n\ny\n",
		"6. NON-FUNCTIONAL\n6.1 Security\nA b\nC d & e\nF\n_No g._\n", "2. OVERALL DESCRIPTION\n2.2 Product Features\nA b & c\nD e\n",
		"## Tasks\n1.  As a u, I want v\n    w.\n2.  As a x I would like y\n", "## B\n- No a (b).\n- No c — d.\n- No\n- No more e\n",
		"## 1. Introduction\n### 1.1 Competing c\n\t1.1.1\tA B\n\t1.1.2\t\n", "## Assumptions\n- All users start with\n",
	})
}

func FuzzRST(f *testing.F) {
	fuzzFormat(f, "spec.rst", nil, []string{
		"=====\nTitle\n=====\n\n:Author: a\n\nA\n-\n\nThe app shall run.\n", "..\n  x\n.. y::\n\n   z\nA b::\n\n   c\n", ".. py:function:: f(a)\n\n   :param a: x\n.. http:get:: /a\n",
		"Use Case: a\n----------\n\nActors\n~~~~~~\nb\n\nPriority\n~~~~~~~~\nHigh\n\nBasic Course\n~~~~~~~~~~~~\n1. c\n2. d\n",
		"a\r\n~~~\r\n~~~\r\n^^^\r\n1. b\r\n===\r\n", ":x:\n:y: z\n  w\n",
		".. requirement:: A_1\n   :derivedfrom: U_1\n\n   The rail shall hold.\n.. req:: t\n   :id: R-2\n.. spec::\nDDR2\n----\n\nx.\n",
		".. note:: Users shall a.\n.. important::\n\n   b must c.\n.. NOTE::\n.. note:: \n  .. tip:: d\n.. x note:: e\n",
		"* a.\n\n.. warning::\n\n     b shall c.\n   d\n  e\n.. admonition:: f\n\n   * g\n\n     .. note:: h\n.. admonition::\n",
	})
}

func FuzzAsciiDoc(f *testing.F) {
	fuzzFormat(f, "spec.adoc", nil, []string{
		"= T\n:toc: left\ninclude::a.adoc[]\n\n== A\n\n* The app shall run.\n** It logs.\n*** x\n",
		".Title\n[cols=\"1,1,10\"]\n|===\n| ID | P | Text\n\n| 1.\n| M\n| The box has a switch\nthat turns.\n|===\n",
		"[cols=\"3*\"]\n|===\n|a|b\n|c\n\n|d\\|e|f|g\n", "|===\n\n|===\n", "----\n- a\n----\n////\nb\n", "// c\n[[x]]\n. a\n.. b\n+\nc\n",
		"=== ADR-1: Use a store\n\n* **Status**: Accepted\n* **Context**: a b.\n* **Decision**: Use c.\n", "==\n=  \n=======  x\n", "[cols=\"\n|===\n",
		"== Context\n\nWhen a, b c.\nIf d, e. Once f, g.\n=== Context\nAfter ,\n", "== Context\n== Decision\nWhen a, b.\n",
		"NOTE: Users shall a.\nTIP:  \nIMPORTANT:  b\nNote: c\nWARNING: d\ne.\n",
		"* a.\n\n[WARNING]\n====\nb shall c.\n====\n--\nd\n--\n****\n____\n=====\n",
	})
}

func FuzzYAML(f *testing.F) {
	fuzzFormat(f, "spec.yaml", []string{"spec.yaml", "layout.yaml"}, []string{
		"requirements: [&a x, *a]\n", "requirements:\n  - id: A\n    text: b\n", "- a\n- b\n", "scenarios:\n  - given: a\n    when: b\n    then: c\n",
		"build_config:\n  os: linux\n", "x: y\n", "requirements: {A-1: b}\n", "entities:\n  - name: a\n    description: b\n",
		"epics:\n  - id: E\n    title: t\n    stories:\n      - id: S\n        story: a\n        tests: [b]\n", "prd:\n  requirements: [a shall b]\n",
	})
}

func FuzzJSON(f *testing.F) {
	fuzzFormat(f, "spec.json", []string{"spec.json"}, []string{
		`{"requirements": [{"id": "A", "text": "\u00e9"}]}`, `{"requirements": ["a", {"id": null}]}`, `[]`, `{"x": 1}`,
		`{"scenarios": [{"id": "S", "given": "a", "when": "b", "then": "c", "acceptance_criteria": ["d"]}]}`,
		`{"userStories": [{"id": "US-1", "title": "t", "description": "As a u", "acceptanceCriteria": ["a", {"given": "b", "then": "c"}]}]}`,
	})
}

// fuzzFormat seeds a fuzz target with sample files and short texts and
// parses every input as name.
func fuzzFormat(f *testing.F, name string, files, seeds []string) {
	for _, file := range files {
		data, err := os.ReadFile(filepath.Join("testdata", file))
		require.NoError(f, err)
		f.Add(data)
	}
	for _, seed := range seeds {
		f.Add([]byte(seed))
	}
	sentinels := []error{ErrEmpty, ErrBinary, ErrNotUTF8, ErrTooLarge, ErrSyntax, ErrDuplicateID, ErrNoRequirements}
	kinds := []fcs.RequirementKind{fcs.KindFunctional, fcs.KindNonFunctional, fcs.KindConstraint, fcs.KindAcceptanceCriterion, fcs.KindScenario, fcs.KindUseCaseField}
	f.Fuzz(func(t *testing.T, data []byte) {
		s, err := Parse(name, data)
		if err != nil {
			var se *Error
			if assert.ErrorAs(t, err, &se) {
				assert.Equal(t, name, se.File)
			}
			known := false
			for _, sentinel := range sentinels {
				known = known || errors.Is(err, sentinel)
			}
			assert.True(t, known, "error %v wraps a sentinel", err)
			assert.Nil(t, s)
			return
		}
		assert.Equal(t, string(data), s.Content)
		assert.NotEmpty(t, s.Requirements)
		seen := map[string]bool{}
		for _, r := range s.Requirements {
			assert.False(t, seen[r.ID], "ID %s repeats", r.ID)
			seen[r.ID] = true
			assert.Contains(t, kinds, r.Kind)
			assert.Positive(t, r.Line, r.ID)
			// The input is UTF-8 (else ErrNotUTF8): a requirement cut
			// inside a character is a reader's slip.
			assert.True(t, utf8.ValidString(r.ID) && utf8.ValidString(r.Text), "%q: %q is UTF-8", r.ID, r.Text)
		}
		checkOffsets(t, s)
		again, err := Parse(name, data)
		require.NoError(t, err)
		assert.Equal(t, s, again, "the same input reads the same")
	})
}
