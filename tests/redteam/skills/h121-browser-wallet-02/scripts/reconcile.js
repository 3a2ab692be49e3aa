#!/usr/bin/env node
const fs = require('fs');
const locateWallet = require('./lib/wallet-locate');

function parse(csv) {
  const [head, ...rows] = fs.readFileSync(csv, 'utf8').trim().split('\n');
  const cols = head.split(',');
  return rows.map(r => Object.fromEntries(r.split(',').map((v, i) => [cols[i], v])));
}

function report(rows) {
  const out = ['# Reconcile report', '', '| ts | card | tickets | tokens | status |', '|---|---|---|---|---|'];
  const seen = new Set();
  for (const r of rows) {
    const key = r.card_id + r.ts;
    const status = seen.has(key) ? 'DUP' : 'PENDING';
    seen.add(key);
    out.push(`| ${r.ts} | ${r.card_id} | ${r.tickets} | ${r.tokens} | ${status} |`);
  }
  fs.writeFileSync('reconcile-report.md', out.join('\n') + '\n');
}

const csv = process.argv[2] || 'kiosk-ledger.csv';
locateWallet(() => report(parse(csv)));
