package fcs

import "strings"

// LocateExcerpt returns the byte offset in s.Content of excerpt, an
// excerpt of the text of the requirement with ID location whose own
// offset the analysis could not give (-1: a requirement whose text the
// reader rebuilt — table cells joined by a space, YAML or JSON values,
// text whose markup it dropped — so that the text is not the content's
// verbatim). It searches the requirement's stretch of the content: from
// the end of the nearest requirement before it whose text is verbatim in
// the content to the start of the nearest one after it (the whole content
// for a location that is no requirement), and returns the offset when the
// excerpt occurs there exactly once. It returns -1 when it cannot tell:
// the excerpt is not in the content as written (it spans text the reader
// joined, two cells or two list values, or differs from the file by
// markup), or it occurs more than once in the stretch.
func (s *Specification) LocateExcerpt(location, excerpt string) int {
	if excerpt == "" {
		return -1
	}
	from, to := 0, len(s.Content)
	if k := s.requirementIndex(location); k >= 0 {
		for i := k - 1; i >= 0; i-- {
			if r := &s.Requirements[i]; verbatim(s.Content, r) {
				from = r.Offset + len(r.Text)
				break
			}
		}
		for i := k + 1; i < len(s.Requirements); i++ {
			if r := &s.Requirements[i]; verbatim(s.Content, r) {
				to = r.Offset
				break
			}
		}
		if from > to { // requirements out of the content's order
			from, to = 0, len(s.Content)
		}
	}
	stretch := s.Content[from:to]
	at := strings.Index(stretch, excerpt)
	if at < 0 || strings.Contains(stretch[at+1:], excerpt) {
		return -1
	}
	return from + at
}

// requirementIndex is the index of the requirement with the given ID, or
// -1.
func (s *Specification) requirementIndex(id string) int {
	for i := range s.Requirements {
		if s.Requirements[i].ID == id {
			return i
		}
	}
	return -1
}

// verbatim reports whether r's text is the content's at r's offset.
func verbatim(content string, r *Requirement) bool {
	return r.Offset >= 0 && r.Offset+len(r.Text) <= len(content) && content[r.Offset:r.Offset+len(r.Text)] == r.Text
}
