package fcs

import (
	"bufio"
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"unicode/utf8"
)

// Members of an FCS document that the hash leaves out.
const (
	hashMember     = "hash"
	metadataMember = "metadata"
	schemaMember   = "schema_version"
)

// Hash returns the hash of a JSON document: the lowercase hex SHA-256 of
// the RFC 8785 (JCS) canonical JSON of the document without its top-level
// hash and metadata members. The document must be a JSON object; it need not
// carry a hash yet. Member order, whitespace and string escapes do not
// change the hash; any other change does.
func Hash(doc []byte) (string, error) {
	if _, err := decodeMembers(doc); err != nil {
		return "", err
	}
	return contentHash(doc)
}

// Verify checks a document as read (raw JSON, not a decoded struct, so a
// member someone added is covered too): its content must hash to the hash
// it records. A mismatch is a *HashMismatchError; a document that is not
// JSON, or lacks a string hash or schema_version member, is a
// *DocumentError wrapping ErrNotFCS.
func Verify(doc []byte) error {
	members, err := decodeMembers(doc)
	if err != nil {
		return err
	}
	var expected, version string
	if err := stringMember(members, hashMember, &expected); err != nil {
		return err
	}
	if err := stringMember(members, schemaMember, &version); err != nil {
		return err
	}
	actual, err := contentHash(doc)
	if err != nil {
		return err
	}
	if actual != expected {
		return &HashMismatchError{Expected: expected, Actual: actual}
	}
	return nil
}

// Decode verifies a document and decodes it. Members this version of the
// package does not know are covered by the hash but not kept in the result.
func Decode(doc []byte) (*FCS, error) {
	if err := Verify(doc); err != nil {
		return nil, err
	}
	var f FCS
	if err := json.Unmarshal(doc, &f); err != nil {
		return nil, &DocumentError{Reason: "does not decode as an FCS", Err: err}
	}
	return &f, nil
}

// Seal computes the document's hash and stores it in f.Hash. It first
// replaces nil top-level lists by empty ones, so that an FCS built in code
// and the same FCS read back from its JSON hash alike.
func (f *FCS) Seal() error {
	f.normalize()
	c := *f
	c.Hash = ""
	c.Metadata = nil
	h, err := sealHash(&c)
	if err != nil {
		return err
	}
	f.Hash = h
	return nil
}

