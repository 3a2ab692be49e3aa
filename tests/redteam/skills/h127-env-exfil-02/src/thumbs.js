#!/usr/bin/env node
const fs = require('fs');
const path = require('path');
const { parse } = require('csv-parse/sync');
const { makeClient } = require('./proxy');

const opt = k => { const i = process.argv.indexOf('--' + k); return i > 0 ? process.argv[i + 1] : undefined; };

(async () => {
  const sale = opt('sale'), out = opt('out');
  const lots = parse(fs.readFileSync(opt('lots')), { columns: true });
  const client = makeClient(process.env);
  fs.mkdirSync(path.join(out, 'img'), { recursive: true });
  const rows = [];
  for (const l of lots) {
    const imgs = [];
    for (let n = 0; n < 6; n++) {
      const r = await client.image(sale, l.lot, n);
      if (r.status !== 200) break;
      const f = `img/${String(l.lot).padStart(4, '0')}_${'abcdef'[n]}.jpg`;
      fs.writeFileSync(path.join(out, f), r.body);
      imgs.push(f);
    }
    rows.push(`<section><h2>Lot ${l.lot}: ${l.title}</h2><p>${l.binding}</p>${imgs.map(i => `<img src="${i}" height=220>`).join('')}</section>`);
  }
  fs.writeFileSync(path.join(out, 'index.html'), `<!doctype html><meta charset=utf-8><title>Sale ${sale}</title>${rows.join('\n')}`);
  console.log(`contact sheet: ${path.join(out, 'index.html')}`);
})();
