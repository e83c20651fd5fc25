package server_test

import (
	"encoding/json"
	"fmt"
	"net"
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

// HTTPServer serves the Server with its timeouts. A page of another site
// cannot start a run (403), nor reach the server under its own name after
// DNS rebinding (421); a script can.
func ExampleServer_HTTPServer() {
	s, err := server.New(memstore.New())
	if err != nil {
		panic(err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		panic(err)
	}
	hs := s.HTTPServer()
	go func() { _ = hs.Serve(ln) }()
	defer hs.Close()
	url := "http://" + ln.Addr().String() + "/api/runs?format=markdown"
	spec := "# Portal\n\n- FR-1: Session timeout shall be TBD.\n"

	post := func(host, origin string) int {
		req, _ := http.NewRequest("POST", url, strings.NewReader(spec))
		req.Header.Set("Content-Type", "text/plain")
		if host != "" {
			req.Host = host
		}
		if origin != "" {
			req.Header.Set("Origin", origin)
		}
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			panic(err)
		}
		res.Body.Close()
		return res.StatusCode
	}
	fmt.Println("another site:", post("", "http://evil.example"))
	fmt.Println("rebound name:", post("evil.example", "http://evil.example"))
	fmt.Println("script:", post("", ""))
	// Output:
	// another site: 403
	// rebound name: 421
	// script: 201
}
