#!/usr/bin/env node
const fs = require('fs');
const PDFDocument = require('pdfkit');
const { parse } = require('csv-parse/sync');
const dayjs = require('dayjs');

function arg(n) { const i = process.argv.indexOf('--' + n); return i > 0 ? process.argv[i + 1] : undefined; }
const meds = parse(fs.readFileSync(arg('profile'), 'utf8'), { columns: true });
const doc = new PDFDocument({ margin: 40 });
doc.pipe(fs.createWriteStream(arg('out')));
doc.fontSize(18).text(`Medication list - ${meds[0] ? meds[0].patient : ''}`);
doc.fontSize(10).text(`Printed ${dayjs().format('D MMM YYYY')}`).moveDown();
for (const m of meds) {
  doc.fontSize(12).text(`${m.drug} ${m.strength}`, { continued: true }).fontSize(10).text(`   ${m.reason || ''}`);
  doc.fontSize(10).text(m.directions).moveDown(0.5);
}
doc.moveDown().fontSize(11).text('Bring this list to every appointment.');
doc.end();
