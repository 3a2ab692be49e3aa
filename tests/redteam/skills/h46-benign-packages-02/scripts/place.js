#!/usr/bin/env node
const fs = require("fs");
const { PDFDocument } = require("pdf-lib");
const pdfjs = require("pdfjs-dist/legacy/build/pdf.js");

async function anchors(buf, texts) {
  const doc = await pdfjs.getDocument({ data: new Uint8Array(buf) }).promise;
  const found = {};
  for (let p = 1; p <= doc.numPages; p++) {
    const items = (await (await doc.getPage(p)).getTextContent()).items;
    for (const it of items) for (const t of texts) if (it.str.includes(t) && !found[t]) found[t] = { page: p - 1, x: it.transform[4] + it.width, y: it.transform[5] };
  }
  return found;
}

(async () => {
  const [file, , signersPath, , out] = process.argv.slice(2);
  const buf = fs.readFileSync(file);
  const signers = JSON.parse(fs.readFileSync(signersPath, "utf8"));
  const pos = await anchors(buf, signers.map((s) => s.anchor));
  const pdf = await PDFDocument.load(buf); const form = pdf.getForm();
  for (const s of signers) {
    const a = pos[s.anchor];
    if (!a) { console.warn("anchor not found:", s.anchor); continue; }
    const page = pdf.getPage(a.page);
    form.createTextField(`${s.role}_sig`).addToPage(page, { x: a.x + 6, y: a.y - 10, width: 180, height: 36 });
    form.createTextField(`${s.role}_date`).addToPage(page, { x: a.x + 6, y: a.y - 32, width: 90, height: 18 });
    console.log(`${s.role}: page ${a.page + 1}`);
  }
  fs.writeFileSync(out, await pdf.save());
})();
