package main

import (
	"runtime/debug"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestVersionLine(t *testing.T) {
	stamped := &debug.BuildInfo{GoVersion: "go1.26.0", Main: debug.Module{Path: "github.com/clarigraph/clarigraph", Version: "(devel)"},
		Settings: []debug.BuildSetting{
			{Key: "GOOS", Value: "linux"}, {Key: "GOARCH", Value: "amd64"},
			{Key: "vcs.revision", Value: "8352cbb8e4f2a0b1c2d3e4f5a6b7c8d9e0f1a2b3"}, {Key: "vcs.time", Value: "2026-11-28T06:01:00Z"}, {Key: "vcs.modified", Value: "true"},
		}}
	assert.Equal(t, "clarify (devel), commit 8352cbb8e4f2a0b1c2d3e4f5a6b7c8d9e0f1a2b3 (2026-11-28T06:01:00Z, modified), go1.26.0 linux/amd64", versionLine(stamped))

	released := &debug.BuildInfo{GoVersion: "go1.26.0", Main: debug.Module{Version: "v0.0.0-20261128060100-8352cbb8e4f2"},
		Settings: []debug.BuildSetting{{Key: "GOOS", Value: "darwin"}, {Key: "GOARCH", Value: "arm64"}}}
	assert.Equal(t, "clarify v0.0.0-20261128060100-8352cbb8e4f2, commit 8352cbb8e4f2, go1.26.0 darwin/arm64", versionLine(released), "the commit of a pseudo-version")

	bare := &debug.BuildInfo{GoVersion: "go1.26.0", Main: debug.Module{Version: "v1.2.0"}, Settings: []debug.BuildSetting{{Key: "GOOS", Value: "linux"}, {Key: "GOARCH", Value: "amd64"}}}
	assert.Equal(t, "clarify v1.2.0, commit unknown (built without version control information), go1.26.0 linux/amd64", versionLine(bare))
	assert.Contains(t, versionLine(nil), "no build information")
}
