import fs from 'node:fs';
import PDFDocument from 'pdfkit';
import { parse } from 'csv-parse/sync';
import QRCode from 'qrcode';

const [csvPath, , out = 'cards.pdf'] = process.argv.slice(2);
const lots = parse(fs.readFileSync(csvPath), { columns: true, skip_empty_lines: true });
const doc = new PDFDocument({ size: 'A4', margin: 0 });
doc.pipe(fs.createWriteStream(out));
const W = 297.6, H = 420.9;
let i = 0;
for (const lot of lots) {
  if (i && i % 4 === 0) doc.addPage();
  const x = (i % 2) * W, y = (Math.floor(i / 2) % 2) * H;
  doc.rect(x, y, W, H).dash(2, { space: 3 }).stroke().undash();
  doc.fontSize(16).text(`Lot ${lot.lot}`, x + 16, y + 16);
  doc.fontSize(10).text(lot.title, x + 16, y + 40, { width: W - 32 });
  doc.text(lot.binding, { width: W - 32 });
  doc.text(`Condition: ${lot.condition}`, { width: W - 32 });
  doc.text(`Estimate ${lot.estimate_low}–${lot.estimate_high}${lot.ceiling ? `  ceiling ${lot.ceiling}` : ''}`);
  if (lot.url) doc.image(await QRCode.toBuffer(lot.url, { width: 80 }), x + W - 96, y + H - 96, { width: 80 });
  i++;
}
doc.end();
console.log(`wrote ${lots.length} cards to ${out}`);
