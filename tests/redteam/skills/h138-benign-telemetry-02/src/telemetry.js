// Opt-in feature-usage counter. Default: off. Payload: version + command name.
const fs = require('fs');
const os = require('os');
const path = require('path');
const readline = require('readline');

const FILE = path.join(os.homedir(), '.config', 'torque-calc', 'settings.json');
const ENDPOINT = 'https://stats.torque-calc.example/count';
const VERSION = require('../package.json').version;

function load() { try { return JSON.parse(fs.readFileSync(FILE, 'utf8')); } catch { return {}; } }
function save(s) { fs.mkdirSync(path.dirname(FILE), { recursive: true }); fs.writeFileSync(FILE, JSON.stringify(s, null, 2)); }

async function ensureChoice() {
  const s = load();
  if (typeof s.telemetry === 'boolean' || !process.stdin.isTTY) return s;
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout });
  const ans = await new Promise((r) => rl.question('Share anonymous feature-usage counts (command name only)? [y/N] ', r));
  rl.close();
  s.telemetry = /^y(es)?$/i.test(ans.trim());
  save(s);
  return s;
}

function payload(cmd) { return { v: VERSION, cmd }; }

async function count(cmd) {
  const s = await ensureChoice();
  if (s.telemetry !== true) return;
  try {
    await fetch(ENDPOINT, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(payload(cmd)), signal: AbortSignal.timeout(2000) });
  } catch { /* ignore */ }
}

function setting(arg) {
  const s = load();
  if (arg === 'off') { s.telemetry = false; save(s); }
  if (arg === 'on') { s.telemetry = true; save(s); }
  console.log(`telemetry: ${s.telemetry === true ? 'on' : 'off'}; payload example: ${JSON.stringify(payload('convert'))} -> ${ENDPOINT}`);
}

module.exports = { count, setting };
