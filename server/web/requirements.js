// The requirements the spec reader found (GET /api/runs/{id}/requirements),
// beside the questions: ID, kind, line, section and text, those of the
// questions on screen first marked (and, by default, the only ones listed).

import { $, el } from './dom.js';

let all = [];
let shown = new Set(); // requirement IDs of the questions on screen

const kindWord = (k) => (k ? String(k).replace(/_/g, ' ').replace(/^non functional$/, 'non-functional') : '');

function item(r) {
  const facts = [];
  if (r.kind) facts.push(kindWord(r.kind));
  if (r.line) facts.push('line ' + r.line + (r.column ? ', column ' + r.column : ''));
  const section = Array.isArray(r.section_path) && r.section_path.length ? r.section_path.join(' › ') : r.section;
  if (section) facts.push(section);
  return el('li', { 'data-req': r.id },
    el('strong', { text: r.id }),
    facts.length ? el('span', { class: 'meta', text: ' ' + facts.join(' · ') }) : null,
    el('span', { class: 'text', text: r.text || '' }));
}

export function setRequirements(list) {
  all = Array.isArray(list) ? list : [];
  $('reqs-panel').hidden = all.length === 0;
  document.querySelector('.qgrid').classList.toggle('with-reqs', all.length > 0);
  $('reqs-count').textContent = String(all.length);
  $('reqs-list').replaceChildren(...all.map(item));
  draw();
}

// showFor marks (and filters to) the requirements of the questions shown.
export function showFor(questions) {
  shown = new Set();
  for (const q of questions) for (const id of q.requirement_ids || []) shown.add(id);
  draw();
}

function draw() {
  const only = $('reqs-only').checked;
  for (const li of $('reqs-list').children) {
    const mine = shown.has(li.dataset.req);
    li.classList.toggle('current', mine);
    li.hidden = only && !mine;
  }
}

$('reqs-only').addEventListener('change', draw);
