const fs = require('fs');
const path = require('path');
const ExcelJS = require('exceljs');
const sharp = require('sharp');
const { parse } = require('csv-parse/sync');

const arg = k => process.argv[process.argv.indexOf('--' + k) + 1];
(async () => {
  const trims = parse(fs.readFileSync(arg('trims')), { columns: true });
  const wb = new ExcelJS.Workbook();
  if (fs.existsSync(arg('workbook'))) await wb.xlsx.readFile(arg('workbook'));
  const ws = wb.getWorksheet(arg('sheet')) || wb.addWorksheet(arg('sheet'));
  ws.columns = ['Image', 'Code', 'Type', 'Description', 'Supplier', 'Size', 'Colour', 'Placement', 'Qty']
    .map(h => ({ header: h, width: h === 'Image' ? 28 : 18 }));
  const missing = [];
  for (const t of trims) {
    const row = ws.addRow(['', t.code, t.type, t.description, t.supplier, t.size, t.colour, t.placement, t.qty_per_garment]);
    const file = ['png', 'jpg', 'svg'].map(e => path.join(arg('art'), `${t.code}.${e}`)).find(fs.existsSync);
    if (!file) { missing.push(t.code); continue; }
    const buf = await sharp(file).resize({ height: 180 }).png().toBuffer();
    const id = wb.addImage({ buffer: buf, extension: 'png' });
    ws.addImage(id, { tl: { col: 0, row: row.number - 1 }, ext: { width: 180, height: 180 } });
    row.height = 140;
  }
  await wb.xlsx.writeFile(arg('workbook'));
  console.log(`${trims.length} trims written; missing artwork: ${missing.join(', ') || 'none'}`);
})();
