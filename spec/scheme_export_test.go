package spec

import (
	"fmt"
	"regexp"
)

var generatedID = regexp.MustCompile(`^R-[0-9]+$`)

// OwnSchemeIDsAfter applies ownSchemeIDs to requirements as a reader
// returned them (byte spans of content and IDs, a generated "R-n" taken
// for none) and gives the IDs it would settle, a repeated one as "#k":
// the learnexp count measures the mechanism on the readers on arrival.
func OwnSchemeIDsAfter(content string, spans [][2]int, ids []string) []string {
	units := make([]unit, len(ids))
	for i, id := range ids {
		units[i] = unit{from: spans[i][0], to: spans[i][1], id: id}
		if spans[i][0] < 0 || spans[i][1] > len(content) || spans[i][0] > spans[i][1] {
			units[i].from = -1
		}
		if generatedID.MatchString(id) {
			units[i].id = ""
		}
	}
	units = ownSchemeIDs(blankResidue(content), units)
	used := map[string]int{}
	for _, id := range ids {
		used[id]++
	}
	out := make([]string, len(ids))
	for i, u := range units {
		out[i] = ids[i]
		if u.id == "" || u.id == ids[i] {
			continue
		}
		out[i] = u.id
		if used[u.id]++; used[u.id] > 1 {
			out[i] = fmt.Sprintf("%s#%d", u.id, used[u.id])
		}
	}
	return out
}
