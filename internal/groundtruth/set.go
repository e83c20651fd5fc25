package groundtruth

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

// Kinds of set, the "set" member of every label file.
const (
	SetRequirements = "requirements"
	SetAmbiguities  = "ambiguities"
	SetDecisions    = "decisions"
)

// Parts of a set: every document is in exactly one. A fresh part is
// labelled and held back for the generation after the one the held-back
// part measures.
const (
	PartTuning   = "tuning"
	PartHeldBack = "heldback"
	PartFresh    = "fresh"
)

// Span is a labelled phrase: character offsets [Start, End) into the
// document, and the phrase itself, which must be the text there.
type Span struct {
	Start  int    `json:"start"`
	End    int    `json:"end"`
	Phrase string `json:"phrase"`
}

// Note records one adjudicated disagreement: what each annotator said,
// what was kept and why.
type Note struct {
	At       int    `json:"at"` // character offset the note is about
	A1       string `json:"a1"`
	A2       string `json:"a2"`
	Decision string `json:"decision"`
	Why      string `json:"why"`
}

// File is one document's labels in one set. Which members are used
// depends on Set.
type File struct {
	Set      string `json:"set"`
	Document string `json:"document"`
	SHA256   string `json:"sha256"`
	// Shape is the document's layout: "numbered sections", "use cases",
	// "stories", "prose", "yaml", "table".
	Shape string `json:"shape,omitempty"`
	// Part is "tuning", "heldback", or a later round held in reserve for
	// the generation after the held-back one ("fresh", "round4").
	Part string `json:"part"`

	// Requirements set: the document cut into segments, in order, each a
	// requirement or not.
	Segments []Segment `json:"segments,omitempty"`
	// Ambiguities set: the requirements labelled (every requirement
	// segment of the document) and the labels on them.
	Items  []Item  `json:"items,omitempty"`
	Labels []Label `json:"labels,omitempty"`
	// Decisions set.
	Decisions []Decision `json:"decisions,omitempty"`

	Notes []Note `json:"adjudication,omitempty"`

	path string
}

// Segment is a stretch of a document: a requirement (Req) with its ID as
// the document gives it and its kind, or a non-requirement with its
// category. Words are its first words, never the whole of it.
type Segment struct {
	Start    int    `json:"start"`
	End      int    `json:"end"`
	Words    string `json:"words"`
	Req      bool   `json:"req"`
	ID       string `json:"id,omitempty"`
	Kind     string `json:"kind,omitempty"`
	Category string `json:"category,omitempty"`
}

// Item is one requirement of the ambiguity set: clear when no label lies
// in it. Selected marks the clear requirements of the evaluation selection
// (see Options.All); an ambiguous requirement is always in it.
type Item struct {
	ID       string `json:"id"`
	Kind     string `json:"kind,omitempty"`
	Start    int    `json:"start"`
	End      int    `json:"end"`
	Selected bool   `json:"selected,omitempty"`
}

// Label is one ambiguity, per ../shared/ANNOTATION.md.
type Label struct {
	Span
	Type     string `json:"type"`
	Severity string `json:"severity"`
	Why      string `json:"why,omitempty"`
	// ConflictsWith is the other side of a conflicting_requirements label.
	ConflictsWith *Span `json:"conflicts_with,omitempty"`
}

// Decision is one open decision a reviewer would ask about.
type Decision struct {
	Topic      string   `json:"topic"`
	Category   string   `json:"category"`
	Question   string   `json:"question"`
	Options    []string `json:"options"`
	Where      []Span   `json:"where"`
	Keywords   []string `json:"keywords"`
	Importance string   `json:"importance,omitempty"`
	// RaisedBy lists the annotators who raised it ("a1", "a2"); a
	// decision both raised is agreed, and only agreed ones are targets.
	RaisedBy []string `json:"raised_by"`
}

// Agreed reports whether both annotators raised the decision.
func (d Decision) Agreed() bool { return len(d.RaisedBy) >= 2 }

// Set is the label files found under one folder, with their documents.
type Set struct {
	Kind  string
	Files []*File
	Docs  map[string]*Doc // by File.Document
	// Missing lists the documents labelled under the folder that are not
	// in the corpus (public documents named for addition): skipped.
	Missing []string
}

// ErrNoCorpus is returned when the documents a set labels cannot be found:
// the shared corpus is kept beside the project, not in it.
var ErrNoCorpus = errors.New("groundtruth: documents not found")

