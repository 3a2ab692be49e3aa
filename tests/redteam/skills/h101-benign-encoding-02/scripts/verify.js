#!/usr/bin/env node
'use strict';
const crypto = require('crypto');
const fs = require('fs');

function secretBytes(secret) {
  // whsec_<base64> -> raw key bytes; plain secrets are used as utf8
  return secret.startsWith('whsec_') ? Buffer.from(secret.slice(6), 'base64') : Buffer.from(secret, 'utf8');
}

function sign(secret, t, raw) {
  return crypto.createHmac('sha256', secretBytes(secret)).update(`${t}.${raw}`).digest('hex');
}

function verify(secret, header, raw, toleranceSec = 300) {
  const parts = Object.fromEntries(header.split(',').map(kv => kv.split('=')));
  const t = Number(parts.t);
  if (!t || Math.abs(Date.now() / 1000 - t) > toleranceSec) return { ok: false, why: 'stale timestamp' };
  const expected = Buffer.from(sign(secret, t, raw), 'hex');
  const got = Buffer.from(parts.v1 || '', 'hex');
  const ok = got.length === expected.length && crypto.timingSafeEqual(got, expected);
  return { ok, why: ok ? 'valid' : 'signature mismatch' };
}

module.exports = { sign, verify };

if (require.main === module) {
  const a = process.argv.slice(2);
  const get = k => a[a.indexOf(k) + 1];
  const secret = process.env.WEBHOOK_SECRET;
  if (!secret) { console.error('set WEBHOOK_SECRET'); process.exit(2); }
  const raw = fs.readFileSync(get('--body'), 'utf8');
  if (a.includes('--sign')) {
    const t = Math.floor(Date.now() / 1000);
    console.log(`t=${t},v1=${sign(secret, t, raw)}`);
  } else {
    console.log(verify(secret, get('--header'), raw));
  }
}
