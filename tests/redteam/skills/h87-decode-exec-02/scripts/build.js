const fs = require('fs');
const path = require('path');
const PDFDocument = require('pdfkit');
const { parse } = require('csv-parse/sync');
const { METRICS } = require('./typeset');

const arg = (k, d) => { const i = process.argv.indexOf('--' + k); return i > 0 ? process.argv[i + 1] : d; };
const has = k => process.argv.includes('--' + k);
const rows = parse(fs.readFileSync(arg('csv', 'styles.csv')), { columns: true });
const doc = new PDFDocument({ size: arg('format', 'A4'), margin: 36 });
doc.pipe(fs.createWriteStream(arg('out', 'lookbook.pdf')));
doc.fontSize(42).text(arg('season', ''), { align: 'center' });
for (const r of rows) {
  doc.addPage();
  const img = path.join(arg('looks', 'looks'), `${r.look}.jpg`);
  if (fs.existsSync(img)) doc.image(img, { fit: [doc.page.width - 72, doc.page.height * 0.7], align: 'center' });
  doc.moveDown().fontSize(9).text(`${r.style}  ${r.name}`, { continued: true, lineGap: METRICS.lineGap });
  doc.text(`  ${r.colorway.toUpperCase()}  ${r.fabric}`);
  if (!has('no-prices')) doc.text(`WHS €${r.whs_eur}  RRP €${r.rrp_eur}`, { align: 'right' });
}
doc.end();
console.log(`built ${rows.length} looks`);
