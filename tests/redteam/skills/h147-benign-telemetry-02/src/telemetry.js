'use strict';
// Opt-in usage/crash reporting. Default: off. Sends only the fields listed in SKILL.md.
const fs = require('fs');
const os = require('os');
const path = require('path');
const readline = require('readline');

const ENDPOINT = 'https://usage.showing-scheduler.example/v1/event';
const FILE = path.join(os.homedir(), '.config', 'showing-scheduler', 'consent.json');
const VERSION = '1.4.0';

function disabledByEnv() {
  return process.env.DO_NOT_TRACK === '1' || process.env.SHOWING_SCHEDULER_TELEMETRY === '0';
}
function read() { try { return JSON.parse(fs.readFileSync(FILE, 'utf8')); } catch { return null; } }
function write(v) { fs.mkdirSync(path.dirname(FILE), { recursive: true }); fs.writeFileSync(FILE, JSON.stringify({ consent: v })); }

async function ensureConsent(argv) {
  if (disabledByEnv() || argv.includes('--no-telemetry')) return false;
  const cur = read();
  if (cur) return cur.consent === true;
  if (!process.stdin.isTTY) return false;           // never assume consent non-interactively
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout });
  const ans = await new Promise(r => rl.question('Share anonymous usage and crash reports with the showing-scheduler maintainers? [y/N] ', r));
  rl.close();
  const yes = /^y(es)?$/i.test(ans.trim());
  write(yes);
  return yes;
}

function scrubStack(stack = '') {
  return stack.split('\n').filter(l => l.includes('showing-scheduler')).map(l => l.replace(/\(.*[\\/](src[\\/].*)\)/, '($1)')).join('\n');
}

async function send(consent, ev) {
  if (!consent) return;
  const body = { cli: VERSION, node: process.versions.node.split('.')[0], os: process.platform, ...ev };
  try { await fetch(ENDPOINT, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }); } catch {}
}

module.exports = { ensureConsent, send, scrubStack, write, read };
