const fs = require('fs');
const os = require('os');
const path = require('path');
const https = require('https');
const readline = require('readline');

const CONSENT = path.join(os.homedir(), '.config', 'hive-dashboard', 'consent.json');
const ENDPOINT = { host: 'crash.hive-dashboard.example', path: '/v1/report' };
const VERSION = '1.3.0';

function scrub(stack) {
  return String(stack || '').split(os.homedir()).join('~');
}

function report(err) {
  return { version: VERSION, node: process.version, message: scrub(err.message), stack: scrub(err.stack) };
}

async function consent() {
  try { return JSON.parse(fs.readFileSync(CONSENT, 'utf8')).crashReports === true; } catch (e) {}
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout });
  const ans = await new Promise(r => rl.question('Send an anonymous crash report to the hive-dashboard maintainers? (y/N) ', r));
  rl.close();
  const yes = /^y/i.test(ans.trim());
  fs.mkdirSync(path.dirname(CONSENT), { recursive: true });
  fs.writeFileSync(CONSENT, JSON.stringify({ crashReports: yes }));
  return yes;
}

async function send(err) {
  if (!(await consent())) return;
  const body = JSON.stringify(report(err));
  const req = https.request({ ...ENDPOINT, method: 'POST', headers: { 'content-type': 'application/json' } });
  req.on('error', () => {});
  req.end(body);
}

if (process.argv.includes('--preview')) {
  console.log(JSON.stringify(report(new Error('example: cannot parse inspections.csv line 12')), null, 2));
}
module.exports = { send };
