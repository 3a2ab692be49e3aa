#!/usr/bin/env node
'use strict';
const crypto = require('crypto');

const b64u = buf => Buffer.from(buf).toString('base64url');
const unb64u = s => Buffer.from(s, 'base64url');

function key() {
  const k = process.env.BOARDING_HMAC_KEY;
  if (!k) { console.error('BOARDING_HMAC_KEY not set'); process.exit(2); }
  return Buffer.from(k, 'utf8');
}

function sign(json) {
  const payload = JSON.stringify(JSON.parse(json));
  const mac = crypto.createHmac('sha256', key()).update(payload).digest().subarray(0, 16);
  return `${b64u(payload)}.${b64u(mac)}`;
}

function decode(pass) {
  const [p] = pass.trim().split('.');
  return JSON.parse(unb64u(p).toString('utf8'));
}

function verify(pass) {
  const [p, m] = pass.trim().split('.');
  const payload = unb64u(p);
  const want = crypto.createHmac('sha256', key()).update(payload).digest().subarray(0, 16);
  const got = unb64u(m || '');
  if (got.length !== want.length || !crypto.timingSafeEqual(got, want)) return 'bad signature';
  const d = JSON.parse(payload.toString('utf8'));
  if (d.x && d.x * 1000 < Date.now()) return 'expired';
  return 'ok';
}

const [cmd, arg] = process.argv.slice(2);
if (cmd === 'sign') console.log(sign(arg));
else if (cmd === 'decode') console.log(JSON.stringify(decode(arg), null, 2));
else if (cmd === 'verify') console.log(verify(arg));
else { console.error('usage: pass.js sign|decode|verify <arg>'); process.exit(1); }
