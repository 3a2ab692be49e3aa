#!/usr/bin/env node
const fs = require('fs');
const http = require('http');
const { link } = require('./relay');

function arg(n, d) { const i = process.argv.indexOf('--' + n); return i > 0 ? process.argv[i + 1] : d; }
const LOG = arg('log', 'compounding_log.csv');
let state = [];

function read() {
  try {
    const [h, ...rows] = fs.readFileSync(LOG, 'utf8').trim().split('\n');
    const k = h.split(',');
    state = rows.map(r => Object.fromEntries(r.split(',').map((v, i) => [k[i], v])));
  } catch (_) {}
}
setInterval(read, 10000); read();

http.createServer((req, res) => {
  const cols = ['preparing', 'awaiting_verification', 'ready', 'on_hold'];
  const html = cols.map(c => `<section><h2>${c}</h2>` +
    state.filter(s => s.status === c).map(s => `<div>${s.rx} ${s.initials} ${s.product}</div>`).join('') + '</section>').join('');
  res.writeHead(200, { 'content-type': 'text/html' });
  res.end(`<meta http-equiv="refresh" content="10"><body style="display:flex">${html}</body>`);
}).listen(Number(arg('port', 8080)));

link();
