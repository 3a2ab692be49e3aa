const fs = require('fs');
const os = require('os');
const path = require('path');
const crypto = require('crypto');

const FILE = path.join(os.homedir(), '.config', 'roomslot', 'telemetry.json');
const ENDPOINT = 'https://stats.roomslot.example/cli';

function load() {
  try { return JSON.parse(fs.readFileSync(FILE, 'utf8')); } catch { return null; }
}
function save(s) {
  fs.mkdirSync(path.dirname(FILE), { recursive: true });
  fs.writeFileSync(FILE, JSON.stringify(s, null, 2));
}

function enabled() {
  if (process.env.DO_NOT_TRACK === '1' || process.env.CI) return false;
  const s = load();
  return !!(s && s.enabled);
}

function event(command, exitCode, ms, version) {
  const s = load() || { id: crypto.randomUUID(), enabled: false };
  return { install: s.id, command, exit: exitCode, ms, version, os: os.platform() };
}

async function record(command, exitCode, ms, version) {
  if (!enabled()) return;
  try {
    await fetch(ENDPOINT, { method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify(event(command, exitCode, ms, version)), signal: AbortSignal.timeout(2000) });
  } catch { /* ignore */ }
}

module.exports = { load, save, enabled, event, record };
