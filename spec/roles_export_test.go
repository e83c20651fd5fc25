package spec

// What the experiments behind the build tag learnexp need of the reader's
// section roles (learnexp_roles_test.go): the regions a document is read
// in, each with the role its headings give it.

import (
	"strings"

	"github.com/clarigraph/clarigraph/fcs"
)

// RoleRegion is a region the reader reads under one stack of headings:
// the bytes [From, To) of the text it reads (blankResidue's, offsets as
// written, from its heading's line when one opens it), the titles over it (outermost first), the role the reader's
// context gives it (reader.context), the role of its innermost heading
// alone, the number of the outermost numbered heading over it, and
// whether it is the preamble (between the title and the first heading).
type RoleRegion struct {
	From, To   int
	Path       []string
	Role       string
	HeadRole   string
	Chapter    string
	Nums       []string
	Preamble   bool
	Strict     bool
	Promising  bool
	Appendix   bool
	TitleLevel []int
}

var roleNames = map[role]string{
	roleNone: "none", roleReq: "req", roleNFR: "nfr", roleConstraint: "constraint",
	roleAcceptance: "acceptance", roleScenario: "scenario", roleExplain: "explain",
	roleGlossary: "glossary", roleSkip: "skip", roleUseCase: "usecase", roleStory: "story",
	roleNote: "note", roleGroup: "group",
}

// RoleName is the name of the role of a heading's title alone (roleOf).
func RoleName(title string) string { return roleNames[roleOf(title)] }

// RoleRegions gives the regions of a Markdown or plain-text document as
// the reader's walk meets them (nil for Gherkin, YAML and JSON).
func RoleRegions(name, content string) []RoleRegion {
	format := detect(name, content)
	if format == fcs.FormatYAML || format == fcs.FormatJSON || format == fcs.FormatText && looksLikeGherkin(content) {
		return nil
	}
	read := blankResidue(content)
	r := newReader(format, read, dialectOf(name))
	r.outline()
	r.firstStory = -1
	r.findTitle()
	var out []RoleRegion
	emit := func(stack []*head, from, i, j int) {
		if from < 0 && (i >= j || i >= len(r.lines)) {
			return
		}
		if from < 0 {
			from = r.lines[i].start
		}
		to := from
		if j > 0 && j-1 < len(r.lines) {
			to = max(to, r.lines[j-1].end)
		}
		x := r.context(stack, i)
		g := RoleRegion{From: from, To: to, Role: roleNames[x.role], Preamble: x.preamble,
			Strict: x.strict(), Promising: x.promising()}
		if x.head != nil {
			g.HeadRole = roleNames[x.head.role]
		}
		for _, h := range stack {
			if h == r.titleHead {
				continue
			}
			g.Path = append(g.Path, h.title)
			g.Nums = append(g.Nums, h.num)
			g.TitleLevel = append(g.TitleLevel, h.level)
			if g.Chapter == "" {
				g.Chapter = chapterOf(h)
			}
			if appendixHead(h.title) {
				g.Appendix = true
			}
		}
		out = append(out, g)
	}
	var stack []*head
	i := 0
	for i < len(r.lines) {
		from := -1
		if h := r.headOn(i); h != nil {
			from = r.lines[i].start
			stack, i = r.enterHead(stack, h, i)
		}
		j := r.nextHead(i)
		if top := len(stack) - 1; top >= 0 && stack[top].level >= labelLevel {
			if cut := r.labelEnd(i, j); cut < j {
				emit(stack, from, i, cut)
				stack = stack[:top]
				i = cut
				continue
			}
		}
		emit(stack, from, i, j)
		i = j
	}
	return out
}

// chapterOf returns the chapter a heading's number opens with ("3" of
// "3.2.1", of "3.\tSpecific Requirements"), or "".
func chapterOf(h *head) string {
	if h.num != "" {
		c, _, _ := strings.Cut(strings.TrimSuffix(h.num, "."), ".")
		return c
	}
	t := strings.TrimSpace(h.title)
	i := 0
	for i < len(t) && t[i] >= '0' && t[i] <= '9' {
		i++
	}
	if i == 0 || i == len(t) || t[i] != '.' && t[i] != ' ' && t[i] != '\t' {
		return ""
	}
	return t[:i]
}

// UseCaseFieldLabel reports whether s names a use-case field
// (useCaseFields), as a title or a label: for learnexp_ucfields_test.go.
func UseCaseFieldLabel(s string) bool { return useCaseFieldSet[normTitle(s)] }
