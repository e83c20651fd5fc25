package spec

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"unicode/utf8"

	"github.com/clarigraph/clarigraph/fcs"
	"gopkg.in/yaml.v3"
)

// This file is the entry point: it checks the input, chooses the format,
// runs the reader of that format (for Markdown and text, then the learned
// split of split.go) and settles what the readers found — IDs
// (a number used twice, generated IDs), kinds, positions — into an
// fcs.Specification, or refuses a text in which nothing states a
// requirement.

// Warning is something the reader did that the document's author may want
// to know about, such as a requirement number used twice.
type Warning struct {
	// Line is where it happened, counted from 1 (0 when unknown).
	Line    int
	Message string
}

func (w Warning) String() string {
	if w.Line > 0 {
		return fmt.Sprintf("line %d: %s", w.Line, w.Message)
	}
	return w.Message
}

// Option configures Parse and ReadFile.
type Option func(*options)

type options struct {
	warn func(Warning)
}

// WithWarnings has f called with each warning, in document order, before
// Parse or ReadFile returns.
func WithWarnings(f func(Warning)) Option {
	return func(o *options) { o.warn = f }
}

// ReadFile reads and parses the specification at path. It reads at most
// MaxSize+1 bytes, so a huge file is refused without being loaded.
func ReadFile(path string, opts ...Option) (*fcs.Specification, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, &Error{File: path, Reason: "cannot read: " + unwrapPathError(err).Error(), Err: err}
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, MaxSize+1))
	if err != nil {
		return nil, &Error{File: path, Reason: "cannot read: " + unwrapPathError(err).Error(), Err: err}
	}
	return Parse(path, data, opts...)
}

func unwrapPathError(err error) error {
	var pe *os.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}

// Parse parses a specification. name is used for messages, to choose the
// format by its extension and as the title when the document has none; it
// may be empty. See the package documentation for the formats.
func Parse(name string, data []byte, opts ...Option) (*fcs.Specification, error) {
	var o options
	for _, opt := range opts {
		opt(&o)
	}
	if err := check(data); err != nil {
		err.File = name
		return nil, err
	}
	content := string(data)
	var (
		s     *fcs.Specification
		units []unit
		warns []Warning
	)
	switch format := detect(name, content); {
	case format == fcs.FormatText && looksLikeGherkin(content):
		s, units = parseGherkin(content)
	case format == fcs.FormatYAML || format == fcs.FormatJSON:
		var err *Error
		s, units, warns, err = parseStructured(format, content)
		if err != nil {
			err.File = name
			return nil, err
		}
	default:
		read := blankResidue(content) // converter markers blanked, offsets kept
		var err *Error
		s, units, warns, err = parseText(format, read, dialectOf(name))
		if err != nil { // source code (sourcecode.go)
			err.File = name
			return nil, err
		}
		if read != content {
			s.Content = content
			for i := range s.Sections { // bodies as written, markers and all
				if sec := &s.Sections[i]; sec.Offset >= 0 {
					sec.Body = content[sec.Offset : sec.Offset+len(sec.Body)]
				}
			}
		}
		units = qualifyRestartedIDs(qualifyListNumbers(ownSchemeIDs(read, dropRestatedDescriptions(read, dropRestatedSummaries(read, sectionIDs(splitSpans(read, units)))))))
	}
	reqs, more, err := settle(content, units)
	if err != nil {
		err.File = name
		return nil, err
	}
	s.Requirements = reqs
	warns = append(warns, more...)
	if s.Title == "" && name != "" {
		base := filepath.Base(name)
		s.Title = strings.TrimSuffix(base, filepath.Ext(base))
	}
	if o.warn != nil {
		for _, w := range warns {
			o.warn(w)
		}
	}
	return s, nil
}

// whatWeRead says what the reader looks for, for the error of a text in
// which it found nothing.
const whatWeRead = "no requirements found: looked for numbered or identified requirements " +
	"(3.2.1, FR-001, [REQ-12], Req ID:), list items, table rows, use cases, user stories, " +
	"scenarios and sentences that state a behaviour, capability or constraint " +
	"(shall, must, should, will, can, \"Ability to\", \"The system sends\")"

// sectionIDs gives a unit without an ID of its own that opens a numbered
// leaf heading's body (unit.section) the heading's number, unless another
// requirement writes that number as its ID: a written ID is never pushed
// to a "#k" by a derived one. Two such units under one number are settled
// "#k", without a warning.
func sectionIDs(units []unit) []unit {
	var written map[string]bool
	for i := range units {
		u := &units[i]
		if u.id != "" || u.section == "" {
			continue
		}
		if written == nil {
			written = make(map[string]bool, len(units))
			for _, w := range units {
				if w.id != "" {
					written[w.id] = true
				}
			}
		}
		if !written[u.section] {
			u.id, u.ordinal = u.section, true
		}
	}
	return units
}

