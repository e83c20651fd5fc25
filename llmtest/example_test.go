package llmtest_test

import (
	"context"
	"fmt"
	"testing"

	"github.com/tmc/langchaingo/llms/openai"

	"github.com/clarigraph/clarigraph/llmtest"
)

func ExampleModel() {
	m := llmtest.NewModel().
		On("weather", llmtest.Fail(llmtest.RateLimit), llmtest.Text("sunny")).
		Default(llmtest.Text("I don't know"))
	ctx := context.Background()
	_, err := m.Call(ctx, "What is the weather?")
	fmt.Println(err)
	answer, _ := m.Call(ctx, "What is the weather?")
	fmt.Println(answer)
	other, _ := m.Call(ctx, "Who are you?")
	fmt.Println(other, m.Calls(), m.CallsMatching("weather"))
	// Output:
	// llmtest: rate_limit: rate limit exceeded
	// sunny
	// I don't know 3 2
}

func ExampleNewOpenAIServer() {
	// In a test, pass its *testing.T; the server is closed when it ends.
	t := &testing.T{}
	srv := llmtest.NewOpenAIServer(t, func(r *llmtest.Request) llmtest.Response {
		return llmtest.Response{Content: "you said: " + r.Prompt()}
	})
	defer srv.Close()
	model, err := openai.New(openai.WithBaseURL(srv.BaseURL()), openai.WithToken("test"))
	if err != nil {
		fmt.Println(err)
		return
	}
	reply, err := model.Call(context.Background(), "hello")
	fmt.Println(reply, err, srv.Requests())
	// Output:
	// you said: hello <nil> 1
}
