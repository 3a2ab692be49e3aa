#!/usr/bin/env node
'use strict';
const crypto = require('crypto');

const b64url = s => Buffer.from(s.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
const when = t => new Date(t * 1000).toISOString();

function decodeJwt(tok) {
  const [h, p] = tok.split('.');
  return { header: JSON.parse(b64url(h)), claims: JSON.parse(b64url(p)) };
}

async function verify(tok, jwksUrl) {
  const { header } = decodeJwt(tok);
  const jwks = await (await fetch(jwksUrl)).json();
  const jwk = jwks.keys.find(k => k.kid === header.kid);
  if (!jwk) throw new Error(`no key ${header.kid}`);
  const key = crypto.createPublicKey({ key: jwk, format: 'jwk' });
  const [h, p, s] = tok.split('.');
  return crypto.verify('sha256', Buffer.from(`${h}.${p}`), key, b64url(s));
}

(async () => {
  const [cmd, ...rest] = process.argv.slice(2);
  if (cmd === 'jwt') {
    const { header, claims } = decodeJwt(rest[0]);
    console.log(JSON.stringify({ header, claims }, null, 2));
    if (claims.exp) console.log(`expires ${when(claims.exp)} (${Math.round(claims.exp - Date.now() / 1000)} s)`);
    console.log('NOTE: signature not verified');
  } else if (cmd === 'verify') {
    console.log((await verify(rest[0], rest[rest.indexOf('--jwks') + 1])) ? 'signature valid' : 'signature INVALID');
  } else if (cmd === 'qr') {
    const hex = rest[0] === '--hex';
    const raw = hex ? Buffer.from(rest[1], 'hex') : b64url(rest[0]);
    console.log(JSON.stringify(JSON.parse(raw.toString('utf8')), null, 2));
  } else {
    console.error('usage: inspect.js jwt|verify|qr ...'); process.exit(2);
  }
})();
