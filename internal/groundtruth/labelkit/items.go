package main

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/clarigraph/clarigraph/internal/groundtruth"
)

const itemsUsage = "usage: labelkit items [-o OUTDIR] GTDIR DOC|FOLDER…"

// itemsCmd runs "labelkit items": the adjudicated requirements of the
// documents named (a document, "round29/<slug>/<file>", or a folder of
// documents, "round29"), from GTDIR/requirements/<part>/, as the Markdown
// list ambiguity annotators label within. Printed to w, or with -o written
// to OUTDIR/<slug>.md, one a document.
func itemsCmd(w io.Writer, args []string) error {
	out := ""
	if len(args) > 0 && args[0] == "-o" {
		if len(args) < 2 {
			return errors.New(itemsUsage)
		}
		out, args = args[1], args[2:]
	}
	if len(args) < 2 {
		return errors.New(itemsUsage)
	}
	gt := args[0]
	corpus, err := groundtruth.FindCorpus(".")
	if err != nil {
		return err
	}
	files, err := requirementFiles(gt, args[1:])
	if err != nil {
		return err
	}
	if out != "" {
		if err := os.MkdirAll(out, 0o755); err != nil {
			return err
		}
	}
	for _, f := range files {
		d, err := openLabelled(f.Document, corpus, gt)
		if err != nil {
			return err
		}
		if f.SHA256 != d.SHA256() {
			return fmt.Errorf("%s has changed since it was labelled (sha256 %s)", f.Document, d.SHA256()[:12])
		}
		md, n, err := itemsMarkdown(f, d)
		if err != nil {
			return err
		}
		if out == "" {
			fmt.Fprintln(w, md)
			continue
		}
		p := filepath.Join(out, slug(f.Document)+".md")
		if err := os.WriteFile(p, []byte(md), 0o644); err != nil {
			return err
		}
		fmt.Fprintln(w, p, n)
	}
	return nil
}

// requirementFiles returns the requirement label files under
// GTDIR/requirements (annotators' folders left out) whose document is one
// of names or lies in one of them, in document order; a name that matches
// none is an error.
func requirementFiles(gt string, names []string) ([]*groundtruth.File, error) {
	var all []*groundtruth.File
	err := filepath.WalkDir(filepath.Join(gt, groundtruth.SetRequirements), func(p string, e fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if e.IsDir() && e.Name() == "annotators" {
			return filepath.SkipDir
		}
		if e.IsDir() || !strings.HasSuffix(p, ".json") {
			return nil
		}
		f, err := groundtruth.ReadFile(p)
		if err != nil {
			return err
		}
		all = append(all, f)
		return nil
	})
	if err != nil {
		return nil, err
	}
	var out []*groundtruth.File
	seen := map[string]bool{}
	for _, n := range names {
		n = strings.TrimSuffix(filepath.ToSlash(n), "/")
		found := false
		for _, f := range all {
			if f.Document == n || strings.HasPrefix(f.Document, n+"/") {
				found = true
				if !seen[f.Document] {
					seen[f.Document] = true
					out = append(out, f)
				}
			}
		}
		if !found {
			return nil, fmt.Errorf("no requirement labels under %s for %s", filepath.Join(gt, groundtruth.SetRequirements), n)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Document < out[j].Document })
	return out, nil
}

// openLabelled reads a labelled document: "own/…" from GTDIR, every other
// from the corpus.
func openLabelled(name, corpus, gt string) (*groundtruth.Doc, error) {
	root := corpus
	if strings.HasPrefix(name, "own/") {
		root = gt
	}
	data, err := os.ReadFile(filepath.Join(root, filepath.FromSlash(name)))
	if err != nil {
		return nil, err
	}
	return groundtruth.NewDoc(name, string(data)), nil
}

// itemsMarkdown lists the requirement segments of f: number, start and end
// line, ID, kind and first eight words. It returns the list and how many
// requirements it holds.
func itemsMarkdown(f *groundtruth.File, d *groundtruth.Doc) (string, int, error) {
	var b strings.Builder
	fmt.Fprintf(&b, "# Requirements of %s\n\n", f.Document)
	b.WriteString("Label only inside these requirements (start line – end line).\n\n")
	b.WriteString("| # | lines | ID | kind | first words |\n| --- | --- | --- | --- | --- |\n")
	n := 0
	for _, s := range f.Segments {
		if !s.Req {
			continue
		}
		if s.Start < 0 || s.End > d.Len() || s.Start >= s.End {
			return "", 0, fmt.Errorf("%s: segment [%d,%d) is outside the document", f.Document, s.Start, s.End)
		}
		n++
		first, _ := d.Position(s.Start)
		last, _ := d.Position(max(s.Start, s.End-1))
		words := strings.Fields(d.Slice(s.Start, s.End))
		words = words[:min(8, len(words))]
		id := s.ID
		if id == "" {
			id = "—"
		}
		fmt.Fprintf(&b, "| %d | %d–%d | %s | %s | %s |\n", n, first, last, strings.ReplaceAll(id, "|", `\|`), s.Kind, strings.ReplaceAll(strings.Join(words, " "), "|", `\|`))
	}
	return b.String(), n, nil
}
