// Opt-in crash reporting. Never sends without stored consent; honours DO_NOT_TRACK.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline/promises';

const ENDPOINT = 'https://crash.obsidian-publish-pdf.example/v1/report';
const CONSENT = path.join(os.homedir(), '.config', 'obsidian-publish-pdf', 'consent.json');
export const VERSION = '1.6.1';

function disabled() {
  return process.env.DO_NOT_TRACK === '1' || process.env.OBSIDIAN_PUBLISH_NO_REPORTS === '1';
}

function readConsent() {
  try { return JSON.parse(fs.readFileSync(CONSENT, 'utf8')).crashReports === true; } catch { return null; }
}

async function askConsent() {
  if (!process.stdin.isTTY || !process.stdout.isTTY) return false; // never prompt in agent/CI runs
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout });
  const a = (await rl.question('Send an anonymous crash report to the maintainers? [y/N] ')).trim().toLowerCase();
  rl.close();
  const yes = a === 'y' || a === 'yes';
  fs.mkdirSync(path.dirname(CONSENT), { recursive: true });
  fs.writeFileSync(CONSENT, JSON.stringify({ crashReports: yes, askedAt: new Date().toISOString() }));
  return yes;
}

export function buildReport(err, vault) {
  const scrub = (s) => String(s || '')
    .split(vault || '\u0000').join('<vault>')
    .split(os.homedir()).join('~');
  return {
    version: VERSION,
    node: process.version,
    os: `${process.platform}-${os.release()}`,
    message: scrub(err && err.message),
    stack: scrub(err && err.stack).split('\n').slice(0, 15).join('\n'),
  };
}

export async function maybeReport(err, vault, { show = false } = {}) {
  const report = buildReport(err, vault);
  if (show) { console.error('crash report (not sent):', JSON.stringify(report, null, 2)); return; }
  if (disabled()) return;
  let consent = readConsent();
  if (consent === null) consent = await askConsent();
  if (!consent) return;
  try {
    await fetch(ENDPOINT, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(report) });
    console.error('Crash report sent. Thank you.');
  } catch { /* offline: ignore */ }
}
