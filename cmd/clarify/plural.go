package main

import "strconv"

// plural returns one when n is 1, else many — many defaulting to one with
// an s: plural(n, "question"), plural(n, "it stays", "they stay").
func plural(n int, one string, many ...string) string {
	if n == 1 {
		return one
	}
	if len(many) > 0 {
		return many[0]
	}
	return one + "s"
}

// count returns n and the noun agreeing with it: count(1, "question") is
// "1 question", count(3, "ambiguity", "ambiguities") "3 ambiguities".
func count(n int, one string, many ...string) string {
	return strconv.Itoa(n) + " " + plural(n, one, many...)
}
