package llmtest

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/tmc/langchaingo/llms"
)

// Message is one message of a chat completion request.
type Message struct {
	Role string `json:"role"`
	// Content is the message's text (the text parts joined when the
	// client sent a list of parts).
	Content string `json:"-"`
}

// Request is a decoded /v1/chat/completions request.
type Request struct {
	Model       string    `json:"model"`
	Messages    []Message `json:"messages"`
	Stream      bool      `json:"stream"`
	Temperature float64   `json:"temperature"`
	// ResponseFormat is the response_format member as sent (json_object,
	// json_schema…), nil when absent.
	ResponseFormat json.RawMessage `json:"response_format,omitempty"`
	// IncludeUsage reports stream_options.include_usage.
	IncludeUsage bool `json:"-"`
	// Body is the request body as received.
	Body []byte `json:"-"`
}

// Prompt joins the content of every message with newlines, as PromptOf
// does for a Model.
func (r *Request) Prompt() string {
	parts := make([]string, len(r.Messages))
	for i, m := range r.Messages {
		parts[i] = m.Content
	}
	return strings.Join(parts, "\n")
}

// Response is what a Handler answers.
type Response struct {
	// Status is the HTTP status; 0 means 200.
	Status int
	// Content is the assistant message (status 200), or the error message
	// (other statuses).
	Content string
	// Delay is waited before answering; the wait ends early when the
	// client goes away.
	Delay time.Duration
	// PromptTokens and CompletionTokens are reported as usage; zero means
	// an estimate of one token per four bytes.
	PromptTokens, CompletionTokens int
}

// Handler answers one chat completion request.
type Handler func(r *Request) Response

// Server is a local OpenAI-compatible server for tests: it serves
// POST /v1/chat/completions with JSON or, for stream requests, server-sent
// events (with usage in the last chunk when asked), counts requests and
// records them.
type Server struct {
	// URL is the server's base URL, without /v1.
	URL string

	srv     *httptest.Server
	handler Handler
	mu      sync.Mutex
	reqs    []*Request
}

// NewOpenAIServer starts a Server answering with h; it is closed when the
// test ends. Point langchaingo's OpenAI client at it with
// openai.WithBaseURL(srv.URL+"/v1") and openai.WithToken("test").
func NewOpenAIServer(t testing.TB, h Handler) *Server {
	t.Helper()
	s := &Server{handler: h}
	s.srv = httptest.NewServer(http.HandlerFunc(s.serve))
	s.URL = s.srv.URL
	t.Cleanup(s.Close)
	return s
}

// BaseURL returns URL + "/v1", the base URL OpenAI clients expect.
func (s *Server) BaseURL() string { return s.URL + "/v1" }

// Close shuts the server down, waiting for the requests in flight.
func (s *Server) Close() {
	s.srv.CloseClientConnections()
	s.srv.Close()
}

// Requests returns the number of chat completion requests received.
func (s *Server) Requests() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return len(s.reqs)
}

// RequestsMatching returns the number of requests whose prompt contains
// substr.
func (s *Server) RequestsMatching(substr string) int {
	s.mu.Lock()
	defer s.mu.Unlock()
	n := 0
	for _, r := range s.reqs {
		if strings.Contains(r.Prompt(), substr) {
			n++
		}
	}
	return n
}

// Recorded returns the requests received, in arrival order.
func (s *Server) Recorded() []*Request {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]*Request(nil), s.reqs...)
}

type wireRequest struct {
	Model    string `json:"model"`
	Messages []struct {
		Role    string          `json:"role"`
		Content json.RawMessage `json:"content"`
	} `json:"messages"`
	Stream         bool            `json:"stream"`
	Temperature    float64         `json:"temperature"`
	ResponseFormat json.RawMessage `json:"response_format"`
	StreamOptions  *struct {
		IncludeUsage bool `json:"include_usage"`
	} `json:"stream_options"`
}

func decodeRequest(body []byte) (*Request, error) {
	var w wireRequest
	if err := json.Unmarshal(body, &w); err != nil {
		return nil, err
	}
	r := &Request{Model: w.Model, Stream: w.Stream, Temperature: w.Temperature, Body: body}
	if len(w.ResponseFormat) > 0 && string(w.ResponseFormat) != "null" {
		r.ResponseFormat = w.ResponseFormat
	}
	r.IncludeUsage = w.StreamOptions != nil && w.StreamOptions.IncludeUsage
	for _, m := range w.Messages {
		msg := Message{Role: m.Role}
		var s string
		if err := json.Unmarshal(m.Content, &s); err == nil {
			msg.Content = s
		} else {
			var parts []struct {
				Type string `json:"type"`
				Text string `json:"text"`
			}
			if err := json.Unmarshal(m.Content, &parts); err != nil {
				return nil, fmt.Errorf("message content: %w", err)
			}
			for _, p := range parts {
				msg.Content += p.Text
			}
		}
		r.Messages = append(r.Messages, msg)
	}
	return r, nil
}

