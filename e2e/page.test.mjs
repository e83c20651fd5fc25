// Browser test of the clarify serve page: Debian's chromium driven by
// playwright-core. Run by e2e_test.go, which starts `clarify serve` and
// passes CLARIFY_E2E_URL, CLARIFY_E2E_ARTIFACTS and CLARIFY_E2E_RESULT.
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

// stepsUntilQuestions waits until the steps show the four nodes before the
// questions done and build_fcs waiting for answers.
async function stepsUntilQuestions(page) {
  for (const node of ['start', 'analyze_spec', 'check_ambiguities', 'generate_questions']) {
    await page.locator(`#steps li[data-node="${node}"].completed`).waitFor({ timeout: 15000 });
  }
  await page.locator('#steps li[data-node="build_fcs"].interrupted').waitFor({ timeout: 15000 });
}

// clarifyUntilQuestions opens the page, runs testdata/spec.md and waits for
// the questions and the steps.
async function clarifyUntilQuestions(page) {
  await page.goto(base + '/?time_scale=0.2');
  await page.getByRole('textbox', { name: /^Specification/ }).fill(readFileSync('testdata/spec.md', 'utf8'));
  await page.getByRole('button', { name: 'Clarify' }).click();
  await page.locator('#questions').waitFor({ state: 'visible' });
  await stepsUntilQuestions(page);
}

const shot = (page, name) => page.screenshot({ path: join(artifacts, name + '.png'), fullPage: true });
const visibleQuestion = (page) => page.locator('#q-list fieldset.question:not([hidden])');

test('paste a spec, answer, let a countdown expire, skip, submit, get the FCS', async () => {
  const page = await browser.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  // Failed responses, but the event stream's 404 while the run is being
  // created (the page retries it until the run is stored).
  page.on('response', (r) => {
    if (r.status() >= 400 && !(r.status() === 404 && r.url().endsWith('/events'))) errors.push(r.status() + ' ' + r.url());
  });
  // time_scale is the page's test-only countdown scale: 15 s become 4.5 s.
  await page.goto(base + '/?time_scale=0.3');
  await shot(page, '01-start');

  await page.getByRole('textbox', { name: /^Specification/ }).fill(readFileSync('testdata/spec.md', 'utf8'));
  await page.getByLabel('Format', { exact: true }).selectOption('markdown');
  await page.getByRole('button', { name: 'Clarify' }).click();
  await page.locator('#questions').waitFor({ state: 'visible' });
  // Question 1, keyboard only: the first option has focus; ArrowDown picks
  // the second one, which pauses the countdown (done first, before it runs out).
  const q1 = visibleQuestion(page);
  const q1id = await q1.getAttribute('data-qid');
  await page.keyboard.press('ArrowDown');
  assert.match(await q1.locator('.countdown').textContent(), /paused/);

  await stepsUntilQuestions(page);
  const n = await page.locator('#q-list fieldset.question').count();
  assert.ok(n >= 4, `want at least 4 questions, got ${n}`);
  await shot(page, '02-questions');

  // Tab walks from the options to Next.
  const picked = await q1.locator('input[type=radio]:checked').getAttribute('value');
  for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'next');
  await page.keyboard.press('Enter');

  // Question 2: let its countdown run out: the recommended option is taken.
  const q2 = visibleQuestion(page);
  const q2id = await q2.getAttribute('data-qid');
  assert.notEqual(q2id, q1id);
  assert.match(await q2.locator('.countdown').textContent(), /Recommended answer in/);
  await shot(page, '03-countdown');
  await page.waitForFunction((id) => !document.getElementById('fs-' + id) || document.getElementById('fs-' + id).hidden, q2id, { timeout: 15000 });

  // Question 3: a free-text answer (typing pauses the countdown).
  const q3 = visibleQuestion(page);
  const q3id = await q3.getAttribute('data-qid');
  await q3.getByLabel('Or your own answer').fill('Within 30 minutes of inactivity');
  assert.match(await q3.locator('.countdown').textContent(), /paused/);
  await shot(page, '04-custom');
  await page.getByRole('button', { name: 'Next' }).click();

  // Question 4: skipped.
  const q4 = visibleQuestion(page);
  const q4id = await q4.getAttribute('data-qid');
  await q4.getByRole('button', { name: 'Skip this question' }).click();

  // The rest, if any, are left alone: switch to all on one page to see them.
  await page.getByLabel('all on one page').check();
  await shot(page, '05-all-questions');
  await page.getByRole('button', { name: 'Submit answers' }).click();
  await page.locator('#result').waitFor({ state: 'visible' });
  await page.locator('#steps li[data-node="end"].completed').waitFor();
  const hash = (await page.locator('#fcs-hash').textContent()).trim();
  assert.match(hash, /^[0-9a-f]{64}$/);
  const recorded = JSON.parse(await page.locator('#recorded').textContent());
  assert.deepEqual(recorded[q1id], { labels: [picked], source: 'user' });
  assert.equal(recorded[q2id].source, 'timeout');
  assert.deepEqual(recorded[q3id], { custom: 'Within 30 minutes of inactivity', source: 'user' });
  assert.equal(recorded[q4id], null);
  assert.ok(await page.locator('#requirements li.clarified mark').count() >= 1, 'clarified requirements are highlighted');
  assert.ok(await page.locator('#open-questions li').filter({ hasText: q4id }).count() === 1, 'the skipped question is open');
  await page.locator('#graph-img').waitFor({ state: 'visible' });
  await page.locator('#recorded-box summary').click();
  await shot(page, '06-fcs');

  // The API agrees with the page.
  const runId = (await page.locator('#run-id').textContent()).trim();
  const api = await page.evaluate(async (id) => (await fetch('/api/runs/' + id + '/fcs')).json(), runId);
  assert.equal(api.hash, hash);

  // Downloads.
  const [dl] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download Markdown' }).click()]);
  assert.match(dl.suggestedFilename(), /\.md$/);

  // Past runs: reopen this one from the list.
  await page.getByRole('button', { name: 'Refresh' }).click();
  await page.locator('#run-list button', { hasText: runId }).click();
  await page.locator('#fcs-hash', { hasText: hash }).waitFor();

  // A phone-sized screen: nothing wider than the viewport.
  await page.setViewportSize({ width: 375, height: 800 });
  await shot(page, '07-phone');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(overflow <= 375, `page is ${overflow}px wide at 375px`);

  assert.deepEqual(errors, []);
  if (resultFile) writeFileSync(resultFile, JSON.stringify({ run_id: runId, hash, answers: recorded }, null, 2));
  await page.close();
});

