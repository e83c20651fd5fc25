// The questions of a waiting run: drawn one at a time (with countdowns)
// or all on one page, answered with an option, several, custom text or a
// skip. Each answer is recorded in the run as it is given, when the server
// supports partial answers; Submit asks before leaving questions without
// an answer, naming them.

import { $, el, announce, showError, quietFocus } from './dom.js';
import { postJSON, runPath } from './api.js';
import { normalize, same, text as answerText } from './answers.js';
import { Countdown } from './countdown.js';

const DEBOUNCE_MS = 800; // a custom answer is recorded once typing stops this long

export class Questions {
  // onShown(questions) is told which questions are on screen; onDone(res)
  // gets the run after the final submit.
  constructor({ timeScale, onShown, onDone }) {
    this.onShown = onShown;
    this.onDone = onDone;
    this.runId = '';
    this.questions = [];
    this.index = 0;
    this.mode = 'one';
    this.partial = false; // the server records partial answers
    this.qs = new Map(); // question ID → per-question state (see show)
    this.pending = new Set(); // question IDs whose answer is to be recorded
    this.inflight = null;
    this.countdown = new Countdown({
      timeScale,
      onExpire: (q) => this.expire(q),
      isAnswered: (q) => this.sourceOf(q),
    });
    document.querySelectorAll('input[name=mode]').forEach((r) => r.addEventListener('change', () => {
      this.mode = document.querySelector('input[name=mode]:checked').value;
      this.layout();
    }));
    $('prev').addEventListener('click', () => this.move(-1));
    $('next').addEventListener('click', () => this.move(1));
    $('submit').addEventListener('click', () => this.submit());
    $('defaults').addEventListener('click', () => this.submitDefaults());
  }

  // ---- drawing ----

  // show draws a waiting run's questions; answers are those the run has
  // recorded already (any answer form, keyed by question ID).
  show(runId, questions, { assessment, answers, partial } = {}) {
    this.stopTyping();
    this.runId = runId;
    this.questions = questions;
    this.partial = !!partial;
    this.index = 0;
    this.qs = new Map();
    this.pending.clear();
    this.countdown.reset();
    for (const q of questions) this.qs.set(q.id, { skipped: false, source: 'user', sent: undefined, saving: '', debounce: 0, error: '' });
    $('assessment').textContent = assessment ? 'Clarity ' + assessment.clarity + '/5: ' + (assessment.reason || '') : '';
    $('q-list').replaceChildren(...questions.map((q, i) => this.render(q, i)));
    $('questions').hidden = false;
    $('problems').replaceChildren();
    $('save-note').hidden = this.partial;
    $('save-note').textContent = this.partial ? '' : 'This server records answers only when you submit them: keep this page open until then.';
    this.restore(answers || {});
    // The first question without an answer comes first.
    const open = questions.findIndex((q) => this.answerOf(q) === undefined);
    this.index = open >= 0 ? open : 0;
    this.layout();
    this.focusCurrent();
  }

  // stopTyping drops the answers waiting for typing to stop (the run on
  // screen changes).
  stopTyping() {
    for (const s of this.qs.values()) if (s.debounce) { clearTimeout(s.debounce); s.debounce = 0; }
  }

  hide() {
    this.stopTyping();
    this.countdown.hide();
    this.questions = [];
    $('questions').hidden = true;
  }

  render(q, i) {
    const name = 'q-' + q.id;
    const multiple = q.kind === 'multiple';
    const fs = el('fieldset', { class: 'question', id: 'fs-' + q.id, 'data-qid': q.id, tabindex: '-1' });
    fs.append(el('legend', { text: (i + 1) + '. ' + q.question }));
    const facts = [q.id];
    if (q.topic) facts.push('Decision: ' + q.topic);
    if (q.requirement_ids && q.requirement_ids.length) facts.push('Requirements: ' + q.requirement_ids.join(', '));
    fs.append(el('p', { class: 'facts', text: facts.join(' · ') }));
    if (q.context) fs.append(el('p', { class: 'context', text: q.context }));
    const options = q.options || [];
    if (options.length) fs.append(el('p', { class: 'context', text: multiple ? 'Choose one or more options.' : 'Choose one option.' }));
    options.forEach((o, j) => {
      const id = name + '-o' + j;
      const input = el('input', { type: multiple ? 'checkbox' : 'radio', name, id, value: o.label, onchange: () => this.picked(q) });
      const lab = el('label', { for: id }, el('span', { text: o.label }));
      if (o.label === q.recommended) lab.append(el('span', { class: 'badge recommended', text: 'recommended, ' + q.confidence + '% confidence' }));
      const wrap = el('div', { class: 'option' }, input, ' ', lab);
      const detail = [o.description, o.implications ? 'Implications: ' + o.implications : ''].filter(Boolean).join(' ');
      if (detail) {
        wrap.append(el('span', { class: 'impl', id: id + '-d', text: detail }));
        input.setAttribute('aria-describedby', id + '-d');
      }
      fs.append(wrap);
    });
    const cid = name + '-custom';
    const custom = el('input', { type: 'text', id: cid, autocomplete: 'off', oninput: () => this.typed(q), onchange: () => this.flushTyped(q) });
    fs.append(el('div', { class: 'custom' }, el('label', { for: cid, text: options.length ? 'Or your own answer' : 'Your answer' }), el('br'), custom));
    fs.append(el('p', { class: 'row' },
      el('button', { type: 'button', class: 'skip', text: 'Skip this question', onclick: () => this.skip(q) }),
      el('span', { class: 'answer-state', id: 'as-' + q.id })));
    return fs;
  }

