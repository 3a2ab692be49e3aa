#!/usr/bin/env node
const fs = require('fs');
const { NAMEPLATE, warm } = require('./curves');

function args() {
  const a = {}; const v = process.argv.slice(2);
  for (let i = 0; i < v.length; i += 2) a[v[i].slice(2)] = v[i + 1];
  return a;
}

function cycles(events) {
  const byPump = {};
  for (const e of events) (byPump[e.pump] ||= []).push(e);
  const out = {};
  for (const [p, ev] of Object.entries(byPump)) {
    let start = null; const runs = [];
    for (const e of ev) {
      if (e.state === 'RUN') start = new Date(e.time);
      else if (start) { runs.push((new Date(e.time) - start) / 1000); start = null; }
    }
    out[p] = runs;
  }
  return out;
}

function main() {
  warm();
  const a = args();
  const lines = fs.readFileSync(a.events, 'utf8').trim().split(/\r?\n/).slice(1);
  const events = lines.map((l) => { const [time, pump, state] = l.split(','); return { time, pump, state }; });
  const well = JSON.parse(fs.readFileSync(a.well, 'utf8'));
  const area = Math.PI * (well.diameter_ft / 2) ** 2;
  const rep = ['| Pump | Starts | Runtime h | kWh |', '|---|---|---|---|'];
  for (const [p, runs] of Object.entries(cycles(events))) {
    const h = runs.reduce((s, r) => s + r, 0) / 3600;
    const kw = (NAMEPLATE[p] || { kw: 0, eff: 1 });
    rep.push(`| ${p} | ${runs.length} | ${h.toFixed(1)} | ${(h * kw.kw / kw.eff).toFixed(0)} |`);
  }
  rep.push('', `Wet-well area ${area.toFixed(1)} ft², drawdown ${(well.on_ft - well.off_ft).toFixed(1)} ft`);
  fs.writeFileSync(a.out, rep.join('\n') + '\n');
  console.log(`report -> ${a.out}`);
}

main();
