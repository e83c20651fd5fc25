package server

import (
	"net"
	"net/http"
	"slices"
	"strings"
)

// loopbackNames are the host names a connection that arrived on a loopback
// address is served under (with the connection's port).
var loopbackNames = []string{"localhost", "127.0.0.1", "::1"}

// hostGuard decides which Host headers the server answers, against DNS
// rebinding: a page of another site whose name was made to resolve to this
// server's address sends that name as its Host.
type hostGuard struct {
	names map[string]bool // WithAllowedHosts names without a port: any port
	hosts map[string]bool // WithAllowedHosts names with a port: that port only
}

func newHostGuard(allowed []string) hostGuard {
	g := hostGuard{names: map[string]bool{}, hosts: map[string]bool{}}
	for _, a := range allowed {
		a = strings.ToLower(strings.TrimSpace(a))
		if a == "" {
			continue
		}
		if name, port, err := net.SplitHostPort(a); err == nil && port != "" {
			g.hosts[net.JoinHostPort(name, port)] = true
			continue
		}
		g.names[strings.Trim(a, "[]")] = true
	}
	return g
}

// allows reports whether r's Host is one the server answers:
//   - a name given with WithAllowedHosts (with any port, or the port given);
//   - the literal address the connection arrived on (IP and port);
//   - when that address is a loopback one, or unknown (the handler called
//     without a net/http server), localhost, 127.0.0.1 and [::1] with the
//     connection's port.
//
// A Host without a port stands for port 80.
func (g hostGuard) allows(r *http.Request) bool {
	host := strings.ToLower(r.Host)
	if host == "" {
		return false
	}
	name, port, err := net.SplitHostPort(host)
	if err != nil {
		name, port = strings.Trim(host, "[]"), "80"
	}
	if g.names[name] || g.hosts[net.JoinHostPort(name, port)] {
		return true
	}
	local, _ := r.Context().Value(http.LocalAddrContextKey).(net.Addr)
	if local == nil {
		return isLoopbackName(name)
	}
	lhost, lport, err := net.SplitHostPort(local.String())
	if err != nil || port != lport {
		return false
	}
	lip := net.ParseIP(lhost)
	if ip := net.ParseIP(name); ip != nil && lip != nil && ip.Equal(lip) {
		return true // the literal address
	}
	return lip != nil && lip.IsLoopback() && isLoopbackName(name)
}

func isLoopbackName(name string) bool { return slices.Contains(loopbackNames, name) }

// guard refuses, before anything else is done, a request whose Host the
// server does not answer (421 unknown_host) and a state-changing request
// that a browser sent from another origin (403 cross_origin, the checks of
// http.CrossOriginProtection: Sec-Fetch-Site, else Origin against Host;
// requests with neither header pass).
func (s *Server) guard(w http.ResponseWriter, r *http.Request) bool {
	if !s.hosts.allows(r) {
		s.writeError(w, r, apiErrorf(http.StatusMisdirectedRequest, CodeUnknownHost, nil,
			"host %q is not served here (see WithAllowedHosts, clarify serve --allowed-host)", r.Host))
		return false
	}
	if err := s.origins.Check(r); err != nil {
		s.writeError(w, r, apiErrorf(http.StatusForbidden, CodeCrossOrigin, err,
			"cross-origin %s refused: the request came from a page of another site", r.Method))
		return false
	}
	return true
}
