package main

// `labelkit corpus quotes` finds sentences of the labelled documents
// copied into the repository. The documents are kept beside the project
// and their sentences never go into it (code, tests, docs, CHANGELOG,
// BENCHMARKS): a run of N consecutive words (lower-cased runs of letters
// and digits) that a document and a repository file share is reported,
// unless at most half its words hold a letter: a run of numbers and
// units ("1 2 3 4 5 6", "10 ms 20 ms 30 ms", a version) is no sentence.

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"hash/maphash"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"unicode"
)

// QuoteWords is how many consecutive words make a quote unless --words
// says otherwise.
const QuoteWords = 6

// quoteLeftOut are the repository folders not read: the labels hold
// short phrases of the documents by design, and bench/raw holds outputs.
var quoteLeftOut = []string{"testdata/groundtruth/", "bench/raw/"}

// word is one run of letters and digits, lower-cased, and the line (from
// 1) it is on.
type word struct {
	Text string
	Line int
}

// splitWords splits text into its words; the first line is numbered line.
func splitWords(text string, line int) []word {
	var out []word
	start := -1
	for i, r := range text {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			if start < 0 {
				start = i
			}
			continue
		}
		if start >= 0 {
			out = append(out, word{strings.ToLower(text[start:i]), line})
			start = -1
		}
		if r == '\n' {
			line++
		}
	}
	if start >= 0 {
		out = append(out, word{strings.ToLower(text[start:]), line})
	}
	return out
}

// phrases is the set of runs of N consecutive words, kept as hashes.
type phrases struct {
	n    int
	seed maphash.Seed
	set  map[uint64]struct{}
}

func newPhrases(n int) *phrases {
	return &phrases{n: n, seed: maphash.MakeSeed(), set: map[uint64]struct{}{}}
}

// hash is the hash of ws[i:i+n] joined by spaces.
func (p *phrases) hash(ws []word, i int) uint64 {
	var h maphash.Hash
	h.SetSeed(p.seed)
	for _, w := range ws[i : i+p.n] {
		h.WriteString(w.Text)
		h.WriteByte(' ')
	}
	return h.Sum64()
}

// add puts every run of N words of text that is wordy in the set.
func (p *phrases) add(text string) {
	ws := splitWords(text, 1)
	for i := 0; i+p.n <= len(ws); i++ {
		if wordy(ws[i : i+p.n]) {
			p.set[p.hash(ws, i)] = struct{}{}
		}
	}
}

// wordy reports whether more than half the words of a run hold a letter;
// a run of numbers, or of numbers and their units, is never a quote.
func wordy(ws []word) bool {
	letters := 0
	for _, w := range ws {
		if strings.IndexFunc(w.Text, unicode.IsLetter) >= 0 {
			letters++
		}
	}
	return 2*letters > len(ws)
}

// quote is one place a run of N words is shared: the line it begins on.
type quote struct {
	Path  string
	Line  int
	Words string
}

func (q quote) String() string { return fmt.Sprintf("%s:%d: %s", q.Path, q.Line, q.Words) }

// find returns the places in ws (one run of words) where a run of N words
// of the set begins, at most one per line.
func (p *phrases) find(path string, ws []word) []quote {
	var out []quote
	last := 0
	for i := 0; i+p.n <= len(ws); i++ {
		if ws[i].Line == last {
			continue
		}
		if _, ok := p.set[p.hash(ws, i)]; !ok {
			continue
		}
		texts := make([]string, p.n)
		for k, w := range ws[i : i+p.n] {
			texts[k] = w.Text
		}
		out = append(out, quote{path, ws[i].Line, strings.Join(texts, " ")})
		last = ws[i].Line
	}
	return out
}