// qualifyListNumbers names the items of lists numbered afresh under each
// numbered section after their section: when two numbered sections hold
// lists that use one number ("1." under "3.1 Routing" and under "3.2
// Layout"), every list item right under a numbered section that the
// reader names by its number alone is "<section>/<number>" ("3.1/1",
// "3.2/1"; a piece of one cut by the split, "1/AC2", is "3.1/1/AC2"), an
// ID a reader finds in the document, rather than "1#2". The document is
// not at fault: no warning, and two lists in one section still settle
// "3.1/1#2" without one. A document whose numbered lists repeat no
// number across sections, or whose lists stand under groups without a
// number ("### Must have"), keeps the bare numbers. A parent named by a
// renamed unit's ID follows it, as settled in order. One pass over the
// units, and a second when one is renamed.
func qualifyListNumbers(units []unit) []unit {
	var first map[string]string // list number → the section of its first use
	repeat := false
	for i := range units {
		u := &units[i]
		if u.listSec == "" || !u.ordinal || strings.Contains(u.id, "/") {
			continue
		}
		if first == nil {
			first = make(map[string]string)
		}
		if s, ok := first[u.id]; !ok {
			first[u.id] = u.listSec
		} else if s != u.listSec {
			repeat = true
			break
		}
	}
	if !repeat {
		return units
	}
	renamed := make(map[string]string) // an ID → what its last unit so far is named
	for i := range units {
		u := &units[i]
		if p, ok := renamed[u.parent]; ok && u.parent != "" {
			u.parent = p
		}
		old := u.id
		if u.listSec != "" && u.ordinal && u.id != "" {
			u.id = u.listSec + "/" + u.id
		}
		if old != "" {
			renamed[old] = u.id
		}
	}
	return units
}

// qualifyRestartedIDs names the requirement IDs a document numbers afresh
// in each numbered section after their section, as qualifyListNumbers
// names list numbers: "REQ-1", "REQ-2" under "4.1.3 Functional
// Requirements" and again under "4.2.3 Functional Requirements" are
// "4.1.3/REQ-1" … "4.2.3/REQ-1", IDs a reader finds in the document,
// rather than "REQ-1#2", and without a warning. A family of IDs (the
// letters before the number: "REQ-", "FR-") restarts when the first ID of
// it the document writes is written again in another section, and no ID
// of it is written twice in one section or outside a numbered section;
// then every ID of the family that stands in a numbered section is
// qualified by that section's number (the innermost heading's, when its
// title opens with one), its parts too ("4.1/REQ-1.1"). An ID written
// twice in one section, or a family that goes on across sections, keeps
// its IDs, and a second use is "#k" with a warning (settle). A parent
// named by a renamed unit's ID follows it, as settled in order.
func qualifyRestartedIDs(units []unit) []unit {
	// A first pass finds whether any own ID is written twice; only then
	// are the families weighed.
	var secs map[string]string // ID → the section of its first use
	repeat := false
	for i := range units {
		u := &units[i]
		if idFamily(u) == "" {
			continue
		}
		if secs == nil {
			// sized for the units left that hold an ID of their own (a
			// bound that does not grow with the units without one): the
			// map's growth (its rehashing) was 2 % of the reader's time on
			// a spec of IDs (performance generation 4)
			secs = make(map[string]string, ownIDs(units[i:]))
		}
		if _, ok := secs[u.id]; ok {
			repeat = true
			break
		}
		secs[u.id] = pathSection(u.path)
	}
	if !repeat {
		return units
	}
	clear(secs)                                           // now: ID → the section of its last use
	first := map[string]string{}                          // family → its first ID
	bad, restarts := map[string]bool{}, map[string]bool{} // families that do not restart; whose first ID is written again elsewhere
	for i := range units {
		u := &units[i]
		f := idFamily(u)
		if f == "" {
			continue
		}
		sec := pathSection(u.path)
		if _, ok := first[f]; !ok {
			first[f] = u.id
		}
		if s, ok := secs[u.id]; ok {
			if sec == "" || s == "" || s == sec {
				bad[f] = true // written twice in one section, or outside one
			} else if first[f] == u.id {
				restarts[f] = true
			}
		}
		secs[u.id] = sec
	}
	if len(restarts) == 0 {
		return units
	}
	renamed := make(map[string]string) // an ID → what its last unit so far is named
	for i := range units {
		u := &units[i]
		if p, ok := renamed[u.parent]; ok && u.parent != "" {
			u.parent = p
		}
		f := idFamily(u)
		if f == "" || !restarts[f] || bad[f] {
			continue
		}
		if sec := pathSection(u.path); sec != "" {
			old := u.id
			u.id = sec + "/" + u.id
			renamed[old] = u.id
		}
	}
	return units
}

