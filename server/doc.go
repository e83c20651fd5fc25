// Package server is the HTTP side of the clarification workflow: a JSON API,
// server-sent events and a web page, over a checkpoint store. The clarify
// command serves it with `clarify serve`; other programs mount it as an
// http.Handler.
//
//	s, err := server.New(store, server.WithToken(token))
//	http.ListenAndServe("127.0.0.1:8080", s)
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
//	POST /api/runs/{id}/answers     {"answers": {…}} resumes a waiting run (422 lists every bad answer)
//	POST /api/runs/{id}/defaults    recommended options for every unanswered question
//	POST /api/runs/{id}/cancel      stops a running or waiting run (status cancelled)
//	POST /api/runs/{id}/resume      continues a run left running, failed or cancelled
//	GET  /api/runs/{id}/events      server-sent events: past events replayed, then live ones
//	GET  /api/runs/{id}/fcs         the FCS, JSON or Markdown (Accept, or ?format=)
//	GET  /api/runs/{id}/graph.svg   the workflow drawn from the plan's batches, coloured by status
//	GET  /api/openapi.json          the OpenAPI 3.1 document (OpenAPI returns it)
//
// Answers take the answers-file form of fcs.ParseAnswers ("label",
// ["label", …], {"custom": "text"}, {"labels": […], "source": "timeout"},
// null to skip). Errors are {"error": {"code", "message"}} with the status
// of the APIError (the Code… constants); invalid answers add "problems",
// one per bad entry, and leave the run waiting. Specifications go through
// spec.Parse, as in the command: an empty, binary or non-UTF-8 spec is a
// 422, one over spec.MaxSize a 413. Bodies are bounded (WithMaxBody,
// MaxAnswersBody).
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
// The page at / is plain HTML, CSS and JavaScript embedded in the binary
// (web/): paste or upload a spec, follow the steps live, answer the
// questions one at a time (with a countdown of 8, 15 or 25 seconds by
// complexity that pauses while an answer is being given and then takes
// the recommended option, source timeout) or all on one page, skip, see
// the FCS and download it, reopen past runs, see the graph. Every text from
// a spec or the server is set with textContent. Responses carry the header
// Content-Security-Policy: default-src 'self' (blob: images for the graph).
// The query parameter time_scale (e.g. ?time_scale=0.01) scales the
// countdowns; it exists for the browser tests only.
//
// # Safety
//
// The server holds no secret but the token: with WithToken every /api/ call
// needs "Authorization: Bearer TOKEN" (compared in constant time). The
// command binds to 127.0.0.1 unless told otherwise.
package server
