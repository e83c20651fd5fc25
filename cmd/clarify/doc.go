// Command clarify turns a software specification into a Final Clarified
// Specification (FCS): it finds the ambiguities, asks questions about them,
// and writes the specification with the answers applied, hashed so that
// anyone can check it was not altered.
//
//	clarify run [flags] SPEC
//	clarify resume [flags] RUN_ID
//	clarify analyze [--format json|text] SPEC
//	clarify parse [--format text|json] SPEC
//	clarify questions [--format json|text] [--max-questions N] SPEC
//	clarify verify FILE
//	clarify runs [--store DSN] [--format text|json] [show RUN_ID]
//	clarify graph [--format mermaid|dot] [--run RUN_ID] [--store DSN]
//	clarify serve [flags]
//	clarify version (or clarify --version)
//	clarify help [COMMAND]
//
// Flags may come before or after the positional arguments in every
// subcommand ("--" ends the flags). Stdout carries only the result: the
// FCS, the questions of a run waiting for answers, or, with --out, the
// FCS's hash. Progress, prompts and diagnostics go to stderr; an error is
// one line on stderr, printed once, that names the file or flag at fault.
//
// # Quick start
//
//	go run ./cmd/clarify run --auto examples/specs/vague.md --out vague.fcs.json
//	go run ./cmd/clarify verify vague.fcs.json
//
// The first go run builds the command, which takes about a minute (the
// SQLite driver is pure Go and large); later runs start at once. The first
// command analyses the spec with the rule-based analyzer (offline,
// deterministic), takes the recommended answer to every question (source
// default), writes the FCS to vague.fcs.json and prints its hash; the
// second checks the hash. Without --out, on a terminal, the FCS is shown
// as Markdown followed by its hash.
//
// # run
//
// clarify run runs the clarification workflow (package
// nodes/clarification) on SPEC, a Markdown, text, reStructuredText,
// AsciiDoc (.adoc), Gherkin (.feature), YAML or JSON file, checkpointed in the store after
// every step. The answers come from:
//
//   - --auto: the recommended option of every question, source default;
//   - --answers FILE, or --answers - to read it from standard input: a JSON
//     object mapping question IDs to an option — by its label ("label"), or
//     by its number as the terminal and the questions list show it,
//     counted from 1 (2; a JSON string is always a label) — a list of
//     options (["label", 3]), {"custom": "text"}, an object with "label",
//     "labels" or "custom" and a "source", or null (no answer: the question
//     stays open, and an answer recorded for it before is withdrawn). clarify run
//     gives the file to the run as its reply in advance
//     (clarification.WithReply): it is applied as the run reaches its
//     questions, without stopping for them, and the questions the file
//     leaves out stay open (listed in the FCS's open_questions). Every
//     problem of the file — malformed entries, unknown questions, unknown
//     options or option numbers — is listed in one error; nothing of it is
//     applied, nothing is written, and the run keeps waiting (clarify
//     resume RUN_ID --answers FIXED continues it). A file that is not a
//     JSON object at all stops the command before anything runs;
//   - the terminal, when stdin is one: each question with its numbered
//     options, the recommended one marked with its confidence. Type a number
//     (several, as 1,3, for a multiple-choice question), Enter for the
//     recommended option, c for a custom answer, s to skip (the question
//     stays open). Each answer is recorded with the run as it is given (a
//     partial reply, clarification.Reply.Partial, kept in the store), so
//     Ctrl-C (exit 1), Ctrl-D (exit 3) or a crash loses none: clarify resume
//     asks only the questions still open, and resume --auto takes the
//     recommended options of those only. A countdown takes the recommended
//     option (source timeout) when it runs out: 30, 60 or 120 seconds for
//     low, medium and high complexity — time to read the requirement and
//     its options — set with --countdown LOW,MEDIUM,HIGH (or one duration
//     for all) and switched off with --countdown off or --no-timeout. It
//     starts when the question is shown, and any key (a character, an
//     erase, an arrow) pauses it until that question is answered. (The 8,
//     15 and 25 seconds of the question detector, package
//     nodes/clarification/llm, are for chat-like pipelines, not for
//     reading a requirement.) The terminal is in raw mode while the
//     questions are asked;
//   - nothing of the above (stdin is not a terminal): the run stops at the
//     questions, checkpointed, and prints them: as exactly one JSON object,
//     {"run_id": …, "status": "interrupted", "questions": [{"id",
//     "question", "options": [{"label", "description", "implications"}],
//     "recommended", …}]} (with --format markdown, a readable list that
//     ends with how to answer it with clarify resume and an answers file;
//     the keys to type are said only on a terminal). The
//     exit code is 3; stderr says that --answers - reads answers from
//     stdin; answer later with clarify resume RUN_ID --answers FILE.
//
// Without --out the FCS goes to stdout: on a terminal, without --format,
// as Markdown followed by a line holding its hash (people read it);
// otherwise, or with --format json, in the canonical JSON file form with
// the hash in its top-level hash field (--format markdown: Markdown only).
// With --out FILE it is written atomically (a temporary file in the same
// directory, synced, renamed over FILE: never a partial file), in the
// format --format asks or else the one FILE's name promises — Markdown for
// the names the reader takes as Markdown (.md, .markdown, .mdown, .mkd),
// the JSON that clarify verify checks for any other name — and stdout
// carries only the 64-hex-digit hash. --out is checked before anything
// runs: a missing directory is an error and nothing is stored. Either way
// the FCS is written piece by piece, never whole in memory, and while run,
// resume, analyze and questions work on a specification of 1 MiB or more
// (resume: the one recorded in the run) the garbage collector runs at
// GOGC=20, never above the GOGC set (internal/gcpace). run records the
// specification's size in the run's input metadata (spec_bytes, copied
// into the FCS metadata like llm_provider; each follow-up round records
// it too), and resume paces by it without decoding the specification; a
// run recorded before it was (or started by clarify serve, whose runs
// record no size) is paced as large while resume reads the size from its
// newest snapshot, then by that size. A forked run (graph's Runner.Fork)
// starts from a record of its source and so carries its input, the
// recorded size with it: resume paces it as it would its source.
//
// Other flags: --run-id ID (default: UTC date and time plus random hex;
// letters, digits, '.', '_', ':' and '-'), --store DSN, --rounds N (1 to 3,
// default 1: a follow-up round is a new run, ID RUN_ID-round2 and so on,
// linked to its parent, that asks what the rounds before it left open;
// the rounds stop early when a round decided no question and left none
// open to ask again; see Rounds), --timeout D (stop the workflow, checkpointed
// and resumable, when one call of the engine takes longer than D; the time
// spent answering questions does not count), --max-questions N (at most how many
// questions are asked, default 10; 0 asks all, those below the ranking's floor too), --llm
// openai|anthropic|ollama and --model (see Language models).
//
// # Rounds
//
// With --rounds N (run, resume) the FCS written is the last round's, and
// it is the deliverable of every round: its specification is SPEC as read
// (content, requirements and spec_sha256 are the file's, not a rewritten
// specification), its clarifications are every round's — round 1's first
// — each with its question, answer, source, requirements and its round
// ("round": 1, 2, … in JSON; a Round column in the Markdown table), and
// each requirement's text carries every round's statements. A follow-up
// round analyses SPEC again, leaving out the findings earlier answers
// covered (clarification.FollowUpInput). A question that the round before
// left open with an answer that decides nothing (a deferring option, by
// --auto, by default or chosen) is asked again in the next round, first
// and even below the ranking's floor, once: left open again, the round
// after records it as an assumption, still open with its deferring
// default. The FCS hashes like any: the
// same file and answers, round by round, give the same hash; clarify
// verify checks it. A first round's FCS records no rounds (it is the one
// --rounds 1 writes, as before).
//
// # Questions about decisions
//
// The questions are about the decisions the specification leaves open —
// from a catalogue of decision points (package
// nodes/clarification/decisions) — and about requirements that
// contradict each other, before the wording; an undefined acronym is
// listed in the glossary, never asked. They are ranked by impact ×
// uncertainty, and a run asks at most --max-questions of them (default
// 10), and only those worth asking: a question below the ranking's floor
// (decisions.MinScore; a word-level question of a word rule that has not
// proved worth asking) is not asked, unless --max-questions is 0 (all). The FCS records the rest as
// assumptions, each with its recommended
// answer (source default), and lists them after the clarifications; an
// answers file may still answer one. resume and follow-up rounds ask as
// many as the run was started with. In the FCS and its Markdown, each
// requirement is followed by its decisions, one plain line each.
//
// Answering "the same answers" gives the same hash however they arrive: a
// one-shot run --answers FILE, and a run stopped at its questions then
// resumed in another process with the same file, produce FCS documents
// with equal hashes (they differ only in metadata, outside the hash: run
// ID, round).
//
// # resume
//
// clarify resume RUN_ID continues an interrupted, failed, cancelled or
// abandoned run from its last checkpoint; completed steps never run again. A run waiting
// for answers takes them as run does (--answers FILE or -, --auto, the
// terminal; otherwise it prints the questions still open and exits 3
// without writing anything). The answers recorded before — on the
// terminal, one at a time — are kept: only the questions still open are
// asked, and --auto fills in only those. --rounds N runs follow-up rounds after it, up to round N.
//
// A completed run: with --out, resume writes its FCS again (atomically) and
// prints its hash, exit 0 — useful when the output of a finished run was
// lost; without --out it says the run is already completed and exits 1.
//
// # Language models
//
// --llm openai|anthropic|ollama (run, resume, analyze, questions, serve)
// replaces the rule-based analyzer and question generator with the LLM
// ones of package nodes/clarification/llm, through langchaingo:
//
//	openai      OPENAI_API_KEY (required); OPENAI_BASE_URL for any
//	            OpenAI-compatible server (vLLM, llama.cpp, Ollama's /v1)
//	anthropic   ANTHROPIC_API_KEY (required)
//	ollama      OLLAMA_HOST (default http://localhost:11434)
//
// The model is --model, else CLARIFY_MODEL, else the provider's default
// (gpt-4o-mini, claude-3-5-haiku-latest, llama3.1). A required key that is
// not set is a usage error: one line naming the variable ("clarify: --llm
// openai needs an API key: set OPENAI_API_KEY"), exit 2, before anything
// is read, stored or written.
//
// The analyzer runs in hybrid mode (llm.WithHybrid): the rule-based
// findings are given to the model as candidates to confirm, reword or drop,
// beside its own findings. The llm package documents both modes without
// recommending one; the command takes hybrid because the rule-based pass
// is offline, costs no tokens and anchors the model on excerpts known to
// be in the spec, and a confirmed candidate keeps its ID. Replies use JSON
// mode with the schema in the prompt (not OpenAI's json_schema structured
// output), so that OpenAI-compatible servers that lack structured output
// work too; they are validated and repaired once, transient errors retried
// after 1 s, 2 s and 4 s, each call bounded by 120 s. Stderr says what is
// going on: when a node starts asking the model (which provider, model
// and server), and each failed attempt with its cause and the wait before
// the next ("attempt 1 of 4 failed (network error: …); trying again in
// 1s"); analyze and questions report the same. A node's failure is then
// printed once, on the error line, without the names of the model calls. The questions'
// recommended options come from the question generator itself (no
// separate guesser call).
//
// A run records its provider, model and mode in its input
// (clarification.WithMetadata: llm_provider, llm_model, llm_mode), so they
// are checkpointed with it and copied into the FCS metadata. resume reads
// them back and continues with the same provider and model — the
// findings, questions and answers of one run come from one analyzer. The
// provider's key must be set for resume too (exit 2 otherwise), even when
// no model call remains to be made. --llm and --model may be repeated on
// resume; naming another provider or model than the run's is refused (exit
// 2, nothing written). Follow-up rounds use the first round's analyzer.
//
// The FCS metadata, outside the hash, holds the token usage: llm_usage
// (calls, prompt, completion and total tokens of the whole run) and
// llm_usage_by_node (the same for analyze_spec and generate_questions).
// Usage is checkpointed with the run, so a run resumed in another process
// reports the calls of the process that made them; calls replayed from a
// checkpoint count in "replayed". No price table ships with the command
// (prices change): cost is omitted. run and resume end with a line on
// stderr giving the calls and tokens of the FCS's run; analyze and
// questions report theirs there too. An LLM run's hash is reproducible given the
// model's replies, which a model need not repeat.
//
// clarify serve --llm analyzes every run it starts with that model; each
// node gets an analyzer of its own, so the usage in an FCS is its run's
// even when runs overlap. Runs are resumed by the server with its own
// analyzer.
//
// # analyze and questions
//
// clarify analyze SPEC prints the ambiguities and the clarity assessment:
// {"ambiguities": [{"id", "type", "location", "excerpt", "offset",
// "description", "severity"}], "assessment": {…}}, offset being the byte
// offset of excerpt in the file, or -1 when excerpt is not in the file as
// written (taken from text the reader joined: table cells, YAML or JSON
// list values, markup dropped) or cannot be placed. It exits 0 whether or not
// anything is found. clarify questions SPEC prints the questions the
// workflow asks, ranked, at most --max-questions (default 10) of those
// worth asking, and the rest as assumptions: {"questions": […], "assumptions": […],
// "assessment": {…}}. It lists what a run asks, with one difference: when
// a run would ask nothing — no findings, or a clarity at the threshold (4)
// or above (clarification.SkipReason, check_ambiguities' own test), its
// FCS then listing the findings as open — questions still lists the
// questions, since they are what the text leaves open, and says why a run
// would not ask them ("run_skips": "clarity 5 reaches the threshold 4";
// a line in the text form). --format text prints either for people, positions
// as line:column (both from 1, the column in characters, as clarify parse
// shows them), counts agreeing in number. Neither stores anything.
//
// # parse
//
// clarify parse SPEC shows what the specification reader read: each
// requirement with its ID (the document's own, such as 3.2.1, FR-003 or
// US1/AS2; R-001 … where it gives none), kind, line:column, section path
// and text, then the definitions. --format json prints
// {"requirements": [{"id", "kind", "line", "column", "section", "text",
// "parent", "attributes"}], "definitions": [{"term", "meaning", "line"}]}
// (fcs.RequirementListSchema). Warnings of the reader (a number the
// document uses twice) go to stderr, here and in run, analyze and
// questions. A text in which nothing states a requirement (a greeting, a
// code file) is refused with exit 1 and a line saying what was looked for.
//
// # verify
//
// clarify verify FILE checks that an FCS JSON document hashes to the hash it
// records (SHA-256 of its RFC 8785 canonical JSON without the hash and
// metadata members) and prints the hash. Exit 0 when it matches; 1, with
// the expected (recorded) and actual (content) hashes, when it does not; 4
// when FILE cannot be read or is not an FCS document.
//
// # runs and graph
//
// clarify runs lists the store's runs, most recently updated first: ID,
// status (running, interrupted, completed, failed, cancelled), batch of
// the last checkpoint, its time, and the title of the run's
// specification (read from its first snapshot record, as the server's
// GET /api/runs does; "title" in JSON, "-" in the table when none can be
// read), so that runs can be told apart. A run whose last checkpoint says
// running but that no process advances — its lease expired, or its holder
// was a process of this machine that is gone — is shown as abandoned
// ("abandoned": true in JSON): clarify resume continues it.
//
// clarify runs show RUN_ID lists the run's checkpoint records and checks
// their chain (each record names the one it continues, by its digest):
// the STATE column says ok, damaged (does not decode), superseded (the run
// went on from an earlier record) or replaced (not the record the next one
// names); a row "N … missing" is a record lost from the store, and a row
// "1-N … pruned" the records retention removed. When the chain a resume
// needs is broken, the last stderr line names the gap and the exit code is
// 1; resume then fails with the same line, writing nothing (never a run
// rebuilt without the lost record). A damaged last record is passed over:
// resume warns once and goes on from the record before it. --format json
// prints both as JSON (history with "state", "missing", "pruned", "head").
//
// clarify graph prints the workflow as a Mermaid flowchart or Graphviz DOT,
// check_ambiguities' false drawn dotted to build_fcs (graph.Plan.Bypasses);
// with --run RUN_ID its nodes are coloured by their status in that run.
//
// # serve
//
// clarify serve offers the same workflow over HTTP (a JSON API, server-sent
// events, a web page for people answering questions), its runs in the same
// stores; see clarify help serve. Its first line on stderr names a URL a
// browser on this machine opens (localhost when it listens on every
// address, 0.0.0.0 or [::]); then it logs each request there with
// log/slog: method, path, status, duration and run ID. It refuses state-changing calls a browser
// sends from another site (403) and Host names it does not know (421;
// --allowed-host NAME adds one, repeatable), runs at most --max-runs calls
// that advance runs at once with --queue more waiting (then 429 with
// Retry-After), and bounds how long a client may take to send headers
// (10 s) and a body (60 s) and keep an idle connection (120 s). The threat
// model is in server/README.md.
//
// # Stores
//
// --store takes a DSN (the stores listed in package internal/storedsn):
//
//	sqlite:PATH       SQLite file, created with its directory (the default store)
//	file:DIR          a directory per run
//	postgres://…      PostgreSQL, shared by many processes (postgresql:// too)
//	memory:           in memory: the run ends with the process and cannot be resumed
//
// The default is sqlite:$XDG_STATE_HOME/clarify/runs.db, or
// sqlite:~/.local/state/clarify/runs.db when XDG_STATE_HOME is not set. A
// bad DSN is one error line naming it, passwords replaced by xxxxx.
//
// # Interrupting
//
// Ctrl-C (SIGINT, or SIGTERM) while the workflow runs cancels it: the engine
// writes a cancellation checkpoint, and clarify exits 1 with the command
// that resumes the run. A second signal ends the process at once. A run
// stopped (by a signal or --timeout) before the engine stored its first
// record has nothing to resume: the command says so ("stopped before its
// first checkpoint: nothing was stored; run it again").
//
// Only one process advances a run at a time: it holds a lease on the run
// in the store, renewed while it works, that names its host and process.
// When a process of this machine dies without releasing it (killed with
// SIGKILL, say), clarify resume takes the lease over at once. A lease held
// by a process of another machine (or by one still alive) is waited for:
// resume shows a countdown on stderr until the lease expires (30 s at
// most for clarify's own leases) and then continues; a holder that renews
// its lease meanwhile is advancing the run, and resume exits 1 naming it.
//
// # Terminal and plain output
//
// When stderr is a terminal, progress lines carry marks and colours and the
// countdown redraws its line; otherwise progress is plain lines
// ("clarify: analyze_spec completed in 1ms"). Questions are asked only when
// stdin is a terminal, which clarify puts in raw mode while it reads the
// answers. When stdout is a terminal and no --format is given, run and
// resume show the FCS as Markdown with its hash last; piped, or with
// --format json, it is the JSON.
//
// # version
//
// clarify version, or clarify --version, prints one line: the module's
// version (a release, a pseudo-version, or (devel) for a build from a
// checkout), the commit with its time and "modified" when the checkout had
// changes, and the Go version and platform, from the binary's build
// information. A build from a checkout carries the commit only when go
// stamps it (go build -buildvcs=true outside a workspace; go install
// …@VERSION names the version instead); otherwise the line says the
// commit is unknown.
//
// # Exit codes
//
//	0  success
//	1  error: bad input file, failed run, unknown run, bad store, hash mismatch
//	2  usage: unknown command or flag, missing argument, bad flag value, --llm
//	   without its API key, --llm or --model on resume unlike the run's
//	3  the run is waiting for answers (checkpointed; clarify resume continues it)
//	4  verify: the file cannot be read or is not an FCS document
//
// # Testing
//
// The environment variable CLARIFY_TEST_TIME_SCALE, a positive number,
// scales the clock of the answer countdown and of the model calls' backoff
// and timeouts (0.1 makes a 15-second countdown last 1.5 s). It exists only for this command's end-to-end tests, which drive a
// terminal session through a pty; do not rely on it.
package main
