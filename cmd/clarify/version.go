package main

import (
	"context"
	"fmt"
	"regexp"
	"runtime"
	"runtime/debug"
	"strings"
)

func versionCommand() command {
	return command{
		name:    "version",
		usage:   "version",
		summary: "print the version and commit this clarify was built from",
		help: `Prints, on one line, the version of the module clarify was built from
(github.com/clarigraph/clarigraph: a release such as v1.2.0, a pseudo-version,
or (devel) for a build from a checkout), the commit and its time with
"modified" when the checkout had changes, and the Go version and platform,
all read from the binary's build information. clarify --version prints the
same line.`,
		run: func(_ context.Context, a *app, args []string) error {
			fs := newFlagSet("version")
			pos, err := parseArgs(fs, args)
			if err != nil {
				return flagError("version", err)
			}
			if err := positionals("version", pos); err != nil {
				return err
			}
			info, _ := debug.ReadBuildInfo()
			_, err = fmt.Fprintln(a.stdout, versionLine(info))
			return err
		},
	}
}

// pseudoCommit finds the commit at the end of a pseudo-version
// (v0.0.0-20261128060100-8352cbb8e4f2).
var pseudoCommit = regexp.MustCompile(`\d{14}-([0-9a-f]{12})(\+incompatible)?$`)

// versionLine describes the build: "clarify VERSION, commit HASH (TIME,
// modified), GOVERSION OS/ARCH".
func versionLine(info *debug.BuildInfo) string {
	if info == nil {
		return fmt.Sprintf("clarify: no build information, %s %s/%s", runtime.Version(), runtime.GOOS, runtime.GOARCH)
	}
	version := info.Main.Version
	if version == "" {
		version = "(devel)"
	}
	set := map[string]string{}
	for _, s := range info.Settings {
		set[s.Key] = s.Value
	}
	commit := set["vcs.revision"]
	if commit == "" {
		if m := pseudoCommit.FindStringSubmatch(version); m != nil {
			commit = m[1]
		}
	}
	var b strings.Builder
	fmt.Fprintf(&b, "clarify %s", version)
	if commit == "" {
		b.WriteString(", commit unknown (built without version control information)")
	} else {
		fmt.Fprintf(&b, ", commit %s", commit)
		var extra []string
		if t := set["vcs.time"]; t != "" {
			extra = append(extra, t)
		}
		if set["vcs.modified"] == "true" {
			extra = append(extra, "modified")
		}
		if len(extra) > 0 {
			fmt.Fprintf(&b, " (%s)", strings.Join(extra, ", "))
		}
	}
	goos, goarch := set["GOOS"], set["GOARCH"]
	if goos == "" {
		goos, goarch = runtime.GOOS, runtime.GOARCH
	}
	fmt.Fprintf(&b, ", %s %s/%s", info.GoVersion, goos, goarch)
	return b.String()
}
