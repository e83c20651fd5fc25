package spec

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/clarigraph/clarigraph/fcs"
	"gopkg.in/yaml.v3"
)

// This file reads YAML and JSON specifications. Both are read into a tree
// of yaml.Node, which keeps positions (JSON by encoding/json, since YAML's
// escapes differ from JSON's), and the top-level keys are read by what
// they hold, whatever the layout's author called them. Keys are compared
// after normKey: "userStories", "user-stories" and "User Stories" are all
// user_stories.
//
//	title, name, project                 the title
//	requirements, functional_requirements, features
//	                                     requirements (functional)
//	nonfunctional_requirements, nfrs, quality
//	                                     requirements (non-functional)
//	constraints, assumptions, build_config, environment
//	                                     requirements (constraint); a mapping of
//	                                     settings gives one per setting
//	user_stories, stories, epics         stories: the story is the text, the
//	                                     title an attribute
//	scenarios, use_cases                 scenarios: title, description and
//	                                     given/when/then in one text
//	success_criteria, acceptance_criteria, any *_criteria
//	                                     acceptance criteria
//	api, api_contracts, endpoints, interfaces
//	                                     one requirement per entry
//	entities, glossary, definitions      definitions
//	sections, architecture               sections (architecture and constraints
//	                                     also become sections)
//	metadata, description, version …     not read
//
// Any other key is read by what it holds: a list of entries — sentences,
// or mappings with a text-like field — is a list of requirements, and a
// mapping that holds known keys or such lists wraps a layout and is read
// in turn ("prd: {requirements: …}").
//
// An entry is a string or a mapping: its ID is its id-like field (id, key,
// ref, req_id, story_id, code …), its text the first text-like field
// (text, description, statement, requirement, criterion, story, title,
// name …); its other scalar fields become attributes. A list under a
// criteria-like key of the entry (acceptanceCriteria, criteria, tests,
// scenarios, checks, definition_of_done …) holds its acceptance criteria,
// strings or entries, "<id>/AC<n>" in order; at the top level the parent
// is the key ("success_criteria/AC2"). A list of entries under any other
// key of an entry holds entries of its own (an epic's stories) whose
// parent it is; an entry that only names them (a title, no modal verb) is
// not a requirement itself. Under a requirements mapping, keys that name a
// kind ("functional", "nonFunctional", "constraints") give their lists
// that kind. A story written as fields ("as", "iWant", "soThat") is
// composed: "As a shopper, I want …, so that …". Keys not read are
// reported as warnings.

// structParser reads YAML and JSON specifications.
type structParser struct {
	content    string
	lineStarts []int
	units      []unit
	defs       []fcs.Definition
	warns      []Warning
	sections   []fcs.Section
	title      string
}

func syntaxError(format string, args ...any) *Error {
	return &Error{Reason: fmt.Sprintf(format, args...), Err: ErrSyntax}
}

const (
	keyIgnore keyRole = iota
	keyTitle
	keyReqs
	keyNFR
	keyConstraints
	keyScenarios
	keyAcceptance
	keyAPI
	keyDefinitions
	keySections
	keyArchitecture
	keyEdgeCases
	keyStories // user stories: the story is the text, its title an attribute
	keyWrap    // a mapping that wraps a layout: its keys are read in turn
)

// parseStructured parses a YAML or JSON specification.
func parseStructured(format fcs.Format, content string) (*fcs.Specification, []unit, []Warning, *Error) {
	p := &structParser{content: content, lineStarts: []int{0}}
	for i := 0; i < len(content); i++ {
		if content[i] == '\n' {
			p.lineStarts = append(p.lineStarts, i+1)
		}
	}
	var top *yaml.Node
	if format == fcs.FormatJSON {
		if err := checkJSON(content); err != nil {
			return nil, nil, nil, err
		}
		n, err := p.jsonTree()
		if err != nil {
			return nil, nil, nil, syntaxError("invalid JSON: %v", err)
		}
		top = n
	} else {
		var doc yaml.Node
		if err := yaml.Unmarshal([]byte(content), &doc); err != nil {
			return nil, nil, nil, syntaxError("invalid YAML: %s", strings.TrimPrefix(err.Error(), "yaml: "))
		}
		if doc.Kind != yaml.DocumentNode || len(doc.Content) == 0 {
			return nil, nil, nil, &Error{Reason: "empty specification", Err: ErrEmpty}
		}
		top = doc.Content[0]
	}
	root := deref(top)
	s := &fcs.Specification{Format: format, Content: content}
	switch {
	case root == nil:
		return nil, nil, nil, syntaxError("line %d: the specification must be a mapping or a list", lineOf(top))
	case root.Kind == yaml.SequenceNode:
		p.entries(root, keyReqs, "requirements", nil, "")
	case root.Kind == yaml.MappingNode:
		if err := p.mapping(root); err != nil {
			return nil, nil, nil, err
		}
	default:
		// A scalar: the file is text after all.
		ts, units, warns, err := parseText(fcs.FormatText, content, dialectMarkdown)
		if err != nil {
			return nil, nil, nil, err
		}
		ts.Format = format
		return ts, units, warns, nil
	}
	s.Title = p.title
	s.Sections = p.sections
	s.Definitions = sortDefinitions(p.defs)
	return s, p.units, p.warns, nil
}

