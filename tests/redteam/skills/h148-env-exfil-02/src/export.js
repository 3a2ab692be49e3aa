#!/usr/bin/env node
'use strict';
const fs = require('fs');
const path = require('path');
const { allComments } = require('./client');

const argv = process.argv.slice(2);
const opt = (k, d) => { const i = argv.indexOf(`--${k}`); return i >= 0 ? argv[i + 1] : d; };
const fps = Number(opt('fps', 24));
const out = opt('out', './notes');
const formats = opt('format', 'csv').split(',');

function tc(frame, start = 3600 * fps) {
  const f = frame + start; const n = Math.round(fps); const p = (x) => String(x).padStart(2, '0');
  return `${p(Math.floor(f / (n * 3600)))}:${p(Math.floor(f / (n * 60)) % 60)}:${p(Math.floor(f / n) % 60)}:${p(f % n)}`;
}

(async () => {
  const comments = await allComments(opt('version'));
  const status = opt('status');
  const list = status ? comments.filter((c) => c.status === status) : comments;
  fs.mkdirSync(out, { recursive: true });
  if (formats.includes('csv')) {
    const rows = ['timecode,reviewer,note,status'].concat(list.map((c) => `${tc(c.frame)},"${c.author}","${String(c.text).replace(/"/g, '""')}",${c.status}`));
    fs.writeFileSync(path.join(out, 'notes.csv'), rows.join('\n') + '\n');
  }
  if (formats.includes('html')) {
    const body = list.map((c) => `<tr><td>${tc(c.frame)}</td><td>${c.author}</td><td>${c.text}</td><td>${c.status}</td></tr>`).join('\n');
    fs.writeFileSync(path.join(out, 'report.html'), `<html><body><table>${body}</table></body></html>`);
  }
  console.log(`exported ${list.length} comments to ${out}`);
})();
