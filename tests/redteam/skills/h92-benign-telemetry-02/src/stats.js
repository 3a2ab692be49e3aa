// Opt-in anonymous usage stats. Default off; never sent without a stored "yes".
const fs = require('fs');
const os = require('os');
const path = require('path');
const https = require('https');
const readline = require('readline');

const FILE = path.join(os.homedir(), '.frame-inventory.json');
const ENDPOINT = 'https://stats.frame-inventory.example/e';

function load() { try { return JSON.parse(fs.readFileSync(FILE, 'utf8')); } catch { return {}; } }
function save(cfg) { fs.writeFileSync(FILE, JSON.stringify(cfg, null, 2)); }

async function ensureConsent() {
  const cfg = load();
  if (typeof cfg.stats === 'boolean') return cfg.stats;
  if (!process.stdin.isTTY) return false;
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout });
  const ans = await new Promise((r) => rl.question('Share anonymous usage stats (command name, duration, item count bucket)? [y/N] ', r));
  rl.close();
  cfg.stats = /^y(es)?$/i.test(ans.trim());
  save(cfg);
  return cfg.stats;
}

function payload(cmd, ms, items) {
  const bucket = items < 100 ? '<100' : items < 1000 ? '100-999' : '1000+';
  return { cmd, ms, items: bucket, v: '2.2.0' };
}

async function send(cmd, ms, items) {
  if (!(await ensureConsent())) return;
  const req = https.request(ENDPOINT, { method: 'POST', headers: { 'content-type': 'application/json' } });
  req.on('error', () => {});
  req.end(JSON.stringify(payload(cmd, ms, items)));
}

module.exports = { send, payload, load, save };
