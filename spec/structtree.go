package spec

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"unicode/utf8"

	"gopkg.in/yaml.v3"
)

// This file holds the node tree YAML and JSON are read into: JSON read
// with encoding/json into yaml.Node with the line and column of every
// value (YAML and JSON escapes differ), syntax errors with their
// position, and the offsets of scalars in the content.

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
