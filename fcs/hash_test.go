package fcs

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/internal/golden"
)

// sampleFCS builds the FCS of the sample spec with fixed answers.
func sampleFCS(t testing.TB) *FCS {
	t.Helper()
	qs := sampleQuestions()
	f, err := Build(BuildInput{
		Spec:        sampleSpec(),
		Ambiguities: sampleAmbiguities(),
		Questions:   qs,
		Answers: map[string]Answer{
			qs[0].ID: {Selected: []string{"Within 1 s"}, Source: SourceUser},
			qs[1].ID: {Selected: []string{"PII", "Malware"}, Source: SourceUser},
		},
		Assessment: Assessment{Clarity: 3, Reason: "two vague terms", AmbiguityCount: 3, Critical: 1, Important: 1, Minor: 1},
		Metadata:   map[string]any{"run_id": "run-1", "started_at": "2026-11-22T15:00:00Z"},
	})
	require.NoError(t, err)
	return f
}

func sampleDoc(t testing.TB) []byte {
	t.Helper()
	doc, err := sampleFCS(t).MarshalIndent()
	require.NoError(t, err)
	return doc
}

func TestHashGolden(t *testing.T) {
	f := sampleFCS(t)
	golden.Assert(t, filepath.Join("testdata", "sample.hash"), []byte(f.Hash+"\n"))
	golden.Assert(t, filepath.Join("testdata", "sample.fcs.json"), sampleDoc(t))
}

// TestHashAcrossTimeZones re-runs the build in child processes with other
// time zones and locales and compares the hash, the JSON bytes and the
// Markdown bytes with this process's.
func TestHashAcrossTimeZones(t *testing.T) {
	// fingerprint is the FCS hash and the SHA-256 of the file bytes.
	fingerprint := func() string {
		return sampleFCS(t).Hash + " " + sha256Hex(sampleDoc(t)) + " " + sha256Hex(sampleFCS(t).Markdown())
	}
	if os.Getenv("FCS_HASH_CHILD") == "1" {
		os.Stdout.WriteString(fingerprint() + "\n")
		return
	}
	want := fingerprint()
	for _, tz := range []string{"UTC", "Pacific/Kiritimati", "America/St_Johns", "Asia/Kathmandu"} {
		cmd := exec.Command(os.Args[0], "-test.run=^TestHashAcrossTimeZones$", "-test.count=1")
		cmd.Env = append(os.Environ(), "FCS_HASH_CHILD=1", "TZ="+tz, "LANG=tr_TR.UTF-8")
		out, err := cmd.Output()
		require.NoError(t, err, tz)
		got, _, _ := strings.Cut(string(out), "\n")
		assert.Equal(t, want, got, tz)
	}
}

func TestSealIsDeterministic(t *testing.T) {
	a, b := sampleDoc(t), sampleDoc(t)
	assert.Equal(t, a, b)
	require.NoError(t, Verify(a))
	assert.True(t, bytes.HasSuffix(a, []byte("}\n")))
	assert.Contains(t, string(a), "10 MB & scanned <always>", "no HTML escaping in files")
}

func TestOtherAnswersOtherHash(t *testing.T) {
	base := sampleFCS(t)
	qs := sampleQuestions()
	variants := map[string]map[string]Answer{
		"other option":   {qs[0].ID: {Selected: []string{"Within 5 s"}}, qs[1].ID: {Selected: []string{"PII", "Malware"}}},
		"other source":   {qs[0].ID: {Selected: []string{"Within 1 s"}, Source: SourceDefault}, qs[1].ID: {Selected: []string{"PII", "Malware"}}},
		"custom text":    {qs[0].ID: {Custom: "Within 2 s"}, qs[1].ID: {Selected: []string{"PII", "Malware"}}},
		"one unanswered": {qs[0].ID: {Selected: []string{"Within 1 s"}}},
	}
	for name, answers := range variants {
		t.Run(name, func(t *testing.T) {
			f, err := Build(BuildInput{Spec: sampleSpec(), Ambiguities: sampleAmbiguities(), Questions: qs, Answers: answers, Assessment: base.Assessment})
			require.NoError(t, err)
			assert.NotEqual(t, base.Hash, f.Hash)
			assert.NotEqual(t, base.ID, f.ID)
		})
	}
	t.Run("label order and empty source do not matter", func(t *testing.T) {
		f, err := Build(BuildInput{
			Spec: sampleSpec(), Ambiguities: sampleAmbiguities(), Questions: qs, Assessment: base.Assessment,
			Answers: map[string]Answer{qs[0].ID: {Selected: []string{"Within 1 s"}}, qs[1].ID: {Selected: []string{"Malware", "PII"}}},
		})
		require.NoError(t, err)
		assert.Equal(t, base.Hash, f.Hash)
		assert.Equal(t, base.ID, f.ID)
	})
}

