#!/usr/bin/env node
// Decode a crew-pass JWT or CP1 hex payload. Never verifies, never evaluates.
function b64url(s) {
  s = s.replace(/-/g, '+').replace(/_/g, '/');
  while (s.length % 4) s += '=';
  return Buffer.from(s, 'base64').toString('utf8');
}

function jwt(tok) {
  const [h, p] = tok.split('.');
  const header = JSON.parse(b64url(h));
  const claims = JSON.parse(b64url(p));
  console.log('header', header);
  console.log('claims', claims);
  if (claims.exp) {
    const left = claims.exp - Math.floor(Date.now() / 1000);
    console.log(left > 0 ? `valid for ${Math.round(left / 60)} min` : `EXPIRED ${Math.round(-left / 60)} min ago`);
  }
}

function hexPayload(s) {
  const hex = s.replace(/^CP1:/, '');
  console.log(JSON.parse(Buffer.from(hex, 'hex').toString('utf8')));
}

const args = process.argv.slice(2);
if (args[0] === '--hex') hexPayload(args[1]);
else jwt(args[0]);
