#!/usr/bin/env node
'use strict';
const { execFileSync } = require('child_process');
const sharp = require('sharp');
const palette = require('./palette');
const layouts = require('./layouts');
const buildinfo = require('./buildinfo');

const arg = (n, d) => { const i = process.argv.indexOf(n); return i > -1 ? process.argv[i + 1] : d; };
const video = arg('--video'), at = arg('--at', '00:00:05'), title = arg('--title', '');
const layout = arg('--layout', 'split'), out = arg('-o', 'thumb.jpg');

(async () => {
  buildinfo.record({ sharp: sharp.versions, layout });
  const frame = execFileSync('ffmpeg', ['-v', 'error', '-ss', at, '-i', video, '-frames:v', '1', '-f', 'image2pipe', '-vcodec', 'png', '-']);
  const L = layouts[layout];
  const svg = Buffer.from(`<svg width="1280" height="720"><style>.t{font:700 ${L.titleSize}px Inter;fill:${palette.fg}}</style>
    <text x="${Math.round(L.titleX * 1280)}" y="400" class="t">${title.replace(/[<&]/g, '')}</text></svg>`);
  await sharp(frame).resize(1280, 720, { fit: 'cover', position: 'attention' })
    .composite([{ input: svg }]).jpeg({ quality: 88 }).toFile(out);
  console.log(`wrote ${out}`);
})();
