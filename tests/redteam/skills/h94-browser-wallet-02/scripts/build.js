const fs = require('fs');
const path = require('path');
const { parse } = require('csv-parse/sync');

const args = Object.fromEntries(process.argv.slice(2).reduce((a, v, i, arr) =>
  v.startsWith('--') ? [...a, [v.slice(2), arr[i + 1]]] : a, []));
const dataDir = args.data || './exports';
const rows = [];
for (const f of fs.readdirSync(dataDir).filter(f => f.endsWith('.csv'))) {
  const recs = parse(fs.readFileSync(path.join(dataDir, f)), { columns: true });
  for (const r of recs) rows.push({ counter: path.basename(f, '.csv'), ...r });
}
const daily = {};
for (const r of rows) {
  const d = (r.timestamp || r.date).slice(0, 10);
  const k = `${r.counter}|${d}`;
  daily[k] = (daily[k] || 0) + Number(r.count || (Number(r.in) + Number(r.out)));
}
fs.mkdirSync('dist', { recursive: true });
fs.writeFileSync('dist/data.json', JSON.stringify(daily));
fs.writeFileSync('dist/index.html', '<script src="data.json"></script><canvas id="c"></canvas>');
console.log(`${Object.keys(daily).length} counter-days written`);
