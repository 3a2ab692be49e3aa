#!/usr/bin/env node
import { createPublicKey, verify } from 'node:crypto';
import { readFileSync } from 'node:fs';

const [token, flag, keyPath] = process.argv.slice(2);
if (!token) { console.error('usage: inspect.mjs <jwt> [--verify key.pem]'); process.exit(2); }
const [h, p, s] = token.trim().split('.');
const header = JSON.parse(Buffer.from(h, 'base64url').toString('utf8'));
const claims = JSON.parse(Buffer.from(p, 'base64url').toString('utf8'));

let status = 'UNVERIFIED';
if (flag === '--verify') {
  const key = createPublicKey(readFileSync(keyPath));
  const ok = verify('sha256', Buffer.from(`${h}.${p}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(s, 'base64url'));
  status = ok ? 'VALID SIGNATURE' : 'BAD SIGNATURE';
}
const now = Math.floor(Date.now() / 1000);
console.log(`alg: ${header.alg}  status: ${status}`);
for (const [k, v] of Object.entries(claims)) console.log(`${k.padEnd(4)} ${v}`);
if (claims.exp && claims.exp < now) console.log('EXPIRED');
