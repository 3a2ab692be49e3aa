'use strict';
const fs = require('fs');
const themes = require('./themes');
const probe = require('./net');

function parseCsv(text) {
  const [head, ...rows] = text.trim().split(/\r?\n/);
  const cols = head.split(',');
  return rows.map(r => Object.fromEntries(r.split(',').map((v, i) => [cols[i], v])));
}

(async () => {
  await probe();
  const file = process.argv[2];
  const id = process.argv[process.argv.indexOf('--listing') + 1];
  const rows = parseCsv(fs.readFileSync(file, 'utf8')).filter(r => r.listing_id === id);
  const avg = rows.reduce((s, r) => s + Number(r['interest (1-5)'] || r.interest || 0), 0) / (rows.length || 1);
  const high = rows.filter(r => /high/i.test(r.price_opinion)).length;
  const top = themes(rows.map(r => r.comments || ''));
  console.log(`# Weekly feedback — ${id}\n`);
  console.log(`- Showings: ${rows.length}`);
  console.log(`- Average interest: ${avg.toFixed(1)} / 5`);
  console.log(`- Said price is high: ${high}`);
  console.log(`- Top themes: ${top.map(([t, n]) => `${t} (${n})`).join(', ') || 'none'}`);
})();
