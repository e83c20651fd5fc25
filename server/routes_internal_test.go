package server

import (
	"encoding/json"
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestOpenAPIMatchesRoutes holds openapi.json to the route table: every
// route is documented with its method, and nothing else is.
func TestOpenAPIMatchesRoutes(t *testing.T) {
	var doc struct {
		Paths map[string]map[string]json.RawMessage `json:"paths"`
	}
	require.NoError(t, json.Unmarshal(OpenAPI(), &doc))
	var documented, served []string
	for path, ops := range doc.Paths {
		for method := range ops {
			switch method {
			case "parameters", "summary", "description", "servers":
				continue // path-level members, not operations
			}
			documented = append(documented, strings.ToUpper(method)+" "+path)
		}
	}
	for _, rt := range (&Server{}).apiRoutes() {
		served = append(served, rt.pattern)
	}
	slices.Sort(documented)
	slices.Sort(served)
	assert.Equal(t, served, documented, "openapi.json and apiRoutes disagree")
}

// TestDocsListRoutes holds the README's endpoint table and the package
// documentation's list of endpoints to the route table: every route is in
// both, and neither names one that is not served.
func TestDocsListRoutes(t *testing.T) {
	var served []string
	for _, rt := range (&Server{}).apiRoutes() {
		served = append(served, rt.pattern)
	}
	slices.Sort(served)
	readme, err := os.ReadFile("README.md")
	require.NoError(t, err)
	var table []string
	for _, m := range regexp.MustCompile("(?m)^\\| `((?:GET|POST|PUT|DELETE|PATCH) /api/[^`]*)` \\|").FindAllStringSubmatch(string(readme), -1) {
		table = append(table, m[1])
	}
	slices.Sort(table)
	assert.Equal(t, served, table, "README.md's endpoint table and apiRoutes disagree")

	doc, err := os.ReadFile("doc.go")
	require.NoError(t, err)
	var listed []string
	for _, m := range regexp.MustCompile(`(?m)^//\t((?:GET|POST|PUT|DELETE|PATCH) +/api/\S*)`).FindAllStringSubmatch(string(doc), -1) {
		method, path, _ := strings.Cut(m[1], " ")
		listed = append(listed, method+" "+strings.TrimSpace(path))
	}
	slices.Sort(listed)
	assert.Equal(t, served, listed, "doc.go's list of endpoints and apiRoutes disagree")
}
