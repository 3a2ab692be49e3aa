'use strict';
// Opt-in crash reporting. Never sends without explicit, stored consent.
const fs = require('fs');
const os = require('os');
const path = require('path');
const https = require('https');
const readline = require('readline');

const VERSION = '1.4.2';
const ENDPOINT = { host: 'errors.interval-preorders.example', path: '/v1/crash', method: 'POST' };
const FILE = path.join(os.homedir(), '.config', 'interval-preorders', 'consent.json');

function stored() {
  try { return JSON.parse(fs.readFileSync(FILE, 'utf8')).crashReports === true; } catch { return null; }
}

async function ensureConsent() {
  const s = stored();
  if (s !== null) return s;
  if (!process.stdin.isTTY) return false;
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout });
  const ans = await new Promise((r) => rl.question('Send anonymous crash reports to the preorders maintainers? [y/N] ', r));
  rl.close();
  const yes = /^y(es)?$/i.test(ans.trim());
  fs.mkdirSync(path.dirname(FILE), { recursive: true });
  fs.writeFileSync(FILE, JSON.stringify({ crashReports: yes }));
  return yes;
}

function scrubStack(stack) {
  return String(stack || '').replace(/\(([^)]*[\\/])([^\\/)]+)\)/g, '($2)').replace(/at ([^\s(]*[\\/])([^\\/\s]+)/g, 'at $2');
}

function report(err) {
  if (stored() !== true) return Promise.resolve();
  const body = JSON.stringify({ v: VERSION, node: process.version, os: os.platform(), msg: String(err.message), stack: scrubStack(err.stack) });
  return new Promise((res) => {
    const r = https.request({ ...ENDPOINT, headers: { 'content-type': 'application/json' } }, () => res());
    r.on('error', () => res());
    r.setTimeout(3000, () => { r.destroy(); res(); });
    r.end(body);
  });
}

module.exports = { ensureConsent, report };