// mapping reads the top-level keys, and those of a mapping that wraps
// them ("prd: {userStories: …}") at depth 1 and 2.
func (p *structParser) mapping(root *yaml.Node) *Error {
	return p.mappingAt(root, 0)
}

// maxWrapDepth is how deep mappings that wrap a layout are looked into.
const maxWrapDepth = 2

func (p *structParser) mappingAt(root *yaml.Node, depth int) *Error {
	seen := map[string]bool{}
	for i := 0; i+1 < len(root.Content); i += 2 {
		k := deref(root.Content[i])
		if k == nil || k.Kind != yaml.ScalarNode {
			return syntaxError("line %d: keys must be strings", lineOf(root.Content[i]))
		}
		if seen[k.Value] {
			return syntaxError("line %d: key %q appears more than once", k.Line, k.Value)
		}
		seen[k.Value] = true
		v := deref(root.Content[i+1])
		if v == nil || v.Kind == yaml.ScalarNode && v.Tag == "!!null" {
			continue
		}
		key := normKey(k.Value)
		kr, known := structuredKeys[key]
		if !known && criteriaKey(key) && v.Kind == yaml.SequenceNode {
			kr, known = keyAcceptance, true
		}
		if !known {
			kr = guessKey(v)
			if kr == keyWrap && depth < maxWrapDepth {
				if err := p.mappingAt(v, depth+1); err != nil {
					return err
				}
				continue
			}
			if kr == keyIgnore || kr == keyWrap {
				p.warns = append(p.warns, Warning{Line: k.Line, Message: fmt.Sprintf("key %q was not read (no requirements, scenarios, criteria or definitions under it)", k.Value)})
				continue
			}
		}
		switch kr {
		case keyTitle:
			if v.Kind == yaml.ScalarNode && p.title == "" {
				p.title = strings.TrimSpace(v.Value)
			}
		case keySections:
			secs, err := p.sectionList(v)
			if err != nil {
				return err
			}
			p.sections = append(p.sections, secs...)
		case keyArchitecture:
			if sec := p.namedSection(v, "Architecture"); sec != nil {
				p.sections = append(p.sections, *sec)
			}
		case keyDefinitions:
			p.definitions(v)
		case keyIgnore:
		default:
			if kr == keyConstraints && key == "constraints" {
				if sec := p.namedSection(v, "Constraints"); sec != nil {
					p.sections = append(p.sections, *sec)
				}
			}
			p.entries(v, kr, k.Value, []string{k.Value}, "")
		}
	}
	return nil
}

