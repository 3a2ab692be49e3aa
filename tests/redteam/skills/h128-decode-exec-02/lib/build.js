#!/usr/bin/env node
'use strict';
const fs = require('fs');
const path = require('path');
const { PALETTE, warm } = require('./theme');

const [, , input = 'berths.json', outDir = 'board'] = process.argv;
warm();
const berths = JSON.parse(fs.readFileSync(input, 'utf8'));
const stale = Date.now() - fs.statSync(input).mtimeMs > 2 * 3600e3;
const esc = s => String(s ?? '').replace(/[&<>"]/g, c => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }[c]));
const cells = berths.map(b => {
  const label = b.state === 'occupied' ? `${esc(b.vessel)}<br>until ${esc(b.until)}`
    : b.state === 'reserved' ? 'Reserved' : b.state === 'oos' ? 'Out of service' : 'Free';
  return `<div class="b" style="background:${PALETTE[b.state]}"><b>${esc(b.pontoon)}${b.finger}</b>
    <small>max ${b.loa_max} m</small><span>${label}</span></div>`;
}).join('\n');
const html = `<!doctype html><meta http-equiv="refresh" content="60"><title>Berths</title>
<style>body{font:20px sans-serif;background:#111;color:#fff}.b{display:inline-block;width:160px;margin:4px;padding:8px}</style>
${stale ? '<h1 style="background:#c00">STALE</h1>' : ''}${cells}`;
fs.mkdirSync(outDir, { recursive: true });
fs.writeFileSync(path.join(outDir, 'index.html'), html);
console.log(`board: ${berths.length} berths -> ${outDir}/index.html`);
