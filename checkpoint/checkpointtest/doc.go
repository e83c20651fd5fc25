// Package checkpointtest holds the conformance suite that every
// checkpoint.Store of this module passes, and fault-injecting wrappers for
// testing code that uses a store (the engine's crash and failure tests).
//
// # Conformance suite
//
// Run calls an open function once per case for a new, empty store wrapped
// in a Harness: the store, ways to damage or remove one stored record
// behind the store's back, and the manual Clock the store was opened with.
// The cases:
// a typed round trip of a record with every field set (DecodeState gets
// the user's nested Go types back); latest, by seq, by batch (AtBatch)
// and history; a 4 MB record; records saved out of order; duplicate and
// invalid records; isolation from the caller's and the reader's copies;
// a zero Time filled from the clock; a cancelled context; 50 runs × 20 records written concurrently, with outputs, and
// nothing mixed up; truncated and bit-flipped records (ErrCorrupt, the
// previous record still loads, checkpoint.Latest skips the damaged one);
// pending outputs, one by one and batched; retention (what kept deltas need, a pending interrupt);
// leases (a second owner gets ErrRunLocked, an expired lease is taken
// over, a non-holder cannot unlock, one winner among racing owners);
// Delete; the Runs listing; errors that wrap their sentinel and name
// the run, seq or output key at fault; and chains (checkpoint.Chain and
// Audit over records linked as the engine links them): a record deleted
// from the middle (a *ChainError naming the gap, the records before it
// whole), the last record deleted (the run goes on from the one before,
// and the record saved again is listed as the latest), two records
// swapped, one replaced by a well-formed forgery (found by its digest),
// the last record damaged (skipped once, then passed over by every later
// load through the record that continues the one before it), records
// removed by retention (the prune marker; not reported lost) and records
// of schema version 1 (linked by position). The suite requires the
// optional capabilities OutputStore, OutputBatcher, Locker and Pruner,
// and checks EncodedSaver and StreamSaver in a store that implements them
// (a record in several parts read back as Encode writes it; a state that
// fails halfway, or is not what it announced, leaving nothing).
//
// # Benchmark
//
// BenchSave measures a store's Save as a run with a checkpoint per batch
// uses it (the next record of one run, a 1 KB delta), so every store's
// BenchmarkSave measures the same thing.
//
// # Crash test
//
// Crash runs the calling test again in a child process that saves records
// and outputs in a loop, kills it with SIGKILL mid-write, reopens the
// store and requires every acknowledged record, and every listed one, to
// load intact. The durable stores call it from a test of their own.
//
// # Fault injection
//
// FailingStore fails chosen calls of Save and PutOutput (the nth, or every
// one from the nth on) with a given error, before they reach the wrapped
// store; SlowStore delays them. Both pass every other call through and
// implement exactly the optional capabilities of the store they wrap, so
// the engine finds the same capabilities by type assertion.
package checkpointtest