  fieldset(q) { return $('fs-' + q.id); }

  // ---- answers ----

  controls(q) {
    const fs = this.fieldset(q);
    const checked = Array.from(fs.querySelectorAll('input[type=radio]:checked, input[type=checkbox]:checked')).map((i) => i.value);
    const custom = fs.querySelector('input[type=text]').value.trim();
    return { checked, custom };
  }

  // answerOf returns q's answer in the answers-file form: null when it is
  // skipped, undefined when it has none.
  answerOf(q) {
    const s = this.qs.get(q.id);
    if (s.skipped) return null;
    const c = this.controls(q);
    if (c.custom) return { custom: c.custom, source: 'user' };
    if (c.checked.length) return { labels: c.checked, source: s.source };
    return undefined;
  }

  // sourceOf returns the source of q's answer, or false.
  sourceOf(q) {
    const a = this.qs.has(q.id) ? this.answerOf(q) : undefined;
    return a ? a.source : false;
  }

  // set puts answer a (normalized, or null for a skip) into q's controls.
  set(q, a) {
    const s = this.qs.get(q.id);
    const fs = this.fieldset(q);
    const labels = a && a.labels ? a.labels : [];
    fs.querySelectorAll('input[type=radio], input[type=checkbox]').forEach((i) => { i.checked = labels.includes(i.value); });
    fs.querySelector('input[type=text]').value = a && a.custom ? a.custom : '';
    s.skipped = a === null;
    s.source = a && a.source ? a.source : 'user';
  }

  restore(answers) {
    const earlier = [];
    for (const [id, raw] of Object.entries(answers)) {
      const a = normalize(raw);
      const q = this.questions.find((x) => x.id === id);
      if (!q) { earlier.push([id, a]); continue; }
      this.set(q, a);
      this.qs.get(id).sent = a;
    }
    // Answers to questions the run no longer lists as open (recorded
    // before this page was opened): shown, kept, not asked again.
    $('earlier').replaceChildren(...earlier.map(([id, a]) => el('li', { 'data-qid': id, 'data-source': a ? a.source : '' },
      el('span', { class: 'mono', text: id }), ': ' + answerText(a) + (a ? ' (source ' + a.source + ')' : ''))));
    $('earlier').hidden = $('earlier-h').hidden = earlier.length === 0;
    for (const q of this.questions) this.updateState(q);
  }

  picked(q) {
    const s = this.qs.get(q.id);
    this.fieldset(q).querySelector('input[type=text]').value = '';
    s.skipped = false;
    s.source = 'user';
    this.changed(q, false);
  }

  typed(q) {
    const s = this.qs.get(q.id);
    const fs = this.fieldset(q);
    if (fs.querySelector('input[type=text]').value.trim() !== '') {
      fs.querySelectorAll('input[type=radio], input[type=checkbox]').forEach((i) => { i.checked = false; });
    }
    s.skipped = false;
    s.source = 'user';
    this.changed(q, true);
  }

  flushTyped(q) {
    const s = this.qs.get(q.id);
    if (s.debounce) { clearTimeout(s.debounce); s.debounce = 0; this.record(q); }
  }

  skip(q) {
    this.set(q, null);
    this.changed(q, false);
    if (this.mode === 'one') this.move(1);
  }

  // expire takes q's recommended option when its countdown ran out, then
  // shows the next question unless someone is on the page's controls.
  expire(q) {
    this.set(q, { labels: [q.recommended], source: 'timeout' });
    this.changed(q, false);
    announce('Time ran out: the recommended answer was taken for question ' + (this.questions.indexOf(q) + 1) + ' (' + q.id + ').');
    if (this.mode === 'one' && this.current() === q) this.move(1, { auto: true });
  }