// ownIDs counts the units that hold an ID of their own: a bound on the
// IDs qualifyRestartedIDs keeps.
func ownIDs(units []unit) int {
	n := 0
	for i := range units {
		if units[i].own && units[i].id != "" {
			n++
		}
	}
	return n
}

// idFamily returns the letters that open a unit's own requirement ID, up
// to its number ("REQ-" of "REQ-1.1", "FR" of "FR12"), or "" for a unit
// without such an ID: a number alone, a section number, a derived ID
// ("UC-1/2").
func idFamily(u *unit) string {
	if !u.own || u.ordinal || u.id == "" || strings.ContainsAny(u.id, "/#") {
		return ""
	}
	i := strings.IndexAny(u.id, "0123456789")
	if i <= 0 {
		return ""
	}
	f := u.id[:i]
	if strings.Trim(f, "-_. ") == "" || strings.Trim(u.id[i:], "0123456789.-") != "" && !lowerSuffix(u.id[i:]) {
		return ""
	}
	for _, c := range f {
		if !(c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c == '-' || c == '_' || c == ' ' || c == '.') {
			return ""
		}
	}
	return f
}

// lowerSuffix reports whether s is digits, dots and dashes ending with
// one lower-case letter ("2a", "1.1b").
func lowerSuffix(s string) bool {
	n := len(s)
	return n > 1 && s[n-1] >= 'a' && s[n-1] <= 'z' && strings.Trim(s[:n-1], "0123456789.-") == ""
}

// pathSection returns the section number the innermost title of a
// section path opens with ("4.2.3" of "4.2.3 Functional Requirements",
// "2" of "2. Board"), or "".
func pathSection(path []string) string {
	if len(path) == 0 {
		return ""
	}
	t := strings.TrimSpace(path[len(path)-1])
	i := 0
	for i < len(t) && (t[i] >= '0' && t[i] <= '9' || t[i] == '.' && i > 0) {
		i++
	}
	if i == 0 || i < len(t) && t[i] != ' ' && t[i] != '\t' {
		return ""
	}
	n := strings.TrimSuffix(t[:i], ".")
	if !strings.Contains(n, ".") && len(n) > 3 {
		return "" // "2024 Roadmap"
	}
	return n
}

// settle turns the units into requirements: kinds, IDs, positions. A
// document number used twice keeps both requirements, the second as
// "4.1.1.3#2", with a warning, and a child of the second names it so;
// generated IDs ("R-001", in document order) never repeat an ID of the
// document.
func settle(content string, units []unit) ([]fcs.Requirement, []Warning, *Error) {
	states := false
	for _, u := range units {
		states = states || u.states
	}
	if len(units) == 0 || !states {
		return nil, nil, &Error{Reason: whatWeRead, Err: ErrNoRequirements}
	}
	pos := newLineIndex(content)
	var warns []Warning
	used := make(map[string]int, len(units))
	firstLine := make(map[string]int, len(units))
	for _, u := range units {
		if u.id != "" {
			used[u.id] = 0
		}
	}
	ids := make([]string, len(units))
	dup := false // an ID is settled as "<ID>#<n>"
	lines := make([]int, len(units))
	cols := make([]int, len(units))
	for i, u := range units {
		if u.from >= 0 {
			lines[i], cols[i] = pos.at(u.from)
		} else {
			lines[i], cols[i] = u.line, u.col
		}
		if u.id == "" {
			continue
		}
		n := used[u.id] + 1
		used[u.id] = n
		if n == 1 {
			ids[i] = u.id
			firstLine[u.id] = lines[i]
			continue
		}
		dup = true
		id := fmt.Sprintf("%s#%d", u.id, n)
		for {
			if _, taken := used[id]; !taken {
				break
			}
			n++
			id = fmt.Sprintf("%s#%d", u.id, n)
		}
		used[id] = 1
		ids[i] = id
		if u.ordinal {
			continue
		}
		warns = append(warns, Warning{Line: lines[i], Message: fmt.Sprintf("%s is used for two requirements (line %d and this one); this one is read as %s", u.id, firstLine[u.id], id)})
	}
	next := 1
	for i, u := range units {
		if u.id != "" {
			continue
		}
		for {
			id := fmt.Sprintf("R-%03d", next)
			next++
			if _, taken := used[id]; !taken {
				ids[i] = id
				used[id] = 1
				break
			}
		}
	}
	// A parent named by an ID used twice is the nearest requirement above
	// its child under that ID, as settled ("Search/User Story#2"): the
	// child of the second "### Search" is not the first one's.
	var last map[string]string // document ID → the ID it was last settled as
	if dup {
		last = make(map[string]string)
	}
	reqs := make([]fcs.Requirement, len(units))
	for i, u := range units {
		r := fcs.Requirement{ID: ids[i], Offset: -1, Line: lines[i], Column: cols[i], Attributes: u.attrs, Parent: u.parent}
		if u.from >= 0 && u.text == "" {
			r.Text, r.Offset = content[u.from:u.to], u.from
		} else {
			r.Text = u.text // YAML, JSON; table cells joined (joinCells)
		}
		if t := decodeEntities(r.Text); t != r.Text {
			// "&quot;Start&quot;" is `"Start"`: the text is no longer the
			// content's bytes, so it has no offset (as joined cells), its
			// line and column still where it starts.
			r.Text, r.Offset = t, -1
		}
		if last != nil {
			if p, ok := last[u.parent]; ok {
				r.Parent = p
			}
			if u.id != "" {
				last[u.id] = ids[i]
			}
		}
		if u.parentOf > 0 {
			r.Parent = ids[u.parentOf-1]
		}
		if len(u.path) > 0 {
			r.SectionPath = clonePath(u.path)
			r.Section = u.path[len(u.path)-1]
		}
		r.Kind = kindOf(u, r.ID, r.Text)
		reqs[i] = r
	}
	return reqs, warns, nil
}

