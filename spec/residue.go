package spec

import "strings"

// This file blanks the markup a converter or a chat assistant leaves in a
// text and that no author wrote: citation markers ("[cite_start]",
// "[cite: 12, 14]", ":contentReference[oaicite:3]{index=3}", "【4†source】").
// They are replaced by as many spaces, so that every offset, line and
// column stays the document's, and the reader meets the text as written
// around them: "- [cite_start]**REQ-1:** …" is a bullet that opens with
// its ID. A requirement's text is still the document's own (settle takes
// it from the content as given).

// residueRes are the converter markers, one expression each; a new
// converter's marker is one more entry.
var residueRes = []*guardedRe{
	mustGuard(`\[cite_start\]`),
	mustGuard(`\[cite: ?[0-9]+(?:[-–][0-9]+)?(?:, ?[0-9]+(?:[-–][0-9]+)?)*\]`),
	mustGuard(`:contentReference\[oaicite:[0-9]+\](?:\{index=[0-9]+\})?`),
	mustGuard(`【[0-9]+(?::[0-9]+)?†[^】\n]{0,40}】`),
}

// residueWords are what any marker holds: a text without them is given
// back as it is, without a copy.
var residueWords = []string{"[cite", "oaicite", "【"}

// blankResidue gives content with every converter marker replaced by
// spaces of the same length in bytes.
func blankResidue(content string) string {
	found := false
	for _, w := range residueWords {
		if strings.Contains(content, w) {
			found = true
			break
		}
	}
	if !found {
		return content
	}
	var b []byte
	for _, re := range residueRes {
		src := content
		if b != nil {
			src = string(b)
		}
		ms := re.FindAllStringIndex(src, -1)
		if len(ms) == 0 {
			continue
		}
		if b == nil {
			b = []byte(content)
		}
		for _, m := range ms {
			for i := m[0]; i < m[1]; i++ {
				b[i] = ' '
			}
		}
	}
	if b == nil {
		return content
	}
	return string(b)
}