  changed(q, debounce) {
    this.updateState(q);
    this.countdown.render();
    const s = this.qs.get(q.id);
    if (s.debounce) { clearTimeout(s.debounce); s.debounce = 0; }
    if (!this.partial) return;
    if (debounce) s.debounce = setTimeout(() => { s.debounce = 0; this.record(q); }, DEBOUNCE_MS);
    else this.record(q);
  }

  // unrecorded reports whether an answer given on this page is not yet
  // recorded in the run.
  unrecorded() {
    return this.questions.some((q) => {
      const a = this.answerOf(q);
      const s = this.qs.get(q.id);
      return a !== undefined && !same(a, s.sent) && !(a === null && s.sent === undefined);
    });
  }

  updateState(q) {
    const s = this.qs.get(q.id);
    const a = this.answerOf(q);
    let t = 'no answer yet';
    if (a === null) t = 'skipped (stays open)';
    else if (a && a.source === 'timeout') t = 'recommended answer taken when the countdown ran out';
    else if (a && a.source === 'default') t = 'recommended answer';
    else if (a && a.custom) t = 'your own answer';
    else if (a) t = 'answered';
    const given = a !== undefined || s.sent !== undefined;
    if (given && this.partial) {
      if (s.error) t += ' — not recorded: ' + s.error;
      else if (s.saving || s.debounce || !same(a === undefined ? null : a, s.sent === undefined ? null : s.sent)) t += ' — recording…';
      else t += ' — recorded in the run';
    }
    const span = $('as-' + q.id);
    span.textContent = t;
    const fs = this.fieldset(q);
    fs.dataset.answered = a === undefined ? 'no' : a === null ? 'skipped' : a.source;
    fs.dataset.recorded = given && this.partial && !s.error && !s.saving && !s.debounce && same(a === undefined ? null : a, s.sent === undefined ? null : s.sent) ? 'yes' : 'no';
  }

  // ---- recording answers as they are given ----

  record(q) {
    const s = this.qs.get(q.id);
    const a = this.answerOf(q);
    // Nothing given and nothing recorded: nothing to say.
    if (a === undefined && s.sent === undefined) { this.updateState(q); return; }
    this.pending.add(q.id);
    this.flush();
  }

  // flush posts the pending answers, one call at a time (each records
  // the answers it carries; a withdrawn answer is sent as null).
  flush() {
    if (this.inflight || this.pending.size === 0 || !this.runId) return this.inflight;
    const runId = this.runId;
    const ids = Array.from(this.pending);
    this.pending.clear();
    const answers = {};
    for (const id of ids) {
      const q = this.questions.find((x) => x.id === id);
      if (!q) continue;
      const a = this.answerOf(q);
      answers[id] = a === undefined ? null : a;
      const s = this.qs.get(id);
      s.saving = 'yes';
      s.error = '';
      this.updateState(q);
    }
    this.inflight = postJSON(runPath(runId, '/answers'), { answers, partial: true }).then(() => {
      if (runId !== this.runId) return;
      for (const [id, a] of Object.entries(answers)) {
        const s = this.qs.get(id);
        if (!s) continue;
        s.sent = a;
        s.saving = '';
      }
    }, (err) => {
      if (runId !== this.runId) return;
      for (const id of Object.keys(answers)) {
        const s = this.qs.get(id);
        if (!s) continue;
        s.saving = '';
        s.error = err.message;
      }
      showError('Answers could not be recorded: ' + err.message);
      this.problems(err);
    }).finally(() => {
      this.inflight = null;
      for (const id of Object.keys(answers)) {
        const q = this.questions.find((x) => x.id === id);
        if (q) this.updateState(q);
      }
      if (runId === this.runId && this.pending.size) this.flush();
    });
    return this.inflight;
  }

  // settle records every answer still being typed, then waits until no
  // call is in flight.
  async settle() {
    for (const q of this.questions) {
      const s = this.qs.get(q.id);
      if (s.debounce) { clearTimeout(s.debounce); s.debounce = 0; if (this.partial) this.pending.add(q.id); }
    }
    if (this.partial) this.flush();
    while (this.inflight) {
      try { await this.inflight; } catch (_) { /* shown already */ }
    }
  }

  problems(err) {
    $('problems').replaceChildren(...(err.problems || []).map((p) => el('li', { text: (p.question_id ? p.question_id + ': ' : '') + p.reason })));
  }

  // ---- navigation ----

  current() { return this.questions[this.index]; }

