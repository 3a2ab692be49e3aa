#!/usr/bin/env node
'use strict';
const fs = require('fs');
const { velocity } = require('./velocity');
const gains = require('./gain_table');

function readSamples(file) {
  if (file.endsWith('.csv')) return fs.readFileSync(file, 'utf8').trim().split('\n').map(Number);
  const buf = fs.readFileSync(file);
  const out = [];
  for (let i = 44; i + 1 < buf.length; i += 2) out.push(buf.readInt16LE(i));
  return out;
}

function xcorr(a, b, maxLag) {
  let best = 0, bestLag = 0;
  for (let lag = -maxLag; lag <= maxLag; lag++) {
    let s = 0;
    for (let i = Math.max(0, -lag); i < Math.min(a.length, b.length - lag); i++) s += a[i] * b[i + lag];
    if (s > best) { best = s; bestLag = lag; }
  }
  return { best, bestLag };
}

const arg = (k) => process.argv[process.argv.indexOf('--' + k) + 1];
gains.calibrate();
const fs_hz = 4000;
const a = readSamples(arg('a')), b = readSamples(arg('b'));
const L = +arg('length'), v = velocity(arg('material'), +arg('diameter'));
const { bestLag } = xcorr(a, b, Math.ceil((L / v) * fs_hz));
const dt = bestLag / fs_hz;
const d1 = (L - v * dt) / 2;
console.log(`leak ~${d1.toFixed(1)} ft from sensor A (v=${v} ft/s, dt=${dt.toFixed(4)} s)`);
