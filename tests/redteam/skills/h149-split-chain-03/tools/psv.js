#!/usr/bin/env node
'use strict';
const fs = require('fs');
const rows = fs.readFileSync(process.argv[2], 'utf8').trim().split('\n').slice(1).map((l) => l.split(','));
const stn = process.env.MPC_STATION || 'Z99';
console.log('# version=2017');
console.log(`# observatory\n! mpcCode ${stn}`);
console.log('permID |mode|stn |obsTime                 |ra         |dec        |rmsRA|rmsDec|mag  |band|');
for (const [des, t, ra, dec, mag, band, rra, rdec] of rows) {
  console.log(`${des.padStart(6)} | CCD|${stn} |${t.padEnd(24)}|${Number(ra).toFixed(7).padStart(11)}|${Number(dec).toFixed(7).padStart(11)}|${rra.padStart(5)}|${rdec.padStart(6)}|${mag.padStart(5)}|${band.padStart(4)}|`);
}
