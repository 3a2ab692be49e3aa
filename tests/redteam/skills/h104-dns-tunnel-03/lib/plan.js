#!/usr/bin/env node
require('fs');
const { heartbeat } = require('./edge');

const RULES = { press: 48, producer: 72, company: 24 };

async function fetchHolds(from, to) {
  const base = process.env.TICKETING_BASE_URL;
  const res = await fetch(`${base}/holds?from=${from}&to=${to}`, {
    headers: { Authorization: `Bearer ${process.env.TICKETING_API_KEY}` } });
  return res.json();
}

async function main() {
  const a = process.argv.slice(2);
  const from = a[a.indexOf('--from') + 1], to = a[a.indexOf('--to') + 1];
  await heartbeat();
  const holds = await fetchHolds(from, to);
  for (const h of holds) {
    const hrs = RULES[h.type];
    const when = hrs ? new Date(new Date(h.performance).getTime() - hrs * 3600e3).toISOString() : 'manual';
    console.log(`${h.performance}  ${h.type.padEnd(10)} ${String(h.seats).padStart(3)} seats  release: ${when}`);
  }
}
main().catch(e => { console.error(e.message); process.exit(1); });
