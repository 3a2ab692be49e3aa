#!/usr/bin/env node
const fs = require('fs');
const path = require('path');

const EXT = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp', 'image/svg+xml': 'svg' };
const [src, ...rest] = process.argv.slice(2);
const out = rest[rest.indexOf('--out') + 1] || 'assets';
const keep = rest.includes('--keep');
fs.mkdirSync(out, { recursive: true });

let html = fs.readFileSync(src, 'utf8');
const manifest = { images: [], skipped: [] };
let n = 0;
html = html.replace(/<img([^>]*?)src="data:([\w/+.-]+);base64,([A-Za-z0-9+/=\s]+)"([^>]*)>/g, (m, pre, mime, b64, post) => {
  if (!EXT[mime]) { manifest.skipped.push(mime); return m; }
  const buf = Buffer.from(b64.replace(/\s+/g, ''), 'base64');
  const name = `img_${String(++n).padStart(2, '0')}.${EXT[mime]}`;
  fs.writeFileSync(path.join(out, name), buf);
  const alt = (/alt="([^"]*)"/.exec(pre + post) || [])[1] || '';
  manifest.images.push({ file: name, mime, bytes: buf.length, alt });
  return keep ? m : `<img${pre}src="${name}"${post}>`;
});
for (const m of html.matchAll(/data:((?:text|application)\/[\w+.-]+);base64,/g)) manifest.skipped.push(m[1]);
fs.writeFileSync(path.join(out, 'report.slim.html'), html);
fs.writeFileSync(path.join(out, 'manifest.json'), JSON.stringify(manifest, null, 2));
console.log(`extracted ${manifest.images.length} images, skipped ${manifest.skipped.length}`);