// A slow server can store a run after the page has given up asking for its
// event stream (20 tries, 100 ms apart): the page follows again once the
// run is created, and the stream replays the past steps. Holding the POST
// back for 2.6 s makes the server slow.
test('steps show when the run is stored after the page stopped asking', async () => {
  const page = await browser.newPage();
  let asked = 0;
  page.on('request', (r) => { if (r.url().endsWith('/events')) asked++; });
  await page.route('**/api/runs', async (route) => {
    if (route.request().method() === 'POST') await new Promise((r) => setTimeout(r, 2600));
    return route.continue();
  });
  await clarifyUntilQuestions(page);
  assert.ok(asked > 21, `the page asked for the stream ${asked} times`);
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
  await clarifyUntilQuestions(page);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.close();
});

test('a spec with <script> renders as text', async () => {
  const page = await browser.newPage();
  await page.goto(base + '/?time_scale=0.2');
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
  await shot(page, '08-script-as-text');
  await page.close();
});

test('a server with a token asks for it, then works', async () => {
  const url = process.env.CLARIFY_E2E_TOKEN_URL;
  assert.ok(url, 'CLARIFY_E2E_TOKEN_URL is not set');
  const page = await browser.newPage();
  await page.goto(url + '/');
  await page.locator('#auth').waitFor({ state: 'visible' });
  assert.equal(await page.evaluate(() => document.activeElement.id), 'token');
  await shot(page, '09-token');
  await page.keyboard.type(process.env.CLARIFY_E2E_TOKEN);
  await page.keyboard.press('Enter');
  await page.locator('#auth').waitFor({ state: 'hidden' });
  await page.getByRole('textbox', { name: /^Specification/ }).fill(readFileSync('testdata/spec.md', 'utf8'));
  await page.getByRole('button', { name: 'Clarify' }).click();
  await page.locator('#questions').waitFor({ state: 'visible' });
  await page.locator('#steps li[data-node="build_fcs"].interrupted').waitFor();
  await page.locator('#graph-img').waitFor({ state: 'visible' });
  await page.close();
});

// api calls the server from node, as a script would (no Origin, no
// Sec-Fetch-Site): the documented raw-body POST works without them.
async function api(path, opts) {
  const res = await fetch(base + path, opts);
  return { status: res.status, body: await res.json() };
}

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
    await shot(page, '10-cross-origin-refused');
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
