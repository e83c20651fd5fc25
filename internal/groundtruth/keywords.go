package groundtruth

// SharedKeywords returns the keywords of a that share a word with some
// keyword of b, compared as Covers compares words (lower case, a crude
// stem: "booked" and "booking" share "book"); words of two letters or fewer
// and a few function words are not compared. It helps a person merging
// two reviewers' decisions find the pairs; it does not pair them.
func SharedKeywords(a, b []string) []string {
	have := map[string]bool{}
	for _, k := range b {
		for _, w := range words(k) {
			if keyWord(w) {
				have[stem(w)] = true
			}
		}
	}
	var out []string
	for _, k := range a {
		for _, w := range words(k) {
			if keyWord(w) && have[stem(w)] {
				out = append(out, k)
				break
			}
		}
	}
	return out
}

// keyWord reports whether w is worth comparing between keyword lists.
func keyWord(w string) bool {
	switch w {
	case "the", "and", "for", "with", "from", "into", "per", "not", "any", "all":
		return false
	}
	return len(w) > 2
}
