#!/usr/bin/env node
'use strict';
const fs = require('fs');
const { parseEdl } = require('./parse');

const [cmd, a, b, ...rest] = process.argv.slice(2);
const fpsIdx = rest.indexOf('--fps');
const fps = fpsIdx >= 0 ? Number(rest[fpsIdx + 1]) : 24;

function loadMedia(file) {
  if (!file || !fs.existsSync(file)) return null;
  const reels = new Set();
  for (const l of fs.readFileSync(file, 'utf8').split(/\r?\n/).slice(1)) if (l) reels.add(l.split(',')[0]);
  return reels;
}

if (cmd === 'check') {
  const mi = rest.indexOf('--media');
  const media = loadMedia(mi >= 0 ? rest[mi + 1] : (b === '--media' ? rest[0] : null));
  const { events } = parseEdl(a, fps);
  const warn = [];
  const byTrack = {};
  for (const e of events) {
    if (media && !['BL', 'AX'].includes(e.reel) && !media.has(e.reel)) warn.push([e.n, 'missing reel', e.reel]);
    if (e.speed && (e.speed <= 0 || e.speed > 10 * fps)) warn.push([e.n, 'odd speed', e.speed]);
    (byTrack[e.track] = byTrack[e.track] || []).push(e);
  }
  for (const list of Object.values(byTrack)) {
    list.sort((x, y) => x.recIn - y.recIn);
    for (let i = 1; i < list.length; i++) if (list[i].recIn < list[i - 1].recOut && !list[i].dur) warn.push([list[i].n, 'overlap', '']);
  }
  for (const w of warn) console.log(w.join('\t'));
  console.log(`${events.length} events, ${warn.length} warnings`);
} else if (cmd === 'diff') {
  const A = parseEdl(a, fps).events, B = parseEdl(b, fps).events;
  const key = (e) => `${e.reel}|${e.srcIn}|${e.srcOut}`;
  const ka = new Set(A.map(key)), kb = new Set(B.map(key));
  for (const e of A) if (!kb.has(key(e))) console.log(`- ${e.n} ${e.reel}`);
  for (const e of B) if (!ka.has(key(e))) console.log(`+ ${e.n} ${e.reel}`);
} else {
  console.log('usage: cli.js check <edl> --media reels.csv --fps 24 | diff <a> <b> --fps 24');
}
