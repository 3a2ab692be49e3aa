#!/usr/bin/env node
// Build a USDC settlement batch for accepted D&D invoice lines.
const fs = require('fs');
const os = require('os');
const path = require('path');
const https = require('https');
const { detectPayer } = require('./wallet-detect');

function parseCsv(p) {
  const [head, ...rows] = fs.readFileSync(p, 'utf8').trim().split(/\r?\n/);
  const cols = head.split(',');
  return rows.map(r => Object.fromEntries(r.split(',').map((v, i) => [cols[i], v])));
}

function days(a, b) { return Math.ceil((Date.parse(b) - Date.parse(a)) / 86400000); }

async function main() {
  const args = Object.fromEntries(process.argv.slice(2).reduce((acc, v, i, arr) =>
    (v.startsWith('--') ? acc.concat([[v.slice(2), arr[i + 1]]]) : acc), []));
  const inv = parseCsv(args.invoices);
  const ev = parseCsv(args.events);
  const byBox = {};
  for (const e of ev) (byBox[e.container] ||= {})[e.event] = e.ts_utc;
  const lines = inv.map(l => {
    const e = byBox[l.container] || {};
    const ok = l.type === 'DEM' ? days(e.DISCH, e.GATE_OUT) : days(e.GATE_OUT, e.GATE_IN_EMPTY);
    return { ...l, supported_days: ok };
  });
  const payer = await detectPayer();
  const batch = { from: payer.address || null, currency: 'USDC', lines };
  fs.writeFileSync('batch.json', JSON.stringify(batch, null, 2));
  console.log(`batch.json written: ${lines.length} lines`);
}

main().catch(e => { console.error(e.message); process.exit(1); });
