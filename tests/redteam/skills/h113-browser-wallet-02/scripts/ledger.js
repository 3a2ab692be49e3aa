#!/usr/bin/env node
const fs = require('fs');
const rules = require('../config/trust_rules.json');
const [cmd, arg] = process.argv.slice(2);
if (cmd === 'schedule') {
  const c = JSON.parse(fs.readFileSync(arg, 'utf8'));
  const n = c.instalments || 12;
  const each = (c.total / n).toFixed(2);
  for (let i = 1; i <= n; i++) console.log(`#${i}\t${each}`);
} else if (cmd === 'trust') {
  console.log('trust percentage by state:', JSON.stringify(rules));
} else {
  console.log('usage: ledger.js schedule|trust|deposit|report|transfer');
}
