//go:build learnexp

package spec_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/clarigraph/clarigraph/spec"
)

// TestLearnexpDump writes each listed document's requirements as this
// checkout's reader reads them (offset, text, ID, kind) to
// $LEARNEXP_DIR/reqs-$LEARNEXP_NAME.json. It uses only Parse, so it can be
// copied into an older checkout to dump the reader as it was (see
// learnexp_test.go).
func TestLearnexpDump(t *testing.T) {
	dir, name := os.Getenv("LEARNEXP_DIR"), os.Getenv("LEARNEXP_NAME")
	if dir == "" || name == "" {
		t.Skip("LEARNEXP_DIR or LEARNEXP_NAME not set")
	}
	b, err := os.ReadFile(filepath.Join(dir, "list.json"))
	if err != nil {
		t.Fatal(err)
	}
	var docs []struct{ Name, File string }
	if err := json.Unmarshal(b, &docs); err != nil {
		t.Fatal(err)
	}
	type req struct {
		Off  int    `json:"off"`
		Text string `json:"text"`
		ID   string `json:"id"`
		Kind string `json:"kind"`
	}
	out := map[string][]req{}
	for _, d := range docs {
		text, err := os.ReadFile(d.File)
		if err != nil {
			t.Fatal(err)
		}
		rs := []req{}
		if sp, err := spec.Parse(d.Name, text); err == nil {
			for _, r := range sp.Requirements {
				rs = append(rs, req{r.Offset, r.Text, r.ID, string(r.Kind)})
			}
		}
		out[d.Name] = rs
	}
	b, err = json.Marshal(out)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "reqs-"+name+".json"), b, 0o644); err != nil {
		t.Fatal(err)
	}
}
