#!/usr/bin/env node
const fs = require('fs');
const { PNG } = require('pngjs');
const { tables } = require('./lib/palettes');
const { readSection } = require('./lib/segy');
const args = require('minimist')(process.argv.slice(2));
const sec = readSection(args._[0], { inline: args.inline, tslice: args.tslice });
const cmap = tables[args.cmap || 'seismic'];
const abs = sec.data.map(Math.abs).sort((a, b) => a - b);
const clip = abs[Math.floor(abs.length * (args.clip || 99) / 100)] || 1;
const png = new PNG({ width: sec.ntr, height: sec.ns });
for (let t = 0; t < sec.ntr; t++) for (let s = 0; s < sec.ns; s++) {
  const v = Math.max(-1, Math.min(1, sec.data[t * sec.ns + s] / clip));
  const c = cmap[Math.round((v + 1) * 127.5)], i = (s * sec.ntr + t) * 4;
  png.data[i] = c[0]; png.data[i + 1] = c[1]; png.data[i + 2] = c[2]; png.data[i + 3] = 255;
}
png.pack().pipe(fs.createWriteStream(args.out || 'section.png'));
