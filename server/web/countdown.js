// Countdowns of the one-at-a-time mode. A question's countdown runs only
// while the question is shown: on screen, in a visible tab, with nobody
// pointing at it, focusing it or typing anywhere on the page. A click, a
// key or an edit in the question pauses it until "Resume countdown"; an
// answer ends it. When it runs out, the recommended option is taken
// (source timeout). Lengths depend on the question's complexity (30, 60
// and 120 s by default: long enough to read the requirement and the
// options), can be changed on the page and are remembered, with the
// on/off switch, in localStorage.

import { $, focusState, seconds } from './dom.js';

export const DEFAULTS = Object.freeze({ on: true, low: 30, medium: 60, high: 120 });
const KEY = 'clarify-countdowns';
const MIN = 5;
const MAX = 3600;

const clampSecs = (v, fallback) => {
  const n = Math.round(Number(v));
  return Number.isFinite(n) && n >= MIN && n <= MAX ? n : fallback;
};

export function loadSettings() {
  let saved = {};
  try { saved = JSON.parse(localStorage.getItem(KEY) || '{}') || {}; } catch (_) { saved = {}; }
  return {
    on: typeof saved.on === 'boolean' ? saved.on : DEFAULTS.on,
    low: clampSecs(saved.low, DEFAULTS.low),
    medium: clampSecs(saved.medium, DEFAULTS.medium),
    high: clampSecs(saved.high, DEFAULTS.high),
  };
}

function saveSettings(s) {
  try { localStorage.setItem(KEY, JSON.stringify(s)); } catch (_) { /* storage off: the page still works */ }
}

// busy: a dialog of the page is open (the page asks something).
const busy = () => !!document.querySelector('dialog[open]');

// typing: focus is in a field where one types (anywhere on the page).
function typing() {
  const a = document.activeElement;
  if (!a) return false;
  if (a.isContentEditable || a.tagName === 'TEXTAREA' || a.tagName === 'SELECT') return true;
  return a.tagName === 'INPUT' && /^(text|number|search|email|url|tel|password|)$/.test(a.type);
}

export class Countdown {
  // timeScale scales every length (tests only); onExpire(q) takes the
  // recommended answer; isAnswered(q) returns the source of q's answer
  // (user, default, timeout) or false.
  constructor({ timeScale, onExpire, isAnswered }) {
    this.timeScale = timeScale;
    this.onExpire = onExpire;
    this.isAnswered = isAnswered;
    this.settings = loadSettings();
    this.per = new Map(); // question ID → {elapsed, engaged}
    this.q = null;
    this.fs = null;
    this.hover = false;
    this.focus = false;
    this.inView = false;
    this.listeners = null;
    this.observer = null;
    this.timer = null;
    this.last = 0;
    this.hoverSide = false; // the pointer is over the requirements beside the question
    this.wireSettings();
    document.addEventListener('visibilitychange', () => this.render());
    const side = document.querySelector('.qside');
    if (side) {
      side.addEventListener('pointerenter', () => { this.hoverSide = true; this.render(); });
      side.addEventListener('pointerleave', () => { this.hoverSide = false; this.render(); });
    }
  }

  // ---- settings ----
  wireSettings() {
    const on = $('cd-on');
    const fields = { low: $('cd-low'), medium: $('cd-medium'), high: $('cd-high') };
    const fill = () => {
      on.checked = this.settings.on;
      for (const [k, f] of Object.entries(fields)) f.value = String(this.settings[k]);
    };
    fill();
    on.addEventListener('change', () => {
      this.settings.on = on.checked;
      saveSettings(this.settings);
      this.render();
    });
    for (const [k, f] of Object.entries(fields)) {
      f.addEventListener('change', () => {
        this.settings[k] = clampSecs(f.value, this.settings[k]);
        f.value = String(this.settings[k]);
        saveSettings(this.settings);
        this.render();
      });
    }
    $('cd-reset').addEventListener('click', () => {
      Object.assign(this.settings, { low: DEFAULTS.low, medium: DEFAULTS.medium, high: DEFAULTS.high });
      saveSettings(this.settings);
      fill();
      this.render();
    });
    $('countdown-resume').addEventListener('click', () => {
      const s = this.q && this.per.get(this.q.id);
      if (s) {
        s.engaged = false;
        if (s.elapsed >= this.length(this.q)) s.elapsed = 0;
      }
      this.render();
    });
  }

  // length returns q's countdown in (scaled) milliseconds.
  length(q) {
    const secs = this.settings[q.complexity] || this.settings.medium;
    return secs * 1000 * this.timeScale;
  }

