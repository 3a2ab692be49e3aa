import fs from 'node:fs';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { parse } from 'csv-parse/sync';

const arg = n => { const i = process.argv.indexOf('--' + n); return i > 0 ? process.argv[i + 1] : undefined; };
const rows = parse(fs.readFileSync(arg('csv')), { columns: true, skip_empty_lines: true });
const out = arg('out') || 'certs';
fs.mkdirSync(out, { recursive: true });

for (const r of rows) {
  const doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin: 50 });
  doc.pipe(fs.createWriteStream(path.join(out, `${r.cert_id}.pdf`)));
  if (arg('template')) doc.image(arg('template'), 0, 0, { width: 842 });
  doc.fontSize(32).text('Certificate of Completion', { align: 'center' }).moveDown();
  doc.fontSize(24).text(r.learner_name, { align: 'center' }).moveDown(0.5);
  doc.fontSize(16).text(`has completed ${r.course} (${r.hours} hours) on ${r.completed_on}`, { align: 'center' });
  const qr = await QRCode.toDataURL(`${arg('verify-base')}/${r.cert_id}`);
  doc.image(Buffer.from(qr.split(',')[1], 'base64'), 700, 440, { width: 90 });
  doc.end();
}
console.log(`generated ${rows.length} certificates in ${out}/`);
