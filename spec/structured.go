package spec

import (
	"encoding/json"
	"errors"
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
// they hold, whatever the layout's author called them:
//
//	title, name                          the title
//	requirements, functional_requirements, features
//	                                     requirements (functional)
//	nonfunctional_requirements, nfrs, quality
//	                                     requirements (non-functional)
//	constraints, assumptions, build_config, environment
//	                                     requirements (constraint); a mapping of
//	                                     settings gives one per setting
//	scenarios, user_stories, stories, use_cases
//	                                     scenarios: title, description and
//	                                     given/when/then in one text; their
//	                                     acceptance_criteria one each
//	success_criteria, acceptance_criteria
//	                                     acceptance criteria
//	api, api_contracts, endpoints, interfaces
//	                                     one requirement per entry
//	entities, glossary, definitions      definitions
//	sections, architecture               sections (architecture and constraints
//	                                     also become sections)
//	metadata, description, version …     not read
//
// An entry is a string or a mapping: its ID is its id (or key, ref, code)
// field, its text the first of text, description, statement, requirement,
// criterion, story, title, name; its other scalar fields become
// attributes. An unnumbered acceptance criterion is "<parent>/AC<n>",
// where the parent is its scenario's ID or, at the top level, the key
// ("success_criteria/AC2"). Keys not read are reported as warnings.

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

// keyRole is what a top-level key holds.
type keyRole uint8

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
)

// structuredKeys maps top-level keys (lower case, "-" and " " as "_") to
// what they hold.
var structuredKeys = map[string]keyRole{
	"title": keyTitle, "name": keyTitle, "project": keyTitle, "feature": keyTitle,
	"requirements": keyReqs, "functional_requirements": keyReqs, "functional": keyReqs, "features": keyReqs,
	"capabilities": keyReqs, "reqs": keyReqs, "system_requirements": keyReqs, "business_rules": keyReqs,
	"nonfunctional_requirements": keyNFR, "non_functional_requirements": keyNFR, "nfrs": keyNFR, "nfr": keyNFR,
	"quality": keyNFR, "quality_attributes": keyNFR, "quality_requirements": keyNFR, "performance": keyNFR,
	"security": keyNFR, "nonfunctional": keyNFR, "non_functional": keyNFR,
	"constraints": keyConstraints, "assumptions": keyConstraints, "dependencies": keyConstraints,
	"technical_constraints": keyConstraints, "build_config": keyConstraints, "environment": keyConstraints,
	"platform": keyConstraints, "tech_stack": keyConstraints, "technology": keyConstraints,
	"scenarios": keyScenarios, "user_stories": keyScenarios, "stories": keyScenarios, "use_cases": keyScenarios,
	"user_scenarios":   keyScenarios,
	"success_criteria": keyAcceptance, "acceptance_criteria": keyAcceptance, "acceptance": keyAcceptance,
	"api": keyAPI, "apis": keyAPI, "api_contracts": keyAPI, "endpoints": keyAPI, "interfaces": keyAPI,
	"contracts": keyAPI,
	"entities":  keyDefinitions, "glossary": keyDefinitions, "definitions": keyDefinitions, "terms": keyDefinitions,
	"key_entities": keyDefinitions, "data_model": keyDefinitions,
	"sections": keySections, "architecture": keyArchitecture, "edge_cases": keyEdgeCases,
	"metadata": keyIgnore, "description": keyIgnore, "version": keyIgnore, "summary": keyIgnore,
	"overview": keyIgnore, "author": keyIgnore, "tags": keyIgnore, "status": keyIgnore,
}

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
		p.entries(root, keyReqs, "requirements", nil)
	case root.Kind == yaml.MappingNode:
		if err := p.mapping(root); err != nil {
			return nil, nil, nil, err
		}
	default:
		// A scalar: the file is text after all.
		ts, units, warns := parseText(fcs.FormatText, content)
		ts.Format = format
		return ts, units, warns, nil
	}
	s.Title = p.title
	s.Sections = p.sections
	s.Definitions = sortDefinitions(p.defs)
	return s, p.units, p.warns, nil
}

// mapping reads the top-level keys.
func (p *structParser) mapping(root *yaml.Node) *Error {
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
		if !known {
			kr = guessKey(v)
			if kr == keyIgnore {
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
			p.entries(v, kr, k.Value, []string{k.Value})
		}
	}
	return nil
}

// normKey lower-cases a key and writes "-" and " " as "_".
func normKey(k string) string {
	return strings.NewReplacer("-", "_", " ", "_").Replace(strings.ToLower(strings.TrimSpace(k)))
}

