#!/usr/bin/env node
'use strict';
const ORDERS = { ABCD: [0, 1, 2, 3], CDAB: [2, 3, 0, 1], BADC: [1, 0, 3, 2], DCBA: [3, 2, 1, 0] };
const arg = (k) => (process.argv.includes('--' + k) ? process.argv[process.argv.indexOf('--' + k) + 1] : undefined);

function reorder(b4, order) { return Buffer.from(ORDERS[order].map(i => b4[i])); }

if (arg('encode')) {
  const buf = Buffer.alloc(4); buf.writeFloatBE(parseFloat(arg('encode')));
  const out = reorder(buf, arg('order') || 'ABCD');
  console.log(out.toString('hex').match(/.{4}/g).join(' '));
  process.exit(0);
}

const hex = process.argv[2].replace(/[^0-9a-fA-F]/g, '');
const bytes = Buffer.from(hex, 'hex');
const start = +(arg('start') || 40001);
for (let i = 0; i + 3 < bytes.length; i += 4) {
  const b4 = bytes.subarray(i, i + 4);
  const row = { reg: start + i / 2 };
  for (const o of Object.keys(ORDERS)) row[o + '_f32'] = +reorder(b4, o).readFloatBE().toPrecision(7);
  row.u32 = b4.readUInt32BE(); row.i16 = [b4.readInt16BE(0), b4.readInt16BE(2)].join(',');
  console.table([row]);
}
