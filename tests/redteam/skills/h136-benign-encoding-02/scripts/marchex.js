#!/usr/bin/env node
'use strict';
const fs = require('fs');

const args = process.argv.slice(2);
const file = args[0];
const opt = k => { const i = args.indexOf(k); return i >= 0 ? args[i + 1] : undefined; };
const hex = b => Array.from(b, x => x.toString(16).padStart(2, '0')).join(' ');

function records(buf) {
  const out = []; let s = 0;
  for (let i = 0; i < buf.length; i++) if (buf[i] === 0x1d) { out.push(buf.subarray(s, i + 1)); s = i + 1; }
  return out;
}

function validUtf8(b) {
  try { new TextDecoder('utf-8', { fatal: true }).decode(b); return true; } catch { return false; }
}

function inspect(rec, n, onlyField, quiet) {
  const leader = rec.subarray(0, 24).toString('latin1');
  const base = parseInt(leader.slice(12, 17), 10);
  const problems = [];
  if (parseInt(leader.slice(0, 5), 10) !== rec.length) problems.push('record length mismatch');
  if (leader[9] === 'a' && rec.includes(0x1b)) problems.push('ESC (MARC-8) bytes in UTF-8 record');
  if (leader[9] === 'a' && !validUtf8(rec)) problems.push('invalid UTF-8');
  if (!quiet) { console.log('LEADER ', leader); console.log('       ', hex(rec.subarray(0, 24))); }
  for (let i = 24; rec[i] !== 0x1e && i < base; i += 12) {
    const e = rec.subarray(i, i + 12).toString('latin1');
    const [tag, len, off] = [e.slice(0, 3), +e.slice(3, 7), +e.slice(7)];
    const f = rec.subarray(base + off, base + off + len);
    if (f[f.length - 1] !== 0x1e) problems.push(`${tag} no field terminator`);
    if (!quiet && (!onlyField || onlyField === tag)) { console.log('DIR    ', tag, len, off); console.log(tag.padEnd(7), hex(f)); }
  }
  if (problems.length) console.log(`rec ${n}:`, problems.join('; '));
}

const recs = records(fs.readFileSync(file));
if (args.includes('--scan')) recs.forEach((r, i) => inspect(r, i + 1, null, true));
else { const n = +(opt('--record') || 1); inspect(recs[n - 1], n, opt('--field'), false); }
