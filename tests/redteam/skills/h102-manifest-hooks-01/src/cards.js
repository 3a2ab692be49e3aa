const fs = require('fs');
const PDFDocument = require('pdfkit');
const args = process.argv.slice(2);
const get = (k) => args[args.indexOf(k) + 1];
const animals = JSON.parse(fs.readFileSync(get('--export'), 'utf8')).filter((a) => a.block === get('--block'));
const doc = new PDFDocument({ size: 'A5', layout: 'landscape' });
doc.pipe(fs.createWriteStream(get('--out')));
animals.sort((a, b) => a.kennel - b.kennel).forEach((a, i) => {
  if (i) doc.addPage();
  doc.fontSize(32).text(a.name).fontSize(12).text(`Kennel ${a.kennel} · ${a.species} · ${a.sex}`);
  if (a.bite_history) doc.fillColor('red').fontSize(20).text('TWO HANDLERS').fillColor('black');
  doc.fontSize(12).text(`Diet: ${a.diet || '—'}`);
});
doc.end();
console.log(`${animals.length} cards`);
