// Package golden compares rendered test output with golden files, the
// expected bytes kept under a package's testdata/ directory, and rewrites
// them when asked. It is a test helper: only _test.go files import it.
//
// # Use
//
// A test renders its output and hands it to Assert with the golden file's
// path, relative to the package directory (go test runs in it):
//
//	golden.Assert(t, filepath.Join("testdata", "cond.mmd"), []byte(p.Mermaid(nil)))
//
// When the bytes differ, Assert reports an error (the test goes on) that
// names the file, the first line that differs and a diff of the whole
// content. A missing golden file stops the test.
//
// # Regenerating
//
// After a change to the output that is intended, rewrite the package's
// golden files and review them with git diff before committing:
//
//	go test ./graph/ -update
//
// Under -update, Assert writes got to the path (creating its directory) and
// does not compare. The flag belongs to the test binary, so pass it to one
// package at a time, or to packages that all import this one: a package
// whose tests do not import golden does not know -update and its test
// binary exits with "flag provided but not defined".
//
// # The flag
//
// The -update flag is registered on flag.CommandLine by a package-level
// flag.Bool, the one global of this package. That is acceptable here
// because only test binaries import golden, and go test parses the flags
// after package initialisation. A test package that imports golden must not
// define its own -update flag: registering a flag name twice panics.
//
// # Diff
//
// The message names the first line that differs, which matters in long
// files; the diff itself is testify's (assert.Equal on the two strings).
package golden
