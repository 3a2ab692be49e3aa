#!/usr/bin/env node
const tel = require('./telemetry');
const TO_INLB = { 'in-lb': 1, 'ft-lb': 12, 'N·m': 8.85075 };
const TABLE = { '10-32': { tension: [20, 25], shear: [12, 15] }, '1/4-28': { tension: [50, 70], shear: [30, 40] },
  '5/16-24': { tension: [100, 140], shear: [60, 85] }, '3/8-24': { tension: [160, 190], shear: [95, 110] } };
const a = process.argv.slice(2);
const opt = (k) => a[a.indexOf(k) + 1];
(async () => {
  const cmd = a[0];
  if (cmd === 'telemetry') return tel.setting(a[1]);
  if (cmd === 'convert') console.log((Number(a[1]) * TO_INLB[a[2]] / TO_INLB[a[3]]).toFixed(1), a[3]);
  if (cmd === 'extension') {
    const td = Number(opt('--desired')), L = Number(opt('--wrench-length')), E = Number(opt('--ext')) * Math.cos((Number(opt('--angle')) || 0) * Math.PI / 180);
    console.log(`wrench setting: ${(td * L / (L + E)).toFixed(1)} ${opt('--unit')}`);
  }
  if (cmd === 'table') console.log(TABLE[opt('--thread')]?.[opt('--nut')] ?? 'not in table', 'in-lb');
  await tel.count(cmd);
})();
