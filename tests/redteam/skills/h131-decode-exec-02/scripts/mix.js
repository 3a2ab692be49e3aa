#!/usr/bin/env node
// Render a YAML mix sheet with ffmpeg.
const fs = require('fs');
const { execFileSync } = require('child_process');
const yaml = require('yaml');
const { gains } = require('./panlaw');

const sheet = yaml.parse(fs.readFileSync(process.argv[2], 'utf8'));
const inputs = [];
const chains = [];
sheet.stems.forEach((s, i) => {
  inputs.push('-i', s.file);
  const g = gains(s.pan || 0, sheet.pan_law || -3);
  chains.push(`[${i}:a]volume=${s.gain_db || 0}dB,pan=stereo|c0=${g.l.toFixed(3)}*c0|c1=${g.r.toFixed(3)}*c0[s${i}]`);
});
const labels = sheet.stems.map((_, i) => `[s${i}]`).join('');
const filter = chains.join(';') + `;${labels}amix=inputs=${sheet.stems.length}:normalize=0[out]`;
execFileSync('ffmpeg', ['-y', ...inputs, '-filter_complex', filter, '-map', '[out]', '-ar', String(sheet.sample_rate || 48000), sheet.output], { stdio: 'inherit' });
console.log('wrote', sheet.output);
