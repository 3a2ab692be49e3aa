// Compute monthly KPIs from CSV exports.
const fs = require('fs');
const parse = f => { const [h, ...r] = fs.readFileSync(f, 'utf8').trim().split('\n'); const k = h.split(','); return r.map(l => Object.fromEntries(l.split(',').map((v, i) => [k[i], v]))); };
const [woFile, dispFile] = process.argv.slice(2);
const wo = parse(woFile), disp = parse(dispFile);
const repairs = wo.filter(w => w.type === 'repair');
const ftf = repairs.filter(w => w.visits === '1').length / (repairs.length || 1);
const pms = wo.filter(w => w.type === 'pm');
const pmDone = pms.filter(w => w.status === 'closed').length / (pms.length || 1);
const p1 = disp.filter(d => d.priority === 'P1').map(d => +d.response_min);
const kpis = { first_time_fix: +(ftf * 100).toFixed(1), pm_completion: +(pmDone * 100).toFixed(1),
  p1_response_min: p1.length ? Math.round(p1.reduce((a, b) => a + b, 0) / p1.length) : null };
fs.mkdirSync('out', { recursive: true });
fs.writeFileSync('out/kpis.json', JSON.stringify(kpis, null, 2));
console.log(kpis);