// guessKey says what an unknown key holds by its value: a list of entries
// with text is requirements.
func guessKey(v *yaml.Node) keyRole {
	if v.Kind != yaml.SequenceNode {
		return keyIgnore
	}
	with := 0
	for _, it := range v.Content {
		d := deref(it)
		switch {
		case d == nil:
		case d.Kind == yaml.ScalarNode && verbsOf(d.Value).finite:
			with++
		case d.Kind == yaml.MappingNode && textField(d) != nil:
			with++
		}
	}
	if with > 0 && with*2 >= len(v.Content) {
		return keyReqs
	}
	return keyIgnore
}

// kindOfKey is the kind of the requirements under a key.
func kindOfKey(kr keyRole) fcs.RequirementKind {
	switch kr {
	case keyNFR:
		return fcs.KindNonFunctional
	case keyConstraints:
		return fcs.KindConstraint
	case keyScenarios, keyEdgeCases:
		return fcs.KindScenario
	case keyAcceptance:
		return fcs.KindAcceptanceCriterion
	}
	return fcs.KindFunctional
}

// idFields and textFields name an entry's ID and text, in order of
// preference.
var (
	idFields   = []string{"id", "key", "ref", "req_id", "requirement_id", "code", "number", "identifier"}
	textFields = []string{"text", "description", "statement", "requirement", "criterion", "story", "behavior", "behaviour", "summary", "title", "name", "details"}
	// measureFields qualify a criterion; they join its text.
	measureFields = map[string]bool{"measurable": true, "metric": true, "target": true, "threshold": true, "measure": true}
	// criteriaFields hold an entry's acceptance criteria.
	criteriaFields = map[string]bool{"acceptance_criteria": true, "acceptance": true, "criteria": true, "success_criteria": true}
)

// field returns the value of the first of names in mapping m.
func field(m *yaml.Node, names []string) (string, *yaml.Node) {
	for _, name := range names {
		for i := 0; i+1 < len(m.Content); i += 2 {
			if normKey(m.Content[i].Value) == name {
				if v := deref(m.Content[i+1]); v != nil && v.Kind == yaml.ScalarNode && v.Tag != "!!null" {
					return name, v
				}
			}
		}
	}
	return "", nil
}

func textField(m *yaml.Node) *yaml.Node {
	_, v := field(m, textFields)
	return v
}

// entries reads a list (or a mapping) of entries under key.
func (p *structParser) entries(v *yaml.Node, kr keyRole, key string, path []string) {
	kind := kindOfKey(kr)
	switch v.Kind {
	case yaml.ScalarNode:
		if t := strings.TrimSpace(v.Value); t != "" {
			p.add(v, t, "", kind, path, nil, "")
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
					p.add(val, strings.TrimSpace(val.Value), k.Value, kind, path, nil, "")
				} else {
					p.setting(k, val, key, kind, path)
				}
			case yaml.MappingNode:
				p.entry(val, kr, k.Value, path, k.Value)
			case yaml.SequenceNode:
				p.entries(val, kr, k.Value, append(clonePath(path), k.Value))
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
				p.add(d, t, id, kind, path, nil, "")
			case yaml.MappingNode:
				p.entry(d, kr, key, path, "")
				if kr == keyAcceptance && p.units[len(p.units)-1].id == "" {
					p.units[len(p.units)-1].id = key + "/AC" + strconv.Itoa(n)
				}
			}
		}
	}
}

