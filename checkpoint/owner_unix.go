//go:build unix

package checkpoint

import (
	"errors"
	"syscall"
)

// processGone reports whether no process pid exists, with the null
// signal: ESRCH says there is none; success or EPERM (a process of
// another user) say there is.
func processGone(pid int) bool {
	return errors.Is(syscall.Kill(pid, 0), syscall.ESRCH)
}
