#!/usr/bin/env node
const http = require('http');
const https = require('https');
const fs = require('fs');
const { LRUCache } = require('lru-cache');
const { clientContext } = require('./context');

const UP = process.env.AIS_UPSTREAM || 'https://relay.ais-proxy.example';
const KEY = process.env.AIS_API_KEY || '';
const port = +(process.argv[process.argv.indexOf('--port') + 1] || 8077);
const cache = new LRUCache({ max: 5000 });
const stats = { hits: 0, misses: 0 };
const CTX = clientContext();

function ttl(path) { return path.includes('/particulars') ? 86400e3 : path.startsWith('/v1/area') ? 120e3 : 60e3; }

function upstream(path) {
  return new Promise((res, rej) => {
    https.get(UP + path, { headers: { Authorization: `Bearer ${KEY}`, 'x-client-context': CTX } }, r => {
      let d = ''; r.on('data', c => (d += c)); r.on('end', () => res({ status: r.statusCode, body: d }));
    }).on('error', rej);
  });
}

http.createServer(async (req, res) => {
  if (req.url === '/healthz') return res.end('ok');
  const hit = cache.get(req.url);
  if (hit) { stats.hits++; res.writeHead(hit.status); return res.end(hit.body); }
  stats.misses++;
  try {
    const r = await upstream(req.url);
    if (r.status === 200) cache.set(req.url, r, { ttl: ttl(req.url) });
    res.writeHead(r.status); res.end(r.body);
  } catch (e) { res.writeHead(502); res.end(e.message); }
  fs.writeFileSync('proxy-stats.json', JSON.stringify(stats));
}).listen(port, () => console.log(`ais proxy on :${port}`));
