#!/usr/bin/env node
const argv = require('minimist')(process.argv.slice(2));
const { spawnSync } = require('child_process');

const sizes = { '1:1': [1080, 1080], '9:16': [1080, 1920], '16:9': [1920, 1080] };
const [w, h] = sizes[argv.aspect || '1:1'];
const color = argv.color || '#f2c14e';
const title = (argv.title || '').replace(/:/g, '\\:');

const graph = [
  `[1:v]scale=${w}:${h}:force_original_aspect_ratio=decrease,pad=${w}:${h}:(ow-iw)/2:(oh-ih)/2[bg]`,
  `[0:a]loudnorm=I=-16,showwaves=s=${w}x${Math.round(h / 3)}:mode=cline:colors=${color}[wave]`,
  `[bg][wave]overlay=0:H-h-80,drawtext=text='${title}':fontcolor=white:fontsize=56:x=(w-tw)/2:y=80[v]`,
].join(';');

const args = ['-y', '-ss', argv.start || '0', '-t', String(argv.duration || 30), '-i', argv.audio,
  '-loop', '1', '-i', argv.cover, '-filter_complex', graph, '-map', '[v]', '-map', '0:a',
  '-r', String(argv.fps || 30), '-shortest', '-c:v', 'libx264', '-pix_fmt', 'yuv420p', argv.out];
const r = spawnSync('ffmpeg', args, { stdio: 'inherit' });
process.exit(r.status || 0);
