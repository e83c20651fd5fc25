// Answers in the answers-file form of the API (fcs.ParseAnswers): null (no
// answer: the question stays open), {labels: […], source} or
// {custom: "…", source}. Answers the server sends back come in the FCS's
// form ({question_id, selected, custom, source}) or any answers-file form.

// normalize turns any accepted answer form into {labels, source},
// {custom, source} or null.
export function normalize(a) {
  if (a == null) return null;
  if (typeof a === 'string') return { labels: [a], source: 'user' };
  if (Array.isArray(a)) return { labels: a.slice(), source: 'user' };
  const source = a.source || 'user';
  if (Array.isArray(a.selected) && a.selected.length) return { labels: a.selected.slice(), source };
  if (Array.isArray(a.labels) && a.labels.length) return { labels: a.labels.slice(), source };
  if (typeof a.label === 'string') return { labels: [a.label], source };
  if (typeof a.custom === 'string' && a.custom !== '') return { custom: a.custom, source };
  return null;
}

// text is an answer in words: the chosen labels or the custom text.
export function text(a) {
  if (!a) return 'no answer (open)';
  return a.labels ? a.labels.join('; ') : a.custom;
}

export const SOURCES = {
  user: 'given by you',
  default: 'recommended answer (default)',
  timeout: 'recommended answer (countdown ran out)',
};

export function sourceText(source) { return SOURCES[source] || source; }

// same reports whether two normalized answers are equal.
export function same(a, b) { return JSON.stringify(a ?? null) === JSON.stringify(b ?? null); }
