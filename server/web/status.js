// The words the page uses for statuses: the same word in the steps, the
// graph, the list of runs and the announcements. The API says
// "interrupted" for a run that waits for answers; the page never does.
const WORDS = {
  pending: 'pending',
  running: 'running',
  completed: 'done',
  skipped: 'skipped',
  interrupted: 'waiting for answers',
  failed: 'failed',
  cancelled: 'cancelled',
};

// statusWord returns the page's word for a run or node status.
export function statusWord(status) {
  return WORDS[status] || String(status || 'pending');
}

// runWord describes a run of GET /api/runs: its status, or that it was
// left running by a process that stopped.
export function runWord(run) {
  if (run.abandoned) return 'stopped while running (resumable)';
  return statusWord(run.status);
}
