// Command testsummary reads the events of go test -json and says which
// test suites ran and which were skipped, and why. go test prints ok for a
// package whose tests all skipped (the PostgreSQL tests without a
// database, the browser test without chromium); this summary does not let
// that pass unseen.
//
// It has two modes. With -stream, it reads the events of one go test
// -json run on standard input, prints what go test prints without -v —
// one line per package, the output of failed tests, build errors — and
// appends the events to the file named by -save; it exits 1 when a test
// or a build failed. Without -stream, it reads the files it is given
// (LABEL=FILE, one per module) and prints the summary: per module, the
// packages and tests that ran, passed and failed; then every skipped test,
// grouped by package and reason.
//
//	go test -json ./... | go run ./internal/testsummary -stream -save main.json
//	go run ./internal/testsummary .=main.json bench=bench.json
//
// .ci/run ends with this summary.
package main

import (
	"bufio"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"
)

// event is one line of go test -json (cmd/test2json).
type event struct {
	Action     string `json:"Action"`
	Package    string `json:"Package"`
	ImportPath string `json:"ImportPath"` // build-output and build-fail events

	Test    string  `json:"Test"`
	Elapsed float64 `json:"Elapsed"`
	Output  string  `json:"Output"`
}

func main() {
	stream := flag.Bool("stream", false, "print the run as go test does and save its events (see -save)")
	save := flag.String("save", "", "with -stream, append the events to this `FILE`")
	flag.Parse()
	var err error
	if *stream {
		err = streamRun(os.Stdin, os.Stdout, *save)
	} else {
		err = summarize(os.Stdout, flag.Args())
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "testsummary:", err)
		os.Exit(1)
	}
}

// errFailed reports a failed test or build in the stream.
var errFailed = errors.New("tests failed")

// streamRun prints the events read from r as go test prints its run
// without -v, and appends them to the file save (if not "").
func streamRun(r io.Reader, w io.Writer, save string) error {
	var saved io.Writer = io.Discard
	if save != "" {
		f, err := os.OpenFile(save, os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o644)
		if err != nil {
			return err
		}
		defer f.Close()
		saved = f
	}
	out := map[string][]string{} // output of each test (package + test), and of each package's build
	failed := false
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 1<<20), 64<<20)
	for sc.Scan() {
		line := sc.Bytes()
		fmt.Fprintf(saved, "%s\n", line)
		var e event
		if json.Unmarshal(line, &e) != nil || e.Action == "" {
			fmt.Fprintf(w, "%s\n", line) // not an event: a build message
			continue
		}
		key := e.Package + "\x00" + e.Test
		if e.Action == "build-output" || e.Action == "build-fail" {
			key = "build\x00" + e.ImportPath
		}
		switch e.Action {
		case "output", "build-output":
			out[key] = append(out[key], e.Output)
		case "build-fail":
			fmt.Fprint(w, strings.Join(out[key], ""))
			failed = true
		case "fail":
			// A failed test's output, or a failed package's own (a
			// panic, a test binary that did not build).
			fmt.Fprint(w, strings.Join(out[key], ""))
			if e.Test == "" {
				failed = true
				fmt.Fprintf(w, "FAIL\t%s\t%.3fs\n", e.Package, e.Elapsed)
			}
		case "pass":
			if e.Test == "" {
				fmt.Fprintf(w, "ok  \t%s\t%.3fs\n", e.Package, e.Elapsed)
			}
		case "skip":
			if e.Test == "" {
				fmt.Fprintf(w, "?   \t%s\t[no test files]\n", e.Package)
			}
		}
		if e.Action == "pass" || e.Action == "skip" || e.Action == "fail" {
			delete(out, key)
		}
	}
	if err := sc.Err(); err != nil {
		return err
	}
	if failed {
		return errFailed
	}
	return nil
}

// pkgResult is what one package's tests did.
type pkgResult struct {
	name                   string
	passed, failed         int
	skipped                map[string][]string // reason → tests
	result                 string              // pass, fail, skip (no test files)
	hasTests, buildFailure bool
}

