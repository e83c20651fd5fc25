// Command clarify times the clarification workflow end to end — parse the
// specification, build the plan, run the six nodes with the rule-based
// analyzer and the recommended answers, seal the FCS — on the example
// specifications and on a generated 1,000-requirement one, and reports each
// one's peak memory.
//
//	go run ./cmd/clarify -specs ../examples/specs -generate 1000 -runs 5
//
// Each specification is measured in a process of its own (the command runs
// itself with -one), so that the peak resident set size (getrusage's
// maxrss) is that specification's alone. The time is the median of -runs
// runs after a first, cold one, which is reported apart.
package main

import (
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
)

func main() {
	specs := flag.String("specs", "../examples/specs", "directory of Markdown specifications")
	generate := flag.Int("generate", 1000, "requirements of the generated specification (0: none)")
	runs := flag.Int("runs", 5, "timed runs per specification, after a cold one")
	one := flag.String("one", "", "measure this source (a file or gen:N) in this process and print JSON")
	flag.Parse()
	ctx := context.Background()
	if *one != "" {
		m, err := measure(ctx, *one, *runs)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		if err := json.NewEncoder(os.Stdout).Encode(m); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		return
	}
	sources, err := sourcesOf(*specs, *generate)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	self, err := os.Executable()
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	spawn := func(source string) (*Measurement, error) { return measureIn(ctx, self, source, *runs) }
	if err := report(os.Stdout, sources, spawn); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}

// measureIn measures source in a new process of the command exe (-one).
func measureIn(ctx context.Context, exe, source string, runs int) (*Measurement, error) {
	var out bytes.Buffer
	cmd := exec.CommandContext(ctx, exe, "-one", source, "-runs", strconv.Itoa(runs))
	cmd.Stdout, cmd.Stderr = &out, os.Stderr
	if err := cmd.Run(); err != nil {
		return nil, fmt.Errorf("clarify: %s: %w", source, err)
	}
	var m Measurement
	if err := json.Unmarshal(out.Bytes(), &m); err != nil {
		return nil, fmt.Errorf("clarify: %s: %w", source, err)
	}
	return &m, nil
}

// sourcesOf lists the Markdown files of dir, sorted, then gen:N when n > 0.
func sourcesOf(dir string, n int) ([]string, error) {
	files, err := filepath.Glob(filepath.Join(dir, "*.md"))
	if err != nil {
		return nil, fmt.Errorf("clarify: %w", err)
	}
	slices.Sort(files)
	if n > 0 {
		files = append(files, "gen:"+strconv.Itoa(n))
	}
	if len(files) == 0 {
		return nil, fmt.Errorf("%w: no specification in %s", ErrBadSource, dir)
	}
	return files, nil
}

// report measures every source with spawn and writes a Markdown table.
func report(w io.Writer, sources []string, spawn func(string) (*Measurement, error)) error {
	var b bytes.Buffer
	b.WriteString("| specification | requirements | ambiguities | questions | first run | median run | allocated/run | heap at end of run | peak RSS (before runs) |\n")
	b.WriteString("|---|---:|---:|---:|---:|---:|---:|---:|---:|\n")
	for _, src := range sources {
		m, err := spawn(src)
		if err != nil {
			return err
		}
		fmt.Fprintf(&b, "| %s | %d | %d | %d | %s | %s | %.1f MiB | %.1f MiB | %.1f MiB (%.1f MiB) |\n",
			m.Source, m.Requirements, m.Ambiguities, m.Questions, millis(m.FirstNS), millis(m.MedianNS),
			float64(m.AllocBytes)/(1<<20), m.HeapPeakMiB, float64(m.PeakRSSKiB)/1024, float64(m.RSSBeforeKiB)/1024)
	}
	_, err := w.Write(b.Bytes())
	return err
}

func millis(ns int64) string { return fmt.Sprintf("%.2f ms", float64(ns)/1e6) }
