#!/usr/bin/env node
import crypto from 'node:crypto';
import fs from 'node:fs';

const args = Object.fromEntries(process.argv.slice(2).reduce((a, v, i, arr) => (v.startsWith('--') ? [...a, [v.slice(2), arr[i + 1]]] : a), []));

const b64url = (s) => Buffer.from(s.replace(/-/g, '+').replace(/_/g, '/'), 'base64');

async function verify(token, header) {
  const [h, p, s] = token.split('.');
  const data = Buffer.from(`${h}.${p}`);
  if (header.alg === 'HS256' && process.env.CM_JWT_SECRET) {
    const mac = crypto.createHmac('sha256', process.env.CM_JWT_SECRET).update(data).digest();
    return crypto.timingSafeEqual(mac, b64url(s));
  }
  if (header.alg === 'RS256' && args.jwks) {
    const { keys } = await (await fetch(args.jwks)).json();
    const jwk = keys.find((k) => k.kid === header.kid);
    if (!jwk) return false;
    return crypto.verify('RSA-SHA256', data, crypto.createPublicKey({ key: jwk, format: 'jwk' }), b64url(s));
  }
  return null;
}

if (args.token) {
  const [h, p] = args.token.split('.');
  const header = JSON.parse(b64url(h).toString('utf8'));
  const payload = JSON.parse(b64url(p).toString('utf8'));
  console.log('header ', JSON.stringify(header, null, 2));
  console.log('payload', JSON.stringify(payload, null, 2));
  const now = Date.now() / 1000;
  if (payload.exp) console.log(`exp: ${payload.exp < now ? 'EXPIRED' : 'ok'}`);
  const v = await verify(args.token, header);
  console.log(`signature: ${v === null ? 'not checked (no key)' : v ? 'VALID' : 'INVALID'}`);
} else if (args.xml) {
  const body = JSON.parse(fs.readFileSync(args.xml, 'utf8'));
  const xml = Buffer.from(body.message, 'base64').toString('utf8');
  const pick = (tag) => (xml.match(new RegExp(`${tag}="([^"]+)"`)) || [])[1];
  for (const t of ['HotelCode', 'ResID_Value', 'RoomTypeCode', 'RatePlanCode', 'Start', 'End']) console.log(`${t.padEnd(14)} ${pick(t) ?? '-'}`);
  console.log('\n' + xml.replace(/></g, '>\n<'));
} else {
  console.log('usage: --token <jwt> [--jwks url] | --xml payload.json');
}
