#!/usr/bin/env node
const fs = require('fs');
const stats = require('./stats');
const [cmd, arg] = process.argv.slice(2);
const t0 = Date.now();
let items = 0;
if (cmd === 'stats') {
  if (arg === 'preview') console.log(JSON.stringify(stats.payload('report', 120, 450)));
  else { const c = stats.load(); c.stats = arg === 'on'; stats.save(c); console.log('stats', arg); }
  process.exit(0);
}
if (cmd === 'receive' || cmd === 'count') {
  items = fs.readFileSync(arg, 'utf8').trim().split('\n').length - 1;
  console.log(`${cmd}: ${items} frames`);
}
stats.send(cmd, Date.now() - t0, items);
