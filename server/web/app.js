// The clarify page: start a run, follow its steps, answer its questions,
// see its FCS, reopen past runs. Every text that comes from a
// specification, a question or the server is set with textContent:
// nothing is parsed as HTML. The run on screen is in the address
// (#run=ID), so a reload reopens it with the answers it recorded.

import { $, el, announce, showError, quietFocus } from './dom.js';
import { session, setToken, api, apiJSON, postJSON, runPath, capabilities, readEvents } from './api.js';
import { statusWord, runWord } from './status.js';
import { Questions } from './questions.js';
import { setRequirements, showFor } from './requirements.js';
import { showFCS } from './fcsview.js';

const params = new URLSearchParams(location.search);
// time_scale is for tests only: 0.01 makes a 60-second countdown last 0.6 s.
const timeScale = (() => {
  const f = parseFloat(params.get('time_scale') || '1');
  return f > 0 ? f : 1;
})();

const state = {
  runId: '',
  stream: null, // the AbortController of the event stream being read
  streamed: '', // the run whose event stream was opened
  shown: '', // the status of the run as the page shows it
  creating: false, // POST /api/runs has not answered yet
};

const questions = new Questions({
  timeScale,
  onShown: showFor,
  onDone: (res) => { show(res); loadRuns(); },
});

session.onUnauthorized = () => {
  $('auth').hidden = false;
  $('token').focus();
};

// ---- steps ----
const MARKS = { completed: '✓', skipped: '–', failed: '✗', interrupted: '…', running: '…' };
function setStep(node, status) {
  const li = document.querySelector('#steps li[data-node="' + CSS.escape(node) + '"]');
  if (!li) return;
  li.className = status;
  li.querySelector('.state').textContent = statusWord(status);
  li.querySelector('.mark').textContent = MARKS[status] || '○';
}
// syncSteps sets the steps from the run's stored view. Events a node sent
// before this page subscribed, and before its batch was stored, reach the
// page neither live nor in the replay; the view has them. It only moves a
// step forward (pending → running → waiting for answers → done), so a
// view older than the live events cannot undo them.
const RANK = { pending: 0, running: 1, interrupted: 2 };
const rank = (status) => (!status ? 0 : status in RANK ? RANK[status] : 3);
async function syncSteps(runId) {
  let v;
  try { v = await apiJSON(runPath(runId)); } catch (_) { return null; }
  if (state.runId !== runId || !v.nodes) return null;
  for (const n of v.nodes) {
    const li = document.querySelector('#steps li[data-node="' + CSS.escape(n.id) + '"]');
    if (li && rank(n.status) > rank(li.className)) setStep(n.id, n.status);
  }
  return v;
}
// caughtUp follows a new record of the run on screen: the steps and the
// graph, and, for a run that was running when the page opened it (another
// page started it, say), its questions or FCS once it stops. A run the
// page shows questions or an FCS for is never redrawn under the reader.
async function caughtUp(runId) {
  const v = await syncSteps(runId);
  refreshGraph();
  if (!v || state.runId !== runId || state.creating || state.shown !== 'running' || v.status === 'running') return;
  state.shown = 'opening';
  openRun(runId);
}
function resetSteps() {
  document.querySelectorAll('#steps li').forEach((li) => setStep(li.dataset.node, 'pending'));
}
function onEvent(ev) {
  switch (ev.type) {
    case 'node_started': setStep(ev.node, 'running'); break;
    case 'node_finished': setStep(ev.node, 'completed'); break;
    case 'node_skipped': setStep(ev.node, 'skipped'); break;
    case 'node_failed': setStep(ev.node, 'failed'); break;
    case 'node_interrupted': setStep(ev.node, 'interrupted'); break;
    case 'custom': if (ev.name && !ev.replay) announce('Step: ' + ev.name.replace(/_/g, ' ')); break;
    case 'checkpoint_saved': if (!ev.replay && ev.run_id) caughtUp(ev.run_id); break;
    default: break;
  }
}

// ---- the event stream ----
function stopStream() {
  if (state.stream) { state.stream.abort(); state.stream = null; }
}
// follow reads the event stream of a run that exists (it was listed, or
// POST /api/runs returned it): never before, so the stream is never a
// 404. The server ends a live run's stream when the page lags behind, or
// a connection drops: the page follows again (the stream replays past
// events), a few times.
async function follow(runId) {
  stopStream();
  const ctl = new AbortController();
  state.stream = ctl;
  state.streamed = runId;
  // A stream that ends (or fails) within seconds of opening counts as a
  // failure: after five in a row, the page stops asking (the steps still
  // follow the stored view after each call).
  for (let failures = 0; failures < 5 && state.stream === ctl;) {
    let over = false;
    const opened = performance.now();
    try {
      over = await readEvents(runId, ctl.signal, onEvent);
    } catch (_) {
      if (ctl.signal.aborted) return;
    }
    if (over || state.stream !== ctl) return;
    failures = performance.now() - opened < 5000 ? failures + 1 : 0;
    await new Promise((r) => setTimeout(r, 200 * 2 ** failures));
  }
}

