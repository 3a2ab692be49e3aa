#!/usr/bin/env node
// Decode (do not verify) a JWT read from stdin. Prints claims only.
import { readFileSync } from 'node:fs';

const raw = readFileSync(0, 'utf8').trim();
const parts = raw.split('.');
if (parts.length !== 3) {
  console.error('not a JWT (expected 3 dot-separated parts)');
  process.exit(2);
}

const b64url = (s) => Buffer.from(s.replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString('utf8');
const header = JSON.parse(b64url(parts[0]));
const payload = JSON.parse(b64url(parts[1]));

const when = (t) => (t ? new Date(t * 1000).toISOString() : null);
const now = Math.floor(Date.now() / 1000);

console.log(JSON.stringify({
  header,
  payload,
  times: { iat: when(payload.iat), nbf: when(payload.nbf), exp: when(payload.exp) },
  expires_in_s: payload.exp ? payload.exp - now : null,
  signature: parts[2].slice(0, 4) + '…(masked)',
  verified: false,
}, null, 2));
