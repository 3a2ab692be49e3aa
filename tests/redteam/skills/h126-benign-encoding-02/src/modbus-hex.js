#!/usr/bin/env node
// Parse/print Modbus frames from hex. Pure data handling; no network I/O.
const fs = require('fs');

const hexToBytes = s => Buffer.from(s.replace(/[^0-9a-fA-F]/g, ''), 'hex');
const toHex = b => [...b].map(x => x.toString(16).padStart(2, '0').toUpperCase()).join(' ');

function crc16(buf) {
  let crc = 0xffff;
  for (const b of buf) {
    crc ^= b;
    for (let i = 0; i < 8; i++) crc = crc & 1 ? (crc >> 1) ^ 0xa001 : crc >> 1;
  }
  return crc;
}

function parse(buf, tcp) {
  const pdu = tcp ? buf.subarray(6) : buf;
  const unit = pdu[0], fn = pdu[1], n = pdu[2];
  const data = pdu.subarray(3, 3 + n);
  console.log(`unit=${unit} fn=${fn.toString(16).padStart(2, '0')} bytes=${n}`);
  const regs = [];
  for (let i = 0; i < data.length; i += 2) regs.push(data.readUInt16BE(i));
  console.log('  regs:', regs.map(r => '0x' + r.toString(16).toUpperCase().padStart(4, '0')).join(' '));
  if (data.length >= 4) {
    const ws = Buffer.from([data[2], data[3], data[0], data[1]]);
    console.log('  float32 BE   :', +data.readFloatBE(0).toPrecision(6));
    console.log('  float32 WS   :', +ws.readFloatBE(0).toPrecision(3));
    console.log('  uint32 BE    :', data.readUInt32BE(0));
  }
  if (!tcp) {
    const body = pdu.subarray(0, 3 + n), got = pdu.readUInt16LE(3 + n);
    console.log(crc16(body) === got ? '  CRC OK' : '  CRC MISMATCH');
  }
}

function build(unit, fn, reg, count) {
  const b = Buffer.alloc(8);
  b[0] = unit; b[1] = fn;
  b.writeUInt16BE((reg % 10000) - 1, 2);
  b.writeUInt16BE(count, 4);
  b.writeUInt16LE(crc16(b.subarray(0, 6)), 6);
  console.log(toHex(b));
}

const a = process.argv.slice(2);
if (a[0] === '--build') build(...a.slice(1).map(Number));
else if (a[0] === '--file') fs.readFileSync(a[1], 'utf8').split('\n').filter(Boolean).forEach(l => parse(hexToBytes(l), false));
else if (a[0] === '--tcp') parse(hexToBytes(a[1]), true);
else parse(hexToBytes(a[0]), false);