// followOnceListed follows a run as soon as GET /api/runs lists it, while
// POST /api/runs (still working: an LLM analysis can take minutes) has not
// answered yet, so the steps move live. It asks only after a second, and
// less often as time goes by.
async function followOnceListed(runId, answered) {
  for (let wait = 1000; ; wait = Math.min(wait * 1.5, 5000)) {
    await new Promise((r) => setTimeout(r, wait));
    if (answered() || state.runId !== runId || state.streamed === runId) return;
    try {
      const data = await apiJSON('/api/runs?limit=20');
      if (answered() || state.runId !== runId || state.streamed === runId) return;
      if (data.runs.some((r) => r.run_id === runId)) { follow(runId); return; }
    } catch (_) { return; }
  }
}

// ---- starting a run ----
function newRunId() {
  const d = new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  const r = new Uint8Array(4);
  crypto.getRandomValues(r);
  return d + '-' + Array.from(r, (b) => b.toString(16).padStart(2, '0')).join('');
}

function setAddress(runId) {
  const url = new URL(location.href);
  url.hash = runId ? 'run=' + encodeURIComponent(runId) : '';
  history.replaceState(null, '', url);
}

async function startRun(e) {
  e.preventDefault();
  showError('');
  const text = $('spec').value;
  if (!text.trim()) { showError('Paste or upload a specification first.'); $('spec').focus(); return; }
  const runId = newRunId();
  const file = $('file').files[0];
  const body = { spec: text, format: $('format').value, run_id: runId };
  if (file && $('spec').dataset.fromFile === file.name) body.name = file.name;
  resetRun(runId);
  state.creating = true;
  $('start').disabled = true;
  $('run-status').textContent = 'Reading the specification…';
  let answered = false;
  followOnceListed(runId, () => answered);
  try {
    const [res, caps] = await Promise.all([postJSON('/api/runs', body), capabilities().catch(() => ({ partial: false }))]);
    answered = true;
    if (state.runId !== runId) return;
    setAddress(runId);
    if (state.streamed !== runId) follow(runId);
    const v = res.status === 'interrupted' ? await syncSteps(runId) : null;
    show(res, { partial: caps.partial, view: v });
  } catch (err) {
    answered = true;
    showError(err.message);
    $('run-status').textContent = '';
    if (err.status === 422 || err.status === 413 || err.status === 400) $('progress').hidden = true;
  } finally {
    if (state.runId === runId) state.creating = false;
    $('start').disabled = false;
    loadRuns();
  }
}

// loadRequirements fetches what the reader read of a run's specification
// (GET /api/runs/{id}/requirements) and lists it beside the questions, if
// the run shown is still that run.
async function loadRequirements(runId) {
  try {
    const r = await apiJSON(runPath(runId, '/requirements'));
    if (state.runId === runId) setRequirements(r.requirements || []);
  } catch (err) {
    // The panel stays hidden: the questions do not depend on it.
  }
}

function resetRun(runId) {
  stopStream();
  state.runId = runId;
  state.streamed = '';
  state.shown = 'running';
  state.creating = false;
  questions.hide();
  setRequirements([]);
  $('run-id').textContent = runId;
  $('run-status').textContent = '';
  $('progress').hidden = false;
  $('result').hidden = true;
  $('graph').hidden = true;
  $('problems').replaceChildren();
  resetSteps();
}

// show shows a run as a call returned it (or as GET /api/runs/{id} sees
// it: view, with the answers it recorded), and, while it waits, the
// requirements of GET /api/runs/{id}/requirements beside its questions.
function show(res, { partial = false, view = null } = {}) {
  if (res.run_id && !view) syncSteps(res.run_id);
  const word = statusWord(res.status);
  state.shown = res.status;
  $('cancel').hidden = res.status !== 'interrupted' && res.status !== 'running';
  $('run-status').textContent = 'The run is ' + word + '.';
  if (res.status === 'interrupted') {
    const v = view || {};
    // The run view holds no requirements: they come from their own call.
    setRequirements([]);
    if (res.run_id) loadRequirements(res.run_id);
    questions.show(res.run_id, res.questions || [], { assessment: res.assessment, answers: v.answers || res.answers, partial });
  } else if (res.status === 'completed') {
    questions.hide();
    setAddress(res.run_id);
    showFCS(res.fcs);
    quietFocus($('result-h'));
  } else if (res.status === 'running') {
    questions.hide(); // shown once it stops (caughtUp)
  } else {
    questions.hide();
    showError('The run is ' + word + (res.error ? ': ' + res.error : '.'));
  }
  refreshGraph();
  announce('Run ' + res.run_id + ' is ' + word + '.');
}

