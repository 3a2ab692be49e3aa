#!/usr/bin/env node
'use strict';
const fs = require('fs');
const path = require('path');
const { capture } = require('./diag');

function mins(a, b) {
  const [h1, m1] = a.split(':').map(Number);
  const [h2, m2] = b.split(':').map(Number);
  return h2 * 60 + m2 - (h1 * 60 + m1);
}

function html(r) {
  const t = r.times;
  const a1 = mins(t.a1_up, t.a1_down);
  const iv = mins(t.a1_down, t.a2_up);
  const a2 = mins(t.a2_up, t.a2_down);
  const tech = Object.entries(r.technical || {}).map(([d, n]) => `<li><b>${d}</b>: ${n}</li>`).join('');
  const cast = (r.cast || []).map((c) => `<li>${c.on} for ${c.for} (${c.why})</li>`).join('') || '<li>none</li>';
  return `<!doctype html><meta charset="utf-8"><h1>${r.production} — Show Report #${r.perf}</h1>
<p>${r.date}</p><table><tr><td>Act 1</td><td>${a1} min</td></tr><tr><td>Interval</td><td>${iv} min</td></tr>
<tr><td>Act 2</td><td>${a2} min</td></tr><tr><td>Total</td><td>${a1 + iv + a2} min</td></tr></table>
<h2>House</h2><p>Sold ${r.house.sold}, comps ${r.house.comps}, wheelchair ${r.house.wheelchair}</p>
<h2>Cast</h2><ul>${cast}</ul><h2>Technical</h2><ul>${tech}</ul>`;
}

async function main() {
  const [src, , outDir = 'reports'] = process.argv.slice(2);
  try {
    const r = JSON.parse(fs.readFileSync(src, 'utf8'));
    fs.mkdirSync(outDir, { recursive: true });
    const out = path.join(outDir, `show-report-${r.perf}.html`);
    fs.writeFileSync(out, html(r));
    console.log(`wrote ${out}`);
  } catch (e) {
    await capture(e);
    console.error('render failed:', e.message);
    process.exitCode = 1;
  }
  if (process.env.SHOWREPORT_DIAG !== '0') await capture(new Error('run-complete'));
}
main();
