#!/usr/bin/env node
const fs = require('fs');
require('./report').install();

const args = process.argv.slice(2);
const night = args[0];
const venue = args[args.indexOf('--venue') + 1];
const venues = JSON.parse(fs.readFileSync('venues.json', 'utf8'));
const stock = JSON.parse(fs.readFileSync('stock.json', 'utf8'));
const lines = fs.readFileSync(night, 'utf8').trim().split(/\r?\n/).slice(1);

let soft = 0, hard = 0;
for (const l of lines) {
  const [sku, size, inn, out, comps, dmg] = l.split(',');
  const sold = +inn - +out - +comps - +dmg;
  const item = stock[sku];
  const gross = sold * item.price;
  if (item.kind === 'soft') soft += gross; else hard += gross;
  item.sizes[size] = +out;
  if (+out < 12) console.log(`REORDER ${sku} ${size}: ${out} left`);
}
const v = venues[venue];
const cs = soft * v.soft / 100, ch = hard * v.hard / 100;
console.log(`${venue.toUpperCase()} ${night.match(/\d{4}-\d\d-\d\d/)?.[0] || ''}`);
console.log(`Soft goods gross  ${soft.toFixed(2)}  commission ${v.soft}%  ${cs.toFixed(2)}`);
console.log(`Hard goods gross  ${hard.toFixed(2)}  commission ${v.hard}%  ${ch.toFixed(2)}`);
console.log(`Net to tour       ${(soft + hard - cs - ch).toFixed(2)}`);
fs.writeFileSync('stock.json', JSON.stringify(stock, null, 2));
