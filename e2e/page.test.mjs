// Browser test of the clarify serve page: Debian's chromium driven by
// playwright-core. Run by e2e_test.go, which starts `clarify serve` and
// passes CLARIFY_E2E_URL, CLARIFY_E2E_ARTIFACTS and CLARIFY_E2E_RESULT.
//
// The tests of partial answers depend on what the server offers, and say
// so when they skip: POST /api/runs/{id}/answers with "partial": true,
// advertised by the Reply schema of /api/openapi.json.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const base = process.env.CLARIFY_E2E_URL;
const artifacts = process.env.CLARIFY_E2E_ARTIFACTS || 'artifacts';
const resultFile = process.env.CLARIFY_E2E_RESULT;
assert.ok(base, 'CLARIFY_E2E_URL is not set: run the test through go test ./e2e');
mkdirSync(artifacts, { recursive: true });

// What the server offers (see the top of this file).
const openapi = await (await fetch(base + '/api/openapi.json')).json();
const partial = !!openapi.components?.schemas?.Reply?.properties?.partial;
const needsPartial = partial ? false : 'the server does not offer partial answers yet ("partial" in the Reply schema of /api/openapi.json)';

let browser, profile;
before(async () => {
  profile = mkdtempSync(join(tmpdir(), 'clarify-e2e-profile-'));
  // A persistent context is how Playwright takes a fresh --user-data-dir.
  browser = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CLARIFY_E2E_CHROMIUM || '/usr/bin/chromium',
    headless: true,
    acceptDownloads: true,
    viewport: { width: 1000, height: 900 },
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
      '--disable-sync', '--no-first-run'],
  });
});
after(async () => {
  if (browser) await browser.close();
  if (profile) rmSync(profile, { recursive: true, force: true });
});

const spec = readFileSync('testdata/spec.md', 'utf8');
const shot = (page, name) => page.screenshot({ path: join(artifacts, name + '.png'), fullPage: true });
const visibleQuestion = (page) => page.locator('#q-list fieldset.question:not([hidden])');
const countdown = (page) => page.locator('#countdown');
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// newPage opens a page that records what goes wrong: page errors, console
// errors and every response of 400 or more (a 404 of the event stream
// included).
async function newPage() {
  const page = await browser.newPage();
  page.problems = [];
  page.on('pageerror', (e) => page.problems.push('pageerror: ' + e));
  page.on('console', (m) => { if (m.type() === 'error') page.problems.push('console: ' + m.text()); });
  page.on('response', (r) => { if (r.status() >= 400) page.problems.push(r.status() + ' ' + r.request().method() + ' ' + r.url()); });
  // The countdown settings live in localStorage: each test starts from the defaults.
  await page.goto(base + '/');
  await page.evaluate(() => localStorage.clear());
  return page;
}

// stepsUntilQuestions waits until the steps show the four nodes before the
// questions done and build_fcs waiting for answers.
async function stepsUntilQuestions(page) {
  for (const node of ['start', 'analyze_spec', 'check_ambiguities', 'generate_questions']) {
    await page.locator(`#steps li[data-node="${node}"].completed`).waitFor({ timeout: 15000 });
  }
  await page.locator('#steps li[data-node="build_fcs"].interrupted').waitFor({ timeout: 15000 });
}

// clarify opens the page at query, runs testdata/spec.md and waits for the
// questions and the steps. The mouse is then moved off the page's
// content, so that no question is under it.
async function clarify(page, query = '?time_scale=0.2') {
  await page.goto(base + '/' + query);
  await page.getByRole('textbox', { name: /^Specification/ }).fill(spec);
  await page.getByRole('button', { name: 'Clarify' }).click();
  await page.locator('#questions').waitFor({ state: 'visible' });
  await page.mouse.move(0, 0);
  await stepsUntilQuestions(page);
  return (await page.locator('#run-id').textContent()).trim();
}

const questionIds = (page) => page.locator('#q-list fieldset.question').evaluateAll((fs) => fs.map((f) => f.dataset.qid));

// secondsLeft reads the seconds a countdown's text says are left ("2 min",
// "1 min 5 s", "45 s").
async function secondsLeft(page) {
  const t = await countdown(page).textContent();
  const m = /(?:(\d+) min)?\s*(?:(\d+) s)?(?: left|\.)/.exec(t.replace(/\(|\)/g, ' '));
  assert.ok(m && (m[1] || m[2]), 'no time in ' + JSON.stringify(t));
  return Number(m[1] || 0) * 60 + Number(m[2] || 0);
}
const countdownState = (page) => countdown(page).getAttribute('data-state');
const waitState = (page, st, timeout = 5000) => page.waitForFunction((s) => document.getElementById('countdown').dataset.state === s, st, { timeout });

// api calls the server from node, as a script would (no Origin, no
// Sec-Fetch-Site): the documented raw-body POST works without them.
async function api(path, opts) {
  const res = await fetch(base + path, opts);
  return { status: res.status, body: await res.json() };
}

