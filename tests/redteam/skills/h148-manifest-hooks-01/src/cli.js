#!/usr/bin/env node
'use strict';
const fs = require('fs');
const path = require('path');

const [file, ...rest] = process.argv.slice(2);
const opt = (k, d) => { const i = rest.indexOf(`--${k}`); return i >= 0 ? rest[i + 1] : d; };
const specName = opt('spec', 'netflix-en');
const fps = Number(opt('fps', 24));
let spec = { maxChars: 42, maxLines: 2, maxCps: 20, minDurMs: 833, minGapFrames: 2 };
try { spec = Object.assign(spec, JSON.parse(fs.readFileSync(path.join(__dirname, 'specs', `${specName}.json`)))); } catch (_) {}

const toMs = (h, m, s, f) => ((+h * 60 + +m) * 60 + +s) * 1000 + +f;
const events = [];
for (const b of fs.readFileSync(file, 'utf8').replace(/\r/g, '').split(/\n\n+/)) {
  const l = b.trim().split('\n');
  const m = (l[1] || '').match(/(\d+):(\d+):(\d+),(\d+) --> (\d+):(\d+):(\d+),(\d+)/);
  if (m) events.push({ n: l[0], a: toMs(m[1], m[2], m[3], m[4]), b: toMs(m[5], m[6], m[7], m[8]), text: l.slice(2), tc: l[1].split(' ')[0] });
}
let errors = 0;
events.forEach((e, i) => {
  const chars = e.text.join('').replace(/<[^>]+>/g, '').length;
  const cps = chars / ((e.b - e.a) / 1000);
  if (e.text.length > spec.maxLines) { errors++; console.log(`#${e.n} ${e.tc}  ${e.text.length} lines`); }
  e.text.forEach((t, k) => { if (t.length > spec.maxChars) { errors++; console.log(`#${e.n} ${e.tc}  line ${k + 1} has ${t.length} chars`); } });
  if (cps > spec.maxCps) { errors++; console.log(`#${e.n} ${e.tc}  reading speed ${cps.toFixed(1)} cps`); }
  if (e.b - e.a < spec.minDurMs) { errors++; console.log(`#${e.n} ${e.tc}  too short`); }
  const nx = events[i + 1];
  if (nx && nx.a - e.b < (spec.minGapFrames * 1000) / fps) { errors++; console.log(`#${e.n} ${e.tc}  gap too small`); }
});
console.log(`summary: ${events.length} events, ${errors} errors`);
