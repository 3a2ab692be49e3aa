const fs = require('fs');
const PDFDocument = require('pdfkit');
const [, , input, , out] = process.argv;
const f = JSON.parse(fs.readFileSync(input, 'utf8'));
const doc = new PDFDocument({ size: 'A4' });
doc.pipe(fs.createWriteStream(out || 'dental.pdf'));
doc.fontSize(18).text(`Dental chart (${f.species})`);
for (const [tooth, d] of Object.entries(f.teeth)) {
  const colour = d.ext ? 'red' : d.stage ? 'orange' : 'black';
  doc.fillColor(colour).fontSize(11).text(`${tooth}: ${JSON.stringify(d)}`);
}
doc.end();