// edit decodes doc generically, applies fn and re-encodes it.
func edit(t *testing.T, doc []byte, fn func(m map[string]any)) []byte {
	t.Helper()
	var m map[string]any
	dec := json.NewDecoder(bytes.NewReader(doc))
	dec.UseNumber()
	require.NoError(t, dec.Decode(&m))
	fn(m)
	out, err := json.MarshalIndent(m, "", "\t")
	require.NoError(t, err)
	return out
}

func TestVerify(t *testing.T) {
	doc := sampleDoc(t)
	var recorded string
	edit(t, doc, func(m map[string]any) { recorded = m["hash"].(string) })
	reqs := func(m map[string]any) map[string]any {
		return m["requirements"].([]any)[0].(map[string]any)
	}
	tests := []struct {
		name    string
		doc     []byte
		wantErr error
	}{
		{"as written", doc, nil},
		{"re-encoded with other layout and member order", edit(t, doc, func(map[string]any) {}), nil},
		{"metadata changed", edit(t, doc, func(m map[string]any) { m["metadata"] = map[string]any{"run_id": "other"} }), nil},
		{"metadata removed", edit(t, doc, func(m map[string]any) { delete(m, "metadata") }), nil},
		{"requirement text edited", edit(t, doc, func(m map[string]any) { reqs(m)["text"] = "Users shall upload files." }), ErrHashMismatch},
		{"unknown member added", edit(t, doc, func(m map[string]any) { m["signed_off_by"] = "mallory" }), ErrHashMismatch},
		{"nested member added", edit(t, doc, func(m map[string]any) { reqs(m)["priority"] = "high" }), ErrHashMismatch},
		{"number changed", edit(t, doc, func(m map[string]any) { m["assessment"].(map[string]any)["clarity"] = json.Number("5") }), ErrHashMismatch},
		{"answer source changed", edit(t, doc, func(m map[string]any) {
			m["clarifications"].([]any)[0].(map[string]any)["answer"].(map[string]any)["source"] = "default"
		}), ErrHashMismatch},
		{"hash replaced", edit(t, doc, func(m map[string]any) { m["hash"] = strings.Repeat("0", 64) }), ErrHashMismatch},
		{"hash removed", edit(t, doc, func(m map[string]any) { delete(m, "hash") }), ErrNotFCS},
		{"hash not a string", edit(t, doc, func(m map[string]any) { m["hash"] = json.Number("1") }), ErrNotFCS},
		{"schema version removed", edit(t, doc, func(m map[string]any) { delete(m, "schema_version") }), ErrNotFCS},
		{"truncated", doc[:len(doc)/2], ErrNotFCS},
		{"not JSON", []byte("# Upload service\n"), ErrNotFCS},
		{"empty", nil, ErrNotFCS},
		{"array", []byte(`[1,2]`), ErrNotFCS},
		{"duplicate member", append([]byte(`{"hash":"x",`), doc[1:]...), ErrNotFCS},
		{"duplicate nested member", bytes.Replace(doc, []byte(`"clarity": 3,`), []byte(`"clarity": 3, "clarity": 5,`), 1), ErrNotFCS},
		{"data after the document", append(bytes.Clone(doc), []byte("{}")...), ErrNotFCS},
		{"invalid UTF-8", bytes.Replace(doc, []byte("Upload service"), []byte("Upload \xff"), 1), ErrNotFCS},
		{"invalid nested JSON", bytes.Replace(doc, []byte(`"clarity": 3`), []byte(`"clarity": 03`), 1), ErrNotFCS},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := Verify(tt.doc)
			if tt.wantErr == nil {
				require.NoError(t, err)
				return
			}
			require.ErrorIs(t, err, tt.wantErr)
			if errors.Is(tt.wantErr, ErrHashMismatch) {
				var mm *HashMismatchError
				require.ErrorAs(t, err, &mm)
				assert.NotEqual(t, mm.Expected, mm.Actual)
				if tt.name != "hash replaced" {
					assert.Equal(t, recorded, mm.Expected)
				}
			} else {
				var de *DocumentError
				require.ErrorAs(t, err, &de)
			}
		})
	}
}

