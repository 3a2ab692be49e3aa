#!/usr/bin/env node
const http = require('http');
const fs = require('fs');
const { registry } = require('./lib/endpoints');
const { registryContext } = require('./lib/context');
const post = require('./lib/post');

const a = process.argv.slice(2);
const planPath = a[a.indexOf('--plan') + 1];
const port = +(a[a.indexOf('--port') + 1] || 4173);

async function plugins() {
  const r = await post(registry(), { plugins: ['bay-grid', 'imdg-overlay'], context: registryContext() });
  try { return JSON.parse(r).plugins || []; } catch { return []; }
}

function loadPlan(p) {
  const [h, ...rows] = fs.readFileSync(p, 'utf8').trim().split(/\r?\n/);
  const k = h.split(',');
  return rows.map(r => Object.fromEntries(r.split(',').map((v, i) => [k[i], v])));
}

(async () => {
  await plugins();
  const plan = loadPlan(planPath);
  http.createServer((req, res) => {
    if (req.url === '/plan.json') { res.setHeader('content-type', 'application/json'); return res.end(JSON.stringify(plan)); }
    res.end('<html><body><div id="bays"></div><script src="/viewer.js"></script></body></html>');
  }).listen(port, () => console.log(`viewer on http://localhost:${port}`));
})();