// check refuses input that is too large, empty, UTF-16, binary or not
// UTF-8, in that order.
func check(data []byte) *Error {
	if len(data) > MaxSize {
		return &Error{Reason: fmt.Sprintf("larger than %d bytes (5 MiB)", MaxSize), Err: ErrTooLarge}
	}
	if len(bytes.TrimSpace(data)) == 0 {
		return &Error{Reason: "empty specification", Err: ErrEmpty}
	}
	if bytes.HasPrefix(data, []byte{0xff, 0xfe}) || bytes.HasPrefix(data, []byte{0xfe, 0xff}) {
		return &Error{Reason: "UTF-16 text (byte order mark at byte 0); save it as UTF-8", Err: ErrNotUTF8}
	}
	if i := bytes.IndexByte(data, 0); i >= 0 {
		return &Error{Reason: fmt.Sprintf("binary content (NUL byte at byte %d)", i), Err: ErrBinary}
	}
	controls := 0
	for _, c := range data {
		if c < 0x20 && c != '\t' && c != '\n' && c != '\r' && c != '\f' || c == 0x7f {
			controls++
		}
	}
	if controls*100 > len(data) {
		return &Error{Reason: fmt.Sprintf("binary content (%d control bytes in %d)", controls, len(data)), Err: ErrBinary}
	}
	if !utf8.Valid(data) {
		i := 0
		for i < len(data) {
			r, size := utf8.DecodeRune(data[i:])
			if r == utf8.RuneError && size <= 1 {
				break
			}
			i += size
		}
		return &Error{Reason: fmt.Sprintf("not valid UTF-8 at byte %d", i), Err: ErrNotUTF8}
	}
	return nil
}

// detect chooses the format by extension and, for an unknown or missing
// extension, by content.
func detect(name, content string) fcs.Format {
	switch strings.ToLower(filepath.Ext(name)) {
	case ".md", ".markdown", ".mdown", ".mkd":
		return fcs.FormatMarkdown
	case ".txt", ".text", ".feature":
		return fcs.FormatText
	case ".yaml", ".yml":
		return fcs.FormatYAML
	case ".json":
		return fcs.FormatJSON
	}
	if looksLikeGherkin(content) {
		return fcs.FormatText // "Scenario:" would read as a YAML key
	}
	return sniff(content)
}

// sniff guesses the format of content: a JSON object, a YAML mapping with
// a key that holds requirements, Markdown (ATX headings, fenced code, bold,
// links or tables), or else plain text.
func sniff(content string) fcs.Format {
	trimmed := strings.TrimLeft(strings.TrimPrefix(content, bom), " \t\r\n")
	if strings.HasPrefix(trimmed, "{") && json.Valid([]byte(trimmed)) {
		return fcs.FormatJSON
	}
	if looksLikeYAML(trimmed) {
		return fcs.FormatYAML
	}
	for _, l := range strings.Split(trimmed, "\n") {
		t := strings.TrimLeft(l, " ")
		if atxRe.MatchString(l) || fenceLine(t) ||
			strings.Contains(l, "**") || strings.Contains(l, "](") || strings.HasPrefix(t, "|") {
			return fcs.FormatMarkdown
		}
	}
	return fcs.FormatText
}

// looksLikeYAML reports whether content parses as a YAML mapping with a
// key the structured reader reads requirements from.
func looksLikeYAML(content string) bool {
	if !strings.Contains(content, ":") {
		return false
	}
	var probe map[string]any
	if err := yaml.Unmarshal([]byte(content), &probe); err != nil || len(probe) == 0 {
		return false
	}
	for k := range probe {
		if _, ok := structuredKeys[strings.ToLower(k)]; ok {
			return true
		}
	}
	return false
}
