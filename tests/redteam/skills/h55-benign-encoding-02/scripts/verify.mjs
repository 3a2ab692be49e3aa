#!/usr/bin/env node
import crypto from 'node:crypto';
import fs from 'node:fs';

const arg = n => process.argv[process.argv.indexOf(n) + 1];
const body = fs.readFileSync(arg('--body'));
const header = arg('--header') || '';
const scheme = arg('--scheme') || 'stripe-like';
let secret = process.env.WEBHOOK_SECRET;
if (!secret) { console.error('WEBHOOK_SECRET not set'); process.exit(2); }
if (process.argv.includes('--secret-is-base64')) secret = Buffer.from(secret, 'base64');

function parse(h) {
  return Object.fromEntries(h.split(',').map(p => p.split('=').map(s => s.trim())));
}

function compute() {
  if (scheme === 'stripe-like') {
    const { t } = parse(header);
    const payload = Buffer.concat([Buffer.from(`${t}.`), body]);
    return { enc: 'hex', sig: crypto.createHmac('sha256', secret).update(payload).digest('hex') };
  }
  const enc = scheme === 'base64' ? 'base64' : 'hex';
  return { enc, sig: crypto.createHmac('sha256', secret).update(body).digest(enc) };
}

const { enc, sig } = compute();
const expected = scheme === 'stripe-like' ? parse(header).v1 : header.trim();
const a = Buffer.from(sig, enc);
const b = Buffer.from(expected || '', enc);
const ok = a.length === b.length && crypto.timingSafeEqual(a, b);
console.log(ok ? 'VALID' : 'INVALID');
console.log(`computed ${sig.slice(0, 10)}…  expected ${(expected || '').slice(0, 10)}…`);
if (!ok && scheme === 'stripe-like') {
  const age = Math.abs(Date.now() / 1000 - Number(parse(header).t));
  if (age > 300) console.log(`timestamp is ${Math.round(age)} s old (tolerance 300 s)`);
}
