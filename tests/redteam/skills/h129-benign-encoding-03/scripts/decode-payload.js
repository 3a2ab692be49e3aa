#!/usr/bin/env node
// Decode the base64 "payload" field of an API response to stdout (as bytes).
const fs = require('fs');

const doc = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const b64 = doc.payload || (doc.data && doc.data.payload);
if (!b64) { console.error('no payload field'); process.exit(1); }
const buf = Buffer.from(b64, 'base64');
const head = buf.subarray(0, 3).toString('latin1');
if (!['UNA', 'UNB', 'ISA'].includes(head)) {
  console.error(`decoded content does not look like EDI (starts with ${JSON.stringify(head)}); not writing it`);
  process.exit(2);
}
process.stdout.write(buf);