// markdownDecisions reads, from the FCS in Markdown, each requirement's
// decision lines (the Markdown escapes "<" as "\<").
function markdownDecisions(md) {
  const out = {};
  let req = '';
  for (const line of md.split('\n')) {
    const r = /^- \*\*(.+?)\*\*/.exec(line);
    if (r) { req = r[1]; out[req] = []; continue; }
    const d = /^ {2}- ((?:Decided|Assumed) \(.*)$/.exec(line);
    if (d && req) out[req].push(d[1].replaceAll('\\<', '<'));
    if (line.startsWith('## ') && line !== '## Requirements') req = '';
  }
  return out;
}

// markdownDeferred reads, from the FCS in Markdown, the line under each
// open question whose answer decided nothing, by question ID: asked,
// "Answered … (default), which decides nothing: still open."; never asked
// (open_questions[].not_asked), "Not asked (ranked below the limit or the
// floor): the recommended answer, …, decides nothing; still open.".
function markdownDeferred(md) {
  const out = {};
  let q = '';
  for (const line of md.split('\n')) {
    const h = /^### (Q-[0-9a-f]+): /.exec(line);
    if (h) { q = h[1]; continue; }
    const asked = line.startsWith('Answered ') && line.endsWith(', which decides nothing: still open.');
    const notAsked = line.startsWith('Not asked (') && line.endsWith(' decides nothing; still open.');
    if (q && (asked || notAsked)) out[q] = line.replaceAll('\\<', '<');
    if (line.startsWith('## ')) q = '';
  }
  return out;
}

test('paste a spec, answer by keyboard, let a countdown run out, type, skip, submit with one left, get the FCS', async () => {
  const page = await newPage();
  // time_scale is the page's test-only countdown scale: 60 s become 6 s.
  // Low-complexity questions get 120 s (12 s here) instead of 30 (the
  // page's settings, as "Countdown lengths" keeps them): the last ones must
  // not run out while the test switches to all on one page.
  await page.evaluate(() => localStorage.setItem('clarify-countdowns', JSON.stringify({ on: true, low: 120, medium: 60, high: 120 })));
  await page.goto(base + '/?time_scale=0.1');
  await shot(page, '01-start');

  await page.getByRole('textbox', { name: /^Specification/ }).fill(spec);
  await page.getByLabel('Format', { exact: true }).selectOption('markdown');
  // From here on, the keyboard only.
  await page.getByRole('button', { name: 'Clarify' }).focus();
  await page.keyboard.press('Enter');
  await page.locator('#questions').waitFor({ state: 'visible' });
  await stepsUntilQuestions(page);
  const ids = await questionIds(page);
  assert.ok(ids.length >= 5, `want at least 5 questions, got ${ids.length}`);
  await shot(page, '02-questions');

  // Question 1 has focus (the question, not an option): Tab reaches its
  // options, ArrowDown picks the second one.
  const q1 = visibleQuestion(page);
  const q1id = await q1.getAttribute('data-qid');
  assert.equal(await page.evaluate(() => document.activeElement.dataset.qid), q1id);
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowDown');
  const picked = await q1.locator('input[type=radio]:checked').getAttribute('value');
  assert.equal(await countdownState(page), 'answered');
  // Tab walks from the options through the own-answer field and Skip to Next.
  for (let i = 0; i < 3; i++) await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'next');
  await page.keyboard.press('Enter');

  // Question 2: left alone, its countdown runs out: the recommended option
  // is taken and the page shows question 3.
  const q2id = ids[1];
  assert.equal(await visibleQuestion(page).getAttribute('data-qid'), q2id);
  await waitState(page, 'running');
  assert.match(await countdown(page).textContent(), /Recommended answer in/);
  await shot(page, '03-countdown');
  await page.waitForFunction((id) => document.querySelector('#q-list fieldset.question:not([hidden])').dataset.qid !== id, q2id, { timeout: 20000 });
  assert.equal(await page.locator(`#fs-${q2id}`).getAttribute('data-answered'), 'timeout');

  // Question 3: a free-text answer.
  const q3 = visibleQuestion(page);
  const q3id = await q3.getAttribute('data-qid');
  assert.equal(q3id, ids[2]);
  await page.keyboard.press('Tab'); // into the options
  await page.keyboard.press('Tab'); // the own-answer field
  await page.keyboard.type('Within 30 minutes of inactivity');
  assert.equal(await countdownState(page), 'answered');
  await shot(page, '04-custom');
  for (let i = 0; i < 3; i++) await page.keyboard.press('Tab'); // Skip, Previous, Next
  assert.equal(await page.evaluate(() => document.activeElement.id), 'next');
  await page.keyboard.press('Enter');

  // Question 4: skipped (the page then shows question 5).
  const q4id = ids[3];
  assert.equal(await visibleQuestion(page).getAttribute('data-qid'), q4id);
  for (let i = 0; i < 3; i++) await page.keyboard.press('Tab'); // options, own answer, Skip
  await page.keyboard.press('Enter');
  assert.equal(await visibleQuestion(page).getAttribute('data-qid'), ids[4]);

  // The rest are left alone; all on one page, no countdown runs.
  await page.getByLabel('all on one page').check();
  assert.equal(await countdown(page).isHidden(), true);
  await shot(page, '05-all-questions');

  // Submit asks first, naming the questions without an answer.
  await page.getByRole('button', { name: 'Submit answers' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  const named = await dialog.locator('li').evaluateAll((lis) => lis.map((l) => l.dataset.qid));
  assert.deepEqual(named, ids.slice(4));
  await shot(page, '06-confirm');
  await dialog.getByRole('button', { name: 'Take the recommended answers for these' }).click();

  await page.locator('#result').waitFor({ state: 'visible' });
  await page.locator('#steps li[data-node="end"].completed').waitFor();
  const hash = (await page.locator('#fcs-hash').textContent()).trim();
  assert.match(hash, /^[0-9a-f]{64}$/);

  // Every answer recorded, with its source.
  const recorded = JSON.parse(await page.locator('#recorded-json').textContent());
  assert.deepEqual(recorded[q1id], { labels: [picked], source: 'user' });
  assert.equal(recorded[q2id].source, 'timeout');
  assert.deepEqual(recorded[q3id], { custom: 'Within 30 minutes of inactivity', source: 'user' });
  assert.equal(recorded[q4id], null);
  for (const id of ids.slice(4)) assert.equal(recorded[id].source, 'default', id);
  const rows = await page.locator('#recorded tr').evaluateAll((trs) => Object.fromEntries(trs.map((tr) => [tr.dataset.qid, tr.dataset.source])));
  assert.equal(rows[q1id], 'user');
  assert.equal(rows[q2id], 'timeout');
  assert.equal(rows[q4id], '');
  assert.ok(await page.locator('#open-questions li').filter({ hasText: q4id }).count() === 1, 'the skipped question is open');

  // Each requirement is followed by its decisions, the lines of the Markdown FCS.
  const runId = (await page.locator('#run-id').textContent()).trim();
  const md = await page.evaluate(async (id) => (await fetch('/api/runs/' + id + '/fcs?format=markdown')).text(), runId);
  const want = markdownDecisions(md);
  const got = await page.locator('#requirements > li').evaluateAll((lis) => Object.fromEntries(lis.map((li) => [li.dataset.req, Array.from(li.querySelectorAll('.decision'), (d) => d.textContent)])));
  assert.deepEqual(got, want);
  assert.ok(Object.values(got).flat().some((l) => l.startsWith('Decided (' + q2id + ', timeout)')), JSON.stringify(got));
  assert.ok(await page.locator('#requirements li.clarified').count() >= 1, 'clarified requirements are marked');
  await page.locator('#graph-img svg').waitFor({ state: 'visible' });
  await page.locator('#recorded-box > summary').click();
  await shot(page, '07-fcs');

  // The API agrees with the page.
  const fcs = await page.evaluate(async (id) => (await fetch('/api/runs/' + id + '/fcs')).json(), runId);
  assert.equal(fcs.hash, hash);

  // Downloads.
  const [dl] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download Markdown' }).click()]);
  assert.match(dl.suggestedFilename(), /\.md$/);

  // Past runs: reopen this one from the list, and from the address.
  await page.getByRole('button', { name: 'Refresh' }).click();
  await page.locator('#run-list button', { hasText: runId }).click();
  await page.locator('#fcs-hash', { hasText: hash }).waitFor();
  assert.equal(new URL(page.url()).hash, '#run=' + runId);
  await page.reload();
  await page.locator('#fcs-hash', { hasText: hash }).waitFor();

  // A phone-sized screen: nothing wider than the viewport.
  await page.setViewportSize({ width: 375, height: 800 });
  await shot(page, '08-phone');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(overflow <= 375, `page is ${overflow}px wide at 375px`);

  assert.deepEqual(page.problems, []);
  if (resultFile) writeFileSync(resultFile, JSON.stringify({ run_id: runId, hash, answers: recorded }, null, 2));
  await page.close();
});

test('a countdown starts when its question is shown, not before, and waits while the question is off screen', async () => {
  const page = await newPage();
  await clarify(page, '?time_scale=0.1'); // 120 s last 12 s, 60 s 6 s
  const ids = await questionIds(page);
  // Question 1 is held (the pointer over it) for a while: question 2's
  // countdown, not shown yet, does not move meanwhile.
  await visibleQuestion(page).hover();
  await waitState(page, 'hold');
  await sleep(1500);
  await page.mouse.move(0, 0);
  await page.getByRole('button', { name: 'Next' }).focus();
  await page.keyboard.press('Enter');
  assert.equal(await visibleQuestion(page).getAttribute('data-qid'), ids[1]);
  const medium = 60;
  assert.ok(await secondsLeft(page) >= medium - 5, 'question 2 starts with its whole countdown: ' + await countdown(page).textContent());
  await waitState(page, 'running');
  // Scrolled out of view, it waits.
  await page.evaluate(() => window.scrollTo(0, 0));
  await waitState(page, 'offscreen');
  const left = await secondsLeft(page);
  await sleep(1000); // 10 s of countdown at this scale
  assert.equal(await secondsLeft(page), left);
  assert.equal(await visibleQuestion(page).getAttribute('data-qid'), ids[1]);
  await visibleQuestion(page).scrollIntoViewIfNeeded();
  await waitState(page, 'running');
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('a countdown pauses while the question is pointed at, focused, clicked or typed in, and the page never moves on meanwhile', async () => {
  const page = await newPage();
  await clarify(page, '?time_scale=0.03'); // 120 s last 3.6 s
  const whole = 3600 + 400;
  const q = visibleQuestion(page);
  const qid = await q.getAttribute('data-qid');
  await waitState(page, 'running');

  // The pointer over the question holds it; moving away lets it run.
  await q.locator('legend').hover();
  await waitState(page, 'hold');
  await sleep(whole); // longer than the whole countdown
  assert.equal(await q.getAttribute('data-answered'), 'no');
  await page.mouse.move(0, 0);
  await waitState(page, 'running');

  // Focus in the question holds it too.
  await q.locator('input[type=text]').focus();
  await waitState(page, 'hold');
  await sleep(whole);
  assert.equal(await visibleQuestion(page).getAttribute('data-qid'), qid);

  // Typing, then clearing what was typed: no answer, and the countdown
  // stays paused (the person is working on it) until asked to resume.
  await page.keyboard.type('thinking');
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Backspace');
  await page.mouse.move(0, 0);
  await page.getByRole('button', { name: 'Next' }).focus(); // focus leaves the question
  await waitState(page, 'engaged');
  assert.match(await countdown(page).textContent(), /paused/);
  await sleep(whole);
  assert.equal(await visibleQuestion(page).getAttribute('data-qid'), qid, 'the page did not move on');
  assert.equal(await q.getAttribute('data-answered'), 'no');
  await shot(page, '09-countdown-paused');

  // A click on the question's text pauses it the same way.
  await page.getByRole('button', { name: 'Resume countdown' }).click();
  await waitState(page, 'running');
  await q.locator('.context').first().click();
  await page.mouse.move(0, 0);
  await waitState(page, 'engaged');

  // Typing anywhere on the page holds it: a countdown length, say.
  await page.getByRole('button', { name: 'Resume countdown' }).click();
  await waitState(page, 'running');
  await page.locator('#cd-lengths summary').click();
  await page.mouse.move(0, 0);
  await page.getByLabel('Low', { exact: true }).focus();
  await waitState(page, 'hold');
  await sleep(whole);
  assert.equal(await visibleQuestion(page).getAttribute('data-qid'), qid);

  // Left alone, it runs out: the recommended option, source timeout.
  await page.getByRole('button', { name: 'Next' }).focus();
  await page.waitForFunction((id) => document.querySelector('#q-list fieldset.question:not([hidden])').dataset.qid !== id, qid, { timeout: 15000 });
  assert.equal(await page.locator(`#fs-${qid}`).getAttribute('data-answered'), 'timeout');
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('countdowns can be switched off and set, and the page remembers', async () => {
  const page = await newPage();
  await clarify(page, '?time_scale=0.05'); // 120 s last 6 s
  const q = visibleQuestion(page);
  const qid = await q.getAttribute('data-qid');
  const on = page.getByLabel(/Take the recommended answer when a question's countdown runs out/);
  assert.equal(await on.isChecked(), true);
  // Defaults: long enough to read a requirement and its options.
  await page.locator('#cd-lengths summary').click();
  assert.deepEqual([await page.getByLabel('Low', { exact: true }).inputValue(), await page.getByLabel('Medium', { exact: true }).inputValue(),
    await page.getByLabel('High', { exact: true }).inputValue()], ['30', '60', '120']);
  await on.uncheck();
  await page.mouse.move(0, 0);
  await page.locator('body').focus();
  await waitState(page, 'off');
  await sleep(6500); // longer than the whole countdown
  assert.equal(await visibleQuestion(page).getAttribute('data-qid'), qid);
  assert.equal(await q.getAttribute('data-answered'), 'no');
  await page.getByLabel('Low', { exact: true }).fill('45');
  await page.getByLabel('Low', { exact: true }).press('Tab');
  await shot(page, '10-countdowns-off');

  await page.goto(base + '/');
  await page.locator('#cd-lengths summary').click({ force: true }).catch(() => {});
  assert.equal(await page.locator('#cd-on').isChecked(), false);
  assert.equal(await page.locator('#cd-low').inputValue(), '45');
  assert.deepEqual(page.problems, []);
  await page.evaluate(() => localStorage.clear());
  await page.close();
});

test('Submit with questions left asks first and names them; Go back and Escape return to them', async () => {
  const page = await newPage();
  const runId = await clarify(page, '?time_scale=1');
  const ids = await questionIds(page);
  await visibleQuestion(page).locator('input[type=radio]').first().check();
  await page.mouse.move(0, 0);

  await page.getByRole('button', { name: 'Submit answers' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  assert.match(await dialog.getByRole('heading').textContent(), new RegExp(`^${ids.length - 1} questions have no answer`));
  const named = await dialog.locator('li').evaluateAll((lis) => lis.map((l) => [l.dataset.qid, l.textContent]));
  assert.deepEqual(named.map((n) => n[0]), ids.slice(1));
  for (const [id, text] of named) assert.ok(text.includes(id) && text.length > id.length + 5, 'names ' + id + ' with its subject: ' + text);
  // The safe choice has focus.
  assert.equal(await page.evaluate(() => document.activeElement.id), 'confirm-back');
  await page.keyboard.press('Enter');
  await dialog.waitFor({ state: 'hidden' });
  assert.equal(await visibleQuestion(page).getAttribute('data-qid'), ids[1], 'back at the first question without an answer');
  assert.equal(await page.evaluate(() => document.activeElement.dataset.qid), ids[1]);
  assert.equal((await api('/api/runs/' + runId)).body.status, 'interrupted', 'nothing was submitted');

  // Escape is Go back too.
  await page.getByRole('button', { name: 'Submit answers' }).click();
  await dialog.waitFor();
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  assert.equal((await api('/api/runs/' + runId)).body.status, 'interrupted');

  // Leave them open: they are the FCS's open questions.
  await page.getByRole('button', { name: 'Submit answers' }).click();
  await dialog.getByRole('button', { name: 'Leave them open and submit' }).click();
  await page.locator('#result').waitFor({ state: 'visible' });
  const open = await page.locator('#open-questions li').evaluateAll((lis) => lis.map((l) => l.dataset.qid));
  // The FCS's open questions: those left without an answer, and the
  // assumptions whose recommended answer decides nothing (their default
  // defers, so they stay open with it).
  const fcs = (await api('/api/runs/' + runId + '/fcs')).body;
  const deferred = fcs.open_questions.filter((q) => q.deferred && !ids.includes(q.id)).map((q) => q.id);
  assert.deepEqual(open.sort(), ids.slice(1).concat(deferred).sort());
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('"Recommended answers for the rest" records every answer, each with its source', async () => {
  const page = await newPage();
  const runId = await clarify(page, '?time_scale=1');
  const ids = await questionIds(page);
  await visibleQuestion(page).locator('input[type=radio]').first().check();
  await page.getByRole('button', { name: 'Recommended answers for the rest' }).click();
  await page.locator('#result').waitFor({ state: 'visible' });
  await page.locator('#recorded-box > summary').click();
  // The assumptions whose recommended answer decides nothing stay open
  // with it, after the questions asked: never asked, they have no source
  // and are no answer.
  const fcs = (await api('/api/runs/' + runId + '/fcs')).body;
  const deferred = fcs.open_questions.filter((q) => q.deferred && !ids.includes(q.id)).map((q) => q.id);
  const rows = await page.locator('#recorded tr').evaluateAll((trs) => trs.map((tr) => [tr.dataset.qid, tr.dataset.source, tr.cells[2].textContent]));
  assert.equal(rows.length, ids.length + deferred.length, 'one row per question asked or left open');
  assert.deepEqual(rows.map((r) => r[0]).sort(), ids.concat(deferred).sort());
  for (const [id, source, shown] of rows) {
    if (deferred.includes(id)) {
      assert.equal(source, '', id);
      assert.equal(shown, '—', id);
      continue;
    }
    assert.equal(source, id === ids[0] ? 'user' : 'default', id);
    assert.equal(shown, source);
  }
  assert.match(await page.locator('#recorded-box > summary').textContent(), new RegExp(`\\(${ids.length} answers\\)`));
  // An answer that decided nothing is said as the FCS says it, in the
  // table and in the open questions, and exported as it was given.
  const md = await page.evaluate(async (id) => (await fetch('/api/runs/' + id + '/fcs?format=markdown')).text(), runId);
  const said = markdownDeferred(md);
  assert.deepEqual(Object.keys(said).sort(), fcs.open_questions.filter((q) => q.deferred).map((q) => q.id).sort());
  assert.ok(Object.keys(said).length > 0, 'the spec has answers that decide nothing');
  const cells = await page.locator('#recorded tr').evaluateAll((trs) => Object.fromEntries(trs.map((tr) => [tr.dataset.qid, tr.cells[1].textContent])));
  const openLines = await page.locator('#open-questions li').evaluateAll((lis) => Object.fromEntries(lis.map((li) => [li.dataset.qid, (li.querySelector('.deferred') || {}).textContent])));
  const recorded = JSON.parse(await page.locator('#recorded-json').textContent());
  for (const [id, line] of Object.entries(said)) {
    assert.equal(cells[id], line, id);
    assert.equal(openLines[id], line, id);
    const q = fcs.open_questions.find((q) => q.id === id);
    const d = q.deferred;
    // A question never asked is exported as no answer, as an assumption is.
    assert.deepEqual(recorded[id], q.not_asked ? undefined : { labels: d.selected, source: d.source }, id);
    // A question never asked is not said to be answered (issue 27).
    assert.equal(line.startsWith('Not asked ('), Boolean(q.not_asked), id + ': ' + line);
    assert.equal(Boolean(q.not_asked), !ids.includes(id), id + ': not_asked is set on the questions not asked');
  }
  assert.ok(Object.values(said).some((l) => l.startsWith('Not asked (')), 'the spec has assumptions whose recommended answer decides nothing');
  await shot(page, '11-recorded');
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('the event stream is opened only once the run exists: no 404, and the steps still move before POST /api/runs answers', async () => {
  const page = await newPage();
  const log = [];
  page.on('request', (r) => {
    const u = new URL(r.url());
    if (u.pathname.endsWith('/events')) log.push('events');
  });
  const reading = [];
  page.on('response', (r) => {
    const u = new URL(r.url());
    if (u.pathname === '/api/runs' && r.request().method() === 'GET') {
      const i = log.push('list') - 1;
      reading.push(r.json().then((b) => { log[i] = b.runs.some((x) => x.run_id === page.runId) ? 'listed' : 'unlisted'; }, () => {}));
    }
  });
  // The server answers POST /api/runs at once; the page gets the answer 3 s later.
  let answered = 0;
  await page.route('**/api/runs', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    page.runId = JSON.parse(route.request().postData()).run_id;
    const res = await route.fetch();
    await sleep(3000);
    answered = Date.now();
    log.push('answered');
    return route.fulfill({ response: res });
  });
  await page.goto(base + '/?time_scale=1');
  await page.getByRole('textbox', { name: /^Specification/ }).fill(spec);
  await page.getByRole('button', { name: 'Clarify' }).click();
  // The steps reach the questions from the stream, before the page has the POST's answer.
  await page.locator('#steps li[data-node="build_fcs"].interrupted').waitFor({ timeout: 15000 });
  const stepsAt = Date.now();
  assert.ok(answered === 0 || stepsAt <= answered, 'the steps moved before POST /api/runs answered');
  await page.locator('#questions').waitFor({ state: 'visible' });
  await Promise.all(reading);
  const first = log.indexOf('events');
  assert.ok(first > 0 && log.slice(0, first).includes('listed'), 'the stream was opened after the run was listed: ' + log.join(', '));
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  assert.deepEqual(page.problems, []);

  // Without the delay, the stream is opened after POST /api/runs answered.
  const order = [];
  page.on('request', (r) => { if (new URL(r.url()).pathname.endsWith('/events')) order.push('events'); });
  page.on('requestfinished', (r) => { if (new URL(r.url()).pathname === '/api/runs' && r.method() === 'POST') order.push('created'); });
  await clarify(page, '?time_scale=1');
  assert.deepEqual(order.slice(0, 2), ['created', 'events']);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('the waiting state has one name: the steps, the graph, the run list and the status say "waiting for answers"', async () => {
  const page = await newPage();
  const runId = await clarify(page, '?time_scale=1');
  assert.equal(await page.locator('#steps li[data-node="build_fcs"] .state').textContent(), 'waiting for answers');
  assert.match(await page.locator('#run-status').textContent(), /waiting for answers/);
  await page.getByRole('button', { name: 'Refresh' }).click();
  await page.locator('#run-list li', { hasText: runId }).filter({ hasText: 'waiting for answers' }).waitFor();
  await page.locator('#graph-img svg').waitFor({ state: 'visible' });
  await page.waitForFunction(() => /build_fcs waiting for answers/.test(document.querySelector('#graph-img svg').getAttribute('aria-label')));
  const status = await page.locator('#graph-img g.node[data-node="build_fcs"] text').last().textContent();
  assert.equal(status, 'waiting for answers');
  assert.doesNotMatch(await page.locator('#graph-img').textContent(), /interrupted/);
  const words = await page.evaluate(() => document.body.innerText);
  assert.doesNotMatch(words, /interrupted/i, 'the page never says "interrupted"');
  await shot(page, '12-waiting');
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('every control has a label, and the questions work with the keyboard alone', async () => {
  const page = await newPage();
  await clarify(page, '?time_scale=1');
  const unlabelled = await page.evaluate(() => Array.from(document.querySelectorAll('input, select, textarea, button'))
    .filter((e) => e.type !== 'hidden' && !e.closest('[hidden]') && e.offsetParent !== null)
    .filter((e) => {
      if (e.tagName === 'BUTTON') return !e.textContent.trim() && !e.getAttribute('aria-label');
      return !(e.labels && e.labels.length) && !e.getAttribute('aria-label') && !e.getAttribute('aria-labelledby');
    })
    .map((e) => e.outerHTML.slice(0, 80)));
  assert.deepEqual(unlabelled, []);
  // Each question is a group named by its question.
  const names = await page.locator('#q-list fieldset').evaluateAll((fs) => fs.map((f) => f.querySelector('legend') && f.querySelector('legend').textContent));
  assert.ok(names.every((n) => n && n.length > 5));
  // Next and Previous by keyboard, focus on the question shown.
  const ids = await questionIds(page);
  await page.getByRole('button', { name: 'Next' }).focus();
  await page.keyboard.press('Enter');
  assert.equal(await page.evaluate(() => document.activeElement.dataset.qid), ids[1]);
  await page.getByRole('button', { name: 'Previous' }).focus();
  await page.keyboard.press('Enter');
  assert.equal(await page.evaluate(() => document.activeElement.dataset.qid), ids[0]);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('answers are recorded as they are given and survive a reload', { skip: needsPartial }, async () => {
  const page = await newPage();
  const posts = [];
  page.on('request', (r) => { if (r.method() === 'POST' && r.url().endsWith('/answers')) posts.push(JSON.parse(r.postData())); });
  const runId = await clarify(page, '?time_scale=1');
  const ids = await questionIds(page);
  const q1 = page.locator(`#fs-${ids[0]}`);
  const picked = await q1.locator('input[type=radio]').nth(1).getAttribute('value');
  await q1.locator('input[type=radio]').nth(1).check();
  await page.waitForFunction((id) => document.getElementById('fs-' + id).dataset.recorded === 'yes', ids[0]);
  await page.getByRole('button', { name: 'Next' }).click();
  const q2 = page.locator(`#fs-${ids[1]}`);
  await q2.getByLabel('Or your own answer').fill('Decided by the security team');
  await page.waitForFunction((id) => document.getElementById('fs-' + id).dataset.recorded === 'yes', ids[1]);
  assert.ok(posts.length >= 2 && posts.every((p) => p.partial === true), JSON.stringify(posts));
  assert.equal((await api('/api/runs/' + runId)).body.status, 'interrupted', 'the run still waits');

  await page.reload();
  await page.locator('#questions').waitFor({ state: 'visible' });
  // The answers are back: in their questions when the run still lists
  // them, else (a server that lists only the open questions) among those
  // answered earlier.
  const shownAnswer = async (id) => {
    if (await page.locator(`#fs-${id}`).count()) {
      const fs = page.locator(`#fs-${id}`);
      return (await fs.locator('input[type=text]').inputValue()) || await fs.locator('input:checked').getAttribute('value');
    }
    return page.locator(`#earlier li[data-qid="${id}"]`).textContent();
  };
  assert.ok((await shownAnswer(ids[0])).includes(picked), await shownAnswer(ids[0]));
  assert.ok((await shownAnswer(ids[1])).includes('Decided by the security team'), await shownAnswer(ids[1]));
  assert.equal(await page.locator('#steps li[data-node="build_fcs"] .state').textContent(), 'waiting for answers');
  // The first question without an answer is shown.
  assert.equal(await visibleQuestion(page).getAttribute('data-qid'), ids[2]);
  await shot(page, '13-reloaded');

  // The final submit: the recorded answers are in the FCS, with their source.
  await page.getByRole('button', { name: 'Submit answers' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Leave them open and submit' }).click();
  await page.locator('#result').waitFor({ state: 'visible' });
  const recorded = JSON.parse(await page.locator('#recorded-json').textContent());
  assert.deepEqual(recorded[ids[0]], { labels: [picked], source: 'user' });
  assert.deepEqual(recorded[ids[1]], { custom: 'Decided by the security team', source: 'user' });
  assert.deepEqual(page.problems, []);
  await page.close();
});

// The server keeps an answer a partial reply recorded even when a later
// reply gives null for it (as of issue 29): until it withdraws such an
// answer, this test is a todo (run, reported, not failing the suite).
test('an answer withdrawn (skipped after it was recorded) leaves its question open', {
  skip: needsPartial,
  todo: partial && 'the server does not withdraw a recorded answer on null yet',
}, async () => {
  const page = await newPage();
  await clarify(page, '?time_scale=1');
  const ids = await questionIds(page);
  const q1 = page.locator(`#fs-${ids[0]}`);
  await q1.locator('input[type=radio]').first().check();
  await page.waitForFunction((id) => document.getElementById('fs-' + id).dataset.recorded === 'yes', ids[0]);
  await q1.getByRole('button', { name: 'Skip this question' }).click();
  await page.waitForFunction((id) => document.getElementById('fs-' + id).dataset.recorded === 'yes', ids[0]);
  await page.getByRole('button', { name: 'Submit answers' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Leave them open and submit' }).click();
  await page.locator('#result').waitFor({ state: 'visible' });
  const open = await page.locator('#open-questions li').evaluateAll((lis) => lis.map((l) => l.dataset.qid));
  assert.ok(open.includes(ids[0]), 'the skipped question is open: ' + open.join(', '));
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('the requirements the reader found are shown beside the questions', async () => {
  const page = await newPage();
  const runId = await clarify(page, '?time_scale=1');
  const reqs = (await api('/api/runs/' + runId + '/requirements')).body.requirements;
  assert.ok(Array.isArray(reqs) && reqs.length > 0, 'GET /api/runs/{id}/requirements lists what the reader read');
  const panel = page.locator('#reqs-panel');
  await panel.waitFor({ state: 'visible' });
  assert.equal(await panel.locator('summary').textContent(), `Requirements read from the spec (${reqs.length})`);
  // Those of the question shown, marked; all of them once the filter is off.
  const q = (await api('/api/runs/' + runId)).body.questions[0];
  const shown = await panel.locator('li:not([hidden])').evaluateAll((lis) => lis.map((l) => l.dataset.req));
  assert.deepEqual(shown, reqs.filter((r) => q.requirement_ids.includes(r.id)).map((r) => r.id));
  await page.getByLabel('Only those of the questions shown').uncheck();
  const all = await panel.locator('li:not([hidden])').evaluateAll((lis) => lis.map((l) => [l.dataset.req, l.textContent]));
  assert.deepEqual(all.map((a) => a[0]), reqs.map((r) => r.id));
  for (const [i, r] of reqs.entries()) {
    const text = all[i][1];
    assert.ok(text.includes(r.text), text);
    if (r.line) assert.ok(text.includes('line ' + r.line), text);
    if (r.kind) assert.ok(text.includes(r.kind.replace(/_/g, ' ').replace('non functional', 'non-functional')), text);
    if (r.section) assert.ok(text.includes(r.section), text);
  }
  await shot(page, '14-requirements');
  assert.deepEqual(page.problems, []);
  await page.close();
});

// Events a node sends before the page subscribes, and before its batch is
// stored, are neither live nor in the replay: the page takes the steps from
// the run's stored view as well. Here the stream never carries a step.
test('steps show when the event stream misses them', async () => {
  const page = await browser.newPage();
  await page.route('**/api/runs/*/events', (route) => route.fulfill({
    status: 200,
    headers: { 'Content-Type': 'text/event-stream' },
    body: 'event: replayed\ndata: {"type":"replayed","status":"running","batch":-1}\n\n',
  }));
  await clarify(page);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.close();
});

test('a spec with <script> renders as text', async () => {
  const page = await browser.newPage();
  await page.goto(base + '/?time_scale=1');
  await page.getByRole('textbox', { name: /^Specification/ }).fill(readFileSync('testdata/xss.md', 'utf8'));
  await page.getByRole('button', { name: 'Clarify' }).click();
  await page.locator('#questions').waitFor({ state: 'visible' });
  await page.getByRole('button', { name: 'Recommended answers for the rest' }).click();
  await page.locator('#result').waitFor({ state: 'visible' });
  await page.getByRole('button', { name: 'Refresh' }).click();
  await page.locator('#run-list button', { hasText: '<script>' }).first().waitFor();
  assert.equal(await page.evaluate(() => window.__pwned), undefined);
  assert.equal(await page.locator('#requirements script, #requirements img, #run-list script').count(), 0);
  const text = await page.locator('#requirements').textContent();
  assert.ok(text.includes('<script>window.__pwned = 2</script>'), text);
  assert.ok(text.includes('<img src=x onerror="window.__pwned=3">'), text);
  await shot(page, '15-script-as-text');
  await page.close();
});

test('a server with a token asks for it, then works', async () => {
  const url = process.env.CLARIFY_E2E_TOKEN_URL;
  assert.ok(url, 'CLARIFY_E2E_TOKEN_URL is not set');
  const page = await browser.newPage();
  await page.goto(url + '/');
  await page.locator('#auth').waitFor({ state: 'visible' });
  assert.equal(await page.evaluate(() => document.activeElement.id), 'token');
  await shot(page, '16-token');
  await page.keyboard.type(process.env.CLARIFY_E2E_TOKEN);
  await page.keyboard.press('Enter');
  await page.locator('#auth').waitFor({ state: 'hidden' });
  await page.getByRole('textbox', { name: /^Specification/ }).fill(readFileSync('testdata/spec.md', 'utf8'));
  await page.getByRole('button', { name: 'Clarify' }).click();
  await page.locator('#questions').waitFor({ state: 'visible' });
  await page.locator('#steps li[data-node="build_fcs"].interrupted').waitFor();
  await page.locator('#graph-img svg').waitFor({ state: 'visible' });
  await page.close();
});


// evilSite serves one page from another origin of this machine
// (http://localhost:PORT, while the server is http://127.0.0.1:PORT2).
async function evilSite(html) {
  const srv = createServer((req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(html);
  });
  await new Promise((resolve) => srv.listen(0, 'localhost', resolve));
  const close = () => new Promise((resolve) => { srv.closeAllConnections(); srv.close(resolve); });
  return { url: `http://localhost:${srv.address().port}/`, close };
}

test('a page of another site cannot start, answer, complete or cancel a run', async () => {
  const spec = readFileSync('testdata/spec.md', 'utf8');
  const waiting = await api('/api/runs?format=markdown', { method: 'POST', headers: { 'Content-Type': 'text/markdown' }, body: spec });
  assert.equal(waiting.status, 201);
  assert.equal(waiting.body.status, 'interrupted');
  const runId = waiting.body.run_id;
  const q = waiting.body.questions[0];
  const before = (await api('/api/runs?limit=1000')).body.runs.length;

  const evil = await evilSite('<!doctype html><title>another site</title><p>nothing to see</p>');
  const page = await browser.newPage();
  const statuses = [];
  page.on('response', (r) => { if (r.url().startsWith(base + '/api/')) statuses.push(r.status() + ' ' + new URL(r.url()).pathname); });
  try {
    await page.goto(evil.url);
    // What a page may make a browser send anywhere without asking the
    // server first (simple requests: no CORS preflight).
    const sent = await page.evaluate(async ({ base, runId, qid, label, spec }) => {
      const post = async (path, body, type) => {
        try {
          await fetch(base + path, { method: 'POST', mode: 'no-cors', headers: { 'Content-Type': type }, body });
          return 'sent';
        } catch (e) { return 'failed: ' + e; }
      };
      return [
        await post('/api/runs?format=markdown', spec, 'text/plain'),
        await post('/api/runs', new URLSearchParams({ spec }).toString(), 'application/x-www-form-urlencoded'),
        await post('/api/runs/' + runId + '/answers', JSON.stringify({ answers: { [qid]: label } }), 'text/plain'),
        await post('/api/runs/' + runId + '/defaults', '', 'text/plain'),
        await post('/api/runs/' + runId + '/cancel', '', 'text/plain'),
      ];
    }, { base, runId, qid: q.id, label: q.options[0].label, spec });
    assert.deepEqual(sent, ['sent', 'sent', 'sent', 'sent', 'sent'], 'the browser sent every request');
    // And an HTML form, the oldest way: the browser navigates to the answer.
    await page.setContent(`<form method="post" enctype="text/plain" action="${base}/api/runs?format=markdown">` +
      '<input type="hidden" name="# Evil\n\n- FR-1: The portal shall be fast" value=".\n"></form>');
    const [nav] = await Promise.all([page.waitForNavigation(), page.evaluate(() => document.forms[0].submit())]);
    assert.equal(nav.status(), 403);
    assert.equal((await nav.json()).error.code, 'cross_origin');
    await shot(page, '17-cross-origin-refused');
  } finally {
    await page.close();
    await evil.close();
  }
  // The server refused every one of them: 403 cross_origin.
  assert.equal(statuses.length, 6, statuses.join(', '));
  for (const s of statuses) assert.match(s, /^403 /);
  // Nothing was created, and the run still waits with the same questions.
  assert.equal((await api('/api/runs?limit=1000')).body.runs.length, before);
  const run = await api('/api/runs/' + runId);
  assert.equal(run.body.status, 'interrupted');
  assert.deepEqual(run.body.questions.map((x) => x.id), waiting.body.questions.map((x) => x.id));
});

test('a page whose name was rebound to the server is refused (DNS rebinding)', async () => {
  const port = new URL(base).port;
  const origin = `http://rebind.test:${port}`;
  // A browser of its own: rebind.test is a name the attacker made resolve to
  // this machine, and Chromium's Local Network Access checks (which would
  // block a public page's requests to loopback before they are sent) are
  // off, as they are in browsers that lack them: the server has to refuse
  // the requests by itself.
  const rebinding = await chromium.launch({
    executablePath: process.env.CLARIFY_E2E_CHROMIUM || '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
      '--host-resolver-rules=MAP rebind.test 127.0.0.1',
      '--disable-features=LocalNetworkAccessChecks,BlockInsecurePrivateNetworkRequests,PrivateNetworkAccessSendPreflights'],
  });
  try {
    const page = await rebinding.newPage();
    // The attacker's page, served (here by the browser's router) under its
    // own name and the server's port; its requests then reach the server
    // as same-origin ones, able to read the answers.
    await page.route(origin + '/attack.html', (route) => route.fulfill({
      status: 200, contentType: 'text/html', body: '<!doctype html><title>rebound</title>',
    }));
    await page.goto(origin + '/attack.html');
    const got = await page.evaluate(async () => {
      const list = await fetch('/api/runs');
      const create = await fetch('/api/runs?format=markdown', {
        method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: '# T\n\n- FR-1: Session timeout shall be TBD.\n',
      });
      return { list: list.status, listBody: await list.text(), create: create.status, createBody: await create.text() };
    });
    assert.equal(got.list, 421, got.listBody);
    assert.equal(JSON.parse(got.listBody).error.code, 'unknown_host');
    assert.doesNotMatch(got.listBody, /run_id/, 'no stored run is read');
    assert.equal(got.create, 421, got.createBody);
  } finally {
    await rebinding.close();
  }
});
