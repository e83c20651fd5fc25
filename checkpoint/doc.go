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
//   - Mode: how the run schedules its nodes, so that a resume continues it
//     the same way: ModeBatch (the zero value, left out of the encoding)
//     or ModeDataflow. See Dataflow records below.
//   - Parent: for a forked run, the record it started from.
//   - Prev: the record this one continues, by sequence number and Digest
//     (see Chains); nil in the first record of a run.
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
// known status, a Prev link to an earlier record). Whatever fails — a
// truncated file, a flipped bit, another version, garbage — is an error
// wrapping ErrCorrupt, never a panic.
//
// Schema versions: 1 is the layout before chains; 2 (SchemaVersion) adds
// Prev. Records of both versions decode; Encode writes a record's own
// version (0 means SchemaVersion) and refuses a Prev in a version 1
// record. A library that knows only version 1 reports version 2 records
// as corrupt, so a store written by this version is not for older
// programs. Mode came later within version 2 and is written only when it
// is not ModeBatch: a batch-mode record is encoded (and digested) exactly
// as before, so releases without modes still read it, and a record
// without a mode — any record they wrote — is a batch-mode record. Those
// releases report a dataflow record as corrupt (an unknown field), which
// is what they should do with a run they cannot continue.
//
// # Dataflow records
//
// A run in ModeDataflow does not close batches: a node starts when its
// dependencies are done, and a record follows completions (grouped for a
// short window). Its fields mean:
//
//   - Batch: the last batch all of whose nodes are done (completed or
//     skipped), -1 if none. In a snapshot record, State is the state
//     after exactly that batch — which may be an earlier batch than the
//     previous record's, because it is a batch every unfinished node has
//     among its ancestors (a node reads only its ancestors' deltas) — and
//     Deltas hold the deltas of every node completed in a later batch, in
//     plan order (batch, then ID).
//   - In a delta record, LastCompleted and Deltas are the nodes completed
//     since the record before, in plan order; Skipped and Outcomes cover
//     the same nodes.
//   - Outputs are not used for node deltas (every completed node's delta
//     is in a record); they hold memoised steps, as in batch mode.
//
// A resume folds a snapshot's State and the deltas of its chain batch by
// batch, as a batch-mode run would, and keeps each node's delta apart for
// the nodes still to run.
//
// # Chains
//
// A checksum shows that a record is intact, not that it is the record a
// run needs: a record lost from the middle of a run, two records swapped,
// or one replaced by another well-formed record all pass it. So the
// records of a run form a chain: each record's Prev names the record it
// continues — its sequence number and its Digest, a SHA-256 over every
// field of that record (Prev included, so a digest seals the whole chain
// before it) computed without encoding it, and equal for a record and its
// decoded copy. Chain follows these links from a record (by default the
// latest that decodes, as Latest finds it) back to the nearest snapshot,
// and returns the records that rebuild its state; a record it needs that
// is missing or replaced stops it with a *ChainError naming the run and
// the gap (it matches ErrCorrupt), a damaged one with its ErrCorrupt
// error. Deltas are therefore never folded across a gap. A version 1
// record has no link: it continues the record numbered just before it
// (the engine numbers a run's records without gaps), so a lost one is
// found there too.
//
// The engine (package graph) writes the links, and when it continues a run
// from a record older than the run's newest — the newest was damaged, and
// Latest skipped it — it makes the next record a snapshot linked to that
// older record. The damaged record is then superseded: no later load reads
// it, and retention (which keeps everything after the snapshot it keeps)
// never keeps a record whose chain passes over a record it deleted.
//
// Audit reads every record of a run and reports each as ok, damaged,
// superseded or replaced, lists the records that are missing (named by a
// link, or numbered between stored records, and not removed by retention),
// the prune marker, and the error a resume would meet. The clarify
// command's "runs show" prints it.
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
//     (ErrRunLocked) until the lease is released or expires. Holders
//     renew by calling Lock again before the ttl runs out. Expiry is
//     judged by the clock of the process calling Lock (stores take a
//     WithClock option), so hosts sharing a store need synchronised
//     clocks, with a ttl well above their drift. Runs lists each run's
//     lease (RunSummary.Lease).
//   - Pruner: retention (see Growth and retention), and the prune
//     marker: the highest sequence number retention deleted, recorded
//     before the records go (Pruned), so that Audit tells records removed
//     on purpose from records lost.
//   - EncodedSaver: keeps a record encoded ahead (EncodeRecord,
//     EncodeStreamed) as it is. The engine writes a large snapshot's
//     state straight into its record's encoding for such a store, so that
//     the state is held once while it is saved, not as the snapshot and
//     again as the record the store encodes. A wrapper that embeds a
//     store and overrides Save must override SaveEncoded too.
//   - StreamSaver: takes a large record in parts (Streamed.WriteParts, at
//     most StreamPart bytes each, the envelope's header last) as its
//     state is encoded, and keeps them so that Load reads back the bytes
//     Encode writes; a record whose state fails halfway is not kept. The
//     engine prefers it to EncodedSaver for a large snapshot: the
//     record's encoding is never held whole (the chain digest is computed
//     as the state streams). The SQLite and PostgreSQL stores keep the
//     parts in rows of their own (schema version 3), the file store in
//     the record's file. A wrapper that overrides Save must override
//     SaveStreamed too.
//
// # Lease holders
//
// NewOwner names a lease's holder by its host, process ID and a random
// part ("build-7/4121/9f86d081"); it is the engine's default owner. A
// holder that dies cannot renew nor release its lease. HolderGone reports
// such an owner when it is a process of this host that no longer exists
// (the null signal finds no such process; a process in a container adds
// its PID namespace to the host, so containers sharing a host name are not
// confused), and the engine then takes its lease over at once: Unlock on
// the dead holder's behalf, which releases only that holder's lease, then
// Lock. A holder on another host, or of another form, is waited for until
// its lease expires. Lease.Held combines both: a run whose latest record
// says running and whose lease is not held was abandoned by the process
// that advanced it.
//
// Every store keeps a record's metadata (Summary) beside the encoded
// record, so History lists damaged records too, and Latest can skip a
// damaged newest record in favour of the previous one. AtBatch finds the
// newest record closing a given batch, e.g. to fork a run from it.
//
// # Writing a store
//
// What a store author needs and a user does not is in package storekit
// (as database/sql/driver is to database/sql): the steps every store
// performs alike (stamping and encoding a record, decoding and checking
// it, its metadata, the arguments of Lock and Prune, what retention may
// delete), and the DSN schemes by which programs open stores. A new store
// proves itself with the conformance suite in checkpointtest.
//
// # Errors
//
// Conditions callers branch on are sentinels tested with errors.Is:
// ErrNotFound, ErrCorrupt, ErrGraphChanged, ErrRunLocked, ErrConflict,
// ErrInvalid and ErrUnknownField. Structured failures are the typed errors
// *GraphChangedError, *LockedError, *ChainError and *DecodeError.
//
// # Growth and retention
//
// With deltas and a periodic snapshot, a run of B batches stores the
// deltas plus one state per snapshot interval, not B states. Retention
// keeps the last N records, and also the latest snapshot at or before the
// oldest of them with every record after it (a delta is rebuilt by
// replaying all deltas since its snapshot). The latest record is always
// kept, so a pending interrupt stays answerable. Prune records its marker
// before it deletes anything.
package checkpoint
