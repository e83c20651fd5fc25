package checkpoint_test

import (
	"fmt"
	"os"
	"os/exec"
	"regexp"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/checkpoint"
)

// ownerOf returns an owner of this host naming process pid.
func ownerOf(pid int) string {
	host, _, _ := strings.Cut(checkpoint.NewOwner(), "/")
	return fmt.Sprintf("%s/%d/0123abcd", host, pid)
}

// deadPID returns the ID of a process that has ended and been reaped.
func deadPID(t *testing.T) int {
	t.Helper()
	if runtime.GOOS == "windows" {
		t.Skip("no Unix signals to check a process with")
	}
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	require.NoError(t, cmd.Run())
	return cmd.Process.Pid
}

func TestNewOwner(t *testing.T) {
	a, b := checkpoint.NewOwner(), checkpoint.NewOwner()
	assert.Regexp(t, regexp.MustCompile(fmt.Sprintf(`^[^/]+/%d/[0-9a-f]{8}$`, os.Getpid())), a)
	assert.NotEqual(t, a, b, "owners of one process differ")
	assert.False(t, checkpoint.HolderGone(a), "this process is alive")
}

func TestHolderGone(t *testing.T) {
	dead := deadPID(t)
	tests := []struct {
		owner string
		gone  bool
	}{
		{ownerOf(dead), true},
		{ownerOf(os.Getpid()), false},
		{ownerOf(os.Getppid()), false},
		{strings.Replace(ownerOf(dead), "/", "x/", 1), false}, // another host
		{fmt.Sprintf("elsewhere/%d/0123abcd", dead), false},
		{ownerOf(dead) + "/extra", false},
		{strings.Replace(ownerOf(dead), "0123abcd", "nothex!!", 1), false},
		{fmt.Sprintf("/%d/0123abcd", dead), false},
		{"alice", false},
		{"", false},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.gone, checkpoint.HolderGone(tt.owner), tt.owner)
	}
}

func TestLeaseHeld(t *testing.T) {
	now := time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)
	dead := ownerOf(deadPID(t))
	tests := []struct {
		name  string
		lease *checkpoint.Lease
		held  bool
	}{
		{"none", nil, false},
		{"live", &checkpoint.Lease{Owner: "elsewhere/1/0123abcd", Expires: now.Add(time.Second)}, true},
		{"expired", &checkpoint.Lease{Owner: "elsewhere/1/0123abcd", Expires: now}, false},
		{"holder gone", &checkpoint.Lease{Owner: dead, Expires: now.Add(time.Hour)}, false},
		{"this process", &checkpoint.Lease{Owner: checkpoint.NewOwner(), Expires: now.Add(time.Hour)}, true},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.held, tt.lease.Held(now), tt.name)
	}
}
