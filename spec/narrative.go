package spec

import "strings"

// This file reads narrative chapters: a chapter whose title says it
// explains the setting ("Context") but whose prose tells how the system
// behaves, event by event.

// narrativeTitles are the titles of chapters that explain the setting and
// may instead narrate the system's behaviour.
var narrativeTitles = map[string]bool{"context": true, "system context": true, "operational context": true, "background": true}

// recordFields are the titles of a decision record's other fields: a
// "Context" heading beside one of them is the record's field, not a
// chapter.
var recordFields = map[string]bool{
	"decision": true, "decision outcome": true, "consequences": true, "consequence": true,
	"status": true, "considered options": true, "decision drivers": true, "alternatives": true,
}

// narrationMin is how many sentences opening on a trigger a chapter needs
// to narrate behaviour.
const narrationMin = 3

// siblingReach bounds how many headings on each side are looked at for a
// record's other fields, so that the pass stays linear.
const siblingReach = 8

// readNarratives lets the prose of a narrative chapter be read: a heading
// (not a label) titled "Context" whose own text has at least narrationMin
// sentences that open on a trigger ("When …", "If …", "Once …") narrates
// behaviour, and its sentences are read as any prose is. A decision
// record's "Context" (a heading beside "Decision" or "Consequences", or a
// label) still explains.
func (r *reader) readNarratives() {
	for k, h := range r.heads {
		if h.role != roleExplain || h.level >= labelLevel || !narrativeTitles[normTitle(stripNum(h.title))] {
			continue
		}
		if r.recordField(k) {
			continue
		}
		end := len(r.lines)
		for _, g := range r.heads[k+1:] {
			if g.level <= h.level {
				end = g.line
				break
			}
		}
		if r.narrates(h.line+1, end) {
			h.role = roleNone
		}
	}
}

// recordField reports whether the heading heads[k] is a field of a record:
// a sibling heading, before or after it, names another field of a
// decision record.
func (r *reader) recordField(k int) bool {
	h := r.heads[k]
	for d, g := 1, k+1; g < len(r.heads) && d <= siblingReach; d, g = d+1, g+1 {
		if r.heads[g].level < h.level {
			break
		}
		if r.heads[g].level == h.level && recordFields[normTitle(stripNum(r.heads[g].title))] {
			return true
		}
	}
	for d, g := 1, k-1; g >= 0 && d <= siblingReach; d, g = d+1, g-1 {
		if r.heads[g].level < h.level {
			break
		}
		if r.heads[g].level == h.level && recordFields[normTitle(stripNum(r.heads[g].title))] {
			return true
		}
	}
	return false
}

// narrates reports whether the lines [i, j) hold at least narrationMin
// sentences that open on a trigger.
func (r *reader) narrates(i, j int) bool {
	n := 0
	for k := i; k < j; k++ {
		l := r.lines[k]
		if l.kind != lText && l.kind != lItem {
			continue
		}
		s := r.c[l.text:l.end]
		for s != "" {
			if triggerOpens(s) {
				n++
				if n >= narrationMin {
					return true
				}
			}
			d := strings.Index(s, ". ")
			if d < 0 {
				break
			}
			s = strings.TrimLeft(s[d+2:], " ")
		}
	}
	return false
}

// triggers are the words a sentence that narrates an event opens on.
var triggers = []string{"when ", "whenever ", "if ", "once ", "while ", "upon ", "as soon as ", "after "}

// triggerOpens reports whether a sentence opens on a trigger followed by
// its clause and a comma: "When a button is pressed, the LED …".
func triggerOpens(s string) bool {
	c := strings.IndexByte(s, ',')
	if c < 0 {
		return false
	}
	head := strings.ToLower(s[:min(len(s), 12)])
	for _, t := range triggers {
		if strings.HasPrefix(head, t) && c > len(t) {
			return true
		}
	}
	return false
}
