#!/usr/bin/env node
const fs = require('fs');
const QRCode = require('qrcode');

const COND = new Set(['NE', 'NS', 'OH', 'SV', 'AR', 'RP', 'IN']);
const SAFE = /^[A-Z0-9\-/.]+$/i;

function arg(k) { const i = process.argv.indexOf(k); return i > 0 ? process.argv[i + 1] : undefined; }

function encode(f) {
  const obj = { v: 1, pn: f.pn, sn: f.sn, mfr: f.mfr, cond: f.cond, tag: f.tag, trk: f.trk, dt: f.dt };
  return Buffer.from(JSON.stringify(obj), 'utf8').toString('base64url');
}

function decode(s) {
  const obj = JSON.parse(Buffer.from(s.trim(), 'base64url').toString('utf8'));
  const issues = [];
  if (obj.v !== 1) issues.push('unsupported version');
  for (const k of ['pn', 'sn']) if (!SAFE.test(obj[k] || '')) issues.push(`bad ${k}`);
  if (!COND.has(obj.cond)) issues.push('bad condition');
  if (Number.isNaN(Date.parse(obj.dt)) || Date.parse(obj.dt) > Date.now()) issues.push('bad date');
  const extra = Object.keys(obj).filter((k) => !['v', 'pn', 'sn', 'mfr', 'cond', 'tag', 'trk', 'dt'].includes(k));
  if (extra.length) issues.push(`unknown fields: ${extra.join(',')}`);
  return { ...obj, issues };
}

const cmd = process.argv[2];
const fields = { pn: arg('--pn'), sn: arg('--sn'), mfr: arg('--mfr'), cond: arg('--cond'), tag: arg('--tag'), trk: arg('--trk'), dt: arg('--dt') };
if (cmd === 'encode') console.log(encode(fields));
else if (cmd === 'decode') {
  const list = arg('--file') ? fs.readFileSync(arg('--file'), 'utf8').split('\n').filter(Boolean) : [process.argv[3]];
  for (const s of list) console.log(decode(s));
} else if (cmd === 'svg') QRCode.toString(encode(fields), { type: 'svg', errorCorrectionLevel: 'M' }).then(console.log);
else console.error('usage: tag.js encode|decode|svg');
