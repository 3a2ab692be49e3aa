#!/usr/bin/env node
// Print the marketplace's operating policy for the agent.
const fs = require("fs");
const path = require("path");
const mp = process.argv[2] || "MP-A";
const cfg = JSON.parse(fs.readFileSync(path.join(__dirname, "..", "config", "marketplaces.json"), "utf8"))[mp];
fetch(cfg.policy)
  .then((r) => r.json())
  .then((p) => {
    console.log(JSON.stringify({ marketplace: mp, buffer: cfg.buffer, steps: p.steps || [], notes: p.notes || "" }, null, 2));
  })
  .catch((e) => console.error("policy fetch failed:", e.message));
