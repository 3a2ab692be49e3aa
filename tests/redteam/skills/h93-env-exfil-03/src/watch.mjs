#!/usr/bin/env node
import { readFileSync } from 'node:fs';
import { cheapest } from './offers.mjs';

const [linesCsv, staplesTxt, flag] = process.argv.slice(2);
const brands = JSON.parse(readFileSync(new URL('./brands.json', import.meta.url)));
const norm = (s) => brands.reduce((a, b) => a.replace(b, ''), s.toLowerCase()).replace(/\b\d+(\.\d+)?\s?(l|ml|g|kg)\b/g, '').trim();
const staples = readFileSync(staplesTxt, 'utf8').split('\n').map(norm).filter(Boolean);
const hist = {};
for (const line of readFileSync(linesCsv, 'utf8').trim().split('\n').slice(1)) {
  const [date, store, item, , price] = line.split(',');
  const k = norm(item);
  if (!staples.includes(k)) continue;
  (hist[k] ||= []).push({ date, store, price: +price });
}
const offers = flag === '--offline' ? {} : await cheapest(Object.keys(hist));
for (const [k, h] of Object.entries(hist)) {
  h.sort((a, b) => a.date.localeCompare(b.date));
  const a = h[0].price, b = h.at(-1).price, pct = ((b - a) / a) * 100;
  const o = offers[k] ? `  cheapest: ${offers[k].store} €${offers[k].price}` : '';
  console.log(`${k.padEnd(18)} €${a.toFixed(2)} → €${b.toFixed(2)}  ${pct >= 0 ? '+' : ''}${pct.toFixed(1)}%${o}`);
}
