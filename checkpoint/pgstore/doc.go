// Package pgstore is a checkpoint.Store in PostgreSQL (through pgx/v5 and
// its connection pool), for many processes on many hosts sharing runs. It
// implements every optional capability of package checkpoint:
// OutputStore, OutputBatcher, Locker, Pruner, EncodedSaver and StreamSaver.
//
// # Tables and migrations
//
// Open (or New, with a pool of your own) creates the schema (WithSchema,
// default "public") and the tables, or migrates them, in one transaction
// holding a transaction-level advisory lock keyed by the schema name: any
// number of processes may open the same database at once. The applied
// versions are kept in checkpoint_migrations; a schema of a newer version
// is refused. The tables:
//
//   - checkpoint_runs(run_id, graph_id, status, batch, seq, updated,
//     records, pruned): one row per run, describing its latest record,
//     for Runs, and its prune marker (version 2 added the column).
//   - checkpoint_records(run_id, seq, batch, status, snapshot, time,
//     graph_id, size, data, parts): one row per record; data is the
//     checkpoint.Encode envelope, the other columns its metadata, so
//     History lists damaged records too. A record saved in parts
//     (SaveStreamed, a large snapshot) holds only the envelope's header in
//     data and the number of its parts in parts (version 3 added the
//     column; 0 for a record whole in its row, as every earlier one is).
//   - checkpoint_record_parts(run_id, seq, part, data): the parts of such
//     a record, numbered from 1, of at most checkpoint.StreamPart bytes
//     each; Load joins them after the header.
//   - checkpoint_outputs(run_id, key, data): pending node outputs.
//   - checkpoint_leases(run_id, owner, expires): one lease per run.
//
// Times are stored as Unix nanoseconds (bigint), so they round-trip
// exactly. Run IDs, graph IDs, output keys and owners must be UTF-8
// without NUL bytes (PostgreSQL text); others are refused with
// checkpoint.ErrInvalid.
//
// # Transactions and durability
//
// Save is one statement — the record row and the run row, or neither —
// and a second Save of the same record is a checkpoint.ErrConflict through
// the primary key, whichever process tries. PutOutputs is one statement
// too; Delete, Prune (the records and the marker) and SaveStreamed (the
// record row, its parts, the run row: a state that fails halfway leaves
// nothing of the record) are one transaction each. pgx prepares each
// statement once per connection and caches it (its default exec mode). Durability is the server's: with PostgreSQL's
// defaults (synchronous_commit on, fsync on) a Save that returned survives
// a crash of the server or of the host.
//
// # Leases
//
// Lock is one INSERT … ON CONFLICT … DO UPDATE … WHERE the lease is the
// owner's or has expired: PostgreSQL serialises contenders on the row, so
// exactly one of many processes takes a free lease. Expiry is judged by
// the clock of the calling process (WithClock, default time.Now): hosts
// must keep their clocks synchronised (NTP) well within the lease ttl.
// Runs lists each run's lease (a join with checkpoint_leases).
//
// # Tests
//
// The package's tests run against the server named by the environment
// variable CLARIGRAPH_POSTGRES_DSN (each test in a schema of its own,
// dropped afterwards) and skip, saying so, when it is not set. On a
// Debian machine, as root, `eval "$(.ci/postgres.sh)"` installs and starts
// a server and sets it.
//
// # DSN
//
// Scheme returns the store's DSN scheme, postgres://… (postgresql://… too), for a storekit.Registry:
// the clarify command's --store opens it by that name.
package pgstore
