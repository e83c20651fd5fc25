package main

import (
	"encoding/json"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/internal/golden"
)

func TestParse(t *testing.T) {
	e := newEnv(t)
	spec := testSpec(t, "parse.md")

	r := e.run("", "parse", "--format", "json", spec)
	requireOK(t, r)
	golden.Assert(t, filepath.Join("testdata", "golden", "parse.json"), []byte(r.stdout))
	obj := decodeObject(t, r.stdout)
	assert.ElementsMatch(t, []string{"requirements", "definitions"}, keys(obj))
	var reqs []map[string]json.RawMessage
	require.NoError(t, json.Unmarshal(obj["requirements"], &reqs))
	require.NotEmpty(t, reqs)
	for _, x := range reqs {
		assert.Subset(t, keys(x), []string{"id", "kind", "line", "column", "section", "text", "attributes"})
	}
	var defs []map[string]json.RawMessage
	require.NoError(t, json.Unmarshal(obj["definitions"], &defs))
	require.NotEmpty(t, defs)
	assert.ElementsMatch(t, []string{"term", "meaning", "line"}, keys(defs[0]))
	assert.Contains(t, r.stderr, "PL-01 is used for two requirements", "the warning goes to stderr")

	text := e.run("", "parse", spec)
	requireOK(t, text)
	golden.Assert(t, filepath.Join("testdata", "golden", "parse.txt"), []byte(text.stdout))
}

func TestParseRefusesATextWithoutRequirements(t *testing.T) {
	e := newEnv(t)
	hello := e.write("hello.txt", []byte("Hello world, this is not a spec.\n"))
	r := e.run("", "parse", hello)
	requireFail(t, r, exitError, "", hello+": no requirements found: looked for")
	assert.Empty(t, r.stdout)

	r = e.run("", "parse", e.path("missing.md"))
	requireFail(t, r, exitError, "", "cannot read")
}
