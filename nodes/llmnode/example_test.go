package llmnode_test

import (
	"context"
	"fmt"

	"github.com/clarigraph/clarigraph/graph"
	"github.com/clarigraph/clarigraph/llmtest"
	"github.com/clarigraph/clarigraph/nodes/llmnode"
)

func ExampleNew() {
	type Doc struct {
		Text  string `json:"text,omitempty"`
		Title string `json:"title,omitempty"`
	}
	type Summary struct {
		Title string `json:"title"`
	}
	model := llmtest.NewModel().Default(llmtest.Text(`{"title": "Cats"}`))
	n, err := llmnode.New(llmnode.Config[Doc, Summary]{
		Call:   llmnode.Call{Model: model},
		Prompt: `Give a title for: {{.Text}}. Reply {"title": "..."}.`,
		Delta:  func(_ Doc, s Summary) (Doc, error) { return Doc{Title: s.Title}, nil },
	})
	if err != nil {
		fmt.Println(err)
		return
	}
	g := graph.New[Doc]("titles")
	g.Add("title", n)
	plan, err := g.Build()
	if err != nil {
		fmt.Println(err)
		return
	}
	res, err := plan.Run(context.Background(), Doc{Text: "Cats sleep a lot."})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(res.State.Title)
	// Output: Cats
}
