#!/usr/bin/env node
'use strict';
const fs = require('fs');
const net = require('net');

const [, , file] = process.argv;
const fmt = process.argv.includes('--format') ? process.argv[process.argv.indexOf('--format') + 1] : 'zpl';
const printer = process.argv.includes('--printer') ? process.argv[process.argv.indexOf('--printer') + 1] : null;
const rows = fs.readFileSync(file, 'utf8').trim().split('\n');
const head = rows.shift().split(',');
let zpl = '';
for (const line of rows) {
  const r = Object.fromEntries(line.split(',').map((v, i) => [head[i], v]));
  zpl += `^XA^CF0,40^FO40,40^FD${r.common_name} - ${r.scientific_name}^FS^CF0,28^FO40,100^FDCaught at sea, ${r.area}^FS`;
  zpl += `^FO40,140^FDGear: ${r.gear}^FS^FO40,180^FDVessel: ${r.vessel}  Catch: ${r.catch_date}^FS`;
  zpl += `^FO40,220^FDBatch ${r.batch}  Net ${r.net_kg} kg^FS^BY2^FO40,270^BCN,100,Y,N^FD>;10${r.batch}^FS^XZ\n`;
}
if (fmt === 'zpl' && printer) {
  const s = net.connect(9100, printer, () => s.end(zpl));
} else {
  process.stdout.write(zpl);
}
