package server_test

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"

	"github.com/clarigraph/clarigraph/checkpoint/memstore"
	"github.com/clarigraph/clarigraph/server"
)

// A run started over HTTP stops at its questions; the recommended answers
// complete it.
func Example() {
	s, err := server.New(memstore.New())
	if err != nil {
		panic(err)
	}
	hs := httptest.NewServer(s)
	defer hs.Close()

	spec := "# Portal\n\n- FR-1: Session timeout shall be TBD.\n"
	res, err := http.Post(hs.URL+"/api/runs?format=markdown", "text/markdown", strings.NewReader(spec))
	if err != nil {
		panic(err)
	}
	var run server.RunResponse
	_ = json.NewDecoder(res.Body).Decode(&run)
	res.Body.Close()
	fmt.Println(res.StatusCode, run.Status, len(run.Questions), "question(s)")

	res, err = http.Post(hs.URL+"/api/runs/"+run.RunID+"/defaults", "application/json", nil)
	if err != nil {
		panic(err)
	}
	var done server.RunResponse
	_ = json.NewDecoder(res.Body).Decode(&done)
	res.Body.Close()
	fmt.Println(res.StatusCode, done.Status, done.FCS.Clarifications[0].Answer.Source)
	// Output:
	// 201 interrupted 1 question(s)
	// 200 completed default
}
