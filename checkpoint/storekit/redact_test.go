package storekit_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/clarigraph/clarigraph/checkpoint/storekit"
)

func TestRedact(t *testing.T) {
	tests := []struct{ in, want string }{
		{"postgres://u:secret@h:5432/db", "postgres://u:xxxxx@h:5432/db"},
		{"postgres://u@h/db", "postgres://u@h/db"},
		{"postgres://h/db?password=secret&sslmode=disable", "postgres://h/db?password=xxxxx&sslmode=disable"},
		{"postgres://h/db?sslmode=disable&PASSWORD=secret#frag", "postgres://h/db?sslmode=disable&PASSWORD=xxxxx#frag"},
		{"postgres://u:p@ss:w@rd@h/db", "postgres://u:xxxxx@h/db"},
		{"postgresql://u:secret@h", "postgresql://u:xxxxx@h"},
		{"sqlite:/tmp/runs.db", "sqlite:/tmp/runs.db"},
		{"memory:", "memory:"},
		{"", ""},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			assert.Equal(t, tt.want, storekit.Redact(tt.in))
		})
	}
}

func FuzzRedact(f *testing.F) {
	f.Add("u", "secret", "h:5432/db?sslmode=disable")
	f.Add("", "", "")
	f.Add("a:b", "c@d", "e/f?password=g")
	f.Fuzz(func(t *testing.T, user, password, rest string) {
		if strings.ContainsAny(user, ":@/?#") || strings.ContainsAny(password, "/?#") || strings.ContainsAny(rest, "@") || password == "" {
			return
		}
		dsn := "postgres://" + user + ":" + password + "@" + rest
		got := storekit.Redact(dsn)
		assert.Equal(t, "postgres://"+user+":xxxxx@"+storekit.Redact("postgres://" + rest)[len("postgres://"):], got)
		assert.Equal(t, got, storekit.Redact(got), "Redact is idempotent")
	})
}
