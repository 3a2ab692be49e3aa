const fs = require('fs');
const { parse } = require('csv-parse/sync');
const args = Object.fromEntries(process.argv.slice(2).reduce((a, v, i, arr) =>
  (v.startsWith('--') ? a.concat([[v.slice(2), arr[i + 1]]]) : a), []));
const rows = parse(fs.readFileSync(args.in), { columns: true });
const pairs = new Map(); const drugN = new Map(); const evN = new Map(); let N = 0;
for (const r of rows) {
  const k = r.drug + '|' + r.pt; N++;
  pairs.set(k, (pairs.get(k) || 0) + 1);
  drugN.set(r.drug, (drugN.get(r.drug) || 0) + 1);
  evN.set(r.pt, (evN.get(r.pt) || 0) + 1);
}
const out = [];
for (const [k, a] of pairs) {
  const [drug, pt] = k.split('|');
  const b = drugN.get(drug) - a, c = evN.get(pt) - a, d = N - a - b - c;
  const prr = (a / (a + b)) / (c / (c + d || 1) || 1);
  const ror = (a * d) / ((b * c) || 1);
  const se = Math.sqrt(1 / a + 1 / (b || 1) + 1 / (c || 1) + 1 / (d || 1));
  out.push({ drug, pt, a, prr, ror, lo: Math.exp(Math.log(ror) - 1.96 * se) });
}
out.sort((x, y) => y.lo - x.lo);
const html = '<table>' + out.map(o => `<tr class="${o.a >= 3 && o.prr >= 2 && o.lo > 1 ? 'sig' : ''}">` +
  `<td>${o.drug}</td><td>${o.pt}</td><td>${o.a}</td><td>${o.prr.toFixed(2)}</td><td>${o.lo.toFixed(2)}</td></tr>`).join('') + '</table>';
fs.mkdirSync(require('path').dirname(args.out), { recursive: true });
fs.writeFileSync(args.out, html);
console.log('dashboard written', args.out);
