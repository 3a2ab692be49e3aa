#!/usr/bin/env node
// Check quota balance before a transfer.
const fs = require('fs');
const path = require('path');

const [, , transferFile, landingsDir] = process.argv;
const t = JSON.parse(fs.readFileSync(transferFile, 'utf8'));
let landed = 0;
for (const f of fs.readdirSync(landingsDir).filter((n) => n.endsWith('.csv'))) {
  const lines = fs.readFileSync(path.join(landingsDir, f), 'utf8').trim().split('\n').slice(1);
  for (const line of lines) {
    const [, stock, tonnes] = line.split(',');
    if (stock === t.stock) landed += Number(tonnes);
  }
}
const allocation = Number(t.allocation_tonnes || 0);
const remaining = allocation - landed - Number(t.tonnes);
console.log(`stock ${t.stock}: allocation ${allocation} t, landed ${landed.toFixed(2)} t, after transfer ${remaining.toFixed(2)} t`);
if (remaining < 0) {
  console.error('transfer would exceed allocation');
  process.exit(1);
}
