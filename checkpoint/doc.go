// Package checkpoint defines the durable record of a graph run, its
// versioned and checksummed codec, and the small Store contract that the
// stores in the sub-packages implement (memstore, filestore, sqlitestore,
// pgstore). It is to the stores what database/sql/driver is to database
// drivers: the engine (package graph) talks only to this contract, and
// optional capabilities are found by type assertion. The package imports
// only the standard library.
//
// # The record
//
// The engine writes a Checkpoint after every batch, and at an interrupt, a
// failure or a cancellation, before the next batch starts. Its fields:
//
//   - SchemaVersion: the record layout version (SchemaVersion); Encode
//     writes 0 as the current version.
//   - GraphID, Fingerprint: the graph's name and a hash of its node IDs,
//     dependencies and kinds, computed by the engine; a resume against a
//     graph of another fingerprint is refused with a *GraphChangedError.
//   - RunID, Seq: the run and the record's number in it (1, 2, 3, …),
//     assigned by the engine. Together they identify a record; records are
//     immutable and a second Save of the same pair is an ErrConflict.
//   - Batch: the index of the batch the record closes, -1 before the first.
//   - LastCompleted, Completed: the nodes completed in this batch, and all
//     completed nodes so far (sorted). The engine fills Completed in
//     snapshot records only and replays LastCompleted of the records after
//     the snapshot, as it replays deltas, so a record stays small on long
//     chains; likewise Skipped and Outcomes are cumulative in a snapshot
//     record and cover the record's own batch otherwise.
//   - Skipped, Failed, Outcomes: skipped nodes with the reason, failed
//     nodes with error and attempt, and the outcome of each evaluated
//     conditional node.
//   - Snapshot, State, Deltas, StateVersion: either the full state
//     (Snapshot true, State set) or this batch's node deltas in node-ID
//     order, replayed with the reducer on top of the previous records back
//     to the latest snapshot; StateVersion is the version of the user's
//     state type, for migrations.
//   - Outputs: deltas of nodes that finished in a batch that did not
//     complete (interrupt, failure, cancellation), reused on resume.
//   - Status, Interrupt, Error, Recoverable: the run's status, the pending
//     interrupt's node and payload, the error text of a failed run and
//     whether resuming it may succeed.
//   - Parent: for a forked run, the record it started from.
//   - Events: audit events emitted during the batch.
//   - Time: when the record was written (stored in UTC).
//   - Checksum: the hex SHA-256 of the encoded body, filled in by Decode.
//
// State and deltas are JSON. DecodeState turns them back into the user's
// Go type strictly — an unknown field or a value of the wrong type is a
// *DecodeError naming the JSON path (questions[2].options) — so a
// []Ambiguity comes back as a []Ambiguity, never as a []any.
//
// # Codec
//
// Encode wraps the JSON body of a record in a 41-byte envelope (integers
// big-endian):
//
//	offset  size  field
//	0       4     magic "CGCP"
//	4       1     envelope version, 1
//	5       4     body length n
//	9       32    SHA-256 of the body
//	41      n     body: the record as JSON (time in UTC, no HTML escaping)
//
// Decode checks the magic, the version, the length and the checksum before
// it parses the body strictly (no unknown fields, no trailing data, a
// schema version from 1 to SchemaVersion, a run ID, a seq of 1 or more, a
// known status). Whatever fails — a truncated file, a flipped bit, another
// version, garbage — is an error wrapping ErrCorrupt, never a panic.
//
// # Stores
//
// Store saves, loads (latest or by seq), lists (History of a run, Runs)
// and deletes. Optional capabilities, implemented by every store of this
// module:
//
//   - OutputStore: node outputs and memoised steps of the batch in
//     progress, durable as each node completes, cleared once the batch's
//     checkpoint commits. A crash mid-batch loses none of them.
//   - OutputBatcher: several outputs in one durable write.
//   - Locker: a lease per run with an owner and an expiry, so one process
//     advances a run at a time. A second owner gets a *LockedError
//     (ErrRunLocked) until the lease is released or expires; a holder that
//     dies therefore blocks the run for at most the lease's ttl. Holders
//     renew by calling Lock again before the ttl runs out. Expiry is
//     judged by the clock of the process calling Lock (stores take a
//     WithClock option), so hosts sharing a store need synchronised
//     clocks, with a ttl well above their drift.
//   - Pruner: retention (see Expendable for what is kept).
//
// Every store keeps a record's metadata (Summary) beside the encoded
// record, so History lists damaged records too, and Latest can skip a
// damaged newest record in favour of the previous one. AtBatch finds the
// newest record closing a given batch, e.g. to fork a run from it.
//
// # Writing a store
//
// The steps every store performs alike are exported for store
// implementations, so that the stores behave alike: ValidateRecord;
// EncodeStamped (a zero Time stamped from the store's clock, then Encode);
// DecodeStored (Decode, and a record found under another run's or seq's
// name is ErrCorrupt); SummaryOf, RunSummaryOf and SortRuns (History and
// Runs); CheckLease (Lock's arguments); CheckPrune and Expendable
// (Prune). A new store proves itself with the conformance suite in
// checkpointtest.
//
// # Errors
//
// Conditions callers branch on are sentinels tested with errors.Is:
// ErrNotFound, ErrCorrupt, ErrGraphChanged, ErrRunLocked, ErrConflict,
// ErrInvalid and ErrUnknownField. Structured failures are the typed errors
// *GraphChangedError, *LockedError and *DecodeError.
//
// # Growth and retention
//
// With deltas and a periodic snapshot, a run of B batches stores the
// deltas plus one state per snapshot interval, not B states. Retention
// keeps the last N records, and also the latest snapshot at or before the
// oldest of them with every record after it (a delta is rebuilt by
// replaying all deltas since its snapshot). The latest record is always
// kept, so a pending interrupt stays answerable.
package checkpoint
