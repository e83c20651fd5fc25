package checkpoint

import (
	"encoding/json"
	"time"
)

// SchemaVersion is the version of the Checkpoint record layout written by
// this package. Decode accepts records of versions 1 to SchemaVersion.
//
// Version 2 added Prev, the link to the record before in the run's chain;
// a version 1 record has none, and Chain links it to the record listed
// before it.
const SchemaVersion = 2

// Status is the state of a run as of a checkpoint.
type Status string

// The statuses of a run.
const (
	StatusRunning     Status = "running"
	StatusInterrupted Status = "interrupted"
	StatusCompleted   Status = "completed"
	StatusFailed      Status = "failed"
	StatusCancelled   Status = "cancelled"
)

// Valid reports whether s is one of the defined statuses.
func (s Status) Valid() bool {
	switch s {
	case StatusRunning, StatusInterrupted, StatusCompleted, StatusFailed, StatusCancelled:
		return true
	}
	return false
}

// Mode is how a run schedules its nodes, recorded so that a resume
// continues the run the way it started.
type Mode string

// The modes of a run.
const (
	// ModeBatch runs the nodes batch by batch. It is the zero Mode, left
	// out of the encoded record, so that a batch-mode record is what
	// releases before modes wrote and read.
	ModeBatch Mode = ""
	// ModeDataflow starts each node as soon as its dependencies are done
	// (graph.WithDataflow).
	ModeDataflow Mode = "dataflow"
)

// Valid reports whether m is one of the defined modes.
func (m Mode) Valid() bool { return m == ModeBatch || m == ModeDataflow }

// Checkpoint is one record of a run, written by the engine after a batch
// (and at an interrupt, a failure or a cancellation). See the package
// documentation for the meaning of each field.
type Checkpoint struct {
	SchemaVersion int                        `json:"schema_version"`
	GraphID       string                     `json:"graph_id"`
	Fingerprint   string                     `json:"fingerprint"`
	RunID         string                     `json:"run_id"`
	Seq           int64                      `json:"seq"`
	Batch         int                        `json:"batch"`
	LastCompleted []string                   `json:"last_completed"`
	Completed     []string                   `json:"completed"`
	Skipped       []Skip                     `json:"skipped"`
	Failed        []Failure                  `json:"failed"`
	Outcomes      map[string]bool            `json:"outcomes"`
	Snapshot      bool                       `json:"snapshot"`
	State         json.RawMessage            `json:"state,omitempty"`
	Deltas        []NodeDelta                `json:"deltas,omitempty"`
	StateVersion  int                        `json:"state_version"`
	Outputs       map[string]json.RawMessage `json:"outputs,omitempty"`
	Status        Status                     `json:"status"`
	Mode          Mode                       `json:"mode,omitempty"`
	Interrupt     *Interrupt                 `json:"interrupt,omitempty"`
	Error         string                     `json:"error,omitempty"`
	Recoverable   bool                       `json:"recoverable"`
	Parent        *Ref                       `json:"parent,omitempty"`
	Prev          *Link                      `json:"prev,omitempty"`
	Events        []json.RawMessage          `json:"events,omitempty"`
	Time          time.Time                  `json:"time"`

	// Checksum is the hex SHA-256 of the encoded body, set by Decode from
	// the envelope. It is not part of the body and Encode ignores it.
	Checksum string `json:"-"`
}

// Skip records a node that was skipped and why.
type Skip struct {
	Node   string `json:"node"`
	Reason string `json:"reason"`
}

// Failure records a node that failed, with its error text and the attempt
// that failed last.
type Failure struct {
	Node    string `json:"node"`
	Error   string `json:"error"`
	Attempt int    `json:"attempt"`
}

// NodeDelta is the delta one node returned, encoded as JSON.
type NodeDelta struct {
	Node  string          `json:"node"`
	Delta json.RawMessage `json:"delta"`
}

// Interrupt is the pending request for input of an interrupted run.
type Interrupt struct {
	Node    string          `json:"node"`
	Payload json.RawMessage `json:"payload,omitempty"`
}

// Ref names one record of a run.
type Ref struct {
	RunID string `json:"run_id"`
	Seq   int64  `json:"seq"`
}

// Link names the record another record continues in its run's chain: its
// sequence number and its Digest. See Chain.
type Link struct {
	Seq    int64  `json:"seq"`
	Digest string `json:"digest"`
}

// LinkTo returns the link to cp, for the Prev of the record that
// continues it.
func LinkTo(cp *Checkpoint) *Link { return &Link{Seq: cp.Seq, Digest: Digest(cp)} }

// Summary is the metadata of one stored record, without its state. Stores
// keep it outside the encoded record, so History lists damaged records too.
type Summary struct {
	RunID    string    `json:"run_id"`
	Seq      int64     `json:"seq"`
	Batch    int       `json:"batch"`
	Status   Status    `json:"status"`
	Snapshot bool      `json:"snapshot"`
	Time     time.Time `json:"time"`
	GraphID  string    `json:"graph_id"`
	Size     int       `json:"size"` // encoded bytes
}

// RunSummary describes a run by its latest record.
type RunSummary struct {
	RunID   string    `json:"run_id"`
	GraphID string    `json:"graph_id"`
	Status  Status    `json:"status"`
	Batch   int       `json:"batch"`
	Seq     int64     `json:"seq"`     // latest record
	Updated time.Time `json:"updated"` // time of the latest record
	Records int       `json:"records"` // number of stored records
	// Lease is the run's lease as the store holds it (stores implementing
	// Locker), nil when there is none; it may have expired. See
	// Lease.Held.
	Lease *Lease `json:"lease,omitempty"`
}

// Lease is a run's lease as Store.Runs lists it.
type Lease struct {
	Owner   string    `json:"owner"`
	Expires time.Time `json:"expires"`
}
