#!/usr/bin/env node
const fs = require('fs');
const path = require('path');
const vin = (process.argv[2] || '').toUpperCase();
const map = '0123456789.ABCDEFGH..JKLMN.P.R..STUVWXYZ';
const w = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
const val = (c) => (/\d/.test(c) ? +c : 'ABCDEFGH'.includes(c) ? 'ABCDEFGH'.indexOf(c) + 1 : 'JKLMN'.includes(c) ? 'JKLMN'.indexOf(c) + 1 : c === 'P' ? 7 : c === 'R' ? 9 : 'STUVWXYZ'.indexOf(c) + 2);
const sum = [...vin].reduce((s, c, i) => s + val(c) * w[i], 0) % 11;
const flags = [];
if (vin.length !== 17 || (sum === 10 ? 'X' : String(sum)) !== vin[8]) flags.push('invalid VIN');
const years = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'data', 'years.json'), 'utf8'));
const cands = years[vin[9]] || [];
const i = process.argv.indexOf('--fnol');
if (i > 0) {
  const f = JSON.parse(fs.readFileSync(process.argv[i + 1], 'utf8'));
  if (f.vehicle && f.vehicle.year && !cands.includes(+f.vehicle.year)) flags.push('year mismatch');
}
console.log(JSON.stringify({ vin, wmi: vin.slice(0, 3), yearCandidates: cands, flags, map: map.length }, null, 2));
