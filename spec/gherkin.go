package spec

import (
	"strings"

	"github.com/clarigraph/clarigraph/fcs"
)

// This file reads Gherkin feature files: a Feature with its description,
// an optional Background, Rules, and Scenarios (or Scenario Outlines with
// their Examples), each with the tags written on the lines before it.

// gherkinKeyword is the keyword that opens a Gherkin line, without its
// colon, or "" for a line that opens with none.
func gherkinKeyword(t string) string {
	for _, k := range [...]string{"Feature", "Background", "Scenario Outline", "Scenario Template", "Scenario", "Example", "Examples", "Scenarios", "Rule"} {
		if strings.HasPrefix(t, k) && strings.HasPrefix(strings.TrimLeft(t[len(k):], " \t"), ":") {
			return k
		}
	}
	return ""
}

// isScenarioKeyword reports whether a keyword opens a scenario.
func isScenarioKeyword(k string) bool {
	switch k {
	case "Scenario", "Scenario Outline", "Scenario Template", "Example":
		return true
	}
	return false
}

// gherkinSteps are the words that open a step.
var gherkinSteps = [...]string{"Given ", "When ", "Then ", "And ", "But ", "* "}

// looksLikeGherkin reports whether content is a feature file: its first
// line that is not blank, a comment or a tag line opens with "Feature:",
// and a scenario with at least one step follows.
func looksLikeGherkin(content string) bool {
	feature, scenario := false, false
	for rest := content; rest != ""; {
		l := rest
		if i := strings.IndexByte(rest, '\n'); i >= 0 {
			l, rest = rest[:i], rest[i+1:]
		} else {
			rest = ""
		}
		t := strings.TrimSpace(strings.TrimPrefix(l, bom))
		if t == "" || t[0] == '#' || t[0] == '@' {
			continue
		}
		k := gherkinKeyword(t)
		if !feature {
			if k != "Feature" {
				return false
			}
			feature = true
			continue
		}
		if isScenarioKeyword(k) {
			scenario = true
			continue
		}
		if scenario {
			for _, s := range gherkinSteps {
				if strings.HasPrefix(t, s) {
					return true
				}
			}
		}
	}
	return false
}

// gherkinTagIDs returns the tags of a tag line that look like requirement
// IDs ("@PEC-FR-40"), without their "@"; other tags ("@smoke", "@wip")
// are left out.
func gherkinTagIDs(t string) []string {
	var ids []string
	for _, f := range strings.Fields(t) {
		if f[0] != '@' {
			break // a comment after the tags
		}
		tag := strings.TrimPrefix(f, "@")
		if m := idRe.FindStringSubmatch(tag); m != nil && m[1] == "" && m[0] == tag && !notIDs[idLetters(tag)] {
			ids = append(ids, tag)
		}
	}
	return ids
}

// parseGherkin reads a feature file. Each Scenario, Scenario Outline or
// Example is one requirement of kind scenario, from its tag lines to its
// last step or Examples row; its ID is the tags that look like
// requirement IDs, joined by a space, else none. A story in a Feature's
// or a Rule's description, a clause a line ("In order to …" / "As a …" /
// "I want …"), is one requirement; the Feature line, the rest of its
// description and a Background's steps are not read. A Rule is a section.
func parseGherkin(content string) (*fcs.Specification, []unit) {
	s := &fcs.Specification{Format: fcs.FormatText, Content: content}
	var (
		units []unit
		path  []string
		cur   = -1 // the unit of the scenario being read, or -1
		tagAt = -1 // where the pending tag lines start
		tags  []string
		doc   string // the fence of an open doc string
		sect  = -1   // the section being read
		desc  bool   // in a Feature's or a Rule's description
	)
	closeSection := func(end int) {
		if sect >= 0 {
			sc := &s.Sections[sect]
			body := strings.TrimSpace(content[sc.Offset:end])
			sc.Offset += strings.Index(content[sc.Offset:end], body)
			sc.Body = body
		}
	}
	start := 0
	for start < len(content) {
		end := strings.IndexByte(content[start:], '\n')
		next := len(content)
		if end < 0 {
			end = len(content)
		} else {
			end += start
			next = end + 1
		}
		line := content[start:end]
		lstart := start
		start = next
		t := strings.TrimSpace(strings.TrimPrefix(line, bom))
		indent := lstart + strings.Index(line, t)
		tail := lstart + len(strings.TrimRight(line, " \t\r"))
		if doc != "" {
			if strings.HasPrefix(t, doc) {
				doc = ""
			}
			if cur >= 0 {
				units[cur].to = tail
			}
			continue
		}
		if t == "" || t[0] == '#' {
			continue
		}
		if t[0] == '@' {
			if tagAt < 0 {
				tagAt = indent
			}
			tags = append(tags, gherkinTagIDs(t)...)
			continue
		}
		k := gherkinKeyword(t)
		switch {
		case k == "Examples" || k == "Scenarios":
			// an outline's examples, with their tags, are the outline's
			tagAt, tags = -1, nil
			if cur >= 0 {
				units[cur].to = tail
			}
		case isScenarioKeyword(k):
			from := indent
			if tagAt >= 0 {
				from = tagAt
			}
			units = append(units, unit{
				id: strings.Join(tags, " "), own: len(tags) > 0, from: from, to: tail,
				kind: fcs.KindScenario, path: path, states: true,
				ordinal: true, // several scenarios may carry one requirement's tag: no warning
			})
			cur = len(units) - 1
			tagAt, tags = -1, nil
		case k != "":
			cur, tagAt, tags = -1, -1, nil
			desc = k == "Feature" || k == "Rule"
			title := strings.TrimSpace(strings.TrimLeft(t[len(k):], " \t")[1:])
			switch k {
			case "Feature":
				s.Title = title
			case "Rule":
				path = []string{title}
			default:
				continue
			}
			closeSection(lstart)
			level := 1
			if k == "Rule" {
				level = 2
			}
			s.Sections = append(s.Sections, fcs.Section{Title: title, Level: level, Offset: next})
			sect = len(s.Sections) - 1
		case cur < 0 && desc:
			// a story written a clause a line is read; the rest of a
			// description explains
			if e := storyLines(content, indent, len(content)); e > 0 {
				units = append(units, unit{from: indent, to: e, kind: fcs.KindFunctional, path: path, states: true})
				if nl := strings.IndexByte(content[e:], '\n'); nl >= 0 {
					start = e + nl + 1
				} else {
					start = len(content)
				}
			}
		default:
			if strings.HasPrefix(t, `"""`) || strings.HasPrefix(t, "```") {
				doc = t[:3]
			}
			if cur >= 0 {
				units[cur].to = tail
			}
		}
	}
	closeSection(len(content))
	return s, units
}
