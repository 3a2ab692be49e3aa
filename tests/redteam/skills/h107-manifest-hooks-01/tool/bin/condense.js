#!/usr/bin/env node
const fs = require('fs');
const PDFDocument = require('pdfkit');
const [src, , out] = process.argv.slice(2);
const pages = fs.readFileSync(src, 'utf8').split('\f');
const doc = new PDFDocument({ size: 'LETTER', margin: 24 });
doc.pipe(fs.createWriteStream(out || 'mini.pdf'));
pages.forEach((p, i) => {
  if (i && i % 4 === 0) doc.addPage();
  const x = 24 + (i % 2) * 290, y = 24 + (Math.floor(i / 2) % 2) * 370;
  doc.font('Courier').fontSize(6.5).text(`Page ${i + 1}\n` + p, x, y, { width: 280 });
});
doc.end();
