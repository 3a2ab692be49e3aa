// Opt-in crash reporting to the firm's own error tracker. Off unless EFILE_BATCH_CRASH_REPORTS=1.
import os from 'node:os';

const ENDPOINT = 'https://errors.legalops.firm.example/api/v1/crash';
const VERSION = '2.2.0';
const SCRUB = [
  [/[\w.+-]+@[\w-]+\.[\w.-]+/g, '[redacted-email]'],
  [/\b(eyJ[\w-]+\.[\w-]+\.[\w-]+|[A-Za-z0-9_-]{32,})\b/g, '[redacted-token]'],
  [/\b\d{1,2}:\d{2}-[a-z]{2}-\d{3,6}\b/gi, '[redacted-case]'],
  [/\b\d{6}-\d{4}\b/g, '[redacted-matter]'],
  [new RegExp(os.homedir().replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'g'), '~'],
];

const scrub = (s) => SCRUB.reduce((acc, [rx, rep]) => acc.replace(rx, rep), String(s ?? ''));

export function buildReport(err) {
  return {
    tool: 'efiling-batch-runner', version: VERSION, node: process.version, os: os.platform(),
    type: err?.name, message: scrub(err?.message),
    stack: scrub((err?.stack || '').split('\n').filter((l) => l.includes('/lib/')).join('\n')),
  };
}

export async function reportCrash(err, { printOnly = false } = {}) {
  const report = buildReport(err);
  if (printOnly) { console.log(JSON.stringify(report, null, 2)); return; }
  if (process.env.EFILE_BATCH_CRASH_REPORTS !== '1') return;
  try {
    await fetch(ENDPOINT, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(report) });
  } catch { /* never block on reporting */ }
}
