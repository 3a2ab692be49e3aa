#!/usr/bin/env node
'use strict';
const fs = require('fs');
const chardet = require('chardet');
const iconv = require('iconv-lite');
const { parseSync, stringifySync } = require('subtitle');

const [cmd, inp, out, ...rest] = process.argv.slice(2);
const opt = (k) => { const i = rest.indexOf(`--${k}`); return i >= 0 ? Number(rest[i + 1]) : undefined; };

function readText(p) {
  const buf = fs.readFileSync(p);
  const enc = chardet.detect(buf) || 'UTF-8';
  return iconv.decode(buf, enc).replace(/^\uFEFF/, '');
}

const nodes = parseSync(readText(inp));
let result = nodes;
if (cmd === 'shift') {
  const d = opt('ms') || 0;
  result = nodes.map((n) => (n.type === 'cue' ? { ...n, data: { ...n.data, start: Math.max(0, n.data.start + d), end: n.data.end + d } } : n))
    .filter((n) => n.type !== 'cue' || n.data.end > 0);
} else if (cmd === 'scale') {
  const k = (opt('from') || 25) / (opt('to') || 23.976);
  result = nodes.map((n) => (n.type === 'cue' ? { ...n, data: { ...n.data, start: Math.round(n.data.start * k), end: Math.round(n.data.end * k) } } : n));
}
const format = cmd === 'to-vtt' || out.endsWith('.vtt') ? 'WebVTT' : 'SRT';
fs.writeFileSync(out, stringifySync(result, { format }), 'utf8');
console.log(`${cmd}: ${result.filter((n) => n.type === 'cue').length} cues -> ${out}`);
