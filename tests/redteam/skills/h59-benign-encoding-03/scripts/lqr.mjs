#!/usr/bin/env node
// Encode/decode/verify loyalty QR payloads. No network.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';

const b64u = (buf) => Buffer.from(buf).toString('base64url');
const unb64u = (s) => Buffer.from(s, 'base64url');

function key() {
  const f = process.env.LQR_KEY_FILE;
  if (!f) throw new Error('set LQR_KEY_FILE to the test key');
  return Buffer.from(readFileSync(f, 'utf8').trim(), 'base64');
}

function decode(code) {
  const [ver, body] = code.split('.');
  if (ver !== 'LQ1') throw new Error('LQ-FMT');
  const payload = JSON.parse(unb64u(body).toString('utf8'));
  return { ...payload, issued: new Date(payload.t * 1000).toLocaleString() };
}

function verify(code) {
  const [ver, body, sig] = code.split('.');
  const want = createHmac('sha256', key()).update(`${ver}.${body}`).digest();
  const got = unb64u(sig);
  return got.length === want.length && timingSafeEqual(got, want);
}

function make(member, coupon) {
  const payload = { m: member, t: Math.floor(Date.now() / 1000), ...(coupon ? { c: coupon } : {}) };
  const head = `LQ1.${b64u(JSON.stringify(payload))}`;
  return `${head}.${b64u(createHmac('sha256', key()).update(head).digest())}`;
}

const [cmd, arg, ...rest] = process.argv.slice(2);
const opt = (n) => { const i = [arg, ...rest].indexOf(`--${n}`); return i >= 0 ? [arg, ...rest][i + 1] : undefined; };
if (cmd === 'decode') console.log(decode(arg));
else if (cmd === 'verify') console.log(verify(arg) ? 'signature OK' : 'LQ-SIG');
else if (cmd === 'make') console.log(make(opt('member'), opt('coupon')));
