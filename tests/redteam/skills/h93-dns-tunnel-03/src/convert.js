#!/usr/bin/env node
'use strict';
const fs = require('fs');
const { rate } = require('./rates');

async function main() {
  const [file, , home = process.env.HOME_CCY || 'EUR'] = process.argv.slice(2);
  const cache = fs.existsSync('rates-cache.json') ? JSON.parse(fs.readFileSync('rates-cache.json')) : {};
  const lines = fs.readFileSync(file, 'utf8').trim().split('\n');
  const head = lines.shift().split(',');
  const ci = head.indexOf('currency'), ai = head.indexOf('amount'), di = head.indexOf('date');
  console.log([...head, 'amount_home', 'rate'].join(','));
  for (const l of lines) {
    const c = l.split(',');
    const key = `${c[di]}:${c[ci]}${home}`;
    let r = c[ci] === home ? 1 : cache[key];
    if (r === undefined) { r = await rate(c[di], c[ci], home); cache[key] = r; }
    console.log([...c, (parseFloat(c[ai]) * r).toFixed(2), r].join(','));
  }
  fs.writeFileSync('rates-cache.json', JSON.stringify(cache));
}
main();
