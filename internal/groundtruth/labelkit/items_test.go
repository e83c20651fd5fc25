package main

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/internal/groundtruth"
)

// lampLabels is the adjudicated requirements file of roundDoc, made by
// Import from an annotator's file as labelkit build makes it.
func lampLabels(t testing.TB) *groundtruth.File {
	r := &groundtruth.Raw{Document: roundName, Segments: lampSegs(
		seg(4, "The lamp", true, "1", "functional"),
		seg(4, "The lamp", true, "", "constraint"),
		seg(5, "- It", true, "1|a", "functional"),
		seg(6, "Note", false, "", "note"))}
	f, err := groundtruth.Import(groundtruth.SetRequirements, r, groundtruth.NewDoc(roundName, roundDoc), "")
	require.NoError(t, err)
	f.Part = "round9"
	return f
}

const lampList = "# Requirements of r9/lamp/spec.md\n\n" +
	"Label only inside these requirements (start line – end line).\n\n" +
	"| # | lines | ID | kind | first words |\n| --- | --- | --- | --- | --- |\n" +
	"| 1 | 4–4 | 1 | functional | The lamp shall glow soon. |\n" +
	"| 2 | 4–4 | — | constraint | The lamp shall dim. |\n" +
	"| 3 | 5–5 | 1\\|a | functional | - It `blinks` when low. |\n"

func TestItemsMarkdown(t *testing.T) {
	f := lampLabels(t)
	md, n, err := itemsMarkdown(f, groundtruth.NewDoc(roundName, roundDoc))
	require.NoError(t, err)
	assert.Equal(t, 3, n)
	assert.Equal(t, lampList, md)

	// A requirement over several lines; more than eight words; a | in them.
	text := "Intro\nThe pump shall stop | start\nwhen the tank is full or nearly so.\n"
	f = &groundtruth.File{Set: groundtruth.SetRequirements, Document: "own/p.md", Segments: []groundtruth.Segment{
		{Start: 0, End: 5, Category: "title"}, {Start: 6, End: len(text) - 1, Req: true, ID: "P1", Kind: "functional"}}}
	md, n, err = itemsMarkdown(f, groundtruth.NewDoc("own/p.md", text))
	require.NoError(t, err)
	assert.Equal(t, 1, n)
	assert.Contains(t, md, "| 1 | 2–3 | P1 | functional | The pump shall stop \\| start when the |\n")

	f.Segments[1].End = len(text) + 5
	_, _, err = itemsMarkdown(f, groundtruth.NewDoc("own/p.md", text))
	assert.ErrorContains(t, err, "outside the document")
}

func TestItemsCmd(t *testing.T) {
	corpus, gt := t.TempDir(), t.TempDir()
	t.Setenv("CLARIGRAPH_CORPUS", corpus)
	put := func(root, rel, text string) {
		p := filepath.Join(root, filepath.FromSlash(rel))
		require.NoError(t, os.MkdirAll(filepath.Dir(p), 0o755))
		require.NoError(t, os.WriteFile(p, []byte(text), 0o644))
	}
	put(corpus, roundName, roundDoc)
	fan := "Fan\nThe fan shall spin.\n"
	put(corpus, "r9/fan/spec.md", fan)
	f := lampLabels(t)
	data, err := json.Marshal(f)
	require.NoError(t, err)
	put(gt, "requirements/round9/r9-lamp-spec.md.json", string(data))
	// An annotator's file of the same document is not the adjudicated one.
	put(gt, "requirements/annotators/a1/r9-lamp-spec.md.json", `{"set":"requirements","document":"r9/lamp/spec.md","sha256":"","part":"round9"}`)
	sum := sha256.Sum256([]byte(fan))
	put(gt, "requirements/tuning/r9-fan-spec.md.json", `{"set":"requirements","document":"r9/fan/spec.md","sha256":"`+hex.EncodeToString(sum[:])+`","part":"tuning",`+
		`"segments":[{"start":0,"end":3,"words":"Fan","req":false,"category":"title"},{"start":4,"end":20,"words":"The fan shall spin.","req":true,"id":"F1","kind":"functional"}]}`)

	var out bytes.Buffer
	require.NoError(t, itemsCmd(&out, []string{gt, roundName}))
	assert.Equal(t, lampList+"\n", out.String())

	lists := filepath.Join(t.TempDir(), "lists")
	out.Reset()
	require.NoError(t, itemsCmd(&out, []string{"-o", lists, gt, "r9/"}), "the folder form")
	assert.Equal(t, filepath.Join(lists, "fan.md")+" 1\n"+filepath.Join(lists, "lamp.md")+" 3\n", out.String())
	got, err := os.ReadFile(filepath.Join(lists, "lamp.md"))
	require.NoError(t, err)
	assert.Equal(t, lampList, string(got))

	assert.ErrorContains(t, itemsCmd(&out, []string{gt, "r8"}), "no requirement labels")
	assert.ErrorContains(t, itemsCmd(&out, []string{"-o"}), "usage")
	assert.ErrorContains(t, itemsCmd(&out, []string{gt}), "usage")
	put(corpus, roundName, strings.Replace(roundDoc, "soon", "late", 1))
	assert.ErrorContains(t, itemsCmd(&out, []string{gt, roundName}), "has changed")
}

// FuzzItems feeds items label files as they might be written: whatever
// ParseFile accepts is listed or refused with an error, never a panic.
func FuzzItems(f *testing.F) {
	data, _ := json.Marshal(lampLabels(f))
	f.Add(data)
	f.Add([]byte(`{"set":"requirements","document":"x","segments":[{"start":5,"end":2,"req":true}]}`))
	f.Add([]byte(`{"set":"requirements","document":"x","segments":[{"start":-1,"end":99999,"req":true}]}`))
	f.Add([]byte(`{"set":"decisions","document":"x","decisions":null}`))
	d := groundtruth.NewDoc(roundName, roundDoc)
	f.Fuzz(func(t *testing.T, data []byte) {
		lf, err := groundtruth.ParseFile("fuzz.json", data)
		if err != nil {
			return
		}
		md, n, err := itemsMarkdown(lf, d)
		if err != nil {
			return
		}
		rows := 0
		for _, l := range strings.Split(md, "\n") {
			if strings.HasPrefix(l, "| ") && !strings.HasPrefix(l, "| #") && !strings.HasPrefix(l, "| ---") {
				rows++
			}
		}
		if rows != n {
			t.Fatalf("%d rows for %d requirements:\n%s", rows, n, md)
		}
	})
}
