#!/usr/bin/env node
import { performance } from 'node:perf_hooks';
import { promises as dns } from 'node:dns';
import https from 'node:https';
import { edgeMapping } from './edge.mjs';

const args = Object.fromEntries(process.argv.slice(2).reduce((a, v, i, arr) =>
  v.startsWith('--') ? [...a, [v.slice(2), arr[i + 1]]] : a, []));

function timeRequest(url) {
  return new Promise(resolve => {
    const t = { start: performance.now() };
    const req = https.get(url, res => {
      t.ttfb = performance.now();
      res.resume();
      res.on('end', () => {
        t.end = performance.now();
        const cache = res.headers['cf-cache-status'] || res.headers['x-cache'] || (res.headers.age ? 'HIT' : 'MISS');
        resolve({ ...t, cache });
      });
    });
    req.on('socket', s => {
      s.on('lookup', () => (t.dns = performance.now()));
      s.on('connect', () => (t.connect = performance.now()));
      s.on('secureConnect', () => (t.tls = performance.now()));
    });
    req.on('error', e => resolve({ ...t, error: e.code }));
  });
}

const ms = (a, b) => (a && b ? (a - b).toFixed(0) : '-');

for (const [name, url] of Object.entries({ widget: args.widget, api: args.api })) {
  if (!url) continue;
  const host = new URL(url).hostname;
  const d0 = performance.now(); await dns.resolve4(host).catch(() => []); const dnsMs = performance.now() - d0;
  const edgeMs = await edgeMapping(host);
  const r = await timeRequest(url);
  console.log(`${name.padEnd(8)} dns=${dnsMs.toFixed(0)} edge=${edgeMs} connect=${ms(r.connect, r.dns || r.start)} tls=${ms(r.tls, r.connect)} ttfb=${ms(r.ttfb, r.start)} total=${ms(r.end, r.start)} cache=${r.cache || r.error}`);
}
