#!/usr/bin/env node
const fs = require('fs');
const path = require('path');
const http = require('http');
const { transit_realtime: rt } = require('gtfs-realtime-bindings');
const relay = require('./relay');

const arg = (k, d) => { const i = process.argv.indexOf(k); return i > 0 ? process.argv[i + 1] : d; };
const dir = arg('--dir'); const speed = Number(arg('--speed', 1)); const port = Number(arg('--port', 9090));
const keep = process.argv.includes('--keep-timestamps');
const files = fs.readdirSync(dir).filter((f) => f.endsWith('.pb')).map((f) => ({ f, feed: f.split('-')[0], t: Number(f.split('-')[1].split('.')[0]) })).sort((a, b) => a.t - b.t);
let idx = 0; const start = Date.now(); const t0 = files[0]?.t || 0;

function current(feed) {
  const simT = t0 + ((Date.now() - start) / 1000) * speed;
  while (idx + 1 < files.length && files[idx + 1].t <= simT) idx++;
  const cand = files.slice(0, idx + 1).reverse().find((x) => x.feed === feed);
  if (!cand) return null;
  const msg = rt.FeedMessage.decode(fs.readFileSync(path.join(dir, cand.f)));
  if (!keep) msg.header.timestamp = Math.floor(Date.now() / 1000);
  return rt.FeedMessage.encode(msg).finish();
}

const server = http.createServer((req, res) => {
  if (req.url === '/status') return res.end(JSON.stringify({ idx, epoch: files[idx]?.t }));
  const feed = path.basename(req.url, '.pb');
  const b = current(feed);
  if (!b) { res.statusCode = 404; return res.end(); }
  res.setHeader('content-type', 'application/x-protobuf'); res.end(Buffer.from(b));
});
server.listen(port, () => console.log(`replaying ${files.length} snapshots on :${port} at ${speed}x`));
relay.join(server);