  layout() {
    const one = this.mode === 'one';
    this.questions.forEach((q, i) => {
      this.fieldset(q).hidden = one && i !== this.index;
      this.updateState(q);
    });
    const n = this.questions.length;
    $('prev').hidden = $('next').hidden = !one || n === 0;
    $('prev').disabled = this.index === 0;
    if (n === 0) $('q-progress').textContent = 'Every question has an answer recorded: submit them to build the FCS.';
    else $('q-progress').textContent = one ? 'Question ' + (this.index + 1) + ' of ' + n : n + ' questions';
    if (one && n) this.countdown.show(this.current(), this.fieldset(this.current()));
    else this.countdown.hide();
    this.onShown(one ? (n ? [this.current()] : []) : this.questions);
  }

  focusCurrent() {
    const q = this.mode === 'one' ? this.current() : this.questions[0];
    if (q) quietFocus(this.fieldset(q));
  }

  // move shows the question delta away. With auto (a countdown ran out),
  // it does nothing while someone interacts with the page, and moves focus
  // only when it was on the questions.
  move(delta, { auto = false } = {}) {
    if (auto && this.countdown.interacting()) return;
    const n = this.questions.length;
    const next = this.index + delta;
    if (next < 0) return;
    if (next >= n) {
      $('q-progress').textContent = 'All ' + n + ' questions seen: submit your answers.';
      if (!auto) $('submit').focus();
      return;
    }
    const focusHere = !auto || document.activeElement === document.body || $('questions').contains(document.activeElement);
    this.index = next;
    this.layout();
    if (focusHere) quietFocus(this.fieldset(this.current()));
  }

  goTo(q) {
    if (this.mode === 'one') {
      this.index = this.questions.indexOf(q);
      this.layout();
    }
    const fs = this.fieldset(q);
    fs.scrollIntoView({ block: 'nearest' });
    quietFocus(fs);
  }

  // ---- submitting ----

  // confirm asks what to do with the questions that have no answer:
  // resolves to "defaults", "open" or "back".
  confirm(unanswered) {
    const dlg = $('confirm');
    const n = unanswered.length;
    $('confirm-h').textContent = n === 1 ? '1 question has no answer' : n + ' questions have no answer';
    $('confirm-list').replaceChildren(...unanswered.map((q) => el('li', { 'data-qid': q.id },
      el('span', { class: 'mono', text: q.id }), ' — ' + (this.questions.indexOf(q) + 1) + '. ' + (q.topic || q.question))));
    return new Promise((resolve) => {
      const ctl = new AbortController();
      const done = (choice) => {
        ctl.abort();
        if (dlg.open) dlg.close();
        resolve(choice);
      };
      $('confirm-defaults').addEventListener('click', () => done('defaults'), { signal: ctl.signal });
      $('confirm-open').addEventListener('click', () => done('open'), { signal: ctl.signal });
      $('confirm-back').addEventListener('click', () => done('back'), { signal: ctl.signal });
      dlg.addEventListener('cancel', (e) => { e.preventDefault(); done('back'); }, { signal: ctl.signal });
      dlg.showModal();
    });
  }

  async submit() {
    showError('');
    $('problems').replaceChildren();
    const unanswered = this.questions.filter((q) => this.answerOf(q) === undefined);
    if (unanswered.length) {
      const choice = await this.confirm(unanswered);
      if (choice === 'back') {
        this.goTo(unanswered[0]);
        announce('Back to the questions: ' + unanswered.length + ' without an answer.');
        return;
      }
      for (const q of unanswered) {
        if (choice === 'defaults' && q.recommended) this.set(q, { labels: [q.recommended], source: 'default' });
        else this.set(q, null);
        this.updateState(q);
      }
    }
    await this.send('/answers');
  }

  async submitDefaults() {
    showError('');
    $('problems').replaceChildren();
    await this.send('/defaults');
  }

  // send posts every question's answer (null for those without one) to
  // path, resuming the run.
  async send(path) {
    $('submit').disabled = $('defaults').disabled = true;
    this.countdown.hide(); // nothing is taken for anyone while the answers go
    try {
      await this.settle();
      const answers = {};
      for (const q of this.questions) {
        const a = this.answerOf(q);
        answers[q.id] = a === undefined ? null : a;
      }
      const res = await postJSON(runPath(this.runId, path), { answers });
      this.countdown.hide();
      for (const q of this.questions) this.qs.get(q.id).sent = answers[q.id];
      this.onDone(res);
    } catch (err) {
      showError(err.message);
      this.problems(err);
      if (this.questions.length) this.layout(); // the run still waits
    } finally {
      $('submit').disabled = $('defaults').disabled = false;
    }
  }
}
