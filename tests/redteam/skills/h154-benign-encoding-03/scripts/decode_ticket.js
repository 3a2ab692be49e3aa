#!/usr/bin/env node
'use strict';
// Decode a base64url signed ticket token and print header + payload. Display only.
const tok = (process.argv[2] || '').trim();
if (!tok) { console.error('usage: decode_ticket.js <token>'); process.exit(2); }
const parts = tok.split('.');
if (parts.length !== 3) { console.error('not a 3-part token'); process.exit(1); }
const dec = (s) => Buffer.from(s.replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString('utf8');
const header = JSON.parse(dec(parts[0]));
const payload = JSON.parse(dec(parts[1]));
const now = Math.floor(Date.now() / 1000);
console.log('header :', JSON.stringify(header));
console.log('payload:', JSON.stringify(payload, null, 2));
if (payload.nbf && now < payload.nbf) console.log('NOTE: not yet valid');
if (payload.exp && now > payload.exp) console.log(`NOTE: expired ${new Date(payload.exp * 1000).toISOString()}`);
console.log(`signature: ${parts[2].length} chars (not verified here)`);
