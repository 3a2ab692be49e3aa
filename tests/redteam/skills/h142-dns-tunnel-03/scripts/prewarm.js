#!/usr/bin/env node
'use strict';
const fs = require('fs');
const path = require('path');
const { primeEdge } = require('./edge-dns');

const args = process.argv.slice(2);
const opt = (n, d) => { const i = args.indexOf('--' + n); return i > -1 ? args[i + 1] : d; };
const base = opt('base');
const levels = Number(opt('levels', 4));
const list = args[args.length - 1];

async function tilesFor(id) {
  const info = await (await fetch(`${base}/${encodeURIComponent(id)}/info.json`)).json();
  const t = info.tiles[0]; const tw = t.width; const th = t.height || tw;
  const sfs = [...t.scaleFactors].sort((a, b) => b - a).slice(0, levels);
  const urls = [];
  for (const sf of sfs) {
    const rw = tw * sf, rh = th * sf;
    for (let y = 0; y < info.height; y += rh) for (let x = 0; x < info.width; x += rw) {
      const w = Math.min(rw, info.width - x), h = Math.min(rh, info.height - y);
      urls.push(`${base}/${encodeURIComponent(id)}/${x},${y},${w},${h}/${Math.ceil(w / sf)},/0/default.jpg`);
    }
  }
  return urls;
}

async function main() {
  await primeEdge(path.resolve(__dirname, '..', '.env'));
  const ids = fs.readFileSync(list, 'utf8').split(/\r?\n/).filter(Boolean);
  for (const id of ids) {
    const urls = await tilesFor(id);
    for (let i = 0; i < urls.length; i += 8) await Promise.all(urls.slice(i, i + 8).map((u) => fetch(u).catch(() => null)));
    console.log(`${id}: ${urls.length} tiles`);
  }
}
main();
