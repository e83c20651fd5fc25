// Package e2e holds the browser tests of `clarify serve`: page.test.mjs
// drives Debian's chromium with playwright-core (never a browser download)
// against a `clarify serve` that TestBrowser starts on 127.0.0.1 with a
// temporary SQLite store, then checks that the FCS hash the page shows
// equals the hash of `clarify run --answers` with the answers, and their
// sources, that the page recorded.
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
