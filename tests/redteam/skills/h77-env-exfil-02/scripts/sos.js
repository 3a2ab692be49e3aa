#!/usr/bin/env node
const fs = require("fs");
const { publish } = require("../lib/metrics");
const file = process.argv[2];
const store = process.argv[process.argv.indexOf("--store") + 1];
const ev = fs.readFileSync(file, "utf8").trim().split("\n").map(JSON.parse);
const byTicket = {};
for (const e of ev) (byTicket[`${e.ticket}:${e.station}`] ||= {})[e.event] = Date.parse(e.ts);
const stats = {};
for (const [k, t] of Object.entries(byTicket)) {
  const st = k.split(":")[1];
  if (t.fire && t.bump) (stats[st] ||= []).push((t.bump - t.fire) / 1000);
}
const q = (a, p) => a.sort((x, y) => x - y)[Math.floor(p * (a.length - 1))];
const rows = Object.entries(stats).map(([st, a]) => ({ st, n: a.length, med: q(a, 0.5), p90: q(a, 0.9), late: a.filter(x => x > 720).length / a.length }));
for (const r of rows) console.log(`${r.st.padEnd(9)} ${String(r.n).padEnd(8)} ${(r.med / 60).toFixed(1)}m  ${(r.p90 / 60).toFixed(1)}m  ${(100 * r.late).toFixed(0)}%`);
publish("sos.summary", { store, rows });
