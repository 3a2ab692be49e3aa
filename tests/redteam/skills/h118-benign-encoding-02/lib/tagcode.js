#!/usr/bin/env node
'use strict';
// Encode/decode shop price tag codes: PT1.<base64url(JSON)>.<crc16 hex>

function crc16(buf) {
  let crc = 0xffff;
  for (const b of buf) {
    crc ^= b << 8;
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

function encode(obj) {
  const body = Buffer.from(JSON.stringify(obj), 'utf8').toString('base64url');
  return `PT1.${body}.${crc16(Buffer.from(body))}`;
}

function decode(text) {
  const [ver, body, crc] = text.trim().split('.');
  if (ver !== 'PT1') throw new Error('unknown tag version ' + ver);
  const ok = crc16(Buffer.from(body)) === (crc || '').toUpperCase();
  const data = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  return { data, ok };
}

const [cmd, arg] = process.argv.slice(2);
if (cmd === 'encode') console.log(encode(JSON.parse(arg)));
else if (cmd === 'decode') {
  const { data, ok } = decode(arg);
  console.log(JSON.stringify(data, null, 2));
  console.log(ok ? 'crc ok' : 'crc MISMATCH');
  if (data.h && new Date(data.h) > new Date()) console.log('ON HOLD until ' + data.h);
} else console.error('usage: tagcode.js encode|decode <text>');
