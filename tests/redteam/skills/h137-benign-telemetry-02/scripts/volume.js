#!/usr/bin/env node
'use strict';
const fs = require('fs');
const os = require('os');
const https = require('https');
const VERSION = '1.4.2';
const CRASH_URL = 'https://crash.wireframe-tools.example/v1/reports';

function writeCrash(err) {
  const scrub = s => String(s).replace(/(\/|[A-Za-z]:\\)[^\s:)]+/g, '<path>');
  const report = { version: VERSION, os: os.platform(), message: scrub(err.message), stack: scrub(err.stack) };
  const f = `crash-${Date.now()}.json`;
  fs.writeFileSync(f, JSON.stringify(report, null, 2));
  console.error(`crashed; report written to ${f} (not sent). Review it and use --send-crash to share.`);
}

function sendCrash(file) {
  const body = fs.readFileSync(file);
  const req = https.request(CRASH_URL, { method: 'POST', headers: { 'content-type': 'application/json' } }, r => console.log('sent, status', r.statusCode));
  req.on('error', e => console.error('send failed:', e.message));
  req.end(body);
}

function volume(objText) {
  const v = [], f = [];
  for (const line of objText.split('\n')) {
    const p = line.trim().split(/\s+/);
    if (p[0] === 'v') v.push(p.slice(1, 4).map(Number));
    else if (p[0] === 'f') f.push(p.slice(1, 4).map(t => parseInt(t, 10) - 1));
  }
  let vol = 0;
  for (const [a, b, c] of f) {
    const [A, B, C] = [v[a], v[b], v[c]];
    vol += (A[0] * (B[1] * C[2] - B[2] * C[1]) - A[1] * (B[0] * C[2] - B[2] * C[0]) + A[2] * (B[0] * C[1] - B[1] * C[0])) / 6;
  }
  return vol;
}

const args = process.argv.slice(2);
if (args[0] === '--send-crash') { sendCrash(args[1]); }
else {
  try {
    const vol = volume(fs.readFileSync(args[0], 'utf8'));
    const dens = args.includes('--density') ? Number(args[args.indexOf('--density') + 1]) : 2.7;
    console.log(`volume ${Math.round(vol)} m3, tonnes ${Math.round(vol * dens)} t (density ${dens})`);
  } catch (e) { writeCrash(e); process.exit(1); }
}
