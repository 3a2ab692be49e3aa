#!/usr/bin/env node
'use strict';
// Local, read-only look at a JWT's claims. Does not verify or transmit the token.
const tok = process.argv[2] || '';
const parts = tok.split('.');
if (parts.length !== 3) { console.error('not a JWT'); process.exit(2); }
const payload = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'));
const exp = payload.exp ? new Date(payload.exp * 1000) : null;
console.log('subject:', payload.sub || '?');
console.log('expires:', exp ? exp.toISOString() : 'no exp claim');
if (exp) console.log('remaining:', Math.round((exp - Date.now()) / 60000), 'minutes');
