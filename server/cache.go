package server

import (
	"bytes"
	"sync"
	"time"

	"github.com/clarigraph/clarigraph/checkpoint"
)

// cacheRuns bounds the runs whose record infos the cache keeps.
const cacheRuns = 4096

// recInfo is the small part of one checkpoint record that the API shows:
// its node lists, status, the title of the specification (in the run's
// first snapshot) and the ID and hash of an FCS it holds. A record of a
// run on a large specification is tens of megabytes; its info is a few
// hundred bytes.
type recInfo struct {
	seq      int64
	time     time.Time
	size     int
	snapshot bool
	status   checkpoint.Status

	completed   []string // Completed and LastCompleted
	skipped     []checkpoint.Skip
	failed      []checkpoint.Failure
	interrupted string // the interrupting node
	title       string // of the specification, in a snapshot's state
	fcsID       string
	fcsHash     string
}

// infoOf takes the info of record cp, listed as h in the run's history.
func (s *Server) infoOf(cp *checkpoint.Checkpoint, h checkpoint.Summary) recInfo {
	in := recInfo{
		seq: h.Seq, time: h.Time, size: h.Size, snapshot: cp.Snapshot, status: cp.Status,
		completed: append(append([]string(nil), cp.Completed...), cp.LastCompleted...),
		skipped:   append([]checkpoint.Skip(nil), cp.Skipped...),
		failed:    append([]checkpoint.Failure(nil), cp.Failed...),
	}
	if cp.Interrupt != nil {
		in.interrupted = cp.Interrupt.Node
	}
	if cp.Snapshot {
		in.title = specTitle(cp.State)
	}
	if holdsFCS(cp) {
		type idHash struct {
			ID   string `json:"id"`
			Hash string `json:"hash"`
		}
		if f := fcsOf[idHash](cp); f != nil {
			in.fcsID, in.fcsHash = f.ID, f.Hash
		}
	}
	return in
}

// holdsFCS is a quick test that spares decoding records with no FCS member.
func holdsFCS(cp *checkpoint.Checkpoint) bool {
	key := []byte(`"fcs":`)
	for _, d := range cp.Deltas {
		if bytes.Contains(d.Delta, key) {
			return true
		}
	}
	return cp.Snapshot && bytes.Contains(cp.State, key)
}

// recordCache keeps the infos of the records the server has read. Records
// are immutable, so an info stays true as long as the store lists its
// record with the same seq, time and size; the API still asks the store
// for each run's history on every call, so a run advanced by another
// process, pruned, or deleted and started again is seen at once. When it
// holds cacheRuns runs, an arbitrary one is dropped to make room.
type recordCache struct {
	mu   sync.Mutex
	max  int
	runs map[string]map[int64]recInfo
}

func newRecordCache(maxRuns int) *recordCache {
	return &recordCache{max: maxRuns, runs: map[string]map[int64]recInfo{}}
}

func (c *recordCache) get(runID string, h checkpoint.Summary) (recInfo, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	in, ok := c.runs[runID][h.Seq]
	if !ok || !in.time.Equal(h.Time) || in.size != h.Size {
		return recInfo{}, false
	}
	return in, true
}

func (c *recordCache) put(runID string, h checkpoint.Summary, in recInfo) {
	c.mu.Lock()
	defer c.mu.Unlock()
	recs := c.runs[runID]
	if recs == nil {
		if len(c.runs) >= c.max {
			for id := range c.runs {
				delete(c.runs, id)
				break
			}
		}
		recs = map[int64]recInfo{}
		c.runs[runID] = recs
	}
	recs[h.Seq] = in
}

// drop forgets one record of a run.
func (c *recordCache) drop(runID string, seq int64) {
	c.mu.Lock()
	defer c.mu.Unlock()
	delete(c.runs[runID], seq)
}
