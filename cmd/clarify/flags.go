package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"slices"
	"strings"
)

// newFlagSet returns a flag set that reports errors to its caller only:
// the command prints one line of its own.
func newFlagSet(name string) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.Usage = func() {}
	return fs
}

// parseArgs parses args with fs, letting flags come before, between and
// after positional arguments (the standard flag package stops at the first
// positional). Everything after a "--" argument is positional. It returns
// the positional arguments in order.
func parseArgs(fs *flag.FlagSet, args []string) ([]string, error) {
	var pos []string
	for {
		if err := fs.Parse(args); err != nil {
			return nil, err
		}
		rest := fs.Args()
		if len(rest) == 0 {
			return pos, nil
		}
		if consumed := len(args) - len(rest); consumed > 0 && args[consumed-1] == "--" && !isFlagValue(fs, args, consumed-1) {
			return append(pos, rest...), nil
		}
		pos = append(pos, rest[0])
		args = rest[1:]
	}
}

// isFlagValue reports whether args[i] is the value of the flag before it
// (as in "--run-id --"), not a terminator.
func isFlagValue(fs *flag.FlagSet, args []string, i int) bool {
	if i == 0 {
		return false
	}
	prev := args[i-1]
	if !strings.HasPrefix(prev, "-") || prev == "-" || prev == "--" || strings.Contains(prev, "=") {
		return false
	}
	f := fs.Lookup(strings.TrimLeft(prev, "-"))
	if f == nil {
		return false
	}
	if bf, ok := f.Value.(interface{ IsBoolFlag() bool }); ok && bf.IsBoolFlag() {
		return false
	}
	return true
}

// enumFlag is a flag.Value that accepts one of a fixed list of words.
type enumFlag struct {
	value   string
	allowed []string
}

func newEnum(def string, allowed ...string) *enumFlag {
	return &enumFlag{value: def, allowed: allowed}
}

func (c *enumFlag) String() string {
	if c == nil {
		return ""
	}
	return c.value
}

func (c *enumFlag) Set(s string) error {
	if !slices.Contains(c.allowed, s) {
		return fmt.Errorf("want %s", list(c.allowed))
	}
	c.value = s
	return nil
}

// flagError turns an error of the flag package into a usage error naming
// the command.
func flagError(cmd string, err error) error {
	if errors.Is(err, flag.ErrHelp) {
		return err
	}
	msg := err.Error()
	// The flag package writes "-name"; the documentation writes "--name".
	msg = strings.Replace(msg, "flag: -", "flag --", 1)
	msg = strings.Replace(msg, "defined: -", "defined: --", 1)
	msg = strings.Replace(msg, " for flag -", " for flag --", 1)
	if i := strings.Index(msg, "\" for -"); i >= 0 && strings.HasPrefix(msg, "invalid boolean value") {
		msg = msg[:i] + "\" for --" + msg[i+len("\" for -"):]
	}
	msg = strings.Replace(msg, "argument: -", "argument: --", 1)
	return usagef("%s: %s (see clarify %s --help)", cmd, msg, cmd)
}

// positionals checks the number of positional arguments.
func positionals(cmd string, pos []string, names ...string) error {
	switch {
	case len(pos) < len(names):
		return usagef("%s: missing %s (see clarify %s --help)", cmd, names[len(pos)], cmd)
	case len(pos) > len(names):
		return usagef("%s: unexpected argument %q (see clarify %s --help)", cmd, pos[len(names)], cmd)
	}
	return nil
}

// list joins words as "a, b or c".
func list(words []string) string {
	if len(words) <= 1 {
		return strings.Join(words, "")
	}
	return strings.Join(words[:len(words)-1], ", ") + " or " + words[len(words)-1]
}
