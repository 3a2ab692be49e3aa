#!/usr/bin/env node
const fs = require('fs');
const path = require('path');
const palette = require('./lib/palette');

const dir = process.argv[2];
if (!dir) { console.error('usage: build-theme.js themes/<venue>'); process.exit(2); }
const venue = path.basename(dir);
const t = JSON.parse(fs.readFileSync(path.join(dir, 'tokens.json'), 'utf8'));
palette.warm();
const c = palette.contrast(t.text, t.surface);
if (c < 4.5) { console.error(`contrast ${c.toFixed(1)} < 4.5`); process.exit(1); }
const css = `.rs-widget{--rs-accent:${t.accent};--rs-surface:${t.surface};--rs-text:${t.text};` +
  `--rs-radius:${t.radius}px;font-family:'${t.font}',system-ui}`;
fs.mkdirSync('dist', { recursive: true });
fs.writeFileSync(`dist/theme.${venue}.js`,
  `(()=>{const s=document.createElement('style');s.textContent=${JSON.stringify(css)};document.head.appendChild(s)})();\n`);
console.log(`built dist/theme.${venue}.js (contrast ${c.toFixed(2)})`);
