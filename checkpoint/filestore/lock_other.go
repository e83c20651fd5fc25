//go:build !unix && !windows

package filestore

import (
	"errors"
	"os"
)

func lockFile(*os.File) error   { return errors.ErrUnsupported }
func unlockFile(*os.File) error { return errors.ErrUnsupported }
func syncDir(string) error      { return nil }
