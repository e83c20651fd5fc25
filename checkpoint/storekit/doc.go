// Package storekit is what checkpoint store authors need and users of the
// stores do not, as database/sql/driver is to database/sql: the steps
// every store performs alike, so that the stores behave alike and the
// steps are written once, and the DSN schemes by which programs open
// stores.
//
// # Writing a store
//
// A store implements checkpoint.Store and, as every store of this module
// does, its optional capabilities (checkpoint.OutputStore, OutputBatcher,
// Locker, Pruner). Its methods use:
//
//   - Save: EncodeStamped (a zero Time stamped from the store's clock,
//     then checkpoint.Encode, which validates the record), and SummaryOf
//     for the metadata kept beside the encoded record;
//   - Load: DecodeStored (checkpoint.Decode, and a record found under
//     another run's or seq's name is checkpoint.ErrCorrupt);
//   - History and Runs: SummaryOf, RunSummaryOf and SortRuns;
//   - Lock: CheckLease for its arguments;
//   - Prune: CheckPrune for its arguments and Expendable for the records
//     retention may delete.
//
// Chains need nothing of a store but what the Store contract says: Load
// of a record it no longer has is checkpoint.ErrNotFound, and a record
// saved again under a number whose record was lost becomes the run's
// latest in Runs. A store also keeps the prune marker (Pruner.Pruned),
// lists each run's lease in Runs, and creates its files readable by their
// owner only (0600, folders 0700). A new store proves itself with the
// conformance suite in package checkpointtest.
//
// # DSN schemes
//
// A store that can be named on a command line offers a Scheme: its names
// ("sqlite"), its form for messages ("sqlite:PATH") and a function that
// opens it from a DSN, reporting a malformed DSN with InvalidDSN and a
// store that does not open with OpenFailed (LocalPath reads the path of a
// local file or directory). A Registry opens DSNs for the schemes
// registered with it:
//
//	var stores storekit.Registry
//	stores.Register(sqlitestore.Scheme(), memstore.Scheme())
//	s, err := stores.Open(ctx, "sqlite:runs.db")
//
// The registry is a value the program builds, not a global filled by the
// store packages' init functions as database/sql's is: importing a store
// has no side effect, two registries do not meet, and a program lists the
// stores it offers in one place (the clarify command's is
// internal/storedsn). Adding a store to the command is one line there.
//
// Registry.Open's errors are *DSNError values wrapping ErrInvalidDSN,
// ErrUnknownScheme or ErrOpen; they name the DSN with its passwords
// replaced by "xxxxx" (Redact), on one line.
package storekit
