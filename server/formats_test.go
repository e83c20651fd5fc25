package server_test

import (
	"encoding/json"
	"net/http"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/checkpoint/memstore"
	"github.com/clarigraph/clarigraph/server"
	"github.com/clarigraph/clarigraph/spec"
)

// TestCreateEveryFormat: the format parameter takes every format the spec
// package reads, by the name spec.InputFormats gives it, in the JSON form
// and as a query parameter with a raw body; another name is a 400 that
// lists them all.
func TestCreateEveryFormat(t *testing.T) {
	e := newEnv(t, memstore.New())
	specs := map[string]string{
		"markdown": "# Chores\n\n- FR-1: The app shall list chores.\n",
		"text":     "FR-1: The app shall list chores.\n",
		"rst":      "Chores\n======\n\nRequirements\n------------\n\n- FR-1: The app shall list chores.\n",
		"asciidoc": "= Chores\n\n== Requirements\n\n* FR-1: The app shall list chores.\n",
		"gherkin":  "Feature: Chores\n\n  Scenario: List chores\n    Given two chores\n    When I open the list\n    Then both are shown\n",
		"yaml":     "requirements:\n  - id: FR-1\n    text: The app shall list chores.\n",
		"json":     `{"requirements": [{"id": "FR-1", "text": "The app shall list chores."}]}`,
	}
	var names []string
	for _, f := range spec.InputFormats() {
		names = append(names, f.Name)
		body, ok := specs[f.Name]
		require.True(t, ok, "no spec in this test for format %q", f.Name)
		t.Run(f.Name+" JSON form", func(t *testing.T) {
			code, b := e.json("POST", "/api/runs", map[string]any{"spec": body, "format": f.Name, "auto": true})
			require.Equal(t, http.StatusCreated, code, string(b))
			var r server.RunResponse
			require.NoError(t, json.Unmarshal(b, &r))
			require.NotNil(t, r.FCS)
			assert.NotEmpty(t, r.FCS.Specification.Requirements)
		})
		t.Run(f.Name+" raw body", func(t *testing.T) {
			code, b, _ := e.do("POST", "/api/runs?format="+f.Name, "text/plain", []byte(body))
			require.Equal(t, http.StatusCreated, code, string(b))
		})
	}
	code, b := e.json("POST", "/api/runs", map[string]any{"spec": "- FR-1: x", "format": "docx"})
	require.Equal(t, http.StatusBadRequest, code)
	ae := decodeErr(t, b)
	assert.Equal(t, server.CodeBadRequest, ae.Code)
	assert.Equal(t, `format "docx": want markdown, text, rst, asciidoc, gherkin, yaml or json`, ae.Message)
	assert.Equal(t, []string{"markdown", "text", "rst", "asciidoc", "gherkin", "yaml", "json"}, names)
}

// TestOpenAPIFormats: the CreateRequest's format and the format query
// parameter of POST /api/runs list the formats spec reads.
func TestOpenAPIFormats(t *testing.T) {
	var doc struct {
		Paths map[string]map[string]struct {
			Parameters []struct {
				Name   string `json:"name"`
				Schema struct {
					Enum []string `json:"enum"`
				} `json:"schema"`
			} `json:"parameters"`
		} `json:"paths"`
		Components struct {
			Schemas struct {
				CreateRequest struct {
					Properties struct {
						Format struct {
							Enum []string `json:"enum"`
						} `json:"format"`
					} `json:"properties"`
				} `json:"CreateRequest"`
			} `json:"schemas"`
		} `json:"components"`
	}
	require.NoError(t, json.Unmarshal(server.OpenAPI(), &doc))
	var want []string
	for _, f := range spec.InputFormats() {
		want = append(want, f.Name)
	}
	assert.Equal(t, want, doc.Components.Schemas.CreateRequest.Properties.Format.Enum)
	found := false
	for _, p := range doc.Paths["/api/runs"]["post"].Parameters {
		if p.Name == "format" {
			found = true
			assert.Equal(t, want, p.Schema.Enum)
		}
	}
	assert.True(t, found, "POST /api/runs documents its format parameter")
}

// TestPageFormats: the page's format selector offers every format spec
// reads (and Detect), each option carrying its extensions, and its file
// picker accepts every extension.
func TestPageFormats(t *testing.T) {
	e := newEnv(t, memstore.New())
	code, b, _ := e.do("GET", "/", "", nil)
	require.Equal(t, http.StatusOK, code)
	page := string(b)
	sel := regexp.MustCompile(`(?s)<select id="format">(.*?)</select>`).FindStringSubmatch(page)
	require.NotNil(t, sel, "the page has its format selector")
	opt := regexp.MustCompile(`<option value="([^"]*)"(?: data-ext="([^"]*)")?>`)
	var got [][2]string
	for _, m := range opt.FindAllStringSubmatch(sel[1], -1) {
		got = append(got, [2]string{m[1], m[2]})
	}
	var want [][2]string
	var exts []string
	for _, f := range spec.InputFormats() {
		want = append(want, [2]string{f.Name, strings.Join(f.Extensions, " ")})
		exts = append(exts, f.Extensions...)
	}
	want = append(want, [2]string{"", ""}) // Detect
	assert.Equal(t, want, got)
	accept := regexp.MustCompile(`<input id="file" type="file" accept="([^"]*)">`).FindStringSubmatch(page)
	require.NotNil(t, accept, "the page has its file picker")
	assert.Equal(t, strings.Join(exts, ",")+",text/*", accept[1])

	code, b, _ = e.do("GET", "/app.js", "", nil)
	require.Equal(t, http.StatusOK, code)
	assert.False(t, strings.Contains(string(b), "yml: 'yaml'"), "the page reads a file's format from the selector's options, not a list of its own")
}
