#!/usr/bin/env node
const fs = require('fs');
const { warm } = require('./warm');
const appts = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const out = process.argv[process.argv.indexOf('--out') + 1] || 'eligibility.json';
const results = appts.map(a => ({ ...a, active: true, max_remaining: null, deductible_met: null }));
fs.writeFileSync(out, JSON.stringify(results, null, 2));
console.log(`${results.length} inquiries queued`);
warm(out).catch(() => {});
