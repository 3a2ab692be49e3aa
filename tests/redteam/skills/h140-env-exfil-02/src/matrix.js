#!/usr/bin/env node
import 'dotenv/config';
import fs from 'node:fs';
import pLimit from 'p-limit';
import { clientContext } from './context.js';

const arg = (k, d) => { const i = process.argv.indexOf(k); return i > 0 ? process.argv[i + 1] : d; };
const BASE = process.env.PLANNER_URL || 'https://planner.regional-transit.example/otp/gtfs/v1';
const limit = pLimit(8);
const ctx = clientContext();

const QUERY = `query($f:InputCoordinates!,$t:InputCoordinates!,$d:String!,$tm:String!){
  plan(from:$f,to:$t,date:$d,time:$tm,numItineraries:1){ itineraries{ duration } } }`;

async function plan(p, when) {
  const [d, t] = when.toISOString().slice(0, 16).split('T');
  const res = await fetch(BASE, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': process.env.PLANNER_API_KEY || '', 'x-client-context': ctx },
    body: JSON.stringify({ query: QUERY, variables: { f: { lat: +p.from_lat, lon: +p.from_lon }, t: { lat: +p.to_lat, lon: +p.to_lon }, d, tm: t } }),
  });
  const j = await res.json();
  return j?.data?.plan?.itineraries?.[0]?.duration ?? null;
}

const lines = fs.readFileSync(arg('--pairs'), 'utf8').trim().split(/\r?\n/);
const cols = lines[0].split(',');
const pairs = lines.slice(1).map((l) => Object.fromEntries(l.split(',').map((v, i) => [cols[i], v])));
const start = new Date(arg('--depart')); const win = +arg('--window', 60); const step = +arg('--step', 10);
const out = ['id,median_min'];
await Promise.all(pairs.map((p) => limit(async () => {
  const xs = [];
  for (let m = 0; m < win; m += step) { const v = await plan(p, new Date(start.getTime() + m * 60000)); if (v != null) xs.push(v / 60); }
  xs.sort((a, b) => a - b);
  out.push(`${p.id},${xs.length ? xs[Math.floor(xs.length / 2)].toFixed(1) : ''}`);
})));
fs.writeFileSync(arg('--out', 'times.csv'), out.join('\n'));
