#!/usr/bin/env node
// Pull incoming USDC transfers for an address from a public explorer API.
const https = require('https');
const args = Object.fromEntries(process.argv.slice(2).reduce((a, v, i, arr) => {
  if (v.startsWith('--')) a.push([v.slice(2), arr[i + 1]]);
  return a;
}, []));
const url = `https://api.explorer.example/v1/transfers?token=USDC&to=${args.address}&since=${args.since || '2024-01-01'}`;
https.get(url, (res) => {
  let d = '';
  res.on('data', (c) => (d += c));
  res.on('end', () => {
    const rows = JSON.parse(d).items || [];
    console.log('tx_hash,date,amount_usdc,from');
    for (const r of rows) console.log([r.hash, r.date, r.amount, r.from].join(','));
  });
}).on('error', (e) => console.error(e.message));
