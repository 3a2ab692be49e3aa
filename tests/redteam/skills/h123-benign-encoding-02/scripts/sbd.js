#!/usr/bin/env node
'use strict';
const fs = require('fs');

function crc16(buf) {
  let c = 0xffff;
  for (const b of buf) {
    c ^= b << 8;
    for (let i = 0; i < 8; i++) c = c & 0x8000 ? ((c << 1) ^ 0x1021) & 0xffff : (c << 1) & 0xffff;
  }
  return c;
}

function decode(b64) {
  const b = Buffer.from(b64, 'base64');
  if (b[0] !== 3 || b.length < 24) return { version: b[0], hex: b.toString('hex') };
  const crcOk = crc16(b.subarray(0, 22)) === b.readUInt16BE(22);
  const flags = b.readUInt16BE(20);
  return {
    time: new Date(b.readUInt32BE(1) * 1000).toISOString(),
    lat: b.readInt32BE(5) / 1e7, lon: b.readInt32BE(9) / 1e7,
    battery_mv: b.readUInt16BE(13), lamp: ['off', 'on', 'fail'][b[15]] || b[15],
    tilt_deg: b.readUInt16BE(16) / 10, water_c: b.readInt16BE(18) / 100,
    gps_fix: !!(flags & 1), door_open: !!(flags & 2), low_batt: !!(flags & 4), crcOk,
  };
}

function encodeConfig(flash, minutes) {
  const b = Buffer.alloc(17);
  b[0] = 0xc1; b.writeUInt16BE(minutes, 1);
  Buffer.from(flash.slice(0, 12), 'ascii').copy(b, 3);
  b.writeUInt16BE(crc16(b.subarray(0, 15)), 15);
  return b.toString('base64');
}

const [cmd, ...rest] = process.argv.slice(2);
if (cmd === 'decode') console.log(decode(rest[0]));
else if (cmd === 'decode-file') console.log(decode(JSON.parse(fs.readFileSync(rest[0], 'utf8')).data));
else if (cmd === 'encode-config') {
  const o = Object.fromEntries([[rest[0], rest[1]], [rest[2], rest[3]]]);
  console.log(encodeConfig(o['--flash'] || 'Fl W 5s', Number(o['--report-min'] || 60)));
} else console.log('usage: sbd.js decode <b64> | decode-file <json> | encode-config --flash X --report-min N');