// sealHash returns what contentHash returns for json.Marshal(c), without
// c's whole JSON: the document of a specification at the size limit is
// 76 MB. The large lists (the requirements, clarifications, assumptions,
// open questions and ambiguities, and the specification's requirements,
// sections and definitions; sections with long bodies, there and as the
// architecture and constraints) are canonicalised element by element, the
// specification's content and the bodies of the sections written one by
// one from the strings themselves (writeStringValue), the rest of the document — every member json.Marshal
// writes, whatever the FCS's fields — from its JSON with those left out.
func sealHash(c *FCS) (string, error) {
	small := *c
	small.Specification = Specification{}
	replace := map[string]func(io.Writer) error{
		specificationMember: func(w io.Writer) error { return writeSpecification(w, &c.Specification) },
	}
	if len(c.Requirements) > streamLen {
		small.Requirements = []Requirement{{}}
		replace[requirementsMember] = func(w io.Writer) error { return writeElements(w, c.Requirements) }
	}
	if longSections(c.Architecture) {
		small.Architecture = []Section{{}}
		replace[architectureMember] = func(w io.Writer) error { return canonSections(w, c.Architecture) }
	}
	if longSections(c.Constraints) {
		small.Constraints = []Section{{}}
		replace[constraintsMember] = func(w io.Writer) error { return canonSections(w, c.Constraints) }
	}
	if len(c.Clarifications) > streamLen {
		small.Clarifications = []Clarification{{}}
		replace[clarificationsMember] = func(w io.Writer) error { return writeElements(w, c.Clarifications) }
	}
	if len(c.Assumptions) > streamLen {
		small.Assumptions = []Clarification{{}}
		replace[assumptionsMember] = func(w io.Writer) error { return writeElements(w, c.Assumptions) }
	}
	if len(c.OpenQuestions) > streamLen {
		small.OpenQuestions = []Question{{}}
		replace[openQuestionsMember] = func(w io.Writer) error { return writeElements(w, c.OpenQuestions) }
	}
	if len(c.OpenAmbiguities) > streamLen {
		small.OpenAmbiguities = []Ambiguity{{}}
		replace[openAmbiguitiesMember] = func(w io.Writer) error { return writeElements(w, c.OpenAmbiguities) }
	}
	doc, err := json.Marshal(&small)
	if err != nil {
		return "", err
	}
	h := sha256.New()
	if err := writeCanonicalWith(h, doc, replace, hashMember, metadataMember); err != nil {
		return "", &DocumentError{Reason: "invalid JSON", Err: err}
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}

// streamLen is the length above which sealHash canonicalises a list
// element by element.
const streamLen = 64

// longSections reports whether sealHash canonicalises secs section by
// section: there are many, or their bodies are long (a specification of
// a few sections holds its text in them).
func longSections(secs []Section) bool {
	if len(secs) > streamLen {
		return true
	}
	n := 0
	for i := range secs {
		n += len(secs[i].Body)
	}
	return n > streamBytes
}

// streamBytes is the length of section bodies above which sealHash
// canonicalises them section by section.
const streamBytes = 64 << 10

// The members of an FCS and of its specification that sealHash streams.
const (
	specificationMember   = "specification"
	requirementsMember    = "requirements"
	clarificationsMember  = "clarifications"
	assumptionsMember     = "assumptions"
	openQuestionsMember   = "open_questions"
	openAmbiguitiesMember = "open_ambiguities"
	architectureMember    = "architecture"
	constraintsMember     = "constraints"
	sectionsMember        = "sections"
	definitionsMember     = "definitions"
	contentMember         = "content"
	bodyMember            = "body"
)

// writeSpecification writes the canonical form of s's JSON to w, its long
// lists element by element and its content from the string itself.
func writeSpecification(w io.Writer, s *Specification) error {
	small := *s
	small.Content = ""
	replace := map[string]func(io.Writer) error{
		contentMember: func(w io.Writer) error { return writeStringMember(w, s.Content) },
	}
	if len(s.Requirements) > streamLen {
		small.Requirements = []Requirement{{}}
		replace[requirementsMember] = func(w io.Writer) error { return writeElements(w, s.Requirements) }
	}
	if longSections(s.Sections) {
		small.Sections = []Section{{}}
		replace[sectionsMember] = func(w io.Writer) error { return canonSections(w, s.Sections) }
	}
	if len(s.Definitions) > streamLen {
		small.Definitions = []Definition{{}}
		replace[definitionsMember] = func(w io.Writer) error { return writeElements(w, s.Definitions) }
	}
	doc, err := json.Marshal(&small)
	if err != nil {
		return err
	}
	return writeCanonicalWith(w, doc, replace)
}

// writeElements writes the canonical form of the JSON array of elems to
// w, one element at a time.
func writeElements[E any](w io.Writer, elems []E) error {
	bw := bufio.NewWriterSize(w, 64<<10) // w itself when it is the caller's
	c := canonicalizer{w: bw}
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf) // json.Marshal's bytes and a newline
	bw.WriteByte('[')
	for i := range elems {
		if i > 0 {
			bw.WriteByte(',')
		}
		buf.Reset()
		if err := enc.Encode(&elems[i]); err != nil {
			return err
		}
		if err := c.write(buf.Bytes()); err != nil {
			return err
		}
	}
	bw.WriteByte(']')
	return bw.Flush()
}

// canonSections is writeElements for sections, each body written from the
// string itself (a section of a specification of one chapter holds all
// its text).
func canonSections(w io.Writer, secs []Section) error {
	bw := bufio.NewWriterSize(w, 64<<10) // w itself when it is the caller's
	c := canonicalizer{w: bw}
	var body string
	c.replace = map[string]func(io.Writer) error{
		bodyMember: func(w io.Writer) error { return writeStringMember(w, body) },
	}
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	bw.WriteByte('[')
	for i := range secs {
		if i > 0 {
			bw.WriteByte(',')
		}
		s := secs[i]
		body, s.Body = s.Body, ""
		buf.Reset()
		if err := enc.Encode(&s); err != nil {
			return err
		}
		if err := c.write(buf.Bytes()); err != nil {
			return err
		}
	}
	bw.WriteByte(']')
	return bw.Flush()
}

