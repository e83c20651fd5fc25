package storekit

import "strings"

// redacted replaces passwords in a DSN.
const redacted = "xxxxx"

// Redact returns dsn with the password of a URL's user information and the
// values of password query parameters (password, sslpassword) replaced by
// "xxxxx". It works on the text, so a DSN that does not parse as a URL is
// redacted too. Other DSNs are returned unchanged.
func Redact(dsn string) string {
	scheme, rest, ok := strings.Cut(dsn, "://")
	if !ok {
		return dsn
	}
	// The authority ends at the first '/', '?' or '#'.
	end := strings.IndexAny(rest, "/?#")
	if end < 0 {
		end = len(rest)
	}
	authority, tail := rest[:end], rest[end:]
	if at := strings.LastIndex(authority, "@"); at >= 0 {
		userinfo, host := authority[:at], authority[at+1:]
		if user, _, hasPass := strings.Cut(userinfo, ":"); hasPass {
			authority = user + ":" + redacted + "@" + host
		}
	}
	return scheme + "://" + authority + redactQuery(tail)
}

// redactQuery redacts password parameters in the query part of tail (the
// path, query and fragment of a URL).
func redactQuery(tail string) string {
	path, query, ok := strings.Cut(tail, "?")
	if !ok {
		return tail
	}
	query, frag, hasFrag := strings.Cut(query, "#")
	params := strings.Split(query, "&")
	for i, p := range params {
		k, _, hasValue := strings.Cut(p, "=")
		switch strings.ToLower(k) {
		case "password", "sslpassword":
			if hasValue {
				params[i] = k + "=" + redacted
			}
		}
	}
	out := path + "?" + strings.Join(params, "&")
	if hasFrag {
		out += "#" + frag
	}
	return out
}
