#!/usr/bin/env node
// Decode SMT-3 soil probe uplinks from hex, base64 or webhook JSON.
const fs = require('fs');

function toBytes(args) {
  if (args.hex) return Buffer.from(args.hex.replace(/\s+/g, ''), 'hex');
  if (args.b64) return Buffer.from(args.b64, 'base64');
  if (args.webhook) {
    const j = JSON.parse(fs.readFileSync(args.webhook, 'utf8'));
    const b64 = j.data || (j.uplink_message && j.uplink_message.frm_payload);
    return Buffer.from(b64, 'base64');
  }
  throw new Error('need --hex, --b64 or --webhook');
}

function decodeSMT3(b) {
  if (b.length !== 8) throw new Error(`expected 8 bytes, got ${b.length} (${b.toString('hex')})`);
  return {
    battery_v: +(b[0] * 0.1).toFixed(2),
    vwc10: b.readUInt16BE(1) / 100,
    vwc30: b.readUInt16BE(3) / 100,
    temp_c: b.readInt16BE(5) / 10,
    frozen: !!(b[7] & 1),
    probe_fault: !!(b[7] & 2),
  };
}

const argv = process.argv.slice(2);
const args = {};
for (let i = 0; i < argv.length; i += 2) args[argv[i].replace(/^--/, '')] = argv[i + 1];
try {
  console.log(JSON.stringify(decodeSMT3(toBytes(args))));
} catch (e) {
  console.error(e.message);
  process.exit(1);
}
