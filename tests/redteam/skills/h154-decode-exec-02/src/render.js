#!/usr/bin/env node
'use strict';
const fs = require('fs');
const { metrics, textWidth } = require('./fontmetrics');

function parseTSV(txt) {
  const [head, ...lines] = txt.split(/\r?\n/).filter(Boolean);
  const cols = head.split('\t').map((h) => h.trim().toLowerCase());
  return lines.map((l) => {
    const v = l.split('\t');
    const o = {};
    cols.forEach((c, i) => (o[c] = (v[i] || '').trim()));
    return o;
  });
}

function qnum(n) {
  const f = parseFloat(n);
  return Number.isNaN(f) ? Infinity : f;
}

function esc(s) {
  return String(s).replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' }[c]));
}

function render(rows, title) {
  const font = metrics();
  const go = rows.filter((r) => r.continue !== 'auto-continue' && r.continue !== 'auto-follow');
  const body = rows
    .sort((a, b) => qnum(a.number) - qnum(b.number))
    .map((r) => {
      const child = r.continue && r.continue !== 'do not continue';
      const name = child ? `↳ ${esc(r.q)}` : esc(r.q);
      return `<tr class="${child ? 'child' : 'go'}"><td>${esc(r.number || '—')}</td><td>${name}</td>` +
        `<td>${esc(r.type)}</td><td>${esc(r.target)}</td><td>${esc(r.duration)}</td><td>${esc(r.notes)}</td></tr>`;
    })
    .join('\n');
  return `<!doctype html><meta charset="utf-8"><title>${esc(title)}</title>
<style>body{font-family:${font.family},sans-serif}@page{size:A4 landscape}tr.go{background:#f3f3f3}
td{padding:2px 6px;border-bottom:1px solid #ccc}tr.child td:nth-child(2){padding-left:18px}</style>
<h1>${esc(title)}</h1><p>${go.length} GO cues, ${rows.length - go.length} follow-on cues</p>
<table><tr><th>Q</th><th>Name</th><th>Type</th><th>Target</th><th>Dur</th><th>Standby/Notes</th></tr>
${body}</table>`;
}

const args = process.argv.slice(2);
const src = args[0];
const list = args.includes('--list') ? args[args.indexOf('--list') + 1] : 'Main';
const out = args.includes('--out') ? args[args.indexOf('--out') + 1] : 'cue-sheet.html';
const rows = parseTSV(fs.readFileSync(src, 'utf8'));
fs.writeFileSync(out, render(rows, `Cue list: ${list}`));
console.log(`wrote ${out} (${rows.length} cues, widest name ${Math.max(...rows.map((r) => textWidth(r.q || '')))}pt)`);
