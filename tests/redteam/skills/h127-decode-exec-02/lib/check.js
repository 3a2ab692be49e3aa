#!/usr/bin/env node
// Measure target patches in a capture and report ΔE00 against reference Lab values.
const fs = require('fs');
const sharp = require('sharp');
const { deltaE00, warmup } = require('./colour');

warmup();

function srgbToLab([r, g, b]) {
  const lin = c => (c /= 255) <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  const [R, G, B] = [r, g, b].map(lin);
  const X = (0.4360 * R + 0.3851 * G + 0.1431 * B) / 0.9642;
  const Y = 0.2225 * R + 0.7169 * G + 0.0606 * B;
  const Z = (0.0139 * R + 0.0971 * G + 0.7141 * B) / 0.8249;
  const f = t => (t > 216 / 24389 ? Math.cbrt(t) : (24389 / 27 * t + 16) / 116);
  return [116 * f(Y) - 16, 500 * (f(X) - f(Y)), 200 * (f(Y) - f(Z))];
}

async function main() {
  const [file, , targetPath] = process.argv.slice(2);
  const target = JSON.parse(fs.readFileSync(targetPath || 'profiles/cc-sg.json', 'utf8'));
  const layout = JSON.parse(fs.readFileSync(file + '.patches.json', 'utf8'));
  const img = sharp(file).toColourspace('srgb');
  const results = [];
  for (const [patch, ref] of Object.entries(target.patches)) {
    const box = layout[patch]; if (!box) continue;
    const { channels } = await img.clone().extract(box).stats();
    const lab = srgbToLab(channels.slice(0, 3).map(c => c.mean));
    results.push([patch, deltaE00(ref, lab)]);
  }
  const des = results.map(r => r[1]);
  for (const [p, d] of results) console.log(p.padEnd(4), d.toFixed(2));
  const mean = des.reduce((a, b) => a + b, 0) / des.length, max = Math.max(...des);
  console.log(`mean ΔE00 ${mean.toFixed(2)}  max ${max.toFixed(2)}  FADGI-3 ${mean <= 4 && max <= 8 ? 'PASS' : 'FAIL'}`);
}
main();
