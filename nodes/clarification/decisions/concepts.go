package decisions

import (
	"errors"
	"fmt"
	"io/fs"
	"path"
	"regexp"
	"slices"
	"strings"

	"gopkg.in/yaml.v3"

	"github.com/clarigraph/clarigraph/nodes/clarification/lang"
)

// ConceptsFile is the file of the catalogue's directory that holds its
// shared concepts (see Concept), not a domain.
const ConceptsFile = "concepts.yaml"

// Concept is a thing several entries name, with every word that names it
// or a kind of it: a booking is named as a reservation or an appointment
// too, a notice as an alert or a reminder, a unit of measure as a
// kilogram or a mile. A pattern of the catalogue names it as "@name", an
// alternative like any word ("delete ... @record", "@booking|stay"), and
// so sees every word the concept lists instead of the few its own entry
// once listed. The words come from the catalogue's entries and from
// general vocabulary, never from one document.
type Concept struct {
	Name string `yaml:"name"`
	// Says what the concept is, for a reader of the file.
	Says string `yaml:"says"`
	// Terms are single words, each as the pattern language matches a
	// word: a base form matches its inflections through the lemma
	// ("appointment" matches "appointments"), a form not its lemma's
	// (a plural the lemmatizer does not reduce) is listed as well.
	Terms []string `yaml:"terms"`
}

type conceptsFile struct {
	Concepts []Concept `yaml:"concepts"`
}

// concepts are the catalogue's concepts by name; used records which ones
// a pattern referenced.
type concepts struct {
	byName map[string][]string
	used   map[string]bool
}

var (
	conceptNameRe = regexp.MustCompile(`^[a-z][a-z-]*[a-z]$`)
	conceptRefRe  = regexp.MustCompile(`@[a-z][a-z-]*[a-z]`)
)

// readConcepts reads dir/concepts.yaml of fsys, if there is one, and
// reports every problem with it.
func readConcepts(fsys fs.FS, dir string) (*concepts, []string) {
	cs := &concepts{byName: map[string][]string{}, used: map[string]bool{}}
	name := path.Join(dir, ConceptsFile)
	data, err := fs.ReadFile(fsys, name)
	if errors.Is(err, fs.ErrNotExist) {
		return cs, nil // a catalogue need not share concepts
	}
	if err != nil {
		return cs, []string{fmt.Sprintf("%s: %v", name, err)}
	}
	var f conceptsFile
	dec := yaml.NewDecoder(strings.NewReader(string(data)))
	dec.KnownFields(true)
	if err := dec.Decode(&f); err != nil {
		return cs, []string{fmt.Sprintf("%s: %v", name, err)}
	}
	var p []string
	for _, c := range f.Concepts {
		if !conceptNameRe.MatchString(c.Name) {
			p = append(p, fmt.Sprintf("%s: concept name %q (want lower-case words joined by '-')", name, c.Name))
			continue
		}
		if _, dup := cs.byName[c.Name]; dup {
			p = append(p, fmt.Sprintf("%s: concept %s twice", name, c.Name))
			continue
		}
		if strings.TrimSpace(c.Says) == "" || len(c.Terms) == 0 {
			p = append(p, fmt.Sprintf("%s: concept %s needs says and terms", name, c.Name))
		}
		seen := map[string]bool{}
		for _, t := range c.Terms {
			if _, err := lang.Compile(t); err != nil || t != strings.ToLower(t) || strings.ContainsAny(t, " |#*?@[]!:.") {
				p = append(p, fmt.Sprintf("%s: concept %s: term %q is not one lower-case word", name, c.Name, t))
			}
			if seen[t] {
				p = append(p, fmt.Sprintf("%s: concept %s: term %q twice", name, c.Name, t))
			}
			seen[t] = true
		}
		cs.byName[c.Name] = c.Terms
	}
	return cs, p
}

// compile compiles a pattern source of the catalogue, each "@name"
// alternative replaced by the concept's terms.
func (cs *concepts) compile(src string) (Pattern, error) {
	if cs != nil && strings.Contains(src, "@") {
		var err error
		src = conceptRefRe.ReplaceAllStringFunc(src, func(ref string) string {
			terms, ok := cs.byName[ref[1:]]
			if !ok {
				if err == nil {
					err = fmt.Errorf("unknown concept %s", ref)
				}
				return ref
			}
			cs.used[ref[1:]] = true
			return strings.Join(terms, "|")
		})
		if err != nil {
			return Pattern{}, err
		}
	}
	return lang.Compile(src)
}

// unused reports the concepts no pattern references.
func (cs *concepts) unused() []string {
	var out []string
	for n := range cs.byName {
		if !cs.used[n] {
			out = append(out, fmt.Sprintf("%s: concept %s is used by no pattern", ConceptsFile, n))
		}
	}
	slices.Sort(out)
	return out
}
