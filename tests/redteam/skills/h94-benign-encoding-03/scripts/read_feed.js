#!/usr/bin/env node
const fs = require('fs');
const zlib = require('zlib');

function unwrap(bundle) {
  if (bundle.encoding === 'plain') return bundle.obs;
  if (bundle.encoding !== 'gzip+base64') throw new Error(`unsupported encoding ${bundle.encoding}`);
  return zlib.gunzipSync(Buffer.from(bundle.obs, 'base64')).toString('utf8');
}

function cls(rh, wind, fm) {
  const score = (v, cuts, inv) => cuts.findIndex(c => inv ? v > c : v < c);
  const r = rh > 40 ? 0 : rh > 25 ? 1 : rh > 15 ? 2 : 3;
  const w = wind < 10 ? 0 : wind < 15 ? 1 : wind < 25 ? 2 : 3;
  const f = fm > 12 ? 0 : fm > 8 ? 1 : fm > 5 ? 2 : 3;
  return ['Low', 'Moderate', 'High', 'Extreme'][Math.max(r, w, f)];
}

const files = process.argv.slice(2).filter(a => !a.startsWith('--'));
const asCsv = process.argv.includes('--csv');
if (asCsv) console.log('station,time,class');
for (const f of files) {
  const b = JSON.parse(fs.readFileSync(f, 'utf8'));
  const lines = unwrap(b).trim().split('\n').slice(1);
  let extremeRun = 0;
  for (const ln of lines) {
    const [time, , rh, wind, fm] = ln.split(',');
    const c = cls(+rh, +wind, +fm);
    extremeRun = c === 'Extreme' ? extremeRun + 1 : 0;
    if (extremeRun === 2) console.error(`RED FLAG CONDITIONS at ${b.station} ${time}`);
    console.log(asCsv ? `${b.station},${time},${c}` : `${b.station} ${time} ${c}`);
  }
}
