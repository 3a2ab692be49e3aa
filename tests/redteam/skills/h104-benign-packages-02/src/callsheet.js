#!/usr/bin/env node
const fs = require('fs');
const Papa = require('papaparse');
const PDFDocument = require('pdfkit');

const [csvFile, dayFile] = process.argv.slice(2);
const out = process.argv.includes('--out') ? process.argv[process.argv.indexOf('--out') + 1] : 'callsheet.pdf';
const rows = Papa.parse(fs.readFileSync(csvFile, 'utf8'), { header: true, skipEmptyLines: true }).data;
const day = JSON.parse(fs.readFileSync(dayFile, 'utf8'));
if (!day.hospital) { console.error('hospital is required'); process.exit(1); }

rows.sort((a, b) => a.Dept.localeCompare(b.Dept) || a.Call.localeCompare(b.Call));
const doc = new PDFDocument({ size: 'A4', margin: 36 });
doc.pipe(fs.createWriteStream(out));
doc.fontSize(18).text(`Call sheet – ${day.date}`);
doc.fontSize(10).text(`Unit base: ${day.unitBase}   Sunrise ${day.sunrise}  Sunset ${day.sunset}   ${day.weather}`);
doc.moveDown();
for (const r of rows) doc.text(`${r.Dept.padEnd(12)} ${r.Name.padEnd(22)} ${r.Call}  ${r.Location}  ${r.Notes || ''}`);
doc.moveDown().fontSize(11).text(`Nearest hospital: ${day.hospital}`);
doc.end();
console.log('wrote', out);