// readCorpus puts every document under dir (links to folders and files
// followed) in a set of runs of n words; it returns how many it read.
func readCorpus(dir string, n int) (*phrases, int, error) {
	p := newPhrases(n)
	docs := 0
	seen := map[string]bool{} // folders read, by real path: a link back is read once
	var walk func(path string) error
	walk = func(path string) error {
		fi, err := os.Stat(path)
		if err != nil {
			return err
		}
		if !fi.IsDir() {
			if !fi.Mode().IsRegular() {
				return nil
			}
			data, err := os.ReadFile(path)
			if err != nil {
				return err
			}
			if bytes.IndexByte(data[:min(len(data), 8000)], 0) >= 0 {
				return nil // not text
			}
			p.add(string(data))
			docs++
			return nil
		}
		real, err := filepath.EvalSymlinks(path)
		if err != nil {
			return err
		}
		if seen[real] {
			return nil
		}
		seen[real] = true
		entries, err := os.ReadDir(path)
		if err != nil {
			return err
		}
		for _, e := range entries {
			if err := walk(filepath.Join(path, e.Name())); err != nil {
				return err
			}
		}
		return nil
	}
	fi, err := os.Stat(dir)
	switch {
	case err != nil:
		return nil, 0, fmt.Errorf("no corpus at %s: %w", dir, err)
	case !fi.IsDir():
		return nil, 0, fmt.Errorf("no corpus at %s: not a folder", dir)
	}
	if err := walk(dir); err != nil {
		return nil, 0, fmt.Errorf("corpus %s: %w", dir, err)
	}
	if docs == 0 {
		return nil, 0, fmt.Errorf("no corpus at %s: no documents under it", dir)
	}
	return p, docs, nil
}

// leftOut reports whether a repository path is not read.
func leftOut(path string) bool {
	for _, d := range quoteLeftOut {
		if strings.HasPrefix(path, d) {
			return true
		}
	}
	return false
}

// git runs git in repo and returns its output.
func git(repo string, args ...string) ([]byte, error) {
	cmd := exec.Command("git", append([]string{"-C", repo, "-c", "core.quotepath=false"}, args...)...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("git %s: %w: %s", strings.Join(args, " "), err, strings.TrimSpace(stderr.String()))
	}
	return out, nil
}

// runs is the text to search, per repository path: runs of lines read as
// one run of words each.
type runs map[string][][]word

// trackedRuns reads every tracked text file of repo, each one run.
func trackedRuns(repo string) (runs, error) {
	out, err := git(repo, "ls-files", "-z")
	if err != nil {
		return nil, err
	}
	r := runs{}
	for _, path := range strings.Split(string(out), "\x00") {
		if path == "" || leftOut(path) {
			continue
		}
		full := filepath.Join(repo, filepath.FromSlash(path))
		fi, err := os.Lstat(full)
		if err != nil || !fi.Mode().IsRegular() {
			continue // deleted in the worktree, a link or a submodule
		}
		data, err := os.ReadFile(full)
		if err != nil {
			return nil, err
		}
		if bytes.IndexByte(data[:min(len(data), 8000)], 0) >= 0 {
			continue // not text
		}
		r[path] = append(r[path], splitWords(string(data), 1))
	}
	return r, nil
}

