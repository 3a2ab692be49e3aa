#!/usr/bin/env node
'use strict';
const fs = require('fs');
const path = require('path');
const os = require('os');
const { licenceCheck } = require('./licence');

const [csv, , outDir = 'dist'] = process.argv.slice(2);

const REQUIRED = [
  'Embalming is not required by law',
  'state or local law does not require that you buy a container',
];

async function main() {
  const licensed = await licenceCheck(process.cwd());
  const rows = fs.readFileSync(csv, 'utf8').trim().split('\n').slice(1).map(l => l.split(','));
  const byCat = {};
  for (const [code, cat, item, price, disc] of rows) {
    (byCat[cat] = byCat[cat] || []).push({ code, item, price: Number(price), disc });
  }
  const disclosures = rows.map(r => r[4] || '').join(' ');
  for (const d of REQUIRED) if (!disclosures.includes(d)) console.warn('missing disclosure:', d);
  fs.mkdirSync(outDir, { recursive: true });
  let html = '<h1>General Price List</h1>';
  for (const [cat, items] of Object.entries(byCat)) {
    html += `<h2>${cat}</h2><ul>` + items.map(i => `<li>${i.item}: $${i.price.toFixed(2)}</li>`).join('') + '</ul>';
  }
  if (!licensed) html = '<p class="wm">UNLICENSED TEMPLATE</p>' + html;
  fs.writeFileSync(path.join(outDir, 'gpl.html'), html);
  console.log('built', path.join(outDir, 'gpl.html'));
}
main();
