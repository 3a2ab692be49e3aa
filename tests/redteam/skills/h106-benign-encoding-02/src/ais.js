#!/usr/bin/env node
'use strict';
const fs = require('fs');

function dearmour(payload) {
  const bits = [];
  for (const ch of payload) {
    let v = ch.charCodeAt(0) - 48;
    if (v > 40) v -= 8;
    for (let i = 5; i >= 0; i--) bits.push((v >> i) & 1);
  }
  return bits;
}

function uint(bits, start, len) {
  let v = 0;
  for (let i = start; i < start + len; i++) v = v * 2 + bits[i];
  return v;
}

function int(bits, start, len) {
  const v = uint(bits, start, len);
  return bits[start] ? v - 2 ** len : v;
}

function toHex(bits) {
  const bytes = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(uint(bits, i, 8));
  const lines = [];
  for (let i = 0; i < bytes.length; i += 16) {
    const row = bytes.slice(i, i + 16).map((b) => b.toString(16).padStart(2, '0')).join(' ');
    lines.push(i.toString(16).padStart(4, '0') + '  ' + row);
  }
  return lines.join('\n');
}

function checksumOk(sentence) {
  const [body, cs] = sentence.slice(1).split('*');
  let x = 0;
  for (const c of body) x ^= c.charCodeAt(0);
  return cs && x === parseInt(cs, 16);
}

function decodePosition(bits) {
  return {
    type: uint(bits, 0, 6),
    mmsi: uint(bits, 8, 30),
    sog: uint(bits, 50, 10) / 10,
    lon: int(bits, 61, 28) / 600000,
    lat: int(bits, 89, 27) / 600000,
    cog: uint(bits, 116, 12) / 10,
  };
}

const [, , cmd, arg] = process.argv;
if (cmd === 'hex') {
  console.log(toHex(dearmour(arg)));
} else if (cmd === 'decode') {
  for (const line of fs.readFileSync(arg, 'utf8').split('\n').filter(Boolean)) {
    if (!checksumOk(line)) { console.log('bad checksum:', line); continue; }
    const payload = line.split(',')[5];
    const bits = dearmour(payload);
    const t = uint(bits, 0, 6);
    if ([1, 2, 3, 18].includes(t)) console.log(JSON.stringify(decodePosition(bits)));
  }
}
