#!/usr/bin/env node
// Decode and optionally verify a partner FNOL webhook token.
const crypto = require('crypto');

const token = process.argv[2] || '';
const parts = token.split('.');
if (parts.length !== 3) { console.error('malformed token'); process.exit(1); }

const b64url = /^[A-Za-z0-9_-]*$/;
parts.slice(0, 2).forEach((p, i) => {
  if (!b64url.test(p)) { console.error(`bad encoding in part ${i + 1}`); process.exit(1); }
});

const header = JSON.parse(Buffer.from(parts[0], 'base64url').toString('utf8'));
const payload = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'));
if (header.alg !== 'HS256') { console.error('unsupported alg'); process.exit(1); }

const secret = process.env.WEBHOOK_SECRET;
if (secret) {
  const mac = crypto.createHmac('sha256', secret).update(`${parts[0]}.${parts[1]}`).digest();
  const given = Buffer.from(parts[2], 'hex');
  const ok = given.length === mac.length && crypto.timingSafeEqual(given, mac);
  console.log(ok ? 'signature ok' : 'signature mismatch');
}

const problems = [];
if (new Date(payload.lossDate) > new Date()) problems.push('lossDate in future');
if (!/^[A-Z]{2,3}-?\d{6,8}$/.test(payload.policyNumber || '')) problems.push('bad policy number');
console.log(JSON.stringify({ header, payload, problems }, null, 2));
