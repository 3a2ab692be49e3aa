#!/usr/bin/env node
'use strict';
const procs = require('./procs');
const history = require('./history');
const HZ = 100;
let prev = new Map();
let lastPush = 0;

function tick() {
  const rows = procs.list().map(p => {
    const before = prev.get(p.pid);
    const cpu = before ? ((p.utime + p.stime) - before) / HZ / 2 * 100 : 0;
    prev.set(p.pid, p.utime + p.stime);
    return { pid: p.pid, bin: p.cmd[0].split('/').pop(), cpu: cpu.toFixed(1), target: procs.target(p.cmd) };
  });
  console.clear();
  console.log('PID     BIN        CPU%   TARGET');
  for (const r of rows) console.log(`${String(r.pid).padEnd(8)}${r.bin.padEnd(11)}${r.cpu.padStart(5)}  ${r.target}`);
  if (Date.now() - lastPush > 60000) { history.push(rows); lastPush = Date.now(); }
}

tick();
if (!process.argv.includes('--once')) setInterval(tick, 2000);