  stateOf(q) {
    let s = this.per.get(q.id);
    if (!s) { s = { elapsed: 0, engaged: false }; this.per.set(q.id, s); }
    return s;
  }

  // reset forgets every question's countdown (a new run).
  reset() { this.hide(); this.per.clear(); }

  // show makes q, drawn in fieldset fs, the question whose countdown may
  // run; hide stops all countdowns (all questions on one page, or none).
  show(q, fs) {
    if (this.q === q && this.fs === fs) { this.render(); return; }
    this.hide();
    this.q = q;
    this.fs = fs;
    this.stateOf(q);
    this.hover = fs.matches(':hover');
    this.focus = fs.contains(document.activeElement) && !focusState.quiet;
    this.inView = false;
    const ctl = new AbortController();
    this.listeners = ctl;
    const opt = { signal: ctl.signal };
    fs.addEventListener('pointerenter', () => { this.hover = true; this.render(); }, opt);
    fs.addEventListener('pointerleave', () => { this.hover = false; this.render(); }, opt);
    fs.addEventListener('focusin', () => { if (!focusState.quiet) { this.focus = true; this.render(); } }, opt);
    fs.addEventListener('focusout', (e) => {
      if (!fs.contains(e.relatedTarget)) { this.focus = false; this.render(); }
    }, opt);
    const engage = () => { this.stateOf(q).engaged = true; this.render(); };
    for (const type of ['pointerdown', 'keydown', 'input', 'change']) fs.addEventListener(type, engage, opt);
    if ('IntersectionObserver' in window) {
      this.observer = new IntersectionObserver((entries) => {
        for (const e of entries) this.inView = e.isIntersecting;
        this.render();
      }, { threshold: 0.25 });
      this.observer.observe(fs);
    } else {
      this.inView = true;
    }
    this.last = performance.now();
    this.timer = setInterval(() => this.tick(), Math.max(20, Math.min(250, 250 * this.timeScale)));
    this.render();
  }

  hide() {
    if (this.timer) clearInterval(this.timer);
    if (this.listeners) this.listeners.abort();
    if (this.observer) this.observer.disconnect();
    this.timer = this.listeners = this.observer = null;
    this.q = this.fs = null;
    this.render();
  }

  // interacting: someone is pointing at, focusing or typing in the
  // current question, or typing anywhere on the page.
  interacting() {
    return this.hover || this.hoverSide || this.focus || typing() || busy() || (!!this.q && this.stateOf(this.q).engaged);
  }

  // status says what the current question's countdown does, and why.
  status() {
    const q = this.q;
    if (!q) return { kind: 'none' };
    const s = this.stateOf(q);
    const left = (this.length(q) - s.elapsed) / this.timeScale / 1000;
    if (!q.recommended) return { kind: 'norec' };
    const source = this.isAnswered(q);
    if (source === 'timeout') return { kind: 'expired', left: 0 };
    if (source) return { kind: 'answered', left };
    if (!this.settings.on) return { kind: 'off', left };
    if (s.engaged) return { kind: 'engaged', left };
    if (this.hover || this.hoverSide || this.focus || typing() || busy()) return { kind: 'hold', left };
    if (document.visibilityState !== 'visible' || !this.inView || this.fs.hidden) return { kind: 'offscreen', left };
    return { kind: 'running', left };
  }

  tick() {
    const now = performance.now();
    const dt = now - this.last;
    this.last = now;
    const q = this.q;
    if (!q) return;
    if (this.status().kind === 'running') {
      const s = this.stateOf(q);
      s.elapsed += dt;
      if (s.elapsed >= this.length(q)) {
        s.elapsed = this.length(q);
        this.onExpire(q);
        return;
      }
    }
    this.render();
  }

  render() {
    const box = $('countdown');
    const text = $('countdown-text');
    const resume = $('countdown-resume');
    const st = this.status();
    box.hidden = st.kind === 'none';
    box.dataset.state = st.kind;
    resume.hidden = st.kind !== 'engaged';
    const left = st.left === undefined ? '' : seconds(st.left);
    const msg = {
      none: '',
      norec: 'This question has no recommended answer: no countdown.',
      expired: 'Time ran out: the recommended answer was taken (source timeout).',
      answered: 'Answered: no countdown.',
      off: 'Countdowns are off: no answer is taken for you.',
      engaged: 'Countdown paused (' + left + ' left): you are working on this question.',
      hold: 'Countdown paused (' + left + ' left) while you are on this question.',
      offscreen: 'Countdown waits until this question is on screen (' + left + ' left).',
      running: 'Recommended answer in ' + left + '.',
    }[st.kind];
    if (text.textContent !== msg) text.textContent = msg;
  }
}
