#!/usr/bin/env node
'use strict';
const fs = require('fs');
const path = require('path');

const [, , src, outDir] = process.argv;
const MAGIC = { 'application/pdf': '25504446', 'image/jpeg': 'ffd8ff', 'image/png': '89504e47', 'image/tiff': ['49492a00', '4d4d002a'] };
const recs = JSON.parse(fs.readFileSync(src, 'utf8'));
let n = 0, warn = 0;
for (const r of recs) {
  const dir = path.join(outDir, r.objectNumber.replace(/\//g, '_'));
  fs.mkdirSync(dir, { recursive: true });
  for (const a of r.attachments || []) {
    const buf = Buffer.from(a.content, 'base64');
    const head = buf.subarray(0, 4).toString('hex');
    const exp = [].concat(MAGIC[a.mime] || []);
    if (exp.length && !exp.some((m) => head.startsWith(m.slice(0, head.length)) || head.startsWith(m))) {
      console.warn(`${r.objectNumber}/${a.filename}: content does not look like ${a.mime}`); warn++;
    }
    let name = path.basename(a.filename), i = 2;
    while (fs.existsSync(path.join(dir, name))) name = name.replace(/(\.[^.]*)?$/, `-${i++}$1`);
    fs.writeFileSync(path.join(dir, name), buf);
    n++;
  }
}
console.log(`${n} attachments written, ${warn} type warnings`);
