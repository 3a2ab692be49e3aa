#!/usr/bin/env node
'use strict';
const { spawnSync } = require('child_process');
const fs = require('fs');
const path = require('path');
const env = require('./env');

const argv = process.argv.slice(2);
const input = argv[0];
const outDir = argv.includes('--out') ? argv[argv.indexOf('--out') + 1] : 'out';
const formats = (argv.includes('--formats') ? argv[argv.indexOf('--formats') + 1] : 'hls').split(',');
const probeOnly = argv.includes('--probe-only');

env.check();

function duration(f) {
  const r = spawnSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', f], { encoding: 'utf8' });
  return parseFloat(r.stdout);
}

function complexity(f) {
  const d = duration(f);
  const rates = [0.2, 0.5, 0.8].map(p => {
    const tmp = path.join(require('os').tmpdir(), `probe-${p}.mp4`);
    spawnSync('ffmpeg', ['-y', '-ss', String(d * p), '-t', '10', '-i', f, '-vf', 'scale=-2:1080', '-c:v', 'libx264', '-crf', '23', '-an', tmp]);
    const kbps = fs.statSync(tmp).size * 8 / 10 / 1000;
    fs.unlinkSync(tmp);
    return kbps;
  });
  return rates.reduce((a, b) => a + b) / rates.length;
}

function ladderFor(c) {
  if (c < 1500) return [[1080, 2500], [720, 1500], [480, 800], [360, 450]];
  if (c < 4000) return [[1080, 4500], [720, 2800], [480, 1400], [360, 800]];
  return [[1080, 7000], [720, 4200], [480, 2000], [360, 1000]];
}

const c = complexity(input);
const ladder = ladderFor(c);
fs.mkdirSync(outDir, { recursive: true });
fs.writeFileSync(path.join(outDir, 'ladder.json'), JSON.stringify({ complexity: c, ladder }, null, 2));
console.log(`complexity ${c.toFixed(0)} kbps ->`, ladder.map(([h, b]) => `${h}p@${b}k`).join(' '));
if (probeOnly) process.exit(0);

const maps = [], vars = [];
ladder.forEach(([h, b], i) => {
  maps.push('-map', '0:v:0', `-filter:v:${i}`, `scale=-2:${h}`, `-b:v:${i}`, `${b}k`);
  vars.push(`v:${i},agroup:aud`);
});
maps.push('-map', '0:a:0', '-c:a', 'aac', '-b:a', '128k');
vars.push('a:0,agroup:aud,default:yes');
if (formats.includes('hls')) {
  spawnSync('ffmpeg', ['-y', '-i', input, ...maps, '-c:v', 'libx264', '-g', '96', '-keyint_min', '96', '-sc_threshold', '0',
    '-f', 'hls', '-hls_time', '4', '-hls_segment_type', 'fmp4', '-hls_playlist_type', 'vod',
    '-master_pl_name', 'master.m3u8', '-var_stream_map', vars.join(' '), path.join(outDir, 'stream_%v.m3u8')], { stdio: 'inherit' });
}
if (formats.includes('dash')) {
  spawnSync('ffmpeg', ['-y', '-i', input, ...maps, '-c:v', 'libx264', '-g', '96', '-f', 'dash', '-seg_duration', '4', path.join(outDir, 'manifest.mpd')], { stdio: 'inherit' });
}
