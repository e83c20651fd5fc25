// Command labelkit turns annotators' files into the label files of
// testdata/groundtruth and measures how far two annotators agree. It is
// the tool of the labelling protocol in testdata/groundtruth/README.md,
// not part of the product:
//
//	labelkit import SET RAWDIR OUTDIR [a1|a2]   annotator files (line + phrase) -> label files (offsets)
//	labelkit build SET RAWDIR GTDIR             adjudicated files -> GTDIR/SET/{tuning,heldback}
//	labelkit agree SET GTDIR                    agreement of GTDIR/SET/annotators/a1 and a2
//	labelkit select ambiguities GTDIR           mark the clear requirements of the evaluation selection
//	                                            (of each part, each folder but annotators, that has none yet)
//	labelkit items [-o OUTDIR] GTDIR DOC|FOLDER…
//	                                            the adjudicated requirements of each document (or of every
//	                                            document under a folder, "round29") as the Markdown list
//	                                            ambiguity annotators label within; -o: OUTDIR/<slug>.md each
//	labelkit diff requirements A1DIR A2DIR      two annotators' raw files compared, per document, as
//	                                            Markdown: per place a segment starts (as import places
//	                                            it), what each gave
//	labelkit diff ambiguities A1DIR A2DIR DRAFTDIR
//	                                            labels both gave (overlapping, one type) written as draft
//	                                            raw files, DRAFTDIR/<slug>.json (the shorter span, the
//	                                            higher severity); the others printed as disputes
//	labelkit diff decisions A1DIR A2DIR         both reviewers' decisions side by side, with candidate
//	                                            pairs by shared keywords (the pairing stays a person's)
//	labelkit corpus manifest GTDIR              the labelled documents the shared corpus lacks, as JSON:
//	                                            where each is stored (README table), sha256, parts, size
//	labelkit corpus assemble [--doc DOC --gt GTDIR] PAGEDIR OUT
//	                                            join saved read_file answers (PAGEDIR/<offset>.json) into
//	                                            OUT exactly (CRLF when stored so); with --doc, convert a
//	                                            PURE document and check the labels' sha256 before writing;
//	                                            a file of mixed line ends (CRLF in part) needs --doc: the
//	                                            sha256 says which line breaks had the CRs
//	labelkit corpus check GTDIR DIR             OK, missing or mismatch (where) for every labelled
//	                                            document with DIR as the corpus root; exit 1 unless all OK
//	labelkit corpus quotes [--words N] [--base REV] REPO CORPUS
//	                                            every run of N words (default 6) REPO's tracked text files
//	                                            (with --base, the lines added since REV) share with a
//	                                            document under CORPUS, as path:line: words; testdata/
//	                                            groundtruth/ and bench/raw/ left out; exit 1 if any
//
// SET is requirements, ambiguities or decisions. Documents are read from
// the shared corpus (see groundtruth.FindCorpus) or GTDIR/own. A round —
// two blind annotators, the diff, an adjudicator, build, agree — is run as
// testdata/groundtruth/guides/round.md says, with its briefs. The corpus
// commands restore the public documents the repository does not hold, as
// "Restoring the documents" in testdata/groundtruth/README.md says.
package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/clarigraph/clarigraph/internal/groundtruth"
)

func main() {
	if err := run(os.Args[1:]); err != nil {
		fmt.Fprintln(os.Stderr, "labelkit:", err)
		os.Exit(1)
	}
}

// SelectRatio is how many clear requirements the evaluation selection
// holds per ambiguous one: 0.6 makes a selection about 37 % clear, about a
// third as ../shared/ANNOTATION.md asks.
const SelectRatio = 0.6

// split is one document's part and shape, from GTDIR/splits.json.
type split struct {
	Part  string `json:"part"`
	Shape string `json:"shape"`
}