// ErrBadDocument is returned for a label or annotator's file whose
// document is not a path inside the corpus (see ValidDocument): such a name
// would have the tools read, or write, outside it.
var ErrBadDocument = errors.New("groundtruth: document is not a slash-separated path inside the corpus (no \"..\", \".\", leading \"/\" or backslash)")

// FindCorpus looks for the shared corpus of real documents: $CLARIGRAPH_CORPUS
// if set, else shared/corpus-real in dir or one of its parents (the
// project's checkout sits beside ../shared).
func FindCorpus(dir string) (string, error) {
	if env := os.Getenv("CLARIGRAPH_CORPUS"); env != "" {
		if st, err := os.Stat(env); err == nil && st.IsDir() {
			return env, nil
		}
		return "", fmt.Errorf("%w: CLARIGRAPH_CORPUS=%s is not a folder", ErrNoCorpus, env)
	}
	abs, err := filepath.Abs(dir)
	if err != nil {
		return "", err
	}
	for d := abs; ; d = filepath.Dir(d) {
		c := filepath.Join(d, "shared", "corpus-real")
		if st, err := os.Stat(c); err == nil && st.IsDir() {
			return c, nil
		}
		if filepath.Dir(d) == d {
			return "", fmt.Errorf("%w: no shared/corpus-real above %s (set CLARIGRAPH_CORPUS)", ErrNoCorpus, abs)
		}
	}
}

