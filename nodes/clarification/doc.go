// Package clarification is the clarification workflow: a graph that turns a
// software specification into ambiguities, then questions, then — with the
// answers — a hashed, reproducible Final Clarified Specification (package
// fcs). New returns the built plan; run it with a graph.Runner, durable
// (graph.WithStore) when a run must survive an interrupt or a crash.
//
//	plan, err := clarification.New(clarification.Config{})
//	res, err := plan.Run(ctx, clarification.Input(spec, clarification.WithDefaults()))
//	fmt.Println(res.State.FCS.Hash)
//
// The default analyzer and question generator is the decision analyzer of
// package decisions over the word rules of package rules, and the default
// assessor RuleAssessor — all offline and deterministic; Config replaces
// any of them (an LLM analyzer, say). With them the same specification,
// answers and settings give the same FCS bytes and hash in every process
// and time zone.
//
// # Analyzers
//
// Config takes an Analyzer (ambiguities), a QuestionGenerator and an
// Assessor (clarity 1–5). By default all three are rule-based:
// decisions.New(rules.New()) analyses — the wording's ambiguities, the
// decisions the specification leaves open (a catalogue of decision
// points), the exceptions it makes to its own rules — and generates the
// questions, about decisions first; RuleAssessor scores. A configured
// Analyzer that also generates questions is used for both. A component
// with a method WithEnv(*graph.Env) R, where R implements the same
// interface (the LLM analyzers have one), is bound to the running node for
// each call: its model calls become memoised steps of the node (saved, and
// replayed after a crash or a resume, when the run has a store) and its
// token events reach the run's observers. The configured value itself is
// never modified, so a plan may run concurrently.
//
// Whatever the analyzer, analyze_spec adds a finding of type
// unclear_specification for every "[NEEDS CLARIFICATION: …]" marker in a
// requirement's text (the spec-kit convention; rule MarkerRule, excerpt the
// marker): the authors say themselves that the point is open
// (MarkerFindings; clarify analyze does the same).
//
// # Questions: ranked and limited
//
// generate_questions ranks the questions of any generator with
// Config.Ranker (default a decision analyzer: impact × uncertainty, see
// decisions.Analyzer.Rank; the questions of a *decisions.Analyzer come
// ranked) and asks at most Config.MaxQuestions (default
// DefaultMaxQuestions, 10; negative: every question, the floor ignored)
// of the questions worth asking: a decision ranker says how many of the first are (the floor
// decisions.MinScore; word-level questions only of the word rules that
// proved worth asking, or important ones where minor guesses would fill
// decisions.GuessedPlaces of the first ten: see decisions.Analyzer.QuestionsAsked and
// RankAsked), another ranker takes them all. Split cuts the ranked list, as clarify questions and
// the server do. The others — below the floor or beyond the limit — are
// kept in the state as assumptions: the FCS records each with its recommended answer
// (source default) in FCS.Assumptions, not applied to the requirements'
// text. Answers — given with the input, in a reply or an answers file —
// may name an assumption's question too: it is then applied like any
// other. An interrupt's Pending payload says how many questions were
// assumed. A follow-up round asks what is still open, assumptions
// included, ranked the same way.
//
// RuleAssessor scores clarity on the findings about the wording (word
// rules, conflicts, exceptions, other analyzers' findings); the decisions
// a specification leaves open are counted in the assessment and named in
// its reason apart from the ambiguities in the wording, their sum first
// ("18 findings: 4 ambiguities in the wording (…); 14 open decisions
// (choices the specification does not make), 5 of high impact"; the
// assessment's counts are that sum), without adding to that density — a clearly worded
// specification still leaves decisions open, and the question limit
// keeps them in check — but one that leaves a high-impact decision open
// (an important finding of the catalogue) scores at most
// OpenDecisionClarity (3), below the default threshold, so that the
// workflow asks it. A specification whose clarity reaches the threshold
// skips the questions as before; its open decisions are listed with its
// open findings.
//
// AnalyzerFactory and QuestionsFactory wrap a function building a
// component: the workflow builds a fresh one for every node that uses it
// (then binds it with WithEnv). Use them for LLM components when runs may
// overlap, as a server's do; see Usage.
//
// # Usage
//
// A component that reports the token usage of its model calls
// (UsageReporter: the analyzer, question generator and guesser of package
// clarification/llm) is measured around each node's calls: analyze_spec
// and generate_questions record the usage of their own calls in the state
// (llm_usage, keyed by node ID, checkpointed with the run, so a run resumed
// in another process still reports them), and build_fcs copies it into the
// FCS metadata — outside the hash — as llm_usage (the run's total: calls,
// replayed calls, prompt, completion and total tokens, cost when the
// component prices calls) and llm_usage_by_node. The hash does not change
// when only the usage does. A node's usage is the growth of its totals in
// the component's accumulator during the node: exact for a factory's fresh
// component, and for a shared one as long as no other run uses it at the
// same time (overlapping runs would count each other's calls). Rule-based
// runs record no usage.
//
// # Nodes
//
// Six nodes, one per batch:
//
//	start               checks the input (ErrNoSpec, a *RoundError); clarification_started
//	analyze_spec        runs the analyzer and the assessor (ErrAnalysis); ambiguities_found
//	check_ambiguities   conditional: true when there are findings and the clarity
//	                    is below Config.Threshold (default 4); clarification_skipped when false
//	generate_questions  runs when check_ambiguities is true (ErrQuestions); questions_generated
//	build_fcs           takes the answers, builds and seals the FCS (ErrBuild);
//	                    interrupts interactive runs; answers_submitted, fcs_built
//	end                 marks the workflow completed
//
// A node's error reads as the design documents it — "input specification
// not found in state", "analysis failed: …", "question generation failed:
// …", "FCS construction failed: …" — and wraps both the sentinel (ErrNoSpec,
// ErrAnalysis, ErrQuestions, ErrBuild) and its cause for errors.Is and
// errors.As. The engine wraps it in a *graph.NodeError. These messages are
// the design's, word for word, so unlike the package's other errors they
// carry no "clarification:" prefix.
//
// # State keys
//
// State's JSON names are the state keys: spec, interactive and
// use_defaults, answers, reply, round, parent_run_id and earlier are input; analyze_spec
// sets ambiguities, ambiguity_count and assessment; check_ambiguities sets
// has_ambiguities (its outcome: questions are asked); generate_questions
// sets questions and question_count (the questions asked) and
// assumptions (those ranked below the limit or the floor); build_fcs sets fcs, fcs_complete,
// spec again (unchanged: its delta's JSON then holds the FCS against it)
// and,
// when at least one answer was applied, answers (the answers applied, as
// normalised by fcs.Build; otherwise the input answers stay); end sets
// workflow_completed. Beyond the design's keys, metadata is input (the
// caller's provenance, WithMetadata) and llm_usage is set by analyze_spec
// and generate_questions when their components report usage. Counts and has_ambiguities are pointers, so that a
// zero count and a false outcome are recorded by the graph's default
// reducer, which ignores zero values in a delta.
//
// # The state's JSON
//
// A state holds its specification once. The FCS repeats the specification
// (fcs.FCS.Specification) and, with the clarifications applied, its
// requirements: at the size limit that is 70 MB of the state's 125 MB of
// JSON, written in every snapshot checkpoint. So when the FCS was built
// on the state's spec — its specification equal to spec, its requirements
// spec's but for their text and clarifications — State's JSON (MarshalJSON,
// and JSONValue, which the engine streams) writes the fcs member without
// them: an empty specification ({"title":"","format":"","content":"",
// "requirements":null}) and null requirements, and beside it a member
// fcs_stored, {"requirements":[…]}, listing the requirements that differ from
// spec's with the FCS's clarifications applied as fcs.Build applies them
// (each by its index, with its text and clarifications; none, for an FCS
// that fcs.Build made). UnmarshalJSON gives the FCS its specification and
// requirements back, so that a decoded State is the State encoded and its
// FCS the document built, byte for byte, hash included. build_fcs's delta
// holds the spec (unchanged) beside the FCS for the same reason: it is
// written in this form too, and decodes on its own. An FCS not built on
// the state's spec is written whole, as before.
//
// Records written before this form hold the FCS whole, with no fcs_stored:
// they decode as they always did, and runs resume from them. A record in
// this form read by an older release fails to decode, with a
// *checkpoint.DecodeError wrapping checkpoint.ErrUnknownField at
// fcs_stored, rather than yielding an FCS without its specification.
// Nothing in a record is trusted: an fcs_stored that does not fit its
// state (no spec or no fcs, an fcs holding its own specification or
// requirements, an index out of range or out of order, a clarification
// naming a requirement spec does not have, requirement IDs that repeat)
// fails with an error wrapping ErrStateFormat. Decoding is strict, as
// checkpoint.DecodeState's is: a member State does not have is refused,
// with json.Unmarshal too. A decoded FCS shares its specification's
// strings (not its lists) with the state's spec; the FCS build_fcs builds
// shares the spec's lists too (fcs.BuildInput.ShareSpec: states are not
// changed in place, so neither is). RecordedFCS reads the FCS
// of a record's state or delta without decoding the rest.
//
// # Interrupts and answers
//
// No question is mandatory: a question left unanswered is listed in the
// FCS's open questions. Answers are fcs.Answer values keyed by question ID
// (option labels or custom text, with a source: user, default, timeout).
//
// A non-interactive run (the default) applies the answers given with
// WithAnswers and, with WithDefaults, the recommended option of every other
// question (source default).
//
// An interactive run (WithInteractive) stops in build_fcs with a Pending
// payload — the questions still unanswered and the assessment — when there
// is at least one. Resume it, in this process or another one days later,
// with a Reply:
//
//	res, err := runner.Resume(ctx, runID, graph.WithInput(clarification.Reply{Answers: answers}))
//
// A reply's JSON may give each answer as an fcs.Answer object or in the
// answers-file form ("label", ["label", …], {"custom": "text"}, …; see
// fcs.ParseAnswers and Reply.UnmarshalJSON), so a body read from a file or
// an HTTP request can be passed on as json.RawMessage. Passed on as JSON,
// a reply may also give an option by its number, a JSON integer from 1 in
// the order of the question's options ({"Q-…": 2}, [1, 3]; a string is
// always a label): build_fcs resolves it against the questions
// (fcs.ParseAnswersFor).
//
// build_fcs implements graph.InputValidator: before anything is written the
// reply must decode (ErrInvalidReply) and its answers must be well formed
// and fit the questions: one *fcs.AnswersError lists every bad entry
// (malformed answer, unknown question, unknown option or option number,
// several options for a single-choice question, …). A refused reply
// leaves the run as it was, still waiting. A valid
// reply's answers are merged over the answers of the state (the reply
// wins), Reply.Defaults fills in the recommended options of the rest, and
// the FCS is built. Answers given with the input are validated by
// build_fcs before it interrupts, so a run never waits for input it
// cannot use. In an interactive run use_defaults has no effect: the reply
// decides (Reply.Defaults). Resuming without input interrupts again with
// the same payload.
//
// When check_ambiguities is false (no findings, or a clarity at the
// threshold or above) no questions are generated, answers given with the
// input do not apply, and the findings are listed in the FCS as open
// ambiguities.
//
// # Partial replies
//
// A reply with Partial set (JSON "partial": true) records its answers and
// waits for more: build_fcs keeps them with the run and interrupts again,
// its Pending payload listing the questions still open and, in Answers,
// every answer recorded so far. So a person answering one question at a
// time — the clarify command's terminal, a web page — loses no answer
// given when the session ends early (Ctrl-D, a closed tab, a crash): a
// later resume asks only what is still open, and a reply that takes the
// defaults fills in only those. Each partial reply is validated like any
// reply (a bad entry refuses it whole, nothing recorded) and is kept as a
// memoised step of build_fcs (graph.Step: "partial/1", "partial/2", …),
// saved in the run's checkpoint store and replayed whenever the node runs
// again, in this process or another; later answers to a question win over
// earlier ones, and null (Reply.Unanswered) withdraws one: the question is
// open again — in any reply, partial or final. Once a partial reply was recorded, only a reply that is
// not partial builds the FCS — even when no question is left open, the
// run waits (with "questions": []) — and the FCS is the one a single reply
// with the same answers builds: same answers, same hash. An
// answers_recorded event records each. (The Temporal runner keeps no
// steps between activities: there, send whole replies.)
//
//	res, err := runner.Resume(ctx, runID, graph.WithInput(clarification.Reply{Answers: one, Partial: true}))
//	// res.Status is interrupted; its Pending lists the questions still open.
//	res, err = runner.Resume(ctx, runID, graph.WithInput(clarification.Reply{}))
//
// # Replies given in advance
//
// WithReply gives a run its reply with the input — the JSON of a Reply,
// or an answers file wrapped as {"answers": …}, numbers allowed. build_fcs
// takes it as if the run had stopped for answers and been resumed with
// it, without stopping: the questions it leaves out stay open, even in an
// interactive run, and the FCS is the one the stop-and-resume gives. An
// interactive run whose reply in advance does not fit its questions
// applies nothing of it and waits for answers, the Pending payload listing
// every problem (Problems); a non-interactive one fails in build_fcs with
// them. clarify run --answers FILE works this way.
//
// # Rounds
//
// A follow-up round is a new run, linked to its parent run, that asks what
// the rounds before it left open. FollowUpInput(prev, opts...) returns its
// input: the round after prev's and prev's run as its parent (RoundOf),
// prev's specification — the original one, as the first round read it —
// and prev's clarifications (the state key earlier), each with its round.
// A specification goes through at most MaxRounds (3) rounds: start
// refuses round 4, and FollowUpInput refuses to continue from round 3 or
// from an FCS that names no run (*RoundError, ErrInvalidRound); a
// follow-up without its parent run ID is refused as well.
//
// analyze_spec leaves out the findings that a question answered in an
// earlier round covers (it generates the questions of its findings to
// tell), so a follow-up round asks about what is still open, assumptions
// of earlier rounds included.
//
// A question the round before left open with an answer that decides
// nothing (a deferring option — "A measured target", "State the
// criterion" — chosen, taken by default or at a timeout, or an
// assumption's deferring default below the ranker's floor: the FCS's
// open questions with a deferred answer) is asked again in the next
// round, once: FollowUpInput names these questions (the state key
// ask_again) and generate_questions asks them first, whatever their rank,
// within the limit of questions. build_fcs records what a round asked
// again in the FCS's metadata (asked_again, outside the hash). Left open
// once more — a deferring answer again — such a question is not asked a
// third time: the next round records it as an assumption (the state key
// asked_again), whose deferring default leaves it open, with its answer,
// in the FCS. A round whose clarity reaches the threshold asks nothing,
// these questions included.
//
// build_fcs builds the FCS on the original
// specification with every round's clarifications (fcs.BuildInput's
// Earlier and Round): the FCS of the last round is the deliverable of all
// of them — the original content and spec_sha256, each clarification
// with its question, answer, source, requirements and round (round 1's
// first), each requirement's text with every round's statements in that
// order — and hashes like any other: the same specification and the same
// answers, round by round, give the same hash, whether each round was
// answered in one go or stopped and resumed. The state's answers, the
// answers_submitted event and the question count are the round's own.
//
// FollowUp(prev) returns the clarified specification as a document —
// the original with the statements the answers inserted (" Clarified
// (Q-…): …") after each requirement's text, and those that concern no
// requirement quoted at its end — with its requirements' Clarifications.
// A run started on it (with WithRound) works as before: the inserted text
// is never analysed again (the analyzer and the question generator see
// each requirement's text cut before its first statement, and every
// statement blanked out of the content), but its FCS is built on that
// rewritten specification and lists only its own round's clarifications.
// Start follow-up rounds with FollowUpInput.
//
// # Metadata
//
// build_fcs records in the FCS's metadata — outside the hash — the
// caller's metadata given with WithMetadata (clarify records the LLM
// provider and model there), then the analyzer's name ("rules" for the
// rule-based one, "llm" or "llm+rules" for the LLM analyzer), the run ID,
// the round, the parent run ID, the threshold and, in a follow-up round,
// the questions asked again (asked_again, see Rounds; these win over the
// caller's keys), and the model usage (see Usage).
//
// # Audit events
//
// The nodes emit named events with graph.Env.Emit as they go:
// clarification_started, ambiguities_found, clarification_skipped,
// questions_generated, answers_recorded (a partial reply), answers_submitted,
// fcs_built, and, when a node
// fails, clarification_error or (its context done, or a cancellation as
// the cause) clarification_cancelled. Observers receive them as
// graph.EventCustom events whose Name is the event and whose Data is one of
// Started, AmbiguitiesFound, Skipped, QuestionsGenerated, AnswersRecorded,
// AnswersSubmitted, FCSBuilt or Failure; durable runs keep them in their checkpoint records
// (checkpoint.Checkpoint.Events), so the store holds the audit trail with
// the run's history. A cancellation that happens between nodes is reported
// by the engine only (the run's status and error), since no node sees it.
package clarification
