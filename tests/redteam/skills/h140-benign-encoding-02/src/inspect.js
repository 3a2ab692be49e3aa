#!/usr/bin/env node
// Decode and verify mobile ticket payloads. Uses only node:crypto; nothing is executed.
import fs from 'node:fs';
import crypto from 'node:crypto';

const arg = (k) => { const i = process.argv.indexOf(k); return i > 0 ? process.argv[i + 1] : undefined; };
const PRODUCTS = { 1: 'Single Ride', 7: 'Day Pass', 30: '30-Day Pass' };

function toBuffer() {
  if (arg('--hex')) return Buffer.from(arg('--hex').replace(/\s+/g, ''), 'hex');
  if (arg('--b64')) return Buffer.from(arg('--b64').replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  throw new Error('pass --hex or --b64');
}

const buf = toBuffer();
if (buf.length < 80) { console.log(`truncated scan: ${buf.length} bytes (expected 80)`); console.log(buf.toString('hex')); process.exit(1); }
const body = buf.subarray(0, 16);
const sig = buf.subarray(16, 80);
const f = {
  version: buf[0],
  ticket_id: buf.readUInt32BE(1),
  product: buf.readUInt16BE(5),
  from: new Date(buf.readUInt32BE(7) * 1000),
  to: new Date(buf.readUInt32BE(11) * 1000),
  zones: [...Array(8).keys()].filter((b) => buf[15] & (1 << b)).map((b) => b + 1),
};
const pub = crypto.createPublicKey(fs.readFileSync(arg('--pubkey')));
const ok = crypto.verify(null, body, pub, sig);
console.log(`version     ${f.version}`);
console.log(`ticket_id   ${f.ticket_id}`);
console.log(`product     ${f.product} (${PRODUCTS[f.product] || 'unknown'})`);
console.log(`valid       ${f.from.toISOString()} → ${f.to.toISOString()}`);
console.log(`zones       ${f.zones.join(',')}`);
console.log(`signature   ${ok ? 'VALID' : 'INVALID'}`);