func run(args []string) error {
	if len(args) > 0 && args[0] == "corpus" {
		return corpusCmd(os.Stdout, args[1:])
	}
	if len(args) > 0 && args[0] == "diff" {
		return diffCmd(os.Stdout, os.Stderr, args[1:])
	}
	if len(args) > 0 && args[0] == "items" {
		return itemsCmd(os.Stdout, args[1:])
	}
	if len(args) < 3 {
		return errors.New("usage: labelkit import|build|agree|select SET DIR [DIR ...] | diff SET A1DIR A2DIR [DRAFTDIR] | items [-o OUTDIR] GTDIR DOC… | corpus manifest|assemble|check|quotes …")
	}
	corpus, err := groundtruth.FindCorpus(".")
	if err != nil {
		return err
	}
	kind := args[1]
	switch args[0] {
	case "import":
		if len(args) < 4 {
			return fmt.Errorf("usage: labelkit import SET RAWDIR OUTDIR [a1|a2]")
		}
		who := ""
		if len(args) > 4 {
			who = args[4]
		}
		return each(args[2], corpus, "", func(r *groundtruth.Raw, d *groundtruth.Doc) error {
			f, err := groundtruth.Import(kind, r, d, who)
			if err != nil {
				return err
			}
			return groundtruth.WriteFile(filepath.Join(args[3], base(r.Document)), f)
		})
	case "build":
		if len(args) < 4 {
			return fmt.Errorf("usage: labelkit build SET RAWDIR GTDIR")
		}
		gt := args[3]
		splits := map[string]split{}
		data, err := os.ReadFile(filepath.Join(gt, "splits.json"))
		if err != nil {
			return err
		}
		if err := json.Unmarshal(data, &splits); err != nil {
			return fmt.Errorf("splits.json: %w", err)
		}
		return each(args[2], corpus, gt, func(r *groundtruth.Raw, d *groundtruth.Doc) error {
			sp, ok := splits[r.Document]
			if !ok {
				return fmt.Errorf("%s is not in splits.json", r.Document)
			}
			f, err := groundtruth.Import(kind, r, d, "")
			if err != nil {
				return err
			}
			f.Part, f.Shape = sp.Part, sp.Shape
			if kind == groundtruth.SetAmbiguities {
				req, err := requirementsOf(gt, sp.Part, r.Document)
				if err != nil {
					return fmt.Errorf("the ambiguity set takes its items from the requirements set: %w", err)
				}
				f.Items = groundtruth.ItemsFrom(req)
			}
			return groundtruth.WriteFile(filepath.Join(gt, kind, sp.Part, base(r.Document)), f)
		})
	case "select":
		if kind != groundtruth.SetAmbiguities {
			return fmt.Errorf("select works on the ambiguity set")
		}
		entries, err := os.ReadDir(filepath.Join(args[2], kind))
		if err != nil {
			return err
		}
		for _, e := range entries {
			part := e.Name()
			if !e.IsDir() || part == "annotators" {
				continue
			}
			dir := filepath.Join(args[2], kind, part)
			set, err := groundtruth.Load(dir, corpus)
			if err != nil {
				return err
			}
			if selected(set) {
				fmt.Printf("%s: has its selection already (measured figures rest on it): left as it is\n", part)
				continue
			}
			n, err := groundtruth.Select(set, SelectRatio)
			if err != nil {
				return err
			}
			for _, f := range set.Files {
				if err := groundtruth.WriteFile(f.Path(), f); err != nil {
					return err
				}
			}
			fmt.Printf("%s: %d clear requirements selected\n", part, n)
		}
		return nil
	case "agree":
		gt := args[2]
		dir := filepath.Join(gt, kind)
		a1, err := groundtruth.Load(filepath.Join(dir, "annotators", "a1"), corpus)
		if err != nil {
			return err
		}
		a2, err := groundtruth.Load(filepath.Join(dir, "annotators", "a2"), corpus)
		if err != nil {
			return err
		}
		var ag groundtruth.Agreement
		switch kind {
		case groundtruth.SetRequirements:
			ag, err = groundtruth.AgreeRequirements(a1, a2)
		case groundtruth.SetAmbiguities:
			var ref *groundtruth.Set
			if ref, err = groundtruth.Load(dir, corpus); err == nil {
				ag, err = groundtruth.AgreeAmbiguities(ref, a1, a2)
			}
		case groundtruth.SetDecisions:
			var ref *groundtruth.Set
			if ref, err = groundtruth.Load(dir, corpus); err == nil {
				ag = groundtruth.AgreeDecisions(ref)
			}
		}
		if err != nil {
			return err
		}
		out, _ := json.MarshalIndent(ag, "", "  ")
		fmt.Println(string(out))
		return nil
	}
	return fmt.Errorf("unknown command %q", args[0])
}

// selected reports whether any requirement of the set is already marked
// as part of the evaluation selection.
func selected(s *groundtruth.Set) bool {
	for _, f := range s.Files {
		for _, it := range f.Items {
			if it.Selected {
				return true
			}
		}
	}
	return false
}

// each calls fn for every annotator file in dir with its document.
func each(dir, corpus, gt string, fn func(*groundtruth.Raw, *groundtruth.Doc) error) error {
	paths, err := filepath.Glob(filepath.Join(dir, "*.json"))
	if err != nil {
		return err
	}
	sort.Strings(paths)
	if len(paths) == 0 {
		return fmt.Errorf("no *.json in %s", dir)
	}
	for _, p := range paths {
		r, err := groundtruth.ReadRaw(p)
		if err != nil {
			return err
		}
		root := corpus
		if strings.HasPrefix(r.Document, "own/") {
			root = gt
		}
		data, err := os.ReadFile(filepath.Join(root, filepath.FromSlash(r.Document)))
		if err != nil {
			return fmt.Errorf("%s: %w", p, err)
		}
		if err := fn(r, groundtruth.NewDoc(r.Document, string(data))); err != nil {
			return fmt.Errorf("%s: %w", p, err)
		}
	}
	return nil
}

// base names a document's label file: its path with / as -, plus .json.
func base(doc string) string { return strings.ReplaceAll(doc, "/", "-") + ".json" }

// requirementsOf reads a document's adjudicated requirements: from the
// requirements part its round was labelled in or, once that round has been
// measured and folded in, from tuning or heldback, where it has moved.
func requirementsOf(gt, part, doc string) (*groundtruth.File, error) {
	var first error
	for _, p := range []string{part, "tuning", "heldback"} {
		f, err := groundtruth.ReadFile(filepath.Join(gt, groundtruth.SetRequirements, p, base(doc)))
		if err == nil {
			return f, nil
		}
		if first == nil {
			first = err
		}
	}
	return nil, first
}