func (s *Server) serve(w http.ResponseWriter, hr *http.Request) {
	if hr.Method != http.MethodPost || hr.URL.Path != "/v1/chat/completions" {
		writeError(w, http.StatusNotFound, "llmtest: only POST /v1/chat/completions is served")
		return
	}
	body, err := readAll(hr)
	if err != nil {
		writeError(w, http.StatusBadRequest, err.Error())
		return
	}
	req, err := decodeRequest(body)
	if err != nil {
		writeError(w, http.StatusBadRequest, "llmtest: bad request: "+err.Error())
		return
	}
	s.mu.Lock()
	s.reqs = append(s.reqs, req)
	n := len(s.reqs)
	s.mu.Unlock()

	resp := s.handler(req)
	if resp.Delay > 0 {
		t := time.NewTimer(resp.Delay)
		select {
		case <-t.C:
		case <-hr.Context().Done():
			t.Stop()
			return
		}
	}
	status := resp.Status
	if status == 0 {
		status = http.StatusOK
	}
	if status != http.StatusOK {
		writeError(w, status, resp.Content)
		return
	}
	pt, ct := Tokens(Reply{PromptTokens: resp.PromptTokens, CompletionTokens: resp.CompletionTokens}, req.Prompt(), resp.Content)
	usage := map[string]int{"prompt_tokens": pt, "completion_tokens": ct, "total_tokens": pt + ct}
	id := fmt.Sprintf("chatcmpl-llmtest-%d", n)
	if !req.Stream {
		w.Header().Set("Content-Type", "application/json")
		_ = json.NewEncoder(w).Encode(map[string]any{
			"id": id, "object": "chat.completion", "created": 0, "model": req.Model,
			"choices": []any{map[string]any{
				"index": 0, "finish_reason": "stop",
				"message": map[string]any{"role": "assistant", "content": resp.Content},
			}},
			"usage": usage,
		})
		return
	}
	w.Header().Set("Content-Type", "text/event-stream")
	fl, _ := w.(http.Flusher)
	send := func(v any) {
		b, _ := json.Marshal(v)
		fmt.Fprintf(w, "data: %s\n\n", b)
		if fl != nil {
			fl.Flush()
		}
	}
	chunk := func(delta map[string]any, finish any) map[string]any {
		return map[string]any{
			"id": id, "object": "chat.completion.chunk", "created": 0, "model": req.Model,
			"choices": []any{map[string]any{"index": 0, "delta": delta, "finish_reason": finish}},
		}
	}
	send(chunk(map[string]any{"role": "assistant", "content": ""}, nil))
	for _, c := range Chunks(resp.Content) {
		send(chunk(map[string]any{"content": c}, nil))
	}
	send(chunk(map[string]any{}, "stop"))
	if req.IncludeUsage {
		send(map[string]any{"id": id, "object": "chat.completion.chunk", "created": 0, "model": req.Model, "choices": []any{}, "usage": usage})
	}
	fmt.Fprint(w, "data: [DONE]\n\n")
	if fl != nil {
		fl.Flush()
	}
}

func readAll(r *http.Request) ([]byte, error) {
	defer r.Body.Close()
	return io.ReadAll(r.Body)
}

func writeError(w http.ResponseWriter, status int, msg string) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(map[string]any{
		"error": map[string]any{"message": msg, "type": http.StatusText(status), "code": status},
	})
}

// ModelHandler answers requests with m's scripted replies: the request's
// messages go to m.GenerateContent (so m's rules, counters and recorded
// prompts apply), error faults become their HTTP statuses (429, 503, 400),
// Timeout holds the request until the client gives up, and reply faults
// are served as content.
func ModelHandler(m *Model) Handler {
	return func(r *Request) Response {
		msgs := make([]llms.MessageContent, len(r.Messages))
		for i, msg := range r.Messages {
			role := llms.ChatMessageTypeHuman
			switch msg.Role {
			case "system":
				role = llms.ChatMessageTypeSystem
			case "assistant":
				role = llms.ChatMessageTypeAI
			}
			msgs[i] = llms.TextParts(role, msg.Content)
		}
		reply, err := m.pick(msgs, llms.CallOptions{Temperature: r.Temperature, JSONMode: len(r.ResponseFormat) > 0})
		if err != nil {
			return Response{Status: http.StatusNotFound, Content: err.Error()}
		}
		if reply.Fault == Timeout {
			return Response{Status: http.StatusGatewayTimeout, Content: "llmtest: timeout", Delay: 24 * time.Hour}
		}
		text, err := Resolve(context.Background(), reply)
		if err != nil {
			status := reply.Fault.Status()
			if status == http.StatusOK {
				status = http.StatusInternalServerError
			}
			return Response{Status: status, Content: err.Error(), Delay: reply.Delay}
		}
		return Response{Content: text, Delay: reply.Delay, PromptTokens: reply.PromptTokens, CompletionTokens: reply.CompletionTokens}
	}
}
