#!/usr/bin/env node
const { PDFDocument, rgb } = require("pdf-lib");
const fs = require("fs");
(async () => {
  const [src] = process.argv.slice(2);
  const doc = await PDFDocument.load(fs.readFileSync(src));
  const p = doc.getPage(0);
  p.drawText(process.argv.includes("--job") ? process.argv[process.argv.indexOf("--job") + 1] : "JOB", { x: 20, y: 8, size: 6, color: rgb(0, 0, 0) });
  const out = process.argv.includes("-o") ? process.argv[process.argv.indexOf("-o") + 1] : "stamped.pdf";
  fs.writeFileSync(out, await doc.save());
})();
