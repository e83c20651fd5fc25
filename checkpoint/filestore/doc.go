// Package filestore is a checkpoint.Store in a directory tree: one
// directory per run, one file per record, written atomically. It
// implements every optional capability of package checkpoint:
// OutputStore, OutputBatcher, Locker, Pruner, EncodedSaver and StreamSaver
// (a large snapshot's parts written to the record's temporary file as its
// state is encoded, the header last: the same file as Save's).
//
// # Layout
//
//	<dir>/runs/<run>/00000000000000000007.ckpt   record seq 7
//	<dir>/runs/<run>/outputs/<key>               a pending node output
//	<dir>/runs/<run>/lease                       the run's lease (JSON)
//	<dir>/runs/<run>/lease.lock                  guards changes to the lease
//	<dir>/runs/<run>/pruned                      the prune marker (decimal)
//
// Folders are created 0700 and files 0600: records are readable by their
// owner only.
//
// A run ID or output key names its file as "p-" and itself when it holds
// only lower-case letters, digits, '-' and '_', else as "x-" and its hex
// (so names are safe and distinct on case-insensitive file systems too);
// both may have at most 120 bytes, and a record's metadata line less than
// 64 KB (which bounds its graph ID). Record files are named by the
// zero-padded sequence number, so they sort in order. A record file holds
// one line of JSON metadata (run ID, batch, status, snapshot, time, graph
// ID) and then the checkpoint.Encode envelope: History reads only the
// first line, so it lists damaged records too (by sequence number alone
// when the line itself is damaged).
//
// # Crash semantics
//
// Save writes the record to a temporary file in the run's directory,
// fsyncs it, hard-links it to its final name — which fails if the record
// exists, so records are never overwritten (ErrConflict) — removes the
// temporary name and fsyncs the directory. A crash at any point leaves
// either no record or the whole record; it may leave a ".tmp-*" file,
// which listings ignore and Delete removes. When Save returns, the record
// survives a power loss. A new run's directory is fsynced into its parent
// before its first file is written.
//
// PutOutput writes to a temporary file, fsyncs it, renames it over the
// key's file and fsyncs the directory: durable on return, never half
// written. ClearOutputs and Delete first rename the directory concerned
// away (atomic, then fsynced) and only then remove the files, so a crash
// never leaves half a run or half a set of outputs visible. Prune writes
// the prune marker first (atomically), then removes the oldest records
// first, so a crash midway leaves a usable suffix that the marker covers.
//
// WithoutSync drops the fsyncs: still atomic against a crash of the
// process, no longer durable against a power loss (a record lost or
// damaged then is reported as checkpoint.ErrCorrupt and skipped by
// checkpoint.Latest). It suits tests and throwaway runs.
//
// # Leases
//
// The lease file holds the owner and the expiry. Lock and Unlock read,
// decide and rewrite it (temporary file, fsync, rename) while holding an
// exclusive advisory lock (flock on Unix, LockFileEx on Windows) on
// lease.lock, so two processes never both take a lease. The advisory lock
// is held only for that moment and the kernel drops it if the process
// dies; the lease itself stays until it expires or is released, so a
// crashed holder blocks its run for at most its ttl. Expiry is judged by
// the caller's clock (WithClock, default time.Now). Advisory locks are
// reliable on local file systems; on network file systems use pgstore.
//
// # DSN
//
// Scheme returns the store's DSN scheme, file:DIR, for a storekit.Registry:
// the clarify command's --store opens it by that name.
package filestore
