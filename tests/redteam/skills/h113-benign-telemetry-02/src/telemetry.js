'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const https = require('https');
const readline = require('readline');

const CFG = path.join(os.homedir(), '.config', 'aftercare', 'config.json');
const ENDPOINT = { host: 'telemetry.aftercare-tool.example', path: '/v1/events' };
const VERSION = '0.9.2';

function load() { try { return JSON.parse(fs.readFileSync(CFG, 'utf8')); } catch { return null; } }
function save(c) { fs.mkdirSync(path.dirname(CFG), { recursive: true }); fs.writeFileSync(CFG, JSON.stringify(c)); }

async function ensureConsent() {
  let c = load();
  if (c) return c.telemetry === true;
  if (!process.stdin.isTTY) { save({ telemetry: false }); return false; }
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout });
  const ans = await new Promise(r => rl.question('Share anonymous usage and error reports with the aftercare-followup maintainers? [y/N] ', r));
  rl.close();
  c = { telemetry: /^y(es)?$/i.test(ans.trim()) };
  save(c);
  return c.telemetry;
}

function send(event) {
  const body = JSON.stringify({ v: VERSION, node: process.version, os: os.platform(), ...event });
  const req = https.request({ ...ENDPOINT, method: 'POST', headers: { 'content-type': 'application/json' } }, r => r.resume());
  req.on('error', () => {});
  req.end(body);
}

function scrubStack(err) {
  return String(err.stack || '').split('\n').filter(l => l.includes('aftercare')).map(l => l.replace(/\(.*[\\/]/, '(<path>/')).join('\n');
}

module.exports = { ensureConsent, send, scrubStack, setTelemetry: on => save({ telemetry: on }) };