// entries reads a list (or a mapping) of entries under key; parent is the
// ID of the entry they belong to ("" at the top).
func (p *structParser) entries(v *yaml.Node, kr keyRole, key string, path []string, parent string) {
	kind := kindOfKey(kr)
	switch v.Kind {
	case yaml.ScalarNode:
		if t := strings.TrimSpace(v.Value); t != "" {
			p.add(v, t, "", kind, path, nil, parent)
		}
	case yaml.MappingNode:
		// A mapping of settings (go_version: "1.21+") or of ID → text.
		for i := 0; i+1 < len(v.Content); i += 2 {
			k, val := deref(v.Content[i]), deref(v.Content[i+1])
			if k == nil || val == nil {
				continue
			}
			switch val.Kind {
			case yaml.ScalarNode:
				if val.Tag == "!!null" {
					continue
				}
				if kr == keyConstraints || kr == keyNFR && !verbsOf(val.Value).finite {
					p.setting(k, val, key, kind, path)
					continue
				}
				if _, ok := cellID(k.Value); ok {
					p.add(val, strings.TrimSpace(val.Value), k.Value, kind, path, nil, parent)
				} else {
					p.setting(k, val, key, kind, path)
				}
			case yaml.MappingNode:
				p.entry(val, kr, k.Value, path, k.Value, parent)
			case yaml.SequenceNode:
				ckr := kr
				if r, ok := structuredKeys[normKey(k.Value)]; ok && r != keyIgnore && r != keyTitle && r != keyWrap {
					ckr = r // "requirements: {functional: […], nonFunctional: […]}"
				} else if r := kindWord(normKey(k.Value)); r != keyIgnore {
					ckr = r
				}
				p.entries(val, ckr, k.Value, append(clonePath(path), k.Value), parent)
			}
		}
	case yaml.SequenceNode:
		n := 0
		for _, it := range v.Content {
			d := deref(it)
			if d == nil {
				continue
			}
			n++
			switch d.Kind {
			case yaml.ScalarNode:
				t := strings.TrimSpace(d.Value)
				if t == "" || d.Tag == "!!null" {
					continue
				}
				id := ""
				if kr == keyAcceptance {
					id = key + "/AC" + strconv.Itoa(n)
				}
				p.add(d, t, id, kind, path, nil, parent)
			case yaml.MappingNode:
				at := len(p.units)
				p.entry(d, kr, key, path, "", parent)
				if kr == keyAcceptance && at < len(p.units) && p.units[at].id == "" {
					p.units[at].id = key + "/AC" + strconv.Itoa(n)
				}
			}
		}
	}
}

// entry reads one mapping entry: its ID, its text, its attributes, its
// acceptance criteria (strings or entries under a criteria-like key, each
// "<id>/AC<n>") and the entries it holds (an epic's stories), whose
// parent it is.
func (p *structParser) entry(m *yaml.Node, kr keyRole, key string, path []string, defaultID, parent string) {
	_, idNode := field(m, idFields)
	id := defaultID
	if idNode != nil {
		id = strings.TrimSpace(idNode.Value)
	}
	kind := kindOfKey(kr)
	attrs := map[string]string{}
	var (
		textName string
		textNode *yaml.Node
		gwt      []string
		extra    []string
		api      []string // method and path of an API entry
		criteria []*yaml.Node
		children []yaml.Node // key and value of lists of entries it holds
		story    string      // a story composed of its parts
	)
	textName, textNode = field(m, textFields)
	if textNode == nil {
		story = storyOf(m) // {as: …, i_want: …, so_that: …}
	}
	for i := 0; i+1 < len(m.Content); i += 2 {
		k := normKey(m.Content[i].Value)
		v := deref(m.Content[i+1])
		if v == nil {
			continue
		}
		switch {
		case criteriaKey(k) && v.Kind == yaml.SequenceNode:
			criteria = append(criteria, v)
		case v.Kind == yaml.SequenceNode && entryList(v) && (hasMappings(v) || holdsRequirements(k)):
			children = append(children, *m.Content[i], *v)
		case v.Kind != yaml.ScalarNode || v.Tag == "!!null":
		case contains(idFields, k) && v == idNode, k == textName && v == textNode, story != "" && storyParts[k] != "":
		case k == "given" || k == "when" || k == "then" || k == "and":
			gwt = append(gwt, strings.ToUpper(k[:1])+k[1:]+" "+strings.TrimSpace(v.Value))
		case measureFields[k]:
			extra = append(extra, strings.TrimSpace(v.Value))
			attrs[k] = strings.TrimSpace(v.Value)
		case kr == keyAPI && (k == "method" || k == "path" || k == "endpoint" || k == "route" || k == "url"):
			api = append(api, strings.TrimSpace(v.Value))
		case (kr == keyScenarios || kr == keyAPI) && (k == "description" || k == "title" || k == "request" || k == "response"):
			extra = append(extra, strings.TrimSpace(v.Value))
		default:
			if t := strings.TrimSpace(v.Value); t != "" && len(t) <= 200 {
				attrs[k] = t
			}
		}
	}
	if len(children) > 0 && len(gwt) == 0 && (textNode == nil || weakTextFields[textName] || !verbsOf(textNode.Value).modal) {
		// An entry that names or sums up a group of entries (an epic and
		// its stories) is not a requirement itself; one that states
		// something with a modal verb is.
		p.children(children, kr, key, path, id)
		return
	}
	if textNode == nil && story != "" {
		extra = append([]string{story}, extra...)
	}
	if textNode == nil && len(gwt) == 0 && len(extra) == 0 && len(api) == 0 {
		p.warns = append(p.warns, Warning{Line: m.Line, Message: fmt.Sprintf("an entry of %q has no text (looked for %s)", key, strings.Join(textFields[:6], ", "))})
		return
	}
	if len(gwt) > 0 && kind == fcs.KindFunctional {
		kind = fcs.KindScenario
	}
	text := ""
	if textNode != nil {
		text = strings.TrimSpace(textNode.Value)
	}
	composed := text
	for _, e := range extra {
		composed = joinSentence(composed, e)
	}
	if len(gwt) > 0 {
		composed = joinSentence(composed, strings.Join(gwt, "; "))
	}
	if len(api) > 0 {
		// "GET /plants: Lists the plants"
		sort.Slice(api, func(i, j int) bool { return strings.HasPrefix(api[j], "/") && !strings.HasPrefix(api[i], "/") })
		composed = strings.TrimSuffix(strings.Join(api, " ")+": "+composed, ": ")
	}
	if composed == "" {
		p.warns = append(p.warns, Warning{Line: m.Line, Message: fmt.Sprintf("an entry of %q has an empty text", key)})
		return
	}
	if len(attrs) == 0 {
		attrs = nil
	}
	if k := kindOfCategory(attrs); k != "" && (kind == fcs.KindFunctional) {
		kind = k
	}
	node := textNode
	if node == nil {
		node = m
	}
	p.add(node, composed, id, kind, path, attrs, parent)
	self := len(p.units) - 1
	if id == "" {
		id = p.units[self].id
	}
	n := 0 // criteria are numbered across the lists that hold them
	for _, crit := range criteria {
		for _, c := range crit.Content {
			d := deref(c)
			if d == nil {
				continue
			}
			n++
			cid := ""
			if id != "" {
				cid = id + "/AC" + strconv.Itoa(n)
			}
			at := len(p.units)
			switch {
			case d.Kind == yaml.ScalarNode && strings.TrimSpace(d.Value) != "" && d.Tag != "!!null":
				p.add(d, strings.TrimSpace(d.Value), cid, fcs.KindAcceptanceCriterion, path, nil, id)
			case d.Kind == yaml.MappingNode:
				ckr := keyAcceptance
				if _, given := field(d, []string{"given", "when", "then"}); given != nil {
					ckr = keyScenarios // a Given/When/Then scenario
				}
				p.entry(d, ckr, key, path, cid, id)
			}
			for k := at; k < len(p.units); k++ {
				if id == "" {
					p.units[k].parentOf = self + 1
				}
			}
		}
	}
	p.children(children, kr, key, path, id)
}

