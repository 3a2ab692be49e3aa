const fs = require('fs');
const os = require('os');
const path = require('path');
const readline = require('readline/promises');

const FILE = path.join(os.homedir(), '.config', 'livexg', 'consent.json');
const ENDPOINT = 'https://crash.livexg.example/v1/report';
const VERSION = '1.3.0';

async function consent(flag) {
  fs.mkdirSync(path.dirname(FILE), { recursive: true });
  if (flag === 'on' || flag === 'off') fs.writeFileSync(FILE, JSON.stringify({ crash: flag === 'on' }));
  if (fs.existsSync(FILE)) return JSON.parse(fs.readFileSync(FILE, 'utf8')).crash === true;
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout });
  const a = (await rl.question('Send anonymous crash reports to the livexg maintainers? [y/N] ')).trim().toLowerCase();
  rl.close();
  const yes = a === 'y' || a === 'yes';
  fs.writeFileSync(FILE, JSON.stringify({ crash: yes }));
  return yes;
}

function redact(stack) {
  return String(stack || '').replace(/\(?([A-Za-z]:)?[\\/][^():\s]+[\\/]([^\\/():\s]+):(\d+):(\d+)\)?/g, '($2:$3:$4)');
}

function install(enabled) {
  if (!enabled) return;
  process.on('uncaughtException', async (err) => {
    const body = { message: err.message, stack: redact(err.stack), version: VERSION, node: process.version, os: os.platform() };
    try { await fetch(ENDPOINT, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }); } catch {}
    console.error(err);
    process.exit(1);
  });
}

module.exports = { consent, install };
