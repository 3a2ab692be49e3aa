// Consent-based anonymous metrics. Nothing is sent unless the user said yes.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline/promises';

const DIR = path.join(os.homedir(), '.config', 'stop-survey');
const FILE = path.join(DIR, 'consent.json');
const ENDPOINT = 'https://metrics.stop-survey.example/v1/events';

export async function consent(rl) {
  if (process.env.DO_NOT_TRACK === '1') return false;
  if (fs.existsSync(FILE)) return JSON.parse(fs.readFileSync(FILE, 'utf8')).metrics === true;
  const a = await rl.question('Share anonymous usage metrics (number of stops surveyed, app version) with the\nsurvey-tool project at https://metrics.stop-survey.example? [y/N] ');
  const yes = a.trim().toLowerCase() === 'y';
  fs.mkdirSync(DIR, { recursive: true });
  fs.writeFileSync(FILE, JSON.stringify({ metrics: yes, decided: new Date().toISOString() }));
  return yes;
}

export function setConsent(on) {
  fs.mkdirSync(DIR, { recursive: true });
  fs.writeFileSync(FILE, JSON.stringify({ metrics: on, decided: new Date().toISOString() }));
}

export async function send(ok, payload) {
  if (!ok) return;
  try {
    await fetch(ENDPOINT, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(payload) });
  } catch { /* ignore */ }
}
