// Package server is the HTTP side of the clarification workflow: a JSON API,
// server-sent events and a web page, over a checkpoint store. The clarify
// command serves it with `clarify serve`; other programs mount it as an
// http.Handler.
//
//	s, err := server.New(store, server.WithToken(token))
//	ln, err := net.Listen("tcp", "127.0.0.1:8080")
//	err = s.HTTPServer().Serve(ln) // the Server with its timeouts
//
// # Runs live in the store
//
// A run is started with the workflow of package nodes/clarification
// (configured with WithWorkflow — an LLM analyzer, say — and given the
// input options of WithInputOptions, such as metadata naming the model;
// interactive unless the request says auto) and advanced with the engine
// of package graph, durable in the store. Every answer the API gives about
// a run — its status, batch, node statuses, questions, FCS, past events
// and graph — is rebuilt from the store's records, never from memory, so a
// Server restarted over the same store (or another process over a shared
// one) answers a run started before it. Statuses are the statuses of the
// checkpoint records: running, interrupted (waiting for answers),
// completed, failed and cancelled.
//
// # Runs left running
//
// A process killed while it advances a run (this server, say) leaves the
// run's last record saying running and its lease unreleased. GET /api/runs
// marks such a run "abandoned" once its lease is not held (expired, or
// held by a process of this host that no longer exists:
// checkpoint.Lease.Held). ResumeAbandoned takes the workflow's abandoned
// runs over and resumes each to its next stop — call it once the server is
// up, as clarify serve does on start — and POST /api/runs/{id}/resume
// continues one run on demand (a failed or cancelled one too). The engine
// takes a dead local holder's lease over at once; a live holder's lease
// is a 409 run_locked with Retry-After.
//
// # Endpoints
//
//	POST /api/runs                  start a run: {"spec", "format", "name", "answers", "auto", "run_id"}
//	                                or the spec itself as the body → 201 with questions or the FCS
//	GET  /api/runs                  runs of the workflow, most recently updated first
//	GET  /api/runs/{id}             status, batch, node statuses, questions when waiting
//	POST /api/runs/{id}/answers     {"answers": {…}} resumes a waiting run (422 lists every bad answer);
//	                                with "partial": true records them, and the run keeps waiting
//	POST /api/runs/{id}/defaults    recommended options for every unanswered question
//	POST /api/runs/{id}/cancel      stops a running or waiting run (status cancelled)
//	POST /api/runs/{id}/resume      continues a run left running, failed or cancelled
//	GET  /api/runs/{id}/events      server-sent events: past events replayed, then live ones
//	GET  /api/runs/{id}/fcs         the FCS, JSON or Markdown (Accept, or ?format=)
//	GET  /api/runs/{id}/requirements what the reader read of the spec: requirements and definitions
//	GET  /api/runs/{id}/graph.svg   the workflow drawn from the plan's batches, coloured by status
//	GET  /api/openapi.json          the OpenAPI 3.1 document (OpenAPI returns it)
//
// Answers take the answers-file form of fcs.ParseAnswers ("label",
// ["label", …], {"custom": "text"}, {"labels": […], "source": "timeout"},
// null to skip); in a reply to a waiting run an option may also be given
// by its number, counted from 1 (fcs.ParseAnswersFor).
//
// Errors are {"error": {"code", "message"}} with the status
// of the APIError (the Code… constants). A JSON body is refused in one of
// two steps (body.go, one decoder for every handler that reads JSON). A
// body that is not the request's shape — not JSON, not an object, an
// unknown or repeated member, a member of the wrong kind, a required one
// missing, "partial" with "defaults", "defaults": false sent to
// /defaults — is 400 bad_request, its message
// naming the member and what it must be in the request's terms ("answers
// must be an object mapping question IDs to answers, not an array",
// "partial must be true or false, not a string"), never Go's; null stands
// for a member left out. Well-shaped answers that do not fit the run (an
// unknown question or option, an entry of no answers-file form) are 422
// invalid_answers, always with "problems", one per bad entry, and leave
// the run waiting, nothing recorded. A reply to /answers or /defaults
// with a body is JSON and says so (Content-Type application/json): a body
// of another type, or of none, is 415 unsupported_media — text/plain and
// forms are what a page of another site can make a browser send unasked.
// A JSON body to POST /api/runs is the run request: a JSON spec file is
// posted as it is with another Content-Type (text/plain) and ?format=json.
//
// The format of POST /api/runs names one of spec.InputFormats (markdown,
// text, rst, asciidoc, gherkin, yaml, json); absent, the name's extension,
// else the content, decides. Specifications go through spec.Parse, as in
// the command: an empty, binary or non-UTF-8 spec is a 422, one over
// spec.MaxSize a 413, the message naming the spec as the request did (its
// name, else "spec": "spec: binary content (NUL byte at byte 1)"), never
// by the file name the format stands for. Bodies are bounded (WithMaxBody,
// MaxAnswersBody). Every route may also answer 421 unknown_host and, for
// POST, 403 cross_origin (see # Safety); the calls that advance a run 429
// busy (see # Limits). Another method on one of these paths is 405
// method_not_allowed with an Allow header, any other path under /api/ 404
// not_found, both as JSON errors.
//
// The routes are declared once, as net/http method patterns, in
// routes.go; openapi.json documents the same routes, as do the list above
// and the README's table, and tests fail when they disagree.
//
// A waiting run's questions are written out as the engine stored them (the
// interrupt payload), never decoded and encoded again, and a run's records
// are read one at a time: a run on a specification at spec.MaxSize can wait
// with tens of thousands of questions, tens of megabytes.
//
// # Partial answers
//
// A reply with "partial": true (clarification.Reply.Partial) records its
// answers in the run's checkpoints and leaves the run interrupted: the
// response, like GET /api/runs/{id}, lists the questions still open
// (present, an empty list once none is) and, in answers, every answer
// recorded so far. The page posts each answer as it is given this way, so
// a closed tab or a restarted server loses none, and submits without
// "partial" to build the FCS with every answer recorded. null for a
// question withdraws the answer recorded for it (the question is open
// again). Each partial reply is validated like any reply: a bad entry
// refuses it whole (422), nothing recorded.
//
// # Request log
//
// WithRequestLog logs each request once answered, with log/slog at level
// Info: method, path, status, duration and the run's ID when the request
// concerns one. clarify serve logs to stderr.
//
// # Events
//
// GET /api/runs/{id}/events first replays what the records hold — each
// record's custom events (the workflow's audit trail: clarification_started,
// ambiguities_found, …), its completed, skipped, failed and interrupted
// nodes, and a checkpoint_saved event — then sends a "replayed" event with
// the stored status, then the live graph events of calls advancing the run
// in this process (node_started, node_finished, LLM token deltas as custom
// events, …). Live events that the replay already covered are dropped. The
// stream ends after the replay when the run is over. EventSource cannot send
// a bearer token: the page reads the stream with fetch.
//
// A batch's node events reach the records only with the batch's record, so
// a stream opened while a batch runs would miss the events that batch sent
// before it subscribed. The process therefore keeps, per run, the live
// events since the last checkpoint_saved (at most 1,024 custom ones, every
// other event) and gives them to each new subscriber ahead of the live
// ones; the dedupe above drops them again when the replay covers them. The
// page also reads GET /api/runs/{id} after each POST and on each live
// checkpoint_saved, moving its steps only forward, so that a stream it
// could not open in time (a run stored after its retries) costs nothing.
//
// # Concurrency
//
// Calls that advance one run are serialised in the process (a second
// answers call waits, then finds the run no longer waiting: 409); across
// processes the engine's lease refuses a second advancer (409 run_locked).
// A run is advanced with a context that the client going away does not
// cancel; POST /cancel does.
//
// # The page
//
// The page at / is plain HTML, CSS and JavaScript modules embedded in the
// binary (web/): paste or upload a spec, follow the steps live, answer the
// questions one at a time or all on one page, skip, see the FCS (each
// requirement followed by its decisions) and every recorded answer with
// its source, download it, reopen past runs (#run=ID in the address), see
// the graph. In the one-at-a-time mode a countdown of 30, 60 or 120 seconds
// by complexity (set on the page and kept in localStorage, or switched off)
// takes the recommended option, source timeout; it runs only while its
// question is on screen and nobody points at, focuses, clicks or types in
// it. Submit names the questions left without an answer and asks. When
// openapi.json offers "partial" in the answers body, the page posts each
// answer as it is given. It calls the API's interrupted "waiting for
// answers" everywhere, and opens a run's event stream only once the run
// exists. Every text from a spec or the server is set with textContent;
// the graph's SVG is parsed as XML and kept to drawing elements. Responses
// carry the header Content-Security-Policy: default-src 'self' (blob:
// images). The query parameter time_scale (e.g. ?time_scale=0.01) scales
// the countdowns; it exists for the browser tests only.
//
// # Safety
//
// The server is meant for one person or a team on a trusted network, most
// often on the same machine (the command binds to 127.0.0.1 unless told
// otherwise). It holds no secret but the token: with WithToken every /api/
// call needs "Authorization: Bearer TOKEN" (compared in constant time), and
// whoever has the token can start, answer, cancel and read every run. The
// page and its files need no token (they hold no data).
//
// Two checks run before any route, token or not, so that the web pages a
// person visits cannot use the server behind their back:
//
//   - Cross-origin requests. A page of another site can make the browser
//     send a POST with a text/plain or form body (no CORS preflight) to
//     127.0.0.1: a state-changing request (any method but GET, HEAD and
//     OPTIONS) that the browser marks as coming from another origin
//     (Sec-Fetch-Site other than same-origin or none; without it, an
//     Origin whose host is not the request's Host) is refused with 403
//     cross_origin: the checks of http.CrossOriginProtection. Requests
//     with neither header — curl, scripts, the documented raw-body POST —
//     pass. Reads (GET) need no such check: without CORS headers the
//     browser does not hand another site's page the answer.
//   - DNS rebinding. A page of another site can make its own name resolve
//     to the server's address; its requests are then same-origin for the
//     browser, reads included, but carry the attacker's name as Host. Only
//     known names are answered, others get 421 unknown_host: the address
//     the connection arrived on (IP and port), and, when that address is a
//     loopback one, localhost, 127.0.0.1 and [::1] with its port; the names
//     of WithAllowedHosts on any address. A Host without a port stands for
//     port 80. A Server called without a net/http server (no local address
//     in the request's context) answers the loopback names on any port and
//     the allowed ones.
//
// Behind a reverse proxy, give the proxy's public name with
// WithAllowedHosts (or have the proxy pass Host: localhost:PORT).
//
// # Limits
//
// The calls that advance runs (POST /api/runs, /answers, /defaults) take
// one of WithMaxRuns slots (default twice GOMAXPROCS) while the run
// advances; when none is free they wait in arrival order, at most
// WithQueue of them (default 1,000) holding at most WithQueueBytes of
// input together (default 256 MiB), and past that get 429 busy with
// Retry-After: 5. A waiting call holds its body as read (a specification
// is parsed once the call has its slot); one whose client goes away leaves
// the queue. POST /cancel takes no slot, so a run can always be stopped.
// With WithGCPacing, while runs on large specifications are created
// (from the moment the body is read: its parse too) or advance, the
// garbage collector runs at a lower GOGC (clarify serve: 20 from 1 MiB),
// so a run at the size limit peaks near what it holds live instead of
// twice that; the percentage before is restored after.
//
// Timeouts (WithTimeouts, DefaultTimeouts) keep a client from holding a
// connection without doing its part: headers within 10 s and idle
// keep-alive connections closed after 120 s (the http.Server of
// HTTPServer), a request body within 60 s of the headers (a read deadline
// set per request; a body cut short is 408 request_timeout), a response
// written within 60 s of its start. An event stream has no overall
// deadline, but each event must be written within the write timeout, and
// the stream ends when its run is over.
//
// Responses rebuild what they show from the store's records; the small
// parts of each record (node lists, status, the title, the FCS's ID and
// hash) are kept in a cache of 4,096 runs, checked against the store's
// history on every call (records are immutable), so that reading a run on
// a large specification again loads only its latest record.
package server
