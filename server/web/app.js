// The clarify page. Every text that comes from a specification, a question
// or the server is set with textContent: nothing is parsed as HTML.
'use strict';

(function () {
  const $ = (id) => document.getElementById(id);
  const params = new URLSearchParams(location.search);
  // time_scale is for tests only: 0.01 makes an 8-second countdown last 80 ms.
  const timeScale = (() => {
    const f = parseFloat(params.get('time_scale') || '1');
    return f > 0 ? f : 1;
  })();
  const SECONDS = { low: 8, medium: 15, high: 25 };

  const state = {
    token: sessionStorage.getItem('clarify-token') || '',
    runId: '',
    questions: [],
    index: 0,
    mode: 'one',
    qs: {}, // question ID → {timedOut, skipped, remaining, paused}
    timer: null,
    stream: null,
    streamed: '', // the run whose event stream was opened
    recorded: null,
  };

  // ---- helpers ----
  function el(tag, props, ...children) {
    const e = document.createElement(tag);
    for (const [k, v] of Object.entries(props || {})) {
      if (k === 'text') e.textContent = v;
      else if (k === 'class') e.className = v;
      else if (k.startsWith('on')) e.addEventListener(k.slice(2), v);
      else if (v === true) e.setAttribute(k, '');
      else if (v !== false && v != null) e.setAttribute(k, String(v));
    }
    for (const c of children) if (c != null) e.append(c);
    return e;
  }
  function announce(msg) { $('announce').textContent = msg; }
  function showError(msg) {
    const e = $('error');
    e.textContent = msg || '';
    e.hidden = !msg;
  }
  function headers(extra) {
    const h = Object.assign({}, extra || {});
    if (state.token) h['Authorization'] = 'Bearer ' + state.token;
    return h;
  }
  async function api(path, opts) {
    opts = opts || {};
    const res = await fetch(path, Object.assign({}, opts, { headers: headers(opts.headers) }));
    if (res.status === 401) {
      $('auth').hidden = false;
      $('token').focus();
    }
    if (!res.ok) {
      let body = {};
      try { body = await res.json(); } catch (_) { /* not JSON */ }
      const err = new Error((body.error && body.error.message) || res.statusText);
      err.status = res.status;
      err.code = body.error && body.error.code;
      err.problems = (body.error && body.error.problems) || [];
      throw err;
    }
    return res;
  }
  async function apiJSON(path, opts) { return (await api(path, opts)).json(); }

  function newRunId() {
    const d = new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
    const r = new Uint8Array(4);
    crypto.getRandomValues(r);
    return d + '-' + Array.from(r, (b) => b.toString(16).padStart(2, '0')).join('');
  }

  // ---- steps over server-sent events ----
  function setStep(node, status) {
    const li = document.querySelector('#steps li[data-node="' + CSS.escape(node) + '"]');
    if (!li) return;
    li.className = status;
    const labels = { completed: 'done', skipped: 'skipped', interrupted: 'waiting for answers', running: 'running',
      failed: 'failed', cancelled: 'cancelled', pending: 'pending' };
    li.querySelector('.state').textContent = labels[status] || status;
    li.querySelector('.mark').textContent = { completed: '✓', skipped: '–', failed: '✗', interrupted: '…', running: '…' }[status] || '○';
  }
  // syncSteps sets the steps from the run's stored view. Events a node sent
  // before this page subscribed, and before its batch was stored, reach the
  // page neither live nor in the replay; the view has them. It only moves a
  // step forward (pending → running → done), so a view older than the live
  // events cannot undo them.
  const rank = (status) => (status === 'pending' || !status ? 0 : status === 'running' ? 1 : 2);
  async function syncSteps(runId) {
    let v;
    try { v = await apiJSON('/api/runs/' + encodeURIComponent(runId)); } catch (_) { return; }
    if (state.runId !== runId || !v.nodes) return;
    for (const n of v.nodes) {
      const li = document.querySelector('#steps li[data-node="' + CSS.escape(n.id) + '"]');
      if (li && rank(n.status) > rank(li.className)) setStep(n.id, n.status);
    }
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
      case 'custom': if (ev.name) announce('Step: ' + ev.name.replace(/_/g, ' ')); break;
      case 'checkpoint_saved': if (!ev.replay && ev.run_id) syncSteps(ev.run_id); break;
      default: break;
    }
  }
  function stopStream() {
    if (state.stream) { state.stream.abort(); state.stream = null; }
  }
  // follow reads the run's event stream with fetch (EventSource cannot send
  // the bearer token); a run not stored yet is retried a few times. A slow
  // server can store the run after the retries are spent: startRun follows
  // again once the run is known to exist (the stream replays past events).
  async function follow(runId, tries) {
    stopStream();
    const ctl = new AbortController();
    state.stream = ctl;
    let res;
    try {
      res = await fetch('/api/runs/' + encodeURIComponent(runId) + '/events', { headers: headers(), signal: ctl.signal });
    } catch (_) { return; }
    if (res.status === 404 && tries > 0 && state.stream === ctl) {
      setTimeout(() => { if (state.stream === ctl) follow(runId, tries - 1); }, 100);
      return;
    }
    if (!res.ok || !res.body) return;
    state.streamed = runId;
    const reader = res.body.getReader();
    const dec = new TextDecoder();
    let buf = '';
    let over = false; // the run is completed, failed or cancelled
    const ended = (status) => status === 'completed' || status === 'failed' || status === 'cancelled';
    try {
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
    } catch (_) { return; /* aborted */ }
    // The server ends a live run's stream when this page lags behind: the
    // run goes on, so follow it again (the stream replays past events).
    if (!over && state.stream === ctl) {
      setTimeout(() => { if (state.stream === ctl) follow(runId, 20); }, 200);
    }
  }

  // ---- starting a run ----
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
    $('start').disabled = true;
    follow(runId, 20);
    try {
      const res = await apiJSON('/api/runs', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
      if (state.streamed !== runId && state.runId === runId) follow(runId, 20);
      show(res);
    } catch (err) {
      showError(err.message);
      if (err.status === 422 || err.status === 413) $('progress').hidden = true;
    } finally {
      $('start').disabled = false;
      loadRuns();
    }
  }
  function resetRun(runId) {
    stopTimer();
    state.runId = runId;
    state.questions = [];
    state.qs = {};
    state.recorded = null;
    $('run-id').textContent = runId;
    $('progress').hidden = false;
    $('questions').hidden = true;
    $('result').hidden = true;
    $('graph').hidden = true;
    $('problems').replaceChildren();
    resetSteps();
  }
  function show(res) {
    if (res.run_id) syncSteps(res.run_id);
    $('cancel').hidden = res.status !== 'interrupted';
    if (res.status === 'interrupted') {
      showQuestions(res.questions || [], res.assessment);
    } else if (res.status === 'completed') {
      $('questions').hidden = true;
      stopTimer();
      showFCS(res.fcs);
    } else {
      $('questions').hidden = true;
      stopTimer();
      showError('The run is ' + res.status + (res.error ? ': ' + res.error : '.'));
    }
    refreshGraph();
    announce('Run ' + res.run_id + ' is ' + res.status + '.');
  }

  // ---- questions ----
  function showQuestions(questions, assessment) {
    state.questions = questions;
    state.index = 0;
    state.qs = {};
    for (const q of questions) {
      state.qs[q.id] = { timedOut: false, skipped: false, remaining: (SECONDS[q.complexity] || 15) * 1000 * timeScale, paused: false };
    }
    $('assessment').textContent = assessment ? 'Clarity ' + assessment.clarity + '/5: ' + (assessment.reason || '') : '';
    const list = $('q-list');
    list.replaceChildren(...questions.map(renderQuestion));
    $('questions').hidden = false;
    $('problems').replaceChildren();
    layout();
    const first = list.querySelector('.question:not([hidden]) input');
    if (first) first.focus();
  }
  function renderQuestion(q, i) {
    const name = 'q-' + q.id;
    const multiple = q.kind === 'multiple';
    const fs = el('fieldset', { class: 'question', id: 'fs-' + q.id, 'data-qid': q.id });
    fs.append(el('legend', { text: (i + 1) + '. ' + q.question }));
    if (q.context) fs.append(el('p', { class: 'context', text: q.context }));
    if (q.requirement_ids && q.requirement_ids.length) fs.append(el('p', { class: 'context', text: 'Requirements: ' + q.requirement_ids.join(', ') }));
    fs.append(el('p', { class: 'context', text: multiple ? 'Choose one or more options.' : 'Choose one option.' }));
    q.options.forEach((o, j) => {
      const id = name + '-o' + j;
      const input = el('input', { type: multiple ? 'checkbox' : 'radio', name, id, value: o.label, onchange: () => touched(q, 'option') });
      const lab = el('label', { for: id }, el('span', { text: o.label }));
      if (o.label === q.recommended) lab.append(el('span', { class: 'badge recommended', text: 'recommended, ' + q.confidence + '% confidence' }));
      const wrap = el('div', { class: 'option' }, input, ' ', lab);
      const detail = [o.description, o.implications ? 'Implications: ' + o.implications : ''].filter(Boolean).join(' ');
      if (detail) wrap.append(el('span', { class: 'impl', id: id + '-d', text: detail }));
      if (detail) input.setAttribute('aria-describedby', id + '-d');
      fs.append(wrap);
    });
    const cid = name + '-custom';
    const custom = el('input', { type: 'text', id: cid, autocomplete: 'off', oninput: () => touched(q, 'custom') });
    fs.append(el('div', { class: 'custom' }, el('label', { for: cid, text: 'Or your own answer' }), el('br'), custom));
    const cd = el('p', { class: 'countdown', id: 'cd-' + q.id, 'aria-live': 'off' });
    fs.append(cd);
    fs.append(el('p', { class: 'row' },
      el('button', { type: 'button', class: 'skip', text: 'Skip this question', onclick: () => skip(q) }),
      el('span', { class: 'answer-state', id: 'as-' + q.id })));
    return fs;
  }
  function controls(q) {
    const fs = $('fs-' + q.id);
    const checked = Array.from(fs.querySelectorAll('input[type=radio]:checked, input[type=checkbox]:checked')).map((i) => i.value);
    const custom = fs.querySelector('input[type=text]').value.trim();
    return { checked, custom };
  }
  // touched: the person interacts with a question: its countdown pauses
  // while anything is selected or typed, and resumes when it is all cleared.
  function touched(q, what) {
    const s = state.qs[q.id];
    const fs = $('fs-' + q.id);
    if (what === 'option') fs.querySelector('input[type=text]').value = '';
    if (what === 'custom' && fs.querySelector('input[type=text]').value.trim() !== '') {
      fs.querySelectorAll('input[type=radio], input[type=checkbox]').forEach((i) => { i.checked = false; });
    }
    const c = controls(q);
    s.skipped = false;
    s.timedOut = false;
    s.paused = c.checked.length > 0 || c.custom !== '';
    updateState(q);
  }
  function updateState(q) {
    const s = state.qs[q.id];
    const c = controls(q);
    let text = 'not answered (stays open)';
    if (s.skipped) text = 'skipped (stays open)';
    else if (s.timedOut) text = 'recommended answer taken when the countdown ran out';
    else if (c.custom) text = 'your own answer';
    else if (c.checked.length) text = 'answered';
    $('as-' + q.id).textContent = text;
    renderCountdown(q);
  }
  function renderCountdown(q) {
    const s = state.qs[q.id];
    const cd = $('cd-' + q.id);
    if (state.mode !== 'one' || s.skipped || s.timedOut) { cd.textContent = ''; return; }
    const secs = Math.ceil(s.remaining / 1000 / timeScale);
    cd.classList.toggle('paused', s.paused);
    cd.textContent = s.paused ? 'Countdown paused (' + secs + ' s left)' : 'Recommended answer in ' + secs + ' s';
  }
  function skip(q) {
    const s = state.qs[q.id];
    const fs = $('fs-' + q.id);
    fs.querySelectorAll('input[type=radio], input[type=checkbox]').forEach((i) => { i.checked = false; });
    fs.querySelector('input[type=text]').value = '';
    s.skipped = true;
    s.timedOut = false;
    updateState(q);
    if (state.mode === 'one') move(1);
  }
  function expire(q) {
    const s = state.qs[q.id];
    const fs = $('fs-' + q.id);
    fs.querySelectorAll('input[type=radio], input[type=checkbox]').forEach((i) => { i.checked = i.value === q.recommended; });
    s.timedOut = true;
    s.remaining = 0;
    updateState(q);
    announce('Time ran out: the recommended answer was taken for question ' + (state.index + 1) + '.');
    move(1);
  }
  function current() { return state.questions[state.index]; }
  function stopTimer() { if (state.timer) { clearInterval(state.timer); state.timer = null; } }
  function startTimer() {
    stopTimer();
    if (state.mode !== 'one' || !state.questions.length) return;
    let last = performance.now();
    state.timer = setInterval(() => {
      const now = performance.now();
      const dt = now - last;
      last = now;
      const q = current();
      if (!q) return;
      const s = state.qs[q.id];
      if (s.paused || s.skipped || s.timedOut || document.hidden) { renderCountdown(q); return; }
      s.remaining -= dt;
      if (s.remaining <= 0) expire(q);
      else renderCountdown(q);
    }, Math.max(20, Math.min(250, 250 * timeScale)));
  }
  function move(delta) {
    const n = state.questions.length;
    const next = state.index + delta;
    if (next < 0) return;
    if (next >= n) {
      $('submit').focus();
      $('q-progress').textContent = 'All ' + n + ' questions seen: submit your answers.';
      stopTimer();
      return;
    }
    state.index = next;
    layout();
    const q = current();
    const first = $('fs-' + q.id).querySelector('input');
    if (first) first.focus();
  }
  function layout() {
    const one = state.mode === 'one';
    state.questions.forEach((q, i) => {
      $('fs-' + q.id).hidden = one && i !== state.index;
      updateState(q);
    });
    $('prev').hidden = !one;
    $('next').hidden = !one;
    $('q-progress').textContent = one ? 'Question ' + (state.index + 1) + ' of ' + state.questions.length : state.questions.length + ' questions';
    if (one) startTimer(); else stopTimer();
  }
  // recordedAnswers returns the answers in the answers-file form, with
  // their sources; a skipped question is null, one left alone is absent.
  function recordedAnswers() {
    const out = {};
    for (const q of state.questions) {
      const s = state.qs[q.id];
      const c = controls(q);
      if (s.skipped) out[q.id] = null;
      else if (c.custom) out[q.id] = { custom: c.custom, source: 'user' };
      else if (c.checked.length) out[q.id] = { labels: c.checked, source: s.timedOut ? 'timeout' : 'user' };
    }
    return out;
  }
  async function submit(defaults) {
    showError('');
    $('problems').replaceChildren();
    const answers = recordedAnswers();
    state.recorded = answers;
    const path = '/api/runs/' + encodeURIComponent(state.runId) + (defaults ? '/defaults' : '/answers');
    $('submit').disabled = $('defaults').disabled = true;
    try {
      const res = await apiJSON(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ answers }) });
      stopTimer();
      show(res);
      loadRuns();
    } catch (err) {
      showError(err.message);
      $('problems').replaceChildren(...err.problems.map((p) => el('li', { text: (p.question_id ? p.question_id + ': ' : '') + p.reason })));
      refreshGraph();
    } finally {
      $('submit').disabled = $('defaults').disabled = false;
    }
  }

  // ---- the FCS ----
  function showFCS(f) {
    $('result').hidden = false;
    $('fcs-id').textContent = f.id;
    $('fcs-hash').textContent = f.hash;
    // Each requirement is followed by its decisions, one plain line each:
    // the topic and the answer, not the question glued to the text.
    const byReq = {};
    const add = (c, assumed) => { for (const r of c.requirement_ids || []) (byReq[r] = byReq[r] || []).push([c, assumed]); };
    for (const c of f.clarifications || []) add(c, false);
    for (const c of f.assumptions || []) add(c, true);
    const answerText = (a) => (a.selected && a.selected.length ? a.selected.join('; ') : a.custom || '');
    const decisionLine = (c, assumed) => (assumed ? 'Assumed (' + c.question_id + ', not asked): ' : 'Decided (' + c.question_id + ', ' + (c.answer.source || 'user') + '): ')
      + (c.topic || c.question) + ' — ' + answerText(c.answer);
    $('requirements').replaceChildren(...(f.requirements || []).map((r) => {
      const li = el('li', { 'data-req': r.id }, el('strong', { text: r.id + ' ' }));
      const cut = r.text.indexOf(' Clarified (');
      li.append(document.createTextNode(cut >= 0 ? r.text.slice(0, cut) : r.text));
      const ds = byReq[r.id] || [];
      if (ds.length) li.className = 'clarified';
      for (const [c, assumed] of ds) {
        li.append(el('div', { class: assumed ? 'decision assumed' : 'decision', text: decisionLine(c, assumed) }));
      }
      return li;
    }));
    const assumptions = f.assumptions || [];
    $('assumptions-box').hidden = assumptions.length === 0;
    $('assumptions-count').textContent = String(assumptions.length);
    $('assumptions').replaceChildren(...assumptions.map((c) => el('li', {
      text: c.question_id + ': ' + c.question + ' — ' + answerText(c.answer) + ((c.requirement_ids || []).length ? ' (' + c.requirement_ids.join(', ') + ')' : ''),
    })));
    const open = f.open_questions || [];
    $('open-questions').replaceChildren(...(open.length ? open.map((q) => el('li', { text: q.id + ': ' + q.question })) : [el('li', { text: 'none' })]));
    $('recorded').textContent = state.recorded ? JSON.stringify(state.recorded, null, 2) : '(answers were not given on this page)';
    $('cancel').hidden = true;
    $('result-h').focus && $('result-h').setAttribute('tabindex', '-1');
    $('result-h').focus();
  }
  async function download(format) {
    try {
      const res = await api('/api/runs/' + encodeURIComponent(state.runId) + '/fcs?format=' + format);
      const blob = await res.blob();
      const a = el('a', { href: URL.createObjectURL(blob), download: ($('fcs-id').textContent || 'fcs') + (format === 'markdown' ? '.md' : '.json') });
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(a.href), 10000);
    } catch (err) { showError(err.message); }
  }

  // ---- graph and runs ----
  async function refreshGraph() {
    if (!state.runId) return;
    try {
      const res = await api('/api/runs/' + encodeURIComponent(state.runId) + '/graph.svg');
      const blob = await res.blob();
      const img = $('graph-img');
      if (img.src.startsWith('blob:')) URL.revokeObjectURL(img.src);
      img.src = URL.createObjectURL(blob);
      $('graph').hidden = false;
    } catch (_) { /* the run may not be stored yet */ }
  }
  async function loadRuns() {
    try {
      const data = await apiJSON('/api/runs?limit=50');
      $('run-list').replaceChildren(...data.runs.map((r) => el('li', {},
        el('button', { type: 'button', class: 'link', onclick: () => openRun(r.run_id) ,
          text: (r.title || '(untitled)') + ' — ' + r.status + ' — ' + r.run_id }))));
      if (!data.runs.length) $('run-list').replaceChildren(el('li', { text: 'No runs yet.' }));
    } catch (err) { if (err.status !== 401) showError(err.message); }
  }
  async function openRun(id) {
    showError('');
    try {
      const v = await apiJSON('/api/runs/' + encodeURIComponent(id));
      resetRun(id);
      for (const n of v.nodes) setStep(n.id, n.status);
      if (v.status === 'completed') {
        const f = await apiJSON('/api/runs/' + encodeURIComponent(id) + '/fcs');
        show({ run_id: id, status: 'completed', fcs: f });
      } else {
        show({ run_id: id, status: v.status, questions: v.questions, assessment: v.assessment, error: v.error });
      }
      follow(id, 0);
    } catch (err) { showError(err.message); }
  }
  async function cancelRun() {
    try {
      const res = await apiJSON('/api/runs/' + encodeURIComponent(state.runId) + '/cancel', { method: 'POST' });
      stopTimer();
      $('questions').hidden = true;
      show(res);
      loadRuns();
    } catch (err) { showError(err.message); }
  }

  // ---- wiring ----
  $('new-form').addEventListener('submit', startRun);
  $('file').addEventListener('change', async () => {
    const f = $('file').files[0];
    if (!f) return;
    $('spec').value = await f.text();
    $('spec').dataset.fromFile = f.name;
    const ext = f.name.split('.').pop().toLowerCase();
    $('format').value = { md: 'markdown', markdown: 'markdown', txt: 'text', text: 'text', yaml: 'yaml', yml: 'yaml', json: 'json' }[ext] || '';
  });
  $('prev').addEventListener('click', () => move(-1));
  $('next').addEventListener('click', () => move(1));
  $('submit').addEventListener('click', () => submit(false));
  $('defaults').addEventListener('click', () => submit(true));
  $('dl-json').addEventListener('click', () => download('json'));
  $('dl-md').addEventListener('click', () => download('markdown'));
  $('refresh').addEventListener('click', loadRuns);
  $('cancel').addEventListener('click', cancelRun);
  document.querySelectorAll('input[name=mode]').forEach((r) => r.addEventListener('change', () => {
    state.mode = document.querySelector('input[name=mode]:checked').value;
    layout();
  }));
  $('auth-form').addEventListener('submit', (e) => {
    e.preventDefault();
    state.token = $('token').value;
    sessionStorage.setItem('clarify-token', state.token);
    $('auth').hidden = true;
    loadRuns();
  });
  loadRuns();
})();
