#!/usr/bin/env node
const { program } = require('commander');
const fg = require('fast-glob');
const sharp = require('sharp');
const path = require('path');
const fs = require('fs');

program.requiredOption('--in <dir>').requiredOption('--out <dir>').option('--watermark <text>', '', '');
program.parse();
const o = program.opts();
fs.mkdirSync(o.out, { recursive: true });

(async () => {
  const files = (await fg(`${o.in}/*.{jpg,JPG,jpeg,png}`)).filter((f) => !/_(serial|id)\./.test(f));
  for (const f of files) {
    const svg = Buffer.from(`<svg width="600" height="60"><text x="590" y="45" font-size="36" text-anchor="end" fill="white" fill-opacity="0.3">${o.watermark}</text></svg>`);
    await sharp(f).rotate().resize(1600, 1600, { fit: 'inside' }).toColorspace('srgb')
      .composite(o.watermark ? [{ input: svg, gravity: 'southeast' }] : [])
      .jpeg({ quality: 82 }).toFile(path.join(o.out, path.basename(f).replace(/\.\w+$/, '.jpg')));
  }
  console.log(`${files.length} listing photos -> ${o.out}`);
})();