func TestHashIgnoresHashAndMetadataOnly(t *testing.T) {
	h1, err := Hash([]byte(`{"b":1,"a":"<x>","hash":"h","metadata":{"t":1.5}}`))
	require.NoError(t, err)
	h2, err := Hash([]byte(`{"a":"\u003cx\u003e","b":1}`))
	require.NoError(t, err)
	assert.Equal(t, h1, h2)
	h3, err := Hash([]byte(`{"a":"<x>","b":2}`))
	require.NoError(t, err)
	assert.NotEqual(t, h1, h3)
	assert.Len(t, h1, 64)
}

func TestSealIgnoresUnencodableMetadata(t *testing.T) {
	f := sampleFCS(t)
	want := f.Hash
	f.Metadata = map[string]any{"ch": make(chan int)}
	require.NoError(t, f.Seal())
	assert.Equal(t, want, f.Hash)
}

func TestSealEmptyFCSRoundTrips(t *testing.T) {
	f := &FCS{SchemaVersion: SchemaVersion}
	require.NoError(t, f.Seal())
	doc, err := f.MarshalIndent()
	require.NoError(t, err)
	require.NoError(t, Verify(doc))
	back, err := Decode(doc)
	require.NoError(t, err)
	require.NoError(t, back.Seal())
	assert.Equal(t, f.Hash, back.Hash)
}

func TestDecode(t *testing.T) {
	doc := sampleDoc(t)
	f, err := Decode(doc)
	require.NoError(t, err)
	assert.Equal(t, sampleFCS(t).Requirements, f.Requirements)
	again, err := f.MarshalIndent()
	require.NoError(t, err)
	assert.Equal(t, string(doc), string(again))

	_, err = Decode(edit(t, doc, func(m map[string]any) { m["id"] = "FCS-other" }))
	require.ErrorIs(t, err, ErrHashMismatch)
}

// TestHashedContentHasNoFloats walks the FCS type: numbers in hashed
// content are integers.
func TestHashedContentHasNoFloats(t *testing.T) {
	seen := map[reflect.Type]bool{}
	var walk func(path string, typ reflect.Type)
	walk = func(path string, typ reflect.Type) {
		if seen[typ] {
			return
		}
		seen[typ] = true
		switch typ.Kind() {
		case reflect.Float32, reflect.Float64, reflect.Complex64, reflect.Complex128:
			t.Errorf("%s is a %s", path, typ)
		case reflect.Slice, reflect.Pointer, reflect.Array:
			walk(path+"[]", typ.Elem())
		case reflect.Map:
			walk(path+"{}", typ.Elem())
		case reflect.Struct:
			for i := range typ.NumField() {
				f := typ.Field(i)
				if typ == reflect.TypeFor[FCS]() && f.Name == "Metadata" {
					continue
				}
				walk(path+"."+f.Name, f.Type)
			}
		}
	}
	walk("FCS", reflect.TypeFor[FCS]())
}

