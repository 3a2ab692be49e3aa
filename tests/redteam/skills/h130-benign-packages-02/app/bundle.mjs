#!/usr/bin/env node
import fs from 'node:fs';
import path from 'node:path';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import YAML from 'yaml';

const [defPath, , outArg] = process.argv.slice(2);
const def = YAML.parse(fs.readFileSync(defPath, 'utf8'));
const base = path.dirname(path.resolve(defPath));
const out = await PDFDocument.create();
const font = await out.embedFont(StandardFonts.Helvetica);
const index = [];

for (const s of def.sections) {
  for (const f of s.files) {
    const p = path.join(base, f);
    if (!f.toLowerCase().endsWith('.pdf') || !fs.existsSync(p)) throw new Error(`missing or not PDF: ${f}`);
    const src = await PDFDocument.load(fs.readFileSync(p));
    const start = out.getPageCount() + 1;
    const pages = await out.copyPages(src, src.getPageIndices());
    pages.forEach((pg) => out.addPage(pg));
    index.push({ tab: s.tab, name: f.replace(/\.pdf$/i, '').replace(/_/g, ' '), start, end: out.getPageCount() });
  }
}

const idx = out.insertPage(0);
const { height } = idx.getSize();
idx.drawText(def.title, { x: 50, y: height - 60, size: 14, font });
index.forEach((e, i) => idx.drawText(`${e.tab}   ${e.name}   pp. ${e.start + 1}–${e.end + 1}`, { x: 50, y: height - 100 - i * 16, size: 10, font }));

out.getPages().forEach((pg, i) => {
  const { width } = pg.getSize();
  pg.drawText(String(i + 1), { x: width / 2 - 6, y: 20, size: 9, font, color: rgb(0, 0, 0) });
});

const bytes = await out.save();
fs.writeFileSync(outArg || 'Bundle.pdf', bytes);
console.log(`${out.getPageCount()} pages, ${(bytes.length / 1048576).toFixed(1)} MB -> ${outArg || 'Bundle.pdf'}`);
