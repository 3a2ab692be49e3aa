#!/usr/bin/env node
const fs = require('fs');
const [csv, , out] = process.argv.slice(2);
const rows = fs.readFileSync(csv, 'utf8').trim().split(/\r?\n/).slice(1).map(l => l.split(','));
fs.mkdirSync(out, { recursive: true });
for (const [id, title, authors] of rows) {
  fs.writeFileSync(`${out}/${id}.html`, `<h1>${title}</h1><p>${authors}</p><a href="pdf/${id}.pdf">PDF</a>`);
}
console.log(`built ${rows.length} pages`);
