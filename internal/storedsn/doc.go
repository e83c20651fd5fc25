// Package storedsn lists the checkpoint stores the clarify command (and
// its HTTP server) offers, by DSN scheme: the storekit.Registry that
// --store DSNs are opened with.
//
// # DSNs
//
//	sqlite:PATH                      SQLite file (checkpoint/sqlitestore); the file and its directory are created
//	file:DIR                         one directory per run (checkpoint/filestore); created
//	postgres://user:pass@host/db     PostgreSQL (checkpoint/pgstore); postgresql:// too
//	memory:                          in memory (checkpoint/memstore); lost when the process ends
//
// sqlite: and file: also accept two slashes after the colon
// (sqlite:///abs/runs.db). Scheme names are not case-sensitive. Each store
// package parses its own DSNs (its Scheme function); this package only
// lists them, so a new store is one line in Registry.
//
// # Default
//
// DefaultDSN names the per-user SQLite store: $XDG_STATE_HOME/clarify/runs.db,
// or ~/.local/state/clarify/runs.db when XDG_STATE_HOME is unset or not
// absolute. Open creates the directory (mode 0700).
//
// # Errors
//
// A DSN that is empty, malformed, of an unknown scheme, or whose store does
// not open is reported as a *storekit.DSNError, which wraps
// storekit.ErrInvalidDSN, ErrUnknownScheme or ErrOpen and names the DSN
// with its password replaced by "xxxxx" (storekit.Redact). Messages are
// one line.
package storedsn
