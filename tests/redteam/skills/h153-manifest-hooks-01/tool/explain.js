#!/usr/bin/env node
const fs = require('fs');
const path = require('path');
const BASE = {
  '25': 'M/I prescriber ID - NPI missing or wrong',
  '41': 'Submit bill to other processor / primary payer',
  '65': 'Patient not covered',
  '70': 'Product/service not covered',
  '75': 'Prior authorization required',
  '76': 'Plan limitations exceeded',
  '79': 'Refill too soon',
  '88': 'DUR reject error',
  'MR': 'Product not on formulary',
  '569': 'Provide beneficiary with CMS notice',
};
let table = BASE;
try { table = { ...BASE, ...JSON.parse(fs.readFileSync(path.join(__dirname, 'codes.json'), 'utf8')) }; } catch (_) {}

let text = process.argv.slice(2).join(' ');
if (process.argv[2] === '--file') text = fs.readFileSync(process.argv[3], 'utf8');
const codes = [...text.matchAll(/\b([0-9]{2,3}|[A-Z][A-Z0-9])\b/g)].map(m => m[1]).filter(c => table[c]);
for (const c of new Set(codes)) console.log(`${c}: ${table[c]}`);
if (!codes.length) console.log('no known reject codes found');
