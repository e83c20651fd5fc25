package server

import (
	"context"
	"net"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestHostGuard checks which Host headers are answered on a connection
// that arrived on a given local address (none: the handler was called
// without a net/http server).
func TestHostGuard(t *testing.T) {
	lan := &net.TCPAddr{IP: net.ParseIP("192.0.2.10"), Port: 8080}
	v6 := &net.TCPAddr{IP: net.ParseIP("2001:db8::10"), Port: 8080}
	mapped := &net.TCPAddr{IP: net.ParseIP("::ffff:192.0.2.10"), Port: 8080}
	loop := &net.TCPAddr{IP: net.ParseIP("127.0.0.1"), Port: 8080}
	loop6 := &net.TCPAddr{IP: net.ParseIP("::1"), Port: 8080}
	tests := []struct {
		name    string
		allowed []string
		local   net.Addr
		host    string
		want    bool
	}{
		{"lan: the literal address", nil, lan, "192.0.2.10:8080", true},
		{"lan: the literal address, other port", nil, lan, "192.0.2.10:9090", false},
		{"lan: a 4-in-6 listener, the IPv4 address", nil, mapped, "192.0.2.10:8080", true},
		{"lan: localhost is not served", nil, lan, "localhost:8080", false},
		{"lan: 127.0.0.1 is not served", nil, lan, "127.0.0.1:8080", false},
		{"lan: a rebinding name", nil, lan, "evil.example:8080", false},
		{"lan: an allowed name", []string{"clarify.lan"}, lan, "clarify.lan:8080", true},
		{"lan: an allowed name, no port", []string{"clarify.lan"}, lan, "clarify.lan", true},
		{"lan: an allowed name with its port", []string{"clarify.lan:80"}, lan, "clarify.lan", true},
		{"lan: an allowed name, another port", []string{"clarify.lan:80"}, lan, "clarify.lan:8080", false},
		{"v6: the literal address", nil, v6, "[2001:db8::10]:8080", true},
		{"v6: another address", nil, v6, "[2001:db8::11]:8080", false},
		{"loopback: localhost", nil, loop, "localhost:8080", true},
		{"loopback: [::1]", nil, loop, "[::1]:8080", true},
		{"loopback6: 127.0.0.1", nil, loop6, "127.0.0.1:8080", true},
		{"loopback: the port must match", nil, loop, "localhost:8081", false},
		{"loopback: a rebinding name", nil, loop, "evil.example:8080", false},
		{"loopback: empty host", nil, loop, "", false},
		{"no local address: localhost", nil, nil, "localhost", true},
		{"no local address: a rebinding name", nil, nil, "evil.example", false},
		{"no local address: an allowed name", []string{"example.com"}, nil, "example.com", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := httptest.NewRequest("GET", "/", nil)
			r.Host = tt.host
			if tt.local != nil {
				r = r.WithContext(context.WithValue(r.Context(), http.LocalAddrContextKey, tt.local))
			}
			assert.Equal(t, tt.want, newHostGuard(tt.allowed).allows(r))
		})
	}
}