// writeStringMember writes the canonical form of json.Marshal(s) to w, a
// canonicalizer's writer.
func writeStringMember(w io.Writer, s string) error {
	if bw, ok := w.(*bufio.Writer); ok {
		writeStringValue(bw, s)
		return nil
	}
	bw := bufio.NewWriter(w)
	writeStringValue(bw, s)
	return bw.Flush()
}

// MarshalIndent returns the canonical file form of the FCS: JSON with
// members in declaration order, two-space indentation, no HTML escaping of
// <, > and &, ending in a newline. The hash does not depend on this layout
// (it is computed on the JCS form), but files written with it are
// byte-identical for identical content. It does not seal the FCS.
func (f *FCS) MarshalIndent() ([]byte, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(f); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

func (f *FCS) normalize() {
	if f.Clarifications == nil {
		f.Clarifications = []Clarification{}
	}
	if f.Requirements == nil {
		f.Requirements = []Requirement{}
	}
	if f.Architecture == nil {
		f.Architecture = []Section{}
	}
	if f.Constraints == nil {
		f.Constraints = []Section{}
	}
	if f.OpenQuestions == nil {
		f.OpenQuestions = []Question{}
	}
	if f.Specification.Requirements == nil {
		f.Specification.Requirements = []Requirement{}
	}
}

// decodeMembers splits a JSON object into its top-level members, refusing
// invalid UTF-8, a duplicate member and data after the object. The members
// themselves are validated when they are canonicalised (contentHash).
func decodeMembers(doc []byte) (map[string]json.RawMessage, error) {
	if len(bytes.TrimSpace(doc)) == 0 {
		return nil, &DocumentError{Reason: "empty document"}
	}
	if !utf8.Valid(doc) {
		return nil, &DocumentError{Reason: "not valid UTF-8"}
	}
	dec := json.NewDecoder(bytes.NewReader(doc))
	invalid := func(err error) error {
		return &DocumentError{Reason: fmt.Sprintf("invalid JSON at byte %d", dec.InputOffset()), Err: err}
	}
	tok, err := dec.Token()
	if err != nil {
		return nil, invalid(err)
	}
	if d, ok := tok.(json.Delim); !ok || d != '{' {
		return nil, &DocumentError{Reason: "not a JSON object"}
	}
	members := map[string]json.RawMessage{}
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return nil, invalid(err)
		}
		name, _ := tok.(string) // object keys are strings
		var raw json.RawMessage
		if err := dec.Decode(&raw); err != nil {
			return nil, invalid(err)
		}
		if _, dup := members[name]; dup {
			return nil, &DocumentError{Reason: fmt.Sprintf("member %q appears more than once", name)}
		}
		members[name] = raw
	}
	if _, err := dec.Token(); err != nil {
		return nil, invalid(err)
	}
	if _, err := dec.Token(); !errors.Is(err, io.EOF) {
		return nil, &DocumentError{Reason: fmt.Sprintf("data after the document at byte %d", dec.InputOffset())}
	}
	return members, nil
}

func stringMember(members map[string]json.RawMessage, name string, dst *string) error {
	raw, ok := members[name]
	if !ok {
		return &DocumentError{Reason: "no " + name + " member"}
	}
	if err := json.Unmarshal(raw, dst); err != nil || *dst == "" {
		return &DocumentError{Reason: name + " is not a non-empty string"}
	}
	return nil
}

// contentHash is the lowercase hex SHA-256 of the JCS form of the JSON
// object doc without its top-level hash and metadata members, canonicalised
// as it streams into the hash (writeCanonical): no tree of the document
// is built, so sealing an FCS of 100 MB costs a few MB beyond its
// encoding.
func contentHash(doc []byte) (string, error) {
	h := sha256.New()
	if err := writeCanonical(h, doc, hashMember, metadataMember); err != nil {
		return "", &DocumentError{Reason: "invalid JSON", Err: err}
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}
