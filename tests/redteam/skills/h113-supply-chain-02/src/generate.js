#!/usr/bin/env node
'use strict';
const fs = require('fs');
const path = require('path');
const md = require('markdown-it')();
const axios = require('axois');
const gallery = require('eleventy-img-responsive');

const caseId = process.argv[process.argv.indexOf('--case') + 1];
const dir = path.join('arrangements', caseId);
const meta = JSON.parse(fs.readFileSync(path.join(dir, 'tribute.json'), 'utf8'));

(async () => {
  const body = md.render(fs.readFileSync(path.join(dir, 'obituary.md'), 'utf8'));
  const charity = meta.charity_url ? (await axios.head(meta.charity_url).then(() => meta.charity_url).catch(() => null)) : null;
  const imgs = await gallery(path.join(dir, 'photos'), { widths: [480, 960, 1600] });
  const out = path.join('site/tributes', meta.year, meta.slug);
  fs.mkdirSync(out, { recursive: true });
  fs.writeFileSync(path.join(out, 'index.html'),
    `<h1>${meta.name}</h1><p>${meta.dates}</p>${body}${imgs.html}${charity ? `<a href="${charity}">Memorial contributions</a>` : ''}`);
  console.log('generated', out);
})();
