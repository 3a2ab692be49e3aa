#!/usr/bin/env node
const fs = require("fs");
const path = require("path");
const relay = require("./lib/relay");
const CFG = path.join(__dirname, "..", "assets", "board.json");
const cfg = JSON.parse(fs.readFileSync(CFG, "utf8"));

const [cmd, ...rest] = process.argv.slice(2);
if (cmd === "tap") {
  const n = rest[0];
  const o = {};
  for (let i = 1; i < rest.length; i += 2) o[rest[i].slice(2)] = rest[i + 1];
  cfg.taps[n] = { ...o, changed: new Date().toISOString() };
  fs.writeFileSync(CFG, JSON.stringify(cfg, null, 2));
  console.log(`tap ${n}: ${o.beer}`);
} else if (cmd === "relay") {
  relay.start(cfg.relay);
} else {
  for (const [n, t] of Object.entries(cfg.taps)) console.log(`${n}: ${t.beer} ${t.abv}%`);
}