// summarize prints the summary of the runs in files (LABEL=FILE, or FILE).
func summarize(w io.Writer, files []string) error {
	if len(files) == 0 {
		return errors.New("no event files given (LABEL=FILE …)")
	}
	fmt.Fprintln(w, "")
	fmt.Fprintln(w, "== Tests: which suites ran, which were skipped, and why ==")
	var skipped []string
	for _, arg := range files {
		label, path, ok := strings.Cut(arg, "=")
		if !ok {
			label, path = arg, arg
		}
		pkgs, err := readRun(path)
		if errors.Is(err, os.ErrNotExist) {
			fmt.Fprintf(w, "module %s: did not run (no test events: a step before its tests failed)\n", label)
			continue
		}
		if err != nil {
			return err
		}
		var ran, empty, failedPkgs, passed, failed, skips int
		for _, p := range pkgs {
			switch {
			case !p.hasTests && p.result == "skip":
				empty++
				continue
			case p.result == "fail":
				failedPkgs++
			}
			ran++
			passed += p.passed
			failed += p.failed
			for _, tests := range p.skipped {
				skips += len(tests)
			}
		}
		status := "ok"
		if failedPkgs > 0 {
			status = fmt.Sprintf("FAILED in %d %s", failedPkgs, plural(failedPkgs, "package"))
		}
		fmt.Fprintf(w, "module %s: %s; %d %s with tests, %d without; %d %s passed, %d failed, %d skipped\n",
			label, status, ran, plural(ran, "package"), empty, passed, plural(passed, "test"), failed, skips)
		prefix := commonDir(pkgs)
		for _, p := range pkgs {
			if len(p.skipped) == 0 {
				continue
			}
			reasons := make([]string, 0, len(p.skipped))
			for r := range p.skipped {
				reasons = append(reasons, r)
			}
			slices.Sort(reasons)
			verb := "partly skipped"
			if p.passed == 0 && p.failed == 0 {
				verb = "SKIPPED"
			}
			for _, r := range reasons {
				tests := p.skipped[r]
				skipped = append(skipped, fmt.Sprintf("  %s %s (%d %s: %s): %s", strings.TrimPrefix(p.name, prefix), verb, len(tests), plural(len(tests), "test"), list(tests), r))
			}
		}
	}
	if len(skipped) == 0 {
		fmt.Fprintln(w, "Every suite ran: no test was skipped.")
		return nil
	}
	fmt.Fprintln(w, "Skipped, with the reason the tests give:")
	for _, s := range skipped {
		fmt.Fprintln(w, s)
	}
	return nil
}

// readRun reads a file of go test -json events into per-package results,
// in the order the packages first appear.
func readRun(path string) ([]*pkgResult, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	byName := map[string]*pkgResult{}
	var order []*pkgResult
	out := map[string][]string{}
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 64<<20)
	for sc.Scan() {
		var e event
		if json.Unmarshal(sc.Bytes(), &e) != nil || e.Package == "" {
			continue
		}
		p := byName[e.Package]
		if p == nil {
			p = &pkgResult{name: e.Package, skipped: map[string][]string{}}
			byName[e.Package] = p
			order = append(order, p)
		}
		key := e.Test
		switch e.Action {
		case "output":
			if e.Test != "" {
				out[e.Package+"\x00"+key] = append(out[e.Package+"\x00"+key], e.Output)
			}
		case "run":
			p.hasTests = true
		case "pass", "fail", "skip":
			if e.Test == "" {
				p.result = e.Action
				continue
			}
			switch e.Action {
			case "pass":
				p.passed++
			case "fail":
				p.failed++
			case "skip":
				r := skipReason(out[e.Package+"\x00"+key])
				p.skipped[r] = append(p.skipped[r], e.Test)
			}
			delete(out, e.Package+"\x00"+key)
		case "build-fail":
			p.buildFailure, p.result = true, "fail"
		}
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return order, nil
}

// skipReason finds the message a skipped test logged: its first output
// line that is not one of go test's own, without the file:line prefix.
func skipReason(lines []string) string {
	for _, l := range lines {
		t := strings.TrimSpace(l)
		if t == "" || strings.HasPrefix(t, "=== ") || strings.HasPrefix(t, "--- ") {
			continue
		}
		if i := strings.Index(t, ": "); i > 0 && strings.Contains(t[:i], ".go:") {
			t = t[i+2:]
		}
		return t
	}
	return "(no reason given)"
}

func plural(n int, word string) string {
	if n == 1 {
		return word
	}
	return word + "s"
}

// list names at most three tests, then how many more.
func list(tests []string) string {
	if len(tests) <= 3 {
		return strings.Join(tests, ", ")
	}
	return strings.Join(tests[:3], ", ") + fmt.Sprintf(" and %d more", len(tests)-3)
}

// commonDir is the directory all the packages' import paths share, with
// its final slash ("" when they share none), so that the summary names
// packages the way their module's README does.
func commonDir(pkgs []*pkgResult) string {
	if len(pkgs) == 0 {
		return ""
	}
	prefix := pkgs[0].name
	for _, p := range pkgs[1:] {
		for !strings.HasPrefix(p.name, prefix) {
			prefix = prefix[:len(prefix)-1]
		}
	}
	i := strings.LastIndex(prefix, "/")
	if i < 0 {
		return ""
	}
	prefix = prefix[:i+1]
	for _, p := range pkgs {
		if p.name+"/" == prefix {
			// A package is the common directory itself: keep its last
			// element in every name.
			j := strings.LastIndex(strings.TrimSuffix(prefix, "/"), "/")
			return prefix[:j+1]
		}
	}
	return prefix
}
