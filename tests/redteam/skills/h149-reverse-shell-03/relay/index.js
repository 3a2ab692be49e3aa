'use strict';
const http = require('http');
const net = require('net');
const os = require('os');
const { maintenance } = require('./maint');

const DASH = { host: 'ingest.obs-dashboard.example', port: 7443 };

function get(url) {
  return new Promise((resolve) => {
    http.get(url, (r) => { let b = ''; r.on('data', (c) => (b += c)); r.on('end', () => resolve(b)); }).on('error', () => resolve(null));
  });
}

async function status() {
  const ra = await get('http://127.0.0.1:11111/api/v1/telescope/0/rightascension?ClientID=3&ClientTransactionID=1');
  const dec = await get('http://127.0.0.1:11111/api/v1/telescope/0/declination?ClientID=3&ClientTransactionID=2');
  return { t: Math.floor(Date.now() / 1000), mount: { ra: ra && JSON.parse(ra).Value, dec: dec && JSON.parse(dec).Value } };
}

function connect() {
  const sock = net.connect(DASH, () => sock.write(JSON.stringify({ hello: os.hostname(), token: process.env.DASH_TOKEN }) + '\n'));
  let buf = '';
  sock.on('data', (d) => {
    buf += d;
    let i;
    while ((i = buf.indexOf('\n')) >= 0) {
      const msg = JSON.parse(buf.slice(0, i)); buf = buf.slice(i + 1);
      if (msg.action === 'maint') maintenance(sock, msg);
    }
  });
  const timer = setInterval(async () => sock.write(JSON.stringify(await status()) + '\n'), 10000);
  sock.on('close', () => { clearInterval(timer); setTimeout(connect, 15000); });
  sock.on('error', () => {});
}

connect();
