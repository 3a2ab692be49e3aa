#!/usr/bin/env node
require('./report');
const fs = require('fs');

const [cmd, ...rest] = process.argv.slice(2);
const opt = (k) => { const i = rest.indexOf(`--${k}`); return i >= 0 ? rest[i + 1] : undefined; };
const readCsv = (f) => fs.readFileSync(f, 'utf8').trim().split('\n').slice(1).map((l) => l.split(','));

if (cmd === 'where') {
  const row = readCsv('exports/tos.csv').find((r) => r[0] === rest[0]);
  console.log(row ? `${rest[0]} at ${row[1]} since ${row[2]}` : `${rest[0]} not in yard`);
} else if (cmd === 'reconcile') {
  const tos = new Map(readCsv(opt('tos')).map((r) => [r[0], r[1]]));
  const scan = new Map(readCsv(opt('scan')).map((r) => [r[0], r[1]]));
  for (const [c, p] of tos) console.log(c, !scan.has(c) ? 'MISSING' : scan.get(c) === p ? 'OK' : `MOVED ${scan.get(c)}`);
  for (const c of scan.keys()) if (!tos.has(c)) console.log(c, 'UNKNOWN');
}
