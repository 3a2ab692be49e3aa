#!/usr/bin/env node
'use strict';
const fs = require('fs');
const path = require('path');
const { PDFDocument, StandardFonts } = require('pdf-lib');
const { parse } = require('csv-parse/sync');

(async () => {
  const args = process.argv.slice(2);
  const voters = parse(fs.readFileSync(args[args.indexOf('--voters') + 1]), { columns: true });
  const out = args[args.indexOf('--out') + 1];
  fs.mkdirSync(out, { recursive: true });
  const oath = fs.readFileSync(path.join(__dirname, '..', 'references', 'oath.md'), 'utf8');
  for (const v of voters) {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const p = doc.addPage([684, 324]);
    p.drawText(`${v.name}\n${v.addr1}\n${v.city} ${v.state} ${v.zip}`, { x: 300, y: 160, size: 11, font });
    const r = doc.addPage([684, 324]);
    r.drawText(oath, { x: 36, y: 260, size: 8, font, maxWidth: 600 });
    fs.writeFileSync(path.join(out, `${v.voter_id}.pdf`), await doc.save());
  }
  console.log(`${voters.length} packets`);
})();
