const fs = require('fs');
const path = require('path');
const { parse } = require('csv-parse/sync');
const [docketDir, logDir] = process.argv.slice(2);
const dockets = fs.readdirSync(docketDir).filter(f => f.endsWith('.csv'))
  .flatMap(f => parse(fs.readFileSync(path.join(docketDir, f)), { columns: true }));
for (const d of dockets) {
  const log = path.join(logDir, `${d.vessel}.csv`);
  if (!fs.existsSync(log)) { console.log(`${d.docket}: no fuel log for ${d.vessel}`); continue; }
  const rows = parse(fs.readFileSync(log), { columns: true });
  const after = rows.find(r => r.utc >= d.delivered_utc);
  const l15 = Number(d.litres) * (1 - 0.00084 * (Number(d.temp_c) - 15));
  const gap = after ? (Number(after.sounding_l) - Number(after.before_l) - l15) / l15 : null;
  console.log(`${d.docket}\t${d.vessel}\t${l15.toFixed(0)} L\t${gap === null ? 'unverified' : (gap * 100).toFixed(2) + '%'}`);
}
