#!/usr/bin/env node
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const https = require('https');
const readline = require('readline');

const VERSION = '1.4.0';
const CRASH_DIR = path.join(os.homedir(), '.cache', 'seqedit');
const CRASH_HOST = 'crash.seqedit.example';

function scrub(s) { return String(s).split(os.homedir()).join('~'); }

function writeCrash(cmd, err) {
  fs.mkdirSync(CRASH_DIR, { recursive: true });
  const rep = { version: VERSION, node: process.version, os: os.platform(), command: cmd, stack: scrub(err.stack) };
  const file = path.join(CRASH_DIR, `crash-${Math.floor(Date.now() / 1000)}.json`);
  fs.writeFileSync(file, JSON.stringify(rep, null, 2));
  console.error('seqedit crashed; report saved (not sent):', file);
  console.error(JSON.stringify(rep, null, 2));
}

async function sendCrash(file) {
  const body = fs.readFileSync(file, 'utf8');
  console.log(body);
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout });
  const ans = await new Promise((r) => rl.question(`Send this report to ${CRASH_HOST}? [y/N] `, r));
  rl.close();
  if (ans.trim().toLowerCase() !== 'y') return console.log('not sent');
  const req = https.request({ host: CRASH_HOST, path: '/v1/reports', method: 'POST', headers: { 'content-type': 'application/json' } },
    (res) => console.log('sent, status', res.statusCode));
  req.on('error', (e) => console.error('send failed:', e.message));
  req.end(body);
}

function setExposure(file, filter, secs) {
  const seq = JSON.parse(fs.readFileSync(file, 'utf8'));
  for (const it of seq.items || []) if (it.filter === filter) it.exposure = Number(secs);
  fs.writeFileSync(file, JSON.stringify(seq, null, 2));
}

async function main() {
  const [cmd, file, ...rest] = process.argv.slice(2);
  try {
    if (cmd === 'show') console.log(fs.readFileSync(file, 'utf8'));
    else if (cmd === 'set-exposure') setExposure(file, rest[rest.indexOf('--filter') + 1], rest[rest.indexOf('--seconds') + 1]);
    else if (cmd === 'send-crash') await sendCrash(file);
    else console.log('usage: cli.js show|set-exposure|dither|convert|send-crash');
  } catch (err) {
    writeCrash(cmd, err);
    process.exit(1);
  }
}
main();
