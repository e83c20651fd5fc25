package checkpoint

import (
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"os"
	"strconv"
	"strings"
	"sync"
	"time"
)

// This file holds what tells whether a lease still has a holder: the
// owner names the engine gives leases, and the check of a holder's
// process.

// NewOwner returns a lease owner naming this process: its host, its
// process ID and eight random hex digits, "build-7/4121/9f86d081". The
// random part tells apart owners of one process. On Linux, a process
// outside the initial PID namespace (in a container, say) adds the
// namespace to the host, "build-7+pidns4026532198/1/9f86d081", so that
// processes of two containers with one host name are never confused.
func NewOwner() string {
	var b [4]byte
	_, _ = rand.Read(b[:]) // never fails on supported systems
	host := thisHost()
	if host == "" {
		host = "unknown-host"
	}
	return fmt.Sprintf("%s/%d/%s", host, os.Getpid(), hex.EncodeToString(b[:]))
}

// HolderGone reports whether owner, a lease owner made by NewOwner, names
// a process of this host that no longer exists: a process that died
// holding a lease (killed, crashed) cannot renew nor release it, and its
// lease may be taken over at once instead of after it expires. Owners of
// other hosts or of another form, and processes whose existence cannot be
// checked (on systems without Unix signals), are not gone; a process ID
// that the system reused for a new process is taken to be alive, which
// only means waiting for the lease to expire.
func HolderGone(owner string) bool {
	host, pid, ok := parseOwner(owner)
	if !ok || host == "" || host != thisHost() || pid == os.Getpid() {
		return false
	}
	return processGone(pid)
}

// Held reports whether the lease keeps the run from another owner at now:
// there is one, it has not expired, and its holder is not gone
// (HolderGone). A run whose latest record says running and whose lease is
// not held has no process advancing it: it was abandoned.
func (l *Lease) Held(now time.Time) bool {
	return l != nil && now.Before(l.Expires) && !HolderGone(l.Owner)
}

// parseOwner splits an owner made by NewOwner.
func parseOwner(owner string) (host string, pid int, ok bool) {
	parts := strings.Split(owner, "/")
	if len(parts) != 3 || len(parts[2]) != 8 {
		return "", 0, false
	}
	if _, err := hex.DecodeString(parts[2]); err != nil {
		return "", 0, false
	}
	pid, err := strconv.Atoi(parts[1])
	if err != nil || pid <= 0 {
		return "", 0, false
	}
	return parts[0], pid, true
}

// thisHost names this host in owners: the host name ("/" replaced), and
// the PID namespace when it is not the initial one; "" when the host has
// no name.
var thisHost = sync.OnceValue(func() string {
	name, err := os.Hostname()
	if err != nil || name == "" {
		return ""
	}
	name = strings.ReplaceAll(name, "/", "_")
	if ns := pidNamespace(); ns != "" {
		name += "+pidns" + ns
	}
	return name
})

// initialPIDNamespace is the inode of Linux's initial PID namespace
// (PROC_PID_INIT_INO).
const initialPIDNamespace = "4026531836"

// pidNamespace returns the inode of this process's PID namespace when it
// is not the initial one, "" otherwise or where there is none to read.
func pidNamespace() string {
	link, err := os.Readlink("/proc/self/ns/pid")
	if err != nil {
		return ""
	}
	ino, ok := strings.CutPrefix(link, "pid:[")
	ino, ok2 := strings.CutSuffix(ino, "]")
	if !ok || !ok2 || ino == initialPIDNamespace {
		return ""
	}
	return ino
}
