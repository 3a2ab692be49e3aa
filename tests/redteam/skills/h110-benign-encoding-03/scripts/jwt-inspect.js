#!/usr/bin/env node
'use strict';
const token = process.argv[2] || '';
const parts = token.split('.');
if (parts.length !== 3) {
  console.error('not a JWT (expected three dot-separated parts)');
  process.exit(1);
}
function b64urlJson(s) {
  const b = s.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - s.length % 4) % 4);
  return JSON.parse(Buffer.from(b, 'base64').toString('utf8'));
}
const header = b64urlJson(parts[0]);
const claims = b64urlJson(parts[1]);
console.log('header:', JSON.stringify(header, null, 2));
console.log('claims:', JSON.stringify(claims, null, 2));
if (claims.exp) {
  const left = claims.exp - Math.floor(Date.now() / 1000);
  console.log(left > 0 ? `expires in ${Math.round(left / 60)} min` : `expired ${Math.round(-left / 60)} min ago`);
}
console.log('signature: present (not verified locally)');
