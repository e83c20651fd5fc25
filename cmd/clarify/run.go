package main

import (
	"context"
	"errors"
	"flag"
	"io"
	"time"

	"github.com/clarigraph/clarigraph/checkpoint"
	"github.com/clarigraph/clarigraph/graph"
	"github.com/clarigraph/clarigraph/nodes/clarification"
	"github.com/clarigraph/clarigraph/spec"
)

// answerFlags are the flags that say where answers come from, shared by
// run and resume.
type answerFlags struct {
	answers   string
	auto      bool
	noTimeout bool
	cd        countdowns
	format    *enumFlag
	out       string
	rounds    int
	timeout   time.Duration
	store     storeFlag
}

func (f *answerFlags) register(fs *flag.FlagSet) {
	f.format = newEnum("", "json", "markdown")
	f.cd = defaultCountdowns
	fs.StringVar(&f.answers, "answers", "", "answer the questions from this JSON `FILE` (- for standard input); questions it leaves out stay open")
	fs.BoolVar(&f.auto, "auto", false, "take the recommended option of every question (source default)")
	fs.BoolVar(&f.noTimeout, "no-timeout", false, "on a terminal, wait for every answer (no countdown; as --countdown off)")
	fs.Var(countdownFlag{&f.cd}, "countdown", "on a terminal, the answer countdowns: `LOW,MEDIUM,HIGH` durations, one for all, or off")
	fs.Var(f.format, "format", "FCS format: json or markdown (default: with --out, by FILE's name; else markdown on a terminal, json otherwise)")
	fs.StringVar(&f.out, "out", "", "write the FCS to `FILE` (atomically) and print its hash")
	fs.IntVar(&f.rounds, "rounds", 1, "clarification rounds, 1 to 3: a follow-up round asks what earlier rounds left open")
	fs.DurationVar(&f.timeout, "timeout", 0, "stop the workflow (checkpointed, resumable) when a step of it takes longer; 0 for no limit; time spent answering does not count")
	fs.StringVar(&f.store.dsn, "store", "", storeUsage)
}

// check validates the flags after parsing.
func (f *answerFlags) check(cmd string) error {
	switch {
	case f.answers != "" && f.auto:
		return usagef("%s: --answers and --auto exclude each other", cmd)
	case f.rounds < 1 || f.rounds > clarification.MaxRounds:
		return usagef("%s: --rounds %d: want 1 to %d", cmd, f.rounds, clarification.MaxRounds)
	case f.timeout < 0:
		return usagef("%s: --timeout %s: want a positive duration or 0", cmd, f.timeout)
	}
	if f.noTimeout {
		f.cd = countdowns{off: true}
	}
	return nil
}

// source reads the answers file, if any (standard input for "-").
func (f *answerFlags) source(stdin io.Reader) (answerSource, error) {
	src := answerSource{auto: f.auto, cd: f.cd}
	if f.answers != "" {
		file, err := readAnswers(f.answers, stdin)
		if err != nil {
			return src, err
		}
		file.auto, file.cd = f.auto, f.cd
		src = file
	}
	return src, nil
}

// parseSession parses the arguments of a command that drives the
// workflow and answers its questions (run, resume): fs, which holds the
// command's own flags, gets the answer flags and the LLM flags too. It
// returns the one positional argument, named name. The command's own
// checks run after the answer flags' check and before the LLM flags'.
func parseSession(cmd string, fs *flag.FlagSet, args []string, name string, af *answerFlags, lf *llmFlags, checks ...func() error) (string, error) {
	af.register(fs)
	lf.register(fs)
	pos, err := parseArgs(fs, args)
	if err != nil {
		return "", flagError(cmd, err)
	}
	if err := positionals(cmd, pos, name); err != nil {
		return "", err
	}
	if err := af.check(cmd); err != nil {
		return "", err
	}
	for _, check := range checks {
		if err := check(); err != nil {
			return "", err
		}
	}
	if err := lf.check(cmd); err != nil {
		return "", err
	}
	return pos[0], nil
}

// openStore checks that --out can be written, then opens the store: a
// command stops on an --out it could not write before it touches a run.
func (f *answerFlags) openStore(ctx context.Context) (checkpoint.Store, error) {
	if err := checkOut(f.out); err != nil {
		return nil, err
	}
	return f.store.open(ctx)
}

