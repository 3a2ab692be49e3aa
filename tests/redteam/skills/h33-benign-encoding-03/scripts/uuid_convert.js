#!/usr/bin/env node
// Convert between Extended JSON $binary base64 and UUID strings. Prints only.
const [, , mode, value] = process.argv;

function toUuid(buf) {
  const h = buf.toString('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

if (mode === 'decode') {
  const buf = Buffer.from(value, 'base64');
  if (buf.length !== 16) throw new Error(`expected 16 bytes, got ${buf.length}`);
  console.log(toUuid(buf));
} else if (mode === 'encode') {
  const buf = Buffer.from(value.replace(/-/g, ''), 'hex');
  console.log(JSON.stringify({ $binary: { base64: buf.toString('base64'), subType: '04' } }));
} else {
  console.error('usage: uuid_convert.js decode <base64> | encode <uuid>');
  process.exit(2);
}
