package spec

import (
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/clarigraph/clarigraph/fcs"
	"gopkg.in/yaml.v3"
)

// structParser reads YAML and JSON specifications.
type structParser struct {
	content    string
	lineStarts []int
}

func syntaxError(format string, args ...any) *Error {
	return &Error{Reason: fmt.Sprintf(format, args...), Err: ErrSyntax}
}

// parseStructured parses a YAML or JSON specification of the documented
// shape. Both are read into a tree of yaml.Node, which keeps positions:
// YAML by gopkg.in/yaml.v3, JSON by encoding/json (YAML's escapes differ
// from JSON's, so JSON is not read as YAML).
func parseStructured(format fcs.Format, content string) (*fcs.Specification, *Error) {
	p := &structParser{content: content, lineStarts: []int{0}}
	for i := 0; i < len(content); i++ {
		if content[i] == '\n' {
			p.lineStarts = append(p.lineStarts, i+1)
		}
	}
	var top *yaml.Node
	if format == fcs.FormatJSON {
		if err := checkJSON(content); err != nil {
			return nil, err
		}
		n, err := p.jsonTree()
		if err != nil {
			return nil, syntaxError("invalid JSON: %v", err)
		}
		top = n
	} else {
		var doc yaml.Node
		if err := yaml.Unmarshal([]byte(content), &doc); err != nil {
			return nil, syntaxError("invalid YAML: %s", strings.TrimPrefix(err.Error(), "yaml: "))
		}
		if doc.Kind != yaml.DocumentNode || len(doc.Content) == 0 {
			return nil, &Error{Reason: "empty specification", Err: ErrEmpty}
		}
		top = doc.Content[0]
	}
	root := deref(top)
	if root == nil || root.Kind != yaml.MappingNode {
		return nil, syntaxError("line %d: the specification must be a mapping with title, requirements, sections, architecture and constraints", lineOf(top))
	}
	s := &fcs.Specification{Format: format, Content: content, Requirements: []fcs.Requirement{}}
	err := eachKey(root, func(key string, v *yaml.Node) *Error {
		switch key {
		case "title":
			title, err := scalar(v, "title")
			s.Title = strings.TrimSpace(title)
			return err
		case "requirements":
			reqs, err := p.requirements(v)
			s.Requirements = reqs
			return err
		case "sections":
			sections, err := p.sections(v)
			s.Sections = append(s.Sections, sections...)
			return err
		case "architecture", "constraints":
			sec, err := p.namedSection(v, strings.ToUpper(key[:1])+key[1:])
			if sec != nil {
				s.Sections = append(s.Sections, *sec)
			}
			return err
		}
		return syntaxError("line %d: unknown key %q (want title, requirements, sections, architecture, constraints)", lineOf(v), key)
	})
	if err != nil {
		return nil, err
	}
	return s, nil
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

// eachKey calls fn for every key of a mapping whose value is not null,
// refusing duplicate keys.
func eachKey(m *yaml.Node, fn func(key string, v *yaml.Node) *Error) *Error {
	seen := map[string]bool{}
	for i := 0; i+1 < len(m.Content); i += 2 {
		k := deref(m.Content[i])
		if k == nil || k.Kind != yaml.ScalarNode {
			return syntaxError("line %d: keys must be strings", lineOf(m.Content[i]))
		}
		if seen[k.Value] {
			return syntaxError("line %d: key %q appears more than once", k.Line, k.Value)
		}
		seen[k.Value] = true
		if v := deref(m.Content[i+1]); v != nil && v.Kind == yaml.ScalarNode && v.Tag == "!!null" {
			continue // a null value is an absent key
		}
		if err := fn(k.Value, m.Content[i+1]); err != nil {
			return err
		}
	}
	return nil
}

func scalar(n *yaml.Node, what string) (string, *Error) {
	d := deref(n)
	if d == nil || d.Kind != yaml.ScalarNode || d.Tag == "!!null" {
		return "", syntaxError("line %d: %s must be a string", lineOf(n), what)
	}
	return d.Value, nil
}

// requirements reads a list of strings or of {id, text, section} mappings.
// A requirement without id gets "R-" and its 1-based position in the list,
// on three digits at least.
func (p *structParser) requirements(n *yaml.Node) ([]fcs.Requirement, *Error) {
	seq := deref(n)
	if seq == nil || seq.Kind != yaml.SequenceNode {
		return nil, syntaxError("line %d: requirements must be a list", lineOf(n))
	}
	reqs := make([]fcs.Requirement, 0, len(seq.Content))
	for i, item := range seq.Content {
		r := fcs.Requirement{ID: fmt.Sprintf("R-%03d", i+1)}
		var textNode *yaml.Node
		d := deref(item)
		switch {
		case d != nil && d.Kind == yaml.ScalarNode:
			textNode = d
		case d != nil && d.Kind == yaml.MappingNode:
			err := eachKey(d, func(key string, v *yaml.Node) *Error {
				var err *Error
				switch key {
				case "id":
					r.ID, err = scalar(v, "id")
					r.ID = strings.TrimSpace(r.ID)
					if err == nil && r.ID == "" {
						err = syntaxError("line %d: empty requirement id", lineOf(v))
					}
				case "text":
					textNode = deref(v)
					_, err = scalar(v, "text")
				case "section":
					r.Section, err = scalar(v, "section")
				default:
					err = syntaxError("line %d: unknown requirement key %q (want id, text, section)", lineOf(v), key)
				}
				return err
			})
			if err != nil {
				return nil, err
			}
		default:
			return nil, syntaxError("line %d: a requirement must be a string or a mapping with id and text", lineOf(item))
		}
		if textNode == nil {
			return nil, syntaxError("line %d: requirement %s has no text", lineOf(item), r.ID)
		}
		text, err := scalar(textNode, "text")
		if err != nil {
			return nil, err
		}
		r.Text = strings.TrimSpace(text)
		if r.Text == "" {
			return nil, syntaxError("line %d: requirement %s has no text", lineOf(textNode), r.ID)
		}
		r.Offset = p.offsetOf(textNode, r.Text)
		reqs = append(reqs, r)
	}
	return reqs, nil
}

// sections reads a list of {title, body, level} mappings; level defaults
// to 2.
func (p *structParser) sections(n *yaml.Node) ([]fcs.Section, *Error) {
	seq := deref(n)
	if seq == nil || seq.Kind != yaml.SequenceNode {
		return nil, syntaxError("line %d: sections must be a list", lineOf(n))
	}
	var out []fcs.Section
	for _, item := range seq.Content {
		d := deref(item)
		if d == nil || d.Kind != yaml.MappingNode {
			return nil, syntaxError("line %d: a section must be a mapping with title and body", lineOf(item))
		}
		sec := fcs.Section{Level: 2}
		var bodyNode *yaml.Node
		err := eachKey(d, func(key string, v *yaml.Node) *Error {
			var err *Error
			switch key {
			case "title":
				sec.Title, err = scalar(v, "title")
				sec.Title = strings.TrimSpace(sec.Title)
			case "body":
				bodyNode = deref(v)
				_, err = scalar(v, "body")
			case "level":
				var s string
				if s, err = scalar(v, "level"); err == nil {
					level, convErr := strconv.Atoi(s)
					if convErr != nil || level < 1 || level > 6 {
						return syntaxError("line %d: level must be a whole number from 1 to 6", lineOf(v))
					}
					sec.Level = level
				}
			default:
				err = syntaxError("line %d: unknown section key %q (want title, body, level)", lineOf(v), key)
			}
			return err
		})
		if err != nil {
			return nil, err
		}
		if sec.Title == "" {
			return nil, syntaxError("line %d: a section needs a title", lineOf(item))
		}
		sec.Offset = -1
		if bodyNode != nil {
			sec.Body = strings.TrimSpace(bodyNode.Value)
			sec.Offset = p.offsetOf(bodyNode, sec.Body)
		}
		out = append(out, sec)
	}
	return out, nil
}

// namedSection reads architecture or constraints: a string, or a list of
// strings rendered as a Markdown list.
func (p *structParser) namedSection(n *yaml.Node, title string) (*fcs.Section, *Error) {
	d := deref(n)
	switch {
	case d != nil && d.Kind == yaml.ScalarNode && d.Tag != "!!null":
		body := strings.TrimSpace(d.Value)
		return &fcs.Section{Title: title, Level: 2, Body: body, Offset: p.offsetOf(d, body)}, nil
	case d != nil && d.Kind == yaml.SequenceNode:
		var items []string
		for _, item := range d.Content {
			s, err := scalar(item, strings.ToLower(title)+" items")
			if err != nil {
				return nil, err
			}
			items = append(items, "- "+strings.TrimSpace(s))
		}
		body := strings.Join(items, "\n")
		off := -1
		if i := strings.Index(p.content, body); i >= 0 && body != "" {
			off = i
		}
		return &fcs.Section{Title: title, Level: 2, Body: body, Offset: off}, nil
	}
	return nil, syntaxError("line %d: %s must be a string or a list of strings", lineOf(n), strings.ToLower(title))
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
