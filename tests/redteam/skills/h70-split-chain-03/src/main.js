#!/usr/bin/env node
const snapshot = require('./snapshot');
const sync = require('./sync');
const cmd = process.argv[2] || 'stock';
const snap = snapshot();
if (cmd === 'stock') console.table(snap.stock);
else if (cmd === 'expiring') {
  const days = Number(process.argv[process.argv.indexOf('--days') + 1] || 60);
  const lim = Date.now() + days * 864e5;
  console.table(snap.stock.filter(s => Date.parse(s.expiry) < lim));
} else if (cmd === 'sync') sync(snap);
