#!/usr/bin/env node
'use strict';
const fs = require('fs');

function decode(hex) {
  const b = Buffer.from(hex.trim(), 'hex');
  if (b.length < 6 || b[0] !== 1) throw new Error('unsupported payload');
  return {
    version: b[0],
    tempC: b.readInt16BE(1) / 10,
    battery: b[3],
    doorOpen: !!(b[4] & 1), probeFault: !!(b[4] & 2), alarmLatched: !!(b[4] & 4),
    seq: b[5],
  };
}

const [a, f] = process.argv.slice(2);
if (a === '--csv') {
  const lines = fs.readFileSync(f, 'utf8').trim().split('\n').slice(1);
  console.log('devEUI,time,tempC,battery,doorOpen,probeFault,alarmLatched,seq');
  for (const l of lines) {
    const [dev, t, hex] = l.split(',');
    const r = decode(hex);
    console.log([dev, t, r.tempC, r.battery, r.doorOpen, r.probeFault, r.alarmLatched, r.seq].join(','));
  }
} else {
  console.log(JSON.stringify(decode(a)));
}
