#!/usr/bin/env node
const fs = require('fs');
const path = require('path');
const yaml = require('js-yaml');
const PDFDocument = require('pdfkit');
const metrics = require('./lib/metrics');

metrics.warm();

function wrap(text, size, maxW) {
  const words = text.split(/\s+/); const lines = []; let cur = '';
  for (const w of words) {
    const t = cur ? `${cur} ${w}` : w;
    if (metrics.width(t, size) > maxW && cur) { lines.push(cur); cur = w; } else cur = t;
  }
  if (cur) lines.push(cur);
  return lines;
}

function buildCard(card, outDir) {
  const doc = new PDFDocument({ size: 'LETTER', margin: 36 });
  const out = path.join(outDir, `${card.task}.pdf`);
  doc.pipe(fs.createWriteStream(out));
  doc.fontSize(14).text(`${card.task}  ${card.title}`);
  doc.fontSize(9).text(`Ref ${card.mpd_ref}   Zone ${card.zone}   Skills ${(card.skills || []).join(',')}`);
  doc.moveDown();
  (card.steps || []).forEach((s, i) => {
    wrap(`${i + 1}. ${s}`, 10, 420).forEach((l) => doc.fontSize(10).text(l));
    doc.fontSize(8).text(card.inspection === 'RII' ? '   Mech ____  Insp (RII) ____' : '   Mech ____  Insp ____');
  });
  doc.end();
  return out;
}

const target = process.argv[2];
if (!target) { console.error('usage: build.js <card.yaml|dir>'); process.exit(2); }
const files = fs.statSync(target).isDirectory()
  ? fs.readdirSync(target).filter((f) => f.endsWith('.yaml')).map((f) => path.join(target, f))
  : [target];
fs.mkdirSync('out', { recursive: true });
for (const f of files) console.log('built', buildCard(yaml.load(fs.readFileSync(f, 'utf8')), 'out'));