func runCommand() command {
	return command{
		name:    "run",
		usage:   "run [flags] SPEC",
		summary: "clarify a specification: analyze it, ask the questions, write the FCS",
		help: `Runs the clarification workflow on the specification SPEC (Markdown, text,
reStructuredText, AsciiDoc, a Gherkin .feature file, YAML or JSON) with the
rule-based analyzer (or, with --llm, a language model), checkpointed in the
store.

Answers come from, in this order: --auto (the recommended options, source
default); --answers FILE, or --answers - for standard input (applied as the
run goes, without stopping for the questions; those the file leaves out stay
open); the terminal, when stdin is one (numbered options, the recommended
one marked; Enter takes it, c gives a custom answer, s skips). On the
terminal each answer is recorded with the run as it is given: Ctrl-C,
Ctrl-D or a crash loses none, and clarify resume asks only what is still
open. A countdown of 30, 60 or 120 s by complexity (--countdown) takes the
recommended option when it runs out; it starts when the question is shown
and any key pauses it. Otherwise (stdin is not a terminal, no --answers)
the run stops at the questions, checkpointed, prints them (with --format
json, the default there, exactly one JSON object:
{"run_id", "status": "interrupted", "questions": [...]}) and exits with
code 3: answer later with clarify resume RUN_ID --answers FILE.

An answers file maps question IDs to an option, by its label ("label") or
its number as shown, from 1 (2); a list of options (["label", 3]); a custom
answer ({"custom": "text"}); {"label" or "labels", "source"}; or null
(skipped). A string is always a label. Every problem of the file is listed
in one error; nothing of it is applied and the run waits.

Without --out the FCS goes to stdout: on a terminal, without --format, as
Markdown followed by its hash; otherwise as JSON. With --out it is written
atomically, as Markdown when FILE is named as Markdown (.md, .markdown,
.mdown, .mkd) and as JSON otherwise (unless --format says), and stdout
carries only its hash (64 hex characters). Progress and prompts go to
stderr; with --llm, what the model is asked and each
retry of a call (attempt, wait, cause). With --llm the provider and model
are recorded in the run and the FCS metadata, with the token usage per node
(outside the hash); resume uses them again. Ctrl-C stops the run,
checkpointed: clarify resume RUN_ID continues it.

With --rounds 2 or 3 the answered questions are followed by follow-up
rounds on SPEC, each asking what the rounds before it left open (a
question left open by an answer that decides nothing, such as a deferring
default, is asked again in the next round, once: left open again, it stays
open); the FCS written is the last round's, the deliverable of them all:
SPEC's content and SHA-256, every round's clarifications (question,
answer, source, requirements and round: a "round" member in JSON, a Round
column in Markdown), hashed like any FCS (the same file and answers give
the same hash).

Flags:
  --answers FILE   answers file, - for standard input: {"Q-…": "label" | 2 | ["label", 3] | {"custom": "text"} | null}
  --auto           take the recommended options (source default)
  --countdown C    on a terminal, the countdowns: LOW,MEDIUM,HIGH (default 30s,60s,120s),
                   one duration for every question, or off
  --no-timeout     on a terminal, no countdown: wait for every answer (as --countdown off)
  --format F       json or markdown (default: with --out, by FILE's name; else markdown
                   on a terminal, json otherwise);
                   the questions printed on exit 3 are JSON unless markdown is asked
  --out FILE       write the FCS to FILE atomically (.md, .markdown, .mdown, .mkd: Markdown, else JSON,
                   unless --format says); stdout ends with its hash
  --run-id ID      the run's ID (default: UTC time and random hex)
  --store DSN      sqlite:PATH, file:DIR, postgres://…, memory: (default sqlite:$XDG_STATE_HOME/clarify/runs.db)
  --rounds N       clarification rounds, 1 to 3 (default 1): a follow-up round (run
                   RUN_ID-round2, …) asks what earlier rounds left open; the rounds
                   stop early when one decides nothing and leaves nothing open to
                   ask again. The FCS written is the last round's and holds every
                   round's clarifications, each with its round, and SPEC's own
                   content and SHA-256
  --max-questions N  ask at most N questions, the highest ranked of those worth asking
                   (default 10; 0: all, those below the ranking's floor too); the rest
                   are recorded in the FCS as assumptions with their recommended
                   answers (an answers file may still answer them)
  --timeout D      stop the workflow when one step of it takes longer than D (e.g. 30s);
                   time spent answering does not count; the run stays resumable
  --llm P          analyze with an LLM: openai (OPENAI_API_KEY, OPENAI_BASE_URL for any
                   OpenAI-compatible server), anthropic (ANTHROPIC_API_KEY) or ollama
                   (OLLAMA_HOST); hybrid: the rule-based findings are its candidates.
                   A missing key: exit 2
  --model M        the LLM model (with --llm; default $CLARIFY_MODEL, then gpt-4o-mini,
                   claude-3-5-haiku-latest or llama3.1)`,
		run: runMain,
	}
}

