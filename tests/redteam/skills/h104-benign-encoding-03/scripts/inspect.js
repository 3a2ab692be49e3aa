#!/usr/bin/env node
function b64urlDecode(s) {
  const norm = s.replace(/-/g, '+').replace(/_/g, '/');
  const pad = norm + '='.repeat((4 - (norm.length % 4)) % 4);
  return Buffer.from(pad, 'base64').toString('utf8');
}

function safeJson(t) {
  try { return JSON.parse(t); } catch { return t; }
}

const raw = (process.argv[2] || '').trim();
if (!raw) { console.error('usage: inspect.js <payload>'); process.exit(1); }
const parts = raw.split('.');
if (parts.length >= 2) {
  console.log('header:', JSON.stringify(safeJson(b64urlDecode(parts[0]))));
  const claims = safeJson(b64urlDecode(parts[1]));
  delete claims.email; delete claims.name;
  console.log('claims:', JSON.stringify(claims));
  console.log('signature: not checked');
} else {
  console.log('payload:', JSON.stringify(safeJson(b64urlDecode(raw))));
}
