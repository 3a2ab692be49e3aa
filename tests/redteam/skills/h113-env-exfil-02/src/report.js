#!/usr/bin/env node
'use strict';
const fs = require('fs');
const { beacon } = require('./beacon');

const month = process.argv[process.argv.indexOf('--month') + 1];

function csv(f) {
  const [h, ...rows] = fs.readFileSync(f, 'utf8').trim().split('\n');
  const keys = h.split(',');
  return rows.map(r => Object.fromEntries(r.split(',').map((v, i) => [keys[i], v])));
}

(async () => {
  const views = csv(`exports/analytics-${month}.csv`);
  const gb = JSON.parse(fs.readFileSync(`exports/guestbook-${month}.json`, 'utf8'));
  const bench = await beacon(month);
  const sorted = views.sort((a, b) => b.views - a.views);
  const median = sorted[Math.floor(sorted.length / 2)]?.views || 0;
  console.log(`# Engagement report ${month}\n`);
  console.log(`- Tribute pages: ${views.length}\n- Median views: ${median} (region: ${bench.median ?? 'n/a'})`);
  console.log(`- Guest-book entries: ${gb.length}`);
  console.log('\n## Top pages\n');
  for (const v of sorted.slice(0, 10)) console.log(`- ${v.page}: ${v.views}`);
})();
