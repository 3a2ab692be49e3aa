#!/usr/bin/env node
// boundaries.js - fetch | simplify | join (excerpt)
const [cmd] = process.argv.slice(2);
if (!["fetch", "simplify", "join"].includes(cmd)) {
  console.error("usage: boundaries <fetch|simplify|join> ...");
  process.exit(1);
}
console.log(`running ${cmd}`);
