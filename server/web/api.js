// Calls to the server's JSON API, with the bearer token when the server
// needs one, and the run's event stream read with fetch (EventSource
// cannot send the token).

export const session = {
  token: sessionStorage.getItem('clarify-token') || '',
  // onUnauthorized is called when a call gets 401 (the page asks for the token).
  onUnauthorized: () => {},
};

export function setToken(token) {
  session.token = token;
  sessionStorage.setItem('clarify-token', token);
}

export function headers(extra) {
  const h = Object.assign({}, extra || {});
  if (session.token) h['Authorization'] = 'Bearer ' + session.token;
  return h;
}

// api fetches path; a response that is not 2xx becomes an Error with the
// server's message, status, code and problems.
export async function api(path, opts) {
  opts = opts || {};
  const res = await fetch(path, Object.assign({}, opts, { headers: headers(opts.headers) }));
  if (res.status === 401) session.onUnauthorized();
  if (!res.ok) {
    let body = {};
    try { body = await res.json(); } catch (_) { /* not JSON */ }
    const err = new Error((body.error && body.error.message) || res.statusText || ('HTTP ' + res.status));
    err.status = res.status;
    err.code = body.error && body.error.code;
    err.problems = (body.error && body.error.problems) || [];
    throw err;
  }
  return res;
}

export async function apiJSON(path, opts) { return (await api(path, opts)).json(); }

export function postJSON(path, body) {
  return apiJSON(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
}

export const runPath = (id, rest) => '/api/runs/' + encodeURIComponent(id) + (rest || '');

// capabilities reads once what the server's OpenAPI document says it
// supports: partial answers ({"answers": {…}, "partial": true} records
// answers without resuming the run).
let caps = null;
export function capabilities() {
  if (!caps) {
    caps = apiJSON('/api/openapi.json').then((doc) => {
      const reply = doc && doc.components && doc.components.schemas && doc.components.schemas.Reply;
      return { partial: !!(reply && reply.properties && reply.properties.partial) };
    }, (err) => {
      caps = null; // ask again next time (a token may be missing)
      if (err.status === 401) throw err;
      return { partial: false };
    });
  }
  return caps;
}

// readEvents reads a run's event stream until it ends or signal aborts,
// calling onEvent with each event. It resolves to true when the stream
// said the run is over (completed, failed or cancelled).
export async function readEvents(runId, signal, onEvent) {
  const res = await fetch(runPath(runId, '/events'), { headers: headers(), signal });
  if (res.status === 401) session.onUnauthorized();
  if (!res.ok || !res.body) return true; // nothing to follow
  const ended = (status) => status === 'completed' || status === 'failed' || status === 'cancelled';
  const reader = res.body.getReader();
  const dec = new TextDecoder();
  let buf = '';
  let over = false;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buf += dec.decode(value, { stream: true });
    let i;
    while ((i = buf.indexOf('\n\n')) >= 0) {
      const block = buf.slice(0, i);
      buf = buf.slice(i + 2);
      const data = block.split('\n').filter((l) => l.startsWith('data: ')).map((l) => l.slice(6)).join('\n');
      if (!data) continue;
      let ev;
      try { ev = JSON.parse(data); } catch (_) { continue; }
      if ((ev.type === 'replayed' || ev.type === 'run_finished') && ended(ev.status)) over = true;
      onEvent(ev);
    }
  }
  return over;
}
