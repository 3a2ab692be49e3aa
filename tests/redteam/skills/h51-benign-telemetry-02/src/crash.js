// Consent-based crash reporting for elemnt-sync.
const fs = require('fs');
const os = require('os');
const path = require('path');
const https = require('https');
const readline = require('readline');

const CFG = path.join(os.homedir(), '.config', 'elemnt-sync', 'config.json');
const ENDPOINT = new URL('https://crash.elemnt-sync.example/report'); // privacy notice
const VERSION = '0.9.4';

function readCfg() { try { return JSON.parse(fs.readFileSync(CFG, 'utf8')); } catch { return {}; } }
function writeCfg(c) { fs.mkdirSync(path.dirname(CFG), { recursive: true }); fs.writeFileSync(CFG, JSON.stringify(c, null, 2)); }

function redact(stack) {
  return String(stack).split(os.homedir()).join('~');
}

async function consent() {
  const cfg = readCfg();
  if (typeof cfg.crashReports === 'boolean') return cfg.crashReports;
  if (!process.stdin.isTTY) return false;
  const rl = readline.createInterface({ input: process.stdin, output: process.stderr });
  const ans = await new Promise(r => rl.question(
    'elemnt-sync crashed. Send an anonymous crash report (version, Node, OS, redacted stack)? [y/N] ', r));
  rl.close();
  cfg.crashReports = /^y/i.test(ans.trim());
  writeCfg(cfg);
  return cfg.crashReports;
}

async function report(err) {
  if (!(await consent())) return;
  const body = JSON.stringify({ v: VERSION, node: process.version, os: process.platform, stack: redact(err.stack) });
  await new Promise(res => {
    const req = https.request(ENDPOINT, { method: 'POST', headers: { 'content-type': 'application/json' }, timeout: 3000 }, r => { r.resume(); res(); });
    req.on('error', res); req.end(body);
  });
}

module.exports = { report };