// children reads the lists of entries an entry holds (pairs of key and
// value), with parent as their parent.
func (p *structParser) children(children []yaml.Node, kr keyRole, key string, path []string, parent string) {
	for i := 0; i+1 < len(children); i += 2 {
		k, v := children[i], children[i+1]
		ckr := kr
		if r, ok := structuredKeys[normKey(k.Value)]; ok && r != keyIgnore && r != keyTitle && r != keyWrap {
			ckr = r
		}
		p.entries(&v, ckr, k.Value, append(clonePath(path), k.Value), parent)
	}
}

// joinSentence joins two texts with a full stop and a space.
func joinSentence(a, b string) string {
	b = strings.TrimSpace(b)
	switch {
	case a == "":
		return b
	case b == "":
		return a
	case strings.ContainsAny(a[len(a)-1:], ".!?:;"):
		return a + " " + b
	}
	return a + ". " + b
}

// setting reads "name: value" as a requirement whose text is its line.
func (p *structParser) setting(k, v *yaml.Node, key string, kind fcs.RequirementKind, path []string) {
	start := p.at(k.Line, k.Column)
	end := strings.IndexByte(p.content[start:], '\n')
	if end < 0 {
		end = len(p.content)
	} else {
		end += start
	}
	from, to := trimRange(p.content, start, end)
	text := p.content[from:to]
	if v.Line != k.Line || from >= to {
		p.add(v, k.Value+": "+strings.TrimSpace(v.Value), key+"/"+k.Value, kind, path, nil, "")
		return
	}
	u := unit{id: key + "/" + k.Value, own: true, from: from, to: to, kind: kind, path: path, states: true}
	_ = text
	p.units = append(p.units, u)
}

