// The Final Clarified Specification as the page shows it: each
// requirement followed by its decisions, one plain line each, as in the
// Markdown rendering (fcs.Markdown, fcs.DecisionLine); the open
// questions, the assumptions, and every answer recorded in the run with
// its source.

import { $, el } from './dom.js';
import { normalize, text as answerText } from './answers.js';

const oneLine = (s) => String(s || '').split(/\s+/).filter(Boolean).join(' ');

// answerWords is an FCS answer in words: the chosen labels or the custom text.
const answerWords = (a) => (a && a.selected && a.selected.length ? a.selected.join('; ') : (a && a.custom) || '');

// decisionLine is fcs.DecisionLine without the Markdown escaping:
// "Decided (Q-…, user): <topic> — <answer>" or "Assumed (Q-…, not asked): …".
export function decisionLine(c, assumption) {
  const what = oneLine(c.topic) || c.question;
  const head = assumption ? 'Assumed (' + c.question_id + ', not asked)' : 'Decided (' + c.question_id + ', ' + ((c.answer && c.answer.source) || '') + ')';
  return head + ': ' + oneLine(what) + ' — ' + oneLine(answerWords(c.answer));
}

// endsSentence and joint are fcs's: a statement follows a space, after a
// period when the text before it does not end a sentence.
const endsSentence = (t) => /[.!?…。！？]$/u.test(t.replace(/\s+$/u, '').replace(/["')\]}’”»*_]+$/u, ''));
const joint = (t) => (t === '' || endsSentence(t) ? ' ' : '. ');

// splitStatements is fcs's splitStatements: the requirement's text
// without the statements the clarifications appended (each with its
// joint; the first's period is told by orig, the specification's text of
// the requirement, when known), and those clarifications in the order
// they were applied (none when the text does not end with them).
export function splitStatements(r, clarifications, orig) {
  const byID = new Map((clarifications || []).map((c) => [c.question_id, c]));
  let base = r.text || '';
  const ids = r.clarifications || [];
  const decided = new Array(ids.length);
  for (let i = ids.length - 1; i >= 0; i--) {
    const c = byID.get(ids[i]);
    let sep = ' ';
    if (i > 0 && byID.has(ids[i - 1])) sep = joint(byID.get(ids[i - 1]).statement);
    else if (i === 0 && typeof orig === 'string') sep = joint(orig);
    if (!c || !base.endsWith(sep + c.statement)) return [r.text || '', []];
    base = base.slice(0, base.length - c.statement.length - sep.length);
    decided[i] = c;
  }
  return [base, decided];
}

// recordedAnswers returns the run's answers in the answers-file form
// (what `clarify run --answers` takes): each clarification's answer with
// its source, an open question's answer that decided nothing (deferred)
// likewise, null for each open question without one. A question never
// asked (open_questions[].not_asked: an assumption whose recommended
// answer defers) was answered by no one and is left out, as the
// assumptions are: the run takes its recommended answer again, and the
// FCS it builds is the same.
export function recordedAnswers(f) {
  const out = {};
  for (const c of f.clarifications || []) out[c.question_id] = normalize(c.answer);
  for (const q of f.open_questions || []) if (!(q.id in out) && !q.not_asked) out[q.id] = q.deferred ? normalize(q.deferred) : null;
  return out;
}

// deferredLine is what the FCS says of an open question whose answer
// decided nothing (open_questions[].deferred), in the words of its
// Markdown (fcs.Markdown): asked, "Answered A measured target (default),
// which decides nothing: still open."; never asked (not_asked), "Not
// asked (ranked below the limit or the floor): the recommended answer, A
// measured target, decides nothing; still open."; '' for an open question
// without one.
export function deferredLine(q) {
  const d = q.deferred ? normalize(q.deferred) : null;
  if (!d) return '';
  if (q.not_asked) return 'Not asked (ranked below the limit or the floor): the recommended answer, ' + oneLine(answerText(d)) + ', decides nothing; still open.';
  return 'Answered ' + oneLine(answerText(d)) + ' (' + d.source + '), which decides nothing: still open.';
}

export function showFCS(f) {
  $('result').hidden = false;
  $('fcs-id').textContent = f.id;
  $('fcs-hash').textContent = f.hash;
  const clarifications = f.clarifications || [];
  const assumptions = f.assumptions || [];
  const assumed = {};
  for (const c of assumptions) for (const id of c.requirement_ids || []) (assumed[id] = assumed[id] || []).push(c);
  const specReqs = (f.specification && f.specification.requirements) || [];
  $('requirements').replaceChildren(...(f.requirements || []).map((r, i) => {
    const orig = specReqs[i] && specReqs[i].id === r.id ? specReqs[i].text || '' : undefined;
    const [base, decided] = splitStatements(r, clarifications, orig);
    const li = el('li', { 'data-req': r.id }, el('strong', { text: r.id }));
    if (r.section) li.append(document.createTextNode(' (' + r.section + ')'));
    li.append(document.createTextNode(': '), el('span', { class: 'text', text: base }));
    if (decided.length) li.classList.add('clarified');
    for (const c of decided) li.append(el('div', { class: 'decision', 'data-qid': c.question_id, text: decisionLine(c, false) }));
    for (const c of assumed[r.id] || []) li.append(el('div', { class: 'decision assumed', 'data-qid': c.question_id, text: decisionLine(c, true) }));
    return li;
  }));
  $('assumptions-box').hidden = assumptions.length === 0;
  $('assumptions-count').textContent = String(assumptions.length);
  $('assumptions').replaceChildren(...assumptions.map((c) => el('li', {
    text: c.question_id + ': ' + c.question + ' — ' + answerWords(c.answer) + ((c.requirement_ids || []).length ? ' (' + c.requirement_ids.join(', ') + ')' : ''),
  })));
  const open = f.open_questions || [];
  $('open-questions').replaceChildren(...(open.length ? open.map((q) => {
    const li = el('li', { 'data-qid': q.id, text: q.id + ': ' + q.question });
    const said = deferredLine(q);
    if (said) li.append(el('div', { class: 'deferred', text: said }));
    return li;
  }) : [el('li', { text: 'none' })]));

  // Every answer recorded in the run, with its source, then the open questions.
  const rows = clarifications.map((c) => {
    const a = normalize(c.answer);
    return el('tr', { 'data-qid': c.question_id, 'data-source': (a && a.source) || '' },
      el('td', {}, el('span', { class: 'mono', text: c.question_id }), ' ' + (oneLine(c.topic) || c.question)),
      el('td', { text: answerText(a) }),
      el('td', { text: (a && a.source) || '' }));
  });
  // An open question whose answer decided nothing (a deferring option,
  // FCS open_questions[].deferred) shows that answer and its source as
  // the FCS says it (deferredLine); the export gives it as it was given.
  // One never asked (not_asked) has no answer and no source: its row says
  // so in the FCS's words, and it is not counted among the answers.
  let answered = clarifications.length;
  for (const q of open) {
    const d = q.deferred ? normalize(q.deferred) : null;
    const given = d && !q.not_asked ? d : null;
    if (given) answered++;
    rows.push(el('tr', { 'data-qid': q.id, 'data-source': (given && given.source) || '' },
      el('td', {}, el('span', { class: 'mono', text: q.id }), ' ' + (oneLine(q.topic) || q.question)),
      el('td', { text: d ? deferredLine(q) : 'no answer (open)' }),
      el('td', { text: (given && given.source) || '—' })));
  }
  $('recorded').replaceChildren(...rows);
  $('recorded-count').textContent = answered === 1 ? '1 answer' : answered + ' answers';
  $('recorded-json').textContent = JSON.stringify(recordedAnswers(f), null, 2);
}