func runMain(ctx context.Context, a *app, args []string) error {
	const cmd = "run"
	fs := newFlagSet(cmd)
	runID := fs.String("run-id", "", "the run's `ID` (default: generated)")
	var mq limitFlag
	mq.register(fs)
	checkID := func() error {
		if *runID == "" {
			return nil
		}
		if err := checkRunID(*runID); err != nil {
			return usagef("%s: --run-id %q: %v", cmd, *runID, err)
		}
		return nil
	}
	var af answerFlags
	var lf llmFlags
	path, err := parseSession(cmd, fs, args, "SPEC", &af, &lf, func() error { return mq.check(cmd) }, checkID)
	if err != nil {
		return err
	}
	// The model is built before anything is read or opened, so that a
	// missing API key stops the command at once (exit 2).
	choice := lf.choice(a.getenv)
	wf, err := choice.workflow(a)
	if err != nil {
		return err
	}
	src, err := af.source(a.stdin)
	if err != nil {
		return err
	}
	sp, err := spec.ReadFile(path, a.specWarnings(path))
	if err != nil {
		return specError(err)
	}
	defer a.hold(int64(len(sp.Content)))()
	store, err := af.openStore(ctx)
	if err != nil {
		return err
	}
	defer store.Close()
	d, err := newDriver(a, store, &af.store, src, af.format.value, af.timeout, choice, mq.n, wf)
	if err != nil {
		return err
	}
	id := *runID
	if id == "" {
		id = newRunID(time.Now())
	}
	opts := []clarification.InputOption{clarification.WithInteractive(), clarification.WithMetadata(d.metadata(len(sp.Content)))}
	switch {
	case src.file != "":
		// The file is the run's reply, given in advance: applied without
		// stopping for the questions.
		opts = append(opts, clarification.WithReply(src.reply(nil)))
	case src.auto:
		// So is --auto's: the run does not stop, record its state and read
		// it back to be answered (at the size limit, tens of megabytes held
		// twice), and ends with the FCS a stop and a resume would give.
		opts = append(opts, clarification.WithReply(autoReply))
	}
	res, err := d.start(ctx, id, clarification.Input(sp, opts...))
	if err != nil {
		return err
	}
	if src.file != "" && res.Status == graph.StatusInterrupted && res.Interrupt != nil {
		// Refused: the file's problems, every one, and the run waits.
		p, err := pendingOf(id, res.Interrupt.Payload)
		if err != nil {
			return err
		}
		if len(p.Problems) > 0 {
			return failf(exitError, nil, "%s: invalid answers: %s; run %s is still waiting%s", src.name(), problemsText(p.Problems), id, d.store.hint("answer with", id, " --answers FILE"))
		}
	}
	st, err := d.finish(ctx, id, res, false)
	if err != nil {
		return err
	}
	if src.file != "" && len(st.Questions) == 0 && len(src.entries) > 0 {
		a.warnf("%s: no questions were asked (the specification is clear enough); the answers were not used", src.name())
	}
	return d.deliver(ctx, st, af.rounds, af.out)
}

// specWarnings has the spec reader's warnings (a number used twice)
// printed on stderr, naming the file.
func (a *app) specWarnings(path string) spec.Option {
	return spec.WithWarnings(func(w spec.Warning) { a.warnf("%s: %s", path, w) })
}

// specError renders a spec error: the file and what is wrong with it.
func specError(err error) error {
	var se *spec.Error
	if errors.As(err, &se) && se.File != "" {
		return failf(exitError, err, "%s: %s", se.File, se.Reason)
	}
	return failf(exitError, err, "%v", err)
}
