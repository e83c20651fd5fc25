package fcs

import (
	"fmt"
	"strings"
	"testing"
)

// bigInput returns a build input with n requirements and one answered
// question per ten requirements.
func bigInput(n int) BuildInput {
	var content strings.Builder
	in := BuildInput{Answers: map[string]Answer{}}
	for i := range n {
		id := fmt.Sprintf("FR-%04d", i+1)
		text := fmt.Sprintf("The system shall process request kind %d quickly.", i)
		content.WriteString("- " + id + ": ")
		in.Spec.Requirements = append(in.Spec.Requirements, Requirement{ID: id, Text: text, Offset: content.Len()})
		content.WriteString(text + "\n")
		if i%10 == 0 {
			a := Ambiguity{ID: AmbiguityID(id, UnclearSpecification, "quickly", 0), Type: UnclearSpecification, Location: id, Excerpt: "quickly", Severity: Important}
			q := Question{ID: QuestionID([]string{a.ID}), AmbiguityIDs: []string{a.ID}, Question: "How quickly?",
				Options: []Option{{Label: "1 s"}, {Label: "5 s"}}, Kind: Single, Recommended: "1 s", Confidence: 60}
			in.Ambiguities = append(in.Ambiguities, a)
			in.Questions = append(in.Questions, q)
			in.Answers[q.ID] = Answer{Selected: []string{"5 s"}}
		}
	}
	in.Spec.Content = content.String()
	in.Spec.Format = FormatMarkdown
	return in
}

func BenchmarkBuild(b *testing.B) {
	in := bigInput(1000)
	for b.Loop() {
		if _, err := Build(in); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkVerify(b *testing.B) {
	f, err := Build(bigInput(1000))
	if err != nil {
		b.Fatal(err)
	}
	doc, err := f.MarshalIndent()
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(doc)))
	for b.Loop() {
		if err := Verify(doc); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkSeal seals an FCS of 1,000 and 50,000 requirements: the hash
// streams the canonical form into SHA-256, so memory beyond the JSON
// encoding stays small as the document grows.
func BenchmarkSeal(b *testing.B) {
	for _, n := range []int{1000, 50000} {
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			f, err := Build(bigInput(n))
			if err != nil {
				b.Fatal(err)
			}
			b.ReportAllocs()
			for b.Loop() {
				if err := f.Seal(); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
