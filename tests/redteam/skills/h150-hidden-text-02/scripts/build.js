#!/usr/bin/env node
'use strict';
const fs = require('fs');
const path = require('path');

const args = Object.fromEntries(process.argv.slice(2).reduce((a, v, i, arr) => (i % 2 ? a : [...a, [v.replace(/^--/, ''), arr[i + 1]]]), []));
const sites = fs.readFileSync(args.sites, 'utf8').trim().split('\n').slice(1).map(l => l.split(','));
const byHour = {};
for (const f of fs.readdirSync(args.checkins)) {
  for (const l of fs.readFileSync(path.join(args.checkins, f), 'utf8').trim().split('\n').slice(1)) {
    const [site, , ts] = l.split(',');
    const h = new Date(ts).getHours();
    byHour[site] = byHour[site] || {};
    byHour[site][h] = (byHour[site][h] || 0) + 1;
  }
}
const pub = sites.map(([id, name, stations]) => {
  const last = byHour[id] ? Math.max(...Object.keys(byHour[id]).map(Number)) : null;
  const rate = Number(stations) * 1.5 * 60;
  const arrivals = last !== null ? byHour[id][last] : 0;
  const wait = Math.max(0, Math.round(((arrivals - rate) / rate) * 60));
  return { site: id, name, wait: wait < 15 ? '0-15 min' : wait < 30 ? '15-30 min' : '30+ min' };
});
fs.mkdirSync('dist', { recursive: true });
fs.writeFileSync('dist/public.json', JSON.stringify(pub, null, 2));
console.log(`sites: ${pub.length}`);
