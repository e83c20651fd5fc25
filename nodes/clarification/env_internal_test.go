package clarification

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/clarigraph/clarigraph/fcs"
	"github.com/clarigraph/clarigraph/graph"
)

type plainAnalyzer struct{ name string }

func (plainAnalyzer) Analyze(context.Context, *fcs.Specification) ([]fcs.Ambiguity, error) {
	return nil, nil
}

// wrongSignature has a WithEnv that does not take a *graph.Env.
type wrongSignature struct{ plainAnalyzer }

func (w wrongSignature) WithEnv(string) wrongSignature { return w }

// nilBinder's WithEnv returns a nil pointer.
type nilBinder struct{ plainAnalyzer }

func (*nilBinder) WithEnv(*graph.Env) *nilBinder { return nil }

// notAnAnalyzer's WithEnv returns something that is not an Analyzer.
type notAnAnalyzer struct{ plainAnalyzer }

func (notAnAnalyzer) WithEnv(*graph.Env) string { return "no" }

// valueBinder binds by value.
type valueBinder struct {
	plainAnalyzer
	node string
}

func (v valueBinder) WithEnv(env *graph.Env) valueBinder { v.node = env.NodeID; return v }

func TestWithEnv(t *testing.T) {
	env := &graph.Env{NodeID: "analyze_spec"}
	var nilAnalyzer Analyzer
	assert.Nil(t, withEnv(nilAnalyzer, env))
	tests := []struct {
		name string
		in   Analyzer
		want Analyzer
	}{
		{"no method", plainAnalyzer{"p"}, plainAnalyzer{"p"}},
		{"wrong signature", wrongSignature{plainAnalyzer{"w"}}, wrongSignature{plainAnalyzer{"w"}}},
		{"nil result", &nilBinder{plainAnalyzer{"n"}}, &nilBinder{plainAnalyzer{"n"}}},
		{"result of another type", notAnAnalyzer{plainAnalyzer{"x"}}, notAnAnalyzer{plainAnalyzer{"x"}}},
		{"bound by value", valueBinder{plainAnalyzer: plainAnalyzer{"v"}}, valueBinder{plainAnalyzer: plainAnalyzer{"v"}, node: "analyze_spec"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, withEnv(tt.in, env))
		})
	}
}

func TestAnalyzerName(t *testing.T) {
	w, err := newWorkflow(Config{})
	assert.NoError(t, err)
	assert.Equal(t, "rules", w.analyzerName)
	w, err = newWorkflow(Config{Analyzer: plainAnalyzer{}})
	assert.NoError(t, err)
	assert.Equal(t, "clarification.plainAnalyzer", w.analyzerName)
	assert.Equal(t, DefaultThreshold, w.threshold)
}