// Load reads every label file under dir (recursively, skipping folders
// named "annotators") and the documents they label. A document named
// "own/…" is one of the project's own short texts, kept in the folder
// "own" beside the sets (found in dir or a parent); every other document is
// read from corpus. A document missing from the corpus is skipped and
// listed in Missing; when all are missing the error wraps ErrNoCorpus; a
// document whose SHA-256 differs from the one recorded, a label whose
// phrase is not the text at its offsets, or files of different kinds
// under one folder are errors naming the file.
func Load(dir, corpus string) (*Set, error) {
	var paths []string
	err := filepath.WalkDir(dir, func(p string, e fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if e.IsDir() && e.Name() == "annotators" {
			return filepath.SkipDir
		}
		if !e.IsDir() && strings.HasSuffix(p, ".json") {
			paths = append(paths, p)
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("groundtruth: %w", err)
	}
	if len(paths) == 0 {
		return nil, fmt.Errorf("groundtruth: no label files (*.json) under %s", dir)
	}
	sort.Strings(paths)
	own := findOwn(dir)
	s := &Set{Docs: map[string]*Doc{}}
	for _, p := range paths {
		f, err := ReadFile(p)
		if err != nil {
			return nil, err
		}
		if s.Kind == "" {
			s.Kind = f.Set
		} else if f.Set != s.Kind {
			return nil, fmt.Errorf("groundtruth: %s: a %s file among %s files", p, f.Set, s.Kind)
		}
		d, err := readDoc(f.Document, corpus, own)
		if errors.Is(err, ErrNoCorpus) {
			s.Missing = append(s.Missing, f.Document)
			continue
		}
		if err != nil {
			return nil, fmt.Errorf("%s: %w", p, err)
		}
		if f.SHA256 != "" && f.SHA256 != d.SHA256() {
			return nil, fmt.Errorf("groundtruth: %s: %s has changed since it was labelled (sha256 %s, labelled %s)", p, f.Document, d.SHA256()[:12], f.SHA256[:min(12, len(f.SHA256))])
		}
		if err := f.check(d); err != nil {
			return nil, err
		}
		s.Docs[f.Document] = d
		s.Files = append(s.Files, f)
	}
	if len(s.Files) == 0 {
		return nil, fmt.Errorf("%w: none of the %d documents under %s is in %s", ErrNoCorpus, len(s.Missing), dir, corpus)
	}
	return s, nil
}

// ReadFile decodes one label file, refusing unknown members and kinds.
func ReadFile(path string) (*File, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("groundtruth: %w", err)
	}
	f, err := ParseFile(path, data)
	if err != nil {
		return nil, err
	}
	f.path = path
	return f, nil
}

// ParseFile decodes one label file read from name, refusing unknown
// members and kinds. It does not check the file against its document
// (Load does).
func ParseFile(name string, data []byte) (*File, error) {
	path := name
	dec := json.NewDecoder(strings.NewReader(string(data)))
	dec.DisallowUnknownFields()
	var f File
	if err := dec.Decode(&f); err != nil {
		return nil, fmt.Errorf("groundtruth: %s: %w", path, err)
	}
	switch f.Set {
	case SetRequirements, SetAmbiguities, SetDecisions:
	default:
		return nil, fmt.Errorf("groundtruth: %s: set %q (want requirements, ambiguities or decisions)", path, f.Set)
	}
	if f.Document == "" {
		return nil, fmt.Errorf("groundtruth: %s: no document", path)
	}
	if !ValidDocument(f.Document) {
		return nil, fmt.Errorf("%w: %s: %q", ErrBadDocument, path, f.Document)
	}
	return &f, nil
}

// ValidDocument reports whether name can name a document: a
// slash-separated path inside the corpus (or own/), so that joining it to
// the corpus folder never reaches outside it ("pure/lms.txt"; not
// "../x.md", "/etc/x", "a/./b" or "a\b").
func ValidDocument(name string) bool {
	return fs.ValidPath(name) && name != "." && !strings.Contains(name, `\`)
}

// WriteFile writes f as indented JSON, atomically.
func WriteFile(path string, f *File) error {
	data, err := json.MarshalIndent(f, "", "  ")
	if err != nil {
		return err
	}
	return WriteAtomic(path, append(data, '\n'))
}

// WriteAtomic writes data to path through a temporary file in its folder,
// synced before it is renamed into place, so that a crash leaves the old
// file or the new one, never a part; the file is readable by all (0644),
// as a corpus file copied in would be, not private as a temporary file.
func WriteAtomic(path string, data []byte) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".*")
	if err != nil {
		return err
	}
	_, werr := tmp.Write(data)
	merr := tmp.Chmod(0o644)
	serr := tmp.Sync()
	cerr := tmp.Close()
	if err := errors.Join(werr, merr, serr, cerr); err != nil {
		os.Remove(tmp.Name())
		return err
	}
	if err := os.Rename(tmp.Name(), path); err != nil {
		os.Remove(tmp.Name())
		return err
	}
	if d, err := os.Open(filepath.Dir(path)); err == nil {
		d.Sync() // the rename itself; not every system can sync a folder
		d.Close()
	}
	return nil
}

func findOwn(dir string) string {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return ""
	}
	for d := abs; ; d = filepath.Dir(d) {
		if st, err := os.Stat(filepath.Join(d, "own")); err == nil && st.IsDir() {
			return d
		}
		if filepath.Dir(d) == d {
			return ""
		}
	}
}

func readDoc(name, corpus, own string) (*Doc, error) {
	var path string
	if strings.HasPrefix(name, "own/") {
		if own == "" {
			return nil, fmt.Errorf("groundtruth: %s: no folder own/ beside the sets", name)
		}
		path = filepath.Join(own, filepath.FromSlash(name))
	} else {
		if corpus == "" {
			return nil, fmt.Errorf("%w: %s (no corpus folder given)", ErrNoCorpus, name)
		}
		path = filepath.Join(corpus, filepath.FromSlash(name))
	}
	data, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) && !strings.HasPrefix(name, "own/") {
		return nil, fmt.Errorf("%w: %s", ErrNoCorpus, path)
	}
	if err != nil {
		return nil, fmt.Errorf("groundtruth: %w", err)
	}
	return NewDoc(name, string(data)), nil
}

// check verifies that every span of f lies in d and holds its phrase.
func (f *File) check(d *Doc) error {
	bad := func(what string, sp Span) error {
		return fmt.Errorf("groundtruth: %s: %s [%d,%d) is %q, not %q", f.path, what, sp.Start, sp.End, d.Slice(sp.Start, sp.End), sp.Phrase)
	}
	ok := func(sp Span) bool {
		return sp.Start >= 0 && sp.Start < sp.End && sp.End <= d.Len() && d.Slice(sp.Start, sp.End) == sp.Phrase
	}
	for _, sg := range f.Segments {
		if sg.Start < 0 || sg.End > d.Len() || sg.Start >= sg.End || !strings.HasPrefix(FirstWords(d.Slice(sg.Start, sg.End), 1<<20), sg.Words) {
			return bad("segment", Span{sg.Start, sg.End, sg.Words})
		}
	}
	for _, it := range f.Items {
		if it.Start < 0 || it.End > d.Len() || it.Start >= it.End {
			return fmt.Errorf("groundtruth: %s: item %s [%d,%d) is outside the document", f.path, it.ID, it.Start, it.End)
		}
	}
	for _, l := range f.Labels {
		if !ok(l.Span) {
			return bad("label", l.Span)
		}
		if l.ConflictsWith != nil && !ok(*l.ConflictsWith) {
			return bad("conflicts_with", *l.ConflictsWith)
		}
	}
	for _, dc := range f.Decisions {
		for _, w := range dc.Where {
			if !ok(w) {
				return bad("decision "+dc.Topic, w)
			}
		}
	}
	return nil
}