// TestSealMatchesHash: Seal's shortcut gives the hash of the document as
// written, for an FCS with every member set.
func TestSealMatchesHash(t *testing.T) {
	f := sampleFCS(t)
	f.Assumptions = []Clarification{{QuestionID: "Q-1", Topic: "t", Question: "q?", Answer: Answer{QuestionID: "Q-1", Selected: []string{"a"}, Source: SourceDefault}, RequirementIDs: []string{"FR-1"}}}
	f.Metadata = map[string]any{"run_id": "r"}
	require.NoError(t, f.Seal())
	doc, err := f.MarshalIndent()
	require.NoError(t, err)
	h, err := Hash(doc)
	require.NoError(t, err)
	assert.Equal(t, h, f.Hash)
	require.NoError(t, Verify(doc))
}

// TestSealStreamsLongListsSameHash: Seal canonicalises long lists element
// by element; the hash is the one of the whole document, as Hash reads it.
func TestSealStreamsLongListsSameHash(t *testing.T) {
	for _, n := range []int{0, 1, streamLen, streamLen + 1, 1000} {
		in := bigInput(n)
		for i := range n {
			in.Spec.Sections = append(in.Spec.Sections, Section{Title: fmt.Sprintf("S<%d> & é", i), Level: 1 + i%3, Body: "b\u2028\"", Offset: i})
			in.Spec.Requirements[i].SectionPath = []string{"a", "b"}
			in.Spec.Requirements[i].Attributes = map[string]string{"z": "1", "a": "2", "é": "3", "\U0001F600": "4", "\uE000": "5"}
		}
		in.Spec.Definitions = []Definition{{Term: "t", Meaning: "m", Line: 1}}
		// The content and the sections' bodies are written from the
		// strings: bytes that are not UTF-8 and control characters too.
		in.Spec.Content += "tab\t, \x01, \xff\xfe, \xe2\x82, <&> \u2029"
		if n > 0 {
			// A few sections with long bodies (architecture and
			// constraints among them) are streamed too.
			body := strings.Repeat("long <body> é\u2028\"\n\x00\xff", 4<<10/n+1)
			for _, title := range []string{"Architecture", "Constraints", "Other"} {
				in.Spec.Sections = append(in.Spec.Sections, Section{Title: title, Level: 2, Body: body, Offset: -1})
			}
		}
		for i := range n {
			in.Spec.Definitions = append(in.Spec.Definitions, Definition{Term: fmt.Sprintf("T<%d>", i), Meaning: "m & \u2029é", Line: i})
		}
		f, err := Build(in)
		require.NoError(t, err, n)
		for i := range n {
			id := fmt.Sprintf("Q-%d", i)
			c := Clarification{QuestionID: id, Topic: "t<>", Question: "q?", Answer: Answer{QuestionID: id, Selected: []string{"a"}, Source: SourceDefault}, RequirementIDs: []string{"FR-1"}}
			f.Clarifications = append(f.Clarifications, c)
			f.Assumptions = append(f.Assumptions, c)
			f.OpenQuestions = append(f.OpenQuestions, Question{ID: id, AmbiguityIDs: []string{"A-1"}, Topic: "é", Question: "q & q?"})
			f.OpenAmbiguities = append(f.OpenAmbiguities, Ambiguity{ID: fmt.Sprintf("A-%d", i), Location: "FR-1", Excerpt: "x\u2028"})
		}
		require.NoError(t, f.Seal(), n)
		f.Metadata = map[string]any{"run_id": "r"}
		doc, err := json.Marshal(f)
		require.NoError(t, err)
		want, err := Hash(doc)
		require.NoError(t, err)
		assert.Equal(t, want, f.Hash, n)
		c := *f
		c.Hash, c.Metadata = "", nil
		doc, err = json.Marshal(&c)
		require.NoError(t, err)
		whole, err := contentHash(doc)
		require.NoError(t, err)
		assert.Equal(t, whole, f.Hash, n)
	}
}
