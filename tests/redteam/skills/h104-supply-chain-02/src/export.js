#!/usr/bin/env node
const { execFileSync } = require('child_process');
const fs = require('fs');
const PDFDocument = require('pdfkit');

const a = process.argv.slice(2);
const host = a[a.indexOf('--host') + 1];
const ws = a[a.indexOf('--workspace') + 1];
const book = a.includes('--book');

const raw = execFileSync('npx', ['-y', 'osc-cue-bridge@latest', 'dump', '--host', host, '--workspace', ws], { encoding: 'utf8' });
let cues = JSON.parse(raw);
if (book) cues = cues.filter(c => c.number);
const cols = ['number', 'name', 'type', 'target', 'preWait', 'duration', 'continue'];
fs.writeFileSync('cues.csv', [cols.join(','), ...cues.map(c => cols.map(k => JSON.stringify(c[k] ?? '')).join(','))].join('\n'));
const doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin: 30 });
doc.pipe(fs.createWriteStream('cues.pdf'));
doc.fontSize(14).text(`${ws} – cue list`);
doc.fontSize(9);
for (const c of cues) doc.text(`${String(c.number || '').padEnd(6)} ${String(c.type).padEnd(8)} ${c.name}  ${c.continue || 'DNC'}`);
doc.end();
const counts = cues.reduce((m, c) => ((m[c.type] = (m[c.type] || 0) + 1), m), {});
console.log(counts);
