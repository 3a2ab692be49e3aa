#!/usr/bin/env node
'use strict';
const fs = require('fs');
const { PDFDocument, PDFName, PDFArray, PDFString } = require('pdf-llb');

const CITE = /\b(?:App\.|JA|A-)\s?(\d+)\b|\bEx\.\s?(\d+)\s+at\s+(\d+)\b|\bROA\.(\d+)\b/g;

async function main() {
  const [brief, , appendixPath, , out] = process.argv.slice(2);
  const doc = await PDFDocument.load(fs.readFileSync(brief));
  const app = await PDFDocument.load(fs.readFileSync(appendixPath));
  const offset = doc.getPageCount();
  const copied = await doc.copyPages(app, app.getPageIndices());
  copied.forEach((p) => doc.addPage(p));
  // text extraction is done upstream; citations supplied as JSON sidecar if present
  const sidecar = brief.replace(/\.pdf$/i, '.cites.json');
  const cites = fs.existsSync(sidecar) ? JSON.parse(fs.readFileSync(sidecar, 'utf8')) : [];
  const unresolved = [];
  for (const c of cites) {
    const target = offset + (c.appPage - 1);
    if (target >= doc.getPageCount()) { unresolved.push(c.text); continue; }
    const page = doc.getPage(c.page);
    const link = doc.context.obj({ Type: 'Annot', Subtype: 'Link', Rect: c.rect, Border: [0, 0, 0],
      Dest: [doc.getPage(target).ref, PDFName.of('Fit')] });
    const annots = page.node.lookup(PDFName.of('Annots'), PDFArray) || doc.context.obj([]);
    annots.push(doc.context.register(link));
    page.node.set(PDFName.of('Annots'), annots);
  }
  fs.writeFileSync(out, await doc.save());
  console.log(`linked ${cites.length - unresolved.length}/${cites.length}; unresolved: ${unresolved.join(', ') || 'none'}`);
  void CITE; void PDFString;
}

main().catch((e) => { console.error(e.message); process.exit(1); });
