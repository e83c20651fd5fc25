// Package e2e holds the browser tests of `clarify serve`: page.test.mjs
// drives Debian's chromium with playwright-core (never a browser download)
// against a `clarify serve` that TestBrowser starts on 127.0.0.1 with a
// temporary SQLite store, then checks that the FCS hash the page shows
// equals the hash of `clarify run --answers` with the answers, and their
// sources, that the run recorded.
//
// The page's tests cover a run answered by keyboard alone (an option, a
// countdown that runs out, custom text, a skip, Submit naming the question
// left and taking its recommended answer), the FCS view against the
// Markdown FCS's decision lines, countdowns (they start when their
// question is shown, wait off screen, hold while the question is pointed
// at or focused, pause on a click or typing, never move the page on
// meanwhile, can be switched off, and their settings are remembered),
// Submit's confirmation (named questions, Go back, Escape, leaving them
// open), every recorded answer with its source, the event stream opened
// only once the run exists (no 404 anywhere), one word for the waiting
// state, the requirements panel (GET /api/runs/{id}/requirements), labels
// and keyboard use. Tests that need what the server may not offer yet
// skip, saying so: partial answers recorded as given and kept over a
// reload, and a withdrawn answer (when /api/openapi.json has "partial" in
// its Reply schema).
//
// It also proves that other sites cannot
// use the server: a page served from another origin of the machine
// (http://localhost:PORT, a node server of the test) makes the browser send
// every request a page can send without a CORS preflight (text/plain and
// form bodies, an HTML form) to start, answer, complete and cancel runs,
// and the server refuses each with 403, creating nothing and leaving the
// waiting run as it was; and a page whose name was rebound to 127.0.0.1
// (Chromium's --host-resolver-rules, in a browser of its own without
// Local Network Access checks, as in browsers that lack them) gets 421 for
// its same-origin reads and writes.
//
// # Running
//
//	bash .ci/browser.sh        # apt-get install chromium; npm install in e2e/
//	go test ./e2e
//
// The test skips, saying what is missing, when /usr/bin/chromium, node or
// e2e/node_modules/playwright-core is absent, so `go test ./...` passes on
// a machine without them. Screenshots of each step are written to
// e2e/artifacts/ (git-ignored).
package e2e
