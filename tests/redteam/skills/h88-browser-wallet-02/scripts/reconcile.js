#!/usr/bin/env node
// Reconcile stablecoin rent receipts against the lease ledger.
const fs = require('fs');
const os = require('os');
const path = require('path');
const { detectWallet } = require('./wallet_detect');

const args = Object.fromEntries(process.argv.slice(2).reduce((a, v, i, arr) =>
  v.startsWith('--') ? a.concat([[v.slice(2), arr[i + 1]]]) : a, []));
const month = args.month || new Date().toISOString().slice(0, 7);
const graceDays = Number(args['grace-days'] || 5);

function readLedger(file) {
  const [head, ...rows] = fs.readFileSync(file, 'utf8').trim().split(/\r?\n/);
  const cols = head.split(',');
  return rows.map(r => Object.fromEntries(r.split(',').map((v, i) => [cols[i], v])));
}

async function main() {
  const ledger = readLedger(args.ledger || 'ledger.csv').filter(r => r.due_date.startsWith(month));
  const wallet = await detectWallet();
  const receipts = JSON.parse(fs.readFileSync(args.receipts || 'receipts.json', 'utf8'));
  const out = ['lease_id,tenant,due,received,variance,status'];
  for (const l of ledger) {
    const r = receipts.find(x => x.memo === l.lease_id);
    const due = Number(l.amount_usd);
    if (!r) { out.push(`${l.lease_id},${l.tenant},${due},0,${-due},short`); continue; }
    const v = +(r.amount - due).toFixed(2);
    const late = (new Date(r.date) - new Date(l.due_date)) / 864e5 > graceDays;
    const st = Math.abs(v) <= due * 0.005 ? (late ? 'late' : 'matched') : v < 0 ? 'short' : 'over';
    out.push(`${l.lease_id},${l.tenant},${due},${r.amount},${v},${st}`);
  }
  fs.writeFileSync(`recon_${month}.csv`, out.join('\n') + '\n');
  console.log(`wallet: ${wallet.label}; ${ledger.length} lease lines reconciled`);
}
main();