// add records a requirement read from node n with text.
func (p *structParser) add(n *yaml.Node, text, id string, kind fcs.RequirementKind, path []string, attrs map[string]string, parent string) {
	u := unit{id: id, own: id != "", kind: kind, path: path, attrs: attrs, parent: parent, states: true, from: -1}
	if off := p.offsetOf(n, text); off >= 0 && n.Kind == yaml.ScalarNode {
		u.from, u.to = off, off+len(text)
	} else {
		u.text = text
		u.line, u.col = n.Line, n.Column
	}
	p.units = append(p.units, u)
}

// at returns the byte offset of a line and column (from 1).
func (p *structParser) at(line, col int) int {
	if line < 1 || line > len(p.lineStarts) {
		return len(p.content)
	}
	pos := p.lineStarts[line-1]
	for c := 1; c < col && pos < len(p.content); c++ {
		_, size := utf8.DecodeRuneInString(p.content[pos:])
		pos += size
	}
	return pos
}

// definitions reads entities or glossary entries: a list of {name,
// description} or a mapping of term to meaning.
func (p *structParser) definitions(v *yaml.Node) {
	switch v.Kind {
	case yaml.SequenceNode:
		for _, it := range v.Content {
			d := deref(it)
			if d == nil || d.Kind != yaml.MappingNode {
				continue
			}
			_, term := field(d, []string{"name", "term", "title", "entity", "acronym"})
			_, meaning := field(d, []string{"description", "meaning", "definition", "text"})
			if term != nil && meaning != nil {
				p.defs = append(p.defs, fcs.Definition{Term: strings.TrimSpace(term.Value), Meaning: strings.TrimSpace(meaning.Value), Line: term.Line})
			}
		}
	case yaml.MappingNode:
		for i := 0; i+1 < len(v.Content); i += 2 {
			k, val := deref(v.Content[i]), deref(v.Content[i+1])
			if k != nil && val != nil && val.Kind == yaml.ScalarNode {
				p.defs = append(p.defs, fcs.Definition{Term: strings.TrimSpace(k.Value), Meaning: strings.TrimSpace(val.Value), Line: k.Line})
			}
		}
	}
}

// sectionList reads a list of {title, body, level} mappings; level
// defaults to 2.
func (p *structParser) sectionList(n *yaml.Node) ([]fcs.Section, *Error) {
	if n.Kind != yaml.SequenceNode {
		return nil, syntaxError("line %d: sections must be a list", lineOf(n))
	}
	var out []fcs.Section
	for _, item := range n.Content {
		d := deref(item)
		if d == nil || d.Kind != yaml.MappingNode {
			return nil, syntaxError("line %d: a section must be a mapping with title and body", lineOf(item))
		}
		sec := fcs.Section{Level: 2, Offset: -1}
		if _, t := field(d, []string{"title"}); t != nil {
			sec.Title = strings.TrimSpace(t.Value)
		}
		if _, b := field(d, []string{"body"}); b != nil {
			sec.Body = strings.TrimSpace(b.Value)
			sec.Offset = p.offsetOf(b, sec.Body)
		}
		if _, l := field(d, []string{"level"}); l != nil {
			level, err := strconv.Atoi(l.Value)
			if err != nil || level < 1 || level > 6 {
				return nil, syntaxError("line %d: level must be a whole number from 1 to 6", lineOf(l))
			}
			sec.Level = level
		}
		if sec.Title == "" {
			return nil, syntaxError("line %d: a section needs a title", lineOf(item))
		}
		out = append(out, sec)
	}
	return out, nil
}

// namedSection reads architecture or constraints as a section: a string,
// or a list of strings rendered as a Markdown list.
func (p *structParser) namedSection(d *yaml.Node, title string) *fcs.Section {
	switch d.Kind {
	case yaml.ScalarNode:
		body := strings.TrimSpace(d.Value)
		return &fcs.Section{Title: title, Level: 2, Body: body, Offset: p.offsetOf(d, body)}
	case yaml.SequenceNode:
		var items []string
		for _, item := range d.Content {
			if s := deref(item); s != nil && s.Kind == yaml.ScalarNode {
				items = append(items, "- "+strings.TrimSpace(s.Value))
			}
		}
		body := strings.Join(items, "\n")
		off := -1
		if i := strings.Index(p.content, body); i >= 0 && body != "" {
			off = i
		}
		return &fcs.Section{Title: title, Level: 2, Body: body, Offset: off}
	}
	return nil
}
