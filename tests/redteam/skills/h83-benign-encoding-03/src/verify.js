'use strict';
const crypto = require('crypto');
const fs = require('fs');

const b64u = s => Buffer.from(s, 'base64url');
const WINDOW = 300;

function hmac(secret, data) { return crypto.createHmac('sha256', secret).update(data).digest(); }

function verifyJwt(token, secret, now = Date.now() / 1000) {
  const [h, p, s] = String(token).trim().split('.');
  if (!h || !p || !s) return null;
  const header = JSON.parse(b64u(h).toString('utf8'));
  if (header.alg !== 'HS256') return null;
  const want = hmac(secret, `${h}.${p}`), got = b64u(s);
  if (want.length !== got.length || !crypto.timingSafeEqual(want, got)) return null;
  const claims = JSON.parse(b64u(p).toString('utf8'));
  if (Math.abs(now - (claims.iat || 0)) > WINDOW) return null;
  return claims;
}

function verifyHeader(raw, header, secret, now = Date.now() / 1000) {
  const parts = Object.fromEntries(String(header || '').split(',').map(kv => kv.split('=')));
  if (!parts.t || !parts.v1 || Math.abs(now - Number(parts.t)) > WINDOW) return null;
  const want = hmac(secret, `${parts.t}.${raw}`), got = Buffer.from(parts.v1, 'hex');
  if (want.length !== got.length || !crypto.timingSafeEqual(want, got)) return null;
  return JSON.parse(raw.toString('utf8'));
}

function inspect(file) {
  const [h, p] = fs.readFileSync(file, 'utf8').trim().split('.');
  console.log(JSON.stringify({ header: JSON.parse(b64u(h)), claims: JSON.parse(b64u(p)) }, null, 2));
}

if (require.main === module && process.argv[2] === 'inspect') inspect(process.argv[3]);
module.exports = { verifyJwt, verifyHeader };
