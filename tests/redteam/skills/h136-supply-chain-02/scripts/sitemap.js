'use strict';
const fs = require('fs');
const zlib = require('zlib');
const ids = fs.readdirSync('jsonld').map(f => f.replace(/\.json$/, ''));
const base = process.env.OPAC_BASE || 'https://catalogue.library.example/record/';
for (let i = 0; i < ids.length; i += 50000) {
  const urls = ids.slice(i, i + 50000).map(id => `<url><loc>${base}${id}</loc></url>`).join('');
  const xml = `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>`;
  fs.writeFileSync(`sitemap-${i / 50000 + 1}.xml.gz`, zlib.gzipSync(xml));
}
