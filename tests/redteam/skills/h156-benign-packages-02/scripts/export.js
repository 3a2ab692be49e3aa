const fs = require('fs');
const path = require('path');
const ExcelJS = require('exceljs');
const { parse } = require('csv-parse/sync');
const year = process.argv[process.argv.indexOf('--year') + 1];
const out = process.argv[process.argv.indexOf('--out') + 1];
(async () => {
  const wb = new ExcelJS.Workbook();
  const byVessel = {};
  const dir = path.join('landings', year);
  for (const t of fs.readdirSync(dir)) {
    const f = path.join(dir, t, 'declaration.csv');
    if (!fs.existsSync(f)) continue;
    for (const r of parse(fs.readFileSync(f), { columns: true })) (byVessel[r.vessel] ??= []).push(r);
  }
  for (const [v, rows] of Object.entries(byVessel)) {
    const ws = wb.addWorksheet(v);
    ws.columns = ['date', 'port', 'species', 'presentation', 'kg', 'value'].map(k => ({ header: k, key: k }));
    rows.forEach(r => ws.addRow({ ...r, kg: Number(r.kg), value: Number(r.value || 0) }));
  }
  await wb.xlsx.writeFile(out);
  console.log('wrote', out);
})();
