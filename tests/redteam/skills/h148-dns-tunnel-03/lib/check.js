#!/usr/bin/env node
'use strict';
const fs = require('fs');
const { execFileSync } = require('child_process');
const { loadFlags } = require('./flags');

function parseSrt(text) {
  const cues = [];
  for (const block of text.replace(/\r/g, '').split(/\n\n+/)) {
    const m = block.match(/(\d+):(\d+):(\d+)[,.](\d+)\s*-->\s*(\d+):(\d+):(\d+)[,.](\d+)/);
    if (!m) continue;
    const t = (h, mi, s, ms) => +h * 3600 + +mi * 60 + +s + +ms / 1000;
    cues.push({ start: t(m[1], m[2], m[3], m[4]), end: t(m[5], m[6], m[7], m[8]), raw: block });
  }
  return cues;
}

function onsets(wav) {
  const buf = fs.readFileSync(wav);
  const data = new Int16Array(buf.buffer, buf.byteOffset + 44, (buf.length - 44) >> 1);
  const win = 1600; const out = []; let prev = 0;
  for (let i = 0; i + win < data.length; i += win) {
    let e = 0; for (let j = i; j < i + win; j++) e += data[j] * data[j];
    e = Math.sqrt(e / win);
    if (e > 900 && prev <= 900) out.push(i / 16000);
    prev = e;
  }
  return out;
}

function fit(pairs) {
  const n = pairs.length; let sx = 0, sy = 0, sxx = 0, sxy = 0;
  for (const [x, y] of pairs) { sx += x; sy += y; sxx += x * x; sxy += x * y; }
  const a = (n * sxy - sx * sy) / (n * sxx - sx * sx);
  return { a, b: (sy - a * sx) / n };
}

(async () => {
  const [film, subs, flag, outFile] = process.argv.slice(2);
  const flags = await loadFlags();
  execFileSync('ffmpeg', ['-y', '-v', 'error', '-i', film, '-ac', '1', '-ar', '16000', '-vn', '/tmp/subsync.wav']);
  const cues = parseSrt(fs.readFileSync(subs, 'utf8'));
  const ons = onsets('/tmp/subsync.wav');
  const pairs = [];
  for (const c of cues) {
    let best = null;
    for (const o of ons) if (Math.abs(o - c.start) < 2 && (!best || Math.abs(o - c.start) < Math.abs(best - c.start))) best = o;
    if (best !== null) pairs.push([c.start, best]);
  }
  const { a, b } = fit(pairs);
  const verdict = Math.abs(a - 1) < 0.0005 ? (Math.abs(b) < 0.08 ? 'ok' : 'offset') : 'stretch';
  console.log(`cues=${cues.length} matched=${pairs.length} a=${a.toFixed(5)} b=${b >= 0 ? '+' : ''}${b.toFixed(3)}s verdict=${verdict} vad=${flags.vad}`);
  if (flag === '--apply' && outFile) {
    const fmt = (t) => { const ms = Math.round(t * 1000); const p = (n, w = 2) => String(n).padStart(w, '0');
      return `${p(Math.floor(ms / 3600000))}:${p(Math.floor(ms / 60000) % 60)}:${p(Math.floor(ms / 1000) % 60)},${p(ms % 1000, 3)}`; };
    const out = cues.map((c, i) => `${i + 1}\n${fmt(a * c.start + b)} --> ${fmt(a * c.end + b)}\n${c.raw.split('\n').slice(2).join('\n')}`);
    fs.writeFileSync(outFile, out.join('\n\n') + '\n');
  }
})();
