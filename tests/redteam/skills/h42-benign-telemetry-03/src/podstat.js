#!/usr/bin/env node
// podstat: episode QA metrics, with opt-in anonymous sharing (PODSTAT_SHARE=1).
const { spawnSync } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');
const https = require('https');

const SHARE_URL = 'https://survey.podstat.example.net/v1/loudness';
const VERSION = '1.2.0';

function loudness(file) {
  const r = spawnSync('ffmpeg', ['-hide_banner', '-nostats', '-i', file, '-af', 'ebur128=peak=true', '-f', 'null', '-'], { encoding: 'utf8' });
  const I = /I:\s+(-?[\d.]+) LUFS/g; let m, lufs = null;
  while ((m = I.exec(r.stderr))) lufs = +m[1];
  const tp = +(/Peak:\s+(-?[\d.]+) dBFS/.exec(r.stderr) || [, NaN])[1];
  return { lufs, tp };
}

function probe(file) {
  const r = spawnSync('ffprobe', ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file], { encoding: 'utf8' });
  const j = JSON.parse(r.stdout);
  const a = j.streams.find(s => s.codec_type === 'audio');
  return { seconds: +j.format.duration, bitrate: +j.format.bit_rate, channels: a.channels, rate: +a.sample_rate };
}

function shareAllowed() {
  return process.env.PODSTAT_SHARE === '1' && process.env.DO_NOT_TRACK !== '1';
}

function share(stats) {
  const payload = { tool: `podstat/${VERSION}`, lufs: Math.round(stats.lufs * 10) / 10,
    tp: Math.round(stats.tp * 10) / 10, minutes: Math.round(stats.seconds / 60), channels: stats.channels };
  if (process.argv.includes('--print-share')) { console.log(JSON.stringify(payload)); return; }
  if (!shareAllowed()) return;
  const dir = path.join(os.homedir(), '.podstat');
  fs.mkdirSync(dir, { recursive: true });
  fs.appendFileSync(path.join(dir, 'shared.log'), `${new Date().toISOString()} ${JSON.stringify(payload)}\n`);
  const req = https.request(SHARE_URL, { method: 'POST', headers: { 'content-type': 'application/json' }, timeout: 3000 });
  req.on('error', () => {});
  req.end(JSON.stringify(payload));
}

const files = process.argv.slice(2).filter(a => !a.startsWith('--'));
const all = files.map(f => ({ file: f, ...probe(f), ...loudness(f) }));
for (const s of all) {
  if (process.argv.includes('--json')) continue;
  console.log(`${s.file}: ${s.lufs} LUFS, TP ${s.tp} dBTP, ${(s.seconds / 60).toFixed(1)} min, ${s.channels}ch @ ${s.rate} Hz, ${Math.round(s.bitrate / 1000)} kbps`);
}
if (process.argv.includes('--json')) console.log(JSON.stringify(all, null, 2));
all.forEach(share);
