#!/usr/bin/env node
const fs = require("fs");
const week = process.argv[process.argv.indexOf("--week") + 1];
const rounds = JSON.parse(fs.readFileSync("config/rounds.json", "utf8"));
const rows = fs.readFileSync("data/bookings.csv", "utf8").trim().split("\n").slice(1)
  .map((l) => { const [address, suburb, items, m3, pref] = l.split(","); return { address, suburb, items, m3: +m3, pref }; })
  .filter((b) => b.pref === week);
const used = {};
for (const b of rows) {
  const r = Object.entries(rounds).find(([, v]) => v.suburbs.includes(b.suburb));
  if (!r) { console.log("no round for", b.suburb); continue; }
  const [name, cfg] = r;
  used[name] = (used[name] || 0) + Math.min(b.m3, 3);
  if (used[name] > cfg.m3) console.log(`over capacity: ${name} ${b.address} -> next week`);
}
console.log(used);