// addedRuns parses a unified diff (git diff): per file, each run of
// consecutive added lines is one run of words.
func addedRuns(diff string) (runs, error) {
	r := runs{}
	path := ""
	line := 0 // the next line of the new file
	var block []string
	first, prev := 0, -1 // the block's first line, the last added line
	flush := func() {
		if len(block) > 0 && path != "" && !leftOut(path) {
			r[path] = append(r[path], splitWords(strings.Join(block, "\n"), first))
		}
		block = nil
	}
	sc := bufio.NewScanner(strings.NewReader(diff))
	sc.Buffer(make([]byte, 1<<20), 1<<30)
	inHunk := false
	for sc.Scan() {
		l := sc.Text()
		switch {
		case strings.HasPrefix(l, "diff "):
			flush()
			path, inHunk = "", false
		case !inHunk && strings.HasPrefix(l, "+++ "):
			p := strings.TrimPrefix(l, "+++ ")
			if strings.HasPrefix(p, `"`) {
				u, err := strconv.Unquote(p)
				if err != nil {
					return nil, fmt.Errorf("diff: cannot read the path %s", p)
				}
				p = u
			}
			path = ""
			if p != "/dev/null" {
				path = strings.TrimPrefix(p, "b/")
			}
		case strings.HasPrefix(l, "@@ "):
			flush()
			inHunk = true
			// @@ -a[,b] +c[,d] @@
			f := strings.Fields(l)
			if len(f) < 3 || !strings.HasPrefix(f[2], "+") {
				return nil, fmt.Errorf("diff: cannot read the hunk header %q", l)
			}
			n, err := strconv.Atoi(strings.SplitN(f[2][1:], ",", 2)[0])
			if err != nil {
				return nil, fmt.Errorf("diff: cannot read the hunk header %q", l)
			}
			line, prev = n, -1
		case inHunk && strings.HasPrefix(l, "+"):
			if prev != line-1 {
				flush()
				first = line
			}
			block = append(block, l[1:])
			prev = line
			line++
		case inHunk && strings.HasPrefix(l, " "), inHunk && l == "":
			line++
		}
		// "-" lines leave the new file's numbering as it is, so the added
		// lines on either side of them stay one run; "\ No newline" too.
	}
	flush()
	return r, sc.Err()
}

// findQuotes returns every place the runs share a run of N words with
// the corpus, sorted by path and line.
func findQuotes(p *phrases, r runs) []quote {
	seen := map[string]bool{}
	var out []quote
	for path, rs := range r {
		for _, ws := range rs {
			for _, q := range p.find(path, ws) {
				key := q.Path + ":" + strconv.Itoa(q.Line)
				if !seen[key] {
					seen[key] = true
					out = append(out, q)
				}
			}
		}
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].Path != out[j].Path {
			return out[i].Path < out[j].Path
		}
		return out[i].Line < out[j].Line
	})
	return out
}

// quotesCmd is `labelkit corpus quotes [--words N] [--base REV] REPO
// CORPUS`: the places on w, the count on errw, an error when any.
func quotesCmd(w, errw io.Writer, args []string) error {
	const usage = "usage: labelkit corpus quotes [--words N] [--base REV] REPO CORPUS"
	n, base := QuoteWords, ""
	var pos []string
	for i := 0; i < len(args); i++ {
		a := args[i]
		name, val, hasVal := strings.Cut(strings.TrimLeft(a, "-"), "=")
		if !strings.HasPrefix(a, "-") {
			pos = append(pos, a)
			continue
		}
		if name != "words" && name != "base" {
			return fmt.Errorf("unknown flag %s; %s", a, usage)
		}
		if !hasVal {
			if i+1 >= len(args) {
				return fmt.Errorf("%s needs a value", a)
			}
			i++
			val = args[i]
		}
		if name == "base" {
			base = val
			continue
		}
		v, err := strconv.Atoi(val)
		if err != nil || v < 1 {
			return fmt.Errorf("--words takes a number of words, 1 or more: %q", val)
		}
		n = v
	}
	if len(pos) != 2 {
		return errors.New(usage)
	}
	repo, corpus := pos[0], pos[1]
	p, docs, err := readCorpus(corpus, n)
	if err != nil {
		return err
	}
	var r runs
	what := "tracked files"
	if base == "" {
		r, err = trackedRuns(repo)
	} else {
		var diff []byte
		if diff, err = git(repo, "diff", "--no-color", "--no-ext-diff", "--relative", base, "--"); err == nil {
			r, err = addedRuns(string(diff))
		}
		what = "lines added since " + base
	}
	if err != nil {
		return err
	}
	qs := findQuotes(p, r)
	bw := bufio.NewWriter(w)
	for _, q := range qs {
		fmt.Fprintln(bw, q)
	}
	if err := bw.Flush(); err != nil {
		return err
	}
	fmt.Fprintf(errw, "%d places in the %s of %s share a run of %d words with the %d documents under %s\n",
		len(qs), what, repo, n, docs, corpus)
	if len(qs) > 0 {
		return fmt.Errorf("%d places quote the corpus", len(qs))
	}
	return nil
}
