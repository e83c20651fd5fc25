package main

import (
	"flag"
	"maps"
	"strconv"

	"github.com/clarigraph/clarigraph/nodes/clarification"
)

// metaMaxQuestions is the key of the run's input metadata that records
// --max-questions, so that clarify resume and follow-up rounds ask as
// many as the run was started with. It is copied into the FCS metadata,
// outside the hash.
const metaMaxQuestions = "max_questions"

// limitFlag is --max-questions: how many of the ranked questions are
// asked; the rest become assumptions with their recommended answers.
type limitFlag struct{ n int }

func (f *limitFlag) register(fs *flag.FlagSet) {
	fs.IntVar(&f.n, "max-questions", clarification.DefaultMaxQuestions,
		"ask at most `N` questions, the highest ranked of those worth asking; the rest are recorded as assumptions with their recommended answers (0: all, those below the ranking's floor too)")
}

func (f *limitFlag) check(cmd string) error {
	if f.n < 0 {
		return usagef("%s: --max-questions %d: want 0 (all) or more", cmd, f.n)
	}
	return nil
}

// configLimit maps a --max-questions value to Config.MaxQuestions: 0 (all)
// is a negative limit there.
func configLimit(n int) int {
	if n == 0 {
		return -1
	}
	return n
}

// withLimit returns meta with the limit n recorded (a copy).
func withLimit(meta map[string]string, n int) map[string]string {
	return withMeta(meta, metaMaxQuestions, n)
}

// withMeta returns a copy of a run's input metadata with key set to n,
// the form every number the command records for resume takes.
func withMeta(meta map[string]string, key string, n int) map[string]string {
	out := maps.Clone(meta)
	if out == nil {
		out = map[string]string{}
	}
	out[key] = strconv.Itoa(n)
	return out
}

// recordedLimit reads the limit a run was started with from its input
// metadata: DefaultMaxQuestions when it is not recorded (runs started
// before the option existed).
func recordedLimit(meta map[string]string) int {
	if n, err := strconv.Atoi(meta[metaMaxQuestions]); err == nil && n >= 0 {
		return n
	}
	return clarification.DefaultMaxQuestions
}
