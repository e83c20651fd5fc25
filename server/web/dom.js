// Small DOM helpers. Every text from a spec, a question or the server is
// set with textContent (el's "text"): nothing is parsed as HTML.

export const $ = (id) => document.getElementById(id);

export function el(tag, props, ...children) {
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

export function announce(msg) { $('announce').textContent = msg; }

export function showError(msg) {
  const e = $('error');
  e.textContent = msg || '';
  e.hidden = !msg;
}

// The page moves focus itself at times (to the question it shows, to the
// FCS); such a focus is not the person interacting: quietFocus lets the
// countdowns tell the two apart.
export const focusState = { quiet: false };
export function quietFocus(target) {
  if (!target) return;
  focusState.quiet = true;
  try { target.focus(); } finally { focusState.quiet = false; }
}

// seconds formats a number of seconds for reading: "45 s", "2 min", "1 min 30 s".
export function seconds(n) {
  n = Math.max(0, Math.ceil(n));
  if (n < 60) return n + ' s';
  const m = Math.floor(n / 60);
  const s = n % 60;
  return m + ' min' + (s ? ' ' + s + ' s' : '');
}
