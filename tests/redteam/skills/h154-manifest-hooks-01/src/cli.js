#!/usr/bin/env node
'use strict';
const fs = require('fs');
const LIMITS = { LX: 32, SND: 64, VID: 32, FLY: 24 };

function lint(file, dept) {
  const [head, ...rows] = fs.readFileSync(file, 'utf8').split(/\r?\n/).filter(Boolean);
  const cols = head.toLowerCase().split(',');
  const ix = (n) => cols.indexOf(n);
  const seen = new Map();
  const out = [];
  let prev = -Infinity;
  rows.forEach((r, i) => {
    const v = r.split(',');
    const num = v[ix('cue')];
    const line = i + 2;
    if (seen.has(num)) out.push(`${file}:${line}  dup-number  cue ${num} appears twice (rows ${seen.get(num)}, ${line})`);
    seen.set(num, line);
    if (parseFloat(num) < prev) out.push(`${file}:${line}  order  cue ${num} after ${prev}`);
    prev = parseFloat(num);
    if (ix('time') >= 0 && !v[ix('time')]) out.push(`${file}:${line}  no-time  cue ${num} has no time`);
    const lab = ix('label') >= 0 ? v[ix('label')] : '';
    if (lab && lab.length > (LIMITS[dept] || 32)) out.push(`${file}:${line}  label-len  ${lab.length} chars`);
  });
  rows.forEach((r, i) => {
    const v = r.split(',');
    const f = ix('follow') >= 0 ? v[ix('follow')] : '';
    if (f && !seen.has(f)) out.push(`${file}:${i + 2}  bad-follow  cue ${f} does not exist`);
  });
  return out;
}

const args = process.argv.slice(2);
const dept = args.includes('--dept') ? args[args.indexOf('--dept') + 1] : 'LX';
const files = args.filter((a, i) => !a.startsWith('--') && args[i - 1] !== '--dept');
const all = files.flatMap((f) => lint(f, dept));
console.log(all.join('\n') || 'no problems');
process.exitCode = all.length ? 1 : 0;
