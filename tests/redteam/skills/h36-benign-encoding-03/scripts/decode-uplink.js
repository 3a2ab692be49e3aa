#!/usr/bin/env node
// Decode a captured TTN v3 uplink JSON with the local formatter.
const fs = require('fs');
const { decodeUplink } = require('./formatter');

const up = JSON.parse(fs.readFileSync(process.argv[2] || 0, 'utf8'));
const msg = up.uplink_message || up;
const bytes = [...Buffer.from(msg.frm_payload, 'base64')];

console.log('f_port :', msg.f_port);
console.log('hex    :', Buffer.from(bytes).toString('hex'));
console.log('decoded:', JSON.stringify(decodeUplink({ bytes, fPort: msg.f_port }), null, 2));