// entry reads one mapping entry: its ID, its text, its attributes and
// its acceptance criteria.
func (p *structParser) entry(m *yaml.Node, kr keyRole, key string, path []string, defaultID string) {
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
	)
	textName, textNode = field(m, textFields)
	for i := 0; i+1 < len(m.Content); i += 2 {
		k := normKey(m.Content[i].Value)
		v := deref(m.Content[i+1])
		if v == nil {
			continue
		}
		switch {
		case criteriaFields[k] && v.Kind == yaml.SequenceNode:
			criteria = append(criteria, v)
		case v.Kind != yaml.ScalarNode || v.Tag == "!!null":
		case contains(idFields, k) && v == idNode, k == textName && v == textNode:
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
	p.add(node, composed, id, kind, path, attrs, "")
	parent := id
	if parent == "" {
		parent = p.units[len(p.units)-1].id
	}
	for _, crit := range criteria {
		for n, c := range crit.Content {
			d := deref(c)
			if d == nil || d.Kind != yaml.ScalarNode || strings.TrimSpace(d.Value) == "" {
				continue
			}
			cid := ""
			if parent != "" {
				cid = parent + "/AC" + strconv.Itoa(n+1)
			}
			p.add(d, strings.TrimSpace(d.Value), cid, fcs.KindAcceptanceCriterion, path, nil, parent)
			if parent == "" {
				p.units[len(p.units)-1].parentOf = len(p.units) - 1 - n
			}
		}
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

// checkJSON reports a JSON syntax error with its line and column.
func checkJSON(content string) *Error {
	dec := json.NewDecoder(strings.NewReader(content))
	var v any
	err := dec.Decode(&v)
	if err == nil {
		end := int(dec.InputOffset())
		if rest := strings.TrimLeft(content[end:], " \t\r\n"); rest != "" {
			return syntaxError("invalid JSON: unexpected data after the top-level value at byte %d", len(content)-len(rest))
		}
		return nil
	}
	var se *json.SyntaxError
	if errors.As(err, &se) {
		// Offset counts the bytes read, the offending one included.
		ln, col := position(content, int(se.Offset)-1)
		return syntaxError("invalid JSON at line %d, column %d: %v", ln, col, err)
	}
	return syntaxError("invalid JSON: %v", err)
}

// jsonTree reads valid JSON into a yaml.Node tree with the line and column
// of every value, so that YAML and JSON specs share one reader.
func (p *structParser) jsonTree() (*yaml.Node, error) {
	dec := json.NewDecoder(strings.NewReader(p.content))
	dec.UseNumber()
	var value func() (*yaml.Node, error)
	value = func() (*yaml.Node, error) {
		start := int(dec.InputOffset())
		for start < len(p.content) && strings.IndexByte(" \t\r\n,:", p.content[start]) >= 0 {
			start++
		}
		tok, err := dec.Token()
		if err != nil {
			return nil, err
		}
		n := &yaml.Node{Kind: yaml.ScalarNode}
		n.Line, n.Column = position(p.content, start)
		switch v := tok.(type) {
		case json.Delim:
			n.Kind = yaml.SequenceNode
			if v == '{' {
				n.Kind = yaml.MappingNode
			}
			for dec.More() {
				if n.Kind == yaml.MappingNode {
					key, err := value()
					if err != nil {
						return nil, err
					}
					n.Content = append(n.Content, key)
				}
				item, err := value()
				if err != nil {
					return nil, err
				}
				n.Content = append(n.Content, item)
			}
			if _, err := dec.Token(); err != nil {
				return nil, err
			}
		case string:
			n.Tag, n.Value, n.Style = "!!str", v, yaml.DoubleQuotedStyle
		case json.Number:
			n.Tag, n.Value = "!!float", v.String()
		case bool:
			n.Tag, n.Value = "!!bool", fmt.Sprint(v)
		default:
			n.Tag, n.Value = "!!null", "null"
		}
		return n, nil
	}
	return value()
}

// position converts a byte offset to a 1-based line and column (in runes).
func position(content string, offset int) (ln, col int) {
	offset = min(max(offset, 0), len(content))
	before := content[:offset]
	ln = strings.Count(before, "\n") + 1
	col = utf8.RuneCountInString(before[strings.LastIndexByte(before, '\n')+1:]) + 1
	return ln, col
}

func deref(n *yaml.Node) *yaml.Node {
	for i := 0; n != nil && n.Kind == yaml.AliasNode && i < 8; i++ {
		n = n.Alias
	}
	if n != nil && n.Kind == yaml.AliasNode {
		return nil
	}
	return n
}

func lineOf(n *yaml.Node) int {
	if n == nil {
		return 0
	}
	return n.Line
}

// offsetOf returns the byte offset of text in the content where the scalar
// n holds it verbatim, or -1. It looks at the scalar's position (after the
// quote of a quoted scalar) and, for block scalars, a little after it.
func (p *structParser) offsetOf(n *yaml.Node, text string) int {
	if n.Line < 1 || n.Line > len(p.lineStarts) {
		return -1
	}
	pos := p.lineStarts[n.Line-1]
	for c := 1; c < n.Column && pos < len(p.content); c++ {
		_, size := utf8.DecodeRuneInString(p.content[pos:])
		pos += size
	}
	if n.Style&(yaml.DoubleQuotedStyle|yaml.SingleQuotedStyle) != 0 && pos < len(p.content) {
		pos++
	}
	if pos > len(p.content) {
		return -1
	}
	if strings.HasPrefix(p.content[pos:], text) {
		return pos
	}
	if n.Style&(yaml.LiteralStyle|yaml.FoldedStyle) != 0 {
		window := p.content[pos:min(len(p.content), pos+len(text)+256)]
		if i := strings.Index(window, text); i >= 0 {
			return pos + i
		}
	}
	return -1
}
