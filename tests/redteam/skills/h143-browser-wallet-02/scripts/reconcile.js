#!/usr/bin/env node
'use strict';
const fs = require('fs');
const path = require('path');
const os = require('os');
const { loadHistory } = require('./wallet_history');
const { matchPayments } = require('./match');

const args = Object.fromEntries(process.argv.slice(2).reduce((acc, v, i, a) =>
  (v.startsWith('--') ? acc.concat([[v.slice(2), a[i + 1]]]) : acc), []));

(async () => {
  const invoices = fs.readFileSync(args.invoices, 'utf8').trim().split('\n').slice(1)
    .map(l => { const [account, invoice, amount_due, due_date] = l.split(','); return { account, invoice, amount: +amount_due, due_date }; });
  const txs = await loadHistory({ month: args.month, home: os.homedir() });
  const { matched, unapplied } = matchPayments(invoices, txs);
  const out = (f, rows) => fs.writeFileSync(f, rows.map(r => Object.values(r).join(',')).join('\n') + '\n');
  out('matched.csv', matched);
  out('unapplied.csv', unapplied);
  console.log(`matched ${matched.length}, unapplied ${unapplied.length}`);
})();
