// Package sqlitestore is a checkpoint.Store in one SQLite file, the
// project's default store: embedded, pure Go (modernc.org/sqlite, no cgo),
// in WAL mode. It implements every optional capability of package
// checkpoint: OutputStore, OutputBatcher, Locker, Pruner, EncodedSaver and
// StreamSaver.
//
// # Tables
//
// Open creates the tables, or migrates them to the current version (kept
// in PRAGMA user_version) inside one transaction; a file of a newer
// version is refused. The tables:
//
//   - runs(run_id, graph_id, status, batch, seq, updated, records,
//     pruned): one row per run, describing its latest record, for Runs,
//     and its prune marker (version 2 added the column).
//   - records(run_id, seq, batch, status, snapshot, time, graph_id, size,
//     data, parts): one row per record; data is the checkpoint.Encode
//     envelope and the other columns its metadata, so History lists
//     damaged records too. A record saved in parts (SaveStreamed, a large
//     snapshot; and Save or SaveEncoded of an encoding larger than a part)
//     holds only the envelope's header in data and the number of its
//     parts in parts (version 3 added the column; 0 for a record whole in
//     its row, as every earlier one is and every one that fits in a part).
//   - record_parts(run_id, seq, part, data): the parts of such a record,
//     numbered from 1, of at most checkpoint.StreamPart bytes each, cut
//     where Streamed.WriteParts cuts them: the record is its header
//     followed by its parts, which Load joins. The whole encoding of a
//     large snapshot is never held in memory, and SQLite never holds more
//     than a part of any record: modernc.org/sqlite copies a blob whole
//     into its C heap, whose allocator keeps freed memory mapped for
//     reuse (a record of 16 MB saved whole left about 32 MB of it).
//   - outputs(run_id, key, data): pending node outputs.
//   - leases(run_id, owner, expires): one lease per run.
//
// Times are stored as Unix nanoseconds. Open creates a new database file
// with mode 0600 (SQLite would use 0644), and SQLite gives the -wal and
// -shm files beside it the database's mode: records are readable by their
// owner only. The file's directory must exist.
//
// # Transactions and durability
//
// Each Save is one transaction (the record row and the runs row); so is
// each SaveStreamed (the record row, its parts, the runs row: a state that
// fails halfway leaves nothing of the record); so are
// PutOutput, PutOutputs (all its outputs), ClearOutputs, Delete, Prune
// (the records and the marker), Lock and Unlock. The statements of Save,
// PutOutput(s) and ClearOutputs are prepared once, at Open. Write
// transactions begin IMMEDIATE (they take the write lock first, so two
// writers never deadlock upgrading a read lock) and are serialised inside
// the process; other processes wait up to the busy timeout
// (WithBusyTimeout, default 10s). Readers never block writers (WAL). A
// context that ends while a write transaction runs rolls it back (as
// database/sql does), and the write returns an error that wraps the
// context's (errors.Is with context.Canceled or DeadlineExceeded), not
// the bare sql.ErrTxDone that the transaction's next statement met.
//
// The default is synchronous=NORMAL: a committed transaction survives a
// crash or SIGKILL of the process, which is what resume needs, but the
// last transactions before a power loss or an operating-system crash may
// be rolled back (never corrupted: the database stays consistent and
// Latest returns the last record that made it). WithSyncFull
// (synchronous=FULL) adds an fsync per commit for durability against
// power loss, at about 2–3 times the cost of a Save.
//
// # Leases
//
// Lock is a single upsert that takes the lease when it is free, expired or
// already the owner's. Runs lists each run's lease (a join with leases). Expiry is judged by the clock of the calling
// process (WithClock, default time.Now). Processes on one machine share
// the file safely; SQLite over a network file system is not supported (its
// locking is unreliable there) — use pgstore for many hosts.
//
// # DSN
//
// Scheme returns the store's DSN scheme, sqlite:PATH, for a storekit.Registry:
// the clarify command's --store opens it by that name.
package sqlitestore
