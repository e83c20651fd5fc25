// Package memstore is an in-memory checkpoint.Store, for tests and for
// runs that need no durability. It implements every optional capability
// of package checkpoint: OutputStore, OutputBatcher, Locker and Pruner.
//
// # Behaviour
//
// Save keeps a deep copy of the record (slices, maps and raw JSON bytes)
// and validates it as checkpoint.Encode would, but defers the encoding:
// Load encodes and decodes through the checkpoint codec, so it returns
// exactly what the durable stores return (UTC time, Checksum set). Saving
// is therefore cheap — a copy, no JSON — which keeps a checkpoint per
// batch affordable on long chains. History computes encoded sizes on
// demand.
//
// # Durability
//
// None: everything is lost with the process. Records, outputs and leases
// live in maps behind one mutex; every method is safe for concurrent use.
//
// # Damaged records
//
// Corrupt replaces a stored record's encoding, and Drop removes a record,
// so code that must survive a damaged or lost checkpoint can be tested
// against this store.
//
// # Leases
//
// Lock and Unlock follow checkpoint.Locker, with expiry judged by the
// store's clock (WithClock, default time.Now). Within one process the
// lease still serves its purpose: two runners of one run exclude each
// other.
package memstore