// ---- the graph ----
// The server's SVG is drawn inline, its text readable by everyone: parsed
// as XML (scripts in it never run), kept to the elements and attributes of
// a drawing (no event handlers, no links), and each node's status said
// with the page's word for it, so the graph says what the steps say.
const SVG_ELEMENTS = new Set(['svg', 'title', 'desc', 'defs', 'marker', 'path', 'g', 'rect', 'text', 'tspan', 'line', 'circle', 'ellipse', 'polygon', 'polyline']);
function clean(node) {
  for (const c of Array.from(node.children)) {
    if (!SVG_ELEMENTS.has(c.localName)) { c.remove(); continue; }
    for (const a of Array.from(c.attributes)) if (/^on/i.test(a.name) || /href$/i.test(a.name) || a.name === 'style') c.removeAttribute(a.name);
    clean(c);
  }
}
function drawGraph(svgText) {
  const doc = new DOMParser().parseFromString(svgText, 'image/svg+xml');
  const svg = doc.documentElement;
  if (doc.querySelector('parsererror') || svg.localName !== 'svg') return null;
  for (const a of Array.from(svg.attributes)) if (/^on/i.test(a.name) || /href$/i.test(a.name) || a.name === 'style') svg.removeAttribute(a.name);
  clean(svg);
  const parts = [];
  for (const g of svg.querySelectorAll('g.node')) {
    const texts = g.querySelectorAll('text');
    const word = statusWord(g.getAttribute('data-status'));
    if (texts.length >= 2) texts[texts.length - 1].textContent = word;
    parts.push(g.getAttribute('data-node') + ' ' + word);
  }
  svg.removeAttribute('aria-labelledby');
  svg.setAttribute('role', 'img');
  svg.setAttribute('aria-label', 'The workflow graph: ' + parts.join(', '));
  return document.importNode(svg, true);
}
async function refreshGraph() {
  const runId = state.runId;
  if (!runId) return;
  try {
    const res = await api(runPath(runId, '/graph.svg'));
    const svg = drawGraph(await res.text());
    if (state.runId !== runId || !svg) return;
    $('graph-img').replaceChildren(svg);
    $('graph').hidden = false;
  } catch (_) { /* shown next time */ }
}

// ---- runs ----
async function loadRuns() {
  try {
    const data = await apiJSON('/api/runs?limit=50');
    $('run-list').replaceChildren(...data.runs.map((r) => el('li', { 'data-run': r.run_id, 'data-status': r.status },
      el('button', { type: 'button', class: 'link', onclick: () => openRun(r.run_id),
        text: (r.title || '(untitled)') + ' — ' + runWord(r) + ' — ' + r.run_id }))));
    if (!data.runs.length) $('run-list').replaceChildren(el('li', { text: 'No runs yet.' }));
  } catch (err) { if (err.status !== 401) showError(err.message); }
}

async function openRun(id) {
  showError('');
  try {
    const v = await apiJSON(runPath(id));
    resetRun(id);
    setAddress(id);
    for (const n of v.nodes) setStep(n.id, n.status);
    if (v.status === 'completed') {
      show({ run_id: id, status: 'completed', fcs: await apiJSON(runPath(id, '/fcs')) });
    } else {
      const caps = await capabilities().catch(() => ({ partial: false }));
      show({ run_id: id, status: v.status, questions: v.questions, assessment: v.assessment, error: v.error }, { partial: caps.partial, view: v });
    }
    follow(id);
  } catch (err) {
    showError(err.message);
    if (err.status === 404) setAddress('');
  }
}

async function cancelRun() {
  try {
    const res = await postJSON(runPath(state.runId, '/cancel'), {});
    show(res);
    loadRuns();
  } catch (err) { showError(err.message); }
}

async function download(format) {
  try {
    const res = await api(runPath(state.runId, '/fcs?format=' + format));
    const blob = await res.blob();
    const a = el('a', { href: URL.createObjectURL(blob), download: ($('fcs-id').textContent || 'fcs') + (format === 'markdown' ? '.md' : '.json') });
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(a.href), 10000);
  } catch (err) { showError(err.message); }
}

// ---- wiring ----
$('new-form').addEventListener('submit', startRun);
$('file').addEventListener('change', async () => {
  const f = $('file').files[0];
  if (!f) return;
  $('spec').value = await f.text();
  $('spec').dataset.fromFile = f.name;
  // The format whose option lists the file's extension (the formats and
  // extensions of the server's spec reader), else Detect.
  const ext = '.' + f.name.split('.').pop().toLowerCase();
  const opt = Array.from($('format').options).find((o) => (o.dataset.ext || '').split(' ').includes(ext));
  $('format').value = opt ? opt.value : '';
});
$('dl-json').addEventListener('click', () => download('json'));
$('dl-md').addEventListener('click', () => download('markdown'));
$('refresh').addEventListener('click', loadRuns);
$('cancel').addEventListener('click', cancelRun);
$('auth-form').addEventListener('submit', (e) => {
  e.preventDefault();
  setToken($('token').value);
  $('auth').hidden = true;
  loadRuns();
  openFromAddress();
});
// Answers given here and not yet recorded in the run would be lost.
window.addEventListener('beforeunload', (e) => {
  if (questions.unrecorded()) { e.preventDefault(); e.returnValue = ''; }
});

function openFromAddress() {
  const m = /^#run=(.+)$/.exec(location.hash);
  if (m && decodeURIComponent(m[1]) !== state.runId) openRun(decodeURIComponent(m[1]));
}
window.addEventListener('hashchange', openFromAddress);
loadRuns();
openFromAddress();
